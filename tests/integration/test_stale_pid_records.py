"""A record left by a killed process whose pid now belongs to another, live process.

`hippo serve`, `hippo index` and the live vault write their pid into HIPPO_HOME (the gateway's
announcement under gateways/, index-progress.json, live.json) and readers decide from that pid
whether the writer still runs. After a SIGKILL (OOM, a crash, a reboot) the pid is reused sooner
or later; `kill(pid, 0)` alone then says "alive" forever: every `hippo search`, `bundle` and `read`
printed `the gateway at … (pid N) does not answer /health; searching here` and never removed the
file, and `hippo status` showed a dead index build and a dead live vault as running (fault21 D5).
Real processes: an unrelated `sleep` holds the reused pid; the CLI is run as a user runs it."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hippocampus.vault.init import init_vault

HIPPO = str(Path(sys.executable).with_name("hippo"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def reused_pid():
    """A live process that started after the records below were written (a reused pid)."""
    proc = subprocess.Popen(["sleep", "120"])
    try:
        yield proc.pid
    finally:
        proc.kill()
        proc.wait()


def status(vault: Path, home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("HIPPO_DEBUG", "HIPPO_MCP_TOKEN")}
    env.update(HIPPO_VAULT=str(vault), HIPPO_HOME=str(home))
    proc = subprocess.run([HIPPO, "status", "--json"], capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    return json.loads(proc.stdout)


def test_records_of_dead_processes_whose_pid_was_reused_are_read_as_dead(tmp_path, reused_pid):
    vault, home = tmp_path / "vault", tmp_path / "home"
    init_vault(vault)
    (home / "gateways").mkdir(parents=True)
    (home / "mcp_token").write_text("t" * 32, encoding="utf-8")
    then = time.time() - 300  # the dead processes wrote these five minutes before the pid was reused
    iso = datetime.fromtimestamp(then, UTC).isoformat(timespec="milliseconds")
    announcement = home / "gateways" / "deadbeef00000000.json"
    announcement.write_text(json.dumps({
        "url": f"http://127.0.0.1:{free_port()}", "pid": reused_pid, "host": socket.gethostname(), "instance": "deadbeef00000000",
        "kind": "serve", "vault": str(vault.resolve()), "home": str(home.resolve()), "started": then}), encoding="utf-8")
    (home / "index-progress.json").write_text(json.dumps({
        "event": "progress", "phase": "embed", "done": 10, "total": 100, "rate_per_s": 1.0, "eta_s": 90.0, "elapsed_s": 10.0,
        "pid": reused_pid, "updated": (datetime.fromtimestamp(then, UTC) + timedelta(seconds=10)).isoformat(timespec="seconds")}),
        encoding="utf-8")
    (home / "live.json").write_text(json.dumps({
        "enabled": True, "pid": reused_pid, "started": iso, "state": "idle", "watcher": {"state": "running", "mode": "events"},
        "pending": {"paths": 0, "sample": [], "waiting_s": None}}), encoding="utf-8")

    first = status(vault, home)
    assert first["build"] is None  # before the fix: the dead build's 10 % "running"
    assert first["live"] is not None and first["live"].get("alive") is False, first["live"]
    assert first["gateway"] is None
    assert not announcement.exists()  # before the fix: kept, and every command said it does not answer
    second = status(vault, home)
    assert second["gateway"] is None and not any("does not answer" in n for n in second["gateway_notes"]), second["gateway_notes"]


def test_a_process_is_alive_for_the_records_it_wrote():
    """A record written now by this very process: its pid is alive; a record written long before
    this process started was not written by it."""
    from hippocampus.locks import pid_alive

    assert pid_alive(os.getpid(), since=time.time())
    assert not pid_alive(os.getpid(), since=time.time() - 24 * 3600 * 365 * 30)  # a record older than the process: not its writer
