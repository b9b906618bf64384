"""Agent writes on a real git vault: captures (new drafts in 00-inbox only), worklog append,
handoff supersede, resume bundle; symlink escapes refused before anything is written."""

from __future__ import annotations

import os
from datetime import UTC, date, datetime

import git
import pytest

from hippocampus.errors import UsageError
from hippocampus.ledger import checkpoints
from hippocampus.ledger.shared import open_ledger_all
from hippocampus.vault.init import init_vault
from hippocampus.workspace import ops
from hippocampus.workspace.capture import capture
from hippocampus.workspace.resume import resume_bundle
from vault_schema.frontmatter import split_frontmatter


@pytest.fixture()
def vault(tmp_path):
    init_vault(tmp_path / "v")
    return tmp_path / "v"


def test_capture_creates_new_drafts_never_overwrites(vault):
    a = capture(vault, kind="session", title="Cache work", summary="We added a cache.", today=date(2026, 11, 30))
    b = capture(vault, kind="session", title="Cache work", summary="Second time.", today=date(2026, 11, 30))
    assert a.path == "00-inbox/2026-11-30_session_cache-work.md"
    assert b.path == "00-inbox/2026-11-30_session_cache-work-2.md"
    assert "We added a cache." in (vault / a.path).read_text(encoding="utf-8")
    repo = git.Repo(vault)
    assert repo.head.commit.hexsha == b.commit and not repo.is_dirty(untracked_files=True)
    qa = capture(vault, kind="qa", question="왜 형태소 분석이 필요한가?", answer="조사 때문이다.")
    meta = split_frontmatter((vault / qa.path).read_text(encoding="utf-8")).meta
    assert meta["type"] == "query" and meta["status"] == "draft" and meta["title"] == "왜 형태소 분석이 필요한가?"


def test_capture_refuses_a_symlinked_inbox(vault, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    import shutil

    inbox = vault / "00-inbox"
    shutil.rmtree(inbox)
    os.symlink(outside, inbox)
    with pytest.raises(UsageError, match="leaves the vault"):
        capture(vault, kind="session", title="x", summary="y")
    assert list(outside.iterdir()) == []


@pytest.mark.parametrize("kwargs,msg", [
    ({"kind": "qa", "question": "q"}, "needs both"),
    ({"kind": "session"}, "needs a `summary`"),
    ({"kind": "session", "summary": "s", "refs": ["20-wiki/missing.md"]}, "does not exist"),
    ({"kind": "session", "summary": "s", "tags": ["bad tag!"]}, "invalid tag"),
])
def test_capture_input_errors(vault, kwargs, msg):
    with pytest.raises(UsageError, match=msg):
        capture(vault, title="t", **kwargs)


def test_worklog_appends_and_handoff_supersedes(vault):
    t1 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
    ops.append_worklog(vault, "proj", title="One", text="first", agent="codex", now=t1)
    w = ops.append_worklog(vault, "proj", title="Two", text="second", now=t1)
    text = (vault / w.path).read_text(encoding="utf-8")
    assert "## [2026-11-30 09:00] One (codex)" in text and text.index("first") < text.index("second")
    assert [e["heading"] for e in ops.worklog_tail(vault, "proj")] == ["[2026-11-30 09:00] One (codex)", "[2026-11-30 09:00] Two"]
    h1 = ops.write_handoff(vault, "proj", title="A", text="state A", now=t1)
    h2 = ops.write_handoff(vault, "proj", title="B", text="state B", next_steps=["do X"], now=datetime(2026, 11, 30, 10, tzinfo=UTC))
    assert h2.superseded == h1.path
    current = ops.current_handoff(vault, "proj")
    assert current["path"] == h2.path and "- [ ] do X" in current["text"]
    with pytest.raises(UsageError, match="title"):
        ops.append_worklog(vault, "proj", title="has # hash", text="x")
    with pytest.raises(UsageError, match="project"):
        ops.append_worklog(vault, "../proj", title="t", text="x")


def test_resume_bundle_collects_memory_and_briefs(vault, tmp_path):
    page = vault / "20-wiki" / "data" / "bm25.md"
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text("---\ntitle: BM25\nstatus: canonical\ntype: concept\ntrust: llm_summary\n---\n# BM25\n\nA ranking function.\n", encoding="utf-8")
    ledger = open_ledger_all(tmp_path / "ledger.sqlite3")
    checkpoints.record(ledger, project="proj", kind="work", session_id="s", event_id="e1", summary="Tuned [[bm25]].")
    ops.write_handoff(vault, "proj", title="H", text="See 20-wiki/data/bm25.md")
    res = resume_bundle(vault, ledger, "proj")
    assert res["recent_checkpoints"][0]["summary"] == "Tuned [[bm25]]."
    assert res["canonical_briefs"] == [{"path": "20-wiki/data/bm25.md", "title": "BM25", "updated": "", "brief": "A ranking function.",
                                        "provenance": {"kind": "brief", "source": "llm", "trust": "llm_summary", "path": "20-wiki/data/bm25.md"}}]
    assert res["recent_checkpoints"][0]["provenance"]["source"] == "agent" and res["held"] == []
    assert res["sync_cursor"].endswith(":1")
    ledger.close()
