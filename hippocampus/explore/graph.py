"""The wikilink graph of one materialization: BFS traversal, shortest paths, corpus map.

Built once per materialization from the store's ``documents`` and resolved ``links`` rows
(the gateway caches it by materialization id), then answered in memory: a 10,000-note vault
is a few hundred thousand edges at most.
"""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any

from vault_schema.layout import HOME, INDEX, normalize

MAX_PATH_HOPS = 6


def store_rows(store: Any, sql: str, params: list[Any] | None = None) -> list[tuple[Any, ...]]:
    """Run a read-only query on the store (public ``query`` if it has one)."""
    runner = getattr(store, "query", None)
    if callable(runner):
        return list(runner(sql, params or []))
    return list(store._fetch((sql, params or [])))


@dataclass(frozen=True)
class DocInfo:
    path: str
    title: str
    lane: str
    status: str | None
    type: str | None
    updated: str | None
    sector: str | None


@dataclass
class LinkGraph:
    docs: dict[str, DocInfo]
    out: dict[str, set[str]] = field(default_factory=dict)
    inc: dict[str, set[str]] = field(default_factory=dict)

    @classmethod
    def from_store(cls, store: Any) -> LinkGraph:
        docs = {
            r[0]: DocInfo(r[0], r[1], r[2], r[3], r[4], None if r[5] is None else str(r[5]), r[6])
            for r in store_rows(store, "SELECT path, title, lane, status, type, updated, sector FROM documents")
        }
        rows = store_rows(store, "SELECT DISTINCT src_path, resolved_path FROM links WHERE resolved_path IS NOT NULL")
        return cls.from_edges(docs, rows)

    @classmethod
    def from_edges(cls, docs: dict[str, DocInfo], edges: list[tuple[str, str]]) -> LinkGraph:
        graph = cls(docs)
        for src, dst in edges:
            if src == dst or src not in docs or dst not in docs:
                continue  # self links and links to attachments are not graph edges
            graph.out.setdefault(src, set()).add(dst)
            graph.inc.setdefault(dst, set()).add(src)
        return graph

    # ------------------------------------------------------------------ queries
    def neighbours(self, path: str, direction: str) -> list[str]:
        nxt: set[str] = set()
        if direction in ("out", "both"):
            nxt |= self.out.get(path, set())
        if direction in ("in", "both"):
            nxt |= self.inc.get(path, set())
        return sorted(nxt)

    def node(self, path: str, hop: int | None = None) -> dict[str, Any]:
        d = self.docs[path]
        out = {"path": d.path, "title": d.title, "lane": d.lane, "status": d.status, "type": d.type,
               "out_degree": len(self.out.get(path, ())), "in_degree": len(self.inc.get(path, ()))}
        if hop is not None:
            out["hop"] = hop
        return out

    def bfs(self, start: str, *, depth: int, direction: str = "out", limit: int = 100) -> dict[str, Any]:
        seen = {start: 0}
        order = [start]
        edges: list[tuple[str, str]] = []
        queue = deque([start])
        truncated = False
        while queue:
            cur = queue.popleft()
            if seen[cur] >= depth:
                continue
            for nb in self.neighbours(cur, direction):
                edge = (cur, nb) if nb in self.out.get(cur, ()) else (nb, cur)
                if nb not in seen:
                    if len(order) >= limit:
                        truncated = True
                        continue
                    seen[nb] = seen[cur] + 1
                    order.append(nb)
                    queue.append(nb)
                if nb in seen:
                    edges.append(edge)
        return {
            "start": start,
            "direction": direction,
            "depth": depth,
            "nodes": [self.node(p, seen[p]) for p in order],
            "edges": [{"from": a, "to": b} for a, b in sorted(set(edges))],
            "truncated": truncated,
        }

    def shortest_path(self, start: str, target: str, *, direction: str = "both", max_hops: int = MAX_PATH_HOPS) -> list[str] | None:
        if start == target:
            return [start]
        prev: dict[str, str | None] = {start: None}
        frontier = [start]
        for _ in range(max_hops):
            nxt: list[str] = []
            for cur in frontier:
                for nb in self.neighbours(cur, direction):
                    if nb in prev:
                        continue
                    prev[nb] = cur
                    if nb == target:
                        path = [nb]
                        while prev[path[-1]] is not None:
                            path.append(prev[path[-1]])  # type: ignore[arg-type]
                        return path[::-1]
                    nxt.append(nb)
            frontier = nxt
            if not frontier:
                break
        return None

    def components(self) -> list[list[str]]:
        seen: set[str] = set()
        comps: list[list[str]] = []
        for start in sorted(self.docs):
            if start in seen:
                continue
            comp, queue = [], deque([start])
            seen.add(start)
            while queue:
                cur = queue.popleft()
                comp.append(cur)
                for nb in self.neighbours(cur, "both"):
                    if nb not in seen:
                        seen.add(nb)
                        queue.append(nb)
            comps.append(comp)
        return sorted(comps, key=lambda c: (-len(c), c[0]))

    def corpus_map(self, *, hubs: int = 10, recent: int = 10) -> dict[str, Any]:
        docs = list(self.docs.values())
        degree = {p: len(self.out.get(p, ())) + len(self.inc.get(p, ())) for p in self.docs}
        comps = self.components()
        linked = [c for c in comps if len(c) > 1]
        entry = [p for p in (HOME, INDEX) if p in self.docs]
        entry += sorted(d.path for d in docs if d.sector and normalize(d.path).rsplit("/", 1)[-1] == f"{d.sector}.md")
        entry += sorted(d.path for d in docs if d.type == "map" and d.path not in entry)
        dated = sorted((d for d in docs if d.updated), key=lambda d: (d.updated, d.path), reverse=True)
        return {
            "documents": len(docs),
            "edges": sum(len(v) for v in self.out.values()),
            "lanes": dict(sorted(Counter(d.lane for d in docs).items())),
            "statuses": dict(sorted(Counter(d.status or "(none)" for d in docs).items())),
            "types": dict(sorted(Counter(d.type or "(none)" for d in docs).items())),
            "sectors": dict(sorted(Counter(d.sector for d in docs if d.sector).items())),
            "hubs": [self.node(p) for p in sorted(self.docs, key=lambda p: (-degree[p], p))[:hubs] if degree[p] > 0],
            "components": {
                "count": len(comps),
                "linked": len(linked),
                "isolated": len(comps) - len(linked),
                "largest": [{"size": len(c), "sample": c[:5]} for c in linked[:5]],
            },
            "entry_points": [self.node(p) for p in entry[:20]],
            "recent_updates": [{"path": d.path, "title": d.title, "updated": d.updated, "status": d.status} for d in dated[:recent]],
        }
