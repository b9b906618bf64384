"""A flow run's task runs as the Prefect API records them, read once they have arrived.

Prefect 3 records task runs through its events client, after the flow returns: read at once on a
loaded box, a task was missing (``publish-report``, a CI failure) or still RUNNING. These helpers
read again until every task named is there and none is unsettled, for up to ``settle_s`` (a wait
for the record, never a bound on speed: past it the caller's assertion says what was missing)."""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

#: Task run states Prefect has not finished recording.
UNSETTLED = {"SCHEDULED", "PENDING", "RUNNING"}


def _read(run_id: Any) -> list[Any]:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    with get_client(sync_client=True) as client:
        return client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[run_id])))


def _settled(run_id: Any, wanted: set[str], settle_s: float) -> list[Any]:
    """The run's task runs once ``wanted`` names are all there and none is unsettled, or after
    ``settle_s``."""
    deadline = time.monotonic() + settle_s
    while True:
        tasks = _read(run_id)
        names = {t.name.rsplit("-", 1)[0] for t in tasks}
        unsettled = any(t.state is not None and t.state.type.value in UNSETTLED for t in tasks)
        if (not unsettled and wanted <= names) or time.monotonic() > deadline:
            return tasks
        time.sleep(0.3)


def task_runs(run_id: Any, wanted: Iterable[str] = (), settle_s: float = 60.0) -> dict[str, Any]:
    """The run's task runs by name (the name without Prefect's ``-<n>`` suffix), once ``wanted``
    are all there and none is unsettled, or after ``settle_s``."""
    return {t.name.rsplit("-", 1)[0]: t for t in _settled(run_id, set(wanted), settle_s)}


def task_states(run_id: Any, settle_s: float = 60.0) -> list[tuple[str, str]]:
    """(name, final state) of every task run, waiting as :func:`task_runs` does (one entry per
    run: the index flow has one task per embedding batch under the same name)."""
    return [(t.name.rsplit("-", 1)[0], t.state.type.value) for t in _settled(run_id, set(), settle_s)]
