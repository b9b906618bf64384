"""The live vault over real HTTP (ADR 0030): a real watcher on a real vault feeds the gateway's
live index; an edit, a new note and a deletion reach hippo_search, a gateway write is
searchable when its call returns, a burst of changes coalesces into few publishes, searches
never fail meanwhile, and a replaced vault folder restarts the watcher (logged, in the status).
Waits are on conditions with generous deadlines, never fixed sleeps."""

from __future__ import annotations

import logging
import shutil
import threading
import time
from collections.abc import Callable
from typing import Any

from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import RunningGateway, data

DEADLINE_S = 60.0


def _until(what: Callable[[], Any], message: str, deadline: float = DEADLINE_S) -> Any:
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        value = what()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"not within {deadline:.0f} s: {message}")


def _paths(gw: RunningGateway, query: str) -> list[str]:
    return [h["path"] for h in data(gw.call("hippo_search", {"query": query, "k": 10, "mode": "lexical"}))["hits"]]


def _note(title: str, body: str) -> str:
    return f"---\ntitle: {title}\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n# {title}\n\n{body}\n"


class _Searcher(threading.Thread):
    """Searches in a loop while the vault changes; counts failed calls."""

    def __init__(self, gw: RunningGateway) -> None:
        super().__init__(daemon=True)
        self.gw, self.stop, self.ok, self.failed = gw, threading.Event(), 0, []

    def run(self) -> None:
        while not self.stop.is_set():
            res = self.gw.call("hippo_search", {"query": "duckdb full text search", "k": 5}, raise_on_error=False)
            if res.is_error:
                self.failed.append(res.content[0].text)
            else:
                self.ok += 1


def test_saved_new_and_deleted_notes_reach_search_and_writes_are_searchable_at_once(indexed_sample, tmp_path, caplog):
    settings = copy_indexed(indexed_sample, tmp_path / "x")
    settings = settings.model_copy(update={"watch": "events"})
    vault = settings.vault
    state = GatewayState(settings, embedder=EMBEDDER, check_interval=0.05, live=True)
    caplog.set_level(logging.INFO, logger="hippocampus.live")
    with RunningGateway(state) as gw:
        _until(lambda: state.live.runs >= 1, "the start-up scan")  # converged with the vault as it is
        searcher = _Searcher(gw)
        searcher.start()
        # 1. an edit, saved and never committed (as Obsidian leaves it)
        target = next(p for p in sorted((vault / "20-wiki").rglob("*.md")))
        rel = str(target.relative_to(vault))
        target.write_text(target.read_text(encoding="utf-8") + "\n## Live\n\nzorblatt appears after the edit.\n", encoding="utf-8")
        _until(lambda: rel in _paths(gw, "zorblatt"), "the edited note in hippo_search")
        # 2. a new note
        (vault / "20-wiki" / "live-new.md").write_text(_note("Live new", "quaxifrond only here."), encoding="utf-8")
        _until(lambda: "20-wiki/live-new.md" in _paths(gw, "quaxifrond"), "the new note in hippo_search")
        # 3. a deletion: the note and its words leave the index
        (vault / "20-wiki" / "live-new.md").unlink()
        _until(lambda: "20-wiki/live-new.md" not in _paths(gw, "quaxifrond"), "the deleted note gone from hippo_search")
        # 4. a write through the gateway: searchable when the call returns (no waiting here)
        out = data(gw.call("hippo_worklog", {"project": "live", "title": "Wumpelstilz", "text": "wumpelstilz decided today"}))
        assert out["searchable"] is True, out
        assert out["path"] in _paths(gw, "wumpelstilz")
        # 5. a burst: 120 notes in one go coalesce into a few runs, all searchable
        runs_before = state.live.runs
        for i in range(120):
            (vault / "20-wiki" / "burst" / f"b{i:03d}.md").parent.mkdir(exist_ok=True)
            (vault / "20-wiki" / "burst" / f"b{i:03d}.md").write_text(_note(f"Burst {i}", f"brustwehr{i} and brustwehrall"), encoding="utf-8")
        _until(lambda: len([p for p in _paths(gw, "brustwehrall") if p.startswith("20-wiki/burst/")]) == 10, "the burst searchable")
        _until(lambda: not state.live.status()["pending"]["paths"] and state.live.running is None, "the burst indexed")
        assert state.live.runs - runs_before <= 8, state.live.runs - runs_before  # coalesced, not one run per file
        assert "20-wiki/burst/b119.md" in _paths(gw, "brustwehr119")
        searcher.stop.set()
        searcher.join(60)
        assert searcher.failed == [] and searcher.ok > 0  # readers never failed during the publishes
        status = data(gw.call("hippo_status"))["live"]
        assert status["watcher"]["state"] == "running" and status["watcher"]["mode"] == "events"
        assert status["last_change"]["path"].startswith("20-wiki/burst") and status["pending"]["paths"] == 0
        assert status["materialization"]["id"] == data(gw.call("hippo_search", {"query": "brustwehr7"}))["materialization"]
        # `hippo status` (another process) reads the same state from $HIPPO_HOME/live.json
        from hippocampus.cli.store_cmds import _status
        from hippocampus.live.status import lines

        seen = _status(settings)["live"]
        assert seen["alive"] and seen["watcher"]["state"] == "running" and seen["pending"]["paths"] == 0
        assert seen["materialization"]["id"] == status["materialization"]["id"] and seen["materialization"]["age_s"] is not None
        words = "\n".join(lines(seen))
        assert "watcher running (file-system events)" in words and "last change seen: 20-wiki/burst" in words, words


def test_a_replaced_vault_folder_restarts_the_watcher_and_nothing_is_missed(indexed_sample, tmp_path, caplog):
    settings = copy_indexed(indexed_sample, tmp_path / "x").model_copy(update={"watch": "events"})
    vault = settings.vault
    state = GatewayState(settings, embedder=EMBEDDER, check_interval=0.05, live=True)
    caplog.set_level(logging.INFO, logger="hippocampus.live")
    with RunningGateway(state) as gw:
        _until(lambda: state.live.runs >= 1, "the start-up scan")
        # a fresh clone (or a sync tool) replaces the folder: the old folder's events stop silently
        shutil.copytree(vault, tmp_path / "clone", symlinks=True)
        (tmp_path / "clone" / "20-wiki" / "cloned.md").write_text(_note("Cloned", "klonarbeit came with the clone."), encoding="utf-8")
        shutil.rmtree(vault)
        (tmp_path / "clone").rename(vault)
        _until(lambda: state.live.watcher.restarts >= 1, "the watcher restarted")
        # the restart rescans: the note that came with the new folder is found without any event for it
        _until(lambda: "20-wiki/cloned.md" in _paths(gw, "klonarbeit"), "the cloned note in hippo_search")
        # and the new folder is watched
        (vault / "20-wiki" / "after.md").write_text(_note("After", "nachherwort after the restart."), encoding="utf-8")
        _until(lambda: "20-wiki/after.md" in _paths(gw, "nachherwort"), "an edit after the restart")
    assert any("restarting" in r.getMessage() for r in caplog.records if r.name == "hippocampus.live")


def test_naming_a_templates_folder_in_obsidian_takes_its_files_out_of_search_without_a_restart(indexed_sample, tmp_path):
    """Obsidian's Templates setting (.obsidian/templates.json, or Templater's data.json) decides
    which files are notes: a change to it is answered by a rescan, while `hippo up` runs."""
    settings = copy_indexed(indexed_sample, tmp_path / "t").model_copy(update={"watch": "events"})
    vault = settings.vault
    state = GatewayState(settings, embedder=EMBEDDER, check_interval=0.05, live=True)
    with RunningGateway(state) as gw:
        _until(lambda: state.live.runs >= 1, "the start-up scan")
        (vault / "20-wiki" / "Skeletons").mkdir()
        (vault / "20-wiki" / "Skeletons" / "Daily.md").write_text("# {{date}}\n\nflimmerkiste skeleton\n", encoding="utf-8")
        _until(lambda: "20-wiki/Skeletons/Daily.md" in _paths(gw, "flimmerkiste"), "the new file in hippo_search")
        (vault / ".obsidian").mkdir(exist_ok=True)
        (vault / ".obsidian" / "templates.json").write_text('{"folder": "20-wiki/Skeletons"}', encoding="utf-8")
        _until(lambda: "20-wiki/Skeletons/Daily.md" not in _paths(gw, "flimmerkiste"), "the template gone from hippo_search")
        (vault / ".obsidian" / "templates.json").unlink()
        _until(lambda: "20-wiki/Skeletons/Daily.md" in _paths(gw, "flimmerkiste"), "the file back once no setting names it")
        templater = vault / ".obsidian" / "plugins" / "templater-obsidian"
        templater.mkdir(parents=True)
        tmp = templater / "data.json.tmp"  # written as Obsidian writes: a temporary file, then a rename
        tmp.write_text('{"templates_folder": "20-wiki/Skeletons"}', encoding="utf-8")
        tmp.rename(templater / "data.json")
        _until(lambda: "20-wiki/Skeletons/Daily.md" not in _paths(gw, "flimmerkiste"), "Templater's folder gone from hippo_search")
