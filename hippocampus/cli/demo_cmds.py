"""``hippo demo``: the product end to end on the bundled sample vault, with embedded defaults.

1. the sample vault (a git repo), 2. lint, 3. the whole pipeline once as Prefect flows
(in-process: a temporary local Prefect API) — the sample's waiting approval is ticked as a
human would in Obsidian, so a card is promoted — 4. the regenerated HOME.md and the commits
the flows made, 5. a search over the store the pipeline built.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape

from hippocampus.cli.common import console, err_console, hint
from hippocampus.config import get_settings

QUERY = "DuckDB 한국어 색인"


def _tick_sample_approval(vault: Path) -> str | None:
    """Tick the approve box of the sample's waiting proposal (what the human does in Obsidian)."""
    from hippocampus.jobs.verdicts import verdict_of
    from vault_schema.approval import APPROVE_LABEL

    for path in sorted((vault / "30-reviews" / "approvals").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        if verdict_of(text) is None and f"- [ ] {APPROVE_LABEL}" in text:
            path.write_text(text.replace(f"- [ ] {APPROVE_LABEL}", f"- [x] {APPROVE_LABEL}", 1), encoding="utf-8")
            return path.relative_to(vault).as_posix()
    return None


def _pipeline(vault: Path) -> dict[str, Any] | None:
    from hippocampus.cli.flow_cmds import prefect_env, step_summary

    settings = get_settings()
    prefect_env(settings)
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
    from flows.daily import daily

    ticked = _tick_sample_approval(vault)
    if ticked:
        console.print(f"ticked `- \\[x] 승인 (approve)` in {ticked}, as the human would in Obsidian")
    console.print("running the daily cycle as Prefect flows (a temporary local Prefect API starts first) …")
    state = daily(vault=str(vault), return_state=True)
    if state.is_failed() or state.is_crashed():
        err_console.print(f"[red]the daily cycle failed:[/] {escape(str(state.message))}")
    results = state.result(raise_on_failure=False)
    if not isinstance(results, dict):
        return None
    for step, result in results.items():
        console.print(f"  [green]✓[/] {step}: {escape(step_summary(result))}", highlight=False)
    return results


def _search() -> None:
    from hippocampus.search.context import embedder_or_reason, open_context
    from hippocampus.search.service import search

    ctx = open_context(get_settings())
    try:
        res = search(ctx.store, embedder_or_reason(ctx), QUERY, k=3, params=ctx.params)
    finally:
        ctx.close()
    console.print(f"hippo search {QUERY!r} → {len(res.hits)} hits" + (" (degraded: lexical only)" if res.degraded.no_embedder else ""))
    for i, hit in enumerate(res.hits, 1):
        console.print(f"  {i}. [bold]{escape(hit.title)}[/]  [cyan]{escape(hit.anchor)}[/]  [dim]{', '.join(hit.reasons)}[/]", highlight=False)
    if res.abstained:
        console.print(f"  abstained: {escape(res.reason or '')}")


def demo(
    directory: Path = typer.Option(Path(".hippo-demo"), "--dir", help="Where the demo vault and state live."),
    fresh: bool = typer.Option(False, "--fresh", help="Start from a new copy of the sample vault."),
    flows: bool = typer.Option(True, "--flows/--no-flows", help="Run the pipeline flows (Prefect) and search."),
) -> None:
    """Run the main job on the sample vault: init, validate, the pipeline flows, HOME.md, search."""
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
    from vault_schema.lint import attention_key

    for finding in sorted(validation.findings, key=attention_key):
        console.print(f"  • {escape(finding.path)}: [yellow]{finding.code}[/] — {escape(finding.message)}", highlight=False)

    if flows:
        console.rule("[bold]3. pipeline (Prefect flows)")
        results = _pipeline(vault)

        console.rule("[bold]4. HOME.md and the commits the flows made")
        home_md = (vault / "HOME.md").read_text(encoding="utf-8")
        console.print(escape(home_md.split("## Review priority")[0].strip()), highlight=False)
        log = subprocess.run(["git", "log", "--format=%h %s", "-n", "8"], cwd=vault, capture_output=True, text=True, check=False)
        console.print(escape(log.stdout.strip()), highlight=False)

        console.rule("[bold]5. search")
        if results and isinstance(results.get("index"), dict) and results["index"].get("id"):
            _search()
        else:
            err_console.print("[yellow]the store was not built, so no search (see the index step above)[/]")

    console.rule("[bold green]done")
    # Trigger: the demo ends. Why: its vault and home are not the defaults, so a bare `hippo up`
    # would serve a ./vault that does not exist. Outcome: each command carries its environment
    # and this very executable, and works as pasted (README "After the demo").
    console.print("Each line below runs as pasted. Search the demo vault:", highlight=False)
    console.print(f"  {escape(hint('search', QUERY, settings=settings))}", soft_wrap=True, highlight=False)
    console.print("The Prefect UI (http://127.0.0.1:4200), the schedules and the MCP gateway, until Ctrl-C:", highlight=False)
    console.print(f"  {escape(hint('up', settings=settings))}", soft_wrap=True, highlight=False)


def register(app: typer.Typer) -> None:
    app.command()(demo)
