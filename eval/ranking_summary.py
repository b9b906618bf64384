"""One result JSON for the search quality table (issue 35, ADR 0032) from eval/bench_ranking.py runs.

    python eval/ranking_summary.py RUN_DIR --convex CONVEX_DIR --commit C --convex-commit C2 --out docs/bench-results/X.json

``RUN_DIR`` holds one ``<set>.json`` per set from ``eval/bench_ranking.py`` with the shipped
defaults (``default`` and ``rrf``, each leg, the bm25s baselines). ``CONVEX_DIR`` holds the run
whose ``default`` was the convex fusion and whose grid were the other convex points (the one the
leave-one-dataset-out choice was made on): for each set left out, the point with the best worst
margin over ``rrf`` on the other sets (bench_ranking.lodo) and its margins on the set left out.
The held-out set (obsidian-final) is kept apart and never enters a choice.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval.bench_ranking import METRICS, mean_mrr_margin, worst_margin  # noqa: E402

SYSTEMS = ("default", "rrf", "lexical", "semantic", "bm25s", "rrf-bm25s-e5")


def load(folder: Path) -> dict[str, dict[str, Any]]:
    return {r["set"]: r for r in (json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json")))}


def convex_lodo(runs: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per set left out: the convex point chosen on the others and its margins over rrf there."""
    results = [r for name, r in runs.items() if name != "obsidian-final"]
    configs = sorted(set.intersection(*(set(k for k in r["metrics"] if k.startswith("default")) for r in results)))
    out: dict[str, dict[str, Any]] = {}
    for left in results:
        rest = [r for r in results if r is not left]
        best = max(configs, key=lambda c: (worst_margin(rest, c), mean_mrr_margin(rest, c)))
        delta = {k: round(left["metrics"][best][k] - left["metrics"]["rrf"][k], 4) for k in METRICS}
        out[left["set"]] = {"chosen": best, "delta": delta, "at_least_rrf": min(delta.values()) >= 0,
                            "convex_default": {k: round(left["metrics"]["default"][k], 4) for k in METRICS}}
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", type=Path)
    ap.add_argument("--convex", type=Path, required=True)
    ap.add_argument("--commit", required=True, help="the commit the RUN_DIR run measured")
    ap.add_argument("--convex-commit", required=True, help="the commit the convex run measured")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    runs, convex = load(a.run), load(a.convex)
    lodo = convex_lodo(convex)
    sets: dict[str, Any] = {}
    for name, r in runs.items():
        row: dict[str, Any] = {"questions": r["questions"], "date": r["date"], "search_seconds": r["search_seconds"],
                               "split": "held-out (evaluated once)" if name == "obsidian-final" else "development",
                               "by_kind": r.get("by_kind", {})}
        row |= {s: {k: round(r["metrics"][s][k], 4) for k in METRICS} for s in SYSTEMS}
        if name in lodo:
            row["convex_left_out"] = lodo[name]
        sets[name] = row
    first = next(iter(runs.values()))
    doc = {
        "benchmark": "search quality by dataset: default vs plain RRF (k = 60) of its own two whole-note legs (issue 35, ADR 0032)",
        "command": "python eval/bench_ranking.py SET --out DIR  (each set); python eval/ranking_summary.py DIR --convex DIR2 ...",
        "date": max(r["date"] for r in runs.values()),
        "commit": a.commit,
        "convex_commit": a.convex_commit,
        "machine": first["machine"],
        "embedder": first["embedder"],
        "params": first["params"],
        "metrics": "R@1 / R@5 = any expected note in the top 1 / 5; MRR@10; abstention off (the ranking itself)",
        "convex_decision": {
            "rule": "the convex point chosen on the other sets must be >= rrf on R@1, R@5 and MRR@10 on every set left out",
            "failed_on": sorted(s for s, v in lodo.items() if not v["at_least_rrf"]),
            "default": first["params"]["fusion"],
        },
        "sets": sets,
    }
    a.out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {a.out}: {len(sets)} sets; convex failed left out on {doc['convex_decision']['failed_on']}")


if __name__ == "__main__":
    main()
