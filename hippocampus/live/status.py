"""The live service's state as another process sees it (``hippo status``): read from
``$HIPPO_HOME/live.json`` (written by :class:`hippocampus.live.service.LiveIndex`) and put in words."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hippocampus.locks import iso_time, pid_alive

STATE_FILE = "live.json"


def read_state(home: Path) -> dict[str, Any] | None:
    """The live service's last written state, with ``alive`` (its process still runs); None when
    no live service ever ran for this ``HIPPO_HOME``."""
    try:
        data = json.loads((Path(home) / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    pid = data.get("pid")
    alive = isinstance(pid, int) and pid_alive(pid, iso_time(data.get("started"))) and data.get("state") != "stopped"
    data["alive"] = alive
    if not alive and data.get("state") != "stopped":
        data["state"] = "gone"  # killed: its last word is all there is
    return data




def _ago(iso: str | None, now: datetime | None = None) -> str:
    if not iso:
        return "never"
    try:
        then = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    seconds = ((now or datetime.now(UTC)) - then).total_seconds()
    if seconds < 90:
        return f"{seconds:.1f} s ago"
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{seconds / size:.0f} {unit} ago"
    return f"{seconds:.0f} s ago"


def lines(state: dict[str, Any] | None, now: datetime | None = None, current: str | None = None) -> list[str]:
    """``hippo status``'s lines about the live vault; ``current``: the store's current
    materialization (another ``hippo index`` may have published one after the service's own)."""
    if state is None:
        return ["live vault: not running (start `hippo up` or `hippo serve`; `hippo index` indexes by hand)"]
    if not state.get("alive"):
        word = "stopped" if state.get("state") == "stopped" else f"not running (its process {state.get('pid')} is gone)"
        return [f"live vault: {word}; last update {_ago(state.get('updated'), now)}"]
    watcher = state.get("watcher") or {}
    if watcher.get("state") == "off":
        how = "watcher off (--no-watch / HIPPO_WATCH=off): gateway writes and hippo_reindex only"
    else:
        mode = f"polling every {watcher.get('poll_s')} s ({watcher.get('poll_reason')})" if watcher.get("mode") == "poll" else "file-system events"
        how = f"watcher {watcher.get('state')} ({mode}"
        how += f"; restarted {watcher['restarts']}x, last: {watcher.get('last_error')})" if watcher.get("restarts") else ")"
    out = [f"live vault: {state.get('state')}, pid {state.get('pid')}; {how}"]
    change = state.get("last_change")
    seen = "none yet"
    if change:
        more = f" (+{change['paths'] - 1} more)" if int(change.get("paths") or 1) > 1 else ""
        seen = f"{change.get('path')}{more}, {_ago(change.get('at'), now)}"
    pending = state.get("pending") or {}
    waiting = ""
    if pending.get("paths"):
        waiting = f", waiting {pending.get('waiting_s')} s: {', '.join(pending.get('sample') or [])}"
    out.append(f"  last change seen: {seen}; pending: {pending.get('paths', 0)} path(s){waiting}")
    run = state.get("last_run")
    if run:
        out.append(f"  last run: {run.get('reason')}, {run.get('seconds')} s, +{run.get('added')} ~{run.get('changed')} -{run.get('removed')}, "
                   f"embedded {run.get('embedded')}, finished {_ago(run.get('finished'), now)}")
    served = state.get("materialization")
    if served:
        from hippocampus.store.manifest import id_time

        def age(mid: Any) -> str:
            try:
                return _ago(id_time(str(mid)).isoformat(), now)
            except ValueError:
                return "?"

        # Trigger: a `hippo index` run beside the service published after the service's last run.
        # Why: searches lease the current materialization, so that one is served; the state file
        # still names the service's own (a new user read "published 12 min ago"). Outcome: the current one.
        if current and current != served.get("id"):
            out.append(f"  served materialization: {current}, published {age(current)} by another index run "
                       f"(the service's last: {served.get('id')})")
        else:
            out.append(f"  served materialization: {served.get('id')}, published {age(served.get('id'))}")
    error = state.get("last_error")
    if error:
        out.append(f"  last error: {error.get('error')} (retry in {error.get('retry_in_s')} s)")
    return out
