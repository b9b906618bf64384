"""Backups of what nothing can regenerate in ``HIPPO_HOME``: one format, whoever writes it.

``hippo backup`` and the scheduled ``backup`` flow (part of ``daily``) both call
:func:`backup_home`, which writes one folder per day::

    backups/<YYYY-MM-DD>/
        backup.json                   what this backup holds (written last: its presence = complete)
        ledger.sqlite3                the ledger (SQLite online backup API, verified)
        <other files>                 tokens, settings … at their HIPPO_HOME-relative paths
        jsonl/<table>.jsonl           the ledger's non-regenerable tables, one JSON row a line
        lessons/<project>/events/YYYY/MM/events.jsonl
                                      the lesson stores' event logs (verified copies)
    backups/pre-restore-<ts>/         the same format: HIPPO_HOME as it was just before a restore

The vault is a git repository (its remote is its backup) and the derived store is rebuilt from
the vault, so neither is copied; of the lesson stores only the event logs are (snapshots and
indexes are a replay of them). SQLite copies are written in rollback-journal mode, so no
``-wal``/``-shm`` file is ever left beside them. A backup is assembled in ``.<name>.tmp`` and
renamed into place. Rotation keeps the newest ``keep`` day folders and ``keep`` pre-restore
folders, and removes whole older backups — including the flat files of the format before this
one (``ledger-<day>.sqlite3`` and its sidecars, ``lessons/<day>/``) and the debris of an
interrupted backup. :func:`restore_home` restores everything a backup holds (the ledger, the
lesson logs, the other files), or refuses with the reason before changing anything.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hippocampus import clock
from hippocampus.errors import UsageError
from hippocampus.ledger.backup import SIDECARS, copy_sqlite, export_jsonl, quick_check, remove_with_sidecars, restore_ledger, snapshot
from hippocampus.vault.faults import crashpoint

#: Top-level entries of HIPPO_HOME that are regenerable (or are the backups themselves).
REGENERABLE = frozenset({"store", "backups", "cache", "prefect", "tmp", "models", "locks"})
#: Top-level entries copied by their own module rather than file by file.
SPECIAL = frozenset({"lessons"})
SQLITE_SUFFIXES = (".sqlite", ".sqlite3", ".db")
KEEP = 7
MANIFEST = "backup.json"
FORMAT = 1
LEDGER = "ledger.sqlite3"
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_PRE = re.compile(r"^pre-restore-\d{8}T\d{6,12}$")
_LEGACY_SNAPSHOT = re.compile(r"^ledger-(\d{4}-\d{2}-\d{2})\.sqlite3$")


@dataclass
class BackupReport:
    snapshot: str | None
    files: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    dry_run: bool = False
    rows: dict[str, int] = field(default_factory=dict)  # ledger table -> rows exported to JSONL
    lessons: dict[str, int] = field(default_factory=dict)  # project -> events backed up

    def to_markdown(self) -> str:
        lines = ["# backup" + (" (dry run)" if self.dry_run else ""), "", f"- snapshot: `{self.snapshot or 'none (nothing to back up)'}`",
                 f"- files: {len(self.files)}", f"- rotated out: {', '.join(self.removed) or 'none'}", ""]
        lines += [f"- `{f}`" for f in self.files]
        return "\n".join(lines) + "\n"


def backups_dir(home: Path) -> Path:
    return Path(home) / "backups"


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
    # logs (e.g. the cron line's backup.log) are not state: a restore must not rewind them
    return [p for p in found if not p.name.endswith(SIDECARS) and p.suffix != ".log"]


# ------------------------------------------------------------------------------- backup


@contextlib.contextmanager
def _exclusive(home: Path) -> Iterator[None]:
    """One backup (or restore) at a time, so rotation never removes another run's ``.tmp``."""
    lock = Path(home) / "locks" / "backup.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "a+") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        yield


def backup_home(home: Path, *, now: datetime, keep: int = KEEP, dry_run: bool = False, name: str | None = None,
                rotate_after: bool = True) -> BackupReport:
    """Write ``backups/<day>/`` (or ``backups/<name>/``) and rotate; see the module docstring.
    A second run on the same day replaces that day's backup. One backup at a time per home."""
    home = Path(home).expanduser()
    with contextlib.nullcontext() if dry_run else _exclusive(home):
        return _backup_locked(home, now, keep, dry_run, name, rotate_after)


def _backup_locked(home: Path, now: datetime, keep: int, dry_run: bool, name: str | None, rotate_after: bool) -> BackupReport:
    from hippocampus.memory.lessons.backup import projects
    from hippocampus.memory.lessons.eventlog import month_files

    files = _sources(home)
    lesson_logs = [p.relative_to(home).as_posix() for project in projects(home) for p in month_files(home / "lessons" / project)]
    # the day in the schedule's zone (HIPPO_TIMEZONE), like every other date a run writes:
    # the 04:10 KST backup of a UTC host is named by its KST day, not the day before
    name = name or (now.astimezone(clock.zone()) if now.tzinfo else now).strftime("%Y-%m-%d")
    report = BackupReport(None, [p.relative_to(home).as_posix() for p in files] + lesson_logs, dry_run=dry_run)
    if report.files:
        report.snapshot = str(backups_dir(home) / name)
        if not dry_run:
            _write_backup(home, files, bool(lesson_logs), backups_dir(home) / name, now, report)
    if rotate_after:
        report.removed = rotate(home, keep, dry_run=dry_run)
    return report


def _write_backup(home: Path, files: list[Path], with_lessons: bool, final: Path, now: datetime, report: BackupReport) -> None:
    tmp = final.with_name(f".{final.name}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        _assemble(home, files, with_lessons, tmp, now, report)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)  # a full disk must not leave half a backup behind
        raise
    crashpoint("backup.assembled")
    if final.exists():
        shutil.rmtree(final)
    tmp.rename(final)
    crashpoint("backup.published")


def _assemble(home: Path, files: list[Path], with_lessons: bool, tmp: Path, now: datetime, report: BackupReport) -> None:
    from hippocampus.memory.lessons.backup import backup_lessons

    for src in files:
        dst = tmp / src.relative_to(home)
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.name == LEDGER and src.parent == home:
            snapshot(src, dst)  # verified with quick_check
        elif src.suffix in SQLITE_SUFFIXES:
            copy_sqlite(src, dst)
        else:
            shutil.copy2(src, dst)
    if (tmp / LEDGER).is_file():
        report.rows = export_jsonl(tmp / LEDGER, tmp / "jsonl")
    if with_lessons:
        report.lessons = {p.project: p.events for p in backup_lessons(home, tmp / "lessons")}
    manifest = {"format": FORMAT, "created": now.isoformat(timespec="seconds"), "ledger": LEDGER if (tmp / LEDGER).is_file() else None,
                "files": [p.relative_to(home).as_posix() for p in files], "jsonl": report.rows, "lessons": report.lessons}
    (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")


# ------------------------------------------------------------------------------- rotation


def rotate(home: Path, keep: int = KEEP, *, dry_run: bool = False) -> list[str]:
    """Remove whole backups beyond the ``keep`` newest days (and beyond the ``keep`` newest
    pre-restore copies), whatever format wrote them, and interrupted-backup debris."""
    root = backups_dir(home)
    if not root.is_dir():
        return []
    doomed = _by_day(root, keep) + _pre_restore(root, keep)
    # Trigger: a `.<name>.tmp` folder or a stray SQLite sidecar. Why: an interrupted backup (or
    # the previous format) left it; no backup is complete without its rename. Outcome: removed.
    doomed += [p for p in root.iterdir() if (p.name.startswith(".") and p.name.endswith(".tmp")) or p.name.endswith(SIDECARS)]
    removed = []
    for path in dict.fromkeys(doomed):
        removed.append(path.relative_to(root).as_posix())
        if dry_run:
            continue
        if path.is_dir():
            shutil.rmtree(path)
        else:
            remove_with_sidecars(path)
    legacy_lessons = root / "lessons"
    if not dry_run and legacy_lessons.is_dir() and not any(legacy_lessons.iterdir()):
        legacy_lessons.rmdir()
    return removed


def _by_day(root: Path, keep: int) -> list[Path]:
    """Everything of the days beyond the ``keep`` newest: ``<day>/`` folders and the previous
    format's ``ledger-<day>.sqlite3`` and ``lessons/<day>/``."""
    parts: dict[str, list[Path]] = {}
    for p in root.iterdir():
        m = _LEGACY_SNAPSHOT.match(p.name)
        if p.is_dir() and _DAY.match(p.name):
            parts.setdefault(p.name, []).append(p)
        elif p.is_file() and m:
            parts.setdefault(m.group(1), []).append(p)
    legacy_lessons = root / "lessons"
    for p in legacy_lessons.iterdir() if legacy_lessons.is_dir() else []:
        if p.is_dir() and _DAY.match(p.name):
            parts.setdefault(p.name, []).append(p)
    days = sorted(parts)
    return [p for day in days[: max(0, len(days) - keep)] for p in parts[day]]


def _pre_restore(root: Path, keep: int) -> list[Path]:
    """Pre-restore copies beyond the ``keep`` newest (both formats), oldest first."""
    found = [p for p in root.iterdir() if _PRE.match(p.name) or p.name.startswith(("ledger-pre-restore-", "lessons-pre-restore-"))]
    found.sort(key=lambda p: re.sub(r"\D", "", p.name))
    return found[: max(0, len(found) - keep)]


# ------------------------------------------------------------------------------- restore


@dataclass(frozen=True)
class Backup:
    """What one backup holds, resolved from what the user named."""

    where: Path
    ledger: Path | None
    lessons: Path | None  # a folder of <project>/events/
    files: tuple[Path, ...] = ()  # other files (HIPPO_HOME-relative under ``root``)
    root: Path | None = None


def resolve(home: Path, name: str | Path) -> Backup:
    """A backup folder, a file inside one, a name under ``backups/``, or a flat snapshot of the
    previous format (``ledger-<day>.sqlite3``, with ``lessons/<day>/`` beside it)."""
    path = Path(name).expanduser()
    if not path.exists() and (backups_dir(home) / str(name)).exists():
        path = backups_dir(home) / str(name)
    if not path.exists():
        raise UsageError(f"backup not found: {name} (give a folder under {backups_dir(home)}, e.g. `hippo restore 2026-11-29`)")
    if path.is_file() and ((path.parent / MANIFEST).is_file() or _DAY.match(path.parent.name) or _PRE.match(path.parent.name)):
        # Trigger: a file inside a backup folder (`backups/<day>/ledger.sqlite3`). Why: the
        # folder also holds that day's lessons; restoring the file alone would silently mix
        # that day's ledger with today's lessons. Outcome: the whole backup is restored.
        path = path.parent
    if path.is_dir():
        return _folder(path)
    m = _LEGACY_SNAPSHOT.match(path.name)
    lessons = path.parent / "lessons" / m.group(1) if m else None
    return Backup(path, path, lessons if lessons is not None and lessons.is_dir() else None)


def _folder(path: Path) -> Backup:
    manifest: dict[str, Any] = {}
    if (path / MANIFEST).is_file():
        try:
            manifest = json.loads((path / MANIFEST).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise UsageError(f"backup {path} is damaged: {MANIFEST} unreadable ({exc})") from None
    ledger = path / (manifest.get("ledger") or LEDGER)
    files = tuple(path / f for f in manifest.get("files", _plain_files(path)) if f != LEDGER)
    lessons = path / "lessons" if (path / "lessons").is_dir() else None
    if not ledger.is_file() and lessons is None:
        raise UsageError(f"{path} is not a backup: it holds neither {LEDGER} nor lessons/")
    return Backup(path, ledger if ledger.is_file() else None, lessons, files, path)


def _plain_files(path: Path) -> list[str]:
    """Files of a flow backup written before ``backup.json`` existed."""
    skip = {MANIFEST, LEDGER}
    return [p.relative_to(path).as_posix() for p in sorted(path.rglob("*"))
            if p.is_file() and p.name not in skip and p.relative_to(path).parts[0] not in ("jsonl", "lessons")]


def check(backup: Backup) -> None:
    """Refuse a backup with a damaged part before anything is changed."""
    from hippocampus.memory.lessons.eventlog import EventLog, month_files

    if backup.ledger is not None:
        verdict = quick_check(backup.ledger)
        if verdict != "ok":
            raise UsageError(f"snapshot {backup.ledger} failed its integrity check: {verdict}")
    for project in sorted(p for p in backup.lessons.iterdir() if p.is_dir() and month_files(p)) if backup.lessons else []:
        read = EventLog(project).read()
        if not read.clean or read.partial_tail:
            raise UsageError(f"lesson backup of {project.name!r} in {backup.where} is damaged: {'; '.join(read.problems()[:3])}")
    for f in backup.files:
        if not f.is_file():
            raise UsageError(f"backup {backup.where} is incomplete: {f.name} is listed in {MANIFEST} but missing")


def restore_home(home: Path, ledger_path: Path, name: str | Path, *, lessons: bool = True, embedder: Any | None = None,
                 now: datetime | None = None) -> dict[str, Any]:
    """Restore everything ``name`` holds (ledger, lesson logs, other files) after saving the
    current state as ``backups/pre-restore-<ts>/``; refuses a damaged backup untouched."""
    home = Path(home).expanduser()
    backup = resolve(home, name)
    check(backup)
    moment = now or datetime.now(UTC)
    pre = backup_home(home, now=moment, name=f"pre-restore-{moment.strftime('%Y%m%dT%H%M%S%f')}", rotate_after=False)
    out: dict[str, Any] = {"restored_from": str(backup.where), "safety_copy": pre.snapshot, "generation": None, "lessons": None, "files": []}
    if backup.ledger is not None:
        out["generation"] = restore_ledger(ledger_path, backup.ledger, backup=str(backup.where), safety_copy=pre.snapshot)
    out["files"] = _restore_files(home, backup)
    out["lessons"] = _restore_lessons(home, backup, lessons, embedder, pre.snapshot)
    return out


def _restore_files(home: Path, backup: Backup) -> list[str]:
    restored = []
    for src in backup.files:
        rel = src.relative_to(backup.root) if backup.root else Path(src.name)
        dst = home / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.suffix in SQLITE_SUFFIXES:
            copy_sqlite(src, dst)
        else:
            tmp = dst.with_name(f".{dst.name}.restore.tmp")
            shutil.copy2(src, tmp)
            tmp.replace(dst)
        restored.append(rel.as_posix())
    return restored


def _restore_lessons(home: Path, backup: Backup, wanted: bool, embedder: Any | None, safety: str | None) -> Any:
    if backup.lessons is None:
        return "none in this backup"
    if not wanted:
        return "skipped (--no-lessons)"
    from hippocampus.memory.lessons.backup import restore_lessons

    safety_root = Path(safety) / "live-lessons" if safety else None
    return restore_lessons(home, backup.lessons, embedder=embedder, safety_root=safety_root)
