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


#: Retries of one step: an embedding batch against an HTTP endpoint may hit a transient error.
STAGE_RETRIES = {"embed-batch": 2}


def prefect_stage() -> Any:
    """A :data:`hippocampus.store.indexer.Stage` that runs every step as its own Prefect task
    (``index-scan``, ``index-analyse``, ``index-verify``, ``index-publish``, one
    ``index-embed-batch`` per batch, ``index-publish-progress``, ``index-gc``): the run's graph
    shows where a long build is, which batch failed and what was retried."""
    tasks: dict[str, Any] = {}

    def stage(name: str, fn: Any) -> Any:
        if name not in tasks:
            tasks[name] = task(name=f"index-{name}", cache_policy=NO_CACHE, persist_result=False,
                               retries=STAGE_RETRIES.get(name, 0), retry_delay_seconds=5)(_call)
        return tasks[name](fn)

    return stage


def _call(fn: Any) -> Any:
    return fn()


def build_store(settings: Settings, full: bool, embed: bool) -> dict[str, Any]:
    """One materialization, each of its steps a task. Another index run holding the store's
    writer lock is waited for (up to 10 minutes) instead of failing."""
    from hippocampus.store.indexer import run_index
    from hippocampus.store.progress import ProgressReporter

    logger = get_run_logger()
    progress = ProgressReporter(None, interval=settings.progress_interval, log=logger.info)  # same lines as `hippo index`
    report = run_index(settings, full=full, embed=embed, lock_timeout=600.0, progress=progress, stage=prefect_stage())
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
