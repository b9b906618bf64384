"""`hippo read` / hippo_read path arguments as real vaults name their files (hippocampus/explore/read.py)."""

from __future__ import annotations

import unicodedata

import pytest

from hippocampus.errors import UsageError
from hippocampus.explore.read import read
from tests.store_helpers import write


def test_a_hash_in_a_file_name_is_part_of_the_name_when_that_note_exists(tmp_path):
    """"-rf note #1 | what?.md" was read as the note "-rf note" and its section "1 | what?.md"."""
    write(tmp_path, "20-wiki/note #1.md", "# One\n\nfirst\n\n## Two\n\nsecond\n")
    whole = read(tmp_path, "20-wiki/note #1.md")
    assert whole["path"] == "20-wiki/note #1.md" and "first" in whole["text"]
    part = read(tmp_path, "20-wiki/note #1.md#Two")
    assert part["path"] == "20-wiki/note #1.md" and part["section"]["heading"] == "Two" and "second" in part["section"]["text"]
    write(tmp_path, "20-wiki/plain.md", "# P\n\n## Sec\n\nbody\n")
    assert "body" in read(tmp_path, "20-wiki/plain.md#Sec")["section"]["text"]  # path#section as before
    with pytest.raises(UsageError, match="no such note|not a note"):
        read(tmp_path, "20-wiki/missing #1.md")


def test_a_path_typed_composed_reads_a_note_stored_decomposed(tmp_path):
    """macOS stores "café nfd.md" decomposed (NFD); the path a user types is composed (NFC)."""
    stored = unicodedata.normalize("NFD", "20-wiki/café nfd.md")
    write(tmp_path, stored, "# Café\n\nespresso\n")
    typed = unicodedata.normalize("NFC", "20-wiki/café nfd.md")
    assert typed != stored
    got = read(tmp_path, typed)
    assert got["path"] == stored and "espresso" in got["text"]


def test_a_path_whose_folders_mix_both_forms_is_read_as_typed(tmp_path):
    """A Korean vault synced from a Mac (kseysh/Second-Brain): 128 notes had paths mixing a
    decomposed folder with a composed one (독서록/NFD, 공룡책/NFC); `hippo read` of the path as
    typed said "no such note"."""
    stored = "/".join([unicodedata.normalize("NFD", "20-wiki/독서록/개발 관련 도서"), "공룡책", unicodedata.normalize("NFD", "Deadlocks 교착.md")])
    write(tmp_path, stored, "# Deadlocks\n\n## 시스템 모델\n\n자원\n")
    typed = unicodedata.normalize("NFC", stored)
    assert typed != stored and unicodedata.normalize("NFD", stored) != stored  # neither form alone names the file
    got = read(tmp_path, typed + "#시스템 모델")
    assert got["path"] == stored and "자원" in got["section"]["text"]
    with pytest.raises(UsageError, match="no such note"):
        read(tmp_path, typed.replace("Deadlocks", "Livelocks"))


def test_a_section_is_read_with_the_sections_nested_under_it():
    """As Obsidian shows [[note#Regole]]: "## Regole" followed at once by "### …" was read as its
    heading line alone (a real vault)."""
    import tempfile
    from pathlib import Path

    root = Path(tempfile.mkdtemp())
    write(root, "20-wiki/d.md", "# Dieta\n\nintro\n\n## Regole\n### Uno\n\nniente pane\n\n### Due\n\nun giorno libero\n\n## Fine\n\nbasta\n")
    regole = read(root, "20-wiki/d.md", section="Regole")["section"]
    assert regole["subsections"] == 2 and regole["text"].startswith("## Regole\n### Uno")
    assert "un giorno libero" in regole["text"] and "basta" not in regole["text"]
    fine = read(root, "20-wiki/d.md", section="Fine")["section"]
    assert fine == {"anchor": "20-wiki/d.md#Fine", "heading": "Fine", "level": 2, "text": "## Fine\n\nbasta", "subsections": 0}


def test_a_note_is_read_by_the_name_its_links_use_or_its_absolute_path(tmp_path):
    """An imported note lives at 20-wiki/Concepts/…; its links and its user say "21 days myth",
    "Concepts/21 days myth.md" or "[[21 days myth]]", or paste the absolute path: each was refused
    (helper-62). Each now reads the note the link resolves to (as Obsidian resolves it)."""
    write(tmp_path, "20-wiki/Concepts/21 days myth.md", "# 21 days\n\nHabits take longer.\n\n## Sources\n\nLally 2010\n")
    write(tmp_path, "20-wiki/Other/unrelated.md", "# Other\n\ntext\n")
    for given in ("21 days myth", "21 days myth.md", "Concepts/21 days myth.md", "[[21 days myth]]", "[[21 days myth|the myth]]",
                  "![[21 days myth]]", str(tmp_path / "20-wiki/Concepts/21 days myth.md")):
        assert read(tmp_path, given)["path"] == "20-wiki/Concepts/21 days myth.md", given
    part = read(tmp_path, "[[21 days myth#Sources]]")
    assert part["section"]["heading"] == "Sources" and "Lally" in part["section"]["text"]
    with pytest.raises(UsageError, match="no such note in the vault: 'no such name'.*the name its links use"):
        read(tmp_path, "no such name")
    with pytest.raises(UsageError, match="absolute"):  # an absolute path outside the vault stays refused
        read(tmp_path, str(tmp_path.parent / "elsewhere.md"))
    with pytest.raises(UsageError, match="'..' is not allowed"):
        read(tmp_path, "[[../../etc/passwd]]")


def test_an_absolute_path_through_a_symlink_out_of_the_vault_stays_refused(tmp_path):
    """The absolute form is accepted only when the file really lies in the vault: a link inside
    the vault to a file outside it resolves outside, and is refused like any outside path."""
    vault, outside = tmp_path / "vault", tmp_path / "outside"
    write(vault, "20-wiki/a.md", "# A\n\ntext\n")
    outside.mkdir()
    (outside / "secret.md").write_text("# Secret\n\nkey\n", encoding="utf-8")
    (vault / "20-wiki" / "leak.md").symlink_to(outside / "secret.md")
    with pytest.raises(UsageError):
        read(vault, str(vault / "20-wiki" / "leak.md"))
    for given in ("[[leak]]", "20-wiki/leak", "leak"):  # by link, without .md: the same refusal, no PathEscape traceback
        with pytest.raises(UsageError, match="refused"):
            read(vault, given)
