"""Content screening for what enters the vault through the pipeline (SPEC §1, seed 000 §4.4).

- Trading signals / alpha must never be stored: an inbox file carrying one is rejected.
- Research topics are agent-facing requests: secret-shaped strings and stored-injection
  phrases are rejected before they reach the research queue.

Pure functions returning the reason (``None`` = clean). The gateway's capture checks use the
same idea for what agents write; when both live in one tree this module delegates there.
"""

from __future__ import annotations

import re

_TRADING = re.compile(
    r"(?i)\b(?:buy|sell|long|short)\s+signals?\b|\btrading\s+signals?\b|\balpha\s+(?:signal|factor)s?\b"
    r"|\b(?:entry|target)\s+price\b.{0,80}\bstop[\s-]?loss\b"
    r"|매수\s*(?:신호|시그널)|매도\s*(?:신호|시그널)|매매\s*(?:신호|시그널)|트레이딩\s*시그널"
    r"|목표가.{0,40}손절가|진입가.{0,40}손절",
    re.S,
)

_SECRET = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----|\bsk-[A-Za-z0-9_\-]{20,}|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"
    r"|\bgh[pousr]_[A-Za-z0-9]{30,}|\bxox[abposr]-[A-Za-z0-9-]{10,}|\bAIza[0-9A-Za-z_\-]{35}"
    r"|(?i:\b(?:password|passwd|api[_-]?key|secret|token)\s*[:=]\s*\S{6,})"
)

_INJECTION = re.compile(
    r"(?i)\b(?:ignore|disregard|forget)\b[\s\w,'-]{0,30}?\b(?:previous|prior|above|all)\b[\s\w'-]{0,20}?\binstructions?\b"
    r"|\bsystem\s+prompt\b|<\|(?:im_start|system)\|>|\[/?INST\]"
    r"|(?:이전|앞의|모든)\s*(?:지시|지침|명령|프롬프트)\w*\s*(?:을|를)?\s*(?:모두\s*)?무시|시스템\s*프롬프트"
)


def trading_signal(text: str) -> str | None:
    """Why ``text`` looks like a trading signal, or ``None``."""
    match = _TRADING.search(text)
    if not match:
        return None
    line = text.count("\n", 0, match.start()) + 1
    return f"looks like a trading signal (line {line}: {match.group(0)[:40]!r}); storing trading signals or alpha is forbidden (SPEC §1)"


def unsafe_request(text: str) -> str | None:
    """Why a research request must not be queued (secret-shaped string or injection), or ``None``."""
    if _SECRET.search(text):
        return "contains a secret-shaped string (never queued; remove it)"
    if _INJECTION.search(text):
        return "contains an instruction aimed at the agent (stored-injection pattern)"
    return trading_signal(text)
