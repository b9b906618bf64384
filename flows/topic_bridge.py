"""topic_bridge flow: unticked ``- [ ] topic`` lines → research queue; line → ``[x] … ← queued``."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import log_trigger, report, require_preflight, resolve_settings, vault_run
from tasks import jobs
from tasks.vault import commit_run

JOB = "topic_bridge"


@flow(name=JOB, description="05-todo/research-topics.md checkboxes → 90-system/research-queue.jsonl")
def topic_bridge(vault: str | None = None, dry_run: bool | None = None, trigger: str | None = None) -> dict[str, Any]:
    """``trigger``: what the live vault saw when an event started this run (ADR 0030)."""
    settings = resolve_settings(vault, dry_run)
    log_trigger(trigger)
    require_preflight(settings, JOB)
    with vault_run(settings, JOB) as run:
        outcome = jobs.bridge_topics(run)
        commit_run(run)
    return report(JOB, run, outcome).to_dict()
