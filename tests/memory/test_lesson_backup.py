"""The lesson event log is part of the daily backup (`hippo backup`, the backup flow) and a
restore brings the lessons back, republished."""

from __future__ import annotations

import sqlite3
from datetime import UTC, date, datetime

import pytest

from hippocampus.errors import UsageError
from hippocampus.jobs.backup import backup_home, restore_home
from hippocampus.ledger.shared import open_ledger_all
from hippocampus.memory.lessons.backup import backup_lessons, restore_lessons
from hippocampus.memory.lessons.eventlog import EventLog
from hippocampus.memory.lessons.events import new_event
from hippocampus.memory.lessons.service import LessonStore
from tests.memory.test_lesson_store import learn

DAY = date(2026, 11, 29)
AT = datetime(2026, 11, 29, 3, 0, tzinfo=UTC)


def _ids(hits):
    return [lesson.lesson_id for lesson, _ in hits]


def test_hippo_backup_copies_the_event_log_and_restore_brings_lessons_back(home, embedder):
    ledger = home / "ledger.sqlite3"
    open_ledger_all(ledger).close()
    store = LessonStore(home, "hippo", lock_timeout=10)
    kept = learn(store, "Quote NO in YAML frontmatter", "YAML reads the country code NO as boolean false", cues=["yaml", "boolean"])
    store.consolidate(embedder=embedder)
    report = backup_home(home, now=AT)
    copy = home / "backups" / DAY.isoformat() / "lessons" / "hippo"
    assert report.lessons == {"hippo": 5} and report.snapshot == str(home / "backups" / DAY.isoformat())
    assert sorted(p.relative_to(copy).parts[0] for p in copy.rglob("*") if p.is_file()) == ["events"]  # no snapshots, indexes, lock, shards
    # after the backup: one more lesson, then the store is lost
    later = learn(store, "Enable WAL mode for the ledger", "SQLite database is locked under concurrent writes", cues=["sqlite", "wal"])
    store.consolidate(embedder=embedder)
    assert _ids(store.recall("SQLite database is locked under concurrent writes", embedder=embedder)[0]) == [later]
    for f in store.root.rglob("*.json*"):
        f.write_bytes(b"garbage")  # every file damaged beyond repair
    result = restore_home(home, ledger, home / "backups" / DAY.isoformat() / "ledger.sqlite3", embedder=embedder)
    info = result["lessons"]["projects"]["hippo"]
    assert info["events"] == 5 and info["counts"]["active"] == 1 and info["semantic"] == "built"
    assert any((home / "backups").glob("pre-restore-*/live-lessons/hippo/events"))
    fresh = LessonStore(home, "hippo")
    assert _ids(fresh.recall("YAML reads the country code NO as boolean false", embedder=embedder)[0]) == [kept]
    assert fresh.recall("SQLite database is locked under concurrent writes", embedder=embedder)[0] == []  # newer than the backup
    # the restored store keeps working: new events are appended after the restored ones
    assert fresh.record([new_event("propose", "hippo", data={"rule": "r", "context_sentence": "c"})]).appended[0].seq == 6


def test_restore_without_lessons_leaves_the_stores_alone(home, embedder):
    ledger = home / "ledger.sqlite3"
    store = LessonStore(home, "hippo", lock_timeout=10)
    learn(store, "Quote NO in YAML frontmatter", "YAML reads the country code NO as boolean false")
    backup_home(home, now=AT)
    later = learn(store, "Enable WAL mode", "SQLite database is locked")
    result = restore_home(home, ledger, DAY.isoformat(), lessons=False)
    assert result["lessons"] == "skipped (--no-lessons)"
    assert later in {e.lesson_id for e in EventLog(store.root).read().events}


def test_a_torn_tail_is_cut_from_the_copy_not_from_the_live_log(home, tmp_path):
    store = LessonStore(home, "hippo", lock_timeout=10)
    store.record([new_event("propose", "hippo", data={"rule": "Rule A", "context_sentence": "ctx a"})])
    live = next(store.root.rglob("events.jsonl"))
    with live.open("ab") as fh:
        fh.write(b'{"seq":2,"event_id":"ev_torn","ki')  # an append in progress while the backup copies
    out = backup_lessons(home, tmp_path / "copy")
    assert out[0].events == 1 and out[0].cut_tail_bytes > 0
    assert EventLog(tmp_path / "copy" / "hippo").read().clean and not EventLog(tmp_path / "copy" / "hippo").read().partial_tail
    assert live.read_bytes().endswith(b'"ki')  # the live log is the writer's business


def test_a_damaged_backup_is_refused(home, tmp_path):
    store = LessonStore(home, "hippo", lock_timeout=10)
    store.record([new_event("propose", "hippo", data={"rule": "Rule A", "context_sentence": "ctx a"})])
    backup_lessons(home, tmp_path / "copy")
    f = next((tmp_path / "copy").rglob("events.jsonl"))
    f.write_bytes(f.read_bytes().replace(b"Rule A", b"Rule B"))
    with pytest.raises(UsageError, match="damaged"):
        restore_lessons(home, tmp_path / "copy")
    assert EventLog(store.root).read().events[0].data["rule"] == "Rule A"  # live store untouched


def test_backup_flow_copies_event_logs_only_and_rotates_day_folders_only(home):
    store = LessonStore(home, "hippo", lock_timeout=10)
    learn(store, "Quote NO in YAML frontmatter", "YAML reads the country code NO as boolean false")
    store.consolidate()
    db = sqlite3.connect(home / "ledger.sqlite3")
    db.execute("create table t (x)")
    db.commit()
    db.close()
    legacy = home / "backups"
    (legacy / "lessons" / "2026-10-01" / "hippo").mkdir(parents=True)  # the previous format's flat files
    for name in ("ledger-2026-10-01.sqlite3", "ledger-2026-10-01.sqlite3-wal", "ledger-2026-10-01.tmp-shm", ".2026-10-02.tmp"):
        (legacy / name).write_bytes(b"x")
    for day in range(1, 10):
        report = backup_home(home, now=datetime(2026, 11, day, tzinfo=UTC), keep=7)
    names = sorted(p.name for p in (home / "backups").iterdir())
    assert names == [f"2026-11-{d:02d}" for d in range(3, 10)]  # whole backups only: sidecars and legacy files rotated too
    latest = home / "backups" / "2026-11-09"
    files = sorted(p.relative_to(latest).as_posix() for p in latest.rglob("*") if p.is_file())
    logs = [f"lessons/hippo/{p.relative_to(store.root).as_posix()}" for p in store.root.rglob("events.jsonl")]
    assert files == sorted(["backup.json", "ledger.sqlite3", *logs] + [f for f in files if f.startswith("jsonl/")])
    assert any(f.startswith("jsonl/") for f in files)
    assert any(f.startswith("lessons/hippo/events/") for f in report.files)


def test_restore_refuses_a_store_whose_write_lock_is_held(home, tmp_path):
    from hippocampus.memory.lessons.lock import LockTimeout

    store = LessonStore(home, "hippo", lock_timeout=10)
    store.record([new_event("propose", "hippo", data={"rule": "Rule A", "context_sentence": "ctx a"})])
    backup_lessons(home, tmp_path / "copy")
    with store.lock("a long consolidation"), pytest.raises(LockTimeout, match="a long consolidation"):
        restore_lessons(home, tmp_path / "copy", lock_timeout=0.2)
    assert store.root.is_dir() and EventLog(store.root).read().events  # nothing moved
