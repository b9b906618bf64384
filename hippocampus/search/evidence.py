"""Evidence bundles (SPEC §3, seed 000 §4.2 ``hippo_evidence_bundle``).

1. **Answer cache.** An approved ``type: query`` page (``status: canonical`` under
   ``20-wiki/``) whose title matches the question closely (Dice overlap of the content terms
   ≥ ``cache_min_dice``) answers it directly: ``answer_mode = "cached"`` with that page's
   sections as anchored excerpts. The ledger remembers question → page together with the
   materialization id it was checked against. A remembered entry is used as-is only while the
   store is that materialization; after a reindex it is re-validated against the new store
   (page still there, still canonical, still matching) and either refreshed or dropped.
2. **Excerpt bundle.** Otherwise a hybrid search; the best section of each hit, in rank order,
   is copied into the bundle until the ``budget`` (6000 characters) is spent (each excerpt is
   at most ``budget // 3`` so at least three documents fit) or the next hit is off-topic (on
   its own it would not clear the search's abstention floors). Verdict rules:
   ``empty``  — no hits (the search found nothing or abstained);
   ``sufficient`` — the top hit covers ≥ ``sufficient_lex`` of the query terms (idf-weighted)
   or the best cosine is ≥ ``sufficient_sim``;
   ``weak`` — anything else.
3. **Corrective retrieval.** When the verdict is ``weak``, one deterministic rewrite
   (:func:`rewrite_query`) is searched once more and the better attempt is kept (verdict
   first, then evidence score). Both attempts are listed in the bundle. An ``empty`` verdict
   (the search found nothing or abstained) is not rewritten: the rewrite drops the words the
   vault lacks, and after an abstention those words are the question ("how to repot an
   orchid" became "repo" and was answered with a CTF write-up).

Every bundle gets an id and is stored in the ledger (``replay(bundle_id)`` returns it);
a bundle whose final verdict is ``weak`` or ``empty`` is recorded as a ``bundle_weak`` gap.
"""

from __future__ import annotations

import math
import time
import uuid
from dataclasses import asdict, dataclass, field
from typing import Any

from hippocampus.ledger import records
from hippocampus.ledger.db import Ledger
from hippocampus.search import store_api as sapi
from hippocampus.search.abstention import Evidence, below_floor
from hippocampus.search.params import RankingParams
from hippocampus.search.rewrite import rewrite_query
from hippocampus.search.service import search
from hippocampus.search.types import Hit, SearchResult, check_query, partial_marker
from hippocampus.store.tokenize import query_terms

BUDGET_CHARS = 6000
#: What ``EvidenceBundle.partial`` names when the deadline passed before the rewritten query ran.
REWRITE_ATTEMPT = "rewritten query attempt"
_VERDICT_RANK = {"sufficient": 2, "weak": 1, "empty": 0}


@dataclass(frozen=True)
class Excerpt:
    anchor: str
    path: str
    title: str
    heading: str
    text: str
    score: float
    reasons: tuple[str, ...] = ()
    # the note's lane, status and trust, as on a search hit: who wrote the text decides how the
    # injection screen's verdict is relayed (screening/relay.hold_flagged, ADR 0028 §4c)
    lane: str | None = None
    status: str | None = None
    trust: str | None = None


@dataclass(frozen=True)
class Attempt:
    query: str
    verdict: str
    evidence: float
    hits: int


@dataclass(frozen=True)
class EvidenceBundle:
    id: str
    question: str
    answer_mode: str  # cached | excerpts
    verdict: str  # sufficient | weak | empty
    excerpts: tuple[Excerpt, ...]
    chars: int
    token_estimate: int
    materialization: str | None
    attempts: tuple[Attempt, ...] = ()
    rewritten_query: str | None = None
    cache: dict[str, Any] | None = None  # {path, validated: "hit"|"revalidated"|"new"}
    degraded: dict[str, Any] = field(default_factory=dict)
    # the parts left out because the call's deadline came first (search's "semantic leg", the
    # "rewritten query attempt"); empty for a whole bundle
    partial: tuple[str, ...] = ()
    # why an empty bundle is empty: its search's reason ("no notes under Concepts/ …: did you mean
    # 20-wiki/Concepts/?", search/scope.py); None for any other verdict
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["excerpts"] = [asdict(e) | {"reasons": list(e.reasons)} for e in self.excerpts]
        d["attempts"] = [asdict(a) for a in self.attempts]
        del d["partial"]
        return d | ({"partial": partial_marker(self.partial)} if self.partial else {})


def estimate_tokens(text: str) -> int:
    """≈ 4 characters per token for ASCII, ≈ 1.5 for everything else (Hangul, CJK)."""
    ascii_chars = sum(1 for ch in text if ord(ch) < 128)
    return math.ceil(ascii_chars / 4 + (len(text) - ascii_chars) / 1.5)


def verdict_of(result: SearchResult, p: RankingParams) -> str:
    if not result.hits:
        return "empty"
    top = result.hits[0]
    if top.coverage >= p.sufficient_lex or (result.best_cosine or 0.0) >= p.sufficient_sim:
        return "sufficient"
    return "weak"


def off_topic(h: Hit, result: SearchResult, p: RankingParams) -> bool:
    """Whether hit ``h`` on its own would not have answered: neither its cosine nor its
    query-term coverage clears the abstention floors of the search that returned it."""
    # the same rule as the search's own verdict (ADR 0033's joint rule reads the probes' whole
    # scale, median to best, whatever the coverage), on this hit's cosine and coverage alone
    ev = Evidence(h.cosine, h.coverage, result.background, result.null_level, result.null_ceiling,
                  cross_lingual=result.cross_lingual)
    return below_floor(ev, result.mode, p)


def excerpts_from(result: SearchResult, rows: dict[int, Any], budget: int, p: RankingParams | None = None) -> tuple[Excerpt, ...]:
    """The best section of each hit, in rank order, until the budget is spent or (with ``p``)
    the next hit is off-topic.

    Trigger: a later hit that on its own would not have answered (:func:`off_topic`). Why: the
    budget is a ceiling, not a quota: the demo's Kubernetes question filled it with Prometheus
    and git-bisect text that shares no word with it and sits below the cosine floor (issue 40).
    Outcome: the bundle stops there; the first hit is always kept (the search answered)."""
    out: list[Excerpt] = []
    left = budget
    per = max(200, budget // 3)
    for i, h in enumerate(result.hits):
        if left < 80 or (p is not None and i > 0 and off_topic(h, result, p)):
            break
        row = rows.get(h.section_id)
        text = (row.text if row is not None else h.snippet).strip()
        cap = min(per, left)
        if len(text) > cap:
            text = text[: cap - 1].rstrip() + "…"
        out.append(Excerpt(h.anchor, h.path, h.title, h.heading, text, round(h.score, 6), h.reasons, h.lane, h.status, h.trust))
        left -= len(text)
    return tuple(out)


def dice(a: set[str], b: set[str]) -> float:
    return 2 * len(a & b) / (len(a) + len(b)) if a and b else 0.0


def _cache_filters(path_prefix: str = "20-wiki/"):
    from hippocampus.store.reader import Filters

    return Filters(types=("query",), statuses=("canonical",), path_prefix=path_prefix)


def find_cached_page(store: Any, question: str, p: RankingParams) -> tuple[str, list[Any]] | None:
    """The approved query page that answers ``question``, with its sections, or None."""
    q_terms = set(query_terms(question))
    if not q_terms:
        return None
    res = search(store, None, question, mode="lexical", k=5, filters=_cache_filters(), params=p, abstain=False)
    best: tuple[float, str] | None = None
    for h in res.hits:
        if h.type != "query" or h.status != "canonical" or not h.path.startswith("20-wiki/"):
            continue
        score = dice(q_terms, set(query_terms(h.title)))
        if score >= p.cache_min_dice and (best is None or score > best[0]):
            best = (score, h.path)
    if best is None:
        return None
    return best[1], list(sapi.document_sections(store, best[1]))


def _cached_bundle(question, path, sections, store, how, budget) -> EvidenceBundle:
    out: list[Excerpt] = []
    left = budget
    for s in sections:
        text = (s.text or "").strip()
        if not text or left < 80:
            continue
        text = text if len(text) <= left else text[: left - 1] + "…"
        out.append(Excerpt(s.anchor, s.path, s.title, s.heading or "", text, 1.0, ("cache",), s.lane, s.status, s.trust))
        left -= len(text)
    body = "".join(e.text for e in out)
    return EvidenceBundle(
        id=_new_id(), question=question, answer_mode="cached", verdict="sufficient" if out else "empty",
        excerpts=tuple(out), chars=len(body), token_estimate=estimate_tokens(body),
        materialization=getattr(store, "id", None), cache={"path": path, "validated": how},
    )


def _new_id() -> str:
    return "bndl_" + uuid.uuid4().hex[:16]


def lookup_cache(store: Any, ledger: Ledger, question: str, p: RankingParams, budget: int) -> EvidenceBundle | None:
    store_id = getattr(store, "id", None)
    entry = records.get_cache(ledger, question)
    if entry is not None and entry.materialization == store_id:
        sections = list(sapi.document_sections(store, entry.path))
        if sections:
            return _cached_bundle(question, entry.path, sections, store, "hit", budget)
    found = find_cached_page(store, question, p)
    if found is None:
        # Trigger: a remembered page no longer answers on the new store (edited, archived,
        # deleted). Why: the cache must never outlive its evidence. Outcome: entry dropped.
        if entry is not None:
            records.drop_cache(ledger, question)
        return None
    path, sections = found
    records.put_cache(ledger, question, path, [s.anchor for s in sections], store_id or "")
    return _cached_bundle(question, path, sections, store, "new" if entry is None else "revalidated", budget)


def _attempt(store, embedder, query, filters, p, k, deadline=None):
    res = search(store, embedder, query, mode="hybrid", k=k, filters=filters, params=p, deadline=deadline)
    return res, verdict_of(res, p)


def build_bundle(
    store: Any,
    embedder: Any | None,
    ledger: Ledger | None,
    question: str,
    *,
    params: RankingParams | None = None,
    filters: Any = None,
    budget: int = BUDGET_CHARS,
    k: int = 8,
    use_cache: bool = True,
    project: str | None = None,
    deadline: float | None = None,
) -> EvidenceBundle:
    """The bundle for ``question``; with a ``deadline`` (``time.monotonic``) the searches are
    bounded by it (search/service.py) and the rewritten-query attempt is skipped once it has
    passed or cut the first attempt, each named in ``partial``. A partial bundle records no gap: its weakness may be the
    deadline's, not the vault's."""
    check_query(question)
    p = params or RankingParams()
    bundle = lookup_cache(store, ledger, question, p, budget) if (use_cache and ledger is not None) else None
    if bundle is None:
        bundle = _excerpt_bundle(store, embedder, question, filters, p, k, budget, deadline)
    if ledger is not None:
        records.save_bundle(ledger, bundle.id, question, bundle.answer_mode, bundle.verdict,
                            bundle.materialization, bundle.to_dict())
        if bundle.verdict != "sufficient" and not bundle.partial:
            scope = records.scope_of(getattr(filters, "lanes", ()), getattr(filters, "path_prefix", None))
            records.record_gap(ledger, question, "bundle_weak", bundle.materialization, project=project, filters=scope)
    return bundle


def _excerpt_bundle(store, embedder, question, filters, p, k, budget, deadline=None) -> EvidenceBundle:
    res, verdict = _attempt(store, embedder, question, filters, p, k, deadline)
    attempts = [Attempt(question, verdict, round(res.evidence, 4), len(res.hits))]
    missing = list(res.partial)
    rewritten = None
    if verdict == "weak":
        rewritten = rewrite_query(store, question, p)
        if rewritten and rewritten != question and deadline is not None and (res.partial or time.monotonic() >= deadline):
            # the deadline passed, or cut the first attempt (the rewrite's would be cut too, and
            # the time is the answer's): the first attempt is what there is
            missing.append(REWRITE_ATTEMPT)
            rewritten = None
        elif rewritten and rewritten != question:
            res2, verdict2 = _attempt(store, embedder, rewritten, filters, p, k, deadline)
            missing += [m for m in res2.partial if m not in missing]
            attempts.append(Attempt(rewritten, verdict2, round(res2.evidence, 4), len(res2.hits)))
            if (_VERDICT_RANK[verdict2], res2.evidence) > (_VERDICT_RANK[verdict], res.evidence):
                res, verdict = res2, verdict2
        else:
            rewritten = None
    rows = {r.section_id: r for r in store.sections([h.section_id for h in res.hits])} if res.hits else {}
    excerpts = excerpts_from(res, rows, budget, p)
    body = "".join(e.text for e in excerpts)
    return EvidenceBundle(
        id=_new_id(), question=question, answer_mode="excerpts", verdict=verdict, excerpts=excerpts,
        chars=len(body), token_estimate=estimate_tokens(body), materialization=res.materialization,
        attempts=tuple(attempts), rewritten_query=rewritten, degraded=res.degraded.to_dict(), partial=tuple(missing),
        reason=res.reason if verdict == "empty" else None,
    )


def replay(ledger: Ledger, bundle_id: str) -> dict[str, Any] | None:
    """The bundle exactly as it was returned (audit replay)."""
    return records.load_bundle(ledger, bundle_id)
