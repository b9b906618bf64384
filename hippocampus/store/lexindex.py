"""The in-memory lexical index of one opened materialization (warm-path BM25, fuzzy, filters).

Why: answering a query with SQL took ~4 DuckDB round trips (document frequencies, trigram
neighbours of unseen terms, the BM25 aggregation joined with sections and documents, the
candidates' metadata), each 10-50 ms on a loaded box at 10,000 notes. A published
materialization never changes (ADR 0001), so its postings can be read once, in a few bulk
Arrow reads, into numpy arrays that live as long as the :class:`~hippocampus.store.reader.Store`
that built them. A reader that notices a newer materialization opens a new ``Store`` and
therefore builds a new index: there is no cache shared across materializations.

Layout (``T`` terms, ``S`` sections, ``D`` documents, ``P`` postings):

- vocabulary: ``terms`` in the store's ``ORDER BY term`` order (term id = position),
  ``df`` and ``n_trigrams`` per term;
- postings by term id, in one or two :class:`~hippocampus.store.segments.Segment` s (a base
  and, after live edits, a small delta): per posting the section *row* (index into the section
  arrays), ``tf`` and whether it is a title posting. Impacts — the per-posting BM25 factor
  ``bm25tf(tf, len, avg) × (title_weight if title else 1)`` — are computed with vectorized
  numpy per :class:`BM25Params` (the last ``IMPACT_CACHE`` are kept), so a query is one
  gather-and-``bincount`` over its terms' posting slices;
- sections sorted by id: ``section_ids``, the row of their document (``-1`` when it has none:
  the SQL inner join drops such a section; and for a *dead* row, a section deleted since the
  index was built, whose postings may still sit in the base segment), body and title lengths;
- documents sorted by id: governance columns as small integer codes (lane, type, trust,
  status; ``-1`` for NULL), path and ``updated``. A :class:`Filters` becomes a boolean mask over
  sections (cached per ``Filters``; dead rows never pass) and is applied *before* the top-k
  (SPEC §3);
- trigrams, CSR by trigram: the ids of the terms having it (fuzzy expansion; ties in
  similarity and df are broken by term id, i.e. by the store's own term order, as in SQL).

Scores are those of :func:`hippocampus.store.queries.lexical_sql` (the reference, kept for the
publish probe, tests and the benchmark baseline) up to floating-point summation order, with the
same tie-break: score descending, section id ascending.
"""

from __future__ import annotations

import math
import threading
import weakref
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

import numpy as np

from hippocampus.store.heap import release_free_heap
from hippocampus.store.notelex import NoteIndex, name_terms, note_names
from hippocampus.store.queries import ARCHIVED, BM25Params, Filters, Query
from hippocampus.store.segments import Segment, merge, term_slices
from vault_schema.layout import path_key

if TYPE_CHECKING:
    import pyarrow as pa

#: Arrow reads of one build; term ids are ``row_number() OVER (ORDER BY term) - 1``.
_TERM_IDS = "SELECT term, (row_number() OVER (ORDER BY term) - 1)::INTEGER AS tid FROM terms"
BUILD_QUERIES: dict[str, Query] = {
    "terms": ("SELECT term, df, n_trigrams FROM terms ORDER BY term", []),
    "stats": ("SELECT n_sections, avg_body_length, avg_title_length FROM stats", []),
    "sections": ("SELECT section_id, doc_id, length, title_length FROM sections ORDER BY section_id", []),
    "documents": ("SELECT doc_id, path, lane, type, trust, status, updated, names FROM documents ORDER BY doc_id", []),
    "postings": (
        f"SELECT t.tid, p.section_id, p.tf, p.field = 'title' AS title FROM postings p JOIN ({_TERM_IDS}) t ON t.term = p.term",
        [],
    ),
    "trigrams": (f"SELECT tg.trigram, t.tid FROM term_trigrams tg JOIN ({_TERM_IDS}) t ON t.term = tg.term", []),
}

#: How many distinct Filters masks are kept (each is S booleans).
MASK_CACHE = 64
#: How many BM25Params' impact arrays are kept (each is P float64: 13 MB at 1.6 M postings).
IMPACT_CACHE = 2


def _names(paths: list[str], docs: pa.Table) -> list[str]:
    """Each note's names (notelex.note_names: its file name, then its aliases and tags)."""
    return [note_names(p, n) for p, n in zip(paths, docs.column("names").to_pylist(), strict=True)]


class _Codes:
    """A string column as int32 codes (``-1`` = NULL) plus the value → code map."""

    def __init__(self, values: Sequence[str | None]) -> None:
        self.code: dict[str, int] = {}
        out = np.empty(len(values), dtype=np.int32)
        for i, v in enumerate(values):
            out[i] = -1 if v is None else self.code.setdefault(v, len(self.code))
        self.codes = out

    def extended(self, values: Sequence[str | None]) -> _Codes:
        """These codes followed by those of ``values`` (existing values keep their codes)."""
        out = _Codes.__new__(_Codes)
        out.code = dict(self.code)
        more = np.empty(len(values), dtype=np.int32)
        for i, v in enumerate(values):
            more[i] = -1 if v is None else out.code.setdefault(v, len(out.code))
        out.codes = np.concatenate([self.codes, more])
        return out

    def isin(self, wanted: Iterable[str]) -> np.ndarray:
        known = [self.code[v] for v in wanted if v in self.code]
        return np.isin(self.codes, np.array(known, dtype=np.int32))


@dataclass(frozen=True)
class BuildInfo:
    """What building the index cost (reported by the latency benchmark)."""

    seconds: float
    nbytes: int
    terms: int
    sections: int
    postings: int


def _csr(keys: np.ndarray, n_keys: int) -> tuple[np.ndarray, np.ndarray]:
    """(ptr[n_keys + 1], order) such that ``order[ptr[k]:ptr[k + 1]]`` are the rows with key k,
    in their original order (stable)."""
    order = np.argsort(keys, kind="stable")
    ptr = np.zeros(n_keys + 1, dtype=np.int64)
    np.cumsum(np.bincount(keys, minlength=n_keys), out=ptr[1:])
    return ptr, order


class DeriveError(RuntimeError):
    """Two materializations do not follow each other closely enough to derive one's in-memory
    index from the other's (the caller then builds it from the file)."""


@dataclass(frozen=True)
class _Added:
    """The postings of a derive's added sections, in term order: the new section rows of the
    added sections (sorted), and per posting its term id, section row, tf and title flag."""

    sections: np.ndarray
    tid: np.ndarray
    rows: np.ndarray
    tf: np.ndarray
    title: np.ndarray


def _derive_notes(old: LexicalIndex, new: LexicalIndex, term_map: np.ndarray, gone_docs: np.ndarray, added: _Added | None) -> NoteIndex | None:
    """``new``'s :class:`~hippocampus.store.notelex.NoteIndex` from ``old``'s. Note rows are
    stable (``new``'s documents are ``old``'s, the gone ones dead, then the added ones): the
    per-note arrays are ``old``'s with the gone notes zeroed and the added notes' appended; the
    (term, note) entries keep ``old``'s base segment (re-mapped to ``new``'s term ids: a dead
    note's entries are skipped by every search) and a delta of ``old``'s delta entries still
    alive plus the added notes', computed by ``NoteIndex`` itself over just those notes. The
    vault-wide figures are recomputed as ``NoteIndex`` computes them. Answers as a build from
    scratch (tested). None (built on first use instead) when the two do not fit together."""
    prev = old._notes
    if prev is None:
        return None
    n_old, n_docs, n_terms = len(old.doc_ids), len(new.doc_ids), len(new.terms)
    fresh_rows = np.arange(n_old, n_docs, dtype=np.int64)
    a_secs = added.sections if added is not None else np.zeros(0, dtype=np.int64)
    a_docs = new.sec_doc[a_secs]
    if np.any(a_docs < n_old):
        return None  # an added section of a kept note
    # NoteIndex over just the new notes (it reads only these attributes of its index)
    sub = _SubIndex()
    sub.doc_ids = new.doc_ids[fresh_rows]
    sub.sec_doc = (a_docs - n_old).astype(np.int64)
    sub.body_len, sub.title_len, sub.terms = new.body_len[a_secs], new.title_len[a_secs], new.terms
    sub.doc_paths, sub.doc_names, sub.term_id = new.doc_paths[n_old:], new.doc_names[n_old:], new.term_id
    ptr = np.zeros(n_terms + 1, dtype=np.int64)
    if added is not None:
        np.cumsum(np.bincount(added.tid, minlength=n_terms), out=ptr[1:])
        sub.flat = (ptr, np.searchsorted(a_secs, added.rows), added.tf, added.title)
    else:
        sub.flat = (ptr, np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0, dtype=bool))
    kept_words = _kept_name_words(old, new, prev, gone_docs, term_map)
    if kept_words is None:
        return None
    part = NoteIndex(sub)
    out = NoteIndex.__new__(NoteIndex)
    # A weak reference back: a LexicalIndex and its NoteIndex pointing at each other are a cycle
    # that only the cyclic GC frees, and numpy-heavy code rarely triggers it: every swapped-out
    # index (hundreds of MB at 10,000 notes) stayed in memory (RSS +190 MB per live edit). The
    # NoteIndex is reached only through its LexicalIndex, which therefore outlives it.
    out.li = weakref.proxy(new)
    for name in NoteIndex.NOTE_ARRAYS:
        was = getattr(prev, name)
        values = np.zeros(n_docs, dtype=was.dtype)
        values[:n_old] = was
        values[gone_docs] = 0
        values[n_old:] = getattr(part, name)
        setattr(out, name, values)
    out.figures()  # note count, mean field lengths: as NoteIndex computes them
    out.name_words = kept_words + part.name_words
    base = prev.segments[0].remapped(term_map, n_terms)
    later = [seg.remapped(term_map, n_terms) for seg in prev.segments[1:]]
    mine = part.segments[0]
    later.append(Segment(mine.lo, mine.hi, {**mine.cols, "doc": fresh_rows[mine.cols["doc"]].astype(np.int32)}))
    n_sec = out.n_sec

    def alive(cols: Mapping[str, np.ndarray]) -> np.ndarray:
        return n_sec[cols["doc"]] > 0

    delta = merge(later, n_terms, alive)
    if len(new.segments) == 1:  # the section postings were merged into one: so are these
        out.segments = (merge([base, delta], n_terms, alive),)
    else:
        out.segments = (base, delta) if delta.size else (base,)
    if set(vars(out)) != set(vars(prev)) - {"_note_rows"}:
        return None  # NoteIndex holds something this derive does not know: build it instead
    return out


def _kept_name_words(old: LexicalIndex, new: LexicalIndex, prev: NoteIndex, gone_docs: np.ndarray, term_map: np.ndarray) -> Counter[str] | None:
    """The file-name words of the notes a derive keeps (``prev``'s less those of the notes gone
    or changed, ``gone_docs``); None when a word that enters or leaves the vocabulary is among
    them: a kept note's name postings (only vocabulary words) and name length would change,
    which keeping its entries would miss."""
    dropped = [r for r in gone_docs.tolist() if prev.n_sec[r] > 0]
    kept = prev.name_words - Counter(w for ws in name_terms([old.doc_names[r] for r in dropped]) for w in ws)
    entered = np.flatnonzero(np.bincount(term_map[term_map >= 0], minlength=len(new.terms)) == 0).tolist()
    left = np.flatnonzero(term_map < 0).tolist()
    moved = {new.terms[i] for i in entered} | {old.terms[i] for i in left}
    return None if not moved.isdisjoint(kept) else kept


class _SubIndex:
    """The attributes of a LexicalIndex that ``NoteIndex`` reads, for a subset of notes."""

    doc_ids: np.ndarray
    sec_doc: np.ndarray
    body_len: np.ndarray
    title_len: np.ndarray
    terms: list[str]
    term_id: dict[str, int]
    doc_paths: list[str]
    doc_names: list[str]
    flat: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]

    def flat_postings(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        return self.flat


class LexicalIndex:
    """Read-only after :meth:`build`; safe to share between threads (the mask and impact
    caches are updated under a lock; two threads asking for new impacts at once may both
    compute them, with the same result)."""

    terms: list[str]  # the vocabulary in the store's term order (term id = position)
    term_id: dict[str, int]

    def __init__(self, tables: dict[str, pa.Table]) -> None:
        self._read_common(tables)
        posts = tables["postings"]
        rows = self._rows_of(self.section_ids, posts.column("section_id").to_numpy().astype(np.int64))
        keep = rows >= 0  # postings of a section that does not exist are dropped (SQL join)
        tid = posts.column("tid").to_numpy()[keep]
        ptr, order = _csr(tid, len(self.terms))
        self.segments: tuple[Segment, ...] = (Segment.csr(
            ptr, sec=rows[keep][order].astype(np.int32), tf=posts.column("tf").to_numpy()[keep][order].astype(np.float64),
            title=posts.column("title").to_numpy()[keep][order]),)
        self._caches()

    def _alive(self, cols: Mapping[str, np.ndarray]) -> np.ndarray:
        """Postings whose section row is live."""
        return self.sec_doc[cols["sec"]] >= 0

    def flat_postings(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Every live posting in term order as one CSR: (ptr[T + 1], section row, tf, title).
        O(postings): for building the note index from scratch and for experiments."""
        one = merge(self.segments, len(self.terms), self._alive)
        ptr = np.append(one.lo, one.hi[-1] if len(one.hi) else 0)
        return ptr, one.cols["sec"], one.cols["tf"], one.cols["title"]

    def _read_common(self, tables: dict[str, pa.Table]) -> None:
        """Everything but the postings: vocabulary, stats, documents, sections, trigrams."""
        self._read_vocabulary(tables["terms"])
        self._read_rest(tables)
        tg = tables["trigrams"]
        grams = tg.column("trigram").combine_chunks().dictionary_encode()
        self.trigram_id: dict[str, int] = {g: i for i, g in enumerate(grams.dictionary.to_pylist())}
        gid = grams.indices.to_numpy(zero_copy_only=False).astype(np.int64)
        self.tri_ptr, order = _csr(gid, len(self.trigram_id))
        self.tri_term = tg.column("tid").to_numpy()[order].astype(np.int32)

    def _read_vocabulary(self, terms: pa.Table, same_as: LexicalIndex | None = None) -> None:
        """Terms (term id = position), document frequencies and trigram counts; the term list and
        its lookup are ``same_as``'s when the vocabulary is the same (a live edit that adds no new
        word and drops none: no 43k-entry dict rebuilt)."""
        self._term_col = terms.column("term")  # kept for :meth:`derive`'s term map (Arrow, in C)
        if same_as is not None and same_as._term_col.equals(self._term_col):
            self.terms, self.term_id = same_as.terms, same_as.term_id
        else:
            self.terms = self._term_col.to_pylist()
            self.term_id = {t: i for i, t in enumerate(self.terms)}
        self.df = terms.column("df").to_numpy().astype(np.int64)
        self.n_trigrams = terms.column("n_trigrams").to_numpy().astype(np.int64)

    def _read_stats(self, table: pa.Table) -> None:
        stats = table.to_pylist()
        st = stats[0] if stats else {"n_sections": 0, "avg_body_length": 0.0, "avg_title_length": 0.0}
        self.n_sections = int(st["n_sections"])
        self.avg_body = max(float(st["avg_body_length"]), 1e-9)  # greatest(…, 1e-9) as in SQL
        self.avg_title = max(float(st["avg_title_length"]), 1e-9)

    def _read_rest(self, tables: dict[str, pa.Table]) -> None:
        """Stats, documents (governance columns as codes) and sections."""
        self._read_stats(tables["stats"])
        docs = tables["documents"]
        self.doc_ids = docs.column("doc_id").to_numpy().astype(np.int64)
        self.doc_paths: list[str] = docs.column("path").to_pylist()
        self.doc_names: list[str] = _names(self.doc_paths, docs)
        self.doc_status: list[str | None] = docs.column("status").to_pylist()
        self.doc_trust: list[str | None] = docs.column("trust").to_pylist()
        # dates become Python objects only for the notes a search shows (section_meta): 16 ms at 10,000 notes
        self._doc_updated = docs.column("updated").combine_chunks()
        self.doc_lane: list[str | None] = docs.column("lane").to_pylist()
        self._lane = _Codes(self.doc_lane)
        self._type = _Codes(docs.column("type").to_pylist())
        self._trust = _Codes(self.doc_trust)
        self._status = _Codes(self.doc_status)

        secs = tables["sections"]
        self.section_ids = secs.column("section_id").to_numpy().astype(np.int64)
        self.sec_doc = self._rows_of(self.doc_ids, secs.column("doc_id").to_numpy().astype(np.int64))
        self.body_len = secs.column("length").to_numpy().astype(np.float64)
        self.title_len = secs.column("title_length").to_numpy().astype(np.float64)

    def _derive_trigrams(self, old: LexicalIndex, term_map: np.ndarray, read: Callable[[Query], pa.Table]) -> None:
        """The trigram lists from ``old``'s: shared when the vocabulary is the same; else the kept
        terms' entries re-numbered (``term_map``: old term id → new, ``-1`` gone) and the new
        terms' trigrams read for just those terms (a scan of the trigram table without the
        vocabulary-wide join: 69 → a few ms at 10,000 notes). Entries within a trigram are
        unordered (:meth:`expand_fuzzy` counts them); a trigram no term has any more keeps an
        empty list. Raises :class:`DeriveError` when the counts do not match the vocabulary's."""
        if self.terms is old.terms:
            self.trigram_id, self.tri_ptr, self.tri_term = old.trigram_id, old.tri_ptr, old.tri_term
            return
        kept_ids = term_map[term_map >= 0]
        fresh = np.ones(len(self.terms), dtype=bool)
        fresh[kept_ids] = False
        new_terms = [self.terms[i] for i in np.flatnonzero(fresh).tolist()]
        tg = read(("SELECT trigram, term FROM term_trigrams WHERE term IN (SELECT unnest(?::VARCHAR[]))", [new_terms])) \
            if new_terms else None
        mapped = term_map[old.tri_term]
        keep = mapped >= 0
        g_old = np.repeat(np.arange(len(old.tri_ptr) - 1, dtype=np.int64), np.diff(old.tri_ptr))[keep]
        t_old = mapped[keep]
        trigram_id = old.trigram_id
        if tg is not None and tg.num_rows:
            grams = tg.column("trigram").to_pylist()
            if any(g not in trigram_id for g in grams):
                trigram_id = dict(trigram_id)
                for g in grams:
                    trigram_id.setdefault(g, len(trigram_id))
            g_new = np.fromiter((trigram_id[g] for g in grams), dtype=np.int64, count=len(grams))
            t_new = np.asarray([self.term_id[t] for t in tg.column("term").to_pylist()], dtype=np.int64)
            g_all, t_all = np.concatenate([g_old, g_new]), np.concatenate([t_old, t_new])
        else:
            g_all, t_all = g_old, t_old
        if len(t_all) != int(self.n_trigrams.sum()):
            raise DeriveError("the trigram lists do not add up to the vocabulary's trigram counts")
        self.trigram_id = trigram_id
        self.tri_ptr, order = _csr(g_all, len(trigram_id))
        self.tri_term = t_all[order].astype(np.int32)

    def _caches(self) -> None:
        self._notes: NoteIndex | None = None
        self._notes_lock = threading.Lock()
        self._impacts: dict[BM25Params, tuple[np.ndarray, ...]] = {}
        self._masks: OrderedDict[Filters, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    #: The delta segment is merged into the base once it holds more postings than this share of
    #: the base's, and at least ``DELTA_MIN`` (the merge costs O(postings): 0.1-0.2 s at 10,000 notes).
    DELTA_SHARE = 0.05
    DELTA_MIN = 50_000
    #: Beyond this share of dead section rows a derive refuses (the index is built from the file).
    DEAD_SHARE = 0.25

    @classmethod
    def derive(cls, old: LexicalIndex, read: Callable[[Query], pa.Table], gone: np.ndarray, added: np.ndarray,
               added_docs: Iterable[int] | None = None) -> LexicalIndex:
        """The index of a newer materialization built from ``old`` (its predecessor, already in
        memory) and the sections that differ: ``gone`` (ids of ``old``'s sections whose note was
        removed or changed) and ``added`` (ids of the new one's sections of added or changed
        notes; ``added_docs``: the added notes' ids, when known, else those of the added
        sections). Rows are stable: the new index has ``old``'s section and note rows (the gone
        ones dead) followed by the added ones, which the store's ids allow because it never
        gives an id twice (``writer._next_id``). Only the vocabulary, the stats and the added
        rows are read from the new materialization; the postings stay in ``old``'s base segment
        (shared, never copied: :mod:`~hippocampus.store.segments`) plus a delta of the postings
        added since, and so do the trigram lists (:meth:`_derive_trigrams`). The result answers
        exactly as :meth:`build` would (ADR 0030; tested). Raises :class:`DeriveError` when the
        two do not fit together, or too many rows are dead (the caller builds it then)."""
        new = cls.__new__(cls)
        new._read_vocabulary(read(BUILD_QUERIES["terms"]), same_as=old)
        new._read_stats(read(BUILD_QUERIES["stats"]))
        added = np.unique(np.asarray(added, dtype=np.int64))
        gone_docs = new._append_rows(old, read, np.asarray(gone, dtype=np.int64), added, added_docs)
        term_map = cls._term_map(old, new)
        new._derive_trigrams(old, term_map, read)
        fresh = new._derive_postings(old, read, term_map, added)
        new._caches()
        if old._notes is not None:
            # Trigger: the old index had its note-level postings (search asked for them). Why:
            # building them again is a sort of every posting (1.3 CPU-s at 10,000 notes) on the
            # first search after every swap. Outcome: derived here; built on first use when not.
            new._notes = _derive_notes(old, new, term_map, gone_docs, fresh)
        return new

    def _append_rows(self, old: LexicalIndex, read: Callable[[Query], pa.Table], gone: np.ndarray, added: np.ndarray,
                     added_docs: Iterable[int] | None) -> np.ndarray:
        """:meth:`derive`'s rows: ``old``'s notes and sections (the gone sections and their notes
        dead: no note) followed by the added ones, read from the new materialization. Returns the
        rows of the notes gone."""
        import pyarrow as pa

        gone_rows = self._rows_of(old.section_ids, gone)
        if np.any(gone_rows < 0) or np.any(old.sec_doc[gone_rows] < 0):
            raise DeriveError("a section said gone is not a live section of the older index")
        if len(added) and len(old.section_ids) and added[0] <= old.section_ids[-1]:
            raise DeriveError("an added section has an id the older index already holds (ids given again)")
        secs = read(("SELECT section_id, doc_id, length, title_length FROM sections "
                     "WHERE section_id IN (SELECT unnest(?::BIGINT[])) ORDER BY section_id", [added.tolist()]))
        if secs.num_rows != len(added):
            raise DeriveError("an added section is missing from the new materialization")
        s_doc = secs.column("doc_id").to_numpy().astype(np.int64)
        doc_ids = np.unique(np.concatenate([s_doc, np.asarray(list(added_docs or ()), dtype=np.int64)]))
        if len(doc_ids) and len(old.doc_ids) and doc_ids[0] <= old.doc_ids[-1]:
            raise DeriveError("an added note has an id the older index already holds (ids given again)")
        docs = read(("SELECT doc_id, path, lane, type, trust, status, updated, names FROM documents "
                     "WHERE doc_id IN (SELECT unnest(?::BIGINT[])) ORDER BY doc_id", [doc_ids.tolist()]))
        if docs.num_rows != len(doc_ids):
            raise DeriveError("an added note is missing from the new materialization")
        # notes: old rows, then the added ones
        self.doc_ids = np.concatenate([old.doc_ids, doc_ids])
        paths = docs.column("path").to_pylist()
        self.doc_paths, self.doc_names = old.doc_paths + paths, old.doc_names + _names(paths, docs)
        statuses, trusts, lanes = (docs.column(c).to_pylist() for c in ("status", "trust", "lane"))
        self.doc_status, self.doc_trust, self.doc_lane = old.doc_status + statuses, old.doc_trust + trusts, old.doc_lane + lanes
        updated = docs.column("updated").combine_chunks().cast(old._doc_updated.type)
        self._doc_updated = pa.concat_arrays([old._doc_updated, updated])
        self._lane, self._type = old._lane.extended(lanes), old._type.extended(docs.column("type").to_pylist())
        self._trust, self._status = old._trust.extended(trusts), old._status.extended(statuses)
        # sections: old rows (the gone ones dead: no note), then the added ones
        a_doc = self._rows_of(self.doc_ids, s_doc)
        if np.any(a_doc < len(old.doc_ids)):
            raise DeriveError("an added section belongs to a note the older index holds")
        sec_doc = old.sec_doc.copy()
        sec_doc[gone_rows] = -1
        gone_docs = np.unique(old.sec_doc[gone_rows])
        if len(gone_docs) and np.any(np.isin(sec_doc, gone_docs)):
            raise DeriveError("a note lost some of its sections but not all (the materializations do not follow each other)")
        self.section_ids = np.concatenate([old.section_ids, added])
        self.sec_doc = np.concatenate([sec_doc, a_doc])
        self.body_len = np.concatenate([old.body_len, secs.column("length").to_numpy().astype(np.float64)])
        self.title_len = np.concatenate([old.title_len, secs.column("title_length").to_numpy().astype(np.float64)])
        live = int(np.count_nonzero(self.sec_doc >= 0))
        if live != self.n_sections:
            raise DeriveError(f"{live} live sections derived, the new materialization has {self.n_sections}")
        if len(self.section_ids) - live > self.DEAD_SHARE * max(len(self.section_ids), 1):
            raise DeriveError("too many dead rows: built from the file instead")
        return gone_docs

    def _derive_postings(self, old: LexicalIndex, read: Callable[[Query], pa.Table], term_map: np.ndarray,
                         added: np.ndarray) -> _Added | None:
        """:meth:`derive`'s postings: ``old``'s base segment re-mapped to this vocabulary, and a
        delta of ``old``'s delta postings still alive plus the added sections' (read from the new
        materialization), merged into the base once it has grown. Returns the added postings."""
        n_terms = len(self.terms)
        for tid in np.flatnonzero(term_map < 0).tolist():  # a term that left the vocabulary holds no live posting
            for seg in old.segments:
                if np.any(self.sec_doc[seg.cols["sec"][seg.lo[tid] : seg.hi[tid]]] >= 0):
                    raise DeriveError("a live posting's term left the vocabulary (the materializations do not follow each other)")
        later = [seg.remapped(term_map, n_terms) for seg in old.segments[1:]]
        fresh: _Added | None = None
        if len(added):
            # the added sections' postings by term, numbered here (no vocabulary-wide join)
            posts = read(("SELECT p.term, p.section_id, p.tf, p.field = 'title' AS title FROM postings p "
                          "WHERE p.section_id IN (SELECT unnest(?::BIGINT[]))", [added.tolist()]))
            a_rows = self._rows_of(self.section_ids, posts.column("section_id").to_numpy().astype(np.int64))
            a_tid = np.fromiter((self.term_id.get(t, -1) for t in posts.column("term").to_pylist()), dtype=np.int64, count=posts.num_rows)
            if np.any(a_tid < 0):
                raise DeriveError("an added posting's term is not in the vocabulary")
            order = np.argsort(a_tid, kind="stable")
            a_tid = a_tid[order]
            fresh = _Added(np.arange(len(old.section_ids), len(self.section_ids), dtype=np.int64), a_tid, a_rows[order],
                           posts.column("tf").to_numpy().astype(np.float64)[order],
                           posts.column("title").to_numpy(zero_copy_only=False).astype(bool)[order])
            later.append(Segment.by_term(a_tid, n_terms, sec=fresh.rows.astype(np.int32), tf=fresh.tf, title=fresh.title))
        base = old.segments[0].remapped(term_map, n_terms)
        delta = merge(later, n_terms, self._alive) if later else None
        if delta is not None and delta.size > max(self.DELTA_MIN, self.DELTA_SHARE * base.size):
            self.segments = (merge([base, delta], n_terms, self._alive),)  # the base absorbs the delta
        else:
            self.segments = (base, delta) if delta is not None and delta.size else (base,)
        return fresh

    @staticmethod
    def _term_map(old: LexicalIndex, new: LexicalIndex) -> np.ndarray:
        """Each of ``old``'s term ids → the same term's id in ``new`` (``-1``: gone)."""
        if new.terms is old.terms:
            return np.arange(len(old.terms), dtype=np.int64)
        a, b = getattr(old, "_term_col", None), getattr(new, "_term_col", None)
        if a is None or b is None:
            return np.fromiter((new.term_id.get(t, -1) for t in old.terms), dtype=np.int64, count=len(old.terms))
        import pyarrow as pa
        import pyarrow.compute as pc

        found = pc.index_in(a, value_set=b.combine_chunks() if isinstance(b, pa.ChunkedArray) else b)
        return np.asarray(pc.fill_null(found, -1).to_numpy(zero_copy_only=False), dtype=np.int64)

    @classmethod
    def build(cls, read: Callable[[Query], pa.Table]) -> LexicalIndex:
        """Build from the materialization ``read`` runs queries against (one Arrow table each)."""
        return cls({name: read(query) for name, query in BUILD_QUERIES.items()})

    @staticmethod
    def _rows_of(sorted_ids: np.ndarray, ids: np.ndarray) -> np.ndarray:
        """Position of each of ``ids`` in ``sorted_ids`` (``-1`` when absent)."""
        if not len(sorted_ids) or not len(ids):
            return np.full(len(ids), -1, dtype=np.int64)
        lo, hi = int(sorted_ids[0]), int(sorted_ids[-1])
        if lo >= 0 and hi < 4 * len(sorted_ids) + 1024:  # dense ids (the usual case): a lookup table
            table = np.full(hi + 1, -1, dtype=np.int64)
            table[sorted_ids] = np.arange(len(sorted_ids))
            inside = (ids >= 0) & (ids <= hi)
            return np.where(inside, table[np.where(inside, ids, 0)], -1)
        pos = np.minimum(np.searchsorted(sorted_ids, ids), len(sorted_ids) - 1)
        return np.where(sorted_ids[pos] == ids, pos, -1)

    def notes(self) -> NoteIndex:
        """The note-level postings (store/notelex.py), derived on first use and kept. They refer
        back to this index weakly (no reference cycle): use them while holding this index."""
        with self._notes_lock:
            if self._notes is None:
                notes = NoteIndex(self)
                notes.li = weakref.proxy(self)  # no reference cycle: see _derive_notes
                self._notes = notes
            return self._notes

    @property
    def nbytes(self) -> int:
        """Approximate resident size of the arrays and Python containers (bytes)."""
        arrays = (self.df, self.n_trigrams, self.doc_ids, self.section_ids, self.sec_doc, self.body_len, self.title_len,
                  self.tri_ptr, self.tri_term)
        with self._lock:
            impacts = sum(a.nbytes for parts in self._impacts.values() for a in parts)
        strings = sum(49 + len(t.encode()) for t in self.terms) + sum(49 + len(p.encode()) for p in self.doc_paths + self.doc_names)
        dicts = 100 * (len(self.term_id) + len(self.trigram_id))
        notes = self._notes.nbytes if self._notes is not None else 0
        return sum(a.nbytes for a in arrays) + sum(seg.nbytes for seg in self.segments) + impacts + strings + dicts + notes

    # ------------------------------------------------------------------ vocabulary

    def section_count(self) -> int:
        """N of the BM25 idf (``stats.n_sections``)."""
        return self.n_sections

    def mean_section_length(self) -> float:
        """Mean body length of a section in index terms (``stats.avg_body_length``)."""
        return self.avg_body

    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]:
        """Number of sections containing each term (0 for unseen terms)."""
        out = {}
        for t in terms:
            tid = self.term_id.get(t)
            out[t] = 0 if tid is None else int(self.df[tid])
        return out

    def expand_fuzzy(self, term: str, grams: Sequence[str], limit: int, min_sim: float) -> list[tuple[str, float]]:
        """Vocabulary terms sharing the trigrams ``grams`` of ``term``, by trigram Jaccard
        ``shared / (|grams| + n_trigrams − shared)``, best first (ties: higher df, then term);
        ``term`` itself is excluded. Same result as :func:`queries.fuzzy_sql`."""
        distinct = sorted(set(grams))
        if not distinct or limit < 1:
            return []
        lists = [self.tri_term[self.tri_ptr[g] : self.tri_ptr[g + 1]] for g in (self.trigram_id.get(x) for x in distinct) if g is not None]
        if not lists:
            return []
        tids, shared = np.unique(np.concatenate(lists), return_counts=True)
        sim = shared / (len(distinct) + self.n_trigrams[tids] - shared)
        keep = sim >= min_sim
        self_id = self.term_id.get(term)
        if self_id is not None:
            keep &= tids != self_id
        tids, sim = tids[keep], sim[keep]
        order = np.lexsort((tids, -self.df[tids], -sim))[:limit]
        return [(self.terms[int(tids[i])], float(sim[i])) for i in order]

    # ------------------------------------------------------------------ filters

    def mask(self, filters: Filters) -> np.ndarray:
        """Sections (rows) a query with ``filters`` may score; the same predicate as
        :func:`queries.filter_clause` over the documents joined to the sections."""
        with self._lock:
            cached = self._masks.get(filters)
            if cached is not None:
                self._masks.move_to_end(filters)
                return cached
        docs = np.ones(len(self.doc_ids), dtype=bool)
        for codes, wanted in ((self._lane, filters.lanes), (self._type, filters.types), (self._trust, filters.trusts), (self._status, filters.statuses)):
            if wanted:
                docs &= codes.isin(wanted)  # NULL (code -1) never matches `IN (...)`
        if filters.path_prefix:  # compared composed (NFC), as queries.filter_clause
            prefix = path_key(filters.path_prefix)
            docs &= np.fromiter((path_key(p).startswith(prefix) for p in self.doc_paths), dtype=bool, count=len(self.doc_paths))
        if filters.exclude_paths:
            excluded = set(filters.exclude_paths)
            docs &= np.fromiter((p not in excluded for p in self.doc_paths), dtype=bool, count=len(self.doc_paths))
        if filters.exclude_lanes:
            docs &= ~self._lane.isin(filters.exclude_lanes)  # NULL (code -1) is never in the list
        if filters.exclude_prefixes:
            out = tuple(filters.exclude_prefixes)
            docs &= np.fromiter((not p.startswith(out) for p in self.doc_paths), dtype=bool, count=len(self.doc_paths))
        if not filters.include_archived and ARCHIVED not in filters.statuses:
            archived = self._status.code.get(ARCHIVED)
            if archived is not None:
                docs &= self._status.codes != archived
        mask = (self.sec_doc >= 0) & (docs[np.maximum(self.sec_doc, 0)] if len(docs) else False)
        mask.setflags(write=False)
        with self._lock:
            self._masks[filters] = mask
            while len(self._masks) > MASK_CACHE:
                self._masks.popitem(last=False)
        return mask

    # ------------------------------------------------------------------ BM25

    def impacts(self, params: BM25Params) -> tuple[np.ndarray, ...]:
        """Per-posting ``bm25tf × field weight`` for ``params``, one array per segment (the last
        ``IMPACT_CACHE`` params are kept; ~70 ms at 1.6 M postings, paid by the first query with
        new params)."""
        cached = self._impacts.get(params)
        if cached is not None:
            return cached
        out = tuple(self._impact_of(seg, 0, len(seg.cols["tf"]), params) for seg in self.segments)
        for imp in out:
            imp.setflags(write=False)
        with self._lock:
            while len(self._impacts) >= IMPACT_CACHE:
                self._impacts.pop(next(iter(self._impacts)))
            self._impacts[params] = out
        release_free_heap()  # once per new params, never per query
        return out

    def _impact_of(self, seg: Segment, lo: int, hi: int, params: BM25Params) -> np.ndarray:
        """The impacts of postings ``lo:hi`` of ``seg`` (element by element, so a slice computed
        alone has the same floats as the whole array)."""
        k1, b, tw = float(params.k1), float(params.b), float(params.title_weight)
        title, tf, sec = seg.cols["title"][lo:hi], seg.cols["tf"][lo:hi], seg.cols["sec"][lo:hi]
        # tf (k1 + 1) / (tf + k1 (1 − b + b · len / avg)) × field weight, in place (few temporaries)
        rel = self.body_len[sec]
        rel /= self.avg_body
        rel[title] = self.title_len[sec[title]] / self.avg_title
        rel *= b
        rel += 1 - b
        rel *= k1
        rel += tf
        imp = tf * (k1 + 1)
        imp /= rel
        imp[title] *= tw
        return imp

    def _impact_slice(self, k: int, lo: int, hi: int, params: BM25Params) -> np.ndarray:
        """The impacts of postings ``lo:hi`` of segment ``k`` (one term's list): from the cached
        arrays when :meth:`impacts` computed them for ``params``, else computed for this slice
        only, so that a newly opened index answers its first query without computing every
        posting's impact (6 M at 10,000 notes)."""
        cached = self._impacts.get(params)
        if cached is not None:
            return cached[k][lo:hi]
        return self._impact_of(self.segments[k], lo, hi, params)

    def idf(self, tid: int) -> float:
        df = float(self.df[tid])
        return math.log(1 + (self.n_sections - df + 0.5) / (df + 0.5))

    def search(self, terms: Sequence[tuple[str, float]], filters: Filters, limit: int, params: BM25Params) -> list[tuple[int, float]]:
        """BM25 of the weighted ``terms`` (a term given twice keeps its largest weight; unseen
        terms are ignored), only over sections passing ``filters``; top ``limit`` as
        ``(section_id, score)``, score descending then section id ascending."""
        weights: dict[int, float] = {}
        for t, w in terms:
            tid = self.term_id.get(t)
            if tid is not None:
                weights[tid] = max(weights.get(tid, -math.inf), float(w))
        if not weights or limit < 1:
            return []
        rows: list[np.ndarray] = []
        vals: list[np.ndarray] = []
        for tid, w in weights.items():
            for k, seg in enumerate(self.segments):
                lo, hi = int(seg.lo[tid]), int(seg.hi[tid])
                if hi > lo or not rows:
                    rows.append(seg.cols["sec"][lo:hi])
                    vals.append(self._impact_slice(k, lo, hi, params) * (w * self.idf(tid)))
        row = np.concatenate(rows)
        scores = np.bincount(row, weights=np.concatenate(vals), minlength=len(self.section_ids))
        matched = np.zeros(len(self.section_ids), dtype=bool)
        matched[row] = True
        cand = np.flatnonzero(matched & self.mask(filters))
        if not len(cand):
            return []
        sub = scores[cand]
        if len(cand) > limit:
            # Everything tied with the limit-th score stays in, so the id tie-break is exact.
            kth = np.partition(sub, len(sub) - limit)[len(sub) - limit]
            keep = sub >= kth
            cand, sub = cand[keep], sub[keep]
        order = np.lexsort((self.section_ids[cand], -sub))[:limit]
        return [(int(self.section_ids[cand[i]]), float(sub[i])) for i in order]

    # ------------------------------------------------------------------ metadata

    def section_meta(self, ids: Sequence[int]) -> dict[int, tuple[int, str | None, str | None, date | None, str | None]]:
        """section_id -> (doc_id, status, trust, updated, lane); unknown ids are skipped."""
        if not len(ids):
            return {}
        wanted = np.asarray([int(i) for i in ids], dtype=np.int64)
        rows = self._rows_of(self.section_ids, wanted)
        if not len(self.sec_doc):
            return {}
        docs = np.where(rows >= 0, self.sec_doc[np.maximum(rows, 0)], -1)
        shown = np.unique(docs[docs >= 0])
        updated = dict(zip(shown.tolist(), self._doc_updated.take(shown).to_pylist(), strict=True))
        ids = self.doc_ids
        return {sid: (int(ids[d]), self.doc_status[d], self.doc_trust[d], updated[d], self.doc_lane[d])
                for sid, d in zip(wanted.tolist(), docs.tolist(), strict=True) if d >= 0}

    def section_terms(self, ids: Sequence[int], terms: Sequence[str]) -> dict[int, frozenset[str]]:
        """section_id -> which of ``terms`` its postings hold (title or body); an unknown id holds
        none. Same result as :func:`queries.section_terms_sql`."""
        wanted = np.asarray([int(i) for i in ids], dtype=np.int64)
        rows = self._rows_of(self.section_ids, wanted)
        if len(rows):  # a dead row (a section deleted since the base was built) is unknown too
            rows = np.where(self.sec_doc[np.maximum(rows, 0)] >= 0, rows, -1)
        found: dict[int, set[str]] = {sid: set() for sid in wanted.tolist()}
        known = rows[rows >= 0]
        for t in dict.fromkeys(terms):
            tid = self.term_id.get(t)
            if tid is None:
                continue
            (posts,) = term_slices(self.segments, tid, ("sec",))
            # a few sections (the hits) against a posting list: one comparison each, not a sort
            held = np.isin(known, posts) if len(known) > 8 else np.array([bool((posts == r).any()) for r in known.tolist()], dtype=bool)
            for sid in wanted[rows >= 0][held].tolist():
                found[sid].add(t)
        return {sid: frozenset(ts) for sid, ts in found.items()}

    def info(self, seconds: float) -> BuildInfo:
        return BuildInfo(seconds, self.nbytes, len(self.terms), len(self.section_ids), sum(seg.size for seg in self.segments))

