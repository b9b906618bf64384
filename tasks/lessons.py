"""Prefect task around the lesson consolidation (the logic is in hippocampus.memory.lessons)."""

from __future__ import annotations

from typing import Any

from prefect import get_run_logger, task
from prefect.cache_policies import NO_CACHE

from hippocampus.config import Settings
from hippocampus.memory.lessons import api


@task(name="consolidate-lessons", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=[30, 120])
def consolidate_project(settings: Settings, project: str, embed: bool = True) -> dict[str, Any]:
    """Replay one project's event log and publish a snapshot (idempotent: safe to retry after a lock timeout)."""
    report = api.consolidate(settings, project, embed=embed)[0]
    logger = get_run_logger()
    logger.info("%s: %s, %s, semantic %s", project, "unchanged" if report["unchanged"] else f"snapshot {report['published']}",
                report["status_counts"], report["semantic"])
    for decision in report["decisions"]:
        logger.info("%s %s: %s", decision["action"], decision["lesson_id"], decision["reason"])
    if report.get("repaired"):
        logger.warning("%s repaired: %s", project, report["repaired"])
    if report.get("upgraded"):
        logger.info("%s upgraded: %s", project, report["upgraded"])
    if report["promotions_blocked"]:
        logger.error("promotion blocked (fail closed): %s", report["promotions_blocked"])
    return report
