"""VaultRun: one commit of exactly its own paths, all-or-nothing, dry run, human edits kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hippocampus.vault.writer import DirtyPathError, VaultBusy, VaultRun
from tests.pipeline_helpers import TODAY, changed_in_head, commit_all, commits, git, make_vault, status, vault_hash, write


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return make_vault(tmp_path / "v")


def test_one_commit_with_exactly_the_touched_paths(vault):
    with VaultRun(vault, "demo", run_id="r1", today=TODAY) as run:
        run.write("10-sources/a.md", "a\n")
        run.write("10-sources/b.md", "b\n")
        run.log("test", "two files")
    assert commits(vault)[0] == "hippo: demo r1"
    assert changed_in_head(vault) == ["10-sources/a.md", "10-sources/b.md", "log.md"]
    assert "## [2026-11-21] test | two files" in (vault / "log.md").read_text()
    assert status(vault) == ""


def test_no_change_no_commit(vault):
    before = commits(vault)
    with VaultRun(vault, "demo") as run:
        assert run.write("index.md", (vault / "index.md").read_text()) is False
    assert commits(vault) == before and run.commit_sha is None


def test_dry_run_writes_nothing_but_sees_its_own_writes(vault):
    before = vault_hash(vault)
    with VaultRun(vault, "demo", dry_run=True) as run:
        run.write("10-sources/a.md", "a\n")
        run.move("10-sources/a.md", "10-sources/b.md")
        run.append("log.md", "x\n")
        assert run.read_text("10-sources/b.md") == "a\n" and not run.exists("10-sources/a.md")
        assert "10-sources/b.md" in run.list_files("10-sources")
    assert vault_hash(vault) == before
    assert [c.action for c in run.changes] == ["write", "move", "append"]
    assert run.commit_sha is None


def test_exception_rolls_back_every_write(vault):
    write(vault, "20-wiki/dev/human.md", "my uncommitted draft\n")  # a human edit that must survive
    before, head = vault_hash(vault), commits(vault)
    with pytest.raises(RuntimeError), VaultRun(vault, "demo") as run:
        run.write("10-sources/new.md", "new\n")
        run.write("index.md", "clobbered\n")
        run.append("log.md", "line\n")
        raise RuntimeError("task failed mid-flow")
    assert vault_hash(vault) == before and commits(vault) == head
    assert not list((Path(git(vault, "rev-parse", "--absolute-git-dir").strip()) / "hippocampus" / "journal").iterdir())


def test_crashed_run_is_undone_by_the_next_run(vault):
    before = vault_hash(vault)
    crashed = VaultRun(vault, "demo", run_id="crashed")
    crashed.write("10-sources/half.md", "half\n")
    crashed.write("index.md", "half-written index\n")
    crashed.close()  # the process died: its lock is gone, its journal stays
    with VaultRun(vault, "next") as run:
        assert [(r.run_id, r.action, r.paths) for r in run.recovered] == [("crashed", "undone", 2)]
        assert vault_hash(vault) == before
    assert status(vault) == ""


def test_savepoint_undoes_only_its_block(vault):
    with VaultRun(vault, "demo") as run:
        run.write("10-sources/kept.md", "kept\n")
        with pytest.raises(ValueError), run.savepoint():
            run.write("10-sources/dropped.md", "x\n")
            run.write("10-sources/kept.md", "changed\n")
            run.log("never", "logged")
            raise ValueError
    assert (vault / "10-sources/kept.md").read_text() == "kept\n"
    assert not (vault / "10-sources/dropped.md").exists()
    assert changed_in_head(vault) == ["10-sources/kept.md"]


def test_uncommitted_human_edit_is_not_overwritten(vault):
    write(vault, "index.md", "my own notes in the index\n")
    with VaultRun(vault, "demo") as run, pytest.raises(DirtyPathError):
        run.write("index.md", "generated\n")
    assert (vault / "index.md").read_text() == "my own notes in the index\n"
    assert " M index.md" in status(vault)


def test_consumed_human_edit_is_written_and_committed(vault):
    write(vault, "05-todo/research-topics.md", "- [ ] a topic\n")
    commit_all(vault)
    write(vault, "05-todo/research-topics.md", "- [ ] a topic\n- [ ] another\n")
    with VaultRun(vault, "demo") as run:
        run.write("05-todo/research-topics.md", "- [x] a topic\n- [x] another\n", consume=True)
    assert status(vault) == ""


def test_other_human_changes_stay_out_of_the_commit(vault):
    write(vault, "20-wiki/dev/staged.md", "staged by the human\n")
    git(vault, "add", "20-wiki/dev/staged.md")
    write(vault, "AGENTS.md", "edited, unstaged\n")
    with VaultRun(vault, "demo") as run:
        run.write("10-sources/a.md", "a\n")
    assert changed_in_head(vault) == ["10-sources/a.md"]
    lines = status(vault).splitlines()
    assert "A  20-wiki/dev/staged.md" in lines and " M AGENTS.md" in lines


def test_append_to_a_human_edited_log_commits_only_the_runs_lines(vault):
    committed = (vault / "log.md").read_text()
    write(vault, "log.md", committed + "my private scribble\n")
    with VaultRun(vault, "demo", today=TODAY) as run:
        run.log("test", "pipeline line")
    in_head = git(vault, "show", "HEAD:log.md")
    assert "pipeline line" in in_head and "scribble" not in in_head
    on_disk = (vault / "log.md").read_text()
    assert "scribble" in on_disk and "pipeline line" in on_disk
    assert " M log.md" in status(vault)


def test_move_of_an_untracked_inbox_file_is_committed_as_an_add(vault):
    write(vault, "00-inbox/drop.md", "dropped\n")
    with VaultRun(vault, "demo") as run:
        run.move("00-inbox/drop.md", "00-inbox/.processed/drop.md", consume=True)
    assert changed_in_head(vault) == ["00-inbox/.processed/drop.md"]
    assert status(vault) == ""


def test_second_writer_waits_for_the_lock(vault):
    first = VaultRun(vault, "a")
    first.write("10-sources/a.md", "a\n")
    with pytest.raises(VaultBusy):
        VaultRun(vault, "b", lock_timeout=0.3).open()
    first.commit()
    with VaultRun(vault, "b", lock_timeout=0.3) as run:
        run.write("10-sources/b.md", "b\n")
    assert commits(vault)[:2] == [f"hippo: b {run.run_id}", f"hippo: a {first.run_id}"]


def test_journal_manifest_is_jsonl(vault):
    run = VaultRun(vault, "demo", run_id="j")
    run.write("index.md", "x\n")
    manifest = Path(git(vault, "rev-parse", "--absolute-git-dir").strip()) / "hippocampus/journal/j/manifest.jsonl"
    assert json.loads(manifest.read_text().splitlines()[0])["path"] == "index.md"
    run.rollback()
    assert not manifest.exists()


def _git_dir(vault: Path) -> Path:
    return Path(git(vault, "rev-parse", "--absolute-git-dir").strip())


def test_a_read_takes_the_lock_so_a_second_writer_cannot_decide_meanwhile(vault):
    # The read that decides a write must happen under the cross-process lock (ADR 0015):
    # reading alone already holds it, and the waiter is told who holds it.
    first = VaultRun(vault, "worklog", run_id="reader1")
    assert first.read_text("index.md") is not None
    waits: list[str] = []
    with pytest.raises(VaultBusy) as info:
        VaultRun(vault, "handoff", lock_timeout=1.5, on_wait=waits.append).open()
    message = str(info.value)
    assert "worklog run reader1" in message and "pid " in message and "waited 1.5s" in message
    assert len(waits) == 1 and "held by pid" in waits[0] and "worklog run reader1" in waits[0]
    first.close()
    with VaultRun(vault, "handoff", lock_timeout=1) as run:
        run.write("10-sources/x.md", "x\n")
    assert run.commit_sha


def test_commit_waits_out_a_held_index_lock_and_reports_the_real_commit(vault):
    import threading

    lock = _git_dir(vault) / "index.lock"
    run = VaultRun(vault, "inbox_scan")
    run.write("10-sources/a.md", "a\n")
    lock.write_text("")  # Obsidian-git holds the index for a moment
    threading.Timer(1.0, lock.unlink).start()
    sha = run.commit()
    assert sha and sha == git(vault, "rev-parse", "HEAD").strip() and run.commit_sha == sha
    assert not run.index_stale
    assert status(vault) == ""  # index matches HEAD: nothing staged, nothing deleted
    assert not list((_git_dir(vault) / "hippocampus" / "journal").iterdir())
    assert run.commit() == sha  # a retry names the same commit, it does not say "no change"


def test_index_lock_held_past_the_window_keeps_the_commit_and_the_next_run_refreshes_the_index(vault, caplog):
    lock = _git_dir(vault) / "index.lock"
    run = VaultRun(vault, "inbox_scan", run_id="stale-index", index_retry_seconds=0.5)
    run.write("10-sources/a.md", "a\n")
    lock.write_text("")
    with caplog.at_level("WARNING", logger="hippocampus.vault"):
        sha = run.commit()
    assert sha == git(vault, "rev-parse", "HEAD").strip() and run.index_stale
    [warning] = [r.getMessage() for r in caplog.records if "could not be refreshed" in r.getMessage()]
    assert "index.lock" in warning, warning  # git's reason, not the closing quote of GitPython's text (fault21 D7)
    lock.unlink()
    assert status(vault) != ""  # the index still has the old entry for 10-sources/a.md
    with VaultRun(vault, "next") as nxt:
        assert [(r.run_id, r.action, r.commit) for r in nxt.recovered] == [("stale-index", "finished", sha)]
    assert status(vault) == "" and (vault / "10-sources/a.md").read_text() == "a\n"


def test_rollback_after_the_commit_landed_undoes_nothing(vault):
    run = VaultRun(vault, "demo")
    run.write("10-sources/kept.md", "kept\n")
    sha = run.commit()
    run.rollback()  # e.g. a later step of the flow raised: the reported commit stays
    assert (vault / "10-sources/kept.md").read_text() == "kept\n"
    assert git(vault, "rev-parse", "HEAD").strip() == sha and status(vault) == ""


def test_journal_of_a_committed_run_is_finished_not_replayed(vault):
    # A run killed between moving HEAD and removing its journal: simulated in-process by
    # leaving the journal and the intent as the crash would (the SIGKILL version is in
    # tests/integration/test_vault_crash.py).
    from hippocampus.vault.git import advance_head, prepare_commit

    crashed = VaultRun(vault, "inbox_scan", run_id="died")
    crashed.write("10-sources/new.md", "new\n")
    crashed.write("index.md", "rewritten\n")
    prepared = prepare_commit(crashed.repo, "hippo: inbox_scan died", crashed.touched)
    crashed._write_intent(prepared)
    advance_head(crashed.repo, prepared)
    crashed.close()
    with VaultRun(vault, "next") as run:
        assert [(r.action, r.commit) for r in run.recovered] == [("finished", prepared.sha)]
    assert (vault / "index.md").read_text() == "rewritten\n" and (vault / "10-sources/new.md").exists()
    assert status(vault) == ""


def test_a_commit_failing_at_the_end_of_a_with_block_leaves_nothing_behind(vault):
    ref_lock = _git_dir(vault) / "refs/heads/main.lock"  # another git is updating the branch
    before = vault_hash(vault)
    ref_lock.write_text("")
    try:
        with pytest.raises(Exception, match="main.lock"), VaultRun(vault, "capture_session") as run:
            run.write("00-inbox/new.md", "new\n")
    finally:
        ref_lock.unlink()
    assert vault_hash(vault) == before and status(vault) == ""
    assert not list((_git_dir(vault) / "hippocampus" / "journal").iterdir())


def test_a_lock_whose_holder_died_is_free_at_once_and_the_next_holder_says_whose_it_was(vault):
    # ADR 0027: the vault lock is the one exclusion; the kernel frees it when its holder dies.
    import signal
    import subprocess
    import sys

    from hippocampus.vault.writer import lock_holder

    child = ("import os, signal, sys\nfrom hippocampus.vault.writer import VaultRun\n"
             "run = VaultRun(sys.argv[1], 'approvals', run_id='dead1')\nrun.open()\nos.kill(os.getpid(), signal.SIGKILL)\n")
    proc = subprocess.run([sys.executable, "-c", child, str(vault)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert lock_holder(vault) is None  # its owner record is still in the file, but nobody holds the lock
    with VaultRun(vault, "janitor", lock_timeout=1.0) as run:
        assert run.reclaimed is not None and run.reclaimed.owner.purpose == "approvals run dead1"
        assert "which died holding it; reclaimed at" in run.reclaimed.describe() and run.lock_waited < 1.0
        assert "janitor run" in (lock_holder(vault) or "")
    with VaultRun(vault, "janitor") as clean:  # a clean release leaves no record: nothing reclaimed
        assert clean.reclaimed is None
