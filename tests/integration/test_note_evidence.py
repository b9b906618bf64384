"""Whole-note evidence (issue 35 item 1, ADR 0032) on a real store with the real embedder: a
note is ranked on what the whole note says, so another note's short section that merely bears
the query's topic as its heading does not outrank the note about the topic. Sections stay the
unit of the anchor: the hit of the topic note points into its best-covering section."""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store
from tests.store_helpers import note, write

TOPIC = "20-wiki/editing/callouts.md"
HEADING_ONLY = "20-wiki/editing/basic-formatting.md"
NOTES = {
    TOPIC: note("Callouts", (
        "Use callouts to include additional content without breaking the flow of your notes.\n\n"
        "## Create a callout\n\nTo create a callout, add [!info] to the first line of a blockquote, where info is the type "
        "identifier. The type identifier determines how the callout looks and feels.\n\n"
        "## Change the title\n\nBy default, the title of the callout is its type identifier in title case. You can change "
        "it by adding text after the type identifier.\n\n"
        "## Foldable callouts\n\nYou can make a callout foldable by adding a plus or a minus directly after the type.\n\n"
        "## Supported types\n\nnote, abstract, info, todo, tip, success, question, warning, failure, danger, bug, example, quote.\n")),
    HEADING_ONLY: note("Basic formatting", (
        "Learn how to apply basic formatting to your notes, using Markdown.\n\n"
        "## Paragraphs\n\nTo create paragraphs in Markdown, use a blank line to separate blocks of text. Each block of text "
        "separated by a blank line is treated as a distinct paragraph.\n\n"
        "## Headings\n\nTo create a heading, add up to six # symbols before your heading text.\n\n"
        "## Callout types\n\nSee the dedicated page.\n\n"
        "## Lists\n\nYou can create an unordered list by adding a -, *, or + before the text.\n")),
    "20-wiki/editing/embeds.md": note("Embed files", (
        "Embedded files display their content inline in a note and stay up to date when the source file changes.\n\n"
        "## Embed a note\n\nAdd an exclamation mark in front of an internal link.\n")),
    "20-wiki/ops/backups.md": note("Backups", "Nightly restic backups to the NAS, seven daily snapshots kept.\n"),
}
QUERIES = ("callout types", "which callout types exist", "callouts")


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    from hippocampus.store.embedders import make_embedder

    root = tmp_path_factory.mktemp("notes")
    for rel, text in NOTES.items():
        write(root / "vault", rel, text)
    settings = Settings(vault=root / "vault", home=root / "home")
    embedder = make_embedder(settings)
    run_index(settings, embed=True, embedder=embedder)
    st = Store.open_latest(settings.store_dir)
    yield st, embedder
    st.close()


@pytest.mark.parametrize("query", QUERIES)
def test_a_heading_only_match_does_not_outrank_the_topic_note(store, query):
    """"## Callout types" in the formatting note says nothing about callouts but its heading: a
    short section that is almost the query itself, so its cosine beats every section of the
    topic note (the semantic leg alone ranks it first). The whole-note lexical leg ranks the topic
    note first, on its title and on what its sections say together; so in hybrid mode the trap
    never scores above the topic note. Under the default plain RRF (ADR 0032) the two legs' 1 + 2
    against 2 + 1 is an exact tie, which plain RRF leaves to the document id; convex fusion and
    the lexical tie rule (``rrf_ties="lexical"``, not the default: it cost cross-lingual
    questions) put the topic note first."""
    st, emb = store
    semantic = search(st, emb, query, mode="semantic", abstain=False)
    if query != "callouts":
        assert semantic.hits[0].path == HEADING_ONLY  # the trap is real
    lexical = search(st, None, query, mode="lexical", abstain=False)
    assert lexical.hits[0].path == TOPIC and lexical.hits[0].anchor.startswith(TOPIC)
    res = search(st, emb, query, mode="hybrid", abstain=False)
    score = {h.path: h.score for h in res.hits}
    assert TOPIC in [h.path for h in res.hits][:2] and score[HEADING_ONLY] <= score[TOPIC], [h.path for h in res.hits]
    for params in (RankingParams(fusion="convex"), RankingParams(rrf_ties="lexical")):
        res = search(st, emb, query, mode="hybrid", abstain=False, params=params)
        paths = [h.path for h in res.hits]
        assert paths[0] == TOPIC and HEADING_ONLY in paths, (params.fusion, params.rrf_ties, paths)
        assert res.hits[0].anchor.startswith(TOPIC)


def test_the_hit_of_a_note_found_only_as_a_whole_points_into_its_best_section(store):
    """A note whose query words are spread over sections none of which holds them all: the
    whole-note leg finds it, its sections join the candidates, and its hit anchors the section
    that covers the query best."""
    st, _ = store
    res = search(st, None, "foldable callout identifier", mode="lexical", abstain=False)
    assert res.hits[0].path == TOPIC and res.hits[0].heading in ("Create a callout", "Foldable callouts")
    assert res.hits[0].coverage > 0.5
