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

# The units the rate organs' envelope diagnosis recognizes (singular, plural): which rates a
# text states, for the ledger's refusals. Setups are built by frames, which read nouns from
# the open lexicon (`organs.core.nouns`); a rate in a unit outside this table is not diagnosed.
RATE_UNITS: Final[tuple[tuple[str, str], ...]] = (
    ("liter", "liters"), ("litre", "litres"), ("gallon", "gallons"), ("quart", "quarts"),
    ("cup", "cups"), ("ounce", "ounces"), ("bucket", "buckets"),
    ("room", "rooms"), ("wall", "walls"), ("fence", "fences"), ("house", "houses"),
    ("word", "words"), ("page", "pages"), ("letter", "letters"), ("email", "emails"),
    ("envelope", "envelopes"), ("card", "cards"), ("flyer", "flyers"), ("poster", "posters"),
    ("brick", "bricks"), ("tile", "tiles"), ("box", "boxes"), ("bottle", "bottles"),
    ("crate", "crates"), ("bag", "bags"), ("package", "packages"), ("parcel", "parcels"),
    ("widget", "widgets"), ("toy", "toys"), ("part", "parts"), ("shirt", "shirts"),
    ("sock", "socks"), ("hat", "hats"), ("cookie", "cookies"), ("cake", "cakes"),
    ("pie", "pies"), ("muffin", "muffins"), ("cupcake", "cupcakes"), ("pizza", "pizzas"),
    ("sandwich", "sandwiches"), ("apple", "apples"), ("orange", "oranges"), ("egg", "eggs"),
    ("oyster", "oysters"), ("car", "cars"), ("tree", "trees"), ("photo", "photos"), ("bead", "beads"),
    ("bracelet", "bracelets"), ("ticket", "tickets"), ("problem", "problems"),
    ("question", "questions"), ("lap", "laps"), ("mile", "miles"), ("kilometer", "kilometers"),
    ("meter", "meters"), ("pound", "pounds"), ("kilogram", "kilograms"), ("log", "logs"),
    # R1 / R2 fixtures
    ("marble", "marbles"), ("pencil", "pencils"), ("sticker", "stickers"), ("crayon", "crayons"),
    ("candy", "candies"), ("flower", "flowers"), ("book", "books"), ("chair", "chairs"),
    ("shell", "shells"), ("stamp", "stamps"), ("pen", "pens"), ("coin", "coins"),
    ("balloon", "balloons"), ("student", "students"), ("plant", "plants"), ("seed", "seeds"),
)  # fmt: skip
PLURAL_OF: Final[dict[str, str]] = {
    spelling: plural for singular, plural in RATE_UNITS for spelling in (singular, plural)
}

PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    RATE_RE, RATE_LIKE_RE, CLOCK_RE, DURATION_RE, QUANTITY_RE, HOW_MANY_RE, HOW_LONG_RE,
)  # fmt: skip
