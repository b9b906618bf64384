"""Writing one materialization's DuckDB file: schema, the per-document delta, and the
vault-wide derived tables (term vocabulary, trigrams, link resolution, stats).

Only ever called on a private copy under ``work/<id>/`` by the single writer; a published
file is never opened read-write.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import duckdb
import pyarrow as pa

from hippocampus.store.extract import DocRecord, SectionRecord, embed_source
from hippocampus.store.language import note_in_korean
from hippocampus.store.queries import scalar
from hippocampus.store.schema import DDL, POSTINGS_COLUMNS, SCHEMA_VERSION


def create_schema(con: duckdb.DuckDBPyConnection) -> None:
    con.execute(DDL)


def _insert_rows(con: duckdb.DuckDBPyConnection, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]],
                 types: Sequence[pa.DataType]) -> None:
    """Bulk insert through Arrow (``executemany`` converts every value separately: ~1000× slower)."""
    if not rows:
        return
    data = pa.table({c: pa.array([r[i] for r in rows], type=t) for i, (c, t) in enumerate(zip(columns, types, strict=True))})
    con.register("_rows", data)
    try:
        con.execute(f"INSERT INTO {table} ({', '.join(columns)}) SELECT {', '.join(columns)} FROM _rows")
    finally:
        con.unregister("_rows")


_LINT_COLUMNS = ("path", "code", "message", "line", "scope")
_LINT_TYPES = (pa.string(), pa.string(), pa.string(), pa.int32(), pa.string())


#: Meta key prefix of an id column's high-water mark (``next_doc_id``, ``next_section_id``).
_NEXT_ID = "next_"


def read_meta(con: duckdb.DuckDBPyConnection) -> dict[str, str]:
    """The meta rows but the id high-water marks (the writer's own, read by :func:`_next_id`)."""
    return {k: v for k, v in con.execute(f"SELECT key, value FROM meta WHERE key NOT LIKE '{_NEXT_ID}%'").fetchall()}


def write_meta(con: duckdb.DuckDBPyConnection, values: dict[str, str]) -> None:
    """Replace the meta rows, keeping the id high-water marks (:func:`_next_id`)."""
    con.execute(f"DELETE FROM meta WHERE key NOT LIKE '{_NEXT_ID}%'")
    rows = sorted({"schema_version": SCHEMA_VERSION, **values}.items())
    _insert_rows(con, "meta", ("key", "value"), rows, (pa.string(), pa.string()))


def document_hashes(con: duckdb.DuckDBPyConnection) -> dict[str, str]:
    return dict(con.execute("SELECT path, sha256 FROM documents").fetchall())


def _next_id(con: duckdb.DuckDBPyConnection, table: str, column: str) -> int:
    """The first id of new rows: past every id this file ever gave, not just the ones left.
    Why: a live reader keeps the rows of deleted sections as dead entries beside the new ones
    (store/lexindex.py, ADR 0030); an id given again after its note was deleted would name two
    rows. The mark lives in ``meta`` (absent in files written before it: the largest id + 1)."""
    row = con.execute("SELECT value FROM meta WHERE key = ?", [_NEXT_ID + column]).fetchone()
    mark = int(row[0]) if row and row[0] else 0
    return max(mark, int(scalar(con, f"SELECT coalesce(max({column}), 0) + 1 FROM {table}")))


def _set_next_id(con: duckdb.DuckDBPyConnection, column: str, value: int) -> None:
    con.execute("DELETE FROM meta WHERE key = ?", [_NEXT_ID + column])
    con.execute("INSERT INTO meta VALUES (?, ?)", [_NEXT_ID + column, str(value)])


def delete_documents(con: duckdb.DuckDBPyConnection, paths: Sequence[str]) -> None:
    """Remove the rows of ``paths`` and take their postings out of the term vocabulary."""
    if not paths:
        return
    con.execute("CREATE OR REPLACE TEMP TABLE gone_docs AS SELECT doc_id FROM documents WHERE path IN (SELECT unnest(?::VARCHAR[]))", [list(paths)])
    con.execute("CREATE OR REPLACE TEMP TABLE gone_secs AS SELECT section_id FROM sections WHERE doc_id IN (SELECT doc_id FROM gone_docs)")
    # One scan of postings (the largest table, not ordered by section): the deleted rows come
    # back (RETURNING) and the vocabulary's document frequencies are taken from them.
    gone = con.execute("DELETE FROM postings WHERE section_id IN (SELECT section_id FROM gone_secs) RETURNING term, section_id").fetchall()
    con.register("gone_posts", pa.table({"term": pa.array([t for t, _ in gone], pa.string()),
                                         "section_id": pa.array([i for _, i in gone], pa.int64())}))
    try:
        con.execute(
            """CREATE OR REPLACE TEMP TABLE gone_df AS
               SELECT term, count(DISTINCT section_id) AS d FROM gone_posts GROUP BY term"""
        )
    finally:
        con.unregister("gone_posts")
    con.execute("UPDATE terms SET df = terms.df - g.d FROM gone_df g WHERE terms.term = g.term")
    con.execute("DELETE FROM sections WHERE doc_id IN (SELECT doc_id FROM gone_docs)")
    con.execute("DELETE FROM links WHERE src_doc_id IN (SELECT doc_id FROM gone_docs)")
    con.execute("DELETE FROM lint WHERE scope = 'note' AND path IN (SELECT unnest(?::VARCHAR[]))", [list(paths)])
    con.execute("DELETE FROM documents WHERE doc_id IN (SELECT doc_id FROM gone_docs)")
    for name in ("gone_docs", "gone_secs", "gone_df"):
        con.execute(f"DROP TABLE {name}")


_DOC_COLUMNS = ("doc_id", "path", "title", "lane", "sector", "type", "status", "trust", "tags", "sources", "created",
                "updated", "sha256", "size", "legacy_id", "frontmatter", "has_frontmatter", "has_frontmatter_error",
                "frontmatter_error", "n_sections", "names", "korean")
_SEC_COLUMNS = ("section_id", "doc_id", "path", "ord", "level", "heading", "heading_path", "anchor", "text", "line_start",
                "line_end", "length", "title_length", "embed_hash")
_LINK_COLUMNS = ("src_doc_id", "src_path", "ord", "line", "target", "heading", "alias", "block", "embed", "markdown")


class _Rows:
    """The rows one :func:`insert_documents` call adds, gathered column by column (Arrow-ready)."""

    def __init__(self, doc_id: int, section_id: int) -> None:
        self.doc_id, self.section_id = doc_id, section_id
        self.docs: dict[str, list[Any]] = {k: [] for k in _DOC_COLUMNS}
        self.secs: dict[str, list[Any]] = {k: [] for k in _SEC_COLUMNS}
        self.links: dict[str, list[Any]] = {k: [] for k in _LINK_COLUMNS}
        self.posts: dict[str, list[Any]] = {"term": [], "section_id": [], "tf": [], "field": []}
        self.lint: list[tuple[Any, ...]] = []

    def add(self, doc: DocRecord) -> None:
        for key, value in (
            ("doc_id", self.doc_id), ("path", doc.path), ("title", doc.title), ("lane", doc.lane), ("sector", doc.sector),
            ("type", doc.type), ("status", doc.status), ("trust", doc.trust), ("tags", list(doc.tags)),
            ("sources", list(doc.sources)), ("created", doc.created), ("updated", doc.updated), ("sha256", doc.sha256),
            ("size", doc.size), ("legacy_id", doc.legacy_id), ("frontmatter", doc.frontmatter),
            ("has_frontmatter", doc.has_frontmatter), ("has_frontmatter_error", doc.frontmatter_error is not None),
            ("frontmatter_error", doc.frontmatter_error), ("n_sections", len(doc.sections)), ("names", doc.names),
            ("korean", note_in_korean(sec.text for sec in doc.sections)),
        ):
            self.docs[key].append(value)
        self.lint.extend((f.path, f.code, f.message, f.line, "note") for f in doc.findings)
        for sec in doc.sections:
            self._add_section(doc, sec)
        for link in doc.links:
            for key, value in (
                ("src_doc_id", self.doc_id), ("src_path", doc.path), ("ord", link.ord), ("line", link.line),
                ("target", link.target), ("heading", link.heading),
                ("alias", link.alias), ("block", link.block), ("embed", link.embed), ("markdown", link.markdown),
            ):
                self.links[key].append(value)
        self.doc_id += 1

    def _add_section(self, doc: DocRecord, sec: SectionRecord) -> None:
        for key, value in (
            ("section_id", self.section_id), ("doc_id", self.doc_id), ("path", doc.path), ("ord", sec.ord), ("level", sec.level),
            ("heading", sec.heading), ("heading_path", list(sec.heading_path)), ("anchor", sec.anchor),
            ("text", sec.text), ("line_start", sec.line_start), ("line_end", sec.line_end), ("length", sec.length),
            ("title_length", sec.title_length), ("embed_hash", sec.embed_hash),
        ):
            self.secs[key].append(value)
        for field, counts in (("body", sec.body_terms), ("title", sec.title_terms)):
            for term, tf in counts.items():
                self.posts["term"].append(term)
                self.posts["section_id"].append(self.section_id)
                self.posts["tf"].append(tf)
                self.posts["field"].append(field)
        self.section_id += 1

    def tables(self) -> dict[str, pa.Table]:
        return {
            "new_docs": pa.table({k: pa.array(v, type=_DOC_TYPES.get(k)) for k, v in self.docs.items()}),
            "new_secs": pa.table({k: pa.array(v, type=_SEC_TYPES.get(k)) for k, v in self.secs.items()}),
            "new_links": pa.table({k: pa.array(v, type=pa.string() if k in _LINK_STR else None) for k, v in self.links.items()}),
            "new_posts": pa.table({
                "term": pa.array(self.posts["term"], pa.string()),
                "section_id": pa.array(self.posts["section_id"], pa.int64()),
                "tf": pa.array(self.posts["tf"], pa.int32()),
                "field": pa.array(self.posts["field"], pa.string()),
            }),
        }


def insert_documents(con: duckdb.DuckDBPyConnection, docs: Sequence[DocRecord]) -> dict[str, int]:
    """Insert documents with their sections, links and postings; add their terms' document
    frequencies to the vocabulary. Returns row counts inserted per table (and the first new
    doc_id: the new documents are ``first_doc_id .. first_doc_id + documents - 1``)."""
    if not docs:
        return {"documents": 0, "sections": 0, "links": 0, "postings": 0, "first_doc_id": 0}
    first_doc_id = _next_id(con, "documents", "doc_id")
    rows = _Rows(first_doc_id, _next_id(con, "sections", "section_id"))
    for doc in docs:
        rows.add(doc)
    tables = rows.tables()
    _set_next_id(con, "doc_id", rows.doc_id)  # the ids after the last added
    _set_next_id(con, "section_id", rows.section_id)
    for name, table in tables.items():
        con.register(name, table)
    try:
        _insert_registered(con, has_links=tables["new_links"].num_rows > 0)
        if rows.lint:
            _insert_rows(con, "lint", _LINT_COLUMNS, rows.lint, _LINT_TYPES)
    finally:
        for name in tables:
            con.unregister(name)
    return {"documents": tables["new_docs"].num_rows, "sections": tables["new_secs"].num_rows,
            "links": tables["new_links"].num_rows, "postings": tables["new_posts"].num_rows, "first_doc_id": first_doc_id}


def _insert_registered(con: duckdb.DuckDBPyConnection, *, has_links: bool) -> None:
    """Copy the registered ``new_*`` Arrow tables into the store and update the vocabulary's df."""
    con.execute("INSERT INTO documents BY NAME SELECT * FROM new_docs")
    con.execute("INSERT INTO sections BY NAME SELECT * FROM new_secs")
    if has_links:
        con.execute("INSERT INTO links BY NAME SELECT *, NULL::VARCHAR AS resolved_path, NULL::VARCHAR AS broken FROM new_links")
    # Sorted by term so that zone maps let a term lookup skip most row groups.
    con.execute("INSERT INTO postings BY NAME SELECT * FROM new_posts ORDER BY term, section_id, field")
    con.execute(
        """CREATE OR REPLACE TEMP TABLE new_df AS
           SELECT term, count(DISTINCT section_id)::INTEGER AS d FROM new_posts GROUP BY term"""
    )
    con.execute("UPDATE terms SET df = terms.df + n.d FROM new_df n WHERE terms.term = n.term")
    con.execute(
        """INSERT INTO terms (term, df, n_trigrams)
           SELECT n.term, n.d, 0 FROM new_df n ANTI JOIN terms t ON t.term = n.term"""
    )
    con.execute("DROP TABLE new_df")


_DOC_TYPES = {
    "doc_id": pa.int32(), "path": pa.string(), "title": pa.string(), "lane": pa.string(), "sector": pa.string(),
    "type": pa.string(), "status": pa.string(), "trust": pa.string(), "tags": pa.list_(pa.string()),
    "sources": pa.list_(pa.string()), "created": pa.date32(), "updated": pa.date32(), "sha256": pa.string(),
    "size": pa.int64(), "legacy_id": pa.string(), "frontmatter": pa.string(), "has_frontmatter": pa.bool_(),
    "has_frontmatter_error": pa.bool_(), "frontmatter_error": pa.string(), "n_sections": pa.int32(), "names": pa.string(),
    "korean": pa.bool_(),
}
_SEC_TYPES = {
    "section_id": pa.int64(), "doc_id": pa.int32(), "path": pa.string(), "ord": pa.int32(), "level": pa.int8(),
    "heading": pa.string(), "heading_path": pa.list_(pa.string()), "anchor": pa.string(), "text": pa.string(),
    "line_start": pa.int32(), "line_end": pa.int32(), "length": pa.int32(), "title_length": pa.int32(),
    "embed_hash": pa.string(),
}
_LINK_STR = {"src_path", "target", "heading", "alias", "block"}


def sort_postings(con: duckdb.DuckDBPyConnection) -> None:
    """Rewrite ``postings`` ordered by term: a term lookup then reads a few row groups (zone
    maps) instead of every one — 3-5x faster BM25 at 10,000 notes. Incremental runs append
    unsorted rows; the indexer re-sorts once enough have piled up."""
    con.execute(f"CREATE TABLE postings_sorted {POSTINGS_COLUMNS}")
    con.execute("INSERT INTO postings_sorted SELECT * FROM postings ORDER BY term, section_id, field")
    con.execute("DROP TABLE postings")
    con.execute("ALTER TABLE postings_sorted RENAME TO postings")


def finish_vocabulary(con: duckdb.DuckDBPyConnection, trigrams: Callable[[str], list[str]]) -> dict[str, int]:
    """Drop terms no section uses any more (and their trigrams); add trigrams of new terms.

    New terms are the ones inserted with ``n_trigrams = 0`` (every real term has ≥ 1 trigram).
    """
    dropped = scalar(con, "SELECT count(*) FROM terms WHERE df <= 0")
    if dropped:
        con.execute("DELETE FROM term_trigrams WHERE term IN (SELECT term FROM terms WHERE df <= 0)")
        con.execute("DELETE FROM terms WHERE df <= 0")
    fresh = [t for (t,) in con.execute("SELECT term FROM terms WHERE n_trigrams = 0").fetchall()]
    if fresh:
        tg_term: list[str] = []
        tg_gram: list[str] = []
        n_tri: list[int] = []
        for term in fresh:
            grams = list(dict.fromkeys(trigrams(term)))
            n_tri.append(len(grams))
            tg_gram.extend(grams)
            tg_term.extend([term] * len(grams))
        con.register("new_tg", pa.table({"trigram": pa.array(tg_gram, pa.string()), "term": pa.array(tg_term, pa.string())}))
        con.register("new_nt", pa.table({"term": pa.array(fresh, pa.string()), "n": pa.array(n_tri, pa.int32())}))
        try:
            con.execute("INSERT INTO term_trigrams SELECT trigram, term FROM new_tg ORDER BY trigram, term")
            con.execute("UPDATE terms SET n_trigrams = n.n FROM new_nt n WHERE terms.term = n.term")
        finally:
            con.unregister("new_tg")
            con.unregister("new_nt")
    return {"terms_added": len(fresh), "terms_dropped": int(dropped)}


def replace_rows(con: duckdb.DuckDBPyConnection, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]],
                 types: Sequence[pa.DataType], where: str = "TRUE") -> bool:
    """Make the rows of ``table`` matching ``where`` equal ``rows``; writes nothing when they
    already are (most runs: unreadable files, attachments and link findings did not change).
    Returns whether it wrote."""
    new = [tuple(r) for r in rows]
    old = [tuple(r) for r in con.execute(f"SELECT {', '.join(columns)} FROM {table} WHERE {where}").fetchall()]
    if Counter(new) == Counter(old):
        return False
    new.sort(key=lambda r: tuple((v is None, "" if v is None else str(v)) for v in r))
    con.execute(f"DELETE FROM {table} WHERE {where}")
    _insert_rows(con, table, columns, new, types)
    return True


def replace_vault_lint(con: duckdb.DuckDBPyConnection, rows: Iterable[Sequence[Any]]) -> bool:
    """Replace the lint rows that depend on the whole vault (links, unreadable files)."""
    return replace_rows(con, "lint", _LINT_COLUMNS, rows, _LINT_TYPES, where="scope = 'vault'")


def update_stats(con: duckdb.DuckDBPyConnection) -> None:
    con.execute("DELETE FROM stats")
    con.execute(
        """INSERT INTO stats
           SELECT (SELECT count(*) FROM documents), count(*),
                  coalesce(avg(length), 0), coalesce(avg(title_length), 0)
           FROM sections"""
    )


def rehash_sections(con: duckdb.DuckDBPyConnection, hasher: Callable[[str], str | None]) -> int:
    """Recompute every section's ``embed_hash`` (the embedder's model or input format changed)."""
    rows = con.execute(
        """SELECT s.section_id, d.title, s.heading_path, s.level, s.text
           FROM sections s JOIN documents d ON d.doc_id = s.doc_id"""
    ).fetchall()
    if not rows:
        return 0
    ids = [r[0] for r in rows]
    hashes = [hasher(embed_source(r[1], r[2], r[3], r[4])) for r in rows]
    con.register("rehash", pa.table({"section_id": pa.array(ids, pa.int64()), "h": pa.array(hashes, pa.string())}))
    try:
        con.execute("UPDATE sections SET embed_hash = r.h FROM rehash r WHERE sections.section_id = r.section_id")
    finally:
        con.unregister("rehash")
    return len(rows)


def pending_embeddings(con: duckdb.DuckDBPyConnection, pending: set[str]) -> list[tuple[str, str, list[str], int, str]]:
    """(embed_hash, title, heading_path, level, text) of the first section (by id) of each
    hash in ``pending`` (the inputs without a vector), in section order."""
    if not pending:
        return []
    return con.execute(
        """SELECT s.embed_hash, arg_min(d.title, s.section_id), arg_min(s.heading_path, s.section_id),
                  arg_min(s.level, s.section_id), arg_min(s.text, s.section_id)
           FROM sections s JOIN documents d ON d.doc_id = s.doc_id
           WHERE s.embed_hash IN (SELECT unnest(?::VARCHAR[]))
           GROUP BY s.embed_hash ORDER BY min(s.section_id)""",
        [sorted(pending)],
    ).fetchall()


def section_hashes(con: duckdb.DuckDBPyConnection) -> list[str | None]:
    """The embed_hash of every section (NULL when no embedder could hash its input)."""
    return con.execute("SELECT embed_hash FROM sections").to_arrow_table().column(0).to_pylist()  # Arrow: 40 → 24 ms at 100k
