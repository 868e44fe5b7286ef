"""What every reader (organs and the serving parser) needs besides the text: its refusals, made one way.

>>> from organs.core.text import InputReason
>>> positive(Organ.R1_CHANGE, 0).failure().reason
<InputReason.NON_POSITIVE_QUANTITY: 'non_positive_quantity'>
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TypeVar

from returns.result import Failure, Result

from organs.core.numbers import PositiveInt, positive_int
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import InputReason, Rejected

R = TypeVar("R", bound=enum.StrEnum)


def refuse(organ: Organ, reason: R, detail: str, stage: Stage = Stage.READ) -> Failure[Refusal[R]]:
    return Failure(Refusal(organ, stage, reason, detail))


def rejected_by(organ: Organ, stage: Stage = Stage.READ) -> Callable[[Rejected], Refusal[InputReason]]:
    """Turns the kernel's rejection of a text into this organ's refusal."""
    return lambda rejected: Refusal(organ, stage, rejected.reason, rejected.detail)


def positive(organ: Organ, value: int, stage: Stage = Stage.READ) -> Result[PositiveInt, Refusal[InputReason]]:
    """`positive_int`, refused as this organ's `non_positive_quantity`."""
    return positive_int(value).alt(
        lambda np: Refusal(organ, stage, InputReason.NON_POSITIVE_QUANTITY, f"{np.value} is not positive")
    )
