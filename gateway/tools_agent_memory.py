"""Agent memory and lesson tools (SPEC §7): hippo_memory_store, hippo_memory_recall,
hippo_lesson_record, hippo_lessons.

Each tool validates its arguments (pydantic ``Annotated`` constraints = the input schema the
model sees), makes one service call and returns a JSON-ready dict. They are registered by
:mod:`gateway.registry`; the state they get only needs a ``settings`` attribute.

Permissions: MCP callers always recall with the default permissions (``public``,
``project``); ``restricted`` lessons are only served to the CLI with ``--allow restricted``
until per-token ACLs exist.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, cast

from pydantic import Field

from gateway.outputs import LessonRecordOut, LessonsOut, MemoryStoreOut, RecallOut
from gateway.params import enum_shown_on
from gateway.state import CURRENT_STATE, GatewayState, after_write
from hippocampus.config import Settings, get_settings
from hippocampus.search.types import MAX_QUERY_CHARS

ProjectName = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^(?:_global|[a-z0-9][a-z0-9._-]{0,63})$",
                                   description="Lower case; '_global': all.")]
MemoryType = Literal["architecture-decision", "root-cause", "debug-eliminated", "debug-blocked", "health-event", "session-handoff",
                     "execution-summary", "deviation", "pattern-discovery", "bootstrap", "session-summary", "session-snapshot",
                     "security-finding", "general"]
Words = Annotated[list[Annotated[str, Field(min_length=1, max_length=80)]], Field(max_length=20)]
Stems = Annotated[list[Annotated[str, Field(min_length=12, max_length=120, pattern=r"^\d{4}-\d{2}-\d{2}_\S+$")]], Field(max_length=20,
                  description="Note stems, e.g. '2026-03-01_duckdb-lock'.")]
TaskId = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[\w.:@/+-]{1,128}$", description="The current task's id.")]
LessonId = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[\w.:-]{1,64}$")]
Query = Annotated[str, Field(min_length=1, max_length=MAX_QUERY_CHARS)]

def _settings(state: Any) -> Settings:
    return getattr(state, "settings", None) or get_settings()


def hippo_memory_store(
    project: ProjectName,
    title: Annotated[str, Field(min_length=1, max_length=200, description="One line; also the file slug.")],
    content: Annotated[str, Field(min_length=1, max_length=32_000, description="With context and evidence.")],
    type: MemoryType = "general",
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=80)]], Field(min_length=2, max_length=20,
                    description="Type and domain tags.")] = [],  # noqa: B006 - schema default
    keywords: Words | None = None,
    contextual_description: Annotated[str, Field(max_length=200)] | None = None,
    related: Stems | None = None,
    fields: Annotated[dict[str, Any], Field(description="Per type, e.g. root-cause: symptom, root_cause, fix.")] | None = None,
    state: GatewayState = CURRENT_STATE,
) -> MemoryStoreOut:
    """WRITE (47-memory). Store one typed memory note (schema-checked by type) when it
    matters: a root cause, a decision, a session's end."""
    from hippocampus.memory.protocol import MemoryDraft, store_memory

    draft = MemoryDraft(project=project, title=title, content=content, type=type, tags=tuple(tags or ()),
                        keywords=tuple(keywords or ()), contextual_description=contextual_description or "",
                        related=tuple(related or ()), fields=dict(fields or {}))
    cfg = _settings(state)
    out = store_memory(cfg.vault, draft, dry_run=cfg.dry_run).to_dict()
    return cast(MemoryStoreOut, after_write(state, out, out.get("path") if out.get("status") == "STORED" and not cfg.dry_run else None))


def hippo_memory_recall(
    query: Query,
    project: ProjectName | None = None,
    types: Annotated[list[MemoryType] | None, enum_shown_on("hippo_memory_store")] = None,
    tags: Words | None = None,
    limit: Annotated[int, Field(ge=1, le=20)] = 5,
    hop: Annotated[int, Field(ge=0, le=2, description="0-2.")] = 2,
    mode: Literal["compact", "full"] = "compact",
    chain: Literal["debugging", "architecture", "session"] | None = None,
    state: GatewayState = CURRENT_STATE,
) -> RecallOut:
    """Recall agent memories (BM25 by project/type/tags) and their `related` notes; chain=
    walks debugging, architecture or session types in order."""
    from hippocampus.memory.recall import open_index, recall, recall_chain

    cfg = _settings(state)
    index = open_index(cfg.vault, cfg.home)
    if chain:
        return cast(RecallOut, recall_chain(index, query, chain, project=project, per_stage=min(limit, 3), mode=mode).to_dict())
    return cast(RecallOut, recall(index, query, project=project, types=[str(t) for t in types] if types else None, tags=tags, limit=limit, hop=hop, mode=mode).to_dict())


def hippo_lesson_record(
    kind: Literal["propose", "revise", "exposure", "application", "verification", "correction", "retire"],
    project: ProjectName,
    task_id: TaskId | None = None,
    lesson_id: LessonId | None = None,
    rule: Annotated[str, Field(max_length=600)] | None = None,
    context_sentence: Annotated[str, Field(max_length=400)] | None = None,
    cues: Words | None = None,
    phrases: Annotated[list[Annotated[str, Field(min_length=1, max_length=300)]], Field(max_length=10)] | None = None,
    supersedes: Annotated[list[LessonId], Field(max_length=10)] | None = None,
    tool_result: Annotated[dict[str, Any], Field(description="The shell result object.")] | None = None,
    command: Annotated[str, Field(max_length=200)] | None = None,
    note: Annotated[str, Field(max_length=500)] | None = None,
    replacement_rule: Annotated[str, Field(max_length=600)] | None = None,
    event_id: Annotated[str, Field(max_length=128)] | None = None,
    state: GatewayState = CURRENT_STATE,
) -> LessonRecordOut:
    """WRITE (lesson log). One lesson event: propose, exposure, application, verification
    (only a top-level integer exit_code in tool_result counts, never printed text), correction
    (demotes), revise, retire."""
    from hippocampus.memory.lessons import api

    data: dict[str, Any] = {k: v for k, v in {
        "rule": rule, "context_sentence": context_sentence, "cues": cues, "phrases": phrases, "supersedes": supersedes,
        "command": command, "note": note, "reason": note, "replacement_rule": replacement_rule,
    }.items() if v}
    if tool_result is not None:
        data["tool_result"] = tool_result
    return cast(LessonRecordOut, api.record(_settings(state), kind, project, task_id=task_id, lesson_id=lesson_id, data=data, event_id=event_id))


def hippo_lessons(
    query: Query,
    project: ProjectName,
    task_id: TaskId | None = None,
    state: GatewayState = CURRENT_STATE,
) -> LessonsOut:
    """0-3 verified lessons for your situation (this project and _global); [] means none
    applies: do not invent one."""
    from hippocampus.memory.lessons import api

    return cast(LessonsOut, api.recall(_settings(state), query, project, task_id=task_id))
