"""The Organ protocol: the library API an organ is written against, and the router reads.

An organ is typed inside (`read(prepared) -> Result[Setup, Refusal]`, `solve(setup) ->
Result[Answer, Refusal]`, `verify(setup, answer) -> bool`); `TypedOrgan` wraps those
three functions so that the router can hold organs with different setup types side by
side: `attempt(prepared)` returns a `Reading` that carries its setup's signature and the
organ's own solve and verify, already bound to that setup.

Organs read a `Prepared` text: the router prepares each text once (`organs.core.text.prepare`)
and every organ reads that one preparation. `read_text` is the one way to run a single
organ on raw text (lanes and tests that look at one organ alone).

Adding an organ = a package with those three functions, one `TypedOrgan`, registry
entries (`organs.core.comprehension_attempt.failure_families`) and a gold lane. Nothing else changes.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Generic, Protocol, TypeVar

from returns.result import Result

from organs.core.reading import rejected_by
from organs.core.refusal import Organ, Refusal
from organs.core.text import Prepared, prepare

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

    def attempt(self, prepared: Prepared) -> Result[Reading, AnyRefusal]: ...


S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class TypedOrgan(Generic[S]):
    id: Organ
    namespace: str
    read: Callable[[Prepared], Result[S, AnyRefusal]]
    solve: Callable[[S], Result[Answer, AnyRefusal]]
    verify: Callable[[S, Answer], bool]
    signature: Callable[[S], SetupSignature]

    def read_text(self, text: str) -> Result[S, AnyRefusal]:
        """This organ alone on raw text: the text's rejection becomes this organ's refusal."""
        prepared: Result[Prepared, AnyRefusal] = prepare(text).alt(rejected_by(self.id))
        return prepared.bind(self.read)

    def attempt(self, prepared: Prepared) -> Result[Reading, AnyRefusal]:
        return self.read(prepared).map(
            lambda setup: Reading(
                self.id, self.signature(setup), partial(self.solve, setup), partial(self.verify, setup)
            )
        )
