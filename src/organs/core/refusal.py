"""A refusal: the typed, closed-set reason a stage declined to answer.

Refusals are ordinary results, not errors: every stage returns
`Result[X, Refusal[R]]` where `R` is that stage's closed reason enum.

>>> from organs.core.text import InputReason
>>> r = Refusal(Organ.R4_COMBINED_RATE, Stage.READ, InputReason.TOO_LONG, "12000 characters")
>>> r.reason.value, r.as_json()["stage"]
('too_long', 'read')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Generic, TypeVar


class Organ(enum.StrEnum):
    """Who refused. Stable ids, used in reports and JSON."""

    R1_CHANGE = "r1_change"
    R2_GROUPING = "r2_grouping"
    R3_SINGLE_RATE = "r3_single_rate"
    R4_COMBINED_RATE = "r4_combined_rate"
    SERVING = "serving"  # the serving path: parse_and_solve, verifier, reliability gate


class Stage(enum.StrEnum):
    """Where in an organ the refusal happened."""

    READ = "read"
    SOLVE = "solve"
    # serving path stages
    PARSE = "parse"
    GRAPH = "graph"
    GATE = "gate"


R_co = TypeVar("R_co", bound=enum.StrEnum, covariant=True)


@dataclass(frozen=True, slots=True)
class Refusal(Generic[R_co]):
    """`reason` is a member of the refusing stage's closed enum; `detail` is for people."""

    organ: Organ
    stage: Stage
    reason: R_co
    detail: str

    def as_json(self) -> dict[str, str]:
        """The shape of `contracts/refusal.schema.json`."""
        return {
            "organ": self.organ.value,
            "stage": self.stage.value,
            "reason": self.reason.value,
            "detail": self.detail,
        }
