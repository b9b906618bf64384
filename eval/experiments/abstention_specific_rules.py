"""Candidate coverage rules for issue 35's wiki abstention (abst35), scored leave one dataset out.

    python eval/experiments/abstention_specific_rules.py --work WORK --sets johngrib,autorag-ko,...

Reads what eval/experiments/abstention_specific.py recorded (``lodo-hybrid.json`` and
``specific-hybrid.json`` per set) and recomputes the coverage of every question offline under a
family of rules (``absent`` 0 is the coverage before, checked against the recorded value):

* ``absent a``: a query term the whole store never uses (document frequency 0, not an analyser
  compound of two other query terms) weighs ``1 + a`` times its weight in the share's denominator
  — "a word this vault has never used" counts more against the vault holding the answer;
* ``minus c``: every term's weight lowered by ``c`` (floored at 0), so the commonest words count
  nothing;
* ``gate g``: coverage taken as 0 when the absent terms hold ``g`` or more of the query's weight;
* ``spread s``: the lift's probe spread is at least ``s`` (``abstain_min_spread``).

``--variants absent:minus[:gate[:spread]]``, e.g. ``0:0`` (the rule before: spread 0.001), ``3:0:2:0.025``.
The coverage in ``lodo-hybrid.json`` is whatever the collecting code computed; the variants are
recomputed from the recorded terms and hits, so the collection's own absent weight does not matter.

For each variant value, ADR 0033's joint rule with its three floors is chosen leave one dataset
out with :func:`hippocampus.evaluation.lodo.calibrate` (the same preference as ``hippo eval lodo``);
``--choose-variant`` also chooses the variant value itself on the six other sets (the same key).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.evaluation import lodo
from hippocampus.search.params import RankingParams


def absent_share(rec: dict[str, Any]) -> float:
    """The share of the query's weight in terms the whole store never uses (not analyser compounds)."""
    total = sum(t["w"] for t in rec["terms"])
    return sum(t["w"] for t in rec["terms"] if t["df"] == 0 and not t["compound"]) / total if total > 0 else 0.0


def coverage(rec: dict[str, Any], absent: float = 0.0, minus: float = 0.0, gate: float = 2.0) -> float:
    """held_coverage of the best of the recorded top hits, under the variant."""
    terms = rec["terms"]
    if not terms or not rec["hits"] or absent_share(rec) >= gate:
        return 0.0
    compound_of = {t["t"]: t["compound"] for t in terms}
    best = 0.0
    for h in rec["hits"]:
        holds = set(h["holds"])
        fuzzy_held = set(h["fuzzy_held"])
        total = got = 0.0
        for t in terms:
            w = max(0.0, t["w"] - minus)
            if t["t"] in holds:
                total += w
                got += w
                continue
            parts = compound_of.get(t["t"])
            if parts and all(x in holds for x in parts):
                continue
            scale = 1.0 + absent if (t["df"] == 0 and not parts) else 1.0
            total += w * scale
            got += w * max((s for v, s in t["fuzzy"] if v in fuzzy_held), default=0.0)
        best = max(best, got / total if total > 0 else 0.0)
    return best


def load(work: Path, sets: list[str]) -> dict[str, tuple[list[lodo.Outcome], list[dict[str, Any]]]]:
    out = {}
    for s in sets:
        outs = lodo.read_outcomes(work / s / "lodo-hybrid.json")
        recs = json.loads((work / s / "specific-hybrid.json").read_text(encoding="utf-8"))
        assert len(outs) == len(recs)
        bad = [o.id for o, r in zip(outs, recs, strict=True) if abs(coverage(r) - o.coverage) > 1e-6]
        if bad:
            print(f"{s}: {len(bad)} coverages not reproduced, e.g. {bad[:3]}", file=sys.stderr)
        out[s] = (outs, recs)
    return out


#: with ``--absent-beside-sim``: the absent weight applies only when the answer cosine clears
#: abstain_sim (as the product does: without a cosine that counts, coverage keeps ADR 0019's meaning)
BESIDE_SIM = False


def variant(data: dict[str, tuple[list[lodo.Outcome], list[dict[str, Any]]]], **kw: float) -> lodo.Calibration:
    sim = RankingParams().abstain_sim

    def cov(o: lodo.Outcome, r: dict[str, Any]) -> float:
        if BESIDE_SIM and (o.answer_cosine is None or o.answer_cosine < sim):
            return coverage(r, **{**kw, "absent": 0.0})
        return coverage(r, **kw)

    return {"hybrid": {s: [replace(o, coverage=cov(o, r)) for o, r in zip(outs, recs, strict=True)]
                       for s, (outs, recs) in data.items()}}


def row(report: dict[str, Any], name: str) -> str:
    r = report["hybrid"][name]
    x, d = r["left_out"], r["defaults"]
    ok = x["false"] <= lodo.false_target(r["counts"]["answerable"]) + 1e-9 and x["unrelated"] >= 0.95 - 1e-9
    p = x["params"]
    return (f"{name}: LODO false {x['false']:.3f} unrel {x['unrelated']:.3f} everyday {x['everyday']:.3f} "
            f"same {x['same-domain'] if x['same-domain'] is None else round(x['same-domain'], 3)} "
            f"{'MET' if ok else 'missed'} [{p.get('abstain_evidence')}/{p.get('abstain_cov_weight')}/{p.get('abstain_cov_alone')}]"
            f" | shipped floors: false {d['false']:.3f} unrel {d['unrelated']:.3f} everyday {d['everyday']:.3f}")


def base(spread: float) -> RankingParams:
    """The rule's other parameters: the lift's smallest probe spread as given; the absent weight 0
    (it is applied offline to the recorded terms, :func:`coverage`)."""
    return RankingParams().with_overrides(abstain_min_spread=spread, abstain_absent_weight=0.0)


def key(by_set: dict[str, list[lodo.Outcome]], p: RankingParams, checked: frozenset[str]) -> tuple[float, ...]:
    """calibrate's preference for one point: false excess, then mean and worst unrelated, then mean false."""
    excess, worst, means, falses = 0.0, 1.0, [], []
    for name, outs in by_set.items():
        ans = [o for o in outs if o.kind == "answerable"]
        unrel = [o for o in outs if o.kind == "unrelated" or (o.kind == "everyday" and o.part == "choose" and name in checked)]
        if ans:
            f = sum(lodo.abstains(o, p, "hybrid") for o in ans) / len(ans)
            excess = max(excess, f - lodo.false_target(len(ans)) - 1e-9)
            falses.append(f)
        if unrel:
            u = sum(lodo.abstains(o, p, "hybrid") for o in unrel) / len(unrel)
            worst, means = min(worst, u), [*means, u]
    return (round(max(excess, 0.0), 6), -round(sum(means) / len(means), 6), -round(worst, 6), round(sum(falses) / len(falses), 6))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    ap.add_argument("--variants", default="0:0,1:0,2:0,3:0", help="absent:minus[:gate[:min_spread]]")
    ap.add_argument("--choose-variant", action="store_true")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--absent-beside-sim", action="store_true", help="the absent weight only beside a cosine >= abstain_sim")
    a = ap.parse_args(argv)
    global BESIDE_SIM
    BESIDE_SIM = a.absent_beside_sim
    sets = a.sets.split(",")
    data = load(a.work, sets)
    checked = frozenset(s for s in sets if lodo.everyday_checked(s, a.work / s))
    results: dict[str, Any] = {}
    variants = [tuple(float(x) for x in v.split(":")) for v in a.variants.split(",") if v]
    cals = {}
    for v in variants:
        ab, mi, gate, spread = (*v, *(2.0, 1e-3)[len(v) - 2:])
        cal = variant(data, absent=ab, minus=mi, gate=gate)
        cals[v] = cal
        rep = lodo.lodo(cal, base(spread), checked)
        results[f"absent {ab:g} minus {mi:g} gate {gate:g} spread {spread:g}"] = rep
        print(f"== absent {ab:g} minus {mi:g} gate {gate:g} spread {spread:g}")
        for s in sets:
            print("  " + row(rep, s))
        sys.stdout.flush()
    if a.choose_variant:
        results["chosen variant"] = chosen = {}
        print("== variant chosen on the other sets too")
        for s in sets:
            best = None
            for v, cal in cals.items():
                rest = {"hybrid": {n: o for n, o in cal["hybrid"].items() if n != s}}
                p, _ = lodo.calibrate(rest, base(v[3] if len(v) > 3 else 1e-3), checked)
                k = key(rest["hybrid"], p, checked)
                if best is None or k < best[0]:
                    best = (k, v, p)
            assert best is not None
            _, v, p = best
            x = lodo.rates(cals[v]["hybrid"][s], p, "hybrid")
            n = sum(1 for o in cals[v]["hybrid"][s] if o.kind == "answerable")
            ok = x["false"] <= lodo.false_target(n) + 1e-9 and x["unrelated"] >= 0.95 - 1e-9
            chosen[s] = {"variant": v, "floors": [p.abstain_evidence, p.abstain_cov_weight, p.abstain_cov_alone], **x}
            print(f"  {s}: variant {v} floors {chosen[s]['floors']} false {x['false']:.3f} unrel {x['unrelated']:.3f} "
                  f"everyday {x['everyday']:.3f} {'MET' if ok else 'missed'}")
    if a.json:
        a.json.write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
