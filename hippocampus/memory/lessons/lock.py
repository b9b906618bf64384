"""The lesson store's write lock: the shared :mod:`hippocampus.locks` lock on ``.write-lock``."""

from __future__ import annotations

from hippocampus.locks import POLL_SECONDS, LockTimeout, Owner, WriteLock, read_owner

__all__ = ["POLL_SECONDS", "LockTimeout", "Owner", "WriteLock", "read_owner"]
