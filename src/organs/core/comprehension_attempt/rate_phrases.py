"""The phrases rate problems are written in, as data and compiled patterns, shared by every
reader that reads rates (R3 single rate, R4 combined rate): one definition, so two readers
can never disagree on what "9 liters per minute" or "in 3 hours" is.

Every pattern is possessive or literal-delimited (linear time; `python -m evals.regex_growth`).

>>> RATE_RE.search("a pipe fills 9 liters of water per minute").group("n", "noun", "per")
('9', 'liters', 'minute')
"""

from __future__ import annotations

import re
from typing import Final

from organs.core.nouns import count_noun
from organs.core.text import alternation
from organs.core.units import TIME_UNIT_SPELLINGS
from organs.core.vocabulary import DURATION_WORDS, PER_WORDS

# Fragments for readers' own patterns.
TIME: Final = alternation(TIME_UNIT_SPELLINGS)
PER: Final = rf"(?: (?:{alternation(PER_WORDS)}) |/)"
MASS: Final = r"(?: of [a-z]++)?"  # "9 liters of water per minute"

RATE_RE: Final = re.compile(rf"(?<![\w$])(?P<n>\d++) (?P<noun>[a-z]++){MASS}{PER}(?P<per>{TIME})\b", re.ASCII)
# Anything rate-shaped, read or not: money, bare counts, nouns no lexicon knows.
RATE_LIKE_RE: Final = re.compile(rf"(?<![\d$])\$?+\d++(?: [a-z]++)?{MASS}{PER}(?:{TIME})\b", re.ASCII)
CLOCK_RE: Final = re.compile(
    r"\b\d{1,2}(?::\d\d)?+ ?(?:am|pm)\b|\b\d{1,2}:\d\d\b|\bnoon\b|\bmidnight\b|\bo'clock\b", re.ASCII
)
DURATION_RE: Final = re.compile(
    rf"\b(?:{alternation(DURATION_WORDS)})(?: the next| the)? (?P<n>\d++) (?P<unit>{TIME})\b", re.ASCII
)
QUANTITY_RE: Final = re.compile(r"(?<![\w$])(?P<n>\d++) (?P<noun>[a-z]++)", re.ASCII)
HOW_MANY_RE: Final = re.compile(rf"\bhow many (?P<noun>[a-z]++)(?:{MASS}{PER}(?P<per>{TIME})\b)?", re.ASCII)
HOW_LONG_RE: Final = re.compile(r"\bhow long\b|\bhow much time\b", re.ASCII)


def unit_of(word: str) -> str | None:
    """The canonical plural of a rate's counted unit ("loaf", "loaves" -> "loaves"), from the open
    noun lexicon (`organs.core.nouns`); None for a word that counts nothing, or for a time unit."""
    return count_noun(word)


PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    RATE_RE, RATE_LIKE_RE, CLOCK_RE, DURATION_RE, QUANTITY_RE, HOW_MANY_RE, HOW_LONG_RE,
)  # fmt: skip
