"""Content safety for everything an agent may write (seed 000 §4.4).

Captures, worklog/handoff entries and shared-memory checkpoints are written by agents and
read back later by other agents, so they are a stored-injection and secret-leak surface.
:func:`check_text` rejects, each with a clear reason (never echoing the secret itself):

- secret-shaped strings: API keys (``sk-…``, ``AKIA…``, ``ghp_…``, ``xox…-``, ``AIza…``),
  JWTs, private key blocks, bearer tokens, ``password=…``-style assignments;
- stored injection: text the injection screen flags (:mod:`hippocampus.screening.detector`:
  instructions to the reading agent, claims of prior authorisation, role changes, exfiltration,
  destructive commands with a request to skip confirmation or to hide them, chat/tool-call
  markup, hidden or encoded text; English and Korean);
- control characters (other than tab and newline) and bidirectional overrides;
- over-size payloads;
- trading signals (storing alpha/trading signals is forbidden by the vault contract), for
  captures only.

Every test except the control-character one runs on :func:`vault_schema.secrets.fold` of the
text (NFKC, invisible characters removed, look-alike letters folded), the same normalisation the
gateway's redaction uses on read, so a zero-width space cannot split a key or a marker; keys and
instructions are also looked for in what the text decodes to (:mod:`vault_schema.decode`).

Pure functions; the pipeline (topic bridge, inbox scan, research) uses the same checks through
:func:`screen` (docs/adr/0021-screening.md says what each ingest path does with a finding).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from hippocampus.errors import UsageError
from hippocampus.screening.detector import screen as screen_injection
from vault_schema.secrets import find_keys, fold

#: Default byte limits per field kind (UTF-8 bytes).
MAX_SUMMARY_BYTES = 16_000
MAX_BODY_BYTES = 64_000
MAX_LINE_BYTES = 400


class UnsafeContent(UsageError):
    """The text was rejected; the message says why and where (field, line)."""


@dataclass(frozen=True)
class Problem:
    code: str  # secret | injection | control-char | oversize | trading-signal
    reason: str
    line: int | None = None

    def message(self, field: str) -> str:
        where = f"{field}, line {self.line}" if self.line else field
        return f"rejected ({self.code}) in {where}: {self.reason}"


# ``password = hunter2``-style assignments; the value must look like a real value, not a
# placeholder (``<…>``, ``${VAR}``, ``$VAR``, ``***``, ``xxx``, ``…``).
_ASSIGNMENT = re.compile(
    r"(?i)(?<![\w-])(password|passwd|pwd|passphrase|secret|client[_-]?secret|api[_-]?key|access[_-]?key|"
    r"auth[_-]?token|access[_-]?token|private[_-]?key|비밀번호|암호)\s*[:=]\s*['\"]?([^\s'\"]{6,})"
)
_PLACEHOLDER = re.compile(r"^(?:<[^>]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\*+|x+|\.{3,}|…+|redacted|none|null|changeme|example)$", re.I)

# Trading signals / alpha (forbidden in the vault, SPEC §1).
_TRADING = re.compile(
    r"(?i)\b(?:buy|sell|long|short)\s+signals?\b|\btrading\s+signals?\b|\balpha\s+(?:signal|factor)s?\b"
    r"|\b(?:entry|target)\s+price\b.{0,80}\bstop[\s-]?loss\b"
    # an order with levels: BUY <ticker> at 70000 target 80000 / stop loss 65000
    r"|\b(?:buy|sell|long|short)\b[^\n]{0,40}?(?:\bat\b|@)\s*[\d][\d,.]*[^\n]{0,40}?\b(?:target|tp|take[\s-]?profit|stop[\s-]?loss|sl)\b\W{0,3}\d"
    r"|(?:매수|매도)[^\n]{0,40}?\d[^\n]{0,40}?(?:목표가?|손절가?|익절가?)\s*[:：]?\s*\d"
    r"|매수\s*(?:신호|시그널)|매도\s*(?:신호|시그널)|매매\s*(?:신호|시그널)|트레이딩\s*시그널"
    r"|목표가.{0,40}손절가|진입가.{0,40}손절",
    re.S,
)

_ALLOWED_CONTROL = {"\n", "\t", "\r"}
_BIDI = {"\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"}


def _line_of(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def find_secrets(text: str) -> list[Problem]:
    """Key-shaped strings (:mod:`vault_schema.secrets`), and ``password=…``-style lines with a
    real-looking value. The second test is loose on purpose for text agents write; in
    documentation it also fires on ``PWD: ~/dir`` or ``l:pwd = getcwd()``."""
    text = fold(text)
    out = [Problem("secret", f"looks like {name}; remove the secret (store where it lives, not the value) and retry", line)
           for name, line in find_keys(text)]
    for m in _ASSIGNMENT.finditer(text):
        value = m.group(2).rstrip(".,;)")
        if not _PLACEHOLDER.match(value) and len(value) >= 6:
            out.append(Problem("secret", f"looks like a `{m.group(1)}` assignment with a real value; write `{m.group(1)}=<redacted>` instead", _line_of(text, m.start())))
            break
    return out


def find_injection(text: str) -> list[Problem]:
    """The injection screen's verdict (:mod:`hippocampus.screening.detector`: a score over
    features, English and Korean, on the text as written and decoded) as a problem, or none.
    The text is never quoted: refusal reasons are audited and shown to agents."""
    verdict = screen_injection(text)
    if not verdict.flagged:
        return []
    return [Problem("injection", f"reads like instructions to the agent that will read it ({verdict.why()}); "
                    "vault text is data for other agents and must not carry instructions", verdict.line)]


def find_control(text: str) -> list[Problem]:
    for pos, ch in enumerate(text):
        if ch in _ALLOWED_CONTROL:
            continue
        if ch in _BIDI:
            return [Problem("control-char", f"contains a bidirectional override U+{ord(ch):04X} (can hide text from a reader)", _line_of(text, pos))]
        if unicodedata.category(ch) == "Cc":
            return [Problem("control-char", f"contains the control character U+{ord(ch):04X}; only tab and newline are allowed", _line_of(text, pos))]
    return []


def find_trading(text: str) -> list[Problem]:
    text = fold(text)
    m = _TRADING.search(text)
    if m:
        return [Problem("trading-signal", "looks like a trading signal; storing trading signals or alpha is forbidden in the vault", _line_of(text, m.start()))]
    return []


def problems(text: str, *, max_bytes: int, trading: bool = False) -> list[Problem]:
    """Every problem with ``text`` (empty list: safe to store)."""
    size = len(text.encode("utf-8"))
    if size > max_bytes:
        return [Problem("oversize", f"{size:,} bytes exceeds the {max_bytes:,}-byte limit; summarise or split it")]
    found = find_control(text) + find_secrets(text) + find_injection(text)
    if trading:
        found += find_trading(text)
    return found


def check_text(text: str, field: str, *, max_bytes: int = MAX_BODY_BYTES, trading: bool = False) -> None:
    """Raise :class:`UnsafeContent` with the first problem's reason, or return."""
    found = problems(text, max_bytes=max_bytes, trading=trading)
    if found:
        raise UnsafeContent(found[0].message(field))


def trading_signal(text: str) -> str | None:
    """Why ``text`` looks like a trading signal (inbox screening), or ``None``."""
    found = find_trading(text)
    return found[0].message("text") if found else None


def check_fields(fields: Iterable[tuple[str, str | None, int]], *, trading: bool = False) -> None:
    """Check several ``(field name, text, max bytes)`` triples; ``None`` values are skipped."""
    for name, text, limit in fields:
        if text is not None:
            check_text(text, name, max_bytes=limit, trading=trading)


@dataclass(frozen=True)
class Screening:
    """What an ingest path found in a document (inbox file, research note): key-shaped secrets
    (the catalogue only: loose ``password=`` lines are too common in documentation to hold a
    file back), injection markers and trading signals, each with its line."""

    secrets: tuple[Problem, ...] = ()
    injection: tuple[Problem, ...] = ()
    trading: tuple[Problem, ...] = ()

    def where(self, problems: tuple[Problem, ...]) -> str:
        """``line 3: looks like …; line 9: …`` (never the matched text)."""
        return "; ".join(f"line {p.line}: {p.reason.split(';')[0]}" for p in problems)

    def findings(self) -> list[str]:
        """One line per injection finding, for a card's ``screen_findings`` key."""
        return [f"injection (line {p.line}): {p.reason.split(';')[0]}" for p in self.injection]


def screen(text: str) -> Screening:
    """The ingest screening of ``text`` (see :class:`Screening`)."""
    keys = tuple(Problem("secret", f"looks like {name}", line) for name, line in find_keys(text))
    return Screening(keys, tuple(find_injection(text)), tuple(find_trading(text)))
