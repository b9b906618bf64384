"""The human's tick, applied by the real approvals job, resumes the waiting compile thread in
the same commit; merge/duplicate/stale/legacy sector moves from the compiler and curator."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hippocampus.compile.curate import run_curate
from hippocampus.compile.migrate import run_sector_migrate
from hippocampus.compile.runner import run_compile, waiting_threads
from hippocampus.config import get_settings
from hippocampus.jobs.approvals import apply_approvals
from hippocampus.vault.writer import VaultRun
from tests.integration.compile.test_compile_curate import DUP, KIWI, LEGACY, PAGES, curate_script
from tests.support.llm_server import as_json, text, tool_call
from tests.support.vaults import CANON, CARD, accept, commits, draft, make_vault
from vault_schema.frontmatter import split_frontmatter


def _set(monkeypatch, **env):
    for key, value in env.items():
        monkeypatch.setenv(key, str(value))
    get_settings.cache_clear()


def tick(path: Path, box: str = "승인 (approve)") -> None:
    path.write_text(path.read_text(encoding="utf-8").replace(f"- [ ] {box}", f"- [x] {box}"), encoding="utf-8")


def approvals(root: Path):
    with VaultRun(root, "approvals") as run:
        out = apply_approvals(run)
    return out


def meta(root: Path, rel: str) -> dict:
    return split_frontmatter((root / rel).read_text(encoding="utf-8")).meta


def ledger(root: Path) -> list[dict]:
    return [json.loads(line) for p in sorted((root / "90-system/gates").glob("compile-*.jsonl")) for line in p.read_text().splitlines()]


@pytest.fixture
def vault(tmp_path, monkeypatch):
    root = make_vault(tmp_path / "vault")
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    return root


def compile_one(server, **draft_kwargs):
    server.on("refine", as_json(draft(**draft_kwargs)))
    server.on("judge", as_json(accept()))
    report = run_compile()
    [thread] = report.threads
    assert thread["outcome"] == "waiting", thread
    return thread


def test_tick_approve_promotes_and_resumes_the_thread_in_one_commit(vault, llm_server):
    thread = compile_one(llm_server)
    proposal = vault / thread["proposal"]
    tick(proposal)
    n = len(commits(vault))
    out = approvals(vault)
    target = thread["target"]
    assert meta(vault, target)["status"] == "canonical" and not (vault / CARD).exists()
    assert any(f"compile thread {thread['thread']}: resumed → promoted" in note for note in out.notes)
    assert waiting_threads(get_settings()) == []
    assert [e["event"] for e in ledger(vault)] == ["proposed", "promoted"]
    assert len(commits(vault)) == n + 1 and commits(vault)[0].startswith("hippo: approvals")
    assert "- outcome: applied" in proposal.read_text(encoding="utf-8")


def test_tick_reject_archives_the_card_and_ends_the_thread(vault, llm_server):
    thread = compile_one(llm_server)
    tick(vault / thread["proposal"], "반려 (reject)")
    approvals(vault)
    card = meta(vault, CARD)
    assert card["status"] == "archived" and card["archived_rule"] == "human-reject"
    assert ledger(vault)[-1]["event"] == "rejected" and waiting_threads(get_settings()) == []
    # archived: the next compile run has nothing to do and starts no LLM
    before = len(llm_server.requests)
    assert run_compile().status == "empty queue" and len(llm_server.requests) == before


def test_edited_card_fails_the_approval_and_counts_an_attempt(vault, llm_server):
    thread = compile_one(llm_server)
    (vault / CARD).write_text((vault / CARD).read_text(encoding="utf-8") + "\n사람이 덧붙임.\n", encoding="utf-8")
    tick(vault / thread["proposal"])
    approvals(vault)
    card = meta(vault, CARD)
    assert "- outcome: stale" in (vault / thread["proposal"]).read_text(encoding="utf-8")
    assert ledger(vault)[-1]["event"] == "failed"
    assert "card left untouched" in ledger(vault)[-1]["reason"]  # the human's unsaved edit wins
    assert card.get("compile_attempts") is None


def test_merge_into_human_edit_page_never_touches_it(tmp_path, monkeypatch, llm_server):
    human_text = (
        "---\ntype: concept\nstatus: canonical\ntrust: human_edit\ntitle: DuckDB 전문 검색\ncreated: 2025-11-01\n"
        "updated: 2025-11-01\nsources:\n- 10-sources/old.md\n---\n# DuckDB 전문 검색\n\n## 메모\n\n사람이 쓴 글.\n"
    )
    human = "20-wiki/dev/duckdb-fts.md"
    root = make_vault(tmp_path / "vault", extra={human: human_text})
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    thread = compile_one(llm_server)
    tick(root / thread["proposal"])
    approvals(root)
    assert (root / human).read_text(encoding="utf-8") == human_text
    assert meta(root, CARD)["archived_rule"] == "merge-manual"
    assert "was NOT modified" in (root / thread["proposal"]).read_text(encoding="utf-8")
    assert ledger(root)[-1]["event"] == "acknowledged"


def test_merge_replace_updates_a_non_human_page(tmp_path, monkeypatch, llm_server):
    root = make_vault(tmp_path / "vault")
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    thread = compile_one(llm_server, title="DuckDB", same_topic_as=CANON,
                         body="## 요점\n\nDuckDB의 FTS 확장. 관련: [[10-sources/old]]\n")
    assert thread["target"] == CANON
    tick(root / thread["proposal"])
    approvals(root)
    page = meta(root, CANON)
    assert page["status"] == "canonical" and str(page["created"]) == "2025-12-01" and page["trust"] == "llm_summary"
    assert "FTS 확장" in (root / CANON).read_text(encoding="utf-8")
    assert meta(root, CARD)["archived_rule"] == "merged"
    assert ledger(root)[-1]["event"] == "promoted"
    # one promotion-ledger schema for every kind: a merge names its target and sector like a promotion
    [line] = [json.loads(x) for f in (root / "90-system/promotions").glob("*.jsonl") for x in f.read_text().splitlines()]
    assert line["kind"] == "merge" and line["target"] == CANON and line["sector"] == CANON.split("/")[1] and line["commit"] is None
    assert "(merge, " + CANON.split("/")[1] + ")" in (root / "HOME.md").read_text(encoding="utf-8")


def test_curate_and_migrate_proposals_applied_through_approvals(tmp_path, monkeypatch, llm_server):
    from tests.integration.compile.test_compile_curate import HUMAN

    root = make_vault(tmp_path / "vault", cards={}, extra=PAGES)
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    curate_script(llm_server)
    run_curate()
    llm_server.on("classify", as_json({"sector": "data", "reason": "vector DB"}))
    run_sector_migrate()
    human_before = (root / HUMAN).read_bytes()
    for card in (root / "30-reviews/approvals").glob("*.md"):
        tick(card)
    out = approvals(root)
    assert out.counts["applied"] == 3, out
    assert (root / "20-wiki/nlp/kiwi.md").exists() and not (root / KIWI).exists()
    dup = meta(root, CANON)
    assert dup["status"] == "archived" and dup["superseded_by"] == DUP
    assert (root / "20-wiki/data/lancedb.md").exists() and not (root / LEGACY).exists()
    assert (root / HUMAN).read_bytes() == human_before
    assert commits(root)[0].startswith("hippo: approvals")


def test_stale_proposal_marks_needs_review(tmp_path, monkeypatch, llm_server):
    root = make_vault(tmp_path / "vault", cards={}, extra=PAGES)
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    llm_server.on("curate", tool_call("report_finding", {"kind": "stale", "page": DUP, "reason": "outdated"}), text("done"))
    run_curate()
    [card] = (root / "30-reviews/approvals").glob("*.md")
    tick(card)
    approvals(root)
    assert meta(root, DUP)["status"] == "needs-review"


CARD2 = "30-reviews/staging/2026-01-03-duckdb-fts-again.md"


def test_same_title_cards_give_one_proposal_then_a_merge(tmp_path, monkeypatch, llm_server):
    # Two staging cards with one title in one run: the second waits for the first (no second
    # proposal for the same page); once the first is promoted, it becomes a merge proposal.
    from tests.support.vaults import card_text
    from vault_schema.approval import ProposalKind, parse_proposal

    root = make_vault(tmp_path / "vault", cards={CARD: card_text(), CARD2: card_text(created="2026-01-03")})
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    llm_server.on("refine", as_json(draft()))
    llm_server.on("judge", as_json(accept()))
    report = run_compile()
    [first] = report.threads
    assert first["card"] == CARD and first["outcome"] == "waiting"
    assert {"card": CARD2, "reason": f"waits for {first['proposal']} (same title)"} in report.skipped
    assert len(list((root / "30-reviews/approvals").glob("*.md"))) == 1  # one proposal for the one page
    from hippocampus.jobs.home import update_home

    with VaultRun(root, "index_home") as run:
        update_home(run)
    assert "| compile threads waiting for a decision | 1 |" in (root / "HOME.md").read_text(encoding="utf-8")
    tick(root / first["proposal"])
    approvals(root)
    assert meta(root, first["target"])["status"] == "canonical"

    llm_server.on("refine", as_json(draft()))
    llm_server.on("judge", as_json(accept()))
    second = run_compile()
    [thread] = second.threads
    assert thread["card"] == CARD2 and thread["outcome"] == "waiting" and thread["target"] == first["target"]
    proposal = parse_proposal((root / thread["proposal"]).read_text(encoding="utf-8"))
    assert proposal.kind is ProposalKind.MERGE


def test_a_compile_proposal_whose_page_appeared_meanwhile_ends_its_thread(vault, llm_server):
    # The page it would create now exists (approved another way): the proposal can never pass.
    # It becomes final (stale) and its thread ends with the reason instead of waiting forever.
    thread = compile_one(llm_server)
    target = vault / thread["target"]
    target.write_text((vault / CANON).read_text(encoding="utf-8").replace("title: DuckDB", "title: DuckDB 전문 검색"), encoding="utf-8")
    import subprocess

    subprocess.run(["git", "add", "-A"], cwd=vault, check=True)
    subprocess.run(["git", "-c", "user.name=Test Human", "-c", "user.email=human@example.invalid", "commit", "-qm",
                    "a same-title page, promoted by hand"], cwd=vault, check=True)
    tick(vault / thread["proposal"])
    out = approvals(vault)
    assert "- outcome: stale" in (vault / thread["proposal"]).read_text(encoding="utf-8")
    assert any(f"compile thread {thread['thread']}: resumed" in note for note in out.notes)
    assert waiting_threads(get_settings()) == []
    assert ledger(vault)[-1]["event"] == "failed" and "superseded" in ledger(vault)[-1]["reason"]
