"""The R2 solver: a product, or an exact quotient."""

from __future__ import annotations

from typing import assert_never

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.organ import Answer
from organs.core.refusal import Organ, Refusal, Stage
from organs.generate.grouping_comprehension.model import GroupingSetup, Operation, SolverReason


def solve(setup: GroupingSetup) -> Result[Answer, Refusal[SolverReason]]:
    match setup.operation:
        case Operation.TOTAL:
            return Success(Answer(setup.left * setup.right, setup.unit))
        case Operation.SHARE:
            each, remainder = divmod(setup.left, setup.right)
            if remainder:
                detail = f"{setup.left} / {setup.right} leaves {remainder}"
                return Failure(Refusal(Organ.R2_GROUPING, Stage.SOLVE, SolverReason.NON_INTEGER_SOLUTION, detail))
            return Success(Answer(each, setup.unit))
        case _:
            assert_never(setup.operation)


def verify(setup: GroupingSetup, answer: Answer) -> bool:
    match setup.operation:
        case Operation.TOTAL:
            return answer.value == setup.left * setup.right
        case Operation.SHARE:
            return answer.value * setup.right == setup.left
        case _:
            assert_never(setup.operation)
