"""probe flow (nightly): replay the open knowledge gaps against the index, then render the open
ones into ``30-reviews/gap-queue.md`` (one commit, or none when nothing changed)."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import report, require_preflight, resolve_settings, vault_run
from tasks import jobs
from tasks.vault import commit_run

JOB = "probe"


@flow(name=JOB, description="open knowledge gaps replayed against the index (answered ones closed) → 30-reviews/gap-queue.md checkboxes")
def probe(vault: str | None = None, dry_run: bool | None = None) -> dict[str, Any]:
    settings = resolve_settings(vault, dry_run)
    checked = require_preflight(settings, JOB)
    gaps = jobs.probe_gaps(settings, wait_for=[checked])
    with vault_run(settings, JOB, after=checked) as run:
        outcome = jobs.render_gap_queue(run, gaps)
        commit_run(run, wait_for=[outcome])
    return report(JOB, run, outcome).to_dict()
