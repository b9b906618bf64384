"""A vault whose git is mid-rebase (or mid-merge, cherry-pick, revert): no hippo writer commits into it.

A commit made while a rebase is stopped lands on the rebase's detached HEAD; `git rebase --abort`
then resets the branch and the working tree to where the rebase started, and the acknowledged
write (a memory note reported `[STORED] … (commit …)`) is gone from the vault and from every
branch. The flows already refused through their preflight; the memory store, propose and the
gateway's write tools (worklog, handoff, capture) did not (fault21 D1). Real git, real `hippo`
processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hippocampus.vault.init import init_vault
from hippocampus.workspace.ops import append_worklog

HIPPO = str(Path(sys.executable).with_name("hippo"))


def git(vault: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(vault), *args], capture_output=True, text=True, check=check)


def hippo(vault: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "HIPPO_DEBUG"}
    env.update(HIPPO_VAULT=str(vault), HIPPO_HOME=str(home), COLUMNS="200")
    return subprocess.run([HIPPO, *args], capture_output=True, text=True, env=env, timeout=300)


def stopped_rebase(vault: Path) -> str:
    """A rebase stopped on a conflict in log.md; returns the branch's sha before it."""
    git(vault, "checkout", "-q", "-b", "side")
    with (vault / "log.md").open("a", encoding="utf-8") as fh:
        fh.write("side line\n")
    git(vault, "commit", "-q", "-am", "side")
    before = git(vault, "rev-parse", "HEAD").stdout.strip()
    git(vault, "checkout", "-q", "-")
    with (vault / "log.md").open("a", encoding="utf-8") as fh:
        fh.write("main line\n")
    git(vault, "commit", "-q", "-am", "main")
    git(vault, "checkout", "-q", "side")
    assert git(vault, "rebase", "-q", git(vault, "rev-parse", "HEAD@{1}").stdout.strip(), check=False).returncode != 0
    assert (vault / ".git" / "rebase-merge").is_dir()
    return before


@pytest.fixture
def vault(tmp_path):
    root = tmp_path / "vault"
    init_vault(root)
    for key, value in (("user.name", "t"), ("user.email", "t@example.org")):
        git(root, "config", key, value)
    return root


def test_memory_store_during_a_stopped_rebase_refuses_and_abort_loses_nothing(vault, tmp_path):
    home = tmp_path / "home"
    stopped_rebase(vault)
    head = git(vault, "rev-parse", "HEAD").stdout.strip()
    proc = hippo(vault, home, "memory", "store", "--title", "Rebase memory", "--content", "Remember the quokka.",
                 "-p", "demo", "--tags", "general,test")
    assert proc.returncode != 0, proc.stdout  # before the fix: [STORED] on the rebase's detached HEAD
    assert "Traceback" not in proc.stderr + proc.stdout
    err = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(err) == 1 and "rebase" in err[0] and "abort" in err[0], proc.stderr
    assert git(vault, "rev-parse", "HEAD").stdout.strip() == head
    assert not (vault / "47-memory" / "demo").exists()
    git(vault, "rebase", "--abort")
    assert not git(vault, "status", "--porcelain").stdout.strip()
    # the same command once the rebase is over is stored, and stays
    proc = hippo(vault, home, "memory", "store", "--title", "Rebase memory", "--content", "Remember the quokka.",
                 "-p", "demo", "--tags", "general,test")
    assert proc.returncode == 0, proc.stderr
    assert list((vault / "47-memory" / "demo").rglob("*rebase-memory.md"))


def test_a_gateway_write_during_a_merge_refuses_and_leaves_the_merge_alone(vault):
    git(vault, "checkout", "-q", "-b", "side")
    (vault / "log.md").write_text((vault / "log.md").read_text(encoding="utf-8") + "side line\n", encoding="utf-8")
    git(vault, "commit", "-q", "-am", "side")
    git(vault, "checkout", "-q", "-")
    (vault / "log.md").write_text((vault / "log.md").read_text(encoding="utf-8") + "main line\n", encoding="utf-8")
    git(vault, "commit", "-q", "-am", "main")
    assert git(vault, "merge", "-q", "side", check=False).returncode != 0
    head = git(vault, "rev-parse", "HEAD").stdout.strip()
    from hippocampus.errors import HippoError

    with pytest.raises(HippoError, match="merge, rebase"):
        append_worklog(vault, "proj", title="entry", text="written during a merge")
    assert git(vault, "rev-parse", "HEAD").stdout.strip() == head
    assert (vault / ".git" / "MERGE_HEAD").exists()
    assert not (vault / "50-ops" / "proj" / "worklog.md").exists()
    assert not list((vault / ".git" / "hippocampus").glob("journal/*"))


@pytest.mark.slow
def test_a_flow_refused_by_its_preflight_prints_no_traceback(vault, tmp_path):
    """`hippo run inbox_scan` during a stopped rebase: the preflight refuses (nothing written), and
    Prefect's run log keeps its one-line messages without the two tracebacks it used to print
    (fault21 D2); the CLI ends with one error line."""
    stopped_rebase(vault)
    (vault / "00-inbox" / "quokka.md").write_text("# Quokka\nA note waiting in the inbox.\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("HIPPO_DEBUG", "PREFECT_API_URL")}
    env.update(HIPPO_VAULT=str(vault), HIPPO_HOME=str(tmp_path / "home"))
    res = subprocess.run([HIPPO, "run", "inbox_scan", "--no-reindex"], env=env, capture_output=True, text=True, timeout=600)
    assert res.returncode == 1
    assert "Traceback" not in res.stderr + res.stdout, res.stderr
    errors = [line for line in res.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "rebase" in errors[0], res.stderr
    assert "preflight failed" in res.stderr  # Prefect's own lines still say what failed
    assert (vault / "00-inbox" / "quokka.md").exists()


def test_a_held_ref_lock_is_one_line_and_writes_nothing(vault, tmp_path):
    """Another git holds the branch's ref lock (`.git/refs/heads/<branch>.lock`: a commit in
    progress, or one a crash left) or keeps moving HEAD faster than the run's retries: the run is
    rolled back and says so in one line, not "internal error … report it" (fault21 D8)."""
    branch = git(vault, "symbolic-ref", "--short", "HEAD").stdout.strip()
    head = git(vault, "rev-parse", "HEAD").stdout.strip()
    lock = vault / ".git" / "refs" / "heads" / f"{branch}.lock"
    lock.write_text("")
    proc = hippo(vault, tmp_path / "home", "memory", "store", "--title", "Ref lock memo", "--content", "Remember the quokka.",
                 "-p", "demo", "--tags", "general,test")
    lock.unlink()
    assert proc.returncode == 1 and "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    err = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(err) == 1 and "internal error" not in err[0] and "lock" in err[0] and "run the command again" in err[0], err
    assert git(vault, "rev-parse", "HEAD").stdout.strip() == head
    assert not git(vault, "status", "--porcelain").stdout.strip()  # the note was rolled back
