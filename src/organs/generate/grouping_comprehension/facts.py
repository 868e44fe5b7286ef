"""Facts: the slots of a matched frame, typed for the role the frame gives them, and merged
across the clauses of a text. A slot whose words do not fit its role is a `Problem` (the
clause is not read); two facts that disagree are a `Problem` too, never a pick.

>>> counted("paper clips"), counted("more pencils")
(Counted(modifier='paper', head=Noun(word='clips', plural='clips')), Problem(detail="'more' cannot be part of what is counted"))
>>> diaz = person("ms diaz")
>>> mention("she", diaz) == diaz, mention("he", diaz)
(True, Problem(detail="'he' cannot refer to ms diaz"))
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final, TypeVar

from organs.core.first_names import gender_of, may_refer
from organs.core.nouns import plural_of
from organs.core.vocabulary import PRONOUN_WORDS, PRONOUNS, TITLES, Gender, Verb
from organs.generate.grouping_comprehension import lexicon
from organs.generate.grouping_comprehension.model import Operation

T = TypeVar("T")
X = TypeVar("X")

_NOT_CONTENT: Final = frozenset(lexicon.NOT_CONTENT)
_KIN: Final[dict[str, Gender]] = dict(lexicon.KIN_TITLES)
_PERSON_TITLES: Final = frozenset((*TITLES, *_KIN))
_POSSESSIVE: Final = dict(lexicon.POSSESSIVES)


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a clause is not read, or why two facts cannot both hold."""

    detail: str


class Tense(enum.StrEnum):
    PRESENT = "present"
    PAST = "past"


@dataclass(frozen=True, slots=True)
class Noun:
    """A count noun as written, and its canonical plural (two mentions are the same noun
    exactly when their plurals are equal)."""

    word: str
    plural: str

    def same(self, other: Noun) -> bool:
        return self.plural == other.plural

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Counted:
    """What is counted: a noun, with at most one noun before it ("paper clips", "red marbles")."""

    modifier: str | None
    head: Noun

    def same(self, other: Counted) -> bool:
        return self.modifier == other.modifier and self.head.same(other.head)

    def __str__(self) -> str:
        return self.head.word if self.modifier is None else f"{self.modifier} {self.head.word}"


@dataclass(frozen=True, slots=True)
class Person:
    """A named owner: "tom", "ms park", "grandpa joe"."""

    title: str | None
    name: str

    def __str__(self) -> str:
        return self.name if self.title is None else f"{self.title} {self.name}"


@dataclass(frozen=True, slots=True)
class Thing:
    """An owner or a place named by a common noun: "a farmer", "the parking lot"."""

    determiner: str
    modifier: str | None
    head: Noun

    def __str__(self) -> str:
        words = (self.determiner, self.modifier, self.head.word)
        return " ".join(word for word in words if word is not None)


Agent = Person | Thing


def same_agent(first: Agent, second: Agent) -> bool:
    """The same owner: one name, or one common noun ("a parking lot" is "the lot")."""
    if isinstance(first, Person) and isinstance(second, Person):
        return first == second
    if isinstance(first, Thing) and isinstance(second, Thing):
        return same_thing(first, second)
    return False


def same_thing(first: Thing, second: Thing) -> bool:
    modifiers_agree = first.modifier is None or second.modifier is None or first.modifier == second.modifier
    return modifiers_agree and first.head.same(second.head)


@dataclass(frozen=True, slots=True)
class Holding:
    """The verb an owner holds its count by, and when: "bought" is (buy, past)."""

    verb: Verb
    tense: Tense

    def __str__(self) -> str:
        return self.verb.past if self.tense is Tense.PAST else self.verb.third

    def asked(self) -> str:
        """As a question asks it: "did buy", "does have"."""
        return f"{'did' if self.tense is Tense.PAST else 'does'} {self.verb.base}"


@dataclass(frozen=True, slots=True)
class Facts:
    """What the clauses read so far state. Every field is stated at most once, or agrees."""

    groups: int | None = None
    container: Noun | None = None
    size: int | None = None
    items: Counted | None = None
    total: int | None = None
    sharers: int | None = None
    sharer: Noun | None = None
    held: int | None = None  # "Ms. Diaz has 84 pencils": groups or a whole, by what follows
    held_items: Counted | None = None
    shares_held: bool = False  # "She shares them equally ..."
    shared: Counted | None = None  # "She shares the pencils equally ..."
    agent: Agent | None = None
    holding: Holding | None = None
    place: Thing | None = None


@dataclass(frozen=True, slots=True)
class Ask:
    """What the question asks for, and the names it uses to ask."""

    asks: Operation
    items: Counted
    sharer: Noun | None
    place: Thing | None
    agent: Agent | None
    holding: Holding | None


# --- one slot, typed --------------------------------------------------------------------


def noun(word: str) -> Noun | Problem:
    plural = plural_of(word)
    if word in _NOT_CONTENT or plural is None:
        return Problem(f"{word!r} is not a count noun")
    return Noun(word, plural)


def counted(text: str) -> Counted | Problem:
    *before, last = text.split(" ")
    for word in (*before, last):
        if word in _NOT_CONTENT:
            return Problem(f"{word!r} cannot be part of what is counted")
    head = noun(last)
    if isinstance(head, Problem):
        return head
    modifier = before[0] if before else None
    if modifier is not None and plural_of(modifier) is None:
        return Problem(f"{modifier!r} before {last!r} is not a noun")
    return Counted(modifier, head)


def thing(text: str) -> Thing | Problem:
    determiner, *words = text.split(" ")
    if determiner not in lexicon.DETERMINERS or not words or len(words) > 2:
        return Problem(f"{text!r} is not a noun phrase")
    if any(word in _NOT_CONTENT for word in words):
        return Problem(f"{text!r} picks out part of something")
    head = noun(words[-1])
    if isinstance(head, Problem):
        return head
    return Thing(determiner, words[0] if len(words) == 2 else None, head)


def person(text: str) -> Person | Problem:
    words = text.split(" ")
    if len(words) == 2 and words[0] in _PERSON_TITLES and words[1] not in _NOT_CONTENT:
        return Person(words[0], words[1])
    # A bare name: a first name the census table knows, or a word that is no noun ("Jin", "Kim").
    if len(words) == 1 and text not in _NOT_CONTENT and (gender_of(text) is not None or plural_of(text) is None):
        return Person(None, text)
    return Problem(f"{text!r} is not a name")


def refers(pronoun: str, agent: Agent) -> bool:
    """Whether a subject pronoun can refer to this owner: a common noun by any singular pronoun
    ("a baker ... she", "a school ... it"); a person by the title's gender where it fixes one
    ("Mr. Bell ... his"), else by the first name's (`organs.core.first_names`)."""
    if isinstance(agent, Thing):
        return pronoun in ("he", "she", "it")
    kin = _KIN.get(agent.title or "")
    if kin is not None:
        return any(p.word == pronoun and p.gender is kin for p in PRONOUNS)
    return may_refer(pronoun, agent.name, title=agent.title)


def mention(text: str, context: Agent | None) -> Agent | Problem:
    """An owner named in a clause; a pronoun resolves to the one owner read so far."""
    if text in PRONOUN_WORDS:
        if context is None or not refers(text, context):
            return Problem(f"{text!r} cannot refer to {context or 'anyone named before it'}")
        return context
    if text.split(" ")[0] in lexicon.DETERMINERS:
        owner = thing(text)
        # "The children bought 3 packs of 10": together, or each? A plural owner is not read.
        if isinstance(owner, Thing) and owner.head.word == owner.head.plural:
            return Problem(f"{text!r} is plural: together or each is not said")
        return owner
    return person(text)


def holding(form: str) -> Holding:
    """The verb and tense of a form the `hold_verb` slot matched (the slot admits no other)."""
    verb = next(v for v in lexicon.HOLD_VERBS if form in (v.third, v.past))
    return Holding(verb, Tense.PRESENT if form == verb.third else Tense.PAST)


# --- one clause, typed ---------------------------------------------------------------------


def _optional(typed: Callable[[str], X | Problem], text: str | None) -> X | Problem | None:
    return None if text is None else typed(text)


def _mentioned(text: str | None, context: Agent | None) -> Agent | Problem | None:
    return None if text is None else mention(text, context)


def _container(slots: Mapping[str, str]) -> Noun | Problem | None:
    """The kind of group; "{containers} ... each {container}" must name one noun twice."""
    plural, singular = _optional(noun, slots.get("containers")), _optional(noun, slots.get("container"))
    if isinstance(plural, Problem):
        return plural
    if isinstance(singular, Problem):
        return singular
    if plural is not None and singular is not None and not plural.same(singular):
        return Problem(f"the groups are {plural}, then each {singular}")
    return plural if plural is not None else singular


def _shared(them: str | None) -> Counted | Problem | None:
    """ "them" shares what the owner holds; "the pencils" names it, and must name it right."""
    return None if them is None or them == "them" else counted(them.removeprefix("the "))


def facts_of(slots: Mapping[str, str], context: Agent | None) -> Facts | Problem:
    """The facts one matched statement frame states; `context` is the owner read before it."""
    agent = _mentioned(slots.get("agent"), context)
    if isinstance(agent, Problem):
        return agent
    owner = agent or context
    if "possessive" in slots and (owner is None or not refers(_POSSESSIVE[slots["possessive"]], owner)):
        return Problem(f"{slots['possessive']!r} cannot refer to {owner or 'anyone named before it'}")
    material = _optional(noun, slots.get("material"))
    if isinstance(material, Problem):
        return material
    container = _container(slots)
    if isinstance(container, Problem):
        return container
    items = _optional(counted, slots.get("items"))
    if isinstance(items, Problem):
        return items
    held_items = _optional(counted, slots.get("held_items"))
    if isinstance(held_items, Problem):
        return held_items
    sharer = _optional(noun, slots.get("sharer"))
    if isinstance(sharer, Problem):
        return sharer
    place = _optional(thing, slots.get("place"))
    if isinstance(place, Problem):
        return place
    shared = _shared(slots.get("them"))
    if isinstance(shared, Problem):
        return shared
    return Facts(
        groups=_number(slots, "groups"),
        container=container,
        size=_number(slots, "size"),
        items=items,
        total=_number(slots, "total"),
        sharers=_number(slots, "sharers"),
        sharer=sharer,
        held=_number(slots, "held"),
        held_items=held_items,
        shares_held="them" in slots,
        shared=shared,
        agent=agent,
        holding=holding(slots["hold_verb"]) if "hold_verb" in slots else None,
        place=place,
    )


def _number(slots: Mapping[str, str], name: str) -> int | None:
    return int(slots[name]) if name in slots else None


# --- the question ----------------------------------------------------------------------------


def ask_of(asks: Operation, slots: Mapping[str, str], context: Agent | None) -> tuple[Facts, Ask] | Problem:
    """What a matched question frame asks for, and the facts it states itself ("on 4 shelves")."""
    items = counted(slots["items"])
    if isinstance(items, Problem):
        return items
    stated = facts_of({k: v for k, v in slots.items() if k in ("groups", "containers")}, context)
    if isinstance(stated, Problem):
        return stated
    sharer = _optional(noun, slots.get("sharer"))
    if isinstance(sharer, Problem):
        return sharer
    place = _optional(thing, slots.get("place"))
    if isinstance(place, Problem):
        return place
    agent = _mentioned(slots.get("agent"), context)
    if isinstance(agent, Problem):
        return agent
    held: Holding | None = None
    if "ask_verb" in slots:
        verb = next(v for v in lexicon.HOLD_VERBS if v.base == slots["ask_verb"])
        held = Holding(verb, Tense.PRESENT if slots["aux"] == "does" else Tense.PAST)
    return stated, Ask(asks, items, sharer, place, agent, held)


# --- two sets of facts, merged ------------------------------------------------------------------


def merge(first: Facts, second: Facts) -> Facts | Problem:
    """Both sets of facts, or the first way they disagree. A number is stated once: a second
    size, a second group count, a second owner's count is never reconciled."""
    problems: list[str] = []

    def once(name: str, a: T | None, b: T | None) -> T | None:
        if a is not None and b is not None:
            problems.append(f"{name} is stated twice ({a}, {b})")
        return a if a is not None else b

    def agree(name: str, a: T | None, b: T | None, same: Callable[[T, T], bool]) -> T | None:
        if a is not None and b is not None and not same(a, b):
            problems.append(f"two {name}: {a} and {b}")
        return a if a is not None else b

    if first.agent is not None and second.agent is not None and not same_agent(first.agent, second.agent):
        problems.append(f"two owners: {first.agent} and {second.agent}")
    merged = Facts(
        groups=once("the number of groups", first.groups, second.groups),
        container=agree("kinds of group", first.container, second.container, Noun.same),
        size=once("the size of a group", first.size, second.size),
        items=agree("things counted", first.items, second.items, Counted.same),
        total=once("the whole shared", first.total, second.total),
        sharers=once("the number of shares", first.sharers, second.sharers),
        sharer=agree("kinds of sharer", first.sharer, second.sharer, Noun.same),
        held=once("an owner's count", first.held, second.held),
        held_items=once("what an owner holds", first.held_items, second.held_items),
        shares_held=first.shares_held or second.shares_held,
        shared=once("what is shared", first.shared, second.shared),
        agent=first.agent if first.agent is not None else second.agent,
        holding=once("an owner's verb", first.holding, second.holding),
        place=agree("places", first.place, second.place, same_thing),
    )
    return Problem(problems[0]) if problems else merged
