"""The tables of one materialization's ``store.duckdb`` (documented in docs/adr/0001-derived-store.md).

Everything here is regenerable from the vault. The file's content depends only on the vault,
the tokenizer version and the embedder's model id — never on the materialization id or the
time of the run — so an incremental run and a full rebuild of the same vault hold the same
rows (ids aside) and a manifest-only materialization can share the file (hard link).
"""

from __future__ import annotations

from typing import Any

SCHEMA_VERSION = "8"  # 8: a README/index note is titled by its H1, else its folder (vault_schema.note.name_title); 3: links.markdown (Markdown links are links); 4: math holds no links, updated reads modified:; 5: aliases and tags are first-section text; 6: documents.korean; 7: an Excalidraw drawing's sections are its typed text (vault_schema/drawing.py)


#: Columns added to the schema since stores in use were written, with the value a store written
#: before them reads as: (table, column, SQL default). A reader opens an older store through
#: temporary views that add them (:func:`compat_views`), so search works on it until the next
#: `hippo index` rebuilds it whole (which `hippo status` announces, :func:`rebuild_reason`).
ADDED_COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("documents", "names", "''"),  # 5: aliases and tags (notelex.frontmatter_names)
    ("documents", "korean", "NULL::BOOLEAN"),  # 6: the note is written in Korean (store/language.py); NULL: not known
)


def compat_views(con: Any) -> list[str]:
    """``CREATE TEMP VIEW`` statements under which an older store reads like a current one: one
    view per table missing a column of :data:`ADDED_COLUMNS`, named like the table (temporary
    objects come first in DuckDB's lookup), selecting its columns and the defaults. Empty for a
    current store. Temporary views belong to one connection or cursor: run them on each.

    Trigger: a store built before schema 5, read by this version before the next `hippo index`
    (an upgrade). Why: every search read ``documents.names`` and failed ("column not found")
    until the rebuild. Outcome: it reads as "no names" and search works as before the upgrade."""
    have = {(t, c) for t, c in con.execute("SELECT table_name, column_name FROM information_schema.columns "
                                           "WHERE table_schema = 'main'").fetchall()}
    if not have:
        return []
    db = con.execute("SELECT current_database()").fetchone()[0]
    missing: dict[str, list[str]] = {}
    for table, column, default in ADDED_COLUMNS:
        if (table, column) not in have and any(t == table for t, _ in have):
            missing.setdefault(table, []).append(f"{default} AS {column}")
    quoted = '"' + str(db).replace('"', '""') + '"'
    return [f"CREATE TEMP VIEW {table} AS SELECT *, {', '.join(cols)} FROM {quoted}.main.{table}" for table, cols in missing.items()]


def rebuild_reason(meta: dict[str, str], analyser_version: str) -> str | None:
    """Why a materialization with these ``meta`` rows cannot be built on and the next ``hippo
    index`` rebuilds from empty (an older store schema, another tokenizer), or ``None``. Read by
    the indexer (index_scan.full_reason) and by ``hippo status`` (freshness), so both say the same."""
    if meta.get("schema_version") != SCHEMA_VERSION:
        return f"store schema changed ({meta.get('schema_version')} -> {SCHEMA_VERSION})"
    if meta.get("tokenizer_version") != analyser_version:
        return f"tokenizer changed ({meta.get('tokenizer_version')} -> {analyser_version})"
    return None


POSTINGS_COLUMNS = """(
    term       VARCHAR NOT NULL,
    section_id BIGINT NOT NULL,
    tf         INTEGER NOT NULL,
    field      VARCHAR NOT NULL
)"""

_DDL = """
CREATE TABLE documents (
    doc_id                INTEGER NOT NULL,
    path                  VARCHAR NOT NULL,
    title                 VARCHAR NOT NULL,
    lane                  VARCHAR NOT NULL,
    sector                VARCHAR,
    type                  VARCHAR,
    status                VARCHAR,
    trust                 VARCHAR,
    tags                  VARCHAR[],
    sources               VARCHAR[],
    created               DATE,
    updated               DATE,
    sha256                VARCHAR NOT NULL,
    size                  BIGINT NOT NULL,
    legacy_id             VARCHAR,
    frontmatter           JSON,
    has_frontmatter       BOOLEAN NOT NULL,
    has_frontmatter_error BOOLEAN NOT NULL,
    frontmatter_error     VARCHAR,
    n_sections            INTEGER NOT NULL,
    names                 VARCHAR NOT NULL, -- aliases and tags beyond the title, one per line (notelex.frontmatter_names)
    korean                BOOLEAN NOT NULL  -- written mostly in Korean (store/language.py: note_in_korean)
);
CREATE TABLE sections (
    section_id   BIGINT NOT NULL,
    doc_id       INTEGER NOT NULL,
    path         VARCHAR NOT NULL,
    ord          INTEGER NOT NULL,
    level        TINYINT NOT NULL,
    heading      VARCHAR NOT NULL,
    heading_path VARCHAR[] NOT NULL,
    anchor       VARCHAR NOT NULL,
    text         VARCHAR NOT NULL,
    line_start   INTEGER NOT NULL,
    line_end     INTEGER NOT NULL,
    length       INTEGER NOT NULL,
    title_length INTEGER NOT NULL,
    embed_hash   VARCHAR
);
CREATE TABLE links (
    src_doc_id    INTEGER NOT NULL,
    src_path      VARCHAR NOT NULL,
    ord           INTEGER NOT NULL,
    line          INTEGER NOT NULL,
    target        VARCHAR NOT NULL,
    heading       VARCHAR,
    alias         VARCHAR,
    block         VARCHAR,
    embed         BOOLEAN NOT NULL,
    markdown      BOOLEAN NOT NULL,
    resolved_path VARCHAR,
    broken        VARCHAR
);
{postings}
CREATE TABLE terms (
    term       VARCHAR NOT NULL,
    df         INTEGER NOT NULL,
    n_trigrams INTEGER NOT NULL
);
CREATE TABLE term_trigrams (
    trigram VARCHAR NOT NULL,
    term    VARCHAR NOT NULL
);
CREATE TABLE stats (
    n_documents        BIGINT NOT NULL,
    n_sections         BIGINT NOT NULL,
    avg_body_length    DOUBLE NOT NULL,
    avg_title_length   DOUBLE NOT NULL
);
CREATE TABLE attachments (path VARCHAR NOT NULL);
CREATE TABLE lint (path VARCHAR NOT NULL, code VARCHAR NOT NULL, message VARCHAR NOT NULL, line INTEGER, scope VARCHAR NOT NULL);
CREATE TABLE unreadable (path VARCHAR NOT NULL, error VARCHAR NOT NULL, detail VARCHAR, size BIGINT);
CREATE TABLE meta (key VARCHAR NOT NULL, value VARCHAR);
"""
DDL = _DDL.format(postings=f"CREATE TABLE postings {POSTINGS_COLUMNS};")

#: Tables whose row counts go into the manifest and are checked on verify.
COUNTED_TABLES: tuple[str, ...] = ("documents", "sections", "links", "postings", "terms", "term_trigrams", "unreadable", "lint")

