"""R3: the single-rate comprehension organ (one explicit rate, one query, time-unit conversion).

>>> from organs.generate.single_rate_comprehension import ORGAN, solve
>>> ORGAN.read_text("A car travels at 60 mph for 3 hours. How many miles does it travel?").bind(solve)
<Success: Answer(value=180, unit='miles')>
"""

from organs.core.comprehension_attempt.organ import TypedOrgan
from organs.core.refusal import Organ
from organs.generate.single_rate_comprehension.model import ReaderReason, SingleRateSetup, SolverReason
from organs.generate.single_rate_comprehension.reader import read
from organs.generate.single_rate_comprehension.solver import solve, verify

ORGAN = TypedOrgan(Organ.R3_SINGLE_RATE, "r3", read, solve, verify, SingleRateSetup.as_json)

__all__ = ["ORGAN", "ReaderReason", "SingleRateSetup", "SolverReason", "read", "solve", "verify"]
