"""Experiment (issue 26): can a joint rule over coverage and the cosine margin separate
same-domain unanswerable questions from answerable ones? Kept because its answer was "no".

    python eval/experiments/abstention_rules.py --work /tmp/b26

Reads the per-query evidence ``eval/lodo.py --collect`` left in ``<work>/<set>/lodo-<mode>.json``
(coverage of the returned hits, their best cosine, the store's background level) and tries
one rule family wider than the shipped one (``abstention.below_floor``): answer when

    coverage >= L                                   (lexical evidence alone), or
    cosine >= abstain_sim and (margin >= M           (semantic evidence alone), or
                               coverage >= L_lo and margin >= M_lo)   (both, each weaker)

with margin = best returned cosine − the store's background level for the query. The grid is
searched leave-one-dataset-out (chosen on two sets, measured on the third) and in-sample, with
the preference of hippocampus/evaluation/lodo.py: false abstention ≤ 0.02 first, then the smallest shortfall
against unrelated ≥ 0.90 and same-domain ≥ 0.80. ``--modes hybrid`` searches the hybrid rule
alone (lexical mode then keeps its own floor).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.search.abstention import background_level
from hippocampus.search.params import RankingParams

SETS = ("autorag-ko", "longmemeval", "locomo")
KINDS = ("answerable", "unrelated", "same-domain")
Row = tuple[str, float, float | None, float | None]  # kind, coverage, answer cosine, margin
Rule = Callable[[float, float | None, float | None], bool]  # → answers


def load(work: Path, modes: Sequence[str], p: RankingParams) -> dict[tuple[str, str], list[Row]]:
    data = {}
    for mode in modes:
        for s in SETS:
            rows: list[Row] = []
            for r in json.loads((work / s / f"lodo-{mode}.json").read_text(encoding="utf-8")):
                bg = background_level(r["depth"], p) if r["depth"] else None
                ac = r["answer_cosine"] if mode == "hybrid" else None
                rows.append((r["kind"], r["coverage"], ac, ac - bg if ac is not None and bg is not None else None))
            data[(mode, s)] = rows
    return data


def rule_of(point: tuple[float, float, float, float], p: RankingParams) -> Rule:
    lex, margin, lex_lo, margin_lo = point

    def answers(cov: float, cos: float | None, m: float | None) -> bool:
        if cov >= lex:
            return True
        if cos is None or m is None or cos < p.abstain_sim:
            return False
        return m >= margin or (cov >= lex_lo and m >= margin_lo)

    return answers


def rates(rule: Rule, rows: Sequence[Row]) -> dict[str, float]:
    out = {}
    for kind in KINDS:
        xs = [r for r in rows if r[0] == kind]
        out[kind] = sum(1 for r in xs if not rule(*r[1:])) / len(xs)
    return out


def preference(rule: Rule, data: dict[tuple[str, str], list[Row]], sets: Sequence[str]) -> tuple[float, float, float]:
    per = [rates(rule, rows) for (mode, s), rows in data.items() if s in sets]
    excess = max(max(r["answerable"] - 0.02, 0.0) for r in per)
    short = max(max(0.90 - r["unrelated"], 0.80 - r["same-domain"], 0.0) for r in per)
    caught = sum((r["unrelated"] + r["same-domain"]) / 2 for r in per) / len(per)
    return (round(excess, 4), round(short, 4), -caught)


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--modes", default="hybrid,lexical")
    a = ap.parse_args(argv)
    p = RankingParams()
    data = load(a.work, a.modes.split(","), p)
    grid = list(itertools.product([0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01], [0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 1.0],
                                  [0.0, 0.1, 0.2, 0.3, 0.4, 0.5], [0.0, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04]))
    report = {}
    for left in (*SETS, None):
        cal = [s for s in SETS if s != left]
        best = min(grid, key=lambda g: preference(rule_of(g, p), data, cal))
        rule = rule_of(best, p)
        measured = [s for s in SETS if s == left or left is None]
        report[left or "in-sample"] = {
            "params": dict(zip(("lex", "margin", "lex_lo", "margin_lo"), best, strict=True)),
            "calibration_preference": preference(rule, data, cal),
            "measured": {f"{s} {mode}": {k: round(v, 3) for k, v in rates(rule, data[(mode, s)]).items()}
                         for (mode, s) in data if s in measured},
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
