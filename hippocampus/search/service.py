"""The hybrid search service (SPEC §3, seed 000 §4.1).

:func:`search` is a pipeline of named stages, each a function from frozen values to a frozen
value (the row cache is the one shared, append-only object):

1. :func:`lexical_leg` — query_terms → BM25 in the store (filters inside SQL); rare terms
   expanded through trigram neighbours; 2-character Korean queries also go to substring search;
2. :func:`semantic_leg` — embed_query → top ``sem_candidates`` by cosine (filters applied
   before ranking);
3. :func:`candidates` — candidate metadata, the phrase/AND boost on the top lexical
   candidates, and the title leg (title/heading matches);
4. :func:`fuse` — fusion at the document level: RRF ``w/(k+rank)`` per leg, or a convex
   combination of normalised BM25 (scaled by the query coverage of the best lexical match) and
   cosine (``RankingParams.fusion``, search/fusion.py); a document found *only* by the
   semantic leg must reach ``sim_solo``;
5. :func:`rank` — governance multiplier, freshness decay, the best ``2k`` documents (archived
   notes are excluded by the store filter unless asked);
6. :func:`attach_sections` and :func:`make_hit` — per document the candidate section with the
   best query-term coverage (ties → best semantic), its anchor and the match reasons;
7. :func:`rerank` — the optional hook (off by default; on failure the fused order is kept and
   reported), then snippets from inside the returned sections;
8. :func:`decide` — abstention (search/abstention.py): evidence = max(best cosine,
   idf-weighted lexical coverage of the top documents); below both floors the service returns
   no hits and ``abstained=True`` instead of filling k.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from hippocampus import clock
from hippocampus.search import langprior
from hippocampus.search import lexical as lex
from hippocampus.search import store_api as sapi
from hippocampus.search.abstention import (
    Evidence,
    abstain_reason,
    background_level,
    below_floor,
    lex_floor,
    sim_floor,
)
from hippocampus.search.behind import without_gone
from hippocampus.search.fusion import Leg, convex, rrf
from hippocampus.search.governance import freshness_multiplier, governance_multiplier
from hippocampus.search.nullfloor import null_floor
from hippocampus.search.params import RankingParams
from hippocampus.search.protocols import QueryEmbedder, SearchStore, SectionMeta
from hippocampus.search.snippets import snippet
from hippocampus.search.types import MODES, Degraded, Hit, SearchResult, check_query
from hippocampus.store.queries import BM25Params, Filters
from hippocampus.store.tokenize import (
    TOKENIZER_VERSION,
    is_short_korean,
    query_terms,
    surface,
    term_words,
)
from vault_schema.layout import GENERATED_FILES, GENERATED_LANE

if TYPE_CHECKING:
    from hippocampus.store.reader import SectionRow

__all__ = ["Evidence", "Reranker", "below_floor", "lex_floor", "search", "sim_floor"]

Reranker = Callable[[str, list[Hit]], list[Hit]]
T = TypeVar("T")
_REASON_ORDER = ("fts", "fuzzy", "substring", "title", "semantic")


# ---------------------------------------------------------------------------- stage values


@dataclass(frozen=True)
class Request:
    """The validated query and the settings every stage reads."""

    query: str
    mode: str
    k: int
    filters: Filters
    params: RankingParams
    terms: tuple[str, ...]
    today: date
    abstain: bool


@dataclass(frozen=True)
class LexicalLeg:
    plan: lex.LexicalPlan
    ranked: tuple[tuple[int, float], ...] = ()  # (section, BM25) best first
    substring: tuple[int, ...] = ()  # sections containing a 2-character Korean query verbatim


@dataclass(frozen=True, eq=False)
class SemanticLeg:
    degraded: Degraded
    ranked: tuple[tuple[int, float], ...] = ()  # (section, cosine) best first
    query_vec: np.ndarray | None = None
    # the best ``background_depth`` cosines in scope (ranked is their head): the store's own
    # score distribution for this query, of which abstention.background_level takes the level
    depth: tuple[float, ...] = ()

    @property
    def best_cosine(self) -> float | None:
        return max((c for _, c in self.ranked), default=None)


@dataclass(frozen=True)
class Candidates:
    ids: tuple[int, ...]  # every section a leg found, in leg order (lexical, substring, semantic)
    meta: Mapping[int, SectionMeta]
    boosted: tuple[tuple[int, float], ...]  # lexical candidates after the phrase/AND boost, best first
    title_ranked: tuple[int, ...]  # lexical candidates with query terms in title/heading, most first
    # substring candidates (2-character Korean query) → how strongly they are about the word
    substring_grade: Mapping[int, float] = field(default_factory=dict)
    # credited query coverage of the best lexical match (convex fusion beside a cosine scales
    # the lexical share by it, ADR 0025); 1.0 when it does not apply
    top_coverage: float = 1.0

    @property
    def doc_of(self) -> dict[int, int]:
        return {sid: m[0] for sid, m in self.meta.items()}


@dataclass(frozen=True)
class Doc:
    """One candidate document: its sections found by any leg, why, and its score."""

    doc_id: int
    meta: SectionMeta
    candidates: tuple[int, ...]
    reasons: frozenset[str] = frozenset()
    cosine: float | None = None
    score: float = 0.0
    sections: Mapping[int, SectionRow] = field(default_factory=dict)


@dataclass(frozen=True)
class Fused:
    docs: tuple[Doc, ...]  # first-found order
    scores: Mapping[int, float]  # doc id → fused score
    sem_cos: Mapping[int, float]  # section → cosine (lexical candidates included under convex fusion)


@dataclass(frozen=True)
class Verdict:
    abstained: bool
    reason: str | None


class RowCache:
    """Section rows with their lower-cased text, fetched once per search and shared by the
    boost, the title leg, the hits and the snippets (append-only)."""

    def __init__(self, store: SearchStore) -> None:
        self._store = store
        self.rows: dict[int, SectionRow] = {}
        self.low: dict[int, str] = {}

    def load(self, ids: Iterable[int]) -> None:
        need = [i for i in dict.fromkeys(ids) if i not in self.rows]
        for r in self._store.sections(need) if need else ():
            self.rows[r.section_id] = r
            self.low[r.section_id] = lex.normalise_text(f"{r.title} {r.heading} {r.text}")


# ---------------------------------------------------------------------------- the pipeline


def search(
    store: SearchStore,
    embedder: QueryEmbedder | None,
    query: str,
    *,
    mode: str = "hybrid",
    k: int = 10,
    filters: Filters | None = None,
    params: RankingParams | None = None,
    reranker: Reranker | None = None,
    today: date | None = None,
    abstain: bool = True,
) -> SearchResult:
    t_all = time.perf_counter()  # the total includes the query analysis (a cold Kiwi load is seconds)
    req = make_request(query, mode, k, filters, params, today, abstain)
    sapi.fast_duckdb_params()
    timings: dict[str, float] = {}
    health = store_health(store)
    lexical = _timed(timings, "lexical", lambda: lexical_leg(store, req))
    semantic = _timed(timings, "semantic", lambda: semantic_leg(store, embedder, req, health))
    rows = RowCache(store)
    cands = _timed(timings, "boost", lambda: candidates(store, req, lexical, semantic, rows))
    fused = _timed(timings, "fusion", lambda: fuse(store, req, cands, lexical, semantic))
    docs = _timed(timings, "rows", lambda: attach_sections(rank(fused, req), lexical.plan, rows, req))
    hits = [make_hit(d, lexical.plan, rows, fused.sem_cos) for d in docs if d.sections]
    hits, degraded = _timed(timings, "rerank", lambda: rerank(reranker, req.query, hits, semantic.degraded))
    hits = [with_snippet(h, rows, lexical.plan, req.params) for h in hits[: req.k]]
    ev = evidence(store, embedder, req, semantic, hits)
    verdict = decide(req, ev, hits, bool(cands.ids))
    timings["total"] = _ms(t_all)
    return without_gone(SearchResult(
        query=req.query,
        mode=req.mode,
        hits=() if verdict.abstained else tuple(hits),
        abstained=verdict.abstained,
        reason=verdict.reason,
        evidence=max(ev.answer_cosine or 0.0, ev.coverage),
        best_cosine=semantic.best_cosine,
        lexical_coverage=ev.coverage,
        null_level=ev.null_level,
        answer_cosine=ev.answer_cosine,
        background=ev.background,
        null_ceiling=ev.null_ceiling,
        degraded=degraded,
        timings_ms=timings,
        materialization=getattr(store, "id", None),
        query_terms=req.terms,
    ), store)  # the one existence check on returned hits (ADR 0031)


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0


def _timed(timings: dict[str, float], name: str, stage: Callable[[], T]) -> T:
    t0 = time.perf_counter()
    out = stage()
    timings[name] = _ms(t0)
    return out


# ---------------------------------------------------------------------------- stage 0


def make_request(
    query: str, mode: str, k: int, filters: Filters | None, params: RankingParams | None, today: date | None, abstain: bool
) -> Request:
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    check_query(query)
    return Request(
        query=query,
        mode=mode,
        k=k,
        filters=without_bookkeeping(filters if filters is not None else Filters()),
        params=params or RankingParams(),
        terms=tuple(query_terms(query)),
        today=today or clock.today(),
        abstain=abstain,
    )


def without_bookkeeping(filters: Filters) -> Filters:
    """``filters`` that also exclude the pipeline's bookkeeping (log.md, HOME.md, index.md, the
    gap queue; the system lane unless the caller asked for it by name).

    Trigger: every search. Why: the bookkeeping repeats queries and page titles, so it matched
    questions the vault cannot answer (an open gap's own text, at coverage 1.0, from the gap
    queue) and justified answering them. Outcome: excluded in the store, before any leg ranks,
    so it is neither a hit, nor evidence, nor the maximum that fusion normalises by."""
    lanes = () if GENERATED_LANE in filters.lanes else (GENERATED_LANE,)
    return replace(filters, exclude_paths=tuple(sorted({*filters.exclude_paths, *GENERATED_FILES})),
                   exclude_lanes=tuple(sorted({*filters.exclude_lanes, *lanes})))


def store_health(store: SearchStore) -> Degraded:
    """What the store itself says about its freshness, analyser and integrity."""
    return Degraded(stale_store=_stale(store), analyser_mismatch=_analyser_mismatch(store), damaged_store=_fallback(store))


def _stale(store: SearchStore) -> bool:
    try:
        return bool(store.is_stale())
    except Exception:  # noqa: BLE001 - staleness is advisory
        return False


def _fallback(store: SearchStore) -> str | None:
    fallback = getattr(store, "fallback", None)
    return fallback.line() if fallback is not None else None


def _analyser_mismatch(store: SearchStore) -> str | None:
    built = (getattr(store, "manifest", None) or {}).get("tokenizer_version")
    if not built or built == TOKENIZER_VERSION:
        return None
    return f"index built by analyser {built}, queries read by {TOKENIZER_VERSION}: run `hippo index` to rebuild it"


# ---------------------------------------------------------------------------- stages 1-2: the legs


def lexical_leg(store: SearchStore, req: Request) -> LexicalLeg:
    p = req.params
    plan = lexical_plan(store, req.terms, p, req.query)
    ranked: tuple[tuple[int, float], ...] = ()
    substring: tuple[int, ...] = ()
    if req.mode in ("hybrid", "lexical") and plan.weighted:
        bm25 = BM25Params(k1=p.bm25_k1, b=p.bm25_b, title_weight=p.title_weight)
        ranked = tuple(store.lexical(list(plan.weighted), req.filters, p.lex_candidates, bm25))
    if req.mode in ("hybrid", "lexical") and is_short_korean(req.query):
        word = req.query.strip()
        titled = sapi.titled_sections(store, word, req.filters)
        substring = tuple(dict.fromkeys([*titled, *store.substring(word, req.filters, p.substring_candidates)]))
    return LexicalLeg(plan, ranked, substring)


def lexical_plan(store: SearchStore, terms: Sequence[str], p: RankingParams, query: str = "") -> lex.LexicalPlan:
    """The plan of the lexical leg; with ``language_prior`` its coverage weights are capped by
    how common each word is in the language (search/langprior.py; ``query`` gives the words the
    stems came from)."""
    n_sections = store.section_count()  # N of the BM25 idf, also when the query has no terms
    if not terms:
        return lex.LexicalPlan((), (), (), {})
    df = store.doc_freq(list(terms))
    expansions = {
        t: store.expand_fuzzy(t, p.fuzzy_per_term, p.fuzzy_min_sim)
        for t in terms
        if df.get(t, 0) <= p.fuzzy_max_df and len(t) >= 2
    }
    plan = lex.plan_terms(terms, df, expansions, n_sections, p)
    if not p.language_prior:
        return plan
    idf = langprior.capped_idf(plan.idf, plan.terms, term_words(query), store.mean_section_length())
    return replace(plan, idf=idf)


def semantic_leg(store: SearchStore, embedder: QueryEmbedder | None, req: Request, degraded: Degraded) -> SemanticLeg:
    """The top cosines and the query vector, or why there are none (in ``degraded``)."""
    if req.mode not in ("hybrid", "semantic"):
        return SemanticLeg(degraded)
    if embedder is None:
        return SemanticLeg(replace(degraded, no_embedder="no embedder configured"))
    cov = _embedding_coverage(store)
    if cov == 0.0:
        # Trigger: no section of this materialization has a vector yet (e.g. a fresh import).
        # Why: the query vector could match nothing, and loading a model costs seconds.
        # Outcome: the embedder is not touched; lexical-only, reported as coverage 0.
        return SemanticLeg(replace(degraded, embedding_coverage=0.0))
    try:
        qv = embedder.embed_query(req.query)
    except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable or a transport error
        # Trigger: embedder down. Why: search must keep working. Outcome: lexical-only, reported.
        return SemanticLeg(replace(degraded, no_embedder=f"{type(exc).__name__}: {exc}"))
    if cov is not None and cov < 1.0:
        degraded = replace(degraded, embedding_coverage=cov)
    p = req.params
    deep = store.semantic(qv, req.filters, max(p.sem_candidates, p.background_depth))
    broken = getattr(store, "vectors_error", None)
    if broken:  # the vector table is damaged: lexical-only, reported like a missing embedder
        return SemanticLeg(replace(degraded, no_embedder=broken))
    return SemanticLeg(degraded, tuple(deep[: p.sem_candidates]), qv, tuple(c for _, c in deep))


def _embedding_coverage(store: SearchStore) -> float | None:
    try:
        cov = store.coverage()
    except Exception:  # noqa: BLE001
        return None
    fraction = cov.get("fraction") if isinstance(cov, dict) and cov.get("total") else None
    return None if fraction is None else float(fraction)


# ---------------------------------------------------------------------------- stage 3: candidates


def candidates(store: SearchStore, req: Request, lexical: LexicalLeg, semantic: SemanticLeg, rows: RowCache) -> Candidates:
    """Metadata of every candidate, the boosted lexical order and the title leg."""
    p = req.params
    ids = tuple(dict.fromkeys([s for s, _ in lexical.ranked] + list(lexical.substring) + [s for s, _ in semantic.ranked]))
    meta = store.section_meta(list(ids))
    rows.load([s for s, _ in lexical.ranked[: p.boost_top]] + list(lexical.substring))
    low = rows.low
    boosted = sorted(
        ((sid, lex.boost(b, low[sid], req.query, req.terms, p) if sid in low else b) for sid, b in lexical.ranked if sid in meta),
        key=lambda x: -x[1],
    )
    grade = _substring_grades(req, lexical, rows) if lexical.substring else {}
    top_cov = _top_coverage(req, lexical, semantic, boosted, low)
    return Candidates(ids, meta, tuple(boosted), title_leg(rows, req.terms, lexical), grade, top_cov)


def _top_coverage(
    req: Request, lexical: LexicalLeg, semantic: SemanticLeg, boosted: Sequence[tuple[int, float]], low: Mapping[int, str]
) -> float:
    """Credited query coverage of the best lexical match (the first boosted section), which
    convex fusion beside a cosine multiplies the lexical share by (``convex_coverage``, ADR
    0025); 1.0 when that does not apply. The best match is always among the rows the boost
    read (sections past ``boost_top`` keep their plain BM25, below every boosted one).
    Trigger: a 2-character Korean query's substring matches hold the whole query verbatim.
    Outcome: 1.0, the plain form."""
    p = req.params
    if not (p.fusion == "convex" and p.convex_coverage and semantic.query_vec is not None and boosted) or lexical.substring:
        return 1.0
    sid = boosted[0][0]
    return lex.credited_coverage(low[sid], lexical.plan) if sid in low else 1.0


def _substring_grades(req: Request, lexical: LexicalLeg, rows: RowCache) -> dict[int, float]:
    """For a 2-character Korean query: every substring candidate, and every top BM25 candidate
    holding the word verbatim (a note titled with it may be past the substring limit, whose
    title/heading matches come in id order), graded by lexical.substring_grade."""
    word = req.query.strip()
    sids = dict.fromkeys([*lexical.substring, *(s for s, _ in lexical.ranked[: req.params.boost_top])])
    out = {}
    for sid in sids:
        r = rows.rows.get(sid)
        if r is not None and (sid in lexical.substring or word in f"{r.title} {r.heading} {r.text}"):
            out[sid] = lex.substring_grade(r.title, r.heading or "", r.text or "", word)
    return out


def title_leg(rows: RowCache, terms: Sequence[str], lexical: LexicalLeg) -> tuple[int, ...]:
    """Lexical candidates whose note title or heading contains query terms, most terms first
    (among the rows loaded for the boost)."""
    if not terms:
        return ()
    scored = []
    for order, sid in enumerate(dict.fromkeys([s for s, _ in lexical.ranked] + list(lexical.substring))):
        r = rows.rows.get(sid)
        if r is None:
            continue
        n = len(lex.present_terms(lex.normalise_text(f"{r.title} {r.heading}"), terms))
        if n:
            scored.append((-n, order, sid))
    return tuple(sid for _, _, sid in sorted(scored))


# ---------------------------------------------------------------------------- stage 4: fusion


def fuse(store: SearchStore, req: Request, cands: Candidates, lexical: LexicalLeg, semantic: SemanticLeg) -> Fused:
    """Documents from the candidate sections, their reasons and cosines, and the fused scores."""
    p = req.params
    doc_of = cands.doc_of
    legs = [
        Leg("fts", p.w_lexical, [s for s, _ in cands.boosted]),
        Leg("substring", p.w_lexical, list(lexical.substring)),
        Leg("title", p.w_title, list(cands.title_ranked)),
        Leg("semantic", p.w_semantic, [s for s, _ in semantic.ranked]),
    ]
    docs = _documents(cands, doc_of, legs, semantic)
    sem_cos = dict(semantic.ranked)
    if p.fusion == "convex":
        docs, sem_cos, scores = _convex(store, semantic.query_vec, docs, cands, lexical.substring, sem_cos, doc_of, p)
    else:
        scores = rrf(legs, doc_of, p.rrf_k)
    # Trigger: a document only the semantic leg found. Why: embeddings always return a
    # nearest neighbour, relevant or not. Outcome: it must clear sim_solo (hybrid mode only).
    if req.mode == "hybrid":
        docs = [d for d in docs if d.reasons != {"semantic"} or (d.cosine or 0) >= p.sim_solo]
    return Fused(tuple(docs), scores, sem_cos)


def _documents(cands: Candidates, doc_of: Mapping[int, int], legs: Sequence[Leg], semantic: SemanticLeg) -> list[Doc]:
    """One Doc per document with a candidate section, in first-found order."""
    found: dict[int, list[int]] = {}
    for sid in cands.ids:  # leg order: lexical, substring, semantic
        if sid in cands.meta:
            found.setdefault(doc_of[sid], []).append(sid)
    cosine: dict[int, float] = {}
    for sid, cos in semantic.ranked:
        doc = doc_of.get(sid, -1)
        if doc in found:
            cosine[doc] = max(cosine.get(doc, -1.0), cos)
    reasons: dict[int, set[str]] = {doc: set() for doc in found}
    for leg in legs:
        for sid in leg.ranked_sections:
            if sid in doc_of:
                reasons[doc_of[sid]].add(leg.name)
    return [
        Doc(doc, cands.meta[sids[0]], tuple(sids), frozenset(reasons[doc]), cosine.get(doc))
        for doc, sids in found.items()
    ]


def _convex(
    store: SearchStore,
    query_vec: np.ndarray | None,
    docs: list[Doc],
    cands: Candidates,
    substring: Sequence[int],
    sem_cos: dict[int, float],
    doc_of: Mapping[int, int],
    p: RankingParams,
) -> tuple[list[Doc], dict[int, float], dict[int, float]]:
    """Convex fusion (fusion.convex) of each document's best boosted BM25 and best cosine.

    A substring hit (2-character Korean query found verbatim) counts as the top lexical score
    times its grade (lexical.substring_grade: title, heading, whole word, frequency), so the
    note titled with the word comes first instead of a tie broken by document id.
    Lexical candidates the semantic top-k missed are scored against the query vector too, so
    every candidate document has a cosine when the semantic leg ran. With a cosine, the
    lexical share is scaled by the query coverage of the best lexical match
    (``cands.top_coverage``, ADR 0025). Returns the documents with those cosines, the section
    cosines and the fused scores.
    """
    lex_doc: dict[int, float] = {}
    for sid, score in cands.boosted:
        doc = doc_of.get(sid)
        if doc is not None:
            lex_doc[doc] = max(lex_doc.get(doc, 0.0), score)
    if substring:
        top = max(lex_doc.values(), default=1.0)
        graded_docs: set[int] = set()
        for sid in cands.substring_grade:
            if sid in doc_of:
                doc = doc_of[sid]
                graded = top * cands.substring_grade.get(sid, 0.4)
                # the word's strongest occurrence in the document decides, not its BM25 rank
                lex_doc[doc] = max(graded, lex_doc[doc]) if doc in graded_docs else graded
                graded_docs.add(doc)
    if query_vec is not None:
        missing = [sid for d in docs for sid in d.candidates if sid not in sem_cos]
        if missing:
            sem_cos.update(store.cosines(query_vec, missing))
    out: list[Doc] = []
    cos_doc: dict[int, float] = {}
    for d in docs:
        cs = [sem_cos[sid] for sid in d.candidates if sid in sem_cos]
        if cs:
            d = replace(d, cosine=max(cs))
            cos_doc[d.doc_id] = max(cs)
        out.append(d)
    return out, sem_cos, convex(lex_doc, cos_doc, p.convex_alpha, cands.top_coverage)


# ---------------------------------------------------------------------------- stages 5-6: ranking, hits


def rank(fused: Fused, req: Request) -> tuple[Doc, ...]:
    """Governance and freshness on the fused score; the best ``2k`` documents."""
    p = req.params
    scored = []
    for d in fused.docs:
        _, status, trust, updated, lane = d.meta
        score = fused.scores.get(d.doc_id, 0.0) * governance_multiplier(status, trust, p, lane) * freshness_multiplier(updated, req.today, p)
        scored.append(replace(d, score=score))
    return tuple(sorted(scored, key=lambda d: (-d.score, d.doc_id))[: max(req.k, 1) * 2])


def attach_sections(ordered: Sequence[Doc], plan: lex.LexicalPlan, rows: RowCache, req: Request) -> tuple[Doc, ...]:
    """Each document with its loaded candidate sections; "fts" becomes "fuzzy" when only a
    fuzzy neighbour of the query terms occurs in them."""
    rows.load([sid for d in ordered for sid in d.candidates[: req.params.section_pool * 4]])
    out = []
    for d in ordered:
        sections = {sid: rows.rows[sid] for sid in d.candidates if sid in rows.rows}
        reasons = d.reasons
        fuzzy_only = any(lex.present_terms(rows.low[s], plan.fuzzy) for s in sections) and not any(
            lex.present_terms(rows.low[s], req.terms) for s in sections
        )
        if plan.fuzzy and "fts" in reasons and fuzzy_only:
            reasons = (reasons - {"fts"}) | {"fuzzy"}
        out.append(replace(d, sections=sections, reasons=reasons))
    return tuple(out)


def make_hit(d: Doc, plan: lex.LexicalPlan, rows: RowCache, sem_cos: Mapping[int, float]) -> Hit:
    cov = {sid: lex.credited_coverage(rows.low[sid], plan) for sid in d.sections}
    best_sid = max(d.sections, key=lambda sid: (cov[sid], sem_cos.get(sid, -1.0), -int(sid)))
    r = d.sections[best_sid]
    anchor = getattr(r, "anchor", None) or (f"{r.path}#{r.heading}" if r.heading else r.path)
    return Hit(
        path=r.path,
        title=r.title,
        anchor=anchor,
        heading=r.heading or "",
        section_id=best_sid,
        snippet="",  # filled for the returned hits only (see with_snippet)
        score=d.score,
        reasons=tuple(x for x in _REASON_ORDER if x in d.reasons),
        lane=r.lane,
        type=r.type,
        status=r.status,
        trust=r.trust,
        updated=None if r.updated is None else str(r.updated),
        coverage=cov[best_sid],
        cosine=d.cosine,
    )


# ---------------------------------------------------------------------------- stages 7-8


def rerank(reranker: Reranker | None, query: str, hits: list[Hit], degraded: Degraded) -> tuple[list[Hit], Degraded]:
    if reranker is None or not hits:
        return hits, degraded
    try:
        return list(reranker(query, list(hits))), degraded
    except Exception as exc:  # noqa: BLE001 - the hook is third-party; fall back losslessly
        return hits, replace(degraded, rerank_failed=f"{type(exc).__name__}: {exc}")


def with_snippet(h: Hit, rows: RowCache, plan: lex.LexicalPlan, p: RankingParams) -> Hit:
    r = rows.rows.get(h.section_id)
    if r is None:
        return h
    return replace(h, snippet=snippet(_body(r), [surface(t) for t in (*plan.terms, *plan.fuzzy)], p.snippet_chars))


def _body(r: SectionRow) -> str:
    """Section text without its heading line (the snippet must come from inside the section)."""
    text = r.text or ""
    if text.startswith("#") and "\n" in text:
        rest = text.split("\n", 1)[1]
        return rest if rest.strip() else text
    return text


def evidence(store: SearchStore, embedder: QueryEmbedder | None, req: Request, semantic: SemanticLeg, hits: Sequence[Hit]) -> Evidence:
    """What the returned hits and the store say (abstention.py): the best cosine among the
    returned hits, the coverage of the top three, the store's background level for the query
    and the probe null level (both only when a cosine was measured)."""
    if semantic.query_vec is None:
        return Evidence(None, max((h.coverage for h in hits[:3]), default=0.0))
    p = req.params
    cosines = [h.cosine for h in hits if h.cosine is not None]
    coverage = max((h.coverage for h in hits[:3]), default=0.0)
    return Evidence(
        answer_cosine=max(cosines) if cosines else None,
        coverage=coverage,
        background=background_level(semantic.depth, p),
        null_level=null_floor(store, embedder, req.query, req.filters, p.abstain_null_quantile),
        # only a question with no word in the hits needs it (abstention.unanchored)
        null_ceiling=null_floor(store, embedder, req.query, req.filters, p.abstain_null_unanchored) if coverage <= 0.0 else None,
    )


def decide(req: Request, ev: Evidence, hits: Sequence[Hit], any_candidate: bool) -> Verdict:
    """Whether to answer (abstention.py)."""
    p = req.params
    if not hits and not any_candidate:
        return Verdict(False, "no candidate matched the query")
    if not hits:
        # Trigger: candidates existed but every one was a semantic-only match below sim_solo.
        # Why: those are nearest neighbours of nothing. Outcome: an abstention, said so.
        return Verdict(True, f"only semantic-only candidates below sim_solo {p.sim_solo:.3f}")
    if req.abstain and below_floor(ev, req.mode, p):
        return Verdict(True, abstain_reason(ev, p))
    return Verdict(False, None)
