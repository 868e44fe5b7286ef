"""The R2 reader: equal groups and equal shares, read totally by the frames of `lexicon.py`.

Every statement sentence (or each of its clauses joined by "and") and the question must each
match one frame in full, with every slot fitting its role; otherwise the text is refused as
`unread_sentence`, naming the sentence. The facts the clauses state are merged: a number
stated twice, or two nouns for one role, is `not_grouping_shaped`. The question must ask for
what the text defined: the things the groups hold (or the share of one sharer), and only
owners, places and verbs the text used; otherwise `unit_mismatch`.

    "There are 7 jars with 9 buttons in each jar. How many buttons are there?"    -> 7 x 9
    "Ms. Park splits 45 beads equally among 9 children. How many beads does each child get?" -> 45 / 9

>>> from organs.core.text import prepare
>>> read(prepare("4 boxes with 12 pencils in each. How many pencils are there in total?").unwrap()).unwrap().as_json()
{'operation': 'total', 'left': 4, 'right': 12, 'unit': 'pencils'}
>>> read(prepare("There are 6 bags. Each bag holds 5 apples. 2 apples are rotten. How many apples are there?").unwrap()).failure().detail
"'2 apples are rotten': no frame reads it"
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Final

from returns.result import Failure, Result, Success

from organs.core.numbers import PositiveInt
from organs.core.reading import positive, refuse
from organs.core.refusal import Organ, Refusal
from organs.core.text import InputReason, Prepared
from organs.generate.grouping_comprehension import frames
from organs.generate.grouping_comprehension.facts import (
    Ask,
    Counted,
    Facts,
    Noun,
    Problem,
    Thing,
    ask_of,
    facts_of,
    merge,
    same_agent,
    same_thing,
    thing,
)
from organs.generate.grouping_comprehension.model import GroupingSetup, Operation, ReaderReason

ReadRefusal = Refusal[ReaderReason | InputReason]
ReadResult = Result[GroupingSetup, ReadRefusal]

# Every compiled pattern of the reader, for the linear-time lane.
PATTERNS: Final[tuple[re.Pattern[str], ...]] = frames.PATTERNS


def _refuse(reason: ReaderReason | InputReason, detail: str) -> Failure[ReadRefusal]:
    return refuse(Organ.R2_GROUPING, reason, detail)


def _unread(sentence: str, problem: Problem) -> Failure[ReadRefusal]:
    return _refuse(ReaderReason.UNREAD_SENTENCE, f"{sentence!r}: {problem.detail}")


def read(prepared: Prepared) -> ReadResult:
    sentences = prepared.sentences()
    if not sentences:
        return _refuse(ReaderReason.EMPTY, "no words")
    *statements, question = sentences
    if not question.asks or any(s.asks for s in statements):
        return _refuse(ReaderReason.NOT_GROUPING_SHAPED, "the text must end in its one question")
    facts = Facts()
    for sentence in statements:
        stated = _sentence(sentence.text, facts)
        if isinstance(stated, Failure):
            return stated
        facts = stated.unwrap()
    asked = _question(question.text, facts)
    if isinstance(asked, Failure):
        return asked
    facts, ask = asked.unwrap()
    grouping = _grouping(facts)
    if isinstance(grouping, Problem):
        return _refuse(ReaderReason.NOT_GROUPING_SHAPED, grouping.detail)
    return _answer(grouping, ask, facts)


# --- sentences ------------------------------------------------------------------------------


def _clause(clause: str, facts: Facts) -> Facts | Problem:
    """The one reading of a clause: every frame that matches it in full must agree."""
    readings: dict[Facts, str] = {}
    problems: list[Problem] = []
    for match in frames.statement_matches(clause):
        typed = facts_of(match.slots, facts.agent)
        if isinstance(typed, Problem):
            problems.append(typed)
        else:
            readings.setdefault(typed, match.frame)
    if len(readings) > 1:
        return Problem(f"frames {' and '.join(readings.values())} read it differently")
    if readings:
        return next(iter(readings))
    return problems[0] if problems else Problem("no frame reads it")


def _sentence(text: str, facts: Facts) -> Result[Facts, ReadRefusal]:
    """The facts so far, with this statement's: read whole, or as clauses joined by "and";
    an opener ("At a party, ...") names the place."""
    head, comma, rest = text.partition(", ")
    opened = frames.opener_place(head) if comma else None
    if opened is not None:
        place = thing(opened)
        if isinstance(place, Problem):
            return _unread(text, place)
        with_place = merge(facts, Facts(place=place))
        if isinstance(with_place, Problem):
            return _refuse(ReaderReason.NOT_GROUPING_SHAPED, with_place.detail)
        facts, text = with_place, rest
    whole = _clauses([text], facts)
    if isinstance(whole, Success) or whole.failure().reason is not ReaderReason.UNREAD_SENTENCE or " and " not in text:
        return whole
    split = _clauses(text.replace(", and ", " and ").split(" and "), facts)
    # A clause of the split no frame reads: the sentence is what is named as unread.
    return whole if isinstance(split, Failure) and split.failure().reason is ReaderReason.UNREAD_SENTENCE else split


def _clauses(clauses: list[str], facts: Facts) -> Result[Facts, ReadRefusal]:
    for clause in clauses:
        read = _clause(clause, facts)
        if isinstance(read, Problem):
            return _unread(clause, read)
        merged = merge(facts, read)
        if isinstance(merged, Problem):
            return _refuse(ReaderReason.NOT_GROUPING_SHAPED, merged.detail)
        facts = merged
    return Success(facts)


def _question(text: str, facts: Facts) -> Result[tuple[Facts, Ask], ReadRefusal]:
    """The question, read whole or with its condition ("... if each tin holds 16 crayons",
    "If 250 flyers are split ..., how many ..."): the condition is read as a statement first."""
    whole = _ask(text, facts)
    if isinstance(whole, Success) or whole.failure().reason is not ReaderReason.UNREAD_SENTENCE:
        return whole
    if text.startswith("if ") and ", how many " in text:
        condition, _, asked = text.removeprefix("if ").partition(", how many ")
        return _sentence(condition, facts).bind(lambda stated: _ask(f"how many {asked}", stated))
    if text.startswith("how many ") and " if " in text:
        asked, _, condition = text.partition(" if ")
        return _sentence(condition, facts).bind(lambda stated: _ask(asked, stated))
    return whole


def _ask(text: str, facts: Facts) -> Result[tuple[Facts, Ask], ReadRefusal]:
    readings: dict[tuple[Facts, Ask], str] = {}
    problems: list[Problem] = []
    for match in frames.question_matches(text):
        assert match.asks is not None
        typed = ask_of(match.asks, match.slots, facts.agent)
        if isinstance(typed, Problem):
            problems.append(typed)
        else:
            readings.setdefault(typed, match.frame)
    if len(readings) != 1:
        problem = problems[0] if problems else Problem("no question frame reads it")
        if readings:
            problem = Problem(f"frames {' and '.join(readings.values())} read it differently")
        return _unread(text, problem)
    stated, ask = next(iter(readings))
    merged = merge(facts, stated)
    if isinstance(merged, Problem):
        return _refuse(ReaderReason.NOT_GROUPING_SHAPED, merged.detail)
    return Success((merged, ask))


# --- the setup --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Grouping:
    operation: Operation
    left: int  # groups, or the whole shared
    right: int  # the size of a group, or the number of shares
    items: Counted


def _grouping(facts: Facts) -> _Grouping | Problem:
    """Equal groups with a size, or a whole shared: every fact read takes part in it."""
    resolved = _held(facts)
    if isinstance(resolved, Problem):
        return resolved
    f = resolved
    shares = (f.total, f.sharers, f.sharer)
    groups = (f.groups, f.container, f.size)
    if f.items is not None and f.groups is not None and f.size is not None and f.container is not None:
        if any(value is not None for value in shares):
            return Problem("both equal groups and a share")
        return _Grouping(Operation.TOTAL, f.groups, f.size, f.items)
    if f.items is not None and f.total is not None and f.sharers is not None and f.sharer is not None:
        if any(value is not None for value in groups):
            return Problem(f"a share, and groups of {f.container or f.items} it does not use")
        return _Grouping(Operation.SHARE, f.total, f.sharers, f.items)
    kind = "groups" if f.container is None else f.container.plural
    if f.groups is not None and f.size is None:
        return Problem(f"{f.groups} {kind} without a size")
    if f.size is not None and f.groups is None:
        return Problem(f"{f.size} {f.items} in each, but no number of {kind}")
    return Problem("neither equal groups with a size nor a whole shared equally")


def _held(f: Facts) -> Facts | Problem:
    """An owner's count, by what follows it: shared ("She shares them"), it is the whole;
    given a size ("Each basket contains 15 eggs"), it is the number of groups."""
    if f.held is None or f.held_items is None:
        return Problem("'them' refers to nothing held") if f.shares_held else f
    rest = dataclasses.replace(f, held=None, held_items=None, shares_held=False, shared=None)
    if f.shares_held:
        if f.shared is not None and not f.shared.same(f.held_items):
            return Problem(f"{f.held_items} are held, {f.shared} are shared")
        return merge(rest, Facts(total=f.held, items=f.held_items))
    if f.container is not None and f.held_items.modifier is None and f.held_items.head.same(f.container):
        return merge(rest, Facts(groups=f.held))
    return Problem(f"{f.held} {f.held_items} are neither groups of a stated size nor shared")


def _answer(grouping: _Grouping, ask: Ask, facts: Facts) -> ReadResult:
    """The setup, when the question asks for what the text defined."""
    if ask.asks is not grouping.operation:
        return _refuse(
            ReaderReason.NOT_GROUPING_SHAPED, f"a {ask.asks.value} question about a {grouping.operation.value}"
        )
    mismatch = _mismatch(ask, grouping, facts)
    if mismatch is not None:
        return _refuse(ReaderReason.UNIT_MISMATCH, mismatch)
    return _positive(grouping.left).bind(
        lambda left: _positive(grouping.right).map(
            lambda right: GroupingSetup(grouping.operation, left, right, str(ask.items))
        )
    )


def _mismatch(ask: Ask, grouping: _Grouping, facts: Facts) -> str | None:
    """What the question names that the text did not define, if anything."""
    if not ask.items.same(grouping.items):
        return f"the text counts {grouping.items}, the question asks for {ask.items}"
    if ask.sharer is not None and (facts.sharer is None or not ask.sharer.same(facts.sharer)):
        return f"the text shares among {facts.sharer}, the question asks about each {ask.sharer}"
    if ask.place is not None and not _defined_place(ask.place, facts):
        return f"the question asks about {ask.place}, which the text did not name"
    if ask.agent is not None and (facts.agent is None or not same_agent(ask.agent, facts.agent)):
        return f"the question asks about {ask.agent}; the text's owner is {facts.agent or 'no one'}"
    if ask.holding is not None and ask.holding != facts.holding:
        return f"the question asks what the owner {ask.holding.asked()}; the text says {facts.holding or 'no verb'}"
    return None


def _defined_place(place: Thing, facts: Facts) -> bool:
    """ "the table" the text put things on, "the hall" that has them, or "the boxes": all the groups."""
    if place.determiner != "the":
        return False
    named = [where for where in (facts.place, facts.agent) if isinstance(where, Thing)]
    if any(same_thing(place, where) for where in named):
        return True
    return _all_groups(place, facts.container)


def _all_groups(place: Thing, container: Noun | None) -> bool:
    head = place.head
    return container is not None and place.modifier is None and head.same(container) and head.word == head.plural


def _positive(value: int) -> Result[PositiveInt, ReadRefusal]:
    return positive(Organ.R2_GROUPING, value)
