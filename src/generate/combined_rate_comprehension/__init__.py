"""R4: the combined-rate comprehension organ (two explicit rates, one cue, one query).

>>> from generate.combined_rate_comprehension import read, solve
>>> read("A pipe fills a tank at 9 liters per minute while a drain removes 4 liters per minute. "
...      "What is the net rate at which the tank fills, in liters per minute?").bind(solve)
<Success: Answer(value=5, unit='liters per minute')>
"""

from returns.result import Result

from core.comprehension_attempt.organ import Answer, TypedOrgan
from core.refusal import Organ, Refusal
from core.text import InputReason
from generate.combined_rate_comprehension.model import (
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    Query,
    QueryKind,
    ReaderReason,
    SolverReason,
    TimeQuery,
)
from generate.combined_rate_comprehension.reader import read
from generate.combined_rate_comprehension.solver import solve, verify

# Any refusal this organ can give, from either stage.
R4Refusal = Refusal[ReaderReason | SolverReason | InputReason]


def read_and_solve(text: str) -> Result[Answer, R4Refusal]:
    """`read`, then `solve` what was read: the organ's answer to one text, or its refusal."""
    reading: Result[CombinedRateSetup, R4Refusal] = read(text)
    return reading.bind(solve)


ORGAN = TypedOrgan(Organ.R4_COMBINED_RATE, "cmb", read, solve, verify, CombinedRateSetup.as_json)

__all__ = [
    "ORGAN",
    "Answer",
    "CombineMode",
    "CombinedRateSetup",
    "EffectiveRateQuery",
    "QuantityQuery",
    "Query",
    "QueryKind",
    "R4Refusal",
    "ReaderReason",
    "SolverReason",
    "TimeQuery",
    "read",
    "read_and_solve",
    "solve",
    "verify",
]
