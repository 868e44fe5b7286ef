"""The R3 reader: one explicit rate and one query, or a refusal.

A rate is "<N> <noun> per <time>" (also a / an / each / every / "/", and "60 mph") or a
capacity "<N> <noun> in <M> <time>". Exactly one rate must be stated and every number
must belong to it or to the query's one known value. R3 reads no cooperation cues: a
one-rate text that says "together" is over-read as a single rate (ledger §7, cmb-11),
which is what the router's R4 precedence exists for.

>>> from organs.core.text import prepare
>>> read(prepare("A car travels at 60 mph for 3 hours. How many miles does it travel?").unwrap()).unwrap().as_json()["known"]
3
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, assert_never

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.rate_frames import (
    NO_AGENT,
    Asked,
    Cue,
    Duration,
    Fact,
    Holds,
    Question,
    Rate,
    read_facts,
)
from organs.core.comprehension_attempt.rate_phrases import (
    CLOCK_RE,
    DURATION_RE,
    HOW_LONG_RE,
    HOW_MANY_RE,
    MASS,
    QUANTITY_RE,
    RATE_LIKE_RE,
    RATE_RE,
    TIME,
)
from organs.core.nouns import count_noun
from organs.core.numbers import PositiveInt
from organs.core.reading import positive, refuse
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.result import as_match
from organs.core.text import InputReason, Prepared, covered
from organs.core.units import TimeUnit, time_unit
from organs.core.vocabulary import QUESTION_OPENERS
from organs.generate.single_rate_comprehension.model import (
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
    """The setup the frames read from every sentence in full. When they read none, the rate
    diagnosis says why — clock time, a unit it cannot relate — or, when it finds nothing to
    say, the frames' own reason (the unread sentence, the unresolved pronoun)."""
    match as_match(read_facts(prepared).alt(_unread).bind(_from_facts)):
        case Success() as read_in_full:
            return read_in_full
        case Failure() as frames:
            return (
                _diagnose(prepared)
                .bind(lambda _: frames)
                .lash(lambda diagnosis: frames if diagnosis.reason in _STEP_ASIDE else Failure(diagnosis))
            )


# The diagnosis's refusals that only say "not mine": the frames' reason is the more telling.
_STEP_ASIDE: Final = (ReaderReason.NOT_SINGLE_RATE_SHAPED,)


def _unread(sentence: str) -> ReadRefusal:
    return Refusal(Organ.R3_SINGLE_RATE, Stage.READ, ReaderReason.UNREAD_SENTENCE, sentence)


def _from_facts(facts: Sequence[Fact]) -> ReadResult:
    """One rate, at most one stated duration of that agent's work, and one question about it."""
    rates = [fact for fact in facts if isinstance(fact, Rate)]
    questions = [fact for fact in facts if isinstance(fact, Question)]
    durations = [fact for fact in facts if isinstance(fact, Duration)]
    others = [fact for fact in facts if isinstance(fact, Cue | Holds)]
    if len(rates) != 1 or len(questions) != 1 or others:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, "not one rate and one question")
    [rate], [question] = rates, questions
    if question.container is not None:
        # "How many liters are in the tank after 6 minutes": a holding, from a start R3 never reads.
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"the question asks what the {question.container} holds")
    durations += [rate.duration] if rate.duration is not None else []
    mentions = [question.agent] + [duration.agent for duration in durations]
    if any(not (mention is NO_AGENT or mention == rate.agent or mention.may_be(rate.agent)) for mention in mentions):
        return _refuse(ReaderReason.PRONOUN_UNRESOLVED, f"a mention that cannot be {rate.agent.words}")
    if question.together or (question.verb is not None and question.verb != rate.verb) or question.noun != rate.unit:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, "the question asks about other work")
    return _frame_query(question, durations, rate).bind(
        lambda query: _positive(rate.amount).bind(
            lambda amount: _positive(rate.per_count).map(
                lambda per: SingleRateSetup(amount, rate.unit, per, rate.per, query)
            )
        )
    )


def _frame_query(question: Question, durations: Sequence[Duration], rate: Rate) -> Result[Query, ReadRefusal]:
    match question.asked:
        case Asked.RATE:
            return Success(RateQuery(question.unit)) if question.unit else _no_query("a rate per what")
        case Asked.QUANTITY:
            stated = [(d.value, d.unit) for d in durations]
            if question.value is not None and question.unit is not None:
                stated.append((question.value, question.unit))
            if len(stated) != 1:
                return _no_query(f"{len(stated)} durations")
            [(value, unit)] = stated
            return _positive(value).map(lambda duration: QuantityQuery(duration, unit))
        case Asked.TIME:
            if durations or question.value is None:
                return _no_query("a time question needs one quantity to reach")
            return _positive(question.value).map(lambda target: TimeQuery(target, question.unit or rate.per))
        case _:
            assert_never(question.asked)


def _no_query(detail: str) -> Failure[ReadRefusal]:
    return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, detail)


def _diagnose(prepared: Prepared) -> ReadResult:
    text = prepared.text
    if not any(ch.isalnum() for ch in text):
        return _refuse(ReaderReason.EMPTY, "no words")
    rates = [
        _Rate(int(m["n"]), unit, 1, _time(m["per"]), m.span())
        for m in RATE_RE.finditer(text)
        if (unit := count_noun(m["noun"])) is not None
    ]
    rates += [
        _Rate(int(m["n"]), unit, int(m["m"] or 1), _time(m["per"]), m.span())
        for m in CAPACITY_RE.finditer(text)
        if (unit := count_noun(m["noun"])) is not None
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
    if count_noun(noun) is not None:  # how many <noun> … in <duration>
        return _same_unit(noun, rate).bind(lambda _: _duration(text, rate))
    if noun and time_unit(noun) is None:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"asks how many {noun}")
    # how long / how many <time units> … to reach <quantity>
    hint = ANSWER_UNIT_RE.search(question)
    answer_unit = _time(noun) if noun else (_time(hint["unit"]) if hint else rate.per_unit)
    return _target(text, rate, answer_unit)


def _same_unit(noun: str, rate: _Rate) -> Result[None, ReadRefusal]:
    if count_noun(noun) is None:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"asks how many {noun}")
    if count_noun(noun) != rate.unit:
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
    targets = [m for m in QUANTITY_RE.finditer(text) if count_noun(m["noun"]) and not covered(m.start(), [rate.span])]
    if len(targets) != 1:
        return _refuse(ReaderReason.NOT_SINGLE_RATE_SHAPED, f"{len(targets)} quantities to reach")
    [target] = targets
    if count_noun(target["noun"]) != rate.unit:
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
