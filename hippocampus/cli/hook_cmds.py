"""``hippo hook EVENT`` (run by Claude Code or Codex with the event's JSON on stdin) and
``hippo hook install|uninstall|log`` (docs/mcp.md "Agent hooks", ADR 0018)."""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Callable
from pathlib import Path

import typer

from hippocampus.cli.common import console
from hippocampus.errors import UsageError
from hippocampus.hooks import watchdog
from hippocampus.hooks.payload import CLIENTS, EVENTS, Client, Event

hook_app = typer.Typer(help="Agent hooks for Claude Code and Codex: the events they run, and install/uninstall.", no_args_is_help=True)

ClientOption = typer.Option("claude", "--client", help="The client that runs the hook: claude | codex.")
VaultOpt = typer.Option(None, "--vault", help="Vault folder (default: $HIPPO_VAULT).", show_default=False)
HomeOpt = typer.Option(None, "--home", help="Hippocampus home (default: $HIPPO_HOME).", show_default=False)
TargetClient = typer.Option(..., "--client", help="claude | codex")
ProjectOpt = typer.Option(None, "--project", help="The project directory whose config gets (or had) the hooks, e.g. DIR/.claude/settings.json.")
UserOpt = typer.Option(False, "--user", help="Your user config instead (~/.claude, ~/.codex).")
HELP: dict[Event, str] = {
    "session-start": "Inject the project's resume bundle (handoff, recent checkpoints, worklog, gaps) as additional context.",
    "prompt-submit": "Inject up to three skill hints for the prompt (600 bytes, HIPPO_SUGGEST_BUDGET_MS).",
    "post-tool-use": "Record a verification receipt from the structured tool result (no exit code → unknown).",
    "stop": "Record a work checkpoint and the session's cumulative conversation checkpoint (once per turn).",
    "session-end": "Like stop, from the transcript's last assistant message (a turn already recorded is not stored again).",
}


def _client(name: str) -> Client:
    for client in CLIENTS:
        if client == name.strip().lower():
            return client
    raise UsageError(f"unknown client {name!r}: use claude or codex")


def _settings(vault: Path | None, home: Path | None):  # -> Settings (import kept lazy for hook start-up time)
    from hippocampus.config import Settings

    overrides: dict[str, Path] = {k: v for k, v in (("vault", vault), ("home", home)) if v is not None}
    return Settings(**overrides)  # type: ignore[arg-type]


def _event_command(event: Event) -> Callable[..., None]:
    def command(client: str = ClientOption, vault: Path | None = VaultOpt, home: Path | None = HomeOpt) -> None:
        from hippocampus.hooks import runner

        # Trigger: anything at all goes wrong, even reading the settings. Why: a hook must never
        # break the client's session. Outcome: exit 0, nothing printed, the reason in the log.
        try:
            settings = _settings(vault, home)
        except Exception as exc:  # noqa: BLE001 - fail open
            print(f"hippo hook: bad settings, hook skipped: {exc}".splitlines()[0], file=sys.stderr)
            raise typer.Exit(0) from None
        name = client.strip().lower()
        text = runner.run(settings, _client(name) if name in CLIENTS else "claude", event, sys.stdin.buffer)
        watchdog.disarm()  # the runner kept the deadline: its output goes out, not the start-up fallback
        if text:
            sys.stdout.write(text + "\n")
        sys.stdout.flush()
        os._exit(0)  # a timed-out worker thread must not keep the client waiting

    command.__doc__ = HELP[event]
    return command


def install(
    client: str = TargetClient,
    project: Path | None = ProjectOpt,
    user: bool = UserOpt,
    vault: Path | None = VaultOpt,
    home: Path | None = HomeOpt,
) -> None:
    """Add the hooks and the MCP server entry to the client's config files (merged, backed up, idempotent)."""
    from hippocampus.cli.common import err_console, vault_problem
    from hippocampus.hooks import install as inst

    name, files = _target(client, project, user)
    settings = _settings(vault, home)
    target = "--user" if project is None else f"--project {shlex.quote(str(project.expanduser().resolve()))}"
    launch = inst.Launch(inst.default_exe(), Path(settings.vault).expanduser().resolve(), Path(settings.home).expanduser().resolve(), target)
    for line in inst.install(name, files, launch):
        console.print(line, highlight=False, soft_wrap=True, markup=False)
    console.print(f"the hooks and the MCP server run {launch.exe} (vault {launch.vault}, home {launch.home}); "
                  "if that path moves, run this install again", highlight=False, soft_wrap=True, markup=False)
    # Trigger: the vault is not one yet (a plain Obsidian vault before `hippo init` + `import`, or a
    # vault to be created later). Why: the MCP server entry runs `hippo serve --stdio`, which refuses
    # such a folder (exit 2), so the client's server failed at every start while install had said
    # nothing (helper-70's D1). Outcome: installed as asked, and a warning saying how to make it work.
    problem = vault_problem(settings, "--vault" if vault is not None else None)
    if problem:
        err_console.print(f"warning: the MCP server will not start until this is fixed: {problem}; "
                          "then run this install again with the vault it should serve",
                          highlight=False, soft_wrap=True, markup=False)


def uninstall(
    client: str = TargetClient,
    project: Path | None = ProjectOpt,
    user: bool = UserOpt,
    home: Path | None = HomeOpt,
) -> None:
    """Remove exactly what `hippo hook install` added (the original file comes back when unchanged since)."""
    from hippocampus.hooks import install as inst

    _, files = _target(client, project, user)
    for line in inst.uninstall(files, Path(_settings(None, home).home).expanduser().resolve()):
        console.print(line, highlight=False, soft_wrap=True, markup=False)


def _target(client: str, project: Path | None, user: bool):
    from hippocampus.hooks import install as inst

    if (project is None) == (not user):
        raise UsageError("say where: --project DIR or --user (one of them)")
    name = _client(client)
    if project is not None:
        base = project.expanduser().resolve()
        if not base.is_dir():
            raise UsageError(f"--project {project}: not a directory")
        return name, inst.files_for(name, "project", base)
    return name, inst.files_for(name, "user", Path.home())


LinesOpt = typer.Option(20, "--lines", "-n", help="How many recent lines.")


def log(home: Path | None = HomeOpt, lines: int = LinesOpt) -> None:
    """Print where the hook log is and its last lines (why a hook printed nothing)."""
    from hippocampus.hooks.runner import log_path

    path = log_path(_settings(None, home))
    console.print(str(path), highlight=False, soft_wrap=True)
    if path.exists():
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]:
            console.print(line, highlight=False, soft_wrap=True, markup=False)


def register(app: typer.Typer) -> None:
    for event in EVENTS:
        hook_app.command(event, help=HELP[event])(_event_command(event))
    hook_app.command()(install)
    hook_app.command()(uninstall)
    hook_app.command()(log)
    app.add_typer(hook_app, name="hook")
