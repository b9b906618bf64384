"""The five promotion gates, each passing and failing (pure: no vault I/O)."""

from __future__ import annotations

from hippocampus.jobs.gates import Fail, GateContext, Pass, gate_cited, gate_linked, gate_meta, gate_source, gate_unique, passed, run_gates, title_key
from vault_schema.links import LinkResolver
from vault_schema.note import parse_note

FILES = ["10-sources/doc.md", "20-wiki/data/duckdb.md", "index.md"]
GOOD = """---
title: DuckDB FTS 한국어
sources: [10-sources/doc.md]
---
# DuckDB FTS 한국어

See [[duckdb]] and 10-sources/doc.md#Caveats.

## 승격 메타

- checked
"""


def ctx(titles=None) -> GateContext:
    return GateContext(titles or {}, LinkResolver(FILES), lambda p: p in FILES)


def note(text: str, path: str = "30-reviews/staging/c.md"):
    return parse_note(path, text)


def test_all_five_pass():
    results = run_gates(note(GOOD), ctx())
    assert results == [Pass("meta"), Pass("unique-title"), Pass("source-copy"), Pass("wikilink"), Pass("citation")] and passed(results)


def test_gate1_meta_section():
    assert isinstance(gate_meta(note(GOOD)), Pass)
    assert isinstance(gate_meta(note(GOOD.replace("## 승격 메타", "## 메모"))), Fail)
    assert isinstance(gate_meta(note(GOOD.replace("## 승격 메타", "### 승격 메타"))), Fail)  # must be a level-2 section
    assert isinstance(gate_meta(note(GOOD.replace("## 승격 메타", "## 승격 메타 (promotion meta)"))), Pass)


def test_gate2_unique_title_ignores_case_width_and_spaces():
    assert isinstance(gate_unique(note(GOOD), ctx({"other title": "20-wiki/x.md"})), Pass)
    result = gate_unique(note(GOOD), ctx({title_key("ＤuckDB  FTS 한국어"): "20-wiki/data/dup.md"}))
    assert isinstance(result, Fail) and "20-wiki/data/dup.md" in result.reason


def test_gate3_source_copy_exists():
    assert isinstance(gate_source(note(GOOD), ctx()), Pass)
    assert isinstance(gate_source(note(GOOD.replace("[10-sources/doc.md]", "['[[doc]]']")), ctx()), Pass)  # wikilink form
    missing = gate_source(note(GOOD.replace("sources: [10-sources/doc.md]", "sources: [10-sources/gone.md]")), ctx())
    assert isinstance(missing, Fail) and "gone.md" in missing.reason
    none = gate_source(note(GOOD.replace("sources: [10-sources/doc.md]", "sources: [https://example.com]")), ctx())
    assert isinstance(none, Fail) and "no 10-sources" in none.reason


def test_gate4_live_wikilink():
    assert isinstance(gate_linked(note(GOOD), ctx()), Pass)
    dead = gate_linked(note(GOOD.replace("[[duckdb]]", "[[nowhere]]")), ctx())
    assert isinstance(dead, Fail) and "[[nowhere]]" in dead.reason
    assert isinstance(gate_linked(note(GOOD.replace("[[duckdb]]", "duckdb")), ctx()), Fail)
    assert isinstance(gate_linked(note(GOOD.replace("[[duckdb]]", "`[[duckdb]]`")), ctx()), Fail)  # code is not a link


def test_gate5_citation_anchor():
    assert isinstance(gate_cited(note(GOOD)), Pass)
    assert isinstance(gate_cited(note(GOOD.replace("10-sources/doc.md#Caveats", "https://duckdb.org/docs"))), Pass)
    assert isinstance(gate_cited(note(GOOD.replace("10-sources/doc.md#Caveats", "the docs"))), Fail)


def test_every_gate_runs_so_a_verdict_lists_every_problem():
    bad = note("---\ntitle: t\n---\n# t\n\nnothing here\n")
    results = run_gates(bad, ctx())
    assert [r.gate for r in results if isinstance(r, Fail)] == ["meta", "source-copy", "wikilink", "citation"]
