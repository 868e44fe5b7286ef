"""G6 capacity-rate axis, v1: "<Actor> can <verb> N <unit> in M <time>" and its question — how
many in a duration (`rate`), or how long for a number of them (`time`, since issue #11 read
time questions).

The canonical arithmetic uses its own table of seconds, apart from `organs.core.units`; durations may be
written as decimals ("1.5"), read exactly.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.G6_rate_capacity.v1"
VERSION = "1"
SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}


def canonical(case: Case) -> int | str | None:
    """`rate`: count per `per` time units, over `duration` time units; `time`: how many `asked_unit`s
    `asked` of them take at count per `per` time units. An integer, or not."""
    rate, time = case.get("rate"), case.get("time")
    if isinstance(rate, dict):
        work = _exact(rate["count"]) * _exact(rate["duration"]) * SECONDS[rate["duration_unit"]]
        answer = work / (_exact(rate["per"]) * SECONDS[rate["per_unit"]])
    elif isinstance(time, dict):
        took = _exact(time["asked"]) * _exact(time["per"]) * SECONDS[time["per_unit"]]
        answer = took / (_exact(time["count"]) * SECONDS[time["asked_unit"]])
    else:
        return None
    return int(answer) if answer.denominator == 1 else "non_integer_answer"


def _exact(value: object) -> Fraction:
    return Fraction(str(value))
