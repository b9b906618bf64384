"""What every phase of an index run is given (store/indexer.py): the tools, built once.

:class:`IndexTools` holds the things that are expensive to build or that name where the run
writes: the settings, the vault root, the store folder, the embedder (:class:`Embedding`, with
its model id and vector size, or the reason there is none), the vector table and the lexical
analyser (store/tokenize.py, whose Kiwi model loads once per process). :func:`make_tools`
builds them; a long-lived process (the gateway) builds them once and passes the same value to
every run, so no phase loads a model or opens a table for itself.

Also here: the timing :class:`Clock` each phase starts from the previous phase's timings, the
:data:`Stage` hook (the index flow runs each named step as a Prefect task),
:class:`StoreFile`, what was read once from the store file all materializations of a run share,
and :class:`IndexMemo`, what a long-lived process carries from one run to the next (ADR 0030).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from hippocampus.config import Settings
from hippocampus.store import manifest as mf

if TYPE_CHECKING:
    from hippocampus.store.vectors import VectorStore

#: (phase, done, total) — phases: "scan", "parse", "sections", "embed".
Progress = Callable[[str, int, int], None]

#: Runs one named step of a build: ``stage("scan", fn)`` returns ``fn()``. The default runs it
#: directly; the index flow passes one that runs each step as its own Prefect task, so the
#: run's graph shows scan, analyse, verify, publish and every embedding batch.
Stage = Callable[[str, Callable[[], Any]], Any]

#: (device, inode) of a store file: hard-linked materializations share one
FileKey = tuple[int, int]


def direct(name: str, fn: Callable[[], Any]) -> Any:
    return fn()


def is_stopping(tools: IndexTools) -> bool:
    """True when the process running ``tools`` is stopping (``IndexTools.stopping``)."""
    return tools.stopping is not None and tools.stopping()


class Analyser(Protocol):
    """The lexical analyser the indexer uses (the module store/tokenize.py satisfies it)."""

    TOKENIZER_VERSION: str

    def analyze_many(self, texts: Sequence[str]) -> list[list[str]]: ...

    def trigrams(self, term: str) -> list[str]: ...


@dataclass(frozen=True)
class Embedding:
    """The embedder for a run, its model id and vector size, or why there is none."""

    embedder: Any | None
    model_id: str | None
    dim: int | None
    error: str | None = None

    def hasher(self) -> Callable[[str], str | None]:
        """``embed_hash`` of a section's embed source under this embedder (None without one)."""
        if self.embedder is None:
            return lambda _source: None
        from hippocampus.store.embed import embed_hash

        emb, model = self.embedder, self.model_id
        if model is None:
            raise TypeError(f"embedder {emb!r} names no model_id")
        return lambda source: embed_hash(emb.passage_input(source), model)


def make_embedding(settings: Settings, embedder: Any | None = None) -> Embedding:
    """``embedder`` (or ``make_embedder(settings)``) with its dimension probed; a failure
    to build or to probe it is the reason embeddings are missing, never an error."""
    error = None
    if embedder is None:
        try:
            from hippocampus.store.embedders import make_embedder

            embedder = make_embedder(settings)
        except Exception as exc:  # noqa: BLE001 - an unusable embedder configuration degrades, never fails the run
            error = f"embedder unavailable: {exc}"
    dim = None
    if embedder is not None:
        try:
            dim = int(embedder.dim)  # an endpoint with an unknown model is probed here
        except Exception as exc:  # noqa: BLE001 - unreachable: hash inputs anyway, embed nothing this run
            error = f"embedder unavailable: {exc}"
    return Embedding(embedder, getattr(embedder, "model_id", None), dim, error)


@dataclass(frozen=True)
class Spare:
    """A copy of materialization ``mid``'s store file (``key``: the published file's
    (device, inode) when it was copied) at ``path``, under ``work/``. Only the process that made
    it uses it: a run of any other process (or this one's next start) removes it as debris."""

    mid: str
    key: FileKey
    path: Path


@dataclass
class IndexMemo:
    """What a long-lived process (the live service, ADR 0030) carries from one index run to the
    next, so that a one-note run reads nothing in proportion to the vault. Every entry is a hint,
    checked before use, never the truth:

    * ``parent`` — the :class:`~hippocampus.store.index_scan.Parent` this process last published
      (the sha256 of every note, the section hashes, unreadable files, attachments, meta); used
      only while ``CURRENT`` still names it and its files pass the integrity check;
    * ``stat_cache`` — the scan's stat cache (store/scan.py), written to disk at most every
      ``STAT_SAVE_S`` (a stale file on disk only costs the next cold run some reads);
    * ``vector_hashes`` — the embed hashes with a vector, valid while the Lance table is at
      ``vector_version`` (any other writer moves it);
    * ``files`` — section hashes of recent store files by (device, inode), for garbage collection;
    * ``spare`` — a copy of the parent's store file made between runs (:func:`~hippocampus.store.index_lexical.prepare_spare`).
    """

    parent: Any = None
    parent_key: FileKey | None = None  # (device, inode) of the parent's store file
    stat_cache: Any = None
    stat_saved: float = 0.0
    vector_hashes: frozenset[str] | None = None
    vector_version: tuple[int, int] | None = None
    files: dict[FileKey, frozenset[str]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)
    #: a private copy of ``parent``'s store file made while the service was idle (``work/spare-<id>/``),
    #: taken by the next run instead of copying the file on the way from a save to search
    spare: Spare | None = None

    #: Seconds between writes of the stat cache to disk by a long-lived process.
    STAT_SAVE_S = 60.0

    def remember_file(self, key: FileKey, hashes: Sequence[str | None] | frozenset[str], keep: int) -> None:
        self.files.pop(key, None)
        self.files[key] = hashes if isinstance(hashes, frozenset) else frozenset(filter(None, hashes))
        while len(self.files) > keep + 2:
            self.files.pop(next(iter(self.files)))


@dataclass(frozen=True)
class IndexTools:
    """Everything a phase uses besides the values the previous phase returned."""

    settings: Settings
    root: Path  # the vault
    store_dir: Path
    embedding: Embedding
    vectors: VectorStore | None  # the vector table of the embedder's size; None without an embedder
    analyser: Analyser
    progress: Progress | None = None
    stage: Stage = direct
    #: a long-lived process's memory of its previous runs (None: read everything from disk)
    memo: IndexMemo | None = None
    #: embed up to this many new sections before the lexical publish, so that one publish
    #: carries the change with its vectors (a live run's small change); 0: lexical first
    inline_embed: int = 0
    #: asked between embedding batches: True stops the phase (the rest stays pending, resumed
    #: by the next run) so that newer changes are not kept waiting behind a long embedding
    interrupt: Callable[[], bool] | None = None
    #: asked before each embedding batch, the inline one too: True skips the embedding (the
    #: process is stopping: a first batch would load the model, seconds of torch import, on
    #: the way out); the sections stay pending for the next run
    stopping: Callable[[], bool] | None = None
    #: called with each materialization id right after ``CURRENT`` names it (before garbage
    #: collection): the live service swaps its readers there, so GC is not on the save's path
    on_publish: Callable[[str], None] | None = None


def make_tools(
    settings: Settings, root: Path, embedder: Any | None = None, *, progress: Progress | None = None, stage: Stage = direct
) -> IndexTools:
    """The tools of an index run; ``embedder`` overrides ``make_embedder(settings)``."""
    from hippocampus.store import tokenize

    store_dir = Path(settings.store_dir)
    embedding = make_embedding(settings, embedder)
    vectors = None
    if embedding.embedder is not None and embedding.dim:
        from hippocampus.store.vectors import VectorStore

        vectors = VectorStore(store_dir / mf.VECTORS, int(embedding.dim))
    return IndexTools(settings, root, store_dir, embedding, vectors, tokenize, progress, stage)


class EmbedHashMismatch(RuntimeError):
    """A section's embed input no longer hashes to its ``embed_hash`` (a bug, never degraded)."""


def embed_batch(tools: IndexTools, batch: Sequence[tuple[str, str, list[str], int, str]]) -> Any:
    """Vectors (float32, one row per item) of pending sections ``(embed_hash, title,
    heading_path, level, text)``; raises what the embedder raises, or ValueError on a wrong
    shape. Checks that each input still hashes to its ``embed_hash``."""
    import numpy as np

    from hippocampus.store.embed import embed_hash
    from hippocampus.store.extract import embed_source

    emb, dim, model_id = tools.embedding.embedder, tools.embedding.dim, tools.embedding.model_id
    assert emb is not None and model_id is not None
    sent = [emb.passage_input(embed_source(title, hp, level, text)) for _, title, hp, level, text in batch]
    matrix = np.asarray(emb.embed_passages(sent), dtype=np.float32)
    if matrix.shape != (len(sent), dim):
        raise ValueError(f"embedder returned shape {matrix.shape}, expected ({len(sent)}, {dim})")
    for (h, *_), text in zip(batch, sent, strict=True):
        if embed_hash(text, model_id) != h:
            raise EmbedHashMismatch("embed_hash mismatch: a section's embed input changed without a rehash")
    return matrix


class Clock:
    """Seconds per named phase, started from the timings the run had so far."""

    def __init__(self, start: Mapping[str, float] | None = None) -> None:
        self.timings: dict[str, float] = dict(start or {})

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.timings[name] = round(self.timings.get(name, 0.0) + time.perf_counter() - t0, 4)


@dataclass(frozen=True)
class StoreFile:
    """The store.duckdb a run's materializations share (hard links): its identity, the
    ``embed_hash`` of every section in it, and its CRC-32 once computed."""

    key: FileKey
    section_hashes: tuple[str | None, ...]
    crc32: int | None = None

    @cached_property
    def hash_set(self) -> frozenset[str]:
        """The distinct embed hashes of the file (NULLs left out), computed once per value:
        garbage collection, the memo and the pending list all use it on every run."""
        return frozenset(filter(None, self.section_hashes))


def file_key(path: Path) -> FileKey:
    st = os.stat(path)
    return st.st_dev, st.st_ino
