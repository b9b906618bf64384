"""Key-shaped secrets: the formats of real API keys, tokens and private keys.

Part of the vault contract: such a string in a note is a lint finding (``secret``); whatever
leaves the machine (gateway results, LLM prompts, text for an HTTP embedder) has each one
replaced (:func:`redact_keys`, :func:`redact_value`); text that agents write is refused outright
(:mod:`hippocampus.vault.safety`, which adds looser checks of its own). Patterns aim at real
key formats, not prose, so documentation about keys does not trip them.
"""

from __future__ import annotations

import re
from typing import Any

#: (what it looks like, pattern, hints): a match always contains one of the hints (substrings;
#: lower-case and tested on the lower-cased text for a case-blind pattern), so a pattern whose
#: hints are all absent is not run. Python's ``re`` scans a pattern that does not start with a
#: literal slowly (``\b``-led: 5 ms over a 216 KB note), so the two whose hints are common in
#: prose ("task-", any URL) start with their literal and test what precedes it afterwards.
PRIVATE_KEY = "a private key block"
URL_CREDENTIAL = "a credential in a URL (user:password@host)"
KEY_PATTERNS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    (PRIVATE_KEY, re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"), ("PRIVATE KEY",)),
    ("an OpenAI/Anthropic-style API key (sk-…)", re.compile(r"sk-(?<!\wsk-)(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{20,}"), ("sk-",)),
    ("an AWS access key id (AKIA…/ASIA…)", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b"), ("AKIA", "ASIA", "AGPA", "AIDA", "AROA")),
    ("a GitHub token (ghp_/gho_/ghs_/ghu_/ghr_/github_pat_)", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})"),
     ("ghp_", "gho_", "ghs_", "ghu_", "ghr_", "github_pat_")),
    ("a Slack token (xox…-)", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), ("xox",)),
    ("a Google API key (AIza…)", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"), ("AIza",)),
    ("a GitLab token (glpat-)", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), ("glpat-",)),
    ("a Stripe key", re.compile(r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{20,}"), ("k_live_", "k_test_")),
    ("a JSON Web Token", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), ("eyJ",)),
    ("a bearer token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/\-]{24,}=*"), ("bearer",)),
    (URL_CREDENTIAL, re.compile(r"://[^\s:/@]+:[^\s@/]{4,}@[^\s/]+"), ("://",)),
)


def candidate_patterns(text: str) -> list[tuple[str, re.Pattern[str]]]:
    """The (name, pattern) pairs one of whose hints occurs in ``text``: the only ones that can
    match it, or any part of it (also when ``text`` is the JSON encoding of several strings)."""
    out = []
    lower = None
    for name, pattern, hints in KEY_PATTERNS:
        haystack = text
        if pattern.flags & re.IGNORECASE:
            lower = text.lower() if lower is None else lower
            haystack = lower
        if any(h in haystack for h in hints):
            out.append((name, pattern))
    return out


def find_keys(text: str) -> list[tuple[str, int]]:
    """``(what it looks like, 1-based line)`` of the first match of each key pattern."""
    out: list[tuple[str, int]] = []
    for name, pattern in candidate_patterns(text):
        m = pattern.search(text)
        if m:
            out.append((name, text.count("\n", 0, m.start()) + 1))
    return out


#: What :func:`redact_keys` replaces where it is more than the detected match: a private key's
#: whole block (BEGIN line, base64 body, END line when present; a block pasted without its END
#: line stops at the first blank line), and of a credential in a URL only the password (the
#: template keeps scheme, user and host).
_REDACT_AS: dict[str, tuple[re.Pattern[str], str]] = {
    PRIVATE_KEY: (re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[A-Za-z0-9+/=:,\- \t\r\n]|\\[rn])*?"
        r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?=\n\s*\n|\\n\\n|$|[^A-Za-z0-9+/=:,\- \t\r\n\\]))"
    ), "{marker}"),
    URL_CREDENTIAL: (re.compile(r"(://[^\s:/@]+:)[^\s@/]{4,}(@[^\s/]+)"), r"\g<1>{marker}\g<2>"),
}


def redact_keys(text: str, patterns: list[tuple[str, re.Pattern[str]]] | None = None) -> tuple[str, list[str]]:
    """``text`` with every key-shaped string replaced by ``[redacted: <what it looks like>]``,
    and the names of what was replaced (one entry per replacement, in pattern order).
    ``patterns``: :func:`candidate_patterns` of a text containing this one, computed once for
    many strings (default: those of ``text``)."""
    found: list[str] = []
    for name, pattern in candidate_patterns(text) if patterns is None else patterns:
        pattern, template = _REDACT_AS.get(name, (pattern, "{marker}"))
        # the marker has no backslash, so it is safe inside a replacement template
        text, n = pattern.subn(template.format(marker=f"[redacted: {name}]"), text)
        found.extend([name] * n)
    return text, found


def redact_value(value: Any, found: list[str], patterns: list[tuple[str, re.Pattern[str]]] | None = None) -> Any:
    """``value`` (JSON-like: str, dict, list, scalars) with every string in it redacted; the
    names of what was replaced are appended to ``found``. ``patterns``: as for :func:`redact_keys`."""
    if isinstance(value, str):
        text, names = redact_keys(value, patterns)
        found.extend(names)
        return text
    if isinstance(value, dict):
        return {k: redact_value(v, found, patterns) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_value(v, found, patterns) for v in value]
    return value
