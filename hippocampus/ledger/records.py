"""Typed reads and writes of the ledger tables used by search: gaps, bundles, events."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from hippocampus.ledger.db import Ledger

GAP_KINDS = ("zero_hit", "bundle_weak")
_WS = re.compile(r"\s+")


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def normalise_query(q: str) -> str:
    return _WS.sub(" ", q).strip().lower()


@dataclass(frozen=True)
class Gap:
    id: int
    query: str
    kind: str
    first_seen: str
    last_seen: str
    count: int
    status: str
    materialization: str | None
    closed_by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()


def _gap(row) -> Gap:
    return Gap(row["id"], row["query"], row["kind"], row["first_seen"], row["last_seen"], row["count"],
               row["status"], row["materialization"], row["closed_by"])


def record_gap(ledger: Ledger, query: str, kind: str, materialization: str | None) -> Gap:
    """Insert or bump a gap; a closed gap that recurs is reopened."""
    if kind not in GAP_KINDS:
        raise ValueError(f"gap kind must be one of {GAP_KINDS}")
    ts = now_iso()
    with ledger.write() as c:
        c.execute(
            """INSERT INTO gaps (query, norm, kind, first_seen, last_seen, materialization)
               VALUES (?, ?, ?, ?, ?, ?)
               ON CONFLICT (norm, kind) DO UPDATE SET
                 count = count + 1, last_seen = excluded.last_seen,
                 materialization = excluded.materialization,
                 status = 'open', closed_at = NULL, closed_by = NULL""",
            (query, normalise_query(query), kind, ts, ts, materialization),
        )
        row = c.execute("SELECT * FROM gaps WHERE norm = ? AND kind = ?", (normalise_query(query), kind)).fetchone()
    return _gap(row)


def open_gaps(ledger: Ledger, limit: int = 200) -> list[Gap]:
    rows = ledger.query("SELECT * FROM gaps WHERE status = 'open' ORDER BY first_seen, id LIMIT ?", (limit,))
    return [_gap(r) for r in rows]


def all_gaps(ledger: Ledger) -> list[Gap]:
    return [_gap(r) for r in ledger.query("SELECT * FROM gaps ORDER BY id")]


def close_gap(ledger: Ledger, gap_id: int, closed_by: str) -> None:
    with ledger.write() as c:
        c.execute("UPDATE gaps SET status = 'closed', closed_at = ?, closed_by = ? WHERE id = ?",
                  (now_iso(), closed_by, gap_id))


def save_bundle(ledger: Ledger, bundle_id: str, question: str, answer_mode: str, verdict: str,
                materialization: str | None, payload: dict[str, Any]) -> None:
    with ledger.write() as c:
        c.execute(
            "INSERT INTO bundles (id, question, answer_mode, verdict, materialization, payload, created) VALUES (?,?,?,?,?,?,?)",
            (bundle_id, question, answer_mode, verdict, materialization,
             json.dumps(payload, ensure_ascii=False, sort_keys=True), now_iso()),
        )


def load_bundle(ledger: Ledger, bundle_id: str) -> dict[str, Any] | None:
    rows = ledger.query("SELECT payload FROM bundles WHERE id = ?", (bundle_id,))
    return json.loads(rows[0]["payload"]) if rows else None


def log_event(ledger: Ledger, kind: str, **detail: Any) -> None:
    with ledger.write() as c:
        c.execute("INSERT INTO events (ts, kind, detail) VALUES (?,?,?)",
                  (now_iso(), kind, json.dumps(detail, ensure_ascii=False, default=str)))


def recent_events(ledger: Ledger, kind: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
    if kind:
        rows = ledger.query("SELECT * FROM events WHERE kind = ? ORDER BY id DESC LIMIT ?", (kind, limit))
    else:
        rows = ledger.query("SELECT * FROM events ORDER BY id DESC LIMIT ?", (limit,))
    return [{"ts": r["ts"], "kind": r["kind"], "detail": json.loads(r["detail"])} for r in rows]


@dataclass(frozen=True)
class CacheEntry:
    question: str
    path: str
    anchors: tuple[str, ...]
    materialization: str


def get_cache(ledger: Ledger, question: str) -> CacheEntry | None:
    rows = ledger.query("SELECT * FROM answer_cache WHERE norm = ?", (normalise_query(question),))
    if not rows:
        return None
    r = rows[0]
    return CacheEntry(r["question"], r["path"], tuple(json.loads(r["anchors"])), r["materialization"])


def put_cache(ledger: Ledger, question: str, path: str, anchors: list[str], materialization: str) -> None:
    ts = now_iso()
    with ledger.write() as c:
        c.execute(
            """INSERT INTO answer_cache (norm, question, path, anchors, materialization, created, validated)
               VALUES (?,?,?,?,?,?,?)
               ON CONFLICT (norm) DO UPDATE SET path = excluded.path, anchors = excluded.anchors,
                 materialization = excluded.materialization, validated = excluded.validated""",
            (normalise_query(question), question, path, json.dumps(anchors, ensure_ascii=False), materialization, ts, ts),
        )


def drop_cache(ledger: Ledger, question: str) -> None:
    with ledger.write() as c:
        c.execute("DELETE FROM answer_cache WHERE norm = ?", (normalise_query(question),))
