"""One exclusive write lock between processes, never stuck after a crash, always saying who holds it.

``fcntl.flock`` on a lock file: the kernel drops the lock when the holding process dies
(SIGKILL, OOM), so a crashed writer cannot leave it held. A lock belongs to an open file
description, so two threads of one process that each take a :class:`WriteLock` exclude each
other too. After acquiring, the holder writes its pid, host, start time and purpose into the
file; a waiter reads them to say who it is waiting for (``on_wait``, once after
``notice_after`` seconds, then every ``say_every`` seconds if given) and, when it gives up, who
held the lock. A clean release empties the file, so an owner record found by the next holder
belongs to a process that died holding the lock: the new holder keeps it as
:attr:`WriteLock.reclaimed` (who, since when, how long the waiter waited) for its log. A *stale
owner* is a pid that is gone while the lock is still held (only possible when a forked child
inherited the descriptor); it is reported as such rather than broken: taking a lock from a live
process would let two writers interleave.

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


#: Seconds a process may seem to have started after a record it wrote (the boot time is whole seconds).
START_SLACK_S = 2.0


def pid_alive(pid: object, since: float | None = None) -> bool:
    """Whether process ``pid`` exists on this host (signal 0): another user's live process
    counts as alive; anything that is not a positive int does not. ``since``: when the record
    naming ``pid`` was written (Unix time; its writer ran then): a process that started later
    is another one that reuses a dead writer's pid (Linux ``/proc``; elsewhere not judged)."""
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's live process
        pass
    if since is not None:
        started = process_started(pid)
        if started is not None and started > since + START_SLACK_S:
            return False
    return True


def process_started(pid: int) -> float | None:
    """When process ``pid`` started (Unix time), from ``/proc``; ``None`` where that cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        with open("/proc/stat", "rb") as fh:
            boot = next(float(line.split()[1]) for line in fh if line.startswith(b"btime "))
        return boot + int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return None


def iso_time(value: object) -> float | None:
    """An ISO-8601 time of a record (``started``, ``updated``) as Unix time, or ``None``."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(str(value)).timestamp() if value else None
    except ValueError:
        return None


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
        return pid_alive(self.pid)

    def describe(self) -> str:
        state = {True: "running", False: "gone (stale owner: the lock is held by an inherited descriptor)",
                 None: "on another host"}[self.alive]
        return f"pid {self.pid} on {self.host} ({self.purpose}), held {time.time() - self.since:.1f}s, owner {state}"


def _parse_owner(raw: bytes | str) -> Owner | None:
    try:
        data = json.loads(raw or "{}")
        return Owner(int(data["pid"]), str(data["host"]), float(data["since"]), str(data.get("purpose", "")))
    except (ValueError, KeyError, TypeError):
        return None


def read_owner(path: Path) -> Owner | None:
    """The owner record in the lock file (the holder's, or that of a holder that died holding it)."""
    try:
        return _parse_owner(path.read_bytes())
    except OSError:
        return None


def current_holder(path: Path) -> Owner | bool:
    """Who holds the lock right now: the :class:`Owner`, ``True`` when it is held by a holder that
    left no record, ``False`` when nobody holds it (whatever record a dead holder left).

    Probes with a non-blocking shared lock on a descriptor of its own: it never waits and is
    released at once (a writer polling for the lock at that instant simply tries again)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return read_owner(path) or True
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


@dataclass(frozen=True)
class Reclaimed:
    """A lock whose previous holder died holding it (its owner record was never cleared)."""

    owner: Owner
    at: float  # when this process took the lock over (epoch seconds)
    waited: float  # how long this process waited for it

    def describe(self, what: str = "the lock") -> str:
        since = time.strftime("%H:%M:%S", time.localtime(self.owner.since))
        taken = time.strftime("%H:%M:%S", time.localtime(self.at))
        return (f"{what} was held by pid {self.owner.pid} on {self.owner.host} ({self.owner.purpose}) since {since}, "
                f"which died holding it; reclaimed at {taken} after waiting {self.waited:.1f}s")


class WriteLock:
    """``with WriteLock(path, timeout=10, purpose="record"):`` — exclusive, blocking up to ``timeout``.

    ``what`` names the locked thing in messages; ``error`` is the exception raised on timeout;
    ``on_wait(message)`` is called once when the wait passes ``notice_after`` seconds, and again
    every ``say_every`` seconds when that is given."""

    def __init__(
        self, path: Path, *, timeout: float = 30.0, purpose: str = "write", what: str = "lesson store",
        error: type[LockTimeout] = LockTimeout, on_wait: Callable[[str], None] | None = None, notice_after: float = 1.0,
        say_every: float | None = None,
    ) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.purpose = purpose
        self.what = what
        self.error = error
        self.on_wait = on_wait
        self.notice_after = notice_after
        self.say_every = say_every
        self.waited = 0.0
        #: set by :meth:`acquire` when the previous holder died holding the lock
        self.reclaimed: Reclaimed | None = None
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        start = time.monotonic()
        next_notice: float | None = self.notice_after
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                waited = time.monotonic() - start
                if waited >= self.timeout:
                    os.close(fd)
                    raise self.error(self._held_message()) from None
                if next_notice is not None and self.on_wait is not None and waited >= next_notice:
                    next_notice = waited + self.say_every if self.say_every else None
                    self.on_wait(self._waiting_message(waited))
                time.sleep(POLL_SECONDS)
        self.waited = time.monotonic() - start
        # Trigger: an owner record is still in the file we now hold. Why: a clean release
        # empties it, so its writer died holding the lock (the kernel released it). Outcome: kept
        # as `reclaimed` so the new holder's log says who held it and when it was taken over.
        previous = _parse_owner(os.pread(fd, 4096, 0))
        self.reclaimed = Reclaimed(previous, time.time(), self.waited) if previous is not None else None
        owner = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time(), "purpose": self.purpose}
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(owner).encode(), 0)
        self._fd = fd

    def _holder(self) -> str:
        owner = read_owner(self.path)
        return "a holder that left no owner record" if owner is None else owner.describe()

    def _waiting_message(self, waited: float = 0.0) -> str:
        return (f"waiting for the {self.what} write lock ({self.path}), held by {self._holder()}; "
                f"waited {waited:.0f}s, giving up after {self.timeout:.0f}s")

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
