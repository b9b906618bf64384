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
