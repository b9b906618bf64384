"""The search's deadline (issue 34 item 7) on real store files with the real embedder: a deadline
far ahead changes nothing; one already passed leaves out the semantic leg, says so, and answers
with the lexical ranking; a bundle cut by its deadline says what it left out."""

from __future__ import annotations

import time

import pytest

from hippocampus.search.deadline import SEMANTIC_LEG
from hippocampus.search.evidence import build_bundle
from hippocampus.search.service import search
from tests.integration.search_vault import indexed_store


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    store, embedder = indexed_store(tmp_path_factory.mktemp("deadline"))
    yield store, embedder
    store.close()


def test_a_deadline_far_ahead_changes_nothing(env):
    store, emb = env
    plain = search(store, emb, "ZQX-1188 disk errors", abstain=False)
    bounded = search(store, emb, "ZQX-1188 disk errors", abstain=False, deadline=time.monotonic() + 600)
    assert not bounded.partial and "partial" not in bounded.to_dict()
    assert [h.anchor for h in bounded.hits] == [h.anchor for h in plain.hits]
    assert bounded.best_cosine == plain.best_cosine


def test_a_passed_deadline_leaves_out_the_semantic_leg_and_says_so(env):
    store, emb = env
    lexical = search(store, None, "ZQX-1188 disk errors", mode="lexical", abstain=False)
    cut = search(store, emb, "ZQX-1188 disk errors", abstain=False, deadline=time.monotonic())
    assert cut.partial == (SEMANTIC_LEG,)
    assert cut.to_dict()["partial"] == {"reason": "budget", "missing": ["semantic leg"]}
    assert cut.best_cosine is None and cut.hits and "OutOfTime" in (cut.degraded.no_embedder or "")
    assert cut.hits[0].anchor == lexical.hits[0].anchor  # the lexical ranking answers
    assert "semantic" not in cut.hits[0].reasons


def test_a_bundle_cut_by_its_deadline_names_what_it_left_out(env):
    store, emb = env
    bundle = build_bundle(store, emb, None, "ZQX-1188 disk errors", deadline=time.monotonic())
    assert "semantic leg" in bundle.partial
    assert bundle.to_dict()["partial"]["missing"] == list(bundle.partial)
    whole = build_bundle(store, emb, None, "ZQX-1188 disk errors")
    assert not whole.partial and "partial" not in whole.to_dict()
