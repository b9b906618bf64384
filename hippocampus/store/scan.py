"""Scanning the vault for the index job: every note read and hashed (read-only), attachments
listed, unreadable files recorded with their error code; and the vault's git HEAD.

**Stat cache.** Reading and hashing every note dominates an incremental run on a large vault
(10,000 notes: ~90 MB read per run for one changed note). Like git's index, the scan keeps
``(size, mtime_ns, sha256)`` of every note it read in ``<store>/scan-cache.json`` and trusts
an entry without reading the file when all of these hold: the file's size and mtime are the
cached ones, the cached sha256 is the one the store holds for that path, and the mtime is at
least :data:`RACY_NS` older than the scan that recorded it (a file written in the same instant
as it was scanned could change again without changing its mtime — git's "racily clean" case).
The cache is a hint, never the truth: missing, corrupt or from another vault, it is ignored
and every file is read; ``hippo index --full`` never uses it. An edit that keeps both the size
and the nanosecond mtime (a tool that forges mtimes) is the one case it misses: run ``--full``.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from hippocampus.vault.reader import read_note_file

#: (phase, done, total)
Progress = Callable[[str, int, int], None]

CACHE_FILE = "scan-cache.json"
CACHE_VERSION = 1
#: A cached entry is trusted only if the file's mtime is this much older than the scan that cached it.
RACY_NS = 2_000_000_000

#: path -> (size, mtime_ns, sha256)
StatEntries = dict[str, tuple[int, int, str]]


@dataclass(frozen=True)
class StatCache:
    """What the last scan saw: per note (size, mtime_ns, sha256), and when it started."""

    root: str
    scanned_ns: int
    entries: StatEntries

    def trusted(self, rel: str, size: int, mtime_ns: int, sha: str) -> bool:
        """Whether the file can be taken as unchanged (``sha`` = what the store holds) unread."""
        return self.entries.get(rel) == (size, mtime_ns, sha) and mtime_ns < self.scanned_ns - RACY_NS


def load_cache(path: Path, root: Path) -> StatCache | None:
    """The cache at ``path`` if it is readable and was written for this vault, else ``None``."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if raw.get("version") != CACHE_VERSION or raw.get("root") != str(root.resolve()):
            return None
        entries = {rel: (int(v[0]), int(v[1]), str(v[2])) for rel, v in raw["entries"].items()}
        return StatCache(raw["root"], int(raw["scanned_ns"]), entries)
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
        return None


def save_cache(path: Path, root: Path, scanned_ns: int, entries: StatEntries) -> None:
    """Write the cache atomically (temp file + rename); failing to write it only costs speed."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        payload = {"version": CACHE_VERSION, "root": str(root.resolve()), "scanned_ns": scanned_ns,
                   "entries": {rel: list(v) for rel, v in entries.items()}}
        tmp.write_text(json.dumps(payload, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)


@dataclass
class Scan:
    hashes: dict[str, str]  # readable notes: path -> sha256
    sizes: dict[str, int]
    texts: dict[str, str]  # only notes whose content is not already in the store
    unreadable: list[tuple[str, str, str | None, int]]
    attachments: list[str]
    started_ns: int = 0  # wall clock when the scan began (the stat cache's reference)
    stats: StatEntries = field(default_factory=dict)  # readable notes: (size, mtime_ns, sha256)
    unread: int = 0  # notes taken as unchanged from the stat cache without reading them


def _unchanged(root: str, rel: str, max_bytes: int, previous_sha: str, cache: StatCache | None) -> tuple[int, int, bool] | None:
    """Fast path for a note already in the store: a regular file within the size limit that the
    stat cache vouches for, or whose bytes hash to the stored SHA-256 (those bytes were decoded
    and checked when indexed). Returns (size, mtime_ns, read?) or ``None``, which sends the file
    through the full checks of :func:`read_note_file`. The stat is taken before the read, so a
    write racing the read leaves a newer mtime than the one cached."""
    path = os.path.join(root, rel)
    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size > max_bytes:
            return None
        if cache is not None and cache.trusted(rel, st.st_size, st.st_mtime_ns, previous_sha):
            return st.st_size, st.st_mtime_ns, False
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return None
    if len(data) != st.st_size or hashlib.sha256(data).hexdigest() != previous_sha:
        return None
    return st.st_size, st.st_mtime_ns, True


def walk_vault(root: Path) -> tuple[list[str], list[str]]:
    """(notes, attachments) of the vault in one walk, sorted, vault-relative POSIX paths.

    Same selection as ``list_note_paths`` and ``list_all_files`` of the vault reader (hidden
    folders and files skipped, symlinked folders not followed, symlinked files listed), without
    their per-file ``pathlib`` work (it dominated the scan of a 10,000-note vault).
    """
    notes: list[str] = []
    attachments: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        rel_dir = os.path.relpath(dirpath, root)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/") + "/"
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if name.startswith("."):
                continue
            (notes if name.lower().endswith(".md") else attachments).append(rel_dir + name)
    return sorted(notes), sorted(attachments)


def scan_vault(root: Path, max_bytes: int, previous: dict[str, str], progress: Progress | None = None,
               cache: StatCache | None = None) -> Scan:
    """Hash every note (or take it from the stat cache); keep the text only of notes whose
    bytes are not in the store."""
    paths, attachments = walk_vault(root)
    scan = Scan({}, {}, {}, [], attachments, started_ns=time.time_ns())
    base = str(root)
    for i, rel in enumerate(paths):
        known = previous.get(rel)
        same = _unchanged(base, rel, max_bytes, known, cache) if known else None
        if known and same is not None:
            size, mtime_ns, was_read = same
            scan.hashes[rel], scan.sizes[rel] = known, size
            scan.stats[rel] = (size, mtime_ns, known)
            scan.unread += not was_read
        else:
            nf = read_note_file(root, rel, max_bytes)
            if nf.ok and nf.text is not None and nf.sha256 is not None:
                scan.hashes[nf.path] = nf.sha256
                scan.sizes[nf.path] = nf.size
                # a symlink gets an entry too, but _unchanged never trusts one (lstat: not regular)
                scan.stats[nf.path] = (nf.size, nf.mtime_ns, nf.sha256)
                if previous.get(nf.path) != nf.sha256:
                    scan.texts[nf.path] = nf.text
            else:
                scan.unreadable.append((nf.path, nf.error or "not-readable", nf.detail, nf.size))
        if progress and (i % 500 == 0 or i == len(paths) - 1):
            progress("scan", i + 1, len(paths))
    return scan


def git_head(root: Path) -> str | None:
    """The vault's git HEAD commit, read from ``.git`` without running git (cheap, read-only)."""
    git = root / ".git"
    try:
        if git.is_file():  # a worktree: "gitdir: <path>"
            text = git.read_text(encoding="utf-8").strip()
            if not text.startswith("gitdir:"):
                return None
            git = (root / text.split(":", 1)[1].strip()).resolve()
        head = (git / "HEAD").read_text(encoding="utf-8").strip()
        if not head.startswith("ref:"):
            return head or None
        ref = head.split(":", 1)[1].strip()
        ref_file = git / ref
        if ref_file.is_file():
            return ref_file.read_text(encoding="utf-8").strip() or None
        common = git / "commondir"
        base = (git / common.read_text(encoding="utf-8").strip()).resolve() if common.is_file() else git
        if (base / ref).is_file():
            return (base / ref).read_text(encoding="utf-8").strip() or None
        packed = base / "packed-refs"
        if packed.is_file():
            for line in packed.read_text(encoding="utf-8").splitlines():
                if line.endswith(" " + ref):
                    return line.split(" ", 1)[0]
    except OSError:
        return None
    return None
