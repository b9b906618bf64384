"""compile flow (01:45): the LangGraph compile graph over the staging queue; proposals wait for a human."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.llm_common import run_llm_job
from tasks import llm

JOB = "compile"


@flow(name=JOB, description="LangGraph: select → refine (LLM) → judge (LLM) → merge → web_verify → 5 gates → approval proposal, then wait for the human")
def compile_flow(vault: str | None = None, dry_run: bool | None = None, reindex: bool = False) -> dict[str, Any]:
    return run_llm_job(JOB, vault, dry_run, reindex, llm.compile_cards)
