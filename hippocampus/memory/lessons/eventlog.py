"""The append-only event log: month-rotated JSONL with per-line checksums and id dedupe shards.

Layout under a project store::

    events/2026/08/events.jsonl   one event per line, {..., "crc": <sha256[:16] of the rest>}
    event-ids/ab.jsonl            dedupe shard: {"id": ..., "seq": ...} for ids hashing to "ab"
    event-ids/HEAD                the last seq copied into the shards

Rotation is by the month of the append, never by size (seed 003). ``seq`` is global across
months. Appends happen only under the store's write lock (the caller holds it).

Crash safety: the event line is written and fsynced first, then the shard entry, then HEAD.
A crash in between leaves HEAD behind the log; the next writer copies the missing ids into
the shards before it checks for duplicates, so a retried event is still recognised. A crash
in the middle of a line leaves a partial last line without a newline; the next writer cuts
it off (it was never acknowledged) and the reader reports it.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from hippocampus.errors import HippoError
from hippocampus.memory.lessons.model import Event, canonical_json, sha256_text

EVENTS = "events"
IDS = "event-ids"
LOG_NAME = "events.jsonl"


class EvidenceUnavailable(HippoError):
    """The event log cannot be read or written: promotion must fail closed."""


def line_crc(payload: dict) -> str:
    return sha256_text(canonical_json(payload))[:16]


def encode_event(event: Event) -> str:
    payload = event.payload()
    return json.dumps({**payload, "crc": line_crc(payload)}, ensure_ascii=False, separators=(",", ":")) + "\n"


def decode_line(line: str) -> Event:
    """Parse and verify one log line; raises ValueError on any damage."""
    data = json.loads(line)
    if not isinstance(data, dict):
        raise ValueError("not an object")
    crc = data.pop("crc", None)
    if crc != line_crc(data):
        raise ValueError("checksum mismatch")
    return Event.from_payload(data)


@dataclass
class ReadReport:
    events: list[Event] = field(default_factory=list)
    files: int = 0
    corrupt_lines: list[str] = field(default_factory=list)  # "path:line: reason"
    partial_tail: list[str] = field(default_factory=list)
    out_of_order: int = 0

    @property
    def clean(self) -> bool:
        return not self.corrupt_lines and not self.out_of_order

    def problems(self) -> list[str]:
        out = list(self.corrupt_lines)
        out += [f"{p}: unterminated last line (an append that never completed)" for p in self.partial_tail]
        if self.out_of_order:
            out.append(f"{self.out_of_order} events out of sequence order")
        return out


def month_files(store: Path) -> list[Path]:
    base = store / EVENTS
    if not base.is_dir():
        return []
    return sorted(base.glob(f"[0-9][0-9][0-9][0-9]/[0-9][0-9]/{LOG_NAME}"))


def _last_complete_line(path: Path) -> str | None:
    """The last newline-terminated line of a file (reads backwards in blocks)."""
    with path.open("rb") as fh:
        fh.seek(0, os.SEEK_END)
        end = fh.tell()
        buf = b""
        pos = end
        while pos > 0:
            step = min(65536, pos)
            pos -= step
            fh.seek(pos)
            buf = fh.read(step) + buf
            complete = buf[: buf.rfind(b"\n") + 1] if b"\n" in buf else b""
            lines = complete.splitlines()
            if len(lines) >= 2 or (lines and pos == 0):
                return lines[-1].decode("utf-8")
        return None


class EventLog:
    """Reads and appends one project's event log. Appending requires the write lock."""

    def __init__(self, store: Path) -> None:
        self.store = Path(store)

    # ---- reading ------------------------------------------------------------------

    def read(self, after_seq: int = 0) -> ReadReport:
        """Every intact event with ``seq > after_seq``, in seq order, plus what was damaged."""
        report = ReadReport()
        try:
            files = month_files(self.store)
            for path in files:
                report.files += 1
                data = path.read_bytes()
                text = data.decode("utf-8", errors="replace")
                lines = text.split("\n")
                if lines and lines[-1] != "":
                    report.partial_tail.append(str(path.relative_to(self.store)))
                lines = lines[:-1]
                for n, line in enumerate(lines, 1):
                    if not line.strip():
                        continue
                    try:
                        event = decode_line(line)
                    except (ValueError, KeyError, TypeError) as exc:
                        report.corrupt_lines.append(f"{path.relative_to(self.store)}:{n}: {exc}")
                        continue
                    if event.seq > after_seq:
                        report.events.append(event)
        except OSError as exc:
            raise EvidenceUnavailable(f"event log unreadable: {exc}") from exc
        before = [e.seq for e in report.events]
        report.events.sort(key=lambda e: e.seq)
        report.out_of_order = sum(1 for a, b in itertools.pairwise(before) if b <= a)
        return report

    def iter_events(self) -> Iterator[Event]:
        yield from self.read().events

    # ---- appending (caller holds the write lock) -----------------------------------

    def repair_tail(self) -> list[str]:
        """Cut an unterminated last line off every month file; returns what was cut."""
        cut: list[str] = []
        for path in month_files(self.store):
            with path.open("rb+") as fh:
                fh.seek(0, os.SEEK_END)
                size = fh.tell()
                if size == 0:
                    continue
                fh.seek(size - 1)
                if fh.read(1) == b"\n":
                    continue
                fh.seek(0)
                data = fh.read()
                keep = data.rfind(b"\n") + 1
                fh.truncate(keep)
                fh.flush()
                os.fsync(fh.fileno())
                cut.append(f"{path.relative_to(self.store)}: {size - keep} bytes")
        return cut

    def last_seq(self) -> int:
        best = 0
        for path in month_files(self.store):
            line = _last_complete_line(path)
            if line:
                try:
                    best = max(best, int(json.loads(line)["seq"]))
                except (ValueError, KeyError, TypeError) as exc:
                    raise EvidenceUnavailable(f"{path}: last event unreadable ({exc}); run `hippo lessons status`") from exc
        return best

    def _shard(self, event_id: str) -> Path:
        return self.store / IDS / f"{sha256_text(event_id)[:2]}.jsonl"

    def _head(self) -> int:
        try:
            return int((self.store / IDS / "HEAD").read_text("utf-8").strip() or 0)
        except (OSError, ValueError):
            return 0

    def _set_head(self, seq: int) -> None:
        head = self.store / IDS / "HEAD"
        tmp = head.with_suffix(".tmp")
        tmp.write_text(str(seq), "utf-8")
        os.replace(tmp, head)

    def _index_ids(self, events: list[Event]) -> None:
        by_shard: dict[Path, list[str]] = {}
        for e in events:
            by_shard.setdefault(self._shard(e.event_id), []).append(json.dumps({"id": e.event_id, "seq": e.seq}) + "\n")
        for path, lines in by_shard.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as fh:
                fh.writelines(lines)
                fh.flush()
                os.fsync(fh.fileno())

    def catch_up_ids(self, last: int) -> None:
        """Copy ids of events the shards have not seen (after a crash between the two writes)."""
        head = self._head()
        if head >= last:
            return
        missing = [e for e in self.read(after_seq=head).events if e.seq <= last]
        self._index_ids([e for e in missing if not self.seen(e.event_id)])
        self._set_head(last)

    def _shard_ids(self, event_id: str) -> set[str]:
        path = self._shard(event_id)
        if not path.is_file():
            return set()
        ids = set()
        for line in path.read_text("utf-8").splitlines():
            try:
                ids.add(json.loads(line)["id"])
            except (ValueError, KeyError, TypeError):
                continue  # a torn shard line: its event is re-indexed by catch_up_ids
        return ids

    def seen(self, event_id: str) -> bool:
        return event_id in self._shard_ids(event_id)

    def append(self, events: list[Event], *, now: datetime | None = None) -> None:
        """Append events (seq already assigned) to this month's file, then index their ids."""
        if not events:
            return
        moment = (now or datetime.now(UTC)).astimezone(UTC)
        path = self.store / EVENTS / f"{moment:%Y}" / f"{moment:%m}" / LOG_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        data = "".join(encode_event(e) for e in events).encode("utf-8")
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        self._index_ids(events)
        self._set_head(events[-1].seq)
