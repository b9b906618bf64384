"""SIGKILL at every named step of a vault run (hippocampus.vault.faults), in real child processes.

Property: whatever step a writer dies at, the next run leaves the vault exactly as a run that
never crashed would (same files, same bytes, ``git status`` clean), reports what it recovered,
and a committed run is never undone (ADR 0015).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hippocampus.vault.faults import ENV, STEPS
from hippocampus.vault.init import init_vault
from tests.pipeline_helpers import git, status, write

pytestmark = pytest.mark.slow

PROCS = Path(__file__).resolve().parents[1] / "support" / "vault_procs.py"
BEFORE_REF = {"journal.saved", "journal.saved:3", "file.half-written", "file.half-written:2", "file.half-written:3", "file.written",
              "file.written:3", "commit.tree-written", "commit.prepared"}
AFTER_REF = {"commit.ref-moved", "commit.index-synced"}


def run_child(*args: str, crash: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != ENV}
    if crash:
        env[ENV] = crash
    return subprocess.run([sys.executable, str(PROCS), *args], capture_output=True, text=True, env=env, timeout=120, check=False)


def result(proc: subprocess.CompletedProcess[str]) -> dict:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


_VOLATILE = re.compile(rb"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[0-9:.+Z-]*|\b[0-9a-f]{12}\b")


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file but .git, with wall-clock timestamps and run ids (which differ between any
    two runs, crashed or not) masked."""
    out = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not rel.startswith(".git/"):
            out[rel] = _VOLATILE.sub(b"<volatile>", path.read_bytes())
    return out


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("crash-base") / "vault"
    init_vault(root, sample=True)  # 3 inbox drops, a waiting approval, staging cards
    return root


@pytest.fixture(scope="module")
def reference(base, tmp_path_factory) -> dict[str, dict[str, bytes]]:
    """What each job leaves when nothing crashes."""
    refs = {}
    for job in ("inbox_scan", "approvals"):
        copy = tmp_path_factory.mktemp(f"ref-{job}") / "vault"
        shutil.copytree(base, copy, symlinks=True)
        assert result(run_child(job, str(copy)))["commit"]
        refs[job] = snapshot(copy)
    return refs


def test_every_step_is_named_and_covered():
    covered = {s.split(":")[0] for s in BEFORE_REF | AFTER_REF} | {"recover.restored"}
    assert covered == set(STEPS)


@pytest.mark.parametrize("job", ["inbox_scan", "approvals"])
@pytest.mark.parametrize("step", sorted(BEFORE_REF | AFTER_REF))
def test_sigkill_at_a_step_then_the_next_run_matches_a_run_that_never_crashed(job, step, base, reference, tmp_path):
    vault = tmp_path / "vault"
    shutil.copytree(base, vault, symlinks=True)
    head_before = git(vault, "rev-parse", "HEAD").strip()

    crashed = run_child(job, str(vault), crash=step)
    assert crashed.returncode == -9, f"the crash point {step} was not reached: {crashed.stdout} {crashed.stderr}"
    moved = git(vault, "rev-parse", "HEAD").strip() != head_before
    assert moved == (step in AFTER_REF)  # HEAD moves exactly at commit.ref-moved

    nxt = result(run_child(job, str(vault)))
    [recovery] = nxt["recovered"]
    if step in AFTER_REF:
        # The crashed run had committed: it is finished (index refreshed), never replayed,
        # and the next run has nothing left to do.
        assert recovery["action"] == "finished" and recovery["commit"] == git(vault, "rev-parse", "HEAD").strip()
        assert nxt["commit"] is None
    else:
        assert recovery["action"] == "undone" and nxt["commit"]
    assert status(vault) == ""
    assert snapshot(vault) == reference[job]  # no temporary file of a write killed half-way (fault21 D3)
    assert not list((vault / ".git").glob("hippo-index-*"))  # nor the private index of a commit killed mid-build
    subjects = git(vault, "log", "--format=%s", f"{head_before}..HEAD").splitlines()
    assert len(subjects) == 1, subjects  # the job's work is in history exactly once


def test_a_crash_during_the_replay_is_replayed_again(base, reference, tmp_path):
    vault = tmp_path / "vault"
    shutil.copytree(base, vault, symlinks=True)
    assert run_child("inbox_scan", str(vault), crash="file.written:3").returncode == -9
    assert run_child("inbox_scan", str(vault), crash="recover.restored").returncode == -9  # dies mid-undo
    nxt = result(run_child("inbox_scan", str(vault)))
    assert [r["action"] for r in nxt["recovered"]] == ["undone"] and nxt["commit"]
    assert status(vault) == "" and snapshot(vault) == reference["inbox_scan"]


def test_after_a_crash_between_commit_and_journal_removal_new_inbox_files_ingest_normally(base, tmp_path):
    vault = tmp_path / "vault"
    shutil.copytree(base, vault, symlinks=True)
    assert run_child("inbox_scan", str(vault), crash="commit.ref-moved").returncode == -9
    committed = git(vault, "rev-parse", "HEAD").strip()
    write(vault, "00-inbox/later-drop.md", "# Later drop\n\nA note dropped after the crash.\n")
    nxt = result(run_child("inbox_scan", str(vault)))
    assert [r["action"] for r in nxt["recovered"]] == ["finished"]
    assert nxt["done"] == 1 and nxt["commit"]  # only the new file; the crashed run's 3 ingests are kept
    assert git(vault, "rev-parse", "HEAD~1").strip() == committed
    assert status(vault) == ""
    assert not list((vault / "00-inbox").glob("*.md"))
    assert len(list((vault / "00-inbox/.processed").glob("*.md"))) == 4
