"""Money axis, v1: prices of one item, purchases at them, and what each person spent or has left.

Each answer case carries its own purchases, apart from its text: `people` maps a person to the
money they hold at the start (`money`, if the text says), what they `buy` as `[count, price of
one]` and what they `spend` as sums; prices are strings, exact decimals ("1.50"); and the coins
they hold (`coins`: {"quarters": 8, …}). `ask` is `["spent", [people]]` (the sum of what they
paid), `["left", [people]]` (their money after) or `["worth", [people]]` (what their coins are
worth, in dollars, at their values in cents here).
Canonical arithmetic, apart from the serving path: money nothing states is unknown
("unknown_entity"), below zero is impossible ("impossible_quantity"), and an answer that is no
whole number of dollars is refused ("non_integer_answer"). A case refused for a reason that is
not arithmetic's (a price whose scope is unclear, cents asked in dollars, a sentence not read)
has no `people`.
"""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.money.v1"
VERSION = "1"
_CENTS = {"pennies": 1, "nickels": 5, "dimes": 10, "quarters": 25}


def canonical(case: Case) -> int | str | None:
    people, ask = case.get("people"), case.get("ask")
    if not isinstance(people, dict) or not isinstance(ask, list):
        return None
    match ask:
        case [("spent" | "left" | "worth") as what, list(asked)]:
            pass
        case _:
            return None
    total = Fraction(0)
    for name in asked:
        person = people[name]
        spent = sum((int(n) * Fraction(str(price)) for n, price in person.get("buy", [])), Fraction(0))
        spent += sum((Fraction(str(amount)) for amount in person.get("spend", [])), Fraction(0))
        if what == "worth":
            total += sum((Fraction(_CENTS[coin] * int(n), 100) for coin, n in person["coins"].items()), Fraction(0))
        elif what == "spent":
            total += spent
        elif "money" not in person:
            return "unknown_entity"
        else:
            left = Fraction(str(person["money"])) - spent
            if left < 0:
                return "impossible_quantity"
            total += left
    return int(total) if total.denominator == 1 else "non_integer_answer"
