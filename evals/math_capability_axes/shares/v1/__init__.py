"""Shares axis, v1: fractions and percents of a quantity one holds, given, spent, eaten or lost.

Each answer case replays its own `steps` with the changes axis's arithmetic
(`evals.math_capability_axes.changes.v1.canonical`, apart from the serving path): `["set",
quantity, value]` states a quantity; `["share", quantity, fraction, receiver]` takes that share
("1/2", "25/100") of the quantity as it stands and adds it to `receiver`'s (None: nobody's).
A count must stay whole, a sum of money whole in cents; a case refused for a reason that is not
arithmetic's has no steps.
"""

from evals.math_capability_axes.changes.v1 import canonical

LANE = "math_capability_axes.shares.v1"
VERSION = "1"

__all__ = ["LANE", "VERSION", "canonical"]
