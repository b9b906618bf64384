"""``hippo demo``: the product end to end on the bundled sample vault, with embedded defaults."""

from __future__ import annotations

import os
from pathlib import Path

import typer
from rich.markup import escape

from hippocampus.cli.common import console
from hippocampus.config import get_settings


def demo(
    directory: Path = typer.Option(Path(".hippo-demo"), "--dir", help="Where the demo vault and state live."),
    fresh: bool = typer.Option(False, "--fresh", help="Start from a new copy of the sample vault."),
) -> None:
    """Run the main job on the sample vault: init, validate (and index, search, flows where installed)."""
    import shutil

    from hippocampus.vault.init import init_vault
    from hippocampus.vault.validate import validate_vault

    directory = directory.expanduser().resolve()
    vault, home = directory / "vault", directory / "home"
    if fresh and directory.exists():
        shutil.rmtree(directory)
    os.environ["HIPPO_VAULT"], os.environ["HIPPO_HOME"] = str(vault), str(home)
    get_settings.cache_clear()
    settings = get_settings()

    console.rule("[bold]1. vault")
    if not vault.exists():
        report = init_vault(vault, sample=True)
        console.print(f"created the sample vault at {vault} (commit {(report.commit or '')[:10]})")
    else:
        console.print(f"using the existing demo vault at {vault} (pass --fresh to start over)")

    console.rule("[bold]2. validate")
    validation = validate_vault(vault, stale_days=settings.stale_days, max_bytes=settings.max_file_bytes)
    console.print(f"{validation.notes} notes, {len(validation.findings)} findings (the sample vault has deliberate ones):")
    for finding in validation.findings:
        console.print(f"  • {escape(finding.path)}: [yellow]{finding.code}[/] — {escape(finding.message)}", highlight=False)

    console.rule("[bold green]done")
    console.print(f"Try: HIPPO_VAULT={vault} HIPPO_HOME={home} hippo --help")


def register(app: typer.Typer) -> None:
    app.command()(demo)
