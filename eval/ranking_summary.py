"""One result JSON for the search quality table (issue 35, ADR 0032) from eval/bench_ranking.py runs.

    python eval/ranking_summary.py --convex CONVEX_DIR --ties TIES_DIR [--final FINAL_DIR]
                                   --commit C --convex-commit C2 --out docs/bench-results/X.json

- ``CONVEX_DIR``: the run whose ``default`` was the convex fusion (the default before ADR 0032)
  and whose ``--grid`` held the other convex points, beside plain RRF (``rrf``), each leg alone
  and the bm25s baselines. Plain RRF there *is* today's default (``fusion="rrf"``,
  ``rrf_ties="id"``: the same ranking). For each set left out, the convex point with the best
  worst margin over ``rrf`` on the other sets (bench_ranking.lodo) and its margins on the set
  left out: the rule that decided the default.
- ``TIES_DIR``: a run with ``--only default,rrf`` whose ``default`` broke exact ties by the
  whole-note lexical rank (``rrf_ties="lexical"``, measured and not shipped) and whose ``rrf``
  re-measured plain RRF on the merged code (``rrf_reproduced``: equal to CONVEX_DIR's).
- ``FINAL_DIR``: the held-out set (obsidian-final), evaluated once with the shipped defaults
  (there ``default`` is the shipped ranking); it never enters a choice.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval.bench_ranking import METRICS, mean_mrr_margin, worst_margin  # noqa: E402

LEGS = ("lexical", "semantic", "bm25s", "rrf-bm25s-e5")


def load(folder: Path | None) -> dict[str, dict[str, Any]]:
    """The run's result files by set; a file written before bench_ranking recorded the date is
    dated by its modification time (UTC)."""
    if folder is None:
        return {}
    out = {}
    for p in sorted(folder.glob("*.json")):
        r = json.loads(p.read_text(encoding="utf-8"))
        r.setdefault("date", time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(p.stat().st_mtime)))
        out[r["set"]] = r
    return out


def figures(run: dict[str, Any], system: str) -> dict[str, float]:
    return {k: round(run["metrics"][system][k], 4) for k in METRICS}


def convex_lodo(runs: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per set left out: the convex point chosen on the others and its margins over rrf there."""
    results = [r for name, r in runs.items() if name != "obsidian-final"]
    configs = sorted(set.intersection(*(set(k for k in r["metrics"] if k.startswith("default")) for r in results)))
    out: dict[str, dict[str, Any]] = {}
    for left in results:
        rest = [r for r in results if r is not left]
        best = max(configs, key=lambda c: (worst_margin(rest, c), mean_mrr_margin(rest, c)))
        delta = {k: round(left["metrics"][best][k] - left["metrics"]["rrf"][k], 4) for k in METRICS}
        out[left["set"]] = {"chosen": best, "delta": delta, "at_least_rrf": min(delta.values()) >= 0}
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--convex", type=Path, required=True)
    ap.add_argument("--ties", type=Path, default=None)
    ap.add_argument("--final", type=Path, default=None)
    ap.add_argument("--commit", required=True, help="the commit of the shipped defaults (ties and final runs)")
    ap.add_argument("--convex-commit", required=True, help="the commit the convex run measured")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    convex, ties, final = load(a.convex), load(a.ties), load(a.final)
    lodo = convex_lodo(convex)
    sets: dict[str, Any] = {}
    for name, r in convex.items():
        row: dict[str, Any] = {"questions": r["questions"], "date": r["date"], "split": "development",
                               "default": figures(r, "rrf"), "rrf": figures(r, "rrf"), "convex": figures(r, "default")}
        row |= {s: figures(r, s) for s in LEGS}
        row["convex_left_out"] = lodo[name]
        if name in ties:
            t = ties[name]
            row["rrf_reproduced"] = figures(t, "rrf") == row["rrf"]
            row["lexical_ties"] = figures(t, "default")
            row["lexical_ties_delta"] = {k: round(row["lexical_ties"][k] - row["rrf"][k], 4) for k in METRICS}
        sets[name] = row
    for name, r in final.items():
        row = {"questions": r["questions"], "date": r["date"], "split": "held-out (evaluated once)",
               "default": figures(r, "default"), "rrf": figures(r, "rrf")}
        row |= {s: figures(r, s) for s in LEGS if s in r["metrics"]}
        sets[name] = row
    first = next(iter(ties.values()), next(iter(convex.values())))
    doc = {
        "benchmark": "search quality by dataset: the default beside plain RRF (k = 60) of its own two whole-note legs "
                     "(issue 35, ADR 0032); R@1 / R@5 = any expected note in the top 1 / 5, MRR@10; abstention off",
        "command": "python eval/bench_ranking.py SET ... [--grid ...] [--only default,rrf] --out DIR; "
                   "python eval/ranking_summary.py --convex DIR --ties DIR2 --final DIR3 ...",
        "date": max(r["date"] for r in [*convex.values(), *ties.values(), *final.values()]),
        "commit": a.commit,
        "convex_commit": a.convex_commit,
        "machine": first["machine"],
        "embedder": first["embedder"],
        "shipped_params": (next(iter(final.values()))["params"] if final else first["params"]),
        "decision": {
            "rule": "a fused scheme becomes the default only if, chosen on the other sets, it is >= plain RRF on "
                    "R@1, R@5 and MRR@10 on every set left out",
            "convex_failed_on": sorted(s for s, v in lodo.items() if not v["at_least_rrf"]),
            "lexical_ties_failed_on": sorted(s for s, v in sets.items() if min(v.get("lexical_ties_delta", {"x": 0}).values()) < 0),
            "default": "plain RRF (fusion rrf, rrf_k 60, rrf_ties id)",
        },
        "sets": sets,
    }
    a.out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {a.out}: {len(sets)} sets; {doc['decision']}")


if __name__ == "__main__":
    main()
