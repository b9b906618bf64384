"""backup flow: daily snapshot of HIPPO_HOME's non-regenerable files, 7-day rotation."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import resolve_settings
from tasks import jobs
from tasks.vault import now_utc, publish_markdown

JOB = "backup"


@flow(name=JOB, description="snapshot what nothing can regenerate in HIPPO_HOME (ledger, tokens); keep 7 days")
def backup(dry_run: bool | None = None) -> dict[str, Any]:
    settings = resolve_settings(dry_run=dry_run)
    result = jobs.backup_home(settings.home, now_utc(), settings.dry_run)
    publish_markdown(JOB, result.to_markdown(), f"backup: {len(result.files)} file(s)")
    return {"snapshot": result.snapshot, "files": result.files, "removed": result.removed, "dry_run": result.dry_run}
