"""Candidate rules for issue 35's abstention, round 4 (abst35d), scored leave one dataset out.

    python eval/experiments/abstention_agreement_rules.py --work WORK --sets obsidian,johngrib,... [--json FILE]

Reads what eval/experiments/abstention_agreement.py recorded (``agreement-outcomes.json`` and
``agreement-hybrid.json`` per set: the searches with the legs' agreement rule off, and per question
the two legs' first notes, the returned hits, the query terms' document frequencies) and scores
rules offline. Each rule discounts a question's coverage (the query's own words in the hits,
``coverage × share``) when a condition on that record holds:

* ``answer-not-in-lex K`` — the note carrying the answer cosine is not among the lexical leg's
  first K notes (the rule shipped with K 10, share 0.5: ``abstention.legs_disagree``);
* ``both-disagree K`` — the lexical leg's best note is not in the semantic leg's first K and the
  semantic leg's best note not in the lexical leg's first K;
* ``top-not-in-lex K`` — the first returned hit's note is not among the lexical leg's first K;
* ``sem-best-not-in-lex K`` / ``lex-best-not-in-sem K`` — one leg's best note beyond the other's K;
* ``flat-sem g`` — the semantic leg's best note leads the next by less than g (a flat list);
* ``flat-lex s`` — the lexical leg's best note holds less than s of the first five notes' BM25F;
* ``common-words i`` — the words the best covering hit holds all have an idf under i in the store
  (the rarity of the covering terms).

For every rule value, ADR 0033's three floors are chosen leave one dataset out with the preference
of :func:`hippocampus.evaluation.lodo.calibrate` (the grid's verdicts computed once per set, then
combined per fold: the same choice, checked against ``lodo.lodo`` on the rule off); ``--nested``
also chooses the rule value on the seven other sets (the same key) among a family.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.evaluation import lodo
from hippocampus.search.params import RankingParams

P0 = RankingParams().with_overrides(abstain_disagree_share=1.0)  # the recorded coverage is the one before the rule
POINTS = lodo.grid("hybrid")
PV = np.array([tuple(p.values()) for p in POINTS])


def features(rec: dict[str, Any]) -> dict[str, float]:
    lex = [d for d, _ in rec["lex"]]
    sem = [d for d, _ in rec["sem"]]

    def rank(lst: list[int], d: int | None) -> int:
        return lst.index(d) + 1 if d in lst else 99

    hits = rec["hits"]
    ans = max((h for h in hits if h[2] is not None), key=lambda h: h[2], default=None)
    scores = [v for _, v in rec["lex"]]
    cos = [c for _, c in rec["sem"]]
    terms = {t["t"]: t for t in rec["terms"]}
    held: list[str] = max(rec["held"], key=lambda hs: sum(terms[t]["w"] for t in hs), default=[])
    return {
        "answer_in_lex": rank(lex, ans[1]) if ans else 99,
        "top_in_lex": rank(lex, hits[0][1]) if hits else 99,
        "lex_in_sem": rank(sem, lex[0]) if lex else 99,
        "sem_in_lex": rank(lex, sem[0]) if sem else 99,
        "sem_gap": cos[0] - cos[1] if len(cos) > 1 else 0.0,
        "lex_share": scores[0] / sum(scores[:5]) if scores else 0.0,
        "held_max_idf": max((math.log(rec["n"] / (1 + terms[t]["df"])) for t in held), default=0.0),
    }


Cond = Callable[[dict[str, float]], bool]
RULES: dict[str, Callable[[float], Cond]] = {
    "answer-not-in-lex": lambda k: lambda f: f["answer_in_lex"] > k,
    "both-disagree": lambda k: lambda f: f["lex_in_sem"] > k and f["sem_in_lex"] > k,
    "top-not-in-lex": lambda k: lambda f: f["top_in_lex"] > k,
    "sem-best-not-in-lex": lambda k: lambda f: f["sem_in_lex"] > k,
    "lex-best-not-in-sem": lambda k: lambda f: f["lex_in_sem"] > k,
    "flat-sem": lambda g: lambda f: f["sem_gap"] < g,
    "flat-lex": lambda s: lambda f: f["lex_share"] < s,
    "common-words": lambda i: lambda f: f["held_max_idf"] < i,
}


def load(work: Path, sets: list[str]) -> dict[str, list[tuple[lodo.Outcome, dict[str, float]]]]:
    out = {}
    for s in sets:
        outs = lodo.read_outcomes(work / s / "agreement-outcomes.json")
        recs = json.loads((work / s / "agreement-hybrid.json").read_text(encoding="utf-8"))
        assert len(outs) == len(recs), s
        out[s] = [(o, features(r)) for o, r in zip(outs, recs, strict=True)]
    return out


def calibration(data: dict[str, list[tuple[lodo.Outcome, dict[str, float]]]], cond: Cond | None, share: float) -> lodo.Calibration:
    return {"hybrid": {s: [replace(o, coverage=o.coverage * share) if cond is not None and cond(f) else o for o, f in rows]
                       for s, rows in data.items()}}


def per_set(cal: lodo.Calibration, checked: frozenset[str], base: RankingParams = P0) -> dict[str, dict[str, Any]]:
    """Each set's false and unrelated abstention at every grid point (calibrate's quantities)."""
    out = {}
    for s, outs in cal["hybrid"].items():
        c = lodo._columns(outs, base, "hybrid")
        kinds, parts = np.array(c.kinds), np.array(c.parts)
        v = np.array([lodo._verdicts(c, pt, base, "hybrid") for pt in POINTS])
        ans = kinds == "answerable"
        unrel = (kinds == "unrelated") | ((kinds == "everyday") & (parts == "choose") & (s in checked))
        f = v[:, ans].mean(1) if ans.any() else None
        out[s] = {"f": f, "u": v[:, unrel].mean(1) if unrel.any() else None,
                  "target": max(lodo.false_target(int(ans.sum())), float(f.min())) if f is not None else None}
    return out


def choose(stats: dict[str, dict[str, Any]], names: list[str]) -> tuple[dict[str, float], tuple[float, ...]]:
    """calibrate's choice on ``names``: false excess, mean and worst unrelated, mean false, lowest floors."""
    excess, worst = np.zeros(len(POINTS)), np.ones(len(POINTS))
    means: list[Any] = []
    falses: list[Any] = []
    for n in names:
        d = stats[n]
        if d["f"] is not None:
            excess = np.maximum(excess, d["f"] - d["target"] - 1e-9)
            falses.append(d["f"])
        if d["u"] is not None:
            worst, means = np.minimum(worst, d["u"]), [*means, d["u"]]
    k1: Any = np.round(np.maximum(excess, 0), 6)
    k2: Any = -np.round(np.mean(np.array(means), 0), 6)
    k3: Any = -np.round(worst, 6)
    k4: Any = np.round(np.mean(np.array(falses), 0), 6)
    i = int(np.lexsort((PV[:, 2], PV[:, 1], PV[:, 0], k4, k3, k2, k1))[0])
    return POINTS[i], (float(k1[i]), float(k2[i]), float(k3[i]), float(k4[i]))


def met(x: dict[str, Any], n: int) -> bool:
    return bool(x["false"] <= lodo.false_target(n) + 1e-9 and x["unrelated"] >= lodo.TARGETS["unrelated"] - 1e-9)


def measure(cal: lodo.Calibration, stats: dict[str, dict[str, Any]], s: str, point: dict[str, float]) -> dict[str, Any]:
    x = lodo.rates(cal["hybrid"][s], P0.with_overrides(**point), "hybrid")
    n = sum(1 for o in cal["hybrid"][s] if o.kind == "answerable")
    return {**x, "params": point, "met": met(x, n)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    ap.add_argument("--json", type=Path, default=None)
    a = ap.parse_args(argv)
    sets = a.sets.split(",")
    checked = frozenset(s for s in sets if lodo.everyday_checked(s, a.work / s))
    data = load(a.work, sets)
    variants: list[tuple[str, float, float]] = [("off", 0.0, 1.0)]
    variants += [("answer-not-in-lex", k, sh) for k in (3, 5, 8, 10, 12, 15, 20) for sh in (0.0, 0.25, 0.4, 0.5, 0.6, 0.75)]
    variants += [("both-disagree", k, sh) for k in (5, 10, 20) for sh in (0.0, 0.5)]
    variants += [("top-not-in-lex", k, 0.5) for k in (10, 20)]
    variants += [("sem-best-not-in-lex", 20, 0.5), ("lex-best-not-in-sem", 20, 0.5), ("flat-sem", 0.002, 0.5),
                 ("flat-lex", 0.25, 0.5), ("common-words", 6.0, 0.5)]
    results: dict[str, Any] = {"variants": {}}
    cals, stats = {}, {}
    for v in variants:
        rule, value, share = v
        cal = calibration(data, None if rule == "off" else RULES[rule](value), share)
        st = per_set(cal, checked)
        cals[v], stats[v] = cal, st
        rows = {s: measure(cal, st, s, choose(st, [n for n in sets if n != s])[0]) for s in sets}
        in_sample = choose(st, sets)[0]
        name = f"{rule} {value:g} share {share:g}"
        results["variants"][name] = {"met": sum(r["met"] for r in rows.values()), "left_out": rows, "in_sample_floors": in_sample,
                                     "in_sample": {s: measure(cal, st, s, in_sample) for s in sets}}
        print(f"{name:32s} met {results['variants'][name]['met']} | " + " | ".join(
            f"{s[:8]} {r['false']:.3f}/{r['unrelated']:.2f}{'*' if r['met'] else ' '}" for s, r in rows.items()), flush=True)
    for label, family in (("answer-not-in-lex, share >= 0.25", [v for v in variants if v[0] == "off" or (v[0] == "answer-not-in-lex" and v[2] >= 0.25)]),
                          ("answer-not-in-lex, every share", [v for v in variants if v[0] in ("off", "answer-not-in-lex")]),
                          ("every variant", variants)):
        rows = {}
        for s in sets:
            rest = [n for n in sets if n != s]
            _, v, point = min(((choose(stats[v], rest)[1], v, choose(stats[v], rest)[0]) for v in family), key=lambda t: t[0])
            rows[s] = {"variant": list(v), **measure(cals[v], stats[v], s, point)}
        results[f"nested: {label}"] = rows
        print(f"nested ({label}): met {sum(r['met'] for r in rows.values())} | " + " | ".join(
            f"{s[:8]} {r['variant'][0][:6]} {r['variant'][1]:g}/{r['variant'][2]:g} {r['false']:.3f}/{r['unrelated']:.2f}{'*' if r['met'] else ' '}"
            for s, r in rows.items()), flush=True)
    if a.json:
        a.json.write_text(json.dumps(results, indent=1, ensure_ascii=False, default=str), encoding="utf-8")


if __name__ == "__main__":
    main()
