"""The lesson store's write lock: one writer at a time, never stuck after a crash.

``fcntl.flock`` on ``.write-lock``: the kernel drops the lock when the holding process dies
(SIGKILL, OOM, power loss of the process), so a crashed writer cannot leave it held. After
acquiring, the holder writes its pid, host and start time into the file; a waiter that times
out reads them and says who holds the lock and whether that owner still exists (a *stale
owner* is a pid that is gone while the lock is still held — only possible when the lock was
inherited by a forked child — and is reported as such rather than broken: taking a lock from
a live process would let two writers interleave).
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from hippocampus.errors import HippoError

POLL_SECONDS = 0.02


class LockTimeout(HippoError):
    """The write lock could not be taken in time; the message names the holder."""


@dataclass(frozen=True)
class Owner:
    pid: int
    host: str
    since: float
    purpose: str

    @property
    def alive(self) -> bool | None:
        """Whether the owner process exists (``None`` when it runs on another host)."""
        if self.host != socket.gethostname():
            return None
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True


def read_owner(path: Path) -> Owner | None:
    try:
        data = json.loads(path.read_text("utf-8") or "{}")
        return Owner(int(data["pid"]), str(data["host"]), float(data["since"]), str(data.get("purpose", "")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


class WriteLock:
    """``with WriteLock(path, timeout=10, purpose="record"):`` — exclusive, blocking up to ``timeout``."""

    def __init__(self, path: Path, *, timeout: float = 30.0, purpose: str = "write") -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.purpose = purpose
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise LockTimeout(self._held_message()) from None
                time.sleep(POLL_SECONDS)
        owner = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time(), "purpose": self.purpose}
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(owner).encode(), 0)
        self._fd = fd

    def _held_message(self) -> str:
        owner = read_owner(self.path)
        if owner is None:
            return f"lesson store is locked ({self.path}); the holder left no owner record"
        held = time.time() - owner.since
        state = {True: "running", False: "gone (stale owner: the lock is held by an inherited descriptor)", None: "on another host"}[owner.alive]
        return (
            f"lesson store is locked by pid {owner.pid} on {owner.host} for {owner.purpose!r}, "
            f"held {held:.1f}s, owner {state}; waited {self.timeout:.1f}s"
        )

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            os.ftruncate(self._fd, 0)
            fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            os.close(self._fd)
            self._fd = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> WriteLock:
        self.acquire()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()
