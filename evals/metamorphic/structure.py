"""A structured gold seed's fields: which stated numbers its answer needs, and (for change seeds)
its ledger of counts, so that a transformation recomputes the answer with the lane's own
canonical arithmetic instead of trusting the code under test.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Final

from evals.metamorphic.seeds import Case, Seed, Shape
from evals.metamorphic.text import Number
from evals.metamorphic.words import ALL_TIME_UNITS

FieldPath = tuple[str | int, ...]
# Keys of a case that describe it rather than state its situation.
META: Final = frozenset(("id", "source", "shape", "text", "expect", "answer", "reason", "why"))
ALL: Final = "all"  # a question about every entity's total (B3's "ask")


def fields(case: Case) -> Iterator[tuple[FieldPath, object]]:
    """Every scalar field that states the situation, with its path, in a fixed order."""
    for key in sorted(case):
        if key not in META:
            yield from _walk(case[key], (key,))


def _walk(value: object, path: FieldPath) -> Iterator[tuple[FieldPath, object]]:
    if isinstance(value, dict):
        for key in sorted(value, key=str):
            yield from _walk(value[key], (*path, str(key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, (*path, index))
    else:
        yield path, value


def counts(case: Case) -> tuple[tuple[FieldPath, int], ...]:
    return tuple(
        (path, value) for path, value in fields(case) if isinstance(value, int) and not isinstance(value, bool)
    )


def time_units(case: Case) -> tuple[tuple[FieldPath, str], ...]:
    return tuple((path, value) for path, value in fields(case) if isinstance(value, str) and value in ALL_TIME_UNITS)


def with_fields(case: Case, changed: Mapping[FieldPath, object]) -> dict[str, object]:
    """A copy of the case with the fields at the given paths replaced."""
    return {key: _rebuilt(value, (key,), changed) for key, value in case.items()}


def _rebuilt(value: object, path: FieldPath, changed: Mapping[FieldPath, object]) -> object:
    if path in changed:
        return changed[path]
    if isinstance(value, dict):
        return {key: _rebuilt(item, (*path, str(key)), changed) for key, item in value.items()}
    if isinstance(value, list):
        return [_rebuilt(item, (*path, index), changed) for index, item in enumerate(value)]
    return value


def dotted(path: FieldPath) -> str:
    return ".".join(str(step) for step in path)


def needed(seed: Seed, stated: tuple[Number, ...]) -> frozenset[int]:
    """Indices of the stated numbers the answer depends on: changing the field(s) a number states
    changes the canonical outcome. Without structure, only a capacity-rate text (every number a
    role) has needed numbers.
    """
    if seed.case is None:
        return frozenset(range(len(stated))) if seed.shape is Shape.RATE else frozenset()
    case, found = seed.case, set[int]()
    for index, number in enumerate(stated):
        carrying = [path for path, value in counts(case) if abs(value) == number.value]
        repeated = sum(1 for other in stated if other.value == number.value)
        if not carrying or (repeated > 1 and repeated != len(carrying)):
            continue
        # One mention states all its fields at once; several mentions, one field each (which is
        # unknown, so every field must matter).
        groups = [carrying] if repeated == 1 else [[path] for path in carrying]
        if all(_matters(seed, case, group) for group in groups):
            found.add(index)
    return frozenset(found)


def _matters(seed: Seed, case: Case, paths: list[FieldPath]) -> bool:
    values = dict(counts(case))
    before = seed.outcome(case)
    for factor in (1, 2):
        changed: dict[FieldPath, object] = {
            path: _signed(values[path], abs(values[path]) * factor + 1) for path in paths
        }
        if seed.outcome(with_fields(case, changed)) != before:
            return True
    return False


def _signed(like: int, magnitude: int) -> int:
    return -magnitude if like < 0 else magnitude


@dataclass(frozen=True, slots=True)
class Ledger:
    """A change seed's counts: who starts with how many, the signed changes in order, and whom the
    question asks about. One form for R1's single entity ("start", "changes"; entity "") and for
    B3's named entities ("starts", "changes", "ask")."""

    starts: tuple[tuple[str, int], ...]
    changes: tuple[tuple[str, int], ...]
    ask: str
    single: bool

    @staticmethod
    def of(case: Case) -> Ledger | None:
        start, changes, starts, ask = case.get("start"), case.get("changes"), case.get("starts"), case.get("ask")
        if not isinstance(changes, list):
            return None
        if isinstance(start, int) and all(isinstance(delta, int) for delta in changes):
            return Ledger((("", start),), tuple(("", int(delta)) for delta in changes), "", True)
        if not isinstance(starts, dict) or not isinstance(ask, str):
            return None
        entries: list[tuple[str, int]] = []
        for entity, count in starts.items():
            if not isinstance(count, int):
                return None
            entries.append((str(entity), count))
        steps: list[tuple[str, int]] = []
        for change in changes:
            if not isinstance(change, list) or len(change) != 2 or not isinstance(change[1], int):
                return None
            steps.append((str(change[0]), change[1]))
        return Ledger(tuple(entries), tuple(steps), ask, False)

    def as_case(self) -> dict[str, object]:
        if self.single:
            return {"start": self.starts[0][1], "changes": [delta for _, delta in self.changes]}
        changes: list[object] = [[entity, delta] for entity, delta in self.changes]
        return {"starts": dict(self.starts), "changes": changes, "ask": self.ask}

    def concerns(self, entity: str) -> bool:
        """Whether the question's answer depends on this entity's count."""
        return self.ask in (ALL, entity)

    def then(self, entity: str, delta: int) -> Ledger:
        return replace(self, changes=(*self.changes, (entity, delta)))

    def without(self, indices: frozenset[int]) -> Ledger:
        return replace(self, changes=tuple(change for index, change in enumerate(self.changes) if index not in indices))

    def flipped(self, indices: frozenset[int]) -> Ledger:
        return replace(
            self, changes=tuple((e, -d if index in indices else d) for index, (e, d) in enumerate(self.changes))
        )

    def asking(self, entity: str) -> Ledger:
        return replace(self, ask=entity)

    def joined(self, entity: str, count: int) -> Ledger:
        return replace(self, starts=(*self.starts, (entity, count)))

    def carrying(self, value: int) -> tuple[frozenset[int], frozenset[str]]:
        """The changes and the starts that state this amount."""
        changes = frozenset(index for index, (_, delta) in enumerate(self.changes) if abs(delta) == value)
        return changes, frozenset(entity for entity, count in self.starts if count == value)
