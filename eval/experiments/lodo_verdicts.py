"""Per-question verdict changes between two LODO collections under the shipped floors.

    python eval/experiments/lodo_verdicts.py <before-work> <after-work> [--sets autorag-ko,longmemeval,locomo,johngrib]

Each work folder holds ``<set>/lodo-<mode>.json`` as ``hippo eval lodo --collect`` writes them
(copy the folder aside before re-collecting). A verdict is right when an answerable question
answers and an unanswerable one abstains; the script counts, per set and mode, the questions
whose verdict became right ("better") or wrong ("worse"), and the R@5 / MRR@10 of the answerable
ones before and after (the same ranked lists).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.evaluation.lodo import Outcome, abstains, ranking, read_outcomes
from hippocampus.search.params import RankingParams


def load(path: Path) -> dict[str, Outcome]:
    return {o.id: o for o in read_outcomes(path)}


def right(o: Outcome, p: RankingParams, mode: str) -> bool:
    return abstains(o, p, mode) != (o.kind == "answerable")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    ap.add_argument("--sets", default="autorag-ko,longmemeval,locomo,johngrib")
    args = ap.parse_args()
    p = RankingParams()
    total_better = total_worse = 0
    for name in args.sets.split(","):
        for mode in ("hybrid", "lexical"):
            before, after = (load(w / name / f"lodo-{mode}.json") for w in (args.before, args.after))
            better = [k for k in before if right(after[k], p, mode) and not right(before[k], p, mode)]
            worse = [k for k in before if right(before[k], p, mode) and not right(after[k], p, mode)]
            total_better += len(better)
            total_worse += len(worse)
            rb, ra = ranking(list(before.values())), ranking(list(after.values()))
            print(f"{name:11s} {mode:7s} better {len(better):3d} worse {len(worse):3d}  R@5 {rb['recall@5']:.3f} -> {ra['recall@5']:.3f}  "
                  f"MRR@10 {rb['mrr@10']:.3f} -> {ra['mrr@10']:.3f}  worse: {', '.join(worse[:5])}")
    print(f"total: {total_better} verdicts became right, {total_worse} became wrong")


if __name__ == "__main__":
    main()
