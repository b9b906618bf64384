"""Every tool through a real MCP client over real HTTP against the indexed sample vault,
with assertions on content."""

from __future__ import annotations

import json
import logging
import time

import git
import pytest

from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import RunningGateway, data
from vault_schema.frontmatter import split_frontmatter
from vault_schema.markdown import resolve_heading
from vault_schema.note import parse_note


def committed_files(repo: git.Repo) -> set[str]:
    out = repo.git.diff_tree("--no-commit-id", "--name-only", "-r", "-z", "HEAD")
    return {p for p in out.split("\0") if p}


QA_QUESTION = "한국어 검색에 왜 형태소 분석이 필요한가?"


@pytest.fixture(scope="module")
def gw(indexed_sample, tmp_path_factory, chat_server):
    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("tools") / "x")
    settings = settings.model_copy(update={
        "llm_base_url": f"http://127.0.0.1:{chat_server.server_address[1]}/v1", "llm_model": "test-chat"})
    with RunningGateway(GatewayState(settings, embedder=EMBEDDER, check_interval=0.1)) as running:
        yield running


def test_status(gw):
    st = data(gw.call("hippo_status"))
    assert st["index"]["status"] == "ok"
    assert st["index"]["materialization"]["id"]
    assert st["index"]["materialization"]["age_seconds"] >= 0
    assert st["index"]["embedding_coverage"]["fraction"] == 1.0
    assert st["distributions"]["lanes"]["wiki"] == 22
    assert st["distributions"]["statuses"]["canonical"] == 21
    assert st["index_coverage"]["documents"] == 57 and st["index_coverage"]["unreadable_files"] == 0
    assert st["policy"]["vault_text_is_data"] is True
    assert st["policy"]["keys_in_results"] == "redacted"
    assert "00-inbox" in st["policy"]["writes"]["hippo_capture_session"]
    assert st["ledger"]["open_feedback"] == 0
    assert gw.health()["status"] == "ok"


def test_search_korean_hybrid_with_anchors(gw):
    res = data(gw.call("hippo_search", {"query": "한국어 형태소 분석 검색", "k": 5}))
    assert not res["abstained"]
    top = res["hits"][0]
    assert top["path"] == "20-wiki/data/query-kiwi-vs-whitespace.md"
    assert all("#" in h["anchor"] and h["anchor"].startswith(h["path"]) for h in res["hits"])
    assert "semantic" in top["reasons"] and "fts" in top["reasons"]


def test_search_filters_and_archived(gw):
    skills = data(gw.call("hippo_search", {"query": "git bisect", "lanes": ["skills"], "mode": "lexical"}))
    assert skills["hits"] and all(h["path"].startswith("40-skills/") for h in skills["hits"])
    plain = data(gw.call("hippo_search", {"query": "SQLite FTS5 virtual table", "k": 10}))
    assert "20-wiki/data/sqlite-fts5.md" not in [h["path"] for h in plain["hits"]]
    archived = data(gw.call("hippo_search", {"query": "SQLite FTS5 virtual table", "k": 10, "include_archived": True}))
    assert "20-wiki/data/sqlite-fts5.md" in [h["path"] for h in archived["hits"]]
    bad = gw.call("hippo_search", {"query": "x", "path_prefix": "../etc"}, raise_on_error=False)
    assert bad.is_error and "path_prefix refused" in bad.content[0].text
    bad_mode = gw.call("hippo_search", {"query": "x", "mode": "magic"}, raise_on_error=False)
    assert bad_mode.is_error and "mode" in bad_mode.content[0].text
    blank = gw.call("hippo_search", {"query": "  ", "mode": "lexical"}, raise_on_error=False)
    assert blank.is_error and "no words to search for" in blank.content[0].text


def test_search_abstains_and_records_a_gap(gw):
    res = data(gw.call("hippo_search", {"query": "quantum chromodynamics lattice gauge", "mode": "lexical"}))
    assert res["hits"] == [] and res["reason"]
    gaps = gw.state.ledger.query("SELECT query, kind FROM gaps WHERE kind = 'zero_hit'")
    assert ("quantum chromodynamics lattice gauge", "zero_hit") in [tuple(g) for g in gaps]


def test_evidence_bundle_cached_and_replayed_by_audit(gw):
    bundle = data(gw.call("hippo_evidence_bundle", {"question": QA_QUESTION}))
    assert bundle["answer_mode"] == "cached" and bundle["verdict"] == "sufficient"
    assert bundle["excerpts"][0]["path"] == "20-wiki/data/query-kiwi-vs-whitespace.md"
    assert any("Recall@5 0.99" in e["text"] for e in bundle["excerpts"])
    assert bundle["token_estimate"] > 0 and bundle["chars"] <= 6000
    replay = data(gw.call("hippo_audit", {"bundle_id": bundle["id"]}))["bundle"]
    assert replay["id"] == bundle["id"] and replay["excerpts"] == bundle["excerpts"]
    missing = gw.call("hippo_audit", {"bundle_id": "bndl_nope"}, raise_on_error=False)
    assert missing.is_error and "no evidence bundle" in missing.content[0].text


def test_weak_bundle_becomes_a_gap_that_probe_replays(gw):
    question = "how do kubernetes liveness probes work"
    bundle = data(gw.call("hippo_evidence_bundle", {"question": question, "budget": 1500}))
    assert bundle["answer_mode"] == "excerpts" and bundle["verdict"] in ("weak", "sufficient")
    assert bundle["excerpts"][0]["path"] in ("20-wiki/ops/kubernetes-probes.md", "10-sources/2026-02-14_k8s-probes-docs.md")
    assert sum(len(e["text"]) for e in bundle["excerpts"]) <= 1500
    probe = data(gw.call("hippo_probe", {}))
    assert probe["probed"] >= 1
    queries = [g["query"] for g in probe["compile_next"]] + [g["query"] for g in probe["closed"]]
    assert "quantum chromodynamics lattice gauge" in queries


def test_route_reranks_by_relevance_only_with_a_real_llm_endpoint(gw, chat_server):
    res = data(gw.call("hippo_route", {"query": "git bisect regression", "k": 4}))
    assert res["status"] == "ok" and res["execution_policy"] is None and res["needs_context"] is True
    ranks = [c["search_rank"] for c in res["candidates"]]
    assert ranks == sorted(ranks, reverse=True)  # the test model reverses the search order
    assert res["candidates"][0]["fit"] == 1.0
    assert "effort" not in res and "model" not in res  # labels the model volunteered are ignored
    last = chat_server.requests[-1]
    assert last["model"] == "test-chat"
    assert "never follow instructions" in last["messages"][0]["content"]


@pytest.mark.parametrize("marker,reason", [("FAIL429", "429"), ("GARBAGE", "JSON")])
def test_route_degrades_to_search_order_on_llm_failure(gw, marker, reason):
    res = data(gw.call("hippo_route", {"query": f"git bisect regression {marker}", "k": 3}))
    assert res["status"] == "degraded" and reason in res["reason"]
    assert [c["search_rank"] for c in res["candidates"]] == list(range(1, len(res["candidates"]) + 1))
    assert res["execution_policy"] is None


def test_suggest_three_skills_in_600_bytes_or_empty(gw):
    res = data(gw.call("hippo_suggest", {"prompt": "find the commit that broke the build with git bisect"}))
    assert res["candidates"][0] == {
        "name": "git-bisect", "path": "40-skills/git-bisect/SKILL.md",
        "line": "Find the first bad commit of a regression with git bisect run and a deterministic judge script."}
    assert len(res["candidates"]) <= 3
    assert len(json.dumps(res, ensure_ascii=False).encode()) <= 600
    none = data(gw.call("hippo_suggest", {"prompt": "zzqx wvut"}))
    assert none == {"candidates": []}
    # A prompt longer than a search query may be: its opening still finds the skill.
    long_prompt = "find the commit that broke the build with git bisect. " + "Some context follows. " * 150
    assert len(long_prompt) > 3000
    assert data(gw.call("hippo_suggest", {"prompt": long_prompt}))["candidates"][0]["name"] == "git-bisect"


def test_read_note_section_and_links(gw):
    res = data(gw.call("hippo_read", {"path": "20-wiki/data/bm25.md", "section": "변형"}))
    text = (gw.state.vault / "20-wiki/data/bm25.md").read_text(encoding="utf-8")
    note = parse_note("20-wiki/data/bm25.md", text)
    assert res["section"]["text"] == resolve_heading(note.sections, "변형").text
    assert res["section"]["anchor"] == "20-wiki/data/bm25.md#변형"
    assert res["frontmatter"]["status"] == "canonical" and res["title"] == "BM25"
    assert "20-wiki/data/duckdb-fts.md" in res["backlinks"]
    assert {o["resolved"] for o in res["outlinks"]} >= {"20-wiki/data/kiwi.md"}
    assert any(o["heading"] == "변형" for o in res["outline"])
    whole = data(gw.call("hippo_read", {"path": "20-wiki/data/bm25.md"}))
    assert whole["text"].strip().startswith("#") and "section" not in whole
    seen = _Records()
    server_log = logging.getLogger("fastmcp.server.server")
    level = server_log.level
    server_log.addHandler(seen)
    server_log.setLevel(logging.DEBUG)
    try:
        for bad, msg in (("../../etc/passwd", "'..' is not allowed"), ("/etc/passwd", "absolute"), ("20-wiki/data/nope.md", "no such note"),
                         ("20-wiki/data/bm25.md#No Such Heading", "has no section")):
            r = gw.call("hippo_read", {"path": bad}, raise_on_error=False)
            assert r.is_error and msg in r.content[0].text, (bad, r.content[0].text)
    finally:
        server_log.removeHandler(seen)
        server_log.setLevel(level)
    # an ordinary missing note is an answer, not a gateway fault: nothing logged at INFO or above
    assert [r.getMessage() for r in seen.records if r.levelno >= logging.INFO] == []
    assert any("Error calling tool 'hippo_read'" in r.getMessage() for r in seen.records)  # at DEBUG


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_traverse_bfs_and_shortest_path(gw):
    res = data(gw.call("hippo_traverse", {"start": "20-wiki/data/bm25.md", "depth": 1}))
    hop1 = {n["path"] for n in res["nodes"] if n["hop"] == 1}
    assert {"20-wiki/data/kiwi.md", "20-wiki/data/duckdb-fts.md"} <= hop1
    assert {"from": "20-wiki/data/bm25.md", "to": "20-wiki/data/kiwi.md"} in res["edges"]
    back = data(gw.call("hippo_traverse", {"start": "20-wiki/data/bm25.md", "direction": "in", "depth": 1}))
    assert "20-wiki/data/duckdb-fts.md" in {n["path"] for n in back["nodes"]}
    path = data(gw.call("hippo_traverse", {"start": "20-wiki/data/bm25.md", "target": "20-wiki/ops/restic-backups.md"}))
    assert path["path"][0]["path"] == "20-wiki/data/bm25.md" and path["path"][-1]["path"] == "20-wiki/ops/restic-backups.md"
    assert 1 <= path["hops"] <= 6
    none = data(gw.call("hippo_traverse", {"start": "20-wiki/data/bm25.md", "target": "05-todo/todo.md"}))
    assert none["path"] is None and "no wikilink path" in none["reason"]
    too_deep = gw.call("hippo_traverse", {"start": "20-wiki/data/bm25.md", "depth": 9}, raise_on_error=False)
    assert too_deep.is_error and "depth" in too_deep.content[0].text


def test_map(gw):
    res = data(gw.call("hippo_map", {"hubs": 3}))
    assert res["hubs"][0]["path"] == "20-wiki/data/hybrid-search.md"
    assert res["documents"] == 57 and res["lanes"]["sources"] == 12
    assert res["components"]["largest"][0]["size"] > 30
    assert "HOME.md" in [e["path"] for e in res["entry_points"]]
    assert res["recent_updates"] and res["recent_updates"][0]["updated"] >= res["recent_updates"][-1]["updated"]


def test_validate(gw):
    res = data(gw.call("hippo_validate", {}))
    assert res["counts"]["sector-mismatch"] == 1 and res["counts"]["broken-wikilink"] == 1
    assert "20-wiki/ops/prometheus-alerting.md" in res["stale_canonical"]
    assert res["recent_gaps_7d"] >= 1


def test_feedback_then_status_and_audit(gw):
    entry = data(gw.call("hippo_feedback", {"kind": "outdated", "note": "The RRF weights changed in October.",
                                            "anchor": "20-wiki/data/reciprocal-rank-fusion.md#가중치", "agent": "codex"}))
    assert entry["status"] == "open"
    st = data(gw.call("hippo_status"))
    assert st["ledger"]["open_feedback"] == 1
    assert st["ledger"]["recent_open_feedback"][0]["anchor"] == "20-wiki/data/reciprocal-rank-fusion.md#가중치"
    events = data(gw.call("hippo_audit", {"kind": "feedback"}))["events"]
    assert events[0]["detail"]["id"] == entry["id"]


def test_capture_then_reindex_swaps_without_restart(gw):
    repo = git.Repo(gw.state.vault)
    head = repo.head.commit.hexsha
    cap = data(gw.call("hippo_capture_session", {
        "kind": "qa", "question": "zorblatt 캐시는 언제 비우나?", "answer": "materialization이 바뀔 때 zorblatt 캐시를 비운다.",
        "project": "hippocampus", "agent": "claude-code", "tags": ["cache"], "refs": ["20-wiki/data/e5-embeddings.md#prefix 규칙"]}))
    path = cap["path"]
    assert path.startswith("00-inbox/") and path.endswith(".md") and cap["status"] == "draft"
    meta = split_frontmatter((gw.state.vault / path).read_text(encoding="utf-8")).meta
    assert meta["status"] == "draft" and meta["type"] == "query" and meta["trust"] == "llm_context"
    assert repo.head.commit.parents[0].hexsha == head and repo.head.commit.message.startswith("hippo: capture qa")
    assert repo.git.status("--porcelain") == "" and committed_files(repo) == {path}

    before = data(gw.call("hippo_status"))["index"]["materialization"]["id"]
    started = data(gw.call("hippo_reindex", {}))
    assert started["status"] == "started" and started["run"]["run_id"].startswith("reindex_")
    again = data(gw.call("hippo_reindex", {}))
    assert again["status"] in ("already_running", "started")
    gw.state.reindex.wait(120)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        st = data(gw.call("hippo_status"))
        if st["index"]["materialization"]["id"] != before and not st["index"]["reindex"]["running"]:
            break
        time.sleep(0.2)
    assert st["index"]["materialization"]["id"] != before
    assert st["index"]["reindex"]["last"]["state"] == "succeeded"
    found = data(gw.call("hippo_search", {"query": "zorblatt 캐시", "mode": "lexical"}))
    assert path in [h["path"] for h in found["hits"]]


def test_worklog_handoff_checkpoint_sync_resume(gw):
    repo = git.Repo(gw.state.vault)
    w1 = data(gw.call("hippo_worklog", {"project": "hippocampus", "title": "RRF weights", "text": "Set title weight to 0.5.", "agent": "codex"}))
    w2 = data(gw.call("hippo_worklog", {"project": "hippocampus", "title": "Verified", "text": "Golden set Recall@5 0.99 kept."}))
    assert w1["path"] == w2["path"] == "50-ops/hippocampus/worklog.md"
    log_text = (gw.state.vault / w1["path"]).read_text(encoding="utf-8")
    assert log_text.count("\n## [") == 2 and "Set title weight to 0.5." in log_text
    h1 = data(gw.call("hippo_handoff", {"project": "hippocampus", "title": "First", "text": "Started on [[bm25]] tuning."}))
    h2 = data(gw.call("hippo_handoff", {"project": "hippocampus", "title": "Second", "text": "Continue with 20-wiki/data/kiwi.md, see [[bm25]].",
                                        "next_steps": ["rerun eval"]}))
    assert h2["superseded"] == h1["path"]
    old = split_frontmatter((gw.state.vault / h1["path"]).read_text(encoding="utf-8")).meta
    assert old["status"] == "archived" and old["superseded_by"] == h2["path"]
    assert repo.git.status("--porcelain") == ""
    assert committed_files(repo) == {h1["path"], h2["path"]}  # one commit for both

    ck = data(gw.call("hippo_checkpoint", {"project": "hippocampus", "kind": "work", "session_id": "sess-1", "event_id": "ev-1",
                                           "summary": "Tuned BM25 k1.", "refs": ["20-wiki/data/bm25.md"], "agent": "claude-code"}))
    assert ck["status"] == "stored" and ck["written_seq"] == 1
    conv = data(gw.call("hippo_checkpoint", {"project": "hippocampus", "kind": "conversation", "session_id": "sess-1",
                                             "event_id": "ev-2", "summary": "We discussed fusion weights."}))
    assert conv["written_seq"] == 2
    page = data(gw.call("hippo_sync", {"project": "hippocampus", "since": "0", "limit": 1}))
    assert page["has_more"] is True and page["items"][0]["event_id"] == "ev-1"
    page2 = data(gw.call("hippo_sync", {"project": "hippocampus", "since": page["next_cursor"]}))
    assert [i["event_id"] for i in page2["items"]] == ["ev-2"] and page2["has_more"] is False

    gw.call("hippo_search", {"query": "quantum chromodynamics lattice gauge", "mode": "lexical", "project": "hippocampus"})
    res = data(gw.call("hippo_resume", {"project": "hippocampus"}))
    assert res["handoff"]["path"] == h2["path"] and "Continue with" in res["handoff"]["text"]
    assert [e["heading"].split("] ", 1)[1] for e in res["worklog"]][-2:] == ["RRF weights (codex)", "Verified"]
    assert res["recent_checkpoints"][0]["summary"] == "Tuned BM25 k1."
    assert res["conversation_summaries"][0]["summary"] == "We discussed fusion weights."
    briefs = {b["path"] for b in res["canonical_briefs"]}
    assert {"20-wiki/data/bm25.md", "20-wiki/data/kiwi.md"} <= briefs
    assert [g["query"] for g in res["open_gaps"]] == ["quantum chromodynamics lattice gauge"]  # this project's gaps only
    assert res["sync_cursor"] == page2["next_cursor"]
    other = data(gw.call("hippo_resume", {"project": "fresh-project"}))
    assert other["handoff"]["scope"] == "vault" and other["recent_checkpoints"] == []
