"""The restore drill (issue 24, docs/operations.md): write, back up, write more, restore, check
the ledger, the lessons and the sync cursors — for a backup made by ``hippo backup`` and for one
made by the scheduled flow's job, restored through the real CLI as a user would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime

import pytest

from hippocampus.jobs.backup import backup_home
from hippocampus.ledger import checkpoints
from hippocampus.ledger.shared import open_ledger_all
from hippocampus.memory.lessons.eventlog import EventLog
from hippocampus.memory.lessons.service import LessonStore
from tests.memory.test_lesson_store import learn

SIDECARS = ("-wal", "-shm", "-journal", ".tmp")


def hippo(home, *args):
    env = {k: v for k, v in os.environ.items() if k != "HIPPO_DEBUG"}
    env.update({"HIPPO_HOME": str(home), "HIPPO_EMBED_PROVIDER": "none"})
    return subprocess.run([sys.executable, "-m", "hippocampus", *args], capture_output=True, text=True, env=env, timeout=300,
                          cwd=home.parent)


def _cp(ledger, event, summary):
    checkpoints.record(ledger, project="p", kind="work", session_id="s", event_id=event, summary=summary)


def _recalled(home, query):
    return [lesson.lesson_id for lesson, _ in LessonStore(home, "hippo").recall(query)[0]]


@pytest.mark.parametrize("made_by", ["cli", "flow"])
def test_restore_drill(home, made_by):
    ledger = open_ledger_all(home / "ledger.sqlite3")
    store = LessonStore(home, "hippo", lock_timeout=10)
    # write
    _cp(ledger, "e1", "before the backup")
    kept = learn(store, "Quote NO in YAML frontmatter", "YAML reads the country code NO as boolean false", cues=["yaml", "boolean"])
    store.consolidate()
    # back up
    if made_by == "cli":
        res = hippo(home, "backup", "--json")
        assert res.returncode == 0, res.stderr
        folder = json.loads(res.stdout)["snapshot"]
    else:
        folder = backup_home(home, now=datetime.now(UTC)).snapshot  # what the backup flow's task runs
    # write more
    _cp(ledger, "e2", "after the backup")
    later = learn(store, "Enable WAL mode for the ledger", "SQLite database is locked under concurrent writes", cues=["sqlite", "wal"])
    store.consolidate()
    cursor = checkpoints.sync(ledger, "p", "0")["next_cursor"]
    assert _recalled(home, "SQLite database is locked under concurrent writes") == [later]
    # restore, naming the ledger file inside the nightly folder (the case of the issue)
    res = hippo(home, "restore", f"{folder}/ledger.sqlite3", "--yes", "--json")
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    out = json.loads(res.stdout)
    assert out["restored_from"] == folder and out["generation"]
    assert out["lessons"]["projects"]["hippo"]["events"] == 5  # the lessons came back with the ledger
    # check the ledger, the cursors, the lessons
    assert [i["summary"] for i in checkpoints.sync(ledger, "p", "0")["items"]] == ["before the backup"]
    assert checkpoints.sync(ledger, "p", cursor)["status"] == "invalid_cursor"
    assert _recalled(home, "YAML reads the country code NO as boolean false") == [kept]
    assert _recalled(home, "SQLite database is locked under concurrent writes") == []
    assert len(EventLog(store.root).read().events) == 5
    ledger.close()
    # backups/ holds whole backups only: the day, and the state before the restore
    backups = home / "backups"
    assert sorted(p.name[:11] for p in backups.iterdir()) == [folder.rsplit("/", 1)[1][:11], "pre-restore"]
    assert not [p for p in backups.rglob("*") if p.name.endswith(SIDECARS)]


def test_restore_refuses_a_damaged_backup_and_changes_nothing(home):
    ledger = open_ledger_all(home / "ledger.sqlite3")
    store = LessonStore(home, "hippo", lock_timeout=10)
    _cp(ledger, "e1", "one")
    learn(store, "Quote NO in YAML frontmatter", "YAML reads the country code NO as boolean false")
    folder = backup_home(home, now=datetime.now(UTC)).snapshot
    _cp(ledger, "e2", "two")
    log = next((home / "backups").glob("*/lessons/hippo/events/*/*/events.jsonl"))
    log.write_bytes(log.read_bytes().replace(b"Quote NO", b"Quote YES"))
    res = hippo(home, "restore", folder, "--yes")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1 and "damaged" in res.stderr
    assert [i["summary"] for i in checkpoints.sync(ledger, "p", "0")["items"]] == ["one", "two"]  # untouched
    assert not any(p.name.startswith("pre-restore") for p in (home / "backups").iterdir())
    ledger.close()
