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
    """``SECTION_COLUMNS`` of every section that has a document, by section id.

    ``_ids`` (sorted) and ``_pos`` (each id's row in ``_table``): a table built from the file is
    one chunk in id order; a derived one (:meth:`derive`) is the older table's chunks plus one
    for the added rows, shared without copying, with the rows of gone sections left unreferenced
    (compacted once they are a quarter of the table)."""

    def __init__(self, table: pa.Table, ids: np.ndarray | None = None, pos: np.ndarray | None = None) -> None:
        self._table = table.combine_chunks() if ids is None else table
        self._ids = self._table.column("section_id").to_numpy().astype(np.int64) if ids is None else ids
        self._pos = np.arange(len(self._ids), dtype=np.int64) if pos is None else pos

    @classmethod
    def build(cls, read: Callable[[Query], pa.Table]) -> SectionTable:
        return cls(read(QUERY))

    @classmethod
    def derive(cls, old: SectionTable, read: Callable[[Query], pa.Table], gone: np.ndarray, added: np.ndarray) -> SectionTable:
        """The table of a newer materialization from ``old``'s rows (its predecessor's) minus the
        ``gone`` section ids plus the ``added`` ones read from the new file (ADR 0030): the rows
        of unchanged notes are the same in both (a note's sections change only with its bytes)."""
        import pyarrow as pa

        keep = ~np.isin(old._ids, np.asarray(gone, dtype=np.int64))
        ids, pos, table = old._ids[keep], old._pos[keep], old._table
        if len(added):
            head, _, tail = QUERY[0].partition(" ORDER BY ")
            rows = read((f"{head} WHERE s.section_id IN (SELECT unnest(?::BIGINT[])) ORDER BY {tail}",
                         [sorted(int(i) for i in added)])).cast(table.schema)
            new_ids = rows.column("section_id").to_numpy().astype(np.int64)
            pos = np.concatenate([pos, np.arange(table.num_rows, table.num_rows + rows.num_rows, dtype=np.int64)])
            ids = np.concatenate([ids, new_ids])
            table = pa.concat_tables([table, rows])  # zero-copy: the older chunks are shared
            if len(ids) > 1 and np.any(np.diff(ids) <= 0):
                order = np.argsort(ids, kind="stable")
                ids, pos = ids[order], pos[order]
        if table.num_rows - len(ids) > 0.25 * max(table.num_rows, 1) or (table.num_columns and table.column(0).num_chunks > 64):
            # Trigger: many unreferenced rows or chunks. Outcome: one compact table (a copy).
            return cls(table.take(pa.array(pos)).combine_chunks(), ids, np.arange(len(ids), dtype=np.int64))
        return cls(table, ids, pos)

    @property
    def nbytes(self) -> int:
        return int(self._table.nbytes + self._ids.nbytes + self._pos.nbytes)

    def rows(self, ids: Sequence[int]) -> dict[int, tuple[Any, ...]]:
        """section_id -> the row as a tuple in ``SECTION_COLUMNS`` order (unknown ids skipped)."""
        if not len(ids) or not len(self._ids):
            return {}
        wanted = np.asarray([int(i) for i in ids], dtype=np.int64)
        found = np.minimum(np.searchsorted(self._ids, wanted), len(self._ids) - 1)
        found = np.unique(found[self._ids[found] == wanted])
        pos = self._pos[found]
        starts = self._chunk_starts()
        if starts is None:
            sub = self._table.take(pos)
            return {r[0]: r for r in zip(*(c.to_pylist() for c in sub.columns), strict=True)}
        # Trigger: a derived table (several chunks). Why: Arrow's take on a chunked column first
        # concatenates its chunks — every section's text, 0.16 s at 10,000 notes on the first
        # search after each swap. Outcome: each chunk's rows taken from that chunk only.
        import pyarrow as pa

        which = np.searchsorted(starts, pos, side="right") - 1
        columns: list[list[Any]] = [[None] * len(pos) for _ in range(self._table.num_columns)]
        for c in np.unique(which).tolist():
            sel = np.flatnonzero(which == c)
            local = pa.array(pos[sel] - starts[c])
            for j, col in enumerate(self._table.columns):
                out = columns[j]
                for k, v in zip(sel.tolist(), col.chunk(c).take(local).to_pylist(), strict=True):
                    out[k] = v
        return {r[0]: r for r in zip(*columns, strict=True)}

    def _chunk_starts(self) -> np.ndarray | None:
        """The first row of each chunk when every column is chunked alike and there are several
        chunks; None for one chunk (or unlike chunking: then the table's own take)."""
        if not hasattr(self, "_starts"):
            starts = None
            cols = self._table.columns
            if cols and cols[0].num_chunks > 1:
                lengths = [len(ch) for ch in cols[0].chunks]
                if all([len(ch) for ch in col.chunks] == lengths for col in cols[1:]):
                    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]]).astype(np.int64)
            self._starts: np.ndarray | None = starts
        return self._starts
