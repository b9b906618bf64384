"""The hook payload both clients send on stdin, read tolerantly into one typed shape.

Claude Code (https://code.claude.com/docs/en/hooks) and Codex
(https://developers.openai.com/codex/hooks) share the snake_case field names: ``session_id``,
``cwd``, ``hook_event_name``, ``transcript_path``, and per event ``source``, ``prompt``,
``tool_name``/``tool_input``/``tool_response``/``tool_use_id``, ``stop_hook_active``,
``last_assistant_message``; Codex adds ``turn_id`` and ``model``. A field that is absent or of
the wrong type reads as ``None``; only the fields a handler needs are required by it.
"""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from hippocampus.memory.lessons.verify import DUPLICATES

JSONValue = object  # a decoded JSON value (dict, list, str, int, float, bool or None)

Client = Literal["claude", "codex"]
CLIENTS: tuple[Client, ...] = ("claude", "codex")
Event = Literal["session-start", "prompt-submit", "post-tool-use", "stop", "session-end"]
EVENTS: tuple[Event, ...] = ("session-start", "prompt-submit", "post-tool-use", "stop", "session-end")
#: The clients' own event names (``hook_event_name``).
CLIENT_NAMES: dict[str, Event] = {"SessionStart": "session-start", "UserPromptSubmit": "prompt-submit",
                                  "PostToolUse": "post-tool-use", "Stop": "stop", "SessionEnd": "session-end"}
WIRE_NAMES: dict[Event, str] = {v: k for k, v in CLIENT_NAMES.items()}
MAX_PAYLOAD_BYTES = 4_000_000
_UNSAFE = re.compile(r"[^a-z0-9가-힣._-]+")


class PayloadError(ValueError):
    """The payload is not a JSON object (the hook fails open and logs this)."""


@dataclass(frozen=True)
class Payload:
    raw: dict[str, JSONValue]

    def text(self, key: str) -> str | None:
        value = self.raw.get(key)
        return value if isinstance(value, str) and value.strip() else None

    @property
    def session_id(self) -> str | None:
        return self.text("session_id")

    @property
    def cwd(self) -> str | None:
        return self.text("cwd")

    @property
    def turn_id(self) -> str | None:
        return self.text("turn_id")


def _keep_duplicates(pairs: list[tuple[str, JSONValue]]) -> dict[str, JSONValue]:
    """A JSON object as a dict that remembers the keys given twice with different values (under
    ``verify.DUPLICATES``): ``{"exit_code": 1, "exit_code": 0}`` must not read as a clean 0."""
    out: dict[str, JSONValue] = {}
    twice: list[str] = []
    for key, value in pairs:
        if key in out and out[key] != value and key not in twice:
            twice.append(key)
        out[key] = value
    if twice:
        out[DUPLICATES] = twice
    return out


def parse(data: bytes) -> Payload:
    if len(data) > MAX_PAYLOAD_BYTES:
        raise PayloadError(f"payload of {len(data)} bytes is over {MAX_PAYLOAD_BYTES}")
    try:
        raw = json.loads(data.decode("utf-8") or "null", object_pairs_hook=_keep_duplicates)
    except (UnicodeDecodeError, ValueError) as exc:
        raise PayloadError(f"payload is not JSON: {exc}") from None
    if not isinstance(raw, dict):
        raise PayloadError("payload is not a JSON object")
    return Payload(raw)


def project_name(name: str) -> str | None:
    """A directory name as a project name both stores accept (lower case, ``[a-z0-9._-]``,
    Korean kept; runs of anything else become ``-``), or None when nothing is left."""
    cleaned = _UNSAFE.sub("-", name.strip().lower()).strip("-._")[:64].rstrip("-._")
    return cleaned or None


def git_toplevel(cwd: Path, timeout_s: float = 2.0) -> Path | None:
    try:
        done = subprocess.run(["git", "-C", str(cwd), "rev-parse", "--show-toplevel"], capture_output=True,
                              text=True, timeout=timeout_s, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    top = done.stdout.strip()
    return Path(top) if done.returncode == 0 and top else None


def project_for(payload: Payload, override: str | None) -> tuple[str | None, str]:
    """(project, how it was chosen). The override (``HIPPO_HOOK_PROJECT``) wins; else the name
    of the git top-level of the payload's ``cwd``; else the name of ``cwd`` itself."""
    if override:
        return project_name(override), "HIPPO_HOOK_PROJECT"
    if payload.cwd is None:
        return None, "the payload has no cwd"
    cwd = Path(payload.cwd)
    top = git_toplevel(cwd) if cwd.is_dir() else None
    if top is not None:
        return project_name(top.name), f"git top-level {top}"
    return project_name(cwd.name), f"cwd {cwd} (not in a git repository)"
