"""Result types of the search service (frozen dataclasses; pydantic only at the boundaries)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from hippocampus.errors import UsageError

MODES = ("hybrid", "lexical", "semantic")

#: Longest query the service takes (the MCP gateway's schema uses the same limit). The golden
#: sets' longest question is 266 characters; a pasted document is not a query.
MAX_QUERY_CHARS = 1000


def _query_problem(query: str) -> str | None:
    if len(query) > MAX_QUERY_CHARS:
        return f"the query is {len(query):,} characters; the limit is {MAX_QUERY_CHARS:,} (search for its key words)"
    if not any(ch.isalnum() for ch in query):  # a letter or digit in any script
        return "the query has no words to search for (it is empty, blank or only punctuation)"
    return None


def searchable(query: str) -> bool:
    """Whether ``query`` has something to look for, within the limit (:func:`check_query` says why not)."""
    return _query_problem(query) is None


def check_query(query: str) -> None:
    """Raise :class:`UsageError` for an empty, word-less or overlong query.

    Without this an empty query still embeds (``"query: "``) and the semantic leg returns its
    nearest sections with a confident-looking evidence score.
    """
    problem = _query_problem(query)
    if problem:
        raise UsageError(problem)


@dataclass(frozen=True)
class Hit:
    """One document, carrying the section that best covers the query."""

    path: str
    title: str
    anchor: str  # path#heading of the best section
    heading: str
    section_id: int  # the store's BIGINT (docs/search-json.md)
    snippet: str
    score: float
    reasons: tuple[str, ...]  # subset of name, fts, semantic, title, fuzzy, substring
    lane: str | None = None
    type: str | None = None
    status: str | None = None
    trust: str | None = None
    updated: str | None = None
    coverage: float = 0.0  # idf-weighted share of query terms found in the best section
    cosine: float | None = None  # best semantic similarity of the document, if computed

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["reasons"] = list(self.reasons)
        return d


@dataclass(frozen=True)
class Degraded:
    """Why the answer is less than the full pipeline. Always reported, never silent."""

    no_embedder: str | None = None  # reason the semantic leg did not run
    embedding_coverage: float | None = None  # < 1.0 when only part of the sections has vectors
    rerank_failed: str | None = None
    stale_store: bool = False
    # the store's lexical index was built by another analyser than the one reading the query
    # (an upgrade changed it): English terms may not match until the next ``hippo index``
    analyser_mismatch: str | None = None
    # the materialization CURRENT names is damaged: an older intact one answered (one line)
    damaged_store: str | None = None
    # hits whose note is gone from the vault were dropped: the index is behind it (search/behind.py)
    index_behind: str | None = None

    @property
    def any(self) -> bool:
        return bool(self.no_embedder or self.rerank_failed or self.stale_store or self.analyser_mismatch or self.damaged_store
                    or self.index_behind) or (
            self.embedding_coverage is not None and self.embedding_coverage < 1.0
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"degraded": self.any}


@dataclass(frozen=True)
class SearchResult:
    query: str
    mode: str
    hits: tuple[Hit, ...]
    abstained: bool
    reason: str | None  # why abstained / why empty
    evidence: float  # comparable across queries: max(best cosine, lexical coverage)
    best_cosine: float | None
    lexical_coverage: float
    null_level: float | None = None  # best cosine off-topic probes reach in this scope (nullfloor.py)
    answer_cosine: float | None = None  # best cosine among the returned hits (abstention.py)
    background: float | None = None  # the store's background cosine for this query (abstention.py)
    null_ceiling: float | None = None  # strictest probe level in scope; measured when no query word is in the hits
    # the hit carrying the answer cosine is written in the query's other language (abstention.py)
    cross_lingual: bool = False
    # whether the search abstains with abstention on (equal to ``abstained`` unless the caller
    # passed abstain=False): what `hippo search` returns is () when this is true
    would_abstain: bool = False
    degraded: Degraded = field(default_factory=Degraded)
    timings_ms: dict[str, float] = field(default_factory=dict)
    materialization: str | None = None
    query_terms: tuple[str, ...] = ()
    # the parts left out because the call's deadline came first (service.py: "semantic leg"); the
    # hits and the verdict are those of the parts that finished
    partial: tuple[str, ...] = ()

    @property
    def zero_hit(self) -> bool:
        return not self.hits

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "mode": self.mode,
            "materialization": self.materialization,
            "abstained": self.abstained,
            "reason": self.reason,
            "evidence": round(self.evidence, 4),
            "best_cosine": None if self.best_cosine is None else round(self.best_cosine, 4),
            "lexical_coverage": round(self.lexical_coverage, 4),
            "null_level": None if self.null_level is None else round(self.null_level, 4),
            "answer_cosine": None if self.answer_cosine is None else round(self.answer_cosine, 4),
            "background": None if self.background is None else round(self.background, 4),
            "null_ceiling": None if self.null_ceiling is None else round(self.null_ceiling, 4),
            "cross_lingual": self.cross_lingual,
            "query_terms": list(self.query_terms),
            "degraded": self.degraded.to_dict(),
            "timings_ms": {k: round(v, 2) for k, v in self.timings_ms.items()},
            "hits": [h.to_dict() for h in self.hits],
        } | ({"partial": partial_marker(self.partial)} if self.partial else {})


def partial_marker(missing: tuple[str, ...]) -> dict[str, Any]:
    """What an answer cut short by its deadline says (issue 34 item 7): why, and what is missing."""
    return {"reason": "budget", "missing": list(missing)}
