"""The hook's deadline while Python is still starting: a ``SIGALRM`` armed before the heavy imports.

Why: :mod:`hippocampus.hooks.runner` keeps the budget (counted from process start) with a worker
thread and a timed join — but only once the command line, the settings and the runner are
imported. On a starved box those imports alone (typer, rich, pydantic: ~0.3 CPU-s) outlast a short
budget: a 1 s session-start hook took 1.8 s at load 9 (docs/benchmarks/budgets.md). This module
imports nothing but the standard library; ``hippocampus.cli`` calls :func:`arm` first thing when
the command is ``hippo hook EVENT``. The timer fires a little after the runner's own deadline
(:data:`GRACE_S`), so it only acts when start-up is what ran late: it prints what a hook past its
deadline with nothing finished prints (session-start: one line saying so; the other events:
nothing), logs it, and exits 0 without waiting for anything. :func:`disarm` runs before the
runner's own output is printed.

The budget is read as the settings read it: ``HIPPO_HOOK_BUDGET_S`` (``HIPPO_SUGGEST_BUDGET_MS``
for prompt-submit) from the environment, else from ``.env`` in the working directory, else the
defaults; the log goes where the runner's goes (``--home`` / ``HIPPO_HOME`` / ``~/.hippocampus``,
``logs/hooks.log``; the temp dir when that cannot be written).
"""

from __future__ import annotations

import json
import os
import signal
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

EVENTS = ("session-start", "prompt-submit", "post-tool-use", "stop", "session-end")
#: The defaults of ``Settings.hook_budget_s`` and ``Settings.suggest_budget_ms`` (tested equal).
DEFAULT_BUDGET_S = 5.0
DEFAULT_SUGGEST_MS = 1500
#: How long after the budget the alarm fires (the runner's own deadline is 0.15 s before it).
GRACE_S = 0.05
#: The resume bundle's parts (``hippocampus.workspace.resume.PARTS``, tested equal): all left out.
PARTS = ("handoff", "recent checkpoints and conversation summaries", "worklog", "open gaps", "canonical briefs")
FALLBACK = ("# Hippocampus shared memory\nPARTIAL: the hook's {budget:g} s budget ran out (HIPPO_HOOK_BUDGET_S, counted from "
            "process start) while the hook was still starting, before " + ", ".join(PARTS) + "; call hippo_resume for all of it.")

_armed: dict[str, object] = {}


def _setting(name: str, env_file: Path = Path(".env")) -> str | None:
    """``name`` from the environment, else from ``.env`` (KEY=VALUE lines, as pydantic-settings reads them)."""
    if name in os.environ:
        return os.environ[name]
    try:
        lines = env_file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    for line in lines:
        key, sep, value = line.strip().removeprefix("export ").partition("=")
        if sep and key.strip() == name:
            return value.strip().strip("'\"")
    return None


def budget_s(event: str) -> float:
    try:
        if event == "prompt-submit":
            return float(_setting("HIPPO_SUGGEST_BUDGET_MS") or DEFAULT_SUGGEST_MS) / 1000
        return float(_setting("HIPPO_HOOK_BUDGET_S") or DEFAULT_BUDGET_S)
    except ValueError:
        return DEFAULT_BUDGET_S if event != "prompt-submit" else DEFAULT_SUGGEST_MS / 1000


def process_age() -> float | None:
    """Seconds since this process started (Linux: ``/proc``; None where there is none)."""
    try:
        with open("/proc/self/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        with open("/proc/uptime", "rb") as fh:
            uptime = float(fh.read().split()[0])
        return max(0.0, uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return None


def fallback_log() -> Path:
    """The hook log when the home cannot hold it."""
    uid = os.getuid() if hasattr(os, "getuid") else "user"
    return Path(tempfile.gettempdir()) / f"hippocampus-hooks-{uid}.log"


def log_line(client: object, event: str, outcome: str, started: float, note: str) -> str:
    """One line of the hook log (the runner's and this module's)."""
    return json.dumps({"at": datetime.now(UTC).isoformat(timespec="seconds"), "client": client, "event": event,
                       "outcome": outcome, "ms": round((time.monotonic() - started) * 1000), "note": note[:500]},
                      ensure_ascii=False)


def _option(argv: list[str], name: str) -> str | None:
    for i, arg in enumerate(argv):
        if arg == name and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(name + "="):
            return arg.split("=", 1)[1]
    return None


def arm(argv: list[str]) -> bool:
    """Arm the alarm when ``argv`` is ``hippo hook EVENT …`` (True); anything else: nothing."""
    if len(argv) < 3 or argv[1] != "hook" or argv[2] not in EVENTS or not hasattr(signal, "setitimer"):
        return False
    event = argv[2]
    budget = budget_s(event)
    home = _option(argv, "--home") or _setting("HIPPO_HOME") or str(Path.home() / ".hippocampus")
    _armed.update(event=event, budget=budget, home=home, client=(_option(argv, "--client") or "claude").strip().lower(),
                  started=time.monotonic() - (process_age() or 0.0))
    signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, max(0.001, budget + GRACE_S - (process_age() or 0.0)))
    return True


def disarm() -> None:
    if _armed and hasattr(signal, "setitimer"):
        signal.setitimer(signal.ITIMER_REAL, 0)
        _armed.clear()


def _expire(signum: int, frame: object) -> None:
    """Print the fallback (session-start) straight to fd 1, log, exit 0: nothing else runs."""
    event, budget = str(_armed.get("event")), float(str(_armed.get("budget")))
    if event == "session-start":
        out = json.dumps({"hookSpecificOutput": {"hookEventName": "SessionStart",
                                                 "additionalContext": FALLBACK.format(budget=budget)}}, ensure_ascii=False)
        os.write(1, (out + "\n").encode("utf-8"))
    line = log_line(_armed.get("client"), event, "timeout", float(str(_armed.get("started"))),
                    f"over the {budget:g} s budget while starting (counted from process start); "
                    + ("printed that no part was finished" if event == "session-start" else "printed nothing"))
    for path in (Path(str(_armed.get("home"))).expanduser() / "logs" / "hooks.log", fallback_log()):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "a", encoding="utf-8") as fh:
                fh.write(line + "\n")
            break
        except OSError:
            continue
    else:
        os.write(2, f"hippo hook: could not write the hook log: {line}\n".encode())
    os._exit(0)  # no buffered output, no thread, no atexit: the client is waiting
