"""Fixtures of the memory and lesson tests: a git vault, a lesson store, a test embedder."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import numpy as np
import pytest

from hippocampus.memory.lessons.service import LessonStore


class TrigramEmbedder:
    """Deterministic test double of the lesson embedder: hashed character trigrams, L2-normalised.

    Similar strings get similar vectors; ``fail`` makes every call raise (an embedder outage).
    """

    model_id = "test-trigram-64"

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.passages = 0
        self.queries = 0

    def _vec(self, text: str) -> np.ndarray:
        v = np.zeros(64, dtype=np.float32)
        t = f"  {text.lower()}  "
        for i in range(len(t) - 2):
            v[int(hashlib.md5(t[i : i + 3].encode()).hexdigest(), 16) % 64] += 1.0
        return v / (np.linalg.norm(v) or 1.0)

    def embed_passages(self, texts):
        if self.fail:
            raise ConnectionError("embedder down")
        self.passages += len(texts)
        return np.stack([self._vec(t) for t in texts]) if texts else np.zeros((0, 64), np.float32)

    def embed_query(self, text):
        if self.fail:
            raise ConnectionError("embedder down")
        self.queries += 1
        return self._vec(text)


@pytest.fixture()
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    root.mkdir()
    subprocess.run(["git", "init", "-q", "-b", "main", str(root)], check=True)
    return root


@pytest.fixture()
def home(isolated_home: Path) -> Path:
    isolated_home.mkdir(parents=True, exist_ok=True)
    return isolated_home


@pytest.fixture()
def store(home: Path) -> LessonStore:
    return LessonStore(home, "hippo", lock_timeout=10)


@pytest.fixture()
def embedder() -> TrigramEmbedder:
    return TrigramEmbedder()
