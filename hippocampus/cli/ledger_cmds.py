"""Backup commands: ``backup`` and ``restore`` (docs/operations.md). One backup format, shared
with the scheduled ``backup`` flow: :mod:`hippocampus.jobs.backup`."""

from __future__ import annotations

from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

import typer

from hippocampus.cli.common import JsonOption, console, emit_json
from hippocampus.config import get_settings


def backup(
    keep: int = typer.Option(7, "--keep", min=1, help="Backups (days) to keep."),
    json_out: bool = JsonOption,
) -> None:
    """Back up what nothing can regenerate into backups/<day>/ (the ledger through SQLite's backup
    API plus a JSONL export of it, the lesson event logs, tokens and settings); rotate."""
    from hippocampus.jobs.backup import backup_home

    settings = get_settings()
    report = backup_home(settings.home, now=datetime.now(UTC), keep=keep)
    if json_out:
        emit_json(asdict(report))
        return
    if report.snapshot is None:
        console.print("nothing to back up yet")
        return
    console.print(f"[green]✓[/] backup {report.snapshot}: {len(report.files)} file(s)")
    if report.rows:
        console.print("  ledger JSONL: " + ", ".join(f"{t} {n}" for t, n in report.rows.items()))
    if report.lessons:
        console.print("  lesson event logs: " + ", ".join(f"{p} {n} events" for p, n in report.lessons.items()))
    if report.removed:
        console.print("  rotated out: " + ", ".join(report.removed))


def restore(
    snapshot: Path = typer.Argument(..., metavar="BACKUP", help="A backup folder (a path, or a name under $HIPPO_HOME/backups such as 2026-11-29), or a file inside one."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Do not ask for confirmation."),
    lessons: bool = typer.Option(True, "--lessons/--no-lessons", help="Also restore the lesson event logs the backup holds (and republish them)."),
    json_out: bool = JsonOption,
) -> None:
    """Restore everything a backup holds — the ledger, the lesson stores, the other files — after
    saving the current state as backups/pre-restore-<ts>/; a damaged backup is refused untouched.
    Sync cursors issued before the restore then answer invalid_cursor; clients read again from 0."""
    from hippocampus.jobs.backup import restore_home
    from hippocampus.memory.lessons.embedding import lesson_embedder

    settings = get_settings()
    if not yes and not typer.confirm(f"Replace the ledger {settings.ledger_path}" + (", the lesson stores" if lessons else "") + f" and other backed-up files with {snapshot}?"):
        raise typer.Exit(1)
    result = restore_home(settings.home, settings.ledger_path, snapshot, lessons=lessons, embedder=lesson_embedder(settings) if lessons else None)
    if json_out:
        emit_json(result)
        return
    console.print(f"[green]✓[/] restored from {result['restored_from']}" + (f" (new ledger generation {result['generation']})" if result["generation"] else ""))
    if result["safety_copy"]:
        console.print(f"  the state before the restore was saved as {result['safety_copy']} (restore it to undo)")
    if result["files"]:
        console.print("  files: " + ", ".join(result["files"]))
    restored = result.get("lessons")
    if isinstance(restored, dict):
        for project, info in restored["projects"].items():
            console.print(f"  lessons {project}: {info['events']} events, {info['lessons']} lessons republished ({info['semantic']})")
    else:
        console.print(f"  lessons: {restored}")


def register(app: typer.Typer) -> None:
    app.command()(backup)
    app.command()(restore)
