"""The R1 solver: apply the changes in order; no count may go below zero."""

from __future__ import annotations

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.organ import Answer
from organs.core.refusal import Organ, Refusal, Stage
from organs.generate.change_comprehension.model import ChangeSetup, SolverReason


def solve(setup: ChangeSetup) -> Result[Answer, Refusal[SolverReason]]:
    count = int(setup.start)
    for change in setup.changes:
        count += change.amount if change.gain else -change.amount
        if count < 0:
            detail = f"{setup.entity} would have {count} {setup.unit}"
            return Failure(Refusal(Organ.R1_CHANGE, Stage.SOLVE, SolverReason.NEGATIVE_RESULT, detail))
    return Success(Answer(count, setup.unit))


def verify(setup: ChangeSetup, answer: Answer) -> bool:
    """answer == start + gains - losses, summed in any order, and never negative."""
    gains = sum(c.amount for c in setup.changes if c.gain)
    losses = sum(c.amount for c in setup.changes if not c.gain)
    return answer.value >= 0 and answer.value == setup.start + gains - losses
