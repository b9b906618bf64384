"""Shared CLI plumbing: settings with per-command overrides, JSON output, error translation."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

import typer
from rich.console import Console

from hippocampus.config import Settings, get_settings

console = Console()
err_console = Console(stderr=True, soft_wrap=True)  # an error stays one line whatever the width

VaultOption = typer.Option(None, "--vault", "-V", help="Vault folder (default: $HIPPO_VAULT).", show_default=False)
JsonOption = typer.Option(False, "--json", help="Print machine-readable JSON instead of text.")


def settings_for(vault: Path | None = None) -> Settings:
    """The effective settings, with the vault overridden by ``--vault`` when given."""
    base = get_settings()
    return base.model_copy(update={"vault": vault.expanduser()}) if vault else base


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")


def fail(message: str, code: int = 1) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False)
    raise typer.Exit(code)


def debug_enabled() -> bool:
    return os.environ.get("HIPPO_DEBUG", "") not in ("", "0", "false")


def print_rows(headers: list[str], rows: list[list[str]], *, title: str | None = None) -> None:
    """A table on a terminal wide enough for it, with cells wrapped (never cut off); otherwise
    (narrow, piped, logged) one ``header: value`` record per line, so a path is always whole."""
    from rich.markup import escape
    from rich.table import Table

    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    fits = console.is_terminal and sum(widths) + 3 * len(headers) + 1 <= console.width
    if fits:
        table = Table(*headers, title=title)
        for column in table.columns:
            column.overflow = "fold"
        for row in rows:
            table.add_row(*(escape(cell) for cell in row))
        console.print(table)
        return
    if title:
        console.print(title, soft_wrap=True, highlight=False)
    for row in rows:
        console.print("  ".join(f"{h}: {escape(c)}" for h, c in zip(headers, row, strict=True) if c), soft_wrap=True, highlight=False)


ShowKeysOption = typer.Option(
    False, "--show-keys",
    help="Print key-shaped strings (API keys, tokens, private keys) as the vault has them instead of [redacted: …]; "
         "runs in this process (a gateway never returns them).")


def redacted(data: Any, settings: Settings, show_keys: bool = False) -> Any:
    """``data`` (a result dict, a string) with key-shaped strings replaced like gateway results,
    unless ``--show-keys`` or ``HIPPO_REDACT_KEYS=0``; one dim line on stderr says how many."""
    if show_keys or not settings.redact_keys:
        return data
    from vault_schema.secrets import redact_value

    found: list[str] = []
    out = redact_value(data, found)
    if found:
        err_console.print(f"[dim]{len(found)} key-shaped string(s) shown as \\[redacted: …]; --show-keys prints them[/]", highlight=False)
    return out
