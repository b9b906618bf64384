"""What each tool returns, as typed dictionaries: the ``outputSchema`` a client sees.

Each type names the few fields an agent acts on first (the tool description says what else
comes back); every type allows more (``extra="allow"``), so nothing a service returns is
dropped on the way out and a new field reaches the client before it is listed here. ``typing_extensions.TypedDict`` because pydantic
needs it on Python < 3.12.
"""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

OPEN = ConfigDict(extra="allow")
Obj = dict[str, object]


@with_config(OPEN)
class SearchHit(TypedDict, total=False):
    anchor: str
    title: str
    snippet: str
    score: float


@with_config(OPEN)
class SearchOut(TypedDict, total=False):
    hits: list[SearchHit]
    abstained: bool
    reason: str | None


@with_config(OPEN)
class Excerpt(TypedDict, total=False):
    anchor: str
    text: str


@with_config(OPEN)
class BundleOut(TypedDict, total=False):
    id: str
    verdict: str
    excerpts: list[Excerpt]


@with_config(OPEN)
class ProbeOut(TypedDict, total=False):
    closed: list[Obj]
    compile_next: list[Obj]
    partial: bool


@with_config(OPEN)
class RouteOut(TypedDict, total=False):
    status: str
    candidates: list[Obj]


@with_config(OPEN)
class Skill(TypedDict, total=False):
    name: str
    path: str
    line: str


@with_config(OPEN)
class SuggestOut(TypedDict, total=False):
    candidates: list[Skill]


@with_config(OPEN)
class ReadOut(TypedDict, total=False):
    path: str
    text: str


@with_config(OPEN)
class GraphOut(TypedDict, total=False):
    start: str
    path: list[Obj] | None


@with_config(OPEN)
class MapOut(TypedDict, total=False):
    hubs: list[Obj]
    entry_points: list[Obj]


@with_config(OPEN)
class StatusOut(TypedDict, total=False):
    index: Obj
    policy: Obj
    live: Obj


@with_config(OPEN)
class ValidateOut(TypedDict, total=False):
    clean: bool
    findings: list[Obj]


@with_config(OPEN)
class AuditOut(TypedDict, total=False):
    bundle: Obj
    events: list[Obj]


@with_config(OPEN)
class ReindexOut(TypedDict, total=False):
    status: str
    run: Obj


@with_config(OPEN)
class FeedbackOut(TypedDict, total=False):
    id: int
    status: str


@with_config(OPEN)
class ResumeOut(TypedDict, total=False):
    sync_cursor: str
    handoff: Obj | None
    recent_checkpoints: list[Obj]


@with_config(OPEN)
class SyncOut(TypedDict, total=False):
    items: list[Obj]
    next_cursor: str
    has_more: bool


@with_config(OPEN)
class CheckpointOut(TypedDict, total=False):
    status: str
    written_seq: int


@with_config(OPEN)
class WriteOut(TypedDict, total=False):
    path: str


@with_config(OPEN)
class MemoryStoreOut(TypedDict, total=False):
    status: str
    path: str


@with_config(OPEN)
class RecallOut(TypedDict, total=False):
    results: list[Obj]


@with_config(OPEN)
class LessonRecordOut(TypedDict, total=False):
    recorded: bool
    verification: Obj


@with_config(OPEN)
class LessonsOut(TypedDict, total=False):
    lessons: list[Obj]
    abstained: bool
