"""The semantic index of a snapshot: one embedding per lesson, from the configured embedder.

Used only when the sparse cue match is uncertain (seed 003: "조건부 의미 검색"). Vectors are
content-addressed by ``embed_hash`` (model id + the exact passage text), so rebuilding the
index for a new snapshot re-embeds only the lessons whose text changed; everything else is
copied from the previous index. The matrix is stored as float16 ``.npy`` next to a JSON
header (model, dim, ordinals, hashes).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np

from hippocampus.memory.lessons.model import Lesson, Snapshot, Status


@runtime_checkable
class LessonEmbedder(Protocol):
    """What the lesson store needs from an embedder (the store's embedders satisfy it via an adapter)."""

    @property
    def model_id(self) -> str: ...

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def passage_inputs(embedder: object, texts: Sequence[str]) -> list[str]:
    """The strings to send: the project's embedders (``hippocampus.store.embed``) take passages
    already wrapped by their ``passage_input`` (the e5 ``passage:`` prefix, exactly once)."""
    wrap = getattr(embedder, "passage_input", None)
    return [wrap(t) for t in texts] if callable(wrap) else list(texts)


def passage_text(lesson: Lesson) -> str:
    return f"{lesson.context_sentence} {lesson.rule}".strip()


def lesson_texts(lesson: Lesson) -> list[str]:
    """What is embedded for a lesson: context + rule, then each registered phrasing (multi-vector:
    a lesson's semantic score is its best row, so every known wording of the situation counts)."""
    return list(dict.fromkeys([passage_text(lesson), *(p.strip() for p in lesson.phrases if p.strip())]))


def embed_hash(model_id: str, text: str) -> str:
    return hashlib.sha256(f"{model_id}\n{text}".encode()).hexdigest()[:32]


def embeddable(lesson: Lesson) -> bool:
    """Retired lessons are never served, so they carry no vector."""
    return lesson.status != Status.RETIRED


@dataclass(frozen=True)
class SemanticIndex:
    snapshot_seq: int
    model_id: str
    ordinals: np.ndarray  # int32, per row: the lesson's ordinal in the snapshot (a lesson may have several rows)
    hashes: list[str]
    vectors: np.ndarray   # (n, dim) float16, L2-normalised rows

    def header(self) -> dict[str, Any]:
        return {"format": 1, "kind": "semantic", "snapshot_seq": self.snapshot_seq, "model_id": self.model_id,
                "dim": int(self.vectors.shape[1]) if self.vectors.ndim == 2 else 0,
                "ordinals": self.ordinals.tolist(), "hashes": self.hashes}

    @classmethod
    def from_parts(cls, header: dict[str, Any], vectors: np.ndarray) -> SemanticIndex:
        return cls(int(header["snapshot_seq"]), str(header["model_id"]), np.asarray(header["ordinals"], dtype=np.int32), list(header["hashes"]), vectors)

    def cache(self) -> dict[str, np.ndarray]:
        return {h: self.vectors[i] for i, h in enumerate(self.hashes)}

    def scores(self, query_vec: np.ndarray, allowed: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(ordinals, cosine) of the allowed lessons (a boolean mask over ordinals), one per lesson:
        the best of its rows."""
        rows = np.arange(len(self.ordinals)) if allowed is None else np.nonzero(allowed[self.ordinals])[0]
        if rows.size == 0:
            return np.empty(0, dtype=np.int32), np.empty(0, dtype=np.float32)
        sims = np.clip(self.vectors[rows].astype(np.float32) @ query_vec.astype(np.float32), -1.0, 1.0)
        ords = self.ordinals[rows]
        order = np.lexsort((-sims, ords))  # by ordinal, best row first
        ords, sims = ords[order], sims[order]
        first = np.ones(len(ords), dtype=bool)
        first[1:] = ords[1:] != ords[:-1]
        return ords[first], sims[first]


def build_semantic_index(
    snapshot: Snapshot,
    embedder: LessonEmbedder,
    previous: SemanticIndex | None = None,
    *,
    batch: int = 64,
) -> tuple[SemanticIndex, int]:
    """Vectors for every servable lesson; returns the index and how many texts were embedded."""
    model = embedder.model_id
    reuse = previous.cache() if previous is not None and previous.model_id == model else {}
    ordinals: list[int] = []
    hashes: list[str] = []
    texts: list[str] = []
    for i, lesson in enumerate(snapshot.lessons):
        if embeddable(lesson):
            for text in lesson_texts(lesson):
                ordinals.append(i)
                hashes.append(embed_hash(model, text))
                texts.append(text)
    todo: list[int] = []  # first row of every text not embedded before
    pending: set[str] = set()
    for k, h in enumerate(hashes):
        if h not in reuse and h not in pending:
            pending.add(h)
            todo.append(k)
    fresh: dict[str, np.ndarray] = {}
    for start in range(0, len(todo), batch):
        chunk = todo[start : start + batch]
        vecs = np.asarray(embedder.embed_passages(passage_inputs(embedder, [texts[k] for k in chunk])), dtype=np.float32)
        for k, vec in zip(chunk, vecs):
            fresh[hashes[k]] = vec
    dim = next(iter(fresh.values())).shape[0] if fresh else (next(iter(reuse.values())).shape[0] if reuse else 0)
    matrix = np.zeros((len(hashes), dim), dtype=np.float16)
    for row, h in enumerate(hashes):
        vec = fresh[h] if h in fresh else reuse[h]
        norm = float(np.linalg.norm(vec)) or 1.0
        matrix[row] = (np.asarray(vec, dtype=np.float32) / norm).astype(np.float16)
    return SemanticIndex(snapshot.seq, model, np.asarray(ordinals, dtype=np.int32), hashes, matrix), len(todo)
