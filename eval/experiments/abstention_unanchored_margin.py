"""The leave-one-dataset-out report with ``abstain_unanchored_margin`` at 0 / 0.5 / 1 (issue 35, session 20).

    hippo eval lodo WORK --sets obsidian,johngrib,autorag-ko,cranfield,locomo,longmemeval,msmarco-eng,msmarco-kor \\
        --modes hybrid --collect --json FILE                                       # collect once
    python eval/experiments/abstention_unanchored_margin.py --work WORK --out OUT.json [--drop-xling]

Reuses the collected ``<work>/<set>/lodo-hybrid.json`` (no search is run) and, for each margin as
the base parameters, runs the usual choice of the floors in each fold (hippocampus.evaluation.lodo).
``--drop-xling`` leaves out the wiki's English questions (ids ``jgx-``; its ``questions.json``).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from hippocampus.evaluation.lodo import everyday_checked, load_outcomes, lodo, table
from hippocampus.search.params import RankingParams

SETS = ["obsidian", "johngrib", "autorag-ko", "cranfield", "locomo", "longmemeval", "msmarco-eng", "msmarco-kor"]
MARGINS = (0.0, 0.5, 1.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--drop-xling", action="store_true")
    a = ap.parse_args()
    outcomes = {s: [o for o in load_outcomes(s, a.work / s, "hybrid", None, False)
                    if not (a.drop_xling and o.id.startswith("jgx-"))] for s in SETS}
    checked = frozenset(s for s in SETS if everyday_checked(s, a.work / s))
    res = {}
    for margin in MARGINS:
        out = lodo({"hybrid": outcomes}, RankingParams().with_overrides(abstain_unanchored_margin=margin), checked)
        res[str(margin)] = out
        print(f"== abstain_unanchored_margin {margin}")
        print(table(out["hybrid"], "hybrid"))
    a.out.write_text(json.dumps(res, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
