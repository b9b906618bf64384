"""Peer benchmark plumbing: scoring, ratios, table, the not-runnable path, the worker loop.

No peer is installed or run here: a toy in-process driver stands in for a system.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eval.peers import SYSTEMS, NotRunnable, QueryResult, report
from eval.peers.base import Driver

GOLDEN = [
    {"id": "q1", "query": "alpha", "category": "hybrid", "expected": [{"path": "a.md"}]},
    {"id": "q2", "query": "beta", "category": "hybrid", "expected": [{"path": "b.md"}, {"path": "c.md"}]},
    {"id": "u1", "query": "zebra", "category": "abstain", "expected": []},
]


def _result(ranked: dict[str, list[str]], abstained: dict[str, bool] | None = None, **kw) -> dict:
    qs = [{"id": g["id"], "category": g["category"], "ranked": ranked.get(g["id"], []), "latency_ms": lat,
           "abstained": (abstained or {}).get(g["id"])} for g, lat in zip(GOLDEN, (1.0, 3.0, 2.0), strict=True)]
    base = {"system": "toy", "status": "ok", "version": "1", "queries": qs, "abstains": abstained is not None,
            "build": {"seconds": 2.0, "cpu_seconds": 1.5}, "update": {"seconds": 0.5, "visible": True},
            "index_bytes": 3_000_000, "peak_rss_kb": 204_800, "files_modified_by_indexing": 0, "files": 3}
    return base | kw


def test_score_hand_checked():
    # q1: relevant at rank 2; q2: one of two relevant at rank 1, the other at rank 7.
    res = _result({"q1": ["x.md", "a.md"], "q2": ["b.md", "x", "y", "z", "w", "v", "c.md"]})
    row = report.score(res, GOLDEN)
    assert row["n"] == 2
    assert row["recall@5"] == pytest.approx((1.0 + 0.5) / 2)
    assert row["recall@10"] == pytest.approx(1.0)
    assert row["mrr@10"] == pytest.approx((0.5 + 1.0) / 2)
    assert row["hit@1"] == pytest.approx(0.5)
    assert row["empty"] == 0.0
    assert "abstain_rate" not in row  # the toy system has no abstention
    assert row["p50_ms"] == 2.0 and row["p95_ms"] == 3.0  # nearest rank over all three queries
    assert row["index_mb"] == pytest.approx(3.0) and row["rss_mb"] == pytest.approx(200.0)


def test_score_abstention_and_empty():
    res = _result({"q1": ["a.md"], "q2": []}, abstained={"q1": False, "q2": True, "u1": True})
    row = report.score(res, GOLDEN)
    assert row["abstain_rate"] == 1.0
    assert row["false_abstain_rate"] == 0.5
    assert row["empty"] == 0.5


def test_not_runnable_row_keeps_reason():
    row = report.score({"system": "qmd-query", "status": "not_runnable", "reason": "needs GGUF models"}, GOLDEN)
    assert row == {"system": "qmd-query", "status": "not_runnable", "version": None, "reason": "needs GGUF models"}


def test_ratios_against_reference_same_run():
    rows = {"hippo-hybrid": report.score(_result({}), GOLDEN),
            "peer": report.score(_result({}, build={"seconds": 1.0}, peak_rss_kb=409_600), GOLDEN),
            "off": {"system": "off", "status": "not_runnable", "reason": "r"}}
    report.add_ratios(rows)
    assert rows["peer"]["build_s_x"] == pytest.approx(0.5)
    assert rows["peer"]["rss_mb_x"] == pytest.approx(2.0)
    assert rows["hippo-hybrid"]["p50_ms_x"] == pytest.approx(1.0)
    assert rows["off"].get("build_s_x") is None
    # no usable reference → no ratios, never a crash
    lone = {"peer": report.score(_result({}), GOLDEN)}
    report.add_ratios(lone)
    assert lone["peer"]["build_s_x"] is None


def test_table_says_not_runnable_instead_of_a_gap():
    rows = {"hippo-hybrid": report.score(_result({"q1": ["a.md"]}, abstained={}), GOLDEN),
            "qmd-query": {"system": "qmd-query", "status": "not_runnable", "reason": "needs GGUF models from Hugging Face"},
            "bm": {"system": "bm", "status": "skipped", "reason": "time budget"},
            "peer": report.score(_result({"q1": ["a.md"]}, files_modified_by_indexing=3), GOLDEN)}
    report.add_ratios(rows)
    table = report.render_table({"toy-set": {"systems": rows}, "wiki": {"systems": {}, "synthetic_labels": True}})
    lines = table.splitlines()
    assert lines[0].startswith("| dataset | system | R@5")
    assert len({line.count("|") for line in lines}) == 1  # every row has every column
    nr = next(line for line in lines if "qmd-query" in line)
    assert "**not runnable**: needs GGUF models from Hugging Face" in nr
    assert "skipped: time budget" in next(line for line in lines if "| bm |" in line)
    assert "rewrote 3/3 notes" in next(line for line in lines if "| peer |" in line)
    assert "(1×)" in next(line for line in lines if "hippo-hybrid" in line)


def test_repro_table_pairs_runs():
    rows = {"peer": report.score(_result({"q1": ["a.md"]}), GOLDEN)}
    a = {"datasets": {"toy": {"systems": rows}}}
    b = {"datasets": {"toy": {"systems": {"peer": dict(rows["peer"], build_s=2.2)}}}}
    out = report.render_repro(a, b, keys=("ndcg@10", "build_s"))
    assert "| toy | peer |" in out and "2 → 2.2" in out


def test_repro_summary_counts_identical_quality_and_cost_changes():
    ok = {"status": "ok", "recall@5": 1.0, "recall@10": 1.0, "mrr@10": 0.5, "ndcg@10": 0.6}
    ref1 = ok | {"build_s": 100.0, "p50_ms": 50.0, "build_s_x": 1.0}
    peer1 = ok | {"build_s": 10.0, "p50_ms": 0.1, "build_s_x": 0.1}
    a = {"datasets": {"toy": {"ratio_reference": "ref", "systems": {"ref": ref1, "peer": peer1, "gone": {"status": "timeout"}}}}}
    b = {"datasets": {"toy": {"ratio_reference": "ref", "systems": {
        "ref": ref1 | {"build_s": 80.0, "build_s_x": 1.0},
        "peer": peer1 | {"ndcg@10": 0.7, "build_s": 12.0, "p50_ms": 0.3, "build_s_x": 0.15},
        "gone": ok}}}}
    lines = report.repro_summary(a, b)
    assert lines[0].startswith("- quality identical in 1 of 2 rows")
    build = next(x for x in lines if x.startswith("- build_s:"))
    assert "median change 20%, largest 20% (2 rows" in build  # 100 → 80 and 10 → 12
    ratio = next(x for x in lines if x.startswith("- build_s_x:"))
    assert "(1 rows" in ratio and "largest 50%" in ratio  # the reference's own ratio (1) is left out
    assert not any(x.startswith("- p50_ms:") and "2 rows" in x for x in lines)  # 0.1 ms is under the floor


# --- the worker loop, with a toy driver ------------------------------------------------------


class ToyDriver(Driver):
    """Ranks notes by how many query words they contain (enough to exercise the loop)."""

    name = "toy"

    def version(self) -> str:
        return "toy 1"

    def build(self, docs_dir, work, scopes):
        self.docs = docs_dir
        return {"seconds": 0.01}

    def update_one(self, path):
        return {"seconds": 0.001}

    def query(self, q, k, scope=""):
        words = set(q.lower().split())
        scored = []
        for p in sorted(self.docs.rglob("*.md")):
            rel = p.relative_to(self.docs).as_posix()
            if rel.startswith(scope):
                n = len(words & set(p.read_text().lower().split()))
                if n:
                    scored.append((-n, rel))
        return QueryResult([r for _, r in sorted(scored)][:k], 0.1)


class OfflineDriver(ToyDriver):
    def check(self):
        raise NotRunnable("not runnable offline: needs a model download")


@pytest.fixture()
def dataset(tmp_path: Path) -> Path:
    ds = tmp_path / "ds"
    (ds / "vault" / "s1").mkdir(parents=True)
    (ds / "vault" / "s1" / "a.md").write_text("---\ntitle: A\n---\n\nalpha gamma\n")
    (ds / "vault" / "s1" / "b.md").write_text("---\ntitle: B\n---\n\nbeta\n")
    rows = [{"id": "q1", "query": "alpha", "category": "hybrid", "expected": [{"path": "s1/a.md"}], "filters": {"path_prefix": "s1/"}},
            {"id": "u1", "query": "zebra", "category": "abstain", "expected": []}]
    (ds / "golden.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    return ds


def test_worker_runs_a_system_end_to_end(dataset: Path, tmp_path: Path, monkeypatch):
    from eval.peers import worker

    monkeypatch.setitem(SYSTEMS, "toy", ToyDriver)
    res = worker.run("toy", dataset, tmp_path / "work", k=10, warmup=1, limit=None)
    assert res["status"] == "ok", res.get("trace")
    assert [q["ranked"] for q in res["queries"]] == [["s1/a.md"], []]
    assert res["update"]["path"] == "s1/a.md" and res["update"]["visible"] is True
    assert res["files_modified_by_indexing"] == 0 and res["files"] == 2
    # the dataset itself was never touched (the system got a private copy)
    assert worker.MARKER not in (dataset / "vault" / "s1" / "a.md").read_text()
    row = report.score(res, [json.loads(x) for x in (dataset / "golden.jsonl").read_text().splitlines()])
    assert row["recall@5"] == 1.0


def test_worker_not_runnable_path(dataset: Path, tmp_path: Path, monkeypatch):
    from eval.peers import worker

    monkeypatch.setitem(SYSTEMS, "offline", OfflineDriver)
    res = worker.run("offline", dataset, tmp_path / "work", k=10, warmup=0, limit=None)
    assert res["status"] == "not_runnable"
    assert res["reason"] == "not runnable offline: needs a model download"
    assert not (tmp_path / "work").exists()  # nothing built


def test_peer_drivers_explain_why_they_cannot_run(tmp_path: Path, monkeypatch):
    from eval.peers import bm_driver, qmd_driver

    with pytest.raises(NotRunnable, match="Hugging Face"):
        qmd_driver.QmdDriver("query").check()
    with pytest.raises(NotRunnable, match="Hugging Face"):
        bm_driver.BasicMemoryDriver("hybrid-fastembed").check()
    monkeypatch.setattr(qmd_driver, "PKG", tmp_path / "nope")
    with pytest.raises(NotRunnable, match="install.sh"):
        qmd_driver.QmdDriver("search").check()
    monkeypatch.setattr(bm_driver, "PY", tmp_path / "nope" / "python")
    with pytest.raises(NotRunnable, match="install.sh"):
        bm_driver.BasicMemoryDriver("text").check()


def test_quick_subset_keeps_first_scopes(tmp_path: Path):
    from eval.bench_peers import keep_first_scopes

    ds = tmp_path / "d"
    rows = []
    for s in ("c1", "c2", "c3"):
        (ds / "vault" / s).mkdir(parents=True)
        (ds / "vault" / s / "n.md").write_text("x")
        rows.append({"id": s, "query": "x", "category": "hybrid", "expected": [{"path": f"{s}/n.md"}], "filters": {"path_prefix": f"{s}/"}})
    rows.append({"id": "u", "query": "y", "category": "abstain", "expected": [], "filters": {"path_prefix": "c3/"}})
    (ds / "golden.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    keep_first_scopes(ds, 2)
    kept = [json.loads(x)["id"] for x in (ds / "golden.jsonl").read_text().splitlines()]
    assert kept == ["c1", "c2"]
    assert sorted(p.name for p in (ds / "vault").iterdir()) == ["c1", "c2"]
