"""The shared ledger track: checkpoints (idempotency, per-project order, cursors), Error Book,
migration tracks, backups (snapshot + JSONL + rotation) and restore (generation bump)."""

from __future__ import annotations

import json
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from hippocampus.errors import UsageError
from hippocampus.ledger import checkpoints, feedback
from hippocampus.ledger.checkpoints import CheckpointConflict, parse_cursor
from hippocampus.ledger.shared import MIGRATIONS, TRACK, generation, open_ledger_all
from hippocampus.ledger.tracks import apply_track, track_version


@pytest.fixture()
def ledger(tmp_path):
    led = open_ledger_all(tmp_path / "ledger.sqlite3")
    yield led
    led.close()


def cp(ledger, project, event, summary="s", kind="work", session="s1", **kw):
    return checkpoints.record(ledger, project=project, kind=kind, session_id=session, event_id=event, summary=summary, **kw)


def test_tracks_apply_once_and_coexist_with_the_base_list(tmp_path, ledger):
    assert track_version(ledger, TRACK) == len(MIGRATIONS)
    assert apply_track(ledger, TRACK, MIGRATIONS) == len(MIGRATIONS)
    assert apply_track(ledger, "other", ("CREATE TABLE other_t (x INTEGER)",)) == 1
    assert apply_track(ledger, "other", ("CREATE TABLE other_t (x INTEGER)", "ALTER TABLE other_t ADD COLUMN y TEXT")) == 2
    tables = {r[0] for r in ledger.query("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"gaps", "bundles", "events", "checkpoints", "feedback", "ledger_meta", "other_t", "schema_tracks"} <= tables
    again = open_ledger_all(tmp_path / "ledger.sqlite3")  # reopening changes nothing
    assert generation(again) == generation(ledger)
    again.close()


def test_checkpoint_idempotent_ordered_per_project(ledger):
    assert cp(ledger, "a", "e1")["written_seq"] == 1
    assert cp(ledger, "b", "e2")["written_seq"] == 1  # per-project sequence
    assert cp(ledger, "a", "e3")["written_seq"] == 2
    dup = cp(ledger, "a", "e1")
    assert dup["status"] == "duplicate" and dup["written_seq"] == 1
    with pytest.raises(CheckpointConflict):
        cp(ledger, "a", "e1", summary="changed")
    with pytest.raises(CheckpointConflict):
        cp(ledger, "b", "e1")  # an event id names one event, whatever the project
    assert checkpoints.counts(ledger) == {"a": 2, "b": 1}


def test_unseen_counts_other_sessions_writes_after_base_cursor(ledger):
    cp(ledger, "p", "e1", session="s1")
    start = checkpoints.sync(ledger, "p", "0")["next_cursor"]
    cp(ledger, "p", "e2", session="s2")
    cp(ledger, "p", "e3", session="s2")
    res = cp(ledger, "p", "e4", session="s1", base_cursor=start)
    assert res["unseen_before_write"] == 2


def test_sync_pages_and_cursor_rules(ledger):
    for i in range(7):
        cp(ledger, "p", f"e{i}", summary=f"n{i}", details={"files": [f"f{i}"]})
    page = checkpoints.sync(ledger, "p", None, limit=3)
    assert [i["summary"] for i in page["items"]] == ["n0", "n1", "n2"] and page["has_more"]
    assert page["items"][0]["details"] == {"files": ["f0"]}
    page = checkpoints.sync(ledger, "p", page["next_cursor"], limit=3)
    page = checkpoints.sync(ledger, "p", page["next_cursor"], limit=3)
    assert [i["summary"] for i in page["items"]] == ["n6"] and not page["has_more"]
    gen = generation(ledger)
    assert parse_cursor(f"{gen}:4", gen).pseq == 4
    assert parse_cursor("deadbeef:4", gen).pseq is None
    assert checkpoints.sync(ledger, "p", f"{gen}:99")["status"] == "invalid_cursor"
    assert checkpoints.sync(ledger, "p", "17")["status"] == "invalid_cursor"
    with pytest.raises(UsageError):
        checkpoints.sync(ledger, "../p", None)


def test_feedback_open_and_resolve(ledger):
    entry = feedback.add(ledger, kind="wrong", note="BM25 k1 is wrong", anchor="20-wiki/data/bm25.md#변형")
    assert feedback.open_count(ledger) == 1
    feedback.resolve(ledger, entry["id"], "fixed in staging card")
    assert feedback.open_count(ledger) == 0
    with pytest.raises(UsageError):
        feedback.resolve(ledger, entry["id"], "again")
    with pytest.raises(UsageError):
        feedback.add(ledger, kind="rant", note="x")


def test_backup_snapshot_jsonl_rotation_and_restore(tmp_path, ledger):
    from datetime import UTC, datetime

    from hippocampus.jobs.backup import backup_home, restore_home

    home = tmp_path
    path = tmp_path / "ledger.sqlite3"
    cp(ledger, "p", "e1", summary="one")
    feedback.add(ledger, kind="missing", note="no page on restic")
    start = datetime(2026, 11, 1, tzinfo=UTC)
    for day in range(9):
        report = backup_home(home, now=start + timedelta(days=day))
    folders = sorted(p.name for p in (tmp_path / "backups").iterdir())
    assert folders == [(start + timedelta(days=d)).date().isoformat() for d in range(2, 9)]  # whole backups, nothing else
    assert report.removed == ["2026-11-02"]
    latest = Path(report.snapshot)
    rows = [json.loads(line) for line in (latest / "jsonl" / "checkpoints.jsonl").read_text().splitlines()]
    assert rows[0]["summary"] == "one" and report.rows["feedback"] == 1
    conn = sqlite3.connect(latest / "ledger.sqlite3")
    assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    conn.close()
    assert not [p for p in (tmp_path / "backups").rglob("*") if p.name.endswith(("-wal", "-shm", "-journal", ".tmp"))]

    before = generation(ledger)
    cp(ledger, "p", "e2", summary="two")
    result = restore_home(home, path, latest.name)
    assert result["generation"] != before and generation(ledger) == result["generation"]  # the open handle sees it
    assert [i["summary"] for i in checkpoints.sync(ledger, "p", "0")["items"]] == ["one"]
    safety = sqlite3.connect(Path(result["safety_copy"]) / "ledger.sqlite3")
    assert safety.execute("SELECT COUNT(*) FROM checkpoints").fetchone()[0] == 2
    safety.close()
    with pytest.raises(UsageError, match="backup not found"):
        restore_home(home, path, tmp_path / "nope.sqlite3")
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"not a database at all" * 100)
    with pytest.raises(UsageError, match="integrity check"):
        restore_home(home, path, broken)
    assert [i["summary"] for i in checkpoints.sync(ledger, "p", "0")["items"]] == ["one"]  # untouched
    assert not [p for p in (tmp_path / "backups").rglob("*") if p.name.endswith(("-wal", "-shm", "-journal", ".tmp"))]
