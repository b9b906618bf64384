"""The index flow as a real DAG: each step of a build is a task in the run's graph, one task per
embedding batch, and a failing batch is a Failed task (the run degrades, it does not die)."""

from __future__ import annotations

from collections import Counter

import flows.index as index_module
from flows.index import index
from hippocampus.config import get_settings
from tests.flows.taskruns import task_states as _task_states
from tests.pipeline_helpers import commit_all, write


def _notes(vault):
    for i in range(3):
        write(vault, f"20-wiki/dev/note-{i}.md", f"# Note {i}\n\n## Part A\n\nalpha text {i}\n\n## Part B\n\nbeta text {i}\n")
    commit_all(vault)


def test_index_run_shows_its_steps_and_every_embedding_batch(vault, monkeypatch):
    _notes(vault)
    monkeypatch.setenv("HIPPO_EMBED_BATCH", "2")
    get_settings.cache_clear()
    state = index(vault=str(vault), return_state=True)
    assert state.is_completed()
    data = state.result()
    assert data["embedding_coverage"] == 1.0
    tasks = _task_states(state.state_details.flow_run_id)
    names = Counter(name for name, _ in tasks)
    for step in ("index-scan", "index-analyse", "index-verify", "index-publish", "index-gc"):
        assert names[step] == 1, (step, names)
    assert names["index-embed-batch"] >= 3  # one task per batch of 2 sections
    assert all(value == "COMPLETED" for _, value in tasks)


def test_a_failing_embedding_batch_is_a_failed_task_and_the_store_is_still_published(vault, monkeypatch):
    _notes(vault)
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "openai")
    monkeypatch.setenv("HIPPO_EMBED_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens there
    monkeypatch.setattr(index_module, "STAGE_RETRIES", {})
    get_settings.cache_clear()
    state = index(vault=str(vault), return_state=True)
    assert state.is_completed()  # degraded, lexical store published
    data = state.result()
    assert data["degraded"] and data["embedding_coverage"] < 1.0
    tasks = _task_states(state.state_details.flow_run_id)
    assert ("index-publish", "COMPLETED") in tasks
    assert ("index-embed-batch", "FAILED") in tasks
