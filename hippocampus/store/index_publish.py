"""Index phase 4, publish: manifests, manifest-only materializations, and the run's last step
(:func:`publish_phase`: the final manifest when the embedding state moved, then garbage
collection).

Every materialization of a run shares one store file (hard links) and differs only in its
manifest: :class:`Content` is what they share (counts, checksum, layout), the
:class:`EmbeddingState` what their manifests say about vectors. The lexical phase publishes
the first materialization of a run, the embed phase one per progress step, this phase the
last; each one replaces the run's previous one (:func:`supersede`), so a run leaves one.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb

from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store import writer as w
from hippocampus.store.gc import collect, sweep_vectors
from hippocampus.store.index_context import Clock, IndexTools, StoreFile, file_key
from hippocampus.store.scan import git_head
from hippocampus.store.schema import SCHEMA_VERSION


@dataclass(frozen=True)
class Content:
    """What every materialization of one run shares: the lexical store's row counts, its
    checksum and its physical layout (unsorted postings, size after the last compaction)."""

    counts: Mapping[str, int]
    sha: str | None
    layout: Mapping[str, int]


@dataclass(frozen=True)
class Vectors:
    """Which embed hashes have a vector, and why some are missing (embedder unavailable,
    failed mid-run); ``embed`` False when the run was asked not to embed."""

    present: frozenset[str]
    reasons: tuple[str, ...]
    embed: bool


@dataclass(frozen=True)
class EmbeddingState:
    model_id: str | None
    dim: int | None
    embedded: int
    total: int
    pending: int
    status: str  # complete | partial | skipped | failed
    degraded: bool
    reasons: tuple[str, ...]  # only when degraded

    def key(self) -> tuple[Any, ...]:
        return (self.model_id, self.embedded, self.total, self.status, self.degraded, self.reasons)


def embedding_state(tools: IndexTools, hashes: Iterable[str | None], vectors: Vectors) -> EmbeddingState:
    hashes = list(hashes)
    if tools.embedding.embedder is not None:
        # with an embedder every section has a hash but the ones owed no vector by design (a drawing
        # with no typed text, extract._blank_drawing); without one every hash is None and all are owed
        # (the store is keyed on the embedder's model id, so the two never mix in one store)
        hashes = [h for h in hashes if h is not None]
    total = len(hashes)
    done = sum(map(vectors.present.__contains__, hashes))  # None is never present
    pending = total - done
    failed = bool(vectors.reasons) and pending > 0
    status = "complete" if pending == 0 else "failed" if failed else "skipped" if not vectors.embed else "partial"
    return EmbeddingState(tools.embedding.model_id, tools.embedding.dim, done, total, pending, status, failed,
                          vectors.reasons if failed else ())


def manifest_state(manifest: Mapping[str, Any]) -> tuple[Any, ...]:
    """The :meth:`EmbeddingState.key` a published manifest records."""
    emb = manifest.get("embedding") or {}
    return (emb.get("model_id"), emb.get("embedded"), emb.get("total"), emb.get("status"),
            bool(manifest.get("degraded")), tuple(manifest.get("degraded_reasons") or ()))


def read_store_file(path: Path, known: StoreFile | None = None) -> StoreFile:
    """``known`` when ``path`` is that very file (a hard link), else its section hashes read once."""
    key = file_key(path)
    if known is not None and known.key == key:
        return known
    con = duckdb.connect(str(path), read_only=True)
    try:
        return StoreFile(key, tuple(w.section_hashes(con)))
    finally:
        con.close()


def write_manifest(
    tools: IndexTools, work: Path, mid: str, parent: str | None, content: Content, file: StoreFile, vectors: Vectors,
    timings: Mapping[str, float],
) -> StoreFile:
    """The manifest of the materialization in ``work``; returns ``file`` with its CRC-32
    (computed once per file: manifest-only publishes share it)."""
    if file.crc32 is None:
        file = replace(file, crc32=integrity.crc32_of(work / mf.STORE_FILE))
    state = embedding_state(tools, file.section_hashes, vectors)
    manifest = {
        "id": mid,
        "parent": parent,
        "created": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "vault": str(tools.root),
        "vault_head": git_head(tools.root),
        "schema_version": SCHEMA_VERSION,
        "tokenizer_version": tools.analyser.TOKENIZER_VERSION,
        "counts": dict(content.counts),
        "sha256": content.sha,
        "store_bytes": (work / mf.STORE_FILE).stat().st_size,
        "store_crc32": file.crc32,  # checked on every first open
        "embedding": {"model_id": state.model_id, "dim": state.dim, "embedded": state.embedded, "total": state.total,
                      "pending": state.pending, "status": state.status},
        "layout": dict(content.layout),
        "degraded": state.degraded,
        "degraded_reasons": list(state.reasons),
        "timings": dict(timings),
    }
    mf.write_manifest(work, manifest)
    return file


def publish_manifest_only(
    tools: IndexTools, clock: Clock, parent: str, content: Content, file: StoreFile, vectors: Vectors
) -> tuple[str, StoreFile]:
    """A new materialization sharing the store file of ``parent`` (hard link) with a new
    manifest; returns its id and its store file."""
    mid = mf.new_id(after=parent)
    work = pub.work_dir(tools.store_dir, mid)
    try:
        with clock.phase("publish"):
            src = mf.materialization_dir(tools.store_dir, parent) / mf.STORE_FILE
            try:
                os.link(src, work / mf.STORE_FILE)
                linked = True
            except OSError:  # a file system without hard links: copy (still immutable)
                shutil.copyfile(src, work / mf.STORE_FILE)
                linked = False
            if not linked or file_key(work / mf.STORE_FILE) != file_key(src):
                pub.verify(work, dict(content.counts), None, checksum=False)
            # else: the very file that was verified when its content was published
            file = write_manifest(tools, work, mid, parent, content, read_store_file(work / mf.STORE_FILE, file), vectors,
                                  clock.timings)
            pub.publish(tools.store_dir, mid)
            if tools.memo is not None:
                integrity.vouch(tools.store_dir, mid)
            if tools.on_publish is not None:
                tools.on_publish(mid)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return mid, file


def supersede(tools: IndexTools, earlier: str | None) -> None:
    """Trigger: this run published again. Why: its earlier materialization has the same content
    and only an older coverage figure. Outcome: delete it (a reader holding it open keeps
    working; new opens follow CURRENT)."""
    if earlier is not None:
        pub.delete_materialization(tools.store_dir, earlier)


# ---------------------------------------------------------------------------- the last phase


@dataclass(frozen=True)
class Published:
    """The run's outcome: the materialization CURRENT names, what its manifest says about
    embeddings, what this phase published, and a garbage-collection failure if any."""

    id: str
    state: EmbeddingState
    published: tuple[str, ...] = ()
    gc_error: str | None = None
    timings: Mapping[str, float] = field(default_factory=dict)
    file: StoreFile | None = None  # the store file of ``id``
    deleted: frozenset[str] = frozenset()  # embed hashes whose vectors garbage collection deleted


def publish_phase(
    tools: IndexTools, *, last_id: str, run_last: str | None, content: Content, file: StoreFile, vectors: Vectors,
    sweep: bool, timings: Mapping[str, float],
) -> Published:
    """Publish a manifest-only materialization when the embedding state differs from what the
    last one says (``run_last``: this run's latest publication, superseded by it), then drop the
    materializations beyond the kept K and the vectors no kept one references (``sweep``: all
    unreferenced vectors, e.g. left by a crashed run)."""
    clock = Clock(timings)
    path = mf.materialization_dir(tools.store_dir, last_id) / mf.STORE_FILE
    file = read_store_file(path, file)
    state = embedding_state(tools, file.section_hashes, vectors)
    published: tuple[str, ...] = ()
    if manifest_state(mf.read_manifest(mf.materialization_dir(tools.store_dir, last_id))) != state.key():
        last_id, file = publish_manifest_only(tools, clock, last_id, content, file, vectors)
        supersede(tools, run_last)
        published = (last_id,)
    gc_error = None
    deleted: frozenset[str] = frozenset()
    known: dict[tuple[int, int], Any] = dict(tools.memo.files) if tools.memo is not None else {}
    known[file.key] = file.hash_set
    with clock.phase("gc"):
        try:
            deleted = tools.stage("gc", lambda: _collect(tools, known, sweep))
        except Exception as exc:  # noqa: BLE001 - GC is housekeeping: report it, never fail a published run
            gc_error = f"garbage collection failed: {exc}"
    return Published(last_id, state, published, gc_error, clock.timings, file, deleted)


def _collect(tools: IndexTools, known: dict[tuple[int, int], Any], sweep: bool) -> frozenset[str]:
    """GC; returns the embed hashes whose vectors were deleted (a sweep's are not listed: the
    memo then forgets the vector hashes)."""
    _, deleted = collect(tools.store_dir, tools.settings.keep_materializations, tools.vectors, known)
    if tools.vectors is not None:
        if sweep and sweep_vectors(tools.store_dir, tools.vectors, known) and tools.memo is not None:
            tools.memo.vector_hashes = None
        tools.vectors.optimize()
    return frozenset(deleted)
