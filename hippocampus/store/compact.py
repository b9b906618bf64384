"""Keep an incrementally built ``store.duckdb`` proportional to its content.

An incremental run copies the parent file and deletes + inserts rows in it; DuckDB reuses only
part of the freed blocks, so the file creeps up run after run (the sample vault: 2.6 MB became
5.8 MB after 20 one-line edits). The manifest's ``layout.base_bytes`` records the size of the
file right after the last full build or compaction; when an incremental run leaves a file more
than :data:`COMPACT_RATIO` times that (and by at least :data:`COMPACT_MIN_GROWTH`), the file is rewritten into a fresh one
(``COPY FROM DATABASE``: same schema, same rows, in the same order, so term-ordered postings
stay ordered) before it is verified and published. Cost and figures: docs/BENCHMARKS.md,
"Store size under repeated edits"; ADR 0016.
"""

from __future__ import annotations

import os
from pathlib import Path

import duckdb

from hippocampus.store.queries import scalar

#: Rewrite when the file exceeds this multiple of its size after the last full build/compaction...
COMPACT_RATIO = 1.25
#: ...and has grown by at least this many bytes. One incremental run adds a few of DuckDB's
#: 256 KiB blocks per table it touches (≈ 0.7 MB on the 57-note sample vault, whose whole file
#: is 2.6 MB): without this floor a small vault was rewritten on every one-note edit (0.3 s of
#: CPU each, issue 36); a vault of 30 MB and more is governed by the ratio alone.
COMPACT_MIN_GROWTH = 8 << 20
_ALIAS = "grown"


def needs_compaction(size: int, base_bytes: int | None) -> bool:
    if base_bytes is None or base_bytes <= 0:
        return False
    return size > max(COMPACT_RATIO * base_bytes, base_bytes + COMPACT_MIN_GROWTH)


def compact(path: Path) -> int:
    """Rewrite the closed, checkpointed DuckDB file ``path`` into a fresh file and put it in its
    place (same folder, ``os.replace``). Returns the new size in bytes."""
    path = Path(path)
    fresh = path.with_name("compact.duckdb")
    for leftover in (fresh, fresh.with_name(fresh.name + ".wal")):
        leftover.unlink(missing_ok=True)
    con = duckdb.connect(str(fresh))
    try:
        con.execute(f"ATTACH '{path}' AS {_ALIAS} (READ_ONLY)")
        target = scalar(con, "SELECT current_database()")
        con.execute(f'COPY FROM DATABASE {_ALIAS} TO "{target}"')
        con.execute(f"DETACH {_ALIAS}")
        con.execute("CHECKPOINT")
    finally:
        con.close()
    os.replace(fresh, path)
    return path.stat().st_size
