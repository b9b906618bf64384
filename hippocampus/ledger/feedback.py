"""The Error Book: agents report wrong, missing or outdated answers; nothing edits knowledge
directly (a human or the compile job acts on open entries through staging)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.ledger.db import Ledger

KINDS = ("wrong", "missing", "outdated", "bad_source", "unclear", "other")


def add(
    ledger: Ledger,
    *,
    kind: str,
    note: str,
    query: str | None = None,
    anchor: str | None = None,
    bundle_id: str | None = None,
    agent: str | None = None,
) -> dict[str, Any]:
    if kind not in KINDS:
        raise UsageError(f"kind must be one of {', '.join(KINDS)}")
    ts = datetime.now(UTC).isoformat(timespec="seconds")
    with ledger.write() as conn:
        cur = conn.execute(
            "INSERT INTO feedback (created, kind, query, anchor, bundle_id, note, agent) VALUES (?,?,?,?,?,?,?)",
            (ts, kind, query, anchor, bundle_id, note, agent),
        )
        fid = cur.lastrowid
    return {"id": fid, "status": "open", "kind": kind, "created": ts}


def open_entries(ledger: Ledger, limit: int = 20) -> list[dict[str, Any]]:
    rows = ledger.query("SELECT * FROM feedback WHERE status = 'open' ORDER BY id DESC LIMIT ?", (limit,))
    return [dict(r) for r in rows]


def open_count(ledger: Ledger) -> int:
    return int(ledger.query("SELECT COUNT(*) FROM feedback WHERE status = 'open'")[0][0])


def resolve(ledger: Ledger, feedback_id: int, resolution: str) -> None:
    ts = datetime.now(UTC).isoformat(timespec="seconds")
    with ledger.write() as conn:
        cur = conn.execute(
            "UPDATE feedback SET status = 'resolved', resolved_at = ?, resolution = ? WHERE id = ? AND status = 'open'",
            (ts, resolution, feedback_id),
        )
        if cur.rowcount == 0:
            raise UsageError(f"no open feedback entry #{feedback_id}")
