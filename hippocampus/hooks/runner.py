"""Run one hook event under a hard time budget, failing open, and log what happened.

The budget is a deadline counted from the **start of the process** (interpreter start-up and
imports included: that is what the client waits for), less a margin to print and exit. The work
(reading stdin included: a client that never closes it must not hang the hook) runs in a daemon
thread; the caller waits until the deadline. Past it, session-start prints what it has — the
parts of the resume bundle finished so far, screened like the rest — and says which parts it
left out (when none was finished, one line saying so: never nothing); the other events print
nothing. Whatever happens (timeout, a missing vault or store, a refused
write, a bug) the hook never fails the client: exit 0, and one line goes to the hook log:
``$HIPPO_HOME/logs/hooks.log``, or ``<tmp>/hippocampus-hooks-<uid>.log`` when the home cannot
hold it (``hippo hook log`` prints where). Output is only ever the client's documented JSON
(``hookSpecificOutput``).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from hippocampus.config import Settings
from hippocampus.hooks import handlers, watchdog
from hippocampus.hooks.payload import (
    WIRE_NAMES,
    Client,
    Event,
    Payload,
    parse,
    project_for,
)

LOG_NAME = "hooks.log"
LOG_MAX_BYTES = 1_000_000
#: Events whose output the client injects into the model's context.
CONTEXT_EVENTS: tuple[Event, ...] = ("session-start", "prompt-submit")


def log_path(settings: Settings) -> Path:
    """Where the hook log is (the home's ``logs/``; the temp dir when the home is unusable)."""
    logs = Path(settings.home).expanduser() / "logs"
    try:
        logs.mkdir(parents=True, exist_ok=True)
        if os.access(logs, os.W_OK):
            return logs / LOG_NAME
    except OSError:
        pass
    return watchdog.fallback_log()


def write_log(settings: Settings, client: str, event: str, outcome: str, started: float, note: str) -> None:
    line = watchdog.log_line(client, event, outcome, started, note)
    try:
        path = log_path(settings)
        if path.exists() and path.stat().st_size > LOG_MAX_BYTES:
            path.replace(path.with_name(LOG_NAME + ".1"))
        with path.open("a", encoding="utf-8") as fh:
            fh.write(line + "\n")
    except OSError:
        print(f"hippo hook: could not write the hook log: {line}", file=sys.stderr)


#: Kept from the budget to render, print and exit after the deadline.
EXIT_MARGIN_S = 0.15


def budget_of(settings: Settings, event: Event) -> float:
    return settings.suggest_budget_ms / 1000 if event == "prompt-submit" else settings.hook_budget_s


def process_age() -> float:
    """Seconds since this process started (Linux: ``/proc``; elsewhere since this module was
    imported, which misses the interpreter's own start-up)."""
    age = watchdog.process_age()
    return age if age is not None else time.monotonic() - _IMPORTED


_IMPORTED = time.monotonic()


def output(event: Event, context: str | None) -> str:
    """The client's documented output: JSON ``hookSpecificOutput.additionalContext`` for the
    context events (identical for Claude Code and Codex), nothing for the others."""
    if event not in CONTEXT_EVENTS or not context:
        return ""
    return json.dumps({"hookSpecificOutput": {"hookEventName": WIRE_NAMES[event], "additionalContext": context}},
                      ensure_ascii=False)


def _handle(settings: Settings, client: Client, event: Event, payload: Payload, partial: dict[str, object]) -> handlers.Result:
    project, how = project_for(payload, settings.hook_project)
    if project is None:
        return handlers.Result(None, f"no project ({how})")
    calls: dict[Event, Callable[[], handlers.Result]] = {
        "session-start": lambda: handlers.session_start(settings, payload, project, partial),
        "prompt-submit": lambda: handlers.prompt_submit(settings, payload, project),
        "post-tool-use": lambda: handlers.post_tool_use(settings, payload, project),
        "stop": lambda: handlers.stop(settings, payload, project, client),
        "session-end": lambda: handlers.stop(settings, payload, project, client),
    }
    result = calls[event]()
    return handlers.Result(result.context, f"project {project} ({how}): {result.note}")


def run(settings: Settings, client: Client, event: Event, stdin: BinaryIO) -> str:
    """The text to print for this event ("" when there is nothing, or anything went wrong)."""
    started = time.monotonic()
    budget = budget_of(settings, event)
    remaining = budget - process_age() - EXIT_MARGIN_S
    box: dict[str, handlers.Result | BaseException] = {}
    partial: dict[str, object] = {}

    def work() -> None:
        try:
            box["result"] = _handle(settings, client, event, parse(stdin.read()), partial)
        except BaseException as exc:  # noqa: BLE001 - fail open: reported in the log
            box["error"] = exc

    thread = threading.Thread(target=work, name=f"hippo-hook-{event}", daemon=True)
    thread.start()
    thread.join(max(0.0, remaining))
    if thread.is_alive():
        # Trigger: the deadline (from process start) passed. Why: the client waits on us.
        # Outcome: what is finished goes out, marked partial; the rest is dropped with the thread.
        context = handlers.partial_context(settings, event, partial)
        what = ("printed nothing" if not context else "printed the parts finished so far" if partial.get("bundle")
                else "printed that no part was finished")
        write_log(settings, client, event, "timeout", started, f"over the {budget:g} s budget (counted from process start); {what}")
        return output(event, context)
    error = box.get("error")
    if isinstance(error, BaseException):
        write_log(settings, client, event, "failed-open", started, _describe(error))
        return ""
    result = box["result"]
    assert isinstance(result, handlers.Result)
    write_log(settings, client, event, "ok", started, result.note)
    return output(event, result.context)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, handlers.HookUnavailable):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"
