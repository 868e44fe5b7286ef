"""Changes axis, v1: events on counts and money in text order, and states told between them.

Each answer case replays its own `steps` (canonical arithmetic, apart from the serving path):
`["set", quantity, value]` states a quantity; `["add", quantity, delta]` changes one already
stated (an unstated one is unknown: "unknown_entity"); `["rel", quantity, {quantity: factor},
constant]` states one from the others as they stand; `["share", quantity, fraction, receiver]`
takes that share (a string, "1/2") of a quantity as it stands and adds it to `receiver` (None:
to nobody; a "holder.spending" starts at 0). `ask` is `{quantity: factor}` plus a constant. A
count must stay whole and a sum of money whole in cents ("impossible_quantity"), neither below
zero ("negative_state"); an answer must be whole ("non_integer_answer"). A case refused for a
reason that is not arithmetic's (a tense, a pronoun, a number left unused, a sentence not read)
has no steps. The shares lane replays its cases with this same arithmetic.
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
            case ["share", str(name), str(fraction), (str() | None) as receiver]:
                if receiver is not None and receiver.endswith(".spending"):
                    state.setdefault(receiver, Fraction(0))  # what one has spent is 0 before anything
                if name not in state or (receiver is not None and receiver not in state):
                    return "unknown_entity"
                taken = Fraction(fraction) * state[name]
                state[name] -= taken
                if receiver is not None:
                    state[receiver] += taken
            case _:
                return None
        if any(value < 0 for value in state.values()):
            return "negative_state"  # giving or spending more than one has, as B3's lane says
        if any((value * 100 if _in_dollars(name) else value).denominator != 1 for name, value in state.items()):
            return "impossible_quantity"
    factors, constant = ask
    if any(name not in state for name in factors):
        return "unknown_entity"
    answer = Fraction(constant) + sum(Fraction(f) * state[q] for q, f in factors.items())
    return int(answer) if answer.denominator == 1 else "non_integer_answer"


def _in_dollars(name: str) -> bool:
    return name.endswith((".money", ".spending"))
