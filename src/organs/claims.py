"""`read_claim`: the exact number a claimed answer states, as people and models write it.

A claim is a Python number (`int`, `Fraction`, `Decimal`, `float`) or text. Text may mark its
answer — `#### N`, `\\boxed{N}`, "The answer is N", "Answer: N" — and then only the marked spans
count, so a model's working before them is not read; with no mark the whole text is the claim.
Each span must state exactly one number, in digits (a sign, ASCII or Unicode; `$`, thousands
commas, a decimal, a fraction, `\\frac{a}{b}`, `%`; markdown emphasis and a few unit words
around it), and every span must state the same one. Anything else is a `ClaimError` that says
why: two different numbers, a number it cannot read exactly ("1e5", "1,20", "twelve", "10²",
"1.2 million"), or words that make it no plain claim ("about 12", "not 12", "12 or 13"). It never
picks one number of several: an extraction that guessed would turn a wrong answer into
VERIFIED. "12%" states 12: the problems ask for a percent as a number.

>>> read_claim("The answer is **12** dollars.")
Fraction(12, 1)
>>> read_claim("3 + 4 = 7, and 7 + 5 = 12.\\n#### 12")
Fraction(12, 1)
>>> read_claim("$\\\\boxed{\\\\frac{3}{4}}$"), read_claim("−1,200"), read_claim(2.5)
(Fraction(3, 4), Fraction(-1200, 1), Fraction(5, 2))
>>> read_claim("about 12")
Traceback (most recent call last):
...
organs.claims.ClaimError: 'about 12' says 'about': not a plain claim of one number
"""

from __future__ import annotations

import math
import re
import unicodedata
from decimal import Decimal
from fractions import Fraction
from typing import Final, TypeAlias

from organs.core.text import MAX_TEXT_CHARS

Claimed: TypeAlias = str | int | Fraction | Decimal | float

# As long as a text may be: any answer we give, however many digits, can be claimed back.
MAX_CLAIM_CHARS: Final = MAX_TEXT_CHARS
# Words around the number: a unit ("dollars", "apples in total"), never a sentence of reasons.
MAX_WORDS: Final = 6

# Words that make a span something other than a plain claim of its number: negation, hedges,
# alternatives, comparisons, and numbers in words (which this reader does not value).
NOT_PLAIN: Final = frozenset(
    [
        "not",
        "no",
        "never",
        "nor",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "cannot",
        "can't",
        "won't",
        "don't",
        "doesn't",
        "or",
        "and",
        "than",
        "about",
        "approximately",
        "approx",
        "around",
        "roughly",
        "nearly",
        "almost",
        "circa",
        "some",
        "maybe",
        "probably",
        "perhaps",
        "likely",
        "possibly",
        "least",
        "most",
        "over",
        "under",
        "between",
        "upto",
        "estimated",
        "estimate",
        "rounded",
        "rounding",
        "approximate",
        "each",
        "times",
        "plus",
        "minus",
        "divided",
        "multiplied",
        "squared",
        "cubed",
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "hundreds",
        "thousand",
        "thousands",
        "million",
        "millions",
        "billion",
        "billions",
        "trillion",
        "dozen",
        "dozens",
        "half",
        "halves",
        "third",
        "thirds",
        "quarter",
        "quarters",
        "twice",
        "thrice",
        "double",
        "triple",
        "k",
        "m",
        "bn",
    ]
)

# Signs and spaces that mean their ASCII selves here.
_CHARACTERS: Final = str.maketrans({"\u2212": "-", "\ufe63": "-", "\uff0d": "-", "\uff0b": "+", "\u00a0": " "})
_LATEX: Final = (
    (re.compile(r"\\[dt]?frac\{\s*+(\d++)\s*+\}\{\s*+(\d++)\s*+\}", re.ASCII), r"\1/\2"),
    (re.compile(r"\\(?:text|textbf|mathrm|mathbf|mbox)\{([^{}]*+)\}", re.ASCII), r" \1 "),
    (re.compile(r"\\[$%]", re.ASCII), lambda found: found[0][1]),
    (re.compile(r"\{,\}", re.ASCII), ","),
    (re.compile(r"\\[()\[\]]|\\(?:left|right|displaystyle)\b|[*_`]", re.ASCII), " "),
)
_BOXED: Final = re.compile(r"\\(?:boxed|fbox)\{([^{}]*+)\}", re.ASCII)
# A marked answer runs to the end of its line ("####") or of its sentence ("the answer is").
_MARKED: Final = (
    re.compile(r"####([^\n]*+)", re.ASCII),
    re.compile(r"\b(?:final\s++)?answer\s*+(?:is\s*+:?|:|=)([^\n]*?)(?:[.!?](?=\s|$)|\n|$)", re.ASCII | re.I),
)
_NUMBER: Final = re.compile(r"\.?\d[\d.,/]*+", re.ASCII)
_EXACT: Final = re.compile(r"(?:\d{1,3}(?:,\d{3})++|\d++)(?:\.\d++|/\d++)?|\.\d++", re.ASCII)
_WORD: Final = re.compile(r"[a-z]++(?:'[a-z]++)?", re.ASCII | re.I)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    *(pattern for pattern, _ in _LATEX),
    _BOXED,
    *_MARKED,
    _NUMBER,
    _EXACT,
    _WORD,
)


class ClaimError(ValueError):
    """The claim states no one exact number: a usage error, not a verdict."""


def read_claim(claimed: Claimed) -> Fraction:
    """The exact value `claimed` states, or `ClaimError` saying why it states none. Anything but
    a number or text is a programming error: `TypeError`, naming the argument."""
    match claimed:
        case bool():
            raise TypeError("claimed must be str, int, Fraction, Decimal or float, not bool")
        case int() | Fraction():
            return Fraction(claimed)
        case Decimal():
            if not claimed.is_finite():
                raise ClaimError(f"{claimed!r} is not a finite number")
            return Fraction(claimed)
        case float():
            if not math.isfinite(claimed):
                raise ClaimError(f"{claimed!r} is not a finite number")
            # The number as written (repr is the shortest decimal that round-trips), not the
            # binary fraction nearest it: 0.1 claims 1/10.
            return Fraction(repr(claimed))
        case str():
            return _read_text(claimed)
        case _:
            raise TypeError(f"claimed must be str, int, Fraction, Decimal or float, not {type(claimed).__name__}")


def _read_text(text: str) -> Fraction:
    if len(text) > MAX_CLAIM_CHARS:
        raise ClaimError(f"a claim of {len(text):,} characters is longer than a text may be")
    shown = repr(text.strip()[:40])
    if any(not char.isascii() and unicodedata.numeric(char, None) is not None for char in text):
        raise ClaimError(f"{shown} writes a number in characters it does not read (only ASCII digits)")
    plain = text.translate(_CHARACTERS)
    for pattern, replacement in _LATEX:
        plain = pattern.sub(replacement, plain)
    boxed = [found[1] for found in _BOXED.finditer(plain)]
    plain = _BOXED.sub(lambda found: f" {found[1]} ", plain)
    spans = boxed + [found[1] for pattern in _MARKED for found in pattern.finditer(plain)]
    values = {_read_span(span, shown) for span in spans or [plain]}
    if len(values) > 1:
        raise ClaimError(f"{shown} states different numbers: {', '.join(map(str, sorted(values)))}")
    return values.pop()


def _read_span(span: str, shown: str) -> Fraction:
    """The one number a span states, with at most a few plain words around it."""
    numbers = list(_NUMBER.finditer(span))
    if not numbers:
        raise ClaimError(f"{shown} states no number in digits")
    values = sorted({_value(span, found, shown) for found in numbers})
    if len(values) > 1:
        raise ClaimError(f"{shown} states different numbers: {', '.join(map(str, values))}")
    if len(numbers) > 1:  # "12 x 12", "12 - 12": an expression, whatever its terms
        raise ClaimError(f"{shown} writes {values[0]} more than once: not a plain claim of one number")
    words = [word.lower() for word in _WORD.findall(_NUMBER.sub(" ", span))]
    if said := next((word for word in words if word in NOT_PLAIN or word.endswith("n't")), None):
        raise ClaimError(f"{shown} says {said!r}: not a plain claim of one number")
    if len(words) > MAX_WORDS:
        raise ClaimError(f"{shown} says more than a number and its unit")
    if stray := set(_NUMBER.sub(" ", _WORD.sub(" ", span))) - set(" \t\r\n$%:=.,;!?()[]{}'\"+-"):
        raise ClaimError(f"{shown} holds {''.join(sorted(stray))!r} beside its number")
    return values[0]


def _value(span: str, found: re.Match[str], shown: str) -> Fraction:
    written = found[0].removesuffix(".") if found[0].endswith(".") else found[0].removesuffix(",")
    if _EXACT.fullmatch(written) is None:
        raise ClaimError(f"{shown}: {found[0]!r} is not a number it can read exactly")
    after = span[found.start() + len(written) : found.start() + len(written) + 1]
    if after.isalpha() or after in ("^", "!"):  # "1e5", "12k", "10^3", "12!"
        raise ClaimError(f"{shown}: a number joined to {after!r} is not one it can read exactly")
    numerator, _, denominator = written.replace(",", "").partition("/")
    if denominator and int(denominator) == 0:
        raise ClaimError(f"{shown} divides by zero")
    value = Fraction(numerator) / (int(denominator) if denominator else 1)
    return -value if _sign(span, found.start(), shown) == "-" else value


def _sign(span: str, start: int, shown: str) -> str:
    """The sign written before a number ("-12", "-$12", "$-12"); a minus between two numbers
    ("3-4") is no sign, and is read as two numbers."""
    before = span[:start].removesuffix("$")
    sign = before[-1:] if before[-1:] in ("-", "+") else ""
    before = before.removesuffix(sign).removesuffix("$")
    if before[-1:] in ("-", "+", "\u2013", "\u2014"):
        raise ClaimError(f"{shown} has a sign it cannot read before its number")
    return "" if sign and before[-1:].isalnum() else sign
