"""Error translation for tools, once: typed errors inside, a readable ``ToolError`` outside.

- :class:`~hippocampus.errors.HippoError` (bad input, refused content, not indexed) becomes a
  ``ToolError`` with the same one-line message;
- anything else is logged with its traceback and reported as an internal error without
  internals (``HIPPO_DEBUG=1`` re-raises it unchanged instead).

Write tools also leave an audit event for every refusal (``write_rejected``), so that a
client hammering the write paths with secrets or injections is visible in ``hippo_audit``.
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Callable
from typing import Any

from fastmcp.exceptions import ToolError

from hippocampus.errors import HippoError

log = logging.getLogger("hippocampus.gateway")


def _debug() -> bool:
    return os.environ.get("HIPPO_DEBUG", "") not in ("", "0", "false")


def translate(fn: Callable[..., Any], *, on_reject: Callable[[str, str], None] | None = None) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ToolError as exc:
            if on_reject is not None:
                on_reject(fn.__name__, str(exc))
            raise
        except HippoError as exc:
            if on_reject is not None:
                on_reject(fn.__name__, str(exc))
            raise ToolError(str(exc)) from None
        except Exception as exc:
            if _debug():
                raise
            from hippocampus.fserrors import describe

            message = describe(exc)
            if message is not None:  # disk full, permissions, read-only mount: the operator can fix it
                log.warning("tool %s failed: %s", fn.__name__, message)
                raise ToolError(message) from None
            log.exception("tool %s failed", fn.__name__)
            raise ToolError(f"internal error in {fn.__name__} ({type(exc).__name__}); the gateway log has the details") from None

    return wrapper


def audit_rejections(state: Any) -> Callable[[str, str], None]:
    """An ``on_reject`` hook that records each refused write as a ``write_rejected`` event
    (tool and reason only: the refused text itself is never stored)."""

    def on_reject(tool: str, reason: str) -> None:
        from hippocampus.ledger import records

        try:
            records.log_event(state.ledger, "write_rejected", tool=tool, reason=reason[:300])
        except Exception:  # noqa: BLE001 - auditing a refusal must not change the refusal
            log.warning("could not audit a refused %s call", tool)

    return on_reject
