"""Notifications: POST to ``HIPPO_NOTIFY_URL`` only when a human is needed.

Two events exist, and nothing else ever notifies:

- ``approvals_waiting``: proposals in ``30-reviews/approvals/`` wait for a tick;
- ``preflight_failed``: the pipeline refused to run (fail closed).

The JSON body carries ``text`` (Slack-style) and ``content`` (Discord-style) with the same
one-line message, plus ``event``, ``vault`` and ``details`` for anything else (a relay to
Telegram, ntfy, a Prefect automation webhook).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx

from hippocampus.errors import HippoError

APPROVALS_WAITING = "approvals_waiting"
PREFLIGHT_FAILED = "preflight_failed"
EVENTS = (APPROVALS_WAITING, PREFLIGHT_FAILED)


class NotifyError(HippoError):
    """The webhook did not accept the notification."""


@dataclass(frozen=True)
class Notice:
    event: str
    text: str
    vault: str
    details: dict[str, Any] = field(default_factory=dict)

    def payload(self) -> dict[str, Any]:
        return {"event": self.event, "text": self.text, "content": self.text, "vault": self.vault, "details": self.details}


def approvals_notice(vault: str, waiting: list[str]) -> Notice | None:
    """A notice when proposals wait for a human; ``None`` when none do."""
    if not waiting:
        return None
    text = f"Hippocampus: {len(waiting)} proposal(s) wait for your approval in 30-reviews/approvals/"
    return Notice(APPROVALS_WAITING, text, vault, {"proposals": waiting})


def preflight_notice(vault: str, reasons: list[str]) -> Notice:
    return Notice(PREFLIGHT_FAILED, f"Hippocampus preflight failed, the pipeline did not run: {'; '.join(reasons)}", vault, {"reasons": reasons})


def send(url: str, notice: Notice, *, client: httpx.Client | None = None, timeout: float = 10.0) -> int:
    """POST the notice; return the HTTP status. Raises :class:`NotifyError` on any failure."""
    if notice.event not in EVENTS:
        raise NotifyError(f"unknown notification event {notice.event!r}")
    own = client is None
    client = client or httpx.Client()
    try:
        response = client.post(url, json=notice.payload(), timeout=timeout)
    except httpx.HTTPError as exc:
        raise NotifyError(f"notification to {url} failed: {type(exc).__name__}: {exc}") from exc
    finally:
        if own:
            client.close()
    if response.status_code >= 300:
        raise NotifyError(f"notification to {url} answered HTTP {response.status_code}")
    return response.status_code
