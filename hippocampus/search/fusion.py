"""Reciprocal-rank fusion at the document level (pure).

Each leg ranks *sections*; a document's rank in a leg is the rank of its best (first) section
there. Fusion is ``sum(weight / (rrf_k + rank))`` over the legs that found the document, with
ranks starting at 1. Working on documents keeps a long note with many matching sections from
crowding out the rest of the list (a hit is a document carrying its best section).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Leg:
    name: str
    weight: float
    ranked_sections: Sequence[str]  # best first


def document_ranks(ranked_sections: Sequence[str], doc_of: Mapping[str, str]) -> dict[str, int]:
    """1-based rank of each document by the first appearance of any of its sections."""
    ranks: dict[str, int] = {}
    for sid in ranked_sections:
        doc = doc_of.get(sid)
        if doc is not None and doc not in ranks:
            ranks[doc] = len(ranks) + 1
    return ranks


def rrf(legs: Iterable[Leg], doc_of: Mapping[str, str], k: float) -> dict[str, float]:
    scores: dict[str, float] = {}
    for leg in legs:
        if leg.weight <= 0:
            continue
        for doc, rank in document_ranks(leg.ranked_sections, doc_of).items():
            scores[doc] = scores.get(doc, 0.0) + leg.weight / (k + rank)
    return scores
