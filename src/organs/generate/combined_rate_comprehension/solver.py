"""The R4 solver: pure integer algebra with exactly two refusals (ledger §2, §3).

    effective_rate = rate_a + rate_b            (sum)
    effective_rate = rate_a - rate_b            (difference)
    quantity       = effective_rate * duration   (quantity query)
    time           = quantity / effective_rate   (time query: exact, or refused)

>>> from organs.core.numbers import positive_int
>>> from organs.core.units import TimeUnit
>>> three, two, four = (positive_int(n).unwrap() for n in (3, 2, 4))
>>> setup = CombinedRateSetup(CombineMode.SUM, three, two, "rooms", TimeUnit.HOUR, QuantityQuery(four))
>>> solve(setup)
<Success: Answer(value=20, unit='rooms')>
"""

from __future__ import annotations

from typing import NewType, assert_never

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.organ import Answer
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.units import plural
from organs.generate.combined_rate_comprehension.model import (
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    SolverReason,
    TimeQuery,
)

# The combined rate. Unlike the inputs it may be zero or negative (difference mode).
NetRate = NewType("NetRate", int)


def net_rate(setup: CombinedRateSetup) -> NetRate:
    match setup.mode:
        case CombineMode.SUM:
            return NetRate(setup.rate_a + setup.rate_b)
        case CombineMode.DIFFERENCE:
            return NetRate(setup.rate_a - setup.rate_b)
        case _:
            assert_never(setup.mode)


def solve(setup: CombinedRateSetup) -> Result[Answer, Refusal[SolverReason]]:
    """Answer the setup's query exactly, or refuse at a v1 boundary; never round.

    A quantity or time query refuses before dividing when the net rate is <= 0, so no
    division by zero and no negative answer can occur. The effective-rate query is exempt:
    a net rate <= 0 is itself a well-defined answer.
    """
    net = net_rate(setup)
    match setup.query:
        case EffectiveRateQuery():
            return Success(Answer(net, f"{setup.unit} per {setup.time_unit.value}"))
        case QuantityQuery(duration=duration):
            if net <= 0:
                return _refuse(SolverReason.NON_POSITIVE_NET_RATE, f"net rate {net} cannot accumulate")
            return Success(Answer(net * duration, setup.unit))
        case TimeQuery(quantity=quantity):
            if net <= 0:
                return _refuse(SolverReason.NON_POSITIVE_NET_RATE, f"net rate {net} never reaches {quantity}")
            whole, remainder = divmod(quantity, net)
            if remainder:
                return _refuse(SolverReason.NON_INTEGER_SOLUTION, f"{quantity} / {net} is not a whole number")
            return Success(Answer(whole, plural(setup.time_unit)))
        case _:
            assert_never(setup.query)


def verify(setup: CombinedRateSetup, answer: Answer) -> bool:
    """Substitute `answer` back into the setup's own equation; never re-runs `solve`.

    effective rate:  answer == a +/- b;  quantity: answer == (a +/- b) * duration;
    time: (a +/- b) * answer == quantity.
    """
    rates = (setup.rate_a, setup.rate_b)
    combined = sum(rates) if setup.mode is CombineMode.SUM else rates[0] - rates[1]
    match setup.query:
        case EffectiveRateQuery():
            return answer.value == combined
        case QuantityQuery(duration=duration):
            return answer.value == combined * duration
        case TimeQuery(quantity=quantity):
            return combined * answer.value == quantity
        case _:
            assert_never(setup.query)


def _refuse(reason: SolverReason, detail: str) -> Failure[Refusal[SolverReason]]:
    return Failure(Refusal(Organ.R4_COMBINED_RATE, Stage.SOLVE, reason, detail))
