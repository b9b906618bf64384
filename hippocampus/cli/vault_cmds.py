"""Vault commands: ``init``, ``validate``, ``config``."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape
from rich.table import Table

from hippocampus.cli.common import JsonOption, VaultOption, console, emit_json, fail, settings_for
from hippocampus.config import get_settings
from hippocampus.vault.reader import VaultError


def init(
    vault: Path = typer.Argument(..., help="Folder to create the vault in (empty or missing)."),
    sample: bool = typer.Option(False, "--sample", help="Fill the vault with the bilingual sample notes."),
    json_out: bool = JsonOption,
) -> None:
    """Create a vault: the full layout, AGENTS.md, SCHEMA.md, HOME.md, index.md, log.md and a git repo."""
    from hippocampus.vault.init import init_vault

    report = init_vault(vault, sample=sample)
    if json_out:
        emit_json(report.__dict__)
        return
    what = "already a vault; added missing items" if report.existing_vault else "vault created"
    console.print(f"[green]✓[/] {what}: [bold]{report.vault}[/] ({len(report.created)} items)")
    if report.commit:
        console.print(f"  git commit {report.commit[:10]}")
    console.print(f"  next: [cyan]hippo validate --vault {report.vault}[/]")


def validate(
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Lint the vault (SPEC §1). Exit 0 when clean, 1 with findings, 2 when the vault is unusable."""
    from hippocampus.vault.validate import validate_vault

    settings = settings_for(vault)
    try:
        report = validate_vault(settings.vault, stale_days=settings.stale_days, max_bytes=settings.max_file_bytes)
    except VaultError as exc:
        fail(str(exc), 2)
    if json_out:
        emit_json(report.to_dict())
    else:
        if report.clean:
            console.print(f"[green]✓[/] {report.notes} notes, no findings")
        else:
            table = Table("path", "rule", "message", title=f"{len(report.findings)} findings in {report.notes} notes")
            for f in report.findings:
                where = f"{f.path}:{f.line}" if f.line else f.path
                table.add_row(escape(where), f.code, escape(f.message))
            console.print(table)
    raise typer.Exit(0 if report.clean else 1)


def config(json_out: bool = JsonOption) -> None:
    """Print the effective configuration (environment, .env, defaults) with secrets masked."""
    values = get_settings().masked()
    if json_out:
        emit_json(values)
        return
    table = Table("setting", "env var", "value")
    for name, value in values.items():
        table.add_row(name, f"HIPPO_{name.upper()}", "" if value is None else str(value))
    console.print(table)


def register(app: typer.Typer) -> None:
    app.command()(init)
    app.command()(validate)
    app.command()(config)
