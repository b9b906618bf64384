"""Scanning the vault for the index job: every note read and hashed (read-only), attachments
listed, unreadable files recorded with their error code; and the vault's git HEAD."""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hippocampus.vault.reader import read_note_file

#: (phase, done, total)
Progress = Callable[[str, int, int], None]


@dataclass
class Scan:
    hashes: dict[str, str]  # readable notes: path -> sha256
    sizes: dict[str, int]
    texts: dict[str, str]  # only notes whose content is not already in the store
    unreadable: list[tuple[str, str, str | None, int]]
    attachments: list[str]


def _unchanged(root: Path, rel: str, max_bytes: int, previous_sha: str) -> tuple[str, int] | None:
    """Fast path for a note already in the store: a regular file within the size limit whose
    bytes hash to the stored SHA-256 (those bytes were decoded and checked when indexed).
    ``None`` sends the file through the full checks of :func:`read_note_file`."""
    path = root / rel
    try:
        st = path.lstat()
        if not stat.S_ISREG(st.st_mode) or st.st_size > max_bytes:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    sha = hashlib.sha256(data).hexdigest()
    return (sha, len(data)) if sha == previous_sha else None


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


def scan_vault(root: Path, max_bytes: int, previous: dict[str, str], progress: Progress | None = None) -> Scan:
    """Read and hash every note; keep the text only of notes whose bytes are not in the store."""
    paths, attachments = walk_vault(root)
    scan = Scan({}, {}, {}, [], attachments)
    for i, rel in enumerate(paths):
        known = previous.get(rel)
        same = _unchanged(root, rel, max_bytes, known) if known else None
        if same is not None:
            scan.hashes[rel], scan.sizes[rel] = same
        else:
            nf = read_note_file(root, rel, max_bytes)
            if nf.ok and nf.text is not None and nf.sha256 is not None:
                scan.hashes[nf.path] = nf.sha256
                scan.sizes[nf.path] = nf.size
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
