"""Many writers on one vault, as users run them: two real `hippo serve` HTTP processes, real MCP
clients, concurrent worklog/capture/handoff/checkpoint calls (eval/reliability_writers.py at a
small size); and plain child processes writing through the workspace functions."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from eval import reliability_writers
from hippocampus.vault.init import init_vault
from tests.pipeline_helpers import status

pytestmark = pytest.mark.slow

PROCS = Path(__file__).resolve().parents[1] / "support" / "vault_procs.py"


def test_two_gateway_processes_lose_nothing_acknowledged(tmp_path):
    report = reliability_writers.run(servers=2, clients=2, calls=8, workdir=tmp_path / "campaign")
    assert report["failed_calls"] == 0, report["failures"]
    assert sum(report["acknowledged"].values()) == 32
    assert report["problems"] == []


def test_concurrent_writer_processes_keep_every_write_once(tmp_path):
    vault = tmp_path / "vault"
    init_vault(vault)
    procs = [subprocess.Popen([sys.executable, str(PROCS), "agent", str(vault), f"w{i}", "12"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for i in range(3)]
    acked = []
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        acked += [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(acked) == 36
    worklog = (vault / "50-ops/proj/worklog.md").read_text(encoding="utf-8")
    for rec in acked:
        if rec["kind"] == "worklog":
            assert worklog.count(f"] entry {rec['tag']}\n") == 1
        else:
            assert f" {rec['tag']}" in (vault / rec["path"]).read_text(encoding="utf-8"), rec
    captures = [r["path"] for r in acked if r["kind"] == "capture"]
    assert len(set(captures)) == len(captures) == 12
    superseded = [r["superseded"] for r in acked if r["kind"] == "handoff" and r["superseded"]]
    assert len(superseded) == 11 and len(set(superseded)) == 11  # a linear chain: 12 handoffs, 11 archived once each
    assert status(vault) == ""
