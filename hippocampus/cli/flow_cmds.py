"""Pipeline commands: ``run``, ``schedule``, ``up``, ``propose``, ``import``.

The CLI is an entry point: it may import ``flows`` (lazily, so ``hippo --help`` stays fast);
nothing under ``hippocampus/`` outside ``cli`` does.
"""

from __future__ import annotations

import inspect
import logging
import os
import shlex
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape

from hippocampus.cli.common import (
    JsonOption,
    VaultOption,
    console,
    debug_enabled,
    emit_json,
    err_console,
    fail,
    hint,
    pasteable,
    refuse_foreign_vault,
    require_vault,
    settings_for,
)
from hippocampus.config import Settings
from hippocampus.errors import HippoError, UsageError
from hippocampus.fserrors import describe

#: Free space HIPPO_HOME needs before a flow starts (the local Prefect API's database lives there).
MIN_FREE_BYTES = 32 * 2**20
DryRunOption = typer.Option(False, "--dry-run", help="Compute and report everything, write nothing (same as HIPPO_DRY_RUN=1).")


def prefect_env(settings: Settings) -> None:
    """Defaults for Prefect, set before it is imported: its local state lives under
    HIPPO_HOME/prefect (one variable relocates all state), a temporary local API gets time to
    start on a busy machine, and no telemetry leaves the machine. Explicit settings win."""
    os.environ.setdefault("PREFECT_HOME", str(Path(settings.home).expanduser() / "prefect"))
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # The vault writer's own messages (lock waits, crash recoveries) reach the run's log in the UI.
    os.environ.setdefault("PREFECT_LOGGING_EXTRA_LOGGERS", "hippocampus")
    Path(os.environ["PREFECT_HOME"]).mkdir(parents=True, exist_ok=True)


def step_summary(result: Any) -> str:
    """One readable line for the result of one flow (a step of ``daily``, or the demo's)."""
    if not isinstance(result, dict):
        return str(result)
    if "job" in result:
        counts = ", ".join(f"{k} {v}" for k, v in result.get("counts", {}).items() if v)
        commit = result.get("commit")
        return f"{counts or 'nothing to do'}; commit {commit[:10] if commit else 'none'}"
    if "id" in result:
        return f"materialization {result['id']}, embeddings {100 * float(result.get('embedding_coverage', 0)):.0f}%"
    if "snapshot" in result:
        return f"snapshot {result.get('snapshot') or 'none (nothing to back up)'}"
    if "failed" in result or "skipped" in result:
        return f"failed: {result['failed']}" if "failed" in result else f"skipped ({result['skipped']})"
    return ", ".join(f"{k}={v}" for k, v in result.items())


def _print_report(data: dict[str, Any]) -> None:
    if not isinstance(data, dict):
        console.print(escape(str(data)))
        return
    if "job" in data:
        mode = " [yellow](dry run: nothing written)[/]" if data.get("dry_run") else ""
        commit = data.get("commit")
        console.print(f"[bold]{data['job']}[/]{mode} — commit {commit[:12] if commit else 'none'}")
        for key, value in (data.get("counts") or {}).items():
            console.print(f"  {key}: {value}")
        for item in data.get("done", [])[:50]:
            rule = f"[{item['rule']}] " if item.get("rule") else ""
            console.print(f"  [green]✓[/] {escape(rule)}{item['action']}: {escape(item['path'])} {escape(item.get('detail') or '')}", soft_wrap=True, highlight=False)
        for item in data.get("skipped", [])[:50]:
            console.print(f"  [yellow]·[/] {item['action']}: {escape(item['path'])} — {escape(item.get('detail') or '')}", soft_wrap=True, highlight=False)
        for note in data.get("notes", []):
            console.print(f"  note: {escape(pasteable(note))}", soft_wrap=True, highlight=False)
        if data.get("reindexed"):
            console.print(f"  re-indexed: search now serves materialization {data['reindexed']} (--no-reindex skips this)", highlight=False)
        return
    if "id" in data or "snapshot" in data:  # index, backup
        console.print(f"  {escape(step_summary(data))}", soft_wrap=True, highlight=False)
        return
    if data and all(isinstance(v, dict) for v in data.values()):  # a cycle of flows (daily): one line per step
        for step, result in data.items():
            mark = "[red]✗[/]" if "failed" in result else "[green]✓[/]"
            console.print(f"  {mark} {step}: {escape(step_summary(result))}", soft_wrap=True, highlight=False)
        return
    for key, value in data.items():
        console.print(f"  {key}: {escape(step_summary(value) if isinstance(value, dict) else str(value))}", soft_wrap=True, highlight=False)


def run(
    flow: str = typer.Argument(..., help="Flow name: inbox_scan, topic_bridge, janitor, approvals, index_home, preflight, index, backup, daily, compile, research, curate or sector_migrate."),
    vault: Path | None = VaultOption,
    dry_run: bool = DryRunOption,
    reindex: bool = typer.Option(True, "--reindex/--no-reindex", help="Re-index the store after a run that committed, as the scheduled runs do (default); --no-reindex skips it."),
    json_out: bool = JsonOption,
) -> None:
    """Run one flow now, in this process (recorded by Prefect: PREFECT_API_URL, else a running `hippo up`, else a temporary local API).

    A run that commits to the vault is followed by an incremental index, so search sees what it
    wrote (--no-reindex skips it); through a running `hippo up` too (the index run is recorded there)."""
    from hippocampus.fserrors import home_problem

    settings = settings_for(vault)
    refuse_foreign_vault(settings, vault is not None)  # every flow reads or writes the vault, `hippo run index` the store
    # Trigger: HIPPO_HOME is read-only, not writable or (nearly) full. Why: the local Prefect API
    # keeps its database there and fails with pages of server tracebacks. Outcome: one line, exit 1.
    problem = home_problem(settings.home, MIN_FREE_BYTES)
    if problem:
        fail(problem)
    prefect_env(settings)
    from flows.registry import load_flow

    try:
        target = load_flow(flow)
    except KeyError as exc:
        raise UsageError(str(exc.args[0])) from None
    params = inspect.signature(target.fn).parameters
    kwargs: dict[str, Any] = {}
    if "vault" in params:
        kwargs["vault"] = str(settings.vault)
    if "dry_run" in params and (dry_run or settings.dry_run):
        kwargs["dry_run"] = True
    elif dry_run:
        raise UsageError(f"{flow} has no dry-run mode (it writes nothing to the vault)")
    if "reindex" in params:
        kwargs["reindex"] = reindex
    _quiet_user_fixable_tracebacks()
    try:
        with _prefect_api(settings):
            result = target(**kwargs)
            if reindex and committed(result) and flow not in SELF_INDEXING:
                result = result | {"reindexed": _reindex(settings, inside="reindex" in params)}
    except HippoError:
        raise
    except Exception as exc:
        if debug_enabled():
            raise
        fail(f"flow {flow} failed: {describe(exc) or f'{type(exc).__name__}: {exc}'}")
    if json_out:
        emit_json(result)
    else:
        _print_report(result)


@contextmanager
def _prefect_api(settings: Settings) -> Iterator[None]:
    """Record the run in PREFECT_API_URL, else in the Prefect server of a running `hippo up` for
    this HIPPO_HOME (so it shows in that UI), else in a temporary API that dies with this process
    (flows/server.py: api_for_run; ADR 0027)."""
    from prefect.settings import PREFECT_API_URL, temporary_settings

    from flows.prefect_api import api_for_run

    with api_for_run(settings.home, PREFECT_API_URL.value()) as (url, where):
        if where.startswith("the running service"):
            err_console.print(f"[dim]recorded in {escape(where)}: {escape(url)}[/]", highlight=False)
        with temporary_settings(updates={PREFECT_API_URL: url}):
            yield


#: Flows that build the store themselves.
SELF_INDEXING = frozenset({"index", "daily"})


def committed(result: Any) -> bool:
    """Whether a flow's result says it made a vault commit."""
    return isinstance(result, dict) and bool(result.get("commit"))


def _reindex(settings: Settings, *, inside: bool) -> str | None:
    """The materialization search serves after a run that committed.

    Trigger: ``hippo run FLOW`` made a commit (without --no-reindex). Why: search must not point
    at notes the run moved (the scheduled runs re-index too). Outcome: flows with a ``reindex``
    parameter already ran the index as their subflow; for the others it runs here, as its own
    flow run. Returns the current materialization id."""
    from hippocampus.store import manifest as mf

    if not inside:
        from flows.registry import load_flow

        load_flow("index")(vault=str(settings.vault))
    return mf.read_current(settings.store_dir)


class _UserFixable(logging.Filter):
    """Prefect logs a failed task or flow with its traceback. For a file-system failure the user
    can fix (:mod:`hippocampus.fserrors`), keep the message and the remedy instead; for one of
    our own user-facing errors (:class:`HippoError`: a refused preflight, a busy vault), whose
    message Prefect's line already carries, keep the line alone."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        line = describe(exc) if exc is not None else None
        if line:
            record.msg, record.args = f"{record.getMessage().splitlines()[0]} ({line})", ()
            record.exc_info, record.exc_text = None, None
        elif isinstance(exc, HippoError):
            record.exc_info, record.exc_text = None, None
        return True


def _quiet_user_fixable_tracebacks() -> None:
    """Trigger: a flow run from the CLI without HIPPO_DEBUG. Why: a full disk or a permission
    must read as one line, here too. Outcome: Prefect's run loggers drop those tracebacks."""
    if debug_enabled():
        return
    for name in ("prefect.flow_runs", "prefect.task_runs", "prefect.engine", "prefect"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, _UserFixable) for f in logger.filters):
            logger.addFilter(_UserFixable())


#: After SIGTERM, how long ``hippo up`` waits for its serve loop to end before it raises the interrupt
#: again, and how often it repeats that (see :func:`sigterm_as_interrupt`). Prefect's own graceful
#: stop (pausing the deployments) takes about a second.
REINTERRUPT_AFTER_S = 10.0
REINTERRUPT_EVERY_S = 5.0


@contextmanager
def stop_on_signal(after: float = REINTERRUPT_AFTER_S, every: float = REINTERRUPT_EVERY_S) -> Iterator[threading.Event]:
    """Trigger: ``hippo up`` (a service manager stops it with SIGTERM, a terminal with Ctrl-C).
    Why: SIGTERM must stop it as Ctrl-C does, by a ``KeyboardInterrupt`` in the main thread, and
    an interrupt can land where it does not arrive as one: Python drops an exception raised while a
    weakref callback or ``__del__`` runs ("Exception ignored in …"; the service ran on), and
    pydantic-core turns one raised while it builds a model into a ``SchemaError`` (a SIGTERM during
    the flows' first import ended ``hippo up`` with a traceback and exit 1; CI, 2026-12-07).
    Outcome: the first SIGTERM or SIGINT raises the interrupt; until the block is left, it is
    raised again ``after`` seconds and then every ``every`` seconds; the block ends quietly on the
    interrupt, and on any exception once a stop was asked for (``HIPPO_DEBUG=1`` re-raises those).
    Yields the event that is set once a stop was asked for."""
    left = threading.Event()
    requested = threading.Event()

    def again() -> None:
        if left.wait(after):
            return
        while True:
            os.kill(os.getpid(), signal.SIGTERM)  # a real signal: it also wakes a blocking wait
            if left.wait(every):
                return

    def handler(signum: int, frame: Any) -> None:
        if not requested.is_set() and not left.is_set():
            requested.set()
            threading.Thread(target=again, name="hippo-sigterm", daemon=True).start()
        if not left.is_set() or signum == signal.SIGINT:  # after the block, Ctrl-C still interrupts a clean-up
            raise KeyboardInterrupt

    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, handler)
    try:
        yield requested
    except KeyboardInterrupt:
        pass
    except Exception:
        if not requested.is_set() or debug_enabled():
            raise
        # the interrupt, wrapped by the code it landed in: still the stop that was asked for
    finally:
        left.set()  # the block is over: a later SIGTERM does not interrupt the clean-up


def _refuse_pool_takeover(take_over: bool) -> None:
    """Trigger: deployments of the same names were made by ``prefect deploy`` for a work pool.
    Why: serving them from this process takes them over, and its shutdown pauses every one, so
    the pool's workers would run nothing afterwards. Outcome: stop with how to go on, unless
    ``--take-over`` says the operator means it."""
    from flows.serve import pool_owned

    owned = pool_owned()
    if owned and not take_over:
        pools = ", ".join(sorted(set(owned.values())))
        worker = f"PREFECT_API_URL={shlex.quote(os.environ.get('PREFECT_API_URL', ''))} {shlex.quote(str(Path(sys.executable).with_name('prefect')))}"
        fail(f"{len(owned)} deployment(s) on this Prefect server belong to work pool {pools} (prefect deploy): serving them here "
             f"would take them over and pause them on exit. Run workers instead ({worker} worker start --pool {shlex.quote(pools.split(', ')[0])}), "
             "or pass --take-over", code=2)


def _serve(settings: Settings, *, ui: bool, port: int | None, with_services: bool, take_over: bool = False) -> None:
    """Serve every deployment; start a local Prefect server first unless PREFECT_API_URL is set."""
    from flows.server import LocalPrefectServer

    server = None
    services: list[Any] = []
    require_vault(settings)  # before anything starts or is created
    prefect_env(settings)
    try:
        with stop_on_signal():
            if os.environ.get("PREFECT_API_URL"):
                console.print(f"Prefect API: {os.environ['PREFECT_API_URL']} (PREFECT_API_URL)")
            else:
                server = LocalPrefectServer(settings.home, port=port, ui=ui)
                console.print(f"starting a local Prefect server on {server.url} (state in {settings.home / 'prefect'}) …")
                server.start()
                os.environ["PREFECT_API_URL"] = server.api_url
                console.print(f"[green]✓[/] Prefect {'UI at ' + server.url if ui else 'API at ' + server.api_url}")
            from prefect.settings import PREFECT_API_URL, temporary_settings

            from flows.prefect_api import announce

            # `hippo run FLOW` finds this server through the announcement and records its runs here.
            announce(settings.home, os.environ["PREFECT_API_URL"], ui_url=server.url if server is not None and ui else None)
            with temporary_settings(updates={PREFECT_API_URL: os.environ["PREFECT_API_URL"]}):
                _refuse_pool_takeover(take_over)
            if with_services:
                from flows.services import load_services

                loaded, missing = load_services(settings)
                for message in missing:
                    err_console.print(f"[yellow]not started:[/] {escape(message)}")
                listeners = _vault_listeners(settings)
                for service in loaded:
                    if hasattr(service, "vault_listeners"):
                        service.vault_listeners.extend(listeners)
                    service.start()
                    services.append(service)
                    console.print(f"[green]✓[/] {service.name}" + (f" at {service.url}" if service.url else ""))
            from flows.serve import serve_all

            _print_schedule(settings)
            with temporary_settings(updates={PREFECT_API_URL: os.environ["PREFECT_API_URL"]}):
                serve_all(str(settings.vault))
    finally:
        for service in reversed(services):
            try:
                service.stop()
            except Exception as exc:  # noqa: BLE001 - stopping must continue
                err_console.print(f"[red]stopping {service.name} failed:[/] {exc}")
        from flows.prefect_api import withdraw

        withdraw(settings.home)
        if server is not None:
            server.stop()
        console.print("stopped")


#: How often the served runner of ``hippo up`` asks for runs to start when the vault is watched.
RUNNER_POLL_S = 2


def _vault_listeners(settings: Settings) -> list[Any]:
    """Trigger: the live vault watches (ADR 0030). Why: a ticked approval or topic box should
    start its flow within seconds, as a Prefect run the UI shows with its cause. Outcome: the
    watcher's changes go to the Prefect event emitter; the deployments' triggers do the rest."""
    if settings.watch == "off":
        return []
    # the served runner looks for new runs every PREFECT_RUNNER_POLL_FREQUENCY seconds (Prefect's
    # default 10 s); a triggered run should start within seconds (docs/benchmarks/live.md: idle cost)
    os.environ.setdefault("PREFECT_RUNNER_POLL_FREQUENCY", str(RUNNER_POLL_S))
    from flows.live_events import VaultTriggers

    return [VaultTriggers(settings)]


def _print_schedule(settings: Settings) -> None:
    """What is served, when (in the schedule's zone), and a command that runs one flow now, as
    pasted (instead of Prefect's own `prefect deployment run` hint: no `prefect` is on PATH)."""
    from flows.registry import DEPLOYMENTS

    console.print(f"serving the scheduled flows for {Path(settings.vault).expanduser().resolve()}; times in {settings.timezone} (HIPPO_TIMEZONE):",
                  highlight=False, soft_wrap=True)
    width = max(len(spec.name) for spec in DEPLOYMENTS)
    for spec in DEPLOYMENTS:
        console.print(f"  {spec.name:<{width}}  {escape(spec.note or ', '.join(spec.crons) or 'manual')}", highlight=False, soft_wrap=True)
    console.print(f"run one now: {escape(hint('run', 'inbox_scan', settings=settings))}", soft_wrap=True, highlight=False)
    console.print("Ctrl-C or SIGTERM stops everything")


TakeOverOption = typer.Option(False, "--take-over", help="Serve deployments that a work pool owns (prefect deploy) from this process anyway; they are paused when it stops.")


def schedule(vault: Path | None = VaultOption, take_over: bool = TakeOverOption) -> None:
    """Serve every scheduled deployment (in HIPPO_TIMEZONE, default Asia/Seoul) from this one process.

    Uses PREFECT_API_URL when set; otherwise a private headless Prefect server runs as a child
    process (Prefect's ephemeral API has no scheduler), so nothing else needs to be started.
    Refuses when the server's deployments belong to a work pool, unless --take-over."""
    _serve(settings_for(vault), ui=False, port=None, with_services=False, take_over=take_over)


def up(
    vault: Path | None = VaultOption,
    port: int = typer.Option(4200, "--port", help="Port of the local Prefect server and UI."),
    take_over: bool = TakeOverOption,
    no_watch: bool = typer.Option(False, "--no-watch", help="Do not watch the vault: no live index, ticked boxes wait for the schedule (same as HIPPO_WATCH=off)."),
) -> None:
    """The whole service in one process tree: Prefect server + UI (http://127.0.0.1:4200, unless
    PREFECT_API_URL points at one), the scheduled flows, and the services that join it (the
    MCP gateway with the live vault: saved notes searchable within seconds, a ticked
    approval or topic box runs its flow at once; --no-watch turns it off). Stops cleanly on
    Ctrl-C / SIGTERM; this is what goes under systemd. Refuses when the server's deployments
    belong to a work pool (prefect deploy), unless --take-over."""
    settings = settings_for(vault)
    if no_watch:
        settings = settings.model_copy(update={"watch": "off"})
    _serve(settings, ui=True, port=port, with_services=True, take_over=take_over)


def _checked_settings(vault: Path | None) -> Settings:
    """Settings for a command that writes the vault in this process: the local preflight checks
    (the vault exists, is writable and is a git repository) must pass, else exit with their summary."""
    from hippocampus.jobs.preflight import LOCAL_CHECKS, run_preflight

    settings = settings_for(vault)
    refuse_foreign_vault(settings, vault is not None)  # the preflight's "run `hippo init`" cannot help a folder of notes
    check = run_preflight(settings, checks=LOCAL_CHECKS)
    if not check.ok:
        # no vault at all is unusable input (2); a vault that cannot be written now is a failed run (1)
        fail(check.summary(), 2 if any(f.gate == "vault" for f in check.failures) else 1)
    return settings


def propose(
    path: str = typer.Argument(..., help="A staging card (30-reviews/staging/…) to promote, or a wiki page to move with --sector."),
    sector: str | None = typer.Option(None, "--sector", "-s", help="Target sector (promotion: defaults to the card's `sector:`; sector move: required)."),
    vault: Path | None = VaultOption,
    dry_run: bool = DryRunOption,
    json_out: bool = JsonOption,
) -> None:
    """Create an approval card in 30-reviews/approvals/ (one commit); tick its box, then `hippo run approvals`."""
    from hippocampus.jobs.propose import propose as make_proposal
    from hippocampus.vault.writer import VaultRun

    settings = _checked_settings(vault)
    with VaultRun(settings.vault, "propose", dry_run=dry_run or settings.dry_run) as vrun:
        result, _outcome = make_proposal(vrun, path, sector=sector)
    data = {"proposal": result.proposal, "kind": result.kind, "subject": result.subject, "target": result.target,
            "existing": result.existing, "commit": vrun.commit_sha, "dry_run": vrun.dry_run,
            "gates": [{"gate": g.gate, "ok": g.ok, "reason": getattr(g, "reason", None)} for g in result.gates]}
    if json_out:
        emit_json(data)
    elif result.proposal and not result.existing:
        console.print(f"[green]✓[/] proposal {escape(result.proposal)}: {escape(result.subject)} → {escape(str(result.target))}")
        console.print(f"  tick `- \\[x] 승인 (approve)` in it, then the approvals flow (09:00/21:00, or `{escape(hint('run', 'approvals', settings=settings))}`) applies it",
                      soft_wrap=True, highlight=False)
    elif result.existing:
        console.print(f"an open proposal already exists: {escape(str(result.proposal))}")
    else:
        console.print(f"[red]not proposed[/]: {escape(result.subject)} fails the promotion gates now:")
        for gate in result.gates:
            console.print(f"  {escape(gate.line())}", highlight=False)
    if not result.proposal:
        raise typer.Exit(1)


def import_(
    path: Path = typer.Argument(..., help="A Markdown folder or Obsidian vault to adopt."),
    sector: str | None = typer.Option(None, "--sector", "-s", help="Put the whole tree under 20-wiki/<sector>/ (default: the tree goes under 20-wiki/ as it is; each top folder with notes is a sector)."),
    vault: Path | None = VaultOption,
    dry_run: bool = DryRunOption,
    json_out: bool = JsonOption,
) -> None:
    """Import existing notes as human-written canonical pages (trust human_edit) under 20-wiki/, in one commit.

    Folder names are kept, so links resolve as in the source; a link that a same-named file in
    the vault would capture is rewritten to the full path of its old target, and reported."""
    import time

    from hippocampus.jobs.import_ import import_notes
    from hippocampus.vault.writer import VaultRun

    settings = _checked_settings(vault)
    started = time.monotonic()
    with VaultRun(settings.vault, "import", dry_run=dry_run or settings.dry_run, durable=False) as vrun:
        outcome = import_notes(vrun, path, sector=sector, max_bytes=settings.max_file_bytes)
    seconds = time.monotonic() - started
    data = {"counts": outcome.counts, "commit": vrun.commit_sha, "dry_run": vrun.dry_run, "seconds": round(seconds, 1),
            "listed": [{"path": i.path, "action": i.action, "reason": i.detail} for i in outcome.skipped],
            "relinked": [{"path": i.path, "change": i.detail} for i in outcome.done if i.action == "relink"],
            "layout": outcome.notes}
    if json_out:
        emit_json(data)
        return
    _print_import(outcome, vrun.dry_run, vrun.commit_sha, seconds)


def _print_import(outcome: Any, dry_run: bool, commit: str | None, seconds: float) -> None:
    c = outcome.counts
    verb, mode = ("would import", " [yellow](dry run: nothing written)[/]") if dry_run else ("imported", "")
    templates = f", {c['templates']} templates" if c.get("templates") else ""
    console.print(f"[green]✓[/] {verb} {c.get('notes', 0)} notes and {c.get('attachments', 0)} attachments{templates} into {c.get('sectors', 0)} "
                  f"sector(s) in {seconds:.1f}s{mode} — commit {(commit or 'none')[:12]}", soft_wrap=True)
    for note in outcome.notes:
        console.print(f"  {escape(note)}", soft_wrap=True, highlight=False)
    relinks = [i for i in outcome.done if i.action == "relink"]
    if relinks:
        console.print(f"{len(relinks)} link(s) {'would be ' if dry_run else ''}rewritten so they keep their target:")
        for item in relinks[:40]:
            console.print(f"  · {escape(item.path)}: {escape(item.detail)}", soft_wrap=True, highlight=False)
    if outcome.skipped:
        console.print(f"{len(outcome.skipped)} listed (imported with a contract problem, or not imported):")
        for item in outcome.skipped[:40]:
            console.print(f"  · {escape(item.path)} ({item.action}): {escape(item.detail)}", soft_wrap=True, highlight=False)
    if len(outcome.skipped) > 40 or len(relinks) > 40:
        console.print("  … the full list is in 90-system/reports/import-*.md" + (" (after a real run)" if dry_run else ""))


def register(app: typer.Typer) -> None:
    app.command()(run)
    app.command()(schedule)
    app.command()(up)
    app.command()(propose)
    app.command(name="import")(import_)
