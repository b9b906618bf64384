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


def fast_duckdb_params() -> None:
    """DuckDB's Python binding tries ``import pandas`` twice per element of a bound list
    parameter. When pandas is not installed each attempt walks ``sys.path`` again (failed
    imports are not cached): a 100-id lookup went from 4 ms to 29 ms. Recording pandas as
    absent once (only when it really is absent) restores the fast path. Measured in
    docs/BENCHMARKS.md; belongs in the store reader eventually.
    """
    global _PANDAS_CHECKED
    if _PANDAS_CHECKED:
        return
    _PANDAS_CHECKED = True
    import importlib.util
    import sys

    if "pandas" not in sys.modules and importlib.util.find_spec("pandas") is None:
        # Not ``sys.modules["pandas"] = None``: libraries test ``"pandas" in sys.modules`` to
        # decide that pandas *is* importable (LanceDB's converters do, and then every LanceDB
        # write in this process fails: a gateway that searched could no longer reindex).
        # A finder first on ``sys.meta_path`` answers "no pandas" at once instead.
        if not any(isinstance(f, _NoPandas) for f in sys.meta_path):
            sys.meta_path.insert(0, _NoPandas())


class _NoPandas:
    """Meta-path finder: ``import pandas`` fails immediately (pandas is not installed)."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name == "pandas" or name.startswith("pandas."):
            raise ModuleNotFoundError("No module named 'pandas'", name=name)
        return None
