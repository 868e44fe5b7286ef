"""Shares axis, v1: fractions and percents of a quantity one holds, given, spent, eaten or lost.

Each answer case replays its own `steps`, apart from the serving path: `["set", quantity,
value]` states a quantity; `["share", quantity, fraction, receiver]` takes that share (a string,
"1/2" or "25/100") of the quantity as it stands, and adds it to `receiver`'s (or to nobody's,
when None; `receiver` may be a "holder.spending" that starts at 0). `ask` is `{quantity:
factor}` plus a constant. A count must stay whole, a sum of money whole in cents
("impossible_quantity"); an answer must be a whole number ("non_integer_answer"); a quantity
nothing states is unknown ("unknown_entity"). A case refused for a reason that is not
arithmetic's has no steps.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.shares.v1"
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
            case ["share", str(name), str(fraction), receiver]:
                if name not in state:
                    return "unknown_entity"
                taken = Fraction(fraction) * state[name]
                state[name] -= taken
                if isinstance(receiver, str):
                    if receiver not in state and not receiver.endswith(".spending"):
                        return "unknown_entity"
                    state[receiver] = state.get(receiver, Fraction(0)) + taken
            case _:
                return None
        for name, value in state.items():
            whole = value * 100 if name.endswith((".money", ".spending")) else value
            if whole.denominator != 1 or value < 0:
                return "impossible_quantity"
    factors, constant = ask
    if any(name not in state for name in factors):
        return "unknown_entity"
    answer = Fraction(constant) + sum(Fraction(f) * state[q] for q, f in factors.items())
    return int(answer) if answer.denominator == 1 else "non_integer_answer"
