"""The ``log.md`` chronicle line: ``## [YYYY-MM-DD] action | subject``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

_LINE = re.compile(r"^## \[(\d{4}-\d{2}-\d{2})\] ([^|\n]+?) \| (.+)$")


@dataclass(frozen=True)
class LogEntry:
    day: date
    action: str
    subject: str

    def render(self) -> str:
        return format_log_line(self.day, self.action, self.subject)


def format_log_line(day: date, action: str, subject: str) -> str:
    """One chronicle line. ``action`` and ``subject`` are single-line; ``|`` in an action is not allowed."""
    action = " ".join(action.split())
    subject = " ".join(subject.split())
    if not action or "|" in action:
        raise ValueError(f"invalid log action {action!r}: must be non-empty and contain no '|'")
    if not subject:
        raise ValueError("log subject must be non-empty")
    return f"## [{day.isoformat()}] {action} | {subject}"


def parse_log_line(line: str) -> LogEntry | None:
    """Parse one line of ``log.md``; ``None`` when it is not a chronicle line."""
    match = _LINE.match(line.rstrip("\n"))
    if not match:
        return None
    try:
        day = date.fromisoformat(match.group(1))
    except ValueError:
        return None
    return LogEntry(day, match.group(2).strip(), match.group(3).strip())
