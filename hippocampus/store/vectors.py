"""Content-addressed embeddings in LanceDB, shared by every materialization.

One table per vector size, ``embeddings_<dim>(embed_hash string, vector fixed_size_list<float32, dim>)``.
A row is keyed by ``embed_hash`` (hash of the exact text sent + model id), so the same input
under the same model is never embedded twice, whichever run or materialization needs it.
Rows are only added by the single writer (under the store lock) and removed by :meth:`gc`
when no kept materialization references them; readers in other processes see consistent
table versions (Lance is multi-version).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

#: Old table versions younger than this are kept by compaction so that a reader still
#: scanning an older version never loses its files.
KEEP_VERSIONS_FOR = timedelta(hours=1)


def table_name(dim: int) -> str:
    return f"embeddings_{int(dim)}"


class VectorStore:
    def __init__(self, path: Path, dim: int):
        import lancedb  # lazy: importing lancedb is slow

        self.path = Path(path)
        self.dim = int(dim)
        self.name = table_name(dim)
        # Strong consistency: every read sees the latest committed version (other processes write).
        self._db = lancedb.connect(str(self.path), read_consistency_interval=timedelta(0))
        self._table: Any = None  # lancedb.table.Table once opened

    def _schema(self) -> pa.Schema:
        return pa.schema([("embed_hash", pa.string()), ("vector", pa.list_(pa.float32(), self.dim))])

    def _open(self, create: bool):
        if self._table is None:
            listed = self._db.list_tables()
            names = set(getattr(listed, "tables", listed))
            if self.name in names:
                self._table = self._db.open_table(self.name)
            elif create:
                self._table = self._db.create_table(self.name, schema=self._schema())
        return self._table

    def drop(self) -> None:
        """Delete this dimension's table (it is regenerable: every vector is re-embedded from
        the sections that need it). Call only under the store's writer lock."""
        import shutil

        self._table = None
        shutil.rmtree(self.path / f"{self.name}.lance", ignore_errors=True)

    def count(self) -> int:
        table = self._open(create=False)
        return 0 if table is None else table.count_rows()

    def version(self) -> tuple[int, int] | None:
        """(inode of the table's folder, table version): moves with every write by any process,
        and when the table is dropped and made again; None without a table."""
        import os

        table = self._open(create=False)
        if table is None:
            return None
        try:
            ino = os.stat(self.path / f"{self.name}.lance").st_ino
        except OSError:
            return None
        return ino, int(table.version)

    def hashes(self) -> set[str]:
        """Every embed_hash that has a vector."""
        table = self._open(create=False)
        if table is None:
            return set()
        col = table.search().select(["embed_hash"]).limit(None).to_arrow().column("embed_hash")
        return set(col.to_pylist())

    def add(self, hashes: list[str], matrix: np.ndarray) -> None:
        if not hashes:
            return
        matrix = np.ascontiguousarray(matrix, dtype=np.float32)
        if matrix.shape != (len(hashes), self.dim):
            raise ValueError(f"expected a ({len(hashes)}, {self.dim}) matrix, got {matrix.shape}")
        vectors = pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1)), self.dim)
        self._open(create=True).add(pa.table({"embed_hash": pa.array(hashes, pa.string()), "vector": vectors}))

    def load(self, hashes: list[str | None]) -> tuple[np.ndarray, np.ndarray]:
        """Vectors for ``hashes``: (positions into ``hashes`` that have a vector, matrix)."""
        table = self._open(create=False)
        if table is None or not hashes:
            return np.zeros(0, dtype=np.int64), np.zeros((0, self.dim), dtype=np.float32)
        data = table.to_arrow()
        found = pc.index_in(pa.array(hashes, pa.string()), value_set=data.column("embed_hash"))
        valid = found.is_valid().to_numpy(zero_copy_only=False)
        positions = np.nonzero(valid)[0].astype(np.int64)
        rows = found.fill_null(0).to_numpy(zero_copy_only=False).astype(np.int64)[valid]
        if not len(rows):
            return positions, np.zeros((0, self.dim), dtype=np.float32)
        flat = data.column("vector").combine_chunks().flatten().to_numpy(zero_copy_only=False)
        return positions, np.ascontiguousarray(flat.reshape(-1, self.dim)[rows], dtype=np.float32)

    def load_some(self, hashes: Iterable[str]) -> dict[str, np.ndarray]:
        """The vectors of a few ``hashes`` (absent ones are left out), read by a filtered scan
        instead of the whole table (a live reader's new sections, ADR 0030)."""
        table = self._open(create=False)
        wanted = sorted(set(hashes))
        out: dict[str, np.ndarray] = {}
        if table is None or not wanted:
            return out
        for i in range(0, len(wanted), 500):
            quoted = ", ".join("'" + h.replace("'", "''") + "'" for h in wanted[i : i + 500])
            data = table.search().where(f"embed_hash IN ({quoted})", prefilter=True).select(["embed_hash", "vector"]).limit(None).to_arrow()
            if not data.num_rows:
                continue
            flat = data.column("vector").combine_chunks().flatten().to_numpy(zero_copy_only=False).reshape(-1, self.dim)
            for h, row in zip(data.column("embed_hash").to_pylist(), flat, strict=True):
                out[h] = np.asarray(row, dtype=np.float32)
        return out

    def delete(self, hashes: Iterable[str]) -> int:
        """Delete the vectors of ``hashes`` (absent ones are ignored); returns how many were asked."""
        table = self._open(create=False)
        doomed = sorted(set(hashes))
        if table is None or not doomed:
            return 0
        for i in range(0, len(doomed), 500):
            quoted = ", ".join("'" + h.replace("'", "''") + "'" for h in doomed[i : i + 500])
            table.delete(f"embed_hash IN ({quoted})")
        return len(doomed)

    def gc(self, keep: Iterable[str]) -> int:
        """Delete every vector whose hash is not in ``keep``; returns how many were deleted."""
        if self._open(create=False) is None:
            return 0
        return self.delete(self.hashes() - set(keep))

    def optimize(self, min_small_fragments: int = 16) -> bool:
        """Compact once enough small fragments (one per flush or delete) have accumulated, and
        drop table versions older than an hour. Returns whether it compacted."""
        table = self._open(create=False)
        if table is None:
            return False
        stats = table.stats().get("fragment_stats") or {}
        if int(stats.get("num_small_fragments") or 0) < min_small_fragments:
            return False
        table.optimize(cleanup_older_than=KEEP_VERSIONS_FOR)
        return True
