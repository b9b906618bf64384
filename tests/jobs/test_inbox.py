"""inbox_scan: source copy keeps trust and bytes, staging card, .processed/, idempotent, isolation."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta

from hippocampus.jobs.inbox import reconcile_stuck, scan_inbox
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, changed_in_head, commits, status, vault_hash, write
from vault_schema.frontmatter import split_frontmatter

NOTE = "# 나의 노트\n\nDuckDB [[index]] 이야기.\n\n## 상세\n\nhttps://duckdb.org\n"


def scan(vault, **kw):
    with VaultRun(vault, "inbox_scan", today=TODAY, **kw) as run:
        out = scan_inbox(run)
    return run, out


def meta(vault, rel):
    return split_frontmatter((vault / rel).read_text()).meta


def test_user_file_becomes_source_card_and_processed(vault):
    write(vault, "00-inbox/my note.md", NOTE)
    run, out = scan(vault)
    assert out.counts["ingested"] == 1
    src, card = "10-sources/2026-11-21_my-note.md", "30-reviews/staging/2026-11-21_my-note.md"
    text = (vault / src).read_text()
    assert text.endswith(NOTE)  # body byte for byte
    m = meta(vault, src)
    assert m["trust"] == "source" and m["status"] == "raw-source" and m["title"] == "나의 노트" and len(m["inbox_sha256"]) == 64
    c = meta(vault, card)
    assert c["status"] == "draft" and c["sources"] == [src] and c["card_kind"] == "inbox" and c["trust"] == "source"
    assert "[[10-sources/2026-11-21_my-note#나의 노트]]" in (vault / card).read_text()
    assert (vault / "00-inbox/.processed/my note.md").read_text() == NOTE and not (vault / "00-inbox/my note.md").exists()
    assert commits(vault)[0] == f"hippo: inbox_scan {run.run_id}" and status(vault) == ""
    assert "## [2026-11-21] ingest | 00-inbox/my note.md → " + src in (vault / "log.md").read_text()


def test_trust_is_never_raised(vault):
    write(vault, "00-inbox/human.md", "---\ntitle: mine\ntrust: human_edit\n---\nbody\n")
    write(vault, "00-inbox/web.md", "---\ntitle: web\ntrust: web_staging\n---\nbody\n")
    write(vault, "00-inbox/agent.md", "---\ntitle: agent\ntrust: human_edit\ncapture: session\nagent: codex\n---\nbody\n")
    write(vault, "00-inbox/agent-plain.md", "---\ntitle: plain\ncapture: qa\ntype: query\n---\nbody\n")
    write(vault, "00-inbox/typo.md", "---\ntitle: typo\ntrust: sorce\n---\nbody\n")
    scan(vault)
    trust = {name: meta(vault, f"10-sources/2026-11-21_{name}.md")["trust"] for name in ("human", "web", "agent", "agent-plain", "typo")}
    assert trust == {"human": "human_edit", "web": "web_staging", "agent": "llm_summary", "agent-plain": "llm_context", "typo": "web_staging"}
    card = meta(vault, "30-reviews/staging/2026-11-21_agent-plain.md")
    assert card["card_kind"] == "qa" and card["type"] == "query"


def test_names_keep_their_own_date(vault):
    write(vault, "00-inbox/2026-11-29_session-embedding-cache.md", "# s\n")
    write(vault, "00-inbox/Memo 2026.TXT", "plain text\n")
    scan(vault)
    assert sorted(p.name for p in (vault / "10-sources").glob("*.md")) == ["2026-11-21_memo-2026.md", "2026-11-29_session-embedding-cache.md"]


def test_rescan_and_redrop_are_idempotent(vault):
    write(vault, "00-inbox/a.md", NOTE)
    scan(vault)
    n = len(commits(vault))
    _, out = scan(vault)
    assert out.done == [] and len(commits(vault)) == n  # nothing to do, no commit
    write(vault, "00-inbox/again.md", NOTE)  # the same bytes under another name
    _run, out = scan(vault)
    assert [i.action for i in out.done] == ["duplicate"]
    assert len(list((vault / "10-sources").glob("*.md"))) == 1 and len(list((vault / "30-reviews/staging").glob("*.md"))) == 1
    assert (vault / "00-inbox/.processed/again.md").exists() and status(vault) == ""


def test_bad_files_stay_reported_and_never_block_the_others(vault, monkeypatch):
    write(vault, "00-inbox/broken.md", "---\ntitle: [oops\n---\nbody\n")
    write(vault, "00-inbox/signal.md", "오늘의 매수 신호: 005930 목표가 80000\n")
    (vault / "00-inbox/latin1.md").write_bytes("caf\xe9\n".encode("latin-1"))
    (vault / "00-inbox/photo.png").write_bytes(b"\x89PNG\r\n")
    write(vault, "00-inbox/explodes.md", "# boom\n")
    write(vault, "00-inbox/good.md", "# good\n\ntext\n")
    import hippocampus.jobs.inbox as inbox

    real = inbox.card_text

    def flaky(meta, body, **kw):
        if kw["title"] == "boom":
            raise OSError("disk hiccup")
        return real(meta, body, **kw)

    monkeypatch.setattr(inbox, "card_text", flaky)
    _run, out = scan(vault)
    assert [i.path for i in out.done] == ["00-inbox/good.md"]
    reasons = {i.path: i.detail for i in out.skipped}
    assert "frontmatter unreadable" in reasons["00-inbox/broken.md"]
    assert "trading signal" in reasons["00-inbox/signal.md"]
    assert "not UTF-8" in reasons["00-inbox/latin1.md"]
    assert "unsupported file type" in reasons["00-inbox/photo.png"]
    assert "disk hiccup" in reasons["00-inbox/explodes.md"]
    for name in ("broken.md", "signal.md", "latin1.md", "photo.png", "explodes.md"):
        assert (vault / "00-inbox" / name).exists()
    # the failing file left nothing behind: only good.md's files are in the commit
    assert changed_in_head(vault) == ["00-inbox/.processed/good.md", "10-sources/2026-11-21_good.md", "30-reviews/staging/2026-11-21_good.md", "log.md"]
    assert "signal" not in "".join(changed_in_head(vault))


def test_dry_run_reports_everything_and_writes_nothing(vault):
    write(vault, "00-inbox/a.md", NOTE)
    write(vault, "00-inbox/b.md", NOTE)  # duplicate of a within the same run
    before, n = vault_hash(vault), len(commits(vault))
    run, out = scan(vault, dry_run=True)
    assert [i.action for i in out.done] == ["ingest", "duplicate"]
    assert len(run.log_lines) == 2
    assert vault_hash(vault) == before and len(commits(vault)) == n


def test_reconcile_stuck_inbox_guarantees_a_source_copy_first(vault):
    write(vault, "00-inbox/broken.md", "---\ntitle: [oops\n---\nknowledge that must not be lost\n")
    write(vault, "00-inbox/fresh.md", "---\ntitle: [oops\n---\nfresh\n")
    write(vault, "00-inbox/signal.md", "buy signal: ACME\n")
    now = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
    day_ago = (now - timedelta(hours=24, minutes=1)).timestamp()
    for name in ("broken.md", "signal.md"):
        os.utime(vault / "00-inbox" / name, (day_ago, day_ago))
    just_inside = (now - timedelta(hours=23, minutes=59)).timestamp()
    os.utime(vault / "00-inbox/fresh.md", (just_inside, just_inside))
    with VaultRun(vault, "janitor", today=TODAY) as run:
        out = reconcile_stuck(run, now=now)
    assert [i.path for i in out.done] == ["00-inbox/broken.md"]
    copy = next((vault / "10-sources").glob("*broken*.md")).read_text()
    assert "knowledge that must not be lost" in copy and "trust: web_staging" in copy
    assert (vault / "00-inbox/.processed/broken.md").exists()
    assert (vault / "00-inbox/fresh.md").exists() and (vault / "00-inbox/signal.md").exists()
    assert any("trading signal" in i.detail for i in out.skipped)


def test_the_notes_own_type_and_status_are_kept_beside_the_governance_keys(vault):
    write(vault, "00-inbox/recipe.md", "---\ntitle: Kimchi stew\ntype: recipe\nstatus: tried-twice\ntags: [food]\n---\nbody\n")
    write(vault, "00-inbox/concept.md", "---\ntitle: A concept\ntype: concept\n---\nbody\n")
    write(vault, "00-inbox/empty.md", "---\ntitle: Empty\ntype:\nstatus: ''\n---\nbody\n")
    scan(vault)
    m = meta(vault, "10-sources/2026-11-21_recipe.md")
    assert (m["type"], m["status"], m["inbox_type"], m["inbox_status"], m["tags"]) == ("source-summary", "raw-source", "recipe", "tried-twice", ["food"])
    c = meta(vault, "10-sources/2026-11-21_concept.md")
    assert c["type"] == "concept" and "inbox_type" not in c
    e = meta(vault, "10-sources/2026-11-21_empty.md")
    assert "inbox_type" not in e and "inbox_status" not in e
