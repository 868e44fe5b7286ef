"""The reliability gate: the last word on whether an answer is served.

An answer is served only when the independent verifier agrees with it and every number
stated in the problem was used by the solution. A stated number the solution did not use
means the parse may have missed a step, so the answer is withheld with a typed reason.

>>> admit(Evidence(Verdict.DISAGREES, stated=(), used=())).failure().reason
<GateReason.UNVERIFIED: 'unverified'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from returns.result import Failure, Result, Success

from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import Number


class Verdict(enum.StrEnum):
    """What the verifier found when it substituted the answer back."""

    AGREES = "agrees"
    DISAGREES = "disagrees"


class GateReason(enum.StrEnum):
    UNVERIFIED = "unverified"
    UNUSED_QUANTITY = "unused_quantity"


@dataclass(frozen=True, slots=True)
class Evidence:
    verdict: Verdict
    stated: tuple[Number, ...]  # every number in the problem text
    used: tuple[Number, ...]  # the numbers the solution used


def admit(evidence: Evidence) -> Result[Evidence, Refusal[GateReason]]:
    if evidence.verdict is not Verdict.AGREES:
        return Failure(Refusal(Organ.SERVING, Stage.GATE, GateReason.UNVERIFIED, "the verifier disagrees"))
    used = {number.start for number in evidence.used}
    unused = [number for number in evidence.stated if number.start not in used]
    if unused:
        listed = ", ".join(str(number.value) for number in unused)
        return Failure(Refusal(Organ.SERVING, Stage.GATE, GateReason.UNUSED_QUANTITY, f"stated but not used: {listed}"))
    return Success(evidence)
