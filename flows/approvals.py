"""approvals flow: apply ticked proposals (fingerprint + five gates), notify when some wait."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import log_trigger, notify_if_configured, report, require_preflight, resolve_settings, vault_run
from flows.reindex import reindex_if_changed
from hippocampus.jobs.notify import approvals_notice
from hippocampus.jobs.verdicts import WAITING
from tasks import jobs
from tasks.vault import commit_run

JOB = "approvals"


@flow(name=JOB, description="read ticked checkboxes in 30-reviews/approvals/: promote (five gates) or move sectors; one commit")
def approvals(vault: str | None = None, dry_run: bool | None = None, auto_approve: bool | None = None, reindex: bool = False,
              trigger: str | None = None) -> dict[str, Any]:
    """``trigger``: what the live vault saw when an event started this run (ADR 0030), e.g.
    ``30-reviews/approvals/x.md (approved)``; None for a scheduled or manual run."""
    settings = resolve_settings(vault, dry_run)
    log_trigger(trigger)
    auto = settings.auto_approve if auto_approve is None else auto_approve
    checked = require_preflight(settings, JOB)
    with vault_run(settings, JOB, after=checked) as run:
        outcome = jobs.apply_approvals(run, auto, wait_for=[checked])
        sha = commit_run(run, wait_for=[outcome])
    result = report(JOB, run, outcome, after=sha if sha is not None else outcome)
    waiting = [item.path for item in result.skipped if item.action == WAITING]
    # Trigger: proposals still wait after this run. Why: the human is the only one who can
    # move them on. Outcome: one webhook call (HIPPO_NOTIFY_URL), nothing else notifies.
    notify_if_configured(settings, approvals_notice(str(settings.vault), waiting))
    reindex_if_changed(settings, result, reindex)
    return result.to_dict()
