"""G6 capacity-rate axis, v1: "<Actor> can <verb> N <unit> in M <time>" and its question.

The canonical arithmetic uses its own table of seconds, apart from `core.units`.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.G6_rate_capacity.v1"
VERSION = "1"
SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}


def canonical(case: Case) -> int | str | None:
    """count per `per` time units, over `duration` time units: an integer, or not."""
    rate = case.get("rate")
    if not isinstance(rate, dict):
        return None
    work = Fraction(rate["count"] * rate["duration"] * SECONDS[rate["duration_unit"]])
    answer = work / (rate["per"] * SECONDS[rate["per_unit"]])
    return int(answer) if answer.denominator == 1 else "non_integer_answer"
