"""The ``shared`` ledger track: generation id, shared agent memory (checkpoints) and the Error Book.

Non-regenerable: nothing here can be rebuilt from the vault, so a reindex never touches it;
it is exported to JSONL daily and snapshotted (:mod:`hippocampus.ledger.backup`).

The **generation** is a random id stored in ``ledger_meta``. It is embedded in every sync
cursor and replaced when a snapshot is restored, so a cursor handed out before the restore
(which may point past the restored history) answers ``invalid_cursor`` instead of silently
skipping or repeating checkpoints.
"""

from __future__ import annotations

import secrets
from pathlib import Path

from hippocampus.ledger.db import Ledger
from hippocampus.ledger.tracks import apply_track

TRACK = "shared"

MIGRATIONS: tuple[str, ...] = (
    # 1: generation, checkpoints (shared agent memory), feedback (Error Book)
    """
    CREATE TABLE ledger_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    CREATE TABLE checkpoints (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        project TEXT NOT NULL,
        pseq INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('work', 'conversation')),
        session_id TEXT NOT NULL,
        event_id TEXT NOT NULL UNIQUE,
        agent TEXT,
        base_cursor TEXT,
        summary TEXT NOT NULL,
        details TEXT NOT NULL DEFAULT '{}',
        digest TEXT NOT NULL,
        created TEXT NOT NULL,
        UNIQUE (project, pseq)
    );
    CREATE INDEX checkpoints_session ON checkpoints(project, session_id, pseq);
    CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created TEXT NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        query TEXT,
        anchor TEXT,
        bundle_id TEXT,
        note TEXT NOT NULL,
        agent TEXT,
        resolved_at TEXT,
        resolution TEXT
    );
    CREATE INDEX feedback_status ON feedback(status, id)
    """,
)

#: Tables nothing can regenerate (exported and snapshotted by ``hippo backup``).
NON_REGENERABLE: tuple[str, ...] = ("checkpoints", "feedback", "events", "gaps", "bundles", "answer_cache", "ledger_meta")


def new_generation() -> str:
    return secrets.token_hex(4)


def ensure_shared(ledger: Ledger) -> None:
    apply_track(ledger, TRACK, MIGRATIONS)
    with ledger.write() as conn:
        conn.execute("INSERT OR IGNORE INTO ledger_meta (key, value) VALUES ('generation', ?)", (new_generation(),))


def generation(ledger: Ledger) -> str:
    rows = ledger.query("SELECT value FROM ledger_meta WHERE key = 'generation'")
    if not rows:
        ensure_shared(ledger)
        rows = ledger.query("SELECT value FROM ledger_meta WHERE key = 'generation'")
    return str(rows[0][0])


def bump_generation(ledger: Ledger) -> str:
    """Give the ledger a new generation (after a restore): every older cursor becomes invalid."""
    value = new_generation()
    with ledger.write() as conn:
        conn.execute(
            "INSERT INTO ledger_meta (key, value) VALUES ('generation', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (value,),
        )
    return value


def open_ledger_all(path: Path) -> Ledger:
    """Open the ledger with every track applied (base list + shared)."""
    ledger = Ledger(Path(path))
    ensure_shared(ledger)
    return ledger
