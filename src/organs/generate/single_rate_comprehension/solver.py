"""The R3 solver: exact arithmetic across time units (`Fraction`), an integer or a refusal.

rate (units per second) = amount / (per * seconds(per_unit))
quantity = rate * duration * seconds(unit)
time     = quantity / (rate * seconds(unit))
"""

from __future__ import annotations

from fractions import Fraction
from typing import assert_never

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.organ import Answer
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.units import carries, plural, seconds_in, within_a_day
from organs.generate.single_rate_comprehension.model import (
    QuantityQuery,
    RateQuery,
    SingleRateSetup,
    SolverReason,
    TimeQuery,
)


def _per_second(setup: SingleRateSetup) -> Fraction:
    return Fraction(setup.amount, setup.per * seconds_in(setup.per_unit))


def solve(setup: SingleRateSetup) -> Result[Answer, Refusal[SolverReason]]:
    """The rate, quantity or time asked, where the pace told carries to the unit asked (`carries`)."""
    asked = setup.query.unit
    span = setup.query.duration if isinstance(setup.query, QuantityQuery) else 1
    if not carries(setup.per_unit, asked) or not within_a_day(span, asked):
        detail = f"a pace per {setup.per_unit.value} does not carry to {span} {asked.value}s"
        return Failure(Refusal(Organ.R3_SINGLE_RATE, Stage.SOLVE, SolverReason.ACROSS_CLOCKS, detail))
    rate = _per_second(setup)
    match setup.query:
        case RateQuery(unit=unit):
            value, shown = rate * seconds_in(unit), f"{setup.unit} per {unit.value}"
        case QuantityQuery(duration=duration, unit=unit):
            value, shown = rate * duration * seconds_in(unit), setup.unit
        case TimeQuery(quantity=quantity, unit=unit):
            value, shown = quantity / (rate * seconds_in(unit)), plural(unit)
        case _:
            assert_never(setup.query)
    if isinstance(setup.query, TimeQuery) and not within_a_day(value, setup.query.unit):
        detail = f"{value} {setup.query.unit.value}s on the clock is no stretch of work"
        return Failure(Refusal(Organ.R3_SINGLE_RATE, Stage.SOLVE, SolverReason.ACROSS_CLOCKS, detail))
    if value.denominator != 1:
        return Failure(
            Refusal(Organ.R3_SINGLE_RATE, Stage.SOLVE, SolverReason.NON_INTEGER_SOLUTION, f"{value} is not whole")
        )
    return Success(Answer(int(value), shown))


def verify(setup: SingleRateSetup, answer: Answer) -> bool:
    """Cross-multiplied, in integers: the answer substituted into the rate equation."""
    denominator = setup.per * seconds_in(setup.per_unit)
    match setup.query:
        case RateQuery(unit=unit):
            return answer.value * denominator == setup.amount * seconds_in(unit)
        case QuantityQuery(duration=duration, unit=unit):
            return answer.value * denominator == setup.amount * duration * seconds_in(unit)
        case TimeQuery(quantity=quantity, unit=unit):
            return setup.amount * answer.value * seconds_in(unit) == quantity * denominator
        case _:
            assert_never(setup.query)
