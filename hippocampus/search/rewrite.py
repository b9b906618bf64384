"""The one deterministic query rewrite of corrective retrieval (pure given the store).

Rule, in order:
1. the question's content terms (:func:`query_terms`: Kiwi keeps nouns, verb/adjective stems
   and roots, so Korean particles and endings are already gone; English words lower-cased);
2. English stop-words (:data:`STOPWORDS`, matched on the question's words, not on stems) are dropped;
3. a term the store has never seen (df = 0) is replaced by its closest vocabulary term by
   trigram similarity (≥ ``fuzzy_min_sim``), or dropped when there is none;
4. the remaining terms, de-duplicated, in question order, joined by spaces; an English term is
   written as the question's word it came from (``researched``, not the stem ``research``),
   since a Snowball stem does not always re-analyse to itself.
The result is None when nothing is left or it equals the original question.
"""

from __future__ import annotations

from typing import Any

from hippocampus.search.params import RankingParams
from hippocampus.store.tokenize import query_terms, term_words

STOPWORDS = frozenset(
    """a an and are as at be been being but by can could did do does doing for from had has
    have how i if in into is it its me my of on or our should so than that the their them then
    there these they this to was we were what when where which who whom why will with would you
    your tell about any some please know""".split()  # noqa: SIM905 - a word list reads better as text
)


def rewrite_query(store: Any, question: str, p: RankingParams) -> str | None:
    words = term_words(question)  # English stem → the question's word ("pleas" → "please")
    terms = [t for t in query_terms(question) if words.get(t, t) not in STOPWORDS]
    if not terms:
        return None
    df = store.doc_freq(terms)
    out: list[str] = []
    for t in terms:
        if df.get(t, 0) > 0:
            out.append(words.get(t, t))
            continue
        near = [v for v, sim in store.expand_fuzzy(t, 1, p.fuzzy_min_sim) if sim >= p.fuzzy_min_sim]
        if near:
            out.append(near[0])
    out = list(dict.fromkeys(out))
    rewritten = " ".join(out)
    if not rewritten or rewritten.strip().lower() == question.strip().lower():
        return None
    return rewritten
