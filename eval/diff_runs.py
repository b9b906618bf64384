"""Per-question differences between two result files of the same golden set.

    python eval/diff_runs.py A.json B.json

A and B are ``results/<system>.json`` files of ``eval/bench_search.py`` (with ``per_query``),
e.g. the same system over stores embedded by two engines. For each metric the output counts
the questions where B is better, where B is worse, and the metric's value in each run — so a
claim like "quality unchanged within one question" can be checked question by question rather
than from rounded means. Refuses files of different golden sets (dataset fingerprints).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippocampus.evaluation.metrics import hit_at, mrr_at, recall_all_at

Metric = Callable[[Sequence[str], set[str]], float]
METRICS: dict[str, Metric] = {
    "recall_any@1": lambda r, rel: hit_at(r, rel, 1),
    "recall_any@5": lambda r, rel: hit_at(r, rel, 5),
    "recall_all@5": lambda r, rel: recall_all_at(r, rel, 5),
    "recall_any@10": lambda r, rel: hit_at(r, rel, 10),
    "mrr@10": lambda r, rel: mrr_at(r, rel, 10),
}


def diff(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    if a.get("dataset_fingerprint") != b.get("dataset_fingerprint"):
        raise SystemExit("the two files measured different golden sets (dataset fingerprints differ)")
    qa = {q["id"]: q for q in a["per_query"] if q.get("relevant")}
    qb = {q["id"]: q for q in b["per_query"] if q.get("relevant")}
    ids = sorted(qa.keys() & qb.keys())
    out: dict[str, Any] = {"questions": len(ids), "a": a.get("run_signature"), "b": b.get("run_signature"), "metrics": {}}
    ranking_differs = sum(1 for i in ids if qa[i]["ranked"][:10] != qb[i]["ranked"][:10])
    out["top10_order_differs"] = ranking_differs
    for name, fn in METRICS.items():
        va = [fn(qa[i]["ranked"], set(qa[i]["relevant"])) for i in ids]
        vb = [fn(qb[i]["ranked"], set(qb[i]["relevant"])) for i in ids]
        out["metrics"][name] = {
            "a": round(sum(va) / len(ids), 4), "b": round(sum(vb) / len(ids), 4),
            "b_better": sum(1 for x, y in zip(va, vb, strict=True) if y > x),
            "b_worse": sum(1 for x, y in zip(va, vb, strict=True) if y < x),
        }
    return out


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a", type=Path)
    ap.add_argument("b", type=Path)
    args = ap.parse_args(argv)
    load = lambda p: json.loads(p.read_text(encoding="utf-8"))  # noqa: E731
    print(json.dumps(diff(load(args.a), load(args.b)), indent=2))


if __name__ == "__main__":
    main()
