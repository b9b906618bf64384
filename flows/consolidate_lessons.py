"""consolidate_lessons flow (nightly): the lesson ratchet's slow consolidation for every project.

Composition only: one task per project store (dedupe, conflicts, supersede, re-verification,
promotion, demotion, publish), then one Markdown artifact with the decisions. Suggested
deployment: 03:50 Asia/Seoul, after index_home and before the morning approvals.
"""

from __future__ import annotations

from typing import Any

from prefect import flow
from prefect.artifacts import create_markdown_artifact

from hippocampus.config import get_settings
from hippocampus.memory.lessons import api
from tasks.lessons import consolidate_project

JOB = "consolidate_lessons"


def render(reports: list[dict[str, Any]]) -> str:
    lines = ["# Lesson consolidation", "", "| project | snapshot | candidate | active | retired | semantic | blocked |", "|---|---|---|---|---|---|---|"]
    for r in reports:
        c = r["status_counts"]
        snap = "unchanged" if r["unchanged"] else str(r["published"])
        lines.append(f"| {r['project']} | {snap} | {c.get('candidate', 0)} | {c.get('active', 0)} | {c.get('retired', 0)} | {r['semantic']} | {r['promotions_blocked'] or ''} |")
    decisions = [(r["project"], d) for r in reports for d in r["decisions"]]
    if decisions:
        lines += ["", "## Decisions", ""] + [f"- {p}: **{d['action']}** `{d['lesson_id']}` — {d['reason']}" for p, d in decisions]
    return "\n".join(lines) + "\n"


@flow(name=JOB, description="replay each project's lesson events: dedupe, conflicts, supersede, re-verify, promote/demote; publish snapshots")
def consolidate_lessons(project: str | None = None, embed: bool = True) -> dict[str, Any]:
    settings = get_settings()
    projects = [project] if project else api.projects(settings)
    reports = [consolidate_project(settings, name, embed) for name in projects]
    create_markdown_artifact(markdown=render(reports), key="consolidate-lessons", description=f"{len(reports)} lesson store(s)")
    return {"projects": projects, "reports": reports, "blocked": [r["project"] for r in reports if r["promotions_blocked"]]}
