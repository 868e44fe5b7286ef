"""The serving solver: exact integer arithmetic over a problem graph.

>>> from organs.generate.math_candidate_graph import parse_and_solve
>>> parse_and_solve("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?").unwrap().computed.answer
240
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import assert_never

from returns.result import Failure, Result, Success

from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import Number
from organs.core.units import carries, seconds_in, within_a_day
from organs.core.vocabulary import Direction
from organs.generate.serving.frames import Sign
from organs.generate.serving.model import SolveReason
from organs.generate.serving.problem_graph import (
    AggregateQuery,
    CapacityGraph,
    Change,
    Count,
    EntityQuery,
    ProblemGraph,
    StateGraph,
)
from organs.generate.serving.relations import RelationGraph
from organs.generate.serving.world import (
    AGE,
    HEIGHT,
    WEIGHT,
    Var,
    connected,
    from_zero,
    in_dollars,
    is_ratio,
    solve_exactly,
    told_as_none,
)


@dataclass(frozen=True, slots=True)
class Computed:
    """The exact answer, its unit, and the stated numbers the computation read; for a world of
    facts, also the value of every quantity in it, for the verifier to substitute back."""

    answer: int
    unit: str
    used: tuple[Number, ...]
    world: tuple[tuple[Var, Fraction], ...] = ()


def _refuse(reason: SolveReason, detail: str) -> Failure[Refusal[SolveReason]]:
    return Failure(Refusal(Organ.SERVING, Stage.SOLVE, reason, detail))


def solve(graph: ProblemGraph) -> Result[Computed, Refusal[SolveReason]]:
    match graph:
        case CapacityGraph():
            return _solve_capacity(graph)
        case StateGraph():
            return _solve_state(graph)
        case RelationGraph():
            return _solve_relations(graph)
        case _:
            assert_never(graph)


def _solve_relations(graph: RelationGraph) -> Result[Computed, Refusal[SolveReason]]:
    """The one world the facts allow; the target's value in it, whole, of the sign it must have.
    Every quantity of the world must be possible too: a count whole and not below zero, a sum of
    money whole in cents, an age whole and above it, a rate not below zero — a world with -2
    apples in it is a misreading, whatever is asked. So is one in which someone nothing counted
    had -6 apples before a change the text tells of them."""
    return solve_exactly([fact.equation for fact in graph.facts]).bind(lambda world: _answered(graph, world))


def _answered(graph: RelationGraph, world: dict[Var, Fraction]) -> Result[Computed, Refusal[SolveReason]]:
    none = told_as_none(fact.equation for fact in graph.facts)
    forced = (var for var, value in world.items() if value == 0 and var.step == 0 and var not in none)
    if empty := next((var for var in forced if not from_zero(var.measure)), None):
        # "A third of the pupils are boys; there are twice as many boys as girls": only a world
        # of none of them satisfies that. What the text tells of before any change exists, unless
        # it was read as none; a holding may reach 0 by the changes told after ("spends all of
        # it"), and a total of what is told (`from_zero`) starts there.
        return _refuse(SolveReason.INCONSISTENT_FACTS, f"only an empty world fits: {empty.describe()} would be 0")
    for var, value in (*world.items(), *_before_untold_changes(graph, world)):
        if _impossible(var, value):
            return _refuse(SolveReason.IMPOSSIBLE_QUANTITY, f"{var.describe()} would be {value}")
    answer = graph.answer_in(world)
    if answer is None:
        return _refuse(SolveReason.IMPOSSIBLE_QUANTITY, "a percent of nothing")
    if answer.denominator != 1:
        return _refuse(SolveReason.NON_INTEGER_ANSWER, f"{answer} {graph.unit} is not a whole number")
    if answer < 0 or (answer == 0 and graph.sign in (Sign.POSITIVE, Sign.MAGNITUDE)):
        return _refuse(SolveReason.IMPOSSIBLE_QUANTITY, f"the answer would be {answer} {graph.unit}")
    if graph.ahead is not None and graph.ahead.value(world) <= 0:
        # "How old will Mel be when Kate is 20", Kate 25 now: "will" asks of a time to come.
        return _refuse(
            SolveReason.IMPOSSIBLE_QUANTITY, f"the time asked about is {graph.ahead.value(world)} years ahead"
        )
    if any(difference.value(world) <= 0 for difference in graph.older):
        # "Pat is twice the age of his elder brother Rob. Rob is 8": the elder would not be older.
        return _refuse(SolveReason.IMPOSSIBLE_QUANTITY, "kin told as the elder would not be older")
    facts = [fact.equation for fact in graph.facts]
    used = [number for i in connected(facts, graph.answered_of()) for number in graph.facts[i].numbers]
    numbers = {number.start: number for number in (*used, *graph.asked)}
    return Success(
        Computed(
            int(answer), graph.unit, tuple(numbers[start] for start in sorted(numbers)), tuple(sorted(world.items()))
        )
    )


def _impossible(var: Var, value: Fraction) -> bool:
    whole = value * 100 if in_dollars(var.measure) else value  # money is whole in cents
    return (
        (whole.denominator != 1 and not is_ratio(var.measure))
        or value < 0
        or (var.measure in (AGE, HEIGHT, WEIGHT) and value == 0)
    )


def _before_untold_changes(graph: RelationGraph, world: dict[Var, Fraction]) -> Iterator[tuple[Var, Fraction]]:
    """What a quantity nothing stated was before a change told of it, where the world fixes the
    rest of the change: Omar, given 6 stickers and then holding none, had -6 before."""
    for change in graph.untold:
        difference = change.left.minus(change.right)  # Σ c·x + k = 0
        coefficients = dict(difference.terms)
        unknown = [var for var in coefficients if var not in world]
        if len(unknown) == 1:
            rest = sum((c * world[var] for var, c in coefficients.items() if var in world), difference.constant)
            yield unknown[0], -rest / coefficients[unknown[0]]


def _solve_capacity(graph: CapacityGraph) -> Result[Computed, Refusal[SolveReason]]:
    """count/per units per per_unit, times the duration; exact in seconds, or refused, as it is
    where the pace does not carry to the duration's unit (`carries`: a day of work has no fixed hours)."""
    if not carries(graph.per_unit, graph.duration_unit) or not within_a_day(graph.duration.value, graph.duration_unit):
        detail = (
            f"a pace per {graph.per_unit.value} does not carry to {graph.duration.value} {graph.duration_unit.value}s"
        )
        return _refuse(SolveReason.UNIT_ACROSS_CLOCKS, detail)
    work = graph.count.value * graph.duration.value * seconds_in(graph.duration_unit)
    time = graph.per.value * seconds_in(graph.per_unit)
    answer, remainder = divmod(work, time)
    if remainder:
        return _refuse(SolveReason.NON_INTEGER_ANSWER, f"{work}/{time} {graph.unit} is not a whole number")
    return Success(Computed(answer, graph.unit, _numbers((graph.count, graph.per, graph.duration))))


def _solve_state(graph: StateGraph) -> Result[Computed, Refusal[SolveReason]]:
    """Apply the changes in order; no count may go below zero on the way."""
    counts = {start.entity: int(start.count.value) for start in graph.starts}
    for change in graph.changes:
        counts[change.entity] += change.count.value if change.direction is Direction.GAIN else -change.count.value
        if counts[change.entity] < 0:
            return _refuse(
                SolveReason.NEGATIVE_STATE, f"{change.entity} would have {counts[change.entity]} {graph.unit}"
            )
    match graph.query:
        case EntityQuery(entity=entity):
            answer = counts[entity]
        case AggregateQuery(entities=entities):
            answer = sum(counts[entity] for entity in entities)
        case _:
            assert_never(graph.query)
    # The answer also rests on everyone the asked entity traded with: their counts decide
    # whether each transfer was possible.
    involved = _involved(graph)
    used = [start.count for start in graph.starts if start.entity in involved]
    used += [change.count for change in graph.changes if change.entity in involved]
    return Success(Computed(answer, graph.unit, _numbers(used)))


def _involved(graph: StateGraph) -> set[str]:
    """The entities the answer depends on: the asked ones and everyone they traded with, and
    everyone those traded with, and so on.

    One pass over the changes, then a walk over who traded with whom: comparing every change
    with every other, once per step of the chain, would grow with the square of the changes."""
    match graph.query:
        case AggregateQuery(entities=entities):
            involved = set(entities)
        case EntityQuery(entity=entity):
            involved = {entity}
        case _:
            assert_never(graph.query)
    partners = _traders(graph.changes)
    waiting = list(involved)
    while waiting:
        for partner in partners.get(waiting.pop(), set()):
            if partner not in involved:
                involved.add(partner)
                waiting.append(partner)
    return involved


def _traders(changes: Iterable[Change]) -> dict[str, set[str]]:
    """Who shares a stated number with whom: the two sides of a transfer hold one `Count` (the
    same object, so it is keyed by identity; the graph keeps every count alive meanwhile)."""
    sides: dict[int, set[str]] = {}
    for change in changes:
        sides.setdefault(id(change.count), set()).add(change.entity)
    partners: dict[str, set[str]] = {}
    for entities in sides.values():
        for entity in entities:
            partners.setdefault(entity, set()).update(entities)
    return partners


def _numbers(counts: Iterable[Count]) -> tuple[Number, ...]:
    unique: dict[int, Number] = {}
    for count in counts:
        if count.number is not None:
            unique.setdefault(count.number.start, count.number)
    return tuple(unique[start] for start in sorted(unique))
