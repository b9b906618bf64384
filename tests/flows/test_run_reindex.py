"""`hippo run FLOW` re-indexes after a run that committed, as the scheduled runs do; with
--no-reindex search never hands out the moved note's old path silently, and `hippo status` says
the store is behind the vault (ADR 0031). Real Prefect runs (the session harness), a real git
vault, a real store; lexical only (no embedder) to stay fast."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.config import get_settings
from tests.pipeline_helpers import write

NOTE = "00-inbox/zebra-migration.md"
QUERY = "quixotic zebra migration"


@pytest.fixture
def cli(vault, monkeypatch):
    monkeypatch.setenv("HIPPO_VAULT", str(vault))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "none")
    get_settings.cache_clear()

    def invoke(*args: str) -> dict:
        result = CliRunner().invoke(app, [*args, "--json"], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout[result.stdout.index("{"):])

    return invoke


def _paths(res: dict) -> list[str]:
    return [h["path"] for h in res["hits"]]


def test_run_reindexes_after_a_commit_and_a_skipped_reindex_is_never_silent(vault, cli):
    write(vault, NOTE, "# Zebra migration\n\nQuixotic zebra migration patterns across the savanna.\n")
    cli("index", "--no-embed")
    assert _paths(cli("search", QUERY, "--mode", "lexical", "--local")) == [NOTE]

    # --no-reindex: the note moved, the store did not
    run = cli("run", "inbox_scan", "--no-reindex")
    assert run["commit"] and "reindexed" not in run
    assert not (vault / NOTE).exists()
    res = cli("search", QUERY, "--mode", "lexical", "--local")
    assert NOTE not in _paths(res)
    behind = res["degraded"]["index_behind"]
    assert res["degraded"]["degraded"] and NOTE in behind and "hippo index" in behind
    status = cli("status")["behind_vault"]
    assert status["behind"] and status["removed"] + status["renamed"] >= 1 and status["added"] >= 1
    assert "hippo index" in status["message"]

    # the default: a run that commits re-indexes; search then serves the new paths, not behind
    write(vault, "00-inbox/okapi-notes.md", "# Okapi\n\nThe okapi is a quixotic zebra relative of the giraffe.\n")
    run = cli("run", "inbox_scan")
    assert run["commit"] and run["reindexed"]
    res = cli("search", QUERY, "--mode", "lexical", "--local", "--k", "20")
    assert res["hits"] and all(not p.startswith("00-inbox/") for p in _paths(res)), _paths(res)
    assert res["degraded"]["index_behind"] is None
    assert any(p.startswith("10-sources/") for p in _paths(res))
    assert cli("status")["behind_vault"]["behind"] is False
