"""How common a query word is in the language, as a cap on its coverage weight (ADR 0019,
decision 9).

Trigger: coverage weighs each query term by the store's BM25 idf, and a small vault has no
statistics: on the 40-note sample vault "make" occurs in one section, so "How do I make soup"
found 41 % of its weight in a Kubernetes note and answered; on a large chat log a word absent
from the scope ("according", "potentially") carried the largest weight and made answerable
questions abstain. Why: a word that most texts of the language contain is weak evidence
whatever this store's counts say. Outcome: a term's weight is the smaller of the store's idf and
the idf the language itself implies for a section of this store's mean length.

The language's frequencies are wordfreq's "small" lists for English and Korean (word
frequencies in general text, shipped inside the package; nothing downloads). For a section of
``L`` words and a word of frequency ``p`` per word, the chance that a section holds the word is
about ``min(1, L·p)`` (Poisson, rare words), so its language idf is ``-ln(min(1, L·p))`` — the
same scale as BM25's ``ln(N/df)``. ``L`` is the store's own mean section length: no constant.
A word the lists do not hold (names, jargon, typos, anything rarer than one in a million words)
keeps the store's idf.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Mapping, Sequence

from hippocampus.errors import HippoError

LANGUAGES = ("en", "ko")  # the product's two languages (SPEC §1)
_LOCK = threading.Lock()
_TABLES: list[Mapping[str, float]] | None = None
_FLOOR: float | None = None


class LanguagePriorUnavailable(HippoError):
    """wordfreq (a hard dependency) is missing or its data cannot be read."""


def _tables() -> list[Mapping[str, float]]:
    """wordfreq's small frequency lists, loaded once per process (0.2 CPU-s, about 10 MB)."""
    global _TABLES
    if _TABLES is None:
        with _LOCK:
            if _TABLES is None:
                try:
                    import wordfreq
                except ImportError as exc:  # pragma: no cover - wordfreq is a hard dependency
                    raise LanguagePriorUnavailable(f"wordfreq is not installed: {exc}") from exc
                try:
                    _TABLES = [wordfreq.get_frequency_dict(lang, "small") for lang in LANGUAGES]
                except Exception as exc:  # pragma: no cover - a damaged install
                    raise LanguagePriorUnavailable(f"wordfreq's frequency lists cannot be read: {exc}") from exc
    return _TABLES


def frequency(*forms: str) -> float:
    """The largest frequency per word, in either language, of any of ``forms`` (an index term
    and the word it was analysed from: a Snowball stem like "memori" is not a word, "memory" is);
    0.0 when no form is in the lists."""
    best = 0.0
    for table in _tables():
        for form in forms:
            if form:
                best = max(best, table.get(form.lower(), 0.0))
    return best


def language_idf(freq: float, mean_length: float) -> float:
    """``-ln(min(1, L·p))``: the idf of a word of frequency ``freq`` in sections of
    ``mean_length`` words; ``inf`` for a word the lists do not hold."""
    share = freq * max(mean_length, 1.0)
    if share <= 0.0:
        return math.inf
    return -math.log(min(1.0, share))


def word_weight(term: str, word: str, mean_length: float) -> float:
    """How specific a query word is, from the language alone: its :func:`language_idf` for a text
    of ``mean_length`` words; a word the lists do not hold is rarer than their rarest entry and
    weighs what a word at that frequency would (the lists stop at about one in a million)."""
    freq = frequency(term, word)
    return language_idf(freq if freq > 0 else _floor_frequency(), mean_length)


def _floor_frequency() -> float:
    """The lists' rarest frequency (computed once per process: a pass over every entry)."""
    global _FLOOR
    if _FLOOR is None:
        _FLOOR = min(min(table.values()) for table in _tables() if table)
    return _FLOOR


def capped_idf(idf: Mapping[str, float], terms: Sequence[str], words: Mapping[str, str], mean_length: float) -> dict[str, float]:
    """``idf`` with each of ``terms`` capped at its language idf (``words``: term → the word it
    came from, when the term is a stem)."""
    out = dict(idf)
    for t in terms:
        if t in out:
            out[t] = min(out[t], language_idf(frequency(t, words.get(t, "")), mean_length))
    return out
