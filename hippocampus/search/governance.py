"""Governance boost and freshness decay (pure; SPEC §3).

Both are gentle multipliers on the fused score: they reorder near-ties, they never lift an
irrelevant page over a relevant one by much. ``archived`` pages never get here unless the
caller asked for them (the store excludes them in candidate generation).
"""

from __future__ import annotations

import math
from datetime import date, datetime

from hippocampus.search.params import RankingParams

_LLM_TRUST = frozenset({"llm_summary", "llm_context", "web_staging"})


def governance_multiplier(status: str | None, trust: str | None, p: RankingParams, lane: str | None = None) -> float:
    m = p.damp_reviews if lane == "reviews" else 1.0
    if status == "canonical":
        m *= p.boost_canonical
    elif status == "draft":
        m *= p.damp_draft
    if trust == "human_edit":
        m *= p.boost_human_edit
    elif trust == "source":
        m *= p.boost_source
    elif trust in _LLM_TRUST:
        m *= p.damp_llm
    return m


def _as_date(value: object) -> date | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value)[:10])
    except ValueError:
        return None


def freshness_multiplier(updated: object, today: date, p: RankingParams) -> float:
    """``floor + (1 - floor) * 0.5 ** (age / half_life)``; unknown dates get the midpoint."""
    d = _as_date(updated)
    if p.freshness_half_life_days <= 0:
        return 1.0
    if d is None:
        return p.freshness_floor + (1 - p.freshness_floor) * 0.5
    age = max(0, (today - d).days)
    return p.freshness_floor + (1 - p.freshness_floor) * math.pow(0.5, age / p.freshness_half_life_days)
