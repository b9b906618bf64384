"""Index phase 3, embed: vectors for the sections of the lexical materialization that have none.

:func:`embed_phase` receives the tools (the embedder and the vector table in them, already
built), the :class:`~hippocampus.store.index_lexical.LexicalBuild` (its id, content, store file
and the pending sections it listed) and the :class:`~hippocampus.store.index_publish.Vectors`
(embed hashes that have a vector, reasons some are missing). It embeds in batches of
``embed_batch``, adds the vectors to the content-addressed table, and every ``publish_every``
batches (once ``publish_min_seconds`` have passed) publishes a manifest-only materialization so
that coverage grows visibly. Resumable: an embedder failure ends the phase with its reason;
what was written stays, and the next run embeds only what is still missing.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import duckdb

from hippocampus.store import manifest as mf
from hippocampus.store import tokenize
from hippocampus.store import writer as w
from hippocampus.store.index_context import Clock, EmbedHashMismatch, IndexTools, StoreFile, embed_batch, is_stopping
from hippocampus.store.index_lexical import LexicalBuild, Pending
from hippocampus.store.index_publish import Vectors, publish_manifest_only, read_store_file, supersede

#: An embedding of at least this many sections drops Kiwi first (:func:`tokenize.release`;
#: a server's pinned Kiwi stays). Such an embedding takes minutes, a reload ≈3 s; below it,
#: a live one-note run would reload Kiwi for every edit.
RELEASE_ANALYSER_AT = 1000


@dataclass(frozen=True)
class PublishEvery:
    """When the embed phase publishes its progress: after ``batches`` batches once
    ``seconds`` have passed since the previous publish."""

    batches: int = 8
    seconds: float = 15.0


@dataclass(frozen=True)
class Embedded:
    """The embed phase's outcome: the input of the publish phase."""

    last_id: str  # the run's latest materialization (the lexical one when nothing was published)
    embedded: int  # inputs embedded this run
    vectors: Vectors
    file: StoreFile  # the store file of ``last_id``
    published: tuple[str, ...] = ()
    timings: Mapping[str, float] = field(default_factory=dict)


def embed_phase(tools: IndexTools, lexical: LexicalBuild, vectors: Vectors, every: PublishEvery = PublishEvery()) -> Embedded:
    """Embed what has no vector yet (nothing when the run was asked not to, or there is no
    embedder)."""
    clock = Clock(lexical.timings)
    with clock.phase("embed"):
        if tools.vectors is None or not vectors.embed:
            return Embedded(lexical.id, 0, vectors, lexical.file, timings=clock.timings)
        out = _Batches(tools, clock, lexical, vectors, every).run()
    return Embedded(out.last_id, out.embedded, out.vectors, out.file, tuple(out.published), clock.timings)


def pending(tools: IndexTools, lexical: LexicalBuild, present: frozenset[str]) -> tuple[tuple[Pending, ...], StoreFile]:
    """The sections without a vector: the lexical build's list, or read from its store file."""
    path = mf.materialization_dir(tools.store_dir, lexical.id) / mf.STORE_FILE
    file = read_store_file(path, lexical.file)
    if lexical.todo is not None:
        return lexical.todo, file
    con = duckdb.connect(str(path), read_only=True)
    try:
        return tuple(w.pending_embeddings(con, set(file.hash_set - present))), file
    finally:
        con.close()


class _Batches:
    """One embed phase's loop (its state lives and dies with the phase)."""

    def __init__(self, tools: IndexTools, clock: Clock, lexical: LexicalBuild, vectors: Vectors, every: PublishEvery) -> None:
        self.tools, self.clock, self.lexical, self.every = tools, clock, lexical, every
        self.present = set(vectors.present)
        self.reasons = list(vectors.reasons)
        self.embed = vectors.embed
        self.last_id, self.embedded = lexical.id, 0
        self.run_last = lexical.published[-1] if lexical.published else None
        self.published: list[str] = []
        self.buf_hashes: list[str] = []
        self.buf_vecs: list[Any] = []
        self.file = lexical.file

    @property
    def vectors(self) -> Vectors:
        return Vectors(frozenset(self.present), tuple(self.reasons), self.embed)

    def run(self) -> _Batches:
        todo, self.file = pending(self.tools, self.lexical, frozenset(self.present))
        if not todo:
            return self
        if len(todo) >= RELEASE_ANALYSER_AT:
            tokenize.release()
        tools = self.tools
        if tools.progress:
            tools.progress("sections", sum(map(self.present.__contains__, self.file.section_hashes)), len(self.file.section_hashes))
        batch_size = int(tools.settings.embed_batch)
        since_publish, last_publish = 0, time.monotonic()
        for start in range(0, len(todo), batch_size):
            if is_stopping(tools):
                break  # the process is stopping: the rest stays pending for the next run
            if not self.one_batch(todo, todo[start : start + batch_size]):
                break
            since_publish += 1
            more = start + batch_size < len(todo)
            if more and tools.interrupt is not None and tools.interrupt():
                # Trigger: newer changes wait (the live service). Why: a long embedding must not
                # keep a save unsearchable. Outcome: what is embedded is kept and published by the
                # publish phase; the rest stays pending for the next run.
                break
            if more and since_publish >= self.every.batches and time.monotonic() - last_publish >= self.every.seconds:
                if not self.flush():
                    break
                self.publish_progress()
                since_publish, last_publish = 0, time.monotonic()
        self.flush()
        return self

    def one_batch(self, todo: tuple[Pending, ...], batch: tuple[Pending, ...]) -> bool:
        """Embed one batch into the buffer; False (with the reason recorded) when the embedder failed."""
        try:
            matrix = self.tools.stage("embed-batch", lambda: embed_batch(self.tools, batch))
        except EmbedHashMismatch:
            raise
        except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable, HTTP or model errors: degrade, keep what we have
            self.reasons.append(f"embedding stopped after {self.embedded} of {len(todo)} inputs: {type(exc).__name__}: {exc}")
            return False
        self.buf_hashes.extend(row[0] for row in batch)
        self.buf_vecs.append(matrix)
        self.embedded += len(batch)
        if self.tools.progress:
            self.tools.progress("embed", self.embedded, len(todo))
        return True

    def flush(self) -> bool:
        """Write the buffered vectors; False (reason recorded) when the vector table refused them."""
        import numpy as np

        if self.buf_hashes:
            assert self.tools.vectors is not None
            try:
                self.tools.vectors.add(self.buf_hashes, np.vstack(self.buf_vecs))
            except Exception as exc:  # noqa: BLE001 - what was written stays; the rest is pending for the next run
                self.reasons.append(f"vector store write failed: {type(exc).__name__}: {exc}")
                return False
            self.present.update(self.buf_hashes)
            self.buf_hashes, self.buf_vecs = [], []
        return True

    def publish_progress(self) -> None:
        publish = partial(publish_manifest_only, self.tools, self.clock, self.last_id, self.lexical.content, self.file, self.vectors)
        self.last_id, self.file = self.tools.stage("publish-progress", publish)
        supersede(self.tools, self.run_last)
        self.run_last = self.last_id
        self.published.append(self.last_id)
