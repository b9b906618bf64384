"""A stop that arrives while the live index runs (SIGTERM to ``hippo serve`` / ``hippo up``) ends
the worker after that run: the embedder warm-up (a torch load) and the spare store copy that
follow a run are skipped, so the shutdown does not wait for them (on a loaded box they took the
gateway past 15 s after SIGTERM)."""

from __future__ import annotations

from hippocampus.live.service import Job, LiveIndex
from tests.store_helpers import settings_for


def _live(tmp_path, monkeypatch, calls):
    (tmp_path / "vault").mkdir()
    live = LiveIndex(settings_for(tmp_path, tmp_path / "vault"), embedder=lambda: None)
    jobs = iter([Job(None, False, "start", 1), Job(None, False, "watch", 2)])
    monkeypatch.setattr(live, "_next_job", lambda: next(jobs, None))

    def warm():
        calls.append("warm")
        live._warmed = True

    monkeypatch.setattr(live, "_warm_embedder", warm)
    monkeypatch.setattr(live, "_prepare_spare", lambda: calls.append("spare"))
    return live


def test_a_stop_during_a_run_skips_the_warm_up_and_the_spare_copy(tmp_path, monkeypatch):
    calls: list[str] = []
    live = _live(tmp_path, monkeypatch, calls)

    def run(job):  # the stop arrives while this run works
        calls.append(job.reason)
        live._stop.set()

    monkeypatch.setattr(live, "_execute", run)
    live._loop()
    assert calls == ["start"]


def test_without_a_stop_every_run_is_followed_by_the_warm_up_once_and_a_spare_copy(tmp_path, monkeypatch):
    calls: list[str] = []
    live = _live(tmp_path, monkeypatch, calls)

    def run(job):
        calls.append(job.reason)
        if job.reason == "watch":
            live._stop.set()  # the second run is the last: the stop comes during it

    monkeypatch.setattr(live, "_execute", run)
    live._loop()
    assert calls == ["start", "warm", "spare", "watch"]


class _SlowEmbedder:
    """An embedder whose load takes as long as the test wants (a torch load on a loaded box)."""

    def __init__(self) -> None:
        import threading

        self.loading = threading.Event()
        self.release = threading.Event()

    def warm_up(self) -> None:
        self.loading.set()
        self.release.wait(60)


def test_a_stop_during_the_embedder_load_does_not_wait_for_it(tmp_path):
    import time

    (tmp_path / "vault").mkdir()
    (tmp_path / "vault" / "a.md").write_text("# A\n\nsome words\n", encoding="utf-8")
    slow = _SlowEmbedder()
    settings = settings_for(tmp_path, tmp_path / "vault")
    # the start-up run indexes without vectors (no embedder yet); the warm-up after it gets the slow one
    live = LiveIndex(settings, embedder=lambda: slow if live.last_run else None, watch="poll")
    live.start()
    try:
        assert slow.loading.wait(60), "the start-up run was not followed by the embedder load"
        t0 = time.monotonic()
        live.stop(timeout=30)
        waited = time.monotonic() - t0
        assert waited < 10, f"stop() waited {waited:.1f} s for an embedder load"
        assert live._worker is not None and live._worker.is_alive()  # still loading: not joined
        assert live.last_run is not None  # the start-up run itself was waited for and finished
    finally:
        slow.release.set()
    live._worker.join(10)
    assert not live._worker.is_alive()  # after the load the worker ends on its own
    assert live.memo.spare is None  # and makes no spare store copy once stopped
