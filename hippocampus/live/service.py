"""The live index of the warm service process (``hippo up``, ``hippo serve``; ADR 0030).

Changed paths come in (:meth:`LiveIndex.notify`: from the :class:`~hippocampus.live.watch.VaultWatcher`,
from the gateway's own writes, from ``hippo_reindex``); a worker thread coalesces them and runs
the index phases (store/indexer.py) on exactly those paths, with the tools built once (the
gateway's loaded embedder, the vector table, Kiwi) and an :class:`~hippocampus.store.index_context.IndexMemo`
carried from run to run, so a one-note change costs what the change costs. Each run publishes a
materialization atomically as any other run does, under the store's writer lock (a ``hippo index``
or a flow's index run elsewhere is waited for, never interleaved); ``on_published`` then lets the
gateway swap to it.

Coalescing: a run starts ``SETTLE_S`` after the last change (at once after a change from the
watcher, which has grouped its events over ``watch.STEP_MS`` of quiet already), or ``MAX_WAIT_S``
after the first pending one, whichever comes first; changes arriving during a run wait for the next one (an
editor saving every two seconds gives at most one run per save; a ``git pull`` of 1,000 files a
few runs). Small changes are embedded before their publish (one publish, vectors included);
a large one publishes lexically first and embeds in batches that yield to newer changes.

Convergence: a full stat scan (cheap: store/scan.py's stat cache) at start, after every watcher
restart, and every ``HIPPO_WATCH_RESCAN_S`` seconds, so changes no event reported (a network
folder, a watcher that was down) are picked up. A failed run keeps its paths pending and is
retried with a backoff; nothing is dropped.

Visible state: :meth:`LiveIndex.status`, also written to ``$HIPPO_HOME/live.json`` for
``hippo status`` in another process (:mod:`hippocampus.live.status`).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from hippocampus.config import Settings
from hippocampus.live.paths import for_index, for_rescan, for_triggers
from hippocampus.live.status import STATE_FILE
from hippocampus.live.watch import VaultWatcher, now_iso
from hippocampus.store import manifest as mf
from hippocampus.store.heap import map_large_allocations
from hippocampus.store.index_context import IndexMemo, IndexTools

log = logging.getLogger("hippocampus.live")

#: Quiet time after the last change before a run starts, and the most a pending change waits.
SETTLE_S = 0.05  # a change from the watcher settles no longer: it has waited watch.STEP_MS of quiet already
MAX_WAIT_S = 1.0
#: Seconds one attempt waits for the store's writer lock (another process's index run).
LOCK_WAIT_S = 2.0
#: Pauses after failed runs (the paths stay pending), and between retries of a failing embedder.
RETRY_S = (2.0, 5.0, 15.0, 30.0, 60.0)
EMBED_RETRY_S = (60.0, 120.0, 300.0, 600.0)
#: New sections embedded before the publish (one publish with vectors); more: lexical first.
INLINE_EMBED = 64
#: Embedding batch of live runs: a query waiting for the shared embedder waits one small batch.
LIVE_EMBED_BATCH = 8
#: How often stop() looks whether the worker has moved on to the embedder load (s).
JOIN_STEP_S = 0.1
#: Most paths named in the status (the count is always given).
SHOWN = 5

Listener = Callable[[set[str]], None]


@dataclass(frozen=True)
class Job:
    changed: frozenset[str] | None  # None: scan the whole vault (stat cache)
    full: bool
    reason: str  # watch | gateway | rescan | start | reindex | embed
    seq: int  # every notify up to this one is covered by the run


def trigger_paths(root: Path) -> set[str]:
    """Every existing path a trigger listener looks at (sent once at start and after a restart:
    a box ticked while the service was down is seen too)."""
    from vault_schema.layout import APPROVALS, GAP_QUEUE, RESEARCH_TOPICS

    out = {p for p in (RESEARCH_TOPICS, GAP_QUEUE) if (root / p).is_file()}
    folder = root / APPROVALS
    if folder.is_dir():
        out |= {f"{APPROVALS}/{p.name}" for p in folder.iterdir() if p.is_file() and for_triggers(f"{APPROVALS}/{p.name}")}
    return out


class LiveIndex:
    """Coalesces changed paths and indexes them in this (warm) process, one run at a time."""

    def __init__(self, settings: Settings, *, embedder: Callable[[], Any | None], on_published: Callable[[], Any] = lambda: None,
                 watch: str = "off", listeners: Sequence[Listener] = ()) -> None:
        self.settings = settings
        self.root = Path(settings.vault).expanduser().resolve()
        self.home = Path(settings.home).expanduser()
        self._embedder = embedder
        self.on_published = on_published
        self.listeners: list[Listener] = list(listeners)
        self.memo = IndexMemo()
        self._tools_cache: IndexTools | None = None
        self._tools_built = 0.0
        self._cond = threading.Condition()
        self._run_lock = threading.Lock()  # one index run at a time in this process
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        self._dispatcher: threading.Thread | None = None
        self._outbox: list[set[str]] = []
        # pending work (under _cond)
        self._pending: set[str] = set()
        self._first_pending = 0.0
        self._settled_at = 0.0  # when the pending changes have settled (no run before, unless MAX_WAIT_S)
        self._seq = 0
        self._done_seq = 0
        self._full_requested: bool | None = None  # None: no reindex asked; else its ``full``
        self._rescan_due = watch != "off"  # at start: converge with what changed while no one watched
        self._next_rescan = 0.0  # monotonic time of the next periodic rescan (0: none scheduled)
        self._retry_at = 0.0
        self._failures = 0
        self._embed_at: float | None = None
        self._embed_failures = 0
        # visible state
        self.last_change: dict[str, Any] | None = None
        self.running: dict[str, Any] | None = None
        self.last_run: dict[str, Any] | None = None
        self.last_error: dict[str, Any] | None = None
        self.runs = 0
        self.publishes = 0
        self.started: str | None = None
        self._state_written = 0.0
        self._warmed = False
        self._warming = threading.Event()  # set while the worker loads the embedder (stop() does not wait for it)
        self.watcher: VaultWatcher | None = None
        if watch != "off":
            self.watcher = VaultWatcher(self.root, self._from_watcher, mode=watch, poll_s=settings.watch_poll_s,
                                        exclude=[self.home], on_restart=self._watcher_restarted)

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> None:
        if self._worker is not None and self._worker.is_alive():
            return
        self._stop.clear()
        self.started = now_iso()
        map_large_allocations()  # every swap frees the old index's arrays: give them back (store/heap.py)
        self._worker = threading.Thread(target=self._loop, name="hippo-live-index", daemon=True)
        self._worker.start()
        self._dispatcher = threading.Thread(target=self._dispatch, name="hippo-live-triggers", daemon=True)
        self._dispatcher.start()
        if self.watcher is not None:
            self.watcher.start()
            self._to_listeners(trigger_paths(self.root))
        self._write_state(force=True)

    def stop(self, timeout: float = 30.0) -> None:
        self._stop.set()
        if self.watcher is not None:
            self.watcher.stop()
        with self._cond:
            self._cond.notify_all()
        self._join_worker(timeout)
        if self._dispatcher is not None:
            self._dispatcher.join(timeout)
        memo = self.memo
        spare, memo.spare = memo.spare, None
        if spare is not None:  # no other process would use it: do not leave a store-sized file behind
            import shutil

            shutil.rmtree(spare.path.parent, ignore_errors=True)
        if memo.stat_cache is not None:  # what the last runs learnt, for the next cold run
            from hippocampus.store.scan import CACHE_FILE, save_cache

            save_cache(Path(self.settings.store_dir) / CACHE_FILE, self.root, memo.stat_cache.scanned_ns, memo.stat_cache.entries)
        self._write_state(force=True, state="stopped")

    def _join_worker(self, timeout: float) -> None:
        """Wait for the worker's run to end, but not for an embedder load under way: a torch load
        cannot be interrupted and may take many seconds on a loaded box, it writes nothing, and the
        worker is a daemon thread, so the process may exit while it loads (SIGTERM to ``hippo
        serve`` answered within seconds, not after the load)."""
        worker = self._worker
        if worker is None:
            return
        deadline = time.monotonic() + timeout
        while worker.is_alive() and time.monotonic() < deadline:
            if self._warming.is_set():
                log.info("live vault: stopping during the embedder load; not waiting for it")
                return
            worker.join(min(JOIN_STEP_S, max(0.0, deadline - time.monotonic())))

    # ------------------------------------------------------------------ input
    def notify(self, paths: Iterable[str], source: str = "watch") -> int:
        """Paths that changed (vault-relative); returns a ticket for :meth:`wait`."""
        wanted = {p for p in paths if for_index(p)}
        with self._cond:
            now = time.monotonic()
            if wanted:
                if not self._pending:
                    self._first_pending = now
                self._pending |= wanted
                self._seq += 1
                # the watcher grouped its events already (watch.STEP_MS of quiet): no second wait
                self._settled_at = max(self._settled_at, now + (0.0 if source == "watch" else SETTLE_S))
                self.last_change = {"at": now_iso(), "path": sorted(wanted)[0], "paths": len(wanted), "source": source}
                self._cond.notify_all()
            ticket = self._seq
        if wanted:
            self._write_state()
        return ticket

    def request(self, *, full: bool = False) -> int:
        """An index run of the whole vault as soon as possible (``hippo_reindex``); returns a ticket."""
        with self._cond:
            self._full_requested = bool(full or self._full_requested)
            self._seq += 1
            self._cond.notify_all()
            return self._seq

    def rescan(self, path: str) -> int:
        """A run over the whole vault as soon as possible, reading only what differs from the store
        (an Obsidian templates setting changed: which files are notes changed); returns a ticket."""
        with self._cond:
            self._rescan_due = True
            self._seq += 1
            self.last_change = {"at": now_iso(), "path": path, "paths": 1, "source": "settings"}
            self._cond.notify_all()
            ticket = self._seq
        self._write_state()
        return ticket

    def wait(self, ticket: int, timeout: float) -> bool:
        """Wait until a run covering ``ticket`` has finished (published, or found nothing new)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._done_seq < ticket:
                left = deadline - time.monotonic()
                if left <= 0 or self._stop.is_set():
                    return False
                self._cond.wait(left)
            return True

    def _from_watcher(self, paths: set[str]) -> None:
        settings = sorted(p for p in paths if for_rescan(p))
        if settings:
            self.rescan(settings[0])
        self.notify(paths, "watch")
        self._to_listeners({p for p in paths if for_triggers(p)})

    def _watcher_restarted(self) -> None:
        with self._cond:
            self._rescan_due = True
            self._cond.notify_all()
        self._to_listeners(trigger_paths(self.root))

    # ------------------------------------------------------------------ triggers
    def _to_listeners(self, paths: set[str]) -> None:
        if paths and self.listeners:
            with self._cond:
                self._outbox.append(set(paths))
                self._cond.notify_all()

    def _dispatch(self) -> None:
        """Hand trigger paths to the listeners in their own thread: an approval tick must not wait
        behind a long index run, and a slow listener must not delay indexing."""
        while not self._stop.is_set():
            with self._cond:
                while not self._outbox and not self._stop.is_set():
                    self._cond.wait(5.0)
                batch, self._outbox = self._outbox, []
            for paths in batch:
                for listener in self.listeners:
                    try:
                        listener(paths)
                    except Exception:
                        log.exception("a live-vault listener failed on %s", sorted(paths)[:SHOWN])

    # ------------------------------------------------------------------ the worker
    def _loop(self) -> None:
        while not self._stop.is_set():
            job = self._next_job()
            if job is not None:
                self._execute(job)
                if self._stop.is_set():
                    break  # shutting down (SIGTERM during the run): no warm-up, no spare copy to wait for
                if not self._warmed:
                    self._warm_embedder()
                    if self._stop.is_set():
                        break  # the stop came during the load: stop() did not wait, no spare copy either
                self._prepare_spare()

    def _prepare_spare(self) -> None:
        """Trigger: a run finished and nothing is pending. Why: the next run's copy of the whole
        store file would sit between a save and its search (ext4: no reflink). Outcome: the copy
        is made now (store/index_lexical.py ``prepare_spare``); skipped when another process
        holds the writer lock or changes are waiting."""
        if self._has_pending() or self._tools_cache is None:
            return
        from hippocampus.store.index_lexical import prepare_spare
        from hippocampus.store.publish import IndexBusy, writer_lock

        try:
            with self._run_lock, writer_lock(Path(self.settings.store_dir), 0.0):
                seconds = prepare_spare(self._tools_cache)
            if seconds:
                log.debug("live vault: spare store copy made in %.2f s", seconds)
        except IndexBusy:
            pass
        except Exception:  # an optimisation: the next run copies the file itself
            log.exception("live vault: preparing the spare store copy failed")

    def _warm_embedder(self) -> None:
        """Trigger: the start-up run is done and the vault is watched. Why: the first saved note
        would otherwise pay torch's import and the engine's build (seconds) on its way to search.
        Outcome: the embedder is loaded now, once (ADR 0029 ``warm_up``); failing costs nothing
        but that first note's wait."""
        self._warmed = True
        if self.watcher is None:
            return
        self._warming.set()
        try:
            t0 = time.monotonic()
            embedder = self._embedder()
            warm = getattr(embedder, "warm_up", None)
            if callable(warm):
                warm()
                log.info("live vault: embedder loaded in %.1f s", time.monotonic() - t0)
        except Exception as exc:  # noqa: BLE001 - the first embedding run loads (or reports) it instead
            log.info("live vault: embedder not loaded ahead: %s", exc)
        finally:
            self._warming.clear()

    def _next_job(self) -> Job | None:
        with self._cond:
            while not self._stop.is_set():
                now = time.monotonic()
                if self._next_rescan and now >= self._next_rescan:
                    self._rescan_due, self._next_rescan = True, 0.0
                wake = [self._retry_at] if now < self._retry_at else []
                if not wake:
                    job = self._take(now)
                    if job is not None:
                        return job
                    if self._pending:
                        wake.append(min(self._settled_at, self._first_pending + MAX_WAIT_S))
                for at in (self._embed_at, self._next_rescan or None):
                    if at is not None:
                        wake.append(at)
                self._cond.wait(min(60.0, max(0.01, min(wake) - now)) if wake else 60.0)
        return None

    def _take(self, now: float) -> Job | None:
        """The next job when one is due (under ``_cond``)."""
        if self._full_requested is not None:
            full, self._full_requested = self._full_requested, None
            self._pending.clear()
            return Job(None, full, "reindex", self._seq)
        if self._rescan_due:
            self._rescan_due = False
            self._pending.clear()
            return Job(None, False, "rescan" if self.runs else "start", self._seq)
        if self._pending:
            if now < self._settled_at and now - self._first_pending < MAX_WAIT_S:
                return None
            paths, self._pending = frozenset(self._pending), set()
            return Job(paths, False, (self.last_change or {}).get("source", "watch"), self._seq)
        if self._embed_at is not None and now >= self._embed_at:
            self._embed_at = None
            return Job(frozenset(), False, "embed", self._seq)
        return None

    def _swap(self, mid: str) -> None:
        """A run of ours just made ``mid`` current: let the readers swap to it now, before the run
        collects garbage (GC is then off the path from a save to a search)."""
        try:
            self.on_published()
        except Exception:
            log.exception("swapping to materialization %s failed", mid)

    def _has_pending(self) -> bool:
        """Asked by the embed phase between batches: newer changes are waiting."""
        with self._cond:
            return bool(self._pending) or self._full_requested is not None or self._stop.is_set()

    def _execute(self, job: Job) -> None:
        from hippocampus.store.index_embed import PublishEvery
        from hippocampus.store.indexer import run
        from hippocampus.store.progress import ProgressReporter, progress_path
        from hippocampus.store.publish import IndexBusy, writer_lock

        started, t0 = now_iso(), time.monotonic()
        missing = _vault_missing(self.root)
        if missing:
            # Trigger: the vault folder is gone, not a folder, or empty (an unmounted network or
            # synced drive). Why: indexing it would publish an empty store and every search
            # would find nothing. Outcome: no run; the paths stay pending and are retried.
            self._failed(job, missing)
            return
        self.running = {"started": started, "reason": job.reason, "paths": None if job.changed is None else len(job.changed),
                        "sample": sorted(job.changed or ())[:SHOWN]}
        self._write_state(force=True)
        try:
            with self._run_lock, writer_lock(Path(self.settings.store_dir), LOCK_WAIT_S):
                recorder = ProgressReporter(None, path=progress_path(self.home))
                try:
                    tools = replace(self._tools(), progress=recorder, interrupt=self._has_pending, stopping=self._stop.is_set,
                                    on_publish=self._swap)
                    report = run(tools, full=job.full, changed=job.changed, every=PublishEvery(8, 15.0))
                finally:
                    recorder.close()
        except IndexBusy as exc:
            self._failed(job, f"waiting for the store's writer lock: {exc}", quiet=True)
            return
        except Exception as exc:
            log.exception("live index run (%s) failed", job.reason)
            self._failed(job, f"{type(exc).__name__}: {exc}")
            return
        finally:
            self.running = None
        self._succeeded(job, report, started, time.monotonic() - t0)

    def _failed(self, job: Job, error: str, *, quiet: bool = False) -> None:
        with self._cond:
            if job.changed is None:
                self._rescan_due = True  # a whole-vault run is redone as one
                if job.reason == "reindex":
                    self._full_requested = job.full
            else:
                self._pending |= job.changed
            pause = 1.0 if quiet else RETRY_S[min(self._failures, len(RETRY_S) - 1)]
            self._failures += 0 if quiet else 1
            self._retry_at = time.monotonic() + pause
            self._first_pending = time.monotonic()
            self._settled_at = self._first_pending + SETTLE_S
        self.last_error = {"at": now_iso(), "error": error, "retry_in_s": pause}
        self._write_state(force=True)

    def _succeeded(self, job: Job, report: Any, started: str, seconds: float) -> None:
        now = time.monotonic()
        with self._cond:
            self._failures = 0
            self._done_seq = max(self._done_seq, job.seq)
            if job.changed is None and self.watcher is not None and self.settings.watch_rescan_s > 0:
                self._next_rescan = now + float(self.settings.watch_rescan_s)
            if report.pending_embeddings and report.embedder:
                if report.degraded:
                    pause = EMBED_RETRY_S[min(self._embed_failures, len(EMBED_RETRY_S) - 1)]
                    self._embed_failures += 1
                    self._embed_at = now + pause
                else:  # interrupted by newer changes, or a large change: go on after them
                    self._embed_failures = 0
                    self._embed_at = now
            else:
                self._embed_failures = 0
                self._embed_at = None
            self._cond.notify_all()
        self.runs += 1
        self.publishes += len(report.published)
        self.last_run = {"id": report.id, "reason": job.reason, "started": started, "finished": now_iso(),
                         "seconds": round(seconds, 3), "published": len(report.published), "added": len(report.added),
                         "changed": len(report.changed), "removed": len(report.removed) + len(report.renamed),
                         "embedded": report.embedded, "embedding_coverage": report.embedding_coverage,
                         "embedding_status": report.embedding_status, "degraded": report.degraded_reasons[:3],
                         "timings": {k: v for k, v in report.timings.items() if v >= 0.005}}
        if self.last_error and report.published:
            self.last_error = None
        if report.published:
            try:
                self.on_published()
            except Exception:
                log.exception("swapping to materialization %s failed", report.id)
        self._write_state(force=True)

    def _tools(self) -> IndexTools:
        """The tools of every run, built once (rebuilt while the embedder is unavailable, at most
        once a minute, so that it is picked up when it comes back)."""
        tools = self._tools_cache
        if tools is not None and (tools.embedding.error is None or time.monotonic() - self._tools_built < 60.0):
            return tools
        from hippocampus.store.indexer import make_tools

        settings = self.settings.model_copy(update={"embed_batch": min(int(self.settings.embed_batch), LIVE_EMBED_BATCH)})
        built = make_tools(settings, self.root, self._embedder())
        self._tools_cache = replace(built, memo=self.memo, inline_embed=INLINE_EMBED)
        self._tools_built = time.monotonic()
        return self._tools_cache

    # ------------------------------------------------------------------ state
    def status(self) -> dict[str, Any]:
        with self._cond:
            pending = sorted(self._pending)
            since = self._first_pending
        now = time.monotonic()
        served = mf.read_current(Path(self.settings.store_dir))
        return {
            "enabled": True,
            "pid": os.getpid(),
            "started": self.started,
            "state": "stopped" if self._stop.is_set() else ("indexing" if self.running else "idle"),
            "watcher": self.watcher.status() if self.watcher is not None else {"state": "off"},
            "last_change": self.last_change,
            "pending": {"paths": len(pending), "sample": pending[:SHOWN], "waiting_s": round(now - since, 1) if pending else None},
            "running": self.running,
            "last_run": self.last_run,
            "last_error": self.last_error,
            "runs": self.runs,
            "publishes": self.publishes,
            "materialization": _age(served),
            "rescan_s": self.settings.watch_rescan_s if self.watcher is not None else None,
        }

    def _write_state(self, *, force: bool = False, state: str | None = None) -> None:
        now = time.monotonic()
        if not force and now - self._state_written < 1.0:
            return
        self._state_written = now
        data = self.status()
        if state:
            data["state"] = state
        data["updated"] = now_iso()
        try:
            mf.atomic_write_text(self.home / STATE_FILE, json.dumps(data, ensure_ascii=False, default=str) + "\n")
        except OSError as exc:
            log.debug("could not write %s: %s", STATE_FILE, exc)


def _vault_missing(root: Path) -> str | None:
    """Why the vault cannot be indexed now, or None."""
    try:
        if not root.is_dir():
            return f"the vault folder {root} is missing or not a folder; not indexing until it is back"
        with os.scandir(root) as entries:
            if next(entries, None) is None:
                return f"the vault folder {root} is empty (an unmounted drive?); not publishing an empty index"
    except OSError as exc:
        return f"the vault folder {root} is unreadable ({exc.strerror or exc}); not indexing until it is back"
    return None


def _age(mid: str | None) -> dict[str, Any] | None:
    if not mid:
        return None
    from datetime import UTC, datetime

    try:
        age = (datetime.now(UTC) - mf.id_time(mid)).total_seconds()
    except ValueError:
        return {"id": mid, "age_s": None}
    return {"id": mid, "age_s": round(age, 1)}
