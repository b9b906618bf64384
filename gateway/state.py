"""What the gateway holds while it runs: the latest materialization (swapped live), the ledger,
the embedder, the reindex runner, and — in the long-running service — the live index (ADR 0030).

Live swap (:class:`StoreHolder`): every tool call takes a *lease* on the current store. At most
every ``check_interval`` seconds one caller checks ``is_stale()``; when a newer materialization
was published it opens it (outside the lease lock, so searches continue on the old one), swaps
the reference, and retires the old store. A retired store is closed by whichever lease ends
last, so no in-flight call ever sees its store closed.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from fastmcp.dependencies import CurrentFastMCP, Depends

from hippocampus.config import Settings
from hippocampus.errors import NotIndexedError
from hippocampus.vault.faults import stallpoint

#: Seconds :meth:`GatewayState.close` waits for a background open to finish.
OPEN_JOIN_S = 30.0

log = logging.getLogger("hippocampus.gateway")
#: The attribute of the FastMCP server that holds its GatewayState.
STATE_ATTR = "hippo_state"


def _open_latest(store_dir: Path) -> Any:
    from hippocampus.store.reader import Store

    return Store.open_latest(store_dir)


@dataclass
class _Slot:
    store: Any
    leases: int = 0
    retired: bool = False
    opened_at: float = field(default_factory=time.time)


class StoreHolder:
    """The current store, leased per call and swapped without failing in-flight calls."""

    def __init__(self, store_dir: Path, *, opener: Callable[[Path], Any] = _open_latest, check_interval: float = 1.0) -> None:
        self.store_dir = Path(store_dir)
        self._opener = opener
        self.check_interval = check_interval
        self._slot: _Slot | None = None
        self._lock = threading.Lock()
        self._refresh_lock = threading.Lock()
        self._checked = 0.0
        self.swaps = 0
        self.last_error: str | None = None
        self.last_prepare: dict[str, Any] | None = None

    # ------------------------------------------------------------------ refresh
    def refresh(self, force: bool = False) -> bool:
        """Open the newest published materialization if it differs from the current one.
        Returns True when a swap happened. Never raises; the error is kept in ``last_error``."""
        now = time.monotonic()
        if not force and now - self._checked < self.check_interval:
            return False
        if not self._refresh_lock.acquire(blocking=force):
            return False  # another thread is already refreshing; keep serving the current one
        try:
            self._checked = time.monotonic()
            current = self._slot
            try:
                if current is not None and not current.store.is_stale():
                    return False
                new = self._opener(self.store_dir)
            except NotIndexedError as exc:
                self.last_error = str(exc)
                return False
            except Exception as exc:  # noqa: BLE001 - a broken publish must not take the gateway down
                error = f"{type(exc).__name__}: {exc}"
                if error != self.last_error:  # once per distinct failure, not on every check
                    log.warning("could not open the latest materialization: %s", error)
                self.last_error = error
                return False
            if current is not None and getattr(new, "id", None) == getattr(current.store, "id", None):
                new.close()
                return False
            if current is not None:
                self._prepare(new, current.store)
            with self._lock:
                old, self._slot = self._slot, _Slot(new)
                self.swaps += 1
                self.last_error = None
                if old is not None:
                    old.retired = True
                    close_now = old.leases == 0
            if old is not None and close_now:
                self._close(old)
            fallback = getattr(new, "fallback", None)
            if fallback is not None:  # once per opened store: the holder keeps it until CURRENT moves
                log.warning("%s", fallback.line())
            else:
                log.info("serving materialization %s", getattr(new, "id", "?"))
            return True
        finally:
            self._refresh_lock.release()

    def _prepare(self, new: Any, old: Any) -> None:
        """Trigger: a newer materialization replaces one that served. Why: its in-memory parts
        (lexical index, section rows, vectors) would otherwise be read from the whole file by
        the first query after the swap (seconds at 10,000 notes). Outcome: derived from the
        old store's and the notes that differ, or built, before the swap (ADR 0030); searches
        keep running on the old store meanwhile."""
        adopt = getattr(new, "adopt", None)
        if adopt is None:
            return
        t0 = time.perf_counter()
        try:
            parts = adopt(old)
        except Exception as exc:  # noqa: BLE001 - the parts are then built lazily, as before
            log.warning("could not prepare materialization %s from %s: %s", getattr(new, "id", "?"), getattr(old, "id", "?"), exc)
            return
        self.last_prepare = {"id": getattr(new, "id", None), "from": getattr(old, "id", None), "parts": parts,
                             "seconds": round(time.perf_counter() - t0, 3)}
        log.debug("prepared %s", self.last_prepare)

    # ------------------------------------------------------------------ leases
    @contextmanager
    def lease(self) -> Iterator[Any]:
        """The current store for the duration of one call; raises NotIndexedError when none."""
        self.refresh()
        with self._lock:
            slot = self._slot
            if slot is None:
                raise NotIndexedError(
                    "not indexed yet: no materialization has been published. Run `hippo index` "
                    "(or call hippo_reindex) and try again."
                )
            slot.leases += 1
        try:
            yield slot.store
        finally:
            with self._lock:
                slot.leases -= 1
                close_now = slot.retired and slot.leases == 0
            if close_now:
                self._close(slot)

    def current(self) -> Any | None:
        """The current store without a lease (for status fields that read attributes only)."""
        self.refresh()
        slot = self._slot
        return slot.store if slot else None

    def opened_at(self) -> float | None:
        slot = self._slot
        return slot.opened_at if slot else None

    @staticmethod
    def _close(slot: _Slot) -> None:
        try:
            slot.store.close()
        except Exception as exc:  # noqa: BLE001
            log.warning("closing a retired materialization failed: %s", exc)

    def close(self) -> None:
        with self._lock:
            slot, self._slot = self._slot, None
        if slot is not None:
            slot.retired = True
            if slot.leases == 0:
                self._close(slot)


class ReindexRunner:
    """One index run at a time, in a background thread; remembers the last run."""

    def __init__(self, run: Callable[[bool, bool], Any], on_done: Callable[[], Any] | None = None) -> None:
        self._run = run
        self._on_done = on_done
        self._lock = threading.Lock()
        self.current: dict[str, Any] | None = None
        self.last: dict[str, Any] | None = None
        self._thread: threading.Thread | None = None

    def start(self, *, full: bool, embed: bool) -> dict[str, Any]:
        import uuid

        with self._lock:
            if self.current is not None:
                return {"status": "already_running", "run": dict(self.current)}
            run: dict[str, Any] = {"run_id": "reindex_" + uuid.uuid4().hex[:12], "full": full, "embed": embed,
                   "started": datetime.now(UTC).isoformat(timespec="seconds"), "state": "running"}
            self.current = run
            self._thread = threading.Thread(target=self._work, args=(run,), name=run["run_id"], daemon=True)
            self._thread.start()
        return {"status": "started", "run": dict(run)}

    def _work(self, run: dict[str, Any]) -> None:
        try:
            result = self._run(run["full"], run["embed"])
            run.update(state="succeeded", result=_summarise(result))
        except Exception as exc:
            log.exception("index run %s failed", run["run_id"])
            run.update(state="failed", error=f"{type(exc).__name__}: {exc}")
        finally:
            run["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
            with self._lock:
                self.last, self.current = run, None
            if self._on_done is not None:
                self._on_done()

    def wait(self, timeout: float | None = None) -> None:
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def state(self) -> dict[str, Any]:
        with self._lock:
            return {"running": dict(self.current) if self.current else None, "last": dict(self.last) if self.last else None}


def _summarise(result: Any) -> Any:
    if result is None or isinstance(result, (str, int, float, bool)):
        return result
    if isinstance(result, dict):
        return {k: v for k, v in result.items() if isinstance(v, (str, int, float, bool, type(None)))}
    for attr in ("to_dict", "summary"):
        fn = getattr(result, attr, None)
        if callable(fn):
            try:
                return _summarise(fn())
            except Exception:  # noqa: BLE001
                pass
    data = getattr(result, "__dict__", None)
    return _summarise(dict(data)) if isinstance(data, dict) else str(result)


_warmed = threading.Event()


def _warm_up() -> None:
    """Load the Korean tokenizer once (its first load takes seconds and holds the GIL)."""
    if _warmed.is_set():
        return
    try:
        from hippocampus.store.tokenize import warm_up

        warm_up()
        _warmed.set()
    except Exception as exc:  # noqa: BLE001 - the first query will load it instead
        log.warning("tokenizer warm-up failed: %s", exc)


def _open_and_warm(store_dir: Path) -> Any:
    # Trigger: a materialization is opened. Why: loading Kiwi holds the GIL for seconds
    # (measured 13-16 s here), which would stall every in-flight call if it happened inside
    # the first query. Outcome: loaded before the first store is served (at start, or when
    # the first index appears); a gateway with nothing indexed starts at once.
    store = _open_latest(store_dir)
    _warm_up()
    return store


#: Seconds a write tool waits for its note to be searchable (the live index's publish).
WRITE_VISIBLE_S = 10.0


class GatewayState:
    """Everything the tools share. Built once per server; opened by the lifespan.

    ``live``: this is the long-running service (``hippo up``, ``hippo serve`` over HTTP). It
    then owns a :class:`~hippocampus.live.service.LiveIndex` over the same embedder: the vault
    watcher (``settings.watch``, off with ``--no-watch``), ``hippo_reindex`` and the gateway's
    own writes all go through it, one index run at a time in this warm process."""

    def __init__(self, settings: Settings, *, embedder: Any = None, load_embedder: bool = True, check_interval: float = 1.0,
                 live: bool = False, listeners: tuple[Callable[[set[str]], None], ...] = ()) -> None:
        self.settings = settings
        self.vault = Path(settings.vault).expanduser()
        self.holder = StoreHolder(settings.store_dir, opener=self._open_store, check_interval=check_interval)
        self._embedder = embedder
        self._embedder_error: str | None = None
        self._embedder_loaded = embedder is not None or not load_embedder
        self._embedder_lock = threading.Lock()
        self._embedder_warm = False
        self._search_warm = False
        self._opened = threading.Event()  # open() finished (or failed): tool calls may run
        self._opener: threading.Thread | None = None  # open_in_background's thread
        self._ledger = None
        self._ledger_lock = threading.Lock()
        self.started = time.time()
        self.instance = uuid.uuid4().hex[:16]  # announced with the discovery file, answered by /health
        self.reindex = ReindexRunner(self._index, on_done=lambda: self.holder.refresh(force=True))
        self.graph_cache: dict[str, Any] = {}
        self._graph_lock = threading.Lock()
        self.live: Any = None  # hippocampus.live.service.LiveIndex in the long-running service
        if live:
            from hippocampus.live.service import LiveIndex

            self.live = LiveIndex(settings, embedder=self.embedder, on_published=lambda: self.holder.refresh(force=True),
                                  watch=settings.watch, listeners=listeners)

    # ------------------------------------------------------------------ parts
    @property
    def ledger(self):
        if self._ledger is None:
            with self._ledger_lock:
                if self._ledger is None:
                    from hippocampus.ledger.shared import open_ledger_all

                    self._ledger = open_ledger_all(self.settings.ledger_path)
        return self._ledger

    def embedder(self) -> Any | None:
        """The query embedder, loaded once; ``None`` (and a reason) when unavailable."""
        if not self._embedder_loaded:
            with self._embedder_lock:
                if not self._embedder_loaded:
                    try:
                        from hippocampus.store.embedders import make_embedder

                        self._embedder = make_embedder(self.settings)
                    except Exception as exc:  # noqa: BLE001 - search goes lexical-only, reported
                        self._embedder_error = f"{type(exc).__name__}: {exc}"
                        log.warning("embedder unavailable, search is lexical-only: %s", self._embedder_error)
                    self._embedder_loaded = True
        return self._embedder

    @property
    def embedder_error(self) -> str | None:
        return self._embedder_error

    def _open_store(self, store_dir: Path) -> Any:
        store = _open_and_warm(store_dir)
        store.vault_root = self.vault  # search checks its hits against the vault served (search/behind.py)
        embedder = self.embedder()  # load the model now, not inside the first query
        if embedder is not None and not self._embedder_warm:
            try:
                embedder.embed_query("warm up")
                # Trigger: abstention reads the off-topic probes' vectors (search/nullfloor.py),
                # embedded once per process, on first use. Why: inside a call that is 22
                # embeddings against its budget, redone by every call that times out before the
                # first one finished (measured at load 8-10: a 0.3 s budget never recovered,
                # docs/benchmarks/budgets.md).
                # Outcome: embedded here, at start-up, like the model.
                from hippocampus.search.nullfloor import probe_matrix

                probe_matrix(embedder)
                self._embedder_warm, self._embedder_error = True, None
            except Exception as exc:  # noqa: BLE001 - search goes lexical-only, reported
                self._embedder_error = f"{type(exc).__name__}: {exc}"
                log.warning("embedder warm-up failed, search is lexical-only until it answers: %s", exc)
        if not self._search_warm:
            self._warm_search(store, embedder)
        return store

    def _warm_search(self, store: Any, embedder: Any) -> None:
        # Trigger: the first store this process serves. Why: a search builds what it reads on
        # first use — the in-memory lexical and whole-note indexes, the vector set, the row
        # memo, the null floor of the default scope — and the first calls paid that against
        # their budget (the first ~6 calls after start ran out at a 0.3 s budget, load 8-10).
        # Outcome: one throwaway evidence bundle here (a search, its excerpts; nothing recorded:
        # no ledger, no cache); later materializations take these parts over from their
        # predecessor (Store.adopt).
        from hippocampus.search.evidence import build_bundle

        try:
            build_bundle(store, embedder, None, "warm up the search", k=3, use_cache=False)
        except Exception as exc:  # noqa: BLE001 - the first real search builds them instead
            log.warning("search warm-up failed: %s", exc)
        self._search_warm = True

    def _index(self, full: bool, embed: bool) -> Any:
        if self.live is not None:
            # the live index's run, in its warm worker (one writer path in this process)
            ticket = self.live.request(full=full)
            if not self.live.wait(ticket, timeout=24 * 3600):
                raise RuntimeError(f"the live index did not finish the run: {(self.live.last_error or {}).get('error')}")
            return self.live.last_run
        from hippocampus.store.indexer import run_index

        # The gateway's loaded embedder is reused for indexing (one model in memory); when it
        # is unavailable the indexer makes its own attempt and degrades by itself.
        return run_index(self.settings, full=full, embed=embed, embedder=self.embedder() if embed else None)

    def graph(self, store: Any) -> Any:
        """The wikilink graph of ``store`` (built once per materialization)."""
        from hippocampus.explore.graph import LinkGraph

        key = str(getattr(store, "id", ""))
        with self._graph_lock:
            graph = self.graph_cache.get(key)
            if graph is None:
                graph = LinkGraph.from_store(store)
                self.graph_cache.clear()
                self.graph_cache[key] = graph
        return graph

    def written(self, paths: list[str]) -> bool:
        """A write tool wrote ``paths`` into the vault: index them now, through the live index
        (the watcher's own path), and wait until they are searchable. False without a live index
        (``hippo serve --stdio``, tests) or when the publish took longer than ``WRITE_VISIBLE_S``."""
        if self.live is None or not paths:
            return False
        ticket = self.live.notify(paths, "gateway")
        return bool(self.live.wait(ticket, min(WRITE_VISIBLE_S, self.settings.tool_budget_s / 2)))

    # ------------------------------------------------------------------ lifecycle
    def open(self, then: Callable[[], Any] | None = None) -> None:
        """Open the newest materialization (and warm the search on it), the ledger, the live index;
        then ``then`` (the server's session-state warm-up), before tool calls may run."""
        try:
            stallpoint("gateway.open")
            self.holder.refresh(force=True)
            _ = self.ledger
            if self.live is not None:
                self.live.start()
            if then is not None:
                then()
        finally:
            self._opened.set()

    def open_in_background(self, then: Callable[[], Any] | None = None) -> None:
        """:meth:`open` in a thread; tool calls wait for it (:meth:`wait_open`).

        Trigger: ``hippo serve --stdio``, which an MCP client starts and must hear from within its
        start-up timeout (Codex: 10 s by default). Why: opening the store, loading the embedder
        and the search warm-up took 7 s on a quiet box (a real 1,186-note vault) and 15 s beside a
        test run, all before the server answered ``initialize`` (half of it FastMCP's session
        state store, a beartype-decorated import: ``then``); the client then gave the server up.
        Outcome: ``initialize`` is answered once Python is up; the first tool call waits for the
        open within its own budget (gateway.errors.AgentErrors)."""
        def work() -> None:
            try:
                self.open(then)
            except Exception:
                log.exception("opening the gateway's store failed")

        self._opener = threading.Thread(target=work, name="gateway-open", daemon=True)
        self._opener.start()

    @property
    def opened(self) -> bool:
        return self._opened.is_set()

    def wait_open(self, timeout: float | None) -> bool:
        """Whether :meth:`open` has finished (or failed), waiting up to ``timeout`` seconds."""
        return self._opened.wait(timeout)

    def close(self) -> None:
        if self._opener is not None:
            self._opener.join(OPEN_JOIN_S)
            if self._opener.is_alive():
                # Trigger: the client went away while the store was still opening (a stalled
                # disk). Why: closing under a running open races it. Outcome: the process ends
                # without closing; the daemon thread and the read-only store go with it.
                log.warning("the store was still opening after %s s; exiting without closing it", OPEN_JOIN_S)
                return
        if self.live is not None:
            self.live.stop()
        self.holder.close()
        if self._ledger is not None:
            self._ledger.close()
            self._ledger = None


def after_write(state: Any, out: dict[str, Any], *paths: str | None) -> dict[str, Any]:
    """``out`` of a write tool, with ``searchable`` (true once the live index published the
    written notes) when the gateway runs a live index; unchanged otherwise."""
    wanted = [p for p in paths if p]
    if getattr(state, "live", None) is not None and wanted:
        out["searchable"] = state.written(wanted)
    return out


def current_state(server: Any = CurrentFastMCP()) -> GatewayState:  # noqa: B008 - a FastMCP dependency
    """The state of the server handling this call (``state: GatewayState = Depends(current_state)``
    in a tool; :func:`gateway.registry.register` attaches it)."""
    return getattr(server, STATE_ATTR)


#: The default of a tool's ``state`` parameter: FastMCP injects the server's state (hidden from
#: the input schema). One instance, shared by every tool.
CURRENT_STATE: Any = Depends(current_state)
