"""Materializations: the writer lock, verify, atomic publish, list, rollback and GC.

Publishing a built ``work/<id>/`` folder:

1. verify — open ``store.duckdb`` read-only, the row counts equal the writer's, a probe
   lexical query returns a row, no write-ahead log is left, record the file's SHA-256;
2. ``rename(work/<id>, m/<id>)`` — atomic, so ``m/`` only ever holds complete folders;
3. replace ``CURRENT`` (temp file, fsync, ``os.replace``) — the one atomic switch readers see.

A crash (even SIGKILL) between any two steps leaves the previous materialization current
and at worst a stale ``work/`` folder, removed by the next writer. The steps are crash points
(``HIPPO_CRASH_AT``, hippocampus/vault/faults.py): ``index.built`` (the new file is written and
checkpointed under ``work/``), ``index.vectors`` (a live run's new vectors are in the vector
table, no manifest yet), ``index.renamed`` (``m/<id>`` is complete, ``CURRENT`` not switched),
``index.published`` (``CURRENT`` switched; garbage collection not run). Deleting a materialization
first renames it back under ``work/`` so that a half-deleted folder is never listed.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb

from hippocampus.errors import HippoError, UsageError
from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store.queries import BM25Params, Filters, lexical_sql, table_counts_sql
from hippocampus.store.schema import COUNTED_TABLES
from hippocampus.vault.faults import crashpoint


class IndexBusy(HippoError):
    """Another process holds the store's writer lock."""


class PublishError(HippoError):
    """A built materialization failed verification; nothing was published."""


@contextlib.contextmanager
def writer_lock(store_dir: Path, timeout: float = 0.0) -> Iterator[None]:
    """Hold the store's single-writer lock (``fcntl.flock``; released by the kernel if the
    process dies). Waits up to ``timeout`` seconds, then raises :class:`IndexBusy`."""
    store_dir = Path(store_dir)
    store_dir.mkdir(parents=True, exist_ok=True)
    fd = os.open(store_dir / mf.LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + max(0.0, timeout)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EAGAIN, errno.EACCES):
                    raise
                if time.monotonic() >= deadline:
                    raise IndexBusy(f"another index run is in progress (lock: {store_dir / mf.LOCK})") from None
                time.sleep(0.05)
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the flock


def clean_work(store_dir: Path, keep: tuple[str, ...] = ()) -> list[str]:
    """Remove every ``work/*`` folder but ``keep`` (this process's own spare copy): debris of
    crashed runs (call only under the lock)."""
    work = Path(store_dir) / mf.WORK
    removed: list[str] = []
    if work.is_dir():
        for child in sorted(work.iterdir()):
            if child.name in keep:
                continue
            shutil.rmtree(child, ignore_errors=True)
            removed.append(child.name)
    return removed


def work_dir(store_dir: Path, mid: str) -> Path:
    path = Path(store_dir) / mf.WORK / mid
    path.mkdir(parents=True, exist_ok=False)
    return path


def store_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    sql, params = table_counts_sql(COUNTED_TABLES)
    row = con.execute(sql, params).fetchone() or ()
    return {name: int(value) for name, value in zip(COUNTED_TABLES, row, strict=True)}


def verify(folder: Path, expected: dict[str, int], probe_term: str | None, *, checksum: bool = True,
           config: dict[str, Any] | None = None) -> str | None:
    """Check a built store before it is published; returns its SHA-256 (when ``checksum``).
    ``config``: DuckDB settings of the read-only connection (a small run's: one thread)."""
    path = Path(folder) / mf.STORE_FILE
    if (Path(folder) / (mf.STORE_FILE + ".wal")).exists():
        raise PublishError(f"{path} still has a write-ahead log after checkpoint")
    try:
        con = duckdb.connect(str(path), read_only=True, config=dict(config or {}))
    except duckdb.Error as exc:
        raise PublishError(f"built store does not open: {exc}") from exc
    try:
        counts = store_counts(con)
        if counts != expected:
            raise PublishError(f"built store row counts {counts} differ from the writer's {expected}")
        if probe_term is not None:
            sql, params = lexical_sql([(probe_term, 1.0)], Filters(include_archived=True), 1, BM25Params())
            if not con.execute(sql, params).fetchall():
                raise PublishError(f"probe query for {probe_term!r} returned nothing")
    finally:
        con.close()
    return mf.file_sha256(path) if checksum else None


def publish(store_dir: Path, mid: str) -> Path:
    """Move a verified ``work/<id>`` to ``m/<id>`` and point ``CURRENT`` at it."""
    store_dir = Path(store_dir)
    src = store_dir / mf.WORK / mid
    dst = mf.materialization_dir(store_dir, mid)
    dst.parent.mkdir(parents=True, exist_ok=True)
    os.rename(src, dst)
    mf.fsync_dir(dst.parent)
    crashpoint("index.renamed")
    mf.write_current(store_dir, mid)
    return dst


def delete_materialization(store_dir: Path, mid: str) -> None:
    """Remove a published folder without ever leaving a half-deleted one under ``m/``."""
    store_dir = Path(store_dir)
    src = mf.materialization_dir(store_dir, mid)
    trash = store_dir / mf.WORK / f"trash-{mid}"
    trash.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.rename(src, trash)
    except FileNotFoundError:
        return
    shutil.rmtree(trash, ignore_errors=True)


def list_materializations(store_dir: Path) -> list[dict[str, Any]]:
    """Published materializations, newest first, each its manifest plus ``current``."""
    current = mf.read_current(store_dir)
    out: list[dict[str, Any]] = []
    for mid in reversed(mf.list_ids(store_dir)):
        try:
            manifest = mf.read_manifest(mf.materialization_dir(store_dir, mid))
        except (OSError, ValueError):
            continue
        manifest["current"] = mid == current
        out.append(manifest)
    return out


def _damage(store_dir: Path, mid: str) -> str | None:
    """Why ``mid`` cannot be served (checked against its manifest, then opened), or ``None``."""
    try:
        integrity.check(store_dir, mid)
        con = duckdb.connect(str(mf.materialization_dir(store_dir, mid) / mf.STORE_FILE), read_only=True)
    except integrity.DamagedMaterialization as exc:
        return str(exc)
    except duckdb.Error as exc:
        return f"{mf.STORE_FILE} does not open: {str(exc).splitlines()[0][:200]}"
    try:
        con.execute("SELECT count(*) FROM documents").fetchone()
    except duckdb.Error as exc:
        return f"{mf.STORE_FILE} does not answer: {str(exc).splitlines()[0][:200]}"
    finally:
        con.close()
    return None


def rollback(store_dir: Path, mid: str | None = None, *, timeout: float = 0.0) -> tuple[str | None, str]:
    """Point ``CURRENT`` at a kept materialization: ``mid``, or the one published before the
    current one. Returns (previous current id, new current id)."""
    store_dir = Path(store_dir)
    with writer_lock(store_dir, timeout):
        current = mf.read_current(store_dir)
        ids = mf.list_ids(store_dir)
        if not ids:
            raise UsageError("nothing to roll back to: no materialization is published")
        if mid is None:
            older = [i for i in ids if current is None or i < current]
            if not older:
                raise UsageError(f"no materialization older than the current one ({current}) is kept")
            mid = older[-1]
        elif mid not in ids:
            raise UsageError(f"unknown materialization {mid!r}; kept: {', '.join(reversed(ids))}")
        # Trigger: the target differs from what its manifest recorded, or does not open.
        # Why: pointing CURRENT at it would make every reader fall back or fail. Outcome: refused,
        # CURRENT unchanged.
        problem = _damage(store_dir, mid)
        if problem:
            raise UsageError(f"refusing to roll back to materialization {mid}: it is damaged ({problem}); "
                             "pick another with `hippo materializations` or rebuild with `hippo index`")
        mf.write_current(store_dir, mid)
        return current, mid
