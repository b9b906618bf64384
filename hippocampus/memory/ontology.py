"""The memory type ontology: relations between the 14 types and the search chains.

Loaded from ``schemas/type-relations.yaml`` (package data) and checked on load: every type
is in the registry, every relation is declared, and each consecutive pair of a chain is
joined by an edge (in either direction), so a chain is a walk through the ontology and the
chain retrieval can say *why* stage n+1 follows stage n.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

from hippocampus.errors import HippoError
from vault_schema.memory_types import MEMORY_TYPE_NAMES

RELATIONS_FILE = "type-relations.yaml"


class OntologyError(HippoError):
    """type-relations.yaml is inconsistent with the type registry."""


@dataclass(frozen=True)
class Edge:
    source: str
    relation: str
    target: str

    def describe(self) -> str:
        return f"{self.source} {self.relation} {self.target}"


@dataclass(frozen=True)
class Ontology:
    relations: dict[str, str]
    edges: tuple[Edge, ...]
    chains: dict[str, tuple[str, ...]]

    def between(self, a: str, b: str) -> Edge | None:
        """The edge joining two types, ``a → b`` preferred over ``b → a``."""
        for edge in self.edges:
            if edge.source == a and edge.target == b:
                return edge
        for edge in self.edges:
            if edge.source == b and edge.target == a:
                return edge
        return None

    def chain(self, name: str) -> tuple[str, ...]:
        key = name.removesuffix("_chain")
        if key not in self.chains:
            raise OntologyError(f"unknown search chain {name!r}; known: {', '.join(sorted(self.chains))}")
        return self.chains[key]


def parse_ontology(data: dict[str, Any]) -> Ontology:
    """Build and check an :class:`Ontology` from the YAML mapping."""
    if not isinstance(data, dict):
        raise OntologyError("type-relations.yaml must be a mapping")
    relations = {str(k): str(v) for k, v in (data.get("relations") or {}).items()}
    edges: list[Edge] = []
    for raw in data.get("edges") or []:
        edge = Edge(str(raw.get("from")), str(raw.get("relation")), str(raw.get("to")))
        for t in (edge.source, edge.target):
            if t not in MEMORY_TYPE_NAMES:
                raise OntologyError(f"edge `{edge.describe()}`: {t!r} is not a memory type")
        if edge.relation not in relations:
            raise OntologyError(f"edge `{edge.describe()}`: relation {edge.relation!r} is not declared")
        edges.append(edge)
    chains: dict[str, tuple[str, ...]] = {}
    for name, types in (data.get("chains") or {}).items():
        seq = tuple(str(t) for t in types)
        for t in seq:
            if t not in MEMORY_TYPE_NAMES:
                raise OntologyError(f"chain {name!r}: {t!r} is not a memory type")
        chains[str(name).removesuffix("_chain")] = seq
    onto = Ontology(relations, tuple(edges), chains)
    for name, seq in chains.items():
        for a, b in itertools.pairwise(seq):
            if onto.between(a, b) is None:
                raise OntologyError(f"chain {name!r}: no relation joins {a} and {b}")
    return onto


@lru_cache(maxsize=1)
def load_ontology() -> Ontology:
    text = resources.files("hippocampus.memory.schemas").joinpath(RELATIONS_FILE).read_text("utf-8")
    return parse_ontology(yaml.safe_load(text))
