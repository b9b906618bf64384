"""Index phase 2, the lexical build: the scanned delta → a new published materialization (or
the parent kept when nothing changed).

:func:`lexical_phase` copies the current ``store.duckdb`` into ``work/<id>/`` (or creates one),
deletes the rows of removed/changed notes, parses and tokenizes (batched, with the analyser it
is given) and inserts the added/changed ones, recomputes the vault-wide derived tables
(vocabulary, link resolution, lint, stats), re-sorts postings or compacts the file when they
have drifted, verifies and publishes. While the new store is open it also lists the sections
whose embed hash has no vector yet, the embed phase's work (:attr:`LexicalBuild.todo`).
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa

from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store import writer as w
from hippocampus.store.compact import compact, needs_compaction
from hippocampus.store.delta import Delta
from hippocampus.store.extract import extract
from hippocampus.store.index_context import Clock, EmbedHashMismatch, IndexTools, Spare, StoreFile, embed_batch, file_key, is_stopping
from hippocampus.store.index_publish import Content, Vectors, write_manifest
from hippocampus.store.index_scan import Parent, Scanned
from hippocampus.store.links import broken_link_findings, update_links
from hippocampus.store.scan import Scan
from hippocampus.vault.faults import crashpoint
from vault_schema.lint import UNREADABLE

PARSE_BATCH = 200
#: A run touching at most this many notes opens its DuckDB connections with one thread: its
#: statements are small, and a second worker thread only adds synchronisation (about 30 % more
#: CPU per one-note run on the wiki, measured for issue 36); larger runs keep DuckDB's default.
SMALL_RUN_NOTES = 20
#: Re-sort postings once this many rows (and this share of all rows) were appended unsorted.
SORT_MIN_ROWS = 200_000
SORT_SHARE = 0.05

#: (embed_hash, title, heading_path, level, text) of a section without a vector
Pending = tuple[str, str, list[str], int, str]


@dataclass(frozen=True)
class LexicalBuild:
    """The run's lexical materialization: the input of the embed phase."""

    id: str
    content: Content
    file: StoreFile
    #: sections whose embed hash had no vector, read while the new store was open; None when
    #: the parent was kept or embedding was not asked for (the embed phase reads the store)
    todo: tuple[Pending, ...] | None = None
    published: tuple[str, ...] = ()  # empty when the parent was kept
    timings: Mapping[str, float] = field(default_factory=dict)
    #: the vectors after the sections embedded before this publish (``IndexTools.inline_embed``)
    vectors: Vectors | None = None
    inline: int = 0  # how many inputs were embedded before this publish


def lexical_phase(tools: IndexTools, parent: Parent, scanned: Scanned, vectors: Vectors) -> LexicalBuild:
    """Build and publish the lexical materialization of ``scanned`` on ``parent`` (from empty
    when ``scanned.full_reason``); or keep the parent when nothing changed."""
    if scanned.keep_parent:
        # Trigger: nothing in the vault changed since the current materialization. Why: a new
        # lexical build would be identical. Outcome: keep it; only embedding may have work.
        assert parent.id is not None and parent.manifest is not None and parent.file is not None
        content = Content(dict(parent.manifest.get("counts") or {}), parent.manifest.get("sha256"),
                          dict(parent.manifest.get("layout") or {"postings_unsorted": 0}))
        return LexicalBuild(parent.id, content, StoreFile(file_key(parent.file), parent.section_hashes), timings=scanned.timings)
    return _build(tools, parent, scanned, vectors)


def _build(tools: IndexTools, parent: Parent, scanned: Scanned, vectors: Vectors) -> LexicalBuild:
    full, delta, scan = bool(scanned.full_reason), scanned.delta, scanned.scan
    clock = Clock(scanned.timings)
    mid = mf.new_id(after=parent.id)
    work = pub.work_dir(tools.store_dir, mid)
    path = work / mf.STORE_FILE
    try:
        with clock.phase("copy"):
            if not full and parent.file is not None and not _take_spare(tools, parent, path):
                shutil.copyfile(parent.file, path)
        small = not full and parent.file is not None and len(delta.to_add) + len(delta.to_delete) <= SMALL_RUN_NOTES
        config: dict[str, Any] = {"threads": 1} if small else {}
        con = duckdb.connect(str(path), config=config)
        try:
            if full or parent.file is None:
                w.create_schema(con)
            con.execute("BEGIN")
            with clock.phase("write"):
                w.delete_documents(con, delta.to_delete)
                if scanned.rehash:
                    w.rehash_sections(con, tools.embedding.hasher())
            postings, new_doc_ids = tools.stage("analyse", lambda: _insert(tools, clock, con, delta.to_add, scan))
            with clock.phase("derive"):
                _derive(tools, con, parent, scanned, None if scanned.full_reason else new_doc_ids)
            with clock.phase("sort"):
                layout = {"postings_unsorted": _sort_postings(con, parent, full, postings)}
            with clock.phase("commit"):
                con.execute("COMMIT")
                counts = pub.store_counts(con)
                probe = _probe_term(con, delta)
                hashes = tuple(w.section_hashes(con))
                todo = None
                if tools.vectors is not None and vectors.embed:
                    todo = tuple(w.pending_embeddings(con, set(frozenset(filter(None, hashes)) - vectors.present)))
                con.execute("CHECKPOINT")
        finally:
            con.close()
        crashpoint("index.built")
        layout["base_bytes"] = _compact_if_grown(clock, path, full or parent.file is None, parent.manifest)
        # The file is final: its CRC-32 (a read of the whole file, 200 MB at 10,000 notes) runs
        # beside the verification and the inline embedding, which release the GIL as it does.
        crc = _Checksum(path)
        file = StoreFile(file_key(path), hashes)
        if counts["documents"] != len(scan.hashes):
            raise pub.PublishError(f"store holds {counts['documents']} documents, the vault {len(scan.hashes)} readable notes")
        with clock.phase("verify"):
            # Counts and a probe query; the file's checksum is the manifest's CRC-32 (written
            # below, checked on every first open), so no second hash of the whole file here.
            tools.stage("verify", lambda: pub.verify(work, counts, probe, checksum=False, config=config))
        content = Content(counts, None, layout)
        inline = len(todo or ())
        todo, vectors = _embed_inline(tools, clock, todo, vectors)
        inline = inline if todo == () else 0
        with clock.phase("publish"):
            file = replace(file, crc32=crc.result())
            file = tools.stage("publish", lambda: _publish(tools, clock, work, mid, parent.id, content, file, vectors))
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return LexicalBuild(mid, content, file, todo, (mid,), clock.timings, vectors, inline)


class _Checksum:
    """The CRC-32 of a finished store file, computed in a thread of its own (zlib and the file
    reads release the GIL). ``result`` waits for it; a failure there is raised by ``result``,
    where the caller would have met it computing the checksum itself."""

    def __init__(self, path: Path) -> None:
        self._value: int | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(path,), name="hippo-store-crc", daemon=True)
        self._thread.start()

    def _run(self, path: Path) -> None:
        try:
            self._value = integrity.crc32_of(path)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller by result()
            self._error = exc

    def result(self) -> int:
        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._value is not None
        return self._value


SPARE_PREFIX = "spare-"


def _take_spare(tools: IndexTools, parent: Parent, path: Path) -> bool:
    """Move this process's spare copy of the parent's store file to ``path`` (True), when it is
    a copy of exactly that file; otherwise drop it (False: the caller copies)."""
    memo = tools.memo
    spare = memo.spare if memo is not None else None
    if memo is None or spare is None:
        return False
    memo.spare = None
    try:
        if parent.id == spare.mid and parent.file is not None and file_key(parent.file) == spare.key:
            os.rename(spare.path, path)
            return True
    except OSError:
        pass
    finally:
        shutil.rmtree(spare.path.parent, ignore_errors=True)
    return False


def prepare_spare(tools: IndexTools) -> float:
    """Trigger: a long-lived process is idle after a run (the caller holds the writer lock).
    Why: the next run's copy of the whole store file (0.1-0.3 s at 10,000 notes; ext4 has no
    reflink) would otherwise sit between a save and its search. Outcome: the current
    materialization's file copied to ``work/spare-<id>/`` now, taken by the next run
    (:func:`_take_spare`); returns the seconds spent (0 when there was nothing to do). The copy
    is written under a temporary name and renamed when complete; only this process uses it,
    any other run removes it with the rest of ``work/``."""
    memo = tools.memo
    if memo is None or not isinstance(memo.parent, Parent) or memo.parent.id is None or memo.parent.file is None:
        return 0.0
    mid, source = memo.parent.id, memo.parent.file
    if mf.read_current(tools.store_dir) != mid:
        return 0.0
    if memo.spare is not None:
        if memo.spare.mid == mid and memo.spare.path.exists():
            return 0.0
        shutil.rmtree(memo.spare.path.parent, ignore_errors=True)
        memo.spare = None
    t0 = time.perf_counter()
    folder = Path(tools.store_dir) / mf.WORK / f"{SPARE_PREFIX}{mid}"
    try:
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        key = file_key(source)
        tmp = folder / (mf.STORE_FILE + ".tmp")
        shutil.copyfile(source, tmp)
        # Flushed here, while idle: else the next run's CHECKPOINT (DuckDB fsyncs the file) writes
        # the copy's 200 MB of dirty pages out first, 80-125 ms on the path at 10,000 notes.
        fd = os.open(tmp, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        crashpoint("index.spare")
        if file_key(source) != key or tmp.stat().st_size != source.stat().st_size:
            raise OSError("the store file changed while it was copied")
        os.rename(tmp, folder / mf.STORE_FILE)
    except OSError:
        shutil.rmtree(folder, ignore_errors=True)
        return 0.0
    memo.spare = Spare(mid, key, folder / mf.STORE_FILE)
    return time.perf_counter() - t0


def _embed_inline(tools: IndexTools, clock: Clock, todo: tuple[Pending, ...] | None, vectors: Vectors
                  ) -> tuple[tuple[Pending, ...] | None, Vectors]:
    """Trigger: a small change in a long-lived process (``tools.inline_embed``). Why: one publish
    carrying the change with its vectors beats a lexical publish followed by a second one for
    the vectors (each makes the gateway open a new materialization). Outcome: the new sections
    are embedded and added to the vector table before the manifest is written; on any embedder
    failure nothing is lost: they stay pending for the embed phase, which reports the reason."""
    if not todo or tools.vectors is None or len(todo) > tools.inline_embed or is_stopping(tools):
        return todo, vectors
    with clock.phase("embed"):
        try:
            matrix = tools.stage("embed-batch", lambda: embed_batch(tools, todo))
            tools.vectors.add([row[0] for row in todo], matrix)
            crashpoint("index.vectors")
        except EmbedHashMismatch:
            raise
        except Exception:  # noqa: BLE001 - left to the embed phase, which retries and reports
            return todo, vectors
    return (), Vectors(vectors.present | {row[0] for row in todo}, vectors.reasons, vectors.embed)


def _publish(tools: IndexTools, clock: Clock, work: Path, mid: str, parent: str | None, content: Content, file: StoreFile,
             vectors: Vectors) -> StoreFile:
    file = write_manifest(tools, work, mid, parent, content, file, vectors, clock.timings)
    pub.publish(tools.store_dir, mid)
    crashpoint("index.published")
    if tools.memo is not None:
        integrity.vouch(tools.store_dir, mid)
    if tools.on_publish is not None:
        tools.on_publish(mid)
    return file


def _batches(items: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _insert(tools: IndexTools, clock: Clock, con: duckdb.DuckDBPyConnection, paths: Sequence[str], scan: Scan) -> tuple[int, list[int]]:
    """Parse, tokenize and insert ``paths``; returns (postings inserted, new document ids)."""
    hasher = tools.embedding.hasher()
    postings, new_doc_ids = 0, list[int]()
    for n, batch in enumerate(_batches(list(paths), PARSE_BATCH)):
        files = [(p, scan.texts[p], scan.hashes[p], scan.sizes[p]) for p in batch]
        with clock.phase("parse"):
            docs = extract(files, tools.analyser.analyze_many, hasher)
        with clock.phase("write"):
            inserted = w.insert_documents(con, docs)
        postings += inserted["postings"]
        new_doc_ids.extend(range(inserted["first_doc_id"], inserted["first_doc_id"] + inserted["documents"]))
        if tools.progress:
            tools.progress("parse", min((n + 1) * PARSE_BATCH, len(paths)), len(paths))
    return postings, new_doc_ids


def _moved(parent: Parent, scanned: Scanned) -> set[str]:
    """The files that appeared or went (notes added, removed, renamed; attachments)."""
    delta = scanned.delta
    out = {*delta.added, *delta.removed, *(p for pair in delta.renamed for p in pair)}
    return out | (set(parent.attachments) ^ set(scanned.scan.attachments))


def _derive(tools: IndexTools, con: duckdb.DuckDBPyConnection, parent: Parent, scanned: Scanned, new_doc_ids: list[int] | None) -> None:
    """The vault-wide tables: vocabulary, unreadable files, attachments, links, lint, stats, meta."""
    unreadable, scan = scanned.unreadable, scanned.scan
    w.finish_vocabulary(con, tools.analyser.trigrams)
    w.replace_rows(con, "unreadable", ("path", "error", "detail", "size"), list(unreadable),
                   (pa.string(), pa.string(), pa.string(), pa.int64()))
    w.replace_rows(con, "attachments", ("path",), [(p,) for p in scan.attachments], (pa.string(),))
    update_links(con, list(scan.attachments), new_doc_ids, scanned.delta.changed, _moved(parent, scanned))
    vault_lint = broken_link_findings(con)
    vault_lint.extend((p, UNREADABLE, f"{e}: {d}", None, "vault") for p, e, d, _ in unreadable)
    w.replace_vault_lint(con, vault_lint)
    w.update_stats(con)
    w.write_meta(con, {"tokenizer_version": tools.analyser.TOKENIZER_VERSION, "embed_model_id": tools.embedding.model_id or ""})


def _sort_postings(con: duckdb.DuckDBPyConnection, parent: Parent, full: bool, inserted: int) -> int:
    """The count of postings appended out of term order after this build."""
    unsorted = (0 if full else int(((parent.manifest or {}).get("layout") or {}).get("postings_unsorted", 0)))
    unsorted += inserted
    if full or (unsorted > SORT_MIN_ROWS and unsorted > SORT_SHARE * _postings_estimate(con)):  # the count only when it can matter
        # Trigger: a full build, or appended (unsorted) postings beyond the threshold.
        # Why: BM25 lookups read every row group when postings are not term-ordered.
        # Outcome: postings rewritten in term order (same rows), counter reset.
        w.sort_postings(con)
        unsorted = 0
    return unsorted


def _postings_estimate(con: duckdb.DuckDBPyConnection) -> int:
    row = con.execute("SELECT count(*) FROM postings").fetchone()
    return int(row[0]) if row else 0


def _compact_if_grown(clock: Clock, path: Path, fresh: bool, parent_manifest: Mapping[str, Any] | None) -> int:
    """The file's size after its last full build or compaction (the layout's ``base_bytes``)."""
    size = path.stat().st_size
    base = None if fresh else ((parent_manifest or {}).get("layout") or {}).get("base_bytes")
    if needs_compaction(size, base):
        # Trigger: the incremental copy grew past COMPACT_RATIO x its size after the last full
        # build or compaction. Why: freed blocks are only partly reused, so the file would grow
        # without bound. Outcome: rewritten into a fresh file (same rows), base reset.
        with clock.phase("compact"):
            base = compact(path)
    return size if base is None else int(base)


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
