"""The R1 setup: one entity's starting count, changed by gains and losses in order."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from organs.core.numbers import PositiveInt


class ReaderReason(enum.StrEnum):
    EMPTY = "empty"
    NOT_CHANGE_SHAPED = "not_change_shaped"  # step aside: not one person's count, changed, then asked
    UNREAD_SENTENCE = "unread_sentence"  # step aside: a change story with a sentence no frame reads in full
    UNKNOWN_ENTITY = "unknown_entity"  # the question asks about someone the text gave no count
    PRONOUN_UNRESOLVED = "pronoun_unresolved"  # a pronoun with no antecedent of its gender and number, or two
    UNIT_MISMATCH = "unit_mismatch"  # a change or question in another unit than the start


class SolverReason(enum.StrEnum):
    NEGATIVE_RESULT = "negative_result"  # giving away more than one has


@dataclass(frozen=True, slots=True)
class Change:
    amount: PositiveInt
    gain: bool


@dataclass(frozen=True, slots=True)
class ChangeSetup:
    entity: str
    start: PositiveInt
    unit: str
    changes: tuple[Change, ...]

    def as_json(self) -> dict[str, str | int | None]:
        signed = " ".join(f"{'+' if c.gain else '-'}{c.amount}" for c in self.changes)
        return {"entity": self.entity, "start": self.start, "unit": self.unit, "changes": signed}
