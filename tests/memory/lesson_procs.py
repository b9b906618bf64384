"""Child processes of the crash and concurrency tests (run as ``python lesson_procs.py <cmd> ...``).

No Kiwi here (it takes seconds to load): children record events, hold the lock or publish
prepared snapshots built with a plain word splitter.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.memory.lessons import indexes as ix
from hippocampus.memory.lessons.events import new_event
from hippocampus.memory.lessons.lock import WriteLock
from hippocampus.memory.lessons.model import Lesson, Snapshot
from hippocampus.memory.lessons.publish import Artifacts, encode_json, next_seq, publish
from hippocampus.memory.lessons.service import LessonStore


def words(texts):
    return [t.lower().split() for t in texts]


def snapshot(seq: int, n: int) -> Snapshot:
    lessons = tuple(
        Lesson(f"les_{seq}_{i:05d}", "hippo", "project", "active", 1, f"rule {i} of snapshot {seq} " + "pad " * 40, f"context {i}")
        for i in range(n)
    )
    return Snapshot(seq, "hippo", 0, "2026-01-01T00:00:00+00:00", lessons)


def artifacts(snap: Snapshot) -> Artifacts:
    files = {
        "snapshot": encode_json(snap.to_dict()),
        "cue": encode_json(ix.build_cue_index(snap, words, "words").to_dict()),
        "phrase": encode_json(ix.build_phrase_index(snap).to_dict()),
        "metadata": encode_json(ix.build_metadata_index(snap).to_dict()),
    }
    return Artifacts(snap, files, {"tokenizer": "words", "semantic_model": None})


def record(home: str, worker: str, count: int, shared: int) -> None:
    store = LessonStore(Path(home), "hippo", lock_timeout=60)
    for i in range(count):
        events = [new_event("exposure", "hippo", task_id=f"{worker}-task-{i}", lesson_id="les_x")]
        if i < shared:
            events.append(new_event("exposure", "hippo", task_id=f"shared-task-{i}", lesson_id="les_x"))
        store.record(events)


def hold(lock_path: str, seconds: float) -> None:
    with WriteLock(Path(lock_path), timeout=5, purpose="test-hold"):
        print("locked", flush=True)
        time.sleep(seconds)


def publish_forever(store_dir: str, n: int) -> None:
    root = Path(store_dir)
    while True:
        with WriteLock(root / ".write-lock", timeout=30, purpose="publish-loop"):
            seq = next_seq(root)
            publish(root, artifacts(snapshot(seq, n)), keep=3)
        print(f"published {seq}", flush=True)


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    if cmd == "record":
        record(args[0], args[1], int(args[2]), int(args[3]))
    elif cmd == "hold":
        hold(args[0], float(args[1]))
    elif cmd == "publish-forever":
        publish_forever(args[0], int(args[1]))
