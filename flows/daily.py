"""daily flow: the whole cycle once, in order (each step its own subflow run and commit).

preflight (fail closed) → inbox_scan → topic_bridge → janitor → approvals → index_home →
index → backup. A failing step is recorded and the others still run; the daily run then
ends failed. A failing preflight stops everything before anything is written.
"""

from __future__ import annotations

from typing import Any

from prefect import flow

from flows.approvals import approvals
from flows.backup import backup
from flows.common import resolve_settings
from flows.inbox_scan import inbox_scan
from flows.index import index
from flows.index_home import index_home
from flows.janitor import janitor
from flows.preflight import preflight
from flows.topic_bridge import topic_bridge
from tasks.vault import publish_markdown

JOB = "daily"
STEPS = ("inbox_scan", "topic_bridge", "janitor", "approvals", "index_home", "index", "backup")


class DailyFailed(RuntimeError):
    """One or more steps of the daily cycle failed (the others ran)."""


@flow(name=JOB, description="the whole pipeline once, in order: preflight → inbox_scan → topic_bridge → janitor → approvals → index_home → index → backup")
def daily(vault: str | None = None, dry_run: bool | None = None, index_store: bool = True, embed: bool = True) -> dict[str, Any]:
    settings = resolve_settings(vault, dry_run)
    v = str(settings.vault)
    preflight(vault=v)  # raises: nothing below runs
    calls = {
        "inbox_scan": lambda: inbox_scan(vault=v, dry_run=settings.dry_run, return_state=True),
        "topic_bridge": lambda: topic_bridge(vault=v, dry_run=settings.dry_run, return_state=True),
        "janitor": lambda: janitor(vault=v, dry_run=settings.dry_run, return_state=True),
        "approvals": lambda: approvals(vault=v, dry_run=settings.dry_run, return_state=True),
        "index_home": lambda: index_home(vault=v, dry_run=settings.dry_run, return_state=True),
        "index": lambda: index(vault=v, embed=embed, return_state=True),
        "backup": lambda: backup(dry_run=settings.dry_run, return_state=True),
    }
    results: dict[str, Any] = {}
    failed: list[str] = []
    for step in STEPS:
        if step == "index" and (not index_store or settings.dry_run):
            results[step] = {"skipped": "dry run" if settings.dry_run else "index_store=False"}
            continue
        state = calls[step]()
        if state.is_failed() or state.is_crashed():
            failed.append(step)
            results[step] = {"failed": str(state.message)}
        else:
            results[step] = state.result()
    lines = ["# daily", ""] + [f"- {'❌' if s in failed else '✅'} {s}: {_short(results[s])}" for s in STEPS]
    publish_markdown(JOB, "\n".join(lines) + "\n", f"daily: {len(STEPS) - len(failed)}/{len(STEPS)} steps ok")
    if failed:
        raise DailyFailed(f"daily: step(s) failed: {', '.join(failed)} (the others ran)")
    return results


def _short(result: Any) -> str:
    if isinstance(result, dict):
        if "commit" in result:
            commit = result.get("commit")
            return f"{len(result.get('done', []))} done, {len(result.get('skipped', []))} skipped, commit {commit[:10] if commit else 'none'}"
        if "failed" in result or "skipped" in result:
            return str(result.get("failed") or f"skipped ({result.get('skipped')})")
        if "id" in result:
            return f"materialization {result.get('id')}"
        if "snapshot" in result:
            return f"snapshot {result.get('snapshot')}"
    return "ok"
