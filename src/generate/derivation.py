"""Derivations: the steps that justify a served answer, written for a person.

>>> from generate.math_candidate_graph import parse_and_solve
>>> solution = parse_and_solve("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?").unwrap()
>>> derive(solution.graph, solution.computed.answer)
('10 oysters in 5 minutes is 2 oysters per minute', '2 hours is 120 minutes', '2 × 120 = 240 oysters')
"""

from __future__ import annotations

from typing import assert_never

from core.units import TimeUnit, seconds_in
from core.vocabulary import Direction
from generate.serving.problem_graph import AggregateQuery, CapacityGraph, EntityQuery, ProblemGraph, StateGraph
from generate.serving.relations import RelationGraph, render


def derive(graph: ProblemGraph, answer: int) -> tuple[str, ...]:
    match graph:
        case CapacityGraph():
            return _capacity(graph, answer)
        case StateGraph():
            return _state(graph, answer)
        case RelationGraph():
            return _relations(graph, answer)
        case _:
            assert_never(graph)


def _amount(value: int, unit: TimeUnit) -> str:
    return f"{value} {unit.value}" + ("" if value == 1 else "s")


def _capacity(graph: CapacityGraph, answer: int) -> tuple[str, ...]:
    """Work in the finer of the two time units, where both durations are whole numbers."""
    fine = min(graph.per_unit, graph.duration_unit, key=seconds_in)
    per = graph.per.value * seconds_in(graph.per_unit) // seconds_in(fine)
    duration = graph.duration.value * seconds_in(graph.duration_unit) // seconds_in(fine)
    steps = []
    if graph.per_unit is not fine:
        steps.append(f"{_amount(graph.per.value, graph.per_unit)} is {_amount(per, fine)}")
    rate, remainder = divmod(graph.count.value, per)
    if remainder == 0:
        steps.append(
            f"{graph.count.value} {graph.unit} in {_amount(per, fine)} is {rate} {graph.unit} per {fine.value}"
        )
    if graph.duration_unit is not fine:
        steps.append(f"{_amount(graph.duration.value, graph.duration_unit)} is {_amount(duration, fine)}")
    if remainder == 0:
        steps.append(f"{rate} × {duration} = {answer} {graph.unit}")
    else:
        steps.append(f"{graph.count.value} × {duration} ÷ {per} = {answer} {graph.unit}")
    return tuple(steps)


def _state(graph: StateGraph, answer: int) -> tuple[str, ...]:
    counts = {start.entity: int(start.count.value) for start in graph.starts}
    steps = [f"{start.entity.title()} has {start.count.value} {graph.unit}" for start in graph.starts]
    for change in graph.changes:
        before = counts[change.entity]
        sign = "+" if change.direction is Direction.GAIN else "−"
        counts[change.entity] += change.count.value if change.direction is Direction.GAIN else -change.count.value
        verb = "gains" if change.direction is Direction.GAIN else "loses"
        steps.append(
            f"{change.entity.title()} {verb} {change.count.value}: {before} {sign} {change.count.value} = {counts[change.entity]}"
        )
    match graph.query:
        case EntityQuery(entity=entity):
            steps.append(f"{entity.title()} has {answer} {graph.unit}")
        case AggregateQuery(entities=entities):
            steps.append(" + ".join(str(counts[entity]) for entity in entities) + f" = {answer} {graph.unit} in total")
        case _:
            assert_never(graph.query)
    return tuple(steps)


def _relations(graph: RelationGraph, answer: int) -> tuple[str, ...]:
    """Each fact as read, then what the question asks in their terms and its value."""
    asked = render(graph.target)
    return (*(fact.text for fact in graph.facts), f"{asked} = {answer} {graph.unit}")
