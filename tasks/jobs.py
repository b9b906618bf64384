"""One task per pipeline job call (the logic is in :mod:`hippocampus.jobs`)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from prefect import get_run_logger, task
from prefect.cache_policies import NO_CACHE

from hippocampus.config import Settings
from hippocampus.jobs import (
    approvals,
    backup,
    gap_queue,
    home,
    inbox,
    janitor,
    topic_bridge,
)
from hippocampus.jobs.common import Outcome
from hippocampus.ledger.records import Gap
from hippocampus.vault.writer import VaultRun


def _log(name: str, out: Outcome) -> Outcome:
    logger = get_run_logger()
    logger.info("%s: %d done, %d skipped %s", name, len(out.done), len(out.skipped), dict(out.counts))
    for item in out.skipped:
        logger.warning("skipped %s: %s", item.path, item.detail)
    return out


@task(name="scan-inbox", cache_policy=NO_CACHE)
def scan_inbox(run: VaultRun, max_bytes: int) -> Outcome:
    return _log("scan-inbox", inbox.scan_inbox(run, max_bytes=max_bytes))


@task(name="reconcile-stuck-inbox", cache_policy=NO_CACHE)
def reconcile_stuck(run: VaultRun, now: datetime, max_bytes: int) -> Outcome:
    return _log("reconcile-stuck-inbox", inbox.reconcile_stuck(run, now=now, max_bytes=max_bytes))


@task(name="archive-staging-cards", cache_policy=NO_CACHE)
def archive_cards(run: VaultRun) -> Outcome:
    return _log("archive-staging-cards", janitor.run_janitor(run))


@task(name="bridge-research-topics", cache_policy=NO_CACHE)
def bridge_topics(run: VaultRun) -> Outcome:
    return _log("bridge-research-topics", topic_bridge.bridge_topics(run))


@task(name="apply-approvals", cache_policy=NO_CACHE)
def apply_approvals(run: VaultRun, auto_approve: bool) -> Outcome:
    return _log("apply-approvals", approvals.apply_approvals(run, auto_approve=auto_approve))


@task(name="render-index-home", cache_policy=NO_CACHE)
def render_home(run: VaultRun) -> Outcome:
    return _log("render-index-home", home.update_home(run))


@task(name="backup-home", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=[5, 30])
def backup_home(home_dir: Path, now: datetime, dry_run: bool) -> backup.BackupReport:
    report = backup.backup_home(home_dir, now=now, dry_run=dry_run)
    get_run_logger().info("backup: %d file(s) → %s; rotated out %s", len(report.files), report.snapshot, report.removed or "none")
    return report


@task(name="probe-gaps", cache_policy=NO_CACHE)
def probe_gaps(settings: Settings) -> list[Gap]:
    """Replay the open gaps (answered ones are closed); the open gaps left. Without a published
    index nothing is replayed and the ledger's open gaps are rendered as they are."""
    from hippocampus.errors import NotIndexedError
    from hippocampus.ledger.records import open_gaps
    from hippocampus.search.context import embedder_or_reason, open_context
    from hippocampus.search.gaps import probe

    logger = get_run_logger()
    try:
        ctx = open_context(settings)
    except NotIndexedError as exc:
        logger.warning("probe skipped: %s", exc)
        from hippocampus.ledger.shared import open_ledger_all

        ledger = open_ledger_all(settings.ledger_path)
        try:
            return open_gaps(ledger, gap_queue.MAX_LINES * 4)
        finally:
            ledger.close()
    try:
        rep = probe(ctx.store, embedder_or_reason(ctx), ctx.ledger, ctx.params, budget_s=settings.probe_budget_s * 6)
        logger.info("probe: %d probed, %d closed, %d left", rep.probed, len(rep.closed), rep.left)
        return open_gaps(ctx.ledger, gap_queue.MAX_LINES * 4)
    finally:
        ctx.close()


@task(name="render-gap-queue", cache_policy=NO_CACHE)
def render_gap_queue(run: VaultRun, gaps: list[Gap]) -> Outcome:
    return _log("render-gap-queue", gap_queue.write_queue(run, gaps))
