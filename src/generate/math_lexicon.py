"""The serving path's closed sets, as data. The candidate parser applies them.

Each extension is deliberate and carries a fixture in a capability lane
(`evals/math_capability_axes/`), which names the phrasing that needed it.
"""

from __future__ import annotations

from typing import Final

# Capacity-rate verbs, (base, third person). The brief's ten, then the GSM8K extensions:
# "eat" (gsm8k-train:5408), "grade" (gsm8k-train:5922), "bake" and "fold" (G6 own cases).
CAPACITY_VERBS: Final[tuple[tuple[str, str], ...]] = (
    ("shuck", "shucks"), ("pick", "picks"), ("read", "reads"), ("write", "writes"),
    ("run", "runs"), ("make", "makes"), ("produce", "produces"), ("pack", "packs"),
    ("paint", "paints"), ("type", "types"),
    ("eat", "eats"), ("grade", "grades"), ("bake", "bakes"), ("fold", "folds"),
)  # fmt: skip

# Modal verbs of a capacity statement or question: "can shuck", "could eat".
MODALS: Final[tuple[str, ...]] = ("can", "could")

# Question prefixes that restate the rate without a number: "At this same rate, how many …".
SAME_RATE_PREFIXES: Final[tuple[str, ...]] = (
    "at this rate", "at that rate", "at the same rate", "at this same rate", "at that same rate",
)  # fmt: skip

# Pronouns a question may use for the actor or entity it asks about.
PRONOUNS: Final[tuple[str, ...]] = ("he", "she", "they", "it")

# Words that can never be an entity's name.
NOT_NAMES: Final[tuple[str, ...]] = PRONOUNS + (
    "the", "a", "an", "this", "that", "there", "then", "now", "each", "every", "how", "what",
)  # fmt: skip

# State changes of a named entity: "He buys 5 more", "She gives away 3".
GAIN_VERBS: Final[tuple[str, ...]] = (
    "buys", "bought", "gets", "got", "finds", "found", "receives", "received",
    "picks", "picked", "collects", "collected", "wins", "won", "makes", "made",
)  # fmt: skip
LOSS_VERBS: Final[tuple[str, ...]] = (
    "gives away", "gave away", "gives", "gave", "loses", "lost", "eats", "ate",
    "sells", "sold", "uses", "used", "breaks", "broke",
)  # fmt: skip

# How a question asks for one entity's current count, or for everyone's together.
NOW_WORDS: Final[tuple[str, ...]] = ("now", "left", "in the end", "at the end")
AGGREGATE_WORDS: Final[tuple[str, ...]] = ("in total", "altogether", "together", "combined", "in all")
