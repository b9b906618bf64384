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
    assert out.counts == {"notes": 6, "attachments": 1, "listed": 3, "not_imported": 0, "sectors": 1}
    vim = (vault / "20-wiki/dev/vim.md").read_text()
    assert vim.startswith("---\nlayout  : wiki\ntitle   : Vim 정리\nparent  : [[cmd]]\ntype: concept\nstatus: canonical\ntrust: human_edit\nsector: dev\n---")
    assert (vault / "20-wiki/dev/img/logo.png").read_bytes() == b"\x89PNG\r\n\x1a\n"
    alias = split_frontmatter((vault / "20-wiki/dev/git/alias.md").read_text())
    assert alias.meta["title"] == "git alias" and alias.body == "# git alias\n\nno frontmatter at all\n"
    draft = split_frontmatter((vault / "20-wiki/dev/draft.md").read_text()).meta
    assert draft["status"] == "draft" and draft["trust"] == "llm_summary"  # never overwritten, trust never raised
    assert (vault / "20-wiki/dev/broken.md").read_text() == "---\ntitle: [oops\n---\nbody kept\n"
    listed = {i.path: i.detail for i in out.skipped}
    assert set(listed) == {"odd.md", "broken.md", "latin1.md"}
    assert "blogpost" in listed["odd.md"] and "elsewhere" in listed["odd.md"] and "unchanged" in listed["broken.md"]
    assert not (vault / "20-wiki/dev/.obsidian").exists()
    assert commits(vault)[0] == f"hippo: import {run.run_id}" and status(vault) == ""
    report = next((vault / "90-system/reports").glob("import-*.md")).read_text()
    assert "broken.md" in report and "latin1.md" in report
    _, again = run_import(vault, notes, sector="dev")
    assert again.counts["notes"] == 0 and again.counts["not_imported"] == 7  # nothing is overwritten


def test_secret_in_a_note_is_imported_unchanged_and_listed_without_echoing_it(vault, tmp_path):
    src = tmp_path / "keys"
    key = "AKIA" + "IOSFODNN7EXAMPLE"
    write(src, "aws.md", f"# AWS\n\nold notes\naccess key {key}\n")
    write(src, "clean.md", "# Clean\n\nnothing to see\n")
    run, out = run_import(vault, src, sector="ops")
    assert out.counts["notes"] == 2 and out.counts["listed"] == 1
    (item,) = out.skipped
    assert item.path == "aws.md" and "line 4" in item.detail and "gateway" in item.detail and key not in item.detail
    assert key in (vault / "20-wiki/ops/aws.md").read_text(encoding="utf-8")  # nothing lost
    report = next((vault / "90-system/reports").glob("import-*.md")).read_text(encoding="utf-8")
    assert "aws.md" in report and key not in report


def test_default_sector_is_the_first_folder(vault, notes):
    _, out = run_import(vault, notes)
    assert (vault / "20-wiki/my-notes/vim.md").exists() and (vault / "20-wiki/git/alias.md").exists()
    assert split_frontmatter((vault / "20-wiki/git/alias.md").read_text()).meta["sector"] == "git"


def test_dry_run_and_refusals(vault, notes):
    before = vault_hash(vault)
    _, out = run_import(vault, notes, sector="dev", dry_run=True)
    assert out.counts["notes"] == 6 and vault_hash(vault) == before
    with pytest.raises(UsageError):
        run_import(vault, vault / "20-wiki")
    with pytest.raises(UsageError):
        run_import(vault, notes, sector="Bad/Sector")
