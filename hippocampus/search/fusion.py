"""Fusion: from the legs' ranked sections to one ordered list of documents (SPEC §3, ADR 0004,
ADR 0006, ADR 0025). Where the score of a hit is made, in three steps:

1. **Documents and their signals** (:func:`documents`, :func:`lexical_by_document`,
   :func:`cosine_by_document`): each candidate document with its candidate sections, the legs
   that found it (its reasons), its best boosted BM25 and its best cosine. A document-level
   signal is one more mapping document → value built beside these two.
2. **Combination** (:func:`fuse`), chosen by ``RankingParams.fusion`` (the defaults are in
   search/params.py, overridden by ``$HIPPO_HOME/calibration.json``):

   * :func:`rrf` — reciprocal-rank fusion. Each leg ranks *sections*; a document's rank in a
     leg is the rank of its best (first) section there. Fusion is ``sum(weight / (rrf_k +
     rank))`` over the legs that found the document, with ranks starting at 1. It ignores how
     far apart the scores are: BM25's clear winner and e5's near-tie count the same.
   * :func:`convex` — a convex combination of normalised scores,
     ``(1 - alpha) * c * lex / max(lex) + alpha * (cos - min cos) / (max cos - min cos)``, over
     the candidate documents of one query (min-max per query; Bruch et al., "An Analysis of
     Fusion Functions for Hybrid Retrieval", TOIS 2023, found it beats RRF and needs few labels
     to tune). ``c`` is the lexical coverage of the best lexical match, the idf-weighted share
     of the query's terms it holds (ADR 0025; measured in search/candidates.py): BM25 / max
     BM25 only says how a match compares with the best one of this query, so without ``c``
     that best match got the whole lexical share even when it held one query word out of four
     (a typo's wrong neighbour, an English word in a Korean note). Every candidate gets a
     cosine (search/legs.py ``candidate_cosines`` scores lexical candidates against the query
     vector too), so a document missing from one leg is not punished by a fill-in value.

   With ``solo_floor`` (off by default, ADR 0032) a document only the semantic leg found must
   reach ``sim_solo`` in hybrid mode.
3. **Ranking** (:func:`rank`): the governance multiplier and freshness decay
   (search/governance.py) on the fused score, the best ``2k`` documents; an exact tie goes to
   the better rank in the whole-note lexical leg (``rrf_ties``), then to the document id. With
   ``rrf_leg_floor`` the documents are then ordered by the smaller of their fused position and
   ``rrf_leg_floor`` × their best rank in a full-weight leg (:func:`leg_floors`, :func:`floored`).
   Last, with ``name_first``, a note the whole query names (its title, file name, an alias or a
   tag, when at most :data:`NAMED_MAX` notes go by that name) comes first (:func:`named_first`).

Working on documents keeps a long note with many matching sections from crowding out the rest
of the list (a hit is a document carrying its best section, search/hits.py). Everything here
is pure: the store was read by the legs and the candidate stage.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import TYPE_CHECKING

from hippocampus.search.candidates import Candidates
from hippocampus.search.governance import freshness_multiplier, governance_multiplier
from hippocampus.search.params import RankingParams
from hippocampus.search.protocols import SectionMeta

if TYPE_CHECKING:
    from hippocampus.store.reader import SectionRow


#: Most notes one name may pick out and still be put first: a name more notes share (a tag such as
#: ``clippings`` on 360 notes of a real vault) is a category, and the ranking decides among them.
NAMED_MAX = 3


@dataclass(frozen=True)
class Leg:
    name: str
    weight: float
    ranked_sections: Sequence[int]  # section ids, best first
    ranked_docs: Sequence[int] = ()  # or document ids, best first (the whole-note leg)

    def ranks(self, doc_of: Mapping[int, int], known: Iterable[int] | None = None) -> dict[int, int]:
        """1-based rank of each document in this leg (of ``known`` ones, when given)."""
        if self.ranked_docs:
            keep = None if known is None else set(known)
            docs = [d for d in self.ranked_docs if keep is None or d in keep]
            return {d: i for i, d in enumerate(docs, start=1)}
        return document_ranks(self.ranked_sections, doc_of)


def document_ranks(ranked_sections: Sequence[int], doc_of: Mapping[int, int]) -> dict[int, int]:
    """1-based rank of each document by the first appearance of any of its sections."""
    ranks: dict[int, int] = {}
    for sid in ranked_sections:
        doc = doc_of.get(sid)
        if doc is not None and doc not in ranks:
            ranks[doc] = len(ranks) + 1
    return ranks


def leg_ranks(legs: Sequence[Leg], doc_of: Mapping[int, int]) -> list[dict[int, int]]:
    """Each leg's 1-based document ranks (of documents in ``doc_of``), empty for a leg weighted 0 or
    less: computed once per search, read by :func:`rrf` and :func:`leg_floors`."""
    known = set(doc_of.values())
    return [leg.ranks(doc_of, known) if leg.weight > 0 else {} for leg in legs]


def rrf(legs: Sequence[Leg], doc_of: Mapping[int, int], k: float, ranks: Sequence[Mapping[int, int]] | None = None) -> dict[int, float]:
    """``sum(weight / (k + rank))`` over the legs that found each document (ranks from 1);
    ``ranks``: :func:`leg_ranks` of ``legs`` when the caller has them already."""
    scores: dict[int, float] = {}
    for leg, by_doc in zip(legs, leg_ranks(legs, doc_of) if ranks is None else ranks, strict=True):
        if leg.weight <= 0:
            continue
        for doc, rank in by_doc.items():
            scores[doc] = scores.get(doc, 0.0) + leg.weight / (k + rank)
    return scores


def evidence_weighted(legs: Sequence[Leg], coverage: float, p: RankingParams, unheld: float = 0.0, foreign: bool = False) -> list[Leg]:
    """The legs with the lexical ones (whole-note and substring) weighted by ``min(1, coverage /
    rrf_lex_cover)`` (``rrf_lex_cover`` > 0; ``coverage``: the share of the query's own words in
    the best lexical note, 1.0 when it does not apply).

    Trigger: the best lexical note holds little of the query (an English question over Korean
    notes: the leg matched a number or a name). Why: RRF gives a leg's first rank the same say
    whatever it rests on, so the leg's noise outvoted the semantic leg's answer. Outcome: the
    lexical ranks count for that share; a leg whose best match holds none of the query counts
    for nothing.

    With ``rrf_lex_unheld`` > 0 the lexical legs also count for nothing when ``unheld`` (the
    idf-weighted share of the query's terms that occur nowhere in the store, 0 when a held term is
    in the vault's script: lexical.unheld_share) reaches it. Trigger: a question mostly in
    words the vault never uses (English over Korean passages: "what causes dystonia" finds only
    "causes", in some Korean passage that quotes English). Why: under RRF any weight above ~2 %
    lets a note both legs hold outrank the semantic leg's first, so scaling cannot silence a leg
    that rests on the query's leftover words. Outcome: the semantic leg alone orders the notes.

    ``foreign`` (the question is in the vault's minor language, legs.minor_language) multiplies the
    lexical legs' weight by ``rrf_lex_foreign`` (1: unchanged)."""
    share = 1.0
    if p.rrf_lex_cover > 0:  # 0: plain RRF, which also turns off rrf_lex_unheld
        share = min(1.0, max(coverage, 0.0) / p.rrf_lex_cover)
        if p.rrf_lex_unheld > 0 and unheld >= p.rrf_lex_unheld:
            share = 0.0
    if foreign:
        share *= p.rrf_lex_foreign
    if share == 1.0:
        return list(legs)
    return [replace(leg, weight=leg.weight * share) if leg.name in ("fts", "substring") else leg for leg in legs]


def convex(
    lexical: Mapping[int, float], cosine: Mapping[int, float], alpha: float, coverage: float = 1.0
) -> dict[int, float]:
    """``(1 - alpha) * coverage * lexical / max(lexical) + alpha * minmax(cosine)`` per document.

    ``lexical`` holds raw (non-negative) lexical scores, ``cosine`` raw similarities; a
    document absent from a mapping contributes 0 from that leg. With all cosines equal every
    document gets the full semantic share. ``coverage`` (clipped to 0..1) is the share of the
    query that the best lexical match holds: the lexical leg's best score counts for that much
    of its share, not for all of it; 1.0 is the plain min-max form.
    """
    scores: dict[int, float] = {}
    top = max(lexical.values(), default=0.0)
    if top > 0 and alpha < 1:
        scale = (1.0 - alpha) * min(max(coverage, 0.0), 1.0)
        for doc, s in lexical.items():
            scores[doc] = scale * max(s, 0.0) / top
    if cosine and alpha > 0:
        lo, hi = min(cosine.values()), max(cosine.values())
        for doc, c in cosine.items():
            scores[doc] = scores.get(doc, 0.0) + alpha * ((c - lo) / (hi - lo) if hi > lo else 1.0)
    return scores


# ---------------------------------------------------------------------------- documents


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
    # doc id → its rank in the whole-note lexical leg (1 = best): breaks an exact tie of fused
    # scores (``rrf_ties="lexical"``); empty: ties go by document id.
    tie_rank: Mapping[int, int] = field(default_factory=dict)
    # doc id → its best rank in a full-weight leg (``rrf_leg_floor``, :func:`leg_floors`); empty: off
    floor_rank: Mapping[int, int] = field(default_factory=dict)
    # doc id → its whole-note lexical rank, breaking ties of the floored order (``rrf_floor_ties``)
    floor_tie: Mapping[int, int] = field(default_factory=dict)
    # the notes the whole query names (``name_first``, :func:`named_first`); empty: none or off
    named: frozenset[int] = frozenset()


def leg_list(cands: Candidates, substring: Sequence[int], semantic_ranked: Sequence[tuple[int, float]], p: RankingParams) -> list[Leg]:
    """The four legs as fusion weighs them: lexical (whole notes with ``note_evidence``, else the
    boosted sections), substring, title, semantic."""
    notes = cands.ranked_notes
    return [
        Leg("fts", p.w_lexical, [s for s, _ in cands.boosted] if not notes else [], notes),
        Leg("substring", p.w_lexical, list(substring)),
        Leg("title", p.w_title, list(cands.title_ranked)),
        Leg("semantic", p.w_semantic, [s for s, _ in semantic_ranked]),
    ]


def documents(cands: Candidates, legs: Sequence[Leg], semantic_ranked: Sequence[tuple[int, float]]) -> list[Doc]:
    """One Doc per document with a candidate section, in first-found order, with the names of
    the legs that found it and its best cosine in the semantic leg's own ranking."""
    doc_of = cands.doc_of
    found = cands.by_document()
    cosine: dict[int, float] = {}
    for sid, cos in semantic_ranked:
        doc = doc_of.get(sid, -1)
        if doc in found:
            cosine[doc] = max(cosine.get(doc, -1.0), cos)
    reasons: dict[int, set[str]] = {doc: set() for doc in found}
    for leg in legs:
        for sid in leg.ranked_sections:
            if sid in doc_of:
                reasons[doc_of[sid]].add(leg.name)
        for doc in leg.ranked_docs:
            if doc in reasons:
                reasons[doc].add(leg.name)
    return [
        Doc(doc, cands.meta[sids[0]], tuple(sids), frozenset(reasons[doc]), cosine.get(doc))
        for doc, sids in found.items()
    ]


def lexical_by_document(cands: Candidates, substring: Sequence[int]) -> dict[int, float]:
    """Each document's lexical score: under ``note_evidence`` the candidate stage's note score
    (best section and whole note, candidates.note_scores), else its best boosted section BM25.

    A substring hit (2-character Korean query found verbatim) counts as the top lexical score
    times its grade (lexical.substring_grade: title, heading, whole word, frequency), so the
    note titled with the word comes first instead of a tie broken by document id.
    """
    doc_of = cands.doc_of
    lex_doc: dict[int, float] = dict(cands.note_lexical)
    if not lex_doc:
        for sid, score in cands.boosted:
            doc = doc_of.get(sid)
            if doc is not None:
                lex_doc[doc] = max(lex_doc.get(doc, 0.0), score)
    if substring:
        top = max(lex_doc.values(), default=1.0)
        graded_docs: set[int] = set()
        for sid, grade in cands.substring_grade.items():
            if sid in doc_of:
                doc = doc_of[sid]
                graded = top * grade
                # the word's strongest occurrence in the document decides, not its BM25 rank
                lex_doc[doc] = max(graded, lex_doc[doc]) if doc in graded_docs else graded
                graded_docs.add(doc)
    return lex_doc


def cosine_by_document(docs: Iterable[Doc], sem_cos: Mapping[int, float]) -> tuple[list[Doc], dict[int, float]]:
    """Each document's best cosine over its candidate sections (``sem_cos``: section → cosine,
    lexical candidates included), set on the document too."""
    out: list[Doc] = []
    cos_doc: dict[int, float] = {}
    for d in docs:
        cs = [sem_cos[sid] for sid in d.candidates if sid in sem_cos]
        if cs:
            d = replace(d, cosine=max(cs))
            cos_doc[d.doc_id] = max(cs)
        out.append(d)
    return out, cos_doc


# ---------------------------------------------------------------------------- fusion, ranking


def fuse(
    cands: Candidates,
    *,
    substring: Sequence[int],
    semantic_ranked: Sequence[tuple[int, float]],
    sem_cos: Mapping[int, float],
    p: RankingParams,
    mode: str,
    named: Sequence[int] = (),
    foreign: bool = False,
) -> Fused:
    """Documents from the candidate sections, their reasons and cosines, and the fused scores.

    ``sem_cos`` maps sections to cosines: the semantic leg's own, and under convex fusion those
    of the other candidates too (legs.candidate_cosines). ``named``: the notes whose name is the
    whole query (store.named_documents), kept with ``name_first`` outside semantic mode when at
    most :data:`NAMED_MAX` of them."""
    legs = leg_list(cands, substring, semantic_ranked, p)
    docs = documents(cands, legs, semantic_ranked)
    first: frozenset[int] = frozenset()
    if p.name_first and mode != "semantic" and 0 < len(named) <= NAMED_MAX:
        first = frozenset(named) & {d.doc_id for d in docs}  # a named note no leg found stays out (filters)
    if first:
        docs = [replace(d, reasons=d.reasons | {"name"}) if d.doc_id in first else d for d in docs]
    elif p.title_all_first and mode != "semantic" and 0 < len(cands.titled) <= NAMED_MAX:
        # Trigger: no note is the query's name, and at most NAMED_MAX notes hold every query term in
        # their title (candidates.title_all). Why: a title that holds the whole query ("CS3230 Lecture 4
        # - Greedy Algorithms" for "CS3230 lecture 4") is the next most specific thing after the
        # name. Outcome: those notes lead like named ones, reason "title_all"; abstention still decides.
        first = cands.titled & {d.doc_id for d in docs}
        docs = [replace(d, reasons=d.reasons | {"title_all"}) if d.doc_id in first else d for d in docs]
    floors: dict[int, int] = {}
    if p.fusion == "convex":
        docs, cos_doc = cosine_by_document(docs, sem_cos)
        scores = convex(lexical_by_document(cands, substring), cos_doc, p.convex_alpha, cands.top_coverage)
    else:
        weighted = evidence_weighted(legs, cands.top_coverage, p, cands.unheld, foreign)
        ranks = leg_ranks(weighted, cands.doc_of)
        scores = rrf(weighted, cands.doc_of, p.rrf_k, ranks)
        if mode == "hybrid" and p.rrf_leg_floor > 0:
            floors = leg_floors(weighted, ranks, p)
    # Trigger: a document only the semantic leg found, with solo_floor on. Why: embeddings always
    # return a nearest neighbour, relevant or not. Outcome: it must clear sim_solo (hybrid mode
    # only). Off by default (ADR 0032): it dropped cross-lingual answers, and abstention decides.
    if mode == "hybrid" and p.solo_floor:
        docs = [d for d in docs if d.reasons != {"semantic"} or (d.cosine or 0) >= p.sim_solo]
    # Trigger: two documents with the same fused score (under RRF of two legs, the one ranked 1st
    # by the lexical leg and 2nd by the semantic leg against the one ranked the other way round).
    # Why: the lexical leg ranks whole notes (title, headings and body together), the semantic leg
    # ranks a note by its best single section, and a note's whole is the better evidence (issue 35:
    # a short section whose heading is the query must not outrank the note about it). Outcome: the
    # tie goes to the better whole-note lexical rank, then to the document id (ADR 0032).
    tie_rank = legs[0].ranks(cands.doc_of) if p.rrf_ties == "lexical" else {}
    floor_tie = legs[0].ranks(cands.doc_of) if floors and p.rrf_floor_ties == "lexical" else {}
    return Fused(tuple(docs), scores, dict(sem_cos), tie_rank, floors, floor_tie, first)


def leg_floors(weighted: Sequence[Leg], ranks: Sequence[Mapping[int, int]], p: RankingParams) -> dict[int, int]:
    """Each document's best rank among the two main legs (whole-note lexical ``fts`` and
    ``semantic``) that count at their full weight after :func:`evidence_weighted` (``ranks``: their
    :func:`leg_ranks`).

    Trigger: ``rrf_leg_floor`` > 0, hybrid mode, RRF. Why: RRF gives one leg's first rank 1/61
    and two legs' tenth ranks 2/70, so a note only one leg holds (a paraphrase the vectors read
    and the words miss, or a rare term the words catch and the vectors miss) fell to 12th-17th on
    the real wiki and the help vault. Outcome: :func:`rank` orders it by the smaller of its fused
    position and ``rrf_leg_floor`` × this rank. A leg scaled down by the evidence weighting (its
    best note holds little of the query, or the query's words are not the vault's), or weighted 0,
    sets no floor."""
    full = {"fts": p.w_lexical, "semantic": p.w_semantic}
    depth = p.rrf_leg_floor_depth or None  # only a leg's first ``depth`` notes set a floor
    floors: dict[int, int] = {}
    for leg, by_doc in zip(weighted, ranks, strict=True):
        nominal = full.get(leg.name)
        if nominal is None or leg.weight <= 0 or leg.weight < nominal:
            continue
        for doc, r in by_doc.items():
            if depth is None or r <= depth:
                floors[doc] = min(floors.get(doc, r), r)
    return floors


def rank(fused: Fused, *, k: int, today: date, p: RankingParams) -> tuple[Doc, ...]:
    """Governance and freshness on the fused score; the best ``2k`` documents."""
    scored = []
    for d in fused.docs:
        _, status, trust, updated, lane = d.meta
        score = fused.scores.get(d.doc_id, 0.0) * governance_multiplier(status, trust, p, lane) * freshness_multiplier(updated, today, p)
        scored.append((score, d))
    last = len(fused.tie_rank) + 1
    ordered = sorted(scored, key=lambda x: (-x[0], fused.tie_rank.get(x[1].doc_id, last), x[1].doc_id))
    if fused.floor_rank:
        ordered = floored(ordered, fused.floor_rank, p.rrf_leg_floor, fused.floor_tie)
    if fused.named:
        ordered = named_first(ordered, fused.named)
    best = ordered[: max(k, 1) * 2]
    return tuple(replace(d, score=score) for score, d in best)  # only the kept documents are copied


def named_first(ordered: Sequence[tuple[float, Doc]], named: frozenset[int]) -> list[tuple[float, Doc]]:
    """The notes in ``named`` first, each group in its order.

    Trigger: the whole query is a note's name (its title, file name, an alias or a tag, case and
    ``-``/``_`` aside; at most :data:`NAMED_MAX` notes go by it). Why: someone who types a note's
    name means that note, as in Obsidian's quick switcher; fused, the exact title "Learn Claude
    Code" came third on a real vault behind two guides to Claude Code whose sections the vectors
    liked better, and an alias or tag held by one note behind a semantic-only hit. Outcome: those
    notes lead, in their fused order; the rest keep theirs."""
    return sorted(ordered, key=lambda item: item[1].doc_id not in named)  # stable: each group keeps its order


def floored(ordered: Sequence[tuple[float, Doc]], floor_rank: Mapping[int, int], factor: float,
            tie: Mapping[int, int] | None = None) -> list[tuple[float, Doc]]:
    """The fused order re-sorted by ``min(position, factor × best full-weight leg rank)`` (1-based;
    :func:`leg_floors`), ties by ``tie`` (doc id → rank; a document without one after those with)
    when given, then by the fused position: the fused first stays first (1 is below any
    ``factor`` ≥ 1 times a rank), two documents lifted to the same place keep their fused order
    (or go by ``tie``), and so do the documents no leg lifts."""
    never = float("inf")
    tie = tie or {}
    key = {id(item): (min(pos, factor * floor_rank.get(item[1].doc_id, never)), tie.get(item[1].doc_id, never) if tie else 0, pos)
           for pos, item in enumerate(ordered, start=1)}
    return sorted(ordered, key=lambda item: key[id(item)])
