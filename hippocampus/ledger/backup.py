"""Ledger snapshot primitives (SPEC §4): a verified SQLite copy, a JSONL export of the
non-regenerable tables, and the restore of one snapshot into the live ledger.

The backup *format* — one folder ``backups/<day>/`` per backup, whoever writes it (``hippo
backup`` or the scheduled flow) — and its rotation and restore live in
:mod:`hippocampus.jobs.backup`; this module only knows SQLite files.

Snapshots are written in rollback-journal mode (``journal_mode=DELETE``), so opening one later
(the integrity check, a restore) leaves no ``-wal``/``-shm`` files next to it. Restore copies
the snapshot into the live ledger file through the backup API (safe while other processes hold
it open), then gives it a new generation so sync cursors issued before the restore answer
``invalid_cursor``.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from hippocampus.errors import UsageError
from hippocampus.ledger.shared import NON_REGENERABLE, bump_generation, open_ledger_all


def quick_check(path: Path) -> str:
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return str(conn.execute("PRAGMA quick_check").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        return f"not a readable SQLite database ({exc})"


def _tables(conn: sqlite3.Connection) -> list[str]:
    present = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return [t for t in NON_REGENERABLE if t in present]


SIDECARS = ("-wal", "-shm", "-journal")


def remove_with_sidecars(path: Path) -> None:
    """Delete an SQLite file and any ``-wal``/``-shm``/``-journal`` next to it."""
    for suffix in ("", *SIDECARS):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def copy_sqlite(src: Path, dest: Path) -> None:
    """A consistent copy of ``src`` (online backup API, read-only source) at ``dest``, switched
    to rollback-journal mode so that neither file gets sidecars from the copy."""
    source = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
    try:
        target = sqlite3.connect(str(dest))
        try:
            source.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")
        finally:
            target.close()
    finally:
        source.close()


def snapshot(ledger_path: Path, dest: Path) -> Path:
    """Copy the live ledger to ``dest`` with the online backup API and verify it."""
    open_ledger_all(ledger_path).close()  # make sure the file and its tables exist
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.tmp")
    remove_with_sidecars(tmp)
    try:
        copy_sqlite(ledger_path, tmp)
        verdict = quick_check(tmp)
        if verdict != "ok":
            raise UsageError(f"snapshot failed its integrity check: {verdict}")
        tmp.replace(dest)
    finally:
        remove_with_sidecars(tmp)
    return dest


def export_jsonl(ledger_path: Path, out_dir: Path) -> dict[str, int]:
    """One ``<table>.jsonl`` per non-regenerable table; returns the row counts."""
    out_dir.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(f"file:{ledger_path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    counts: dict[str, int] = {}
    try:
        for table in _tables(conn):
            tmp = out_dir / f".{table}.jsonl.tmp"
            n = 0
            with tmp.open("w", encoding="utf-8") as fh:
                for row in conn.execute(f"SELECT * FROM {table} ORDER BY rowid"):
                    fh.write(json.dumps(dict(row), ensure_ascii=False, default=str) + "\n")
                    n += 1
            tmp.replace(out_dir / f"{table}.jsonl")
            counts[table] = n
    finally:
        conn.close()
    return counts


def restore_ledger(ledger_path: Path, snapshot_path: Path, **details: object) -> str:
    """Replace the live ledger's content with ``snapshot_path`` (verify it first with
    :func:`quick_check`); returns the new generation."""
    Path(ledger_path).parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"file:{snapshot_path}?mode=ro", uri=True)
    dst = sqlite3.connect(str(ledger_path), timeout=30)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()
    ledger = open_ledger_all(ledger_path)  # applies migrations a newer version added; WAL again
    try:
        gen = bump_generation(ledger)
        from hippocampus.ledger import records

        records.log_event(ledger, "ledger_restore", snapshot=str(snapshot_path), generation=gen, **details)
    finally:
        ledger.close()
    return gen
