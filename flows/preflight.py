"""preflight flow: vault writable, git usable, gateway up, LLM model pin answers; fail closed."""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.common import require_preflight, resolve_settings
from hippocampus.jobs.preflight import ALL_CHECKS
from tasks.vault import publish_markdown

JOB = "preflight"


@flow(name=JOB, description="check the pipeline's preconditions (vault, git, gateway, LLM pin); fails and notifies when one does not hold")
def preflight(vault: str | None = None) -> dict[str, Any]:
    settings = resolve_settings(vault)
    result = require_preflight(settings, JOB, ALL_CHECKS)  # raises (flow Failed) + notifies on failure
    publish_markdown(JOB, result.to_markdown(), result.summary())
    return {"ok": result.ok, "checks": [r.gate for r in result.results], "notes": list(result.notes)}
