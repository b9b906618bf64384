"""The five promotion gates, each passing and failing (pure: no vault I/O)."""

from __future__ import annotations

from hippocampus.jobs.gates import (
    Fail,
    GateContext,
    Pass,
    failures,
    gate_cited,
    gate_linked,
    gate_meta,
    gate_source,
    gate_unique,
    passed,
    run_gates,
    title_key,
)
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


def test_title_key_folds_case_width_and_whitespace():
    assert title_key("ＤuckDB  FTS\t한국어 ") == "duckdb fts 한국어"
    assert title_key("Straße") == "strasse" and title_key("Ａ") == "a"


def test_gate2_a_page_may_keep_its_own_title():
    own = note(GOOD, path="20-wiki/data/duckdb-fts.md")
    assert gate_unique(own, ctx({title_key("DuckDB FTS 한국어"): "20-wiki/data/duckdb-fts.md"})) == Pass("unique-title")


def test_gate3_source_refs_count_and_only_10_sources_copies_do():
    refs = GOOD.replace("sources: [10-sources/doc.md]", "source_refs: [10-sources/doc.md]")
    assert gate_source(note(refs), ctx()) == Pass("source-copy")
    assert gate_source(note(GOOD.replace("sources: [10-sources/doc.md]", "source_refs: 10-sources/doc.md")), ctx()) == Pass("source-copy")
    assert isinstance(gate_source(note(GOOD.replace("sources: [10-sources/doc.md]", "source_refs: ''")), ctx()), Fail)
    # a cited file that exists but is not a source copy is not evidence
    elsewhere = gate_source(note(GOOD.replace("sources: [10-sources/doc.md]", "sources: [20-wiki/data/duckdb.md]")), ctx())
    assert isinstance(elsewhere, Fail) and "none of its sources exists under 10-sources/" in elsewhere.reason
    # the first source missing, the second present: still a pass
    two = GOOD.replace("sources: [10-sources/doc.md]", "sources: [10-sources/gone.md, 10-sources/doc.md]")
    assert gate_source(note(two), ctx()) == Pass("source-copy")


def test_gate4_embeds_are_skipped_not_the_end_of_the_search():
    embed_first = GOOD.replace("See [[duckdb]]", "![[10-sources/doc.md]] See [[duckdb]]")
    assert gate_linked(note(embed_first), ctx()) == Pass("wikilink")
    only_embed = gate_linked(note(GOOD.replace("See [[duckdb]]", "See ![[10-sources/doc.md]]")), ctx())
    assert isinstance(only_embed, Fail) and "no `[[wikilink]]` in the body" in only_embed.reason
    # a dead link before a live one does not fail the gate
    assert gate_linked(note(GOOD.replace("See [[duckdb]]", "See [[nowhere]] [[duckdb]]")), ctx()) == Pass("wikilink")


def test_gate4_a_link_to_itself_or_to_a_missing_file_is_not_live():
    files = [*FILES, "20-wiki/data/ghost.md"]
    resolves_only = GateContext({}, LinkResolver(files), lambda p: p in FILES)  # ghost resolves but is gone
    assert isinstance(gate_linked(note(GOOD.replace("[[duckdb]]", "[[ghost]]")), resolves_only), Fail)
    self_link = note(GOOD.replace("[[duckdb]]", "[[duckdb]]"), path="20-wiki/data/duckdb.md")
    assert isinstance(gate_linked(self_link, ctx()), Fail)


def test_results_helpers():
    results = [Pass("meta"), Fail("citation", "none")]
    assert not passed(results) and passed([Pass("meta")]) and passed([])
    assert failures(results) == [Fail("citation", "none")]
    assert Pass("meta").ok is True and Fail("meta", "x").ok is False
    assert Pass("meta").line().startswith("✅ meta") and Fail("meta", "why").line() == "❌ meta: why"


def test_gate4_the_citation_into_its_own_source_or_a_bookkeeping_file_is_no_graph_link():
    # Issue 39: a page linked only to its source is still an orphan of the wiki.
    own = gate_linked(note(GOOD.replace("See [[duckdb]]", "See [[10-sources/doc#Caveats]]")), ctx())
    assert isinstance(own, Fail) and "its own sources" in own.reason and "[[10-sources/doc]]" in own.reason
    listed = gate_linked(note(GOOD.replace("See [[duckdb]]", "See [[doc]]")), ctx())  # its `sources:` entry, by name
    assert isinstance(listed, Fail)
    for bookkeeping in ("[[index]]", "[[index.md]]"):
        assert isinstance(gate_linked(note(GOOD.replace("[[duckdb]]", bookkeeping)), ctx()), Fail)
    # a live link to a note that is not its own source is a graph link, wherever it lives
    other = GateContext({}, LinkResolver([*FILES, "10-sources/other.md"]), lambda p: p in [*FILES, "10-sources/other.md"])
    assert gate_linked(note(GOOD.replace("[[duckdb]]", "[[10-sources/other]]")), other) == Pass("wikilink")
