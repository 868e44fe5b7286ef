"""R2: the grouping comprehension organ (equal groups multiplied, equal shares divided).

>>> from organs.generate.grouping_comprehension import ORGAN, solve
>>> ORGAN.read_text("48 pencils are shared equally among 5 children. How many pencils does each child get?").bind(solve).failure().reason
<SolverReason.NON_INTEGER_SOLUTION: 'non_integer_solution'>
"""

from organs.core.comprehension_attempt.organ import TypedOrgan
from organs.core.refusal import Organ
from organs.generate.grouping_comprehension.model import GroupingSetup, ReaderReason, SolverReason
from organs.generate.grouping_comprehension.reader import read
from organs.generate.grouping_comprehension.solver import solve, verify

ORGAN = TypedOrgan(Organ.R2_GROUPING, "r2", read, solve, verify, GroupingSetup.as_json)

__all__ = ["ORGAN", "GroupingSetup", "ReaderReason", "SolverReason", "read", "solve", "verify"]
