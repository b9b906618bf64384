"""File-system failures a user can cause (and fix): one line that says what to do.

A full disk, a permission, a read-only mount or a missing folder is not a bug of Hippocampus,
so its traceback helps no one. :func:`describe` turns such an exception — an ``OSError`` by
its errno, or the message DuckDB, SQLite, LanceDB or git wrap the same condition in — into one line
with the path and the remedy; anything else gives ``None`` (a real bug keeps its traceback).
Every entry point (CLI, flows run from the CLI, gateway tools) calls it once; ``HIPPO_DEBUG=1``
keeps the traceback.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

_FULL = "disk full{where}: free some space (or move HIPPO_HOME to a larger disk) and run the command again"
_REMEDIES = {
    errno.ENOSPC: _FULL,
    errno.EDQUOT: "disk quota exceeded{where}: free some space or raise the quota, then run the command again",
    errno.EFBIG: "file too large for this file system or limit{where}: free space or raise the limit (ulimit -f), then run the command again",
    errno.EACCES: "permission denied{where}: give this user read/write access (chown/chmod) or point HIPPO_HOME / HIPPO_VAULT elsewhere",
    errno.EPERM: "operation not permitted{where}: give this user access (chown/chmod) or point HIPPO_HOME / HIPPO_VAULT elsewhere",
    errno.EROFS: "read-only file system{where}: remount it writable or point HIPPO_HOME / HIPPO_VAULT at a writable folder",
    errno.ENOENT: "no such file or folder{where}: check the path (the argument, HIPPO_HOME, HIPPO_VAULT) and create the folder if needed",
    errno.ENOTDIR: "not a folder{where}: check the path (the argument, HIPPO_HOME, HIPPO_VAULT)",
    errno.ENAMETOOLONG: "file name too long for this file system{where}: rename the file (at most 255 bytes a name) and run the command again",
    errno.ELOOP: "too many symbolic links{where}: a link points back at itself; remove or fix it and run the command again",
}

#: How DuckDB, SQLite and Lance word the same conditions when they do not raise an OSError.
_MESSAGES = (
    ("no space left on device", errno.ENOSPC),
    ("database or disk is full", errno.ENOSPC),
    ("disk quota exceeded", errno.EDQUOT),
    ("file too large", errno.EFBIG),
    ("read-only file system", errno.EROFS),
    ("attempt to write a readonly database", errno.EROFS),
    ("permission denied", errno.EACCES),
)
#: SQLite says only this when the file or its folder cannot be created or opened.
_SQLITE_OPEN = ("unable to open database file", "cannot open or create a database file: check that HIPPO_HOME exists and is "
                "writable (permissions, read-only mount, free space)")


#: Libraries whose errors wrap those conditions in their text; ``git``: GitPython's GitCommandError
#: carries git's stderr ("fatal: unable to write loose object file: No space left on device").
_STORAGE_MODULES = frozenset({"duckdb", "_duckdb", "sqlite3", "lance", "lancedb", "pyarrow", "git"})


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in seen and len(seen) < 8:
        seen.append(current)
        current = current.__cause__ or current.__context__
    return seen


def _where(exc: BaseException) -> str:
    name = getattr(exc, "filename", None)
    return f": {name}" if name else ""


def describe(exc: BaseException) -> str | None:
    """One line for a user-fixable file-system failure anywhere in ``exc``'s chain, else ``None``."""
    for item in _chain(exc):
        code = getattr(item, "errno", None) if isinstance(item, OSError) else None
        if code in _REMEDIES:
            return _REMEDIES[code].format(where=_where(item))
    for item in _chain(exc):
        if not (isinstance(item, OSError) or type(item).__module__.split(".")[0] in _STORAGE_MODULES):
            continue  # an HTTP 403 "permission denied" from an endpoint is not a file-system problem
        text = str(item).lower()
        for needle, code in _MESSAGES:
            if needle in text:
                return _REMEDIES[code].format(where="") + f" ({type(item).__name__})"
        if _SQLITE_OPEN[0] in text:
            return _diagnose_home() or _SQLITE_OPEN[1]
    return None


def _diagnose_home() -> str | None:
    """Why HIPPO_HOME cannot take a new file, when the error itself does not say."""
    from hippocampus.config import get_settings

    return home_problem(get_settings().home)


def home_problem(home: Path, min_free_bytes: int = 0) -> str | None:
    """Why ``home`` (or its nearest existing parent) cannot take new files — read-only, not
    writable, fewer than ``min_free_bytes`` free — as one line, or ``None``."""
    while not home.exists() and home != home.parent:
        home = home.parent
    try:
        st = os.statvfs(home)
    except OSError:
        return None
    if st.f_flag & os.ST_RDONLY:
        return _REMEDIES[errno.EROFS].format(where=f": {home}")
    if not os.access(home, os.W_OK):
        return _REMEDIES[errno.EACCES].format(where=f": {home}")
    if st.f_bavail * st.f_frsize <= min_free_bytes:
        return _REMEDIES[errno.ENOSPC].format(where=f": {home} ({st.f_bavail * st.f_frsize // 2**20} MiB free)")
    return None
