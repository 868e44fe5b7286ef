"""Exact numbers: `PositiveInt`, made only by its smart constructor.

A model field typed `PositiveInt` cannot hold zero or a negative: the only way to
get one is `positive_int`, which returns a `Result`. A test scans the source to
keep it that way.

>>> positive_int(5)
<Success: 5>
>>> positive_int(0)
<Failure: NotPositive(value=0)>
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NewType

from returns.result import Failure, Result, Success

PositiveInt = NewType("PositiveInt", int)


@dataclass(frozen=True, slots=True)
class NotPositive:
    """Why `positive_int` refused: the value that was not > 0."""

    value: int


def positive_int(value: int) -> Result[PositiveInt, NotPositive]:
    """The one constructor of `PositiveInt`: succeeds exactly when `value > 0`."""
    if value > 0:
        return Success(PositiveInt(value))
    return Failure(NotPositive(value))
