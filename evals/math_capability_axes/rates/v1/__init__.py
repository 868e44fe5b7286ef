"""Rates axis, v1: what one does at a rate per second, minute, hour, day or week, asked over
a duration that is a whole multiple of the rate's unit ("80 pages a day … in 6 weeks"), a
rate over a stated duration ("3 apples a day for 5 days"), how long some number of items
takes at a pace ("8 pages in 20 minutes … how many hours to read 120 pages"), and pay by a work
schedule ("$12 an hour … 6 hours a day, 4 days a week … how much in a week").

Each answer case replays its own `steps` with the changes axis's arithmetic
(`evals.math_capability_axes.changes.v1.canonical`, apart from the serving path); a case refused
for a reason that is not arithmetic's has no steps.
"""

from evals.math_capability_axes.changes.v1 import canonical

LANE = "math_capability_axes.rates.v1"
VERSION = "1"

__all__ = ["LANE", "VERSION", "canonical"]
