"""Governance (pure; SPEC §3): what a search may show, and the boosts on what it shows.

* :func:`answer_scope` — the pipeline's machinery (scaffolding, the system lane, approval
  cards) is excluded from every search unless asked for; :func:`beside_source` drops a staging
  card shown beside its own source;
* :func:`governance_multiplier` / :func:`freshness_multiplier` — gentle multipliers on the
  fused score: they reorder near-ties, they never lift an irrelevant page over a relevant one
  by much. ``archived`` pages never get here unless the caller asked for them (the store
  excludes them in candidate generation).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import date, datetime

from hippocampus.search.params import RankingParams
from hippocampus.store.queries import Filters
from vault_schema.layout import (
    AGENTS,
    APPROVALS,
    GENERATED_FILES,
    GENERATED_LANE,
    HAND_STATUS,
    HAND_TRUST,
    LANES,
    REVIEWS,
    SCHEMA,
    STAGING,
    written_by_hand,
)

_LLM_TRUST = frozenset({"llm_summary", "llm_context", "web_staging"})




def governance_multiplier(status: str | None, trust: str | None, p: RankingParams, lane: str | None = None) -> float:
    """The note's governance boost or damping (multiplies its fused score).

    Trigger: a note in a hand lane (:data:`HAND_LANES`) with neither ``status:`` nor ``trust:``.
    Why: every writer of Hippocampus sets both keys (the importer: canonical, human_edit), so such
    a note was written by hand in the editor after the import; with no boost it ranked below an
    imported note holding only a query word (a new user's `orca migration`: 4 % is two or three
    RRF ranks). Outcome: it counts as an imported note does."""
    if written_by_hand(lane, status, trust):
        status, trust = HAND_STATUS, HAND_TRUST
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


# ---------------------------------------------------------------------------- what a search may show

#: The vault's scaffolding: the files ``hippo init`` writes and the pipeline regenerates (the run
#: log, the generated hubs, the gap queue, the agents' rules and the schema contract). They
#: describe the vault; they are not knowledge in it.
SCAFFOLDING: frozenset[str] = GENERATED_FILES | {AGENTS, SCHEMA}


def names_file(query: str, path: str) -> bool:
    """Whether ``query`` names the vault file ``path``: its file name ("agents.md", any case) or,
    for a file whose stem is written in capitals (AGENTS, SCHEMA, HOME), that stem as a word."""
    name = path.rsplit("/", 1)[-1]
    if name.lower() in query.lower():
        return True
    stem = name.rsplit(".", 1)[0]
    return stem.isupper() and re.search(rf"(?<![\w-]){re.escape(stem)}(?![\w-])", query) is not None


def _asks_for_reviews(filters: Filters) -> bool:
    return LANES[REVIEWS] in filters.lanes or bool(filters.path_prefix and filters.path_prefix.startswith(REVIEWS))


def answer_scope(filters: Filters, query: str = "", indexes: Sequence[str] = ()) -> Filters:
    """``filters`` that also exclude the pipeline's machinery, each unless asked for:

    * the scaffolding (:data:`SCAFFOLDING`) — unless the query names the file or the path filter
      is that file;
    * the vault's own indexes (``indexes``: notes linking to half the vault, search/store_api.py
      ``vault_indexes``) — on the same terms as the scaffolding;
    * the system lane — unless the lane filter names it;
    * the approval cards (``30-reviews/approvals/``) — unless the lane filter names the review lane
      or the path filter points into ``30-reviews``.

    Trigger: every search. Why: the bookkeeping repeats queries and page titles (the gap queue
    answered each open gap's own question at coverage 1.0), AGENTS.md came back as a hit for a
    user's question (issue 35), and the demo's own question returned an approval card, a
    proposal *about* a page, as hit 3 (issue 40). Outcome: excluded in the store, before any leg
    ranks, so they are neither hits, nor evidence, nor the maximum fusion normalises by. Staging
    cards stay searchable (damped; :func:`beside_source` drops one beside its own source)."""
    paths = {p for p in (*SCAFFOLDING, *indexes) if not (names_file(query, p) or filters.path_prefix == p)}
    lanes = () if GENERATED_LANE in filters.lanes else (GENERATED_LANE,)
    prefixes = () if _asks_for_reviews(filters) else (APPROVALS + "/",)
    return replace(filters, exclude_paths=tuple(sorted({*filters.exclude_paths, *paths})),
                   exclude_lanes=tuple(sorted({*filters.exclude_lanes, *lanes})),
                   exclude_prefixes=tuple(sorted({*filters.exclude_prefixes, *prefixes})))


def is_staging(path: str) -> bool:
    return path.startswith(STAGING + "/")


def beside_source(paths: Sequence[str], sources: Mapping[str, Sequence[str]], k: int) -> list[int]:
    """Positions (into ``paths``, a ranked list) of the first ``k`` results once every staging card
    whose own source (its ``sources:``) is among those results is left out.

    Trigger: the inbox scan writes a staging card that copies its source into 30-reviews/staging/
    beside the 10-sources/ copy. Why: both then answered the same question, the card as a
    second, lower-trust copy of a hit already shown (issue 40). Outcome: the card is dropped and
    the next result moves up; a card whose source is not shown stays (it may be the only copy)."""
    dropped: set[int] = set()
    while True:
        shown = [i for i in range(len(paths)) if i not in dropped][:k]
        here = {paths[i] for i in shown}
        more = {i for i in shown if is_staging(paths[i]) and any(s in here for s in sources.get(paths[i], ()))}
        if not more:
            return shown
        dropped |= more
