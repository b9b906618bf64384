"""Ledger commands: ``backup`` and ``restore`` (docs/operations.md)."""

from __future__ import annotations

from pathlib import Path

import typer

from hippocampus.cli.common import JsonOption, console, emit_json
from hippocampus.config import get_settings


def backup(
    keep: int = typer.Option(7, "--keep", min=1, help="Snapshots (days) to keep."),
    json_out: bool = JsonOption,
) -> None:
    """Snapshot the ledger (SQLite backup API), export its non-regenerable tables to JSONL, copy
    the lesson event logs; rotate."""
    from hippocampus.ledger.backup import backup as run_backup

    settings = get_settings()
    report = run_backup(settings.home, settings.ledger_path, keep=keep)
    if json_out:
        emit_json(report.__dict__)
        return
    console.print(f"[green]✓[/] snapshot {report.snapshot}")
    console.print(f"  JSONL {report.jsonl_dir}: " + ", ".join(f"{t} {n}" for t, n in report.rows.items()))
    if report.lessons_dir:
        console.print(f"  lesson event logs {report.lessons_dir}: " + ", ".join(f"{p} {n} events" for p, n in report.lessons.items()))
    if report.removed:
        console.print("  rotated out: " + ", ".join(report.removed))


def restore(
    snapshot: Path = typer.Argument(..., help="Snapshot file (a path, or a name under $HIPPO_HOME/backups)."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Do not ask for confirmation."),
    lessons: bool = typer.Option(True, "--lessons/--no-lessons", help="Also restore the lesson event logs backed up the same day (and republish them)."),
    json_out: bool = JsonOption,
) -> None:
    """Replace the ledger with a snapshot (the current one is saved first). Sync cursors issued
    before the restore then answer invalid_cursor; clients read again from 0. The lesson stores
    are replaced by the event logs backed up the same day and republished."""
    from hippocampus.ledger.backup import restore as run_restore
    from hippocampus.memory.lessons.embedding import lesson_embedder

    settings = get_settings()
    if not yes and not typer.confirm(f"Replace the ledger {settings.ledger_path} with {snapshot}" + (" and the lesson stores" if lessons else "") + "?"):
        raise typer.Exit(1)
    result = run_restore(settings.home, settings.ledger_path, snapshot, lessons=lessons, embedder=lesson_embedder(settings) if lessons else None)
    if json_out:
        emit_json(result)
        return
    console.print(f"[green]✓[/] restored from {result['restored_from']} (new generation {result['generation']})")
    if result["safety_copy"]:
        console.print(f"  the previous ledger was saved as {result['safety_copy']}")
    restored = result.get("lessons")
    if isinstance(restored, dict):
        for project, info in restored["projects"].items():
            console.print(f"  lessons {project}: {info['events']} events, {info['lessons']} lessons republished ({info['semantic']})")
        if restored["safety_copy"]:
            console.print(f"  the previous lesson stores were moved to {restored['safety_copy']}")


def register(app: typer.Typer) -> None:
    app.command()(backup)
    app.command()(restore)
