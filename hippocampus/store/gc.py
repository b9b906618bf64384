"""Garbage collection after a run: materializations beyond the kept K, and the vectors that
only they referenced.

A vector becomes garbage only when the last kept materialization referencing its hash goes.
So the candidates are the hashes of the materializations being dropped, minus those of the
store just published (already in memory); each remaining candidate is then looked up in the
other kept stores (an ``IN`` query, no full read), and what no one references is deleted from
LanceDB. ``sweep_vectors`` is the exhaustive variant (``--full``): every vector not referenced
by a kept materialization, including vectors a killed run wrote before it could publish.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import duckdb

from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub

FileKey = tuple[int, int]


def _key(path: Path) -> FileKey | None:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_dev, st.st_ino


def _store(store_dir: Path, mid: str) -> Path:
    return mf.materialization_dir(store_dir, mid) / mf.STORE_FILE


def _query_hashes(path: Path, only: set[str] | None = None) -> set[str]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        if only is None:
            rows = con.execute("SELECT DISTINCT embed_hash FROM sections WHERE embed_hash IS NOT NULL").fetchall()
        else:
            rows = con.execute(
                "SELECT DISTINCT embed_hash FROM sections WHERE embed_hash IN (SELECT unnest(?::VARCHAR[]))", [sorted(only)]
            ).fetchall()
    finally:
        con.close()
    return {h for (h,) in rows}


def _hashes_or_none(path: Path, only: set[str] | None = None) -> set[str] | None:
    """:func:`_query_hashes`, or ``None`` when the file cannot be read (a damaged materialization)."""
    try:
        return _query_hashes(path, only)
    except (OSError, duckdb.Error):
        return None


def _drop_unlisted(store_dir: Path) -> None:
    """Folders under ``m/`` that lost their manifest (a publish always renames one in with it)."""
    root = Path(store_dir) / mf.MATERIALIZATIONS
    listed, current = set(mf.list_ids(store_dir)), mf.read_current(store_dir)
    for child in sorted(root.iterdir()) if root.is_dir() else []:
        if mf.is_valid_id(child.name) and child.name not in listed and child.name != current:
            # Trigger: a materialization folder without its manifest. Why: it can never be
            # verified or listed again. Outcome: deleted like any dropped materialization.
            pub.delete_materialization(store_dir, child.name)


def _non_null(hashes: Any) -> set[str]:
    """The hashes of a ``known`` entry, NULLs left out (set operations: no loop in Python over
    the whole vault's sections on every run)."""
    return set(filter(None, hashes))


def doomed(store_dir: Path, keep: int) -> list[str]:
    """Published materializations beyond the newest ``keep`` (never ``CURRENT``)."""
    current = mf.read_current(store_dir)
    ids = mf.list_ids(store_dir)
    kept = set(ids[-keep:]) if keep > 0 else set()
    if current:
        kept.add(current)
    return [mid for mid in ids if mid not in kept]


def collect(store_dir: Path, keep: int, vectors=None, known: dict[FileKey, Any] | None = None) -> tuple[list[str], set[str]]:
    """Drop the materializations beyond ``keep`` and the vectors only they referenced.
    ``known``: section hashes of store files already read, by (device, inode).
    Returns (dropped ids, the embed hashes whose vectors were deleted)."""
    store_dir = Path(store_dir)
    known = known or {}
    _drop_unlisted(store_dir)
    drop = doomed(store_dir, keep)
    if not drop:
        return [], set()
    kept_files = {k: mid for mid in mf.list_ids(store_dir) if mid not in drop and (k := _key(_store(store_dir, mid)))}
    candidates: set[str] = set()
    if vectors is not None:
        for mid in drop:
            key = _key(_store(store_dir, mid))
            if key is None or key in kept_files:  # shares its file with a kept one: nothing to free
                continue
            # Trigger: a dropped store file is unreadable (damaged). Why: it must still go, and its
            # hashes are unknown. Outcome: deleted; its vectors wait for an exhaustive sweep (--full).
            candidates |= (_hashes_or_none(_store(store_dir, mid)) or set()) if key not in known else _non_null(known[key])
    for mid in drop:
        pub.delete_materialization(store_dir, mid)
    if not candidates:
        return drop, set()
    for key in kept_files:
        if key in known and candidates:
            referenced = known[key]
            candidates -= referenced if isinstance(referenced, (set, frozenset)) else set(referenced)
    for key, mid in kept_files.items():
        if not candidates:
            break
        if key not in known:
            referenced = _hashes_or_none(_store(store_dir, mid), candidates)
            if referenced is None:  # a kept store we cannot read might reference any of them: keep all
                return drop, set()
            candidates -= referenced
    if candidates:
        vectors.delete(candidates)
    return drop, candidates


def sweep_vectors(store_dir: Path, vectors, known: dict[FileKey, Any] | None = None) -> int:
    """Delete every vector no kept materialization references (exhaustive; ``--full``)."""
    keep: set[str] = set()
    seen: set[FileKey] = set()
    known = known or {}
    for mid in mf.list_ids(store_dir):
        key = _key(_store(store_dir, mid))
        if key is None or key in seen:
            continue
        seen.add(key)
        if key in known:
            keep |= _non_null(known[key])
            continue
        referenced = _hashes_or_none(_store(store_dir, mid))
        if referenced is None:  # a kept store we cannot read: sweeping now could delete its vectors
            return 0
        keep |= referenced
    return vectors.gc(keep)
