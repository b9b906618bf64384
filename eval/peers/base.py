"""The one small interface every system in the peer benchmark implements.

A driver indexes a folder of Markdown notes (``docs_dir``, the vault an adapter in
``hippocampus/evaluation/datasets.py`` wrote), re-indexes after one note changed, and answers queries with a
ranked list of note paths relative to ``docs_dir`` (the golden set's ids). Each driver runs
in its own worker process (``eval/peers/worker.py``) so peak RSS is per system; peers run in
their own environments behind small helper processes (``qmd_helper.mjs``, ``bm_helper.py``).

A mode a system cannot run here raises :class:`NotRunnable` with the exact reason; the
runner prints that reason in the table instead of leaving a gap.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
#: Where install.sh puts the peers (gitignored); HIPPO_BENCH_PEERS overrides.
PEERS_DIR = Path(os.environ.get("HIPPO_BENCH_PEERS", REPO / ".bench-peers"))


class NotRunnable(RuntimeError):
    """This system/mode cannot run on this machine; ``str(exc)`` says exactly why."""


@dataclass
class QueryResult:
    ranked: list[str]
    latency_ms: float
    abstained: bool | None = None  # None: the system has no abstention
    extra: dict[str, Any] = field(default_factory=dict)


class Driver:
    """Base class: subclasses set ``name`` and implement the methods below."""

    name = "driver"
    #: does ``query`` report abstention (return nothing when evidence is weak)?
    abstains = False

    def version(self) -> str:
        raise NotImplementedError

    def settings(self) -> dict[str, Any]:
        return {}

    def check(self) -> None:
        """Raise :class:`NotRunnable` when the system/mode cannot run here."""

    def build(self, docs_dir: Path, work: Path, scopes: Sequence[str]) -> dict[str, Any]:
        """Index every note under ``docs_dir``; ``scopes`` are the path prefixes queries
        will be restricted to (``[""]`` for none). Returns at least ``seconds``."""
        raise NotImplementedError

    def update_one(self, path: Path) -> dict[str, Any]:
        """``path`` (under ``docs_dir``) was just changed: re-index incrementally.
        Returns at least ``seconds``."""
        raise NotImplementedError

    def query(self, q: str, k: int, scope: str = "") -> QueryResult:
        raise NotImplementedError

    def index_paths(self) -> list[Path]:
        """Files/folders holding the index (for the size on disk)."""
        return []

    def peak_rss_kb(self) -> int:
        """Peak RSS of every process this system used (this one + its helpers)."""
        return self_peak_rss_kb()

    def cpu_seconds(self) -> float:
        """CPU time (user + system, all threads) the system has used so far. Less sensitive
        than wall time to the other jobs on a shared machine."""
        return time.process_time()

    def close(self) -> None:
        pass


def self_peak_rss_kb() -> int:
    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def dir_size(paths: Sequence[Path]) -> int:
    total = 0
    for p in paths:
        p = Path(p)
        if p.is_file():
            total += p.stat().st_size
        elif p.is_dir():
            for f in p.rglob("*"):
                if f.is_file() and not f.is_symlink():
                    total += f.stat().st_size
    return total


class JsonLineProcess:
    """A helper process speaking one JSON object per line each way (request → reply)."""

    def __init__(self, argv: Sequence[str], env: dict[str, str] | None = None, cwd: Path | None = None,
                 stderr_path: Path | None = None, timeout: float = 3600.0) -> None:
        self.argv = list(argv)
        self.timeout = timeout
        self._err = open(stderr_path, "ab") if stderr_path else subprocess.DEVNULL  # noqa: SIM115
        self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err,
                                     env=env, cwd=cwd, text=True, encoding="utf-8", bufsize=1)
        self.pid = self.proc.pid

    def call(self, op: str, timeout: float | None = None, **kw: Any) -> dict[str, Any]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps({"op": op, **kw}, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        line = _readline(self.proc, timeout or self.timeout)
        if not line:
            raise RuntimeError(f"{self.argv[0]} exited (code {self.proc.poll()}) during {op!r}")
        reply = json.loads(line)
        if not reply.get("ok"):
            raise RuntimeError(f"{op} failed: {reply.get('error')}\n{reply.get('trace', '')}")
        return reply

    def close(self) -> None:
        if self.proc.poll() is None:
            with contextlib.suppress(Exception):  # best effort; killed below
                self.call("close", timeout=60)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self._err is not subprocess.DEVNULL:
            self._err.close()


def _readline(proc: subprocess.Popen, timeout: float) -> str:
    out: list[str] = []

    def _read() -> None:
        out.append(proc.stdout.readline())

    t = threading.Thread(target=_read, daemon=True)
    t.start()
    t.join(timeout)
    if t.is_alive():
        proc.kill()
        raise TimeoutError(f"no reply within {timeout:.0f} s")
    return out[0]


def proc_peak_rss_kb(pid: int) -> int | None:
    """VmHWM of a live process (Linux), or None."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def proc_cpu_seconds(pid: int) -> float:
    """utime + stime (+ waited-for children) of a live process, from /proc (Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    ticks = sum(int(fields[i]) for i in (11, 12, 13, 14))  # utime stime cutime cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def timed(fn, *a, **kw) -> tuple[Any, float]:
    t0 = time.perf_counter()
    out = fn(*a, **kw)
    return out, time.perf_counter() - t0
