"""Vault commands: ``init``, ``validate``, ``config``."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape

from hippocampus.cli.common import JsonOption, VaultOption, console, emit_json, fail, hint, print_rows, settings_for
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
    console.print(f"  next: [cyan]{escape(hint('validate', '--vault', str(Path(report.vault).resolve()), env=False))}[/]", soft_wrap=True, highlight=False)


def validate(
    vault: Path | None = VaultOption,
    rule: list[str] = typer.Option(None, "--rule", "-r", help="Only these rules (repeatable), e.g. --rule broken-wikilink."),
    path: str = typer.Option(None, "--path", "-p", help="Only notes whose path starts with this prefix."),
    severity: str = typer.Option("info", "--severity", "-s", help="Lowest severity shown: error, warning or info."),
    json_out: bool = JsonOption,
) -> None:
    """Lint the vault: per-rule counts first, then each finding, most urgent first.

    Exit 0 when nothing is shown, 1 with findings, 2 when the vault is unusable or an option is wrong."""
    from hippocampus.vault.validate import validate_vault
    from vault_schema.lint import RULES, SEVERITIES

    if severity not in SEVERITIES:
        fail(f"--severity must be one of {', '.join(SEVERITIES)}", 2)
    unknown = sorted(set(rule or ()) - set(RULES))
    if unknown:
        fail(f"unknown rule {', '.join(unknown)}; rules: {', '.join(RULES)}", 2)
    settings = settings_for(vault)
    try:
        report = validate_vault(settings.vault, stale_days=settings.stale_days, max_bytes=settings.max_file_bytes)
    except VaultError as exc:
        fail(str(exc), 2)
    shown = report.filtered(rules=tuple(rule or ()), path=path, severity=severity)
    if json_out:
        emit_json(shown.to_dict() | {"total": len(report.findings)})
    else:
        _print_findings(shown, hidden=len(report.findings) - len(shown.findings))
        if not shown.clean and _is_sample(settings.vault):
            console.print("[dim]this is the bundled sample vault (hippo demo): its findings are deliberate, so validate "
                          "exits 1 here on purpose (docs/sample-vault.md)[/]", soft_wrap=True, highlight=False)
    raise typer.Exit(0 if shown.clean else 1)


def _is_sample(vault: Path) -> bool:
    """Whether the vault's first commit is `hippo init --sample`'s (the demo's vault)."""
    import subprocess

    try:
        done = subprocess.run(["git", "log", "--max-parents=0", "--format=%s", "HEAD"], cwd=vault, capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    return "hippo: init (sample vault)" in done.stdout.splitlines()


def _print_findings(report, *, hidden: int) -> None:
    from vault_schema.lint import RULES, SEVERITY

    more = f" ({hidden} more hidden by the filters)" if hidden else ""
    if report.templates:
        folders = ", ".join(f"{t}/" for t in report.templates)
        console.print(f"[dim]templates folder {escape(folders)} (the vault's Obsidian Templates/Templater setting): "
                      "its files are templates, not notes, and are not checked[/]", soft_wrap=True, highlight=False)
    if report.clean:
        console.print(f"[green]✓[/] {report.notes} notes, no findings{more}")
        return
    console.print(f"[bold]{len(report.findings)} findings in {report.notes} notes{more}[/]", highlight=False)
    counts = report.counts()
    width = len(str(max(counts.values())))
    for code, n in counts.items():
        console.print(f"  {n:>{width}}  {SEVERITY.get(code, 'warning'):<7}  [bold]{code}[/]  [dim]{escape(RULES.get(code, ''))}[/]",
                      soft_wrap=True, highlight=False)
    current = None
    for f in report.findings:
        if f.code != current:
            current = f.code
            console.print(f"\n[bold]{f.code}[/] ({counts[f.code]}, {f.severity})", highlight=False)
        where = f"{f.path}:{f.line}" if f.line else f.path
        console.print(f"  [cyan]{escape(where)}[/]  {escape(f.message)}", soft_wrap=True, highlight=False)
    console.print(f"\n[dim]narrow it down: --rule {next(iter(counts))} · --path 20-wiki/ · --severity warning · --json[/]", soft_wrap=True, highlight=False)


def _outside_settings() -> dict[str, object]:
    """Variables read where they are used rather than through Settings, with their effective value."""
    import os

    from hippocampus.cli.common import debug_enabled
    from hippocampus.search.params import RankingParams

    raw = os.environ.get("HIPPO_SEM_CANDIDATES")
    return {"debug": debug_enabled(), "sem_candidates": int(raw) if raw and raw.isdigit() else RankingParams().sem_candidates}


def config(json_out: bool = JsonOption) -> None:
    """Print the effective configuration (environment, .env, defaults) with secrets masked."""
    values = get_settings().masked() | _outside_settings()
    if json_out:
        emit_json(values)
        return
    print_rows(["setting", "env var", "value"],
               [[name, f"HIPPO_{name.upper()}", "" if value is None else str(value)] for name, value in values.items()])


def register(app: typer.Typer) -> None:
    app.command()(init)
    app.command()(validate)
    app.command()(config)
