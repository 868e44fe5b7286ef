"""`route_setup`: every organ attempts the text; the unique setup is selected.

Two organs both claiming a setup is a typed ambiguity, never a pick. Domain precedence
(ledger §7): an organ that positively recognizes load-bearing structure — a setup, or a
substantive refusal — vetoes a broader organ that would answer by dropping it, both for
routing and for attribution. The one precedent is R4 over R3, decided by the ledger's
`cmb_is_authoritative`; `PRECEDENCE` holds each pair with the rule that decides it, so the
next specific/broad pair is one more row.

The router receives the organs as an argument: the kernel imports no organ.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.classify import namespaced
from organs.core.comprehension_attempt.failure_families import STEP_ASIDE_REASONS
from organs.core.comprehension_attempt.organ import AnyRefusal, ComprehensionOrgan, Reading
from organs.core.refusal import Organ
from organs.core.text import Prepared


@dataclass(frozen=True, slots=True)
class Attempt:
    organ: Organ
    namespace: str
    result: Result[Reading, AnyRefusal]

    def reason(self) -> str | None:
        """The namespaced refusal reason, or None when the organ read a setup."""
        if isinstance(self.result, Failure):
            return namespaced(self.namespace, self.result.failure().reason)
        return None

    def positively_recognizes(self) -> bool:
        """A setup, or a substantive (not step-aside) refusal."""
        reason = self.reason()
        return reason is None or reason not in STEP_ASIDE_REASONS


@dataclass(frozen=True, slots=True)
class Route:
    attempts: tuple[Attempt, ...]
    vetoed: tuple[Organ, ...]
    selected: Attempt | None  # exactly one organ read a setup
    colliding: tuple[Organ, ...]  # two or more did: ambiguity, nothing selected
    attributed: Attempt | None  # no setup: the substantive refusal that owns the diagnosis


def cmb_is_authoritative(attempts: Sequence[Attempt]) -> bool:
    """R4 positively recognized combined-rate shape (ledger §7)."""
    return any(a.organ is Organ.R4_COMBINED_RATE and a.positively_recognizes() for a in attempts)


@dataclass(frozen=True, slots=True)
class Precedence:
    """When `authoritative` holds of the attempts, `broad` is set aside for `specific`."""

    specific: Organ
    broad: Organ
    authoritative: Callable[[Sequence[Attempt]], bool]


PRECEDENCE: Final[tuple[Precedence, ...]] = (
    Precedence(Organ.R4_COMBINED_RATE, Organ.R3_SINGLE_RATE, cmb_is_authoritative),
)


def route_setup(prepared: Prepared, organs: Sequence[ComprehensionOrgan]) -> Route:
    """Every organ reads the one prepared text; the unique setup, a collision, or the owner
    of the diagnosis."""
    attempts = tuple(Attempt(organ.id, organ.namespace, organ.attempt(prepared)) for organ in organs)
    vetoed = tuple(rule.broad for rule in PRECEDENCE if rule.authoritative(attempts))
    live = [a for a in attempts if a.organ not in vetoed]
    setups = [a for a in live if isinstance(a.result, Success)]
    if len(setups) == 1:
        return Route(attempts, vetoed, setups[0], (), None)
    if len(setups) > 1:
        return Route(attempts, vetoed, None, tuple(a.organ for a in setups), None)
    substantive = [a for a in live if a.positively_recognizes()]
    return Route(attempts, vetoed, None, (), substantive[0] if substantive else None)
