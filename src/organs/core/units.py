"""Time units as data: a closed table, exact factors in seconds.

>>> time_unit("hrs"), seconds_in(TimeUnit.DAY)
(<TimeUnit.HOUR: 'hour'>, 86400)
>>> time_unit("fortnight") is None
True
"""

from __future__ import annotations

import enum
from fractions import Fraction
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


# The clock's units, within one stretch of work. A day of work has no fixed hours, so a pace on
# the clock never carries to days or weeks, nor a day's or a week's pace to the clock.
CLOCK_UNITS: Final = frozenset((TimeUnit.SECOND, TimeUnit.MINUTE, TimeUnit.HOUR))


def carries(pace: TimeUnit, span: TimeUnit) -> bool:
    """Whether a pace told per `pace` says what is done in a span of `span`s: on the clock both,
    or a span of whole `pace`s ("20 pages a day" over 2 weeks is 14 such days; 140 a week says
    nothing of one day, as a habit is not spread evenly over its days).

    >>> carries(TimeUnit.MINUTE, TimeUnit.HOUR), carries(TimeUnit.DAY, TimeUnit.WEEK)
    (True, True)
    >>> carries(TimeUnit.HOUR, TimeUnit.DAY), carries(TimeUnit.WEEK, TimeUnit.DAY)
    (False, False)
    """
    if (pace in CLOCK_UNITS) != (span in CLOCK_UNITS):
        return False
    return pace in CLOCK_UNITS or seconds_in(span) % seconds_in(pace) == 0


def within_a_day(span: int | Fraction, unit: TimeUnit) -> bool:
    """Whether a span told on the clock is shorter than a day, as a stretch of work is: "in 30
    hours" of someone's pace is no stretch anyone works (a span in days or weeks is a calendar's).

    >>> within_a_day(8, TimeUnit.HOUR), within_a_day(24, TimeUnit.HOUR), within_a_day(3, TimeUnit.DAY)
    (True, False, True)
    """
    return unit not in CLOCK_UNITS or span * seconds_in(unit) < seconds_in(TimeUnit.DAY)


def seconds_in(unit: TimeUnit) -> int:
    """Exact number of seconds in one `unit`."""
    return _SECONDS[unit]


def plural(unit: TimeUnit) -> str:
    """The unit's plural spelling, for answers such as "6 minutes"."""
    return f"{unit.value}s"
