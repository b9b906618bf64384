"""One vault writer at a time, on every topology (`hippo run` with a temporary API, `hippo up`, a
work pool): the vault's own lock is the one exclusion (ADR 0027). A writer waits for it visibly
(`wait-for-vault` task, a log line naming the holder), gives up after HIPPO_VAULT_WAIT_S naming the
holder, and takes over at once the lock of a holder that died, saying whose it was."""

from __future__ import annotations

import logging
import signal
import subprocess
import sys
import threading
import time

import pytest

from flows.inbox_scan import inbox_scan
from flows.janitor import janitor
from hippocampus.config import get_settings
from hippocampus.vault.writer import VaultBusy, VaultRun
from tests.flows.taskruns import task_runs
from tests.pipeline_helpers import card, commit_all, commits, status, write


def _task_runs(run_id: str) -> dict[str, float]:
    tasks = task_runs(run_id, wanted=("wait-for-vault",))
    return {name: (t.total_run_time.total_seconds() if t.total_run_time else 0.0) for name, t in tasks.items()}


def _logs(run_id: str) -> list[str]:
    """The run's log lines in the Prefect API (sent in the background: drained first)."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import LogFilter, LogFilterFlowRunId
    from prefect.logging.handlers import APILogWorker

    APILogWorker.drain_all(timeout=30)
    with get_client(sync_client=True) as client:
        return [log.message for log in client.read_logs(log_filter=LogFilter(flow_run_id=LogFilterFlowRunId(any_=[run_id])))]


class _SeesWait(logging.Handler):
    """Set ``seen`` when a run's log says it waits for the vault."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = threading.Event()

    def emit(self, record: logging.LogRecord) -> None:
        if "waits for the vault" in record.getMessage():
            self.seen.set()


def test_a_writer_waits_for_the_vault_visibly_and_then_runs(vault):
    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    held = threading.Event()
    waiter = _SeesWait()
    logging.getLogger("prefect.task_runs").addHandler(waiter)

    def long_writer():  # e.g. a gateway capture or compile holding the vault
        with VaultRun(vault, "compile", run_id="long-holder"):
            held.set()
            # hold until the flow run is seen waiting (a loaded machine may take long to get
            # there), then a little longer: the wait is measured, not raced
            waiter.seen.wait(180)
            time.sleep(2.5)

    holder = threading.Thread(target=long_writer)
    holder.start()
    assert held.wait(60)
    started = time.monotonic()
    try:
        result = inbox_scan(vault=str(vault))
    finally:
        holder.join()
        logging.getLogger("prefect.task_runs").removeHandler(waiter)
    assert waiter.seen.is_set()
    assert time.monotonic() - started >= 3  # it waited for the lock instead of failing
    assert result["counts"]["ingested"] == 1 and status(vault) == ""
    tasks = _task_runs(result["run_id"])
    assert tasks["wait-for-vault"] >= 2  # the wait is a task of its own in the run's graph
    assert any("waits for the vault" in line and "compile run long-holder" in line for line in _logs(result["run_id"]))


def test_two_writers_at_once_run_one_after_the_other(vault):
    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    card(vault, "old-card", created="2026-01-01")
    commit_all(vault)
    results: dict[str, dict] = {}
    threads = [threading.Thread(target=lambda name=name, fn=fn: results.__setitem__(name, fn(vault=str(vault))))
               for name, fn in (("inbox_scan", inbox_scan), ("janitor", janitor))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    assert set(results) == {"inbox_scan", "janitor"}
    assert all(r["commit"] for r in results.values())
    assert {c.split()[1] for c in commits(vault)[:2]} == {"inbox_scan", "janitor"} and status(vault) == ""


def test_a_live_holder_past_the_wait_fails_the_run_naming_it_and_nothing_is_written(vault, monkeypatch):
    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    monkeypatch.setenv("HIPPO_VAULT_WAIT_S", "1.5")
    get_settings.cache_clear()
    n = len(commits(vault))
    try:
        with VaultRun(vault, "worklog", run_id="stuck"), pytest.raises(VaultBusy, match="worklog run stuck"):
            inbox_scan(vault=str(vault))
    finally:
        get_settings.cache_clear()
    assert len(commits(vault)) == n and (vault / "00-inbox/a.md").exists()


def test_the_lock_of_a_holder_that_died_is_reclaimed_at_once_and_the_log_says_whose(vault):
    # A real writer process takes the vault lock, starts writing and is SIGKILLed: the kernel drops
    # its lock; the next flow run takes it over without waiting, says whose it was, undoes the
    # dead run's write and does its own work.
    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    child = (
        "import os, signal, sys\n"
        "from hippocampus.vault.writer import VaultRun\n"
        "run = VaultRun(sys.argv[1], 'janitor', run_id='dead-holder')\n"
        "run.open()\n"
        "run.write('05-todo/half.md', 'half written\\n')\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    proc = subprocess.run([sys.executable, "-c", child, str(vault)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert (vault / "05-todo/half.md").exists()
    started = time.monotonic()
    result = inbox_scan(vault=str(vault))
    assert time.monotonic() - started < 60
    assert result["counts"]["ingested"] == 1 and status(vault) == "" and not (vault / "05-todo/half.md").exists()
    logs = _logs(result["run_id"])
    assert any("janitor run dead-holder" in line and "died holding it; reclaimed at" in line for line in logs)
    assert any("dead-holder" in r and "undid its 1" in r for r in result["recovered"])


def test_dates_come_from_the_schedule_zone_not_the_host_zone(vault, monkeypatch):
    # A host whose local date differs from Seoul's right now (UTC-12 or UTC+14: at any hour one
    # of them does): the run writes the Asia/Seoul date into log.md and the source file name.
    import os
    from datetime import datetime
    from zoneinfo import ZoneInfo

    seoul = datetime.now(ZoneInfo("Asia/Seoul")).date()
    host_zone = next(z for z in ("Etc/GMT+12", "Etc/GMT-14") if datetime.now(ZoneInfo(z)).date() != seoul)
    monkeypatch.setenv("TZ", host_zone)
    time.tzset()
    try:
        from datetime import date

        assert date.today() != seoul  # the host clock really disagrees
        write(vault, "00-inbox/zone.md", "# Zone\n\nwritten on a host in another zone\n")
        result = inbox_scan(vault=str(vault))
    finally:
        monkeypatch.setenv("TZ", os.environ.get("TZ", "UTC"))
        monkeypatch.undo()
        time.tzset()
    assert result["counts"]["ingested"] == 1
    assert any(line.startswith(f"## [{seoul.isoformat()}]") for line in result["log_lines"])
    assert (vault / "10-sources" / f"{seoul.isoformat()}_zone.md").exists()


def test_the_inbox_run_graph_has_edges(vault):
    # preflight → wait-for-vault and scan-inbox → commit-vault-run → publish-report, as data
    # dependencies the UI draws (the scan used to float with no edge).
    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    result = inbox_scan(vault=str(vault))
    wanted = {"preflight-checks", "wait-for-vault", "scan-inbox", "commit-vault-run", "publish-report"}
    by_name = task_runs(result["run_id"], wanted)  # recorded after the flow returns (tests/flows/taskruns.py)
    assert wanted <= set(by_name), sorted(by_name)

    def upstream(name: str) -> set[str]:
        ids = {str(i.id) for inputs in by_name[name].task_inputs.values() for i in inputs if getattr(i, "input_type", "") == "task_run"}
        return {n for n, t in by_name.items() if str(t.id) in ids}

    assert upstream("wait-for-vault") == {"preflight-checks"}
    assert upstream("scan-inbox") == {"preflight-checks"}
    assert upstream("commit-vault-run") == {"scan-inbox"}
    assert upstream("publish-report") == {"commit-vault-run"}
