"""Tasks around the vault run: preflight, commit, report artifact, notification."""

from __future__ import annotations

from datetime import UTC, datetime

from prefect import get_run_logger, task
from prefect.artifacts import create_markdown_artifact
from prefect.cache_policies import NO_CACHE

from hippocampus.config import Settings
from hippocampus.errors import HippoError
from hippocampus.jobs import notify as notify_job
from hippocampus.jobs.common import JobReport
from hippocampus.jobs.preflight import LOCAL_CHECKS, PreflightReport, run_preflight
from hippocampus.vault.writer import VaultRun


class PreflightFailed(HippoError):
    """The pipeline's preconditions do not hold; nothing was written (fail closed)."""

    def __init__(self, message: str, report: PreflightReport | None = None) -> None:
        super().__init__(message)
        self.report = report


@task(name="preflight-checks", cache_policy=NO_CACHE)
def preflight_checks(settings: Settings, checks: tuple[str, ...] = LOCAL_CHECKS) -> PreflightReport:
    """The checks; a failed one ends this task Failed (red in the graph) with the reason."""
    report = run_preflight(settings, checks=checks)
    if not report.ok:
        get_run_logger().error(report.summary())
        raise PreflightFailed(report.summary(), report)
    get_run_logger().info(report.summary())
    return report


@task(name="wait-for-vault", cache_policy=NO_CACHE)
def wait_for_vault(run: VaultRun, job: str) -> None:
    """Take the vault's write lock for ``run`` (ADR 0027), visible in the run's graph while
    another writer holds it: the run's log says who holds the vault (pid, host, which run, for
    how long) when the wait starts and every ``run.say_every`` seconds; after
    ``run.lock_timeout`` seconds it fails with :class:`VaultBusy` naming the holder. A holder
    that died is no holder: the kernel released its lock, this run takes it at once and logs
    whose lock it reclaimed, and when. Dry runs take no lock. Returns nothing: a returned value
    stored on ``run`` would tie every later task taking ``run`` to this one in the graph."""
    logger = get_run_logger()
    run.on_wait = lambda message: logger.warning("%s waits for the vault: %s", job, message)
    run.open()
    if run.reclaimed is not None:
        logger.warning("%s: %s", job, run.reclaimed.describe("the vault lock"))
    elif run.lock_waited >= 1.0:
        logger.info("%s got the vault after %.0fs", job, run.lock_waited)


@task(name="commit-vault-run", cache_policy=NO_CACHE, retries=3, retry_delay_seconds=[1, 4, 10])
def commit_run(run: VaultRun) -> str | None:
    """The run's one commit. Retried: a concurrent ``git`` (an Obsidian git plugin, the human)
    may hold a ref lock for a moment. A retry knows what already happened (ADR 0015): once
    HEAD holds the run's commit it only refreshes the index and returns that same sha."""
    sha = run.commit()
    logger = get_run_logger()
    if run.dry_run:
        logger.info("dry run: %d change(s) computed, nothing written", len(run.changes))
    elif sha and run.index_stale:
        logger.warning("committed %s: %d path(s); another git held .git/index.lock, so the index is refreshed by the next run",
                       sha[:12], len(run.touched))
    elif sha:
        logger.info("committed %s: %d path(s)", sha[:12], len(run.touched))
    else:
        logger.info("no change, no commit")
    return sha


def artifact_key(job: str) -> str:
    return "hippo-" + job.replace("_", "-").lower()


def _artifact(job: str, markdown: str, description: str) -> None:
    """Create the artifact; a failure is logged as degraded and never fails a run whose commit exists."""
    try:
        create_markdown_artifact(markdown=markdown, key=artifact_key(job), description=description)
    except Exception as exc:  # noqa: BLE001 - reported, the vault work is already done
        get_run_logger().warning("artifact for %s not published (degraded): %s: %s", job, type(exc).__name__, exc)


@task(name="publish-report", cache_policy=NO_CACHE)
def publish_report(report: JobReport) -> None:
    """The run's summary as a markdown artifact (files moved, cards archived with the rule,
    promotions, skipped and why), visible in the Prefect UI."""
    _artifact(report.job, report.to_markdown(), f"{report.job}: {len(report.done)} done, {len(report.skipped)} skipped")


@task(name="publish-markdown", cache_policy=NO_CACHE)
def publish_markdown(job: str, markdown: str, description: str) -> None:
    _artifact(job, markdown, description)


@task(name="notify-human", cache_policy=NO_CACHE, retries=3, retry_delay_seconds=[2, 10, 30])
def notify_human(url: str, notice: notify_job.Notice) -> int:
    """POST the notice to HIPPO_NOTIFY_URL (only called when a human is needed)."""
    status = notify_job.send(url, notice)
    get_run_logger().info("notified %s (%s): HTTP %s", notice.event, url, status)
    return status


def now_utc() -> datetime:
    return datetime.now(UTC)
