"""Search tools: hippo_search, hippo_evidence_bundle, hippo_probe, hippo_route, hippo_suggest
(registered by :mod:`gateway.registry`)."""

from __future__ import annotations

import concurrent.futures
from typing import Annotated, Any, cast

from pydantic import Field

from gateway.errors import answer_by, partial_out
from gateway.outputs import BundleOut, ProbeOut, RouteOut, SearchOut, SuggestOut
from gateway.params import Lane, LaneList, Mode, NoteType, Project, Query, Status, Trust
from gateway.state import CURRENT_STATE, GatewayState
from hippocampus.screening import relay

GapProject = Annotated[Project | None, Field(description="Yours: a miss becomes its gap.")]
PathPrefix = Annotated[str | None, Field(max_length=300, description="A folder, e.g. '20-wiki/data/'.")]
_SUGGEST_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="hippo-suggest")


def make_filters(lanes=None, types=None, trusts=None, statuses=None, path_prefix=None, include_archived=False):
    from hippocampus.store.reader import Filters

    if path_prefix is not None:
        raw = path_prefix.strip().replace("\\", "/")
        if ".." in raw.split("/") or raw.startswith("/") or "\x00" in raw:
            from hippocampus.errors import UsageError

            raise UsageError(f"path_prefix refused: {path_prefix!r} (vault-relative, no '..', not absolute)")
        path_prefix = raw.removeprefix("./")
    return Filters(lanes=tuple(lanes or ()), types=tuple(types or ()), trusts=tuple(trusts or ()),
                   statuses=tuple(statuses or ()), path_prefix=path_prefix or None, include_archived=include_archived)


def hippo_search(
    query: Query,
    mode: Mode = "hybrid",
    k: Annotated[int, Field(ge=1, le=50)] = 10,
    lanes: list[Lane] | None = None,
    types: list[NoteType] | None = None,
    trusts: list[Trust] | None = None,
    statuses: list[Status] | None = None,
    path_prefix: PathPrefix = None,
    include_archived: bool = False,
    project: GapProject = None,
    state: GatewayState = CURRENT_STATE,
) -> SearchOut:
    """Search the vault (Korean-aware BM25 + embeddings): documents with their best
    section's anchor (path#heading) and snippet (held: flagged); abstained=true: unknown."""
    from hippocampus.search import gaps
    from hippocampus.search.service import search

    filters = make_filters(lanes, types, trusts, statuses, path_prefix, include_archived)
    with state.holder.lease() as store:
        result = search(store, state.embedder() if mode != "lexical" else None, query, mode=mode, k=k, filters=filters,
                        deadline=answer_by())
    if not result.partial:  # a partial miss may be the budget's, not the vault's: no gap
        gaps.record_search(state.ledger, result, project=project, filters=filters)
    out = result.to_dict()
    if result.partial:
        out["partial"] = partial_out(result.partial, state)
    relay.hold_flagged(out["hits"], "snippet", "search hit")
    return cast(SearchOut, out)


def hippo_evidence_bundle(
    question: Query,
    budget: Annotated[int, Field(ge=500, le=20_000, description="Characters.")] = 6000,
    lanes: LaneList = None,
    path_prefix: PathPrefix = None,
    project: GapProject = None,
    state: GatewayState = CURRENT_STATE,
) -> BundleOut:
    """Anchored excerpts answering a question, within a budget, with a verdict
    (sufficient/weak/empty)."""
    from hippocampus.search.evidence import build_bundle

    filters = make_filters(lanes, path_prefix=path_prefix) if (lanes or path_prefix) else None
    with state.holder.lease() as store:
        bundle = build_bundle(store, state.embedder(), state.ledger, question, filters=filters, budget=budget, project=project,
                              deadline=answer_by())
    out = bundle.to_dict()
    if bundle.partial:
        out["partial"] = partial_out(bundle.partial, state)
    relay.hold_flagged(out["excerpts"], "text", "bundle excerpt")
    return cast(BundleOut, out)


def hippo_probe(limit: Annotated[int, Field(ge=1, le=500)] = 100, state: GatewayState = CURRENT_STATE) -> ProbeOut:
    """Replay open knowledge gaps; answered ones close. partial=true: call again."""
    from hippocampus.search.gaps import probe

    with state.holder.lease() as store:
        return cast(ProbeOut, probe(store, state.embedder(), state.ledger, limit=limit, budget_s=state.settings.probe_budget_s).to_dict())


def hippo_route(
    query: Query,
    k: Annotated[int, Field(ge=1, le=16)] = 8,
    lanes: LaneList = None,
    state: GatewayState = CURRENT_STATE,
) -> RouteOut:
    """Rerank search candidates by relevance with the configured LLM (fit 0..1)."""
    from hippocampus.assist.route import candidates_from_hits, make_chat, route
    from hippocampus.search.service import search

    filters = make_filters(lanes) if lanes else None
    with state.holder.lease() as store:
        result = search(store, state.embedder(), query, k=k, filters=filters)
    chat, why = make_chat(state.settings)
    out = route(query, candidates_from_hits(result.hits, k), chat, unavailable=why)
    out["search"] = {"abstained": result.abstained, "reason": result.reason, "materialization": result.materialization}
    return cast(RouteOut, out)


def hippo_suggest(
    prompt: Annotated[str, Field(min_length=1, max_length=4000, description="The user's prompt.")],
    state: GatewayState = CURRENT_STATE,
) -> SuggestOut:
    """For prompt hooks: up to 3 skills (name, path, line) in 600 bytes, else []."""
    from hippocampus.assist import suggest

    future = _SUGGEST_POOL.submit(_suggest, state, prompt)
    try:
        return cast(SuggestOut, future.result(timeout=state.settings.suggest_budget_ms / 1000))
    except Exception:  # noqa: BLE001 - a hook must never fail or block a prompt
        return cast(SuggestOut, suggest.fit([]))

def _suggest(state: GatewayState, prompt: str) -> dict[str, Any]:
    from hippocampus.assist import suggest

    try:
        with state.holder.lease() as store:
            return suggest.for_prompt(store, prompt)
    except Exception:  # noqa: BLE001 - empty on failure (hook contract)
        return suggest.fit([])
