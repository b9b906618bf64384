"""Reading the vault safely: confined to the vault root, size-capped, UTF-8 checked.

A file that cannot be read is reported as a :class:`NoteFile` with an ``error`` code and a
human-readable ``detail``; nothing here raises on user data. Path arguments from outside
(CLI, MCP) go through :func:`resolve_inside`, which refuses ``..``, absolute paths and
symlinks that leave the vault.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from hippocampus.errors import UsageError
from vault_schema.layout import is_hidden, is_note, normalize

#: Error codes of unreadable files.
SYMLINK_ESCAPE = "symlink-escape"
TOO_LARGE = "too-large"
BINARY = "binary"
INVALID_UTF8 = "invalid-utf8"
NOT_READABLE = "not-readable"


class VaultError(UsageError):
    """The vault itself is unusable (missing, not a folder)."""


class PathEscape(ValueError):
    """A path argument points outside the vault."""


@dataclass(frozen=True)
class NoteFile:
    """One Markdown file of the vault, read or not."""

    path: str
    text: str | None
    size: int
    sha256: str | None
    mtime_ns: int  # stat taken before the bytes were read (0: no stat)
    error: str | None = None
    detail: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def vault_root(root: Path) -> Path:
    root = Path(root).expanduser()
    if not root.exists():
        raise VaultError(f"vault not found: {root} (set HIPPO_VAULT to your vault folder, or pass --vault; `hippo init DIR` creates one)")
    if not root.is_dir():
        raise VaultError(f"vault is not a folder: {root}")
    return root.resolve()


def resolve_inside(root: Path, rel: str) -> Path:
    """The absolute path of ``rel`` inside ``root``; raises :class:`PathEscape` otherwise."""
    if not rel or "\x00" in rel:
        raise PathEscape("empty or invalid path")
    text = rel.replace("\\", "/")
    if text.startswith("/") or (len(text) > 1 and text[1] == ":"):
        raise PathEscape(f"absolute paths are not allowed: {rel!r}")
    if any(part == ".." for part in text.split("/")):
        raise PathEscape(f"'..' is not allowed in vault paths: {rel!r}")
    root = root.resolve()
    target = (root / text).resolve()
    if target != root and root not in target.parents:
        raise PathEscape(f"path leaves the vault (symlink?): {rel!r}")
    return target


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_note_file(root: Path, rel: str, max_bytes: int) -> NoteFile:
    """Read one file; every failure becomes an error code, never an exception."""
    rel = normalize(rel)
    path = root / rel
    try:
        stat = path.lstat()
    except OSError as exc:
        return NoteFile(rel, None, 0, None, 0, NOT_READABLE, exc.strerror or str(exc))
    if path.is_symlink():
        try:
            resolve_inside(root, rel)
        except PathEscape:
            return NoteFile(rel, None, 0, None, stat.st_mtime_ns, SYMLINK_ESCAPE, f"symlink points outside the vault: {os.readlink(path)}")
        try:
            stat = path.stat()
        except OSError as exc:
            return NoteFile(rel, None, 0, None, 0, NOT_READABLE, f"broken symlink: {exc.strerror or exc}")
    if stat.st_size > max_bytes:
        return NoteFile(rel, None, stat.st_size, None, stat.st_mtime_ns, TOO_LARGE, f"{stat.st_size:,} bytes exceeds the {max_bytes:,}-byte limit")
    try:
        data = path.read_bytes()
    except OSError as exc:
        return NoteFile(rel, None, stat.st_size, None, stat.st_mtime_ns, NOT_READABLE, exc.strerror or str(exc))
    digest = _digest(data)
    if b"\x00" in data[:8192]:
        return NoteFile(rel, None, len(data), digest, stat.st_mtime_ns, BINARY, "binary content (NUL bytes) in a Markdown file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return NoteFile(rel, None, len(data), digest, stat.st_mtime_ns, INVALID_UTF8, f"invalid UTF-8 at byte {exc.start}")
    return NoteFile(rel, text, len(data), digest, stat.st_mtime_ns)


def list_note_paths(root: Path) -> list[str]:
    """Vault-relative paths of every Markdown file outside hidden folders, sorted.

    Symlinked folders are not followed (a link may point anywhere); symlinked files are
    listed so that the reader can report an escape.
    """
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        rel_dir = os.path.relpath(dirpath, root)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/")
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in filenames:
            rel = f"{rel_dir}/{name}" if rel_dir else name
            if is_note(rel) and not is_hidden(rel):
                found.append(rel)
    return sorted(found)


def iter_note_files(root: Path, max_bytes: int, skip: Callable[[str], bool] | None = None) -> Iterator[NoteFile]:
    for rel in list_note_paths(root):
        if skip is None or not skip(rel):
            yield read_note_file(root, rel, max_bytes)


def list_all_files(root: Path) -> list[str]:
    """Every non-hidden file (notes and attachments), vault-relative; used for link resolution."""
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        rel_dir = os.path.relpath(dirpath, root)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/")
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        found.extend(f"{rel_dir}/{n}" if rel_dir else n for n in filenames if not n.startswith("."))
    return sorted(found)
