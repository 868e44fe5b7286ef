"""Changes axis, v1: events on counts and money in text order, and states told between them.

Each answer case replays its own `steps` (canonical arithmetic, apart from the serving path):
`["set", quantity, value]` states a quantity; `["add", quantity, delta]` changes one already
stated (an unstated one is unknown: "unknown_entity"); `["rel", quantity, {quantity: factor},
constant]` states one from the others as they stand. `ask` is `{quantity: factor}` plus a
constant. A value must stay a whole number ("impossible_quantity") not below zero
("negative_state"). A case refused for a reason that is
not arithmetic's (a tense, a pronoun, a number left unused, a sentence not read) has no steps.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.changes.v1"
VERSION = "1"


def canonical(case: Case) -> int | str | None:
    steps, ask = case.get("steps"), case.get("ask")
    if not isinstance(steps, list) or not isinstance(ask, list):
        return None
    state: dict[str, Fraction] = {}
    for step in steps:
        match step:
            case ["set", str(name), value]:
                state[name] = Fraction(value)
            case ["add", str(name), delta]:
                if name not in state:
                    return "unknown_entity"
                state[name] += Fraction(delta)
            case ["rel", str(name), dict(factors), constant]:
                state[name] = Fraction(constant) + sum(Fraction(f) * state[q] for q, f in factors.items())
            case _:
                return None
        if any(value < 0 for value in state.values()):
            return "negative_state"  # giving or spending more than one has, as B3's lane says
        if any(value.denominator != 1 for value in state.values()):
            return "impossible_quantity"
    factors, constant = ask
    if any(name not in state for name in factors):
        return "unknown_entity"
    return int(Fraction(constant) + sum(Fraction(f) * state[q] for q, f in factors.items()))
