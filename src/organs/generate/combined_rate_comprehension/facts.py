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

from collections.abc import Sequence, Set
from typing import assert_never

from returns.result import Success

from organs.core.comprehension_attempt.rate_frames import (
    DEFINITE,
    INFLOW_VERBS,
    ORDINAL_AGENTS,
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
from organs.core.units import within_a_day
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
    cues = [fact for fact in facts if isinstance(fact, Cue)]
    if stray := next((c.group for c in cues if c.group is not None and not _all_of_kind(rates, c.group)), None):
        # "One copier … a second copier … if both printers print": a group the text never set up.
        return f"the text names {stray}s, not the two who work"
    if not _names_the_agents(question.agent.words, rates, {cue.group for cue in cues if cue.group is not None}):
        return f"the question asks about {question.agent.words!r}, not the two who work"
    durations = [fact for fact in facts if isinstance(fact, Duration)]
    durations += [rate.duration for rate in rates if rate.duration is not None]
    cooperation = (
        question.together
        or any(cue.kind is CueKind.COOPERATION for cue in cues)
        or any(d.agent.kind is AgentKind.GROUP for d in durations)
    )
    combined = _combine(first, second, cooperation)
    if isinstance(combined, str):
        return combined
    mode, a, b = combined
    if _one_agent(first, second):
        # "A machine makes 4 toys per hour. The machine makes 4 …": one agent told twice is no pair.
        return f"{second.agent.words!r} may be {first.agent.words!r} again"
    if mode is CombineMode.SUM and first.verb != second.verb:
        return f"two kinds of work: {first.verb} and {second.verb}"  # painting and building are not summed
    both_do = first.verb if mode is CombineMode.SUM else None  # a fill and a drain do no one work
    if stated := next((c.verb for c in cues if c.verb not in (None, "run", "work", both_do)), None):
        # "If both bake together" of two copiers: a condition of work they do not do.
        return f"the condition has them {stated}, the rates {first.verb} and {second.verb}"
    if question.verb is not None and not _asks_the_work(question.verb, mode, a):
        # "A pipe fills at 9, a leak drains 2: how long to drain 35 liters?" — the net flow fills.
        return f"the question asks what they {question.verb}, not what their rates do together"
    holds = [fact for fact in facts if isinstance(fact, Holds)]
    containers = {r.container for r in rates} | {h.container for h in holds} | {question.container}
    if len(containers - {None, "it"}) > 1:
        return f"two containers: {sorted(c for c in containers if c and c != 'it')}"
    if second.new_container and first.container is not None:
        # "Pipe A fills a tank … Pipe B drains a tank …": the same tank, or another?
        return f"the second rate's {second.container} may be another"
    started = any(cue.kind is CueKind.EMPTY_START for cue in cues)
    if question.container is not None and question.asked is Asked.QUANTITY and not started:
        # "How many liters are in the tank after 6 minutes": what it held at first is not told.
        return f"what the {question.container} held at the start is not told"
    query = _query(question, durations, holds, first)
    if isinstance(query, str):
        return query
    if isinstance(query, QuantityQuery) and not within_a_day(query.duration, first.per):
        return f"{query.duration} {first.per.value}s is a day or more on the clock: no stretch of work"
    rate_a, rate_b = positive_int(a.amount), positive_int(b.amount)
    if not (isinstance(rate_a, Success) and isinstance(rate_b, Success)):
        return "a rate that is not positive"
    return CombinedRateSetup(mode, rate_a.unwrap(), rate_b.unwrap(), first.unit, first.per, query)


def _names_the_agents(group: str, rates: Sequence[Rate], introduced: Set[str]) -> bool:
    """A group the question asks about is exactly the rates' agents: "they", "both"; "Ana and
    Leo" when those two are the ones who work; "the two hoses" when both are hoses — or, for
    agents told only as "the first" and "the second", when the text named them so ("Two hoses
    run …", `introduced`). "The 2 copiers" after two printers, or "the 3 hoses" after two, are
    others the text never set up."""
    if group in ("", "they", "both", "we", "you"):
        return True
    names = group.split(" and ")
    if len(names) == 2:
        return sorted(names) == sorted(r.agent.words for r in rates if r.agent.kind is AgentKind.NAME)
    *before, last = group.split(" ")
    if any(word.isdigit() and int(word) != len(rates) for word in before):
        return False
    head = lemma_of(last)
    return all(
        introduced == {head}
        if r.agent.kind is AgentKind.ORDINAL and r.agent.words in ORDINAL_AGENTS
        else r.agent.words == head
        for r in rates
    )


def _all_of_kind(rates: Sequence[Rate], kind: str) -> bool:
    """Whether every rate's agent is told by the noun `kind` ("copier"), or only by an ordinal
    ("the first"), which the group may name."""
    return all(
        (r.agent.kind is AgentKind.ORDINAL and r.agent.words in ORDINAL_AGENTS)
        or (r.agent.kind in (AgentKind.THING, AgentKind.ORDINAL) and r.agent.words == kind)
        for r in rates
    )


def _one_agent(first: Rate, second: Rate) -> bool:
    """Whether the second rate may be the first agent's again: a pronoun ("it", "she"), the same
    name, the same thing by a definite determiner ("the machine" after "a machine") or label
    ("Copier A" twice), or agents counted by a noun that do not make two of one kind."""
    if AgentKind.PRONOUN in (first.agent.kind, second.agent.kind):
        return True
    if first.agent.kind is AgentKind.ORDINAL and first.agent == second.agent:
        return True  # "the first copier … the first copier"; "a printer … a printer" may be two
    if first.agent.kind is AgentKind.NAME and second.agent.kind is AgentKind.NAME:
        return first.agent.words == second.agent.words
    counted = [rate.agent for rate in (first, second) if rate.agent.kind is AgentKind.ORDINAL]
    if any(agent.words not in ORDINAL_AGENTS for agent in counted):
        # Counted by a noun ("a second mill"), the two are of one kind, told apart by number:
        # "one copier … another printer" tells of no second copier, and "the first copier …
        # Copier A" may be one copier twice.
        nouns = {r.agent.words for r in (first, second) if r.agent.words not in ORDINAL_AGENTS}
        labelled = any(
            r.agent.kind is AgentKind.THING and r.agent.determiner not in ("a", "an") for r in (first, second)
        )
        return len(nouns) > 1 or labelled
    same = first.agent.words == second.agent.words
    return same and (second.agent.determiner in DEFINITE or second.agent.determiner == "label")


def _asks_the_work(verb: str, mode: CombineMode, rate: Rate) -> bool:
    """Whether the question's verb asks what the combination does: the shared work of a sum, or
    the filling that a net difference (inflow less outflow) measures."""
    if mode is CombineMode.SUM:  # two hoses that pour fill; two that drain empty
        return verb == rate.verb or _flow_of(verb) == _flow(rate) != "work"
    return verb in ("fill", rate.verb)  # the inflow's: "how many liters do they pump" may be all they move


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
    return _flow_of(rate.verb)


def _flow_of(verb: str) -> str:
    return "in" if verb in INFLOW_VERBS else "out" if verb in OUTFLOW_VERBS else "work"


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
