"""The world's exact solver, against a plain dense Gauss-Jordan written here from the textbook:
the same verdict (one solution, contradictory, underdetermined) and the same values, on random
systems of the size and shape frames make (one to three quantities a fact)."""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from returns.result import Success

from organs.generate.serving.model import SolveReason
from organs.generate.serving.world import Equation, Linear, Var, connected, solve_exactly

PEOPLE = [Var(name, "apples") for name in ("ann", "bob", "cy", "dee", "eve")]
COEFFICIENTS = st.sampled_from([Fraction(1), Fraction(-1), Fraction(2), Fraction(1, 2), Fraction(3), Fraction(-2, 3)])


def _dense(facts: list[Equation]) -> dict[Var, Fraction] | SolveReason:
    names = sorted({var for fact in facts for var in fact.variables()})
    rows = []
    for fact in facts:
        difference = fact.left.minus(fact.right)
        coefficients = dict(difference.terms)
        rows.append([coefficients.get(var, Fraction(0)) for var in names] + [-difference.constant])
    pivot_row: dict[int, int] = {}
    top = 0
    for col in range(len(names)):
        found = next((r for r in range(top, len(rows)) if rows[r][col] != 0), None)
        if found is None:
            continue
        rows[top], rows[found] = rows[found], rows[top]
        rows[top] = [c / rows[top][col] for c in rows[top]]
        for r in range(len(rows)):
            if r != top and rows[r][col] != 0:
                rows[r] = [a - rows[r][col] * b for a, b in zip(rows[r], rows[top], strict=True)]
        pivot_row[col] = top
        top += 1
    if any(all(c == 0 for c in row[:-1]) and row[-1] != 0 for row in rows):
        return SolveReason.INCONSISTENT_FACTS
    if len(pivot_row) < len(names):
        return SolveReason.UNDETERMINED
    return {names[col]: rows[row][-1] for col, row in pivot_row.items()}


@st.composite
def systems(draw: st.DrawFn) -> list[Equation]:
    facts = []
    for _ in range(draw(st.integers(1, 7))):
        named = draw(st.lists(st.sampled_from(PEOPLE), min_size=1, max_size=3, unique=True))
        left = Linear()
        for var in named:
            left = left.add(Linear.of(var).times(draw(COEFFICIENTS)))
        facts.append(Equation(left, Linear.constant_of(draw(st.integers(-5, 9)))))
    return facts


@settings(max_examples=600, derandomize=True)
@given(systems())
def test_the_sparse_solver_agrees_with_dense_elimination(facts: list[Equation]) -> None:
    solved = solve_exactly(facts)
    got = solved.unwrap() if isinstance(solved, Success) else solved.failure().reason
    assert got == _dense(facts)
    if isinstance(solved, Success):
        assert all(fact.holds(solved.unwrap()) for fact in facts)


def test_a_fact_about_no_one_asked_is_not_connected() -> None:
    ann, bob, cy = PEOPLE[:3]
    facts = [
        Equation(Linear.of(ann), Linear.constant_of(3)),
        Equation(Linear.of(bob), Linear.of(ann).plus(2)),
        Equation(Linear.of(cy), Linear.constant_of(9)),
    ]
    assert connected(facts, [bob]) == (0, 1)
    assert connected(facts, [cy]) == (2,)


def test_a_chain_of_facts_is_solved_in_order_given() -> None:
    chain = [Equation(Linear.of(PEOPLE[0]), Linear.constant_of(1))]
    chain += [Equation(Linear.of(b), Linear.of(a).times(2)) for a, b in itertools.pairwise(PEOPLE)]
    assert solve_exactly(list(reversed(chain))).unwrap()[PEOPLE[-1]] == 16
