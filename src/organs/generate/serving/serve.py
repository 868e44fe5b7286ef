"""`serve`: the answer a user may be given, with its derivation, or why it is withheld.

>>> served = serve("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?")
>>> served.answer, served.unit
(240, 'oysters')
>>> serve("Bob can shuck 10 oysters in 5 minutes. How many books can he shuck in 2 hours?").refusal.reason
<GraphReason.UNIT_MISMATCH: 'unit_mismatch'>
"""

from __future__ import annotations

from dataclasses import dataclass

from returns.result import Failure, Result, Success

from organs.core.reliability_gate import Evidence, admit
from organs.core.result import as_match
from organs.generate.derivation import derive
from organs.generate.math_candidate_graph import Solution, parse_and_solve
from organs.generate.serving.model import ServingRefusal
from organs.generate.serving.verifier import verify


@dataclass(frozen=True, slots=True)
class Served:
    """An exact answer the reliability gate admitted, with the steps that justify it."""

    answer: int
    unit: str
    derivation: tuple[str, ...]

    def as_json(self) -> dict[str, object]:
        return {"status": "served", "answer": str(self.answer), "unit": self.unit, "derivation": list(self.derivation)}


@dataclass(frozen=True, slots=True)
class Withheld:
    """No answer: the typed reason it was refused."""

    refusal: ServingRefusal

    def as_json(self) -> dict[str, object]:
        return {"status": "withheld", "refusal": self.refusal.as_json()}


def serve(text: str) -> Served | Withheld:
    """Parse and solve, verify independently, and let the reliability gate decide."""
    solved: Result[Solution, ServingRefusal] = parse_and_solve(text)
    match as_match(solved.bind(_admitted)):
        case Success() as admitted:
            solution = admitted.unwrap()
            answer = solution.computed.answer
            return Served(answer, solution.computed.unit, derive(solution.graph, answer))
        case Failure() as withheld:
            return Withheld(withheld.failure())


def _admitted(solution: Solution) -> Result[Solution, ServingRefusal]:
    evidence = Evidence(verify(solution.graph, solution.computed), solution.stated, solution.computed.used)
    gate: Result[Evidence, ServingRefusal] = admit(evidence)
    return gate.map(lambda _: solution)
