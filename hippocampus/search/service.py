"""The hybrid search service (SPEC §3, seed 000 §4.1).

Pipeline, in order:

1. lexical leg  — query_terms → BM25 in the store (filters inside SQL); rare terms expanded
   through trigram neighbours; phrase/AND boost on the candidates; 2-character Korean
   queries fall back to substring search; a title leg rewards title/heading matches;
2. semantic leg — embed_query → top ``sem_candidates`` by cosine (filters applied before
   ranking); a document found *only* here must reach ``sim_solo``;
3. fusion at the document level: RRF ``w/(k+rank)`` per leg, or a convex combination of
   normalised BM25 and cosine (``RankingParams.fusion``, search/fusion.py);
4. governance multiplier, archived excluded unless asked (the store filter), freshness decay;
5. optional rerank hook (off by default; on failure the fused order is kept and reported);
6. per hit: the candidate section with the best query-term coverage (ties → best semantic),
   its anchor, a snippet from inside it, and the match reasons;
7. abstention: evidence = max(best cosine, idf-weighted lexical coverage of the top document);
   when the cosine is below its floor (``abstain_sim``, raised to the scope's null level: what
   off-topic probe questions reach, search/nullfloor.py) *and* the coverage below
   ``abstain_lex`` (``abstain_lex_alone`` when there is no cosine) the service returns no hits
   and ``abstained=True`` instead of filling k.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from hippocampus import clock
from hippocampus.search import lexical as lex
from hippocampus.search import store_api as sapi
from hippocampus.search.fusion import Leg, convex, rrf
from hippocampus.search.governance import freshness_multiplier, governance_multiplier
from hippocampus.search.nullfloor import null_floor
from hippocampus.search.params import RankingParams
from hippocampus.search.snippets import snippet
from hippocampus.search.types import MODES, Degraded, Hit, SearchResult, check_query
from hippocampus.store.tokenize import TOKENIZER_VERSION, is_short_korean, query_terms, surface

Reranker = Callable[[str, list[Hit]], list[Hit]]


@dataclass
class _Doc:
    doc_id: int
    meta: tuple = ()  # (doc_id, status, trust, updated)
    candidates: list[int] = field(default_factory=list)  # section ids found by any leg
    sections: dict[int, Any] = field(default_factory=dict)  # loaded SectionRows
    reasons: set[str] = field(default_factory=set)
    cosine: float | None = None
    score: float = 0.0


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0


def search(
    store: Any,
    embedder: Any | None,
    query: str,
    *,
    mode: str = "hybrid",
    k: int = 10,
    filters: Any = None,
    params: RankingParams | None = None,
    reranker: Reranker | None = None,
    today: date | None = None,
    abstain: bool = True,
) -> SearchResult:
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    check_query(query)
    p = params or RankingParams()
    filters = filters if filters is not None else _no_filters()
    sapi.fast_duckdb_params()
    timings: dict[str, float] = {}
    t_all = time.perf_counter()
    terms = query_terms(query)
    degraded = Degraded(stale_store=_stale(store), analyser_mismatch=_analyser_mismatch(store), damaged_store=_fallback(store))

    # --- lexical leg -------------------------------------------------------------------
    t0 = time.perf_counter()
    plan = _plan(store, terms, p)
    lexical_ranked: list[tuple[str, float]] = []
    substring_ids: list[str] = []
    if mode in ("hybrid", "lexical") and plan.weighted:
        lexical_ranked = list(store.lexical(list(plan.weighted), filters, p.lex_candidates, _bm25(p)))
    if mode in ("hybrid", "lexical") and is_short_korean(query):
        substring_ids = list(store.substring(query.strip(), filters, p.substring_candidates))
    timings["lexical"] = _ms(t0)

    # --- semantic leg ------------------------------------------------------------------
    t0 = time.perf_counter()
    semantic_ranked: list[tuple[str, float]] = []
    query_vec = None
    if mode in ("hybrid", "semantic"):
        semantic_ranked, query_vec, degraded = _semantic(store, embedder, query, filters, p, degraded)
    timings["semantic"] = _ms(t0)

    # --- candidate metadata, boosts and the title leg -------------------------------------
    t0 = time.perf_counter()
    ids = list(dict.fromkeys([s for s, _ in lexical_ranked] + substring_ids + [s for s, _ in semantic_ranked]))
    meta = store.section_meta(ids)
    rows: dict[int, Any] = {}
    low: dict[int, str] = {}
    _load_rows(store, [s for s, _ in lexical_ranked[: p.boost_top]] + substring_ids[: p.boost_top], rows, low)
    boosted = sorted(
        ((sid, lex.boost(b, low[sid], query, terms, p) if sid in low else b) for sid, b in lexical_ranked if sid in meta),
        key=lambda x: -x[1],
    )
    title_ranked = _title_leg(rows, terms, lexical_ranked, substring_ids)
    timings["boost"] = _ms(t0)

    # --- fusion ------------------------------------------------------------------------
    t0 = time.perf_counter()
    doc_of = {sid: m[0] for sid, m in meta.items()}
    sem_cos = dict(semantic_ranked)
    docs: dict[int, _Doc] = {}
    for sid in ids:  # leg order: lexical, substring, semantic
        if sid in meta:
            docs.setdefault(meta[sid][0], _Doc(meta[sid][0], meta=meta[sid])).candidates.append(sid)
    for sid, cos in semantic_ranked:
        d = docs.get(doc_of.get(sid, -1))
        if d is not None:
            d.cosine = max(d.cosine if d.cosine is not None else -1.0, cos)
    legs = [
        Leg("fts", p.w_lexical, [s for s, _ in boosted]),
        Leg("substring", p.w_lexical, substring_ids),
        Leg("title", p.w_title, title_ranked),
        Leg("semantic", p.w_semantic, [s for s, _ in semantic_ranked]),
    ]
    for leg in legs:
        for sid in leg.ranked_sections:
            if sid in doc_of:
                docs[doc_of[sid]].reasons.add(leg.name)
    if p.fusion == "convex":
        fused = _convex(store, query_vec, docs, boosted, substring_ids, sem_cos, doc_of, p)
    else:
        fused = rrf(legs, doc_of, p.rrf_k)
    # Trigger: a document only the semantic leg found. Why: embeddings always return a
    # nearest neighbour, relevant or not. Outcome: it must clear sim_solo (hybrid mode only).
    if mode == "hybrid":
        docs = {i: d for i, d in docs.items() if d.reasons != {"semantic"} or (d.cosine or 0) >= p.sim_solo}
    timings["fusion"] = _ms(t0)

    # --- governance, freshness, ordering -------------------------------------------------
    today = today or clock.today()
    for doc_id, d in docs.items():
        _, status, trust, updated, lane = d.meta
        d.score = fused.get(doc_id, 0.0) * governance_multiplier(status, trust, p, lane) * freshness_multiplier(updated, today, p)
    ordered = sorted(docs.values(), key=lambda d: (-d.score, d.doc_id))[: max(k, 1) * 2]
    t0 = time.perf_counter()
    _load_rows(store, [sid for d in ordered for sid in d.candidates[: p.section_pool * 4]], rows, low)
    for d in ordered:
        d.sections = {sid: rows[sid] for sid in d.candidates if sid in rows}
        if plan.fuzzy and "fts" in d.reasons:
            if any(lex.present_terms(low[s], plan.fuzzy) for s in d.sections) and not any(
                lex.present_terms(low[s], terms) for s in d.sections
            ):
                d.reasons.discard("fts")
                d.reasons.add("fuzzy")
    timings["rows"] = _ms(t0)

    hits = [_hit(d, terms, plan, low, sem_cos, p) for d in ordered if d.sections]
    best_cos = max((c for _, c in semantic_ranked), default=None)
    lex_cov = max((h.coverage for h in hits[:3]), default=0.0)
    evidence = max(best_cos or 0.0, lex_cov)

    t0 = time.perf_counter()
    if reranker is not None and hits:
        try:
            hits = list(reranker(query, list(hits)))
        except Exception as exc:  # noqa: BLE001 - the hook is third-party; fall back losslessly
            degraded = replace(degraded, rerank_failed=f"{type(exc).__name__}: {exc}")
    timings["rerank"] = _ms(t0)
    hits = [_with_snippet(h, rows, terms, plan, p) for h in hits[:k]]

    null_level = null_floor(store, embedder, query, filters, p.abstain_null_quantile) if query_vec is not None else None
    abstained, reason = False, None
    if not hits and not ids:
        reason = "no candidate matched the query"
    elif not hits:
        # Trigger: candidates existed but every one was a semantic-only match below sim_solo.
        # Why: those are nearest neighbours of nothing. Outcome: an abstention, said so.
        abstained, reason = True, f"only semantic-only candidates below sim_solo {p.sim_solo:.3f}"
    elif abstain and below_floor(best_cos, lex_cov, mode, p, null_level):
        abstained, reason = True, _abstain_reason(best_cos, lex_cov, p, null_level)
        hits = []
    timings["total"] = _ms(t_all)
    return SearchResult(
        query=query,
        mode=mode,
        hits=tuple(hits),
        abstained=abstained,
        reason=reason,
        evidence=evidence,
        best_cosine=best_cos,
        lexical_coverage=lex_cov,
        null_level=null_level,
        degraded=degraded,
        timings_ms=timings,
        materialization=getattr(store, "id", None),
        query_terms=tuple(terms),
    )


def _load_rows(store: Any, ids: list[int], rows: dict[int, Any], low: dict[int, str]) -> None:
    """Fetch full rows (with text) for ``ids`` not loaded yet."""
    need = [i for i in dict.fromkeys(ids) if i not in rows]
    for r in store.sections(need) if need else ():
        rows[r.section_id] = r
        low[r.section_id] = lex.normalise_text(f"{r.title} {r.heading} {r.text}")


def _no_filters():
    from hippocampus.store.reader import Filters

    return Filters()


def _bm25(p: RankingParams):
    from hippocampus.store.queries import BM25Params

    return BM25Params(k1=p.bm25_k1, b=p.bm25_b, title_weight=p.title_weight)


def _stale(store: Any) -> bool:
    try:
        return bool(store.is_stale())
    except Exception:  # noqa: BLE001 - staleness is advisory
        return False


def _fallback(store: Any) -> str | None:
    fallback = getattr(store, "fallback", None)
    return fallback.line() if fallback is not None else None


def _analyser_mismatch(store: Any) -> str | None:
    built = (getattr(store, "manifest", None) or {}).get("tokenizer_version")
    if not built or built == TOKENIZER_VERSION:
        return None
    return f"index built by analyser {built}, queries read by {TOKENIZER_VERSION}: run `hippo index` to rebuild it"


def _plan(store: Any, terms: Sequence[str], p: RankingParams) -> lex.LexicalPlan:
    n_sections = store.section_count()  # N of the BM25 idf, also when the query has no terms
    if not terms:
        return lex.LexicalPlan((), (), (), {})
    df = store.doc_freq(list(terms))
    expansions = {
        t: store.expand_fuzzy(t, p.fuzzy_per_term, p.fuzzy_min_sim)
        for t in terms
        if df.get(t, 0) <= p.fuzzy_max_df and len(t) >= 2
    }
    return lex.plan_terms(terms, df, expansions, n_sections, p)


def _semantic(store, embedder, query, filters, p, degraded):
    """(ranked (section, cosine) best first, the query vector or None, degraded)."""
    if embedder is None:
        return [], None, replace(degraded, no_embedder="no embedder configured")
    cov = _embedding_coverage(store)
    if cov == 0.0:
        # Trigger: no section of this materialization has a vector yet (e.g. a fresh import).
        # Why: the query vector could match nothing, and loading a model costs seconds.
        # Outcome: the embedder is not touched; lexical-only, reported as coverage 0.
        return [], None, replace(degraded, embedding_coverage=0.0)
    try:
        qv = embedder.embed_query(query)
    except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable or a transport error
        # Trigger: embedder down. Why: search must keep working. Outcome: lexical-only, reported.
        return [], None, replace(degraded, no_embedder=f"{type(exc).__name__}: {exc}")
    if cov is not None and cov < 1.0:
        degraded = replace(degraded, embedding_coverage=cov)
    ranked = list(store.semantic(qv, filters, p.sem_candidates))
    broken = getattr(store, "vectors_error", None)
    if broken:  # the vector table is damaged: lexical-only, reported like a missing embedder
        return [], None, replace(degraded, no_embedder=broken)
    return ranked, qv, degraded


def _convex(store, query_vec, docs, boosted, substring_ids, sem_cos, doc_of, p: RankingParams) -> dict[int, float]:
    """Convex fusion (fusion.convex) of each document's best boosted BM25 and best cosine.

    A substring hit (2-character Korean query found verbatim) counts as the top lexical score.
    Lexical candidates the semantic top-k missed are scored against the query vector too, so
    every candidate document has a cosine when the semantic leg ran.
    """
    lex_doc: dict[int, float] = {}
    for sid, score in boosted:
        doc = doc_of.get(sid)
        if doc is not None:
            lex_doc[doc] = max(lex_doc.get(doc, 0.0), score)
    if substring_ids:
        top = max(lex_doc.values(), default=1.0)
        for sid in substring_ids:
            if sid in doc_of:
                lex_doc[doc_of[sid]] = top
    if query_vec is not None:
        missing = [sid for d in docs.values() for sid in d.candidates if sid not in sem_cos]
        if missing:
            sem_cos.update(store.cosines(query_vec, missing))
    cos_doc: dict[int, float] = {}
    for doc_id, d in docs.items():
        cs = [sem_cos[sid] for sid in d.candidates if sid in sem_cos]
        if cs:
            d.cosine = max(cs)
            cos_doc[doc_id] = d.cosine
    return convex(lex_doc, cos_doc, p.convex_alpha)


def _embedding_coverage(store: Any) -> float | None:
    try:
        cov = store.coverage()
    except Exception:  # noqa: BLE001
        return None
    if isinstance(cov, dict):
        cov = cov.get("fraction") if cov.get("total") else None
    return None if cov is None else float(cov)


def _title_leg(rows, terms, lexical_ranked, substring_ids) -> list[str]:
    """Lexical candidates whose note title or heading contains query terms, most terms first."""
    if not terms:
        return []
    scored = []
    for order, sid in enumerate(dict.fromkeys([s for s, _ in lexical_ranked] + substring_ids)):
        r = rows.get(sid)
        if r is None:
            continue
        n = len(lex.present_terms(lex.normalise_text(f"{r.title} {r.heading}"), terms))
        if n:
            scored.append((-n, order, sid))
    return [sid for _, _, sid in sorted(scored)]


def _hit(d: _Doc, terms, plan: lex.LexicalPlan, low, sem_cos, p: RankingParams) -> Hit:
    cov = {sid: lex.credited_coverage(low[sid], plan) for sid in d.sections}
    best_sid = max(d.sections, key=lambda sid: (cov[sid], sem_cos.get(sid, -1.0), -int(sid)))
    r = d.sections[best_sid]
    anchor = getattr(r, "anchor", None) or (f"{r.path}#{r.heading}" if r.heading else r.path)
    return Hit(
        path=r.path,
        title=r.title,
        anchor=anchor,
        heading=r.heading or "",
        section_id=best_sid,
        snippet="",  # filled for the returned hits only (see _with_snippet)
        score=d.score,
        reasons=tuple(x for x in ("fts", "fuzzy", "substring", "title", "semantic") if x in d.reasons),
        lane=r.lane,
        type=r.type,
        status=r.status,
        trust=r.trust,
        updated=None if r.updated is None else str(r.updated),
        coverage=cov[best_sid],
        cosine=d.cosine,
    )


def _with_snippet(h: Hit, rows, terms, plan: lex.LexicalPlan, p: RankingParams) -> Hit:
    r = rows.get(h.section_id)
    return replace(h, snippet=snippet(_body(r), [surface(t) for t in (*terms, *plan.fuzzy)], p.snippet_chars)) if r is not None else h


def _body(r: Any) -> str:
    """Section text without its heading line (the snippet must come from inside the section)."""
    text = r.text or ""
    if text.startswith("#") and "\n" in text:
        rest = text.split("\n", 1)[1]
        return rest if rest.strip() else text
    return text


def sim_floor(p: RankingParams, null_level: float | None) -> float:
    """The cosine the best semantic match must reach: ``abstain_sim``, raised to the scope's
    null level when one was measured."""
    return p.abstain_sim if null_level is None else max(p.abstain_sim, null_level)


def lex_floor(p: RankingParams, best_cos: float | None) -> float:
    """The query-term coverage that is evidence enough: ``abstain_lex`` beside a cosine,
    ``abstain_lex_alone`` when there is no cosine (lexical mode, or no embedder)."""
    return p.abstain_lex_alone if best_cos is None else p.abstain_lex


def below_floor(best_cos: float | None, lex_cov: float, mode: str, p: RankingParams, null_level: float | None = None) -> bool:
    """True when the search would abstain: neither the cosine nor the lexical coverage clears its floor."""
    sem_ok = best_cos is not None and best_cos >= sim_floor(p, null_level)
    lex_ok = mode != "semantic" and lex_cov >= lex_floor(p, best_cos)
    return not (sem_ok or lex_ok)


def _abstain_reason(best_cos: float | None, lex_cov: float, p: RankingParams, null_level: float | None) -> str:
    coverage = f"query-term coverage {lex_cov:.2f} < {lex_floor(p, best_cos):.2f}"
    if best_cos is None:
        return f"evidence below the calibrated floor: no cosine (lexical only) and {coverage}"
    floor = sim_floor(p, null_level)
    why = " (what off-topic questions reach in this scope)" if floor > p.abstain_sim else ""
    return f"evidence below the calibrated floor: best cosine {best_cos:.3f} < {floor:.3f}{why} and {coverage}"
