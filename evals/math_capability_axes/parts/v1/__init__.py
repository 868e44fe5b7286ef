"""Parts axis, v1: totals and parts of what one person, or one place, holds — "20% of them are
cats, 30% are dogs, and the rest are hamsters", "10 black buttons, 8 brown buttons, and the rest",
one kind from another ("10 pears and twice as many apples"), the whole of kinds told by colour
or surely of it ("how many fish" of trout and carp), a whole told with the kinds that
make it ("60 fish … 4 times as many trout as carp"), the other half of boys and girls,
men and women, or what is male or female ("2/3 of her 45 fish are male"), the whole less a
part ("how many pens are not blue"), what kinds have by nature ("6 dogs and 2 ducks" have 28 feet), a part as a percent of its whole
(`of`: "what percentage of the flowers are roses"), and what a place holds told of nobody ("there are 3 times as many trout as carp in the
pond"; the scene's holder is "scene").

Each case states its facts as linear equations, solved by the comparisons axis's arithmetic
(`evals.math_capability_axes.comparisons.v1.canonical`, apart from the serving path): a quantity
changed by an event is a new one ("tom.money#1"); a case refused for a reason that is not
arithmetic's has no facts.
"""

from evals.math_capability_axes.comparisons.v1 import canonical

LANE = "math_capability_axes.parts.v1"
VERSION = "1"

__all__ = ["LANE", "VERSION", "canonical"]
