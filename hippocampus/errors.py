"""Typed errors shared by every entry point.

Entry points translate them once: the CLI prints one line and exits non-zero, the MCP
gateway raises a ``ToolError`` with the same message. ``HIPPO_DEBUG=1`` re-raises instead.
"""

from __future__ import annotations


class HippoError(Exception):
    """Base class: a clear, user-facing failure. ``exit_code`` is used by the CLI."""

    exit_code = 1


class UsageError(HippoError):
    """Bad arguments or unusable input (missing vault, wrong folder)."""

    exit_code = 2


class NotIndexedError(HippoError):
    """No published materialization exists yet."""

    exit_code = 2
