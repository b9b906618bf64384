"""Exploration tools: hippo_read, hippo_traverse, hippo_map (registered by :mod:`gateway.registry`)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, cast

from pydantic import Field

from gateway.outputs import GraphOut, MapOut, ReadOut
from gateway.params import VaultPath
from gateway.state import CURRENT_STATE, GatewayState
from hippocampus.errors import NotIndexedError, UsageError


def hippo_read(
    path: VaultPath,
    section: Annotated[str | None, Field(max_length=300, description="A heading or 'Parent#Heading'.")] = None,
    state: GatewayState = CURRENT_STATE,
) -> ReadOut:
    """A note's frontmatter, outline, links, backlinks and text, or one section's exact text."""
    from hippocampus.explore.read import note_path, read

    rel = note_path(state.vault, path)
    backlinks = None
    try:
        with state.holder.lease() as store:
            backlinks = sorted({r.src_path for r in store.links_to(rel) if r.src_path != rel})
    except NotIndexedError:
        backlinks = None  # not indexed yet: the vault has no reverse index
    return cast(ReadOut, read(state.vault, path, section=section, backlinks=backlinks, max_bytes=state.settings.max_file_bytes))


def hippo_traverse(
    start: VaultPath,
    depth: Annotated[int, Field(ge=1, le=3)] = 1,
    direction: Literal["out", "in", "both"] = "out",
    target: Annotated[str | None, Field(max_length=500, description="Shortest path to this note.")] = None,
    limit: Annotated[int, Field(ge=1, le=500)] = 100,
    state: GatewayState = CURRENT_STATE,
) -> GraphOut:
    """Wikilink neighbours of a note by hop; with target=, the shortest path (≤ 6 hops)."""
    from hippocampus.explore.graph import MAX_PATH_HOPS

    with state.holder.lease() as store:
        graph = state.graph(store)
        materialization = store.id
    start_path = _known(graph, start)
    if target:
        goal = _known(graph, target)
        path = graph.shortest_path(start_path, goal, direction="both" if direction == "out" else direction, max_hops=MAX_PATH_HOPS)
        return cast(GraphOut, {"start": start_path, "target": goal, "hops": None if path is None else len(path) - 1,
                               "path": None if path is None else [graph.node(p, i) for i, p in enumerate(path)],
                               "materialization": materialization,
                               "reason": None if path else f"no wikilink path within {MAX_PATH_HOPS} hops"})
    out = graph.bfs(start_path, depth=depth, direction=direction, limit=limit)
    out["materialization"] = materialization
    return cast(GraphOut, out)


def hippo_map(
    hubs: Annotated[int, Field(ge=1, le=50)] = 10,
    recent: Annotated[int, Field(ge=1, le=50)] = 10,
    state: GatewayState = CURRENT_STATE,
) -> MapOut:
    """The vault's shape: counts by lane/status/type, hubs, entry points, recent notes."""
    with state.holder.lease() as store:
        graph = state.graph(store)
        out = graph.corpus_map(hubs=hubs, recent=recent)
        out["materialization"] = store.id
    return cast(MapOut, out)


def _known(graph: Any, path: str) -> str:
    from vault_schema.layout import normalize

    rel = normalize(path.split("#", 1)[0].strip())
    if ".." in rel.split("/") or rel.startswith("/"):
        raise UsageError(f"path refused: {path!r} (vault-relative, no '..')")
    if rel in graph.docs:
        return rel
    if rel + ".md" in graph.docs:
        return rel + ".md"
    raise UsageError(f"{rel!r} is not an indexed note (check the path with hippo_search; a new note needs a reindex)")
