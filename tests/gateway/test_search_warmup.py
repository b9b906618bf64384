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


def test_fastmcp_session_state_is_built_at_start_not_by_the_first_call(tmp_path):
    """FastMCP builds its session-state adapter on first use — the first tools/list or tool call —
    inside the event loop (0.3-0.6 s of the first call at load 6, when no deadline can fire);
    the gateway's start-up builds it instead."""
    import asyncio

    from fastmcp import Client, FastMCP

    from gateway.server import build_server

    init_vault(tmp_path / "vault", sample=True)
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    run_index(settings, embed=False)
    ours = build_server(GatewayState(settings, load_embedder=False))
    bare = FastMCP("bare")

    async def state_stores_after_initialize() -> tuple[object, object]:
        async with Client(ours), Client(bare):
            return ours._FastMCP__state_store, bare._FastMCP__state_store  # type: ignore[attr-defined]

    warmed, control = asyncio.run(state_stores_after_initialize())
    assert control is None, "FastMCP still builds it lazily (else this warm-up is moot: drop it)"
    assert warmed is not None
