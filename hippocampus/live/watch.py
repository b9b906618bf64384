"""The vault watcher: file-system events (``watchfiles``: inotify, FSEvents, …) in a thread,
turned into vault-relative paths for a sink; polling where events are missing; restarted when
it dies.

Modes (``HIPPO_WATCH``): ``events``; ``poll`` (stat every file every ``HIPPO_WATCH_POLL_S``);
``auto`` — events, except on a network or synced file system (NFS, SMB/CIFS, FUSE mounts such
as sshfs or rclone, 9p, WebDAV), where another machine's writes raise no local event, and when
the event backend cannot start (e.g. the inotify watch limit); ``off``.

Failure modes, each logged and shown in the status:

* the watch loop raises → restarted after a backoff (1 s, doubling to 30 s);
* the vault folder is replaced (a fresh clone, a sync tool recreating it: the events of the old
  folder stop silently) → noticed by its (device, inode) within ``CHECK_MS``, restarted;
* the vault folder is gone → waits for it to come back.

Every start after the first calls ``on_restart``: changes made while no watch was running are
unknown, so the owner rescans the vault (store/scan.py's stat cache makes that cheap).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hippocampus.live.paths import for_index, for_rescan, for_triggers, vault_relative

log = logging.getLogger("hippocampus.live")
logging.getLogger("watchfiles.main").setLevel(logging.WARNING)  # "1 change detected" per event otherwise

MODES = ("auto", "events", "poll", "off")
#: File-system types whose remote writes raise no local event.
NETWORK_FS = frozenset({"nfs", "nfs4", "cifs", "smb", "smb2", "smb3", "smbfs", "9p", "davfs", "fuse.davfs2", "afs", "ceph",
                        "glusterfs", "fuse.glusterfs", "fuse.sshfs", "sshfs", "fuse.rclone", "fuse.s3fs", "fuse.gcsfuse",
                        "fuse.dropbox", "fuse.onedriver", "fuse.google-drive-ocamlfuse", "vboxsf", "prl_fs", "vmhgfs"})
#: Grouping of events: yield ``STEP_MS`` after the last one, at most ``DEBOUNCE_MS`` after the first.
STEP_MS = 50
DEBOUNCE_MS = 800
#: How often the loop wakes without events to check the vault folder's identity and the stop flag.
CHECK_MS = 2000
BACKOFF_S = (1.0, 2.0, 4.0, 8.0, 16.0, 30.0)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def mount_type(path: Path, mounts: str = "/proc/mounts") -> str | None:
    """The file-system type of the mount holding ``path`` (Linux; ``None`` elsewhere)."""
    try:
        lines = Path(mounts).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return None
    target = str(Path(path).resolve())
    best, kind = "", None
    for line in lines:
        parts = line.split()
        if len(parts) < 3:
            continue
        point = parts[1].replace("\\040", " ")
        if (target == point or target.startswith(point.rstrip("/") + "/")) and len(point) > len(best):
            best, kind = point, parts[2]
    return kind


def choose_mode(mode: str, root: Path) -> tuple[str, str | None]:
    """(``events`` | ``poll``, why polling) for a configured mode other than ``off``."""
    if mode == "poll":
        return "poll", "HIPPO_WATCH=poll"
    if mode == "events":
        return "events", None
    kind = mount_type(root)
    if kind and (kind in NETWORK_FS or kind.startswith("fuse.")):
        return "poll", f"the vault is on a {kind} file system, whose remote changes raise no local events"
    return "events", None


@dataclass(frozen=True)
class Identity:
    dev: int
    ino: int


def identity(root: Path) -> Identity | None:
    try:
        st = os.stat(root)
    except OSError:
        return None
    return Identity(st.st_dev, st.st_ino)


class RootReplaced(RuntimeError):
    """The vault folder is no longer the one being watched."""


Sink = Callable[[set[str]], None]


class VaultWatcher:
    """Watch ``root`` in a daemon thread; ``sink`` gets the vault-relative paths that changed
    (only those :func:`~hippocampus.live.paths.for_index` or ``for_triggers`` keep)."""

    def __init__(self, root: Path, sink: Sink, *, mode: str = "auto", poll_s: float = 2.0, exclude: Iterable[Path] = (),
                 on_restart: Callable[[], None] | None = None) -> None:
        if mode not in MODES or mode == "off":
            raise ValueError(f"watch mode must be one of auto, events, poll (got {mode!r})")
        self.root = Path(root).resolve()
        self.sink = sink
        self.configured = mode
        self.poll_s = poll_s
        self.exclude = [str(Path(p).expanduser().resolve()) for p in exclude]
        self.on_restart = on_restart
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.mode, self.poll_reason = choose_mode(mode, self.root)
        self.state = "stopped"
        self.started: str | None = None
        self.restarts = 0
        self.last_error: str | None = None
        self.last_event: dict[str, Any] | None = None
        self.events = 0

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._supervise, name="hippo-watch", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        self.state = "stopped"

    @property
    def alive(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def status(self) -> dict[str, Any]:
        with self._lock:
            return {"state": self.state, "mode": self.mode, "configured": self.configured, "poll_reason": self.poll_reason,
                    "poll_s": self.poll_s if self.mode == "poll" else None, "started": self.started, "restarts": self.restarts,
                    "last_error": self.last_error, "last_event": self.last_event, "events": self.events}

    # ------------------------------------------------------------------ the loop
    def _supervise(self) -> None:
        attempt = 0
        first = True
        while not self._stop.is_set():
            ident = identity(self.root)
            if ident is None:
                self._set("waiting", f"the vault folder {self.root} is missing; waiting for it")
                self._stop.wait(CHECK_MS / 1000)
                continue
            if not first and self.on_restart is not None:
                self._safe(self.on_restart)
            first = False
            self._set("running")
            began = time.monotonic()
            try:
                self._watch_once(ident)
                if self._stop.is_set():
                    break
                raise RuntimeError("the watch loop ended by itself")
            except RootReplaced as exc:
                attempt = 0
                self._restarting(exc, 0.0)
                continue
            except Exception as exc:  # noqa: BLE001 - any failure of the backend: log it, restart
                if self.mode == "events" and self.configured == "auto" and time.monotonic() - began < 1.0 and not self.restarts:
                    # Trigger: the event backend failed at once (inotify watch limit, unsupported
                    # file system). Why: polling still converges. Outcome: polling, with the reason.
                    self.mode, self.poll_reason = "poll", f"file-system events unavailable ({type(exc).__name__}: {exc})"
                if time.monotonic() - began > 60:
                    attempt = 0  # it ran a while: a fresh failure, not a crash loop
                pause = BACKOFF_S[min(attempt, len(BACKOFF_S) - 1)]
                attempt += 1
                self._restarting(exc, pause)
                self._stop.wait(pause)
        self._set("stopped")

    def _watch_once(self, ident: Identity) -> None:
        from watchfiles import watch

        root = str(self.root)
        polling = self.mode == "poll"
        for changes in watch(root, watch_filter=None, debounce=DEBOUNCE_MS, step=STEP_MS, stop_event=self._stop,
                             rust_timeout=CHECK_MS, yield_on_timeout=True, raise_interrupt=False, force_polling=polling,
                             poll_delay_ms=int(self.poll_s * 1000), ignore_permission_denied=True):
            if self._stop.is_set():
                return
            if identity(self.root) != ident:
                raise RootReplaced(f"the vault folder {root} was replaced or removed")
            rels = {rel for _, path in changes if (rel := vault_relative(root, path, self.exclude)) is not None
                    and (for_index(rel) or for_triggers(rel) or for_rescan(rel))}
            if rels:
                with self._lock:
                    self.events += len(rels)
                    self.last_event = {"at": now_iso(), "path": sorted(rels)[0], "paths": len(rels)}
                self._safe(self.sink, rels)

    # ------------------------------------------------------------------ helpers
    def _set(self, state: str, error: str | None = None) -> None:
        with self._lock:
            changed = state != self.state
            self.state = state
            if state == "running":
                self.started = now_iso()
            if error:
                self.last_error = error
        if changed and state == "waiting" and error:
            log.warning("%s", error)
        elif changed and state == "running":
            how = f"polling every {self.poll_s:g} s ({self.poll_reason})" if self.mode == "poll" else "file-system events"
            log.info("watching %s (%s)%s", self.root, how, f"; restart {self.restarts}" if self.restarts else "")

    def _restarting(self, exc: BaseException, pause: float) -> None:
        error = f"{type(exc).__name__}: {exc}"
        with self._lock:
            self.restarts += 1
            self.last_error = error
            self.state = "restarting"
        log.warning("the vault watcher stopped (%s); restarting%s", error, f" in {pause:.0f} s" if pause else "")

    @staticmethod
    def _safe(fn: Callable[..., Any], *args: Any) -> None:
        try:
            fn(*args)
        except Exception:
            log.exception("a vault change could not be handed on")
