"""The gateway searches once when it opens its first store, so the parts a search builds on first
use (the in-memory lexical and whole-note indexes) are not paid inside the first calls' budget
(issue 34 item 7: the first ~6 calls after start ran out of a 0.3 s budget at load 8-10)."""

from __future__ import annotations

from gateway.state import GatewayState
from hippocampus.config import Settings
from hippocampus.store.indexer import run_index
from hippocampus.vault.init import init_vault


def test_the_first_store_served_was_searched_before_any_call(tmp_path):
    init_vault(tmp_path / "vault", sample=True)
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    run_index(settings, embed=False)
    state = GatewayState(settings, load_embedder=False)
    with state.holder.lease() as store:
        assert store._lexindex is not None, "the lexical index is built at open, not by the first call"
        assert store._lexindex._notes is not None, "so is the whole-note index"
    cold = GatewayState(settings, load_embedder=False)
    cold._search_warm = True  # the same open without the warm-up search: both stay unbuilt
    with cold.holder.lease() as store:
        assert store._lexindex is None
