"""Research (issue 35 item 2): fusion schemes over the note-level features that
eval/experiments/ranking_features.py wrote, per set, against plain RRF of the same legs.

    python eval/experiments/ranking_fusion.py FEATURES.json ... [--schemes a,b]

Prints R@1 / R@5 / MRR@10 per set and scheme, and each scheme's worst margin over the plain
RRF (k = 60) of whole-note BM25 (bm25s) and the note-level e5 leg.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

Ranked = list[str]
Systems = Mapping[str, Sequence[Sequence[Any]]]


def order(scores: Mapping[str, float]) -> Ranked:
    return [p for p, _ in sorted(scores.items(), key=lambda x: (-x[1], x[0]))]


def rrf(lists: Sequence[Sequence[Sequence[Any]]], k: float = 60.0, weights: Sequence[float] | None = None, depth: int = 50) -> Ranked:
    s: dict[str, float] = {}
    for i, lst in enumerate(lists):
        w = 1.0 if weights is None else weights[i]
        for r, (p, _) in enumerate(lst[:depth], start=1):
            s[p] = s.get(p, 0.0) + w / (k + r)
    return order(s)


def minmax(lst: Sequence[Sequence[Any]]) -> dict[str, float]:
    if not lst:
        return {}
    vals = [v for _, v in lst]
    lo, hi = min(vals), max(vals)
    return {p: (v - lo) / (hi - lo) if hi > lo else 1.0 for p, v in lst}


def maxnorm(lst: Sequence[Sequence[Any]]) -> dict[str, float]:
    if not lst:
        return {}
    hi = max(v for _, v in lst)
    return {p: v / hi if hi > 0 else 0.0 for p, v in lst}


def convex(lex: Sequence[Sequence[Any]], vec: Sequence[Sequence[Any]], alpha: float, norm: str = "max") -> Ranked:
    ln = maxnorm(lex) if norm == "max" else minmax(lex)
    # every lexical candidate gets its cosine where known; else the lowest cosine seen
    vd = dict((p, v) for p, v in vec)
    lo = min(vd.values(), default=0.0)
    pool = set(ln) | set(vd)
    allv = [(p, vd.get(p, lo)) for p in pool]
    vn = minmax(allv)
    return order({p: (1 - alpha) * ln.get(p, 0.0) + alpha * vn.get(p, 0.0) for p in pool})


def convex_cov(q: Any, lexname: str, alpha: float, per_doc: bool = False, ctop: bool = False, vdepth: int = 50,
               solo: float | None = None) -> Ranked:
    s = q["systems"]
    vec = s["vec"][:vdepth]
    if lexname.endswith("+B"):
        sec, secb = dict(map(tuple, s["sec"])), dict(map(tuple, s["secb"]))
        lex = sorted(((p, v * (secb[p] / sec[p] if p in sec and p in secb and sec[p] > 0 else 1.0)) for p, v in s[lexname[:-2]]),
                     key=lambda x: -x[1])
    else:
        lex = s[lexname]
    ncov = q.get("ncov", {})
    ln = maxnorm(lex)
    vd = dict((p, v) for p, v in vec)
    allc = q.get("cos", {})
    lo = min(vd.values(), default=0.0)
    pool = set(ln) | set(vd)
    if solo is not None:
        pool = {p for p in pool if p in ln or vd[p] >= solo}
    vn = minmax([(p, allc.get(p, vd.get(p, lo))) for p in pool])
    if ctop:
        c = q.get("c_top", 1.0)
    else:
        c = ncov.get(lex[0][0], 1.0) if lex else 1.0
    return order({p: (1 - alpha) * (ncov.get(p, 0.0) if per_doc else c) * ln.get(p, 0.0) + alpha * vn.get(p, 0.0) for p in pool})


def lex_mixed(q: Any, w: str, beta: float) -> list[tuple[str, float]]:
    """beta * best boosted section (max-normalised) + (1 - beta) * whole-note BM25F x boost (max-normalised)."""
    s = q["systems"]
    sec, secb = dict(map(tuple, s["sec"])), dict(map(tuple, s["secb"]))
    note = {p: v * (secb[p] / sec[p] if p in sec and p in secb and sec[p] > 0 else 1.0) for p, v in s[f"note:{w}"]}
    a, b = maxnorm(list(secb.items())), maxnorm(list(note.items()))
    return sorted(((p, beta * a.get(p, 0.0) + (1 - beta) * b.get(p, 0.0)) for p in set(a) | set(b)), key=lambda x: -x[1])


def lex_mps(q: Any, lam: float) -> list[tuple[str, float]]:
    """max-plus-sum: best boosted section + lam * the other sections' BM25."""
    s = q["systems"]
    sec, secb, ssum = dict(map(tuple, s["sec"])), dict(map(tuple, s["secb"])), dict(map(tuple, s["secsum"]))
    out = {p: v + lam * max(ssum.get(p, 0.0) - sec.get(p, 0.0), 0.0) for p, v in secb.items()}
    return sorted(out.items(), key=lambda x: -x[1])


def convex_lex(q: Any, lex: list[tuple[str, float]], alpha: float, cmode: str = "note") -> Ranked:
    vec = q["systems"]["vec"]
    ln = maxnorm(lex)
    vd = dict((p, v) for p, v in vec)
    allc = q.get("cos", {})
    lo = min(vd.values(), default=0.0)
    pool = set(ln) | set(vd)
    vn = minmax([(p, allc.get(p, vd.get(p, lo))) for p in pool])
    if cmode == "top":
        c = q.get("c_top", 1.0)
    else:
        c = q.get("ncov", {}).get(lex[0][0], 1.0) if lex else 1.0
    return order({p: (1 - alpha) * c * ln.get(p, 0.0) + alpha * vn.get(p, 0.0) for p in pool})


def metrics(ranked: Ranked, relevant: set[str]) -> tuple[float, float, float]:
    r1 = 1.0 if ranked[:1] and ranked[0] in relevant else 0.0
    r5 = 1.0 if any(p in relevant for p in ranked[:5]) else 0.0
    mrr = next((1.0 / i for i, p in enumerate(ranked[:10], start=1) if p in relevant), 0.0)
    return r1, r5, mrr


SCHEMES: dict[str, Callable[[Systems], Ranked]] = {
    "hybrid(today)": lambda s: [p for p, _ in s["hybrid"]],
    "lexical(today)": lambda s: [p for p, _ in s["lexical"]],
    "vec": lambda s: [p for p, _ in s["vec"]],
    "bm25s": lambda s: [p for p, _ in s["bm25s"]],
    "RRF(bm25s,vec)": lambda s: rrf([s["bm25s"], s["vec"]]),
    "RRF(sec,vec)": lambda s: rrf([s["sec"], s["vec"]]),
}
for _w in ("1/1/1", "2/1/1", "3/1.5/1", "5/2/1", "3/0.5/1", "8/2/1"):
    SCHEMES[f"note{_w}"] = (lambda w: lambda s: [p for p, _ in s[f"note:{w}"]])(_w)
    SCHEMES[f"RRF(note{_w},vec)"] = (lambda w: lambda s: rrf([s[f"note:{w}"], s["vec"]]))(_w)
    SCHEMES[f"RRF(note{_w},sec,vec)"] = (lambda w: lambda s: rrf([s[f"note:{w}"], s["sec"], s["vec"]]))(_w)
    for _a in (0.3, 0.5, 0.7):
        SCHEMES[f"cvx(note{_w},vec,{_a})"] = (lambda w, a: lambda s: convex(s[f"note:{w}"], s["vec"], a))(_w, _a)


for _w in ("1/1/1", "3/1.5/1", "5/2/1"):
    for _a in (0.2, 0.3, 0.4, 0.5):
        SCHEMES[f"cvxc(note{_w},{_a})"] = (lambda w, a: lambda s: None)(_w, _a)
        SCHEMES[f"cvxd(note{_w},{_a})"] = (lambda w, a: lambda s: None)(_w, _a)
for _w in ("1/1/1", "3/1.5/1", "5/2/1"):
    for _a in (0.2, 0.3, 0.4, 0.5, 0.6):
        SCHEMES[f"cvxc(note{_w}+B,{_a})"] = (lambda w, a: lambda s: None)(_w, _a)
for _a in (0.3, 0.5):
    SCHEMES[f"cvxT(secb,{_a})"] = (lambda a: lambda s: None)(_a)
SCHEMES["cvxT(secb,0.3,solo)"] = lambda s: None
for _a in (0.2, 0.3, 0.4):
    SCHEMES[f"cvxS(note1/1/1,{_a})"] = lambda s: None
QSCHEMES: dict[str, Callable[[Any], Ranked]] = {}
for _n in list(SCHEMES):
    if _n.startswith("cvxc(") or _n.startswith("cvxd("):
        _w, _a = _n[len("cvxc(note"):-1].split(",")
        QSCHEMES[_n] = (lambda w, a, d: lambda q: convex_cov(q, f"note:{w}", float(a), per_doc=d))(_w, _a, _n.startswith("cvxd"))
    if _n.startswith("cvxT("):
        _a = _n[len("cvxT(secb,"):-1].split(",")[0]
        _solo = 0.8 if _n.endswith("solo)") else None
        QSCHEMES[_n] = (lambda a, so: lambda q: convex_cov(q, "secb", float(a), ctop=True, vdepth=30 if so else 50, solo=so))(_a, _solo)


for _n in list(SCHEMES):
    if _n.startswith("cvxS("):
        _a = _n[len("cvxS(note1/1/1,"):-1]
        QSCHEMES[_n] = (lambda a: lambda q: convex_cov(q, "note:1/1/1", float(a), vdepth=30, solo=0.8))(_a)


for _b in (0.3, 0.5, 0.7):
    for _a in (0.3, 0.4, 0.5):
        for _c in ("note", "top"):
            _n = f"mix(b={_b},a={_a},c={_c})"
            SCHEMES[_n] = lambda s: None
            QSCHEMES[_n] = (lambda b, a, c: lambda q: convex_lex(q, lex_mixed(q, "1/1/1", b), a, c))(_b, _a, _c)
        for _w in ("3/1.5/1", "5/2/1", "3/0.5/1", "8/2/1"):
            _n = f"mixw(w={_w},b={_b},a={_a})"
            SCHEMES[_n] = lambda s: None
            QSCHEMES[_n] = (lambda w, b, a: lambda q: convex_lex(q, lex_mixed(q, w, b), a, "note"))(_w, _b, _a)
for _l in (0.1, 0.25, 0.5):
    for _a in (0.3, 0.4, 0.5):
        for _c in ("note", "top"):
            _n = f"mps(l={_l},a={_a},c={_c})"
            SCHEMES[_n] = lambda s: None
            QSCHEMES[_n] = (lambda lam, a, c: lambda q: convex_lex(q, lex_mps(q, lam), a, c))(_l, _a, _c)
for _a in (0.3, 0.4, 0.5):
    _n = f"secb(a={_a},c=top)"
    SCHEMES[_n] = lambda s: None
    QSCHEMES[_n] = (lambda a: lambda q: convex_lex(q, q["systems"]["secb"], a, "top"))(_a)


def run_scheme(name: str, q: Any) -> Ranked:
    return QSCHEMES[name](q) if name in QSCHEMES else SCHEMES[name](q["systems"])


def evaluate(files: Sequence[Path], names: Sequence[str]) -> dict[str, dict[str, tuple[float, float, float]]]:
    out: dict[str, dict[str, tuple[float, float, float]]] = {}
    for f in files:
        data = json.loads(f.read_text())
        qs = data["questions"]
        res: dict[str, tuple[float, float, float]] = {}
        for name in names:
            tot = [0.0, 0.0, 0.0]
            for q in qs:
                m = metrics(run_scheme(name, q), set(q["relevant"]))
                tot = [a + b for a, b in zip(tot, m, strict=True)]
            res[name] = tuple(x / len(qs) for x in tot)  # type: ignore[assignment]
        out[data["set"]] = res
    return out


def margin(res: dict[str, dict[str, tuple[float, float, float]]], sets: Sequence[str], name: str, base: str) -> tuple[float, float]:
    """(worst difference to the baseline over the sets and the three metrics, mean MRR difference)."""
    worst = min(x - y for s in sets for x, y in zip(res[s][name], res[s][base], strict=True))
    mean_mrr = sum(res[s][name][2] - res[s][base][2] for s in sets) / len(sets)
    return worst, mean_mrr


def lodo(res: dict[str, dict[str, tuple[float, float, float]]], names: Sequence[str], base: str) -> None:
    """For each set left out: the scheme with the best (worst margin over the baseline, then mean
    MRR margin) on the other sets, and its margins on the left-out set."""
    sets = list(res)
    cands = [n for n in names if n != base]
    print("\n| left out | chosen on the others | its Δ R@1 / R@5 / MRR on the left-out set |\n|---|---|---|")
    for out in sets:
        rest = [s for s in sets if s != out]
        best = max(cands, key=lambda n: margin(res, rest, n, base))
        d = [x - y for x, y in zip(res[out][best], res[out][base], strict=True)]
        print(f"| {out} | {best} | " + " / ".join(f"{x:+.3f}" for x in d) + " |")
    best = max(cands, key=lambda n: margin(res, sets, n, base))
    print(f"\nchosen on every set (in-sample): {best}, worst margin {margin(res, sets, best, base)[0]:+.3f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--schemes", default="")
    ap.add_argument("--baseline", default="RRF(bm25s,vec)")
    ap.add_argument("--lodo", default="", help="substrings of the schemes the leave-one-out choice ranges over")
    ap.add_argument("--quiet", action="store_true", help="no per-scheme table")
    a = ap.parse_args()
    names = [n for n in SCHEMES if not a.schemes or any(x in n for x in a.schemes.split(","))]
    if a.baseline not in names:
        names.append(a.baseline)
    res = evaluate(a.files, names)
    if a.lodo:
        lodo(res, [n for n in names if any(x in n for x in a.lodo.split(","))], a.baseline)
    if a.quiet:
        return
    sets = list(res)
    print("| scheme | " + " | ".join(f"{s} R@1/R@5/MRR" for s in sets) + " | worst Δ vs base |")
    print("|---|" + "---|" * (len(sets) + 1))
    for n in names:
        cells, worst = [], math.inf
        for s in sets:
            m, b = res[s][n], res[s][a.baseline]
            worst = min(worst, *(x - y for x, y in zip(m, b, strict=True)))
            cells.append("/".join(f"{x:.3f}" for x in m))
        print(f"| {n} | " + " | ".join(cells) + f" | {worst:+.3f} |")


if __name__ == "__main__":
    main()
