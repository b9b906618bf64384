"""Ledger backups (SPEC §4): a daily JSONL export of the non-regenerable tables and a daily
SQLite snapshot (online backup API) with 7-day rotation; restore from a snapshot.

Layout under ``$HIPPO_HOME/backups``::

    ledger-YYYY-MM-DD.sqlite3          snapshot (the 7 newest days are kept)
    jsonl/YYYY-MM-DD/<table>.jsonl     export (kept beyond 7 days; small, greppable)
    lessons/YYYY-MM-DD/<project>/events/YYYY/MM/events.jsonl
                                       the lesson stores' event logs (7 newest days kept;
                                       snapshots and indexes are regenerated from them)
    ledger-pre-restore-<ts>.sqlite3    the ledger as it was just before a restore
    lessons-pre-restore-<ts>/<project> a lesson store as it was just before a restore

Restore copies the snapshot into the live ledger file through the backup API (safe while
other processes hold it open), then gives it a new generation so sync cursors issued
before the restore answer ``invalid_cursor``; the lesson event logs of the same day are put
back and republished (:mod:`hippocampus.memory.lessons.backup`).
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.ledger.shared import NON_REGENERABLE, bump_generation, open_ledger_all

KEEP_SNAPSHOTS = 7
_SNAPSHOT_RE = re.compile(r"^ledger-(\d{4}-\d{2}-\d{2})\.sqlite3$")
_DAY_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass
class BackupReport:
    snapshot: str
    jsonl_dir: str
    rows: dict[str, int] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)
    lessons_dir: str | None = None
    lessons: dict[str, int] = field(default_factory=dict)  # project -> events backed up


def backups_dir(home: Path) -> Path:
    return Path(home) / "backups"


def _quick_check(path: Path) -> str:
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


def snapshot(ledger_path: Path, dest: Path) -> Path:
    """Copy the live ledger to ``dest`` with the online backup API and verify it."""
    open_ledger_all(ledger_path).close()  # make sure the file and its tables exist
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    src = sqlite3.connect(str(ledger_path))
    out = sqlite3.connect(str(tmp))
    try:
        src.backup(out)
    finally:
        out.close()
        src.close()
    verdict = _quick_check(tmp)
    if verdict != "ok":
        tmp.unlink(missing_ok=True)
        raise UsageError(f"snapshot failed its integrity check: {verdict}")
    tmp.replace(dest)
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
                for row in conn.execute(f"SELECT * FROM {table} ORDER BY rowid"):  # noqa: S608 - fixed table names
                    fh.write(json.dumps(dict(row), ensure_ascii=False, default=str) + "\n")
                    n += 1
            tmp.replace(out_dir / f"{table}.jsonl")
            counts[table] = n
    finally:
        conn.close()
    return counts


def list_snapshots(home: Path) -> list[Path]:
    folder = backups_dir(home)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if _SNAPSHOT_RE.match(p.name))


def lessons_backup_dir(home: Path, day: str) -> Path:
    return backups_dir(home) / "lessons" / day


def rotate(home: Path, keep: int = KEEP_SNAPSHOTS) -> list[str]:
    """Remove dated snapshots and lesson-log copies beyond the ``keep`` newest days (JSONL
    exports are kept)."""
    snaps = list_snapshots(home)
    removed = []
    for path in snaps[: max(0, len(snaps) - keep)]:
        path.unlink()
        removed.append(path.name)
    lessons = backups_dir(home) / "lessons"
    days = sorted(p for p in lessons.iterdir() if p.is_dir() and _DAY_RE.match(p.name)) if lessons.is_dir() else []
    for path in days[: max(0, len(days) - keep)]:
        shutil.rmtree(path)
        removed.append(f"lessons/{path.name}")
    return removed


def backup(home: Path, ledger_path: Path, today: date | None = None, keep: int = KEEP_SNAPSHOTS) -> BackupReport:
    """Today's snapshot, JSONL export and copy of the lesson event logs (re-running the same
    day replaces them), then rotate."""
    from hippocampus.memory.lessons.backup import backup_lessons

    day = (today or datetime.now(UTC).date()).isoformat()
    folder = backups_dir(home)
    snap = snapshot(ledger_path, folder / f"ledger-{day}.sqlite3")
    jsonl = folder / "jsonl" / day
    rows = export_jsonl(snap, jsonl)
    lessons_dir = lessons_backup_dir(home, day)
    lessons = {p.project: p.events for p in backup_lessons(home, lessons_dir)}
    report = BackupReport(str(snap), str(jsonl), rows, [], str(lessons_dir) if lessons else None, lessons)
    report.removed = rotate(home, keep)
    return report


def restore(home: Path, ledger_path: Path, snapshot_path: Path, *, lessons: bool = True, embedder: Any | None = None) -> dict[str, object]:
    """Replace the ledger's content with ``snapshot_path`` (verified first); bump the generation.

    With ``lessons`` (default), the lesson event logs backed up the same day
    (``backups/lessons/<day>/``) replace the live lesson stores, which are then republished
    (``embedder``: the lesson store's semantic index; ``None`` publishes cue-only)."""
    snapshot_path = Path(snapshot_path).expanduser()
    if not snapshot_path.is_file():
        candidate = backups_dir(home) / snapshot_path.name
        if not candidate.is_file():
            raise UsageError(f"snapshot not found: {snapshot_path}")
        snapshot_path = candidate
    verdict = _quick_check(snapshot_path)
    if verdict != "ok":
        raise UsageError(f"snapshot {snapshot_path} failed its integrity check: {verdict}")
    safety = None
    if Path(ledger_path).exists():
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        safety = snapshot(ledger_path, backups_dir(home) / f"ledger-pre-restore-{stamp}.sqlite3")
    Path(ledger_path).parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"file:{snapshot_path}?mode=ro", uri=True)
    dst = sqlite3.connect(str(ledger_path), timeout=30)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()
    ledger = open_ledger_all(ledger_path)  # applies migrations a newer version added
    try:
        gen = bump_generation(ledger)
        from hippocampus.ledger import records

        records.log_event(ledger, "ledger_restore", snapshot=str(snapshot_path), safety_copy=str(safety) if safety else None, generation=gen)
    finally:
        ledger.close()
    out: dict[str, object] = {"restored_from": str(snapshot_path), "safety_copy": str(safety) if safety else None, "generation": gen,
                              "lessons": None}
    m = _SNAPSHOT_RE.match(snapshot_path.name)
    if lessons and m:
        day_dir = lessons_backup_dir(home, m.group(1))
        if day_dir.is_dir():
            from hippocampus.memory.lessons.backup import restore_lessons

            out["lessons"] = restore_lessons(home, day_dir, embedder=embedder)
    return out
