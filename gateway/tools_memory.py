"""Work-memory tools: hippo_capture_session, hippo_worklog, hippo_handoff (vault writes, confined),
hippo_checkpoint, hippo_sync (shared agent memory in the ledger), hippo_resume (registered by
:mod:`gateway.registry`)."""

from __future__ import annotations

import concurrent.futures
import time
from typing import Annotated, Literal, cast

from pydantic import Field

from gateway.errors import answer_by, partial_out
from gateway.outputs import CheckpointOut, ResumeOut, SyncOut, WriteOut
from gateway.params import Agent, Ident, LongText, Project, Refs, Summary, Tags, Title
from gateway.state import CURRENT_STATE, GatewayState, after_write
from hippocampus.vault import safety

_RESUME_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="hippo-resume")
Steps = Annotated[list[Annotated[str, Field(min_length=1, max_length=300)]] | None, Field(max_length=30)]


def hippo_capture_session(
    kind: Literal["session", "qa"],
    title: Title | None = None,
    summary: LongText | None = None,
    question: LongText | None = None,
    answer: LongText | None = None,
    project: Project | None = None,
    agent: Agent | None = None,
    tags: Tags | None = None,
    refs: Refs | None = None,
    state: GatewayState = CURRENT_STATE,
) -> WriteOut:
    """WRITE (00-inbox). Save what this session learned as a draft: kind='session'
    (summary) or 'qa' (question, answer)."""
    from hippocampus.ledger import records
    from hippocampus.workspace.capture import capture

    result = capture(state.vault, kind=kind, title=title, summary=summary, question=question, answer=answer,
                     project=project, agent=agent, tags=tags, refs=refs)
    records.log_event(state.ledger, "capture", path=result.path, capture_kind=kind, agent=agent, commit=result.commit)
    return cast(WriteOut, after_write(state, result.to_dict(), result.path))


def hippo_worklog(
    project: Project,
    title: Title,
    text: Summary,
    agent: Agent | None = None,
    refs: Refs | None = None,
    state: GatewayState = CURRENT_STATE,
) -> WriteOut:
    """WRITE (50-ops). Append decisions, changes or results to the project worklog."""
    from hippocampus.ledger import records
    from hippocampus.workspace.ops import append_worklog

    result = append_worklog(state.vault, project, title=title, text=text, agent=agent, refs=refs)
    records.log_event(state.ledger, "worklog", project=project, path=result.path, agent=agent, commit=result.commit)
    return cast(WriteOut, after_write(state, result.to_dict(), result.path))


def hippo_handoff(
    project: Project,
    title: Title,
    text: Summary,
    next_steps: Steps = None,
    agent: Agent | None = None,
    refs: Refs | None = None,
    state: GatewayState = CURRENT_STATE,
) -> WriteOut:
    """WRITE (50-ops). Hand off to the next agent (state, problems, next steps)."""
    from hippocampus.ledger import records
    from hippocampus.workspace.ops import write_handoff

    result = write_handoff(state.vault, project, title=title, text=text, next_steps=next_steps, agent=agent, refs=refs)
    records.log_event(state.ledger, "handoff", project=project, path=result.path, superseded=result.superseded, agent=agent)
    return cast(WriteOut, after_write(state, result.to_dict(), result.path, result.superseded))


def hippo_resume(project: Project, state: GatewayState = CURRENT_STATE) -> ResumeOut:
    """Start here: the project's recent checkpoints, conversation summaries, handoff, worklog,
    cited briefs, open gaps and sync_cursor. Flagged items: only in held."""
    from hippocampus.workspace.resume import PARTS, resume_bundle

    until = answer_by()
    if until is None:
        return cast(ResumeOut, resume_bundle(state.vault, state.ledger, project))
    latest: list[tuple[dict[str, object], int]] = []  # (the bundle so far, parts done): the last one counts

    def keep(bundle: dict[str, object]) -> None:
        latest.append((bundle, len(latest) + 1))

    future = _RESUME_POOL.submit(resume_bundle, state.vault, state.ledger, project, on_part=keep)
    try:
        return cast(ResumeOut, future.result(timeout=max(0.0, until - time.monotonic())))
    except concurrent.futures.TimeoutError:
        if not latest:
            return cast(ResumeOut, future.result())  # nothing finished: the budget's timeout error answers
        # Trigger: the deadline came before the last parts. Why: the first parts (handoff,
        # checkpoints) are what a session needs first. Outcome: those, marked partial.
        bundle, done = latest[-1]
        return cast(ResumeOut, bundle | {"partial": partial_out(PARTS[done:], state)})


def hippo_checkpoint(
    project: Project,
    kind: Annotated[Literal["work", "conversation"], Field()],
    session_id: Annotated[Ident, Field()],
    event_id: Annotated[Ident, Field(description="Reuse only to retry.")],
    summary: Summary,
    base_cursor: Annotated[str | None, Field(max_length=80, description="Your last hippo_sync read cursor.")] = None,
    agent: Agent | None = None,
    decisions: Annotated[list[Annotated[str, Field(max_length=500)]] | None, Field(max_length=30)] = None,
    files: Annotated[list[Annotated[str, Field(max_length=300)]] | None, Field(max_length=50)] = None,
    next_steps: Annotated[list[Annotated[str, Field(max_length=300)]] | None, Field(max_length=30)] = None,
    refs: Refs | None = None,
    state: GatewayState = CURRENT_STATE,
) -> CheckpointOut:
    """WRITE (ledger). Shared memory, kind 'work' (task summary) or 'conversation'
    (rolling summary); idempotent on event_id."""
    from hippocampus.ledger import checkpoints

    details = {k: v for k, v in (("decisions", decisions), ("files", files), ("next_steps", next_steps), ("refs", refs)) if v}
    blob = "\n".join([summary, *(decisions or []), *(files or []), *(next_steps or []), *(refs or [])])
    safety.check_fields([("summary", summary, safety.MAX_SUMMARY_BYTES), ("details", blob, safety.MAX_SUMMARY_BYTES * 2)])
    return cast(CheckpointOut, checkpoints.record(state.ledger, project=project, kind=kind, session_id=session_id, event_id=event_id,
                                                  summary=summary, agent=agent, base_cursor=base_cursor, details=details))


def hippo_sync(
    project: Project,
    since: Annotated[str | None, Field(max_length=80, description="Your last read cursor ('0': start).")] = None,
    limit: Annotated[int, Field(ge=1, le=200)] = 50,
    include_held: Annotated[bool, Field(description="Flagged items' text too (warned).")] = False,
    state: GatewayState = CURRENT_STATE,
) -> SyncOut:
    """Checkpoints after your cursor, oldest first; repeat with next_cursor while has_more
    (flagged ones: held stubs)."""
    from hippocampus.ledger import checkpoints
    from hippocampus.screening import relay

    out = checkpoints.sync(state.ledger, project, since, limit)
    out["items"], out["held"] = relay.screen_checkpoints(project, out["items"], include_held)
    return cast(SyncOut, out)
