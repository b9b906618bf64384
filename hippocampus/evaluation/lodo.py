"""Leave-one-dataset-out (LODO) evaluation of abstention (issue 26, ADR 0019; issue 35, ADR 0033).

    hippo eval lodo /tmp/hippo-bench [--sets autorag-ko,locomo,cranfield,johngrib,obsidian] [--collect]
    python eval/lodo.py --work /tmp/hippo-bench [--sets ...] [--collect]       # the same, as a script

For every set under ``<work>/<set>`` (a benchmark set built by ``eval/bench_search.py``, the real
wiki ``johngrib`` built by ``eval/bench_wiki_kinds.py``, or a vault with a ``questions.json`` in
the blind question format, e.g. the Obsidian Help vault) these questions are searched in hybrid
and in lexical mode, with abstention off:

- ``answerable`` — the set's own labelled questions;
- ``unrelated`` — the set's own unrelated questions (``datasets.UNRELATED``, LongMemEval's
  ``_abs``, the wiki's and the vault's own unrelated ones);
- ``everyday`` — the blind everyday sets (data/unrelated_en.json, data/unrelated_ko.json: 120 +
  120 questions written by a session that never saw the search), scoped round-robin over the
  set's scopes; odd ids are the *choose* half, even ids the *report* half (:data:`BLIND_SPLIT`).
  Their writer checked them against the johngrib wiki and the Obsidian Help vault only; on the
  other corpora (MS MARCO is the web) some may be answerable, so there they are reported, not
  used to choose;
- ``same-domain`` — data/same_domain_unanswerable.json where the set has them: the corpus's
  subject, facts it does not hold (measured, not a target: ADR 0019).

Each search's evidence is kept per query in ``<work>/<set>/lodo-<mode>.json`` (``--collect``
recomputes it; embedding is the slow part). Then, for each set in turn, the abstention parameters
are chosen on the *other* sets only (:func:`calibrate`: hybrid mode's joint rule, ADR 0033, and
lexical mode's coverage floor) and measured on the left-out one. In-sample figures (chosen on all
sets) and the shipped defaults are reported beside them. The rule measured is
:func:`hippocampus.search.abstention.below_floor`, the one the product runs (the choice scans the
grid with the same rule in numpy, :func:`_verdicts`, checked against it).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hippocampus.evaluation.golden import GoldenQuery, load_golden, to_store_filters
from hippocampus.evaluation.metrics import mean, summarize
from hippocampus.search.params import RankingParams

SETS = ("autorag-ko", "longmemeval", "locomo")
#: Benchmark sets eval/bench_search.py builds (any of them can be a LODO set).
BENCH_SETS = ("autorag-ko", "longmemeval", "locomo", "cranfield", "msmarco-kor", "msmarco-eng")
#: The real personal wiki of ../shared/bench with its own question set: a LODO set when its
#: store exists under ``<work>/johngrib`` (eval/bench_wiki_kinds.py --work <work>/johngrib).
WIKI_SET = "johngrib"
DATA = Path(__file__).resolve().parent / "data"
WIKI_QUESTIONS = DATA / "johngrib_questions.json"
#: A vault set: ``<work>/<set>/questions.json`` in the blind question format (id, question,
#: kind, expected; e.g. /work/heldout-search/obsidian-help-dev.json), vault and home beside it.
VAULT_QUESTIONS = "questions.json"
EVERYDAY = (DATA / "unrelated_en.json", DATA / "unrelated_ko.json")
MODES = ("hybrid", "lexical")
SAME_DOMAIN = DATA / "same_domain_unanswerable.json"
#: Targets of issue 35 item 4 (per left-out set, hybrid mode); same-domain is measured only.
#: False abstention: 2 %, or one question on a set of fewer than 50 answerable ones (the
#: held-out check's "at most one answerable abstained").
TARGETS = {"unrelated": 0.95, "false": 0.02}


def false_target(n_answerable: int) -> float:
    """The false-abstention target of a set: 2 %, or one question when that is more."""
    return max(TARGETS["false"], 1.0 / n_answerable) if n_answerable else TARGETS["false"]


def BLIND_SPLIT(qid: str) -> str:
    """The half of the blind everyday sets a question is in: odd ids choose, even ids report."""
    return "choose" if int(qid.rsplit("-", 1)[1]) % 2 else "report"


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
    null_ceiling: float | None = None  # the best probe level in scope (top of the probes' scale)
    part: str = ""  # everyday questions: "choose" or "report" (BLIND_SPLIT)
    cross_lingual: bool = False  # the answering hit is in the query's other language (ADR 0033)


def questions(name: str, work: Path, everyday: bool = True) -> list[tuple[str, GoldenQuery]]:
    """(kind, question) for the set: its own questions (golden set, the wiki's or the vault's
    question file), the same-domain unanswerable ones where it has them, and the blind everyday
    questions (``everyday``), scoped round-robin over the set's scopes like its unrelated
    questions. The real wiki and a vault set ask everything over the whole vault; the wiki takes
    a ``questions.json`` beside its store as more questions (e.g. the blind cross-lingual ones)."""
    if name == WIKI_SET:
        out, scopes = wiki_questions(), list[str]()
        if (work / VAULT_QUESTIONS).exists():  # more questions over the wiki, in the blind format
            out += vault_questions(work / VAULT_QUESTIONS)
    elif (work / VAULT_QUESTIONS).exists():
        out, scopes = vault_questions(work / VAULT_QUESTIONS), list[str]()
    else:
        golden = load_golden(work / "golden.jsonl")
        out = [("answerable" if q.answerable else "unrelated", q) for q in golden]
        scopes = sorted({str(prefix) for q in golden if (prefix := q.filters.get("path_prefix"))})
        same = json.loads(SAME_DOMAIN.read_text(encoding="utf-8")).get(name, [])
        for i, text in enumerate(same):
            filters = {"path_prefix": scopes[i % len(scopes)]} if scopes else {}
            out.append(("same-domain", GoldenQuery(f"{name}-same-{i:02d}", text, "abstain", (), filters)))
    if everyday:
        out += everyday_questions(scopes)
    return out


def everyday_questions(scopes: Sequence[str] = ()) -> list[tuple[str, GoldenQuery]]:
    """The blind everyday questions (English, then Korean), scoped round-robin over ``scopes``."""
    out = []
    for path in EVERYDAY:
        for i, q in enumerate(json.loads(path.read_text(encoding="utf-8"))["questions"]):
            filters = {"path_prefix": scopes[i % len(scopes)]} if scopes else {}
            out.append(("everyday", GoldenQuery(q["id"], q["question"], "abstain", (), filters)))
    return out


def vault_questions(path: Path) -> list[tuple[str, GoldenQuery]]:
    """A question file in the blind format: answerable ones (``expected`` paths), in-domain
    unanswerable ones (same-domain) and unrelated ones, each over the whole vault."""
    from hippocampus.evaluation.golden import Expected

    out = []
    for q in json.loads(path.read_text(encoding="utf-8")):
        kind = "answerable" if q["expected"] else ("same-domain" if q["kind"] == "unanswerable-in-domain" else "unrelated")
        out.append((kind, GoldenQuery(q["id"], q["question"], q["kind"] if q["expected"] else "abstain",
                                      tuple(Expected(p) for p in q["expected"]))))
    return out


def everyday_checked(name: str, work: Path) -> bool:
    """Whether the blind everyday questions were checked against this set's corpus (the wiki and
    a vault set in the blind format: their writer grepped both and removed topics they cover)."""
    return name == WIKI_SET or (work / VAULT_QUESTIONS).exists()


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
    from hippocampus.search.store_api import vault_indexes

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
            scope = without_bookkeeping(filters, q.query, vault_indexes(store))  # the scope the search itself measured in
            ceiling = null_floor(store, embedder, q.query, scope, params.abstain_null_unanchored) if mode == "hybrid" else None
            out.append(Outcome(q.id, kind, tuple(h.path for h in res.hits), tuple(sorted(q.relevant_paths)),
                               res.lexical_coverage, res.answer_cosine, res.best_cosine, res.background, res.null_level, depth,
                               ceiling, BLIND_SPLIT(q.id) if kind == "everyday" else "", res.cross_lingual))
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


def evidence_of(o: Outcome, p: RankingParams, mode: str) -> Any:
    from hippocampus.search.abstention import Evidence, background_level

    background = background_level(o.depth, p) if o.depth else o.background
    hybrid = mode == "hybrid"
    return Evidence(o.answer_cosine if hybrid else None, o.coverage, background, o.null_level if hybrid else None,
                    o.null_ceiling if hybrid else None, hybrid and o.cross_lingual)


def abstains(o: Outcome, p: RankingParams, mode: str) -> bool:
    from hippocampus.search.abstention import below_floor

    return below_floor(evidence_of(o, p, mode), mode, p)


KINDS = ("answerable", "unrelated", "everyday", "same-domain")


def rates(outcomes: Sequence[Outcome], p: RankingParams, mode: str) -> dict[str, float | None]:
    """Abstention rates by kind under ``p``: ``false`` on answerable questions, ``unrelated`` on
    the set's own unrelated ones, ``everyday`` on the report half of the blind everyday ones
    (``everyday_choose`` on the choose half), ``same-domain``."""
    def rate(xs: list[Outcome]) -> float | None:
        return mean(1.0 if abstains(o, p, mode) else 0.0 for o in xs) if xs else None

    by = {k: [o for o in outcomes if o.kind == k] for k in KINDS}
    return {"false": rate(by["answerable"]), "unrelated": rate(by["unrelated"]),
            "everyday": rate([o for o in by["everyday"] if o.part == "report"]),
            "everyday_choose": rate([o for o in by["everyday"] if o.part == "choose"]),
            "same-domain": rate(by["same-domain"])}


def ranking(outcomes: Sequence[Outcome]) -> dict[str, float]:
    rows = [{"ranked": list(o.ranked), "relevant": set(o.relevant)} for o in outcomes if o.kind == "answerable"]
    m = summarize(rows)
    return {"recall@5": m["recall@5"], "mrr@10": m["mrr@10"], "n": m["n"]}


# ---------------------------------------------------------------------------- choosing the parameters


def grid(mode: str) -> list[dict[str, float]]:
    """The points searched: hybrid mode's joint rule (ADR 0033) — ``abstain_evidence`` 0-3,
    ``abstain_cov_weight`` 0-8, ``abstain_cov_alone`` 0.4-1.01 (1.01: never alone); lexical mode's
    coverage floor ``abstain_lex`` 0.10-0.70."""
    if mode == "hybrid":
        return [{"abstain_evidence": round(0.1 * t, 1), "abstain_cov_weight": round(0.5 * k, 1), "abstain_cov_alone": c}
                for t in range(31) for k in range(17) for c in (0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.01)]
    return [{"abstain_lex": round(0.10 + 0.025 * i, 3)} for i in range(25)]


@dataclass(frozen=True)
class _Columns:
    """The evidence of one set's outcomes as arrays (hybrid: lift, coverage, cosine gates)."""

    kinds: tuple[str, ...]
    parts: tuple[str, ...]
    coverage: Any
    lift: Any  # nan without the joint rule's evidence
    gate: Any  # cosine >= abstain_sim, margin ok, and (coverage > 0 or cosine >= abstention.unanchored_floor)
    cross: Any  # cross-lingual, cosine >= abstain_sim and the ceiling, margin ok: answers whatever the floors
    old: Any  # ADR 0019's semantic half, for outcomes without the joint rule's evidence


def _columns(outs: Sequence[Outcome], p: RankingParams, mode: str) -> _Columns:
    import numpy as np

    from hippocampus.search.abstention import joint_rule, lift, margin_ok, semantic_ok, unanchored_floor

    lifts, gates, crosses, olds = [], [], [], []
    for o in outs:
        ev = evidence_of(o, p, mode)
        ok_joint = mode == "hybrid" and joint_rule(ev, p)
        lifts.append(lift(ev, p) if ok_joint else np.nan)
        gates.append(ok_joint and ev.answer_cosine >= p.abstain_sim and margin_ok(ev, p)
                     and (ev.coverage > 0.0 or ev.answer_cosine >= unanchored_floor(ev, p)))
        crosses.append(ok_joint and ev.cross_lingual and ev.answer_cosine >= p.abstain_sim and margin_ok(ev, p)
                       and ev.answer_cosine >= ev.null_ceiling)
        olds.append(semantic_ok(ev, p))
    return _Columns(tuple(o.kind for o in outs), tuple(o.part for o in outs), np.array([o.coverage for o in outs], dtype=float),
                    np.array(lifts, dtype=float), np.array(gates, dtype=bool), np.array(crosses, dtype=bool), np.array(olds, dtype=bool))


def _verdicts(c: _Columns, point: dict[str, float], base: RankingParams, mode: str) -> Any:
    """Abstained or not per outcome at ``point``: abstention.below_floor in numpy (the evidence
    fixed, the floors varied)."""
    import numpy as np

    def value(name: str) -> float:
        return float(point.get(name, getattr(base, name)))

    if mode != "hybrid":
        return c.coverage < value("abstain_lex")
    joint = ~np.isnan(c.lift) & (value("abstain_evidence") >= 0)
    with np.errstate(invalid="ignore"):
        ok = (c.coverage >= value("abstain_cov_alone")) | c.cross | (c.gate & (c.lift + value("abstain_cov_weight") * c.coverage >= value("abstain_evidence")))
    old = c.old | (c.coverage >= value("abstain_lex"))
    return np.where(joint, ~ok, ~old)


Calibration = dict[str, dict[str, list[Outcome]]]  # mode → set → outcomes


def calibrate(cal: Calibration, base: RankingParams, checked: frozenset[str] = frozenset()) -> tuple[RankingParams, dict[str, Any]]:
    """Each mode's parameters from its own outcomes. Preference, over every calibration set: false
    abstention within its target (:func:`false_target`, or the share no point of the grid keeps
    if that is more) first (a wrong abstention hides an answer the vault has), then the mean unrelated abstention over the sets (each set's own unrelated
    questions, and the choose half of the everyday ones on the sets in ``checked``), then the
    worst of them, then the least false abstention on average, then the lowest floors.

    The mean, not the worst, comes second: a set where no point of the grid abstains on its
    unrelated questions (the real wiki's diary answers everyday questions with their own words)
    would otherwise choose for every set the point that is least bad there."""
    import numpy as np

    if base.abstain_evidence < 0:
        # the grid's points turn the joint rule on, but _columns reads its evidence from ``base``:
        # with the rule off there it would score every point by ADR 0019's rule (helper-80's review)
        raise ValueError("calibrate needs a base with the joint rule on (abstain_evidence >= 0)")
    chosen: dict[str, float] = {}
    info: dict[str, Any] = {}
    for mode, by_set in cal.items():
        cols = {n: _columns(o, base, mode) for n, o in by_set.items()}
        masks = {}
        for name, c in cols.items():
            kinds, parts = np.array(c.kinds), np.array(c.parts)
            masks[name] = (kinds == "answerable", (kinds == "unrelated") | ((kinds == "everyday") & (parts == "choose") & (name in checked)))
        # a question no point of the grid answers (a cosine under the probes' median and few of
        # its words in the hits) is no point's fault: each set's target is at least that share
        points = grid(mode)
        verdicts = {name: [_verdicts(c, point, base, mode) for point in points] for name, c in cols.items()}
        floor = {name: min((float(v[masks[name][0]].mean()) for v in vs), default=0.0) if masks[name][0].any() else 0.0
                 for name, vs in verdicts.items()}
        best: tuple[Any, ...] | None = None
        chosen_mode: dict[str, float] = {}
        for i, point in enumerate(points):
            excess, worst = 0.0, 1.0
            means, falses = [], []
            for name in cols:
                v = verdicts[name][i]
                ans, unrel = masks[name]
                if ans.any():
                    excess = max(excess, float(v[ans].mean()) - max(false_target(int(ans.sum())), floor[name]) - 1e-9)
                    falses.append(float(v[ans].mean()))
                if unrel.any():
                    worst = min(worst, float(v[unrel].mean()))
                    means.append(float(v[unrel].mean()))
            key = (round(max(excess, 0.0), 6), -round(float(np.mean(means)) if means else 0.0, 6), -round(worst, 6),
                   round(float(np.mean(falses)) if falses else 0.0, 6), tuple(point.values()))
            if best is None or key < best:
                best, chosen_mode = key, point
        chosen |= chosen_mode
        info[mode] = {"chosen": chosen_mode, "false_excess": best[0] if best else None, "worst_unrelated": -best[1] if best else None}
    return base.with_overrides(**chosen), info


def lodo(cal: Calibration, base: RankingParams, checked: frozenset[str] = frozenset()) -> dict[str, Any]:
    """For each set: parameters chosen on the other sets, measured on it (each mode)."""
    names = list(dict.fromkeys(n for by_set in cal.values() for n in by_set))
    report: dict[str, Any] = {mode: {} for mode in cal}
    p_all, info_all = calibrate(cal, base, checked)
    for name in names:
        rest = {mode: {n: o for n, o in by_set.items() if n != name} for mode, by_set in cal.items()}
        p, info = calibrate(rest, base, checked) if len(names) > 1 else (base, {m: {"chosen": {}} for m in cal})
        for mode, by_set in cal.items():
            if name not in by_set:  # e.g. a set without vectors yet: measured in lexical mode only
                continue
            outs = by_set[name]
            report[mode][name] = {
                "left_out": rates(outs, p, mode) | {"params": info.get(mode, {}).get("chosen", {})},
                "in_sample": rates(outs, p_all, mode) | {"params": info_all.get(mode, {}).get("chosen", {})},
                "defaults": rates(outs, base, mode),
                "counts": {k: sum(1 for o in outs if o.kind == k) for k in KINDS},
                "everyday_checked": name in checked,
                "ranking": ranking(outs),
            }
    return report


def table(report: dict[str, Any], mode: str) -> str:
    def f(v: float | None) -> str:
        return "-" if v is None else f"{v:.3f}"

    lines = [f"| set ({mode}) | counts (ans / unrel / everyday / same) | calibrated on | params | false abstention | "
             "unrelated abstained | everyday abstained (report half) | same-domain abstained |",
             "|---|---|---|---|---|---|---|---|"]
    for name, r in report.items():
        c = r["counts"]
        mark = "" if r.get("everyday_checked") else " (not checked against this corpus)"
        for label, key in (("the other sets (LODO)", "left_out"), ("all sets (in-sample)", "in_sample"), ("defaults", "defaults")):
            x = r[key]
            params = ", ".join(f"{k} {v}" for k, v in x.get("params", {}).items()) or "shipped defaults"
            lines.append(f"| {name} | {c['answerable']} / {c['unrelated']} / {c['everyday']} / {c['same-domain']} | {label} | {params} | "
                         f"{f(x['false'])} | {f(x['unrelated'])} | {f(x['everyday'])}{mark} | {f(x['same-domain'])} |")
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
    checked = frozenset(s for s in sets if everyday_checked(s, args.work / s))
    out = lodo(cal, RankingParams(), checked)
    for mode, report in out.items():
        print(table(report, mode))
        print()
    if args.json:
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False), encoding="utf-8")
    return out


if __name__ == "__main__":
    main()
