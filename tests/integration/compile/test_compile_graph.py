"""The compile graph end to end over a real vault, real git, the real SQLite checkpointer and
the real langchain-openai client talking to the scripted loopback server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hippocampus.compile.runner import checkpoint_path, open_graph, prune_finished, resume, run_compile, waiting_threads
from hippocampus.config import get_settings
from tests.support.llm_server import as_json, error, malformed
from tests.support.vaults import CANON, CARD, HEADING, SOURCE, accept, card_text, commits, draft, make_vault
from vault_schema.approval import ProposalKind, parse_proposal
from vault_schema.frontmatter import split_frontmatter
from vault_schema.note import parse_note

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture
def vault(tmp_path, monkeypatch):
    root = make_vault(tmp_path / "vault")
    monkeypatch.setenv("HIPPO_VAULT", str(root))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "none")
    get_settings.cache_clear()
    return root


def _set(monkeypatch, **env):
    for key, value in env.items():
        monkeypatch.setenv(key, str(value))
    get_settings.cache_clear()


def _meta(root: Path, rel: str) -> dict:
    return split_frontmatter((root / rel).read_text(encoding="utf-8")).meta


def _proposals(root: Path) -> list[Path]:
    return sorted((root / "30-reviews/approvals").glob("*.md"))


def _ledger(root: Path) -> list[dict]:
    lines = []
    for path in sorted((root / "90-system/gates").glob("compile-*.jsonl")):
        lines += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return lines


def test_no_llm_configured_is_skipped_and_changes_nothing(vault, no_llm):
    before = commits(vault)
    report = run_compile()
    assert report.status == "skipped: no LLM configured"
    assert commits(vault) == before and not _proposals(vault)
    assert not checkpoint_path(get_settings()).exists()


def test_empty_queue_starts_no_llm(tmp_path, monkeypatch, llm_server):
    root = make_vault(tmp_path / "empty", cards={})
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    before = commits(root)
    report = run_compile()
    assert report.status == "empty queue" and report.threads == []
    assert llm_server.requests == []  # no LLM request at all
    assert commits(root) == before


def test_full_graph_to_interrupt_then_resume_in_a_new_process(vault, llm_server):
    llm_server.on("refine", as_json(draft()))
    llm_server.on("judge", as_json(accept()))
    before = commits(vault)
    report = run_compile()
    assert report.status == "ok", report
    [thread] = report.threads
    assert thread["outcome"] == "waiting" and thread["card"] == CARD
    assert llm_server.purposes() == ["refine", "judge"]

    # the refined page replaced the staging card; nothing under 20-wiki changed
    card = parse_note(CARD, (vault / CARD).read_text(encoding="utf-8"))
    assert card.meta.status == "draft" and card.meta.trust == "llm_summary"
    assert card.meta.get("card_kind") == "inbox" and card.meta.get("compile_selected")
    meta_section = next(s for s in card.sections if s.heading == "승격 메타")
    assert "model: test-model" in meta_section.text and SOURCE in meta_section.text
    assert f"[[{SOURCE}#{HEADING}]]" in card.body and "[[20-wiki/dev/duckdb]]" in card.body

    # one signed promotion proposal carrying the thread id
    [path] = _proposals(vault)
    proposal = parse_proposal(path.read_text(encoding="utf-8"))
    assert proposal.kind is ProposalKind.PROMOTION and proposal.fingerprint_ok
    assert proposal.meta["card"] == CARD and proposal.meta["target"] == "20-wiki/dev/duckdb-전문-검색.md"
    assert proposal.meta["compile_thread"] == thread["thread"]
    assert "✅" in proposal.body and "❌" not in proposal.body

    # exactly one commit for the run
    assert len(commits(vault)) == len(before) + 1 and commits(vault)[0].startswith("hippo: compile")
    assert waiting_threads(get_settings()) == [{"thread": thread["thread"], "card": CARD, "proposal": str(path.relative_to(vault))}]

    # a brand-new process resumes the interrupted thread from the SQLite checkpoint
    code = (
        "import json,sys; from hippocampus.compile.runner import resume;"
        "r = resume(sys.argv[1], {'decision': 'approved', 'reason': 'ok', 'promoted': '20-wiki/dev/x.md'});"
        "print(json.dumps([r.status, r.outcome]))"
    )
    env = {**os.environ, "HIPPO_HOME": os.environ["HIPPO_HOME"], "HIPPO_VAULT": str(vault), "PYTHONPATH": str(REPO)}
    out = subprocess.run([sys.executable, "-c", code, thread["thread"]], env=env, capture_output=True, text=True, timeout=120, cwd=REPO)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == ["resumed", "promoted"]
    assert waiting_threads(get_settings()) == []
    events = [(e["event"], e["thread"]) for e in _ledger(vault)]
    assert events == [("proposed", thread["thread"]), ("promoted", thread["thread"])]
    assert commits(vault)[0].startswith("hippo: compile resume")
    # resuming again is refused, not replayed
    assert resume(thread["thread"], {"decision": "approved"}).status == "not-waiting"
    assert resume("nope", {"decision": "approved"}).status == "unknown-thread"


def test_finished_threads_are_pruned_after_keep_days_waiting_ones_never(vault, llm_server):
    from datetime import UTC, datetime, timedelta

    llm_server.on("refine", as_json(draft()), as_json(draft()))
    llm_server.on("judge", as_json({"decision": "reject", "reasons": ["trivial note"]}), as_json(accept()))
    finished = run_compile().threads[0]
    waiting = run_compile().threads[0]  # the card was left as a draft: tried again, accepted this time
    assert (finished["outcome"], waiting["outcome"]) == ("failed", "waiting")
    settings = get_settings()

    def threads() -> set[str]:
        with open_graph(settings) as graph:
            return {c.config["configurable"]["thread_id"] for c in graph.checkpointer.list(None)}

    before = threads()  # each run also ends one thread at "empty queue" after its last card
    assert {finished["thread"], waiting["thread"]} < before and len(before) == 4
    assert prune_finished(settings) == []  # all younger than compile_keep_days (30)
    later = datetime.now(UTC) + timedelta(days=31)
    assert prune_finished(settings, now=later) == sorted(before - {waiting["thread"]})
    assert threads() == {waiting["thread"]}
    assert prune_finished(settings, now=later + timedelta(days=3650)) == []
    assert [t["thread"] for t in waiting_threads(settings)] == [waiting["thread"]]
    assert resume(waiting["thread"], {"decision": "rejected", "reason": "not now"}).status == "resumed"


def test_revise_then_accept(vault, llm_server):
    llm_server.on("refine", as_json(draft(body="본문만 있다.")), as_json(draft()))
    llm_server.on("judge", as_json({"decision": "revise", "reasons": ["link the DuckDB page"]}), as_json(accept()))
    report = run_compile()
    assert report.threads[0]["outcome"] == "waiting"
    assert llm_server.purposes() == ["refine", "judge", "refine", "judge"]
    second_refine = llm_server.requests[2]["payload"]["messages"][-1]["content"]
    assert "link the DuckDB page" in second_refine and "Previous draft" in second_refine


def test_judge_reject_counts_an_attempt_and_writes_no_proposal(vault, llm_server):
    llm_server.on("refine", as_json(draft()))
    llm_server.on("judge", as_json({"decision": "reject", "reasons": ["trivial note"]}))
    report = run_compile()
    assert report.threads[0]["outcome"] == "failed" and "trivial note" in report.threads[0]["reason"]
    meta = _meta(vault, CARD)
    assert meta["compile_attempts"] == 1 and "trivial note" in meta["compile_error"] and meta["status"] == "draft"
    assert not _proposals(vault)
    assert len(llm_server.requests) == 2  # tried once this run, never looped


def test_livelock_guard_archives_and_the_next_run_starts_no_llm(vault, llm_server, monkeypatch):
    _set(monkeypatch, HIPPO_COMPILE_MAX_ATTEMPTS=2, HIPPO_COMPILE_MAX_REVISIONS=0)
    for _ in range(2):
        llm_server.on("refine", as_json(draft()))
        llm_server.on("judge", as_json({"decision": "revise", "reasons": ["still vague"]}))
    first = run_compile()
    assert first.threads[0]["outcome"] == "failed"
    second = run_compile()
    assert second.threads[0]["outcome"] == "archived"
    meta = _meta(vault, CARD)
    assert meta["status"] == "archived" and "livelock" in meta["archived_reason"] and "still vague" in meta["archived_reason"]
    requests = len(llm_server.requests)
    assert run_compile().status == "empty queue"
    assert len(llm_server.requests) == requests


def test_budget_exhaustion_stops_the_run_without_blaming_the_card(vault, llm_server, monkeypatch):
    _set(monkeypatch, HIPPO_LLM_BUDGET_TOKENS=100)
    llm_server.on("refine", as_json(draft()))
    llm_server.on("judge", as_json(accept()))
    report = run_compile()
    assert report.status.startswith("stopped: token budget exhausted") and "150 of 100" in report.status
    assert report.threads[0]["outcome"] == "stopped" and report.threads[0]["card"] == CARD
    assert llm_server.purposes() == ["refine"]
    assert "compile_attempts" not in _meta(vault, CARD) and not _proposals(vault)
    assert _ledger(vault)[-1]["event"] == "stopped"


def test_fabricated_citation_is_caught_by_web_verify(vault, llm_server, monkeypatch):
    _set(monkeypatch, HIPPO_COMPILE_MAX_REVISIONS=1)
    llm_server.on(
        "refine",
        as_json(draft(anchor=f"{SOURCE}#성능 벤치마크", quote="DuckDB는 Spark보다 100배 빠르다")),  # no such heading
        as_json(draft(quote="DuckDB는 Spark보다 100배 빠르다")),  # real heading, invented quote
    )
    llm_server.on("judge", as_json(accept()), as_json(accept()))
    report = run_compile()
    assert report.threads[0]["outcome"] == "failed"
    revise_prompt = llm_server.requests[2]["payload"]["messages"][-1]["content"]
    assert "missing-heading" in revise_prompt and "성능 벤치마크" in revise_prompt
    meta = _meta(vault, CARD)
    assert "quote-not-found" in meta["compile_error"]
    assert not _proposals(vault)
    assert _ledger(vault)[-1]["citations"] == {"quote-not-found": 1}


def test_url_citations_unverified_without_fetch_tool_and_checked_with_it(vault, llm_server, monkeypatch):
    url_claim = {"statement": "FTS 문서", "anchor": f"{llm_server.page_base}/fts", "quote": "BM25 scoring"}
    llm_server.pages["fts"] = "<html><body><p>The FTS extension uses <b>BM25 scoring</b>.</p></body></html>"
    with_url = draft()
    with_url["claims"].append(url_claim)
    llm_server.on("refine", as_json(with_url))
    llm_server.on("judge", as_json(accept()))
    run_compile()
    [path] = _proposals(vault)
    text = path.read_text(encoding="utf-8")
    assert "미검증 (unverified)" in text and "no fetch tool configured" in text
    card = (vault / CARD).read_text(encoding="utf-8")
    assert "citations: 1 verified, 1 unverified URL, 0 failed" in card

    # with the http fetch tool the quote is looked up on the page
    root2 = make_vault(vault.parent / "v2")
    _set(monkeypatch, HIPPO_VAULT=root2, HIPPO_COMPILE_FETCH="http")
    llm_server.on("refine", as_json(with_url))
    llm_server.on("judge", as_json(accept()))
    run_compile()
    text = _proposals(root2)[0].read_text(encoding="utf-8")
    assert "url-ok: page fetched, quote found" in text and "unverified" not in text


def test_human_edit_page_is_never_modified_only_proposed(tmp_path, monkeypatch, llm_server):
    human = CANON.replace("duckdb.md", "duckdb-fts.md")
    human_text = (
        "---\ntype: concept\nstatus: canonical\ntrust: human_edit\ntitle: DuckDB 전문 검색\n"
        "created: 2025-11-01\nupdated: 2025-11-01\nsources:\n- 10-sources/old.md\n---\n# DuckDB 전문 검색\n\n## 메모\n\n사람이 쓴 글.\n"
    )
    root = make_vault(tmp_path / "vault", extra={human: human_text})
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none")
    llm_server.on("refine", as_json(draft(same_topic_as=human)))
    llm_server.on("judge", as_json(accept()))
    report = run_compile()
    assert report.threads[0]["outcome"] == "waiting"
    [path] = _proposals(root)
    proposal = parse_proposal(path.read_text(encoding="utf-8"))
    assert proposal.kind is ProposalKind.MERGE and proposal.meta["apply"] == "manual"
    assert proposal.meta["target"] == human and proposal.meta["target_trust"] == "human_edit"
    assert "same title as the merge target" in proposal.body
    assert (root / human).read_text(encoding="utf-8") == human_text
    resume(report.threads[0]["thread"], {"decision": "approved", "reason": "acknowledged"})
    assert (root / human).read_text(encoding="utf-8") == human_text


def test_malformed_output_twice_counts_an_attempt(vault, llm_server):
    llm_server.on("refine", malformed('{"title": "x"'), malformed("not json at all"))
    report = run_compile()
    assert report.status == "ok" and report.threads[0]["outcome"] == "failed"
    assert "not valid DraftPage JSON" in _meta(vault, CARD)["compile_error"]


def test_auth_failure_is_a_readable_failed_run(vault, llm_server):
    llm_server.add(error(401, "bad key"))
    report = run_compile()
    assert report.status.startswith("failed: LLM authentication") and "bad key" in report.status
    assert len(llm_server.requests) == 1
    assert (vault / CARD).read_text(encoding="utf-8") == card_text()  # untouched: not even marked selected
    assert _ledger(vault)[-1]["event"] == "stopped" and commits(vault)[0].startswith("hippo: compile")


def test_gap_candidates_are_selected_before_oldest(tmp_path, monkeypatch, llm_server):
    older = "30-reviews/staging/2025-12-01-old.md"
    root = make_vault(tmp_path / "vault", cards={CARD: card_text(), older: card_text("옛 카드", "2025-12-01")})
    _set(monkeypatch, HIPPO_VAULT=root, HIPPO_EMBED_PROVIDER="none", HIPPO_COMPILE_MAX_CARDS=1)
    from hippocampus.compile import cards as cardlib
    from hippocampus.compile.library import VaultLibrary

    lib = VaultLibrary(root)
    assert [q.card for q in cardlib.compile_queue(lib, [], set())] == [older, CARD]
    queue = cardlib.compile_queue(lib, [{"path": CARD, "query": "duckdb fts"}], set())
    assert [(q.card, q.origin) for q in queue] == [(CARD, "gap"), (older, "oldest")]


def test_with_a_published_store_related_pages_come_from_hybrid_search(vault, llm_server):
    import importlib.util

    if importlib.util.find_spec("hippocampus.store.tokenize") is None:
        pytest.skip("the merged store branch lacks hippocampus/store/tokenize.py")
    from hippocampus.store.indexer import run_index

    run_index(get_settings(), embed=False)
    llm_server.on("refine", as_json(draft()))
    llm_server.on("judge", as_json(accept()))
    report = run_compile()
    assert report.threads[0]["outcome"] == "waiting"
    assert not any("no search store" in note for note in report.notes)
    prompt = llm_server.requests[0]["payload"]["messages"][-1]["content"]
    assert "[[20-wiki/dev/duckdb]] title: DuckDB" in prompt
