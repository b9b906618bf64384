"""Every section row of one materialization held in memory (one Arrow table), for search.

Why: search reads the text of its top candidates twice per query (phrase/AND boosts and the
title leg on the top ``boost_top`` lexical candidates, then best section, coverage and snippet
for the returned documents). Each read was one DuckDB query of 15-50 ms at 10,000 notes —
a scan of ``sections`` whatever the number of ids — more than the whole lexical budget. The
table is immutable for the life of the :class:`~hippocampus.store.reader.Store`, so it is read
once (``SECTION_COLUMNS``, ordered by section id) and rows are taken by position.

Cost: about the size of the section text plus the per-section copy of the document columns
(26 MB and ~0.2 s at 10,000 synthetic notes, see docs/BENCHMARKS.md) — the same order as the
embedding matrix the semantic leg already holds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from hippocampus.store.queries import SECTION_COLUMNS, Query

if TYPE_CHECKING:
    import pyarrow as pa

QUERY: Query = (f"SELECT {SECTION_COLUMNS} FROM sections s JOIN documents d ON d.doc_id = s.doc_id ORDER BY s.section_id", [])


class SectionTable:
    """``SECTION_COLUMNS`` of every section that has a document, by section id."""

    def __init__(self, table: pa.Table) -> None:
        self._table = table.combine_chunks()
        self._ids = self._table.column("section_id").to_numpy().astype(np.int64)

    @classmethod
    def build(cls, read: Callable[[Query], pa.Table]) -> SectionTable:
        return cls(read(QUERY))

    @classmethod
    def derive(cls, old: SectionTable, read: Callable[[Query], pa.Table], gone: np.ndarray, added: np.ndarray) -> SectionTable:
        """The table of a newer materialization from ``old``'s rows (its predecessor's) minus the
        ``gone`` section ids plus the ``added`` ones read from the new file (ADR 0030): the rows
        of unchanged notes are the same in both (a note's sections change only with its bytes)."""
        import pyarrow as pa
        import pyarrow.compute as pc

        keep = ~np.isin(old._ids, np.asarray(gone, dtype=np.int64))
        parts = [old._table.filter(pa.array(keep))]
        if len(added):
            head, _, tail = QUERY[0].partition(" ORDER BY ")
            parts.append(read((f"{head} WHERE s.section_id IN (SELECT unnest(?::BIGINT[])) ORDER BY {tail}",
                               [sorted(int(i) for i in added)])).cast(parts[0].schema))
        table = pa.concat_tables(parts)
        return cls(table.take(pc.sort_indices(table.column("section_id"))))

    @property
    def nbytes(self) -> int:
        return int(self._table.nbytes + self._ids.nbytes)

    def rows(self, ids: Sequence[int]) -> dict[int, tuple[Any, ...]]:
        """section_id -> the row as a tuple in ``SECTION_COLUMNS`` order (unknown ids skipped)."""
        if not len(ids) or not len(self._ids):
            return {}
        wanted = np.asarray([int(i) for i in ids], dtype=np.int64)
        pos = np.minimum(np.searchsorted(self._ids, wanted), len(self._ids) - 1)
        pos = np.unique(pos[self._ids[pos] == wanted])
        sub = self._table.take(pos)
        return {r[0]: r for r in zip(*(c.to_pylist() for c in sub.columns), strict=True)}
