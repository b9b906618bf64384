"""One exclusive write lock between processes, never stuck after a crash, always saying who holds it.

``fcntl.flock`` on a lock file: the kernel drops the lock when the holding process dies
(SIGKILL, OOM), so a crashed writer cannot leave it held. A lock belongs to an open file
description, so two threads of one process that each take a :class:`WriteLock` exclude each
other too. After acquiring, the holder writes its pid, host, start time and purpose into the
file; a waiter reads them to say who it is waiting for (``on_wait``, once, after
``notice_after`` seconds) and, when it gives up, who held the lock. A *stale owner* is a pid
that is gone while the lock is still held (only possible when a forked child inherited the
descriptor); it is reported as such rather than broken: taking a lock from a live process
would let two writers interleave.

Used by the vault writer (``.git/hippocampus/lock``) and the lesson store (``.write-lock``).
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import time
from collections.abc import Callable
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

    def describe(self) -> str:
        state = {True: "running", False: "gone (stale owner: the lock is held by an inherited descriptor)",
                 None: "on another host"}[self.alive]
        return f"pid {self.pid} on {self.host} ({self.purpose}), held {time.time() - self.since:.1f}s, owner {state}"


def read_owner(path: Path) -> Owner | None:
    try:
        data = json.loads(path.read_text("utf-8") or "{}")
        return Owner(int(data["pid"]), str(data["host"]), float(data["since"]), str(data.get("purpose", "")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


class WriteLock:
    """``with WriteLock(path, timeout=10, purpose="record"):`` — exclusive, blocking up to ``timeout``.

    ``what`` names the locked thing in messages; ``error`` is the exception raised on timeout;
    ``on_wait(message)`` is called once when the wait passes ``notice_after`` seconds."""

    def __init__(
        self, path: Path, *, timeout: float = 30.0, purpose: str = "write", what: str = "lesson store",
        error: type[LockTimeout] = LockTimeout, on_wait: Callable[[str], None] | None = None, notice_after: float = 1.0,
    ) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.purpose = purpose
        self.what = what
        self.error = error
        self.on_wait = on_wait
        self.notice_after = notice_after
        self.waited = 0.0
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        start = time.monotonic()
        noticed = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                waited = time.monotonic() - start
                if waited >= self.timeout:
                    os.close(fd)
                    raise self.error(self._held_message()) from None
                if not noticed and self.on_wait is not None and waited >= self.notice_after:
                    noticed = True
                    self.on_wait(self._waiting_message())
                time.sleep(POLL_SECONDS)
        self.waited = time.monotonic() - start
        owner = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time(), "purpose": self.purpose}
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(owner).encode(), 0)
        self._fd = fd

    def _holder(self) -> str:
        owner = read_owner(self.path)
        return "a holder that left no owner record" if owner is None else owner.describe()

    def _waiting_message(self) -> str:
        return f"waiting for the {self.what} write lock ({self.path}), held by {self._holder()}; giving up after {self.timeout:.0f}s"

    def _held_message(self) -> str:
        owner = read_owner(self.path)
        if owner is None:
            return f"{self.what} is locked ({self.path}); the holder left no owner record; waited {self.timeout:.1f}s"
        return f"{self.what} is locked by {owner.describe()}; waited {self.timeout:.1f}s"

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            os.ftruncate(self._fd, 0)
            fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            os.close(self._fd)
            self._fd = None

    def __del__(self) -> None:
        # A holder dropped without release (an exception path that never reached close):
        # the descriptor is closed with the object, so the lock cannot outlive it.
        if self._fd is not None:
            self.release()

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> WriteLock:
        self.acquire()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()
