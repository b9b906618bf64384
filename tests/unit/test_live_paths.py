"""The live vault's pure parts (ADR 0030): which changed paths the index and the triggers look
at, when the watcher polls instead of waiting for events, and how `hippo status` puts the live
state into words (including a service whose process is gone)."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hippocampus.live.paths import for_index, for_triggers, vault_relative
from hippocampus.live.status import STATE_FILE, lines, read_state
from hippocampus.live.watch import choose_mode, mount_type


@pytest.mark.parametrize(("rel", "indexed"), [
    ("20-wiki/data/duckdb.md", True),
    ("00-inbox/새 메모.md", True),
    ("30-reviews/approvals/2026-11-20_x.md", True),
    (".git/index", False),
    (".obsidian/workspace.json", False),
    (".trash/old.md", False),
    ("00-inbox/.processed/a.md", False),
    ("90-system/janitor/2026-11.jsonl", False),
    ("20-wiki/data/.duckdb.md.swp", False),
    ("20-wiki/data/duckdb.md~", False),
    ("20-wiki/data/4913", False),
    ("20-wiki/data/#duckdb.md#", False),
    ("20-wiki/data/paper.pdf.crdownload", False),
])
def test_the_index_ignores_bookkeeping_hidden_and_temporary_files(rel, indexed):
    assert for_index(rel) is indexed


def test_triggers_are_approval_cards_the_topic_list_and_the_gap_queue_only():
    assert for_triggers("30-reviews/approvals/2026-11-20_x.md")
    assert for_triggers("05-todo/research-topics.md")
    assert not for_triggers("30-reviews/approvals/sub/x.md") and not for_triggers("30-reviews/approvals/.x.md")
    assert not for_triggers("20-wiki/data/duckdb.md")


def test_paths_outside_the_vault_and_under_its_home_are_not_the_vaults(tmp_path):
    root, home = str(tmp_path / "vault"), str(tmp_path / "vault" / "state")
    assert vault_relative(root, root + "/20-wiki/a.md", [home]) == "20-wiki/a.md"
    assert vault_relative(root, home + "/store/CURRENT", [home]) is None  # the service's own writes
    assert vault_relative(root, str(tmp_path / "vault2" / "a.md")) is None  # a sibling with a shared prefix
    assert vault_relative(root, root) is None


def test_a_network_or_fuse_file_system_is_polled(tmp_path):
    mounts = tmp_path / "mounts"
    mounts.write_text(f"/dev/sda1 / ext4 rw 0 0\nserver:/share {tmp_path} nfs4 rw 0 0\n", encoding="utf-8")
    assert mount_type(tmp_path / "vault", str(mounts)) == "nfs4"
    assert mount_type(Path("/usr"), str(mounts)) == "ext4"
    assert choose_mode("poll", tmp_path) == ("poll", "HIPPO_WATCH=poll")
    assert choose_mode("events", tmp_path) == ("events", None)


def test_status_lines_say_what_the_live_service_does(tmp_path):
    now = datetime(2026, 12, 5, 4, 0, tzinfo=UTC)
    state = {"alive": True, "state": "idle", "pid": 42,
             "watcher": {"state": "running", "mode": "poll", "poll_s": 2.0, "poll_reason": "the vault is on a nfs4 file system", "restarts": 1,
                         "last_error": "RootReplaced"},
             "last_change": {"path": "20-wiki/a.md", "paths": 3, "at": (now - timedelta(seconds=4)).isoformat()},
             "pending": {"paths": 2, "sample": ["20-wiki/b.md", "20-wiki/c.md"], "waiting_s": 0.4},
             "last_run": {"reason": "watch", "seconds": 0.8, "added": 0, "changed": 1, "removed": 0, "embedded": 2,
                          "finished": (now - timedelta(seconds=3)).isoformat()},
             "materialization": {"id": "20261205T035957000000Z-000001"}}
    text = "\n".join(lines(state, now))
    assert "watcher running (polling every 2.0 s (the vault is on a nfs4 file system); restarted 1x, last: RootReplaced)" in text
    assert "last change seen: 20-wiki/a.md (+2 more), 4.0 s ago; pending: 2 path(s), waiting 0.4 s: 20-wiki/b.md, 20-wiki/c.md" in text
    assert "served materialization: 20261205T035957000000Z-000001, published 3.0 s ago" in text
    assert "watcher off" in "\n".join(lines({**state, "watcher": {"state": "off"}}, now))
    assert lines(None)[0].startswith("live vault: not running")


def test_a_killed_service_is_reported_gone_not_running(tmp_path):
    (tmp_path / STATE_FILE).write_text(json.dumps({"pid": 2**22 + 12345, "state": "idle", "updated": "2026-12-05T04:00:00+00:00"}))
    state = read_state(tmp_path)
    assert state is not None and state["alive"] is False and state["state"] == "gone"
    assert "is gone" in lines(state)[0]
    (tmp_path / STATE_FILE).write_text(json.dumps({"pid": os.getpid(), "state": "idle"}))
    assert read_state(tmp_path)["alive"] is True
    (tmp_path / STATE_FILE).write_text("{not json")
    assert read_state(tmp_path) is None  # a damaged file is "no live service", not a traceback


def test_the_templates_settings_and_their_folders_call_for_a_rescan():
    """A saved templates setting, or a whole `.obsidian/` moved in or out (reported as the folder
    alone), changes which files are notes (review21); Obsidian's other settings do not."""
    from hippocampus.live.paths import for_rescan

    for rel in (".obsidian/templates.json", ".obsidian/plugins/templater-obsidian/data.json", ".obsidian",
                ".obsidian/plugins", ".obsidian/plugins/templater-obsidian"):
        assert for_rescan(rel), rel
    for rel in (".obsidian/workspace.json", ".obsidian/app.json", ".obsidian/plugins/dataview/data.json", "20-wiki/templates.json",
                "Templates/Daily.md"):
        assert not for_rescan(rel), rel
