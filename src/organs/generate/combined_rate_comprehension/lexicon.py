"""The R4 organ's closed sets, as data. The reader applies them; it adds no words of its own.

Each set is extended deliberately, with a fixture that needs the new word
(`evals/combined_rate_oracle/phrasings.jsonl`). Nothing here is a wildcard.
"""

from __future__ import annotations

from typing import Final

from organs.core.vocabulary import FLOW_CONTAINERS

# Whole jobs that a reciprocal work rate completes: "paints a house in 3 hours".
JOBS: Final[tuple[str, ...]] = (
    *FLOW_CONTAINERS, "house", "room", "fence", "wall", "lawn", "yard", "field", "garden", "job", "task",
    "project", "order", "report", "puzzle", "car", "driveway", "roof", "floor",
)  # fmt: skip

# What names a whole job ("the fence", "its tank") and how a duration of work is stated
# ("takes 3 hours to", "needs 2 hours to").
JOB_DETERMINERS: Final[tuple[str, ...]] = ("a", "an", "the", "this", "that", "1", "its", "their", "her", "his")
TAKES_VERBS: Final[tuple[str, ...]] = ("takes", "take", "took", "needs", "need")
# After "will it take": words that are not an agent ("it take them", "it take to").
NOT_AGENTS: Final[tuple[str, ...]] = ("them", "to", "for", "both", "the")

# Cooperation cues: licence the sum of two same-direction rates.
SUM_CUES: Final[tuple[str, ...]] = (
    "together", "combined", "both", "altogether", "at the same time", "simultaneously",
    "in total", "between them",
)  # fmt: skip

# Opposing flow: a rate whose clause holds an inflow word and one whose clause holds an
# outflow word combine as a difference, inflow minus outflow.
INFLOW_WORDS: Final[tuple[str, ...]] = (
    "fills", "fill", "filling", "pours", "pour", "pouring", "adds", "add", "supplies",
    "pumps in", "flows in", "flows into", "flow in", "flow into", "into",
)  # fmt: skip
OUTFLOW_WORDS: Final[tuple[str, ...]] = (
    "drains", "drain", "draining", "removes", "remove", "removing", "leaks", "leak",
    "leaking", "empties", "emptying", "siphons", "pumps out", "flows out", "flow out", "out of",
    "loses", "lose",
)  # fmt: skip

# Words that put the two rates in different phases ("alone for 2 hours, then together").
# v1 combines one regime over one duration, so these make the combination undetermined.
PHASE_CUES: Final[tuple[str, ...]] = (
    "then", "after that", "afterwards", "afterward", "later", "alone", "by herself",
    "by himself", "by itself", "on her own", "on his own", "on its own", "at first",
    "for the first", "in the first", "joins", "joined", "stops", "stopped", "turns off",
    "turned off", "shuts off", "remaining", "the rest",
)  # fmt: skip

# Question subjects that name the two agents jointly (or no agent): "do they", "will it take".
JOINT_SUBJECTS: Final[tuple[str, ...]] = ("they", "both", "be", "it", "we", "you", "the 2")

# Combined-rate nouns in "what is their combined rate".
RATE_QUESTION_WORDS: Final[tuple[str, ...]] = ("combined", "net", "joint", "total", "effective")

# Words that join the clauses of a sentence; a rate's direction is read within its clause.
CLAUSE_BOUNDARIES: Final[tuple[str, ...]] = (
    ",",
    ";",
    ":",
    " and ",
    " while ",
    " whereas ",
    " but ",
    " if ",
    " when ",
)
