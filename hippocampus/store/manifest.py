"""Materialization ids, manifests and the ``CURRENT`` pointer. Small, pure-ish file helpers.

Layout under ``store_dir``::

    CURRENT                  {"id": "<id>"}  — replaced atomically (temp file, fsync, os.replace)
    m/<id>/store.duckdb      immutable once published
    m/<id>/manifest.json
    work/<id>/               a run in progress (or the debris of a crashed one)
    vectors.lance/           shared, content-addressed embeddings
    lock                     held (flock) by the one writer
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

CURRENT = "CURRENT"
MATERIALIZATIONS = "m"
WORK = "work"
VECTORS = "vectors.lance"
LOCK = "lock"
STORE_FILE = "store.duckdb"
MANIFEST_FILE = "manifest.json"

_ID = re.compile(r"^\d{8}T\d{12}Z-[0-9a-f]{6}$")


def new_id(after: str | None = None, now: datetime | None = None) -> str:
    """A sortable materialization id: UTC time to the microsecond plus a short random suffix.

    ``after`` (the parent id) guarantees the new id sorts after it even if the clock stepped
    back: the time part is then one microsecond past the parent's.
    """
    now = now or datetime.now(UTC)
    if after and is_valid_id(after):
        floor = id_time(after) + timedelta(microseconds=1)
        now = max(now, floor)
    return now.strftime("%Y%m%dT%H%M%S%f") + "Z-" + secrets.token_hex(3)


def is_valid_id(value: str) -> bool:
    return bool(_ID.match(value or ""))


def id_time(mid: str) -> datetime:
    return datetime.strptime(mid[:21], "%Y%m%dT%H%M%S%f").replace(tzinfo=UTC)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see either the old or the new content."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    fsync_dir(path.parent)


def fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_current(store_dir: Path) -> str | None:
    """The published materialization id, or ``None`` when nothing is published (or the pointer is unreadable)."""
    try:
        data = json.loads((Path(store_dir) / CURRENT).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    mid = data.get("id") if isinstance(data, dict) else None
    return mid if isinstance(mid, str) and is_valid_id(mid) else None


def write_current(store_dir: Path, mid: str) -> None:
    if not is_valid_id(mid):
        raise ValueError(f"invalid materialization id: {mid!r}")
    atomic_write_text(Path(store_dir) / CURRENT, json.dumps({"id": mid}) + "\n")


def materialization_dir(store_dir: Path, mid: str) -> Path:
    return Path(store_dir) / MATERIALIZATIONS / mid


def read_manifest(folder: Path) -> dict[str, Any]:
    return json.loads((Path(folder) / MANIFEST_FILE).read_text(encoding="utf-8"))


#: The manifest's own checksum: SHA-256 of its canonical JSON without this key.
SELF_CHECKSUM = "manifest_sha256"


def manifest_digest(manifest: dict[str, Any]) -> str:
    body = {k: v for k, v in manifest.items() if k != SELF_CHECKSUM}
    canonical = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def manifest_problem(manifest: dict[str, Any]) -> str | None:
    """Why a read manifest is not the one written (its own checksum), or ``None``. Manifests
    written before the checksum existed have nothing to check."""
    recorded = manifest.get(SELF_CHECKSUM)
    if recorded is None:
        return None
    return None if recorded == manifest_digest(manifest) else f"{MANIFEST_FILE} checksum mismatch"


def write_manifest(folder: Path, manifest: dict[str, Any]) -> None:
    """Write ``manifest`` with its own checksum (JSON round trip first, so what is checked on
    read is exactly what was hashed)."""
    body = json.loads(json.dumps({k: v for k, v in manifest.items() if k != SELF_CHECKSUM}, default=str))
    body[SELF_CHECKSUM] = manifest_digest(body)
    atomic_write_text(Path(folder) / MANIFEST_FILE, json.dumps(body, ensure_ascii=False, indent=2, sort_keys=True) + "\n")


def list_ids(store_dir: Path) -> list[str]:
    """Published materialization ids (folders under ``m/`` with a manifest), oldest first."""
    root = Path(store_dir) / MATERIALIZATIONS
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if is_valid_id(p.name) and (p / MANIFEST_FILE).is_file())


def file_sha256(path: Path, chunk: int = 1 << 20) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def coverage_fraction(manifest: dict[str, Any]) -> float:
    emb = manifest.get("embedding") or {}
    total = int(emb.get("total") or 0)
    return 1.0 if total == 0 else int(emb.get("embedded") or 0) / total
