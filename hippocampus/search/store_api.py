"""Three read queries search needs beyond the store reader's public interface.

They prefer a method of the same name on the store (so the reader can take them over) and
otherwise run a pure query builder through the reader's cursor. Builders are pure
(ARCHITECTURE practice 6) and unit-tested without a database.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Query = tuple[str, list[Any]]


def doc_freq_sql(terms: Sequence[str]) -> Query:
    return "SELECT term, df FROM terms WHERE term IN (SELECT unnest(?::VARCHAR[]))", [list(terms)]


def section_count_sql() -> Query:
    return "SELECT n_sections FROM stats", []


def document_sections_sql(path: str) -> Query:
    return "SELECT section_id FROM sections WHERE path = ? ORDER BY ord", [path]


def doc_freq(store: Any, terms: Sequence[str]) -> dict[str, int]:
    """Number of sections containing each term (0 for unseen terms)."""
    if hasattr(store, "doc_freq"):
        return store.doc_freq(list(terms))
    if not terms:
        return {}
    found = {t: int(df) for t, df in store._fetch(doc_freq_sql(terms))}
    return {t: found.get(t, 0) for t in terms}


def section_count(store: Any) -> int:
    if hasattr(store, "section_count"):
        return int(store.section_count())
    rows = store._fetch(section_count_sql())
    return int(rows[0][0]) if rows else 0


def document_sections(store: Any, path: str) -> list[Any]:
    """Every section of the note at ``path``, in document order (empty when not indexed)."""
    if hasattr(store, "document_sections"):
        return list(store.document_sections(path))
    ids = [int(sid) for (sid,) in store._fetch(document_sections_sql(path))]
    return store.sections(ids)


def section_meta_sql(ids: Sequence[int]) -> Query:
    return (
        "SELECT s.section_id, s.doc_id, d.status, d.trust, d.updated FROM sections s "
        "JOIN documents d ON d.doc_id = s.doc_id WHERE s.section_id IN (SELECT unnest(?::BIGINT[]))",
        [[int(i) for i in ids]],
    )


def section_meta(store: Any, ids: Sequence[int]) -> dict[int, tuple[int, str | None, str | None, Any]]:
    """section_id -> (doc_id, status, trust, updated) without the section text (cheap)."""
    if not ids:
        return {}
    if hasattr(store, "section_meta"):
        return store.section_meta(list(ids))
    return {int(r[0]): (int(r[1]), r[2], r[3], r[4]) for r in store._fetch(section_meta_sql(ids))}


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
        return None


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
