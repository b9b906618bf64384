"""Flow smoke tests: each flow commits once, reports an artifact, dry-runs write nothing,
faults leave no partial commit, human edits survive, preflight fails closed and notifies."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

import flows.inbox_scan as inbox_flow_module
from flows.approvals import approvals
from flows.daily import daily
from flows.inbox_scan import inbox_scan
from flows.index_home import index_home
from flows.janitor import janitor
from flows.preflight import preflight
from flows.topic_bridge import topic_bridge
from hippocampus.jobs import janitor as janitor_job
from tasks.vault import PreflightFailed, commit_run
from tests.flows.taskruns import task_runs
from tests.pipeline_helpers import card, commit_all, commits, git, page, status, vault_hash, write

NOTE = "# Kiwi 사용자 사전\n\n[[index]] 참고.\n\n## 상세\n\nhttps://github.com/bab2min/kiwipiepy\n"


def read_artifact(key: str) -> str:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey

    with get_client(sync_client=True) as client:
        found = client.read_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=[key])), limit=1,
                                      sort="CREATED_DESC")
    assert found, key
    return str(found[0].data)


def test_inbox_scan_flow_commits_once_and_publishes_an_artifact(vault):
    write(vault, "00-inbox/kiwi.md", NOTE)
    result = inbox_scan(vault=str(vault))
    assert result["counts"]["ingested"] == 1
    assert commits(vault)[0] == f"hippo: inbox_scan {result['run_id']}" and status(vault) == ""
    assert "00-inbox/kiwi.md" in read_artifact("hippo-inbox-scan")
    again = inbox_scan(vault=str(vault))
    assert again["commit"] is None and len(commits(vault)) == 2  # init + one scan: no change, no commit


def test_every_writing_flow_in_dry_run_writes_nothing(vault):
    write(vault, "00-inbox/kiwi.md", NOTE)
    write(vault, "05-todo/research-topics.md", "- [ ] a topic\n")
    card(vault, "old", created="2026-01-01")
    page(vault, "20-wiki/data/p.md", "P")
    commit_all(vault)
    write(vault, "00-inbox/kiwi2.md", NOTE + "\nmore\n")
    before, n = vault_hash(vault), len(commits(vault))
    results = daily(vault=str(vault), dry_run=True)
    assert vault_hash(vault) == before and len(commits(vault)) == n
    assert results["inbox_scan"]["dry_run"] and results["inbox_scan"]["counts"]["ingested"] == 2
    assert results["janitor"]["counts"]["archived_R4"] == 1
    assert results["topic_bridge"]["counts"]["queued"] == 1
    assert results["index"] == {"skipped": "dry run"}


def test_a_task_failing_mid_flow_leaves_no_partial_commit(vault, monkeypatch):
    import os
    import time

    write(vault, "00-inbox/stuck.md", "---\ntitle: [broken\n---\nold\n")
    old = time.time() - 3 * 86400
    os.utime(vault / "00-inbox/stuck.md", (old, old))  # the reconcile task will write for it
    card(vault, "old-card", created="2026-01-01")
    commit_all(vault)
    write(vault, "20-wiki/dev/wip.md", "a human's uncommitted page\n")
    before, head = vault_hash(vault), commits(vault)

    def boom(run, **kw):
        run.write("90-system/janitor/partial.md", "half\n")
        raise RuntimeError("janitor task crashed")

    monkeypatch.setattr(janitor_job, "run_janitor", boom)
    with pytest.raises(RuntimeError, match="janitor task crashed"):
        janitor(vault=str(vault))
    assert vault_hash(vault) == before and commits(vault) == head
    assert status(vault) == "?? 20-wiki/dev/wip.md\n"


def test_commit_is_retried_and_a_final_failure_rolls_back(vault, monkeypatch):
    # A real held ref lock (another git updating the branch) fails the ref update before HEAD
    # moves: the task retry rebuilds the commit once the lock is gone.
    ref_lock = Path(git(vault, "rev-parse", "--absolute-git-dir").strip()) / "refs/heads/main.lock"
    write(vault, "00-inbox/kiwi.md", NOTE)
    ref_lock.write_text("")
    threading.Timer(0.5, ref_lock.unlink).start()
    monkeypatch.setattr(inbox_flow_module, "commit_run", commit_run.with_options(retries=3, retry_delay_seconds=1))
    result = inbox_scan(vault=str(vault))
    assert result["commit"] == git(vault, "rev-parse", "HEAD").strip() and status(vault) == ""

    write(vault, "00-inbox/other.md", "# other\n")
    before, head = vault_hash(vault), commits(vault)
    ref_lock.write_text("")  # held for good: every try fails
    monkeypatch.setattr(inbox_flow_module, "commit_run", commit_run.with_options(retries=1, retry_delay_seconds=0))
    try:
        with pytest.raises(Exception, match="main.lock"):
            inbox_scan(vault=str(vault))
    finally:
        ref_lock.unlink()
    assert vault_hash(vault) == before and commits(vault) == head  # the inbox file is back, nothing half-done


def test_a_held_index_lock_still_reports_the_real_commit_and_the_reindex_runs(vault, monkeypatch, isolated_home):
    # The Obsidian-git case: .git/index.lock is held while the run commits and released a
    # moment later. The run names its real commit (not "no change"), the index matches HEAD,
    # and the follow-up reindex (which needs a commit) runs.
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "openai")
    monkeypatch.setenv("HIPPO_EMBED_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens: a lexical-only store
    from hippocampus.config import get_settings

    get_settings.cache_clear()
    index_lock = Path(git(vault, "rev-parse", "--absolute-git-dir").strip()) / "index.lock"
    write(vault, "00-inbox/kiwi.md", NOTE)
    index_lock.write_text("")
    threading.Timer(1.5, index_lock.unlink).start()
    result = inbox_scan(vault=str(vault), reindex=True)
    assert result["commit"] == git(vault, "rev-parse", "HEAD").strip()
    assert status(vault) == ""
    assert f"commit: `{result['commit'][:12]}`" in read_artifact("hippo-inbox-scan")
    assert (isolated_home / "store" / "CURRENT").exists()  # the reindex subflow published a store


def test_human_edits_survive_a_flow(vault):
    page(vault, "20-wiki/data/duckdb.md", "DuckDB")
    commit_all(vault)
    index_home(vault=str(vault))
    (vault / "HOME.md").write_text("my own dashboard notes\n")
    (vault / "20-wiki/data/duckdb.md").write_text((vault / "20-wiki/data/duckdb.md").read_text() + "\nhalf-written\n")
    write(vault, "20-wiki/data/new-draft.md", "---\ntitle: new\nstatus: canonical\n---\nuntracked draft\n")
    git(vault, "add", "20-wiki/data/new-draft.md")  # staged by the human, not committed
    result = index_home(vault=str(vault))
    assert (vault / "HOME.md").read_text() == "my own dashboard notes\n"
    assert [i["path"] for i in result["skipped"]] == ["HOME.md"]
    lines = status(vault).splitlines()
    assert " M HOME.md" in lines and " M 20-wiki/data/duckdb.md" in lines and "A  20-wiki/data/new-draft.md" in lines
    assert "20-wiki/data/new-draft.md" not in git(vault, "show", "--name-only", "HEAD")


class _Hook(BaseHTTPRequestHandler):
    received: list[dict] = []

    def do_POST(self):
        type(self).received.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def hook(monkeypatch):
    _Hook.received = []
    server = HTTPServer(("127.0.0.1", 0), _Hook)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv("HIPPO_NOTIFY_URL", f"http://127.0.0.1:{server.server_address[1]}/hook")
    from hippocampus.config import get_settings

    get_settings.cache_clear()
    yield _Hook.received
    server.shutdown()


def test_preflight_fails_closed_and_notifies(vault, hook):
    (vault / ".git" / "MERGE_HEAD").write_text(git(vault, "rev-parse", "HEAD"))
    write(vault, "00-inbox/kiwi.md", NOTE)
    before = vault_hash(vault)
    with pytest.raises(PreflightFailed):
        preflight(vault=str(vault))
    state = inbox_scan(vault=str(vault), return_state=True)
    assert state.is_failed() and isinstance(state.result(raise_on_failure=False), PreflightFailed)
    assert vault_hash(vault) == before
    assert [h["event"] for h in hook] == ["preflight_failed", "preflight_failed"] and "merge" in hook[0]["text"]
    tasks = task_runs(state.state_details.flow_run_id, ("preflight-checks",))  # recorded after the run returns
    states = {n: t.state.type.value for n, t in tasks.items()}
    assert states["preflight-checks"] == "FAILED"  # red in the graph, not green with an INFO line


def test_approvals_notify_only_when_a_human_is_needed(vault, hook):
    approvals(vault=str(vault))
    assert hook == []  # nothing waits: no notification
    from hippocampus.jobs.propose import propose
    from hippocampus.vault.writer import VaultRun
    from tests.pipeline_helpers import promotable_card

    card_rel = promotable_card(vault)
    commit_all(vault)
    with VaultRun(vault, "propose") as run:
        propose(run, card_rel)
    approvals(vault=str(vault))
    assert [h["event"] for h in hook] == ["approvals_waiting"] and len(hook[0]["details"]["proposals"]) == 1


def test_topic_bridge_flow(vault):
    write(vault, "05-todo/research-topics.md", "# Topics\n\n- [ ] LanceDB compaction\n")
    result = topic_bridge(vault=str(vault))
    assert result["counts"]["queued"] == 1 and status(vault) == ""
    assert "← queued" in Path(vault, "05-todo/research-topics.md").read_text()
