"""The hybrid search service (SPEC §3, seed 000 §4.1): the pipeline, nothing else.

:func:`search` is a pipeline of named stages, each a function from frozen values to a frozen
value, each in the module that owns its idea (the row cache, search/rows.py, is the one shared,
append-only object):

0. :func:`make_request` — the validated query, its terms, the filters without the pipeline's
   bookkeeping; :func:`store_health` — what the store says about itself (``Degraded``);
1. the legs (search/legs.py) — ``lexical_leg`` (BM25, fuzzy expansion, a 2-character Korean
   query's substring matches) and ``semantic_leg`` (query vector → top cosines);
2. candidate generation (search/candidates.py) — candidate metadata, the phrase/AND boost on
   the top lexical candidates, the title leg, the coverage of the best lexical match;
3. fusion and ranking (search/fusion.py) — documents, their signals, RRF or convex fusion, the
   ``sim_solo`` floor for semantic-only documents, governance and freshness, the best ``2k``;
   under convex fusion ``legs.candidate_cosines`` first scores every candidate against the
   query vector;
4. hits (search/hits.py) — each document's best section, anchor and reasons; the optional
   reranker; snippets from inside the returned sections;
5. abstention (search/abstention.py) — the evidence of the returned hits and the verdict:
   below both floors the service returns no hits and ``abstained=True`` instead of filling k;
   with no candidate at all, a path filter that holds no note says so (search/scope.py).

The keys of ``SearchResult.timings_ms`` name the stages: lexical, semantic, boost (candidates),
fusion, rows (ranking and the hits' rows), rerank, total.

A ``deadline`` (``time.monotonic``; the gateway passes the call's, issue 34 item 7) bounds the
query embedding (search/deadline.py): not ready in time, the search goes on with the lexical
leg and ``SearchResult.partial`` names the semantic leg.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TypeVar

from hippocampus import clock
from hippocampus.search import candidates as cand
from hippocampus.search import fusion, hits
from hippocampus.search import legs as leg
from hippocampus.search import lexical as lex
from hippocampus.search import store_api as sapi
from hippocampus.search.abstention import Evidence, below_floor, decide, evidence, lex_floor, sim_floor
from hippocampus.search.behind import without_gone
from hippocampus.search.deadline import SEMANTIC_LEG, Deadlined, embed_until
from hippocampus.search.governance import answer_scope, beside_source, is_staging
from hippocampus.search.hits import Reranker
from hippocampus.search.params import RankingParams
from hippocampus.search.protocols import QueryEmbedder, SearchStore
from hippocampus.search.rows import RowCache
from hippocampus.search.scope import empty_scope
from hippocampus.search.types import MODES, Degraded, Hit, SearchResult, check_query
from hippocampus.store.queries import Filters
from hippocampus.store.tokenize import TOKENIZER_VERSION, query_terms

__all__ = ["Evidence", "Request", "Reranker", "RowCache", "below_floor", "lex_floor", "make_request", "search", "sim_floor"]

T = TypeVar("T")



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
    deadline: float | None = None,
) -> SearchResult:
    t_all = time.perf_counter()  # the total includes the query analysis (a cold Kiwi load is seconds)
    req = make_request(query, mode, k, filters, params, today, abstain, sapi.vault_indexes(store))
    p = req.params
    sapi.fast_duckdb_params()
    timings: dict[str, float] = {}
    health = store_health(store)
    lexical = _timed(timings, "lexical", lambda: leg.lexical_leg(
        store, query=req.query, terms=req.terms, mode=req.mode, filters=req.filters, p=p))
    bounded = Deadlined(embedder, embed_until(deadline)) if deadline is not None and embedder is not None else None
    semantic = _timed(timings, "semantic", lambda: leg.semantic_leg(
        store, bounded or embedder, query=req.query, mode=req.mode, filters=req.filters, p=p, degraded=health))
    missing = (SEMANTIC_LEG,) if bounded is not None and bounded.ran_out else ()
    rows = RowCache(store)
    cands = _timed(timings, "boost", lambda: _candidates(store, req, lexical, semantic, rows))
    fused = _timed(timings, "fusion", lambda: _fuse(store, req, cands, lexical, semantic))
    docs = _timed(timings, "rows", lambda: _ranked_with_sections(fused, req, lexical.plan, rows, cands.expanded))
    found = hits.made(docs, lexical.plan, rows.low, fused.sem_cos, keep=None if reranker is not None else lambda paths: shown_at(store, paths, req.k))
    found, degraded = _timed(timings, "rerank", lambda: hits.rerank(reranker, req.query, found, semantic.degraded))
    found = [hits.with_snippet(h, rows.rows, lexical.plan, p) for h in (shown(store, found, req.k) if reranker is not None else found)]
    ev = evidence(store, embedder, query=req.query, filters=req.filters, p=p, semantic=semantic, hits=found,
                  plan=lexical.plan, texts=rows.low, lexical_docs=_lexical_docs(cands), doc_of=cands.doc_of)
    # the verdict with abstention on, also when the caller turned it off: what `hippo search` would
    # return is then known without a second search (the eval harness scores it, ADR 0033)
    served = decide(ev, found, bool(cands.ids), mode=req.mode, abstain=True, p=p)
    verdict = served if req.abstain else decide(ev, found, bool(cands.ids), mode=req.mode, abstain=False, p=p)
    timings["total"] = _ms(t_all)
    return without_gone(SearchResult(
        query=req.query,
        mode=req.mode,
        hits=() if verdict.abstained else tuple(found),
        abstained=verdict.abstained,
        reason=verdict.reason if cands.ids else (empty_scope(store, req.filters.path_prefix) or verdict.reason),
        would_abstain=served.abstained,
        evidence=max(ev.answer_cosine or 0.0, ev.coverage),
        best_cosine=semantic.best_cosine,
        lexical_coverage=ev.coverage,
        null_level=ev.null_level,
        answer_cosine=ev.answer_cosine,
        background=ev.background,
        null_ceiling=ev.null_ceiling,
        cross_lingual=ev.cross_lingual,
        degraded=degraded,
        timings_ms=timings,
        materialization=getattr(store, "id", None),
        query_terms=req.terms,
        partial=missing,
    ), store)  # the one existence check on returned hits (ADR 0031)


def _candidates(store: SearchStore, req: Request, lexical: leg.LexicalLeg, semantic: leg.SemanticLeg, rows: RowCache) -> cand.Candidates:
    rows.load(cand.boost_ids(lexical, req.params))
    return cand.candidates(store, query=req.query, terms=req.terms, p=req.params, lexical=lexical, semantic=semantic,
                           rows=rows.rows, low=rows.low, load=rows.load)


def _lexical_docs(cands: cand.Candidates) -> list[int]:
    """The lexical leg's notes, best first (whole-note BM25F; without note_evidence the documents
    of its boosted sections in order): what abstention compares the answering note with."""
    if cands.notes:
        return list(cands.ranked_notes)
    doc_of = cands.doc_of
    return list(dict.fromkeys(doc_of[s] for s, _ in cands.boosted if s in doc_of))


def _fuse(store: SearchStore, req: Request, cands: cand.Candidates, lexical: leg.LexicalLeg, semantic: leg.SemanticLeg) -> fusion.Fused:
    p = req.params
    if p.fusion == "convex":  # every candidate gets a cosine (fusion.py)
        sem_cos = leg.candidate_cosines(store, semantic, [s for sids in cands.by_document().values() for s in sids])
    else:
        sem_cos = dict(semantic.ranked)
    named = sapi.named_documents(store, req.query) if p.name_first and req.mode != "semantic" else ()
    foreign = p.rrf_lex_foreign != 1.0 and req.mode == "hybrid" and leg.minor_language(store, req.query)
    return fusion.fuse(cands, substring=lexical.substring, semantic_ranked=semantic.ranked, sem_cos=sem_cos, p=p, mode=req.mode,
                       named=named, foreign=foreign)


def _ranked_with_sections(
    fused: fusion.Fused, req: Request, plan: lex.LexicalPlan, rows: RowCache, expanded: frozenset[int]
) -> tuple[fusion.Doc, ...]:
    ordered = fusion.rank(fused, k=req.k, today=req.today, p=req.params)
    rows.load(hits.section_ids(ordered, req.params, expanded))
    return hits.attach_sections(ordered, plan, req.terms, rows.rows, rows.low)


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0


def _timed(timings: dict[str, float], name: str, stage: Callable[[], T]) -> T:
    t0 = time.perf_counter()
    out = stage()
    timings[name] = _ms(t0)
    return out


# ---------------------------------------------------------------------------- stage 0: the request, the store's health


def make_request(
    query: str, mode: str, k: int, filters: Filters | None, params: RankingParams | None, today: date | None, abstain: bool,
    indexes: Sequence[str] = (),
) -> Request:
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    check_query(query)
    return Request(
        query=query,
        mode=mode,
        k=k,
        filters=without_bookkeeping(filters if filters is not None else Filters(), query, indexes),
        params=params or RankingParams(),
        terms=tuple(query_terms(query)),
        today=today or clock.today(),
        abstain=abstain,
    )


def without_bookkeeping(filters: Filters, query: str = "", indexes: Sequence[str] = ()) -> Filters:
    """``filters`` that also exclude the pipeline's machinery (scaffolding, the vault's own
    indexes, the system lane, approval cards), each unless the query or the filters ask for it
    (governance.answer_scope)."""
    return answer_scope(filters, query, indexes)


def shown(store: SearchStore, found: Sequence[Hit], k: int) -> list[Hit]:
    """The first ``k`` hits, without a staging card shown beside its own source
    (governance.beside_source); its sources are read only when a staging card is among them."""
    return [found[i] for i in shown_at(store, [h.path for h in found], k)]


def shown_at(store: SearchStore, paths: Sequence[str], k: int) -> list[int]:
    """Positions (into ``paths``, the ranked hits' paths) of the hits :func:`shown` keeps."""
    cards = [path for path in paths[: 2 * k] if is_staging(path)]
    if not cards:
        return list(range(len(paths)))[:k]
    return beside_source(paths, sapi.document_sources(store, cards), k)


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
