"""`hippo run` is recorded in Prefect with its task runs; deployments match SPEC §5 and
prefect.yaml; `hippo up` serves them against an existing API and stops cleanly on SIGTERM."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from flows.registry import DEPLOYMENTS, FLOWS, TIMEZONE, load_flow
from hippocampus.cli import app
from tests.flows.taskruns import task_runs
from tests.gateway.harness import free_port as _free_port
from tests.pipeline_helpers import commits, write

REPO = Path(__file__).resolve().parents[2]


def test_hippo_run_is_recorded_with_task_runs_and_final_state(vault):
    from prefect.client.orchestration import get_client

    write(vault, "00-inbox/note.md", "# a note\n\n[[index]]\n")
    result = CliRunner().invoke(app, ["run", "inbox_scan", "--vault", str(vault), "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    # stdout only: run alone, this test's process lets Prefect's task logs (one of them a dict
    # repr) reach the runner's stderr, which result.output mixes in; the real CLI's stdout is
    # the JSON alone (checked with a pipe)
    data = json.loads(result.stdout[result.stdout.index("{"):])
    assert commits(vault)[0] == f"hippo: inbox_scan {data['run_id']}"
    with get_client(sync_client=True) as client:
        run = client.read_flow_run(data["run_id"])
    assert run.state.is_completed() and run.name
    wanted = ("preflight-checks", "wait-for-vault", "scan-inbox", "commit-vault-run", "publish-report", "index")
    names = {n: t.state.type.value for n, t in task_runs(run.id, wanted).items()}  # recorded after the run returns
    # the run committed, so it re-indexed as its subflow, as the scheduled runs do (--no-reindex skips it)
    assert names == {"preflight-checks": "COMPLETED", "wait-for-vault": "COMPLETED", "scan-inbox": "COMPLETED",
                     "commit-vault-run": "COMPLETED", "publish-report": "COMPLETED", "index": "COMPLETED"}
    assert data["reindexed"]


def test_hippo_run_dry_run_and_unknown_flow(vault):
    write(vault, "00-inbox/note.md", "# a note\n")
    runner = CliRunner()
    result = runner.invoke(app, ["run", "inbox_scan", "--dry-run", "--vault", str(vault)], catch_exceptions=False)
    assert result.exit_code == 0 and "dry run" in result.output and (vault / "00-inbox/note.md").exists()
    assert runner.invoke(app, ["run", "nope", "--vault", str(vault)]).exit_code == 2


def test_every_deployment_validates_its_parameters_on_both_paths():
    # The served path (hippo up / hippo schedule) and the work-pool path (prefect.yaml): a
    # parameter the flow does not take fails every run ("consolidate_lessons" got a vault).
    from flows.serve import build_deployments, deployment_parameters

    built = {d.name: d for d in build_deployments("/v")}
    for name, deployment in built.items():
        load_flow(name).validate_parameters(deployment.parameters)
    assert "vault" not in built["consolidate_lessons"].parameters and "vault" not in built["backup"].parameters
    assert built["janitor"].parameters["vault"] == "/v"
    doc = yaml.safe_load((REPO / "prefect.yaml").read_text())
    for entry in doc["deployments"]:
        load_flow(entry["name"]).validate_parameters(entry["parameters"])
    from prefect.exceptions import ParameterTypeError, SignatureMismatchError

    with pytest.raises((SignatureMismatchError, ParameterTypeError)):
        load_flow("consolidate_lessons").validate_parameters({"vault": "/v"})  # the old bug, caught
    assert deployment_parameters(load_flow("consolidate_lessons"), {}, "/v") == {}


def test_deployments_cover_spec_and_match_prefect_yaml():
    from flows.serve import build_deployments

    specs = {d.name: d for d in DEPLOYMENTS}
    assert set(specs) == set(FLOWS)
    assert specs["inbox_scan"].crons == ("*/10 0-5,20-23 * * *", "45 8 * * *")
    assert specs["approvals"].crons == ("0 9,21 * * *",) and specs["janitor"].crons == ("30 1 * * *",)
    built = {d.name: d for d in build_deployments("/v")}
    assert {s.schedule.timezone for d in built.values() for s in d.schedules} == {TIMEZONE}
    assert built["inbox_scan"].parameters == {"reindex": True, "vault": "/v"}
    assert built["inbox_scan"].entrypoint == "flows.inbox_scan.inbox_scan"
    doc = yaml.safe_load((REPO / "prefect.yaml").read_text())
    in_yaml = {d["name"]: d for d in doc["deployments"]}
    assert set(in_yaml) == set(specs)
    for name, spec in specs.items():
        entry = in_yaml[name]
        assert tuple(s["cron"] for s in entry["schedules"]) == spec.crons, name
        assert all(s["timezone"] == TIMEZONE for s in entry["schedules"])
        assert entry["parameters"] == spec.parameters, name
        # the live vault's event triggers (ADR 0030), the same on both paths
        assert [(t["expect"], t["match"], t["parameters"]) for t in entry.get("triggers", [])] == [
            (sorted(t.expect), t.match.root, t.parameters) for t in built[name].triggers], name
        path, func = entry["entrypoint"].split(":")
        assert load_flow(name).fn.__name__ == func and (REPO / path).exists()


@pytest.mark.slow
def test_hippo_up_serves_deployments_and_stops_on_sigterm(vault, prefect_api, tmp_path):
    from prefect.client.orchestration import get_client
    from prefect.deployments import run_deployment

    write(vault, "00-inbox/served.md", "# served\n\n[[index]]\n")
    env = {**os.environ, "PREFECT_API_URL": prefect_api, "PYTHONPATH": str(REPO), "HIPPO_VAULT": str(vault),
           "HIPPO_HOME": str(tmp_path / "home"), "PREFECT_RUNNER_POLL_FREQUENCY": "1", "HIPPO_MCP_PORT": str(_free_port())}
    env.pop("HIPPO_NOTIFY_URL", None)
    proc = subprocess.Popen([sys.executable, "-c", "from hippocampus.cli import main; main()", "up", "--vault", str(vault)],
                            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 180
        names: set[str] = set()
        while time.monotonic() < deadline and not {d.name for d in DEPLOYMENTS} <= names:
            assert proc.poll() is None, proc.stdout.read()
            with get_client(sync_client=True) as client:
                names = {d.name for d in client.read_deployments()}
            time.sleep(1)
        assert {d.name for d in DEPLOYMENTS} <= names
        with get_client(sync_client=True) as client:
            dep = client.read_deployment_by_name("inbox_scan/inbox_scan")
        assert {s.schedule.cron for s in dep.schedules} == {"*/10 0-5,20-23 * * *", "45 8 * * *"}
        flow_run = run_deployment("inbox_scan/inbox_scan", parameters={"reindex": False}, timeout=240)
        assert flow_run.state.is_completed(), flow_run.state
        assert commits(vault)[0] == f"hippo: inbox_scan {flow_run.id}"
        # `hippo run` without PREFECT_API_URL goes through the running service's server (issue 40):
        # the run shows in its UI, and no temporary API is started; a run that commits is still
        # followed by its re-index, recorded in the same server (lexical only, to stay fast)
        announced = json.loads((tmp_path / "home/prefect/server.json").read_text())
        assert announced["api_url"] == prefect_api and announced["pid"] == proc.pid
        index_runs = _flow_runs_named("index")
        write(vault, "00-inbox/by-hand.md", "# by hand\n\n[[index]]\n")
        by_hand = subprocess.run([sys.executable, "-m", "hippocampus", "run", "inbox_scan", "--json"], cwd=REPO, capture_output=True,
                                 text=True, timeout=300, env={k: v for k, v in env.items() if k != "PREFECT_API_URL"}
                                 | {"HIPPO_EMBED_PROVIDER": "none"})
        assert by_hand.returncode == 0, by_hand.stdout + by_hand.stderr
        assert "recorded in the running service" in by_hand.stderr
        report = json.loads(by_hand.stdout[by_hand.stdout.index("{"):])
        assert report["commit"] and report["reindexed"], report
        with get_client(sync_client=True) as client:
            assert client.read_flow_run(report["run_id"]).state.is_completed()
        new_index_runs = {k: v for k, v in _flow_runs_named("index").items() if k not in index_runs}
        assert len(new_index_runs) == 1, new_index_runs
        assert all(state == "COMPLETED" for state in new_index_runs.values())
        lessons = run_deployment("consolidate_lessons/consolidate_lessons", timeout=240)  # crashed on every run before
        assert lessons.state.is_completed(), lessons.state
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            out, _ = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
            pytest.fail("hippo up did not stop on SIGTERM:\n" + out)
    assert proc.returncode == 0, out
    assert "✓ mcp-gateway at http://127.0.0.1:" in out and "stopped" in out
    assert not (tmp_path / "home/prefect/server.json").exists()  # withdrawn on stop


def _flow_runs_named(name: str) -> dict[str, str]:
    """``{flow run id: state type}`` of every run of the flow ``name`` in the current Prefect API."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowFilter, FlowFilterName

    with get_client(sync_client=True) as client:
        runs = client.read_flow_runs(flow_filter=FlowFilter(name=FlowFilterName(any_=[name])), limit=200)
    return {str(r.id): r.state.type.value if r.state else "?" for r in runs}


def test_hippo_up_refuses_to_take_over_work_pool_deployments(vault, prefect_api, monkeypatch):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.actions import WorkPoolCreate

    from flows.serve import pool_owned

    with get_client(sync_client=True) as client:
        with contextlib.suppress(Exception):  # exists from an earlier run in this session
            client.create_work_pool(WorkPoolCreate(name="hippocampus-test-pool", type="process"))
        flow_id = client.create_flow_from_name("janitor")
        dep_id = client.create_deployment(flow_id=flow_id, name="janitor", work_pool_name="hippocampus-test-pool",
                                          entrypoint="flows/janitor.py:janitor")
    try:
        assert pool_owned() == {"janitor/janitor": "hippocampus-test-pool"}
        monkeypatch.setenv("PREFECT_API_URL", prefect_api)
        result = CliRunner().invoke(app, ["schedule", "--vault", str(vault)])
        assert result.exit_code == 2
        said = " ".join(result.output.split())
        assert "belong to work pool hippocampus-test-pool" in said and "--take-over" in said
        assert f"{Path(sys.executable).with_name('prefect')} worker start --pool hippocampus-test-pool" in said  # runs as pasted
        with get_client(sync_client=True) as client:
            assert client.read_deployment(dep_id).work_pool_name == "hippocampus-test-pool"  # untouched
    finally:
        with get_client(sync_client=True) as client:
            client.delete_deployment(dep_id)
