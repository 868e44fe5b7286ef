"""The Organ protocol: the library API an organ is written against, and the router reads.

An organ is typed inside (`read(text) -> Result[Setup, Refusal]`, `solve(setup) ->
Result[Answer, Refusal]`, `verify(setup, answer) -> bool`); `TypedOrgan` wraps those
three functions so that the router can hold organs with different setup types side by
side: `attempt(text)` returns a `Reading` that carries its setup's signature and the
organ's own solve and verify, already bound to that setup.

Adding an organ = a package with those three functions, one `TypedOrgan`, registry
entries (`core.comprehension_attempt.failure_families`) and a gold lane. Nothing else changes.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Generic, Protocol, TypeVar

from returns.result import Result

from core.refusal import Organ, Refusal

SetupSignature = Mapping[str, str | int | None]
AnyRefusal = Refusal[enum.StrEnum]


@dataclass(frozen=True, slots=True)
class Answer:
    """An exact answer and the unit it is in ("20 rooms", "5 liters per minute")."""

    value: int
    unit: str


@dataclass(frozen=True, slots=True)
class Reading:
    """One organ's setup for one text, with that organ's solver and verifier bound to it."""

    organ: Organ
    setup: SetupSignature
    solve: Callable[[], Result[Answer, AnyRefusal]]
    verify: Callable[[Answer], bool]


class ComprehensionOrgan(Protocol):
    @property
    def id(self) -> Organ: ...

    @property
    def namespace(self) -> str:
        """Prefix of this organ's substantive reasons in the failure-family registry."""
        ...

    def attempt(self, text: str) -> Result[Reading, AnyRefusal]: ...


S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class TypedOrgan(Generic[S]):
    id: Organ
    namespace: str
    read: Callable[[str], Result[S, AnyRefusal]]
    solve: Callable[[S], Result[Answer, AnyRefusal]]
    verify: Callable[[S, Answer], bool]
    signature: Callable[[S], SetupSignature]

    def attempt(self, text: str) -> Result[Reading, AnyRefusal]:
        return self.read(text).map(
            lambda setup: Reading(self.id, self.signature(setup), partial(self.solve, setup), partial(self.verify, setup))
        )
