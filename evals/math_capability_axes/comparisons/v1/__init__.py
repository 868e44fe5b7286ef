"""Comparisons axis, v1: counts, ages, heights and weights related to one another, solved for the
one world the facts allow.

Each case states its facts as linear equations over "holder.measure" quantities (`facts`: a
list of `[coefficients, constant]`, meaning Σ coefficient × quantity = constant) and its
question as `ask` (`[coefficients, constant]`: Σ coefficient × quantity + constant) with the
sign the answer must have, and `ahead` (the same form) where the question asks of a time to
come or gone ("when Kate is 20"), which must be above 0, and `of` (the same form) where it asks
the value as a percent of a whole ("what percentage of the flowers are roses"); a sum of money
may be any whole number of cents. The canonical
arithmetic solves them with its own elimination, apart from `organs.generate.serving.world`; a case
whose refusal is not arithmetic's (a tense, a pronoun, a sentence not read, a stated number no
answer uses) states no facts.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.comparisons.v1"
VERSION = "1"


def canonical(case: Case) -> int | str | None:
    """The asked value in the one world the facts allow, or the arithmetic's refusal."""
    facts, ask = case.get("facts"), case.get("ask")
    if not isinstance(facts, list) or not isinstance(ask, list):
        return None
    world = _solve([(dict(coefficients), Fraction(constant)) for coefficients, constant in facts])
    if isinstance(world, str):
        return world
    if any(_impossible(name, value) for name, value in world.items()):
        return "impossible_quantity"
    answer = _value(ask, world)
    of = case.get("of")
    if isinstance(of, list):
        whole = _value(of, world)
        if whole == 0:
            return "impossible_quantity"
        answer = 100 * answer / whole
    if answer.denominator != 1:
        return "non_integer_answer"
    if answer < 0 or (answer == 0 and case.get("sign") == "positive"):
        return "impossible_quantity"
    ahead = case.get("ahead")
    if isinstance(ahead, list) and _value(ahead, world) <= 0:
        return "impossible_quantity"
    return int(answer)


def _value(linear: list[object], world: dict[str, Fraction]) -> Fraction:
    coefficients, constant = linear
    assert isinstance(coefficients, dict) and isinstance(constant, int)
    return Fraction(constant) + sum(Fraction(c) * world[name] for name, c in coefficients.items())


def _impossible(name: str, value: Fraction) -> bool:
    """A count or age that is no whole number, a sum of money no whole number of cents, anything
    below zero, an age, height or weight of zero."""
    whole = value * 100 if name.endswith(".money") else value
    return whole.denominator != 1 or value < 0 or (name.endswith((".age", ".height", ".weight")) and value == 0)


def _solve(equations: list[tuple[dict[str, int], Fraction]]) -> dict[str, Fraction] | str:
    """Dense Gauss-Jordan: one solution, else "inconsistent_facts" or "undetermined"."""
    names = sorted({name for coefficients, _ in equations for name in coefficients})
    rows = [[Fraction(c.get(name, 0)) for name in names] + [k] for c, k in equations]
    solved: dict[str, Fraction] = {}
    top = 0
    for col, name in enumerate(names):
        pivot = next((r for r in range(top, len(rows)) if rows[r][col] != 0), None)
        if pivot is None:
            continue
        rows[top], rows[pivot] = rows[pivot], rows[top]
        rows[top] = [value / rows[top][col] for value in rows[top]]
        for r in range(len(rows)):
            if r != top and rows[r][col] != 0:
                rows[r] = [a - rows[r][col] * b for a, b in zip(rows[r], rows[top], strict=True)]
        solved[name] = Fraction(0)
        top += 1
    if any(all(v == 0 for v in row[:-1]) and row[-1] != 0 for row in rows):
        return "inconsistent_facts"
    if len(solved) < len(names):
        return "undetermined"
    for row in rows[:top]:
        lead = next(i for i, v in enumerate(row[:-1]) if v != 0)
        solved[names[lead]] = row[-1]
    return solved
