"""The legs of a search: each ranks sections by one kind of evidence (SPEC §3).

* :func:`lexical_leg` — query terms → BM25 in the store (filters inside SQL): sections, and
  with ``note_evidence`` whole notes (BM25F over title, headings and body, store/notelex.py);
  rare terms are expanded through trigram neighbours (:func:`lexical_plan`); a 2-character
  Korean query also goes to substring search (titles first);
* :func:`semantic_leg` — the query vector → the top ``sem_candidates`` sections by cosine
  (filters applied before ranking), and the deeper cosines abstention reads its background from;
  :func:`candidate_cosines` scores the lexical candidates the top-k missed against the same
  vector (convex fusion gives every candidate a cosine);
* :func:`title_leg` — lexical candidates whose note title or heading holds query terms, most
  terms first (over the rows the candidate stage read; pure).

Each takes the store and the parts of the query it reads, never the whole request, so each
can be called (and tested) alone. Fusion of the legs is search/fusion.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from hippocampus.search import langprior
from hippocampus.search import lexical as lex
from hippocampus.search import store_api as sapi
from hippocampus.search.params import RankingParams
from hippocampus.search.protocols import QueryEmbedder, SearchStore
from hippocampus.search.types import Degraded
from hippocampus.store.notelex import NoteBM25Params
from hippocampus.store.queries import BM25Params, Filters
from hippocampus.store.tokenize import is_short_korean, term_words

if TYPE_CHECKING:
    from hippocampus.store.reader import SectionRow


@dataclass(frozen=True)
class LexicalLeg:
    plan: lex.LexicalPlan
    ranked: tuple[tuple[int, float], ...] = ()  # (section, BM25) best first
    substring: tuple[int, ...] = ()  # sections containing a 2-character Korean query verbatim
    notes: tuple[tuple[int, float], ...] = ()  # (document, whole-note BM25F) best first (note_evidence)


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


# ---------------------------------------------------------------------------- lexical


def lexical_leg(
    store: SearchStore, *, query: str, terms: Sequence[str], mode: str, filters: Filters, p: RankingParams
) -> LexicalLeg:
    """BM25 candidates of the weighted terms, and for a 2-character Korean query the sections
    holding it verbatim (titled ones first). Empty in semantic mode."""
    plan = lexical_plan(store, terms, p, query)
    ranked: tuple[tuple[int, float], ...] = ()
    substring: tuple[int, ...] = ()
    notes: tuple[tuple[int, float], ...] = ()
    if mode in ("hybrid", "lexical") and plan.weighted:
        bm25 = BM25Params(k1=p.bm25_k1, b=p.bm25_b, title_weight=p.title_weight)
        ranked = tuple(store.lexical(list(plan.weighted), filters, p.lex_candidates, bm25))
        if p.note_evidence:
            notes = tuple(store.note_lexical(list(plan.weighted), filters, p.lex_candidates, note_params(p)))
    if mode in ("hybrid", "lexical") and is_short_korean(query):
        word = query.strip()
        titled = sapi.titled_sections(store, word, filters)
        substring = tuple(dict.fromkeys([*titled, *store.substring(word, filters, p.substring_candidates)]))
    return LexicalLeg(plan, ranked, substring, notes)


def note_params(p: RankingParams) -> NoteBM25Params:
    return NoteBM25Params(k1=p.bm25_k1, b=p.bm25_b, w_title=p.note_w_title, w_headings=p.note_w_headings, w_body=1.0, w_name=p.note_w_name)


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
    words, mean_length = term_words(query), store.mean_section_length()
    idf = langprior.capped_idf(plan.idf, plan.terms, words, mean_length)
    plan = replace(plan, specificity={t: langprior.word_weight(t, words.get(t, ""), mean_length) for t in plan.terms})
    if p.lex_language_prior:
        # Trigger: a query word common in the language but rare in this vault ("it", "can", "time"
        # in English over a Korean wiki). Why: the store's idf makes it a strong term, and the
        # vault's few texts in that language (clippings) match every question on such words.
        # Outcome: its BM25 weight is scaled by its language idf over its store idf (at most 1).
        weighted = tuple((t, w * min(1.0, idf[t] / plan.idf[t]) if plan.idf.get(t, 0.0) > 0 and t in idf else w)
                         for t, w in plan.weighted)
        return replace(plan, idf=idf, weighted=weighted)
    return replace(plan, idf=idf)


# ---------------------------------------------------------------------------- semantic


def semantic_leg(
    store: SearchStore,
    embedder: QueryEmbedder | None,
    *,
    query: str,
    mode: str,
    filters: Filters,
    p: RankingParams,
    degraded: Degraded,
) -> SemanticLeg:
    """The top cosines and the query vector, or why there are none (in ``degraded``)."""
    if mode not in ("hybrid", "semantic"):
        return SemanticLeg(degraded)
    if embedder is None:
        return SemanticLeg(replace(degraded, no_embedder="no embedder configured"))
    cov = embedding_coverage(store)
    if cov == 0.0:
        # Trigger: no section of this materialization has a vector yet (e.g. a fresh import).
        # Why: the query vector could match nothing, and loading a model costs seconds.
        # Outcome: the embedder is not touched; lexical-only, reported as coverage 0.
        return SemanticLeg(replace(degraded, embedding_coverage=0.0))
    try:
        qv = embedder.embed_query(query)
    except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable or a transport error
        # Trigger: embedder down. Why: search must keep working. Outcome: lexical-only, reported.
        return SemanticLeg(replace(degraded, no_embedder=f"{type(exc).__name__}: {exc}"))
    if cov is not None and cov < 1.0:
        degraded = replace(degraded, embedding_coverage=cov)
    deep = store.semantic(qv, filters, max(p.sem_candidates, p.background_depth))
    broken = getattr(store, "vectors_error", None)
    if broken:  # the vector table is damaged: lexical-only, reported like a missing embedder
        return SemanticLeg(replace(degraded, no_embedder=broken))
    ranked = deep[: p.sem_candidates]
    weight = hub_weight(store, query, p)
    if weight > 0 and ranked:
        ranked = hub_ranked(store, embedder, query, deep[: max(p.sem_hub_depth, p.sem_candidates)], replace(p, sem_hub_weight=weight))
    if p.sem_prf_weight > 0 and p.sem_prf_depth > 0 and ranked:
        ranked = feedback_ranked(store, qv, ranked, filters, p)
    return SemanticLeg(degraded, tuple(ranked), qv, tuple(c for _, c in deep))


def minor_language(store: SearchStore, query: str) -> bool:
    """Whether fewer than half of the vault's notes are written in ``query``'s language
    (store_api.korean_share; a query with Hangul is Korean); False for a store that cannot tell."""
    from hippocampus.search.nullfloor import is_korean

    share = sapi.korean_share(store)
    if share is None:
        return False
    return (share if is_korean(query) else 1.0 - share) < 0.5


def hub_weight(store: SearchStore, query: str, p: RankingParams) -> float:
    """The hubness correction's weight for ``query``: ``sem_hub_weight``, and at least
    ``sem_hub_foreign`` when the query is in the vault's minor language (:func:`minor_language`).

    Trigger: a question in the vault's minor language (an English question over a Korean wiki, a
    Korean one over the English help vault, msmarco's English queries over its Korean passages).
    Why: e5 puts any passage in the question's language close to the question, so the vault's few
    English clippings crowd out the Korean note that answers (hubness from the language itself);
    in a one-language vault the same correction only reshuffles (it cost R@1 on autorag-ko,
    Cranfield, LongMemEval and LoCoMo). Outcome: the semantic leg's order is corrected for such a
    question only; measured leave one dataset out (ADR 0032 addendum 2026-12-07 b)."""
    if p.sem_hub_foreign <= 0:
        return p.sem_hub_weight
    return max(p.sem_hub_weight, p.sem_hub_foreign) if minor_language(store, query) else p.sem_hub_weight


def hub_ranked(
    store: SearchStore, embedder: QueryEmbedder, query: str, deep: Sequence[tuple[int, float]], p: RankingParams
) -> list[tuple[int, float]]:
    """The semantic leg's order after a hubness correction: ``deep`` (section, cosine) re-ranked
    by ``cosine - sem_hub_weight * hub(section)``, ``hub`` the section's mean cosine to the
    off-topic probes in the query's language (nullfloor.PROBES_EN / PROBES_KO), the first
    ``sem_candidates`` kept with their cosines to the query.

    Trigger: ``sem_hub_weight`` > 0. Why: some passages sit close to *every* question of a
    language — in a Korean wiki, the English clippings for any English question — and crowd out
    the answer (hubness; CSLS, Conneau et al. 2018, subtracts a point's mean similarity to its
    neighbours in the other space). The probes are such neighbours: questions about nothing in
    the vault. Outcome: the leg's rank order; abstention reads the same cosines."""
    from hippocampus.search import nullfloor

    ids = [sid for sid, _ in deep]
    vecs = store.section_vectors(ids)
    if len(vecs) != len(ids):  # a section lost its vector since the search: leave the order alone
        return list(deep[: p.sem_candidates])
    # the probes with the embedder itself, not the call's deadline wrapper: they are embedded once
    # per process, like the null levels' (abstention.evidence), and a deadline is the query's
    same = nullfloor.probe_matrix(getattr(embedder, "embedder", embedder))[nullfloor.same_language(query)]
    hub = (vecs @ same.T).mean(axis=1)
    order = sorted(range(len(ids)), key=lambda i: -(deep[i][1] - p.sem_hub_weight * float(hub[i])))
    return [deep[i] for i in order[: p.sem_candidates]]


def feedback_ranked(
    store: SearchStore, qv: np.ndarray, first: Sequence[tuple[int, float]], filters: Filters, p: RankingParams
) -> list[tuple[int, float]]:
    """The semantic leg's order after vector pseudo-relevance feedback: the sections nearest to
    ``q + sem_prf_weight * mean(v_1 .. v_m)``, v_i the vectors of the first pass's ``sem_prf_depth``
    best sections, each with its cosine to the query itself (what abstention and the hits read).

    Trigger: ``sem_prf_weight`` > 0. Why: a question in one language over notes in another sits
    closer to the vault's passages in its own language than to the answer; its first-pass
    neighbours are in the vault's language, so their mean moves the query towards it (Rocchio on
    dense vectors; no second encode, one more product with the vectors). Outcome: the leg's rank
    order; the cosines reported stay the query's."""
    m = min(p.sem_prf_depth, len(first))
    vecs = store.section_vectors([sid for sid, _ in first[:m]])
    if not len(vecs):
        return list(first)
    q = np.asarray(qv, dtype=np.float32).reshape(-1)
    q = q / max(float(np.linalg.norm(q)), 1e-12)
    moved = q + p.sem_prf_weight * vecs.mean(axis=0)
    second = store.semantic(moved, filters, p.sem_candidates)
    cos = store.cosines(q, [sid for sid, _ in second])
    return [(sid, cos[sid]) for sid, _ in second if sid in cos]


def embedding_coverage(store: SearchStore) -> float | None:
    """The share of the store's sections with a vector (None when the store cannot say)."""
    try:
        cov = store.coverage()
    except Exception:  # noqa: BLE001
        return None
    fraction = cov.get("fraction") if isinstance(cov, dict) and cov.get("total") else None
    return None if fraction is None else float(fraction)


def candidate_cosines(store: SearchStore, semantic: SemanticLeg, sections: Iterable[int]) -> dict[int, float]:
    """Section → cosine for the semantic leg's own sections and for every one of ``sections``
    (the candidates of the other legs) it missed, scored against the same query vector; only
    the leg's own cosines when it did not run."""
    cos = dict(semantic.ranked)
    if semantic.query_vec is not None:
        missing = [sid for sid in sections if sid not in cos]
        if missing:
            cos.update(store.cosines(semantic.query_vec, missing))
    return cos


# ---------------------------------------------------------------------------- title


def title_leg(rows: Mapping[int, SectionRow], terms: Sequence[str], lexical: LexicalLeg) -> tuple[int, ...]:
    """Lexical candidates whose note title or heading contains query terms, most terms first
    (among ``rows``, the rows loaded for the boost)."""
    if not terms:
        return ()
    scored = []
    for order, sid in enumerate(dict.fromkeys([s for s, _ in lexical.ranked] + list(lexical.substring))):
        r = rows.get(sid)
        if r is None:
            continue
        n = len(lex.present_terms(lex.normalise_text(f"{r.title} {r.heading}"), terms))
        if n:
            scored.append((-n, order, sid))
    return tuple(sid for _, _, sid in sorted(scored))
