"""What every flow shares: settings resolution, the vault run, preflight gate, reporting."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from prefect import get_run_logger
from prefect.runtime import flow_run

from hippocampus import clock
from hippocampus.config import Settings, get_settings
from hippocampus.jobs.common import JobReport, Outcome
from hippocampus.jobs.notify import Notice, preflight_notice
from hippocampus.jobs.preflight import LOCAL_CHECKS, PreflightReport
from hippocampus.vault.writer import VaultRun
from tasks.vault import PreflightFailed, notify_human, preflight_checks, publish_markdown, publish_report, wait_for_vault


def resolve_settings(vault: str | None = None, dry_run: bool | None = None) -> Settings:
    """Environment settings (``HIPPO_*``) with the flow's parameters on top."""
    settings = get_settings()
    update: dict[str, object] = {}
    if vault:
        update["vault"] = Path(vault).expanduser()
    if dry_run is not None:
        update["dry_run"] = dry_run
    return settings.model_copy(update=update) if update else settings


def run_id() -> str:
    """The Prefect flow run id (so a commit points at its run in the UI)."""
    return str(flow_run.get_id() or "local")


def require_preflight(settings: Settings, job: str, checks: tuple[str, ...] = LOCAL_CHECKS) -> PreflightReport:
    """Fail closed: stop the flow before it writes anything when a precondition fails.

    Trigger: a preflight check fails. Why: writing into a vault mid-merge, without git, or
    unwritable would break the one-commit-per-run guarantee. Outcome: the flow fails, the
    human is notified (HIPPO_NOTIFY_URL), nothing is written.
    """
    try:
        return preflight_checks(settings, checks)
    except PreflightFailed as exc:
        report = exc.report
        if report is not None:
            publish_markdown(job, report.to_markdown(), f"{job}: preflight failed")
            notify_if_configured(settings, preflight_notice(str(settings.vault), [f"{f.gate}: {f.reason}" for f in report.failures]))
        raise


def notify_if_configured(settings: Settings, notice: Notice | None) -> None:
    """Call the webhook when one is configured and a notice exists; a failed notification is
    reported loudly but never undoes the run that needed it."""
    if notice is None:
        return
    logger = get_run_logger()
    if not settings.notify_url:
        logger.info("a human is needed (%s) but HIPPO_NOTIFY_URL is not set: %s", notice.event, notice.text)
        return
    try:
        notify_human(settings.notify_url, notice)
    except Exception as exc:  # noqa: BLE001 - degraded, reported
        logger.error("notification failed after retries (degraded): %s", exc)


#: How often a run waiting for the vault says again who holds it.
SAY_EVERY_SECONDS = 30.0


@contextmanager
def vault_run(settings: Settings, job: str, *, durable: bool = True, after: object = None) -> Iterator[VaultRun]:
    """One VaultRun for the flow: rolled back if anything inside raises (no partial commit).

    The vault's write lock is the one exclusion between vault writers, whatever started them
    (ADR 0027): the run takes it in its ``wait-for-vault`` task, which waits (visibly, saying who
    holds the vault every 30 s) up to ``HIPPO_VAULT_WAIT_S`` for a live holder, takes a dead
    holder's lock over at once and says so. ``after`` (e.g. the preflight report) draws the
    graph's edge into that task."""
    logger = get_run_logger()
    run = VaultRun(settings.vault, job, dry_run=settings.dry_run, run_id=run_id(), today=clock.today(), durable=durable,
                   on_wait=logger.warning, lock_timeout=settings.vault_wait_s, say_every=SAY_EVERY_SECONDS)
    wait_for_vault(run, job, wait_for=[after] if after is not None else None)
    with run:
        for item in run.recovered:
            logger.warning("recovered before starting: %s", item.describe())
        yield run


def report(job: str, run: VaultRun, outcome: Outcome, after: object = None) -> JobReport:
    notes = [f"committed {run.commit_sha}, but another git held .git/index.lock: the next run refreshes the index"] if run.index_stale else []
    outcome.notes.extend(notes)
    reclaimed = [run.reclaimed.describe("the vault lock")] if run.reclaimed is not None else []
    built = JobReport.build(job, outcome, run_id=run.run_id, dry_run=run.dry_run, commit=run.commit_sha,
                            log_lines=run.log_lines, changed_paths=run.touched,
                            recovered=reclaimed + [item.describe() for item in run.recovered])
    publish_report(built, wait_for=[after] if after is not None else None)
    return built
