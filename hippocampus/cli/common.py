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
