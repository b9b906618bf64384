"""curate flow (manual): read-only agent inspection of the canonical wiki → sector-move, duplicate and stale proposals."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.llm_common import run_llm_job
from tasks import llm

JOB = "curate"


@flow(name=JOB, description="read-only DeepAgents inspection of 20-wiki → sector-move / duplicate / stale approval cards")
def curate(vault: str | None = None, dry_run: bool | None = None) -> dict[str, Any]:
    return run_llm_job(JOB, vault, dry_run, False, llm.curate_wiki)
