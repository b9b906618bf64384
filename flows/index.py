"""index flow: rebuild the derived store from the vault (incremental by content hash).

Runs after each vault-writing flow when asked (``reindex=True``, set on the scheduled
deployments) and at the end of ``daily``. The store only reads the vault.
"""

from __future__ import annotations

from typing import Any

from prefect import flow, get_run_logger, task
from prefect.cache_policies import NO_CACHE

from flows.common import resolve_settings
from hippocampus.config import Settings
from tasks.vault import publish_markdown

JOB = "index"


@task(name="build-store", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=[10, 30])
def build_store(settings: Settings, full: bool, embed: bool) -> dict[str, Any]:
    """One materialization; retried because another index run may hold the store's writer lock."""
    from hippocampus.store.indexer import run_index
    from hippocampus.store.progress import ProgressReporter

    logger = get_run_logger()
    progress = ProgressReporter(None, interval=settings.progress_interval, log=logger.info)  # same lines as `hippo index`
    report = run_index(settings, full=full, embed=embed, lock_timeout=5.0, progress=progress)
    data = report.to_dict()
    logger.info("materialization %s: +%d ~%d -%d, %d unchanged; embeddings %.0f%% (%s)", data.get("id"), len(data.get("added", [])),
                len(data.get("changed", [])), len(data.get("removed", [])), data.get("unchanged", 0),
                100 * float(data.get("embedding_coverage", 0)), data.get("embedding_status"))
    if data.get("degraded"):
        logger.warning("index degraded: %s", "; ".join(data.get("degraded_reasons", [])))
    return data


def render(data: dict[str, Any]) -> str:
    lines = ["# index", "", f"- materialization: `{data.get('id')}` (parent `{data.get('parent')}`)",
             f"- full rebuild: {data.get('full')} {data.get('full_reason') or ''}",
             f"- added {len(data.get('added', []))}, changed {len(data.get('changed', []))}, removed {len(data.get('removed', []))}, "
             f"unchanged {data.get('unchanged', 0)}",
             f"- embeddings: {100 * float(data.get('embedding_coverage', 0)):.0f}% ({data.get('embedding_status')}, embedder {data.get('embedder')})",
             f"- unreadable files: {len(data.get('unreadable', []))}"]
    if data.get("degraded"):
        lines.append(f"- **degraded**: {'; '.join(data.get('degraded_reasons', []))}")
    return "\n".join(lines) + "\n"


@flow(name=JOB, description="rebuild the derived DuckDB/LanceDB store from the vault (incremental) and publish a materialization")
def index(vault: str | None = None, full: bool = False, embed: bool = True) -> dict[str, Any]:
    settings = resolve_settings(vault)
    data = build_store(settings, full, embed)
    publish_markdown(JOB, render(data), f"index: materialization {data.get('id')}")
    return data
