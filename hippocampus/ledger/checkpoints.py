"""Shared agent memory (seed 000 §7.1): checkpoints written by any agent, read in order by all.

Contract:

- ``record`` is idempotent on ``event_id``: a retry with the same event id and the same
  content returns the stored row (``status="duplicate"``); the same event id with different
  content is refused (an event id names one event).
- Every project has its own gap-free sequence ``pseq`` (1, 2, 3 …), assigned inside one
  IMMEDIATE transaction, so concurrent writers never share or skip a number.
- ``sync(project, since)`` returns the checkpoints after a cursor, in order, ``limit`` at a
  time with ``has_more``. Cursors are ``<generation>:<pseq>``; one whose generation is not the
  ledger's (issued before a restore) or which points past the end answers
  ``status="invalid_cursor"`` with a ``reset_cursor`` to read again from the start.
- A writer never moves its read cursor from a write response: ``written_seq`` is where the
  write landed, not what the writer has read (others may have written in between).
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.ledger.db import Ledger
from hippocampus.ledger.shared import generation
from hippocampus.vault import safety

KINDS = ("work", "conversation")
PROJECT_RE = re.compile(r"^[A-Za-z0-9가-힣][A-Za-z0-9가-힣._-]{0,63}$")
ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,127}$")
START = "0"


class CheckpointConflict(UsageError):
    """The event id was already used for different content."""


def check_project(project: str) -> str:
    if not PROJECT_RE.match(project or "") or ".." in project:
        raise UsageError(
            f"invalid project name {project!r}: use 1-64 letters, digits, '.', '_' or '-' (Korean allowed), starting with a letter or digit"
        )
    return project


def check_id(value: str, what: str) -> str:
    if not ID_RE.match(value or ""):
        raise UsageError(f"invalid {what} {value!r}: 1-128 characters of letters, digits and ._:@/+-")
    return value


def make_cursor(gen: str, pseq: int) -> str:
    return f"{gen}:{pseq}"


@dataclass(frozen=True)
class ParsedCursor:
    pseq: int | None  # None: invalid
    reason: str | None = None


def parse_cursor(cursor: str | None, gen: str) -> ParsedCursor:
    """``None``/``""``/``"0"`` mean the start; anything else must be ``<generation>:<pseq>``."""
    if cursor is None or cursor.strip() in ("", START):
        return ParsedCursor(0)
    text = cursor.strip()
    head, sep, tail = text.rpartition(":")
    if not sep or not tail.isdigit():
        return ParsedCursor(None, f"cursor {text!r} is not a cursor returned by hippo_sync")
    if head != gen:
        return ParsedCursor(None, "the ledger was restored from a snapshot since this cursor was issued (generation changed)")
    return ParsedCursor(int(tail))


def _digest(kind: str, session_id: str, summary: str, details: dict[str, Any]) -> str:
    blob = json.dumps([kind, session_id, summary, details], ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _item(row: sqlite3.Row, gen: str) -> dict[str, Any]:
    return {
        "seq": row["pseq"],
        "cursor": make_cursor(gen, row["pseq"]),
        "kind": row["kind"],
        "session_id": row["session_id"],
        "event_id": row["event_id"],
        "agent": row["agent"],
        "base_cursor": row["base_cursor"],
        "summary": row["summary"],
        "details": json.loads(row["details"] or "{}"),
        "created": row["created"],
    }


def record(
    ledger: Ledger,
    *,
    project: str,
    kind: str,
    session_id: str,
    event_id: str,
    summary: str,
    agent: str | None = None,
    base_cursor: str | None = None,
    details: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Store one checkpoint (or return the stored one for a retried ``event_id``)."""
    check_project(project)
    check_id(session_id, "session_id")
    check_id(event_id, "event_id")
    if kind not in KINDS:
        raise UsageError(f"kind must be one of {', '.join(KINDS)}")
    # every field other agents read back is screened, not only the summary (issue 23)
    safety.check_fields([("summary", summary, safety.MAX_SUMMARY_BYTES), ("agent", agent, safety.MAX_LINE_BYTES),
                         ("session_id", session_id, safety.MAX_LINE_BYTES), ("event_id", event_id, safety.MAX_LINE_BYTES),
                         ("details", json.dumps(details or {}, ensure_ascii=False), safety.MAX_SUMMARY_BYTES * 4)])
    details = details or {}
    digest = _digest(kind, session_id, summary, details)
    gen = generation(ledger)
    with ledger.write() as conn:
        row = conn.execute("SELECT * FROM checkpoints WHERE event_id = ?", (event_id,)).fetchone()
        if row is not None:
            if row["digest"] != digest or row["project"] != project:
                raise CheckpointConflict(
                    f"event_id {event_id!r} was already stored with different content (project {row['project']!r}, seq {row['pseq']}); "
                    "use a new event_id for a new event, the same one only to retry"
                )
            status = "duplicate"
        else:
            pseq = conn.execute("SELECT COALESCE(MAX(pseq), 0) + 1 FROM checkpoints WHERE project = ?", (project,)).fetchone()[0]
            conn.execute(
                "INSERT INTO checkpoints (project, pseq, kind, session_id, event_id, agent, base_cursor, summary, details, digest, created)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (project, pseq, kind, session_id, event_id, agent, base_cursor, summary,
                 json.dumps(details, ensure_ascii=False, sort_keys=True), digest, _now()),
            )
            row = conn.execute("SELECT * FROM checkpoints WHERE event_id = ?", (event_id,)).fetchone()
            status = "stored"
        base = parse_cursor(base_cursor, gen).pseq if base_cursor else None
        unseen = None
        if base is not None:
            unseen = conn.execute(
                "SELECT COUNT(*) FROM checkpoints WHERE project = ? AND pseq > ? AND pseq < ? AND session_id != ?",
                (project, base, row["pseq"], session_id),
            ).fetchone()[0]
    return {
        "status": status,
        "project": project,
        "event_id": event_id,
        "written_seq": row["pseq"],
        "unseen_before_write": unseen,
        "note": "written_seq is where this write landed; do not use it as your read cursor — keep the cursor from hippo_sync",
    }


def sync(ledger: Ledger, project: str, since: str | None, limit: int = 50) -> dict[str, Any]:
    """Checkpoints of ``project`` after ``since``, oldest first, at most ``limit``."""
    check_project(project)
    gen = generation(ledger)
    parsed = parse_cursor(since, gen)
    head = ledger.query("SELECT COALESCE(MAX(pseq), 0) FROM checkpoints WHERE project = ?", (project,))[0][0]
    if parsed.pseq is not None and parsed.pseq > head:
        parsed = ParsedCursor(None, f"cursor points at seq {parsed.pseq} but the project has only {head} checkpoints")
    if parsed.pseq is None:
        return {
            "status": "invalid_cursor",
            "reason": parsed.reason,
            "reset_cursor": START,
            "items": [],
            "next_cursor": START,
            "has_more": head > 0,
            "hint": "read again from reset_cursor ('0') until has_more is false",
        }
    rows = ledger.query(
        "SELECT * FROM checkpoints WHERE project = ? AND pseq > ? ORDER BY pseq LIMIT ?",
        (project, parsed.pseq, limit + 1),
    )
    has_more = len(rows) > limit
    rows = rows[:limit]
    last = rows[-1]["pseq"] if rows else parsed.pseq
    return {
        "status": "ok",
        "project": project,
        "items": [_item(r, gen) for r in rows],
        "next_cursor": make_cursor(gen, last),
        "has_more": has_more,
        "head_seq": head,
    }


def recent(ledger: Ledger, project: str, limit: int = 10) -> list[dict[str, Any]]:
    """The latest ``limit`` checkpoints of ``project`` (newest last), for resume."""
    check_project(project)
    gen = generation(ledger)
    rows = ledger.query("SELECT * FROM checkpoints WHERE project = ? ORDER BY pseq DESC LIMIT ?", (project, limit))
    return [_item(r, gen) for r in reversed(rows)]


def head_cursor(ledger: Ledger, project: str) -> str:
    gen = generation(ledger)
    head = ledger.query("SELECT COALESCE(MAX(pseq), 0) FROM checkpoints WHERE project = ?", (project,))[0][0]
    return make_cursor(gen, head)


def counts(ledger: Ledger) -> dict[str, int]:
    return {r[0]: r[1] for r in ledger.query("SELECT project, COUNT(*) FROM checkpoints GROUP BY project ORDER BY project")}
