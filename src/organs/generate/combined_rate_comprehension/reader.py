"""The R4 reader: text -> `CombinedRateSetup`, or a refusal from a closed set.

The envelope (ledger §1) is a gate on two things the text positively shows: how many
rates it states, and whether a cue licenses combining them.

    rates            cue             outcome
    two, same unit   sum/difference  a setup (or a boundary below)
    two, same unit   none            combine_mode_ambiguous
    one              cooperation     missing_second_rate
    one / none       none            not_combined_rate_shaped (step aside)

With two or more rates, the ledger's further boundaries (three or more rates, work over a
duration, two units, clock time) are the rows of `ENVELOPE`, a table the reader applies.
Everything the reader does not positively recognize is refused, never guessed; and
every number in the text must be accounted for by what was recognized, so a quantity
the reader did not understand can never be silently dropped.

>>> from organs.core.text import prepare
>>> read(prepare("Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. "
...      "Working together, how many rooms do they paint in 4 hours?").unwrap()).unwrap().as_json()["rate_a"]
3
>>> read(prepare("A printer prints 12 pages per minute. How many pages does it print in 5 minutes?").unwrap()).failure().reason
<ReaderReason.NOT_COMBINED_RATE_SHAPED: 'not_combined_rate_shaped'>
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, assert_never

from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.rate_frames import read_facts
from organs.core.comprehension_attempt.rate_phrases import (
    CLOCK_RE,
    DURATION_RE,
    HOW_LONG_RE,
    HOW_MANY_RE,
    MASS,
    PER,
    QUANTITY_RE,
    RATE_LIKE_RE,
    RATE_RE,
    TIME,
    unit_of,
)
from organs.core.numbers import PositiveInt
from organs.core.reading import positive, refuse
from organs.core.refusal import Organ, Refusal
from organs.core.text import InputReason, Prepared, Sentence, alternation, covered
from organs.core.units import TimeUnit, time_unit
from organs.core.vocabulary import FLOW_CONTAINERS, QUESTION_OPENERS
from organs.generate.combined_rate_comprehension import lexicon
from organs.generate.combined_rate_comprehension.facts import setup_from_facts
from organs.generate.combined_rate_comprehension.model import (
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    Query,
    QueryKind,
    ReaderReason,
    TimeQuery,
)

ReadRefusal = Refusal[ReaderReason | InputReason]
ReadResult = Result[CombinedRateSetup, ReadRefusal]


# Every pattern is possessive or literal-delimited: no backtracking, linear time
# Work stated over a duration: "paints a house in 3 hours", "fills it in 6 hours",
# "takes 3 hours to", "10 oysters in 5 minutes", "5 liters every 2 minutes".
WORK_RE: Final = re.compile(
    rf"\b(?:(?:{alternation(lexicon.JOB_DETERMINERS)}) (?:[a-z]++ )?(?:{alternation(lexicon.JOBS)})|it)"
    rf" in \d++ (?:{TIME})\b"
    rf"|\b(?:{alternation(lexicon.TAKES_VERBS)}) (?:[a-z]++ )?\d++ (?:{TIME}) to\b"
    rf"|\b\d++ [a-z]++{MASS} (?:in|every) \d++ (?:{TIME})\b",
    re.ASCII,
)
RATE_QUESTION_RE: Final = re.compile(
    rf"\b(?:{alternation(lexicon.RATE_QUESTION_WORDS)}) rate\b|\bat what rate\b", re.ASCII
)
# "in hours", "in liters per minute": the unit a question wants its answer in.
UNIT_HINT_RE: Final = re.compile(rf"\bin (?P<noun>[a-z]++)(?:{PER}(?P<per>{TIME}))?(?=[\s,?.!]|$)", re.ASCII)
SUBJECT_RE: Final = re.compile(
    r"\b(?:do|does|did|will|would|can|could|should|must) (?P<subject>(?:the )?[a-z0-9]++(?: and [a-z]++)?)"
    r"(?: (?P<next>[a-z]++))?",
    re.ASCII,
)


def _words_re(words: Iterable[str]) -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z])(?:{alternation(words)})(?![a-z])", re.ASCII)


SUM_CUE_RE: Final = _words_re(lexicon.SUM_CUES)
PHASE_CUE_RE: Final = _words_re(lexicon.PHASE_CUES)
INFLOW_RE: Final = _words_re(lexicon.INFLOW_WORDS)
OUTFLOW_RE: Final = _words_re(lexicon.OUTFLOW_WORDS)
BOUNDARY_RE: Final = re.compile(rf"[.?!](?: |$)|{alternation(lexicon.CLAUSE_BOUNDARIES)}", re.ASCII)

# Every compiled pattern of the reader, for the linear-time checks.
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    WORK_RE,
    RATE_QUESTION_RE,
    UNIT_HINT_RE,
    SUBJECT_RE,
    SUM_CUE_RE,
    PHASE_CUE_RE,
    INFLOW_RE,
    OUTFLOW_RE,
    BOUNDARY_RE,
)  # this reader's own; shared ones: core.comprehension_attempt.rate_phrases


class _Direction(enum.Enum):
    IN = "in"
    OUT = "out"
    NEUTRAL = "neutral"
    CONFLICTED = "conflicted"


@dataclass(frozen=True, slots=True)
class _Rate:
    amount: int
    unit: str  # canonical plural noun
    per: TimeUnit
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class _Mention:
    """A recognized number-bearing phrase: a duration or a quantity."""

    value: int
    unit: str  # plural noun, or a time unit's value
    start: int
    end: int


def _refuse(reason: ReaderReason | InputReason, detail: str) -> Failure[ReadRefusal]:
    return refuse(Organ.R4_COMBINED_RATE, reason, detail)


def read(prepared: Prepared) -> ReadResult:
    """The ledger's envelope decides every refusal; a setup it finds stands only when the rate
    frames read every sentence in full and state the same setup (`facts.setup_from_facts`).
    Otherwise R4 steps aside: the text says something the frames do not read."""
    return _diagnose(prepared).bind(lambda setup: _read_in_full(prepared, setup))


def _read_in_full(prepared: Prepared, diagnosed: CombinedRateSetup) -> ReadResult:
    facts = read_facts(prepared)
    if isinstance(facts, Failure):
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, f"unread sentence: {facts.failure()}")
    setup = setup_from_facts(facts.unwrap())
    if setup != diagnosed:
        why = setup if isinstance(setup, str) else f"the frames read {setup.as_json()}"
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, f"read in full, {why}")
    return Success(setup)


@dataclass(frozen=True, slots=True)
class _Shown:
    """What the envelope looks at once it has two or more rates: the rates, the work stated
    over a duration, and a clock time."""

    rates: tuple[_Rate, ...]
    works: tuple[re.Match[str], ...]
    clock: re.Match[str] | None


@dataclass(frozen=True, slots=True)
class _Row:
    what: str
    holds: Callable[[_Shown], bool]
    detail: Callable[[_Shown], str]
    shaped: ReaderReason | None  # the reason when the text is combined-rate shaped (None: read on)
    unshaped: ReaderReason | None  # the reason when it is not


def _units(shown: _Shown) -> str:
    return " vs ".join(f"{rate.unit} per {rate.per.value}" for rate in shown.rates)


_R = ReaderReason
# The ledger's decision table (§1, §4, §5) for two or more rates: the first row that holds
# decides. A growth surface is claimed only for combined-rate-shaped text; otherwise R4 steps aside.
ENVELOPE: Final[tuple[_Row, ...]] = (
    _Row("three or more rates", lambda s: len(s.rates) + len(s.works) >= 3,
         lambda s: f"{len(s.rates) + len(s.works)} rates; v1 combines two",
         _R.THREE_OR_MORE_RATES, _R.NOT_COMBINED_RATE_SHAPED),
    _Row("work over a duration", lambda s: bool(s.works), lambda s: repr(s.works[0].group()),
         _R.RECIPROCAL_WORK_RATE_DEFERRED, _R.NOT_COMBINED_RATE_SHAPED),
    _Row("two units", lambda s: len({(r.unit, r.per) for r in s.rates}) > 1, _units,
         _R.RATE_UNIT_MISMATCH, _R.NOT_COMBINED_RATE_SHAPED),
    _Row("clock time", lambda s: s.clock is not None, lambda s: repr(s.clock.group() if s.clock else ""),
         _R.CLOCK_INTERVAL_DEFERRED, None),
)  # fmt: skip


def _diagnose(prepared: Prepared) -> ReadResult:
    text = prepared.text
    if not any(ch.isalnum() for ch in text):
        return _refuse(ReaderReason.EMPTY, "no words")
    rates = [_rate(m) for m in RATE_RE.finditer(text) if unit_of(m.group("noun")) is not None]
    rate_like = list(RATE_LIKE_RE.finditer(text))
    works = list(WORK_RE.finditer(text))
    if len(rate_like) > len(rates):
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, "a rate in a unit the lexicon does not read")
    contributing = len(rates) + len(works)
    cooperation = SUM_CUE_RE.search(text) is not None
    # A growth surface (ledger §5) is claimed only for text that is combined-rate shaped:
    # rates plus a cue to combine them. Anything else is not ours to file a proposal for.
    shaped = cooperation or (INFLOW_RE.search(text) is not None and OUTFLOW_RE.search(text) is not None)
    if contributing == 0:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, "no rate")
    if contributing == 1:
        return _one_rate(prepared, rates, works, cooperation)
    shown = _Shown(tuple(rates), tuple(works), CLOCK_RE.search(text))
    for row in ENVELOPE:
        if row.holds(shown):
            reason = row.shaped if shaped else row.unshaped
            if reason is not None:
                return _refuse(reason, f"{row.what}: {row.detail(shown)}")
    first, second = rates
    return _read_two_rates(prepared, first, second, cooperation)


def _one_rate(
    prepared: Prepared, rates: Sequence[_Rate], works: Sequence[re.Match[str]], cooperation: bool
) -> ReadResult:
    """One rate: R3's domain, unless a cooperation cue says a second one is missing.

    "Missing" is claimed only when every number is accounted for by the one rate and at
    most one duration or quantity; otherwise the second rate may be stated in a form we do
    not read, and claiming it absent would be a false diagnosis.
    """
    if not cooperation:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, "one rate and no combination cue")
    spans = [(r.start, r.end) for r in rates] + [m.span() for m in works]
    known = [m.span() for m in DURATION_RE.finditer(prepared.text)]
    known += [(q.start, q.end) for q in _quantities(prepared.text, spans, frozenset(rate.unit for rate in rates))]
    if len(known) > 1 or _unaccounted(prepared, spans + known, frozenset(rate.unit for rate in rates)):
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, "one rate read, other numbers not read")
    return _refuse(ReaderReason.MISSING_SECOND_RATE, "a cooperation cue with only one stated rate")


def _read_two_rates(prepared: Prepared, first: _Rate, second: _Rate, cooperation: bool) -> ReadResult:
    text = prepared.text
    sentence = _question(prepared)
    if sentence is None:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, "no single question")
    question = sentence.text
    asked = [
        (sentence.start + m.start(), sentence.start + m.end())
        for pattern in (HOW_MANY_RE, HOW_LONG_RE, RATE_QUESTION_RE, UNIT_HINT_RE)
        for m in pattern.finditer(question)
    ]
    single = _single_agent(question)
    if single is not None:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, f"the question asks about {single!r} alone")
    phase = PHASE_CUE_RE.search(text)
    if phase is not None:
        return _refuse(ReaderReason.COMBINE_MODE_AMBIGUOUS, f"phased work ({phase.group()!r}); v1 reads one regime")
    durations = [_duration(m) for m in DURATION_RE.finditer(text)]
    if len(durations) > 1:
        return _refuse(ReaderReason.COMBINE_MODE_AMBIGUOUS, "more than one duration; v1 reads one regime")
    mode_and_rates = _combine(text, first, second, cooperation)
    if isinstance(mode_and_rates, str):
        return _refuse(ReaderReason.COMBINE_MODE_AMBIGUOUS, mode_and_rates)
    mode, rate_a, rate_b = mode_and_rates
    claimed = [(first.start, first.end), (second.start, second.end)]
    units = frozenset((first.unit, second.unit))
    targets = _quantities(text, claimed + [(d.start, d.end) for d in durations], units)
    return (
        _query_kind(question, first)
        .bind(lambda kind: _query(kind, first, durations, targets))
        .bind(lambda found: _accounted(prepared, claimed + found[1] + asked, units).map(lambda _: found[0]))
        .bind(lambda query: _setup(mode, rate_a, rate_b, query))
    )


def _accounted(
    prepared: Prepared, spans: Sequence[tuple[int, int]], units: frozenset[str]
) -> Result[None, ReadRefusal]:
    """Every number and every time unit belongs to the setup or the question's asked unit;
    and nothing restricts when the rates apply ("on weekdays only")."""
    schedule = prepared.schedule_word()
    leftover = [str(n) for n in _unaccounted(prepared, spans, units)] + list(prepared.unclaimed_time_words(spans))
    leftover += [schedule] if schedule else []
    if leftover:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, f"{leftover[0]!r} is not part of the setup")
    return Success(None)


def _rate(match: re.Match[str]) -> _Rate:
    per = time_unit(match.group("per"))
    assert per is not None  # the pattern admits only time-unit spellings
    return _Rate(int(match.group("n")), _unit(match), per, match.start(), match.end())


def _unit(match: re.Match[str]) -> str:
    unit = unit_of(match.group("noun"))
    assert unit is not None  # matches are kept only when the lexicon counts their noun
    return unit


def _duration(match: re.Match[str]) -> _Mention:
    unit = time_unit(match.group("unit"))
    assert unit is not None  # the pattern admits only time-unit spellings
    return _Mention(int(match.group("n")), unit.value, match.start(), match.end())


def _quantities(text: str, taken: Sequence[tuple[int, int]], units: frozenset[str]) -> list[_Mention]:
    """Quantities of lexicon nouns ("90 liters", "a 90 liter tank") outside `taken` spans; an
    agent count ("two pipes", "one hose") names the agents, not a quantity."""
    return [
        _Mention(int(m.group("n")), _unit(m), m.start(), m.end())
        for m in QUANTITY_RE.finditer(text)
        if unit_of(m.group("noun")) is not None
        and not covered(m.start(), taken)
        and not (int(m.group("n")) in (1, 2) and _names_agents(text, m.end("n"), units))
    ]


def _unaccounted(prepared: Prepared, spans: Sequence[tuple[int, int]], units: frozenset[str]) -> list[int | Fraction]:
    """Numbers outside every recognized span, except an agent count of one or two
    ("two pipes", "one of them"), which names the agents rather than a quantity of the rates' units."""
    return [
        number.value
        for number in prepared.unclaimed(spans)
        if not (number.value in (1, 2) and _names_agents(prepared.text, number.end, units))
    ]


def _names_agents(text: str, end: int, units: frozenset[str]) -> bool:
    word = re.match(r" ([a-z]++)", text[end : end + 40], re.ASCII)
    return word is not None and unit_of(word.group(1)) not in units and time_unit(word.group(1)) is None


def _question(prepared: Prepared) -> Sentence | None:
    """The one sentence that asks; None when there is none or more than one."""
    asks = [s for s in prepared.sentences() if s.asks or s.text.startswith(QUESTION_OPENERS)]
    return asks[0] if len(asks) == 1 else None


def _single_agent(question: str) -> str | None:
    """The single agent a question attributes its answer to ("does alice type"), if any."""
    for match in SUBJECT_RE.finditer(question):
        subject, following = match.group("subject"), match.group("next")
        if subject == "it" and following in lexicon.TAKES_VERBS:
            after = question[match.end() :].split(" ", 2)
            agent = after[1] if len(after) > 1 else ""
            if agent and agent not in lexicon.NOT_AGENTS:
                return agent
            continue
        if _joint(subject):
            continue
        return subject
    return None


def _joint(subject: str) -> bool:
    if subject in lexicon.JOINT_SUBJECTS or " and " in subject:
        return True
    noun = subject.removeprefix("the ")
    return subject.startswith("the ") and (noun in FLOW_CONTAINERS or noun.endswith("s"))


def _combine(text: str, first: _Rate, second: _Rate, cooperation: bool) -> tuple[CombineMode, _Rate, _Rate] | str:
    """The combine mode and the rates in (a, b) order, or why the text does not say."""
    directions = (_direction(text, first), _direction(text, second))
    match directions:
        case (_Direction.IN, _Direction.OUT):
            return (CombineMode.DIFFERENCE, first, second)
        case (_Direction.OUT, _Direction.IN):
            return (CombineMode.DIFFERENCE, second, first)
        case (a, b) if a is b and a is not _Direction.CONFLICTED and cooperation:
            return (CombineMode.SUM, first, second)
        case _:
            flows = f"{directions[0].value}/{directions[1].value}"
            return f"no licensed combination (flows {flows}, cooperation cue {cooperation})"


def _direction(text: str, rate: _Rate) -> _Direction:
    """Inflow or outflow, read from the clause that holds the rate."""
    start = max((m.end() for m in BOUNDARY_RE.finditer(text, 0, rate.start)), default=0)
    after = BOUNDARY_RE.search(text, rate.end)
    clause = text[start : after.start() if after else len(text)]
    inflow, outflow = INFLOW_RE.search(clause) is not None, OUTFLOW_RE.search(clause) is not None
    if inflow and outflow:
        return _Direction.CONFLICTED
    if inflow:
        return _Direction.IN
    if outflow:
        return _Direction.OUT
    return _Direction.NEUTRAL


def _query_kind(question: str, rate: _Rate) -> Result[QueryKind, ReadRefusal]:
    """Which of the three queries the question asks, in the rates' own units."""
    kinds: set[QueryKind] = set()
    for match in HOW_MANY_RE.finditer(question):
        noun, per = match.group("noun"), match.group("per")
        if per is not None:
            kinds.add(QueryKind.EFFECTIVE_RATE)
            mismatch = _unit_mismatch(rate, noun, per)
        elif time_unit(noun) is not None:
            kinds.add(QueryKind.TIME)
            mismatch = _unit_mismatch(rate, None, noun)
        elif unit_of(noun) is not None:
            kinds.add(QueryKind.QUANTITY)
            mismatch = _unit_mismatch(rate, noun, None)
        else:
            return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, f"asks how many {noun}")
        if mismatch:
            return _refuse(ReaderReason.RATE_UNIT_MISMATCH, mismatch)
    if HOW_LONG_RE.search(question):
        kinds.add(QueryKind.TIME)
    if RATE_QUESTION_RE.search(question):
        kinds.add(QueryKind.EFFECTIVE_RATE)
    for hint in UNIT_HINT_RE.finditer(question):
        noun, per = hint.group("noun"), hint.group("per")
        unit_word = unit_of(noun) is not None or time_unit(noun) is not None
        mismatch = _unit_mismatch(
            rate, noun if unit_of(noun) is not None else None, per or (noun if time_unit(noun) else None)
        )
        if unit_word and mismatch:
            return _refuse(ReaderReason.RATE_UNIT_MISMATCH, f"answer wanted {hint.group()!r}: {mismatch}")
    if len(kinds) != 1:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, "not one of: net rate, quantity, time")
    return Success(kinds.pop())


def _unit_mismatch(rate: _Rate, noun: str | None, per: str | None) -> str | None:
    """Why `noun` / `per` differ from the rate's units (v1 converts nothing), or None."""
    counted = None if noun is None else unit_of(noun)
    if counted is not None and counted != rate.unit:
        return f"{counted} vs {rate.unit}"
    if per is not None and time_unit(per) is not rate.per:
        return f"{per} vs {rate.per.value}"
    return None


def _query(
    kind: QueryKind, rate: _Rate, durations: Sequence[_Mention], targets: Sequence[_Mention]
) -> Result[tuple[Query, list[tuple[int, int]]], ReadRefusal]:
    """The query with its given value, and the spans that state that value."""
    match kind:
        case QueryKind.EFFECTIVE_RATE:
            return Success((EffectiveRateQuery(), []))
        case QueryKind.QUANTITY:
            return _given(durations, rate.per.value, "duration").bind(
                lambda m: _positive(m.value).map(lambda v: (QuantityQuery(v), [(m.start, m.end)]))
            )
        case QueryKind.TIME:
            return _given(targets, rate.unit, "quantity to reach").bind(
                lambda m: _positive(m.value).map(lambda v: (TimeQuery(v), [(m.start, m.end)]))
            )
        case _:
            assert_never(kind)


def _given(mentions: Sequence[_Mention], unit: str, what: str) -> Result[_Mention, ReadRefusal]:
    """Exactly one stated value for the query, in the rates' own unit."""
    if len(mentions) != 1:
        return _refuse(ReaderReason.NOT_COMBINED_RATE_SHAPED, f"{len(mentions)} values for the {what}")
    mention = mentions[0]
    if mention.unit != unit:
        return _refuse(ReaderReason.RATE_UNIT_MISMATCH, f"{what} in {mention.unit}, not {unit}")
    return Success(mention)


def _positive(value: int) -> Result[PositiveInt, ReadRefusal]:
    return positive(Organ.R4_COMBINED_RATE, value)


def _setup(mode: CombineMode, a: _Rate, b: _Rate, query: Query) -> ReadResult:
    """The one place a setup is built; every input passes the smart constructor."""
    return _positive(a.amount).bind(
        lambda rate_a: _positive(b.amount).map(
            lambda rate_b: CombinedRateSetup(mode, rate_a, rate_b, a.unit, a.per, query)
        )
    )
