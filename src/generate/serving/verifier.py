"""The independent verifier: substitutes a computed answer back into the problem's own
equation, in closed form, rather than re-running the solver's step-by-step path.

    capacity:  answer * per * seconds(per_unit) == count * duration * seconds(duration_unit)
    state:     answer == sum over involved entities of (start + gains - losses)
"""

from __future__ import annotations

from typing import assert_never

from core.reliability_gate import Verdict
from core.units import seconds_in
from core.vocabulary import Direction
from generate.serving.problem_graph import AggregateQuery, CapacityGraph, EntityQuery, StateGraph
from generate.serving.solver import Computed


def verify(graph: CapacityGraph | StateGraph, computed: Computed) -> Verdict:
    match graph:
        case CapacityGraph():
            rate_side = computed.answer * graph.per.value * seconds_in(graph.per_unit)
            work_side = graph.count.value * graph.duration.value * seconds_in(graph.duration_unit)
            holds = rate_side == work_side
        case StateGraph():
            holds = computed.answer == sum(_closed_form(graph, entity) for entity in _asked(graph))
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


def _closed_form(graph: StateGraph, entity: str) -> int:
    """start + all gains - all losses, in any order."""
    start = sum(s.count.value for s in graph.starts if s.entity == entity)
    signed = (
        c.count.value if c.direction is Direction.GAIN else -c.count.value for c in graph.changes if c.entity == entity
    )
    return start + sum(signed)
