"""R3 single-rate organ gold lane: `python -m evals.single_rate_oracle`.

The canonical arithmetic keeps its own table of seconds, apart from `organs.core.units`.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "single_rate_oracle"
VERSION = "1"
SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800}


def canonical(case: Case) -> int | str | None:
    rate = case.get("rate")
    if not isinstance(rate, dict):
        return None
    per_second = Fraction(rate["amount"], rate["per"] * SECONDS[rate["per_unit"]])
    unit = SECONDS[rate["query_unit"]]
    match rate["query"]:
        case "rate":
            value = per_second * unit
        case "quantity":
            value = per_second * rate["known"] * unit
        case _:
            value = rate["known"] / (per_second * unit)
    return int(value) if value.denominator == 1 else "non_integer_solution"
