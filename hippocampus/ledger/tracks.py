"""Named migration tracks, so that several modules extend one ledger file independently.

The base list in :mod:`hippocampus.ledger.db` (``PRAGMA user_version``) belongs to the search
layer (gaps, bundles, events, answer cache). Other layers add their tables as a *track*: an
append-only tuple of SQL scripts whose applied count is kept in ``schema_tracks`` under the
track's name. Tracks never touch each other's tables, so they can be developed and merged
independently; an applied entry is never edited, new tables/columns are new entries.

Known tracks (applied by :func:`hippocampus.ledger.shared.open_ledger_all`):

- ``shared``: ledger_meta (generation id), checkpoints, feedback (Error Book) — this package.
"""

from __future__ import annotations

from collections.abc import Sequence

from hippocampus.ledger.db import Ledger

TRACKS_DDL = (
    "CREATE TABLE IF NOT EXISTS schema_tracks ("
    " track TEXT PRIMARY KEY, version INTEGER NOT NULL, applied TEXT NOT NULL)"
)


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def track_version(ledger: Ledger, track: str) -> int:
    with ledger.write() as conn:
        conn.execute(TRACKS_DDL)
    rows = ledger.query("SELECT version FROM schema_tracks WHERE track = ?", (track,))
    return int(rows[0][0]) if rows else 0


def apply_track(ledger: Ledger, track: str, migrations: Sequence[str]) -> int:
    """Apply the not-yet-applied entries of ``migrations`` in one IMMEDIATE transaction each;
    return the track's version. Safe to call from several processes at once."""
    from datetime import UTC, datetime

    for _ in range(len(migrations) + 1):
        with ledger.write() as conn:
            conn.execute(TRACKS_DDL)
            row = conn.execute("SELECT version FROM schema_tracks WHERE track = ?", (track,)).fetchone()
            current = int(row[0]) if row else 0
            if current >= len(migrations):
                return current
            for stmt in _statements(migrations[current]):
                conn.execute(stmt)
            conn.execute(
                "INSERT INTO schema_tracks (track, version, applied) VALUES (?, ?, ?) "
                "ON CONFLICT (track) DO UPDATE SET version = excluded.version, applied = excluded.applied",
                (track, current + 1, datetime.now(UTC).isoformat(timespec="seconds")),
            )
    return len(migrations)
