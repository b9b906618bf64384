"""What every phase of an index run is given (store/indexer.py): the tools, built once.

:class:`IndexTools` holds the things that are expensive to build or that name where the run
writes: the settings, the vault root, the store folder, the embedder (:class:`Embedding`, with
its model id and vector size, or the reason there is none), the vector table and the lexical
analyser (store/tokenize.py, whose Kiwi model loads once per process). :func:`make_tools`
builds them; a long-lived process (the gateway) builds them once and passes the same value to
every run, so no phase loads a model or opens a table for itself.

Also here: the timing :class:`Clock` each phase starts from the previous phase's timings, the
:data:`Stage` hook (the index flow runs each named step as a Prefect task), and
:class:`StoreFile`, what was read once from the store file all materializations of a run share.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
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


def file_key(path: Path) -> FileKey:
    st = os.stat(path)
    return st.st_dev, st.st_ino
