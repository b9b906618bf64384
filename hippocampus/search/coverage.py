"""Which query words a returned hit really holds: the coverage abstention decides on (issue 35,
ADR 0033).

Ranking tests a query term against a section's text with
:func:`~hippocampus.store.tokenize.occurs_in`: a Korean morpheme is a substring, an English term
a whole word with the same Snowball stem. That is generous on purpose (a near miss still ranks),
but as *evidence that the vault answers the question* it counts things that are not the user's
words:

* **a stem collision** — Snowball gives unrelated words one stem ("directly" and "direction" →
  ``direct``, "activities" and "active" → ``activ``, "universe" and "university" → ``univers``);
  an everyday question then finds "its" word in a note that uses another word;
* **a string inside another word** — Korean 우기 (rainy season) inside 키우기 (raising), the
  number 38 inside 385, 운동 inside 민주화운동 are substrings but not what the analyser read there.

Here a term counts for a section only when the analyser put it into that section's postings
(:meth:`SearchStore.section_terms`: the words it read, not substrings) and, for an English stem,
when the section holds the query's own word or an inflection of it (plural, third person, past,
progressive, -ly: "notes" for "note", "running" for "run") — a derivation that merely shares the
stem ("presentation" for "present") is not the user's word and earns nothing. Weights, fuzzy
credit for typos and the analyser-compound rule are those of
:func:`~hippocampus.search.lexical.credited_coverage`.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from hippocampus.search.lexical import LexicalPlan
from hippocampus.store.tokenize import stem_word, surface

_LETTERS = re.compile("[a-z]+")
_VERB_ENDINGS = ("ingly", "edly", "ing", "ied", "ed", "ly")


def inflection_base(word: str) -> str:
    """A crude inflectional base of a lower-case English word: a plural or third-person ending
    (-s, -es after s/x/z, -ies), then -ing, -ed, -ied or -ly, come off; a doubled final consonant
    is undoubled ("running" → "run"). Derivational endings stay ("presentation")."""
    w = word
    if len(w) > 3 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
        w = w[:-2]
    elif len(w) > 2 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    for suffix in _VERB_ENDINGS:
        if w.endswith(suffix) and len(w) - len(suffix) >= 2:
            stem = w[: -len(suffix)]
            if suffix == "ied":
                return stem + "y"
            if len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiousl":
                return stem[:-1]
            return stem
    return w


def inflected(a: str, b: str) -> bool:
    """``a`` and ``b`` are the same word or inflections of one word ("save", "saves", "saved",
    "saving"); "present" and "presentation" are not."""
    if a == b:
        return True
    x, y = inflection_base(a), inflection_base(b)
    return x == y or x.rstrip("e") == y.rstrip("e")


def family_words(term: str, text_lower: str) -> set[str]:
    """The words of ``text_lower`` that analyse to the English stem ``term``."""
    s = surface(term)
    out: set[str] = set()
    pos = text_lower.find(s)
    while pos >= 0:
        if pos == 0 or not text_lower[pos - 1].isalnum():
            tail = _LETTERS.match(text_lower, pos + len(s))
            word = s + tail.group() if tail else s
            if word == term or stem_word(word) == term:
                out.add(word)
        pos = text_lower.find(s, pos + 1)
    return out


def holds(term: str, text_lower: str, held: Collection[str], word: str | None) -> bool:
    """Whether a section holds the query's word for ``term``: the analyser read the term there
    (``held``: the section's postings among the query's terms) and, for an English stem, one of
    the section's words that stem to it is ``word`` (the query's word) or an inflection of it."""
    if term not in held:
        return False
    if not (term.isascii() and term.isalpha()) or not word:
        return True
    return any(inflected(word, w) for w in family_words(term, text_lower))


def held_coverage(text_lower: str, plan: LexicalPlan, held: Collection[str], words: Mapping[str, str],
                  absent_weight: float = 0.0) -> float:
    """idf-weighted share of the query's terms the section holds as the query's own words
    (:func:`holds`); an absent term whose fuzzy neighbour (a typo's vocabulary word) the section
    holds earns that neighbour's similarity; an analyser compound absent while both its parts are
    held is left out (as in ``lexical.credited_coverage``). ``words``: term → the query word it
    came from (``tokenize.term_words``).

    ``absent_weight``: a query term that no section of the store holds (``plan.absent``, not an
    analyser compound of two other query terms) weighs ``1 + absent_weight`` times in the share's
    denominator — a word the vault never uses counts more against it holding the answer (the
    wiki's "김치찌개 맛있게 끓이는 법": 김치찌개 nowhere, 맛있 and 끓이 in a diary page)."""
    if not plan.terms:
        return 0.0
    total = hit = 0.0
    for t in plan.terms:
        w = plan.idf.get(t, 1.0)
        if holds(t, text_lower, held, words.get(t)):
            total += w
            hit += w
            continue
        parts = plan.compounds.get(t)
        if parts and all(holds(x, text_lower, held, words.get(x)) for x in parts):
            continue
        total += w * (1.0 + absent_weight) if t in plan.absent and not parts else w
        hit += w * max((sim for v, sim in plan.fuzzy_of.get(t, ()) if v in held), default=0.0)
    return hit / total if total > 0 else 0.0
