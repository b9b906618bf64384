"""Readers in other processes while the writer publishes; the writer killed with SIGKILL."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hippocampus.store import manifest as mf
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Filters, Store
from tests.store_helpers import REPO, HashingEmbedder, note, settings_for, store_content, write

PROCS = Path(__file__).with_name("store_procs.py")


def _vault(root: Path, n: int) -> Path:
    for i in range(n):
        write(
            root,
            f"20-wiki/topic{i % 5}/note{i:03d}.md",
            note(f"노트 {i}", f"# 해마 {i}\n\n해마는 기억을 만든다. memory item {i}.\n\n## 상세 {i}\n\n세부 내용 {i} with detail words.\n", status="canonical"),
        )
    return root


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    return env


@pytest.mark.slow
def test_reader_process_never_sees_partial_state(tmp_path):
    vault = _vault(tmp_path / "vault", 30)
    s = settings_for(tmp_path, vault, embed_batch=4, keep_materializations=2)
    run_index(s, embedder=HashingEmbedder(), publish_min_seconds=0)
    stop, out = tmp_path / "stop", tmp_path / "reader.json"
    reader = subprocess.Popen(
        [sys.executable, str(PROCS), "reader", str(s.store_dir), str(stop), str(out), "해마"], env=_env(), cwd=REPO
    )
    try:
        time.sleep(3)  # the reader is up and querying
        published: list[str] = []
        for i in range(6):
            write(vault, f"20-wiki/new/added{i}.md", note(f"추가 {i}", f"해마 추가 노트 {i}\n\n## 둘\n\n더 많은 기억 {i}\n"))
            write(vault, f"20-wiki/topic0/note{i * 5:03d}.md", f"해마 rewritten {i}\n")
            if i == 3:
                os.remove(vault / "20-wiki/topic1/note001.md")
            report = run_index(s, embedder=HashingEmbedder(), publish_every=1, publish_min_seconds=0)
            published.extend(report.published)
            time.sleep(0.3)
        assert len(published) >= 5
    finally:
        stop.touch()
        reader.wait(60)
    result = json.loads(out.read_text())
    assert result["errors"] == []
    assert result["queries"] > 20
    assert len(result["seen"]) >= 3, result  # the reader followed several publishes


def _current_answers(store_dir: Path) -> str:
    with Store.open_latest(store_dir) as st:
        docs = st._cur().execute("SELECT count(*) FROM documents").fetchone()[0]
        assert docs == st.manifest["counts"]["documents"]
        assert st.lexical([("해마", 1.0)], Filters(), 3)
        return st.id


@pytest.mark.slow
def test_sigkill_at_random_moments_then_the_next_run_completes(tmp_path):
    vault = _vault(tmp_path / "vault", 40)
    s = settings_for(tmp_path, vault, embed_batch=4, keep_materializations=3)
    run_index(s, embedder=HashingEmbedder(), publish_min_seconds=0)
    killed_in: list[str] = []
    for seed in range(5):
        rng = random.Random(seed)
        for i in rng.sample(range(40), 12):  # a run with real work: changed and new notes
            write(vault, f"20-wiki/topic{i % 5}/note{i:03d}.md", f"# 해마 {seed}-{i}\n\n수정된 기억 {seed} {i} {rng.random()}\n")
        write(vault, f"20-wiki/seed{seed}.md", f"해마 seed {seed}\n")
        before = mf.read_current(s.store_dir)
        proc = subprocess.Popen(
            [sys.executable, str(PROCS), "indexer", str(vault), str(s.home)],
            env=_env(), cwd=REPO, stdout=subprocess.PIPE, text=True,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        if seed % 2 == 0:  # early: scan, parse, write, verify or the first (lexical) publish
            time.sleep(rng.uniform(0.0, 0.6))
        else:  # mid-embedding, after the lexical and some progress publishes
            wanted = rng.randint(1, 8)
            for line in proc.stdout:
                if line.startswith("progress embed") and int(line.split()[2]) >= wanted * 4:
                    break
            time.sleep(rng.uniform(0.0, 0.1))
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        after = mf.read_current(s.store_dir)
        killed_in.append("before first publish" if after == before else "after a publish")
        # the published materialization (the previous one or one the killed run finished) answers
        _current_answers(s.store_dir)
        assert mf.is_valid_id(after or "")
        for mid in mf.list_ids(s.store_dir):  # nothing half-published is ever listed
            assert (mf.materialization_dir(s.store_dir, mid) / mf.STORE_FILE).is_file()
    # the next run completes, publishes and cleans the debris
    report = run_index(s, embedder=HashingEmbedder(), publish_min_seconds=0)
    assert report.published and report.embedding_coverage == 1.0
    assert not any((s.store_dir / "work").iterdir())
    _current_answers(s.store_dir)
    # and its content equals a full build of the same vault
    fresh = settings_for(tmp_path / "fresh", vault)
    full = run_index(fresh, embedder=HashingEmbedder(), full=True, publish_min_seconds=0)
    a = store_content(mf.materialization_dir(s.store_dir, report.id) / mf.STORE_FILE)
    b = store_content(mf.materialization_dir(fresh.store_dir, full.id) / mf.STORE_FILE)
    assert a == b
    print("kills landed:", killed_in)
