"""inbox_scan flow: 00-inbox → 10-sources copy + staging card; processed → .processed/."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import report, require_preflight, resolve_settings, vault_run
from flows.reindex import reindex_if_changed
from tasks import jobs
from tasks.vault import commit_run

JOB = "inbox_scan"


@flow(name=JOB, description="00-inbox → 10-sources copy (trust preserved) + staging card; processed file → .processed/")
def inbox_scan(vault: str | None = None, dry_run: bool | None = None, reindex: bool = False) -> dict[str, Any]:
    settings = resolve_settings(vault, dry_run)
    checked = require_preflight(settings, JOB)
    # wait_for draws the run's graph: preflight → wait-for-vault / scan → commit → report.
    with vault_run(settings, JOB, after=checked) as run:
        outcome = jobs.scan_inbox(run, settings.max_file_bytes, wait_for=[checked])
        sha = commit_run(run, wait_for=[outcome])
    result = report(JOB, run, outcome, after=sha if sha is not None else outcome)
    reindex_if_changed(settings, result, reindex)
    return result.to_dict()
