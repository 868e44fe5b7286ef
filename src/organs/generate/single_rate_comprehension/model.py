"""The R3 setup: one rate (`amount` of `unit` per `per` `per_unit`s) and one query."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar, assert_never

from organs.core.numbers import PositiveInt
from organs.core.units import TimeUnit


class ReaderReason(enum.StrEnum):
    EMPTY = "empty"
    NOT_SINGLE_RATE_SHAPED = "not_single_rate_shaped"  # step aside
    RATE_UNIT_MISMATCH = "rate_unit_mismatch"  # a growth surface for R3 (unit conversion)
    TEMPORAL_STATE = "temporal_state"  # clock times, "from 2 pm to 5 pm": deferred
    UNREAD_SENTENCE = "unread_sentence"  # step aside: a sentence no frame reads in full
    PRONOUN_UNRESOLVED = "pronoun_unresolved"  # a pronoun that cannot refer to the rate's agent


class SolverReason(enum.StrEnum):
    NON_INTEGER_SOLUTION = "non_integer_solution"
    ACROSS_CLOCKS = "across_clocks"  # "20 pages in a day … in 6 hours": a day of work has no fixed hours


class QueryKind(enum.StrEnum):
    RATE = "rate"
    QUANTITY = "quantity"
    TIME = "time"


@dataclass(frozen=True, slots=True)
class RateQuery:
    """How many units per `unit`?"""

    unit: TimeUnit
    kind: ClassVar[QueryKind] = QueryKind.RATE


@dataclass(frozen=True, slots=True)
class QuantityQuery:
    """How many units in `duration` `unit`s?"""

    duration: PositiveInt
    unit: TimeUnit
    kind: ClassVar[QueryKind] = QueryKind.QUANTITY


@dataclass(frozen=True, slots=True)
class TimeQuery:
    """How many `unit`s to reach `quantity`?"""

    quantity: PositiveInt
    unit: TimeUnit
    kind: ClassVar[QueryKind] = QueryKind.TIME


Query = RateQuery | QuantityQuery | TimeQuery


@dataclass(frozen=True, slots=True)
class SingleRateSetup:
    amount: PositiveInt
    unit: str
    per: PositiveInt
    per_unit: TimeUnit
    query: Query

    def as_json(self) -> dict[str, str | int | None]:
        match self.query:
            case RateQuery():
                known: int | None = None
            case QuantityQuery(duration=known):
                pass
            case TimeQuery(quantity=known):
                pass
            case _:
                assert_never(self.query)
        return {
            "amount": self.amount,
            "unit": self.unit,
            "per": self.per,
            "per_unit": self.per_unit.value,
            "query": self.query.kind.value,
            "query_unit": self.query.unit.value,
            "known": known,
        }
