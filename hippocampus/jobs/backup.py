"""backup: daily snapshot of what nothing can regenerate in ``HIPPO_HOME``, 7-day rotation.

The vault is a git repository (its remote is its backup) and the derived store is rebuilt
from the vault, so neither is copied. Everything else under ``HIPPO_HOME`` — the ledger
(checkpoints, Error Book, audit, gaps), tokens, settings — is: SQLite files through SQLite's
online backup API (a consistent copy even while the gateway writes), other files as they
are. Of the lesson stores (``lessons/<project>/``) only the event logs are copied, verified
(:mod:`hippocampus.memory.lessons.backup`); their snapshots and indexes are regenerated from
them. A snapshot is assembled aside and renamed into place, so a half-written
snapshot never exists under its final name. When the ledger module provides its own
JSONL export, the backup flow runs that as well.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

#: Top-level entries of HIPPO_HOME that are regenerable (or are the backups themselves).
REGENERABLE = frozenset({"store", "backups", "cache", "prefect", "tmp", "models", "locks"})
#: Top-level entries copied by their own module rather than file by file.
SPECIAL = frozenset({"lessons"})
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
SQLITE_SUFFIXES = (".sqlite", ".sqlite3", ".db")
KEEP = 7


@dataclass
class BackupReport:
    snapshot: str | None
    files: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    dry_run: bool = False

    def to_markdown(self) -> str:
        lines = ["# backup" + (" (dry run)" if self.dry_run else ""), "", f"- snapshot: `{self.snapshot or 'none (nothing to back up)'}`",
                 f"- files: {len(self.files)}", f"- rotated out: {', '.join(self.removed) or 'none'}", ""]
        lines += [f"- `{f}`" for f in self.files]
        return "\n".join(lines) + "\n"


def _sources(home: Path) -> list[Path]:
    found: list[Path] = []
    if not home.is_dir():
        return found
    for entry in sorted(home.iterdir()):
        if entry.name in REGENERABLE or entry.name in SPECIAL or entry.name.startswith("."):
            continue
        if entry.is_file():
            found.append(entry)
        elif entry.is_dir():
            found.extend(p for p in sorted(entry.rglob("*")) if p.is_file() and not any(part.startswith(".") for part in p.relative_to(home).parts))
    return [p for p in found if not p.name.endswith(("-wal", "-shm", "-journal"))]


def _copy_sqlite(src: Path, dst: Path) -> None:
    source = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
    try:
        target = sqlite3.connect(dst)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()


def backup_home(home: Path, *, now: datetime, keep: int = KEEP, dry_run: bool = False) -> BackupReport:
    from hippocampus.memory.lessons.backup import backup_lessons, projects
    from hippocampus.memory.lessons.eventlog import month_files

    home = Path(home).expanduser()
    root = home / "backups"
    files = _sources(home)
    lesson_logs = [p.relative_to(home).as_posix() for project in projects(home) for p in month_files(home / "lessons" / project)]
    report = BackupReport(None, [p.relative_to(home).as_posix() for p in files] + lesson_logs, dry_run=dry_run)
    if report.files and not dry_run:
        name = now.strftime("%Y-%m-%d")
        final, tmp = root / name, root / f".{name}.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        for src in files:
            dst = tmp / src.relative_to(home)
            dst.parent.mkdir(parents=True, exist_ok=True)
            if src.suffix in SQLITE_SUFFIXES:
                _copy_sqlite(src, dst)
            else:
                shutil.copy2(src, dst)
        if lesson_logs:
            backup_lessons(home, tmp / "lessons")
        if final.exists():  # a second run on the same day replaces that day's snapshot
            shutil.rmtree(final)
        tmp.rename(final)
        report.snapshot = str(final)
    elif report.files:
        report.snapshot = str(root / now.strftime("%Y-%m-%d"))
    # Trigger: more than `keep` daily snapshots. Why: 7-day rotation (SPEC §4). Outcome: the
    # oldest snapshots (our own backups, never user data) are removed.
    # Only day-named folders are this job's snapshots (`hippo backup` keeps jsonl/ and lessons/ here too).
    snapshots = sorted(p for p in root.iterdir() if p.is_dir() and _DAY.match(p.name)) if root.is_dir() else []
    for old in snapshots[: max(0, len(snapshots) - keep)]:
        report.removed.append(old.name)
        if not dry_run:
            shutil.rmtree(old)
    return report
