"""Candidate extractors of the serving path: one sentence in, every reading it admits out.

Each extractor matches a whole sentence (`fullmatch`), so a sentence either is one of the
shapes below in full or yields nothing from that extractor; a candidate records the exact
`Number`s it consumed, so the reliability gate can check that every stated quantity was
used. Patterns are compiled once, possessive or literal-delimited (linear time).

>>> from organs.core.text import alternation, prepare
>>> [s] = prepare("Bob can shuck 10 oysters in 5 minutes.").unwrap().sentences()
>>> [(c.actor, c.count, c.unit, c.per_count, c.per_unit.value) for c in extract_capacity_candidates(s)]
[('bob', 10, 'oysters', 5, 'minute')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from organs.core import vocabulary
from organs.core.text import Number, Sentence, alternation
from organs.core.units import TIME_UNIT_SPELLINGS, TimeUnit, time_unit
from organs.core.vocabulary import Direction, statement_forms

_TIME: Final = alternation(TIME_UNIT_SPELLINGS)
_BASE_VERBS: Final = alternation(base for base, _ in vocabulary.CAPACITY_VERBS)
_THIRD_VERBS: Final = alternation(third for _, third in vocabulary.CAPACITY_VERBS)
_BASE_OF: Final[dict[str, str]] = {form: base for base, third in vocabulary.CAPACITY_VERBS for form in (base, third)}
_MODAL: Final = alternation(vocabulary.MODALS)
_TITLE: Final = rf"(?:(?P<title>{alternation(vocabulary.TITLES)}) )?"  # "ms alice can grade …"
# "10" or, for exactly one, "a" / "an" (no number token then).
_COUNT: Final = r"(?:(?P<{0}>\d++)|an?)"

CAPACITY_RE: Final = re.compile(
    rf"\b{_TITLE}(?P<actor>[a-z]++) (?:{_MODAL}) (?P<verb>{_BASE_VERBS}) {_COUNT.format('n')} (?P<unit>[a-z]++)"
    rf" in {_COUNT.format('m')} (?P<per>{_TIME})",
    re.ASCII,
)
CAPACITY_PER_RE: Final = re.compile(
    rf"\b{_TITLE}(?P<actor>[a-z]++) (?:(?:{_MODAL}) (?P<verb>{_BASE_VERBS})|(?P<third>{_THIRD_VERBS}))"
    rf" (?P<n>\d++) (?P<unit>[a-z]++) (?:per|an?|each|every) (?P<per>{_TIME})",
    re.ASCII,
)
CAPACITY_QUESTION_RE: Final = re.compile(
    rf"(?:(?:{alternation(vocabulary.SAME_RATE_PREFIXES)}),? )?how many (?P<unit>[a-z]++) (?:{_MODAL})"
    rf" {_TITLE}(?P<actor>[a-z]++) (?P<verb>{_BASE_VERBS}) in {_COUNT.format('t')} (?P<per>{_TIME})",
    re.ASCII,
)
INITIAL_RE: Final = re.compile(r"\b(?P<entity>[a-z]++) (?:has|had) (?P<n>\d++) (?P<unit>[a-z]++)", re.ASCII)
GAIN_RE: Final = re.compile(
    rf"\b(?:then,? )?(?P<who>[a-z]++) (?:then )?(?:{alternation(statement_forms(vocabulary.GAIN_VERBS))}) (?P<n>\d++)(?: more)?(?: (?P<unit>[a-z]++))?",
    re.ASCII,
)
LOSS_RE: Final = re.compile(
    rf"\b(?:then,? )?(?P<who>[a-z]++) (?:then )?(?:{alternation(statement_forms(vocabulary.LOSS_VERBS))}) (?P<n>\d++)(?: (?P<unit>[a-z]++))?"
    r"(?: to (?P<to>[a-z]++))?",
    re.ASCII,
)
ENTITY_QUESTION_RE: Final = re.compile(
    rf"how many(?: (?P<unit>[a-z]++))? (?:does|(?P<past>did)|will) (?P<entity>[a-z]++) have"
    rf"(?: (?P<now>{alternation(vocabulary.NOW_WORDS)}))?",
    re.ASCII,
)
AGGREGATE_QUESTION_RE: Final = re.compile(
    rf"how many(?: (?P<unit>[a-z]++))? do (?:they|(?P<first>[a-z]++) and (?P<second>[a-z]++))"
    rf" have (?:{alternation(vocabulary.TOTAL_WORDS)})",
    re.ASCII,
)

PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    CAPACITY_RE, CAPACITY_PER_RE, CAPACITY_QUESTION_RE, INITIAL_RE, GAIN_RE, LOSS_RE,
    ENTITY_QUESTION_RE, AGGREGATE_QUESTION_RE,
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class CandidateInitialState:
    """ "Tom has 12 marbles."""

    entity: str
    count: int
    unit: str
    number: Number


@dataclass(frozen=True, slots=True)
class CandidateChange:
    """ "He buys 5 more", "She gives 3 marbles to Ann": `who` may be a pronoun; `unit` may be implicit."""

    who: str
    direction: Direction
    count: int
    unit: str | None
    recipient: str | None
    number: Number


@dataclass(frozen=True, slots=True)
class CandidateEntityQuestion:
    """ "How many marbles does Tom have now?\""""

    entity: str
    unit: str | None


@dataclass(frozen=True, slots=True)
class CandidateAggregateQuestion:
    """ "How many marbles do they have in total?", "… do Lena and Omar have altogether?\""""

    unit: str | None
    entities: tuple[str, ...] | None  # the named entities; None for "they"


@dataclass(frozen=True, slots=True)
class CandidateCapacityRate:
    """ "Bob can shuck 10 oysters in 5 minutes": `count` units per `per_count` `per_unit`s."""

    actor: str
    verb: str  # base form
    count: int
    unit: str
    per_count: int
    per_unit: TimeUnit
    count_number: Number | None  # None where the text said "a" / "an"
    per_number: Number | None
    title: str | None  # "ms" in "Ms. Lee can grade …": it decides the pronoun


@dataclass(frozen=True, slots=True)
class CandidateCapacityQuestion:
    """ "How many oysters can he shuck in 2 hours?": `per_count` `per_unit`s of work."""

    actor: str  # a name, or a pronoun that must refer to the rate's actor
    verb: str
    unit: str
    per_count: int
    per_unit: TimeUnit
    number: Number | None


StateCandidate = CandidateInitialState | CandidateChange
QuestionCandidate = CandidateEntityQuestion | CandidateAggregateQuestion


def extract_capacity_candidates(sentence: Sentence) -> list[CandidateCapacityRate]:
    found = []
    for pattern in (CAPACITY_RE, CAPACITY_PER_RE):
        match = pattern.fullmatch(sentence.text)
        if match is None or match.group("actor") in vocabulary.NOT_NAMES:
            continue
        verb = _BASE_OF[match.group("verb") or match.group("third")]
        per_group = "m" if pattern is CAPACITY_RE else None  # "per minute" states no number
        found.append(
            CandidateCapacityRate(
                match.group("actor"),
                verb,
                _count(match, "n"),
                match.group("unit"),
                _count(match, per_group),
                _time(match.group("per")),
                _number(sentence, match, "n"),
                _number(sentence, match, per_group),
                match.group("title"),
            )
        )
    return found


def extract_capacity_question_candidates(sentence: Sentence) -> list[CandidateCapacityQuestion]:
    match = CAPACITY_QUESTION_RE.fullmatch(sentence.text)
    if match is None:
        return []
    actor = match.group("actor")
    if actor in vocabulary.NOT_NAMES and actor not in vocabulary.PRONOUN_WORDS:
        return []
    return [
        CandidateCapacityQuestion(
            actor,
            match.group("verb"),
            match.group("unit"),
            _count(match, "t"),
            _time(match.group("per")),
            _number(sentence, match, "t"),
        )
    ]


def extract_state_candidates(sentence: Sentence) -> list[StateCandidate]:
    found: list[StateCandidate] = []
    initial = INITIAL_RE.fullmatch(sentence.text)
    # "Pia has 6 fewer" counts no "fewers": a comparison this reader does not read.
    if (
        initial is not None
        and initial.group("entity") not in vocabulary.NOT_NAMES
        and initial.group("unit") not in vocabulary.NOT_COUNTED
    ):
        number = _required_number(sentence, initial)
        found.append(CandidateInitialState(initial.group("entity"), _whole(number), initial.group("unit"), number))
    for pattern, direction in ((GAIN_RE, Direction.GAIN), (LOSS_RE, Direction.LOSS)):
        change = pattern.fullmatch(sentence.text)
        if change is None:
            continue
        recipient = change.group("to") if direction is Direction.LOSS else None
        number = _required_number(sentence, change)
        found.append(
            CandidateChange(change.group("who"), direction, _whole(number), change.group("unit"), recipient, number)
        )
    return found


def extract_question_candidates(sentence: Sentence) -> list[QuestionCandidate]:
    found: list[QuestionCandidate] = []
    entity = ENTITY_QUESTION_RE.fullmatch(sentence.text)
    # "How many did he have?" may ask before the changes or after them; "did … have left" may not.
    if entity is not None and (entity.group("past") is None or entity.group("now") is not None):
        found.append(CandidateEntityQuestion(entity.group("entity"), entity.group("unit")))
    aggregate = AGGREGATE_QUESTION_RE.fullmatch(sentence.text)
    if aggregate is not None:
        first, second = aggregate.group("first", "second")
        entities = None if first is None or second is None else (first, second)
        found.append(CandidateAggregateQuestion(aggregate.group("unit"), entities))
    return found


def _count(match: re.Match[str], group: str | None) -> int:
    """The number in `group`, or 1 where the text said "a" / "an" or stated no number."""
    digits = match.group(group) if group else None
    return int(digits) if digits else 1


def _time(spelling: str) -> TimeUnit:
    unit = time_unit(spelling)
    assert unit is not None  # the patterns admit only time-unit spellings
    return unit


def _number(sentence: Sentence, match: re.Match[str], group: str | None) -> Number | None:
    """The kernel's `Number` that `group` matched; None where it matched "a" / "an"."""
    if group is None or match.group(group) is None:
        return None
    number = sentence.number_at(match.start(group))
    assert number is not None  # prepared text holds a Number at every digit run
    return number


def _required_number(sentence: Sentence, match: re.Match[str]) -> Number:
    number = _number(sentence, match, "n")
    assert number is not None  # the group is `\d++`, never "a" / "an"
    return number


def _whole(number: Number) -> int:
    # The group is a run of digits in a sentence the kernel prepared strictly: an integer.
    assert isinstance(number.value, int)
    return number.value
