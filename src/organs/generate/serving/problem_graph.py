"""The problem graph: what a combination of candidates means, checked and typed.

Three kinds: a `RelationGraph` (facts about people's counts and ages, read by
`organs.generate.serving.relations`, solved as a linear system), a `StateGraph` (entities with a starting count and ordered gains and losses,
asked about one entity or all of them) and a `CapacityGraph` (work done at a stated
rate over a stated duration). Every count is a `PositiveInt`; building refuses, with a
typed reason, whatever the candidates do not determine: an unknown entity, a pronoun with
two possible referents, a unit that does not match, an actor the question does not name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import assert_never

from returns.result import Failure, Result, Success

from organs.core import vocabulary
from organs.core.first_names import could_refer, may_refer
from organs.core.nouns import plural_of
from organs.core.numbers import PositiveInt
from organs.core.reading import positive
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import InputReason, Number
from organs.core.units import TimeUnit
from organs.core.vocabulary import Direction
from organs.generate.math_candidate_parser import (
    CandidateAggregateQuestion,
    CandidateCapacityQuestion,
    CandidateCapacityRate,
    CandidateChange,
    CandidateEntityQuestion,
    CandidateInitialState,
    QuestionCandidate,
    StateCandidate,
)
from organs.generate.serving.model import GraphReason
from organs.generate.serving.relations import RelationGraph

GraphRefusal = Refusal[GraphReason | InputReason]


@dataclass(frozen=True, slots=True)
class Count:
    """A stated positive count and the number in the text that stated it."""

    value: PositiveInt
    number: Number | None  # None for "a" / "an"


@dataclass(frozen=True, slots=True)
class EntityStart:
    entity: str
    unit: str
    count: Count


@dataclass(frozen=True, slots=True)
class Change:
    """One entity gains or loses `count`; a transfer is two changes sharing one number."""

    entity: str
    direction: Direction
    count: Count


@dataclass(frozen=True, slots=True)
class EntityQuery:
    entity: str


@dataclass(frozen=True, slots=True)
class AggregateQuery:
    """The total over `entities`: the ones the question names, or every one for "they"."""

    entities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StateGraph:
    starts: tuple[EntityStart, ...]
    changes: tuple[Change, ...]  # in the order the text states them
    query: EntityQuery | AggregateQuery
    unit: str


@dataclass(frozen=True, slots=True)
class CapacityGraph:
    """`count` units per `per` `per_unit`s, asked over `duration` `duration_unit`s."""

    actor: str
    verb: str
    unit: str
    count: Count
    per: Count
    per_unit: TimeUnit
    duration: Count
    duration_unit: TimeUnit


ProblemGraph = StateGraph | CapacityGraph | RelationGraph


def _refuse(reason: GraphReason | InputReason, detail: str) -> Failure[GraphRefusal]:
    return Failure(Refusal(Organ.SERVING, Stage.GRAPH, reason, detail))


def _count(value: int, number: Number | None) -> Result[Count, GraphRefusal]:
    made: Result[PositiveInt, GraphRefusal] = positive(Organ.SERVING, value, Stage.GRAPH)
    return made.map(lambda v: Count(v, number))


def build_capacity_graph(
    rate: CandidateCapacityRate, question: CandidateCapacityQuestion
) -> Result[CapacityGraph, GraphRefusal]:
    """One rate statement and one question about the same actor, verb and unit."""
    if question.actor in vocabulary.PRONOUN_WORDS:
        if not may_refer(question.actor, rate.actor, rate.title):
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"{question.actor!r} cannot refer to {rate.actor}")
    elif question.actor != rate.actor:
        return _refuse(
            GraphReason.ACTOR_MISMATCH, f"the rate is {rate.actor}'s, the question asks about {question.actor}"
        )
    if question.verb != rate.verb:
        return _refuse(GraphReason.VERB_MISMATCH, f"the rate is to {rate.verb}, the question asks to {question.verb}")
    # "a house" and "how many houses" count one thing: two mentions are the same exactly when
    # their canonical plurals are (`organs.core.nouns`); a noun no lexicon knows, only as written.
    unit = plural_of(rate.unit) or rate.unit
    if (plural_of(question.unit) or question.unit) != unit:
        return _refuse(GraphReason.UNIT_MISMATCH, f"the rate counts {rate.unit}, the question asks for {question.unit}")
    return _count(rate.count, rate.count_number).bind(
        lambda count: _count(rate.per_count, rate.per_number).bind(
            lambda per: _count(question.per_count, question.number).map(
                lambda duration: CapacityGraph(
                    rate.actor, rate.verb, unit, count, per, rate.per_unit, duration, question.per_unit
                )
            )
        )
    )


def build_state_graph(
    statements: Sequence[StateCandidate], question: QuestionCandidate
) -> Result[StateGraph, GraphRefusal]:
    """Entities from their initial states; changes resolved to entities; one question.

    Each lookup is by key, and a pronoun's referents are kept as people are named
    (`_Referents`): a search through every start, or every person, for every sentence would
    grow with the square of the text."""
    referents = _Referents()
    starts: dict[str, EntityStart] = {}  # by entity, in the order the text gives them
    changes: list[Change] = []
    for candidate in statements:
        match candidate:
            case CandidateInitialState(entity=entity, count=value, unit=unit, number=number):
                if entity in starts:
                    return _refuse(GraphReason.DUPLICATE_ENTITY, f"{entity} is given a count twice")
                made = _count(value, number)
                if isinstance(made, Failure):
                    return made
                starts[entity] = EntityStart(entity, unit, made.unwrap())
                referents.name(entity)
            case CandidateChange():
                resolved = _changes(candidate, starts, referents)
                if isinstance(resolved, Failure):
                    return resolved
                changes.extend(resolved.unwrap())
                referents.name(candidate.who, candidate.recipient)  # after: "he gives 3 to Ann" is not Ann
    if not starts:
        return _refuse(GraphReason.NO_INITIAL_STATE, "no entity is given a starting count")
    units = {start.unit for start in starts.values()}
    if len(units) != 1:
        return _refuse(GraphReason.UNIT_MISMATCH, f"entities count different things: {sorted(units)}")
    [unit] = units
    return _query(question, starts, referents, unit).map(
        lambda query: StateGraph(tuple(starts.values()), tuple(changes), query, unit)
    )


class _Referents:
    """Whom each pronoun could refer to: every person named before it, of its number and of its
    gender or an unknown one (`organs.core.first_names.could_refer`). Kept as the text is read, a person
    at a time, so a pronoun costs a lookup: a search through everyone named so far at every
    pronoun would grow with the square of the text."""

    def __init__(self) -> None:
        self._named: set[str] = set()
        self._could: dict[str, list[str]] = {pronoun: [] for pronoun in vocabulary.PRONOUN_WORDS}

    def name(self, *people: str | None) -> None:
        for person in people:
            if person is None or person in vocabulary.PRONOUN_WORDS or person in self._named:
                continue
            self._named.add(person)
            for pronoun, could in self._could.items():
                if could_refer(pronoun, person):
                    could.append(person)

    def of(self, pronoun: str) -> list[str]:
        return self._could[pronoun]


def _resolve(who: str, starts: Mapping[str, EntityStart], referents: _Referents) -> Result[str, GraphRefusal]:
    """A name that has a starting count, or a pronoun with exactly one possible referent among
    the people named before it, whose gender the census or a title confirms; that person must
    have a count."""
    if who in vocabulary.PRONOUN_WORDS:
        found = referents.of(who)
        if len(found) != 1 or not may_refer(who, found[0]):
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"{who!r} could mean any of {found or 'nobody'}")
        who = found[0]
    if who in starts:
        return Success(who)
    return _refuse(GraphReason.UNKNOWN_ENTITY, f"{who!r} has no starting count")


def _changes(
    candidate: CandidateChange, starts: Mapping[str, EntityStart], referents: _Referents
) -> Result[list[Change], GraphRefusal]:
    recipient = candidate.recipient
    if recipient is not None and (recipient in vocabulary.FUNCTION_WORDS or recipient in vocabulary.REFLEXIVE_PRONOUNS):
        # "gives 4 to himself", "to him" of the one man named: a loss to nobody would be a misreading.
        return _refuse(GraphReason.UNKNOWN_ENTITY, f"a gift to {recipient!r}: to whom?")
    return _resolve(candidate.who, starts, referents).bind(
        lambda entity: (
            _refuse(GraphReason.UNKNOWN_ENTITY, f"{entity} gives to {entity}")
            if entity == recipient
            else _unit_matches(candidate.unit, starts, entity).bind(
                lambda _: _count(candidate.count, candidate.number).map(
                    lambda count: (
                        [Change(entity, candidate.direction, count)]
                        + (
                            [Change(recipient, Direction.GAIN, count)]
                            if recipient is not None and recipient in starts
                            else []
                        )
                    )
                )
            )
        )
    )


def _unit_matches(unit: str | None, starts: Mapping[str, EntityStart], entity: str) -> Result[None, GraphRefusal]:
    own = starts[entity].unit
    if unit is None or unit == own:
        return Success(None)
    return _refuse(GraphReason.UNIT_MISMATCH, f"{entity} counts {own}, the change counts {unit}")


def _query(
    question: QuestionCandidate, starts: Mapping[str, EntityStart], referents: _Referents, unit: str
) -> Result[EntityQuery | AggregateQuery, GraphRefusal]:
    if question.unit is not None and question.unit != unit:
        return _refuse(GraphReason.UNIT_MISMATCH, f"the question asks for {question.unit}, the text counts {unit}")
    match question:
        case CandidateEntityQuestion(entity=entity):
            return _resolve(entity, starts, referents).map(EntityQuery)
        case CandidateAggregateQuestion(entities=named):
            if named is not None:
                return _named_total(named, starts)
            if len(starts) < 2:
                return _refuse(GraphReason.AMBIGUOUS_PRONOUN, "'they' needs two or more people with counts")
            return Success(AggregateQuery(tuple(starts)))
        case _:
            assert_never(question)


def _named_total(named: tuple[str, ...], starts: Mapping[str, EntityStart]) -> Result[AggregateQuery, GraphRefusal]:
    """The total over exactly the entities the question names, each one with a count."""
    unknown = [name for name in named if name not in starts]
    if unknown:
        return _refuse(GraphReason.UNKNOWN_ENTITY, f"{unknown[0]!r} has no starting count")
    if len(set(named)) != len(named):
        return _refuse(GraphReason.DUPLICATE_ENTITY, f"the question names {named[0]} twice")
    return Success(AggregateQuery(named))
