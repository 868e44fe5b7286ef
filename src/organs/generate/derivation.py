"""Derivations: the steps that justify a served answer, written for a person.

>>> from organs.generate.math_candidate_graph import parse_and_solve
>>> solution = parse_and_solve("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?").unwrap()
>>> derive(solution.graph, solution.computed.answer)
('10 oysters in 5 minutes is 2 oysters per minute', '2 hours is 120 minutes', '2 × 120 = 240 oysters')
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import assert_never

from organs.core.units import TimeUnit, seconds_in
from organs.core.vocabulary import Direction
from organs.generate.serving.frames import Sign
from organs.generate.serving.problem_graph import AggregateQuery, CapacityGraph, EntityQuery, ProblemGraph, StateGraph
from organs.generate.serving.relations import RelationGraph, render, written
from organs.generate.serving.world import Equation, Linear, Var, connected, solve_exactly


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
    """Fact by fact, in the order told (those the answer is connected to), each quantity a fact
    fixes with the values known so far put in ("Anika's pencils = 2 × 20 + 4 = 44"); facts that
    fix quantities only together are given, then those quantities; last, what the question asks
    in those values."""
    equations = [fact.equation for fact in graph.facts]
    world = solve_exactly(equations).unwrap()  # served, so solvable
    steps: list[str] = []
    known: dict[Var, Fraction] = {}
    # Only the facts the answer rests on: "the apples Tom ate" is no step to Ann's apples.
    waiting = [graph.facts[i] for i in sorted(connected(equations, graph.answered_of()))]
    while waiting:
        # A fact whose quantities are all fixed already fixes nothing more ("the pets are the
        # dogs, the cats and the bunnies", after each was fixed): it holds, and is no step.
        waiting = [f for f in waiting if set(f.equation.variables()) - known.keys()]
        if not waiting:
            break
        fixing = next((f for f in waiting if len(set(f.equation.variables()) - known.keys()) == 1), None)
        if fixing is None:
            together = sorted({var for f in waiting for var in f.equation.variables()} - known.keys())
            steps += [f.text for f in waiting]
            steps.append("together: " + ", ".join(f"{var.describe()} = {written(world[var])}" for var in together))
            known.update((var, world[var]) for var in together)
            break
        waiting.remove(fixing)
        [var] = set(fixing.equation.variables()) - known.keys()
        steps.append(_fixed(fixing.equation, var, known, world[var]))
        known[var] = world[var]
    said = render(graph.target, known)
    if graph.whole is not None:  # "100 × Ann's red apples / Ann's apples = 100 × 3 / 12 = 25 percent"
        steps.append(
            f"100 × {render(graph.target)} / {render(graph.whole)} = 100 × {said} / {render(graph.whole, known)}"
            f" = {answer} {graph.unit}"
        )
        return tuple(steps)
    if graph.sign is Sign.MAGNITUDE:  # "|Mandy's age - Mandy's sister's age| = |3 - 7| = 4 years"
        steps.append(f"|{render(graph.target)}| = |{said}| = {answer} {graph.unit}")
        return tuple(steps)
    shown = "" if said == str(answer) else f" = {said}"
    steps.append(f"{render(graph.target)}{shown} = {answer} {graph.unit}")
    return tuple(steps)


def _fixed(fact: Equation, var: Var, known: Mapping[Var, Fraction], value: Fraction) -> str:
    """The step that fixes `var`: "X = 2 × 20 + 4 = 44" where the fact says X is that, else the
    fact with the known values in, and then X."""
    if fact.left == Linear.of(var) and var not in fact.right.variables():
        said = render(fact.right, known)
        return f"{var.describe()} = {said}" + ("" if said == written(value) else f" = {written(value)}")
    return f"{render(fact.left, known)} = {render(fact.right, known)}, so {var.describe()} = {written(value)}"
