"""The last assistant message of a session transcript (JSONL), for clients whose stop or
session-end payload does not carry ``last_assistant_message``.

Only the tail of the file is read (:data:`TAIL_BYTES`). Two documented line shapes are
understood: Claude Code's ``{"type": "assistant", "message": {"content": [{"type": "text",
"text": …}]}}`` and Codex's rollout ``{"payload": {"type": "message", "role": "assistant",
"content": [{"type": "output_text", "text": …}]}}``; anything else is skipped.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

TAIL_BYTES = 512_000


def _texts(content: object) -> str:
    if isinstance(content, str):
        return content.strip()
    if not isinstance(content, list):
        return ""
    parts = [c.get("text") for c in content if isinstance(c, Mapping) and c.get("type") in ("text", "output_text")]
    return "\n".join(p.strip() for p in parts if isinstance(p, str) and p.strip())


def _assistant_text(entry: object) -> str:
    if not isinstance(entry, Mapping):
        return ""
    for node in (entry, entry.get("message"), entry.get("payload")):
        if isinstance(node, Mapping) and (node.get("role") == "assistant" or entry.get("type") == "assistant"):
            text = _texts(node.get("content"))
            if text:
                return text
    return ""


def last_assistant_message(path: str | None) -> str | None:
    if not path:
        return None
    file = Path(path).expanduser()
    try:
        with file.open("rb") as fh:
            fh.seek(0, 2)
            size = fh.tell()
            fh.seek(max(0, size - TAIL_BYTES))
            tail = fh.read().decode("utf-8", errors="replace")
    except OSError:
        return None
    for line in reversed(tail.splitlines()):
        try:
            text = _assistant_text(json.loads(line))
        except ValueError:
            continue
        if text:
            return text
    return None
