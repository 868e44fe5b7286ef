"""Time units as data: a closed table, exact factors in seconds.

>>> time_unit("hrs"), seconds_in(TimeUnit.DAY)
(<TimeUnit.HOUR: 'hour'>, 86400)
>>> time_unit("fortnight") is None
True
"""

from __future__ import annotations

import enum
from typing import Final


class TimeUnit(enum.StrEnum):
    SECOND = "second"
    MINUTE = "minute"
    HOUR = "hour"
    DAY = "day"
    WEEK = "week"


# unit, exact seconds, every spelling the readers accept (singular, plural, abbreviations).
TIME_UNITS: Final[tuple[tuple[TimeUnit, int, tuple[str, ...]], ...]] = (
    (TimeUnit.SECOND, 1, ("second", "seconds", "sec", "secs")),
    (TimeUnit.MINUTE, 60, ("minute", "minutes", "min", "mins")),
    (TimeUnit.HOUR, 3_600, ("hour", "hours", "hr", "hrs")),
    (TimeUnit.DAY, 86_400, ("day", "days")),
    (TimeUnit.WEEK, 604_800, ("week", "weeks")),
)

_BY_SPELLING: Final[dict[str, TimeUnit]] = {
    spelling: unit for unit, _, spellings in TIME_UNITS for spelling in spellings
}
_SECONDS: Final[dict[TimeUnit, int]] = {unit: factor for unit, factor, _ in TIME_UNITS}

# For building patterns: every spelling, longest first so alternation never stops short.
TIME_UNIT_SPELLINGS: Final[tuple[str, ...]] = tuple(sorted(_BY_SPELLING, key=len, reverse=True))


# Rate abbreviations, spelled out before any reader sees the text: "60 mph" is "60 miles per hour".
RATE_ABBREVIATIONS: Final[tuple[tuple[str, str], ...]] = (
    ("mph", "miles per hour"),
    ("kph", "kilometers per hour"),
    ("km/h", "kilometers per hour"),
    ("wpm", "words per minute"),
)


def time_unit(word: str) -> TimeUnit | None:
    """The unit a spelling names, or None when it is not a time unit we know."""
    return _BY_SPELLING.get(word)


def seconds_in(unit: TimeUnit) -> int:
    """Exact number of seconds in one `unit`."""
    return _SECONDS[unit]


def plural(unit: TimeUnit) -> str:
    """The unit's plural spelling, for answers such as "6 minutes"."""
    return f"{unit.value}s"
