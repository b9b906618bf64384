"""`hippo search` / `hippo bundle` go through a running `hippo serve` for the same HIPPO_HOME and
vault (found through its own $HIPPO_HOME/gateways/<instance>.json), fall back to searching in-process when the
announced gateway is gone, and say so. Real processes, real HTTP, real store."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.gateway.harness import free_port

REPO = Path(__file__).resolve().parents[2]
HIPPO = str(Path(sys.executable).with_name("hippo"))


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
    return env | {"HIPPO_HOME": str(tmp_path / "home"), "HIPPO_VAULT": str(tmp_path / "vault"), "FASTMCP_LOG_LEVEL": "WARNING"}


def _hippo(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([HIPPO, *args], env=env, capture_output=True, text=True, timeout=300, cwd=str(REPO))


@pytest.mark.slow
def test_search_goes_through_a_running_gateway_and_falls_back_when_it_is_gone(tmp_path):
    env = _env(tmp_path)
    assert _hippo(env, "init", str(tmp_path / "vault"), "--sample").returncode == 0
    assert _hippo(env, "index", "--no-embed").returncode == 0
    announced = tmp_path / "home" / "gateways"
    port = free_port()
    proc = subprocess.Popen([HIPPO, "serve", "--port", str(port)], env=env, cwd=str(REPO),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 180
        while not list(announced.glob("*.json")):
            assert proc.poll() is None and time.monotonic() < deadline, "the gateway did not announce itself"
            time.sleep(0.2)
        (announce,) = announced.glob("*.json")
        info = json.loads(announce.read_text())
        assert info["url"] == f"http://127.0.0.1:{port}" and info["vault"] == str((tmp_path / "vault").resolve())
        remote = _hippo(env, "search", "restic backups", "--mode", "lexical", "--json")
        local = _hippo(env, "search", "restic backups", "--mode", "lexical", "--json", "--local")
        assert remote.returncode == 0 and local.returncode == 0, remote.stderr + local.stderr
        anchors = [h["anchor"] for h in json.loads(remote.stdout)["hits"]]
        assert anchors and anchors == [h["anchor"] for h in json.loads(local.stdout)["hits"]]
        assert remote.stderr == ""  # nothing degraded to report
        bundle = _hippo(env, "bundle", "restic backups", "--json")
        assert bundle.returncode == 0 and json.loads(bundle.stdout)["excerpts"], bundle.stderr
        bad = _hippo(env, "search", "restic", "--mode", "lexical", "--path", "../etc")
        assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "path_prefix refused" in bad.stderr  # the gateway's own refusal
    finally:
        proc.send_signal(signal.SIGTERM)
        log, _ = proc.communicate(timeout=30)
    # the three calls went through it: initialize and tools/call answer 200, the session is ended
    assert log.count('"POST /mcp HTTP/1.1" 200') >= 6 and log.count('"DELETE /mcp HTTP/1.1" 200') >= 3, log
    assert not announce.exists()  # withdrawn on shutdown
    announce.write_text(json.dumps({"url": f"http://127.0.0.1:{port}", "pid": 2**22 + 17, "vault": info["vault"]}))
    stale = _hippo(env, "search", "restic backups", "--mode", "lexical", "--json")
    assert stale.returncode == 0 and json.loads(stale.stdout)["hits"]
    assert "is not running" in stale.stderr and "searching here" in stale.stderr


@pytest.mark.slow
def test_a_query_without_hangul_never_loads_the_korean_analyser(tmp_path):
    env = _env(tmp_path)
    assert _hippo(env, "init", str(tmp_path / "vault"), "--sample").returncode == 0
    assert _hippo(env, "index", "--no-embed").returncode == 0
    code = ("import sys; from hippocampus.cli import app\n"
            "try:\n    app(['search', sys.argv[1], '--mode', 'lexical', '--local', '--json'], standalone_mode=False)\n"
            "except SystemExit:\n    pass\n"
            "print('KIWI', 'kiwipiepy' in sys.modules, file=sys.stderr)")
    for query, loaded in (("restic backups", "False"), ("한국어 색인", "True")):
        out = subprocess.run([sys.executable, "-c", code, query], env=env, capture_output=True, text=True, timeout=300, cwd=str(REPO))
        assert out.returncode == 0 and json.loads(out.stdout)["hits"], out.stderr
        assert f"KIWI {loaded}" in out.stderr, (query, out.stderr)
