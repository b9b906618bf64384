"""Retrieval metrics over ranked document paths (pure; hand-checked in tests/unit).

``relevant`` is the set of expected paths of one query; ``ranked`` is the system's order.
Graded relevance is not used: every expected document counts 1.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence


def hit_at(ranked: Sequence[str], relevant: set[str], k: int) -> float:
    return 1.0 if any(r in relevant for r in ranked[:k]) else 0.0


def recall_at(ranked: Sequence[str], relevant: set[str], k: int) -> float:
    """Share of the relevant documents found in the top k."""
    if not relevant:
        return 0.0
    return len(relevant & set(ranked[:k])) / len(relevant)


def recall_all_at(ranked: Sequence[str], relevant: set[str], k: int) -> float:
    """1 when *every* relevant document is in the top k (LongMemEval's recall_all)."""
    return 1.0 if relevant and relevant <= set(ranked[:k]) else 0.0


def mrr_at(ranked: Sequence[str], relevant: set[str], k: int = 10) -> float:
    for i, r in enumerate(ranked[:k], start=1):
        if r in relevant:
            return 1.0 / i
    return 0.0


def ndcg_at(ranked: Sequence[str], relevant: set[str], k: int = 10) -> float:
    dcg = sum(1.0 / math.log2(i + 1) for i, r in enumerate(ranked[:k], start=1) if r in relevant)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(relevant), k) + 1))
    return dcg / ideal if ideal else 0.0


def mean(values: Iterable[float]) -> float:
    vals = list(values)
    return sum(vals) / len(vals) if vals else 0.0


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return 0.0
    s = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(s)))
    return s[min(rank, len(s)) - 1]


def summarize(rows: Sequence[dict], ks: Sequence[int] = (1, 3, 5, 10)) -> dict[str, float]:
    """Aggregate per-query rows ``{ranked, relevant}`` (answerable queries only)."""
    out: dict[str, float] = {"n": float(len(rows))}
    for k in ks:
        out[f"hit@{k}"] = mean(hit_at(r["ranked"], r["relevant"], k) for r in rows)
        out[f"recall_any@{k}"] = out[f"hit@{k}"]
        out[f"recall@{k}"] = mean(recall_at(r["ranked"], r["relevant"], k) for r in rows)
        out[f"recall_all@{k}"] = mean(recall_all_at(r["ranked"], r["relevant"], k) for r in rows)
    out["mrr@10"] = mean(mrr_at(r["ranked"], r["relevant"], 10) for r in rows)
    out["ndcg@10"] = mean(ndcg_at(r["ranked"], r["relevant"], 10) for r in rows)
    return out
