"""Entries grouped by term id, in segments: a large base shared from one materialization's
in-memory index to the next, and a small delta of what live edits added (ADR 0030).

Why: a live edit changes a few hundred postings of the millions a 10,000-note vault has. When the
postings of a materialization were one array in term order, deriving the next one meant copying
every array to insert the new postings at their terms and drop the old ones (0.3 CPU-s per edit
at 10,000 notes, on the path from a save to its search hit). With segments, the base arrays are
never copied: a term's entries are ``base[lo[t]:hi[t]]`` followed by ``delta[lo[t]:hi[t]]``;
entries of deleted sections stay in the base and are skipped because their section (or note)
row is dead; a changed vocabulary only re-maps the per-term ranges (O(terms)). The delta is
rebuilt per derive (O(delta)), and merged into the base when it grows (:func:`merge`).

A :class:`Segment` holds named columns (the section index: section row, tf, title flag; the note
index: note row and four field tfs); ``lo``/``hi`` give, per term id of the current vocabulary,
the range of that term's entries in every column.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Segment:
    """Entries by term: those of term id ``t`` are positions ``lo[t]:hi[t]`` of every column."""

    lo: np.ndarray  # int64, one per term id
    hi: np.ndarray
    cols: Mapping[str, np.ndarray]

    @classmethod
    def csr(cls, ptr: np.ndarray, **cols: np.ndarray) -> Segment:
        """From a CSR pointer (``ptr[t]:ptr[t + 1]``: term t) over columns in term order."""
        return cls(ptr[:-1], ptr[1:], cols)

    @classmethod
    def by_term(cls, tid: np.ndarray, n_terms: int, **cols: np.ndarray) -> Segment:
        """From columns already in term order, ``tid`` the term id of each entry."""
        ptr = np.zeros(n_terms + 1, dtype=np.int64)
        np.cumsum(np.bincount(tid, minlength=n_terms), out=ptr[1:])
        return cls.csr(ptr, **cols)

    @property
    def size(self) -> int:
        """Entries in range (entries of terms gone from the vocabulary are not counted)."""
        return int((self.hi - self.lo).sum())

    @property
    def nbytes(self) -> int:
        return int(self.lo.nbytes + self.hi.nbytes + sum(c.nbytes for c in self.cols.values()))

    def remapped(self, term_map: np.ndarray, n_terms: int) -> Segment:
        """The same entries under a new vocabulary: ``term_map`` maps each term id of this
        segment's vocabulary to the new one (-1: gone, its entries drop out of range)."""
        keep = term_map >= 0
        lo, hi = np.zeros(n_terms, dtype=np.int64), np.zeros(n_terms, dtype=np.int64)
        lo[term_map[keep]] = self.lo[keep]
        hi[term_map[keep]] = self.hi[keep]
        return Segment(lo, hi, self.cols)

    def positions(self) -> tuple[np.ndarray, np.ndarray]:
        """(term id, position) of every entry in range, in term order."""
        n = self.hi - self.lo
        total = int(n.sum())
        tid = np.repeat(np.arange(len(n), dtype=np.int64), n)
        start = np.repeat(self.lo - (np.cumsum(n) - n), n)
        return tid, start + np.arange(total, dtype=np.int64)


def merge(segments: Sequence[Segment], n_terms: int, keep: Callable[[Mapping[str, np.ndarray]], np.ndarray] | None = None) -> Segment:
    """One contiguous segment with the entries of ``segments`` for which ``keep`` (a mask over
    the gathered columns) holds; within a term, the entries of earlier segments come first, in
    their order. Costs O(entries): used for the delta on every derive, for the base only when
    the delta has grown."""
    tids, parts = [], []
    for seg in segments:
        tid, idx = seg.positions()
        cols = {name: col[idx] for name, col in seg.cols.items()}
        if keep is not None and len(tid):
            mask = keep(cols)
            tid, cols = tid[mask], {name: col[mask] for name, col in cols.items()}
        tids.append(tid)
        parts.append(cols)
    names = list(segments[0].cols) if segments else []
    tid = np.concatenate(tids) if tids else np.zeros(0, dtype=np.int64)
    order = np.argsort(tid, kind="stable")  # each part is in term order already: a merge of runs
    cols = {name: np.concatenate([p[name] for p in parts])[order] for name in names}
    return Segment.by_term(tid[order], n_terms, **cols)


def term_slices(segments: Sequence[Segment], tid: int, names: Sequence[str]) -> list[np.ndarray]:
    """The columns ``names`` of term ``tid``'s entries across ``segments`` (in segment order)."""
    spans = [(seg, int(seg.lo[tid]), int(seg.hi[tid])) for seg in segments]
    full = [sp for sp in spans if sp[2] > sp[1]] or spans[:1]
    out = []
    for name in names:
        parts = [seg.cols[name][lo:hi] for seg, lo, hi in full]
        out.append(parts[0] if len(parts) == 1 else np.concatenate(parts))
    return out
