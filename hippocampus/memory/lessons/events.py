"""Building events from what callers send: validation, the verification verdict, safety.

Entry points (CLI, MCP, hooks) pass plain values; :func:`new_event` checks them per kind
and returns the event's payload. A verification carries the *verdict* of
:func:`~hippocampus.memory.lessons.verify.classify` and a receipt hash of the raw tool
result; the raw result itself (stdout may hold secrets) is not stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.memory.lessons.model import (
    GLOBAL_SCOPE,
    PERMISSIONS,
    Kind,
    canonical_json,
    derived_event_id,
    lesson_id_for,
    sha256_text,
)
from hippocampus.memory.lessons.verify import classify
from hippocampus.vault.safety import check_text

MAX_RULE = 600
MAX_CONTEXT = 400
MAX_ITEMS = 20


@dataclass(frozen=True)
class NewEvent:
    """An event before it has a seq: what the store appends."""

    event_id: str
    kind: str
    project: str
    task_id: str | None
    lesson_id: str | None
    data: dict[str, Any] = field(default_factory=dict)


def _text(data: dict[str, Any], key: str, limit: int, *, required: bool) -> str:
    value = data.get(key)
    text = " ".join(str(value).split()) if value is not None else ""
    if required and not text:
        raise UsageError(f"{key}: required")
    if len(text) > limit:
        raise UsageError(f"{key}: at most {limit} characters (got {len(text)})")
    return text


def _list(data: dict[str, Any], key: str) -> list[str]:
    value = data.get(key) or []
    if isinstance(value, str):
        value = [v for v in value.split(",")]
    items = [" ".join(str(v).split()) for v in value if str(v).strip()]
    if len(items) > MAX_ITEMS:
        raise UsageError(f"{key}: at most {MAX_ITEMS} items (got {len(items)})")
    return list(dict.fromkeys(items))


def new_event(
    kind: str,
    project: str,
    *,
    task_id: str | None = None,
    lesson_id: str | None = None,
    data: dict[str, Any] | None = None,
    event_id: str | None = None,
) -> NewEvent:
    """Validate and normalise one event. Raises :class:`UsageError` with the reason."""
    try:
        kind = Kind(kind).value
    except ValueError:
        raise UsageError(f"kind: {kind!r} is not one of {', '.join(k.value for k in Kind)}") from None
    data = dict(data or {})
    task_id = (task_id or "").strip() or None
    lesson_id = (lesson_id or "").strip() or None
    out: dict[str, Any]
    if kind == Kind.PROPOSE:
        rule = _text(data, "rule", MAX_RULE, required=True)
        context = _text(data, "context_sentence", MAX_CONTEXT, required=True)
        permission = str(data.get("permission") or "project")
        if permission not in PERMISSIONS:
            raise UsageError(f"permission: {permission!r} is not one of {', '.join(PERMISSIONS)}")
        out = {
            "rule": rule,
            "context_sentence": context,
            "cues": _list(data, "cues"),
            "phrases": _list(data, "phrases"),
            "permission": permission,
            "source": str(data.get("source") or "agent"),
            "supersedes": _list(data, "supersedes"),
        }
        if project == GLOBAL_SCOPE:
            out["scope"] = GLOBAL_SCOPE
        check_text(" \n".join([rule, context, *out["cues"], *out["phrases"]]), "lesson")
        lesson_id = lesson_id or lesson_id_for(project, rule)
    elif kind == Kind.REVISE:
        out = {"rule": _text(data, "rule", MAX_RULE, required=True), "context_sentence": _text(data, "context_sentence", MAX_CONTEXT, required=False),
               "reason": _text(data, "reason", 300, required=False)}
        check_text(f"{out['rule']}\n{out['context_sentence']}", "lesson revision")
    elif kind == Kind.VERIFICATION:
        if task_id is None:
            raise UsageError("verification: task_id required (evidence is linked to a task)")
        if "tool_result" not in data:
            raise UsageError("verification: tool_result required (the hook's structured result object)")
        verdict = classify(data["tool_result"])
        out = {
            "outcome": verdict.outcome.value,
            "exit_code": verdict.exit_code,
            "reason": verdict.reason,
            "command": _text(data, "command", 200, required=False),
            "receipt": sha256_text(canonical_json(data["tool_result"]))[:16],
            "lesson_ids": _list(data, "lesson_ids"),
        }
    elif kind == Kind.CORRECTION:
        out = {"note": _text(data, "note", 500, required=False), "replacement_rule": _text(data, "replacement_rule", MAX_RULE, required=False),
               "context_sentence": _text(data, "context_sentence", MAX_CONTEXT, required=False)}
        check_text(f"{out['note']}\n{out['replacement_rule']}", "correction")
    elif kind == Kind.RETIRE:
        out = {"reason": _text(data, "reason", 300, required=False)}
    else:  # exposure, application
        if task_id is None:
            raise UsageError(f"{kind}: task_id required")
        out = {}
    if kind != Kind.VERIFICATION and kind != Kind.PROPOSE and lesson_id is None:
        raise UsageError(f"{kind}: lesson_id required")
    eid = (event_id or "").strip() or derived_event_id(kind, project, task_id, lesson_id, out)
    return NewEvent(eid, kind, project, task_id, lesson_id, out)
