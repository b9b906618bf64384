"""Typed reads and writes of the ledger tables used by search: gaps, bundles, events."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from hippocampus.ledger.db import Ledger
from hippocampus.vault import safety

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
    project: str = ""
    filters: str = ""

    def to_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()


def _gap(row) -> Gap:
    return Gap(row["id"], row["query"], row["kind"], row["first_seen"], row["last_seen"], row["count"],
               row["status"], row["materialization"], row["closed_by"], row["project"], row["filters"])


def gap_problem(query: str) -> str | None:
    """Why a gap's text must not be stored or served (a secret, injection markers, control
    characters: the write screening of :mod:`hippocampus.vault.safety`), or ``None``."""
    found = safety.problems(query, max_bytes=4000)
    return found[0].message("gap query") if found else None


def scope_of(lanes: Any = (), path_prefix: str | None = None) -> str:
    """The ``filters`` key of a gap: the search restriction that left it ('' for none)."""
    scope = {k: v for k, v in (("lanes", sorted(lanes or ())), ("path_prefix", path_prefix)) if v}
    return json.dumps(scope, sort_keys=True, ensure_ascii=False) if scope else ""


def record_gap(ledger: Ledger, query: str, kind: str, materialization: str | None, *, project: str | None = None,
               filters: str = "") -> Gap | None:
    """Insert or bump a gap (per query, kind, project and search scope); a closed gap that recurs
    is reopened. ``None`` when the text was refused.

    Trigger: the query carries a secret, an injection phrase or control characters.
    Why: gaps are served to every agent (hippo_resume, hippo_probe); a search must not be a way
    to store text that a write tool would refuse. Outcome: not recorded; a ``gap_refused`` event
    with the reason only.
    """
    if kind not in GAP_KINDS:
        raise ValueError(f"gap kind must be one of {GAP_KINDS}")
    problem = gap_problem(query)
    if problem:
        log_event(ledger, "gap_refused", gap_kind=kind, reason=problem)
        return None
    project = project or ""
    ts = now_iso()
    with ledger.write() as c:
        c.execute(
            """INSERT INTO gaps (query, norm, kind, first_seen, last_seen, materialization, project, filters)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (norm, kind, project, filters) DO UPDATE SET
                 count = count + 1, last_seen = excluded.last_seen,
                 materialization = excluded.materialization,
                 status = 'open', closed_at = NULL, closed_by = NULL""",
            (query, normalise_query(query), kind, ts, ts, materialization, project, filters),
        )
        row = c.execute("SELECT * FROM gaps WHERE norm = ? AND kind = ? AND project = ? AND filters = ?",
                        (normalise_query(query), kind, project, filters)).fetchone()
    return _gap(row)


def open_gaps(ledger: Ledger, limit: int = 200, *, project: str | None = None, for_probe: bool = False) -> list[Gap]:
    """Open gaps that may be served: oldest first, or (``for_probe``) never-probed first, then
    least recently probed, so successive budgeted probes work through the whole ledger. With
    ``project`` only that project's gaps. Rows whose text fails the screening (recorded before it
    existed) are never returned."""
    where, args = "status = 'open'", []
    if project is not None:
        where, args = where + " AND project = ?", [project]
    order = "probed IS NOT NULL, probed, first_seen, id" if for_probe else "first_seen, id"
    rows = ledger.query(f"SELECT * FROM gaps WHERE {where} ORDER BY {order} LIMIT ?", (*args, limit))
    return [g for g in map(_gap, rows) if gap_problem(g.query) is None]


def mark_probed(ledger: Ledger, gap_ids: list[int]) -> None:
    ts = now_iso()
    with ledger.write() as c:
        c.executemany("UPDATE gaps SET probed = ? WHERE id = ?", [(ts, i) for i in gap_ids])


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
