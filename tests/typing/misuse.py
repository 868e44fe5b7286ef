"""Code that must NOT type-check: each line with an "E:" comment is an error mypy must report.

Checked by tests/test_typing.py; never imported.
"""

from organs.core.comprehension_attempt.proposal import Proposal
from organs.core.numbers import PositiveInt, positive_int
from organs.core.refusal import Organ
from organs.core.units import TimeUnit
from organs.generate.combined_rate_comprehension import (
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    ReaderReason,
    SolverReason,
)
from organs.generate.combined_rate_comprehension.solver import net_rate

three = positive_int(3).unwrap()

QuantityQuery(4)  # E: a raw int where PositiveInt is required
CombinedRateSetup(CombineMode.SUM, 3, three, "rooms", TimeUnit.HOUR, EffectiveRateQuery())  # E: raw int rate
CombinedRateSetup(CombineMode.SUM, three, three, "rooms", "hour", EffectiveRateQuery())  # E: str for TimeUnit
rate: PositiveInt = net_rate(CombinedRateSetup(CombineMode.SUM, three, three, "r", TimeUnit.HOUR, EffectiveRateQuery()))  # E: a net rate is not positive by type
positive_int(3) + 1  # E: a Result must be unwrapped before it is a number


Proposal("t", Organ.R4_COMBINED_RATE, "r", "f", "t", mounted=True)  # E: a proposal is never mounted
Proposal("t", Organ.R4_COMBINED_RATE, "r", "f", "t", requires_review=False)  # E: it always awaits review


def reason_text(reason: ReaderReason) -> str:
    match reason:  # E: a match that forgets reasons is not exhaustive
        case ReaderReason.EMPTY:
            return "empty"
    return "other"


def solver_reason_is_not_reader_reason(reason: SolverReason) -> ReaderReason:
    return reason  # E: closed enums do not mix
