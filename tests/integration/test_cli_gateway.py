"""The real commands: `hippo serve` (HTTP subprocess: first start generates the token file,
/health open, bearer required), `hippo serve --stdio` with a stdio MCP client, `hippo token`,
`hippo backup` / `hippo restore`."""

from __future__ import annotations

import asyncio
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from fastmcp import Client
from fastmcp.client.transports import StdioTransport, StreamableHttpTransport
from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.vault.init import init_vault
from tests.gateway.harness import free_port

REPO = Path(__file__).resolve().parents[2]
runner = CliRunner()


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
    return env | {"HIPPO_HOME": str(tmp_path / "home"), "HIPPO_VAULT": str(tmp_path / "vault"), "PYTHONPATH": str(REPO),
                  "FASTMCP_LOG_LEVEL": "WARNING"}


@pytest.mark.slow
def test_serve_http_generates_token_and_requires_it(tmp_path, monkeypatch):
    init_vault(tmp_path / "vault")  # `hippo serve` refuses a folder that is not a vault
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "serve", "--port", str(port)], cwd=str(REPO),
                            env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except httpx.HTTPError:
                assert proc.poll() is None, proc.stderr.read()
                assert time.monotonic() < deadline
                time.sleep(0.2)
        assert health.status_code == 200 and health.json()["status"] == "not_indexed"
        token_file = tmp_path / "home" / "mcp_token"
        assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
        token = token_file.read_text().strip()
        assert httpx.post(f"http://127.0.0.1:{port}/mcp", json={}).status_code == 401

        async def status():
            transport = StreamableHttpTransport(f"http://127.0.0.1:{port}/mcp", headers={"Authorization": f"Bearer {token}"})
            async with Client(transport) as client:
                return (await client.call_tool("hippo_status")).structured_content

        assert asyncio.run(status())["index"]["status"] == "not_indexed"
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=15)
    assert "generated a new token" in err and "hippo token" in err

    from hippocampus.config import get_settings

    monkeypatch.setenv("HIPPO_HOME", str(tmp_path / "home"))
    get_settings.cache_clear()
    result = CliRunner(mix_stderr=False).invoke(app, ["token"]) if "mix_stderr" in CliRunner.__init__.__code__.co_varnames else CliRunner().invoke(app, ["token"])
    assert result.exit_code == 0 and result.stdout.strip().splitlines()[-1] == token


@pytest.mark.slow
def test_serve_stdio_with_a_stdio_client(tmp_path):
    init_vault(tmp_path / "vault")  # `hippo serve` refuses a folder that is not a vault
    env = _env(tmp_path)

    async def run():
        transport = StdioTransport(command=sys.executable, args=["-m", "hippocampus.cli", "serve", "--stdio"], env=env, cwd=str(REPO))
        async with Client(transport) as client:
            tools = await client.list_tools()
            res = await client.call_tool("hippo_checkpoint", {"project": "p", "kind": "work", "session_id": "s", "event_id": "e",
                                                              "summary": "over stdio"})
            page = await client.call_tool("hippo_sync", {"project": "p"})
            return tools, res.structured_content, page.structured_content

    tools, res, page = asyncio.run(run())
    assert len(tools) == 23  # SPEC §4 tools + memory/lesson tools (§7)
    assert res["status"] == "stored" and page["items"][0]["summary"] == "over stdio"


@pytest.mark.slow
def test_serve_stdio_answers_initialize_before_its_store_is_open(tmp_path):
    """An MCP client gives a stdio server its start-up timeout (Codex: 10 s) for ``initialize``;
    opening the store, the embedder and the warm-ups took 7-15 s before the server answered. Now
    it answers first and opens in the background: with the open stalled (HIPPO_STALL_AT, the
    test's stand-in for a slow disk or a loaded box) the client connects and lists the tools, and
    a tool call that cannot wait any longer says the gateway is still opening its store."""
    init_vault(tmp_path / "vault", sample=True)
    env = _env(tmp_path) | {"HIPPO_STALL_AT": "gateway.open:600", "HIPPO_TOOL_BUDGET_S": "2"}

    async def run():
        transport = StdioTransport(command=sys.executable, args=["-m", "hippocampus.cli", "serve", "--stdio"], env=env,
                                   cwd=str(REPO), keep_alive=False)
        async with Client(transport, init_timeout=120) as client:  # a guard against a hang, not a speed bound
            tools = await client.list_tools()
            with pytest.raises(Exception) as err:
                await client.call_tool("hippo_status")
            return tools, str(err.value)

    tools, error = asyncio.run(run())
    assert len(tools) == 23
    assert "still opening the store" in error and "try again" in error


def test_token_command_without_token_and_backup_restore(tmp_path, monkeypatch):
    result = runner.invoke(app, ["token"])
    assert result.exit_code == 2 and "no MCP token yet" in result.output
    assert runner.invoke(app, ["token", "--rotate"]).exit_code == 0
    assert runner.invoke(app, ["token", "--path"]).output.strip().endswith("mcp_token")

    from hippocampus.config import get_settings
    from hippocampus.ledger import checkpoints
    from hippocampus.ledger.shared import open_ledger_all

    ledger = open_ledger_all(get_settings().ledger_path)
    checkpoints.record(ledger, project="p", kind="work", session_id="s", event_id="e1", summary="kept")
    out = runner.invoke(app, ["backup"])
    assert out.exit_code == 0 and "backup" in out.output
    checkpoints.record(ledger, project="p", kind="work", session_id="s", event_id="e2", summary="lost")
    snap = next(p for p in (get_settings().home / "backups").iterdir() if p.is_dir() and p.name[:2] == "20")
    out = runner.invoke(app, ["restore", snap.name, "--yes"])
    assert out.exit_code == 0 and "restored from" in out.output
    assert [i["summary"] for i in checkpoints.sync(ledger, "p", "0")["items"]] == ["kept"]
    ledger.close()
    assert runner.invoke(app, ["restore", "nope.sqlite3", "--yes"]).exit_code == 2
