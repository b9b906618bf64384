"""``hippo compile …``: the LLM compiler's command line (runs themselves go through ``hippo run``)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import typer
from rich.markup import escape

from hippocampus import clock
from hippocampus.cli.common import JsonOption, VaultOption, console, emit_json, fail, settings_for

compile_app = typer.Typer(help="The LLM compiler: waiting threads, model pin check, resume, output eval.", no_args_is_help=True)


@compile_app.command("status")
def status(vault: Path | None = VaultOption, json_out: bool = JsonOption) -> None:
    """Compile threads waiting for a human decision (interrupted at `wait`, in $HIPPO_HOME)."""
    from hippocampus.compile.runner import checkpoint_path, waiting_threads

    settings = settings_for(vault)
    threads = waiting_threads(settings)
    if json_out:
        emit_json({"checkpoints": str(checkpoint_path(settings)), "waiting": threads})
        return
    if not threads:
        console.print("no compile thread is waiting")
        return
    for thread in threads:
        console.print(f"{escape(thread['thread'])}  {escape(str(thread['card']))}  → {escape(str(thread['proposal']))}")


@compile_app.command("ping")
def ping(json_out: bool = JsonOption) -> None:
    """Check that the pinned model (HIPPO_LLM_MODEL at HIPPO_LLM_BASE_URL) answers; exit 1 if not."""
    from hippocampus.compile.llm import ping as do_ping

    result = do_ping(settings_for(None))
    if json_out:
        emit_json(result.__dict__)
    else:
        console.print(("[green]ok[/] " if result.ok else "[red]failed[/] ") + escape(result.detail))
    if not result.ok:
        raise typer.Exit(1)


@compile_app.command("resume")
def resume(
    thread: str = typer.Argument(..., help="Thread id (see `hippo compile status`)."),
    decision: str = typer.Option(..., "--decision", help="approved | rejected | failed."),
    reason: str = typer.Option("", "--reason", help="Why (recorded in the ledger)."),
    vault: Path | None = VaultOption,
) -> None:
    """Resume a waiting thread by hand (the approvals job does this after applying a proposal)."""
    from hippocampus.compile.runner import resume as do_resume

    if decision not in ("approved", "rejected", "failed"):
        fail("--decision must be approved, rejected or failed", 2)
    result = do_resume(thread, {"decision": decision, "reason": reason}, settings=settings_for(vault), today=clock.today())
    console.print(f"{result.status}: {escape(str(result.outcome))} {escape(result.detail)}")
    if result.status not in ("resumed", "dry-run"):
        raise typer.Exit(1)


@compile_app.command("eval")
def evaluate(
    vault: Path | None = VaultOption,
    since: str = typer.Option(None, "--since", help="Only rounds on or after YYYY-MM-DD."),
    json_out: bool = JsonOption,
) -> None:
    """Citation validity rate, gate pass rate and tokens per promoted page from the compile ledger."""
    from hippocampus.evaluation.compile_eval import compute, read_events, report_text

    settings = settings_for(vault)
    metrics = compute(read_events(Path(settings.vault), date.fromisoformat(since) if since else None))
    if json_out:
        emit_json(metrics.to_dict())
    else:
        console.print(report_text(metrics), highlight=False)


def register(app: typer.Typer) -> None:
    app.add_typer(compile_app, name="compile")
