"""Backup and restore of the lesson stores' event logs (the only non-regenerable lesson state).

What a project store (``$HIPPO_HOME/lessons/<project>/``) holds and what a backup keeps:

* ``events/YYYY/MM/events.jsonl`` — the append-only log: **backed up**. Nothing else can
  regenerate it (exposures, applications, verifications, proposals, approvals).
* ``event-ids/`` — dedupe shards: regenerable (the next writer re-indexes every event the
  shards have not seen, from ``HEAD`` = 0 when the folder is missing).
* ``manifest.json``, ``snapshots/``, ``indexes/`` — a pure replay of the log
  (``consolidate``, ADR 0020 §4) plus embeddings: regenerable, not backed up.
* ``.write-lock``, ``tmp/`` — runtime state, never copied.

Backup copies the month files without taking the write lock (a long consolidation must not
block the nightly backup): the log is append-only and an event line is fsynced before it is
acknowledged, so a copy made while a writer appends is a prefix of the log, possibly ending
in an unterminated line. That line was never acknowledged; it is cut from the copy, and the
copy is then read back and verified (per-line checksums, sequence order) before it counts.

Restore moves the current store aside (``backups/lessons-pre-restore-<ts>/<project>``), puts
the backed-up log in place and consolidates it into a fresh published snapshot with its
indexes, so recall serves the restored lessons right away.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.memory.lessons.eventlog import EVENTS, EventLog, month_files


@dataclass
class ProjectBackup:
    project: str
    events: int
    files: list[str] = field(default_factory=list)
    cut_tail_bytes: int = 0


def lessons_root(home: Path) -> Path:
    return Path(home) / "lessons"


def projects(home: Path) -> list[str]:
    root = lessons_root(home)
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(".") and month_files(p))


def _copy_prefix(src: Path, dst: Path) -> int:
    """Copy ``src`` up to its last complete line; returns the bytes cut (an unterminated tail)."""
    data = src.read_bytes()
    keep = data.rfind(b"\n") + 1
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_bytes(data[:keep])
    return len(data) - keep


def backup_lessons(home: Path, dest: Path) -> list[ProjectBackup]:
    """Copy every project's event log under ``dest/<project>/events/`` (assembled aside, then
    renamed into place); raises :class:`UsageError` if a copy does not verify."""
    dest = Path(dest)
    tmp = dest.with_name(f".{dest.name}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    out: list[ProjectBackup] = []
    for project in projects(home):
        store = lessons_root(home) / project
        copy = tmp / project
        rep = ProjectBackup(project, 0)
        for path in month_files(store):  # oldest month first: appends only ever go to the newest
            rel = path.relative_to(store)
            rep.cut_tail_bytes += _copy_prefix(path, copy / rel)
            rep.files.append(rel.as_posix())
        read = EventLog(copy).read()
        if not read.clean:
            shutil.rmtree(tmp, ignore_errors=True)
            raise UsageError(f"lesson event log of {project!r} failed verification: {'; '.join(read.problems()[:3])}")
        rep.events = len(read.events)
        out.append(rep)
    if out:
        if dest.exists():  # a second run on the same day replaces that day's copy
            shutil.rmtree(dest)
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp.rename(dest)
    return out


def restore_lessons(home: Path, src: Path, *, embedder: Any | None = None, now: datetime | None = None,
                    safety_root: Path | None = None, lock_timeout: float = 5.0) -> dict[str, Any]:
    """Replace every project store found in ``src`` with its backed-up log and republish.

    Projects present in the home but absent from the backup are left alone (they did not exist
    when the backup was taken, or had no events). Stop agents that record lessons (the gateway)
    first: a store whose write lock is held raises :class:`LockTimeout` after ``lock_timeout``."""
    from hippocampus.memory.lessons.service import LessonStore

    src = Path(src)
    if not src.is_dir():
        raise UsageError(f"lesson backup not found: {src}")
    found = sorted(p.name for p in src.iterdir() if p.is_dir() and month_files(p))
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    safety_base = Path(safety_root) if safety_root else Path(home) / "backups" / f"lessons-pre-restore-{stamp}"
    result: dict[str, Any] = {"restored_from": str(src), "safety_copy": None, "projects": {}}
    for project in found:
        read = EventLog(src / project).read()
        if not read.clean or read.partial_tail:
            raise UsageError(f"lesson backup of {project!r} is damaged: {'; '.join(read.problems()[:3])}")
        live = lessons_root(home) / project
        store = LessonStore(home, project, lock_timeout=lock_timeout)
        if live.exists():
            # Trigger: a live store is replaced. Why: a writer appending during the swap would
            # land in the moved-aside copy or interleave sequence numbers. Outcome: the swap
            # happens under the store's write lock; a busy store fails fast, naming the holder.
            with store.lock("restore"):
                safety_base.mkdir(parents=True, exist_ok=True)
                shutil.move(str(live), str(safety_base / project))
                shutil.copytree(src / project / EVENTS, live / EVENTS)
            result["safety_copy"] = str(safety_base)
        else:
            live.parent.mkdir(parents=True, exist_ok=True)
            shutil.copytree(src / project / EVENTS, live / EVENTS)
        report = store.consolidate(embedder=embedder, now=now, force=True)
        result["projects"][project] = {"events": len(read.events), "lessons": report.lessons, "counts": report.status_counts,
                                       "semantic": report.semantic}
    return result
