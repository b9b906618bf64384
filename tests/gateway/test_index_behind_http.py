"""Search never hands out a path gone from the vault without saying the index is behind, and
hippo_status says when the store is behind the vault (ADR 0031): a real MCP client over real HTTP
against the indexed sample vault, whose notes are then moved, deleted and edited on disk."""

from __future__ import annotations

import shutil

from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import RunningGateway, data

NOTE = "20-wiki/data/duckdb-fts.md"
QUERY = "DuckDB FTS extension offline"


def test_moved_and_deleted_notes_are_dropped_and_reported_and_status_says_behind(indexed_sample, tmp_path):
    settings = copy_indexed(indexed_sample, tmp_path / "x")  # the copy's store names the original vault
    with RunningGateway(GatewayState(settings, embedder=EMBEDDER, check_interval=0.1)) as gw:
        before = data(gw.call("hippo_search", {"query": QUERY, "mode": "lexical"}))
        assert NOTE in [h["path"] for h in before["hits"]] and before["degraded"]["index_behind"] is None
        status = data(gw.call("hippo_status"))["index"]
        assert status["behind_vault"]["behind"] is False and status["status"] == "ok"  # moved with its home: not behind

        vault = settings.vault
        (vault / "20-wiki" / "archive").mkdir()
        (vault / NOTE).rename(vault / "20-wiki" / "archive" / "duckdb-fts.md")  # a move the store has not seen
        (vault / "20-wiki" / "data" / "kiwi.md").write_text("# Kiwi\n\nRewritten.\n", encoding="utf-8")  # an edit
        after = data(gw.call("hippo_search", {"query": QUERY, "mode": "lexical"}))
        paths = [h["path"] for h in after["hits"]]
        assert NOTE not in paths
        behind = after["degraded"]["index_behind"]
        assert after["degraded"]["degraded"] and NOTE in behind and "hippo index" in behind
        status = data(gw.call("hippo_status"))["index"]
        lag = status["behind_vault"]
        assert status["status"] == "degraded" and lag["behind"] and lag["renamed"] == 1 and lag["changed"] == 1
        assert any("store is behind the vault" in line for line in status["degraded"])
        # what remains of the hits still opens
        for path in paths:
            assert data(gw.call("hippo_read", {"path": path}))["path"] == path

        shutil.rmtree(vault)  # the whole vault gone: said, never silent
        gone = data(gw.call("hippo_search", {"query": QUERY, "mode": "lexical"}))
        assert "is not there" in gone["degraded"]["index_behind"]
        assert "is not there" in data(gw.call("hippo_status"))["index"]["behind_vault"]["message"]
