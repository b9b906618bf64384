"""What every flow shares: settings resolution, the vault run, preflight gate, reporting."""

from __future__ import annotations

import contextlib
import time
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
from hippocampus.vault.writer import VaultBusy, VaultRun
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


def log_trigger(trigger: str | None) -> None:
    """Say in the run's log what started it when a live-vault event did (ADR 0030)."""
    if trigger:
        get_run_logger().info("started by the live vault: %s", trigger)


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


#: The Prefect global concurrency limit every vault-writing flow run holds (limit 1).
VAULT_SLOT = "hippocampus-vault"
#: Pauses between tries when the vault lock is still held by a writer outside Prefect
#: (a gateway, the CLI) after a try's own 120 s wait.
BUSY_RETRY_SECONDS = (30.0, 120.0)


def ensure_vault_slot() -> None:
    """Create the ``hippocampus-vault`` limit (1 slot) on the Prefect server if it is missing:
    every topology (``hippo run``, ``hippo up``, a work pool with many workers) gets the rule
    with no hand step. An existing limit is left as the operator set it."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.actions import GlobalConcurrencyLimitCreate
    from prefect.exceptions import ObjectAlreadyExists, ObjectNotFound

    with get_client(sync_client=True) as client:
        try:
            client.read_global_concurrency_limit_by_name(VAULT_SLOT)
        except ObjectNotFound:
            with contextlib.suppress(ObjectAlreadyExists):  # another process created it first
                client.create_global_concurrency_limit(GlobalConcurrencyLimitCreate(name=VAULT_SLOT, limit=1))


@contextmanager
def vault_slot(settings: Settings, job: str, after: object = None) -> Iterator[None]:
    """One vault writer at a time, expressed in Prefect: wait (visibly, as the ``wait-for-vault``
    task) for the ``hippocampus-vault`` slot, then hold it for the whole vault run. Dry runs
    write nothing and take no slot."""
    if settings.dry_run:
        yield
        return
    from prefect.concurrency.sync import concurrency

    ensure_vault_slot()
    wait_for_vault(job, VAULT_SLOT, str(settings.vault), wait_for=[after] if after is not None else None)
    with concurrency(VAULT_SLOT, occupy=1, strict=True):
        yield


def _open_with_retry(run: VaultRun, job: str) -> None:
    """Trigger: the vault lock is held by a writer outside Prefect (a gateway, the CLI) past
    the run's own wait. Why: such a writer finishes in seconds; failing the scheduled run would
    drop its work until the next schedule. Outcome: retried with backoff, each wait logged."""
    logger = get_run_logger()
    for attempt, pause in enumerate((*BUSY_RETRY_SECONDS, None), start=1):
        try:
            run.open()
            return
        except VaultBusy as exc:
            if pause is None:
                raise
            logger.warning("%s: %s; retry %d of %d in %.0fs", job, exc, attempt, len(BUSY_RETRY_SECONDS), pause)
            time.sleep(pause)


@contextmanager
def vault_run(settings: Settings, job: str, *, durable: bool = True, after: object = None) -> Iterator[VaultRun]:
    """One VaultRun for the flow, inside the vault slot: rolled back if anything inside raises
    (no partial commit). ``after`` (e.g. the preflight report) draws the graph's edge into the
    ``wait-for-vault`` task."""
    logger = get_run_logger()
    run = VaultRun(settings.vault, job, dry_run=settings.dry_run, run_id=run_id(), today=clock.today(), durable=durable,
                   on_wait=logger.warning)
    with vault_slot(settings, job, after):
        _open_with_retry(run, job)
        with run:
            for item in run.recovered:
                logger.warning("recovered before starting: %s", item.describe())
            yield run


def report(job: str, run: VaultRun, outcome: Outcome, after: object = None) -> JobReport:
    notes = [f"committed {run.commit_sha}, but another git held .git/index.lock: the next run refreshes the index"] if run.index_stale else []
    outcome.notes.extend(notes)
    built = JobReport.build(job, outcome, run_id=run.run_id, dry_run=run.dry_run, commit=run.commit_sha,
                            log_lines=run.log_lines, changed_paths=run.touched,
                            recovered=[item.describe() for item in run.recovered])
    publish_report(built, wait_for=[after] if after is not None else None)
    return built
