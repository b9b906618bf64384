"""The read side of the derived store: one published materialization, opened read-only.

``Store.open_latest(store_dir)`` follows ``CURRENT``; a published ``store.duckdb`` is never
written again, so any number of readers in any number of processes open it while the writer
builds the next one elsewhere. ``is_stale()`` tells a long-lived reader (the gateway) that a
newer materialization was published; it then opens a new ``Store`` and closes the old one.

Thread-safety: one DuckDB connection per ``Store``, one cursor per thread (``con.cursor()``).

Engines (how the search reads are answered): ``"memory"`` (default) answers BM25, fuzzy
expansion, document frequencies and candidate metadata from
:class:`~hippocampus.store.lexindex.LexicalIndex` and section rows from
:class:`~hippocampus.store.rowcache.SectionTable`, each built once per ``Store`` on first use
(a long-lived reader pays it once per materialization; a newer materialization is a new
``Store``); ``"sql"`` runs the reference SQL (``queries.lexical_sql`` …) on every call — no
build, the same results.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import duckdb
import numpy as np

from hippocampus.errors import NotIndexedError
from hippocampus.store import integrity, schema
from hippocampus.store import manifest as mf
from hippocampus.store import queries as q
from hippocampus.store.heap import release_free_heap
from hippocampus.store.lexindex import BuildInfo, LexicalIndex
from hippocampus.store.notelex import NoteBM25Params, name_key, name_terms, note_names
from hippocampus.store.queries import BM25Params, Filters
from hippocampus.store.rowcache import SectionTable
from hippocampus.store.vecset import VectorSet

ENGINES = ("memory", "sql")

__all__ = ["ENGINES", "BM25Params", "DocumentRow", "Filters", "LinkRow", "SectionRow", "Store"]


@dataclass(frozen=True)
class SectionRow:
    section_id: int
    doc_id: int
    path: str
    title: str
    lane: str
    sector: str | None
    type: str | None
    status: str | None
    trust: str | None
    updated: date | None
    anchor: str
    ord: int
    level: int
    heading: str
    heading_path: tuple[str, ...]
    text: str
    length: int
    embed_hash: str | None
    # the note's aliases and tags beyond its title (notelex.frontmatter_names), one per line, on
    # its first section (ord 0); "" on the others: the lexical index reads them as that section's
    # text, so coverage and matched terms do too (search/rows.py)
    names: str = ""


@dataclass(frozen=True)
class DocumentRow:
    doc_id: int
    path: str
    title: str
    lane: str
    sector: str | None
    type: str | None
    status: str | None
    trust: str | None
    tags: tuple[str, ...]
    sources: tuple[str, ...]
    created: date | None
    updated: date | None
    sha256: str
    size: int
    legacy_id: str | None
    frontmatter: dict[str, Any] | None
    has_frontmatter: bool
    has_frontmatter_error: bool
    frontmatter_error: str | None
    n_sections: int


@dataclass(frozen=True)
class LinkRow:
    src_doc_id: int
    src_path: str
    ord: int
    line: int
    target: str
    heading: str | None
    alias: str | None
    block: str | None
    embed: bool
    resolved_path: str | None
    broken: str | None  # "file", "heading" or None


class Store:
    """One opened materialization (read-only)."""

    def __init__(self, store_dir: Path, mid: str, manifest: dict[str, Any], con: duckdb.DuckDBPyConnection, engine: str = "memory"):
        if engine not in ENGINES:
            raise ValueError(f"engine must be one of {', '.join(ENGINES)}")
        self.store_dir = Path(store_dir)
        self.engine = engine
        self.id = mid
        #: what CURRENT named when this store was opened (differs from ``id`` for a fallback)
        self.requested: str | None = mid
        #: set when ``id`` is served because the materialization CURRENT names is damaged
        self.fallback: integrity.Fallback | None = None
        #: set when the shared vector table could not be read (search is then lexical-only)
        self.vectors_error: str | None = None
        #: the vault the opener serves; search checks returned hits against it (search/behind.py)
        self.vault_root: Path | None = None
        self.manifest = manifest
        self._con = con
        # a store of an older schema read through views adding the newer columns (schema.compat_views)
        self._compat = schema.compat_views(con)
        for sql in self._compat:
            con.execute(sql)
        self._local = threading.local()
        self._cursors: list[duckdb.DuckDBPyConnection] = []
        self._lock = threading.Lock()  # cursors list and filter masks
        self._vec_lock = threading.Lock()  # one vector load per Store
        self._vectors: VectorSet | None = None
        self._names: list[tuple[int, str]] | None = None  # the SQL engine's name-field words (_name_words)
        self._named: dict[str, tuple[int, ...]] | None = None  # name key → notes (named_documents)
        self._korean: tuple[int, int] | None = None  # (notes written in Korean, notes) (korean_share)
        self._masks: dict[Filters, np.ndarray] = {}
        self._nulls: dict[tuple[str, Filters], np.ndarray | None] = {}  # probe null levels
        self._indexes: tuple[str, ...] | None = None  # the vault's index notes (vault_indexes)
        self._lex_lock = threading.Lock()  # one lexical index build per Store
        self._lexindex: LexicalIndex | None = None
        self.lexindex_build: BuildInfo | None = None
        self._rows_lock = threading.Lock()  # one section table read per Store
        self._section_table: SectionTable | None = None
        self._closed = False

    # ---------------------------------------------------------------- opening

    @classmethod
    def open(cls, store_dir: Path, mid: str, engine: str = "memory") -> Store:
        """Open ``mid`` read-only after checking it against its manifest (once per process,
        :mod:`hippocampus.store.integrity`); raises ``DamagedMaterialization`` when it differs."""
        folder = mf.materialization_dir(store_dir, mid)
        manifest = integrity.check(store_dir, mid)
        try:
            con = duckdb.connect(str(folder / mf.STORE_FILE), read_only=True)
        except duckdb.Error as exc:
            raise integrity.DamagedMaterialization(f"{mf.STORE_FILE} does not open ({_first_line(exc)})") from None
        return cls(store_dir, mid, manifest, con, engine)

    @classmethod
    def open_latest(cls, store_dir: Path, attempts: int = 20, engine: str = "memory") -> Store:
        """The materialization ``CURRENT`` points at. Retries when the writer replaced and
        removed it between reading the pointer and opening the file. When it stays damaged,
        the newest intact older one is served instead, with ``fallback`` saying so."""
        store_dir = Path(store_dir)
        last_error: Exception | None = None
        mid = None
        for attempt in range(attempts):
            mid = mf.read_current(store_dir)
            if mid is None:
                return cls._without_pointer(store_dir, engine)
            try:
                return cls.open(store_dir, mid, engine)
            except (OSError, ValueError, duckdb.Error, integrity.DamagedMaterialization) as exc:
                last_error = exc
                if mf.read_current(store_dir) == mid and attempt >= 2:
                    break  # the pointer is stable: the materialization is really broken
                time.sleep(0.01 * (attempt + 1))
        reason = str(last_error) if isinstance(last_error, integrity.DamagedMaterialization) else _first_line(last_error)
        return cls._fallback(store_dir, mid, reason, engine)

    @classmethod
    def _without_pointer(cls, store_dir: Path, engine: str) -> Store:
        if not mf.list_ids(store_dir):
            raise NotIndexedError("not indexed yet: run `hippo index`")
        # Trigger: CURRENT is missing or unreadable but materializations exist. Why: the pointer
        # is one small file; losing it must not hide intact stores. Outcome: the newest intact one.
        return cls._fallback(store_dir, None, f"{mf.CURRENT} unreadable", engine)

    @classmethod
    def _fallback(cls, store_dir: Path, wanted: str | None, reason: str, engine: str) -> Store:
        for mid in reversed(mf.list_ids(store_dir)):
            if wanted is not None and mid >= wanted:
                continue
            try:
                store = cls.open(store_dir, mid, engine)
            except (OSError, ValueError, duckdb.Error, integrity.DamagedMaterialization):
                continue
            store.requested = wanted
            store.fallback = integrity.Fallback(wanted, mid, reason)
            return store
        what = f"materialization {wanted}" if wanted else f"the {mf.CURRENT} pointer"
        raise integrity.DamagedMaterialization(f"{what} is damaged ({reason}) and no intact older one is kept; run `hippo index` to rebuild")

    def is_stale(self) -> bool:
        """True when ``CURRENT`` points elsewhere than when this store was opened (a newer
        publish or a rollback; for a fallback, elsewhere than the damaged one it stands for)."""
        return mf.read_current(self.store_dir) != self.requested

    def _cur(self) -> duckdb.DuckDBPyConnection:
        cur = getattr(self._local, "cur", None)
        if cur is None:
            if self._closed:
                raise RuntimeError("store is closed")
            cur = self._con.cursor()
            for sql in self._compat:  # temporary views are per cursor
                cur.execute(sql)
            self._local.cur = cur
            with self._lock:
                self._cursors.append(cur)
        return cur

    def _fetch(self, query: q.Query) -> list[tuple[Any, ...]]:
        sql, params = query
        return self._cur().execute(sql, params).fetchall()

    def _arrow(self, query: q.Query) -> Any:
        sql, params = query
        return self._cur().execute(sql, params).to_arrow_table()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._lexindex = None
            self._section_table = None
            for cur in self._cursors:
                with contextlib.suppress(duckdb.Error):
                    cur.close()
            self._cursors.clear()
        self._con.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- carried over

    #: Most notes a swap may differ by and still derive the in-memory parts (else: built).
    ADOPT_MAX_DOCS = 2000

    def _doc_keys(self) -> tuple[np.ndarray, Any]:
        """(doc ids ascending, an Arrow table of their path and sha256) of every note, read once
        per Store (Arrow: 10,000 notes in a few ms, no Python tuple per note)."""
        keys = getattr(self, "_doc_keys_cache", None)
        if keys is None:
            table = self._arrow(("SELECT doc_id, path, sha256 FROM documents ORDER BY doc_id", []))
            keys = (table.column("doc_id").to_numpy().astype(np.int64), table.select(["path", "sha256"]))
            self._doc_keys_cache = keys
        return keys

    def _section_ids_of(self, doc_ids: Iterable[int]) -> np.ndarray:
        ids = sorted(int(d) for d in doc_ids)
        if not ids:
            return np.zeros(0, dtype=np.int64)
        rows = self._fetch(("SELECT section_id FROM sections WHERE doc_id IN (SELECT unnest(?::INTEGER[]))", [ids]))
        return np.array(sorted(int(r[0]) for r in rows), dtype=np.int64)

    def adopt(self, old: Store) -> dict[str, str]:
        """Before this store serves (a long-lived reader swapping from ``old``, ADR 0030): build
        the in-memory parts ``old`` had built — the lexical index, the section table, the vectors
        — from ``old``'s and the notes that differ, instead of reading the whole file again.
        A materialization sharing ``old``'s file (an embedding-progress publish) shares its
        lexical index and section table. Whatever cannot be derived (another tokenizer, schema or
        embedding model, a full rebuild, too many notes changed) is built from the file here, so
        the first query after the swap never pays for it. Returns what was done per part. The name
        map (:meth:`named_documents`), when ``old`` had made it, is made again from this file (one read
        of the documents table; not listed); so are the vault's language counts (:meth:`korean_share`,
        one small column; not listed)."""
        done: dict[str, str] = {}
        if self.engine != "memory" or old.engine != "memory" or old._closed:
            return done
        same = ("schema_version", "tokenizer_version")
        comparable = all(self.manifest.get(k) == old.manifest.get(k) for k in same)
        delta = self._delta_from(old) if comparable else None
        for part, has in (("lexindex", old._lexindex), ("section_table", old._section_table), ("vectors", old._vectors)):
            if has is None:
                continue
            try:
                done[part] = self._adopt_part(part, old, delta)
            except Exception as exc:  # noqa: BLE001 - derive is an optimisation: build instead, and say so
                done[part] = f"built ({type(exc).__name__}: {str(exc)[:120]})"
                self._build_part(part, old)
        if old._named is not None:
            self.named_documents("")
        if old._korean is not None:
            self.korean_share()
        return done

    def _delta_from(self, old: Store) -> tuple[bool, np.ndarray, np.ndarray, list[int]] | None:
        """(same file, ids of ``old``'s sections gone, ids of this store's sections added, ids of
        this store's notes added), or None when too much differs to derive."""
        try:
            same_file = os.path.samefile(self._file(), old._file())
        except OSError:
            same_file = False
        if same_file:
            return True, np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), []
        import pyarrow.compute as pc

        (ids, keys), (old_ids, old_keys) = self._doc_keys(), old._doc_keys()
        # a note is kept when both stores hold its id with the same path and bytes
        _, at, old_at = np.intersect1d(ids, old_ids, assume_unique=True, return_indices=True)
        same = np.ones(len(at), dtype=bool)
        for col in ("path", "sha256"):
            mine_col, theirs_col = keys.column(col).take(at), old_keys.column(col).take(old_at)
            same &= pc.fill_null(pc.equal(mine_col, theirs_col), False).to_numpy(zero_copy_only=False)
        kept_new, kept_old = np.zeros(len(ids), dtype=bool), np.zeros(len(old_ids), dtype=bool)
        kept_new[at[same]], kept_old[old_at[same]] = True, True
        gone, added = old_ids[~kept_old].tolist(), ids[~kept_new].tolist()
        if len(gone) + len(added) > self.ADOPT_MAX_DOCS:
            return None
        return False, old._section_ids_of(gone), self._section_ids_of(added), added

    def _file(self) -> Path:
        return mf.materialization_dir(self.store_dir, self.id) / mf.STORE_FILE

    def _adopt_part(self, part: str, old: Store, delta: tuple[bool, np.ndarray, np.ndarray, list[int]] | None) -> str:
        if delta is None:
            self._build_part(part, old)
            return "built"
        same_file, gone, added, added_docs = delta
        emb, old_emb = self.manifest.get("embedding") or {}, old.manifest.get("embedding") or {}
        if part != "lexindex" and (emb.get("model_id"), emb.get("dim")) != (old_emb.get("model_id"), old_emb.get("dim")):
            # another embedder: every section's embed hash (a section-table column) and vector differ
            self._build_part(part, old)
            return "built"
        if part == "lexindex":
            with self._lex_lock:
                self._lexindex = old._lexindex if same_file else LexicalIndex.derive(old._lexindex, self._arrow, gone, added, added_docs)  # type: ignore[arg-type]
                release_free_heap()
        elif part == "section_table":
            with self._rows_lock:
                self._section_table = old._section_table if same_file else SectionTable.derive(old._section_table, self._arrow, gone, added)  # type: ignore[arg-type]
        else:
            with self._vec_lock:
                self._vectors = self._derive_vectors(old, gone, added)
        return "shared" if same_file and part != "vectors" else "derived"

    def _build_part(self, part: str, old: Store) -> None:
        """Build ``part`` from the file; with the lexical index, its note-level postings when
        ``old`` had them (else the first search after the swap would build them)."""
        {"lexindex": self.lexindex, "section_table": self.section_table, "vectors": self.vectors}[part]()
        if part == "lexindex" and old._lexindex is not None and old._lexindex._notes is not None:
            self.lexindex().notes()

    #: Most sections whose vector is looked up one by one when deriving (else: the table is read).
    DERIVE_MAX_LOOKUPS = 20_000

    def _derive_vectors(self, old: Store, gone: np.ndarray, added: np.ndarray) -> VectorSet:
        """``old``'s vectors minus the gone sections, plus the vectors of the added sections and of
        kept sections that had none in ``old`` (embedding progress), sorted by section id; the
        matrix is shared, not copied (store/vecset.py)."""
        assert old._vectors is not None
        base = old._vectors
        hashed = old._fetch(("SELECT count(*) FROM sections WHERE embed_hash IS NOT NULL", []))[0][0]
        if len(base) == int(hashed):
            # every section of ``old`` had its vector: only the added sections can be missing
            rows = self._fetch(("SELECT section_id, embed_hash FROM sections WHERE embed_hash IS NOT NULL "
                                "AND section_id IN (SELECT unnest(?::BIGINT[]))", [sorted(int(i) for i in added)])) if len(added) else []
        else:  # embedding was in progress: every section without a vector in ``old`` is looked up
            rows = self._fetch(q.embedded_sections_sql())
        ids = np.fromiter((int(sid) for sid, _ in rows), dtype=np.int64, count=len(rows))
        # a section has its vector already when ``old`` had one for it and it is not gone
        have = np.isin(ids, base.ids) & ~np.isin(ids, gone)
        missing = [(int(sid), h) for (sid, h), had in zip(rows, have.tolist(), strict=True) if not had]
        if len(missing) > self.DERIVE_MAX_LOOKUPS:
            return self._load_vectors()
        dim = int((self.manifest.get("embedding") or {}).get("dim") or 0)
        found: dict[str, np.ndarray] = {}
        if missing and dim:
            from hippocampus.store.vectors import VectorStore

            found = VectorStore(self.store_dir / mf.VECTORS, dim).load_some(h for _, h in missing)
        new = [(sid, found[h]) for sid, h in missing if h in found]
        new_ids = np.array([sid for sid, _ in new], dtype=np.int64)
        new_matrix = np.stack([v for _, v in new]).astype(np.float32) if new else np.zeros((0, base.dim), dtype=np.float32)
        if not len(base) and new and base.dim != new_matrix.shape[1]:
            return VectorSet.of(new_ids[np.argsort(new_ids)], new_matrix[np.argsort(new_ids)])
        return base.derive(gone, new_ids, new_matrix)

    # ---------------------------------------------------------------- lexical

    def lexindex(self) -> LexicalIndex:
        """This materialization's in-memory lexical index, built on first use (once per Store;
        a newer materialization is a new Store, hence a new index)."""
        with self._lex_lock:
            if self._lexindex is None:
                t0 = time.perf_counter()
                index = LexicalIndex.build(self._arrow)
                release_free_heap()
                self.lexindex_build = index.info(time.perf_counter() - t0)
                self._lexindex = index
            return self._lexindex

    def lexical(self, terms: list[tuple[str, float]], filters: Filters, limit: int, params: BM25Params | None = None) -> list[tuple[int, float]]:
        """BM25 over body and title fields; filters restrict candidate generation; best first
        (score descending, then section id)."""
        if not terms or limit < 1:
            return []
        params = params or BM25Params()
        if self.engine == "sql":
            return [(int(sid), float(score)) for sid, score in self._fetch(q.lexical_sql(terms, filters, limit, params))]
        return self.lexindex().search(terms, filters, limit, params)

    def note_lexical(self, terms: list[tuple[str, float]], filters: Filters, limit: int, params: NoteBM25Params | None = None) -> list[tuple[int, float]]:
        """BM25F over whole notes (store/notelex.py); filters restrict candidate generation;
        ``(doc_id, score)`` best first (score descending, then doc id)."""
        if not terms or limit < 1:
            return []
        params = params or NoteBM25Params()
        if self.engine == "sql":
            names = self._name_words() if params.w_name > 0 else ()
            return [(int(d), float(s)) for d, s in self._fetch(q.note_lexical_sql(terms, filters, limit, params, names))]
        return self.lexindex().notes().search(terms, filters, limit, params)

    def _name_words(self) -> list[tuple[int, str]]:
        """(doc id, term) per word of each note's names (file name, aliases, tags:
        notelex.note_names), for the SQL engine's name field; made once per materialization."""
        got = self._names
        if got is None:
            docs = self._fetch(("SELECT doc_id, path, names FROM documents ORDER BY doc_id", []))
            words = name_terms([note_names(path, names) for _, path, names in docs])
            got = self._names = [(int(d), w) for (d, *_), ws in zip(docs, words, strict=True) for w in ws]
        return got

    def named_documents(self, query: str) -> tuple[int, ...]:
        """The notes whose title, file name, or one of the aliases and tags of their frontmatter
        is ``query`` as a whole (notelex.name_key: case, ``-``/``_`` and spacing aside), by doc id;
        the map is made once per materialization (one read of the documents table)."""
        got = self._named
        if got is None:
            by_key: dict[str, list[int]] = {}
            for doc, title, path, names in self._fetch(("SELECT doc_id, title, path, names FROM documents ORDER BY doc_id", [])):
                for key in {name_key(n) for n in (title, *note_names(path, names).splitlines())}:
                    if key:
                        by_key.setdefault(key, []).append(int(doc))
            got = self._named = {k: tuple(v) for k, v in by_key.items()}
        found = got.get(name_key(query), ())
        if not found and query.strip().startswith("#"):  # a tag typed as Obsidian shows it: #project/alpha
            found = got.get(name_key(query.strip().lstrip("#")), ())
        return found

    def korean_share(self) -> float:
        """The share of this vault's notes written mostly in Korean (0.0 for an empty store), read
        once per materialization from the notes' language column (``documents.korean``, written by
        the indexer, store/language.py); a store of an older schema, whose column reads NULL, from
        its notes' text (queries.korean_notes_sql: the same rule, every note)."""
        got = self._korean
        if got is None:
            notes, korean, known = self._fetch(q.KOREAN_COLUMN_SQL)[0]
            if int(known or 0) < int(notes or 0):
                rows = self._fetch(q.korean_notes_sql())
                notes, korean = (int(rows[0][0] or 0), int(rows[0][1] or 0)) if rows else (0, 0)
            got = self._korean = (int(korean or 0), int(notes or 0))
        korean, notes = got
        return korean / notes if notes else 0.0

    def has_notes(self, filters: Filters) -> bool:
        """Whether any note passes ``filters`` (one cheap query, whichever the engine)."""
        where, params = q.filter_clause(filters)
        return bool(self._fetch((f"SELECT 1 FROM documents d WHERE {where} LIMIT 1", params)))

    def doc_sections(self, doc_ids: list[int]) -> dict[int, list[int]]:
        """Each note's section ids, by id (unknown notes map to an empty list)."""
        if not doc_ids:
            return {}
        if self.engine == "sql":
            out: dict[int, list[int]] = {int(d): [] for d in doc_ids}
            for d, sid in self._fetch(q.doc_sections_sql(doc_ids)):
                out.setdefault(int(d), []).append(int(sid))
            return out
        return self.lexindex().notes().sections_of(doc_ids)

    def expand_fuzzy(self, term: str, limit: int = 5, min_sim: float = 0.5) -> list[tuple[str, float]]:
        """Vocabulary terms sharing character trigrams with ``term`` (typos, partial words),
        with their trigram Jaccard similarity, best first; ``term`` itself is not returned."""
        from hippocampus.store.tokenize import trigrams

        grams = trigrams(term)
        if not grams or limit < 1:
            return []
        if self.engine == "sql":
            return [(t, float(sim)) for t, sim, _ in self._fetch(q.fuzzy_sql(grams, term, limit, min_sim))]
        return self.lexindex().expand_fuzzy(term, grams, limit, min_sim)

    def doc_freq(self, terms: list[str]) -> dict[str, int]:
        """Number of sections containing each term (0 for unseen terms)."""
        if self.engine == "sql":
            found = {t: int(df) for t, df in self._fetch(q.doc_freq_sql(terms))} if terms else {}
            return {t: found.get(t, 0) for t in terms}
        return self.lexindex().doc_freq(terms)

    def section_count(self) -> int:
        """N of the BM25 idf (the ``stats`` row)."""
        if self.engine == "sql":
            rows = self._fetch(q.section_count_sql())
            return int(rows[0][0]) if rows else 0
        return self.lexindex().section_count()

    def mean_section_length(self) -> float:
        """Mean body length of a section in index terms (the ``stats`` row, BM25's avgdl)."""
        if self.engine == "sql":
            rows = self._fetch(q.mean_section_length_sql())
            return float(rows[0][0] or 0.0) if rows else 0.0
        return self.lexindex().mean_section_length()

    def section_meta(self, ids: list[int]) -> dict[int, tuple[int, str | None, str | None, date | None, str | None]]:
        """section_id -> (doc_id, status, trust, updated, lane) without the section text (cheap)."""
        if not ids:
            return {}
        if self.engine == "sql":
            return {int(r[0]): (int(r[1]), r[2], r[3], r[4], r[5]) for r in self._fetch(q.section_meta_sql(ids))}
        return self.lexindex().section_meta(ids)

    def section_terms(self, ids: list[int], terms: list[str]) -> dict[int, frozenset[str]]:
        """section_id -> which of ``terms`` the analyser put into that section (its postings, title
        or body): whether a section holds a query *word*, not a string that merely contains it
        (Korean 우기 is inside 키우기, 38 inside 385). An unknown id holds none."""
        if not ids:
            return {}
        if self.engine == "sql":
            found: dict[int, set[str]] = {}
            for sid, term in self._fetch(q.section_terms_sql(ids, terms)) if terms else ():
                found.setdefault(int(sid), set()).add(str(term))
            return {int(sid): frozenset(found.get(int(sid), ())) for sid in ids}
        return self.lexindex().section_terms(ids, terms)

    def substring(self, text: str, filters: Filters, limit: int) -> list[int]:
        """Sections whose note title, heading or text contains ``text``: title/heading hits
        first (by id), then text hits (in storage order, the scan stops at ``limit``)."""
        if not text.strip() or limit < 1:
            return []
        ids = [int(sid) for (sid,) in self._fetch(q.substring_sql(text, filters, limit, "head"))]
        if len(ids) < limit:
            seen = set(ids)
            more = self._fetch(q.substring_sql(text, filters, limit + len(ids), "text"))
            ids.extend(int(sid) for (sid,) in more if int(sid) not in seen)
        return ids[:limit]

    # ---------------------------------------------------------------- semantic

    def vectors(self) -> tuple[np.ndarray, np.ndarray]:
        """(section ids int64[n], unit vectors float32[n, dim]) of the sections with an embedding
        (the matrix is a copy; searches use the shared set, :meth:`_vecset`)."""
        vs = self._vecset()
        return vs.ids, vs.matrix()

    def _vecset(self) -> VectorSet:
        with self._vec_lock:
            if self._vectors is None:
                try:
                    self._vectors = self._load_vectors()
                except Exception as exc:  # noqa: BLE001 - a damaged Lance table (lance/arrow/OS errors)
                    # Trigger: the shared vector table cannot be read. Why: lexical search must keep
                    # working. Outcome: no vectors for this Store, the reason in ``vectors_error``.
                    self.vectors_error = f"vector table unreadable ({_first_line(exc)}); run `hippo index` to rebuild it"
                    self._vectors = VectorSet.of(np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32))
            return self._vectors

    def _load_vectors(self) -> VectorSet:
        dim = int((self.manifest.get("embedding") or {}).get("dim") or 0)
        rows = self._fetch(q.embedded_sections_sql())
        if not dim or not rows:
            return VectorSet.of(np.zeros(0, dtype=np.int64), np.zeros((0, max(dim, 0)), dtype=np.float32))
        from hippocampus.store.vectors import VectorStore

        vs = VectorStore(self.store_dir / mf.VECTORS, dim)
        positions, matrix = vs.load([h for _, h in rows])
        ids = np.array([rows[i][0] for i in positions], dtype=np.int64)
        return VectorSet.of(ids, matrix, spare=True)

    def _mask(self, filters: Filters, ids: np.ndarray) -> np.ndarray | None:
        if filters.is_empty:
            return None
        with self._lock:
            cached = self._masks.get(filters)
        if cached is None:
            allowed = np.array([sid for (sid,) in self._fetch(q.allowed_sections_sql(filters))], dtype=np.int64)
            cached = np.isin(ids, allowed)
            with self._lock:
                self._masks[filters] = cached
        return cached

    def semantic(self, query_vec: np.ndarray, filters: Filters, limit: int) -> list[tuple[int, float]]:
        """Exact cosine over :meth:`vectors`, only among sections passing ``filters``; best first."""
        vs = self._vecset()
        ids = vs.ids
        if not len(ids) or limit < 1:
            return []
        vec = np.asarray(query_vec, dtype=np.float32).reshape(-1)
        norm = float(np.linalg.norm(vec))
        if norm == 0.0 or vec.shape[0] != vs.dim:
            return []
        scores = vs.products(vec / norm)
        mask = self._mask(filters, ids)
        candidates = np.nonzero(mask)[0] if mask is not None else np.arange(len(ids))
        if not len(candidates):
            return []
        sub = scores[candidates]
        k = min(limit, len(candidates))
        top = np.argpartition(-sub, k - 1)[:k]
        order = sorted(top, key=lambda i: (-sub[i], ids[candidates[i]]))
        return [(int(ids[candidates[i]]), float(sub[i])) for i in order]

    def null_levels(self, key: str, probes: np.ndarray, filters: Filters) -> np.ndarray | None:
        """Best cosine of each probe row (unit vectors) over the sections passing ``filters``;
        None when none of them has an embedding. Cached per (key, filters) for this
        materialization (see hippocampus.search.nullfloor)."""
        with self._lock:
            if (key, filters) in self._nulls:
                return self._nulls[(key, filters)]
        vs = self._vecset()
        mask = self._mask(filters, vs.ids) if len(vs) else None
        levels = None
        if len(vs) and (mask is None or mask.any()) and probes.shape[1] == vs.dim:
            products = vs.products(np.asarray(probes, dtype=np.float32).T)
            levels = np.max(products if mask is None else products[mask], axis=0)
        with self._lock:
            self._nulls[(key, filters)] = levels
        return levels

    def vault_indexes(self) -> tuple[str, ...]:
        """Paths of the notes that link to half the vault or more (queries.vault_indexes_sql),
        read once for this materialization."""
        if self._indexes is None:
            self._indexes = tuple(str(p) for (p,) in self._fetch(q.vault_indexes_sql()))
        return self._indexes

    def cosines(self, query_vec: np.ndarray, section_ids: Iterable[int]) -> dict[int, float]:
        """Cosine of the query to each of ``section_ids`` that has an embedding (the others are
        left out). Used by convex fusion to score lexical candidates the semantic top-k missed."""
        vs = self._vecset()
        ids = vs.ids
        if not len(ids):
            return {}
        asked = np.fromiter((int(sid) for sid in dict.fromkeys(section_ids)), dtype=np.int64)
        pos = np.minimum(np.searchsorted(ids, asked), len(ids) - 1)
        hit = ids[pos] == asked
        vec = np.asarray(query_vec, dtype=np.float32).reshape(-1)
        norm = float(np.linalg.norm(vec))
        if not hit.any() or norm == 0.0 or vec.shape[0] != vs.dim:
            return {}
        scores = vs.gather(pos[hit]) @ (vec / norm)
        return {int(sid): float(c) for sid, c in zip(asked[hit], scores, strict=True)}

    def section_vectors(self, section_ids: list[int]) -> np.ndarray:
        """The unit vectors of those of ``section_ids`` that have an embedding, in the order given
        (float32[k, dim]; the others are left out)."""
        vs = self._vecset()
        ids = vs.ids
        if not len(ids) or not section_ids:
            return np.zeros((0, vs.dim), dtype=np.float32)
        asked = np.asarray(section_ids, dtype=np.int64)
        pos = np.minimum(np.searchsorted(ids, asked), len(ids) - 1)
        return vs.gather(pos[ids[pos] == asked])

    # ---------------------------------------------------------------- rows

    def sections(self, ids: list[int]) -> list[SectionRow]:
        """Rows for ``ids`` in the order given (unknown ids are skipped)."""
        if not ids:
            return []
        if self.engine == "sql":
            rows = {r[0]: r for r in self._fetch(q.sections_sql(ids))}
        else:
            rows = self.section_table().rows(ids)
        out: list[SectionRow] = []
        for sid in ids:
            r = rows.get(int(sid))
            if r is not None:
                fields = list(r)
                fields[14] = tuple(fields[14] or ())  # heading_path: a list from either engine
                out.append(SectionRow(*fields))
        return out

    def section_table(self) -> SectionTable:
        """Every section row in memory, read on first use (once per Store)."""
        with self._rows_lock:
            if self._section_table is None:
                self._section_table = SectionTable.build(self._arrow)
                release_free_heap()
            return self._section_table

    def document(self, path: str) -> DocumentRow | None:
        rows = self._fetch(q.document_sql(path))
        if not rows:
            return None
        r = list(rows[0])
        r[8] = tuple(r[8] or ())
        r[9] = tuple(r[9] or ())
        r[15] = json.loads(r[15]) if r[15] else None
        return DocumentRow(*r)

    def links_from(self, path: str) -> list[LinkRow]:
        return [LinkRow(*r) for r in self._fetch(q.links_from_sql(path))]

    def links_to(self, path: str) -> list[LinkRow]:
        return [LinkRow(*r) for r in self._fetch(q.links_to_sql(path))]

    def coverage(self) -> dict[str, Any]:
        """Embedding coverage of this materialization: what its manifest recorded at publish
        time and what is loadable now, plus the degraded flag and reasons."""
        emb = self.manifest.get("embedding") or {}
        total = int(emb.get("total") or 0)
        embedded = int(emb.get("embedded") or 0)
        return {
            "embedded": embedded,
            "total": total,
            "fraction": 1.0 if total == 0 else embedded / total,
            "pending": int(emb.get("pending") or 0),
            "model_id": emb.get("model_id"),
            "dim": emb.get("dim"),
            "degraded": bool(self.manifest.get("degraded")),
            "reasons": list(self.manifest.get("degraded_reasons") or []),
        }


def _first_line(exc: BaseException | None) -> str:
    text = str(exc or "unknown error").strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}"[:300]
