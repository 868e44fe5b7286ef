"""R4: the combined-rate comprehension organ (two explicit rates, one cue, one query).

>>> from organs.generate.combined_rate_comprehension import ORGAN, solve
>>> ORGAN.read_text("A pipe fills a tank at 9 liters per minute while a drain removes 4 liters per minute. "
...      "What is the net rate at which the tank fills, in liters per minute?").bind(solve)
<Success: Answer(value=5, unit='liters per minute')>
"""

from organs.core.comprehension_attempt.organ import Answer, TypedOrgan
from organs.core.refusal import Organ
from organs.generate.combined_rate_comprehension.model import (
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
from organs.generate.combined_rate_comprehension.reader import read
from organs.generate.combined_rate_comprehension.solver import solve, verify

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
    "ReaderReason",
    "SolverReason",
    "TimeQuery",
    "read",
    "solve",
    "verify",
]
