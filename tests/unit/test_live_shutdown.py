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
