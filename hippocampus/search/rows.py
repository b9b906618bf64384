"""The section rows a search reads, with their normalised text (whitespace collapsed, lower-cased),
shared by the boost, the title leg, the hits, their coverage and the snippets.

:class:`RowCache` is one search's view (append-only). Behind it, each opened materialization
keeps a :class:`RowMemo`: a section's row and normalised text are fetched and computed once per
materialization, not once per search.

Why: under whole-note evidence (ADR 0032) a search reads the rows of the notes the whole-note
leg brings in, and normalising each section's text (``lexical.normalise_text``) was the largest
single cost of a warm lexical search (issue 35's cost A/B, docs/benchmarks/search.md "Cost");
the same sections come back across searches (a note's sections are the candidates of every query
about it). A materialization is immutable, so a row read once stays true for the life of the
store object; a new materialization is a new store object with its own memo.

Cost: bounded by :data:`MEMO_MAX_CHARS` characters of normalised text (the rows hold about as
much again); past it the memo starts over (a search then reads its rows as before).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING

from hippocampus.search import lexical as lex
from hippocampus.search.protocols import SearchStore

if TYPE_CHECKING:
    from hippocampus.store.reader import SectionRow

#: Most characters of normalised section text one materialization's memo holds (about 16-32 MB
#: with the rows beside it; the 974-note Korean wiki is about 7 million characters in all).
MEMO_MAX_CHARS = 8_000_000


class RowMemo:
    """section id → (row, normalised text) of one materialization, filled on first read."""

    def __init__(self) -> None:
        self._rows: dict[int, tuple[SectionRow, str]] = {}
        self._chars = 0
        self._lock = threading.Lock()

    def get(self, sid: int) -> tuple[SectionRow, str] | None:
        return self._rows.get(sid)

    def add(self, rows: Iterable[SectionRow]) -> dict[int, tuple[SectionRow, str]]:
        """Normalise ``rows``, remember them, and return them by section id."""
        out = {r.section_id: (r, lex.normalise_text(f"{r.title} {r.heading} {r.text} {r.names}")) for r in rows}
        size = sum(len(low) for _, low in out.values())
        with self._lock:
            if self._chars + size > MEMO_MAX_CHARS:
                # Trigger: the memo holds MEMO_MAX_CHARS of text. Why: memory is bounded. Outcome:
                # it starts over (the rows are read from the store again when next needed).
                self._rows.clear()
                self._chars = 0
            if size <= MEMO_MAX_CHARS:
                self._rows.update(out)
                self._chars += size
        return out


_MEMOS: weakref.WeakKeyDictionary[object, RowMemo] = weakref.WeakKeyDictionary()
_MEMOS_LOCK = threading.Lock()


def memo_of(store: SearchStore) -> RowMemo | None:
    """The row memo of ``store`` (one per store object, that is per materialization), or None
    when the store cannot be weakly referenced (then every search reads its own rows)."""
    with _MEMOS_LOCK:
        try:
            memo = _MEMOS.get(store)
            if memo is None:
                memo = _MEMOS[store] = RowMemo()
        except TypeError:
            return None
    return memo


class RowCache:
    """Section rows with their lower-cased text, fetched once per search and shared by the
    boost, the title leg, the hits and the snippets (append-only); read through the store's
    :class:`RowMemo`."""

    def __init__(self, store: SearchStore) -> None:
        self._store = store
        self._memo = memo_of(store)
        self.rows: dict[int, SectionRow] = {}
        self.low: dict[int, str] = {}

    def load(self, ids: Iterable[int]) -> None:
        need = [i for i in dict.fromkeys(ids) if i not in self.rows]
        if not need:
            return
        memo = self._memo
        known = {i: got for i in need if memo is not None and (got := memo.get(i)) is not None}
        missing = [i for i in need if i not in known]
        if missing:
            fetched = self._store.sections(missing)
            known.update(memo.add(fetched) if memo is not None else RowMemo().add(fetched))
        for i in need:  # the order of ``ids`` (Store.sections returns rows in the order asked)
            got = known.get(i)
            if got is not None:
                sid = got[0].section_id
                self.rows[sid], self.low[sid] = got
