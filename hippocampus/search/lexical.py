"""The lexical leg (SPEC §3): BM25 over Kiwi morphemes, fuzzy expansion, phrase/AND boost,
and the 2-character Korean fallback. Candidate generation happens in the store with the
filters inside SQL; this module decides which terms to ask for and re-scores the candidates.

Term presence in a candidate is checked on the lower-cased section text with
:func:`~hippocampus.store.tokenize.occurs_in`: a Korean morpheme must be a substring (Kiwi's
morphemes are, except for a few irregular stems, pieces of the text they came from), an
English stem needs a whole word that stems to it. This is cheap enough to run on every
candidate and is the same test used for coverage and the boosts.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from hippocampus.search.params import RankingParams
from hippocampus.store.tokenize import fold_accents, has_hangul, occurs_in


@dataclass(frozen=True)
class LexicalPlan:
    """Which weighted terms go to BM25 (pure result of :func:`plan_terms`)."""

    terms: tuple[str, ...]  # distinct query terms
    weighted: tuple[tuple[str, float], ...]  # original terms at 1.0 + fuzzy expansions
    fuzzy: tuple[str, ...]  # vocabulary terms added by trigram expansion
    idf: Mapping[str, float]
    fuzzy_of: Mapping[str, tuple[tuple[str, float], ...]] = field(default_factory=dict)
    # query terms that are the join of two other query terms (the analyser adds "마을사람" beside
    # 마을 and 사람): compound → its parts
    compounds: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # query terms no section of the store holds (document frequency 0): words this vault never uses
    absent: frozenset[str] = frozenset()
    # how specific each query term is by the language alone (langprior.word_weight: a word most
    # texts hold weighs little), whatever this store's counts; empty without the language prior
    specificity: Mapping[str, float] = field(default_factory=dict)


def unheld_share(plan: LexicalPlan) -> float:
    """The share of the query's terms that no section of the store holds (``plan.absent``),
    each weighed by how specific it is in the language (``plan.specificity``: "against" weighs
    less than "dystonia"; the store's idf without the language prior), or 0.0 when a term the store
    does hold is written in another script than most of the query's terms. Not the store's idf: in
    a small vault a query word every note holds ("callout" in notes about callouts) has a low idf,
    and one common word the vault lacks ("exist") would outweigh it. A misspelling of a word
    the store holds (a term with a trigram neighbour in ``plan.fuzzy_of``: "canvs") and a
    compound the analyser added whose parts are both held (not a word the user asked for) count
    as held. 0.0 for a query without terms.

    Trigger: most of a question's words occur nowhere in the vault (a question in the other
    language). Why: the words left that the vault holds are then either the question's own
    language quoted here and there in the vault's ("causes" in a Korean passage), which says
    nothing about the answer, or a term the user wrote in the vault's script ("LaTeX", "HIDA"
    in a Korean question over English notes), which is the most specific evidence there is.
    Outcome: the share of unheld terms, which fusion silences the lexical legs by, unless such a
    term is held."""
    if not plan.terms:
        return 0.0
    unheld = [t for t in plan.absent if not plan.fuzzy_of.get(t)
              and not ((parts := plan.compounds.get(t)) and all(x not in plan.absent for x in parts))]
    held = [t for t in plan.terms if t not in unheld]
    hangul = sum(1 for t in plan.terms if has_hangul(t))
    if hangul * 2 == len(plan.terms):  # no script holds most of the query: any held term is the other's
        foreign = bool(held)
    else:
        foreign = any(has_hangul(t) != (hangul * 2 > len(plan.terms)) for t in held)
    if foreign:
        return 0.0
    weight = plan.specificity or plan.idf
    total = sum(weight.get(t, 1.0) for t in plan.terms)
    return sum(weight.get(t, 1.0) for t in unheld) / total if total > 0 else 0.0


def compound_parts(terms: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Each term that is the concatenation of two other terms of the same query, with them."""
    present = set(terms)
    out: dict[str, tuple[str, str]] = {}
    for t in terms:
        for i in range(1, len(t)):
            a, b = t[:i], t[i:]
            if a in present and b in present:
                out[t] = (a, b)
                break
    return out


def idf_weights(df: Mapping[str, int], n_sections: int) -> dict[str, float]:
    """BM25 idf, ``ln(1 + (N - df + 0.5) / (df + 0.5))``; an unseen term gets the largest."""
    n = max(1, n_sections)
    return {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}


def plan_terms(
    terms: Sequence[str],
    df: Mapping[str, int],
    expansions: Mapping[str, Sequence[tuple[str, float]]],
    n_sections: int,
    p: RankingParams,
) -> LexicalPlan:
    """Original terms at weight 1; each rare term (df <= fuzzy_max_df) adds its trigram
    neighbours at ``fuzzy_weight * similarity`` (typos, partial words)."""
    weighted: dict[str, float] = {t: 1.0 for t in terms}
    fuzzy: list[str] = []
    fuzzy_of: dict[str, tuple[tuple[str, float], ...]] = {}
    for term in terms:
        if df.get(term, 0) > p.fuzzy_max_df:
            continue
        for vocab, sim in expansions.get(term, ())[: p.fuzzy_per_term]:
            if sim < p.fuzzy_min_sim or vocab in weighted:
                continue
            weighted[vocab] = p.fuzzy_weight * sim
            fuzzy.append(vocab)
            fuzzy_of[term] = (*fuzzy_of.get(term, ()), (vocab, sim))
    return LexicalPlan(tuple(terms), tuple(weighted.items()), tuple(fuzzy), idf_weights(df, n_sections), fuzzy_of, compound_parts(terms),
                       frozenset(t for t in terms if df.get(t, 0) == 0))


def credited_coverage(text_lower: str, plan: LexicalPlan) -> float:
    """idf-weighted share of the query terms found in the text; a term that is absent but
    whose fuzzy neighbour is present earns that neighbour's similarity (typo tolerance).

    Trigger: a compound the analyser added to the query ("마을사람" beside 마을, 사람) is absent
    while both its parts occur. Why: it is an artefact of the analysis, not a word the user
    asked for, and as an unseen term it carries the largest idf, so it alone pulled answerable
    questions below the floor. Outcome: it is left out of that text's coverage."""
    if not plan.terms:
        return 0.0
    total = hit = 0.0
    for t in plan.terms:
        w = plan.idf.get(t, 1.0)
        if occurs_in(t, text_lower):
            total += w
            hit += w
            continue
        parts = plan.compounds.get(t)
        if parts and all(occurs_in(x, text_lower) for x in parts):
            continue
        total += w
        hit += w * max((sim for v, sim in plan.fuzzy_of.get(t, ()) if occurs_in(v, text_lower)), default=0.0)
    return hit / total if total > 0 else 0.0


def normalise_text(text: str) -> str:
    """``text`` lower-cased with each run of whitespace made one space (a leading or trailing run
    too), and words written with Latin diacritics folded as the analyser folds them
    (``tokenize.fold_accents``: the query's terms are folded, so "liquidità" must read
    "liquidita" here). ``str.split`` and ``re``'s ``\\s`` know the same whitespace
    (Py_UNICODE_ISSPACE): for ASCII text the same string as ``re.sub(r"\\s+", " ", text).lower()``,
    at about half its cost."""
    parts = text.split()
    if not parts:
        return " " if text else ""
    out = " ".join(parts)
    if text[0].isspace():
        out = " " + out
    if text[-1].isspace():
        out += " "
    return fold_accents(out.lower())


def present_terms(text_lower: str, terms: Sequence[str]) -> set[str]:
    return {t for t in terms if t and occurs_in(t, text_lower)}


def phrase_in(text_lower: str, query: str) -> bool:
    """The query's words, in order and adjacent, occur in the text (needs ≥ 2 words)."""
    q = normalise_text(query).strip(" ?!.,")
    return len(q.split(" ")) >= 2 and q in text_lower


def boost(bm25: float, text_lower: str, query: str, terms: Sequence[str], p: RankingParams) -> float:
    """Phrase and AND boosts on one candidate's BM25 score."""
    score = bm25
    if len(terms) >= 2 and all(occurs_in(t, text_lower) for t in terms):
        score *= p.and_boost
    if phrase_in(text_lower, query):
        score *= p.phrase_boost
    return score


_WORD_EDGE = re.compile(r"[\s\"'()\[\]{}<>.,:;!?/|·—–-]+")


def substring_grade(title: str, heading: str, text: str, word: str) -> float:
    """How strongly a section holding a short Korean query ``word`` verbatim is about it, in
    (0, 1.09]: the note's title is the word (1.0) > a title word (0.9) > inside the title (0.8) >
    in the heading (0.7) > a word of the text, particles allowed (0.6) > inside a longer word
    (0.4); plus up to 0.09 for how often it occurs (saturating at 10). Without vectors this is
    the only evidence a 2-syllable query has, so it must not be flat."""
    w = word.strip().lower()
    t, h, body = title.strip().lower(), heading.strip().lower(), text.lower()
    if t == w:
        grade = 1.0
    elif _has_word(t, w):
        grade = 0.9
    elif w in t:
        grade = 0.8
    elif w in h:
        grade = 0.7
    elif _has_word(body, w):
        grade = 0.6
    else:
        grade = 0.4
    return grade + 0.009 * min(body.count(w), 10)


def _has_word(text: str, w: str) -> bool:
    """``w`` is a word of ``text``, a particle or a short ending after it allowed ("색인하기", "태그를")."""
    return any(tok.startswith(w) and len(tok) - len(w) <= 2 for tok in _WORD_EDGE.split(text))
