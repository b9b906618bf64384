"""Which Prefect API a run records itself in, and how a running service announces its own.

``hippo up``/``hippo schedule`` announce the API they use in ``HIPPO_HOME/prefect/server.json``
(:func:`announce`, removed by :func:`withdraw`). ``hippo run FLOW`` (:func:`api_for_run`) uses,
in this order: ``PREFECT_API_URL``; the API a running service announced for the same
``HIPPO_HOME`` (so the run shows in its UI); else a temporary API of its own
(:class:`flows.server.LocalPrefectServer` with ``temporary=True``) that dies with the run.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from flows.server import LocalPrefectServer
from hippocampus.locks import pid_alive

#: The file a long-running service (``hippo up``, ``hippo schedule``) announces its Prefect API in.
ANNOUNCE_FILE = "server.json"


def announce(home: Path, api_url: str, *, ui_url: str | None = None) -> Path:
    """Write ``HIPPO_HOME/prefect/server.json``: the Prefect API this long-running process
    (``hippo up``/``hippo schedule``) uses, so ``hippo run`` goes through it. Removed by
    :func:`withdraw`; a file left by a killed service is ignored (its pid is gone)."""
    path = Path(home).expanduser() / "prefect" / ANNOUNCE_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"api_url": api_url, "ui_url": ui_url, "pid": os.getpid(), "since": time.time()}), encoding="utf-8")
    os.replace(tmp, path)
    return path


def withdraw(home: Path) -> None:
    """Remove this process's announcement (another process's is left alone)."""
    path = Path(home).expanduser() / "prefect" / ANNOUNCE_FILE
    try:
        if json.loads(path.read_text(encoding="utf-8")).get("pid") == os.getpid():
            path.unlink()
    except (OSError, ValueError, AttributeError):
        pass




def announced_api(home: Path, *, timeout: float = 2.0) -> str | None:
    """The Prefect API URL a running ``hippo up``/``hippo schedule`` announced for this
    ``HIPPO_HOME``, if its process is alive and the API answers ``/health``; else ``None``."""
    path = Path(home).expanduser() / "prefect" / ANNOUNCE_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        url, pid = str(data["api_url"]), int(data["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not pid_alive(pid):
        return None
    try:
        if httpx.get(f"{url.rstrip('/')}/health", timeout=timeout).status_code == 200:
            return url
    except httpx.HTTPError:
        pass
    return None


@contextmanager
def api_for_run(home: Path, current: str | None) -> Iterator[tuple[str, str]]:
    """The Prefect API a one-off run (``hippo run``) records itself in, as ``(url, where)``:
    ``current`` (``PREFECT_API_URL``) when set; else the API a running service announced for
    this ``HIPPO_HOME`` (the run shows in that UI); else a temporary API started here and
    stopped on exit, which dies with this process if it is killed."""
    if current:
        yield current, "PREFECT_API_URL"
        return
    announced = announced_api(home)
    if announced:
        yield announced, "the running service (hippo up)"
        return
    server = LocalPrefectServer(home, port=None, ui=False, temporary=True)
    server.start(timeout=float(os.environ.get("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS") or 180))
    try:
        yield server.api_url, "a temporary local API"
    finally:
        _drain_prefect_workers()
        server.stop()


def _drain_prefect_workers(timeout: float = 5.0) -> None:
    """Send the run's queued logs and events before the temporary API stops (Prefect drains
    them at interpreter exit, which is after the server is gone). A failure only loses them."""
    try:
        from prefect.events.worker import EventsWorker
        from prefect.logging.handlers import APILogWorker

        APILogWorker.drain_all(timeout=timeout)
        EventsWorker.drain_all(timeout=timeout)
    except Exception as exc:  # noqa: BLE001 - reported (not through logging: it would go to the API); the run is over
        print(f"warning: could not send the last logs to the temporary Prefect API: {exc}", file=sys.stderr)
