"""Crash during publish: a failure between any two steps, or SIGKILL at a random moment, leaves
the previous snapshot serving; concurrent writers are serialised by the lock; a dead lock
holder never blocks the store."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from hippocampus.memory.lessons import publish as pub
from hippocampus.memory.lessons.eventlog import EventLog
from hippocampus.memory.lessons.lock import LockTimeout, WriteLock
from hippocampus.memory.lessons.publish import existing_seqs, load_files, read_manifest
from hippocampus.memory.lessons.service import LessonStore
from tests.memory.lesson_procs import artifacts, snapshot

PROCS = Path(__file__).with_name("lesson_procs.py")


class Boom(RuntimeError):
    pass


def serving(root: Path) -> int:
    manifest = read_manifest(root)
    loaded = load_files(root, manifest)  # verifies every checksum
    return json.loads(loaded.raw["snapshot"])["seq"]


@pytest.mark.parametrize("step", ["written", "verified", "renamed"])
def test_failure_between_publish_steps_keeps_the_previous_snapshot(tmp_path, monkeypatch, step):
    root = tmp_path / "store"
    pub.publish(root, artifacts(snapshot(1, 20)))
    real_note = pub._note

    def failing(steps, name):
        real_note(steps, name)
        if name == step:
            raise Boom(f"crash after {step}")

    monkeypatch.setattr(pub, "_note", failing)
    with pytest.raises(Boom):
        pub.publish(root, artifacts(snapshot(2, 20)), steps=[])
    assert serving(root) == 1
    monkeypatch.setattr(pub, "_note", real_note)
    seq = pub.next_seq(root)
    assert seq == (3 if step == "renamed" else 2)  # a renamed orphan's seq is never reused
    pub.publish(root, artifacts(snapshot(seq, 20)))
    assert serving(root) == seq
    assert not (root / "tmp").exists()
    assert 2 not in existing_seqs(root) or step != "renamed" or read_manifest(root).history == [1]


def test_failure_while_writing_the_manifest_keeps_the_previous_snapshot(tmp_path, monkeypatch):
    root = tmp_path / "store"
    pub.publish(root, artifacts(snapshot(1, 20)))
    real_replace = os.replace

    def failing_replace(src, dst):
        if str(dst).endswith("manifest.json"):
            raise Boom("power cut before the manifest swap")
        return real_replace(src, dst)

    monkeypatch.setattr(pub.os, "replace", failing_replace)
    with pytest.raises(Boom):
        pub.publish(root, artifacts(snapshot(2, 20)))
    assert serving(root) == 1


def test_verification_rejects_a_file_damaged_before_rename(tmp_path, monkeypatch):
    root = tmp_path / "store"
    pub.publish(root, artifacts(snapshot(1, 20)))
    real_write = pub._write

    def damaging(path, data):
        real_write(path, data[:-10] if path.name == "cue-index.json" else data)

    monkeypatch.setattr(pub, "_write", damaging)
    with pytest.raises(pub.CorruptStore, match="cue: SHA-256 mismatch"):
        pub.publish(root, artifacts(snapshot(2, 20)))
    assert serving(root) == 1


@pytest.mark.slow
def test_sigkill_during_publish_loop_never_exposes_a_partial_snapshot(tmp_path):
    root = tmp_path / "store"
    pub.publish(root, artifacts(snapshot(1, 50)))
    rng = random.Random(7)
    for _ in range(4):
        proc = subprocess.Popen([sys.executable, str(PROCS), "publish-forever", str(root), "800"], stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().startswith("published")  # it is in the loop now
        time.sleep(rng.random() * 0.5)  # ... and dies at a random point of some publish
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        seq = serving(root)  # verifies every checksum of what the manifest points at
        assert seq == read_manifest(root).seq
    with WriteLock(root / ".write-lock", timeout=5):  # the killed child's lock was released by the kernel
        seq = pub.next_seq(root)
        pub.publish(root, artifacts(snapshot(seq, 10)))
    assert serving(root) == seq and not (root / "tmp").exists()


def test_concurrent_writers_are_serialised_nothing_lost_or_duplicated(home):
    workers, count, shared = 4, 25, 5
    procs = [
        subprocess.Popen([sys.executable, str(PROCS), "record", str(home), f"w{n}", str(count), str(shared)])
        for n in range(workers)
    ]
    assert [p.wait(timeout=240) for p in procs] == [0] * workers
    store = LessonStore(home, "hippo")
    report = EventLog(store.root).read()
    assert report.clean and not report.partial_tail
    seqs = [e.seq for e in report.events]
    assert seqs == list(range(1, workers * count + shared + 1))  # contiguous: no lost or doubled seq
    ids = Counter(e.event_id for e in report.events)
    assert max(ids.values()) == 1 and len(ids) == workers * count + shared
    tasks = Counter(e.task_id for e in report.events)
    assert all(tasks[f"w{n}-task-{i}"] == 1 for n in range(workers) for i in range(count))


def test_lock_held_by_a_live_process_times_out_naming_the_holder(tmp_path):
    lock = tmp_path / ".write-lock"
    holder = subprocess.Popen([sys.executable, str(PROCS), "hold", str(lock), "30"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(LockTimeout) as err:
            WriteLock(lock, timeout=0.3, purpose="test").acquire()
        assert f"pid {holder.pid}" in str(err.value) and "running" in str(err.value) and "test-hold" in str(err.value)
        holder.send_signal(signal.SIGKILL)  # a crashed writer
        holder.wait()
        with WriteLock(lock, timeout=2, purpose="after-crash") as taken:
            assert taken.held
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
