"""Error translation for tools, once: typed errors inside, a readable ``ToolError`` outside.

- :class:`~hippocampus.errors.HippoError` (bad input, refused content, not indexed) becomes a
  ``ToolError`` with the same one-line message;
- anything else is logged with its traceback and reported as an internal error without
  internals (``HIPPO_DEBUG=1`` re-raises it unchanged instead).

:class:`AgentErrors` (a FastMCP middleware over every tool) turns argument-validation errors into
one readable line, screens every string argument of a write tool (a ``ghp_`` token in a
checkpoint's ``agent`` field is refused like one in its summary) and holds every call to its time
budget.

Write tools also leave an audit event for every refusal (``write_rejected``), so that a
client hammering the write paths with secrets or injections is visible in ``hippo_audit``.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import os
import time
from collections.abc import Callable
from typing import Any

import anyio
from fastmcp.exceptions import ToolError
from fastmcp.exceptions import ValidationError as FastMCPValidationError
from fastmcp.server.middleware import Middleware

from hippocampus.errors import HippoError, NotIndexedError, UsageError

log = logging.getLogger("hippocampus.gateway")


def arrival() -> float:
    """When the HTTP request of the current call arrived (``time.monotonic``, stamped by the
    transport guard), else now (stdio, or a call outside HTTP)."""
    try:
        from fastmcp.server.dependencies import get_http_request

        from gateway.transport import ARRIVED_KEY

        stamp = (get_http_request().scope.get("state") or {}).get(ARRIVED_KEY)
    except (RuntimeError, LookupError):
        stamp = None
    return float(stamp) if isinstance(stamp, int | float) else time.monotonic()


#: Of a tool's budget, the share kept to serialise and send the answer (at most
#: :data:`ANSWER_RESERVE_MAX_S`): the tool's own deadline is the budget's end less it.
ANSWER_RESERVE_SHARE = 0.15
ANSWER_RESERVE_MAX_S = 0.25
_ANSWER_BY: contextvars.ContextVar[float | None] = contextvars.ContextVar("hippo_answer_by", default=None)


def answer_by() -> float | None:
    """The current tool call's deadline (``time.monotonic``): its arrival plus its budget less
    the answer's reserve; ``None`` outside a budgeted call. Read tools that can answer with part
    of their work (hippo_search, hippo_evidence_bundle, hippo_resume) stop at it and say so."""
    return _ANSWER_BY.get()


def partial_out(missing: list[str] | tuple[str, ...], state: Any) -> dict[str, Any]:
    """The marker of an answer cut short by its budget (issue 34 item 7)."""
    return {"reason": "budget", "missing": list(missing), "budget_s": state.settings.tool_budget_s,
            "note": "the call's time budget (HIPPO_TOOL_BUDGET_S, counted from the request's arrival) ran out before these "
                    "parts; the rest of the answer is complete. Call again (the slow part may be warm by then) or narrow the request"}


def _debug() -> bool:
    return os.environ.get("HIPPO_DEBUG", "") not in ("", "0", "false")


def translate(fn: Callable[..., Any], *, on_reject: Callable[[str, str], None] | None = None) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ToolError as exc:
            if on_reject is not None:
                on_reject(fn.__name__, str(exc))
            raise
        except HippoError as exc:
            if on_reject is not None:
                on_reject(fn.__name__, str(exc))
            # Trigger: an ordinary answer in error form (no such note, bad input, not indexed yet).
            # Why: FastMCP logs every ToolError as "Error calling tool …" at its log_level, which
            # read as a gateway fault. Outcome: those at DEBUG; other typed errors at WARNING.
            level = logging.DEBUG if isinstance(exc, (UsageError, NotIndexedError)) else logging.WARNING
            raise ToolError(str(exc), log_level=level) from None
        except Exception as exc:
            if _debug():
                raise
            from hippocampus.fserrors import describe

            message = describe(exc)
            if message is not None:  # disk full, permissions, read-only mount: the operator can fix it
                log.warning("tool %s failed: %s", fn.__name__, message)
                raise ToolError(message) from None
            log.exception("tool %s failed", fn.__name__)
            raise ToolError(f"internal error in {fn.__name__} ({type(exc).__name__}); the gateway log has the details") from None

    return wrapper


def audit_rejections(state: Any) -> Callable[[str, str], None]:
    """An ``on_reject`` hook that records each refused write as a ``write_rejected`` event
    (tool and reason only: the refused text itself is never stored)."""

    def on_reject(tool: str, reason: str) -> None:
        from hippocampus.ledger import records

        try:
            records.log_event(state.ledger, "write_rejected", tool=tool, reason=reason[:300])
        except Exception:  # noqa: BLE001 - auditing a refusal must not change the refusal
            log.warning("could not audit a refused %s call", tool)

    return on_reject


#: Tools that write (vault or ledger records other agents read): every string in their arguments
#: is screened, whatever field it is in, before the tool runs.
WRITE_TOOLS = frozenset({"hippo_capture_session", "hippo_worklog", "hippo_handoff", "hippo_checkpoint", "hippo_feedback",
                         "hippo_memory_store", "hippo_lesson_record"})
_WRITES_NOTE = ("it may still complete in the background: check with hippo_sync / hippo_audit before retrying "
                "(hippo_checkpoint is idempotent on event_id; a capture or handoff retried blindly is stored twice)")


def validation_line(exc: BaseException) -> str:
    """One readable line for an argument-validation error (no pydantic documentation links)."""
    from pydantic import ValidationError as PydanticValidationError

    cause = exc.__cause__ if isinstance(exc.__cause__, PydanticValidationError) else exc
    if isinstance(cause, PydanticValidationError):
        parts = [f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}" for e in cause.errors(include_url=False)[:5]]
        return "invalid arguments — " + "; ".join(parts)
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip() and "errors.pydantic.dev" not in ln]
    return "invalid arguments — " + "; ".join(lines)


def string_fields(value: Any, path: str = "") -> list[tuple[str, str]]:
    """``(field path, text)`` of every string in a JSON-like value (keys included)."""
    if isinstance(value, str):
        return [(path or "argument", value)]
    if isinstance(value, dict):
        out: list[tuple[str, str]] = []
        for k, v in value.items():
            out += [(f"{path}.{k}" if path else str(k), str(k))] + string_fields(v, f"{path}.{k}" if path else str(k))
        return out
    if isinstance(value, list):
        return [f for i, v in enumerate(value) for f in string_fields(v, f"{path}[{i}]")]
    return []


class AgentErrors(Middleware):
    """Validation errors as one readable line; every write's every field screened; every tool
    call within ``HIPPO_TOOL_BUDGET_S``: the tool sees its deadline (:func:`answer_by`) and a read
    tool that can answers in time with what it has, marked ``partial``; a call still running at
    the budget's end answers with a timeout error at once and its result, when it comes, is
    dropped (a write is never answered partially)."""

    def __init__(self, state: Any) -> None:
        self.state = state

    async def on_call_tool(self, context, call_next):
        name = getattr(context.message, "name", "?")
        if name in WRITE_TOOLS:
            self._screen(name, context.message.arguments or {})
        budget = self.state.settings.tool_budget_s
        arrived = arrival()
        remaining = budget - (time.monotonic() - arrived)
        note = _WRITES_NOTE if name in WRITE_TOOLS else "narrow the request (smaller k, limit or budget) or try again"
        if remaining > 0 and not getattr(self.state, "opened", True):
            # Trigger: a call to a stdio gateway still opening its store (GatewayState.open_in_background).
            # Why: the tool would meet no store, or open it a second time. Outcome: the call waits
            # for the open within its budget, or says the gateway is still starting.
            if not await anyio.to_thread.run_sync(self.state.wait_open, remaining):
                raise ToolError(f"{name}: the gateway is still opening the store (loading the embedder and warming the "
                                "search, usually a few seconds after start); try again shortly")
            remaining = budget - (time.monotonic() - arrived)
        if remaining <= 0:
            raise ToolError(f"{name} did not finish within its {budget:g} s budget (HIPPO_TOOL_BUDGET_S), counted from the "
                            "request's arrival: it was spent before the call could start; try again")
        reserve = min(ANSWER_RESERVE_SHARE * budget, ANSWER_RESERVE_MAX_S)
        token = _ANSWER_BY.set(None if name in WRITE_TOOLS else arrived + budget - reserve)
        try:
            task = asyncio.ensure_future(call_next(context))  # the task (and the tool's thread) copies the deadline
        finally:
            _ANSWER_BY.reset(token)
        done, _ = await asyncio.wait({task}, timeout=remaining)
        if not done:
            # Trigger: the call outlived its budget, counted from the request's arrival (the
            # time it waited for the loop and the session counts too). Why: an agent waiting on an
            # unbounded call stalls. Outcome: a clear timeout error now; the worker finishes on
            # its own and its result is discarded.
            task.add_done_callback(lambda t: t.cancelled() or t.exception())
            raise ToolError(f"{name} did not finish within its {budget:g} s budget (HIPPO_TOOL_BUDGET_S), counted from the "
                            f"request's arrival; {note}")
        try:
            return task.result()
        except FastMCPValidationError as exc:
            raise ToolError(validation_line(exc)) from None

    def _screen(self, tool: str, arguments: dict[str, Any]) -> None:
        from hippocampus.vault import safety

        for field, text in string_fields(arguments):
            found = safety.problems(text, max_bytes=10_000_000, trading=tool == "hippo_capture_session")
            if found:
                reason = found[0].message(field)
                audit_rejections(self.state)(tool, reason)
                raise ToolError(reason)
