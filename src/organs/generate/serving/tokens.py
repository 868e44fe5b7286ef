"""Tokens of the serving path: one prepared sentence in, its words, marks and exactly valued
quantities out — or a typed refusal. Nothing here solves; it says what each stretch of text is
worth, exactly, and refuses wherever the words around it cannot tell.

It reads a `organs.core.text.Sentence`, so it sees only the kernel's canonical form: lower case,
number words up to ninety-nine already digits ("twenty-five" is "25", "three-quarters" is
"3 quarters"), thousands separators gone. On top of that it reads scales ("2 hundred and 5",
"1.5 million"), decimals, fractions ("3/4", "3 quarters of", "a third of", "half"), mixed
numbers ("1 1/2 cups", "2 and a half hours"), groups ("2 dozen", "a pair"), money ("$1.50",
"50 cents", "600$"), percents ("20%", "20 percent"), multipliers ("twice", "double", "half
as"), ordinals ("3rd", "the third"), times of day ("at 2:30") and ratios ("in the ratio 3:5").
A value is an `int` when whole and a `Fraction` otherwise, never a float. Spans index
`Prepared.text`, like `Number`'s, and each quantity carries the kernel `Number`s inside it, so
the reliability gate can still see every stated number used.

>>> from organs.core.text import prepare
>>> [sentence] = prepare("Ann pays $12 for 25 apples and the 3rd pie.").unwrap().sentences()
>>> " ".join(describe(token) for token in tokenize(sentence).unwrap())
'ann pays [money $12] for [count 25] apples and the [ordinal 3] pie'

`prepare` still rejects most of these forms (decimals, fractions, percents, "dozen", "half"),
so this sentence is given as the kernel would write it:

>>> eggs = Sentence("she buys 2 dozen eggs at $1.50 and half as many as 3/4 of the pies", 0, False, ())
>>> " ".join(describe(token) for token in tokenize(eggs).unwrap())
'she buys [count 24 dozen] eggs at [money $3/2] and [multiplier 1/2] as many as [fraction 3/4] of the pies'
>>> tokenize(Sentence("he ate a third pie", 0, False, ())).failure().reason
<TokenReason.AMBIGUOUS_ORDINAL: 'ambiguous_ordinal'>
"""

from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final, NamedTuple, assert_never

from returns.result import Failure, Result, Success

from organs.core.nouns import lemma_of, plural_of
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import MAX_DIGITS, ORDINAL_SUFFIXES, Number, Sentence, ordinal_suffix
from organs.core.vocabulary import COIN_WORDS


class QuantityKind(enum.StrEnum):
    """What a quantity's words say it is. Its role (a part of what, a rate of what) is the reader's."""

    COUNT = "count"  # 12, 3.5, 1 1/2, 2 hundred and 5, 2 dozen (24), a pair (2)
    MONEY = "money"  # $1.50, 50 cents, 5 dollars: the value in dollars; `money` says how it was written
    PERCENT = "percent"  # 20%, 20 percent: the value as stated (20); the proportion is value / 100
    FRACTION = "fraction"  # 3/4, 3 quarters of, a third of, half
    MULTIPLIER = "multiplier"  # twice, double, tripled, half as, a third as
    ORDINAL = "ordinal"  # 3rd, the third
    CLOCK = "clock"  # at 2:30, 2:30 pm: minutes after the hour 0 as written
    RATIO = "ratio"  # "in the ratio 3:5": the first term over the second (3/5)


class MoneyUnit(enum.StrEnum):
    """How a sum of money was written. Its value is always in dollars: "50 cents" is 1/2."""

    DOLLAR = "dollar"  # $5, 5 dollars
    CENT = "cent"  # 50 cents


class Group(enum.StrEnum):
    """A count stated in groups. Its value counts the items: "2 dozen" is 24, "a pair" is 2."""

    DOZEN = "dozen"
    PAIR = "pair"


class TokenReason(enum.StrEnum):
    """Why a sentence has no tokens: some stretch of it has no one exact reading."""

    UNREAD_SYMBOL = "unread_symbol"  # "+", "=", "€", "°", a "%" or "$" with no number at it
    MALFORMED_NUMBER = "malformed_number"  # "1,20", "1.2.3", "3/0", "2th", "2 3/2", "1 thirds"
    POWER = "power"  # "10^40"
    SIGNED_NUMBER = "signed_number"  # "-5", "+5"
    RANGE = "range"  # "5-10", "$5-$10"
    TOO_MANY_DIGITS = "too_many_digits"  # more digits than `organs.core.text.MAX_DIGITS`
    JOINED_WORD = "joined_word"  # "280k", "3/4ths", "covid-19": a number joined to a word
    VAGUE_QUANTITY = "vague_quantity"  # "dozens of", "several hundred", "thousands", "cut into thirds"
    AMBIGUOUS_ORDINAL = "ambiguous_ordinal"  # "a third pie" (ordinal or fraction), "a second" (or time), "20 first"
    AMBIGUOUS_FRACTION = "ambiguous_fraction"  # "3 quarters", "a quarter": a fraction, or coins, or a period
    AMBIGUOUS_COMPOSITION = "ambiguous_composition"  # "4 1/2 pound steaks", "2 hundred-dollar bills"
    AMBIGUOUS_CLOCK = "ambiguous_clock"  # "it is 10:27", "3:5": a time of day, or a ratio
    LONG_RATIO = "long_ratio"  # "in the ratio 2:1:3": a ratio of more than two terms


TokenRefusal = Refusal[TokenReason]


@dataclass(frozen=True, slots=True)
class Word:
    """A run of letters (with any inner apostrophe: "tom's"), lower case as prepared."""

    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Mark:
    """One punctuation character: , ; : ( ) [ ] " ' - / ! ? . &"""

    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Quantity:
    """An exactly valued stretch of text, `text` being the words it covers.

    `value` is an `int` when whole, else a `Fraction`. `money` is set exactly for MONEY; `group`
    when a COUNT was stated in groups (value / size of them). `numbers` are the kernel's
    `Number`s inside the span: none for a quantity stated in words only ("half", "a dozen")."""

    kind: QuantityKind
    value: int | Fraction
    text: str
    start: int
    end: int
    numbers: tuple[Number, ...] = ()
    money: MoneyUnit | None = None
    group: Group | None = None


Token = Word | Mark | Quantity


# The closed word sets, as data. Number words up to ninety-nine never reach here: `prepare`
# has made them digits. Scale words multiply what precedes them: "2 hundred", "a million".
SCALES: Final[tuple[tuple[str, int], ...]] = (
    ("hundred", 100), ("thousand", 1_000), ("million", 1_000_000), ("billion", 1_000_000_000),
)  # fmt: skip
ORDINALS: Final[tuple[tuple[str, int], ...]] = (
    ("first", 1), ("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5), ("sixth", 6),
    ("seventh", 7), ("eighth", 8), ("ninth", 9), ("tenth", 10), ("eleventh", 11), ("twelfth", 12),
    ("thirteenth", 13), ("fourteenth", 14), ("fifteenth", 15), ("sixteenth", 16),
    ("seventeenth", 17), ("eighteenth", 18), ("nineteenth", 19), ("twentieth", 20),
    ("thirtieth", 30), ("fortieth", 40), ("fiftieth", 50), ("sixtieth", 60), ("seventieth", 70),
    ("eightieth", 80), ("ninetieth", 90), ("hundredth", 100), ("thousandth", 1_000),
    ("millionth", 1_000_000),
)  # fmt: skip
# Denominators (singular, plural, value): "half", "quarter", and every ordinal from "third" on.
# "first" and "second" name no fraction; "second" is also a time unit.
FRACTION_WORDS: Final[tuple[tuple[str, str, int], ...]] = (
    ("half", "halves", 2),
    ("quarter", "quarters", 4),
    *((word, f"{word}s", value) for word, value in ORDINALS if value >= 3),
)
MULTIPLIERS: Final[tuple[tuple[int, tuple[str, ...]], ...]] = (
    (2, ("twice", "double", "doubles", "doubled", "doubling")),
    (3, ("thrice", "triple", "triples", "tripled", "tripling")),
    (4, ("quadruple", "quadruples", "quadrupled", "quadrupling")),
)
GROUPS: Final[tuple[tuple[Group, int, tuple[str, ...]], ...]] = (
    (Group.DOZEN, 12, ("dozen", "dozens")),
    (Group.PAIR, 2, ("pair", "pairs")),
)
MONEY_WORDS: Final[tuple[tuple[MoneyUnit, tuple[str, ...]], ...]] = (
    (MoneyUnit.DOLLAR, ("dollar", "dollars")),
    (MoneyUnit.CENT, ("cent", "cents")),
)
# Words that state a quantity without saying how much: "dozens of eggs", "thousands of people".
VAGUE_WORDS: Final[tuple[str, ...]] = ("dozens", "hundreds", "thousands", "millions", "billions")
# Before an ordinal word these make it one ("the third round", "tom's second job"); "each" and
# "every" do not ("every second" is also a time).
DETERMINERS: Final[tuple[str, ...]] = (
    "the", "his", "her", "their", "its", "my", "your", "our", "this", "that", "these", "those",
)  # fmt: skip
# After "a third" or "a quarter" these make it a fraction: "a third of", "a third as many",
# "a third the size". Anything else ("a third pie", "a third.") leaves it ambiguous.
FRACTION_CONTEXT: Final[tuple[str, ...]] = ("of", "as", *DETERMINERS)
# A time of day is written like a ratio ("10:27"); one of these words before it, or "am" / "pm"
# after it, says it is a time: "at 8:25", "from 9:00 to 5:30", "6:10 pm".
CLOCK_CUES: Final[tuple[str, ...]] = (
    "at", "from", "to", "until", "till", "by", "before", "after", "between", "and", "since", "around",
)  # fmt: skip
MARKS: Final[str] = ",;:()[]\"'-/!?.&"
# Read only next to a number: "$5", "20%", and "-5" / "+5", which are refused.
_NUMBER_MARKS: Final[str] = "$%+"
_BE: Final = ("is", "are", "was", "were")

_SCALE: Final[dict[str, int]] = dict(SCALES)
_ORDINAL: Final[dict[str, int]] = dict(ORDINALS)
_DENOMINATOR: Final[dict[str, int]] = {singular: value for singular, _, value in FRACTION_WORDS}
_DENOMINATOR_PLURAL: Final[dict[str, int]] = {plural: value for _, plural, value in FRACTION_WORDS}
_MULTIPLIER: Final[dict[str, int]] = {word: value for value, words in MULTIPLIERS for word in words}
_GROUP: Final[dict[str, Group]] = {word: group for group, _, words in GROUPS for word in words}
_GROUP_SIZE: Final[dict[Group, int]] = {group: size for group, size, _ in GROUPS}
_MONEY: Final[dict[str, MoneyUnit]] = {word: unit for unit, words in MONEY_WORDS for word in words}
# "20 second" and "20 first" are what `prepare` makes of "twenty-second" and "twenty-first".
_SPLIT_ORDINAL_TENS: Final = range(20, 100, 10)
# Every word `_Reader._word` may read as more than itself (a few more): the rest are words at once.
_QUANTITY_WORDS: Final = frozenset((
    "a", "an", "half", "quarter", "quarters", "second",
    *_MULTIPLIER, *VAGUE_WORDS, *_SCALE, *_GROUP, *_DENOMINATOR_PLURAL, *_ORDINAL,
))  # fmt: skip

# One lexeme at a time, every character but spaces in exactly one: a maximal run that starts with
# a digit (or a point and a digit: "$.25") and goes on with digits or number punctuation; a run of
# letters with any inner apostrophes; any other single character. Spaces are what `finditer`
# skips between matches, so no match is made of them. Possessive: linear.
_LEXEME_RE: Final = re.compile(r"(?P<number>\.?+[0-9][0-9,.:/^]*+)|(?P<word>[^\W\d_]++(?:'[^\W\d_]++)*+)|(?P<mark>\S)")
# The readings of one numeral, used whole (`fullmatch`). Each starts where no digit or number
# punctuation stands before it, so a search through a long run of digits is linear too.
_WHOLE_RE: Final = re.compile(r"(?<![0-9,.])(?:[0-9]++|[0-9]{1,3}+(?:,[0-9]{3}+)++)", re.ASCII)
# Grouped first: the possessive group never comes back to try it after "1" of "1,250.50".
_DECIMAL_RE: Final = re.compile(r"(?<![0-9,.])(?:[0-9]{1,3}+(?:,[0-9]{3}+)++|[0-9]++)?+\.[0-9]++", re.ASCII)
_FRACTION_RE: Final = re.compile(r"(?<![0-9])(?P<over>[0-9]++)/(?P<under>[0-9]++)", re.ASCII)
_CLOCK_RE: Final = re.compile(r"(?<![0-9])(?P<hours>[0-9]{1,2}+):(?P<minutes>[0-5][0-9])", re.ASCII)
_PAIR_RE: Final = re.compile(r"(?<![0-9])[0-9]++(?::[0-9]++)++", re.ASCII)  # "3:5", "2:30", "2:1:3"
# Every compiled pattern of this module, for the linear-time lane.
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (_LEXEME_RE, _WHOLE_RE, _DECIMAL_RE, _FRACTION_RE, _CLOCK_RE, _PAIR_RE)


@dataclass(frozen=True, slots=True)
class Lexed:
    """A sentence cut into lexemes (`lex`): what `read_tokens` reads, and enough to tell which words
    its tokens may be before they are read (`words_of`)."""

    sentence: Sentence
    lexemes: tuple[_Lexeme, ...]


def tokenize(sentence: Sentence) -> Result[tuple[Token, ...], TokenRefusal]:
    """Every character of `sentence` but its spaces, in order, in exactly one token; or a refusal.

    Linear in the sentence: each token is decided by at most a few words either side of it.
    """
    return lex(sentence).bind(read_tokens)


def lex(sentence: Sentence) -> Result[Lexed, TokenRefusal]:
    """The sentence's lexemes: runs of digits, of letters, and single marks; or a refusal of a
    character nothing reads."""
    lexemes = _lex(sentence)
    return Failure(lexemes) if isinstance(lexemes, Refusal) else Success(Lexed(sentence, tuple(lexemes)))


def read_tokens(lexed: Lexed) -> Result[tuple[Token, ...], TokenRefusal]:
    """`tokenize` of a sentence already lexed."""
    sentence, lexemes = lexed.sentence, lexed.lexemes
    reader = _Reader(sentence, lexemes)
    tokens: list[Token] = []
    position = 0
    while position < len(lexemes):
        step = reader.step(position, tokens[-1] if tokens else None)
        if isinstance(step, Refusal):
            return Failure(step)
        token, position = step
        tokens.append(token)
    return Success(_linked(tokens, sentence.numbers))


def words_of(lexed: Lexed) -> tuple[frozenset[str], int]:
    """Every word or mark a token of the sentence may be — each lexeme's, and each hyphenated
    pair's as one ("t-shirts") — and the most tokens it may have, one per lexeme. A frame that
    needs more than this cannot read the sentence, which is then not worth reading into tokens."""
    lexemes = lexed.lexemes
    said = {lexeme.text for lexeme in lexemes if lexeme.kind is not _Lex.NUMBER}
    said.update(
        f"{first.text}-{last.text}"
        for first, hyphen, last in zip(lexemes, lexemes[1:], lexemes[2:], strict=False)
        if hyphen.text == "-" and first.kind is _Lex.WORD and last.kind is _Lex.WORD
    )
    return frozenset(said), len(lexemes)


def describe(token: Token) -> str:
    """A token as one short string: a word or mark as itself, a quantity as `[kind value]`, money
    in dollars (saying so when the text wrote cents), a count in groups naming its group.

    >>> describe(Quantity(QuantityKind.MONEY, Fraction(1, 2), "50 cents", 0, 8, money=MoneyUnit.CENT))
    '[money $1/2 from cents]'
    """
    match token:
        case Word() | Mark():
            return token.text
        case Quantity(kind=QuantityKind.MONEY, money=MoneyUnit.CENT):
            return f"[money ${token.value} from cents]"
        case Quantity(kind=QuantityKind.MONEY):
            return f"[money ${token.value}]"
        case Quantity(group=Group() as group):
            return f"[{token.kind} {token.value} {group}]"
        case Quantity():
            return f"[{token.kind} {token.value}]"
        case _:
            assert_never(token)


class _Lex(enum.Enum):
    NUMBER = "number"
    WORD = "word"
    MARK = "mark"


class _Lexeme(NamedTuple):  # a tuple: made for every word of every sentence, and a tuple is made fastest
    kind: _Lex
    text: str
    start: int  # in `Prepared.text`
    end: int


class _Form(enum.Enum):
    WHOLE = "whole"  # 12, 1,200
    DECIMAL = "decimal"  # 3.5, .25
    FRACTION = "fraction"  # 3/4


@dataclass(frozen=True, slots=True)
class _Numeral:
    form: _Form
    value: Fraction


# The token read at a position, and the position reading goes on from; or why it cannot be read.
_Step = tuple[Token, int] | TokenRefusal


def _refuse(reason: TokenReason, detail: str) -> TokenRefusal:
    return Refusal(Organ.SERVING, Stage.PARSE, reason, detail)


def _exact(value: Fraction) -> int | Fraction:
    return value.numerator if value.denominator == 1 else value


def _dollars(unit: MoneyUnit) -> Fraction:
    """How many dollars one `unit` is."""
    match unit:
        case MoneyUnit.DOLLAR:
            return Fraction(1)
        case MoneyUnit.CENT:
            return Fraction(1, 100)
        case _:
            assert_never(unit)


def _lex(sentence: Sentence) -> list[_Lexeme] | TokenRefusal:
    found: list[_Lexeme] = []
    for match in _LEXEME_RE.finditer(sentence.text):
        start, text = sentence.start + match.start(), match.group()
        kind = match.lastgroup
        if kind == "word":
            found.append(_Lexeme(_Lex.WORD, text, start, start + len(text)))
        elif kind == "number":
            if "^" in text:
                return _refuse(TokenReason.POWER, f"{text!r} is a power")
            number = text.rstrip(",.:/")
            found.append(_Lexeme(_Lex.NUMBER, number, start, start + len(number)))
            # "5," "$15/hour": the punctuation after a number is a mark of its own.
            for offset, character in enumerate(text[len(number) :], start=start + len(number)):
                found.append(_Lexeme(_Lex.MARK, character, offset, offset + 1))
        elif text in MARKS or text in _NUMBER_MARKS:
            found.append(_Lexeme(_Lex.MARK, text, start, start + 1))
        else:
            return _refuse(TokenReason.UNREAD_SYMBOL, f"{text!r} has no reading")
    return found


def _numeral(text: str) -> _Numeral | TokenRefusal:
    """The one exact reading of a run of digits and number punctuation."""
    digits = sum(character.isdigit() for character in text)
    if digits > MAX_DIGITS:
        return _refuse(TokenReason.TOO_MANY_DIGITS, f"a {digits}-digit number")
    if _WHOLE_RE.fullmatch(text):
        return _Numeral(_Form.WHOLE, Fraction(int(text.replace(",", ""))))
    if _DECIMAL_RE.fullmatch(text):
        return _Numeral(_Form.DECIMAL, Fraction(text.replace(",", "")))
    ratio = _FRACTION_RE.fullmatch(text)
    if ratio is not None and int(ratio.group("under")) > 0:
        return _Numeral(_Form.FRACTION, Fraction(int(ratio.group("over")), int(ratio.group("under"))))
    return _refuse(TokenReason.MALFORMED_NUMBER, f"{text!r} is not one number")


def _linked(tokens: Sequence[Token], numbers: Sequence[Number]) -> tuple[Token, ...]:
    """Each quantity with the kernel's numbers inside its span; both are in text order."""
    linked: list[Token] = []
    k = 0
    for token in tokens:
        if isinstance(token, Quantity):
            while k < len(numbers) and numbers[k].start < token.start:
                k += 1
            inside = k
            while inside < len(numbers) and numbers[inside].start < token.end:
                inside += 1
            token = replace(token, numbers=tuple(numbers[k:inside]))
            k = inside
        linked.append(token)
    return tuple(linked)


class _Reader:
    """Reads tokens off a sentence's lexemes; each method returns a `_Step`."""

    def __init__(self, sentence: Sentence, lexemes: Sequence[_Lexeme]) -> None:
        self._sentence = sentence
        self._lexemes = lexemes
        # Where the sentence first says "ratio": a pair after it ("is 3:5") is one.
        self._ratio_at = next((at for at, lexeme in enumerate(lexemes) if lexeme.text == "ratio"), len(lexemes))
        # Whether it names a coin other than a quarter: "10 quarters" beside "3 dimes" are coins.
        self._coins = any(lexeme.text in COIN_WORDS for lexeme in lexemes)

    def step(self, at: int, previous: Token | None) -> _Step:
        lexeme = self._lexemes[at]
        match lexeme.kind:
            case _Lex.NUMBER:
                return self._number(at)
            case _Lex.WORD:
                return self._word(at, previous)
            case _Lex.MARK:
                return self._mark(at, previous)
            case _:
                assert_never(lexeme.kind)

    # -- looking around ---------------------------------------------------------------------

    def _word_at(self, at: int) -> str | None:
        if 0 <= at < len(self._lexemes) and self._lexemes[at].kind is _Lex.WORD:
            return self._lexemes[at].text
        return None

    def _counts_coins(self, at: int) -> bool:
        """Whether "quarters" at `at` are coins: in a sentence that names another coin, and not a
        share of something ("3 quarters of the dimes") nor perhaps one ("of his coins, 3 quarters
        are dimes": a share, or coins?)."""
        return (
            self._coins and self._word_at(at) == "quarters" and self._word_at(at + 1) not in (*FRACTION_CONTEXT, *_BE)
        )

    def _touching(self, left: int, right: int) -> bool:
        """Whether lexemes `left` and `right` both exist and nothing separates them."""
        return left >= 0 and right < len(self._lexemes) and self._lexemes[left].end == self._lexemes[right].start

    def _alone(self, at: int, form: _Form) -> Fraction | None:
        """The value of a number of `form` standing alone at `at`: "5" or "5," but not "5th" or "5%"."""
        lexemes = self._lexemes
        if at >= len(lexemes) or lexemes[at].kind is not _Lex.NUMBER:
            return None
        if self._touching(at, at + 1) and (lexemes[at + 1].kind is _Lex.WORD or lexemes[at + 1].text == "%"):
            return None
        numeral = _numeral(lexemes[at].text)
        if isinstance(numeral, Refusal) or numeral.form is not form:
            return None
        return numeral.value

    def _plain_whole(self, at: int) -> int | None:
        value = self._alone(at, _Form.WHOLE)
        return None if value is None else value.numerator

    def _quantity(
        self,
        first: int,
        end: int,
        kind: QuantityKind,
        value: Fraction,
        money: MoneyUnit | None = None,
        group: Group | None = None,
    ) -> _Step:
        """The quantity made of lexemes `first` to `end` (exclusive), unless a hyphen glues its last
        word to the next: "2 hundred-dollar bills" and "1 third-grade class" are counts of bills and
        classes, not of hundreds and thirds."""
        lexemes = self._lexemes
        glued = end - first > 1 and lexemes[end - 1].kind is _Lex.WORD and self._touching(end - 1, end)
        glued = glued and kind is not QuantityKind.ORDINAL  # "the 2nd-grade class": "2nd" is whole
        if glued and lexemes[end].text == "-":
            return self._ambiguous_composition(first, end + 1)
        start, stop = lexemes[first].start, lexemes[end - 1].end
        text = self._sentence.text[start - self._sentence.start : stop - self._sentence.start]
        return (Quantity(kind, _exact(value), text, start, stop, (), money, group), end)

    def _ambiguous_composition(self, first: int, end: int) -> TokenRefusal:
        start, stop = self._lexemes[first].start, self._lexemes[min(end, len(self._lexemes)) - 1].end
        text = self._sentence.text[start - self._sentence.start : stop - self._sentence.start]
        return _refuse(TokenReason.AMBIGUOUS_COMPOSITION, f"{text!r} has more than one reading")

    # -- marks ------------------------------------------------------------------------------

    def _mark(self, at: int, previous: Token | None) -> _Step:
        lexeme = self._lexemes[at]
        following = self._lexemes[at + 1] if at + 1 < len(self._lexemes) else None
        signs_number = following is not None and self._touching(at, at + 1) and following.kind is _Lex.NUMBER
        if lexeme.text == "$":
            if signs_number:
                return self._money(at)
            return _refuse(TokenReason.UNREAD_SYMBOL, "'$' with no amount")
        signs_money = lexeme.text == "-" and following is not None and following.text == "$"
        if lexeme.text in "-+" and self._touching(at, at + 1) and (signs_number or signs_money):
            joined = previous is not None and previous.end == lexeme.start and not isinstance(previous, Mark)
            if not joined:
                return _refuse(TokenReason.SIGNED_NUMBER, f"a number signed {lexeme.text!r}")
            if lexeme.text == "+":
                return _refuse(TokenReason.UNREAD_SYMBOL, "'+' between numbers")
            if isinstance(previous, Quantity):
                return _refuse(TokenReason.RANGE, "a range of numbers")
            return _refuse(TokenReason.JOINED_WORD, "a word joined to a number")
        if lexeme.text in _NUMBER_MARKS:
            return _refuse(TokenReason.UNREAD_SYMBOL, f"{lexeme.text!r} with no number at it")
        return (Mark(lexeme.text, lexeme.start, lexeme.end), at + 1)

    # -- numbers ----------------------------------------------------------------------------

    def _money(self, dollar_sign: int) -> _Step:
        at = dollar_sign + 1
        numeral = _numeral(self._lexemes[at].text)
        if isinstance(numeral, Refusal):
            return numeral
        if self._touching(at, at + 1) and self._lexemes[at + 1].kind is _Lex.WORD:
            return _refuse(TokenReason.JOINED_WORD, f"{self._lexemes[at + 1].text!r} is joined to a sum of money")
        return self._amount(dollar_sign, at, numeral, is_money=True)

    def _number(self, at: int) -> _Step:
        lexeme = self._lexemes[at]
        if self._touching(at - 1, at) and self._lexemes[at - 1].kind is _Lex.WORD:
            return _refuse(TokenReason.JOINED_WORD, f"{self._lexemes[at - 1].text!r} is joined to a number")
        if _PAIR_RE.fullmatch(lexeme.text):
            return self._pair(at)
        numeral = _numeral(lexeme.text)
        if isinstance(numeral, Refusal):
            return numeral
        if self._touching(at, at + 1) and self._lexemes[at + 1].kind is _Lex.WORD:
            suffix = self._lexemes[at + 1].text
            if numeral.form is _Form.WHOLE and suffix == ordinal_suffix(numeral.value.numerator):
                return self._quantity(at, at + 2, QuantityKind.ORDINAL, numeral.value)
            if suffix in ORDINAL_SUFFIXES:
                return _refuse(TokenReason.MALFORMED_NUMBER, f"{lexeme.text}{suffix!r} has the wrong ending")
            return _refuse(TokenReason.JOINED_WORD, f"{lexeme.text}{suffix!r} joins a number to a word")
        return self._amount(at, at, numeral, is_money=False)

    def _pair(self, at: int) -> _Step:
        """Numbers joined by colons: a time of day where a word says so ("at 2:30", "2:30 pm"), a
        ratio after "ratio" ("in the ratio 3:5"); else either, and refused."""
        text = self._lexemes[at].text
        if self._touching(at, at + 1) and self._lexemes[at + 1].kind is _Lex.WORD:
            return _refuse(TokenReason.JOINED_WORD, f"{text}{self._lexemes[at + 1].text!r} joins a number to a word")
        clock = _CLOCK_RE.fullmatch(text)
        timed = self._word_at(at - 1) in CLOCK_CUES or self._word_at(at + 1) in ("am", "pm")
        if timed and clock is not None:
            minutes = 60 * int(clock.group("hours")) + int(clock.group("minutes"))
            return self._quantity(at, at + 1, QuantityKind.CLOCK, Fraction(minutes))
        if timed or self._ratio_at > at:
            return _refuse(TokenReason.AMBIGUOUS_CLOCK, f"{text!r}: a time of day, or a ratio")
        terms = [int(term) for term in text.split(":")]
        if len(terms) > 2:
            return _refuse(TokenReason.LONG_RATIO, f"{text!r} has {len(terms)} terms")
        first, second = terms
        if first == 0 or second == 0:
            return _refuse(TokenReason.MALFORMED_NUMBER, f"{text!r} has a term of 0")
        return self._quantity(at, at + 1, QuantityKind.RATIO, Fraction(first, second))

    def _amount(self, first: int, at: int, numeral: _Numeral, *, is_money: bool) -> _Step:
        """A number and what completes it: a mixed part, scales, then (unless after "$") a percent
        sign or word, a money word, a group word or a fraction word, and "as"."""
        spelled = self._lexemes[at].kind is _Lex.NUMBER  # not the "a" of "a hundred"
        value, end, mixed = numeral.value, at + 1, False
        if numeral.form is _Form.WHOLE and spelled:
            part = self._mixed_part(end)
            if isinstance(part, Refusal):
                return part
            if part is not None:
                value, end, mixed = value + part[0], part[1], True
        continued = False
        if numeral.form is not _Form.FRACTION:
            value, end, continued = self._scaled(value, end)
        follower = self._word_at(end)
        # Two numbers made one can come apart again: "4 1/2 pound steaks" are 4 steaks of half a
        # pound, or steaks of 4 1/2 pounds; "1 hundred and 20 dollar bills" are 120 bills, or 100
        # twenty-dollar bills (prepare drops the hyphen); "2013 1/2 of them" is a year and a half.
        if (mixed or continued) and follower is not None and follower not in _GROUP and _singular_only(follower):
            return self._ambiguous_composition(first, end + 1)
        if mixed and follower == "of":
            return self._ambiguous_composition(first, end + 1)
        if (mixed or continued) and self._touching(end - 1, end) and self._lexemes[end].text == "-":
            return self._ambiguous_composition(first, end + 1)  # "4 1/2-pound steaks"
        if end < len(self._lexemes) and self._lexemes[end].text == "$" and self._touching(end - 1, end):
            if is_money or numeral.form is _Form.FRACTION:
                return _refuse(TokenReason.MALFORMED_NUMBER, "'$' on both sides of a number, or after a fraction")
            return self._quantity(first, end + 1, QuantityKind.MONEY, value, money=MoneyUnit.DOLLAR)  # "600$"
        if is_money:
            return self._quantity(first, end, QuantityKind.MONEY, value, money=MoneyUnit.DOLLAR)
        kind = QuantityKind.FRACTION if numeral.form is _Form.FRACTION else QuantityKind.COUNT
        if end < len(self._lexemes) and self._lexemes[end].text == "%" and self._touching(end - 1, end):
            return self._quantity(first, end + 1, QuantityKind.PERCENT, value)
        if follower == "percent":
            return self._quantity(first, end + 1, QuantityKind.PERCENT, value)
        if follower == "per" and self._word_at(end + 1) == "cent":
            return self._quantity(first, end + 2, QuantityKind.PERCENT, value)
        if follower in _MONEY:
            unit = _MONEY[follower]
            return self._quantity(first, end + 1, QuantityKind.MONEY, value * _dollars(unit), money=unit)
        group = self._group_at(end)
        if group is not None:
            return self._quantity(first, end + 1, QuantityKind.COUNT, value * _GROUP_SIZE[group], group=group)
        if numeral.form is _Form.WHOLE and spelled and end == at + 1:
            fraction = self._fraction_after(first, value.numerator, end)
            if fraction is not None:
                return fraction
        if kind is QuantityKind.FRACTION and follower == "as":
            return self._quantity(first, end, QuantityKind.MULTIPLIER, value)
        return self._quantity(first, end, kind, value)

    def _mixed_part(self, at: int) -> tuple[Fraction, int] | TokenRefusal | None:
        """The fraction that follows a whole number to make a mixed one: "1 1/2", "2 and a half",
        "2 and 3 quarters". None when there is none."""
        ratio = self._alone(at, _Form.FRACTION)
        if ratio is not None:
            if ratio >= 1:
                return _refuse(TokenReason.MALFORMED_NUMBER, f"{self._lexemes[at].text!r} after a whole number")
            return (ratio, at + 1)
        if self._word_at(at) != "and":
            return None
        over = 1 if self._word_at(at + 1) in ("a", "an") else self._plain_whole(at + 1)
        word = self._word_at(at + 2)
        if over is None or word is None:
            return None
        under = _DENOMINATOR.get(word) if over == 1 else _DENOMINATOR_PLURAL.get(word)
        if under is None or over >= under:
            return None
        return (Fraction(over, under), at + 3)

    def _scaled(self, value: Fraction, at: int) -> tuple[Fraction, int, bool]:
        """`value` times any scale words after it, with what continues them: "2 hundred and 5",
        "1 million 200 thousand", "1.5 million". Also whether a number continued a scale."""
        total, group, end, continued = Fraction(0), value, at, False
        ceiling: int | None = None  # the last scale above a hundred; each must be smaller
        hundred = False  # whether this group has had its "hundred"
        while (word := self._word_at(end)) in _SCALE:
            size = _SCALE[word]
            if size == 100:
                if hundred or group == 0:
                    break
                group, hundred = group * 100, True
            else:
                if ceiling is not None and size >= ceiling:
                    break
                total, group, ceiling, hundred = total + group * size, Fraction(0), size, False
            end += 1
            after_and = end + 1 if self._word_at(end) == "and" else end
            more = self._plain_whole(after_and)
            if more is not None and more < size:
                group, end, continued = group + more, after_and + 1, True
        return total + group, end, continued

    def _fraction_after(self, first: int, over: int, at: int) -> _Step | None:
        """A whole number followed by a fraction or ordinal word: "1 third", "2 thirds", "3 quarters
        of". None when the word is neither."""
        word = self._word_at(at)
        if word is None:
            return None
        if word == "first" or (word == "second" and over in _SPLIT_ORDINAL_TENS):
            return _refuse(TokenReason.AMBIGUOUS_ORDINAL, f"'{over} {word}' (a spelled ordinal, split?)")
        if word in _DENOMINATOR:
            if over != 1:
                reason = TokenReason.AMBIGUOUS_ORDINAL if word in _ORDINAL else TokenReason.MALFORMED_NUMBER
                return _refuse(reason, f"'{over} {word}'")
            under = _DENOMINATOR[word]
        elif word in _DENOMINATOR_PLURAL:
            if over == 1:
                return _refuse(TokenReason.MALFORMED_NUMBER, f"'{over} {word}'")
            under = _DENOMINATOR_PLURAL[word]
        else:
            return None
        if self._counts_coins(at):
            return None  # "two quarters and a dime": a count of coins
        if word in ("quarter", "quarters") and self._word_at(at + 1) not in FRACTION_CONTEXT:
            return _refuse(TokenReason.AMBIGUOUS_FRACTION, f"'{over} {word}': a fraction, or coins")
        return self._fraction(first, Fraction(over, under), at + 1)

    def _fraction(self, first: int, value: Fraction, end: int) -> _Step:
        """A fraction that ends before `end`, and what it makes of the next word: "half as" is a
        multiplier, "a half dozen" a count."""
        follower = self._word_at(end)
        if follower == "as":
            return self._quantity(first, end, QuantityKind.MULTIPLIER, value)
        group = self._group_at(end)
        if group is not None:
            return self._quantity(first, end + 1, QuantityKind.COUNT, value * _GROUP_SIZE[group], group=group)
        return self._quantity(first, end, QuantityKind.FRACTION, value)

    def _group_at(self, at: int) -> Group | None:
        """The group the word at `at` counts in, if it is one: "2 dozen" are 24. "2 pairs of
        shoes" are 2 of something, pairs: a pair of shorts is one garment, a pair of socks two."""
        word = self._word_at(at)
        group = _GROUP.get(word) if word is not None else None
        if group is Group.PAIR and self._word_at(at + 1) == "of":
            return None
        return group

    # -- words ------------------------------------------------------------------------------

    def _word(self, at: int, previous: Token | None) -> _Step:
        lexeme = self._lexemes[at]
        word = lexeme.text
        compound = self._compound(at)
        if compound is not None:
            return compound
        if word not in _QUANTITY_WORDS:
            return (Word(word, lexeme.start, lexeme.end), at + 1)
        if word in ("a", "an"):
            return self._article(at, previous)
        if word == "half":
            if self._word_at(at + 1) in ("a", "an") and self._word_at(at + 2) == "dozen":
                return self._quantity(at, at + 3, QuantityKind.COUNT, Fraction(6), group=Group.DOZEN)
            return self._fraction(at, Fraction(1, 2), at + 1)
        if word in _MULTIPLIER:
            return self._quantity(at, at + 1, QuantityKind.MULTIPLIER, Fraction(_MULTIPLIER[word]))
        if word in VAGUE_WORDS or word in _SCALE:
            return _refuse(TokenReason.VAGUE_QUANTITY, f"{word!r} with no number before it")
        if _GROUP.get(word) is Group.DOZEN:
            return self._quantity(at, at + 1, QuantityKind.COUNT, Fraction(12), group=Group.DOZEN)
        if self._counts_coins(at):
            return (Word(word, lexeme.start, lexeme.end), at + 1)  # "10 quarters and 3 dimes"
        if word in ("quarter", "quarters"):
            return _refuse(TokenReason.AMBIGUOUS_FRACTION, f"{word!r}: a fraction, a coin or a period")
        if word in _DENOMINATOR_PLURAL:
            return _refuse(TokenReason.VAGUE_QUANTITY, f"{word!r} with no number before it")
        # "every second day", "second place": an ordinal; "per second", "each second,": a time.
        follower = self._word_at(at + 1)
        unsure = word == "second" and not isinstance(previous, Quantity) and not _determines(previous)
        if unsure and follower is not None and _singular_only(follower):
            return _refuse(TokenReason.AMBIGUOUS_ORDINAL, f"'second {follower}': an ordinal, or a time")
        if word in _ORDINAL and _determines(previous):
            return self._quantity(at, at + 1, QuantityKind.ORDINAL, Fraction(_ORDINAL[word]))
        return (Word(word, lexeme.start, lexeme.end), at + 1)

    def _compound(self, at: int) -> _Step | None:
        """A hyphenated noun the lexicon lists ("t-shirts"), as one word; other hyphens stay marks."""
        if (
            at + 2 >= len(self._lexemes)
            or self._lexemes[at + 1].text != "-"
            or self._lexemes[at + 2].kind is not _Lex.WORD
        ):
            return None
        if not (self._touching(at, at + 1) and self._touching(at + 1, at + 2)):
            return None
        first, last = self._lexemes[at], self._lexemes[at + 2]
        word = f"{first.text}-{last.text}"
        return (Word(word, first.start, last.end), at + 3) if lemma_of(word) is not None else None

    def _article(self, at: int, previous: Token | None) -> _Step:
        """ "a" or "an": one of a scale, a group or a fraction when it is one; else a word.

        After a quantity, "a" before a group may mean "per" ("$3 a dozen", "$50 a pair"), so it
        stays a word there, and the group word is read alone."""
        lexeme = self._lexemes[at]
        word = self._word_at(at + 1)
        after_quantity = isinstance(previous, Quantity)
        if word is not None and not after_quantity and (word in _SCALE or self._group_at(at + 1) is not None):
            return self._amount(at, at, _Numeral(_Form.WHOLE, Fraction(1)), is_money=False)
        if word == "second":
            return _refuse(TokenReason.AMBIGUOUS_ORDINAL, "'a second': another one, or one second")
        if word is not None and word in _DENOMINATOR:
            under = _DENOMINATOR[word]
            if under == 2 or self._word_at(at + 2) in FRACTION_CONTEXT:
                return self._fraction(at, Fraction(1, under), at + 2)
            if word == "quarter":
                return _refuse(TokenReason.AMBIGUOUS_FRACTION, f"'a {word}': a fraction, a coin or a period")
            return _refuse(TokenReason.AMBIGUOUS_ORDINAL, f"'a {word}': a fraction, or another one")
        return (Word(lexeme.text, lexeme.start, lexeme.end), at + 1)


def _determines(previous: Token | None) -> bool:
    """Whether `previous` makes the ordinal word after it count a position: "the", "his", "tom's"."""
    return isinstance(previous, Word) and (previous.text in DETERMINERS or previous.text.endswith("'s"))


def _singular_only(word: str) -> bool:
    """A noun in its singular that is not also its own plural: "pound" yes; "pounds", "sheep", "of" no."""
    return lemma_of(word) == word and plural_of(word) != word
