"""The R4 setup: two positive rates over one compound unit, a combine mode, one query.

Every input quantity is a `PositiveInt`, so a setup that would let the solver return a
negative quantity or time cannot be built. The net rate is derived and may be <= 0;
that is the solver's boundary, not a malformed setup (ledger §2).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar, assert_never

from organs.core.numbers import PositiveInt
from organs.core.units import TimeUnit


class ReaderReason(enum.StrEnum):
    """The reader's closed refusal taxonomy (ledger §4, §5)."""

    # step aside: not this organ's domain
    EMPTY = "empty"
    NOT_COMBINED_RATE_SHAPED = "not_combined_rate_shaped"
    # substantive boundaries: must remain refused
    RATE_UNIT_MISMATCH = "rate_unit_mismatch"
    COMBINE_MODE_AMBIGUOUS = "combine_mode_ambiguous"
    MISSING_SECOND_RATE = "missing_second_rate"
    # deferred capabilities: the only growth surfaces
    THREE_OR_MORE_RATES = "three_or_more_rates"
    RECIPROCAL_WORK_RATE_DEFERRED = "reciprocal_work_rate_deferred"
    CLOCK_INTERVAL_DEFERRED = "clock_interval_deferred"


class SolverReason(enum.StrEnum):
    """The solver's two hard boundaries (ledger §3)."""

    NON_POSITIVE_NET_RATE = "non_positive_net_rate"
    NON_INTEGER_SOLUTION = "non_integer_solution"


class CombineMode(enum.StrEnum):
    SUM = "sum"  # cooperation: rate_a + rate_b
    DIFFERENCE = "difference"  # opposing flow: inflow rate_a - outflow rate_b


class QueryKind(enum.StrEnum):
    EFFECTIVE_RATE = "effective_rate"
    QUANTITY = "quantity"
    TIME = "time"


@dataclass(frozen=True, slots=True)
class EffectiveRateQuery:
    """What is the net rate?"""

    kind: ClassVar[QueryKind] = QueryKind.EFFECTIVE_RATE


@dataclass(frozen=True, slots=True)
class QuantityQuery:
    """How much accumulates over `duration` time units?"""

    duration: PositiveInt
    kind: ClassVar[QueryKind] = QueryKind.QUANTITY


@dataclass(frozen=True, slots=True)
class TimeQuery:
    """How many time units until `quantity` has accumulated?"""

    quantity: PositiveInt
    kind: ClassVar[QueryKind] = QueryKind.TIME


Query = EffectiveRateQuery | QuantityQuery | TimeQuery


@dataclass(frozen=True, slots=True)
class CombinedRateSetup:
    """Two rates of `unit` per `time_unit`; in difference mode `rate_a` is the inflow."""

    mode: CombineMode
    rate_a: PositiveInt
    rate_b: PositiveInt
    unit: str
    time_unit: TimeUnit
    query: Query

    def known(self) -> int | None:
        """The query's given value: the duration, the target quantity, or None."""
        match self.query:
            case EffectiveRateQuery():
                return None
            case QuantityQuery(duration=duration):
                return duration
            case TimeQuery(quantity=quantity):
                return quantity
            case _:
                assert_never(self.query)

    def as_json(self) -> dict[str, str | int | None]:
        """The setup's signature, as gold fixtures state it."""
        return {
            "mode": self.mode.value,
            "rate_a": self.rate_a,
            "rate_b": self.rate_b,
            "unit": self.unit,
            "time_unit": self.time_unit.value,
            "query": self.query.kind.value,
            "known": self.known(),
        }
