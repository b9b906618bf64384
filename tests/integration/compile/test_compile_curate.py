"""curate and sector_migrate: read-only agent inspection -> approval cards (never edits)."""

from __future__ import annotations

import pytest

from hippocampus.compile.curate import run_curate
from hippocampus.compile.migrate import run_sector_migrate
from hippocampus.config import get_settings
from tests.support.llm_server import as_json, text, tool_call
from tests.support.vaults import CANON, commits, make_vault
from vault_schema.approval import ProposalKind, parse_proposal


def page(title: str, trust: str = "llm_summary", body: str = "내용.") -> str:
    return (
        f"---\ntype: concept\nstatus: canonical\ntrust: {trust}\ntitle: {title}\ncreated: 2025-01-01\n"
        f"updated: 2025-01-01\nsources:\n- 10-sources/old.md\n---\n# {title}\n\n## 개요\n\n{body}\n"
    )


KIWI = "20-wiki/dev/kiwi.md"
DUP = "20-wiki/dev/duckdb-database.md"
HUMAN = "20-wiki/ops/backup.md"
LEGACY = "20-wiki/lancedb.md"
PAGES = {
    KIWI: page("Kiwi", body="한국어 형태소 분석기."),
    DUP: page("DuckDB 데이터베이스", body="DuckDB는 임베디드 분석 DB다."),
    HUMAN: page("백업", trust="human_edit", body="사람이 쓴 백업 절차."),
    LEGACY: page("LanceDB", body="벡터 저장소."),
}


@pytest.fixture
def vault(tmp_path, monkeypatch):
    root = make_vault(tmp_path / "vault", cards={}, extra=PAGES)
    monkeypatch.setenv("HIPPO_VAULT", str(root))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "none")
    get_settings.cache_clear()
    return root


def _cards(root):
    return {p.name: parse_proposal(p.read_text(encoding="utf-8")) for p in sorted((root / "30-reviews/approvals").glob("*.md"))}


def curate_script(server):
    server.on(
        "curate",
        tool_call("hippo_list_pages", {}),
        tool_call("hippo_read", {"path": KIWI}),
        tool_call("report_finding", {"kind": "sector-move", "page": KIWI, "to": "nlp", "reason": "Korean NLP tool, not dev infra."}),
        tool_call("report_finding", {"kind": "duplicate", "page": CANON, "other": DUP, "reason": "Both describe DuckDB."}),
        tool_call("report_finding", {"kind": "stale", "page": HUMAN, "reason": "Mentions a retired backup host."}),
        tool_call("report_finding", {"kind": "stale", "page": "20-wiki/nope.md", "reason": "invented"}),
        text("Done: 3 findings."),
    )


def test_curate_writes_proposals_and_never_edits(vault, llm_server):
    curate_script(llm_server)
    before = {rel: (vault / rel).read_bytes() for rel in [*PAGES, CANON]}
    report = run_curate()
    assert report.status == "ok", report
    assert report.refused == ["stale 20-wiki/nope.md: '20-wiki/nope.md' is not a canonical wiki page"]
    assert any("stale human_edit page 20-wiki/ops/backup.md" in n for n in report.notes)
    cards = _cards(vault)
    kinds = sorted((c.kind, c.meta["page"]) for c in cards.values())
    assert kinds == [(ProposalKind.DUPLICATE, CANON), (ProposalKind.SECTOR_MOVE, KIWI)]
    dup = next(c for c in cards.values() if c.kind is ProposalKind.DUPLICATE)
    assert dup.meta["keep"] == DUP and dup.fingerprint_ok
    move = next(c for c in cards.values() if c.kind is ProposalKind.SECTOR_MOVE)
    assert move.meta["from"] == "dev" and move.meta["to"] == "nlp"
    assert {rel: (vault / rel).read_bytes() for rel in before} == before  # the wiki is untouched
    assert commits(vault)[0].startswith("hippo: curate")

    # a second run does not propose the same thing twice while the cards wait
    curate_script(llm_server)
    assert run_curate().proposals == []


def test_duplicate_keeps_the_human_page(vault, llm_server):
    llm_server.on(
        "curate",
        tool_call("report_finding", {"kind": "duplicate", "page": HUMAN, "other": DUP, "reason": "same"}),
        text("done"),
    )
    run_curate()
    [card] = _cards(vault).values()
    assert card.meta["page"] == DUP and card.meta["keep"] == HUMAN


def test_sector_migrate_classifies_legacy_pages(vault, llm_server):
    llm_server.on("classify", as_json({"sector": "Data", "reason": "a vector database"}))
    report = run_sector_migrate()
    assert report.status == "ok" and len(report.proposals) == 1
    [card] = _cards(vault).values()
    assert card.kind is ProposalKind.SECTOR_MOVE
    assert card.meta["page"] == LEGACY and card.meta["from"] == "" and card.meta["to"] == "data"
    assert len(llm_server.requests) == 1
    # nothing left to classify while the card waits: no model started
    assert run_sector_migrate().status == "nothing to migrate" and len(llm_server.requests) == 1


def test_curate_without_llm(vault, no_llm):
    assert run_curate().status == "skipped: no LLM configured"
    assert run_sector_migrate().status == "skipped: no LLM configured"
