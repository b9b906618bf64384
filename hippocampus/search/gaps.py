"""The gap radar (SPEC §3, seed 000 §4.3).

Zero-hit (or abstained) searches and weak bundles are recorded as gaps in the ledger.
:func:`probe` replays every open gap against the current store:

- answered by the canonical wiki (a ``status: canonical`` hit under ``20-wiki/`` whose
  evidence is sufficient) → the gap is **closed** (closed_by = that anchor);
- answered by a staging card (the same query restricted to ``30-reviews/staging/`` clears
  the sufficiency threshold) → listed in ``compile_candidates`` (the compile job selects
  these before oldest-first); the gap stays open until the card is promoted;
- otherwise → ``compile_next`` (still open), oldest first.

Gaps are screened like any other stored text (:func:`records.record_gap` refuses a query with a
secret or injection markers, :func:`records.open_gaps` never serves one) and scoped to the
project and filters of the search that left them. A probe has a time budget: it stops between
gaps when the budget is spent and says how many open gaps it left for the next call, which
starts with the gaps probed longest ago (never-probed first).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from hippocampus.ledger import records
from hippocampus.ledger.db import Ledger
from hippocampus.search.evidence import verdict_of
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.search.types import SearchResult, searchable

STAGING_PREFIX = "30-reviews/staging/"
WIKI_PREFIX = "20-wiki/"


def record_search(ledger: Ledger, result: SearchResult, *, project: str | None = None, filters: Any = None) -> records.Gap | None:
    """Record a zero-hit/abstained search as a gap of ``project`` and the search's ``filters``;
    returns the gap or None (hits, or refused text). (A word-less query never gets here: the
    service refuses it.)"""
    if result.hits:
        return None
    scope = records.scope_of(getattr(filters, "lanes", ()), getattr(filters, "path_prefix", None))
    return records.record_gap(ledger, result.query, "zero_hit", result.materialization, project=project, filters=scope)


@dataclass(frozen=True)
class Candidate:
    gap_id: int
    query: str
    path: str
    anchor: str
    evidence: float


@dataclass(frozen=True)
class ProbeReport:
    materialization: str | None
    probed: int
    closed: tuple[dict[str, Any], ...]
    compile_next: tuple[dict[str, Any], ...]
    compile_candidates: tuple[Candidate, ...]
    left: int = 0
    budget_s: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "materialization": self.materialization,
            "probed": self.probed,
            "partial": self.left > 0,
            "left": self.left,
            "budget_s": self.budget_s,
            "next": (f"{self.left} open gaps were not probed in this call (time budget {self.budget_s} s or limit); call hippo_probe "
                     "again to continue with them (least recently probed first)") if self.left else None,
            "closed": list(self.closed),
            "compile_next": list(self.compile_next),
            "compile_candidates": [asdict(c) for c in self.compile_candidates],
        }


def _filters(**kw):
    from hippocampus.store.reader import Filters

    return Filters(**kw)


def probe(store: Any, embedder: Any | None, ledger: Ledger, params: RankingParams | None = None, limit: int = 200,
          budget_s: float | None = None, clock: Callable[[], float] = time.monotonic) -> ProbeReport:
    """Replay up to ``limit`` open gaps, stopping between gaps once ``budget_s`` seconds are spent."""
    p = params or RankingParams()
    deadline = None if budget_s is None else clock() + budget_s
    closed: list[dict[str, Any]] = []
    nxt: list[dict[str, Any]] = []
    cands: list[Candidate] = []
    # A word-less gap can only predate the service's query check: nothing to replay.
    gaps = [g for g in records.open_gaps(ledger, limit, for_probe=True) if searchable(g.query)]
    done: list[int] = []
    for gap in gaps:
        if done and deadline is not None and clock() >= deadline:
            break  # the rest is reported as left for the next call (each call probes at least one)
        done.append(gap.id)
        wiki = search(store, embedder, gap.query, k=3, params=p,
                      filters=_filters(statuses=("canonical",), path_prefix=WIKI_PREFIX))
        if verdict_of(wiki, p) == "sufficient":
            # Trigger: the canonical wiki now answers the gap. Why: compiled knowledge filled it.
            # Outcome: gap closed, recorded with the answering anchor.
            records.close_gap(ledger, gap.id, wiki.hits[0].anchor)
            closed.append(gap.to_dict() | {"closed_by": wiki.hits[0].anchor})
            continue
        staged = search(store, embedder, gap.query, k=3, params=p, filters=_filters(path_prefix=STAGING_PREFIX))
        if verdict_of(staged, p) == "sufficient":
            h = staged.hits[0]
            cands.append(Candidate(gap.id, gap.query, h.path, h.anchor, round(staged.evidence, 4)))
        nxt.append(gap.to_dict())
    records.mark_probed(ledger, done)
    still_open = int(ledger.query("SELECT COUNT(*) FROM gaps WHERE status = 'open'")[0][0])
    left = max(0, still_open - len(nxt))
    records.log_event(ledger, "probe", probed=len(done), closed=len(closed), candidates=len(cands), left=left)
    return ProbeReport(getattr(store, "id", None), len(done), tuple(closed), tuple(nxt), tuple(cands), left, budget_s)
