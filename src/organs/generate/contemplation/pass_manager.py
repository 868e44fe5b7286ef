"""`contemplate`: route -> solve -> verify independently -> one closed terminal.

    SOLVED_VERIFIED          one organ read a setup, solved it, and its own equations hold
    REFUSED_KNOWN_BOUNDARY   a solver boundary, a substantive reader refusal, a collision of
                             two organs' setups, or an answer that failed verification
    PROPOSAL_EMITTED         a growth-surface refusal: a review-only proposal is attached
    NOT_RECOGNIZED           every organ stepped aside

>>> contemplate("A car travels at 60 mph for 3 hours. How many miles does it travel?").terminal
<Terminal.SOLVED_VERIFIED: 'solved_verified'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import assert_never

from returns.result import Failure, Success

from organs.core.comprehension_attempt.classify import family_of, namespaced
from organs.core.comprehension_attempt.failure_families import Disposition
from organs.core.comprehension_attempt.organ import Answer, Reading, SetupSignature
from organs.core.comprehension_attempt.proposal import Proposal
from organs.core.comprehension_attempt.router import Attempt, route_setup
from organs.core.refusal import Organ
from organs.core.result import as_match
from organs.core.text import Prepared, prepare
from organs.generate.contemplation.registry import ORGANS


class Terminal(enum.StrEnum):
    SOLVED_VERIFIED = "solved_verified"
    REFUSED_KNOWN_BOUNDARY = "refused_known_boundary"
    PROPOSAL_EMITTED = "proposal_emitted"
    NOT_RECOGNIZED = "not_recognized"


@dataclass(frozen=True, slots=True)
class Contemplation:
    text: str
    terminal: Terminal
    answer: Answer | None = None
    organ: Organ | None = None
    reason: str | None = None  # namespaced
    family: str | None = None
    proposal: Proposal | None = None
    setup: SetupSignature | None = None  # what the organ read, when it read a setup

    def as_json(self) -> dict[str, object]:
        """The shape of `contracts/contemplation.schema.json`; answers are exact strings."""
        return {
            "terminal": self.terminal.value,
            "answer": None if self.answer is None else str(self.answer.value),
            "unit": None if self.answer is None else self.answer.unit,
            "organ": None if self.organ is None else self.organ.value,
            "reason": self.reason,
            "family": self.family,
            "proposal": None if self.proposal is None else self.proposal.as_json(),
            "setup": None if self.setup is None else dict(self.setup),
        }


def contemplate(text: str) -> Contemplation:
    """Prepare the text once, route it through every organ, and land on one terminal.

    A text the kernel rejects (too long, a number v1 cannot hold exactly) is no organ's:
    NOT_RECOGNIZED, with the kernel's reason.
    """
    match as_match(prepare(text)):
        case Failure() as rejected:
            reason = rejected.failure().reason.value
            return Contemplation(text, Terminal.NOT_RECOGNIZED, reason=reason, family=family_of(reason).name)
        case Success() as prepared:
            return _contemplate(text, prepared.unwrap())


def _contemplate(text: str, prepared: Prepared) -> Contemplation:
    route = route_setup(prepared, ORGANS)
    if route.selected is not None:
        return _solve_and_verify(text, route.selected)
    if route.colliding:
        return _boundary(text, None, "router_ambiguous")
    if route.attributed is not None:
        return _diagnose(text, route.attributed.organ, route.attributed.reason() or "")
    return Contemplation(text, Terminal.NOT_RECOGNIZED)


def _solve_and_verify(text: str, attempt: Attempt) -> Contemplation:
    reading: Reading = attempt.result.unwrap()
    match as_match(reading.solve()):
        case Success() as solved:
            answer = solved.unwrap()
            if reading.verify(answer):
                return Contemplation(text, Terminal.SOLVED_VERIFIED, answer, attempt.organ, setup=reading.setup)
            return replace(_boundary(text, attempt.organ, "verification_disagrees"), setup=reading.setup)
        case Failure() as refused:
            diagnosis = _diagnose(text, attempt.organ, namespaced(attempt.namespace, refused.failure().reason))
            return replace(diagnosis, setup=reading.setup)


def _boundary(text: str, organ: Organ | None, reason: str) -> Contemplation:
    return Contemplation(text, Terminal.REFUSED_KNOWN_BOUNDARY, None, organ, reason, family_of(reason).name)


def _diagnose(text: str, organ: Organ, reason: str) -> Contemplation:
    family = family_of(reason)
    match family.disposition:
        case Disposition.PROPOSAL_ALLOWED:
            assert family.target is not None  # every growth family names its target (tested)
            proposal = Proposal(text, organ, reason, family.name, family.target)
            return Contemplation(text, Terminal.PROPOSAL_EMITTED, None, organ, reason, family.name, proposal)
        case Disposition.MUST_REMAIN_REFUSED:
            return Contemplation(text, Terminal.REFUSED_KNOWN_BOUNDARY, None, organ, reason, family.name)
        case Disposition.STEP_ASIDE:
            return Contemplation(text, Terminal.NOT_RECOGNIZED, None, None, reason, family.name)
        case _:
            assert_never(family.disposition)
