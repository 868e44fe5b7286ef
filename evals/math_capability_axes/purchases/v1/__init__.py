"""Purchases axis, v1: prices from other prices ("a mug costs $4 more than a cup"), what
some items would cost, everything bought, the change from a payment, the money still needed,
what was spent on one kind less another, a percent discount off a purchase and a sales tax.

Each case states its facts as linear equations, solved by the comparisons axis's arithmetic
(`evals.math_capability_axes.comparisons.v1.canonical`, apart from the serving path): a quantity
changed by an event is a new one ("tom.money#1"), and every sum of money ends in ".money" (a
price, "pen.price.money"; what was spent, handed over or is needed), whole in cents; a case refused for a reason that is not
arithmetic's has no facts.
"""

from evals.math_capability_axes.comparisons.v1 import canonical

LANE = "math_capability_axes.purchases.v1"
VERSION = "1"

__all__ = ["LANE", "VERSION", "canonical"]
