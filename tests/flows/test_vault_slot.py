"""One vault writer at a time, expressed in Prefect (issue: served, `hippo run` and work-pool
topologies alike): the `hippocampus-vault` global concurrency limit is created by the flows
themselves, a writer waits for it visibly (`wait-for-vault` task, a log line naming the holder)
instead of failing, and a vault lock held outside Prefect is retried with backoff."""

from __future__ import annotations

import threading
import time

import pytest
from prefect import flow

import flows.common as common
from flows.inbox_scan import inbox_scan
from flows.janitor import janitor
from hippocampus.vault.writer import VaultBusy, VaultRun
from tests.pipeline_helpers import card, commit_all, commits, status, write


def _task_runs(run_id: str) -> dict[str, float]:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    with get_client(sync_client=True) as client:
        tasks = client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[run_id])))
    return {t.name.rsplit("-", 1)[0]: (t.total_run_time.total_seconds() if t.total_run_time else 0.0) for t in tasks}


def _logs(run_id: str) -> list[str]:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import LogFilter, LogFilterFlowRunId

    with get_client(sync_client=True) as client:
        return [log.message for log in client.read_logs(log_filter=LogFilter(flow_run_id=LogFilterFlowRunId(any_=[run_id])))]


def test_a_writer_waits_for_the_slot_visibly_and_then_runs(vault):
    from prefect.client.orchestration import get_client
    from prefect.concurrency.sync import concurrency

    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    common.ensure_vault_slot()
    with get_client(sync_client=True) as client:
        limit = client.read_global_concurrency_limit_by_name(common.VAULT_SLOT)
    assert limit.limit == 1 and limit.active

    held = threading.Event()

    def long_writer():  # e.g. compile holding the vault through its LLM calls
        with concurrency(common.VAULT_SLOT, occupy=1, strict=True):
            held.set()
            time.sleep(6)

    holder = threading.Thread(target=long_writer)
    holder.start()
    assert held.wait(60)
    started = time.monotonic()
    result = inbox_scan(vault=str(vault))
    holder.join()
    assert time.monotonic() - started >= 4  # it waited for the slot instead of failing
    assert result["counts"]["ingested"] == 1 and status(vault) == ""
    tasks = _task_runs(result["run_id"])
    assert tasks["wait-for-vault"] >= 3  # the wait is a task of its own in the run's graph
    assert any("waits for the vault" in line for line in _logs(result["run_id"]))


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


def test_a_vault_lock_held_outside_prefect_is_retried_not_failed(vault, monkeypatch):
    # A gateway writer holds the vault lock past the run's own wait: the flow retries with backoff.
    monkeypatch.setattr(common, "BUSY_RETRY_SECONDS", (1.0, 1.0))
    outside = VaultRun(vault, "worklog", run_id="gateway-writer")
    outside.open()
    threading.Timer(1.5, outside.close).start()

    @flow
    def probe_open() -> bool:
        run = VaultRun(vault, "probe", lock_timeout=0.5)
        common._open_with_retry(run, "probe")
        run.close()
        return True

    assert probe_open()

    holder = VaultRun(vault, "worklog", run_id="stuck")
    holder.open()
    try:
        @flow
        def gives_up() -> None:
            common._open_with_retry(VaultRun(vault, "probe", lock_timeout=0.2), "probe")

        with pytest.raises(VaultBusy, match="worklog run stuck"):
            gives_up()
    finally:
        holder.close()


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
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    write(vault, "00-inbox/a.md", "# A\n\nnote a\n")
    result = inbox_scan(vault=str(vault))
    with get_client(sync_client=True) as client:
        tasks = client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[result["run_id"]])))
    by_name = {t.name.rsplit("-", 1)[0]: t for t in tasks}

    def upstream(name: str) -> set[str]:
        ids = {str(i.id) for inputs in by_name[name].task_inputs.values() for i in inputs if getattr(i, "input_type", "") == "task_run"}
        return {n for n, t in by_name.items() if str(t.id) in ids}

    assert upstream("wait-for-vault") == {"preflight-checks"}
    assert upstream("scan-inbox") == {"preflight-checks"}
    assert upstream("commit-vault-run") == {"scan-inbox"}
    assert upstream("publish-report") == {"commit-vault-run"}
