"""janitor flow: rules R1-R5 over the staging queue + the stuck-inbox reconcile, one commit."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import report, require_preflight, resolve_settings, vault_run
from flows.reindex import reindex_if_changed
from hippocampus.jobs.common import Outcome
from tasks import jobs
from tasks.vault import commit_run, now_utc

JOB = "janitor"


@flow(name=JOB, description="archive staging cards by rules R1-R5 (status: archived, never deleted); reconcile stuck inbox files")
def janitor(vault: str | None = None, dry_run: bool | None = None, reindex: bool = False) -> dict[str, Any]:
    settings = resolve_settings(vault, dry_run)
    checked = require_preflight(settings, JOB)
    with vault_run(settings, JOB, after=checked) as run:
        stuck = jobs.reconcile_stuck(run, now_utc(), settings.max_file_bytes, wait_for=[checked])
        cards = jobs.archive_cards(run, wait_for=[stuck])
        sha = commit_run(run, wait_for=[cards])
    merged = Outcome(stuck.done + cards.done, stuck.skipped + cards.skipped, stuck.notes + cards.notes,
                     {**cards.counts, "reconciled": len(stuck.done)})
    result = report(JOB, run, merged, after=sha if sha is not None else cards)
    reindex_if_changed(settings, result, reindex)
    return result.to_dict()
