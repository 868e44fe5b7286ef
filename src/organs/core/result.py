"""One helper that makes a `Result` safe to `match` on.

mypy cannot prove a `match` over `returns.result.Result` exhaustive, and types
`case Success(x)` as `Any` (dry-python/returns#1361). Matching on the union this
returns instead keeps both arms typed and lets mypy check exhaustiveness.

>>> from returns.result import Success, Failure
>>> match as_match(Success(3)):
...     case Success() as ok:
...         ok.unwrap() + 1
...     case Failure() as err:
...         err.failure()
4
"""

from __future__ import annotations

from typing import TypeVar

from returns.result import Failure, Result, Success

T = TypeVar("T")
E = TypeVar("E")


def as_match(result: Result[T, E]) -> Success[T] | Failure[E]:
    """Return `result` itself, typed as the closed union of its two cases."""
    if isinstance(result, Success):
        return result
    if isinstance(result, Failure):
        return result
    raise TypeError(f"not a Result: {result!r}")  # a programming error, never a domain outcome
