"""Fusion of the lexical and semantic legs at the document level (pure).

Two functions, chosen by ``RankingParams.fusion``:

* :func:`rrf` — reciprocal-rank fusion. Each leg ranks *sections*; a document's rank in a leg
  is the rank of its best (first) section there. Fusion is ``sum(weight / (rrf_k + rank))``
  over the legs that found the document, with ranks starting at 1. It ignores how far apart
  the scores are: BM25's clear winner and e5's near-tie count the same.
* :func:`convex` — a convex combination of normalised scores,
  ``(1 - alpha) * c * lex / max(lex) + alpha * (cos - min cos) / (max cos - min cos)``, over
  the candidate documents of one query (min-max per query; Bruch et al., "An Analysis of Fusion
  Functions for Hybrid Retrieval", TOIS 2023, found it beats RRF and needs few labels to tune).
  ``c`` is the lexical coverage of the best lexical match, the idf-weighted share of the
  query's terms it holds (ADR 0025): BM25 / max BM25 only says how a match compares with the
  best one of this query, so without ``c`` that best match got the whole lexical share even
  when it held one query word out of four (a typo's wrong neighbour, an English word in a
  Korean note). Every candidate gets a cosine (the service scores lexical candidates against
  the query vector too), so a document missing from one leg is not punished by a fill-in value.

Working on documents keeps a long note with many matching sections from crowding out the rest
of the list (a hit is a document carrying its best section).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Leg:
    name: str
    weight: float
    ranked_sections: Sequence[int]  # section ids, best first


def document_ranks(ranked_sections: Sequence[int], doc_of: Mapping[int, int]) -> dict[int, int]:
    """1-based rank of each document by the first appearance of any of its sections."""
    ranks: dict[int, int] = {}
    for sid in ranked_sections:
        doc = doc_of.get(sid)
        if doc is not None and doc not in ranks:
            ranks[doc] = len(ranks) + 1
    return ranks


def rrf(legs: Iterable[Leg], doc_of: Mapping[int, int], k: float) -> dict[int, float]:
    scores: dict[int, float] = {}
    for leg in legs:
        if leg.weight <= 0:
            continue
        for doc, rank in document_ranks(leg.ranked_sections, doc_of).items():
            scores[doc] = scores.get(doc, 0.0) + leg.weight / (k + rank)
    return scores


def convex(
    lexical: Mapping[int, float], cosine: Mapping[int, float], alpha: float, coverage: float = 1.0
) -> dict[int, float]:
    """``(1 - alpha) * coverage * lexical / max(lexical) + alpha * minmax(cosine)`` per document.

    ``lexical`` holds raw (non-negative) lexical scores, ``cosine`` raw similarities; a
    document absent from a mapping contributes 0 from that leg. With all cosines equal every
    document gets the full semantic share. ``coverage`` (clipped to 0..1) is the share of the
    query that the best lexical match holds: the lexical leg's best score counts for that much
    of its share, not for all of it; 1.0 is the plain min-max form.
    """
    scores: dict[int, float] = {}
    top = max(lexical.values(), default=0.0)
    if top > 0 and alpha < 1:
        scale = (1.0 - alpha) * min(max(coverage, 0.0), 1.0)
        for doc, s in lexical.items():
            scores[doc] = scale * max(s, 0.0) / top
    if cosine and alpha > 0:
        lo, hi = min(cosine.values()), max(cosine.values())
        for doc, c in cosine.items():
            scores[doc] = scores.get(doc, 0.0) + alpha * ((c - lo) / (hi - lo) if hi > lo else 1.0)
    return scores
