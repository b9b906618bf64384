"""Recalling agent memories (seed 002): search → filter → 2-hop ``related`` expansion, and
the ontology's search chains as ordered retrieval.

``recall``: BM25 over the memory notes restricted by project/type/tags (the filters limit the
candidates, not only the output), then every hit's ``related`` links are followed for up to
``hop`` hops; linked notes are appended after the direct hits, marked ``→related`` with
``hop`` 1 or 2 and ``via`` (the note that linked them). ``compact`` output gives one line of
context per note; ``full`` adds the body and the type's own fields.

``recall_chain``: a chain (``debugging``: debug-blocked → debug-eliminated → root-cause →
pattern-discovery) is walked stage by stage. Each stage ranks the notes of its type by the
query *plus* a link bonus for notes connected (``related``, either direction) to the hits of
the stages before it, so stage n+1 follows from stage n; every hit names the ontology edge
that joins its type to the previous stage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.memory.index import Hit, MemoryDoc, MemoryIndex
from hippocampus.memory.ontology import load_ontology
from hippocampus.search.types import check_query
from hippocampus.vault.reader import vault_root

MODES = ("compact", "full")
RELATED_MARK = "→related"
#: Score bonus (in BM25 units of the stage's best lexical hit) for a note linked to an earlier stage.
LINK_BONUS = 1.0


@dataclass(frozen=True)
class RecallItem:
    doc: MemoryDoc
    score: float
    hop: int = 0
    via: str | None = None
    matched: tuple[str, ...] = ()
    reason: str = "match"

    def to_dict(self, mode: str) -> dict[str, Any]:
        d = self.doc
        out: dict[str, Any] = {
            "path": d.path,
            "stem": d.stem,
            "type": d.type,
            "project": d.project,
            "title": d.title,
            "created": d.created,
            "score": round(self.score, 4),
            "hop": self.hop,
            "marker": RELATED_MARK if self.hop else "match",
            "via": self.via,
            "contextual_description": d.description,
            "tags": list(d.tags),
            "related": list(d.related),
        }
        if self.matched:
            out["matched_terms"] = list(self.matched)
        if self.reason != "match":
            out["reason"] = self.reason
        if mode == "full":
            out["keywords"] = list(d.keywords)
            out["fields"] = d.fields
            out["content"] = d.body.strip()
        return out

    def line(self) -> str:
        mark = f" [{RELATED_MARK} hop {self.hop} via {self.via}]" if self.hop else ""
        return f"[{self.doc.type}] {self.doc.stem} — {self.doc.title}: {self.doc.description}{mark} ({self.doc.path})"


@dataclass(frozen=True)
class RecallResult:
    query: str
    mode: str
    items: tuple[RecallItem, ...]
    searched: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "mode": self.mode,
            "searched": self.searched,
            "count": len(self.items),
            "results": [i.to_dict(self.mode) for i in self.items],
        }


def open_index(vault: Path, home: Path) -> MemoryIndex:
    return MemoryIndex.load(vault_root(vault), home / "memory" / "terms.json")


def _check(mode: str, hop: int, limit: int) -> None:
    if mode not in MODES:
        raise UsageError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
    if hop not in (0, 1, 2):
        raise UsageError(f"hop must be 0, 1 or 2, got {hop}")
    if limit < 1 or limit > 50:
        raise UsageError(f"limit must be between 1 and 50, got {limit}")


def expand_related(index: MemoryIndex, hits: list[RecallItem], hop: int) -> list[RecallItem]:
    """Breadth-first over ``related``: hop-1 links of the hits, then hop-2 links of those."""
    seen = {h.doc.path for h in hits}
    out: list[RecallItem] = []
    frontier = hits
    for depth in range(1, hop + 1):
        nxt: list[RecallItem] = []
        for item in frontier:
            for stem in item.doc.related:
                doc = index.resolve(stem, item.doc.project)
                if doc is None or doc.path in seen:
                    continue
                seen.add(doc.path)
                linked = RecallItem(doc, item.score, depth, item.doc.stem, reason=RELATED_MARK)
                nxt.append(linked)
        out.extend(nxt)
        frontier = nxt
    return out


def recall(
    index: MemoryIndex,
    query: str,
    *,
    project: str | None = None,
    types: list[str] | None = None,
    tags: list[str] | None = None,
    limit: int = 5,
    hop: int = 2,
    mode: str = "compact",
) -> RecallResult:
    """Lexical search → tag/type filter → ``hop``-hop expansion over ``related``."""
    _check(mode, hop, limit)
    check_query(query)
    hits = index.search(
        query,
        project=project,
        types=frozenset(types) if types else None,
        tags=frozenset(tags) if tags else None,
        limit=limit,
    )
    direct = [RecallItem(h.doc, h.score, 0, None, h.matched) for h in hits]
    return RecallResult(query, mode, tuple(direct + expand_related(index, direct, hop)), len(index.docs))


@dataclass(frozen=True)
class ChainStage:
    type: str
    edge: str | None  # the ontology edge joining this type to the previous stage's type
    items: tuple[RecallItem, ...] = field(default_factory=tuple)

    def to_dict(self, mode: str) -> dict[str, Any]:
        return {"type": self.type, "edge": self.edge, "results": [i.to_dict(mode) for i in self.items]}


@dataclass(frozen=True)
class ChainResult:
    query: str
    chain: str
    mode: str
    stages: tuple[ChainStage, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "chain": self.chain, "mode": self.mode, "stages": [s.to_dict(self.mode) for s in self.stages]}


def _linked(doc: MemoryDoc, earlier: list[RecallItem]) -> RecallItem | None:
    """The earlier-stage hit that ``doc`` links to or is linked from, if any."""
    for item in earlier:
        if item.doc.stem in doc.related or doc.stem in item.doc.related:
            return item
    return None


def recall_chain(
    index: MemoryIndex,
    query: str,
    chain: str,
    *,
    project: str | None = None,
    per_stage: int = 3,
    mode: str = "compact",
) -> ChainResult:
    """Walk a search chain in order; each stage is ranked by the query and by links to earlier stages."""
    _check(mode, 0, per_stage)
    onto = load_ontology()
    types = onto.chain(chain)
    stages: list[ChainStage] = []
    earlier: list[RecallItem] = []
    for n, memory_type in enumerate(types):
        edge = onto.between(types[n - 1], memory_type) if n else None
        lexical = {h.doc.path: h for h in index.search(query, project=project, types=frozenset({memory_type}), limit=10_000)}
        top = max((h.score for h in lexical.values()), default=1.0) or 1.0
        scored: list[RecallItem] = []
        for doc in index.docs:
            if doc.type != memory_type or (project and doc.project != project):
                continue
            hit: Hit | None = lexical.get(doc.path)
            link = _linked(doc, earlier)
            if hit is None and link is None:
                continue
            # Trigger: the note is linked to a hit of an earlier stage. Why: the chain's point is
            # that e.g. the root cause *of this blocked investigation* outranks other root causes.
            # Outcome: a bonus of LINK_BONUS × the stage's best lexical score.
            score = (hit.score if hit else 0.0) + (LINK_BONUS * top if link else 0.0)
            reason = f"linked to {link.doc.stem}" if link else "match"
            scored.append(RecallItem(doc, score, 0, link.doc.stem if link else None, hit.matched if hit else (), reason))
        scored.sort(key=lambda i: (-i.score, i.doc.path))
        chosen = tuple(scored[:per_stage])
        stages.append(ChainStage(memory_type, edge.describe() if edge else None, chosen))
        earlier.extend(chosen)
    return ChainResult(query, chain.removesuffix("_chain"), mode, tuple(stages))
