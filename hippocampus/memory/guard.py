"""Content safety for agent-written memory and lessons: no secrets, no instructions to agents.

Memory notes and lessons are read back into other agents' contexts, so two things never get
in: credentials (they would leak to every later session) and prompt-injection text (a stored
"ignore previous instructions" would become an instruction). The check is deliberately
narrow and deterministic; a hit is a rejection with the reason, never a silent rewrite.

The gateway's shared ``hippocampus.vault.safety`` rules run first when that module is
installed; this module's own list always runs as well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hippocampus.errors import UsageError

_SECRETS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private key block", re.compile(r"-----BEGIN (?:[A-Z ]+ )?PRIVATE KEY-----")),
    ("AWS access key id", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b")),
    ("OpenAI-style API key", re.compile(r"\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}\b")),
    ("Slack token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("JSON Web Token", re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}")),
    (
        "password or secret assignment",
        re.compile(r"(?i)\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|비밀번호)\s*[:=]\s*['\"]?[^\s'\"]{6,}"),
    ),
)

_INJECTION: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("instruction override", re.compile(r"(?i)\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier)\s+(?:instructions|rules|prompts?)")),
    ("system prompt manipulation", re.compile(r"(?i)(?:reveal|print|show|override)\s+(?:your\s+|the\s+)?system\s+prompt")),
    ("role hijack", re.compile(r"(?i)\byou\s+are\s+now\s+(?:a|an|in)\b|\bact\s+as\s+(?:root|admin|developer\s+mode)")),
    ("fake chat-role tag", re.compile(r"(?i)<\s*/?\s*(?:system|assistant)\s*>|\[/?INST\]|<\|im_start\|>")),
    ("instruction override (ko)", re.compile(r"(?:이전|앞의|위의)\s*(?:모든\s*)?(?:지시|지침|명령|규칙)(?:을|를|은|는)?\s*(?:무시|잊)")),
)


@dataclass(frozen=True)
class Finding:
    kind: str  # secret | injection
    what: str


class UnsafeContent(UsageError):
    """Text that would store a secret or an instruction aimed at agents."""


def scan(text: str) -> list[Finding]:
    found = [Finding("secret", name) for name, rx in _SECRETS if rx.search(text)]
    found += [Finding("injection", name) for name, rx in _INJECTION if rx.search(text)]
    return found


def ensure_safe(text: str, *, what: str) -> None:
    """Raise :class:`UnsafeContent` (or the shared module's equivalent) naming what the text breaks.

    The project-wide rules of ``hippocampus.vault.safety`` (secrets, injection, control
    characters, size) apply first when that module is installed; this module's own list
    applies in every case.
    """
    try:
        from hippocampus.vault import safety as shared
    except ImportError:  # the shared module ships with the gateway; the local rules still apply
        shared = None
    if shared is not None:
        shared.check_text(text, what)
    findings = scan(text)
    if findings:
        kinds = "; ".join(f"{f.kind}: {f.what}" for f in findings)
        raise UnsafeContent(f"{what} rejected by the content-safety check ({kinds}); remove it and retry")
