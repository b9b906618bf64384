"""hippo import: human pages under 20-wiki/<sector>/, own keys kept, contract problems listed, one commit."""

from __future__ import annotations

from pathlib import Path

import pytest

from hippocampus.errors import UsageError
from hippocampus.jobs.import_ import import_notes
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, commits, status, vault_hash, write
from vault_schema.frontmatter import split_frontmatter


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    src = tmp_path / "my-notes"
    write(src, "vim.md", "---\nlayout  : wiki\ntitle   : Vim 정리\nparent  : [[cmd]]\n---\n# Vim\n\n![[img/logo.png]] see [[git/alias]]\n")
    write(src, "git/alias.md", "# git alias\n\nno frontmatter at all\n")
    write(src, "draft.md", "---\ntitle: mine\nstatus: draft\ntrust: llm_summary\n---\nbody\n")
    write(src, "odd.md", "---\ntitle: odd\ntype: blogpost\nsector: elsewhere\n---\nbody\n")
    write(src, "broken.md", "---\ntitle: [oops\n---\nbody kept\n")
    (src / "latin1.md").write_bytes("caf\xe9\n".encode("latin-1"))
    (src / "img").mkdir()
    (src / "img" / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (src / ".obsidian").mkdir()
    (src / ".obsidian" / "workspace.json").write_text("{}")
    return src


def run_import(vault, src, **kw):
    with VaultRun(vault, "import", today=TODAY, durable=False, dry_run=kw.pop("dry_run", False)) as run:
        out = import_notes(run, src, **kw)
    return run, out


def test_import_into_one_sector(vault, notes):
    run, out = run_import(vault, notes, sector="dev")
    assert out.counts == {"notes": 6, "attachments": 1, "templates": 0, "listed": 3, "not_imported": 0, "sectors": 1, "links_rewritten": 0}
    vim = (vault / "20-wiki/dev/vim.md").read_text()
    assert vim.startswith("---\nlayout  : wiki\ntitle   : Vim 정리\nparent  : [[cmd]]\ntype: concept\nstatus: canonical\ntrust: human_edit\nsector: dev\n---")
    assert (vault / "20-wiki/dev/img/logo.png").read_bytes() == b"\x89PNG\r\n\x1a\n"
    alias = split_frontmatter((vault / "20-wiki/dev/git/alias.md").read_text())
    assert alias.meta["title"] == "alias" and alias.body == "# git alias\n\nno frontmatter at all\n"  # the file name, as Obsidian titles it
    draft = split_frontmatter((vault / "20-wiki/dev/draft.md").read_text()).meta
    assert draft["status"] == "draft" and draft["trust"] == "llm_summary"  # never overwritten, trust never raised
    assert (vault / "20-wiki/dev/broken.md").read_text() == "---\ntitle: [oops\n---\nbody kept\n"
    listed = {i.path: i.detail for i in out.skipped}
    assert set(listed) == {"odd.md", "broken.md", "latin1.md"}
    assert "elsewhere" in listed["odd.md"] and "unchanged" in listed["broken.md"]
    # a type of the user's own is their property: kept, summed up once, not a problem of the note
    assert "blogpost" not in listed["odd.md"] and any("values of your own" in n and "blogpost ×1" in n for n in out.notes)
    assert not (vault / "20-wiki/dev/.obsidian").exists()
    assert commits(vault)[0] == f"hippo: import {run.run_id}" and status(vault) == ""
    report = next((vault / "90-system/reports").glob("import-*.md")).read_text()
    assert "broken.md" in report and "latin1.md" in report
    _, again = run_import(vault, notes, sector="dev")
    assert again.counts["notes"] == 0 and again.counts["not_imported"] == 7  # nothing is overwritten


def test_secret_in_a_note_is_imported_unchanged_and_listed_without_echoing_it(vault, tmp_path):
    src = tmp_path / "keys"
    key = "AKIA" + "IOSFODNN7EXAMPLQ"  # not AWS's documented example, which is no key
    write(src, "aws.md", f"# AWS\n\nold notes\naccess key {key}\n")
    write(src, "clean.md", "# Clean\n\nnothing to see\n")
    _run, out = run_import(vault, src, sector="ops")
    assert out.counts["notes"] == 2 and out.counts["listed"] == 1
    (item,) = out.skipped
    assert item.path == "aws.md" and "line 4" in item.detail and "gateway" in item.detail and key not in item.detail
    assert key in (vault / "20-wiki/ops/aws.md").read_text(encoding="utf-8")  # nothing lost
    report = next((vault / "90-system/reports").glob("import-*.md")).read_text(encoding="utf-8")
    assert "aws.md" in report and key not in report


def test_default_layout_keeps_the_tree_and_the_source_name_is_no_sector(vault, notes):
    _, out = run_import(vault, notes)
    assert (vault / "20-wiki/vim.md").exists() and (vault / "20-wiki/git/alias.md").exists()
    assert not (vault / "20-wiki/my-notes").exists()
    assert split_frontmatter((vault / "20-wiki/git/alias.md").read_text()).meta["sector"] == "git"
    assert "sector" not in split_frontmatter((vault / "20-wiki/vim.md").read_text()).meta  # no sector at the top
    assert out.counts["sectors"] == 1  # git; img/ holds only an attachment
    assert any("attachment folders" in n and "20-wiki/img/" in n for n in out.notes)


def test_dry_run_and_refusals(vault, notes):
    before = vault_hash(vault)
    _, out = run_import(vault, notes, sector="dev", dry_run=True)
    assert out.counts["notes"] == 6 and vault_hash(vault) == before
    with pytest.raises(UsageError):
        run_import(vault, vault / "20-wiki")
    with pytest.raises(UsageError):
        run_import(vault, notes, sector="Bad/Sector")


def _broken_after(vault: Path) -> set[tuple[str, str]]:
    from hippocampus.vault.validate import validate_vault

    report = validate_vault(vault, today=TODAY)
    return {(f.path, f.message) for f in report.findings if f.code == "broken-wikilink"}


def test_obsidian_help_like_vault_keeps_every_link(vault, tmp_path):
    from tests.support import obsidian_vault

    src = obsidian_vault.build(tmp_path / "en")
    in_source = obsidian_vault.broken_in_source(src)
    assert in_source == {("Home.md", "[[Does not exist]] points at no file in the vault")}
    # the vault already has notes whose names the import collides with
    write(vault, "20-wiki/dev/Canvas.md", "---\ntype: concept\nstatus: draft\ntrust: human_edit\ntitle: c\n---\n# Canvas\n")
    write(vault, "20-wiki/dev/deep/Roadmap.md", "---\ntype: concept\nstatus: draft\ntrust: human_edit\ntitle: r\n---\n# R\n")
    write(vault, "20-wiki/dev/plan.md", "---\ntype: concept\nstatus: draft\ntrust: human_edit\ntitle: p\n---\nsee [[Roadmap]]\n")
    (src / "Roadmap.md").write_text("# Roadmap of the help vault\n")
    from tests.pipeline_helpers import git

    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "mine")
    run, out = run_import(vault, src)
    # folders kept as they are; Attachments is no sector; `en` is no sector
    assert (vault / "20-wiki/Obsidian Sync/Security and privacy.md").exists()
    assert (vault / "20-wiki/Attachments/Logo.png").read_bytes() == obsidian_vault.PNG
    assert not (vault / "20-wiki/en").exists()
    assert out.counts["sectors"] == 4  # Obsidian Sync, Obsidian Publish, Plugins, Linking notes and files
    # nothing broken that was not broken in the source
    assert _broken_after(vault) == {("20-wiki/Home.md", "[[Does not exist]] points at no file in the vault")}
    home = (vault / "20-wiki/Home.md").read_text()
    # captured by the older 20-wiki/dev/Canvas.md: rewritten; [[index]] finds its own folder's index.md first
    assert "[[20-wiki/Plugins/Canvas#Create a canvas]]" in home and "[[index]] lists" in home
    assert "[[Obsidian Sync/Security and privacy#Encryption|how Sync encrypts]]" in home  # untouched
    # from a subfolder, [[index]] would now find the vault's own index.md at the root
    assert "back to [[20-wiki/index]]" in (vault / "20-wiki/Linking notes and files/Embed files.md").read_text()
    assert "see [[20-wiki/dev/deep/Roadmap]]" in (vault / "20-wiki/dev/plan.md").read_text()  # an existing link kept its target
    relinks = {i.path: i.detail for i in out.done if i.action == "relink"}
    assert set(relinks) == {"20-wiki/Home.md", "20-wiki/dev/plan.md", "20-wiki/Linking notes and files/Embed files.md"} and out.counts["links_rewritten"] == 3
    report = next((vault / "90-system/reports").glob("import-*.md")).read_text()
    assert "## Links rewritten (3)" in report and "attachment folders" in report and "20-wiki/Attachments/" in report
    assert commits(vault)[0] == f"hippo: import {run.run_id}" and status(vault) == ""


def test_a_note_with_a_long_but_valid_name_is_imported(vault, tmp_path):
    """A 240-character file name is valid (255 bytes is the limit), but the writer's temporary
    file (".<name>.<8 random>.tmp") went past it: the import crashed with "File name too long"
    (a real vault's note). Korean names reach the limit at 80 characters (3 bytes each)."""
    src = tmp_path / "long"
    latin, korean = "n" * 240 + ".md", "가" * 80 + ".md"
    write(src, latin, "# L\n\nlong name\n")
    write(src, korean, "# 긴 이름\n\n본문\n")
    _, out = run_import(vault, src, sector="dev")
    assert out.counts["notes"] == 2
    assert (vault / "20-wiki/dev" / latin).read_text().endswith("# L\n\nlong name\n")
    assert (vault / "20-wiki/dev" / korean).read_text().endswith("# 긴 이름\n\n본문\n")
    assert status(vault) == "" and not list((vault / "20-wiki/dev").glob(".*.tmp"))


def test_an_imported_note_is_titled_by_its_file_name_as_obsidian_shows_it(vault, tmp_path):
    """Obsidian names a note by its file (its inline title and tab); an H1 is a heading of the
    note. "Linear regression.md" whose later section is "# Multiple regression" was imported with
    ``title: Multiple regression`` (a real vault: "Regressione Lineare.md"), and 210 notes of a
    Korean vault by their opening section ("의존성.md" → "설계란?", kseysh/Second-Brain). A title
    the note gives itself is kept."""
    src = tmp_path / "titles"
    write(src, "Linear regression.md", "Intro line.\n\n## Setup\n\nx\n\n# Multiple regression\n\ny\n")
    write(src, "의존성.md", "# 설계란?\n\ntext\n\n# 의존성이란\n")
    write(src, "Own.md", "---\ntitle: The real title\n---\n# Heading\n")
    _, out = run_import(vault, src, sector="dev")
    assert out.counts["notes"] == 3
    titles = {name: split_frontmatter((vault / "20-wiki/dev" / name).read_text()).meta.get("title")
              for name in ("Linear regression.md", "의존성.md", "Own.md")}
    assert titles == {"Linear regression.md": "Linear regression", "의존성.md": "의존성", "Own.md": "The real title"}



def test_a_windows_note_with_a_byte_order_mark_keeps_its_heading(vault, tmp_path):
    """A note saved with a UTF-8 BOM and CRLF lines was imported as ``---…---\\n<BOM># Windows note``:
    the heading was no longer a heading. The BOM is dropped; the CRLF body is copied as it was."""
    from vault_schema.note import parse_note

    src = tmp_path / "win"
    src.mkdir()
    (src / "crlf.md").write_bytes(b"\xef\xbb\xbf# Windows note\r\nabout the quokka sanctuary.\r\n")
    run_import(vault, src, sector="dev")
    data = (vault / "20-wiki/dev/crlf.md").read_bytes()
    assert b"\xef\xbb\xbf" not in data and data.endswith(b"---\n# Windows note\r\nabout the quokka sanctuary.\r\n")
    note = parse_note("20-wiki/dev/crlf.md", data.decode())
    assert [s.heading for s in note.sections] == ["Windows note"]

def test_a_symlinked_folder_is_listed_not_silently_skipped(vault, tmp_path):
    """A real vault's `Weird/loop -> ..` was skipped without a word in the report (helper-61)."""
    src = tmp_path / "linked"
    write(src, "Weird/a.md", "# A\n\ntext\n")
    (src / "Weird" / "loop").symlink_to("..", target_is_directory=True)
    _, out = run_import(vault, src, sector="dev")
    assert out.counts["notes"] == 1
    assert [(i.path, i.action, i.detail) for i in out.skipped] == [("Weird/loop/", "not-imported", "symlinked folder; not followed")]


def test_a_generic_file_name_gives_way_to_the_h1_or_the_folder(tmp_path):
    """A GitHub TIL keeps one note per folder (`2021/202101/20210108/README.md`): 263 notes of a real
    vault were all titled "README" in search (newuser21 D3). The title is the note's H1, else its
    folder's name, as GitHub shows a folder's README; a meaningful file name stays the title."""
    from hippocampus.jobs.import_ import adopt_note
    from vault_schema.frontmatter import split_frontmatter
    from vault_schema.note import parse_note

    cases = {
        "2021/202101/20210108/README.md": ("## 📆 2021-01-08 TIL\n\n#### 객체지향\n\n읽었다.\n", "20210108"),
        "blog/my-post/index.md": ("# My first post\n\nhello\n", "My first post"),
        "nest/JohnAhn - NestJS/readme.md": ("## Module\n\ntext\n", "JohnAhn - NestJS"),
        "dev/DuckDB.md": ("## Module\n\ntext\n", "DuckDB"),
    }
    for rel, (body, title) in cases.items():
        adopted, _ = adopt_note(body, rel, None)
        assert adopted is not None and split_frontmatter(adopted).meta["title"] == title, rel
        assert parse_note(rel, body).title == title, rel  # the indexer's title of the same note unadopted
