"""The first hour after the README's quick start, end to end with real processes (ADR 0031).

From the checkout's directory, with a PATH that lacks the venv (as after `make run`): the demo
prints commands with their environment; each is run as pasted through `/bin/sh -c` with only
/usr/bin:/bin on PATH: the search (which, before an index exists, answers with a command that
itself works as pasted), `hippo hook install` for Claude Code and Codex and one installed hook
of each, then `hippo up` and `hippo search` while it runs (through its gateway, found by its discovery file), and SIGTERM stops it cleanly.

Stand-ins that keep this under a minute: `hippo demo --no-flows` plus a lexical `hippo index`
for `make run`'s full demo (its flows are tested in test_end_to_end.py), and the session's
Prefect test API (PREFECT_API_URL) for the Prefect server `hippo up` would start.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.gateway.harness import free_port
from tests.hooks.support import FIXTURES

REPO = Path(__file__).resolve().parents[2]
EXE = Path(sys.executable).with_name("hippo")


def _sh(line: str, env: dict[str, str], cwd: Path, stdin: bytes | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(["/bin/sh", "-c", line], cwd=cwd, env=env, input=stdin, capture_output=True, timeout=timeout, check=False)


def _cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _forget_deployments() -> None:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterName

    from flows.registry import DEPLOYMENTS

    with get_client(sync_client=True) as client:
        names = [spec.name for spec in DEPLOYMENTS]
        for deployment in client.read_deployments(deployment_filter=DeploymentFilter(name=DeploymentFilterName(any_=names))):
            client.delete_deployment(deployment.id)


@pytest.mark.slow
def test_from_the_demo_to_agents_and_a_running_service(tmp_path, prefect_api):
    exe = str(EXE)  # the demo runs as `.venv/bin/hippo` from the checkout (below) and prints it absolute
    run_as = str(EXE.relative_to(REPO)) if EXE.is_relative_to(REPO) else exe
    path = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep) if Path(p).resolve() != EXE.parent.resolve())
    user = {k: v for k, v in os.environ.items() if not k.startswith(("HIPPO_", "PREFECT_"))} | {"PATH": path}
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "HIPPO_EMBED_PROVIDER": "none"}
    demo = tmp_path / "demo"
    out = subprocess.run([run_as, "demo", "--no-flows", "--dir", str(demo)], cwd=REPO, env=user, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    lines = [line.strip() for line in out.stdout.splitlines()]
    vault, home = (demo / "vault").resolve(), (demo / "home").resolve()
    up_line, search_line = lines[-1], next(line for line in lines if " search " in line and line.startswith("HIPPO_VAULT="))
    assert up_line == f"HIPPO_VAULT={vault} HIPPO_HOME={home} {exe} up", up_line

    # 1. the printed search, before any index: the answer names a command that works as pasted
    done = _sh(search_line, bare, tmp_path)
    stderr = done.stderr.decode()
    assert done.returncode == 2 and "not indexed yet" in stderr, stderr
    fix = stderr.split("`")[1]
    assert fix == f"HIPPO_VAULT={vault} HIPPO_HOME={home} {exe} index", fix
    assert _sh(fix + " --no-embed", bare, tmp_path).returncode == 0

    # 2. connect Claude Code and Codex from a plain shell; one installed hook of each runs there too
    project = tmp_path / "my-project"
    project.mkdir()
    prefix = up_line[: -len(" up")]
    for client, settings_file, fixture in (("claude", ".claude/settings.json", "claude/session_start.json"),
                                            ("codex", ".codex/hooks.json", "codex/session_start.json")):
        installed = _sh(f"{prefix} hook install --client {client} --project {project}", bare, tmp_path)
        assert installed.returncode == 0, installed.stderr
        command = json.loads((project / settings_file).read_text())["hooks"]["SessionStart"][0]["hooks"][0]["command"]
        payload = (FIXTURES / fixture).read_text().replace("$CWD", str(project)).replace("$TRANSCRIPT", str(tmp_path / "t.jsonl"))
        hooked = _sh(command, {"PATH": "/usr/bin:/bin"}, tmp_path, stdin=payload.encode())
        assert hooked.returncode == 0 and "hookSpecificOutput" in hooked.stdout.decode(), hooked.stderr

    # 3. `hippo up` as printed (its Prefect API: the session's test server), then search while it runs
    port = free_port()
    env = bare | {"PREFECT_API_URL": prefect_api, "HIPPO_MCP_PORT": str(port), "PREFECT_RUNNER_POLL_FREQUENCY": "1"}
    # the printed line as is, with `exec` after its assignments so SIGTERM reaches `hippo up` itself
    assignments, _, command = up_line.rpartition(f" {exe} ")
    proc = subprocess.Popen(["/bin/sh", "-c", f"{assignments} exec {exe} {command}"], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 180
        while True:
            assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=5).json()["status"] in ("ok", "degraded"):
                    break
            except (httpx.HTTPError, ValueError):
                pass
            assert time.monotonic() < deadline, "the gateway of `hippo up` did not answer /health"
            time.sleep(0.5)
        cpu = _cpu_of_children()
        found = _sh(search_line.replace(" search ", " search --json ", 1), bare, tmp_path)
        cpu = _cpu_of_children() - cpu
        assert found.returncode == 0, found.stderr
        hits = json.loads(found.stdout)["hits"]
        assert hits and all("#" in h["anchor"] for h in hits)
        # through the running gateway (its discovery file, issue 34): no tokenizer or store load here
        assert "searching here" not in found.stderr.decode(), found.stderr
        assert cpu < 1.5, f"hippo search took {cpu:.2f} CPU-s with `hippo up` running"
        status = _sh(search_line.split(" search ", 1)[0] + " status --json", bare, tmp_path)
        gateway = json.loads(status.stdout)["gateway"]
        assert gateway is not None and gateway["kind"] == "up" and gateway["pid"] == proc.pid, status.stdout
        (announcement,) = (home / "gateways").glob("*.json")
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            output, _ = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            output, _ = proc.communicate()
            pytest.fail("hippo up did not stop on SIGTERM:\n" + output)
        finally:
            _forget_deployments()  # the session's Prefect API is shared: later tests must not run the demo's
    assert proc.returncode == 0, output
    assert not announcement.exists()  # withdrawn when `hippo up` stops
    plain = _sh(search_line, bare, tmp_path)  # and the CLI says nothing about a gateway that is gone
    assert plain.returncode == 0 and "gateway" not in plain.stderr.decode(), plain.stderr
    said = " ".join(output.split())
    assert f"run one now: HIPPO_VAULT={vault} HIPPO_HOME={home} {exe} run inbox_scan" in said, output
    assert "prefect deployment run" not in said and "stopped" in said
