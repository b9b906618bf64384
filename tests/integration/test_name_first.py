"""A note the whole query names comes first (``name_first``, fusion.named_first): its title, file
name, an alias or a tag, case and ``-``/``_`` aside, when at most fusion.NAMED_MAX notes go by
that name. On a real vault of clipped pages (helper-67's, 434 notes) the exact title "Learn Claude
Code" came third behind two guides to Claude Code the vectors liked better. Real DuckDB stores,
both engines, the bundled embedder for hybrid mode."""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search.abstention import Evidence, below_floor, decide
from hippocampus.search.fusion import NAMED_MAX, Doc, named_first
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Filters, Store
from tests.store_helpers import indexed_stores, note, write

NAMED = "20-wiki/agents/learn-claude-code.md"
ALIASED = "20-wiki/agents/agent-loop.md"
GUIDES = ("20-wiki/agents/master-claude-code.md", "20-wiki/agents/claude-code-how-to.md")
TAGGED = tuple(f"20-wiki/reading/book-{i}.md" for i in range(NAMED_MAX + 1))
GUIDE_TEXT = (
    "Learn Claude Code step by step: this guide teaches Claude Code from the first prompt to agents.\n\n"
    "## Learn the basics of Claude Code\n\nInstall Claude Code, learn the slash commands, learn the memory file, "
    "learn how Claude Code edits code and runs tests.\n\n"
    "## Learn advanced Claude Code\n\nHooks, skills, subagents and MCP servers in Claude Code: learn each one "
    "with a small exercise, then combine them.\n"
)
NOTES = {
    NAMED: note(
        "Learn Claude Code",
        "A course site: build a nano coding agent from zero, one mechanism at a time "
        "(tool use, planning, worktree isolation). Start at the timeline page.\n",
    ),
    ALIASED: "---\ntitle: The agent loop\naliases:\n  - think act observe\n---\nAn agent reads the context, calls a tool, "
    "reads the result and decides again until the task is done.\n",
    GUIDES[0]: note("Master Claude Code in a weekend", GUIDE_TEXT),
    GUIDES[1]: note("Claude Code how-to guide", GUIDE_TEXT.replace("this guide", "this how-to")),
    "20-wiki/agents/observe.md": note(
        "Observe, think, act",
        "Think before you act; observe what happened; act again. Observe the act of thinking: a loop of think, act, observe.\n",
    ),
    **{
        rel: f"---\ntitle: Book {i}\ntags: [reading-list]\n---\nA book about reading lists and reading habits, number {i}.\n"
        for i, rel in enumerate(TAGGED)
    },
    "20-wiki/misc/how.md": note("How", "A page on the word itself: adverb, conjunction, noun (the how and the why).\n"),
    "20-wiki/reading/reading-list.md": note(
        "Reading habits",
        "My reading list: what I read, when I read it. Reading list notes, reading list tags, one reading list per year.\n",
    ),
}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    with indexed_stores(tmp_path_factory.mktemp("named"), NOTES, embed=True) as stores:
        yield stores


def _paths(stores, engine, query, mode="hybrid", **params):
    store, embedder = stores[engine], stores[2]
    result = search(store, embedder, query, mode=mode, params=RankingParams(**params), abstain=False)
    return [h.path for h in result.hits], result


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize("query", ["Learn Claude Code", "learn claude code", "learn-claude-code", "  Learn   Claude Code "])
def test_the_note_the_query_names_comes_first(stores, engine, query):
    """Its title or its file name, typed in any case or spacing. Precondition: without the rule the
    two guides, which say "learn Claude Code" in every section, rank it lower (else this test would
    prove nothing; the title rule, which would also lift it, off too)."""
    off, _ = _paths(stores, engine, query, name_first=False, title_all_first=False, note_title_all=1.0)
    assert off[0] != NAMED, off
    on, result = _paths(stores, engine, query)
    assert on[0] == NAMED, on
    assert "name" in result.hits[0].reasons
    assert sorted(on[1:3]) == sorted(GUIDES)  # the rest keep their fused order
    lexical, _ = _paths(stores, engine, query, mode="lexical")
    assert lexical[0] == NAMED


@pytest.mark.parametrize("engine", [0, 1])
def test_an_alias_names_its_note(stores, engine):
    on, result = _paths(stores, engine, "Think act observe")
    assert on[0] == ALIASED and "name" in result.hits[0].reasons


@pytest.mark.parametrize("engine", [0, 1])
def test_a_name_many_notes_share_is_a_category_not_a_name(stores, engine):
    """``reading-list`` is the tag of NAMED_MAX + 1 notes: none is put first for it, and no hit says
    "name"; the ranking decides among them as without the rule."""
    on, result = _paths(stores, engine, "reading-list")
    off, _ = _paths(stores, engine, "reading-list", name_first=False)
    assert on == off
    assert not any("name" in h.reasons for h in result.hits)


@pytest.mark.parametrize("engine", [0, 1])
def test_semantic_mode_and_a_filter_are_left_alone(stores, engine):
    """Semantic mode is the vectors alone; a path filter that excludes the named note keeps it out."""
    _, result = _paths(stores, engine, "Learn Claude Code", mode="semantic")
    assert not any("name" in h.reasons for h in result.hits)
    store, embedder = stores[engine], stores[2]
    scoped = search(store, embedder, "Learn Claude Code", filters=Filters(path_prefix="20-wiki/reading/"), abstain=False)
    assert NAMED not in [h.path for h in scoped.hits]


def test_named_first_keeps_each_groups_order():
    docs = [(0.5 - i / 100, Doc(i, (i, "draft", "source", None, "wiki"), (i,))) for i in range(6)]
    out = [d.doc_id for _, d in named_first(docs, frozenset({4, 2}))]
    assert out == [2, 4, 0, 1, 3, 5]


def test_a_named_hit_is_never_nothing_here(stores):
    """Abstention reads "name" among the hits' reasons: evidence below every floor (a common word
    as a title, "Budget") still answers when a hit is named by the query; without it, abstains."""
    _, result = _paths(stores, 0, "Learn Claude Code")
    named_hit = result.hits[0]
    other = result.hits[1]
    weak = Evidence(0.70, 0.0, 0.69, null_level=0.84, null_ceiling=0.86)
    p = RankingParams()
    assert below_floor(weak, "hybrid", p)
    assert not decide(weak, [named_hit, other], True, mode="hybrid", abstain=True, p=p).abstained
    assert decide(weak, [other], True, mode="hybrid", abstain=True, p=p).abstained


def test_plain_rrf_has_no_name_rule():
    assert RankingParams().name_first and not RankingParams().plain_rrf().name_first


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize("query", ["how to", "the", "그리고", "what is this"])
def test_a_query_of_common_words_only_is_nothing_here(stores, engine, query):
    """A hybrid query without one index term (function words only) names no topic: its vector, a
    short common word's, is close to every note ("how" answered a real vault at cosine 0.880).
    Abstained, saying why; with abstention off the hits are still there."""
    store, embedder = stores[engine], stores[2]
    result = search(store, embedder, query)
    assert result.abstained and not result.hits
    assert "only common words" in (result.reason or "")
    assert search(store, embedder, query, abstain=False).hits


@pytest.mark.parametrize("engine", [0, 1])
def test_a_common_word_that_is_a_notes_name_answers(stores, engine):
    """"how" is a stop word, but a note is called "How": the query names it, so it answers."""
    store, embedder = stores[engine], stores[2]
    result = search(store, embedder, "How")
    assert not result.abstained
    assert result.hits[0].path == "20-wiki/misc/how.md" and "name" in result.hits[0].reasons


def test_a_swapped_store_knows_a_note_by_its_new_name_only(tmp_path):
    """A live reader swaps to the next materialization (Store.adopt): a note renamed in between is
    named by its new file name and title, not the old ones; the map is made before the swap serves."""
    vault, home = tmp_path / "vault", tmp_path / "home"
    write(vault, "20-wiki/a/old-name.md", note("Old title", "Body text about onions.\n"))
    write(vault, "20-wiki/a/other.md", note("Other", "Another body.\n"))
    settings = Settings(vault=vault, home=home)
    run_index(settings, embed=False, publish_min_seconds=0)
    old = Store.open_latest(settings.store_dir)
    assert len(old.named_documents("old name")) == 1 and len(old.named_documents("Old title")) == 1
    (vault / "20-wiki/a/old-name.md").unlink()
    write(vault, "20-wiki/a/new-name.md", note("New title", "Body text about onions.\n"))
    run_index(settings, embed=False, publish_min_seconds=0)
    new = Store.open_latest(settings.store_dir)
    new.adopt(old)
    assert new._named is not None  # made at the swap, not by the first query
    assert new.named_documents("old-name") == () and new.named_documents("old title") == ()
    hits = search(new, None, "new title", mode="lexical")
    assert hits.hits[0].path == "20-wiki/a/new-name.md" and "name" in hits.hits[0].reasons
    old.close()
    new.close()


def test_docker_in_korean_finds_the_docker_note(tmp_path, monkeypatch):
    """helper-70's D8 on a real store: "도커 볼륨" searched 크 ("big") and 볼륨, and a note about disk
    sizes that says 크다 and 볼륨 came first; the query now searches 도커 as written."""
    from hippocampus.store import tokenize

    vault = tmp_path / "vault"
    write(vault, "20-wiki/ops/docker.md", note("컨테이너 운영", "도커는 컨테이너를 실행한다. 데이터는 볼륨에 남긴다. 도커를 재시작해도 볼륨은 그대로다.\n"))
    write(vault, "20-wiki/ops/disks.md", note("디스크 관리", "볼륨이 크다. 큰 볼륨은 크게 나눈다. 크기가 큰 볼륨을 먼저 정리한다.\n"))
    settings = Settings(vault=vault, home=tmp_path / "home")
    run_index(settings, embed=False, publish_min_seconds=0)
    with Store.open_latest(settings.store_dir) as store:
        monkeypatch.setattr(tokenize, "particle_led", lambda text: (text, []))
        before = [h.path for h in search(store, None, "도커 볼륨", mode="lexical", abstain=False).hits]
        monkeypatch.undo()
        after = [h.path for h in search(store, None, "도커 볼륨", mode="lexical", abstain=False).hits]
    assert before[0] == "20-wiki/ops/disks.md", before  # the defect, shown
    assert after[0] == "20-wiki/ops/docker.md", after



@pytest.mark.parametrize("engine", [0, 1])
def test_a_tag_typed_with_its_hash_names_its_notes(stores, engine):
    """Obsidian shows tags as #tag; the frontmatter's names have the # stripped."""
    store = stores[engine]
    assert store.named_documents("#think act observe") == store.named_documents("think act observe") != ()


def test_the_wordless_reason_is_for_hybrid_mode_only():
    from hippocampus.search.abstention import Evidence, abstain_reason

    ev = Evidence(0.70, 0.0, 0.69, null_level=0.84, null_ceiling=0.86, wordless=True)
    assert "only common words" in abstain_reason(ev, RankingParams(), "hybrid")
    assert "only common words" not in abstain_reason(ev, RankingParams(), "semantic")
