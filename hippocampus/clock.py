"""One clock for every date a run writes: the schedule's time zone (``HIPPO_TIMEZONE``,
default Asia/Seoul), never the host's. A 05:10 KST run on a UTC host writes the KST date into
``log.md`` and file names, the same date its schedule says."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo


def zone(name: str | None = None) -> ZoneInfo:
    if name is None:
        from hippocampus.config import get_settings

        name = get_settings().timezone
    return ZoneInfo(name)


def now(name: str | None = None) -> datetime:
    """The current time in the schedule's zone (aware)."""
    return datetime.now(zone(name))


def today(name: str | None = None) -> date:
    """Today's date in the schedule's zone."""
    return now(name).date()
