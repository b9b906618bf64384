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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from hippocampus.vault.reader import read_note_file
from vault_schema.templates import is_template, template_folders

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


@dataclass(frozen=True)
class Scan:
    hashes: Mapping[str, str]  # readable notes: path -> sha256
    sizes: Mapping[str, int]
    texts: Mapping[str, str]  # only notes whose content is not already in the store
    unreadable: tuple[tuple[str, str, str | None, int], ...]
    attachments: tuple[str, ...]
    started_ns: int = 0  # wall clock when the scan began (the stat cache's reference)
    stats: StatEntries = field(default_factory=dict)  # readable notes: (size, mtime_ns, sha256)
    unread: int = 0  # notes taken as unchanged (stat cache, or not among the changed paths) without reading them


class _Builder:
    """The scan being filled in, one note at a time (frozen into a :class:`Scan` at the end)."""

    def __init__(self, root: Path, max_bytes: int, previous: Mapping[str, str], cache: StatCache | None) -> None:
        self.root, self.max_bytes, self.previous, self.cache = root, max_bytes, previous, cache
        self.started_ns = time.time_ns()
        self.hashes: dict[str, str] = {}
        self.sizes: dict[str, int] = {}
        self.texts: dict[str, str] = {}
        self.unreadable: list[tuple[str, str, str | None, int]] = []
        self.stats: StatEntries = {}
        self.unread = 0

    def note(self, rel: str) -> None:
        """Hash one note (or take it from the stat cache); keep its text only if the store lacks it."""
        known = self.previous.get(rel)
        same = _unchanged(str(self.root), rel, self.max_bytes, known, self.cache) if known else None
        if known and same is not None:
            size, mtime_ns, was_read = same
            self.hashes[rel], self.sizes[rel] = known, size
            self.stats[rel] = (size, mtime_ns, known)
            self.unread += not was_read
            return
        nf = read_note_file(self.root, rel, self.max_bytes)
        if nf.ok and nf.text is not None and nf.sha256 is not None:
            self.hashes[nf.path] = nf.sha256
            self.sizes[nf.path] = nf.size
            # a symlink gets an entry too, but _unchanged never trusts one (lstat: not regular)
            self.stats[nf.path] = (nf.size, nf.mtime_ns, nf.sha256)
            if self.previous.get(nf.path) != nf.sha256:
                self.texts[nf.path] = nf.text
        else:
            self.unreadable.append((nf.path, nf.error or "not-readable", nf.detail, nf.size))

    def freeze(self, attachments: Iterable[str]) -> Scan:
        return Scan(self.hashes, self.sizes, self.texts, tuple(self.unreadable), tuple(attachments), self.started_ns,
                    self.stats, self.unread)


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


def walk_vault(root: Path, templates: tuple[str, ...] | None = None) -> tuple[list[str], list[str]]:
    """(notes, attachments) of the vault in one walk, sorted, vault-relative POSIX paths.

    Same selection as ``list_note_paths`` and ``list_all_files`` of the vault reader (hidden
    folders and files skipped, symlinked folders not followed, symlinked files listed), without
    their per-file ``pathlib`` work (it dominated the scan of a 10,000-note vault). A Markdown
    file in the vault's Obsidian templates folder (``templates``; default: the vault's settings,
    vault_schema/templates.py) is no note: it is listed with the attachments, so links to it
    resolve while it is never indexed or searched.
    """
    folders = template_folders(root) if templates is None else templates
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
    if folders:
        skeletons = {n for n in notes if is_template(n, folders)}
        notes = [n for n in notes if n not in skeletons]
        attachments += skeletons
    return sorted(notes), sorted(attachments)


def scan_vault(root: Path, max_bytes: int, previous: Mapping[str, str], progress: Progress | None = None,
               cache: StatCache | None = None) -> Scan:
    """Hash every note (or take it from the stat cache); keep the text only of notes whose
    bytes are not in the store."""
    paths, attachments = walk_vault(root)
    scan = _Builder(root, max_bytes, previous, cache)
    for i, rel in enumerate(paths):
        scan.note(rel)
        if progress and (i % 500 == 0 or i == len(paths) - 1):
            progress("scan", i + 1, len(paths))
    return scan.freeze(attachments)


@dataclass(frozen=True)
class Known:
    """What the store holds of the vault: every readable note's sha256, the unreadable files
    and the attachments (the starting point of :func:`scan_paths`)."""

    hashes: Mapping[str, str]
    unreadable: Sequence[tuple[str, str, str | None, int]] = ()
    attachments: Sequence[str] = ()


def scan_paths(root: Path, max_bytes: int, known: Known, paths: Iterable[str], cache: StatCache | None = None) -> Scan:
    """The scan :func:`scan_vault` would return when only ``paths`` changed since ``known``
    (vault-relative; a folder stands for everything in and under it, gone or new), reading
    only those. Every other note keeps its known hash unread; its stat-cache entry is carried
    over when the cache still vouches for it. The caller (a file-system watcher) is trusted to
    name every changed path: one it misses stays as ``known`` until a full scan."""
    folders = template_folders(root)
    targets = _targets(root, known, paths)
    notes = sorted(n for n in _current_notes(root, known, targets) if not is_template(n, folders))
    attachments = sorted({a for a in known.attachments if a not in targets}
                         | {t for t in targets if _present(root, t) and (not _is_note(t) or is_template(t, folders))})
    scan = _Builder(root, max_bytes, known.hashes, cache)
    # One pass over every note of the vault (10,000 at a time on a live edit): StatCache.trusted
    # inlined — an entry vouches for itself when it is older than the racy window and names
    # the hash the store holds.
    known_hashes, hashes, sizes, stats = known.hashes, scan.hashes, scan.sizes, scan.stats
    entries = cache.entries if cache is not None else {}
    racy = cache.scanned_ns - RACY_NS if cache is not None else 0
    unread = 0
    for rel in notes:
        if rel in targets:
            scan.note(rel)
            continue
        sha = known_hashes.get(rel)
        if sha is None:
            continue
        hashes[rel] = sha
        entry = entries.get(rel)
        if entry is not None and entry[2] == sha and entry[1] < racy:
            sizes[rel], stats[rel] = entry[0], entry
        unread += 1
    scan.unread += unread
    scan.unreadable = [r for r in known.unreadable if r[0] not in targets] + scan.unreadable
    scan.unreadable.sort(key=lambda r: r[0])
    return scan.freeze(attachments)


def _current_notes(root: Path, known: Known, targets: set[str]) -> set[str]:
    """The notes of the vault now: the known ones (readable or not) outside ``targets``, and
    the targets that are notes on disk."""
    before = {*known.hashes, *(r[0] for r in known.unreadable)}
    return {n for n in before if n not in targets} | {t for t in targets if _is_note(t) and _present(root, t)}


def _targets(root: Path, known: Known, paths: Iterable[str]) -> set[str]:
    """The files to look at again: each path that walk_vault would list, and for a folder (or a
    path that was one) every file under it on disk and in ``known``."""
    listed = {*known.hashes, *(r[0] for r in known.unreadable), *known.attachments}
    out: set[str] = set()
    for raw in paths:
        rel = _relative(raw)
        if rel is None:
            continue
        prefix = rel + "/"
        out |= {p for p in listed if p.startswith(prefix)}
        full = root / rel
        if full.is_dir() and not full.is_symlink():
            notes, attachments = walk_vault(full, ())
            out |= {prefix + p for p in (*notes, *attachments)}
        else:
            out.add(rel)
    return out


def _relative(raw: str) -> str | None:
    """``raw`` as a vault-relative POSIX path, or None when walk_vault would never list it (a
    hidden part) or it is not inside the vault."""
    parts = [p for p in str(raw).replace(os.sep, "/").split("/") if p not in ("", ".")]
    if not parts or str(raw).startswith("/") or ".." in parts or any(p.startswith(".") for p in parts):
        return None
    return "/".join(parts)


def _is_note(rel: str) -> bool:
    return rel.lower().endswith(".md")


def _present(root: Path, rel: str) -> bool:
    """Whether walk_vault lists ``rel`` as a file: it exists (a dangling symlink too) and is not a folder."""
    full = root / rel
    return os.path.lexists(full) and not full.is_dir()


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
