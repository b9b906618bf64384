"""The SQL builders of the derived store, tested as text + parameters (no database)."""

from __future__ import annotations

import pytest

from hippocampus.store.queries import (
    BM25Params,
    Filters,
    allowed_sections_sql,
    filter_clause,
    fuzzy_sql,
    lexical_sql,
    links_to_sql,
    sections_sql,
    substring_sql,
    table_counts_sql,
)


def test_default_filter_excludes_archived_only():
    sql, params = filter_clause(Filters())
    assert sql == "(d.status IS NULL OR d.status <> 'archived')"
    assert params == []


def test_include_archived_and_nothing_else_is_unrestricted():
    assert filter_clause(Filters(include_archived=True)) == ("TRUE", [])
    assert Filters(include_archived=True).is_empty
    assert not Filters().is_empty


def test_every_filter_is_a_bound_parameter():
    f = Filters(lanes=("wiki", "sources"), types=("concept",), trusts=("human_edit",), statuses=("canonical",), path_prefix="20-wiki/dev/")
    sql, params = filter_clause(f)
    assert sql == (
        "d.lane IN (?, ?) AND d.type IN (?) AND d.trust IN (?) AND d.status IN (?) "
        "AND starts_with(nfc_normalize(d.path), ?) AND (d.status IS NULL OR d.status <> 'archived')"
    )
    assert params == ["wiki", "sources", "concept", "human_edit", "canonical", "20-wiki/dev/"]


def test_excluded_prefixes_are_bound_parameters_and_make_a_filter_non_empty():
    f = Filters(include_archived=True, exclude_prefixes=("30-reviews/approvals/", "x' OR 1=1 --"))
    sql, params = filter_clause(f)
    assert sql == "NOT starts_with(d.path, ?) AND NOT starts_with(d.path, ?)"
    assert params == ["30-reviews/approvals/", "x' OR 1=1 --"]
    assert not f.is_empty


def test_asking_for_archived_status_includes_it():
    sql, params = filter_clause(Filters(statuses=("archived",)))
    assert sql == "d.status IN (?)"
    assert params == ["archived"]


def test_hostile_values_never_reach_the_sql_text():
    evil = "x' OR 1=1 --"
    sql, params = filter_clause(Filters(lanes=(evil,), path_prefix=evil))
    assert evil not in sql
    assert params == [evil, evil]
    sql, params = lexical_sql([(evil, 1.0)], Filters(), 5)
    assert evil not in sql and params[0] == [evil]


def test_lexical_sql_binds_terms_weights_then_filters():
    sql, params = lexical_sql([("해마", 1.0), ("search", 0.5)], Filters(lanes=("wiki",)), 7, BM25Params(k1=1.5, b=0.5, title_weight=3.0))
    assert params == [["해마", "search"], [1.0, 0.5], "wiki"]
    assert "LIMIT 7" in sql
    assert "(1.5 + 1)" in sql and "(1 - 0.5 + 0.5 *" in sql and "THEN 3.0 ELSE 1.0" in sql
    # the filter restricts candidate generation (it is in the scoring query's WHERE)
    assert "WHERE d.lane IN (?)" in sql
    assert "ORDER BY score DESC, p.section_id" in sql


def test_lexical_sql_rejects_a_zero_limit():
    with pytest.raises(ValueError):
        lexical_sql([("a", 1.0)], Filters(), 0)


def test_fuzzy_sql_uses_distinct_trigrams_and_excludes_the_term():
    sql, params = fuzzy_sql(["^ab", "abc", "abc", "bc$"], "abc", 5, 0.4)
    assert params == [["^ab", "abc", "bc$"], "abc", 0.4]
    assert "(3 + t.n_trigrams - shared.n_shared)" in sql
    assert "shared.term <> ?" in sql and "LIMIT 5" in sql


def test_substring_sql_head_then_text_and_case_only_when_cased():
    sql, params = substring_sql("해마", Filters(path_prefix="20-wiki/"), 3)
    assert params == ["20-wiki/", "해마", "해마"]
    assert "contains(s.heading, ?) OR contains(d.title, ?)" in sql and "lower(" not in sql and "LIMIT 3" in sql
    sql, params = substring_sql("DuckDB", Filters(), 4, part="text")
    assert "contains(lower(s.text), lower(?))" in sql and params[-1] == "DuckDB"
    assert "ORDER BY" not in sql  # lets the scan stop at the limit
    with pytest.raises(ValueError):
        substring_sql("x", Filters(), 1, part="body")


def test_allowed_sections_and_rows_and_links():
    sql, params = allowed_sections_sql(Filters(types=("query",)))
    assert "d.type IN (?)" in sql and params == ["query"]
    sql, params = sections_sql([3, 1])
    assert params == [[3, 1]] and "unnest(?::BIGINT[])" in sql
    sql, params = links_to_sql("a.md")
    assert "resolved_path = ?" in sql and params == ["a.md"]


def test_table_counts_sql():
    sql, params = table_counts_sql(("documents", "sections"))
    assert sql == "SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM sections) AS sections"
    assert params == []
