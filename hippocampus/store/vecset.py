"""The embedding vectors one opened materialization searches (store/reader.py), kept so that a
newer materialization can take them over without copying them (ADR 0030).

A :class:`VectorSet` is the section ids that have a vector (sorted) and, for each, its row in an
:class:`Arena`: a float32 matrix with spare capacity that only ever grows at its end. A set
derived for a newer materialization (:meth:`VectorSet.derive`) drops the rows of the sections
that went (they stay in the arena, unreferenced) and appends the new sections' vectors after
the arena's last used row — rows an older set never reads, so both sets stay valid, each over
its own prefix, without a lock on the read path and without copying the matrix (139 MB at
10,000 notes). When the arena is full or a quarter of its rows are no longer referenced by the
newest set, the derived set gets a fresh, compact arena (one copy, amortised over many swaps).
"""

from __future__ import annotations

import threading

import numpy as np

#: A derived set moves to a fresh arena when this share of the used rows is unreferenced.
MAX_DEAD_SHARE = 0.25
#: Spare rows a fresh arena gets, as a share of its live rows (at least ``MIN_SPARE``).
SPARE_SHARE = 0.05
MIN_SPARE = 256


def _spare(rows: int) -> int:
    return max(MIN_SPARE, int(SPARE_SHARE * rows))


class Arena:
    """An append-only float32 matrix; ``used`` rows are written and never change."""

    def __init__(self, buf: np.ndarray, used: int) -> None:
        self.buf = buf
        self.used = used
        self.lock = threading.Lock()

    @classmethod
    def holding(cls, matrix: np.ndarray, spare: int = 0) -> Arena:
        rows, dim = matrix.shape
        buf = np.empty((rows + spare, dim), dtype=np.float32)
        buf[:rows] = matrix
        return cls(buf, rows)


class VectorSet:
    """Section ids with a vector (sorted ascending) and their rows in an :class:`Arena`."""

    def __init__(self, ids: np.ndarray, rows: np.ndarray, arena: Arena, used: int) -> None:
        self.ids = ids
        self.rows = rows
        self.arena = arena
        self.used = used  # this set's prefix of the arena

    @classmethod
    def of(cls, ids: np.ndarray, matrix: np.ndarray, *, spare: bool = False) -> VectorSet:
        """The set of a freshly loaded matrix (``ids`` sorted, one row each); with ``spare``, in
        an arena with room for later sets to append to (one copy now instead of at the first swap)."""
        matrix = np.asarray(matrix, dtype=np.float32)
        arena = Arena.holding(matrix, _spare(len(ids))) if spare else Arena(np.ascontiguousarray(matrix), len(ids))
        return cls(ids, np.arange(len(ids), dtype=np.int64), arena, len(ids))

    @property
    def dim(self) -> int:
        return int(self.arena.buf.shape[1]) if self.arena.buf.ndim == 2 else 0

    def __len__(self) -> int:
        return len(self.ids)

    def matrix(self) -> np.ndarray:
        """The vectors in ``ids`` order (a copy)."""
        return self.arena.buf[self.rows]

    def products(self, other: np.ndarray) -> np.ndarray:
        """``matrix() @ other`` in ``ids`` order, computed over the arena prefix without copying it."""
        return (self.arena.buf[: self.used] @ other)[self.rows]

    def gather(self, positions: np.ndarray | list[int]) -> np.ndarray:
        """Vectors of the given positions (indexes into ``ids``)."""
        return self.arena.buf[self.rows[np.asarray(positions, dtype=np.int64)]]

    def derive(self, gone: np.ndarray, new_ids: np.ndarray, new_matrix: np.ndarray) -> VectorSet:
        """This set without the sections ``gone`` and with ``new_ids`` (their vectors
        ``new_matrix``) appended; sorted by id. ``new_ids`` must not be in the set after
        ``gone`` is removed."""
        keep = ~np.isin(self.ids, np.asarray(gone, dtype=np.int64))
        ids, rows = self.ids[keep], self.rows[keep]
        new_ids = np.asarray(new_ids, dtype=np.int64)
        k = len(new_ids)
        arena = self.arena
        with arena.lock:
            dead = arena.used - len(ids)
            if arena.used + k <= len(arena.buf) and dead <= MAX_DEAD_SHARE * max(arena.used, 1):
                # Trigger: room at the arena's end and few dead rows. Outcome: the new rows are
                # written after every row any existing set reads.
                start = arena.used
                if k:
                    arena.buf[start : start + k] = new_matrix
                arena.used = start + k
                used = arena.used
                rows = np.concatenate([rows, np.arange(start, start + k, dtype=np.int64)])
            else:  # one copy of the live rows into a fresh arena with room to grow
                buf = np.empty((len(ids) + k + _spare(len(ids) + k), arena.buf.shape[1]), dtype=np.float32)
                np.take(arena.buf, rows, axis=0, out=buf[: len(ids)])
                if k:
                    buf[len(ids) : len(ids) + k] = new_matrix
                arena = Arena(buf, len(ids) + k)
                used = arena.used
                rows = np.arange(len(ids) + k, dtype=np.int64)
        ids = np.concatenate([ids, new_ids])
        if k and len(ids) > 1 and np.any(np.diff(ids) <= 0):
            order = np.argsort(ids, kind="stable")
            ids, rows = ids[order], rows[order]
        return VectorSet(ids, rows, arena, used)
