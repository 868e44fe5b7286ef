"""R4's setup from what the rate frames read in full (`organs.core.comprehension_attempt.rate_frames`).

The ledger's envelope diagnosis (reader.py) decides every refusal; a setup it finds is served
only when the frames read every sentence of the text and build this same setup from the facts:
two rates of one unit, combined by what the text states (an inflow and an outflow: the
difference; otherwise a cooperation cue: the sum), and one question asked of both agents.

>>> from organs.core.text import prepare
>>> from organs.core.comprehension_attempt.rate_frames import read_facts
>>> text = "Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. Working together, how many rooms do they paint in 4 hours?"
>>> setup_from_facts(read_facts(prepare(text).unwrap()).unwrap()).as_json()["known"]
4
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from returns.result import Success

from organs.core.comprehension_attempt.rate_frames import (
    INFLOW_VERBS,
    OUTFLOW_VERBS,
    AgentKind,
    Asked,
    Cue,
    CueKind,
    Duration,
    Fact,
    Holds,
    Question,
    Rate,
)
from organs.core.nouns import lemma_of
from organs.core.numbers import positive_int
from organs.generate.combined_rate_comprehension.model import (
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    Query,
    TimeQuery,
)


def setup_from_facts(facts: Sequence[Fact]) -> CombinedRateSetup | str:
    """The one setup the facts state, or why they state none (for the refusal's detail)."""
    rates = [fact for fact in facts if isinstance(fact, Rate)]
    questions = [fact for fact in facts if isinstance(fact, Question)]
    if len(rates) != 2 or len(questions) != 1:
        return f"{len(rates)} rates and {len(questions)} questions read"
    first, second = rates
    [question] = questions
    if (first.unit, first.per, first.per_count, second.per_count) != (second.unit, second.per, 1, 1):
        return "the two rates are not of one unit"
    if question.agent.kind not in (AgentKind.GROUP, AgentKind.NONE):
        return f"the question asks about {question.agent.words!r} alone"
    if not _names_the_agents(question.agent.words, rates):
        return f"the question asks about {question.agent.words!r}, not the two who work"
    durations = [fact for fact in facts if isinstance(fact, Duration)]
    durations += [rate.duration for rate in rates if rate.duration is not None]
    cooperation = (
        question.together
        or any(isinstance(fact, Cue) and fact.kind is CueKind.COOPERATION for fact in facts)
        or any(d.agent.kind is AgentKind.GROUP for d in durations)
    )
    combined = _combine(first, second, cooperation)
    if isinstance(combined, str):
        return combined
    mode, a, b = combined
    holds = [fact for fact in facts if isinstance(fact, Holds)]
    containers = {r.container for r in rates} | {h.container for h in holds} | {question.container}
    if len(containers - {None, "it"}) > 1:
        return f"two containers: {sorted(c for c in containers if c and c != 'it')}"
    query = _query(question, durations, holds, first)
    if isinstance(query, str):
        return query
    rate_a, rate_b = positive_int(a.amount), positive_int(b.amount)
    if not (isinstance(rate_a, Success) and isinstance(rate_b, Success)):
        return "a rate that is not positive"
    return CombinedRateSetup(mode, rate_a.unwrap(), rate_b.unwrap(), first.unit, first.per, query)


def _names_the_agents(group: str, rates: Sequence[Rate]) -> bool:
    """A group the question asks about is exactly the rates' agents: "they", "both"; "Ana and
    Leo" when those two are the ones who work; "the two hoses" when both are hoses."""
    if group in ("", "they", "both", "we", "you"):
        return True
    names = group.split(" and ")
    if len(names) == 2:
        return sorted(names) == sorted(r.agent.words for r in rates if r.agent.kind is AgentKind.NAME)
    head = lemma_of(group.rsplit(" ", 1)[-1])
    return all(r.agent.kind is AgentKind.ORDINAL or r.agent.words == head for r in rates)


def _combine(first: Rate, second: Rate, cooperation: bool) -> tuple[CombineMode, Rate, Rate] | str:
    """An inflow and an outflow make a difference (inflow first); two rates of one direction
    make a sum only when the text says they work together."""
    flows = (_flow(first), _flow(second))
    if flows == ("in", "out"):
        return (CombineMode.DIFFERENCE, first, second)
    if flows == ("out", "in"):
        return (CombineMode.DIFFERENCE, second, first)
    if flows[0] == flows[1] and cooperation:
        return (CombineMode.SUM, first, second)
    return f"no stated combination (flows {flows}, cooperation {cooperation})"


def _flow(rate: Rate) -> str:
    return "in" if rate.verb in INFLOW_VERBS else "out" if rate.verb in OUTFLOW_VERBS else "work"


def _query(question: Question, durations: Sequence[Duration], holds: Sequence[Holds], rate: Rate) -> Query | str:
    """The query in the rates' own units (R4 v1 converts nothing)."""
    if question.noun is not None and question.noun != rate.unit:
        return f"the question counts {question.noun}, the rates {rate.unit}"
    if question.unit is not None and question.unit is not rate.per and question.asked is not Asked.QUANTITY:
        return f"the question is in {question.unit.value}s, the rates per {rate.per.value}"
    match question.asked:
        case Asked.RATE:
            return EffectiveRateQuery() if not durations and not holds else "a rate question with a duration"
        case Asked.QUANTITY:
            stated = [(d.value, d.unit) for d in durations]
            if question.value is not None and question.unit is not None:
                stated.append((question.value, question.unit))
            if len(stated) != 1 or holds or stated[0][1] is not rate.per:
                return f"{len(stated)} durations in {rate.per.value}s"
            return _positive(stated[0][0], QuantityQuery)
        case Asked.TIME:
            targets = [h.amount for h in holds if h.unit == rate.unit]
            targets += [question.value] if question.value is not None else []
            if len(targets) != 1 or durations or len(holds) > len(targets):
                return f"{len(targets)} quantities to reach"
            return _positive(targets[0], TimeQuery)
        case _:
            assert_never(question.asked)


def _positive(value: int, make: type[QuantityQuery] | type[TimeQuery]) -> Query | str:
    made = positive_int(value)
    return make(made.unwrap()) if isinstance(made, Success) else f"{value} is not positive"
