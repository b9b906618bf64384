"""Test doubles for gateway tests (tests only; product code has no fakes).

``HashingEmbedder`` follows the embedder protocol of ``hippocampus.store.embed``
(``passage_input``/``query_input``/``embed_passages``/``embed_query``, ``model_id``, ``dim``):
hashed character trigrams, L2-normalised — deterministic, instant, similar texts similar.
"""

from __future__ import annotations

import hashlib

import numpy as np


class HashingEmbedder:
    def __init__(self, dim: int = 64, model_id: str = "test-hashing-64") -> None:
        self.dim = dim
        self.model_id = model_id

    def passage_input(self, text: str) -> str:
        return "passage: " + text

    def query_input(self, text: str) -> str:
        return "query: " + text

    def _vec(self, text: str) -> np.ndarray:
        v = np.zeros(self.dim, dtype=np.float32)
        padded = f"  {text.lower()}  "
        for i in range(len(padded) - 2):
            h = int.from_bytes(hashlib.blake2b(padded[i : i + 3].encode(), digest_size=4).digest(), "little")
            v[h % self.dim] += 1.0 if (h >> 31) & 1 else -1.0
        n = np.linalg.norm(v)
        return v / n if n else v

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return np.vstack([self._vec(t) for t in texts]).astype(np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._vec(self.query_input(text))
