"""A note whose title holds every query term leads (``note_title_all``, ``title_all_first``;
candidates.title_all, fusion.fuse). A new user's vault (session 20, helper-77's D5): "CS3230 lecture
4" did not find "CS3230 Lecture 4 - Greedy Algorithms" in the top twenty, behind weekly reviews and
daily notes that mention the course and a lecture in passing; "2022-07-15" put the daily note of
2022-09-15 first. Real DuckDB stores, both engines; the bundled embedder for hybrid mode."""

from __future__ import annotations

import pytest

from hippocampus.search.candidates import title_holds
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from tests.store_helpers import indexed_stores, note

TARGET = "20-wiki/CS3230 Lecture 4 - Greedy Algorithms.md"
DAY = "20-wiki/Daily/2022-07-15 Friday.md"
NOTES = {
    TARGET: note("CS3230 Lecture 4 - Greedy Algorithms", "## Examples\n\n- [[Interval Scheduling]]\n- [[Optimal Caching]]\n\n"
                 "## Strategy\n\nConsider the heuristics, find counter-examples, then prove the choice optimal.\n"),
    "20-wiki/CS3230 Lecture 14 - Revision.md": note("CS3230 Lecture 14 - Revision", "Past papers and the topics of every week.\n"),
    "20-wiki/CS3230.md": note("CS3230", "Design and analysis of algorithms. Lecture 4 is on greedy algorithms; lecture 5 on divide "
                              "and conquer. CS3230 lecture notes: lecture 1, lecture 2, lecture 3, lecture 4.\n"),
    **{f"20-wiki/Weekly/2023-W{w}.md": note(f"2023-W{w}", f"### Unwatched lectures\n- [ ] CS3230 lecture {w % 7}\n- [ ] CS3230 lecture 4 "
                                           f"recording\n- [x] CS4225 lecture 4\n- [ ] CS3230 tutorial 4\n") for w in range(36, 42)},
    DAY: note("2022-07-15 Friday", "Went to the gym. Read about heaps.\n"),
    "20-wiki/Daily/2022-08-07 Sunday.md": note("2022-08-07 Sunday", "Plans for 2022-07-15 moved; met on the 15th. Notes 07 and 15.\n"),
    "20-wiki/Daily/2022-09-15 Thursday.md": note("2022-09-15 Thursday", "Week 07 recap, 2022 goals, 15 pages read.\n"),
}
ON = {"note_title_all": 2.0, "title_all_first": True}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    with indexed_stores(tmp_path_factory.mktemp("titleall"), NOTES, embed=True) as stores:
        yield stores


def _paths(stores, engine, query, mode="hybrid", **params):
    result = search(stores[engine], stores[2], query, mode=mode, params=RankingParams(**params), abstain=False)
    return [h.path for h in result.hits], result


def test_a_number_in_a_title_is_a_whole_number():
    assert title_holds("4", "cs3230 lecture 4 - greedy algorithms")
    assert not title_holds("4", "cs3230 lecture 14 - revision") and not title_holds("4", "2024 review")
    assert title_holds("15", "2022-07-15 friday") and not title_holds("15", "2022-07-151")
    assert title_holds("lectur", "cs3230 lectures") and not title_holds("lectur", "cs3230 lect")  # an English stem: a word of its family
    # a code with digits is a whole token, as the analyser reads it (helper-80's review)
    assert title_holds("cs1010", "cs1010 lecture 2") and not title_holds("cs1010", "cs1010s lecture 2")
    assert not title_holds("gpt4", "gpt4o notes") and title_holds("04", "lecture 04 - heaps")


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize(("query", "target"), [("CS3230 lecture 4", TARGET), ("2022-07-15", DAY)])
def test_the_note_whose_title_holds_the_whole_query_leads(stores, engine, query, target):
    on, result = _paths(stores, engine, query, **ON)
    assert on[0] == target, on
    assert "title_all" in result.hits[0].reasons and "name" not in result.hits[0].reasons
    lexical, _ = _paths(stores, engine, query, mode="lexical", **ON)
    assert lexical[0] == target, lexical
    off = {"note_title_all": 1.0, "title_all_first": False}
    assert _paths(stores, engine, query, mode="semantic", **ON)[0][0] == _paths(stores, engine, query, mode="semantic", **off)[0][0]


@pytest.mark.parametrize("engine", [0, 1])
def test_without_the_rule_the_title_is_outvoted(stores, engine):
    """Precondition of the tests above (else they would prove nothing)."""
    assert _paths(stores, engine, "CS3230 lecture 4", mode="lexical", note_title_all=1.0, title_all_first=False)[0][0] != TARGET


@pytest.mark.parametrize("engine", [0, 1])
def test_a_one_term_query_is_left_to_the_ranking(stores, engine):
    # one term: every CS3230 note's title holds it; nothing is lifted (the name rule covers "CS3230")
    assert _paths(stores, engine, "greedy", **ON)[0] == _paths(stores, engine, "greedy", note_title_all=1.0, title_all_first=False)[0]
