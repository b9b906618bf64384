"""Progress of a running index build, for people and programs without a terminal.

The indexer calls ``progress(phase, done, total)`` (phases ``scan``, ``parse``, ``embed``;
``sections`` once before embedding: sections that already have a vector / all sections;
coverage during the run counts distinct embed inputs, so sections sharing one are
under-counted until the end).
:class:`ProgressReporter` turns those calls into

* a line (text, or one JSON object with ``--json``) on a stream at most every
  ``interval`` seconds per phase, plus the first and the last call of each phase:
  ``index embed 1,234/5,678 sections (22 %), 41.3/s, ETA 0:01:48, coverage 35 %``;
* the same figures in ``<HIPPO_HOME>/index-progress.json``, replaced atomically, which
  ``hippo status`` and the gateway's ``hippo_status`` read while a build runs
  (:func:`read_progress`: ``None`` when no build runs or its process is gone).

The clock is injectable so tests need no sleeping.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TextIO

from hippocampus.locks import iso_time, pid_alive

PROGRESS_FILE = "index-progress.json"


def progress_path(home: Path) -> Path:
    return Path(home) / PROGRESS_FILE


def _eta(seconds: float | None) -> str:
    return "-" if seconds is None else str(timedelta(seconds=round(seconds)))


class ProgressReporter:
    """A ``progress(phase, done, total)`` callback that prints and records at a steady pace."""

    def __init__(self, stream: TextIO | None, *, json_lines: bool = False, interval: float = 10.0,
                 path: Path | None = None, clock: Callable[[], float] = time.monotonic,
                 also: Callable[[str, int, int], None] | None = None, log: Callable[[str], None] | None = None):
        self.stream, self.json_lines, self.interval = stream, json_lines, interval
        self.path, self.clock, self.also, self.log = path, clock, also, log
        self.started: dict[str, float] = {}
        self.last_emit: dict[str, float] = {}
        self.sections: tuple[int, int] | None = None  # (with a vector before this run, all)
        self.event: dict[str, Any] = {}

    def __call__(self, phase: str, done: int, total: int) -> None:
        if self.also is not None:
            self.also(phase, done, total)
        if phase == "sections":
            self.sections = (done, total)
            return
        now = self.clock()
        first = phase not in self.started
        self.started.setdefault(phase, now)
        last = done >= total
        if not (first or last or now - self.last_emit.get(phase, now) >= self.interval):
            return
        self.last_emit[phase] = now
        self.event = self._event(phase, done, total, now)
        self._write()

    def _event(self, phase: str, done: int, total: int, now: float) -> dict[str, Any]:
        elapsed = now - self.started[phase]
        rate = done / elapsed if elapsed > 0 and done else None
        eta = (total - done) / rate if rate else None
        event: dict[str, Any] = {"event": "progress", "phase": phase, "done": done, "total": total,
                                 "rate_per_s": round(rate, 2) if rate else None,
                                 "eta_s": round(eta, 1) if eta is not None else None,
                                 "elapsed_s": round(elapsed, 1)}
        if phase == "embed" and self.sections is not None:
            before, all_sections = self.sections
            event["coverage"] = round((before + done) / all_sections, 4) if all_sections else 1.0
        return event

    def line(self) -> str:
        e = self.event
        unit = "sections" if e["phase"] == "embed" else "notes"
        pct = 100.0 * e["done"] / e["total"] if e["total"] else 100.0
        text = f"index {e['phase']} {e['done']:,}/{e['total']:,} {unit} ({pct:.0f} %)"
        text += f", {e['rate_per_s']:.1f}/s" if e["rate_per_s"] else ", -/s"
        text += f", ETA {_eta(e['eta_s'])}"
        if "coverage" in e:
            text += f", coverage {100 * e['coverage']:.0f} %"
        return text

    def _write(self) -> None:
        if self.stream is not None:
            self.stream.write((json.dumps(self.event) if self.json_lines else self.line()) + "\n")
            self.stream.flush()
        if self.log is not None:
            self.log(self.line())
        if self.path is not None:
            record = {**self.event, "pid": os.getpid(), "updated": datetime.now(UTC).isoformat(timespec="seconds")}
            try:
                _atomic_write(self.path, json.dumps(record))
            except OSError:  # HIPPO_HOME read-only or full: the printed progress still shows
                self.path = None

    def close(self) -> None:
        """The build ended: remove the progress file."""
        if self.path is not None:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()


def _atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)




def read_progress(home: Path) -> dict[str, Any] | None:
    """The running build's last progress record, or None (no build, or its process is gone)."""
    try:
        record = json.loads(progress_path(home).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    pid = record.get("pid") if isinstance(record, dict) else None
    if not isinstance(pid, int) or pid <= 0 or not pid_alive(pid, iso_time(record.get("updated"))):
        return None
    return record
