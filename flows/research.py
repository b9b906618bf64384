"""research flow (03:40): one queued topic, a DeepAgents agent; empty queue → no LLM started."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.llm_common import run_llm_job
from tasks import llm

JOB = "research"


@flow(name=JOB, description="one queued research topic → DeepAgents (read-only vault tools) → 10-sources note + staging packet")
def research(vault: str | None = None, dry_run: bool | None = None, reindex: bool = False) -> dict[str, Any]:
    return run_llm_job(JOB, vault, dry_run, reindex, llm.research_topic)
