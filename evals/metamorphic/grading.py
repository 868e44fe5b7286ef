"""Giving a mutant to every path, and grading what each path did against the expectation.

    serve                answered when it serves; right only when it serves the expected value
    contemplate          answered when SOLVED_VERIFIED; right only with the expected value
    verify.expected      (ANSWER_OR_REFUSE(x) only) the claim x: CONTRADICTED is a false contradiction
    verify.wrong_claim   a claim that is certainly wrong (x + 1; for MUST_REFUSE, the seed's own
                         answer): VERIFIED is a false verification

Any answer to a MUST_REFUSE mutant is wrong. UNVERIFIABLE, and every refusal, is "refused".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import assert_never

from evals.metamorphic.mutant import AnswerOrRefuse, Expectation, MustRefuse, Mutant
from organs import ClaimVerdict, Served, Terminal, contemplate, serve, verify


class PathName(enum.StrEnum):
    SERVE = "serve"
    CONTEMPLATE = "contemplate"
    VERIFY_EXPECTED = "verify.expected"
    VERIFY_WRONG_CLAIM = "verify.wrong_claim"


class Outcome(enum.StrEnum):
    ANSWERED_RIGHT = "answered_right"
    REFUSED = "refused"
    WRONG = "wrong"


@dataclass(frozen=True, slots=True)
class Graded:
    path: PathName
    outcome: Outcome
    got: str  # what the path said: "served 17", "refused unparsed_sentence", "verified", ...
    claim: int | None = None  # the claim verify was given


def grade(mutant: Mutant) -> tuple[Graded, ...]:
    expectation = mutant.expectation
    served = serve(mutant.text)
    if isinstance(served, Served):
        by_serve = Graded(PathName.SERVE, _answer(served.answer, expectation), f"served {served.answer}")
    else:
        by_serve = Graded(PathName.SERVE, Outcome.REFUSED, f"refused {served.refusal.reason.value}")
    thought = contemplate(mutant.text)
    if thought.terminal is Terminal.SOLVED_VERIFIED and thought.answer is not None:
        got = f"{thought.terminal.value} {thought.answer.value}"
        by_contemplation = Graded(PathName.CONTEMPLATE, _answer(thought.answer.value, expectation), got)
    else:
        by_contemplation = Graded(PathName.CONTEMPLATE, Outcome.REFUSED, thought.terminal.value)
    return (by_serve, by_contemplation, *_claims(mutant))


def _claims(mutant: Mutant) -> tuple[Graded, ...]:
    match mutant.expectation:
        case AnswerOrRefuse(value=value):
            return (_verified(mutant.text, value, True), _verified(mutant.text, value + 1, False))
        case MustRefuse():
            return (_verified(mutant.text, mutant.seed.answer, False),)
        case _ as unreachable:
            assert_never(unreachable)


def _answer(value: int, expectation: Expectation) -> Outcome:
    match expectation:
        case AnswerOrRefuse(value=expected):
            return Outcome.ANSWERED_RIGHT if value == expected else Outcome.WRONG
        case MustRefuse():
            return Outcome.WRONG
        case _ as unreachable:
            assert_never(unreachable)


def _verified(text: str, claim: int, claim_is_right: bool) -> Graded:
    path = PathName.VERIFY_EXPECTED if claim_is_right else PathName.VERIFY_WRONG_CLAIM
    verdict = verify(text, str(claim)).verdict
    return Graded(path, _judged(verdict, claim_is_right), verdict.value, claim)


def _judged(verdict: ClaimVerdict, claim_is_right: bool) -> Outcome:
    match verdict:
        case ClaimVerdict.VERIFIED:
            return Outcome.ANSWERED_RIGHT if claim_is_right else Outcome.WRONG
        case ClaimVerdict.CONTRADICTED:
            return Outcome.WRONG if claim_is_right else Outcome.ANSWERED_RIGHT
        case ClaimVerdict.UNVERIFIABLE:
            return Outcome.REFUSED
        case _ as unreachable:
            assert_never(unreachable)
