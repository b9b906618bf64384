"""Gateway parts without HTTP: the live-swap holder (leases, swap, deferred close), the reindex
runner (one at a time), the link graph, relevance routing and skill suggestions."""

from __future__ import annotations

import json
import threading
import time

import pytest

from gateway.state import ReindexRunner, StoreHolder
from hippocampus.assist import route as rt
from hippocampus.assist import suggest as sg
from hippocampus.errors import NotIndexedError
from hippocampus.explore.graph import DocInfo, LinkGraph


class FakeStore:
    """A stand-in materialization (tests only): id, is_stale against a shared pointer, close."""

    def __init__(self, mid, pointer):
        self.id, self.pointer, self.closed = mid, pointer, False

    def is_stale(self):
        return self.pointer["current"] != self.id

    def close(self):
        self.closed = True


def test_holder_swaps_and_closes_the_old_store_after_the_last_lease():
    pointer = {"current": None}

    def opener(_):
        if pointer["current"] is None:
            raise NotIndexedError("not indexed yet")
        return FakeStore(pointer["current"], pointer)

    holder = StoreHolder("unused", opener=opener, check_interval=0)
    with pytest.raises(NotIndexedError), holder.lease():
        pass
    pointer["current"] = "m1"
    with holder.lease() as first:
        assert first.id == "m1"
        pointer["current"] = "m2"
        with holder.lease() as second:  # the swap happens while `first` is still leased
            assert second.id == "m2"
            assert first.closed is False
        assert first.closed is False
    assert first.closed is True and second.closed is False
    assert holder.swaps == 2
    holder.close()
    assert second.closed is True


def test_holder_keeps_serving_when_the_new_materialization_cannot_open():
    pointer = {"current": "m1"}
    calls = {"n": 0}

    def opener(_):
        calls["n"] += 1
        if calls["n"] > 1:
            raise OSError("half-written")
        return FakeStore("m1", pointer)

    holder = StoreHolder("unused", opener=opener, check_interval=0)
    with holder.lease() as s:
        assert s.id == "m1"
    pointer["current"] = "m2"
    with holder.lease() as s:
        assert s.id == "m1"
    assert "half-written" in holder.last_error


def test_reindex_runner_one_at_a_time():
    gate = threading.Event()
    done = []
    runner = ReindexRunner(lambda full, embed: gate.wait(5) and {"id": "m9", "counts": {"x": 1}}, on_done=lambda: done.append(1))
    first = runner.start(full=False, embed=True)
    second = runner.start(full=True, embed=True)
    assert first["status"] == "started" and second["status"] == "already_running"
    assert second["run"]["run_id"] == first["run"]["run_id"]
    gate.set()
    runner.wait(5)
    time.sleep(0.05)
    state = runner.state()
    assert state["running"] is None and state["last"]["state"] == "succeeded" and state["last"]["result"] == {"id": "m9"}
    assert done == [1]
    failing = ReindexRunner(lambda full, embed: 1 / 0)
    failing.start(full=False, embed=False)
    failing.wait(5)
    assert "ZeroDivisionError" in failing.state()["last"]["error"]


def _graph():
    docs = {p: DocInfo(p, p, "wiki", "canonical", "concept", "2026-01-0" + str(i + 1), "data") for i, p in enumerate("abcdef")}
    docs["z"] = DocInfo("z", "z", "inbox", None, None, None, None)
    return LinkGraph.from_edges(docs, [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f"), ("a", "a"), ("a", "x.png")])


def test_graph_bfs_paths_components():
    g = _graph()
    out = g.bfs("a", depth=2)
    assert [(n["path"], n["hop"]) for n in out["nodes"]] == [("a", 0), ("b", 1), ("c", 2)]
    assert g.shortest_path("f", "a", direction="both") == ["f", "e", "d", "c", "b", "a"]
    assert g.shortest_path("f", "a", direction="out") is None
    assert g.shortest_path("a", "f", max_hops=4) is None
    m = g.corpus_map(hubs=2)
    assert m["components"] == {"count": 2, "linked": 1, "isolated": 1, "largest": [{"size": 6, "sample": ["a", "b", "c", "d", "e"]}]}
    assert m["recent_updates"][0]["path"] == "f"


def test_route_parse_and_degrade():
    cands = [rt.Candidate(i, f"p{i}", f"p{i}#h", f"t{i}", "snippet") for i in (1, 2, 3)]
    good = rt.route("q", cands, lambda s, u: '{"needs_context": false, "ranking": [{"id": 3, "fit": 0.9}, {"id": 1, "fit": 0.2}], "effort": "high"}')
    assert [c["path"] for c in good["candidates"]] == ["p3", "p1", "p2"] and good["needs_context"] is False
    assert good["execution_policy"] is None
    none = rt.route("q", cands, None, unavailable="no LLM configured")
    assert none["status"] == "degraded" and [c["path"] for c in none["candidates"]] == ["p1", "p2", "p3"]

    def boom(s, u):
        raise TimeoutError("read timed out")

    assert "TimeoutError" in rt.route("q", cands, boom)["reason"]
    assert rt.route("q", cands, lambda s, u: '{"ranking": [{"id": 99}]}')["status"] == "degraded"
    assert "[2] t2 (p2#h)" in rt.build_prompt("q", cands)


def test_suggest_folding_and_byte_budget():
    exists = {"40-skills/foo/SKILL.md", "40-skills/bar/SKILL.md"}.__contains__
    assert sg.skill_of("40-skills/foo/references/a.md", exists) == ("foo", "40-skills/foo/SKILL.md")
    assert sg.skill_of("40-skills/cards/bar.md", exists) == ("bar", "40-skills/bar/SKILL.md")
    assert sg.skill_of("40-skills/index.md", exists) is None
    assert sg.skill_of("20-wiki/x.md", exists) is None
    hits = [{"path": "40-skills/foo/references/a.md"}, {"path": "40-skills/foo/SKILL.md"}, {"path": "40-skills/cards/bar.md"}]
    picked = sg.pick(hits, exists, lambda p, h: "가" * 300)
    assert [c["name"] for c in picked] == ["foo", "bar"]
    payload = sg.fit(picked)
    assert len(json.dumps(payload, ensure_ascii=False).encode()) <= 600 and len(payload["candidates"]) == 2


class CoverageStore(FakeStore):
    manifest = {"created": "2026-11-30T10:00:00+00:00", "counts": {"documents": 3}}

    def coverage(self):
        return {"embedded": 35, "total": 100, "fraction": 0.35, "degraded": True, "reasons": ["embedder down"]}


def test_health_reports_partial_embeddings_and_degraded_publish(tmp_path):
    from gateway.health import health_payload
    from gateway.state import GatewayState
    from hippocampus.config import Settings

    state = GatewayState(Settings(vault=tmp_path, home=tmp_path / "h"), load_embedder=False)
    assert health_payload(state)["status"] == "not_indexed"
    pointer = {"current": "20261130T100000000000Z-abcdef"}
    state.holder = StoreHolder("unused", opener=lambda _: CoverageStore(pointer["current"], pointer), check_interval=0)
    body = health_payload(state)
    assert body["status"] == "degraded" and body["embedding_coverage"] == 0.35
    assert body["materialization"]["id"] == pointer["current"] and body["materialization"]["age_seconds"] > 0
    assert any("embeddings 35%" in f for f in body["degraded"]) and any("embedder down" in f for f in body["degraded"])
