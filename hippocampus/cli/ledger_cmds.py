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
    """Snapshot the ledger (SQLite backup API) and export its non-regenerable tables to JSONL; rotate."""
    from hippocampus.ledger.backup import backup as run_backup

    settings = get_settings()
    report = run_backup(settings.home, settings.ledger_path, keep=keep)
    if json_out:
        emit_json(report.__dict__)
        return
    console.print(f"[green]✓[/] snapshot {report.snapshot}")
    console.print(f"  JSONL {report.jsonl_dir}: " + ", ".join(f"{t} {n}" for t, n in report.rows.items()))
    if report.removed:
        console.print("  rotated out: " + ", ".join(report.removed))


def restore(
    snapshot: Path = typer.Argument(..., help="Snapshot file (a path, or a name under $HIPPO_HOME/backups)."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Do not ask for confirmation."),
    json_out: bool = JsonOption,
) -> None:
    """Replace the ledger with a snapshot (the current one is saved first). Sync cursors issued
    before the restore then answer invalid_cursor; clients read again from 0."""
    from hippocampus.ledger.backup import restore as run_restore

    settings = get_settings()
    if not yes and not typer.confirm(f"Replace the ledger {settings.ledger_path} with {snapshot}?"):
        raise typer.Exit(1)
    result = run_restore(settings.home, settings.ledger_path, snapshot)
    if json_out:
        emit_json(result)
        return
    console.print(f"[green]✓[/] restored from {result['restored_from']} (new generation {result['generation']})")
    if result["safety_copy"]:
        console.print(f"  the previous ledger was saved as {result['safety_copy']}")


def register(app: typer.Typer) -> None:
    app.command()(backup)
    app.command()(restore)
