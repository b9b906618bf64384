"""Atomic publish, verified load and rollback of lesson snapshots and their indexes.

Layout of a project store (``$HIPPO_HOME/lessons/<project>/``)::

    manifest.json                    the pointer: current seq, checksums, rollback window
    snapshots/lessons-000042.json    versioned snapshot
    indexes/000042/                  cue-index.json phrase-index.json metadata-index.json
                                     semantic-index.json semantic-index.npy
    tmp/                             publishes in progress (never read)

Publish (seed 003): (1) write the snapshot and every index completely under ``tmp/``,
(2) re-read and verify them (parse, SHA-256, sequence, snapshot id in every index),
(3) rename into place, (4) swap ``manifest.json`` last (write temp, fsync, rename),
(5) prune what fell out of the rollback window. A crash anywhere before (4) leaves the old
manifest, which still points at a complete, verified snapshot: readers never see a
half-written one. Orphans of a crashed publish are removed by the next publish.

Load verifies the manifest's own checksum and every file's SHA-256; damage raises
:class:`CorruptStore` naming the file (and the service falls back, loudly, to the newest
intact snapshot in the rollback window).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.errors import HippoError
from hippocampus.memory.lessons.model import Snapshot, canonical_json

MANIFEST = "manifest.json"
SNAPSHOTS = "snapshots"
INDEXES = "indexes"
TMP = "tmp"
MANIFEST_FORMAT = 1
_SNAP = re.compile(r"^lessons-(\d{6,})\.json$")


class CorruptStore(HippoError):
    """A published file failed verification (checksum, parse, sequence)."""


class NothingPublished(HippoError):
    """The store has no published snapshot yet."""

    exit_code = 2


def snapshot_name(seq: int) -> str:
    return f"lessons-{seq:06d}.json"


def index_dir(seq: int) -> str:
    return f"{seq:06d}"


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def encode_json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def npy_bytes(matrix: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, matrix, allow_pickle=False)
    return buf.getvalue()


@dataclass(frozen=True)
class Manifest:
    data: dict[str, Any]

    @property
    def seq(self) -> int:
        return int(self.data["seq"])

    @property
    def history(self) -> list[int]:
        return [int(s) for s in self.data.get("history", [])]

    @property
    def event_seq(self) -> int:
        return int(self.data.get("event_seq", 0))

    def file(self, name: str) -> dict[str, Any] | None:
        return self.data["files"].get(name)


def manifest_checksum(body: dict[str, Any]) -> str:
    return sha256_bytes(canonical_json({k: v for k, v in body.items() if k != "checksum"}).encode("utf-8"))


def read_manifest(store: Path) -> Manifest | None:
    path = store / MANIFEST
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise CorruptStore(f"{path}: unreadable manifest ({exc})") from exc
    if not isinstance(data, dict) or data.get("checksum") != manifest_checksum(data):
        raise CorruptStore(f"{path}: manifest checksum mismatch")
    return Manifest(data)


def existing_seqs(store: Path) -> list[int]:
    seqs = set()
    snap_dir = store / SNAPSHOTS
    if snap_dir.is_dir():
        seqs |= {int(m.group(1)) for p in snap_dir.iterdir() if (m := _SNAP.match(p.name))}
    idx_dir = store / INDEXES
    if idx_dir.is_dir():
        seqs |= {int(p.name) for p in idx_dir.iterdir() if p.name.isdigit()}
    return sorted(seqs)


def next_seq(store: Path) -> int:
    try:
        manifest = read_manifest(store)
    except CorruptStore:
        manifest = None  # a damaged manifest is being replaced: the files on disk still bound the seq
    current = manifest.seq if manifest else 0
    return max([current, *existing_seqs(store)]) + 1


@dataclass(frozen=True)
class Artifacts:
    """What one publish writes: the snapshot and its indexes, already serialised."""

    snapshot: Snapshot
    files: dict[str, bytes]  # name -> bytes; names: snapshot, cue, phrase, metadata[, semantic, semantic_vectors]
    meta: dict[str, Any]     # tokenizer, semantic model, counts


def _relpath(name: str, seq: int) -> str:
    if name == "snapshot":
        return f"{SNAPSHOTS}/{snapshot_name(seq)}"
    if name == "semantic_vectors":
        return f"{INDEXES}/{index_dir(seq)}/semantic-index.npy"
    return f"{INDEXES}/{index_dir(seq)}/{name}-index.json"


def verify_file(name: str, data: bytes, expected_sha: str, seq: int) -> Any:
    """Checksum, parse and sequence check of one artifact; raises CorruptStore. Returns the parsed
    document (the matrix for ``semantic_vectors``), so a load parses every file once."""
    if sha256_bytes(data) != expected_sha:
        raise CorruptStore(f"{name}: SHA-256 mismatch")
    if name == "semantic_vectors":
        try:
            return np.load(io.BytesIO(data), allow_pickle=False)
        except (ValueError, OSError) as exc:
            raise CorruptStore(f"{name}: unreadable matrix ({exc})") from exc
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise CorruptStore(f"{name}: unreadable JSON ({exc})") from exc
    if int(doc.get("seq", doc.get("snapshot_seq", -1))) != seq:
        raise CorruptStore(f"{name}: belongs to snapshot {doc.get('seq', doc.get('snapshot_seq'))}, expected {seq}")
    return doc


def publish(store: Path, artifacts: Artifacts, *, keep: int = 5, steps: list[str] | None = None, repair: bool = False) -> Manifest:
    """Publish ``artifacts`` atomically (see the module docstring). The caller holds the write lock.

    ``steps``, when given, receives the name of each completed step (used to report progress).
    ``repair``: the current manifest is damaged; it is replaced, with an empty rollback window.
    """
    seq = artifacts.snapshot.seq
    store.mkdir(parents=True, exist_ok=True)
    try:
        previous = read_manifest(store)
    except CorruptStore:
        if not repair:
            raise
        # Trigger: consolidate repairs a damaged manifest. Why: its window cannot be trusted.
        # Outcome: the new manifest starts a new window; older snapshot files are pruned.
        previous = None
    if previous is not None and seq <= previous.seq:
        raise CorruptStore(f"refusing to publish snapshot {seq}: the manifest is already at {previous.seq}")
    tmp = store / TMP / f"publish-{seq:06d}-{uuid.uuid4().hex[:8]}"
    files: dict[str, dict[str, Any]] = {}
    for name, data in artifacts.files.items():
        _write(tmp / _relpath(name, seq), data)
        files[name] = {"path": _relpath(name, seq), "sha256": sha256_bytes(data), "bytes": len(data)}
    _fsync_dir(tmp)
    _note(steps, "written")
    for name, info in files.items():
        verify_file(name, (tmp / info["path"]).read_bytes(), info["sha256"], seq)
    _note(steps, "verified")
    (store / SNAPSHOTS).mkdir(exist_ok=True)
    (store / INDEXES).mkdir(exist_ok=True)
    os.rename(tmp / INDEXES / index_dir(seq), store / INDEXES / index_dir(seq))
    os.rename(tmp / SNAPSHOTS / snapshot_name(seq), store / SNAPSHOTS / snapshot_name(seq))
    _fsync_dir(store / SNAPSHOTS)
    _fsync_dir(store / INDEXES)
    _note(steps, "renamed")
    window: dict[str, Any] = {}
    if previous is not None:
        window[str(previous.seq)] = previous.data["files"]
        for key, value in previous.data.get("window", {}).items():
            window.setdefault(key, value)
    history = sorted((int(k) for k in window), reverse=True)[:keep]
    body = {
        "format": MANIFEST_FORMAT,
        "project": artifacts.snapshot.project,
        "seq": seq,
        "event_seq": artifacts.snapshot.event_seq,
        "published_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "files": files,
        "meta": artifacts.meta,
        "history": history,
        "window": {str(k): window[str(k)] for k in history},
    }
    write_manifest(store, body)
    _note(steps, "manifest")
    prune(store, keep)
    _note(steps, "pruned")
    return Manifest(body | {"checksum": manifest_checksum(body)})


def _note(steps: list[str] | None, name: str) -> None:
    if steps is not None:
        steps.append(name)


def write_manifest(store: Path, body: dict[str, Any]) -> None:
    body = {k: v for k, v in body.items() if k != "checksum"}
    data = encode_json(body | {"checksum": manifest_checksum(body)})
    tmp = store / f".{MANIFEST}.{uuid.uuid4().hex[:8]}.tmp"
    _write(tmp, data)
    os.replace(tmp, store / MANIFEST)
    _fsync_dir(store)


def prune(store: Path, keep: int) -> list[int]:
    """Remove snapshots outside ``{current} ∪ rollback window`` and leftover temp folders."""
    manifest = read_manifest(store)
    if manifest is None:
        return []
    wanted = {manifest.seq, *manifest.history[:keep]}
    removed = []
    for seq in existing_seqs(store):
        if seq in wanted or seq > manifest.seq:
            continue  # seq > current: a newer snapshot that was rolled back stays until the next publish
        (store / SNAPSHOTS / snapshot_name(seq)).unlink(missing_ok=True)
        shutil.rmtree(store / INDEXES / index_dir(seq), ignore_errors=True)
        removed.append(seq)
    shutil.rmtree(store / TMP, ignore_errors=True)
    return removed


@dataclass(frozen=True)
class Loaded:
    seq: int
    manifest: Manifest
    raw: dict[str, bytes]  # verified file contents by artifact name
    docs: dict[str, Any]   # the same, parsed


def load_files(store: Path, manifest: Manifest, seq: int | None = None, *, names: tuple[str, ...] | None = None) -> Loaded:
    """Read and verify the files of the current snapshot (or of ``seq`` in the rollback window)."""
    if seq is None or seq == manifest.seq:
        files, seq = manifest.data["files"], manifest.seq
    else:
        files = manifest.data.get("window", {}).get(str(seq))
        if files is None:
            raise HippoError(f"snapshot {seq} is not in the rollback window {manifest.history}")
    raw: dict[str, bytes] = {}
    docs: dict[str, Any] = {}
    for name, info in files.items():
        if names is not None and name not in names:
            continue
        path = store / info["path"]
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise CorruptStore(f"{name}: {path} unreadable ({exc.strerror or exc})") from exc
        docs[name] = verify_file(name, data, info["sha256"], seq)
        raw[name] = data
    return Loaded(seq, manifest, raw, docs)


def rollback(store: Path, to_seq: int | None = None) -> Manifest:
    """Point the manifest back at ``to_seq`` (default: the previous publish). Caller holds the lock."""
    manifest = read_manifest(store)
    if manifest is None:
        raise NothingPublished("nothing has been published yet")
    if not manifest.history:
        raise HippoError("no earlier snapshot in the rollback window")
    target = to_seq if to_seq is not None else manifest.history[0]
    if target not in manifest.history:
        raise HippoError(f"snapshot {target} is not in the rollback window {manifest.history}")
    files = manifest.data.get("window", {}).get(str(target))
    if files is None:
        raise HippoError(f"snapshot {target} has no recorded checksums")
    loaded = load_files(store, manifest, target)
    snap = json.loads(loaded.raw["snapshot"])
    remaining = [s for s in manifest.history if s < target]
    body = dict(manifest.data)
    body.update({
        "seq": target,
        "event_seq": int(snap["event_seq"]),
        "files": files,
        "history": remaining,
        "window": {str(s): manifest.data["window"][str(s)] for s in remaining},
        "rolled_back_from": manifest.seq,
        "published_at": datetime.now(UTC).isoformat(timespec="seconds"),
    })
    write_manifest(store, body)
    return Manifest(body | {"checksum": manifest_checksum(body)})
