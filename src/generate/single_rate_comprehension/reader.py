"""The R3 reader: one explicit rate and one query, or a refusal.

A rate is "<N> <noun> per <time>" (also a / an / each / every / "/", and "60 mph") or a
capacity "<N> <noun> in <M> <time>". Exactly one rate must be stated and every number
must belong to it or to the query's one known value. R3 reads no cooperation cues: a
one-rate text that says "together" is over-read as a single rate (ledger §7, cmb-11),
which is what the router's R4 precedence exists for.

>>> from core.text import prepare
>>> read(prepare("A car travels at 60 mph for 3 hours. How many miles does it travel?").unwrap()).unwrap().as_json()["known"]
3
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from returns.result import Failure, Result, Success

from core.comprehension_attempt.rate_phrases import (
    CLOCK_RE,
    DURATION_RE,
    HOW_LONG_RE,
    HOW_MANY_RE,
    MASS,
    PLURAL_OF,
    QUANTITY_RE,
    RATE_LIKE_RE,
    RATE_RE,
    TIME,
)
from core.numbers import PositiveInt
from core.reading import positive, refuse
from core.refusal import Organ, Refusal
from core.text import InputReason, Prepared, covered
from core.units import TimeUnit, time_unit
from core.vocabulary import QUESTION_OPENERS
from generate.single_rate_comprehension.model import (
    QuantityQuery,
    Query,
    RateQuery,
    ReaderReason,
    SingleRateSetup,
    TimeQuery,
)

ReadRefusal = Refusal[ReaderReason | InputReason]
ReadResult = Result[SingleRateSetup, ReadRefusal]
Span = tuple[int, int]


CAPACITY_RE: Final = re.compile(
    rf"(?<![\w$])(?P<n>\d++) (?P<noun>[a-z]++){MASS} in (?:(?P<m>\d++)|an?) (?P<per>{TIME})\b", re.ASCII
)
ANSWER_UNIT_RE: Final = re.compile(rf"\bin (?P<unit>{TIME})\b(?! ?\d)", re.ASCII)

PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    CAPACITY_RE,
    ANSWER_UNIT_RE,
)  # this reader's own; shared ones: core.comprehension_attempt.rate_phrases


@dataclass(frozen=True, slots=True)
class _Rate:
    amount: int
    unit: str
    per: int
    per_unit: TimeUnit
    span: Span


def _refuse(reason: ReaderReason | InputReason, detail: str) -> Failure[ReadRefusal]:
    return refuse(Organ.R3_SINGLE_RATE, reason, detail)


def _time(spelling: str) -> TimeUnit:
    unit = time_unit(spelling)
    assert unit is not None  # the patterns admit only time-unit spellings
    return unit


def read(prepared: Prepared) -> ReadResult:
    text = prepared.text
    if not any(ch.isalnum() for ch in text):
        return _refuse(ReaderReason.EMPTY, "no words")
    rates = [
        _Rate(int(m["n"]), PLURAL_OF[m["noun"]], 1, _time(m["per"]), m.span())
        for m in RATE_RE.finditer(text)
        if m["noun"] in PLURAL_OF
    ]
    rates += [
        _Rate(int(m["n"]), PLURAL_OF[m["noun"]], int(m["m"] or 1), _time(m["per"]), m.span())
        for m in CAPACITY_RE.finditer(text)
        if m["noun"] in PLURAL_OF
    ]
    if len(rates) != 1 or len(RATE_LIKE_RE.findall(text)) > len(rates):
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"{len(rates)} readable rates; R3 reads exactly one")
    clock = CLOCK_RE.search(text)
    if clock is not None:
        return _refuse(ReaderReason.TEMPORAL_STATE, f"clock time {clock.group()!r}")
    [rate] = rates
    asks = [s for s in prepared.sentences() if s.asks or s.text.startswith(QUESTION_OPENERS)]
    if len(asks) != 1:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, "no single question")
    [question] = asks
    asked = [
        (question.start + m.start(), question.start + m.end())
        for pattern in (HOW_MANY_RE, HOW_LONG_RE, ANSWER_UNIT_RE)
        for m in pattern.finditer(question.text)
    ]
    return _query(question.text, text, rate).bind(
        lambda found: _accounted(prepared, [rate.span, *found[1], *asked]).bind(lambda _: _setup(rate, found[0]))
    )


def _query(question: str, text: str, rate: _Rate) -> Result[tuple[Query, list[Span]], ReadRefusal]:
    """The one query the question asks, with its known value and where that value stands."""
    asked: list[tuple[str, str | None]] = [(m["noun"], m["per"]) for m in HOW_MANY_RE.finditer(question)]
    if HOW_LONG_RE.search(question):
        asked.append(("", None))
    if len(asked) != 1:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, "not one of: rate, quantity, time")
    [(noun, per)] = asked
    if per is not None:  # how many <noun> per <time>
        return _same_unit(noun, rate).map(lambda _: (RateQuery(_time(per)), []))
    if noun in PLURAL_OF:  # how many <noun> … in <duration>
        return _same_unit(noun, rate).bind(lambda _: _duration(text, rate))
    if noun and time_unit(noun) is None:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"asks how many {noun}")
    # how long / how many <time units> … to reach <quantity>
    hint = ANSWER_UNIT_RE.search(question)
    answer_unit = _time(noun) if noun else (_time(hint["unit"]) if hint else rate.per_unit)
    return _target(text, rate, answer_unit)


def _same_unit(noun: str, rate: _Rate) -> Result[None, ReadRefusal]:
    if noun not in PLURAL_OF:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"asks how many {noun}")
    if PLURAL_OF[noun] != rate.unit:
        return _refuse(ReaderReason.RATE_UNIT_MISMATCH, f"asks about {noun}, the rate counts {rate.unit}")
    return Success(None)


def _duration(text: str, rate: _Rate) -> Result[tuple[Query, list[Span]], ReadRefusal]:
    durations = [m for m in DURATION_RE.finditer(text) if not covered(m.start(), [rate.span])]
    if len(durations) != 1:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"{len(durations)} durations")
    [duration] = durations
    return _positive(int(duration["n"])).map(
        lambda value: (QuantityQuery(value, _time(duration["unit"])), [duration.span()])
    )


def _target(text: str, rate: _Rate, answer_unit: TimeUnit) -> Result[tuple[Query, list[Span]], ReadRefusal]:
    targets = [m for m in QUANTITY_RE.finditer(text) if m["noun"] in PLURAL_OF and not covered(m.start(), [rate.span])]
    if len(targets) != 1:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"{len(targets)} quantities to reach")
    [target] = targets
    if PLURAL_OF[target["noun"]] != rate.unit:
        return _refuse(ReaderReason.RATE_UNIT_MISMATCH, f"reach {target['noun']}, the rate counts {rate.unit}")
    return _positive(int(target["n"])).map(lambda value: (TimeQuery(value, answer_unit), [target.span()]))


def _accounted(prepared: Prepared, spans: Sequence[Span]) -> Result[None, ReadRefusal]:
    """Every number and every time unit belongs to the rate, the known value or the question's
    asked unit; and nothing restricts when the rate applies."""
    numbers, time_words = prepared.unclaimed(spans), prepared.unclaimed_time_words(spans)
    schedule = prepared.schedule_word()
    if numbers or time_words or schedule:
        left = [str(n.value) for n in numbers] + list(time_words) + ([schedule] if schedule else [])
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"{left[0]!r} is not part of the setup")
    return Success(None)


def _positive(value: int) -> Result[PositiveInt, ReadRefusal]:
    return positive(Organ.R3_SINGLE_RATE, value)


def _setup(rate: _Rate, query: Query) -> ReadResult:
    return _positive(rate.amount).bind(
        lambda amount: _positive(rate.per).map(
            lambda per: SingleRateSetup(amount, rate.unit, per, rate.per_unit, query)
        )
    )
