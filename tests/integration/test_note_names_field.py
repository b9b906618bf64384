"""A note's aliases and tags are names it goes by: the whole-note BM25F's name field holds them
beside its file name (store/notelex.py). An Obsidian user gives "proof by assertion" the alias
"argument from nagging" so that it is found by it; before, that search did not show the note in
its first ten (helper-62's digital garden, D2), nor "finance/personal" the note tagged so (D3).
Real DuckDB stores, both engines, a live reader's derive; no embedder needed."""

from __future__ import annotations

from pathlib import PurePosixPath

import pytest

from hippocampus.config import Settings
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.notelex import NAME_VALUES, NoteBM25Params, frontmatter_names, note_names
from hippocampus.store.reader import Filters, Store
from tests.store_helpers import note, write
from vault_schema.frontmatter import NoteMeta

ALIASED = "20-wiki/Concepts/proof by assertion.md"
TAGGED = "20-wiki/Personal/50 30 20 rule.md"
JEKYLL = "20-wiki/java/private-constructor.md"
NOTES = {
    ALIASED: "---\ntitle: proof by assertion\naliases:\n  - argument from nagging\n  - ad nauseam\n---\n"
             "A proposition is repeatedly restated regardless of contradiction, until the other side gives up.\n",
    TAGGED: "---\ntags: [finance/personal, '#budgeting']\n---\n# 50 30 20 rule\n\nSplit your income: half for needs, "
            "thirty percent for wants, twenty percent for savings.\n",
    JEKYLL: "---\nlayout: wiki\ntitle: private 생성자 사용\ntag: java tip\n---\n기본 생성자 호출을 방지하는 기법이다.\n",
    # notes holding the same words in their text, which the search must not prefer
    "20-wiki/Parenting/chores.md": note("Chores", "Nagging children about chores rarely works; an argument about "
                                                  "fairness works better. Nagging again and again is the worst.\n"),
    "20-wiki/Work/finance team.md": note("Finance team", "The finance team closes the books monthly. Personal "
                                                         "expenses go through the finance portal; finance approves them.\n"),
    "20-wiki/Work/tips.md": note("Tips", "A tip for Java: prefer records. Another tip: java streams are lazy.\n"),
    # hostile frontmatter: ten thousand tags, aliases as a mapping, a list nested in a list
    "20-wiki/Spam/many tags.md": "---\ntitle: Many tags\ntags: [" + ", ".join(f"t{i}" for i in range(10_000)) + "]\n"
                                 "aliases: {a: nagging}\n---\nnothing here\n",
    "20-wiki/Spam/nested.md": "---\ntitle: Nested\naliases: [[nagging, argument]]\n---\nnothing either\n",
}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("aliases")
    for rel, text in NOTES.items():
        write(tmp / "vault", rel, text)
    settings = Settings(vault=tmp / "vault", home=tmp / "home")
    run_index(settings, embed=False, publish_min_seconds=0)
    mem, sql = Store.open_latest(settings.store_dir), Store.open_latest(settings.store_dir, engine="sql")
    yield mem, sql
    mem.close()
    sql.close()


def _lexical(store: Store, query: str) -> list[str]:
    return [h.path for h in search(store, None, query, mode="lexical", params=RankingParams(), abstain=False).hits]


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize(("query", "want"), [
    ("argument from nagging", ALIASED),
    ("finance/personal", TAGGED),
    ("java tip", JEKYLL),
])
def test_a_note_is_found_first_by_its_alias_or_tag(stores, engine, query, want):
    """Each query's words are in other notes' text (the chores note says "nagging" and "argument"
    twice, the finance team note "finance" three times); the note that is *called* so comes first.
    Without the field (``note_w_name`` 0, the plain RRF's lexical leg) it does not."""
    store = stores[engine]
    assert _lexical(store, query)[0] == want
    off = [h.path for h in search(store, None, query, mode="lexical", params=RankingParams(note_w_name=0.0, name_first=False), abstain=False).hits]
    assert off[:1] != [want], off


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize(("query", "word"), [("ad nauseam", "nauseam"), ("budgeting", "budget")])
def test_a_word_only_the_frontmatter_holds_is_searchable(stores, engine, query, word):
    """No note's Markdown text holds "nauseam" (an alias) or "budgeting" (a tag): the first
    section's postings carry the frontmatter's names, so the word is a term and the note a hit,
    while its stored text (the snippet) is the Markdown's."""
    store = stores[engine]
    assert word in store.lexindex().term_id
    hits = search(store, None, query, mode="lexical", params=RankingParams(), abstain=False).hits
    assert [h.path for h in hits] == [ALIASED if word == "nauseam" else TAGGED]
    assert word not in hits[0].snippet.lower()


def test_both_engines_score_the_name_field_alike(stores):
    mem, sql = stores
    named = NoteBM25Params(w_title=3.0, w_name=6.0)
    for terms in ([("nag", 1.0)], [("argument", 1.0), ("nag", 0.5)], [("financ", 1.0), ("person", 1.0)], [("budget", 1.0)], [("tip", 1.0)]):
        a, b = mem.note_lexical(terms, Filters(), 10, named), sql.note_lexical(terms, Filters(), 10, named)
        assert a, terms
        assert [d for d, _ in a] == [d for d, _ in b] and [x for _, x in a] == pytest.approx([x for _, x in b], rel=1e-9), terms


def test_hostile_frontmatter_adds_a_bounded_name_or_none(stores):
    """Ten thousand tags: the first NAME_VALUES count; a mapping or a list of lists is no name."""
    li = stores[0].lexindex()
    names = dict(zip(li.doc_paths, li.doc_names, strict=True))
    assert names["20-wiki/Spam/many tags.md"].split("\n") == ["many tags", *(f"t{i}" for i in range(NAME_VALUES))]
    assert names["20-wiki/Spam/nested.md"] == "nested"
    assert names[TAGGED].split("\n") == ["50 30 20 rule", "finance/personal", "budgeting"]
    assert note_names("a/b.md", "") == "b" and note_names("a/b.md", None) == "b"


def _names(meta: dict, path: str, title: str) -> list[str]:
    return frontmatter_names(NoteMeta(meta), PurePosixPath(path).stem, title)


def test_an_alias_that_restates_the_title_or_file_name_adds_nothing():
    """Obsidian vaults keep a note's old paths as aliases after a move ("How to/Sync notes",
    "getting-started/sync-notes"): the same name again, in another spelling. Counted, the note's
    name field would hold "sync" three times and outrank the note a question is about."""
    meta = {"aliases": ["Sync notes", "getting-started/sync-notes", "How to/Sync Notes", "Selective syncing",
                        "selective-syncing"], "tags": ["sync"]}
    assert _names(meta, "Getting started/Sync notes.md", "Sync notes") == ["Selective syncing", "sync"]
    assert _names({"aliases": ["A new title", "old slug"]}, "a/old-slug.md", "A new title") == []
    assert _names({"aliases": {"a": "b"}, "tags": [["x"], True, 3, "#py"]}, "a/b.md", "B") == ["3", "py"]


def test_coverage_and_matched_terms_read_the_names(stores):
    """The search reads the names beside the first section's text (SectionRow.names): the note an
    alias names holds the query's words, so fusion does not silence its lexical rank for holding
    none of them (rrf_lex_cover), and its hit's coverage says so."""
    mem, _ = stores
    hits = search(mem, None, "argument from nagging", mode="lexical", params=RankingParams(), abstain=False).hits
    assert hits[0].path == ALIASED and hits[0].coverage == pytest.approx(1.0)
    row = next(r for r in mem.sections(list(range(1, 200))) if r.path == ALIASED)
    assert row.ord == 0 and row.names.split("\n") == ["argument from nagging", "ad nauseam"]


def test_a_live_edit_of_the_aliases_is_searched_by_the_new_alias(tmp_path):
    """A long-lived reader adopts the next materialization (its note-level postings derived or
    built): an alias added in the editor is found, the one removed no longer names the note, and
    the derived index answers as a fresh one."""
    vault = tmp_path / "vault"
    for rel in (ALIASED, "20-wiki/Parenting/chores.md"):
        write(vault, rel, NOTES[rel])
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embed=False, publish_min_seconds=0)
    old = Store.open_latest(s.store_dir)
    old.lexindex().notes()
    assert _lexical(old, "chores argument")[0] == "20-wiki/Parenting/chores.md"
    write(vault, ALIASED, NOTES[ALIASED].replace("ad nauseam", "chores argument"))
    run_index(s, embed=False, publish_min_seconds=0)
    new = Store.open_latest(s.store_dir)
    new.adopt(old)
    named = NoteBM25Params(w_title=3.0, w_name=6.0)
    with Store.open(s.store_dir, new.id) as fresh:
        for terms in ([("chore", 1.0), ("argument", 1.0)], [("nauseam", 1.0)], [("nag", 1.0)]):
            assert new.note_lexical(terms, Filters(), 10, named) == fresh.note_lexical(terms, Filters(), 10, named)
    assert _lexical(new, "nauseam") == []
    assert _lexical(new, "argument from nagging")[0] == ALIASED
    old.close()
    new.close()
