"""SQLite connection, pragmas and the versioned migration list.

Several processes (CLI, gateway, flows) may write at once: WAL journal, ``busy_timeout``,
one short ``BEGIN IMMEDIATE`` transaction per write. Migrations are an append-only list of
SQL scripts; ``PRAGMA user_version`` records how many were applied. Later issues append
(checkpoints, feedback, audit cursors) — never edit an applied entry.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

MIGRATIONS: tuple[str, ...] = (
    # 1: gaps, bundles, events
    """
    CREATE TABLE gaps (
        id INTEGER PRIMARY KEY,
        query TEXT NOT NULL,
        norm TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('zero_hit', 'bundle_weak')),
        first_seen TEXT NOT NULL,
        last_seen TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 1,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        materialization TEXT,
        closed_at TEXT,
        closed_by TEXT,
        filters TEXT,
        UNIQUE (norm, kind)
    );
    CREATE INDEX gaps_status ON gaps(status, first_seen);
    CREATE TABLE bundles (
        id TEXT PRIMARY KEY,
        question TEXT NOT NULL,
        answer_mode TEXT NOT NULL,
        verdict TEXT NOT NULL,
        materialization TEXT,
        payload TEXT NOT NULL,
        created TEXT NOT NULL
    );
    CREATE INDEX bundles_created ON bundles(created);
    CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        ts TEXT NOT NULL,
        kind TEXT NOT NULL,
        detail TEXT NOT NULL
    );
    CREATE INDEX events_kind_ts ON events(kind, ts);
    """,
    # 2: answer cache (question -> approved type:query page), valid for one materialization
    """
    CREATE TABLE answer_cache (
        norm TEXT PRIMARY KEY,
        question TEXT NOT NULL,
        path TEXT NOT NULL,
        anchors TEXT NOT NULL,
        materialization TEXT NOT NULL,
        created TEXT NOT NULL,
        validated TEXT NOT NULL
    );
    """,
    # 3: gaps are scoped (project, search filters) and remember when they were last probed
    """
    CREATE TABLE gaps_v3 (
        id INTEGER PRIMARY KEY,
        query TEXT NOT NULL,
        norm TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('zero_hit', 'bundle_weak')),
        first_seen TEXT NOT NULL,
        last_seen TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 1,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        materialization TEXT,
        closed_at TEXT,
        closed_by TEXT,
        filters TEXT NOT NULL DEFAULT '',
        project TEXT NOT NULL DEFAULT '',
        probed TEXT,
        UNIQUE (norm, kind, project, filters)
    );
    INSERT INTO gaps_v3 (id, query, norm, kind, first_seen, last_seen, count, status, materialization, closed_at, closed_by, filters)
        SELECT id, query, norm, kind, first_seen, last_seen, count, status, materialization, closed_at, closed_by, COALESCE(filters, '') FROM gaps;
    DROP TABLE gaps;
    ALTER TABLE gaps_v3 RENAME TO gaps;
    CREATE INDEX gaps_status ON gaps(status, first_seen);
    CREATE INDEX gaps_project ON gaps(project, status)
    """,
)


class Ledger:
    """A thread-safe handle on the ledger file (one connection, serialised by a lock)."""

    def __init__(self, path: Path, busy_timeout_ms: int = 5000) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(str(path), timeout=busy_timeout_ms / 1000, isolation_level=None, check_same_thread=False)
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.execute("PRAGMA foreign_keys=ON")
        self.migrate()

    @property
    def version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    def migrate(self) -> int:
        with self.write() as conn:
            current = int(conn.execute("PRAGMA user_version").fetchone()[0])
            for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
                for stmt in (s.strip() for s in script.split(";")):
                    if stmt:
                        conn.execute(stmt)
                conn.execute(f"PRAGMA user_version={number}")
        return self.version

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One short IMMEDIATE transaction (takes the write lock up front, no upgrade deadlock)."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def query(self, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, args).fetchall()

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_ledger(path: Path) -> Ledger:
    return Ledger(path)
