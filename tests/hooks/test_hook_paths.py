"""The installed hooks and MCP entries run from a shell whose PATH lacks the venv, and a moved
checkout fails with how to fix it (ADR 0031).

Real processes throughout: ``hippo hook install`` run from a copy of the console script in a
"checkout" that is not on PATH, every installed hook command run through ``/bin/sh -c`` with
only ``PATH=/usr/bin:/bin`` (as a client's shell would, without the venv), and each MCP entry
started as configured and spoken to over stdio by a real MCP client.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import tomllib
from pathlib import Path

import jsonschema
import pytest

from tests.hooks.support import HIPPO, Env, make_env, output_schema

BARE = {"PATH": "/usr/bin:/bin"}
PAYLOADS = {"SessionStart": "session_start", "UserPromptSubmit": "user_prompt_submit", "PostToolUse": "post_tool_use",
            "Stop": "stop", "SessionEnd": "session_end"}


def _checkout(root: Path) -> Path:
    """A checkout whose ``.venv/bin/hippo`` is this venv's console script (its shebang names
    this venv's interpreter), at a path that is on no PATH."""
    exe = root / ".venv" / "bin" / "hippo"
    exe.parent.mkdir(parents=True)
    shutil.copy2(HIPPO, exe)
    return exe


def _install(exe: Path, client: str, env: Env, project: Path, user_home: Path) -> str:
    done = subprocess.run([str(exe), "hook", "install", "--client", client, "--project", str(project),
                           "--vault", str(env.vault), "--home", str(env.home)],
                          capture_output=True, text=True, env=BARE | {"HOME": str(user_home)}, cwd=user_home, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _hooks(project: Path, client: str) -> dict[str, list[str]]:
    file = project / (".claude/settings.json" if client == "claude" else ".codex/hooks.json")
    data = json.loads(file.read_text(encoding="utf-8"))
    return {event: [h["command"] for g in groups for h in g["hooks"]] for event, groups in data["hooks"].items()}


def _mcp_entry(project: Path, client: str) -> dict:
    if client == "claude":
        return json.loads((project / ".mcp.json").read_text(encoding="utf-8"))["mcpServers"]["hippocampus"]
    return tomllib.loads((project / ".codex" / "config.toml").read_text(encoding="utf-8"))["mcp_servers"]["hippocampus"]


def _run_hook(command: str, payload: dict, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["/bin/sh", "-c", command], input=json.dumps(payload).encode(), capture_output=True,
                          env=dict(BARE), cwd=cwd, check=False, timeout=60)


async def _mcp_status(entries: list[dict], cwd: Path) -> list[dict]:
    from fastmcp import Client
    from fastmcp.client.transports import StdioTransport

    async def one(entry: dict) -> dict:
        transport = StdioTransport(command=entry["command"], args=list(entry["args"]), env=BARE | dict(entry["env"]), cwd=str(cwd))
        async with Client(transport) as client:
            result = await client.call_tool("hippo_status")
        return result.structured_content or {}

    return list(await asyncio.gather(*(one(e) for e in entries)))


@pytest.fixture
def env(tmp_path) -> Env:
    return make_env(tmp_path)


def test_hooks_and_mcp_entries_run_with_a_bare_path_and_a_moved_checkout_says_how_to_fix(env, tmp_path):
    user_home = tmp_path / "user"
    user_home.mkdir()
    project = env.repo.parent  # "My Proj": a path with a space
    exe = _checkout(tmp_path / "checkout")
    for client in ("claude", "codex"):
        out = _install(exe, client, env, project, user_home)
        assert str(exe) in out
        assert client == "claude" or "added [mcp_servers.hippocampus] (stdio)" in out  # printed as text, not markup

    # 1. every installed hook command, from a shell with only /usr/bin:/bin on PATH
    ran = 0
    for client in ("claude", "codex"):
        for event, commands in _hooks(project, client).items():
            assert len(commands) == 1 and str(exe) in commands[0], (client, event)
            done = _run_hook(commands[0], env.payload(client, PAYLOADS[event]), env.repo)
            assert done.returncode == 0, (client, event, done.stderr)
            ran += 1
            if event == "SessionStart":
                out = json.loads(done.stdout)
                jsonschema.validate(out, output_schema("SessionStart"))
                assert "project my-proj" in out["hookSpecificOutput"]["additionalContext"]
    lines = env.log_lines()
    assert len(lines) == ran == 9  # each command reached `hippo hook` (one log line per call)
    assert [line["event"] for line in lines].count("stop") == 2

    # 2. both MCP entries start the gateway over stdio, as configured, without the venv on PATH
    entries = [_mcp_entry(project, "claude"), _mcp_entry(project, "codex")]
    statuses = asyncio.run(_mcp_status(entries, project))
    assert all(s["index"]["status"] == "not_indexed" for s in statuses), statuses

    # 3. the checkout moves: each command fails (exit 1) saying what happened and how to fix it
    moved = tmp_path / "moved"
    (tmp_path / "checkout").rename(moved)
    for client in ("claude", "codex"):
        command = _hooks(project, client)["SessionStart"][0]
        done = _run_hook(command, env.payload(client, "session_start"), env.repo)
        stderr = done.stderr.decode()
        assert done.returncode == 1 and "is not there any more" in stderr, stderr
        assert f"hippo hook install --client {client} --project '{project}'" in stderr
        entry = _mcp_entry(project, client)
        done = subprocess.run([entry["command"], *entry["args"]], capture_output=True, text=True, env=BARE, stdin=subprocess.DEVNULL,
                              check=False, timeout=60)
        assert done.returncode == 1 and f"hippo hook install --client {client}" in done.stderr

    # 4. installing again from the moved checkout replaces the stale entries; the hooks run again
    new_exe = moved / ".venv" / "bin" / "hippo"
    for client in ("claude", "codex"):
        out = _install(new_exe, client, env, project, user_home)
        assert "replac" in out
        hooks = _hooks(project, client)
        assert all(len(c) == 1 and str(new_exe) in c[0] for c in hooks.values()), hooks
        assert str(new_exe) in _mcp_entry(project, client)["args"][1]
        done = _run_hook(hooks["SessionStart"][0], env.payload(client, "session_start"), env.repo)
        assert done.returncode == 0 and "hookSpecificOutput" in done.stdout.decode()

    # 5. uninstall removes everything the installs added, folders included
    for client in ("claude", "codex"):
        done = subprocess.run([str(new_exe), "hook", "uninstall", "--client", client, "--project", str(project), "--home", str(env.home)],
                              capture_output=True, text=True, env=BARE | {"HOME": str(user_home)}, check=False, timeout=120)
        assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in project.iterdir()) == [".git", "src"]
