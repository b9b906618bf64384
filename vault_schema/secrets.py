"""Key-shaped secrets: the formats of real API keys, tokens and private keys.

Part of the vault contract: such a string in a note is a lint finding (``secret``), because
search and the MCP gateway show note text to agents; text that agents write is refused
outright (:mod:`hippocampus.vault.safety`, which adds looser checks of its own). Patterns aim
at real key formats, not prose, so documentation about keys does not trip them.
"""

from __future__ import annotations

import re

#: (what it looks like, pattern).
KEY_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("a private key block", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----")),
    ("an OpenAI/Anthropic-style API key (sk-…)", re.compile(r"\bsk-(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{20,}")),
    ("an AWS access key id (AKIA…/ASIA…)", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b")),
    ("a GitHub token (ghp_/gho_/ghs_/ghu_/ghr_/github_pat_)", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})")),
    ("a Slack token (xox…-)", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}")),
    ("a Google API key (AIza…)", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}")),
    ("a GitLab token (glpat-)", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}")),
    ("a Stripe key", re.compile(r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{20,}")),
    ("a JSON Web Token", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}")),
    ("a bearer token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/\-]{24,}=*")),
    ("a credential in a URL (user:password@host)", re.compile(r"[a-z][a-z0-9+.\-]*://[^\s:/@]+:[^\s@/]{4,}@[^\s/]+", re.IGNORECASE)),
)


def find_keys(text: str) -> list[tuple[str, int]]:
    """``(what it looks like, 1-based line)`` of the first match of each key pattern."""
    out: list[tuple[str, int]] = []
    for name, pattern in KEY_PATTERNS:
        m = pattern.search(text)
        if m:
            out.append((name, text.count("\n", 0, m.start()) + 1))
    return out
