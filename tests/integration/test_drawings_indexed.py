"""An Obsidian Excalidraw drawing in a real store: its typed text is searchable, its scene data is
not a term, a section or a snippet (vault_schema/drawing.py; a new user's vault, session 20).
Real DuckDB stores, both engines."""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store
from tests.store_helpers import indexed_stores, note, write
from tests.unit.test_drawing import NEW, OLD

DRAWING = "20-wiki/net/Handshake 2022-06-21 17.05.49.excalidraw.md"
PLAIN_NAME = "20-wiki/os/Paging 2022-10-04.md"  # the newer format, named by its frontmatter only


BLANK = "20-wiki/Attachments/Roadmap 2022-08-07 18.43.27.excalidraw.md"  # a drawing with no typed text
BLANK_TEXT = OLD.replace("Three-way handshake ^gnXQcOED\n\nSYN then ACK ^xz182WsJ\n", "")


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    notes = {DRAWING: OLD, PLAIN_NAME: NEW, BLANK: BLANK_TEXT,
             "20-wiki/health/blood.md": note("Blood pressure", "Systolic and diastolic pressure, measured in mmHg.\n"),
             "20-wiki/algo/lomuto.md": note("Lomuto partition scheme", "Pick the last element as the pivot.\n")}
    with indexed_stores(tmp_path_factory.mktemp("drawings"), notes) as (mem, sql, _):
        yield mem, sql


@pytest.mark.parametrize("engine", [0, 1])
def test_the_text_typed_into_a_drawing_finds_it(stores, engine):
    hits = search(stores[engine], None, "three-way handshake", mode="lexical", params=RankingParams(), abstain=False).hits
    assert hits and hits[0].path == DRAWING
    assert hits[0].title == "Handshake 2022-06-21 17.05.49"
    hits = search(stores[engine], None, "page table walk", mode="lexical", params=RankingParams(), abstain=False).hits
    assert hits and hits[0].path == PLAIN_NAME


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize("query", ["pressures", "freedraw", "seed 1192300560", "more options menu", "gnXQcOED", "N4KAkARALgngDgUwgLgAQQQDwMYEMA2AlgCYBOuA7hADTgQBuCpAzoQPYB2KqATLZMzYBXUtiRoIACyhQ4zZAHoFAc0JRJQgEYA6bGwC2CgF7N6hbEcK4OCtptbErHALRY8RMpWdx8Ra"])
def test_the_scene_data_is_not_searchable(stores, engine, query):
    hits = search(stores[engine], None, query, mode="lexical", params=RankingParams(), abstain=False).hits
    assert DRAWING not in [h.path for h in hits] and PLAIN_NAME not in [h.path for h in hits]


def test_no_section_of_a_drawing_holds_its_scene(stores):
    for engine in stores:
        for path in (DRAWING, PLAIN_NAME):
            doc = engine.document(path)
            assert doc is not None and doc.title in ("Handshake 2022-06-21 17.05.49", "Paging 2022-10-04")
            rows = engine.sections(engine.doc_sections([doc.doc_id])[doc.doc_id])
            assert rows and any(r.text.strip() for r in rows)
            for r in rows:
                assert "pressures" not in r.text and "compressed-json" not in r.text and "^" not in r.text, r.text


def test_a_drawing_with_no_typed_text_has_no_vector_and_is_found_by_its_name(tmp_path):
    """Its vector would be its file name alone, near every short query (a new user's vault: such a
    drawing was the semantic leg's first hit for "Lomuto" and tied with the note holding the word)."""
    from hippocampus.store.embedders import make_embedder

    write(tmp_path / "vault", BLANK, BLANK_TEXT)
    write(tmp_path / "vault", DRAWING, OLD)
    write(tmp_path / "vault", "20-wiki/algo/lomuto.md", note("Lomuto partition scheme", "Pick the last element as the pivot.\n"))
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    embedder = make_embedder(settings)
    run_index(settings, embed=True, embedder=embedder, publish_min_seconds=0)
    with Store.open_latest(settings.store_dir) as store:
        assert store.coverage()["fraction"] == 1.0  # nothing is "pending": the blank drawing is not owed a vector
        semantic = [h.path for h in search(store, embedder, "Lomuto", mode="semantic", params=RankingParams(), abstain=False).hits]
        assert BLANK not in semantic and DRAWING in semantic
        hybrid = search(store, embedder, "Lomuto", mode="hybrid", params=RankingParams(), abstain=False).hits
        assert hybrid[0].path == "20-wiki/algo/lomuto.md"
        named = search(store, embedder, "Roadmap 2022-08-07 18.43.27", mode="hybrid", params=RankingParams(), abstain=False).hits
        assert named[0].path == BLANK
