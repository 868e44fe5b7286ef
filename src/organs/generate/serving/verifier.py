"""The independent verifier: substitutes a computed answer back into the problem's own
equation, in closed form, rather than re-running the solver's step-by-step path.

    capacity:  answer * per * seconds(per_unit) == count * duration * seconds(duration_unit)
    state:     answer == sum over involved entities of (start + gains - losses)
    relations: every stated fact holds in the computed world, and the target's value there is the answer
"""

from __future__ import annotations

from typing import assert_never

from organs.core.reliability_gate import Verdict
from organs.core.units import seconds_in
from organs.core.vocabulary import Direction
from organs.generate.serving.problem_graph import AggregateQuery, CapacityGraph, EntityQuery, ProblemGraph, StateGraph
from organs.generate.serving.relations import RelationGraph
from organs.generate.serving.solver import Computed


def verify(graph: ProblemGraph, computed: Computed) -> Verdict:
    match graph:
        case CapacityGraph():
            rate_side = computed.answer * graph.per.value * seconds_in(graph.per_unit)
            work_side = graph.count.value * graph.duration.value * seconds_in(graph.duration_unit)
            holds = rate_side == work_side
        case StateGraph():
            totals = _closed_forms(graph)
            holds = computed.answer == sum(totals.get(entity, 0) for entity in _asked(graph))
        case RelationGraph():
            world = dict(computed.world)
            facts_hold = all(set(fact.equation.variables()) <= world.keys() for fact in graph.facts) and all(
                fact.equation.holds(world) for fact in graph.facts
            )
            holds = (
                facts_hold
                and set(graph.answered_of()) <= world.keys()
                and graph.answer_in(world) == computed.answer
                and (graph.ahead is None or graph.ahead.value(world) > 0)
                and all(difference.value(world) > 0 for difference in graph.older)
            )
        case _:
            assert_never(graph)
    return Verdict.AGREES if holds else Verdict.DISAGREES


def _asked(graph: StateGraph) -> list[str]:
    match graph.query:
        case EntityQuery(entity=entity):
            return [entity]
        case AggregateQuery(entities=entities):
            return list(entities)
        case _:
            assert_never(graph.query)


def _closed_forms(graph: StateGraph) -> dict[str, int]:
    """Each entity's start + all its gains - all its losses, in any order: one pass over the
    graph for every entity at once (a pass per asked entity would grow with the square of a
    text that asks about everyone)."""
    totals: dict[str, int] = {}
    for start in graph.starts:
        totals[start.entity] = totals.get(start.entity, 0) + start.count.value
    for change in graph.changes:
        signed = change.count.value if change.direction is Direction.GAIN else -change.count.value
        totals[change.entity] = totals.get(change.entity, 0) + signed
    return totals
