"""Wiring for entry points (CLI now, gateway later): open the latest store, the embedder,
the ranking params (with the calibration file) and the ledger, once."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hippocampus.config import Settings
from hippocampus.errors import NotIndexedError
from hippocampus.ledger.db import Ledger
from hippocampus.search.params import RankingParams, load_params


@dataclass
class SearchContext:
    settings: Settings
    store: Any
    embedder: Any | None
    embedder_error: str | None
    params: RankingParams
    ledger: Ledger

    def close(self) -> None:
        self.ledger.close()
        close = getattr(self.store, "close", None)
        if close:
            close()


def open_context(settings: Settings, *, with_embedder: bool = True, engine: str = "memory") -> SearchContext:
    """Raises NotIndexedError when nothing is published yet. An unavailable embedder is not an
    error: ``embedder`` is None and ``embedder_error`` says why (search reports ``degraded``).
    ``engine="sql"`` skips the in-memory index build: cheaper for a process answering one query
    (see :mod:`hippocampus.store.reader`)."""
    from hippocampus.store.reader import Store

    try:
        store = Store.open_latest(settings.store_dir, engine=engine)
    except NotIndexedError:
        from hippocampus.vault.reader import vault_root

        vault_root(Path(settings.vault).expanduser())  # no vault there: say so, not "run hippo index", which cannot help
        raise
    store.vault_root = Path(settings.vault).expanduser()  # search checks its hits against this vault (search/behind.py)
    embedder, err = None, None
    if with_embedder:
        try:
            from hippocampus.store.embedders import make_embedder

            embedder = make_embedder(settings)
        except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable, import or config errors
            embedder, err = None, f"{type(exc).__name__}: {exc}"
    model = getattr(embedder, "model_id", None) or settings.embed_model
    return SearchContext(settings, store, embedder, err, load_params(settings.home, model), Ledger(settings.ledger_path))


class _Unavailable:
    """Stands in for an embedder that failed to load, so the service reports the reason."""

    def __init__(self, reason: str) -> None:
        self.reason = reason

    def embed_query(self, raw: str):
        raise RuntimeError(self.reason)


def embedder_or_reason(ctx: SearchContext) -> Any | None:
    if ctx.embedder is None and ctx.embedder_error:
        return _Unavailable(ctx.embedder_error)
    return ctx.embedder
