"""Index phase 1, scan → delta: what the store holds (:class:`Parent`), what the vault holds
now, and the difference (:class:`Scanned`).

* :func:`read_parent` reads the current materialization: its manifest (checked against the
  file, ADR 0016), the sha256 of every note it indexed, its meta, unreadable files,
  attachments and section hashes. A damaged or unreadable parent is not an error: the run
  builds from empty and says why (``Parent.error``).
* :func:`scan_phase` hashes every note (store/scan.py; the stat cache lets unchanged notes go
  unread) — or, given ``changed`` paths, only those (a file-system watcher's events) — compares
  the result with the parent (store/delta.py), reads which embed hashes already have a vector,
  and decides whether anything needs building at all (``Scanned.keep_parent``).
"""

from __future__ import annotations

import time
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store import writer as w
from hippocampus.store.delta import Delta, compute_delta
from hippocampus.store.index_context import Clock, IndexMemo, IndexTools, file_key
from hippocampus.store.scan import CACHE_FILE, Known, Scan, StatCache, load_cache, save_cache, scan_paths, scan_vault
from hippocampus.store.schema import rebuild_reason

Unreadable = tuple[str, str, str | None, int]  # path, error code, detail, size


@dataclass(frozen=True)
class Parent:
    """The current materialization, as the run starts from it (empty when there is none)."""

    id: str | None = None
    manifest: Mapping[str, Any] | None = None
    file: Path | None = None
    hashes: Mapping[str, str] = field(default_factory=dict)  # note path → sha256 of its bytes
    meta: Mapping[str, str] = field(default_factory=dict)
    unreadable: tuple[Unreadable, ...] = ()
    attachments: tuple[str, ...] = ()
    section_hashes: tuple[str | None, ...] = ()
    error: str | None = None  # why it cannot be built on (damaged, unreadable)


def read_parent(store_dir: Path, memo: IndexMemo | None = None) -> Parent:
    """The current materialization; from ``memo`` when this process published it and it is
    still current and intact (no read of its notes' hashes), else read from its store file."""
    mid = mf.read_current(store_dir)
    remembered = memo.parent if memo is not None else None
    if memo is not None and mid is not None and isinstance(remembered, Parent) and remembered.id == mid and remembered.file:
        try:
            integrity.check(store_dir, mid)  # a stat when this process already checked it
            if file_key(remembered.file) == memo.parent_key:
                return remembered
        except (integrity.DamagedMaterialization, OSError):
            pass  # read below: the same checks then report the damage
    if mid is None:
        # Trigger: no readable CURRENT although materializations exist. Outcome: built from
        # empty, with the reason reported (not "nothing published yet").
        return Parent(error=f"{mf.CURRENT} pointer unreadable") if mf.list_ids(store_dir) else Parent()
    file = mf.materialization_dir(store_dir, mid) / mf.STORE_FILE
    try:
        # Trigger: the parent no longer matches its manifest (flipped bytes, truncation).
        # Why: copying it would carry the damage forward or fail mid-build. Outcome: error set,
        # the run builds from empty (``full_reason``) without needing ``--full``.
        manifest = integrity.check(store_dir, mid)
        con = duckdb.connect(str(file), read_only=True)
        try:
            return Parent(
                id=mid,
                manifest=manifest,
                file=file,
                hashes=w.document_hashes(con),
                meta=w.read_meta(con),
                unreadable=tuple(sorted(tuple(r) for r in con.execute("SELECT path, error, detail, size FROM unreadable").fetchall())),
                attachments=tuple(sorted(p for (p,) in con.execute("SELECT path FROM attachments").fetchall())),
                section_hashes=tuple(w.section_hashes(con)),
            )
        finally:
            con.close()
    except integrity.DamagedMaterialization as exc:
        return Parent(id=mid, file=file, error=f"current materialization {mid} damaged ({exc})")
    except (OSError, ValueError, duckdb.Error) as exc:
        return Parent(id=mid, file=file, error=f"current materialization unreadable ({exc})")


def full_reason(full: bool, parent: Parent, analyser_version: str) -> str | None:
    """Why this run builds from empty, or None when it builds on the parent."""
    if full:
        return "--full"
    if parent.error:
        return parent.error
    if parent.id is None:
        return "nothing published yet"
    return rebuild_reason(dict(parent.meta), analyser_version)


@dataclass(frozen=True)
class Scanned:
    """The vault now against the parent: the input of the lexical build."""

    full_reason: str | None  # None: incremental on the parent
    scan: Scan
    delta: Delta
    unreadable: tuple[Unreadable, ...]  # sorted by path
    present: frozenset[str]  # embed hashes that already have a vector
    rehash: bool  # the embedder changed: every section's embed hash is recomputed
    keep_parent: bool  # nothing changed: the parent is this run's lexical materialization
    repaired: tuple[str, ...] = ()  # damage found here and replaced (the vector table)
    timings: Mapping[str, float] = field(default_factory=dict)


def scan_phase(tools: IndexTools, parent: Parent, *, full: bool = False, changed: Collection[str] | None = None) -> Scanned:
    """Scan the vault (every note, or only ``changed`` when given and the run builds on the
    parent) and compare it with ``parent``."""
    reason = full_reason(full, parent, tools.analyser.TOKENIZER_VERSION)
    previous: Mapping[str, str] = {} if reason else parent.hashes
    clock = Clock()
    with clock.phase("scan"):
        scan, delta, present, repaired = tools.stage("scan", lambda: _scan(tools, reason, parent, previous, changed))
    unreadable = tuple(sorted(scan.unreadable, key=lambda r: r[0]))
    rehash = not reason and parent.meta.get("embed_model_id", "") != (tools.embedding.model_id or "")
    keep_parent = (
        not reason
        and parent.manifest is not None
        and delta.empty
        and not rehash
        and parent.unreadable == unreadable
        and parent.attachments == tuple(sorted(scan.attachments))
    )
    return Scanned(reason, scan, delta, unreadable, present, rehash, keep_parent, repaired, clock.timings)


def _scan(
    tools: IndexTools, reason: str | None, parent: Parent, previous: Mapping[str, str], changed: Collection[str] | None
) -> tuple[Scan, Delta, frozenset[str], tuple[str, ...]]:
    cache_path = tools.store_dir / CACHE_FILE
    memo = tools.memo
    cache = None if reason else (memo.stat_cache if memo is not None and memo.stat_cache is not None
                                 else load_cache(cache_path, tools.root))
    max_bytes = tools.settings.max_file_bytes
    if changed is not None and not reason:
        scan = scan_paths(tools.root, max_bytes, Known(previous, parent.unreadable, parent.attachments), changed, cache)
    else:
        scan = scan_vault(tools.root, max_bytes, previous, tools.progress, cache)
    _keep_cache(tools, cache_path, scan, full_scan=changed is None or bool(reason))
    delta = compute_delta(previous, scan.hashes)
    present, repaired = vector_hashes(tools)
    return scan, delta, present, repaired


def _keep_cache(tools: IndexTools, path: Path, scan: Scan, *, full_scan: bool) -> None:
    """Save the stat cache: every run of a one-shot process; a long-lived one keeps it in its
    memo and writes it after a full scan or once ``STAT_SAVE_S`` have passed."""
    memo = tools.memo
    if memo is None:
        save_cache(path, tools.root, scan.started_ns, scan.stats)
        return
    memo.stat_cache = StatCache(str(tools.root.resolve()), scan.started_ns, dict(scan.stats))
    now = time.monotonic()
    if full_scan or now - memo.stat_saved >= memo.STAT_SAVE_S:
        save_cache(path, tools.root, scan.started_ns, scan.stats)
        memo.stat_saved = now


def vector_hashes(tools: IndexTools) -> tuple[frozenset[str], tuple[str, ...]]:
    """The embed hashes with a vector, and the repair made when the table was unreadable
    (from the memo while the table is at the version it remembers)."""
    if tools.vectors is None:
        return frozenset(), ()
    memo = tools.memo
    try:
        if memo is not None and memo.vector_hashes is not None and memo.vector_version == tools.vectors.version():
            return memo.vector_hashes, ()
        return frozenset(tools.vectors.hashes()), ()
    except Exception as exc:  # noqa: BLE001 - a damaged Lance table (lance/arrow/OS errors)
        # Trigger: the shared vector table cannot be read. Why: it is regenerable and every
        # later write would fail on it too. Outcome: removed; sections are embedded again.
        tools.vectors.drop()
        return frozenset(), (f"vector table {tools.vectors.name} was unreadable ({str(exc).splitlines()[0][:160]}); "
                             "removed, its vectors are embedded again",)
