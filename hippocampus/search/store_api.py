"""A read query search needs beyond the store reader's public interface.

``document_sections`` prefers a method of the same name on the store (so the reader can take
it over) and otherwise runs a pure query builder through the reader's cursor. (Document
frequencies, the section count and candidate metadata moved to the reader, which answers
them from its in-memory lexical index.)
"""

from __future__ import annotations

from typing import Any

from hippocampus.store.queries import vault_indexes_sql
from vault_schema.layout import path_key

Query = tuple[str, list[Any]]


def document_sections_sql(path: str) -> Query:
    return "SELECT section_id FROM sections WHERE path = ? ORDER BY ord", [path]


def document_sections(store: Any, path: str) -> list[Any]:
    """Every section of the note at ``path``, in document order (empty when not indexed)."""
    if hasattr(store, "document_sections"):
        return list(store.document_sections(path))
    ids = [int(sid) for (sid,) in store._fetch(document_sections_sql(path))]
    return store.sections(ids)


def document_sources_sql(paths: list[str]) -> Query:
    return "SELECT path, sources FROM documents WHERE path IN (SELECT unnest(?::VARCHAR[]))", [list(paths)]


def document_sources(store: Any, paths: list[str]) -> dict[str, tuple[str, ...]]:
    """Each note's ``sources:`` (vault paths its frontmatter cites), for the given paths."""
    if hasattr(store, "document_sources"):
        return dict(store.document_sources(paths))
    return {p: tuple(_cited_path(x) for x in (s or ())) for p, s in store._fetch(document_sources_sql(paths))}


def _cited_path(source: str) -> str:
    """A ``sources:`` entry as a vault path: ``[[10-sources/x.md#Heading]]`` → ``10-sources/x.md``."""
    return source.strip().removeprefix("[[").removesuffix("]]").split("#", 1)[0].split("|", 1)[0].strip()


def titled_sql(title: str, filters: Any, limit: int) -> Query:
    from hippocampus.store.queries import filter_clause

    where, params = filter_clause(filters)
    sql = f"""
SELECT s.section_id
FROM sections s JOIN documents d ON d.doc_id = s.doc_id
WHERE {where} AND d.title = ?
ORDER BY s.doc_id, s.ord
LIMIT {int(limit)}
"""
    return sql, [*params, title]


def titled_sections(store: Any, title: str, filters: Any, limit: int = 5) -> list[int]:
    """Sections of the notes whose title is exactly ``title`` (within ``filters``), first
    sections first; empty for a store that cannot run SQL. A 2-character Korean query uses it:
    the substring search returns title/heading matches in id order up to its limit, so with a
    common word ("요약" in 200+ headings) the note titled with the word can fall past it."""
    if hasattr(store, "titled_sections"):
        return list(store.titled_sections(title, filters, limit))
    if not hasattr(store, "_fetch"):
        return []
    return [int(sid) for (sid,) in store._fetch(titled_sql(title, filters, limit))]


def named_documents(store: Any, query: str) -> tuple[int, ...]:
    """The notes whose name (title, file name, alias or tag) is the whole ``query``
    (Store.named_documents); empty for a store that cannot tell."""
    if hasattr(store, "named_documents"):
        return tuple(store.named_documents(query))
    return ()


def korean_share(store: Any) -> float | None:
    """The share of the vault's notes written in Korean (Store.korean_share); None for a store
    that cannot tell."""
    if hasattr(store, "korean_share"):
        return float(store.korean_share())
    return None


def paths_holding_sql(text: str, limit: int) -> Query:
    return ("SELECT path FROM documents WHERE contains(lower(nfc_normalize(path)), ?) ORDER BY path LIMIT ?",
            [path_key(text).lower(), int(limit)])


def paths_holding(store: Any, text: str, limit: int = 5000) -> list[str]:
    """Paths of the notes whose path holds ``text`` in any case (a path filter's suggestion,
    search/scope.py); empty for a store that cannot run SQL."""
    if not hasattr(store, "_fetch"):
        return []
    return [str(p) for (p,) in store._fetch(paths_holding_sql(text, limit))]


def vault_indexes(store: Any) -> tuple[str, ...]:
    """The notes that link to half the vault or more (at least 50 notes): its tables of contents
    (the rule: store/queries.py ``vault_indexes_sql``; the reader memoises it per materialization);
    empty for a store that cannot run SQL.

    Trigger: a hand-kept or generated index of a whole wiki (the johngrib wiki's root-index.md
    links 966 of its 974 notes; the next note links 30). Why: its link text holds the slug and
    title words of every note, so both legs found it for questions about any of them (first in
    18 of 30 English questions over that wiki). Outcome: left out like the scaffolding, unless the
    query names the file (governance.answer_scope)."""
    try:
        if hasattr(store, "vault_indexes"):
            return tuple(store.vault_indexes())
        if hasattr(store, "_fetch"):
            return tuple(str(p) for (p,) in store._fetch(vault_indexes_sql()))
    except Exception:  # noqa: BLE001 - an index list is an exclusion, never a reason to fail a search
        pass
    return ()


_PANDAS_CHECKED = False


class _AbsentModule:
    """A meta-path finder that answers "not installed" for one module at once, instead of
    letting every ``import`` attempt walk ``sys.path`` again (failed imports are not cached).
    It raises ModuleNotFoundError, exactly what a real miss raises, so ``try: import pandas``
    callers (pyarrow's shim, lancedb) behave as before."""

    def __init__(self, name: str) -> None:
        self.name = name

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> None:
        if fullname == self.name or fullname.startswith(self.name + "."):
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)


def fast_duckdb_params() -> None:
    """DuckDB's Python binding tries ``import pandas`` twice per element of a bound list
    parameter. When pandas is not installed each attempt walks ``sys.path`` again: a 100-id
    lookup went from 4 ms to 29 ms. When (and only when) pandas really is absent, a finder
    that answers the miss at once restores the fast path. Belongs in the store reader.
    """
    global _PANDAS_CHECKED
    if _PANDAS_CHECKED:
        return
    _PANDAS_CHECKED = True
    import importlib.util
    import sys

    if "pandas" not in sys.modules and importlib.util.find_spec("pandas") is None:
        sys.meta_path.insert(0, _AbsentModule("pandas"))
