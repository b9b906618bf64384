"""Shared agent memory over real HTTP (seed 000 §7.1): concurrent idempotent checkpoints, ordered
sync with has_more paging, and invalid_cursor after a restore from a snapshot."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime

import pytest

from gateway.state import GatewayState
from hippocampus.config import Settings
from hippocampus.jobs.backup import backup_home, restore_home
from tests.gateway.harness import RunningGateway, data

WRITERS = 4
PER_WRITER = 50


@pytest.fixture()
def gw(tmp_path):
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    (tmp_path / "vault").mkdir()
    with RunningGateway(GatewayState(settings, load_embedder=False)) as running:
        yield running


async def _writer(gw: RunningGateway, n: int, rng: random.Random) -> list[dict]:
    """One agent: 50 checkpoints; about a third are sent twice (a retry after a lost response)."""
    results = []
    async with gw.client() as client:
        cursor = "0"
        for i in range(PER_WRITER):
            args = {"project": "proj", "kind": "work" if i % 5 else "conversation", "session_id": f"s{n}",
                    "event_id": f"w{n}-e{i}", "summary": f"writer {n} step {i}", "base_cursor": cursor,
                    "agent": f"agent-{n}"}
            sends = 2 if rng.random() < 0.33 else 1
            for _ in range(sends):
                res = await client.call_tool("hippo_checkpoint", args)
                results.append(data(res))
            if i % 10 == 9:  # read now and then, and only move the cursor from reads
                page = data(await client.call_tool("hippo_sync", {"project": "proj", "since": cursor, "limit": 200}))
                assert page["status"] == "ok"
                cursor = page["next_cursor"]
    return results


def test_four_concurrent_writers_store_each_event_once_in_order(gw):
    async def run():
        return await asyncio.gather(*(_writer(gw, n, random.Random(n)) for n in range(WRITERS)))

    per_writer = asyncio.run(run())
    statuses = [r["status"] for rs in per_writer for r in rs]
    assert statuses.count("stored") == WRITERS * PER_WRITER
    assert statuses.count("duplicate") == len(statuses) - WRITERS * PER_WRITER > 0
    for rs in per_writer:
        for r in rs:
            assert "do not use it as your read cursor" in r["note"]

    # read everything back in pages of 37
    items, cursor, pages = [], "0", 0
    while True:
        page = data(gw.call("hippo_sync", {"project": "proj", "since": cursor, "limit": 37}))
        assert page["status"] == "ok"
        items += page["items"]
        cursor = page["next_cursor"]
        pages += 1
        if not page["has_more"]:
            break
    assert pages == -(-WRITERS * PER_WRITER // 37)
    assert [i["seq"] for i in items] == list(range(1, WRITERS * PER_WRITER + 1))
    events = [i["event_id"] for i in items]
    assert len(set(events)) == len(events) == WRITERS * PER_WRITER
    for n in range(WRITERS):  # each writer's own events keep their order
        mine = [int(e.split("-e")[1]) for e in events if e.startswith(f"w{n}-")]
        assert mine == list(range(PER_WRITER))
    rows = gw.state.ledger.query("SELECT COUNT(*), COUNT(DISTINCT event_id) FROM checkpoints")
    assert tuple(rows[0]) == (WRITERS * PER_WRITER, WRITERS * PER_WRITER)
    # at the end, sync from the last cursor is empty and not has_more
    tail = data(gw.call("hippo_sync", {"project": "proj", "since": cursor}))
    assert tail["items"] == [] and tail["has_more"] is False


def test_same_event_id_with_different_content_is_refused(gw):
    base = {"project": "p2", "kind": "work", "session_id": "s", "event_id": "e1", "summary": "first"}
    assert data(gw.call("hippo_checkpoint", base))["status"] == "stored"
    res = gw.call("hippo_checkpoint", base | {"summary": "something else"}, raise_on_error=False)
    assert res.is_error and "already stored with different content" in res.content[0].text


def test_restore_then_later_cursor_is_invalid(gw, tmp_path):
    for i in range(5):
        gw.call("hippo_checkpoint", {"project": "r", "kind": "work", "session_id": "s", "event_id": f"a{i}", "summary": f"before {i}"})
    report = backup_home(gw.state.settings.home, now=datetime.now(UTC))
    for i in range(5):
        gw.call("hippo_checkpoint", {"project": "r", "kind": "work", "session_id": "s", "event_id": f"b{i}", "summary": f"after {i}"})
    page = data(gw.call("hippo_sync", {"project": "r", "since": "0", "limit": 100}))
    later = page["next_cursor"]  # points at seq 10, which the snapshot does not have
    early = page["items"][2]["cursor"]  # seq 3, exists in the snapshot too — but from the old history

    restore_home(gw.state.settings.home, gw.state.settings.ledger_path, report.snapshot)

    for cursor in (later, early):
        again = data(gw.call("hippo_sync", {"project": "r", "since": cursor}))
        assert again["status"] == "invalid_cursor", again
        assert "restored" in again["reason"]
        assert again["reset_cursor"] == "0"
    fresh = data(gw.call("hippo_sync", {"project": "r", "since": "0"}))
    assert fresh["status"] == "ok"
    assert [i["summary"] for i in fresh["items"]] == [f"before {i}" for i in range(5)]
    # writing continues after the restore: the restored history grows from seq 6
    res = data(gw.call("hippo_checkpoint", {"project": "r", "kind": "work", "session_id": "s", "event_id": "c0", "summary": "post"}))
    assert res["written_seq"] == 6
    garbage = data(gw.call("hippo_sync", {"project": "r", "since": "not-a-cursor"}))
    assert garbage["status"] == "invalid_cursor"
