"""validate / run / calibrate / sweep / compare (SPEC §8, seed 000 §8).

``run`` works on a throw-away copy of the published store (the live store is never opened
for writing and a concurrent reindex cannot change the figures mid-run). It scores what
``hippo search`` returns, in every mode: an answerable query on which the search abstains
counts as a miss (``overall``, ``by_category``). Each query is searched once; the service
reports its verdict with abstention on (``SearchResult.would_abstain``) beside the ranking, so
the same search also gives the ranking with abstention off (``ranking``, pure ranking quality,
labelled as such) and the abstention rates: ``abstain_rate`` on abstain queries (should be
high) and ``false_abstain_rate`` on answerable ones (should be low). Each result file carries ``dataset_fingerprint`` (what was measured)
and ``run_signature`` (what measured it); two results are comparable only when their
fingerprints are equal.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.evaluation.golden import GoldenQuery, VaultIndex, dataset_fingerprint, to_store_filters
from hippocampus.evaluation.metrics import mean, percentile, summarize
from hippocampus.search.abstention import Evidence, below_floor
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search

EXIT_INVALID = 3


class IncomparableRuns(ValueError):
    """Two eval results measured different data (their dataset fingerprints differ)."""


@dataclass(frozen=True)
class QueryOutcome:
    id: str
    category: str
    ranked: tuple[str, ...]
    relevant: tuple[str, ...]
    best_cosine: float | None
    coverage: float
    latency_ms: float
    expected_cosine: float | None = None  # best cosine of an expected document (calibrate)
    null_level: float | None = None  # the scope's off-topic null level (raises the cosine floor)
    answer_cosine: float | None = None  # best cosine among the returned hits (ADR 0019)
    background: float | None = None  # the store's background cosine for the query (ADR 0019)
    null_ceiling: float | None = None  # the strictest probe level, for a question with coverage 0 (ADR 0019)
    abstained: bool = False  # the search's own verdict with abstention on: it returned nothing
    cross_lingual: bool = False  # the answering hit is in the query's other language (ADR 0033)

    @property
    def returned(self) -> tuple[str, ...]:
        """What `hippo search` returns: the ranking, or nothing when the search abstains."""
        return () if self.abstained else self.ranked

    def evidence(self) -> Evidence:
        cos = self.answer_cosine if self.answer_cosine is not None else self.best_cosine
        return Evidence(cos, self.coverage, self.background, self.null_level, self.null_ceiling, self.cross_lingual)


class MemoEmbedder:
    """Wraps an embedder and memoises query vectors (sweeps re-run the same queries)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.model_id = getattr(inner, "model_id", "unknown")
        self._memo: dict[str, np.ndarray] = {}

    def embed_query(self, raw: str) -> np.ndarray:
        if raw not in self._memo:
            self._memo[raw] = self.inner.embed_query(raw)
        return self._memo[raw]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


@contextmanager
def throwaway_store(store_dir: Path) -> Iterator[Any]:
    """Open a private copy of the published store (hard links where possible)."""
    from hippocampus.store.reader import Store

    tmp = Path(tempfile.mkdtemp(prefix="hippo-eval-"))
    try:
        copy = tmp / "store"
        shutil.copytree(store_dir, copy, symlinks=True)
        store = Store.open_latest(copy)
        try:
            yield store
        finally:
            close = getattr(store, "close", None)
            if close:
                close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run_queries(store: Any, embedder: Any | None, queries: Sequence[GoldenQuery], params: RankingParams,
                mode: str = "hybrid", k: int = 10, expected_cosine: bool = False) -> list[QueryOutcome]:
    out = []
    for q in queries:
        filters = to_store_filters(q.filters)
        t0 = time.perf_counter()
        res = search(store, embedder, q.query, mode=mode, k=k, filters=filters, params=params, abstain=False)
        ms = (time.perf_counter() - t0) * 1000
        exp_cos = _expected_cosine(store, embedder, q, filters) if (expected_cosine and embedder and q.answerable) else None
        out.append(QueryOutcome(q.id, q.category, tuple(h.path for h in res.hits), tuple(sorted(q.relevant_paths)),
                                res.best_cosine, res.lexical_coverage, ms, exp_cos, res.null_level,
                                res.answer_cosine, res.background, res.null_ceiling, res.would_abstain, res.cross_lingual))
    return out


def _expected_cosine(store, embedder, q: GoldenQuery, filters) -> float | None:
    qv = embedder.embed_query(q.query)
    ranked = list(store.semantic(qv, filters, 200))
    rows = {r.section_id: r.path for r in store.sections([s for s, _ in ranked])}
    cos = [c for s, c in ranked if rows.get(s) in q.relevant_paths]
    return max(cos) if cos else None


def score(outcomes: Sequence[QueryOutcome]) -> dict[str, Any]:
    """Metrics of what the search returned (``overall``, ``by_category``: an abstention on an
    answerable query is a miss), the ranking with abstention off (``ranking``) and the
    abstention rates, all from the search's own verdicts."""
    answerable = [o for o in outcomes if o.category != "abstain"]
    by_cat: dict[str, Any] = {}
    for cat in sorted({o.category for o in answerable}):
        by_cat[cat] = summarize([{"ranked": list(o.returned), "relevant": set(o.relevant)} for o in answerable if o.category == cat])
    abst = [o for o in outcomes if o.category == "abstain"]
    lat = [o.latency_ms for o in outcomes]
    return {
        "overall": summarize([{"ranked": list(o.returned), "relevant": set(o.relevant)} for o in answerable]),
        "ranking": summarize([{"ranked": list(o.ranked), "relevant": set(o.relevant)} for o in answerable]),
        "by_category": by_cat,
        "abstention": {
            "abstain_queries": len(abst),
            "abstain_rate": mean(1.0 if o.abstained else 0.0 for o in abst) if abst else None,
            "answerable_queries": len(answerable),
            "false_abstain_rate": mean(1.0 if o.abstained else 0.0 for o in answerable) if answerable else None,
        },
        "latency_ms": {"p50": percentile(lat, 50), "p95": percentile(lat, 95), "p99": percentile(lat, 99), "n": len(lat)},
    }


def code_sha(repo: Path | None = None) -> str:
    root = repo or Path(__file__).resolve().parents[2]
    try:
        sha = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, check=True).stdout.strip()
        return sha + ("-dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def run_signature(embedder: Any | None, params: RankingParams, mode: str) -> dict[str, Any]:
    from hippocampus.store.tokenize import TOKENIZER_VERSION

    return {
        "code": code_sha(),
        "tokenizer": TOKENIZER_VERSION,
        "embedder": getattr(embedder, "model_id", None) if embedder is not None else None,
        "ranking_params": params.digest,
        "mode": mode,
    }


def run(store: Any, embedder: Any | None, queries: Sequence[GoldenQuery], vault: VaultIndex,
        params: RankingParams, mode: str = "hybrid", k: int = 10, per_query: bool = True) -> dict[str, Any]:
    outcomes = run_queries(store, embedder, queries, params, mode, k)
    result = {
        "dataset_fingerprint": dataset_fingerprint(queries, vault),
        "run_signature": run_signature(embedder, params, mode),
        "params": params.to_dict(),
        "materialization": getattr(store, "id", None),
        "metrics": score(outcomes),
    }
    if per_query:
        result["per_query"] = [asdict(o) for o in outcomes]
    return result


def compare(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Metric deltas b − a; refuses results of different datasets."""
    if a.get("dataset_fingerprint") != b.get("dataset_fingerprint"):
        raise IncomparableRuns(
            f"dataset fingerprints differ ({str(a.get('dataset_fingerprint'))[:12]} vs "
            f"{str(b.get('dataset_fingerprint'))[:12]}): these runs measured different data"
        )
    ma, mb = a["metrics"]["overall"], b["metrics"]["overall"]
    return {key: round(mb[key] - ma[key], 4) for key in ma if key in mb and key != "n"}


def load_result(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


# --- calibration ------------------------------------------------------------------------------


def _best_threshold(pos: Sequence[float], neg: Sequence[float], max_false_neg: float) -> float:
    """The highest threshold rejecting ≤ max_false_neg of ``pos`` (values ≥ t pass)."""
    if not pos:
        return 1.0
    s = sorted(pos)
    idx = int(np.floor(max_false_neg * len(s)))
    t = s[min(idx, len(s) - 1)]
    return float(t) - 1e-6


def calibrate(outcomes: Sequence[QueryOutcome], base: RankingParams, max_false_abstain: float = 0.05) -> tuple[RankingParams, dict[str, Any]]:
    """Derive ``sim_solo``, ``abstain_sim`` and ``abstain_lex`` from answerable vs abstain queries.

    - ``sim_solo``: the cosine that keeps 90 % of the expected documents' best cosines, but
      never below the 90th percentile of the best cosines of abstain queries (those are
      nearest neighbours of nothing relevant).
    - abstention floors: grid search over (abstain_sim, abstain_lex) maximising the share of
      abstain queries abstained, subject to abstaining on ≤ ``max_false_abstain`` of the
      answerable queries; ties → the lower floors.
    - ``abstain_lex_alone``: the same rule on the coverage alone, reported for comparison; the
      search no longer reads it (ADR 0019: one coverage floor, ``abstain_lex``, in both modes).
      For a choice that is not in-sample use ``hippo eval lodo``.
    """
    ans = [o for o in outcomes if o.category != "abstain"]
    neg = [o for o in outcomes if o.category == "abstain"]
    exp_cos = [o.expected_cosine for o in ans if o.expected_cosine is not None]
    neg_cos = [o.best_cosine for o in neg if o.best_cosine is not None]
    solo = _best_threshold(exp_cos, neg_cos, 0.10) if exp_cos else base.sim_solo
    if neg_cos:
        solo = max(solo, percentile(neg_cos, 90))
    sims = sorted({round(o.best_cosine, 3) for o in outcomes if o.best_cosine is not None} | {0.0, 1.01})
    lexs = sorted({round(o.coverage, 3) for o in outcomes} | {0.0, 1.01})
    best = (-1.0, 0.0, 0.0, 0.0)  # (abstain rate, -false, -sim, -lex)
    chosen = (base.abstain_sim, base.abstain_lex)
    for s in sims:
        for x in lexs:
            p = base.with_overrides(abstain_sim=s, abstain_lex=x)
            false = mean(1.0 if below_floor(o.evidence(), "hybrid", p) else 0.0 for o in ans) if ans else 0.0
            if false > max_false_abstain:
                continue
            rate = mean(1.0 if below_floor(o.evidence(), "hybrid", p) else 0.0 for o in neg) if neg else 0.0
            key = (rate, -false, -s, -x)
            if key > best:
                best, chosen = key, (s, x)
    alone = _coverage_floor(ans, neg, lexs, base.abstain_lex_alone, max_false_abstain)
    params = base.with_overrides(sim_solo=round(solo, 4), abstain_sim=chosen[0], abstain_lex=chosen[1], abstain_lex_alone=alone)
    report = {
        "answerable": len(ans), "abstain": len(neg),
        "sim_solo": params.sim_solo, "abstain_sim": params.abstain_sim, "abstain_lex": params.abstain_lex,
        "abstain_lex_alone": params.abstain_lex_alone,
        "abstain_rate": best[0] if best[0] >= 0 else None, "false_abstain_rate": -best[1] if best[0] >= 0 else None,
        "expected_cosine_p10": percentile(exp_cos, 10) if exp_cos else None,
        "abstain_best_cosine_p90": percentile(neg_cos, 90) if neg_cos else None,
    }
    return params, report


def _coverage_floor(ans: Sequence[QueryOutcome], neg: Sequence[QueryOutcome], grid: Sequence[float],
                    default: float, max_false_abstain: float) -> float:
    """The coverage floor that abstains on the most abstain queries while abstaining on at most
    ``max_false_abstain`` of the answerable ones (ties → the lower floor); ``default`` when
    either side is missing."""
    if not ans or not neg:
        return default
    best, chosen = (-1.0, 0.0), default
    for x in sorted(grid):
        false = mean(1.0 if o.coverage < x else 0.0 for o in ans)
        if false > max_false_abstain:
            continue
        key = (mean(1.0 if o.coverage < x else 0.0 for o in neg), -false)
        if key > best:
            best, chosen = key, x
    return chosen


# --- sweep ------------------------------------------------------------------------------------


def sweep(store: Any, embedder: Any | None, queries: Sequence[GoldenQuery], base: RankingParams,
          field: str, values: Sequence[str], mode: str = "hybrid", k: int = 10,
          progress: Callable[[str], None] | None = None) -> list[dict[str, Any]]:
    """Re-run the golden set for each value of one RankingParams field (no reindex)."""
    emb = MemoEmbedder(embedder) if embedder is not None else None
    rows = []
    for v in values:
        p = base.with_overrides(**{field: v})
        m = score(run_queries(store, emb, queries, p, mode, k))
        rows.append({field: getattr(p, field), **{key: round(m["overall"][key], 4) for key in
                     ("hit@1", "recall_any@5", "recall_all@5", "recall_any@10", "mrr@10", "ndcg@10")},
                     "abstain_rate": m["abstention"]["abstain_rate"], "false_abstain_rate": m["abstention"]["false_abstain_rate"]})
        if progress:
            progress(f"{field}={v} done")
    return rows
