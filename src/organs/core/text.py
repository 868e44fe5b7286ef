"""Text preparation: one canonical, lower-case, ASCII-punctuated form of a problem,
with every number in it found, checked and made exact.

Every reader starts here, so odd input is handled once: a length cap, Unicode
normalization, number words turned into digits, thousands separators removed, and a
typed rejection for any number v1 cannot represent exactly (decimals, fractions,
exponents, percentages, ranges, negatives, superscripts, words such as "half").
Nothing here guesses: a number is either an exact integer or the text is rejected.

>>> p = prepare("Two hoses pour 1,200 liters per hour.").unwrap()
>>> p.text, [n.value for n in p.numbers]
('2 hoses pour 1200 liters per hour.', [2, 1200])
>>> prepare("It holds 3.5 liters.").failure().reason
<InputReason.UNSUPPORTED_NUMBER: 'unsupported_number'>
"""

from __future__ import annotations

import enum
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from returns.result import Failure, Result, Success

from organs.core.units import RATE_ABBREVIATIONS, TIME_UNIT_SPELLINGS
from organs.core.vocabulary import SCHEDULE_WORDS, TITLES

# GSM8K's longest problem is under 1,000 characters; four times that is generous and
# keeps every later pass cheap however large the input.
MAX_TEXT_CHARS: Final = 4_000
# More digits than any quantity a word problem states; also far below the interpreter's
# int-from-string limit, so parsing can never raise.
MAX_DIGITS: Final = 60


class InputReason(enum.StrEnum):
    """Why a text was rejected before any organ read it. Shared by every reader."""

    TOO_LONG = "too_long"
    UNSUPPORTED_NUMBER = "unsupported_number"
    NON_POSITIVE_QUANTITY = "non_positive_quantity"


@dataclass(frozen=True, slots=True)
class Rejected:
    """A rejected text: the reason, and a short detail for people."""

    reason: InputReason
    detail: str


class NumberKind(enum.StrEnum):
    INTEGER = "integer"  # 12, 1,200, twelve
    CLOCK = "clock"  # 2:30, valued in minutes after the hour 0
    ORDINAL = "ordinal"  # 1st, 2nd
    # Only a preparation that keeps quantity words finds these; every other one rejects them.
    DECIMAL = "decimal"  # 3.5, .25, 1,200.50: exact, a `Fraction` unless whole ("2.0")
    FRACTION = "fraction"  # 3/4: a `Fraction` unless whole ("4/2")


@dataclass(frozen=True, slots=True)
class Number:
    """A number in the prepared text; `start`/`end` index `Prepared.text`. Its value is an `int`
    but for a DECIMAL or FRACTION, which only `prepare(…, keep_quantity_words=True)` finds."""

    kind: NumberKind
    value: int | Fraction
    start: int
    end: int


Span = tuple[int, int]  # [start, end) in `Prepared.text`


def covered(position: int, spans: Sequence[Span]) -> bool:
    """Whether `position` falls inside any of `spans`."""
    return any(start <= position < end for start, end in spans)


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a prepared text: its words without the closing mark, where it
    starts in `Prepared.text`, whether it asks (ends in "?"), and the numbers inside it."""

    text: str
    start: int
    asks: bool
    numbers: tuple[Number, ...]

    def number_at(self, offset: int) -> Number | None:
        """The number that starts at `offset` within this sentence's text, if any."""
        return next((n for n in self.numbers if n.start == self.start + offset), None)


@dataclass(frozen=True, slots=True)
class Prepared:
    text: str
    numbers: tuple[Number, ...]
    # Split once, when prepared: every organ and the serving parser read the same sentences.
    _sentences: tuple[Sentence, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_sentences", self._split())

    def unclaimed(self, spans: Sequence[Span]) -> tuple[Number, ...]:
        """The numbers that no span covers: quantities a reader did not account for."""
        return tuple(n for n in self.numbers if not covered(n.start, spans))

    def unclaimed_time_words(self, spans: Sequence[Span]) -> tuple[str, ...]:
        """Time units no span covers: "for an hour every day" states quantities without digits."""
        return tuple(m.group() for m in _TIME_WORD_RE.finditer(self.text) if not covered(m.start(), spans))

    def schedule_word(self) -> str | None:
        """A word that makes a rate apply only some of the time, if the text has one."""
        found = _SCHEDULE_RE.search(self.text)
        return None if found is None else found.group()

    def sentences(self) -> tuple[Sentence, ...]:
        """Split at ".", "?" or "!" followed by a space (closing quotes and brackets stay
        with their sentence), dropping the mark itself.

        >>> [(s.text, s.asks) for s in prepare('Tom has 5. "Does he?" he asks.').unwrap().sentences()]
        [('tom has 5', False), ('does he', True), ('he asks', False)]
        """
        return self._sentences

    def _split(self) -> tuple[Sentence, ...]:
        # Numbers are in text order (`_scan_numbers` finds them left to right), so each
        # sentence finds its own by bisection: scanning every number for every sentence
        # would make a text of many sentences quadratic.
        starts = [n.start for n in self.numbers]
        found: list[Sentence] = []
        start = 0
        for match in _SENTENCE_END_RE.finditer(self.text):
            found.append(self._sentence(start, match.start(), match.group("mark"), starts))
            start = match.end()
        found.append(self._sentence(start, len(self.text), "", starts))  # the rest, if it has no mark
        return tuple(s for s in found if s.text)

    def _sentence(self, start: int, end: int, mark: str, starts: Sequence[int]) -> Sentence:
        raw = self.text[start:end]
        body = raw.lstrip("\"'([ ")
        start += len(raw) - len(body)
        body = body.rstrip("\"') ")
        inside = self.numbers[bisect_left(starts, start) : bisect_left(starts, start + len(body))]
        return Sentence(body, start, "?" in mark, inside)


# Characters that NFKC leaves alone but that mean plain ASCII punctuation here.
_PUNCTUATION: Final = str.maketrans(
    {
        "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
        "\u2015": "-", "\u2212": "-",
        "\u2044": "/", "\u2215": "/",
    }
)  # fmt: skip

_UNITS: Final = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen",
)  # fmt: skip
_TENS: Final = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# Number words read exactly: 0-19, the tens, and "twenty-four" / "twenty four".
_SMALL_VALUE: Final[dict[str, int]] = {word: value for value, word in enumerate(_UNITS)}
_TENS_VALUE: Final[dict[str, int]] = {word: 20 + 10 * i for i, word in enumerate(_TENS)}
# Words that state a quantity v1 cannot read exactly. Their presence rejects the text
# rather than leaving a number the readers cannot see.
UNSUPPORTED_QUANTITY_WORDS: Final = (
    "half", "halves", "quarter", "quarters", "twice", "thrice", "double", "triple",
    "quadruple", "dozen", "dozens", "hundred", "hundreds", "thousand", "thousands",
    "million", "millions", "billion", "billions", "percent", "per cent",
    # Verbs that multiply a quantity without a digit: "he doubled his savings".
    "doubles", "doubled", "triples", "tripled", "quadruples", "quadrupled", "halve", "halved",
)  # fmt: skip

_WORD_NUMBER_RE: Final = re.compile(
    r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<ones>" + "|".join(_UNITS[1:10]) + r"))?"
    r"|(?P<small>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r"))\b",
    re.ASCII,
)
_ORDINAL_WORDS: Final = (
    "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
)  # fmt: skip
_UNIT_ORDINALS: Final = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_QUANTITY_WORD_RE: Final = re.compile(
    r"\b(?:"
    + "|".join(UNSUPPORTED_QUANTITY_WORDS)
    + r")\b"
    # Fractions in words: "one-third", "a fifth of", "two thirds"; a bare ordinal
    # ("the third pipe") is not a fraction and stays.
    + r"|\b(?:a|an|one)[- ](?:"
    + "|".join(_ORDINAL_WORDS)
    + r")\b"
    + r"|\b(?:"
    + "|".join(w + "s" for w in _ORDINAL_WORDS)
    + r")\b",
    re.ASCII,
)
# A spelled ordinal past twenty ("twenty-second") would become "20 second", a duration: no
# preparation lets it through.
_MISREAD_WORD_RE: Final = re.compile(
    r"\b(?:" + "|".join(_TENS) + r")[- ](?:" + "|".join(_UNIT_ORDINALS) + r")\b", re.ASCII
)
# A maximal run that starts with a digit and continues with digits or number punctuation.
# Possessive, so no backtracking: linear in the input.
_NUMBERISH_RE: Final = re.compile(r"[0-9][0-9,.:/^-]*+", re.ASCII)
_INTEGER_RE: Final = re.compile(r"[0-9]++", re.ASCII)
_GROUPED_RE: Final = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})++", re.ASCII)
_CLOCK_RE: Final = re.compile(r"[0-9]{1,2}:[0-5][0-9]", re.ASCII)
# Each starts only where no digit stands before it, so a search over a run of digits with no
# point or slash in it tries the run once, not once from each of its digits: linear.
_DECIMAL_RE: Final = re.compile(r"(?<![0-9,])(?:[0-9]{1,3}(?:,[0-9]{3})++|[0-9]++)?+\.[0-9]++", re.ASCII)
_FRACTION_RE: Final = re.compile(r"(?<![0-9])[0-9]++/[0-9]++", re.ASCII)
_PAIR_RE: Final = re.compile(r"(?<![0-9])[0-9]++(?::[0-9]++)++", re.ASCII)  # "3:5", "2:30", "2:1:3"
_LETTERS_RE: Final = re.compile(r"[a-z]++", re.ASCII)
_ABBREVIATION_RE: Final = re.compile(
    r"\b(?:" + "|".join(re.escape(short) for short, _ in RATE_ABBREVIATIONS) + r")(?![a-z])", re.ASCII
)
_SPELLED_OUT: Final = dict(RATE_ABBREVIATIONS)
_MERIDIEM_RE: Final = re.compile(r"\b([ap])\.m\.", re.ASCII)
# Titles lose their period, so "Ms. Alice" does not end a sentence.
_TITLE_RE: Final = re.compile(r"\b(" + "|".join(TITLES) + r")\.", re.ASCII)
# "second" after "the" or "a" is an ordinal ("the second pump"), not a time unit.
_TIME_WORD_RE: Final = re.compile(
    r"\b(?:"
    + "|".join(s for s in sorted(TIME_UNIT_SPELLINGS, key=len, reverse=True) if s != "second")
    + r"|(?<!the )(?<!a )second)\b",
    re.ASCII,
)
_SCHEDULE_RE: Final = re.compile(r"\b(?:" + "|".join(SCHEDULE_WORDS) + r")\b", re.ASCII)
_ASCII_CONTROL_RE: Final = re.compile(r"[\x00-\x1f\x7f]++", re.ASCII)
# A sentence ends at its mark, after any closing quotes or brackets, at a space or the end.
# Marks only: a pattern that may match nothing (at the end) would be tried at every position.
_SENTENCE_END_RE: Final = re.compile(r"(?P<mark>[.?!]++)[\"')\]]*+(?: |\Z)", re.ASCII)
# Every compiled pattern of the kernel, for the linear-time checks.
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    _WORD_NUMBER_RE, _QUANTITY_WORD_RE, _MISREAD_WORD_RE, _NUMBERISH_RE, _INTEGER_RE, _GROUPED_RE, _CLOCK_RE, _PAIR_RE,
    _DECIMAL_RE, _FRACTION_RE,
    _LETTERS_RE, _ABBREVIATION_RE, _MERIDIEM_RE, _TITLE_RE, _ASCII_CONTROL_RE,
    _SENTENCE_END_RE, _TIME_WORD_RE, _SCHEDULE_RE,
)  # fmt: skip
ORDINAL_SUFFIXES: Final = ("st", "nd", "rd", "th")
_MERIDIEMS: Final = ("am", "pm")
_FULLWIDTH_DIGITS: Final = range(0xFF10, 0xFF1A)


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of literal words, longest first so that none stops short.

    >>> alternation(["a", "an", "per"])
    'per|an|a'
    """
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


def require_str(value: object, name: str) -> str:
    """`value` when it is a `str`. Anything else given as text is a programming error, and every
    public entry point says so the same way: `TypeError`, naming the argument."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be str, not {type(value).__name__}")
    return value


def prepare(raw: str, *, keep_quantity_words: bool = False) -> Result[Prepared, Rejected]:
    """Canonicalize `raw` and find its numbers, or reject it with a typed reason.

    Quantity words no kernel `Number` can carry ("twice", "half", "a third", "dozen", "hundred",
    "percent") reject the text, unless `keep_quantity_words`: the serving path's tokenizer values
    them exactly, and asks for them; the organs cannot, and never do. That preparation also keeps
    decimals ("3.5", "$.25"), fractions ("3/4") and percent signs, each number exact (`Number`),
    and reads a pair ("3:5", "2:30") as its whole parts, for the tokenizer to tell a ratio from a time.

    Linear in `len(raw)`; texts over `MAX_TEXT_CHARS` are rejected before any other work, and
    again after NFKC, which can lengthen a text many times ("\ufdfa" is 18 characters).
    Anything but a `str` is a programming error: `TypeError`, naming the argument.
    """
    if len(require_str(raw, "text")) > MAX_TEXT_CHARS:
        return Failure(Rejected(InputReason.TOO_LONG, f"{len(raw)} characters; the limit is {MAX_TEXT_CHARS}"))
    odd = _odd_numeral(raw)
    if odd is not None:
        return Failure(Rejected(InputReason.UNSUPPORTED_NUMBER, f"numeral {odd!r}"))
    text = _canonical(raw)
    if len(text) > MAX_TEXT_CHARS:
        return Failure(
            Rejected(InputReason.TOO_LONG, f"{len(text)} characters once normalized; the limit is {MAX_TEXT_CHARS}")
        )
    rejecting = (_MISREAD_WORD_RE,) if keep_quantity_words else (_MISREAD_WORD_RE, _QUANTITY_WORD_RE)
    found = [match for match in (words.search(text) for words in rejecting) if match is not None]
    if found:
        first = min(found, key=lambda match: match.start()).group()
        return Failure(Rejected(InputReason.UNSUPPORTED_NUMBER, f"{first!r} is not read exactly"))
    text = _WORD_NUMBER_RE.sub(_word_value, text)
    return _scan_numbers(text, exact=keep_quantity_words)


def _word_value(match: re.Match[str]) -> str:
    small, tens, ones = match.group("small", "tens", "ones")
    if small is not None:
        return str(_SMALL_VALUE[small])
    return str(_TENS_VALUE[tens] + (_SMALL_VALUE[ones] if ones else 0))


def _odd_numeral(raw: str) -> str | None:
    """A numeric character NFKC would silently rewrite or that `re.ASCII` cannot see.

    Full-width digits are fine (NFKC maps them to ASCII digits exactly); a superscript
    would become a plain digit ("10²" -> "102"), and other scripts' digits would be
    invisible to the readers, so both are rejected.
    """
    if raw.isascii():
        return None
    for ch in raw:
        if ch.isascii() or ord(ch) in _FULLWIDTH_DIGITS:
            continue
        if unicodedata.category(ch) in ("Nd", "Nl", "No"):
            return ch
    return None


def _canonical(raw: str) -> str:
    # Control and format characters (zero-width spaces, bidi marks) separate words at most.
    # ASCII text, nearly all input, has only control characters and needs no NFKC.
    # Each pass below runs only when a C-speed check says it can change something.
    if raw.isascii():
        text = raw if raw.isprintable() else _ASCII_CONTROL_RE.sub(" ", raw)
    else:
        text = unicodedata.normalize("NFKC", raw).translate(_PUNCTUATION)
        text = "".join(" " if unicodedata.category(ch) in ("Cc", "Cf") else ch for ch in text)
    text = text.lower()
    if ".m." in text:
        text = _MERIDIEM_RE.sub(r"\1m", text)
    if any(f"{title}." in text for title in TITLES):
        text = _TITLE_RE.sub(r"\1", text)
    if any(short in text for short, _ in RATE_ABBREVIATIONS):
        text = _ABBREVIATION_RE.sub(lambda m: _SPELLED_OUT[m.group()], text)
    return " ".join(text.split())


def _scan_numbers(text: str, *, exact: bool) -> Result[Prepared, Rejected]:
    """Rewrite every number to canonical digits and record where each one now stands; with
    `exact`, decimals, fractions and percents too (see `prepare`)."""
    out: list[str] = []
    numbers: list[Number] = []
    length = 0
    cursor = 0
    for match in _NUMBERISH_RE.finditer(text):
        start, token = match.start(), match.group()
        if start > 0 and text[start - 1] in "-+" and (start < 2 or not text[start - 2].isalnum()):
            signed = text[start - 1] + token
            return Failure(Rejected(InputReason.UNSUPPORTED_NUMBER, f"signed number {signed!r}"))
        core = token.rstrip(",.:/^-")
        trailing = token[len(core) :]
        after = match.end()
        suffix_match = _LETTERS_RE.match(text, after) if not trailing else None
        suffix = suffix_match.group() if suffix_match else ""
        if not exact and (text.startswith("%", after) or text.startswith(" %", after)):
            return Failure(Rejected(InputReason.UNSUPPORTED_NUMBER, f"percentage {core}%"))
        if start > 0 and text[start - 1] == "." and (start < 2 or not text[start - 2].isdigit()):
            # "$.25" and ".5 kg" are decimals, not 25 and 5: the number starts at its point.
            if not exact or not _INTEGER_RE.fullmatch(core):
                return Failure(Rejected(InputReason.UNSUPPORTED_NUMBER, f"'.{core}' is a decimal"))
            start, core = start - 1, "." + core
        readings = _readings(core, suffix, exact=exact)
        if isinstance(readings, Rejected):
            return Failure(readings)
        if readings[0][0] is NumberKind.FRACTION:  # "3/8th" is 3/8: its ordinal ending says no more
            after += len(suffix)
        # "90-liter" reads as "90 liter"; "10am" as "10 am"; other trailing punctuation stays.
        if trailing.startswith("-"):
            trailing = " " + trailing[1:]
        if suffix in _MERIDIEMS:
            trailing += " "
        piece = text[cursor:start]
        out.append(piece)
        length += len(piece)
        for kind, value, written in readings:  # a pair's parts stand one mark apart: "3:5"
            numbers.append(Number(kind, value, length, length + len(written)))
            length += len(written) + 1
        length -= 1
        out.append(":".join(written for _, _, written in readings) + trailing)
        length += len(trailing)
        cursor = after
    out.append(text[cursor:])
    return Success(Prepared("".join(out), tuple(numbers)))


def _readings(core: str, suffix: str, *, exact: bool) -> list[tuple[NumberKind, int | Fraction, str]] | Rejected:
    """The numbers of one numeric token, each with its canonical writing: one number, but with
    `exact` a pair ("3:5", "2:30", "2:1:3") is its parts, since only the words around it tell a
    ratio from a time of day, and the serving tokenizer reads those."""
    if exact and _PAIR_RE.fullmatch(core):
        if suffix and suffix not in _MERIDIEMS:
            return Rejected(InputReason.UNSUPPORTED_NUMBER, f"{core}{suffix!r} joins a number to a word")
        parts = core.split(":")
        if any(len(part) > MAX_DIGITS for part in parts):
            return Rejected(InputReason.UNSUPPORTED_NUMBER, f"a number of more than {MAX_DIGITS} digits in {core!r}")
        return [(NumberKind.INTEGER, int(part), part) for part in parts]
    kind_value = _classify(core, suffix, exact=exact)
    if isinstance(kind_value, Rejected):
        return kind_value
    kind, value = kind_value
    return [(kind, value, str(value) if kind is NumberKind.INTEGER else core.replace(",", ""))]


def _classify(core: str, suffix: str, *, exact: bool) -> tuple[NumberKind, int | Fraction] | Rejected:
    """Exactly one reading of a numeric token, or a rejection that names what it is."""
    if exact and (_DECIMAL_RE.fullmatch(core) or _FRACTION_RE.fullmatch(core)):
        # A fraction may wear its denominator's ordinal ending ("3/8th", "2/3rds" are 3/8 and 2/3).
        # (Its last two digits decide it, so no long denominator is converted before its length is checked.)
        worn = "/" in core and suffix.removesuffix("s") == ordinal_suffix(int(core.rpartition("/")[2][-2:]))
        if suffix and not worn:
            return Rejected(InputReason.UNSUPPORTED_NUMBER, f"{core}{suffix!r} joins a number to a word")
        if len(core) > MAX_DIGITS:
            return Rejected(InputReason.UNSUPPORTED_NUMBER, f"a {len(core)}-character number")
        if "/" in core:
            numerator, denominator = (int(part) for part in core.split("/"))
            if denominator == 0:
                return Rejected(InputReason.UNSUPPORTED_NUMBER, f"{core!r} divides by zero")
            return (NumberKind.FRACTION, _exact(Fraction(numerator, denominator)))
        return (NumberKind.DECIMAL, _exact(Fraction(core.replace(",", ""))))
    if _INTEGER_RE.fullmatch(core) or _GROUPED_RE.fullmatch(core):
        digits = core.replace(",", "")
        if len(digits) > MAX_DIGITS:
            return Rejected(InputReason.UNSUPPORTED_NUMBER, f"a {len(digits)}-digit number")
        if suffix in ORDINAL_SUFFIXES:
            return (NumberKind.ORDINAL, int(digits))
        if suffix and suffix not in _MERIDIEMS:
            return Rejected(InputReason.UNSUPPORTED_NUMBER, f"{core}{suffix!r} joins a number to a word")
        return (NumberKind.INTEGER, int(digits))
    if _CLOCK_RE.fullmatch(core):
        hours, minutes = core.split(":")
        return (NumberKind.CLOCK, 60 * int(hours) + int(minutes))
    return Rejected(InputReason.UNSUPPORTED_NUMBER, f"{core!r} is {_describe(core)}")


def ordinal_suffix(value: int) -> str:
    """How the ordinal of a whole number ends: "rd" of 3 ("3rd"), "th" of 12 ("12th")."""
    if value % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")


def _exact(value: Fraction) -> int | Fraction:
    return value.numerator if value.denominator == 1 else value


def _describe(core: str) -> str:
    if "^" in core:
        return "a power"
    if "/" in core:
        return "a fraction"
    if "-" in core:
        return "a range"
    if "." in core:
        return "a decimal"
    return "not a plain whole number"
