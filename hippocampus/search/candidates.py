"""Candidate generation: what the legs found, before fusion (SPEC §3).

:func:`candidates` gathers every section a leg found (lexical, substring, semantic, in that
order) with its document metadata, re-scores the top lexical candidates with the phrase/AND
boost (search/lexical.py), runs the title leg over the rows it read (search/legs.py), grades a
2-character Korean query's substring matches, and measures the credited query coverage of the
best lexical match, which convex fusion scales the lexical share by (ADR 0025).

It reads the section rows the search's row cache holds (``rows``/``low``); the caller loads
:func:`boost_ids` into that cache first. The result is a frozen :class:`Candidates`, the one
input of fusion besides the legs themselves.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from hippocampus.search import lexical as lex
from hippocampus.search.legs import LexicalLeg, SemanticLeg, title_leg
from hippocampus.search.params import RankingParams
from hippocampus.search.protocols import SearchStore, SectionMeta

if TYPE_CHECKING:
    from hippocampus.store.reader import SectionRow


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
    # whole-note BM25F of the lexical leg's notes (note_evidence), and the notes whose sections
    # were added because no leg found one of them (they follow the legs' sections in ``ids``)
    notes: Mapping[int, float] = field(default_factory=dict)
    expanded: frozenset[int] = frozenset()
    # each candidate note's lexical score under note_evidence (note_scores); empty otherwise
    note_lexical: Mapping[int, float] = field(default_factory=dict)
    # idf-weighted share of the query's terms the store holds nowhere (lexical.unheld_share: 0.0
    # when a held term is in another script than most of the query), measured where the coverage
    # above is (RRF or convex fusion beside a query vector); 0.0 otherwise
    unheld: float = 0.0
    # the whole-note leg's first notes whose title holds every query term (title_all; note_title_all
    # or title_all_first on), which fusion may put first (title_all_first)
    titled: frozenset[int] = frozenset()

    @cached_property
    def ranked_notes(self) -> tuple[int, ...]:
        """The lexical leg's notes by whole-note BM25F, best first (ties by document id); empty
        without note_evidence. Computed once: fusion ranks by it and abstention compares with it."""
        return tuple(d for d, _ in sorted(self.notes.items(), key=lambda x: (-x[1], x[0])))

    @cached_property
    def doc_of(self) -> dict[int, int]:
        """Section → its document (computed once: fusion reads it four times; do not modify it)."""
        return {sid: m[0] for sid, m in self.meta.items()}

    def by_document(self) -> dict[int, list[int]]:
        """Document → its candidate sections (those with metadata), documents and sections in
        first-found order."""
        doc_of = self.doc_of
        found: dict[int, list[int]] = {}
        for sid in self.ids:  # leg order: lexical, substring, semantic
            if sid in self.meta:
                found.setdefault(doc_of[sid], []).append(sid)
        return found


def boost_ids(lexical: LexicalLeg, p: RankingParams) -> list[int]:
    """The sections whose rows :func:`candidates` reads: the top ``boost_top`` lexical
    candidates and every substring candidate."""
    return [s for s, _ in lexical.ranked[: p.boost_top]] + list(lexical.substring)


def candidates(
    store: SearchStore,
    *,
    query: str,
    terms: Sequence[str],
    p: RankingParams,
    lexical: LexicalLeg,
    semantic: SemanticLeg,
    rows: Mapping[int, SectionRow],
    low: Mapping[int, str],
    load: Callable[[Iterable[int]], None] | None = None,
) -> Candidates:
    """Metadata of every candidate, the boosted lexical order and the title leg. ``rows`` and
    ``low`` (lower-cased title, heading and text) hold at least the :func:`boost_ids` rows;
    ``load`` adds rows to them (the top note's sections, for its coverage).

    Trigger: a note of the whole-note leg none of whose sections a leg found (its words are
    spread over sections none of which ranks alone). Why: a hit is a note *with* a section (the
    anchor, the snippet, the cosine). Outcome: its sections join the candidates after the legs'."""
    ids = tuple(dict.fromkeys([s for s, _ in lexical.ranked] + list(lexical.substring) + [s for s, _ in semantic.ranked]))
    meta = dict(store.section_meta(list(ids)))
    notes = dict(lexical.notes)
    titled: frozenset[int] = frozenset()
    if (p.note_title_all != 1.0 or p.title_all_first) and notes and load is not None:
        notes, titled = title_all(store, notes, terms, p, load, rows)
    found = {m[0] for m in meta.values()}
    need = [d for d, _ in lexical.notes if d not in found]
    of_doc = store.doc_sections(need) if need else {}
    extra = [sid for d in need for sid in of_doc.get(d, ())]
    if extra:
        meta.update(store.section_meta(extra))
        ids = ids + tuple(sid for sid in extra if sid in meta)
    boosted = sorted(
        ((sid, lex.boost(b, low[sid], query, terms, p) if sid in low else b) for sid, b in lexical.ranked if sid in meta),
        key=lambda x: -x[1],
    )
    grade = substring_grades(query, p, lexical, rows) if lexical.substring else {}
    doc_of = {sid: m[0] for sid, m in meta.items()}
    scored = note_scores(boosted, lexical.ranked, notes, doc_of, p.note_mix) if notes else {}
    top = max(scored, key=lambda d: (scored[d], -d)) if scored else None
    if top is not None and load is not None and convex_scaled(p, lexical, semantic):
        # Trigger: the best lexical note under whole-note evidence. Why: convex fusion scales the
        # lexical share by how much of the query the best lexical match holds (ADR 0025); that
        # match is now a note. Outcome: the coverage of the whole note's text.
        top_secs = store.doc_sections([top]).get(top, []) if top not in of_doc else of_doc[top]
        load(top_secs)
        top_cov = note_coverage([low[s] for s in top_secs if s in low], lexical.plan)
    else:
        top_cov = top_coverage(p, lexical, semantic, boosted, low)
    unheld = lex.unheld_share(lexical.plan) if convex_scaled(p, lexical, semantic) else 0.0
    return Candidates(ids, meta, tuple(boosted), title_leg(rows, terms, lexical), grade, top_cov, notes, frozenset(need), scored,
                      unheld, titled)


def title_holds(term: str, title_lower: str) -> bool:
    """Whether a lower-cased title holds ``term``: a term with a digit as a whole token ("4" is not
    in "14" or "2024", "cs1010" not in "cs1010s", "gpt4" not in "gpt4o": the analyser reads those as
    other terms), anything else as :func:`lexical.present_terms` reads it."""
    if any(ch.isdigit() for ch in term):
        return re.search(rf"(?<![0-9a-z]){re.escape(term)}(?![0-9a-z])", title_lower) is not None
    return bool(lex.present_terms(title_lower, [term]))


#: A query of more terms is a sentence, not a title: title_all is not looked for (a question's every
#: word in a short title is rare; the look costs a row read per note).
TITLE_ALL_MAX_TERMS = 6


def name_like(title: str, terms: Sequence[str]) -> bool:
    """Whether ``title`` is short beside the query: at most twice as many words as the query has
    terms. A title that names a note ("CS3230 Lecture 4 - Greedy Algorithms", "2022-07-15 Friday")
    is; a passage's first sentence used as its title (MS MARCO's: "혈소판 감소증의 의학적 정의: … 지속적인
    감소 …") holds any two words by chance."""
    return len(re.findall(r"\w+", title)) <= 2 * len(terms)


def title_all(store: SearchStore, notes: Mapping[int, float], terms: Sequence[str], p: RankingParams,
              load: Callable[[Iterable[int]], None], rows: Mapping[int, SectionRow]) -> tuple[dict[int, float], frozenset[int]]:
    """``notes`` (whole-note lexical scores) with each of the first ``boost_top`` whose title holds
    every query term (two or more) and is :func:`name_like` multiplied by ``note_title_all``, and
    those notes.

    Trigger: a query of two terms or more, all in one note's title. Why: the whole-note score
    counts a title word like ~2 body words (BM25F, saturated), so notes that mention a course and a
    lecture number in passing outrank the note titled by them ("CS3230 lecture 4" 16th, "2022-07-15"
    behind 2022-08-07, on a new user's vault). Outcome: such notes' lexical scores are multiplied."""
    distinct = [t for t in dict.fromkeys(terms) if t]
    if not 2 <= len(distinct) <= TITLE_ALL_MAX_TERMS:
        return dict(notes), frozenset()
    top = [d for d, _ in sorted(notes.items(), key=lambda x: (-x[1], x[0]))[: p.boost_top]]
    of_doc = store.doc_sections(top)
    firsts = {d: secs[0] for d in top if (secs := of_doc.get(d))}
    load(firsts.values())
    out, titled = dict(notes), set()
    for d, sid in firsts.items():
        row = rows.get(sid)
        if row is not None and name_like(row.title, distinct) and all(title_holds(t, lex.normalise_text(row.title)) for t in distinct):
            out[d] = out[d] * p.note_title_all
            titled.add(d)
    return out, frozenset(titled)


def note_scores(
    boosted: Sequence[tuple[int, float]],
    plain: Sequence[tuple[int, float]],
    notes: Mapping[int, float],
    doc_of: Mapping[int, int],
    mix: float,
) -> dict[int, float]:
    """Each candidate note's lexical score under whole-note evidence (ADR 0032):
    ``mix · S(d) / max S + (1 − mix) · N(d) / max N``, where S is the note's best boosted section
    BM25 and N its whole-note BM25F times the phrase/AND boost its sections earned (its best
    boosted section BM25 over its best plain one). Notes with no candidate section (``doc_of``
    has none of theirs) are left out."""
    best: dict[int, float] = {}
    for sid, score in boosted:
        if sid in doc_of:
            best[doc_of[sid]] = max(best.get(doc_of[sid], 0.0), score)
    base: dict[int, float] = {}
    for sid, score in plain:
        if sid in doc_of:
            base[doc_of[sid]] = max(base.get(doc_of[sid], 0.0), score)
    known = set(doc_of.values())
    whole = {d: s * (best[d] / base[d] if base.get(d, 0.0) > 0 and d in best else 1.0) for d, s in notes.items() if d in known}
    top_s, top_n = max(best.values(), default=0.0), max(whole.values(), default=0.0)
    return {d: (mix * best.get(d, 0.0) / top_s if top_s > 0 else 0.0) + ((1 - mix) * whole.get(d, 0.0) / top_n if top_n > 0 else 0.0)
            for d in set(best) | set(whole)}


def convex_scaled(p: RankingParams, lexical: LexicalLeg, semantic: SemanticLeg) -> bool:
    """Whether fusion scales the lexical share by a coverage: convex fusion with coverage on (ADR
    0025) or RRF with ``rrf_lex_cover``, a query vector, and no 2-character Korean substring
    matches (those hold the whole query verbatim)."""
    if semantic.query_vec is None or lexical.substring:
        return False
    return (p.fusion == "convex" and p.convex_coverage) or (p.fusion == "rrf" and p.rrf_lex_cover > 0)


def note_coverage(texts: Sequence[str], plan: lex.LexicalPlan) -> float:
    """Credited query coverage of a whole note (its sections' lower-cased texts)."""
    return lex.credited_coverage(" \n ".join(texts), plan) if texts else 0.0


def top_coverage(
    p: RankingParams, lexical: LexicalLeg, semantic: SemanticLeg, boosted: Sequence[tuple[int, float]], low: Mapping[int, str]
) -> float:
    """Credited query coverage of the best lexical match (the first boosted section), which
    convex fusion beside a cosine multiplies the lexical share by (``convex_coverage``, ADR
    0025); 1.0 when that does not apply. The best match is always among the rows the boost
    read (sections past ``boost_top`` keep their plain BM25, below every boosted one).
    Trigger: a 2-character Korean query's substring matches hold the whole query verbatim.
    Outcome: 1.0, the plain form."""
    if not (convex_scaled(p, lexical, semantic) and boosted):
        return 1.0
    sid = boosted[0][0]
    return lex.credited_coverage(low[sid], lexical.plan) if sid in low else 1.0


def substring_grades(query: str, p: RankingParams, lexical: LexicalLeg, rows: Mapping[int, SectionRow]) -> dict[int, float]:
    """For a 2-character Korean query: every substring candidate, and every top BM25 candidate
    holding the word verbatim (a note titled with it may be past the substring limit, whose
    title/heading matches come in id order), graded by lexical.substring_grade."""
    word = query.strip()
    sids = dict.fromkeys([*lexical.substring, *(s for s, _ in lexical.ranked[: p.boost_top])])
    out = {}
    for sid in sids:
        r = rows.get(sid)
        if r is not None and (sid in lexical.substring or word in f"{r.title} {r.heading} {r.text}"):
            out[sid] = lex.substring_grade(r.title, r.heading or "", r.text or "", word)
    return out
