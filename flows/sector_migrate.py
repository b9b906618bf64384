"""sector_migrate flow (manual, one-off): sector classification proposals for legacy pages directly in 20-wiki/."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.llm_common import run_llm_job
from tasks import llm

JOB = "sector_migrate"


@flow(name=JOB, description="legacy canonical pages without a sector folder → LLM classification → sector-move approval cards")
def sector_migrate(vault: str | None = None, dry_run: bool | None = None) -> dict[str, Any]:
    return run_llm_job(JOB, vault, dry_run, False, llm.classify_sectors)
