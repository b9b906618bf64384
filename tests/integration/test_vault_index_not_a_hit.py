"""A note that links to half the vault or more is its table of contents, not an answer (issue 35):
on the real Korean wiki, root-index.md (links to 966 of 974 notes, their slugs as link text) came
first for 18 of 30 English questions. Real store, lexical mode (the exclusion is a filter in the
store, before either leg ranks, so the semantic leg is left out of it the same way)."""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search import store_api
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store
from tests.store_helpers import note, write

N = 60
TOPICS = [f"topic-{i:02d}" for i in range(N)]


def _vault(root, with_index: bool, n: int = N):
    for i, slug in enumerate(TOPICS[:n]):
        body = f"Notes on subject number {i}: nothing in common with the others.\n"
        if i == 7:
            body = "How the strangler fig pattern replaces a legacy system piece by piece.\n"
        write(root / "vault", f"20-wiki/{slug}.md", note(f"Subject {i}", body))
    # a topical map linking three notes: a normal note, it must stay searchable
    write(root / "vault", "20-wiki/patterns-map.md", note("Patterns map", (
        "Migration patterns: the strangler fig pattern [[topic-07]], see also [[topic-01]] and [[topic-02]].\n")))
    if with_index:
        lines = "\n".join(f"* [[{s}]] strangler fig pattern legacy" if s == "topic-07" else f"* [[{s}]]" for s in TOPICS[:n])
        write(root / "vault", "20-wiki/wiki-index.md", note("wiki", lines + "\n"))
    settings = Settings(vault=root / "vault", home=root / "home")
    run_index(settings, embed=False)
    return Store.open_latest(settings.store_dir)


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    st = _vault(tmp_path_factory.mktemp("wiki"), with_index=True)
    yield st
    st.close()


def _paths(st, query, **kw):
    return [h.path for h in search(st, None, query, mode="lexical", k=10, abstain=False, **kw).hits]


def test_the_vaults_index_is_found_by_its_links(store):
    assert store_api.vault_indexes(store) == ("20-wiki/wiki-index.md",)


def test_the_index_is_not_a_hit_and_the_notes_it_lists_are(store):
    got = _paths(store, "strangler fig pattern legacy")
    assert "20-wiki/wiki-index.md" not in got
    assert got[0] == "20-wiki/topic-07.md"
    assert "20-wiki/patterns-map.md" in got  # a map of three notes is a note like any other


def test_a_query_naming_the_index_file_gets_it(store):
    assert "20-wiki/wiki-index.md" in _paths(store, "wiki-index.md strangler")


def test_a_small_vault_has_no_index(tmp_path):
    # 40 notes: the note linking all of them links fewer than INDEX_MIN_LINKS (50) notes
    st = _vault(tmp_path, with_index=True, n=40)
    try:
        assert store_api.vault_indexes(st) == ()
        assert "20-wiki/wiki-index.md" in _paths(st, "strangler fig pattern legacy")
    finally:
        st.close()
