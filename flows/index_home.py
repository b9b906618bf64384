"""index_home flow: index.md by sector, one hub per sector, HOME.md dashboard."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import report, require_preflight, resolve_settings, vault_run
from tasks import jobs
from tasks.vault import commit_run

JOB = "index_home"


@flow(name=JOB, description="regenerate index.md (catalogue by sector), sector hubs and HOME.md (dashboard)")
def index_home(vault: str | None = None, dry_run: bool | None = None) -> dict[str, Any]:
    settings = resolve_settings(vault, dry_run)
    require_preflight(settings, JOB)
    with vault_run(settings, JOB) as run:
        outcome = jobs.render_home(run)
        commit_run(run)
    return report(JOB, run, outcome).to_dict()
