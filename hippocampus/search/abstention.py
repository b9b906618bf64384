"""When the search answers nothing (ADR 0004, ADR 0006, ADR 0019): the abstention rule.

Evidence (:class:`Evidence`) is taken from the hits the search *returns* and from the store
itself, never from constants alone:

* ``answer_cosine`` — the best cosine among the returned hits (a cosine of a section that is
  not shown justifies nothing);
* ``background`` — the store's background level for this query: the mean cosine of the
  sections ranked ``background_from``..``background_depth`` in scope (:func:`background_level`).
  e5 cosines are compressed (an everyday question reaches 0.84 against a Korean corpus, 0.80
  against an English chat log), so what counts is how far the answer stands above what the
  bulk of *this* store reaches for *this* query;
* ``coverage`` — the idf-weighted share of query terms in the best returned sections, with
  the same floor whether or not a cosine exists.

The semantic half passes when the answer cosine clears the fixed floor (``abstain_sim``,
raised to the scope's probe null level) *and* stands ``abstain_margin`` above the background;
the lexical half when coverage reaches ``abstain_lex``. Below both the search abstains.

A question none of whose words occurs in the returned hits (coverage 0) has only the cosine
to stand on, and e5 gives every string a nearest neighbour ("zzqxv flibbertigibbet quantum
marmalade" reached 0.845 in the sample vault, above the probes' median 0.835): its cosine must
beat *every* off-topic probe in the scope (``null_ceiling``, the ``abstain_null_unanchored``
quantile of the probes, 1.0 by default). No answerable question of the four measured sets has
coverage 0 (docs/BENCHMARKS.md), so this costs none of them an answer.

The search's last stage is here: :func:`evidence` gathers the evidence of the returned hits
(and reads the store's probe null levels, search/nullfloor.py), :func:`decide` turns it into a
:class:`Verdict`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hippocampus.search.nullfloor import null_floor
from hippocampus.search.params import RankingParams

if TYPE_CHECKING:
    from hippocampus.search.legs import SemanticLeg
    from hippocampus.search.protocols import QueryEmbedder, SearchStore
    from hippocampus.search.types import Hit
    from hippocampus.store.queries import Filters


@dataclass(frozen=True)
class Evidence:
    answer_cosine: float | None  # best cosine of a returned hit; None without a semantic leg
    coverage: float  # query-term coverage of the returned hits
    background: float | None = None  # the store's background cosine for this query
    null_level: float | None = None  # what the off-topic probes reach in this scope (nullfloor.py)
    null_ceiling: float | None = None  # the strictest probe level in scope, for a question with coverage 0


@dataclass(frozen=True)
class Verdict:
    abstained: bool
    reason: str | None


def background_level(depth: Sequence[float], p: RankingParams) -> float | None:
    """Mean cosine of the sections ranked ``background_from``..``background_depth`` (1-based
    ranks after the first ``background_from - 1``); a small scope uses what it has beyond the
    head, a scope with no more sections than the head has no background (None)."""
    tail = list(depth[p.background_from - 1 : p.background_depth])
    if not tail:
        return None
    return sum(tail) / len(tail)


def sim_floor(p: RankingParams, null_level: float | None) -> float:
    """The cosine the best returned hit must reach: ``abstain_sim``, raised to the scope's
    null level when one was measured."""
    return p.abstain_sim if null_level is None else max(p.abstain_sim, null_level)


def unanchored(ev: Evidence) -> bool:
    """No query word in the returned hits, and the scope's strictest probe level is known."""
    return ev.coverage <= 0.0 and ev.null_ceiling is not None


def evidence_floor(ev: Evidence, p: RankingParams) -> float:
    """The cosine floor for this evidence: :func:`sim_floor`, or for an unanchored question
    the strictest probe level in scope (whichever is higher)."""
    floor = sim_floor(p, ev.null_level)
    return max(floor, ev.null_ceiling) if unanchored(ev) and ev.null_ceiling is not None else floor


def lex_floor(p: RankingParams) -> float:
    """The query-term coverage that is evidence enough, with or without a cosine beside it."""
    return p.abstain_lex


def semantic_ok(ev: Evidence, p: RankingParams) -> bool:
    if ev.answer_cosine is None or ev.answer_cosine < evidence_floor(ev, p):
        return False
    return ev.background is None or ev.answer_cosine - ev.background >= p.abstain_margin


def below_floor(ev: Evidence, mode: str, p: RankingParams) -> bool:
    """True when the search would abstain: neither the cosine nor the lexical coverage clears its floor."""
    lex_ok = mode != "semantic" and ev.coverage >= lex_floor(p)
    return not (semantic_ok(ev, p) or lex_ok)


def abstain_reason(ev: Evidence, p: RankingParams) -> str:
    coverage = f"query-term coverage {ev.coverage:.2f} < {lex_floor(p):.2f}"
    if ev.answer_cosine is None:
        return f"evidence below the floor: no cosine (lexical only) and {coverage}"
    floor = evidence_floor(ev, p)
    if ev.answer_cosine < floor:
        if unanchored(ev) and floor > sim_floor(p, ev.null_level):
            why = " (no query word occurs in the returned hits: the cosine must beat every off-topic probe in this scope)"
        else:
            why = " (what off-topic questions reach in this scope)" if floor > p.abstain_sim else ""
        return f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} < {floor:.3f}{why} and {coverage}"
    assert ev.background is not None
    return (f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} stands only "
            f"{ev.answer_cosine - ev.background:.3f} above this store's background {ev.background:.3f} "
            f"(needs {p.abstain_margin:.3f}) and {coverage}")


# ---------------------------------------------------------------------------- the search's last stage


def evidence(
    store: SearchStore,
    embedder: QueryEmbedder | None,
    *,
    query: str,
    filters: Filters,
    p: RankingParams,
    semantic: SemanticLeg,
    hits: Sequence[Hit],
) -> Evidence:
    """What the returned hits and the store say: the best cosine among the returned hits, the
    coverage of the top three, the store's background level for the query and the probe null
    level (both only when a cosine was measured)."""
    if semantic.query_vec is None:
        return Evidence(None, max((h.coverage for h in hits[:3]), default=0.0))
    cosines = [h.cosine for h in hits if h.cosine is not None]
    coverage = max((h.coverage for h in hits[:3]), default=0.0)
    return Evidence(
        answer_cosine=max(cosines) if cosines else None,
        coverage=coverage,
        background=background_level(semantic.depth, p),
        null_level=null_floor(store, embedder, query, filters, p.abstain_null_quantile),
        # only a question with no word in the hits needs it (unanchored)
        null_ceiling=null_floor(store, embedder, query, filters, p.abstain_null_unanchored) if coverage <= 0.0 else None,
    )


def decide(ev: Evidence, hits: Sequence[Hit], any_candidate: bool, *, mode: str, abstain: bool, p: RankingParams) -> Verdict:
    """Whether to answer: no candidate at all is an empty answer, not an abstention; with
    ``abstain`` off the hits are returned whatever the evidence."""
    if not hits and not any_candidate:
        return Verdict(False, "no candidate matched the query")
    if not hits:
        # Trigger: candidates existed but every one was a semantic-only match below sim_solo.
        # Why: those are nearest neighbours of nothing. Outcome: an abstention, said so.
        return Verdict(True, f"only semantic-only candidates below sim_solo {p.sim_solo:.3f}")
    if abstain and below_floor(ev, mode, p):
        return Verdict(True, abstain_reason(ev, p))
    return Verdict(False, None)
