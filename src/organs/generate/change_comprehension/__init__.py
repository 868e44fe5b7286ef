"""R1: the change comprehension organ (one entity's count, changed by gains and losses).

>>> from organs.generate.change_comprehension import ORGAN, solve
>>> ORGAN.read_text("Tom had 12 marbles. He gave 5 to Ann. How many does he have now?").bind(solve)
<Success: Answer(value=7, unit='marbles')>
"""

from organs.core.comprehension_attempt.organ import TypedOrgan
from organs.core.refusal import Organ
from organs.generate.change_comprehension.model import ChangeSetup, ReaderReason, SolverReason
from organs.generate.change_comprehension.reader import read
from organs.generate.change_comprehension.solver import solve, verify

ORGAN = TypedOrgan(Organ.R1_CHANGE, "r1", read, solve, verify, ChangeSetup.as_json)

__all__ = ["ORGAN", "ChangeSetup", "ReaderReason", "SolverReason", "read", "solve", "verify"]
