"""The search's deadline (issue 34 item 7): the one stage whose time is not the store's, the
query embedding, is bounded by the call's budget.

The lexical leg runs first; the embedding runs in a worker thread and is waited for until
:data:`REST_SHARE` of the time left is still ahead (for the stages after it). Not ready by then:
the search goes on without the semantic leg, abstention judges what is there, and
``SearchResult.partial`` names :data:`SEMANTIC_LEG`. The worker finishes on its own (an embedder
that caches a query answers the retry at once).
"""

from __future__ import annotations

import concurrent.futures
import time
from typing import TYPE_CHECKING

from hippocampus.search.protocols import QueryEmbedder

if TYPE_CHECKING:
    import numpy as np

__all__ = ["REST_SHARE", "SEMANTIC_LEG", "Deadlined", "OutOfTime", "embed_until"]

#: Of the time between a deadlined search's start and its deadline, the share kept for the
#: stages after the semantic leg (candidates, fusion, rows, evidence) when waiting for the
#: query embedding.
REST_SHARE = 0.25
#: What ``SearchResult.partial`` names when the query embedding missed the deadline.
SEMANTIC_LEG = "semantic leg"
_EMBED_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="hippo-embed-query")


def embed_until(deadline: float) -> float:
    """When the query embedding must be ready: :data:`REST_SHARE` of the time left is kept for
    the stages after it."""
    now = time.monotonic()
    return now + (1 - REST_SHARE) * max(0.0, deadline - now)


class OutOfTime(Exception):
    """The query embedding was not ready by the search's deadline."""


class Deadlined:
    """``embedder`` whose ``embed_query`` gives up at ``until`` (``time.monotonic``) by raising
    :class:`OutOfTime`, which the semantic leg reports like any embedder failure; ``ran_out``
    tells the search it was the deadline. The embedding itself runs on in its worker thread."""

    def __init__(self, embedder: QueryEmbedder, until: float) -> None:
        self.embedder = embedder
        self.until = until
        self.ran_out = False
        self.model_id = getattr(embedder, "model_id", None)

    def __getattr__(self, name: str) -> object:
        return getattr(self.embedder, name)

    def embed_query(self, text: str) -> np.ndarray:
        left = self.until - time.monotonic()
        try:
            if left <= 0:
                raise concurrent.futures.TimeoutError
            return _EMBED_POOL.submit(self.embedder.embed_query, text).result(timeout=left)
        except concurrent.futures.TimeoutError:
            # Trigger: the query vector is not ready by the call's deadline (a busy or remote
            # embedder, a loaded machine). Why: the lexical ranking is ready and an answer past
            # the budget is no answer. Outcome: the search goes on without the semantic leg,
            # marked partial.
            self.ran_out = True
            raise OutOfTime(f"the query embedding was not ready within the call's budget ({max(0.0, left):.2f} s were left for it)") from None
