"""Pure SQL builders for the derived store (ARCHITECTURE practice 6).

Every function returns ``(sql, params)`` and touches no database, so the exact SQL can be
unit-tested. Parameters are always bound (``?``), never formatted into the text; only
identifiers and numbers that come from this module are inlined.

Governance filters are applied *inside* candidate generation (SPEC §3): a lane or path
filter restricts which sections can be scored at all, not only the final list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from vault_schema.layout import path_key

ARCHIVED = "archived"


@dataclass(frozen=True)
class Filters:
    """Which documents a query may see. Empty tuples mean "no restriction".

    Archived documents (``status: archived``) are excluded unless ``include_archived`` is set
    or ``statuses`` names ``archived`` explicitly.
    """

    lanes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    trusts: tuple[str, ...] = ()
    statuses: tuple[str, ...] = ()
    path_prefix: str | None = None
    include_archived: bool = False
    # documents never to see: exact paths, and lanes (a NULL lane is never excluded)
    exclude_paths: tuple[str, ...] = ()
    exclude_lanes: tuple[str, ...] = ()
    # ... and path prefixes (a folder inside a lane, e.g. the approval cards)
    exclude_prefixes: tuple[str, ...] = ()

    @property
    def is_empty(self) -> bool:
        """True when every section passes (nothing to filter on)."""
        restricted = self.lanes or self.types or self.trusts or self.statuses or self.path_prefix
        excluded = self.exclude_paths or self.exclude_lanes or self.exclude_prefixes
        return not (restricted or excluded) and self.include_archived


@dataclass(frozen=True)
class BM25Params:
    k1: float = 1.2
    b: float = 0.75
    title_weight: float = 2.0


Query = tuple[str, list[Any]]


def scalar(con: Any, sql: str, params: list[Any] | None = None) -> Any:
    """The first column of the first row of ``sql`` (an aggregate always has one row)."""
    row = con.execute(sql, params or []).fetchone()
    if row is None:
        raise LookupError(f"no row from: {sql[:80]}")
    return row[0]


def filter_clause(filters: Filters, doc: str = "d") -> Query:
    """A boolean SQL expression over the documents alias ``doc`` (``TRUE`` when unrestricted)."""
    parts: list[str] = []
    params: list[Any] = []
    for column, values in (("lane", filters.lanes), ("type", filters.types), ("trust", filters.trusts), ("status", filters.statuses)):
        if values:
            parts.append(f"{doc}.{column} IN ({', '.join('?' for _ in values)})")
            params.extend(values)
    if filters.path_prefix:  # compared composed (NFC): a Mac stores names decomposed, users type them composed
        parts.append(f"starts_with(nfc_normalize({doc}.path), ?)")
        params.append(path_key(filters.path_prefix))
    if filters.exclude_paths:
        parts.append(f"{doc}.path NOT IN ({', '.join('?' for _ in filters.exclude_paths)})")
        params.extend(filters.exclude_paths)
    if filters.exclude_lanes:
        parts.append(f"({doc}.lane IS NULL OR {doc}.lane NOT IN ({', '.join('?' for _ in filters.exclude_lanes)}))")
        params.extend(filters.exclude_lanes)
    for prefix in filters.exclude_prefixes:
        parts.append(f"NOT starts_with({doc}.path, ?)")
        params.append(prefix)
    if not filters.include_archived and ARCHIVED not in filters.statuses:
        parts.append(f"({doc}.status IS NULL OR {doc}.status <> '{ARCHIVED}')")
    return (" AND ".join(parts) if parts else "TRUE"), params


def lexical_sql(terms: list[tuple[str, float]], filters: Filters, limit: int, params: BM25Params = BM25Params()) -> Query:
    """BM25 over the postings of the weighted query terms, two fields (body, title).

    score(s) = Σ_t w_t · idf_t · ( bm25tf(tf_body, len_body, avg_body)
                                  + title_weight · bm25tf(tf_title, len_title, avg_title) )
    with idf_t = ln(1 + (N − df + 0.5) / (df + 0.5)) and
    bm25tf(tf, len, avg) = tf (k1 + 1) / (tf + k1 (1 − b + b · len / avg)).
    A term given twice keeps its largest weight.
    """
    if limit < 1:
        raise ValueError("limit must be >= 1")
    where, fparams = filter_clause(filters)
    k1, b, tw = float(params.k1), float(params.b), float(params.title_weight)
    sql = f"""
WITH q AS (
    SELECT term, max(w) AS w
    FROM (SELECT unnest(?::VARCHAR[]) AS term, unnest(?::DOUBLE[]) AS w)
    GROUP BY term
),
st AS (SELECT n_sections, greatest(avg_body_length, 1e-9) AS avg_body, greatest(avg_title_length, 1e-9) AS avg_title FROM stats),
qt AS (
    SELECT q.term, q.w * ln(1 + (st.n_sections - t.df + 0.5) / (t.df + 0.5)) AS wi
    FROM q JOIN terms t ON t.term = q.term CROSS JOIN st
)
SELECT p.section_id,
       sum(qt.wi * (p.tf * ({k1} + 1)) / (p.tf + {k1} * (1 - {b} + {b} *
           CASE WHEN p.field = 'title' THEN s.title_length / st.avg_title ELSE s.length / st.avg_body END))
           * CASE WHEN p.field = 'title' THEN {tw} ELSE 1.0 END) AS score
FROM postings p
JOIN qt ON qt.term = p.term
JOIN sections s ON s.section_id = p.section_id
JOIN documents d ON d.doc_id = s.doc_id
CROSS JOIN st
WHERE {where}
GROUP BY p.section_id
ORDER BY score DESC, p.section_id
LIMIT {int(limit)}
"""
    return sql, [[t for t, _ in terms], [float(w) for _, w in terms], *fparams]


#: The parts both forms of :func:`note_lexical_sql` share: the query terms (``q``, two
#: parameters) and the per-note lengths (``nl``); the per (term, note) tf of the sections' fields
#: (``tp``); the score per note, filtered, ranked and cut.
_NOTE_Q_NL = """WITH q AS (
    SELECT term, max(w) AS w
    FROM (SELECT unnest(?::VARCHAR[]) AS term, unnest(?::DOUBLE[]) AS w)
    GROUP BY term
),
nl AS (
    SELECT doc_id, count(*) AS n_sec, sum(length)::DOUBLE AS body_len, min(title_length)::DOUBLE AS title_len,
           greatest(sum(title_length) - count(*) * min(title_length), 1)::DOUBLE AS head_len
    FROM sections GROUP BY doc_id
),
"""
_NOTE_TP = """tp AS (
    SELECT p.term, s.doc_id,
           coalesce(sum(p.tf) FILTER (WHERE p.field <> 'title'), 0)::DOUBLE AS body_tf,
           coalesce(sum(p.tf) FILTER (WHERE p.field = 'title'), 0)::DOUBLE AS t_sum,
           count(*) FILTER (WHERE p.field = 'title') AS t_cnt,
           min(p.tf) FILTER (WHERE p.field = 'title') AS t_min
    FROM postings p JOIN q ON q.term = p.term JOIN sections s ON s.section_id = p.section_id
    GROUP BY p.term, s.doc_id
),
"""


def _note_tail(where: str, k1: float, limit: int) -> str:
    return f"""SELECT g.doc_id, sum(g.wi * g.tfw * ({k1} + 1) / (g.tfw + {k1})) AS score
FROM g JOIN documents d ON d.doc_id = g.doc_id
WHERE {where}
GROUP BY g.doc_id
ORDER BY score DESC, g.doc_id
LIMIT {int(limit)}
"""


def note_lexical_sql(terms: list[tuple[str, float]], filters: Filters, limit: int, params: Any,
                     names: Sequence[tuple[int, str]] = ()) -> Query:
    """BM25F over whole notes (hippocampus/store/notelex.py, the formula and the fields): per
    (term, note) the body tf summed over the sections, the title tf common to every section's
    title field, the headings tf as the rest; df and the average field lengths over every note
    with a section (unfiltered, as N of the section BM25). ``params`` is a ``NoteBM25Params``;
    with ``params.w_name`` > 0 also the name field, from ``names``: (doc id, term) per word
    of each note's names (SQL has no analyser: notelex.note_names and name_terms make them)."""
    if limit < 1:
        raise ValueError("limit must be >= 1")
    if float(getattr(params, "w_name", 0.0)) > 0:
        return _note_lexical_named_sql(terms, filters, limit, params, names)
    where, fparams = filter_clause(filters)
    k1, b = float(params.k1), float(params.b)
    wt, wh, wb = float(params.w_title), float(params.w_headings), float(params.w_body)
    sql = f"""
{_NOTE_Q_NL}st AS (
    SELECT count(*) AS n_notes, greatest(avg(body_len), 1e-9) AS avg_body, greatest(avg(title_len), 1e-9) AS avg_title,
           greatest(avg(head_len), 1e-9) AS avg_head
    FROM nl
),
{_NOTE_TP}nf AS (SELECT term, count(*) AS nf FROM tp GROUP BY term),
f AS (
    SELECT tp.term, tp.doc_id, tp.body_tf, nl.body_len, nl.title_len, nl.head_len,
           CASE WHEN tp.t_cnt >= nl.n_sec THEN coalesce(tp.t_min, 0) ELSE 0 END::DOUBLE AS title_tf,
           tp.t_sum, nl.n_sec
    FROM tp JOIN nl ON nl.doc_id = tp.doc_id
),
g AS (
    SELECT f.term, f.doc_id,
           {wb} * f.body_tf / (1 - {b} + {b} * f.body_len / st.avg_body)
         + {wt} * f.title_tf / (1 - {b} + {b} * f.title_len / st.avg_title)
         + {wh} * (f.t_sum - f.n_sec * f.title_tf) / (1 - {b} + {b} * f.head_len / st.avg_head) AS tfw,
           q.w * ln(1 + (st.n_notes - nf.nf + 0.5) / (nf.nf + 0.5)) AS wi
    FROM f JOIN q ON q.term = f.term JOIN nf ON nf.term = f.term CROSS JOIN st
)
{_note_tail(where, k1, limit)}"""
    return sql, [[t for t, _ in terms], [float(w) for _, w in terms], *fparams]


#: The file-name field's common table expressions (``nl``: per-note lengths; two parameters, the
#: names' doc ids and terms): ``nres`` the name tf per (doc, term) beyond the title's, ``nlen``
#: the field's length per note (at least 1).
_NAME_CTES = """nraw AS (
    SELECT n.doc_id, n.term, count(*)::DOUBLE AS n_tf
    FROM (SELECT unnest(?::BIGINT[]) AS doc_id, unnest(?::VARCHAR[]) AS term) n
    WHERE n.term IN (SELECT term FROM terms) AND n.doc_id IN (SELECT doc_id FROM nl)
    GROUP BY n.doc_id, n.term
),
ntitle AS (
    SELECT r.doc_id, r.term,
           CASE WHEN count(p.tf) >= any_value(nl.n_sec) THEN coalesce(min(p.tf), 0) ELSE 0 END::DOUBLE AS title_tf
    FROM nraw r JOIN nl ON nl.doc_id = r.doc_id
    LEFT JOIN (SELECT p.term, s.doc_id, p.tf FROM postings p JOIN sections s ON s.section_id = p.section_id
               WHERE p.field = 'title') p ON p.term = r.term AND p.doc_id = r.doc_id
    GROUP BY r.doc_id, r.term
),
nres AS (
    SELECT r.doc_id, r.term, greatest(r.n_tf - t.title_tf, 0) AS name_tf
    FROM nraw r JOIN ntitle t ON t.doc_id = r.doc_id AND t.term = r.term
),
nlen AS (
    SELECT nl.doc_id, greatest(coalesce(sum(nres.name_tf), 0), 1)::DOUBLE AS name_len
    FROM nl LEFT JOIN nres ON nres.doc_id = nl.doc_id GROUP BY nl.doc_id
),
"""


def _note_lexical_named_sql(terms: list[tuple[str, float]], filters: Filters, limit: int, params: Any,
                            names: Sequence[tuple[int, str]]) -> Query:
    """:func:`note_lexical_sql` with the file-name field: per (term, note) the name's count of a
    vocabulary term beyond the note title's tf of it; its length per note the sum of those (at
    least 1); a note counts for a term's df when any field holds it."""
    where, fparams = filter_clause(filters)
    k1, b = float(params.k1), float(params.b)
    wt, wh, wb, wn = float(params.w_title), float(params.w_headings), float(params.w_body), float(params.w_name)
    sql = f"""
{_NOTE_Q_NL}{_NAME_CTES}st AS (
    SELECT count(*) AS n_notes, greatest(avg(body_len), 1e-9) AS avg_body, greatest(avg(title_len), 1e-9) AS avg_title,
           greatest(avg(head_len), 1e-9) AS avg_head, greatest(avg(name_len), 1e-9) AS avg_name
    FROM nl JOIN nlen USING (doc_id)
),
{_NOTE_TP}tn AS (
    SELECT coalesce(tp.term, nq.term) AS term, coalesce(tp.doc_id, nq.doc_id) AS doc_id,
           coalesce(tp.body_tf, 0) AS body_tf, coalesce(tp.t_sum, 0) AS t_sum, coalesce(tp.t_cnt, 0) AS t_cnt, tp.t_min,
           coalesce(nq.name_tf, 0) AS name_tf
    FROM tp FULL OUTER JOIN (SELECT nres.* FROM nres JOIN q ON q.term = nres.term WHERE nres.name_tf > 0) nq
         ON nq.term = tp.term AND nq.doc_id = tp.doc_id
),
nf AS (SELECT term, count(*) AS nf FROM tn GROUP BY term),
f AS (
    SELECT tn.term, tn.doc_id, tn.body_tf, nl.body_len, nl.title_len, nl.head_len, nlen.name_len, tn.name_tf,
           CASE WHEN tn.t_cnt >= nl.n_sec THEN coalesce(tn.t_min, 0) ELSE 0 END::DOUBLE AS title_tf,
           tn.t_sum, nl.n_sec
    FROM tn JOIN nl ON nl.doc_id = tn.doc_id JOIN nlen ON nlen.doc_id = tn.doc_id
),
g AS (
    SELECT f.term, f.doc_id,
           {wb} * f.body_tf / (1 - {b} + {b} * f.body_len / st.avg_body)
         + {wt} * f.title_tf / (1 - {b} + {b} * f.title_len / st.avg_title)
         + {wh} * (f.t_sum - f.n_sec * f.title_tf) / (1 - {b} + {b} * f.head_len / st.avg_head)
         + {wn} * f.name_tf / (1 - {b} + {b} * f.name_len / st.avg_name) AS tfw,
           q.w * ln(1 + (st.n_notes - nf.nf + 0.5) / (nf.nf + 0.5)) AS wi
    FROM f JOIN q ON q.term = f.term JOIN nf ON nf.term = f.term CROSS JOIN st
)
{_note_tail(where, k1, limit)}"""
    return sql, [[t for t, _ in terms], [float(w) for _, w in terms], [int(d) for d, _ in names], [t for _, t in names], *fparams]


#: A note linking to at least this share of the vault's notes (and to at least
#: :data:`INDEX_MIN_LINKS` of them) is the vault's index: a table of contents, not an answer
#: (hippocampus.search.store_api.vault_indexes).
INDEX_SHARE = 0.5
INDEX_MIN_LINKS = 50


def vault_indexes_sql() -> Query:
    return (f"""
SELECT src_path FROM links WHERE resolved_path IS NOT NULL AND resolved_path <> src_path
GROUP BY src_path
HAVING count(DISTINCT resolved_path) >= greatest({INDEX_MIN_LINKS}, {INDEX_SHARE} * (SELECT count(*) FROM documents))
ORDER BY src_path
""", [])


def doc_sections_sql(doc_ids: list[int]) -> Query:
    """(doc_id, section_id) of every section of the given notes, by section id."""
    return ("SELECT doc_id, section_id FROM sections WHERE doc_id IN (SELECT unnest(?::BIGINT[])) ORDER BY section_id",
            [[int(d) for d in doc_ids]])


def doc_freq_sql(terms: list[str]) -> Query:
    return "SELECT term, df FROM terms WHERE term IN (SELECT unnest(?::VARCHAR[]))", [list(terms)]


def section_count_sql() -> Query:
    return "SELECT n_sections FROM stats", []


def mean_section_length_sql() -> Query:
    return "SELECT avg_body_length FROM stats", []


#: (notes, notes written in Korean, notes whose language is known) from the indexer's column
KOREAN_COLUMN_SQL: Query = ("SELECT count(*), count(*) FILTER (WHERE korean), count(korean) FROM documents", [])


def korean_notes_sql() -> Query:
    """(notes read, notes written mostly in Korean) from every note's text, for a store of a schema
    before ``documents.korean``: a note is Korean when the first ``language.NOTE_PREFIX``
    characters of its sections hold at least as many Hangul words as Latin ones
    (store/language.py: note_in_korean, the rule the indexer applies)."""
    from hippocampus.store.language import HANGUL_PATTERN, LATIN_PATTERN, NOTE_PREFIX

    text = f"left(text, {NOTE_PREFIX})"
    return (
        f"WITH words AS (SELECT doc_id, sum(len(regexp_extract_all({text}, ?))) AS hangul, "
        f"sum(len(regexp_extract_all({text}, ?))) AS latin FROM sections GROUP BY doc_id) "
        "SELECT count(*), count(*) FILTER (WHERE hangul >= greatest(1, latin)) FROM words",
        [HANGUL_PATTERN, LATIN_PATTERN],
    )


def section_terms_sql(ids: list[int], terms: list[str]) -> Query:
    """(section_id, term) for each of ``terms`` the analyser put into each section (title or body)."""
    return (
        "SELECT DISTINCT section_id, term FROM postings WHERE section_id IN (SELECT unnest(?::BIGINT[])) "
        "AND term IN (SELECT unnest(?::VARCHAR[]))",
        [[int(i) for i in ids], list(terms)],
    )


def section_meta_sql(ids: list[int]) -> Query:
    """(section_id, doc_id, status, trust, updated, lane) of sections, without their text."""
    return (
        "SELECT s.section_id, s.doc_id, d.status, d.trust, d.updated, d.lane FROM sections s "
        "JOIN documents d ON d.doc_id = s.doc_id WHERE s.section_id IN (SELECT unnest(?::BIGINT[]))",
        [[int(i) for i in ids]],
    )


def fuzzy_sql(trigrams: list[str], term: str, limit: int, min_sim: float) -> Query:
    """Vocabulary terms sharing trigrams with a query term, by trigram Jaccard similarity.

    The query term itself is not returned (it is matched exactly by the lexical query).
    """
    n = len(set(trigrams))
    sql = f"""
WITH q AS (SELECT DISTINCT unnest(?::VARCHAR[]) AS trigram),
shared AS (
    SELECT tt.term, count(*) AS n_shared
    FROM term_trigrams tt JOIN q ON q.trigram = tt.trigram
    GROUP BY tt.term
)
SELECT * FROM (
    SELECT shared.term, shared.n_shared / ({n} + t.n_trigrams - shared.n_shared) AS sim, t.df
    FROM shared JOIN terms t ON t.term = shared.term
    WHERE shared.term <> ?
)
WHERE sim >= ?
ORDER BY sim DESC, df DESC, term
LIMIT {int(limit)}
"""
    return sql, [sorted(set(trigrams)), term, float(min_sim)]


def substring_sql(text: str, filters: Filters, limit: int, part: str = "head") -> Query:
    """Sections containing ``text``: ``part="head"`` in the note title or the heading (checked
    first, small columns), ``part="text"`` in the section text. The text query has no ORDER BY
    so that DuckDB stops scanning once ``limit`` rows are found. Case-insensitive only when
    ``text`` has cased letters (Hangul has none: no ``lower()`` over every text)."""
    where, fparams = filter_clause(filters)
    cased = text.lower() != text.upper()

    def has(column: str) -> str:
        return f"contains(lower({column}), lower(?))" if cased else f"contains({column}, ?)"

    if part == "head":
        cond, params = f"({has('s.heading')} OR {has('d.title')})", [text, text]
        order = "ORDER BY s.section_id"
    elif part == "text":
        cond, params = has("s.text"), [text]
        order = ""
    else:
        raise ValueError(f"part must be 'head' or 'text', not {part!r}")
    sql = f"""
SELECT s.section_id
FROM sections s JOIN documents d ON d.doc_id = s.doc_id
WHERE {where} AND {cond}
{order}
LIMIT {int(limit)}
"""
    return sql, [*fparams, *params]


def allowed_sections_sql(filters: Filters) -> Query:
    """Ids of the sections passing ``filters`` (the semantic mask)."""
    where, params = filter_clause(filters)
    return f"SELECT s.section_id FROM sections s JOIN documents d ON d.doc_id = s.doc_id WHERE {where}", params


SECTION_COLUMNS = (
    "s.section_id, s.doc_id, d.path, d.title, d.lane, d.sector, d.type, d.status, d.trust, d.updated, "
    "s.anchor, s.ord, s.level, s.heading, s.heading_path, s.text, s.length, s.embed_hash, "
    "CASE WHEN s.ord = 0 THEN d.names ELSE '' END AS names"
)


def sections_sql(ids: list[int]) -> Query:
    """Full rows for section ids, joined with their document's governance columns."""
    sql = f"""
SELECT {SECTION_COLUMNS}
FROM sections s JOIN documents d ON d.doc_id = s.doc_id
WHERE s.section_id IN (SELECT unnest(?::BIGINT[]))
"""
    return sql, [[int(i) for i in ids]]


DOCUMENT_COLUMNS = (
    "doc_id, path, title, lane, sector, type, status, trust, tags, sources, created, updated, "
    "sha256, size, legacy_id, frontmatter, has_frontmatter, has_frontmatter_error, frontmatter_error, n_sections"
)


def document_sql(path: str) -> Query:
    return f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE path = ?", [path]


LINK_COLUMNS = "src_doc_id, src_path, ord, line, target, heading, alias, block, embed, resolved_path, broken"


def links_from_sql(path: str) -> Query:
    return f"SELECT {LINK_COLUMNS} FROM links WHERE src_path = ? ORDER BY ord", [path]


def links_to_sql(path: str) -> Query:
    return f"SELECT {LINK_COLUMNS} FROM links WHERE resolved_path = ? ORDER BY src_path, ord", [path]


def embedded_sections_sql() -> Query:
    """(section_id, embed_hash) of every section with an embed input, by id."""
    return "SELECT section_id, embed_hash FROM sections WHERE embed_hash IS NOT NULL ORDER BY section_id", []


def table_counts_sql(tables: tuple[str, ...]) -> Query:
    """One row with the row count of each table (table names come from the schema module)."""
    cols = ", ".join(f"(SELECT count(*) FROM {t}) AS {t}" for t in tables)
    return f"SELECT {cols}", []
