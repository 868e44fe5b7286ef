"""The R2 setup: equal groups, multiplied (groups x size) or shared (total / sharers)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from organs.core.numbers import PositiveInt


class ReaderReason(enum.StrEnum):
    EMPTY = "empty"
    NOT_GROUPING_SHAPED = "not_grouping_shaped"  # step aside
    UNIT_MISMATCH = "unit_mismatch"  # the question names what the text did not define: items, sharer, owner, place
    UNREAD_SENTENCE = "unread_sentence"  # a sentence no frame reads in full; step aside


class SolverReason(enum.StrEnum):
    NON_INTEGER_SOLUTION = "non_integer_solution"  # 48 shared among 5


class Operation(enum.StrEnum):
    TOTAL = "total"  # groups x size
    SHARE = "share"  # total / sharers


@dataclass(frozen=True, slots=True)
class GroupingSetup:
    operation: Operation
    left: PositiveInt  # groups (total) or the whole amount (share)
    right: PositiveInt  # items per group (total) or sharers (share)
    unit: str

    def as_json(self) -> dict[str, str | int | None]:
        return {"operation": self.operation.value, "left": self.left, "right": self.right, "unit": self.unit}
