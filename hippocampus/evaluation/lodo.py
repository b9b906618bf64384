"""Leave-one-dataset-out (LODO) evaluation of abstention (issue 26, ADR 0019).

    hippo eval lodo /tmp/hippo-bench [--sets autorag-ko,longmemeval,locomo,johngrib] [--collect]
    python eval/lodo.py --work /tmp/hippo-bench [--sets ...] [--collect]       # the same, as a script

For every benchmark set (built by ``eval/bench_search.py`` under ``<work>/<set>``) three kinds
of questions are searched in hybrid and in lexical mode, with abstention off:

- ``answerable`` — the set's own labelled questions;
- ``unrelated`` — ``hippocampus.evaluation.datasets.UNRELATED`` (topics none of the corpora discuss, plus the
  set's own ``_abs`` questions);
- ``same-domain`` — ``hippocampus/evaluation/data/same_domain_unanswerable.json``: the corpus's subject, facts it
  does not hold, written by hand without looking at any ranking.

The real personal wiki (``johngrib``: ``eval/bench_wiki_kinds.py --work <work>/johngrib``) is a
fourth set with its own hand-written questions (answerable ones of five kinds, unrelated and
same-domain ones; hippocampus/evaluation/data/johngrib_questions.json), every one over the whole wiki.

Each search's evidence (query-term coverage, the cosine of the returned hits, the store's
background level for the query) is kept per query in ``<work>/<set>/lodo-<mode>.json``
(``--collect`` recomputes it; embedding is the slow part). Then, for each set in turn, the
abstention parameters are chosen on the *other* sets only (``calibrate``) and measured on the
left-out one. In-sample figures (chosen on all sets) are reported beside them. The rule
itself is :func:`hippocampus.search.abstention.below_floor`, the one the product runs.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hippocampus.evaluation.golden import GoldenQuery, load_golden, to_store_filters
from hippocampus.evaluation.metrics import mean, summarize
from hippocampus.search.params import RankingParams

SETS = ("autorag-ko", "longmemeval", "locomo")
#: The real personal wiki of ../shared/bench with its own question set: a LODO set when its
#: store exists under ``<work>/johngrib`` (eval/bench_wiki_kinds.py --work <work>/johngrib).
WIKI_SET = "johngrib"
WIKI_QUESTIONS = Path(__file__).resolve().parent / "data" / "johngrib_questions.json"
MODES = ("hybrid", "lexical")
SAME_DOMAIN = Path(__file__).resolve().parent / "data" / "same_domain_unanswerable.json"
#: Targets of issue 26 (per left-out set).
TARGETS = {"unrelated": 0.90, "same-domain": 0.80, "false": 0.02}


@dataclass(frozen=True)
class Outcome:
    id: str
    kind: str  # answerable | unrelated | same-domain
    ranked: tuple[str, ...]
    relevant: tuple[str, ...]
    coverage: float
    answer_cosine: float | None  # best cosine among the returned hits
    best_cosine: float | None  # best cosine of the semantic leg (returned or not)
    background: float | None  # the store's background cosine level for this query
    null_level: float | None
    depth: tuple[float, ...] = ()  # the best cosines in scope (background_depth of them), best first
    null_ceiling: float | None = None  # the strictest probe level in scope (abstention.unanchored)


def questions(name: str, work: Path) -> list[tuple[str, GoldenQuery]]:
    """(kind, question) for the set: its golden set plus the same-domain unanswerable ones,
    scoped round-robin over the set's scopes like its unrelated questions. The real wiki
    (``johngrib``, built by eval/bench_wiki_kinds.py) brings its own hand-written questions of
    every kind (data/johngrib_questions.json), each over the whole wiki."""
    if name == WIKI_SET:
        return wiki_questions()
    golden = load_golden(work / "golden.jsonl")
    out = [("answerable" if q.answerable else "unrelated", q) for q in golden]
    scopes = sorted({str(prefix) for q in golden if (prefix := q.filters.get("path_prefix"))})
    same = json.loads(SAME_DOMAIN.read_text(encoding="utf-8"))[name]
    for i, text in enumerate(same):
        filters = {"path_prefix": scopes[i % len(scopes)]} if scopes else {}
        out.append(("same-domain", GoldenQuery(f"{name}-same-{i:02d}", text, "abstain", (), filters)))
    return out


def wiki_questions() -> list[tuple[str, GoldenQuery]]:
    from hippocampus.evaluation.golden import Expected

    out = []
    for q in json.loads(WIKI_QUESTIONS.read_text(encoding="utf-8"))["questions"]:
        kind = "answerable" if q["relevant"] else q["kind"]
        expected = tuple(Expected(p) for p in q["relevant"])
        out.append((kind, GoldenQuery(q["id"], q["query"], q["kind"] if q["relevant"] else "abstain", expected)))
    return out


def collect(name: str, work: Path, mode: str, embedder: Any | None) -> list[Outcome]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.search.nullfloor import null_floor
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search, without_bookkeeping

    settings = Settings(vault=work / "vault", home=work / "home")
    params = load_params(settings.home, getattr(embedder, "model_id", None))
    out = []
    with throwaway_store(settings.store_dir) as store:
        for kind, q in questions(name, work):
            filters = to_store_filters(q.filters)
            res = search(store, embedder if mode == "hybrid" else None, q.query, mode=mode, k=10,
                         filters=filters, params=params, abstain=False)
            depth: tuple[float, ...] = ()
            if mode == "hybrid" and embedder is not None:  # the query vector is memoised: no second embedding
                depth = tuple(c for _, c in store.semantic(embedder.embed_query(q.query), filters, params.background_depth))
            scope = without_bookkeeping(filters)  # the scope the search itself measured in
            ceiling = null_floor(store, embedder, q.query, scope, params.abstain_null_unanchored) if mode == "hybrid" else None
            out.append(Outcome(q.id, kind, tuple(h.path for h in res.hits), tuple(sorted(q.relevant_paths)),
                               res.lexical_coverage, res.answer_cosine, res.best_cosine, res.background, res.null_level, depth,
                               ceiling))
    return out


def load_outcomes(name: str, work: Path, mode: str, embedder: Any | None, refresh: bool) -> list[Outcome]:
    path = work / f"lodo-{mode}.json"
    if refresh or not path.exists():
        rows = collect(name, work, mode, embedder)
        path.write_text(json.dumps([asdict(o) for o in rows], ensure_ascii=False), encoding="utf-8")
    return read_outcomes(path)


def read_outcomes(path: Path) -> list[Outcome]:
    """The outcomes a collection wrote (``<work>/<set>/lodo-<mode>.json``)."""
    return [Outcome(**{**r, "ranked": tuple(r["ranked"]), "relevant": tuple(r["relevant"]), "depth": tuple(r.get("depth", ()))})
            for r in json.loads(path.read_text(encoding="utf-8"))]


# ---------------------------------------------------------------------------- scoring


def abstains(o: Outcome, p: RankingParams, mode: str) -> bool:
    from hippocampus.search.abstention import Evidence, background_level, below_floor

    background = background_level(o.depth, p) if o.depth else o.background
    ceiling = o.null_ceiling if mode == "hybrid" else None
    return below_floor(Evidence(o.answer_cosine if mode == "hybrid" else None, o.coverage, background, o.null_level, ceiling), mode, p)


def rates(outcomes: Sequence[Outcome], p: RankingParams, mode: str) -> dict[str, float | None]:
    def rate(kind: str) -> float | None:
        xs = [o for o in outcomes if o.kind == kind]
        return mean(1.0 if abstains(o, p, mode) else 0.0 for o in xs) if xs else None

    return {"unrelated": rate("unrelated"), "same-domain": rate("same-domain"), "false": rate("answerable")}


def ranking(outcomes: Sequence[Outcome]) -> dict[str, float]:
    rows = [{"ranked": list(o.ranked), "relevant": set(o.relevant)} for o in outcomes if o.kind == "answerable"]
    m = summarize(rows)
    return {"recall@5": m["recall@5"], "mrr@10": m["mrr@10"], "n": m["n"]}


def _grid() -> Iterable[dict[str, float]]:
    lexs = [round(0.10 + 0.025 * i, 3) for i in range(25)]  # 0.10 .. 0.70
    margins = [round(0.005 * i, 3) for i in range(17)]  # 0.00 .. 0.08
    for x in lexs:
        for m in margins:
            yield {"abstain_lex": x, "abstain_margin": m}


Calibration = dict[str, dict[str, list[Outcome]]]  # mode → set → outcomes


def calibrate(cal: Calibration, base: RankingParams) -> tuple[RankingParams, dict[str, Any]]:
    """One (abstain_lex, abstain_margin) for both modes (the coverage floor is the same with and
    without a cosine). Order of preference, over every calibration set and mode: false
    abstention within its target first (a wrong abstention hides an answer the vault has), then
    the smallest worst shortfall on the unanswerable targets, then the most unanswerable
    questions abstained, then the lowest floors."""
    best: tuple[Any, ...] | None = None
    chosen: dict[str, float] = {}
    for point in _grid():
        p = base.with_overrides(**point)
        per = [rates(outs, p, mode) for mode, by_set in cal.items() for outs in by_set.values()]
        excess = max(max((r["false"] or 0.0) - TARGETS["false"], 0.0) for r in per)
        short = max(max(TARGETS["unrelated"] - (r["unrelated"] or 1.0), TARGETS["same-domain"] - (r["same-domain"] or 1.0), 0.0) for r in per)
        caught = mean(((r["unrelated"] or 0.0) + (r["same-domain"] or 0.0)) / 2 for r in per)
        key = (round(excess, 6), round(short, 6), -caught, tuple(point.values()))
        if best is None or key < best:
            best, chosen = key, point
    return base.with_overrides(**chosen), {"chosen": chosen, "false_excess": best[0] if best else None, "worst_shortfall": best[1] if best else None}


def lodo(cal: Calibration, base: RankingParams) -> dict[str, Any]:
    """For each set: parameters chosen on the other sets, measured on it (both modes)."""
    names = list(dict.fromkeys(n for by_set in cal.values() for n in by_set))
    report: dict[str, Any] = {mode: {} for mode in cal}
    p_all, info_all = calibrate(cal, base)
    for name in names:
        rest = {mode: {n: o for n, o in by_set.items() if n != name} for mode, by_set in cal.items()}
        p, info = calibrate(rest, base) if len(names) > 1 else (base, {"chosen": {}})
        for mode, by_set in cal.items():
            if name not in by_set:  # e.g. a set without vectors yet: measured in lexical mode only
                continue
            outs = by_set[name]
            report[mode][name] = {
                "left_out": rates(outs, p, mode) | {"params": info["chosen"]},
                "in_sample": rates(outs, p_all, mode) | {"params": info_all["chosen"]},
                "defaults": rates(outs, base, mode),
                "counts": {k: sum(1 for o in outs if o.kind == k) for k in ("answerable", "unrelated", "same-domain")},
                "ranking": ranking(outs),
            }
    return report


def table(report: dict[str, Any], mode: str) -> str:
    def f(v: float | None) -> str:
        return "-" if v is None else f"{v:.3f}"

    lines = [f"| set ({mode}) | counts (ans / unrel / same) | calibrated on | params | unrelated abstained | same-domain abstained | false abstention |",
             "|---|---|---|---|---|---|---|"]
    for name, r in report.items():
        c = r["counts"]
        for label, key in (("the other sets (LODO)", "left_out"), ("all sets (in-sample)", "in_sample"), ("defaults", "defaults")):
            x = r[key]
            params = ", ".join(f"{k} {v}" for k, v in x.get("params", {}).items()) or "shipped defaults"
            lines.append(f"| {name} | {c['answerable']} / {c['unrelated']} / {c['same-domain']} | {label} | {params} | "
                         f"{f(x['unrelated'])} | {f(x['same-domain'])} | {f(x['false'])} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True, help="the --work folder of eval/bench_search.py")
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--collect", action="store_true", help="re-run the searches (else reuse lodo-<mode>.json)")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--lexical-only", default="", help="sets measured in lexical mode only (their store has no vectors yet)")
    args = ap.parse_args(argv)
    sets = [s for s in args.sets.split(",") if s]
    skip_hybrid = {s for s in args.lexical_only.split(",") if s}
    cal: Calibration = {}
    embedder = None
    for mode in [m for m in args.modes.split(",") if m]:
        if mode == "hybrid" and embedder is None:
            from hippocampus.config import Settings
            from hippocampus.evaluation.harness import MemoEmbedder
            from hippocampus.store.embedders import make_embedder

            embedder = MemoEmbedder(make_embedder(Settings(vault=args.work / sets[0] / "vault", home=args.work / sets[0] / "home")))
        cal[mode] = {s: load_outcomes(s, args.work / s, mode, embedder if mode == "hybrid" else None, args.collect)
                     for s in sets if mode != "hybrid" or s not in skip_hybrid}
    out = lodo(cal, RankingParams())
    for mode, report in out.items():
        print(table(report, mode))
        print()
    if args.json:
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False), encoding="utf-8")
    return out


if __name__ == "__main__":
    main()
