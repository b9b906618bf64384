"""Verify on open: is a published materialization still the bytes that were verified at publish?

A published folder ``m/<id>/`` is immutable, so damage after publish (a bad sector, an
interrupted copy, a sync tool, a full disk during a copy) shows as a difference from what its
manifest recorded. :func:`check` compares, cheapest first:

1. ``manifest.json`` parses, its own checksum (``manifest_sha256``) matches, its ``id`` is the
   folder's;
2. ``store.duckdb`` exists and has the recorded size (``store_bytes``; catches truncation and
   zero-length files without reading them);
3. the CRC-32 of ``store.duckdb`` equals the recorded ``store_crc32`` (one sequential read;
   zlib's CRC-32 runs at ~2 GB/s here against ~0.5 GB/s for SHA-256, and it catches every
   damage burst up to 32 bits and any other damage with probability 1 - 2^-32; this guards
   against accidents, not against someone forging a file). Manifests written before
   ``store_crc32`` existed are checked against their ``sha256``. docs/BENCHMARKS.md, "Verify
   on open", gives the cost.

Each process checks a materialization once: the verdict is kept per (id, device, inode, size,
mtime) of both files, so the gateway re-checking ``CURRENT`` every second costs a ``stat``.
Manifests written before these fields existed skip the checks they lack.
"""

from __future__ import annotations

import os
import threading
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hippocampus.errors import HippoError
from hippocampus.store import manifest as mf


class DamagedMaterialization(HippoError):
    """A published materialization no longer matches its manifest (or cannot be read)."""


@dataclass(frozen=True)
class Fallback:
    """Why the materialization served is not the one ``CURRENT`` names."""

    wanted: str | None  # what CURRENT names (None: the pointer itself is unreadable)
    served: str
    reason: str

    def line(self) -> str:
        what = f"materialization {self.wanted}" if self.wanted else "the CURRENT pointer"
        return f"{what} is damaged ({self.reason}); serving the older {self.served}; run `hippo index` to rebuild"


_verdicts: dict[tuple[Any, ...], str | None] = {}
_lock = threading.Lock()


def _stat_key(store_dir: Path, mid: str) -> tuple[Any, ...] | None:
    folder = mf.materialization_dir(store_dir, mid)
    key: list[Any] = [str(Path(store_dir).resolve()), mid]
    for name in (mf.MANIFEST_FILE, mf.STORE_FILE):
        try:
            st = os.stat(folder / name)
        except OSError:
            return None
        key += [st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns]
    return tuple(key)


def check(store_dir: Path, mid: str) -> dict[str, Any]:
    """The manifest of ``mid`` when the materialization is intact; raises
    :class:`DamagedMaterialization` with a short reason otherwise. Cached per file identity."""
    key = _stat_key(store_dir, mid)
    if key is not None:
        with _lock:
            cached = _verdicts.get(key, ...)
        if cached is None:
            return mf.read_manifest(mf.materialization_dir(store_dir, mid))
        if isinstance(cached, str):
            raise DamagedMaterialization(cached)
    try:
        manifest = _check_uncached(store_dir, mid)
    except DamagedMaterialization as exc:
        _remember(key, str(exc))
        raise
    _remember(key, None)
    return manifest


def vouch(store_dir: Path, mid: str) -> None:
    """Record ``mid`` as intact without reading it again. Only for the process that has just
    computed its CRC-32 from the bytes on disk and published it, so that the live service's own
    next open (ADR 0030) costs a ``stat``; any other process still checks it."""
    _remember(_stat_key(store_dir, mid), None)


def _remember(key: tuple[Any, ...] | None, verdict: str | None) -> None:
    if key is not None:
        with _lock:
            _verdicts[key] = verdict


def _check_uncached(store_dir: Path, mid: str) -> dict[str, Any]:
    folder = mf.materialization_dir(store_dir, mid)
    manifest = _manifest(folder, mid)
    path = folder / mf.STORE_FILE
    try:
        size = path.stat().st_size
    except OSError as exc:
        state = "missing" if isinstance(exc, FileNotFoundError) else "unreadable"
        raise DamagedMaterialization(f"{mf.STORE_FILE} {state} ({exc.strerror or exc})") from None
    expected_size = manifest.get("store_bytes")
    if isinstance(expected_size, int) and size != expected_size:
        raise DamagedMaterialization(f"{mf.STORE_FILE} is {size:,} bytes, the manifest recorded {expected_size:,}")
    if size == 0:
        raise DamagedMaterialization(f"{mf.STORE_FILE} is empty")
    expected_crc = manifest.get("store_crc32")
    if isinstance(expected_crc, int):
        try:
            actual_crc = crc32_of(path)
        except OSError as exc:
            raise DamagedMaterialization(f"{mf.STORE_FILE} unreadable ({exc.strerror or exc})") from None
        if actual_crc != expected_crc:
            raise DamagedMaterialization(f"{mf.STORE_FILE} checksum mismatch")
        return manifest
    expected_sha = manifest.get("sha256")  # manifests from before store_crc32
    if expected_sha:
        try:
            actual = mf.file_sha256(path)
        except OSError as exc:
            raise DamagedMaterialization(f"{mf.STORE_FILE} unreadable ({exc.strerror or exc})") from None
        if actual != expected_sha:
            raise DamagedMaterialization(f"{mf.STORE_FILE} checksum mismatch")
    return manifest


def crc32_of(path: Path, chunk: int = 1 << 20) -> int:
    """CRC-32 of a file (zlib; hardware-accelerated, ~4x faster than SHA-256 here)."""
    value = 0
    with open(path, "rb") as fh:
        while block := fh.read(chunk):
            value = zlib.crc32(block, value)
    return value


def _manifest(folder: Path, mid: str) -> dict[str, Any]:
    try:
        manifest = mf.read_manifest(folder)
    except FileNotFoundError:
        raise DamagedMaterialization(f"{mf.MANIFEST_FILE} missing") from None
    except (OSError, ValueError) as exc:
        raise DamagedMaterialization(f"{mf.MANIFEST_FILE} unreadable ({type(exc).__name__})") from None
    if not isinstance(manifest, dict):
        raise DamagedMaterialization(f"{mf.MANIFEST_FILE} is not an object")
    problem = mf.manifest_problem(manifest)
    if problem:
        raise DamagedMaterialization(problem)
    if manifest.get("id") != mid:
        raise DamagedMaterialization(f"{mf.MANIFEST_FILE} names {manifest.get('id')!r}, not {mid}")
    return manifest


def forget() -> None:
    """Drop the cached verdicts (tests that damage a file in place keep its stat key)."""
    with _lock:
        _verdicts.clear()
