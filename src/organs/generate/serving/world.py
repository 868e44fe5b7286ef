"""The world of quantities: what each holder has or is, tied together by linear facts, and
solved exactly over `Fraction`.

A quantity is a `Var` — a holder and what is measured (a count of items, or an age). A fact
is an `Equation` between two `Linear` expressions; every frame of the relational reader says
what it read as one or more of them. Solving is Gaussian elimination over `Fraction`: the facts
must agree (else `INCONSISTENT_FACTS`) and fix every quantity (else `UNDETERMINED`), because a
quantity the facts leave free is a quantity the text did not tell us, and an answer that does
not depend on it today may come from a misread.

>>> tom, ann = Var("tom", "apples"), Var("ann", "apples")
>>> facts = (Equation(Linear.of(tom), Linear.constant_of(12)), Equation(Linear.of(ann), Linear.of(tom).plus(3)))
>>> solve_exactly(facts).unwrap()[ann]
Fraction(15, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from returns.result import Failure, Result, Success

from organs.core.refusal import Organ, Refusal, Stage
from organs.core.units import TimeUnit
from organs.generate.serving.model import SolveReason

AGE = "age"  # the measure of a `Var` that is a person's age in years, now
HEIGHT = "height"  # a person's height, in the one unit of length the text uses (`SIZE_UNITS`)
WEIGHT = "weight"  # a person's weight, in the one unit of mass the text uses
# The units a size is told in, each with its singular ("1 foot"): a text told in two of them
# is refused, since nothing here converts between them.
SIZE_UNITS: Final[dict[str, dict[str, str]]] = {
    HEIGHT: {"inches": "inch", "feet": "foot", "centimeters": "centimeter", "meters": "meter"},
    WEIGHT: {"pounds": "pound", "kilograms": "kilogram", "ounces": "ounce", "grams": "gram"},
}
MONEY = "money"  # the measure of a `Var` that is the money a person has, in dollars
SPENDING = "spending"  # the money a person has paid out so far, in dollars: 0 before any purchase
EARNINGS = "earnings"  # the money a person has taken in so far (sales, pay), in dollars: 0 before any
PRICE = "price"  # the price of one of the items a `Var`'s holder names ("apples"), in dollars
TENDERED = "tendered"  # the money a person handed over to pay, in dollars, from which change is given
GOAL = "goal"  # the money a person needs for all they want to buy, in dollars: 0 before the first want
FROM_ZERO = frozenset((SPENDING, EARNINGS, GOAL))  # totals of what the text tells, 0 before the first
# A person's pay per unit of time worked, in dollars: "pay/hour" (what a second, a minute or an
# hour of work earns, in hours), "pay/day", "pay/week". A day's pay is not 24 hours' pay: a
# working day has no fixed hours, so the clocks never convert into one another.
PAY_CLOCKS = ("hour", "day", "week")
PAY = tuple(f"pay/{clock}" for clock in PAY_CLOCKS)
IN_DOLLARS = frozenset((MONEY, SPENDING, EARNINGS, PRICE, TENDERED, GOAL, *PAY))
SPENT_ON = "spending on"  # and the items: what a person paid for them so far ("spending on apples"), 0 before


def spent_on(items: str) -> str:
    """The measure of what a person has paid for `items` so far."""
    return f"{SPENT_ON} {items}"


def done(deed: str, items: str) -> str:
    """The measure of the `items` a person has `deed` so far ("picked: apples"), 0 before the first."""
    return f"{deed}: {items}"


SCENE = "the scene"  # the holder of what a problem's one place holds, told of nobody


def time_for(deed: str, unit: str, items: str) -> str:
    """The measure of how long, in `unit`s, a person takes to `deed` one of the `items` ("minutes
    for each of the pages read")."""
    return f"{unit}s{_EACH}{items} {deed}"


def rate_of(deed: str, unit: str, items: str) -> str:
    """The measure of how many `items` a person does `deed` to per `unit` of time ("pages read per day")."""
    return f"{items} {deed}{_PER}{unit}"


_EACH, _PER = " for each of the ", " per "
_TIME_UNITS = tuple(unit.value for unit in TimeUnit)
_TIMES_FOR_EACH = tuple(f"{unit}s{_EACH}" for unit in _TIME_UNITS)


def is_ratio(measure: str) -> bool:
    """Whether a measure is a rate or a time per item (`rate_of`, `time_for`), which need not be
    whole: 8 pages in 20 minutes is 2/5 of a page a minute."""
    done, _, per = measure.rpartition(_PER)
    return (bool(done) and per in _TIME_UNITS) or measure.startswith(_TIMES_FOR_EACH)


def in_dollars(measure: str) -> bool:
    return measure in IN_DOLLARS or measure.startswith(f"{SPENT_ON} ") or measure.endswith(f": {MONEY}")


def from_zero(measure: str) -> bool:
    """Whether a measure is a total of what the text tells, 0 before the first it tells."""
    return measure in FROM_ZERO or measure.startswith(f"{SPENT_ON} ") or ": " in measure


@dataclass(frozen=True, slots=True, order=True)
class Var:
    """One unknown quantity: `holder`'s count of `measure` (a plural noun), `AGE`, `MONEY`,
    `SPENDING`, `EARNINGS` or a `PAY` rate, after `step` of the changes the text tells to it (0:
    before any); or the `PRICE` of one of the items `holder` names, which no event changes."""

    holder: str
    measure: str
    step: int = 0

    def describe(self) -> str:
        if self.measure == PRICE:
            return f"the price of each of the {self.holder}"
        if ": " in self.measure:  # `done`
            deed, items = self.measure.split(": ", 1)
            after = "" if self.step == 0 else f" after {self.step} change" + ("s" if self.step > 1 else "")
            return f"the {items} {_named(self.holder)} {deed}{after}"
        if self.measure == TENDERED:
            return f"the money {_named(self.holder)} handed over to pay"
        if self.measure in PAY:
            return f"{_named(self.holder)}'s pay per {self.measure.removeprefix('pay/')}"
        after = "" if self.step == 0 else f" after {self.step} change" + ("s" if self.step > 1 else "")
        if self.holder == SCENE:  # "the sharks", of the one place
            return f"the {self.measure}{after}"
        return f"{_named(self.holder)}'s {self.measure}{after}"


def _named(holder: str) -> str:
    """A holder as a text writes them: "Tom", "Mrs Taylor", "Hannah's sister"."""
    owner, kin, tie = holder.partition("'s ")
    return f"{owner.title()}{kin}{tie}" if kin else holder.title()


@dataclass(frozen=True, slots=True)
class Linear:
    """`constant + Σ coefficient × var`, exact; terms sorted by var, none with coefficient 0."""

    terms: tuple[tuple[Var, Fraction], ...] = ()
    constant: Fraction = field(default=Fraction(0))

    @staticmethod
    def of(var: Var) -> Linear:
        return Linear(((var, Fraction(1)),))

    @staticmethod
    def constant_of(value: int | Fraction) -> Linear:
        return Linear((), Fraction(value))

    def plus(self, value: int | Fraction) -> Linear:
        return Linear(self.terms, self.constant + value)

    def times(self, factor: int | Fraction) -> Linear:
        if factor == 0:
            return Linear()
        return Linear(tuple((var, c * factor) for var, c in self.terms), self.constant * factor)

    def add(self, other: Linear) -> Linear:
        summed: dict[Var, Fraction] = dict(self.terms)
        for var, c in other.terms:
            summed[var] = summed.get(var, Fraction(0)) + c
        return Linear(tuple(sorted((v, c) for v, c in summed.items() if c != 0)), self.constant + other.constant)

    def minus(self, other: Linear) -> Linear:
        return self.add(other.times(-1))

    def variables(self) -> tuple[Var, ...]:
        return tuple(var for var, _ in self.terms)

    def value(self, values: Mapping[Var, Fraction]) -> Fraction:
        return self.constant + sum((c * values[var] for var, c in self.terms), Fraction(0))


@dataclass(frozen=True, slots=True)
class Equation:
    """One fact: `left == right`."""

    left: Linear
    right: Linear

    def variables(self) -> tuple[Var, ...]:
        return tuple(dict.fromkeys(self.left.variables() + self.right.variables()))

    def holds(self, values: Mapping[Var, Fraction]) -> bool:
        return self.left.value(values) == self.right.value(values)


def told_as_none(facts: Iterable[Equation]) -> set[Var]:
    """The quantities a fact sets to 0 on its own ("Tom has no apples", or a start the reader
    takes as none: what one sells or buys before any of it is told): 0 by what was read, not
    by what the other facts force."""
    return {
        side.terms[0][0]
        for fact in facts
        for side, other in ((fact.left, fact.right), (fact.right, fact.left))
        if len(side.terms) == 1 and side.terms[0][1] != 0 and side.constant == 0 and other == Linear()
    }


def solve_exactly(facts: Sequence[Equation]) -> Result[dict[Var, Fraction], Refusal[SolveReason]]:
    """The one assignment of every quantity the facts name that makes every fact hold.

    Gauss-Jordan elimination on sparse rows: a fact names two or three quantities, so reducing
    it touches only the pivot rows of those, and a long chain of facts costs time linear in it."""
    pivots: dict[Var, dict[Var | None, Fraction]] = {}  # each pivot's row: var -> coefficient, None -> constant
    holding: dict[Var, set[Var]] = {}  # var -> the pivots whose rows name it
    for fact in facts:
        row = _reduced(_row(fact), pivots)
        lead = next((var for var in sorted(v for v in row if v is not None)), None)
        if lead is None:
            if row.get(None, 0) != 0:
                return _unsolved(SolveReason.INCONSISTENT_FACTS, "the facts contradict one another")
            continue
        scale = row[lead]
        row = {var: c / scale for var, c in row.items()}
        for other in holding.pop(lead, set()):  # keep every pivot row free of the new pivot
            _subtract(pivots[other], row, pivots[other][lead], other, holding)
        pivots[lead] = row
        for var in row:
            if var is not None and var != lead:
                holding.setdefault(var, set()).add(lead)
    free = sorted({var for fact in facts for var in fact.variables()} - pivots.keys())
    if free:
        return _unsolved(SolveReason.UNDETERMINED, f"nothing fixes {free[0].describe()}")
    return Success({var: row.get(None, Fraction(0)) for var, row in pivots.items()})


def _unsolved(reason: SolveReason, detail: str) -> Failure[Refusal[SolveReason]]:
    return Failure(Refusal(Organ.SERVING, Stage.SOLVE, reason, detail))


def _row(fact: Equation) -> dict[Var | None, Fraction]:
    """`left - right` as `Σ c x = k`: coefficients by var, and the constant `k` under None."""
    difference = fact.left.minus(fact.right)
    row: dict[Var | None, Fraction] = dict(difference.terms)
    row[None] = -difference.constant
    return row


def _reduced(
    row: dict[Var | None, Fraction], pivots: Mapping[Var, dict[Var | None, Fraction]]
) -> dict[Var | None, Fraction]:
    """`row` with every pivot it names eliminated (pivot rows name no other pivot)."""
    reduced = dict(row)
    for var in [v for v in row if v is not None and v in pivots]:
        factor = reduced.pop(var)
        for other, c in pivots[var].items():
            if other != var:
                reduced[other] = reduced.get(other, Fraction(0)) - factor * c
    return {var: c for var, c in reduced.items() if c != 0 or var is None}


def _subtract(
    target: dict[Var | None, Fraction],
    row: Mapping[Var | None, Fraction],
    factor: Fraction,
    owner: Var,
    holding: dict[Var, set[Var]],
) -> None:
    """target -= factor × row, in place, keeping `holding` (which pivot rows name which var) true."""
    for var, c in row.items():
        value = target.get(var, Fraction(0)) - factor * c
        if var is None:
            target[None] = value
        elif value == 0:
            target.pop(var, None)
            holding.get(var, set()).discard(owner)
        else:
            target[var] = value
            holding.setdefault(var, set()).add(owner)


def connected(facts: Sequence[Equation], start: Iterable[Var]) -> tuple[int, ...]:
    """The indices of the facts linked to `start` through shared quantities: the facts an answer
    about `start` rests on. A fact outside them states something the answer never used."""
    naming: dict[Var, list[int]] = {}
    for i, fact in enumerate(facts):
        for var in fact.variables():
            naming.setdefault(var, []).append(i)
    reached = set(start)
    waiting = list(reached)
    used: set[int] = set()
    while waiting:
        for i in naming.get(waiting.pop(), []):
            if i not in used:
                used.add(i)
                fresh = [var for var in facts[i].variables() if var not in reached]
                reached.update(fresh)
                waiting += fresh
    return tuple(sorted(used))
