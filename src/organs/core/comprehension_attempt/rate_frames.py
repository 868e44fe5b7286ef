"""Rate problems read in full, by frames: the reading R3 and R4 build their setups from.

Every sentence of the text is matched in full by one row of `FRAMES` — a template of typed
slots (agent, verb, count, noun, per-unit, duration, …) — or, when no row matches the whole
sentence, every clause of it is: the sentence is split at its joining words (", ", " and ",
" while ", " if ", …) and each piece must be matched in full. What a frame matched becomes a
`Fact`. A sentence that no frame reads, whole or clause by clause, stops the reading and is
returned: nothing is skipped, so a word that changes the meaning ("does not", "halfway",
"The drain is closed.") can never be read past. Two splittings that read differently are
an ambiguity, and are refused the same way.

Slots are checked against the kernel's lexicons: nouns and adjectives from `organs.core.nouns`
(open class, from a real lexicon), names from `organs.core.first_names` or words the lexicon does
not know, verbs from the closed `RATE_VERBS`, time units from `organs.core.units`.

>>> from organs.core.text import prepare
>>> facts = read_facts(prepare("A printer prints 12 pages per minute. How long will it take to print 300 pages?").unwrap())
>>> [type(fact).__name__ for fact in facts.unwrap()]
['Rate', 'Question']
>>> read_facts(prepare("A printer prints 12 pages per minute. Then it jams. How long will it take to print 300 pages?").unwrap()).failure()
'then it jams'
"""

from __future__ import annotations

import enum
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from lemminflect import getInflection
from returns.result import Failure, Result, Success

from organs.core.first_names import gender_of, may_refer
from organs.core.nouns import count_noun, is_adjective, is_singular, lemma_of, plural_of
from organs.core.text import Prepared, alternation
from organs.core.units import TIME_UNIT_SPELLINGS, TimeUnit, time_unit
from organs.core.vocabulary import NOT_NAMES, PRONOUN_WORDS, SAME_RATE_PREFIXES, TITLES

# The verbs a rate is stated with, base forms; closed, extended with a fixture that needs one.
RATE_VERBS: Final[tuple[tuple[str, str], ...]] = (
    ("add", "adds"), ("assemble", "assembles"), ("bake", "bakes"), ("build", "builds"), ("cap", "caps"),
    ("carry", "carries"), ("chop", "chops"), ("clean", "cleans"), ("collect", "collects"), ("crawl", "crawls"),
    ("cut", "cuts"), ("cycle", "cycles"), ("deliver", "delivers"), ("drain", "drains"), ("drip", "drips"),
    ("drive", "drives"), ("eat", "eats"), ("empty", "empties"), ("fill", "fills"), ("fly", "flies"),
    ("fold", "folds"), ("get", "gets"), ("give", "gives"), ("grade", "grades"), ("harvest", "harvests"),
    ("jog", "jogs"), ("knit", "knits"), ("lay", "lays"), ("leak", "leaks"), ("lift", "lifts"),
    ("lose", "loses"), ("make", "makes"), ("mow", "mows"), ("move", "moves"), ("pack", "packs"),
    ("paint", "paints"), ("pick", "picks"), ("plant", "plants"), ("pour", "pours"), ("print", "prints"),
    ("produce", "produces"), ("pump", "pumps"), ("read", "reads"), ("release", "releases"), ("remove", "removes"),
    ("ride", "rides"), ("run", "runs"), ("save", "saves"), ("sell", "sells"), ("send", "sends"),
    ("sew", "sews"), ("shuck", "shucks"), ("slide", "slides"), ("solve", "solves"), ("sort", "sorts"),
    ("spray", "sprays"), ("stuff", "stuffs"), ("supply", "supplies"), ("swim", "swims"), ("travel", "travels"),
    ("type", "types"), ("walk", "walks"), ("wash", "washes"), ("write", "writes"),
)  # fmt: skip
_BASE_OF: Final[dict[str, str]] = {form: base for base, third in RATE_VERBS for form in (base, third)}
# Past participles, for passive questions ("how many rooms get painted"): from the lexicon's tables.
_PARTICIPLE_OF: Final[dict[str, str]] = {
    participle: base for base, _ in RATE_VERBS for participle in getInflection(base, tag="VBN", inflect_oov=False)
}
# Verbs whose rate flows into a container, or out of it (R4's opposing flows).
INFLOW_VERBS: Final[frozenset[str]] = frozenset(("add", "fill", "pour", "pump", "supply"))
OUTFLOW_VERBS: Final[frozenset[str]] = frozenset(("drain", "empty", "leak", "lose", "remove"))

# Words a frame reads as themselves, outside any slot.
DETERMINERS: Final[tuple[str, ...]] = ("a", "an", "the", "1", "another", "this", "that")  # "one" is "1" once prepared
DEFINITE: Final[tuple[str, ...]] = ("the", "this", "that")
POSSESSIVES: Final[tuple[str, ...]] = ("its", "his", "her", "their")
ORDINAL_AGENTS: Final[tuple[str, ...]] = ("the first", "the second", "the other", "1", "another")
# How one of several agents of a kind is told apart, by the words before its noun ("1" is "one"
# after the kernel's number words), each as the ordinal it means.
_COUNTED_AGENT: Final[dict[str, str]] = {
    "1": "first", "the first": "first", "a first": "first", "the second": "second", "a second": "second",
    "another": "second", "the other": "second",
}  # fmt: skip
TOGETHER: Final[tuple[str, ...]] = ("together", "combined", "altogether", "in total", "between them")
# Clause frames that license combining two rates, read as they stand (R4's cooperation cues).
COOPERATION_CLAUSES: Final[tuple[str, ...]] = (
    "working together", "together", "if they work together", "they work together",
    "if they work at the same time", "if they type at the same time", "typing together",
)  # fmt: skip
EMPTY_START_CLAUSES: Final[tuple[str, ...]] = (
    "starting from empty", "starting empty", "if it starts empty", "it starts empty", "the tank starts empty",
)  # fmt: skip
# Where a sentence may be split into clauses, tried in every combination.
JOINERS: Final[tuple[str, ...]] = (
    ", and ",
    ", while ",
    ", but ",
    " and ",
    " while ",
    " but ",
    " if ",
    ", ",
    "; ",
    ": ",
)
MAX_JOINS: Final = 4  # 2**4 splittings of one sentence at most; more is refused as unread

_TIME: Final = alternation(TIME_UNIT_SPELLINGS)
_WORD: Final = r"[a-z]++"
# Words that end an agent or object phrase: a modal, an auxiliary, a preposition of the frame.
STOP_WORDS: Final[tuple[str, ...]] = (
    "can", "could", "at", "in", "for", "per", "every", "each", "to", "is", "are", "will", "would",
    "does", "do", "did", "need", "and", "if", "into", "from", "out", "with",
)  # fmt: skip
_NOT_STOP: Final = rf"(?!(?:{alternation(STOP_WORDS)})(?![a-z]))"
# An agent or object, checked word by word below; "1" is "one" once prepared ("1 hose pours").
_PHRASE: Final = rf"(?:1|{_NOT_STOP}[a-z]++)(?: (?:\d++|{_NOT_STOP}[a-z]++)){{0,3}}"
_COUNT: Final = r"\d++|an?"
_PER: Final = r"(?: (?:per|an?|each|every) |/)"
_AT: Final = r"(?: at(?: a (?:rate|speed) of)?| with)?"  # "fills a basin with 9 liters per minute"
_MASS: Final = rf"(?: of (?P<mass>{_WORD}))?"
_THIRD: Final = alternation(third for _, third in RATE_VERBS)
_BASE: Final = alternation(base for base, _ in RATE_VERBS)
_MODAL: Final = r"(?:can |could )?"
_AUX: Final = r"(?:does|do|did|can|could|will|would)"
_TOGETHER: Final = alternation(TOGETHER)
_PREFIX: Final = rf"(?:(?:{alternation(SAME_RATE_PREFIXES)}),? )?"


class AgentKind(enum.StrEnum):
    NAME = "name"  # "alice", "mr cole"
    THING = "thing"  # "a printer", "the leaky faucet": its head noun
    PRONOUN = "pronoun"
    ORDINAL = "ordinal"  # "the first", "one", "another": one of several agents
    GROUP = "group"  # "they", "the two hoses", "ana and leo": every agent at once
    NONE = "none"  # the question names no agent ("how long will it take to …")


@dataclass(frozen=True, slots=True)
class Agent:
    kind: AgentKind
    words: str  # the name, the head noun's lemma, the pronoun, or the phrase
    title: str | None = None  # "mr" in "Mr. Hale": it may decide the pronoun
    determiner: str | None = None  # "a" in "a printer": only "the", "this", "that" refer back

    def may_be(self, other: Agent) -> bool:
        """Whether this mention may refer to the agent `other` was introduced as."""
        match self.kind:
            case AgentKind.NAME:
                return other.kind is AgentKind.NAME and other.words == self.words and self.title in (None, other.title)
            case AgentKind.THING:
                # "the printer" is the printer introduced before; "another printer" is not.
                same = other.kind is AgentKind.THING and other.words == self.words
                return same and self.determiner in DEFINITE
            case AgentKind.PRONOUN:
                if other.kind is AgentKind.NAME:
                    return may_refer(self.words, other.words, other.title)
                # A thing takes "it"; a person named by a noun ("a baker") takes "he" or "she".
                return other.kind is AgentKind.THING and self.words in ("it", "he", "she")
            case AgentKind.ORDINAL | AgentKind.GROUP | AgentKind.NONE:
                return False


NO_AGENT: Final = Agent(AgentKind.NONE, "")


@dataclass(frozen=True, slots=True)
class Rate:
    """`agent` `verb`s `amount` `unit` per `per_count` `per`s ("12 pages per minute", "10 in 5 minutes")."""

    agent: Agent
    verb: str  # base form
    amount: int
    unit: str  # canonical plural
    per_count: int
    per: TimeUnit
    duration: Duration | None  # "travels at 60 mph for 3 hours"
    container: str | None  # what the flow fills or leaves, "a tank" / "into a pool": its lemma
    new_container: bool = False  # told as "a tank": one not told before it, unless it is the first


@dataclass(frozen=True, slots=True)
class Duration:
    """A stated duration of the work: "He jogs for 2 hours", "If both hoses run for 4 minutes"."""

    agent: Agent
    value: int
    unit: TimeUnit


class CueKind(enum.StrEnum):
    COOPERATION = "cooperation"  # the rates are combined: "working together"
    EMPTY_START = "empty_start"  # the container starts empty


@dataclass(frozen=True, slots=True)
class Cue:
    kind: CueKind
    group: str | None = None  # the lemma of the agents it names ("two printers run …"), if any
    verb: str | None = None  # the work it says both do ("if both print"), in its base form; None: any


@dataclass(frozen=True, slots=True)
class Holds:
    """A capacity or order to reach: "The pool holds 300 gallons", "The order is for 180 muffins"."""

    amount: int
    unit: str
    container: str  # its lemma


class Asked(enum.StrEnum):
    QUANTITY = "quantity"  # how many units in a duration
    TIME = "time"  # how long to reach a quantity
    RATE = "rate"  # how many units per time unit


@dataclass(frozen=True, slots=True)
class Question:
    asked: Asked
    agent: Agent
    verb: str | None  # base form, when the question names one
    noun: str | None  # canonical plural of the asked or reached unit
    value: int | None  # the duration (quantity) or the quantity to reach (time)
    unit: TimeUnit | None  # the duration's unit, the answer's time unit, or the rate's per-unit
    together: bool  # the question itself says the rates are combined
    container: str | None = None  # "in the tank", "to fill the pool": its lemma


Fact = Rate | Duration | Cue | Holds | Question


# --- slot readers: a matched phrase, checked against the lexicons, or None -------------------


def _name(word: str, titled: bool = False) -> bool:
    """A first name: one the census table knows, or a word the lexicon does not (Priya, Tariq);
    after a title ("Mr. Hale") any word that is not a function word, verb or time unit."""
    if word in NOT_NAMES or word in PRONOUN_WORDS or word in _BASE_OF or time_unit(word) is not None:
        return False
    return titled or gender_of(word) is not None or (lemma_of(word) is None and not is_adjective(word))


def agent_of(phrase: str) -> Agent | None:
    """One agent, named, pronominal, or "a/the [modifier] <singular noun>"; never a plural."""
    if phrase in PRONOUN_WORDS:
        return Agent(AgentKind.GROUP if phrase == "they" else AgentKind.PRONOUN, phrase)
    if phrase in ORDINAL_AGENTS:
        return Agent(AgentKind.ORDINAL, phrase)
    words = phrase.split(" ")
    if len(words) == 2 and len(words[1]) == 1 and words[1].isalpha() and is_singular(words[0]):
        # "Pipe B", "machine a": a thing by its label, which no other agent shares
        return Agent(AgentKind.THING, phrase, determiner="label") if lemma_of(words[0]) is not None else None
    counted = _COUNTED_AGENT.get(" ".join(words[:-1]))
    if counted is not None and is_singular(words[-1]) and (head := lemma_of(words[-1])) is not None:
        # "one copier", "a second copier", "the other copier": one of several of a kind, by its noun
        return Agent(AgentKind.ORDINAL, head, determiner=counted)
    if len(words) == 1:
        return Agent(AgentKind.NAME, phrase) if _name(phrase) else None
    if len(words) == 2 and words[0] in TITLES and _name(words[1], titled=True):
        return Agent(AgentKind.NAME, words[1], words[0])
    determiner, *modifiers, head = words
    if determiner not in DETERMINERS + POSSESSIVES or len(modifiers) > 1 or not is_singular(head):
        return None
    if any(not (is_adjective(word) or lemma_of(word) is not None) or word in _BASE_OF for word in modifiers):
        return None
    return Agent(AgentKind.THING, head, determiner=determiner)


def group_of(phrase: str) -> Agent | None:
    """Several agents at once: "they", "both", "the two hoses", "the machines", "ana and leo"."""
    words = phrase.split(" ")
    joint = phrase in ("they", "both", "we", "you") or (
        words[0] == "the"
        and len(words) in (2, 3)
        and words[-1] != lemma_of(words[-1])
        and plural_of(words[-1]) is not None
    )
    names = phrase.split(" and ")
    if joint or (len(names) == 2 and all(_name(name) for name in names)):
        return Agent(AgentKind.GROUP, phrase)
    return None


def _count(text: str | None) -> int:
    """A slot's count: its digits, or 1 for "a" / "an" (and for no slot at all)."""
    return int(text) if text is not None and text.isdigit() else 1


def _unit(word: str | None, mass: str | None = None) -> str | None:
    """A count noun's canonical plural; "9 gallons of water" counts gallons, if water is a noun."""
    if word is None or (mass is not None and plural_of(mass) is None):
        return None
    return count_noun(word)


def _time(word: str | None) -> TimeUnit | None:
    return None if word is None else time_unit(word)


# --- the frames ------------------------------------------------------------------------------

Build = Callable[[re.Match[str]], "Fact | None"]


@dataclass(frozen=True, slots=True)
class Frame:
    name: str
    pattern: re.Pattern[str]
    build: Build


def _frame(name: str, template: str, build: Build) -> Frame:
    # The leading word boundary keeps a search over a long run of letters linear: a template
    # that opens with a word slot would otherwise be tried, and run to the end, at every letter.
    return Frame(name, re.compile(rf"\b{template}", re.ASCII), build)


def _rate(m: re.Match[str]) -> Fact | None:
    agent, unit, per = agent_of(m["agent"]), _unit(m["noun"], m["mass"]), _time(m["per"])
    duration = _duration_of(m["dn"], m["du"], agent) if m["dn"] else None
    if agent is None or unit is None or per is None or agent.kind is AgentKind.GROUP or (m["dn"] and duration is None):
        return None
    thing, place = m["object"] or None, _slot(m, "place")
    if thing is not None and " " not in thing and thing != "it":
        # "picks apples at a rate of 15 apples per hour": the object is the thing counted
        if plural_of(thing) != unit:
            return None
        thing = None
    if any(phrase is not None and phrase.startswith(("another ", "a different ")) for phrase in (thing, place)):
        return None  # "drains another tank": a second container, which one question cannot ask of
    containers = {_container(phrase) for phrase in (thing, place) if phrase is not None}
    if None in containers or len(containers - {"it"}) > 1:
        return None  # a container the lexicon does not read, or two ("from a different tank")
    named = sorted(c for c in containers if c is not None and c != "it")
    container = named[0] if named else None
    fresh = any(phrase is not None and phrase.split(" ")[0] in ("a", "an") for phrase in (thing, place))
    return Rate(agent, _BASE_OF[m["verb"]], int(m["n"]), unit, _count(m["m"]), per, duration, container, fresh)


def _container(phrase: str) -> str | None:
    """What a flow fills or leaves: "it", or a determiner and one noun ("a tank", "the pool"),
    as the noun's lemma. A modifier is not read past: "a leaky tank" says more than one rate."""
    if phrase == "it":
        return phrase
    words = phrase.split(" ")
    if len(words) != 2 or words[0] not in DETERMINERS + POSSESSIVES:
        return None
    return lemma_of(words[1])


def _duration_of(value: str | None, unit: str | None, agent: Agent | None) -> Duration | None:
    per = _time(unit)
    if value is None or per is None or agent is None:
        return None
    return Duration(agent, _count(value), per)


def _duration(m: re.Match[str]) -> Fact | None:
    agent = agent_of(m["agent"]) or group_of(m["agent"])
    if m["verb"] not in _BASE_OF and m["verb"] not in ("work", "works", "run", "runs"):
        return None
    return _duration_of(m["dn"], m["du"], agent)


def _holds(m: re.Match[str]) -> Fact | None:
    unit, container = _unit(m["noun"]), _container(m["container"])
    return None if unit is None or container is None else Holds(int(m["n"]), unit, container)


def _both_run(m: re.Match[str]) -> Fact | None:
    """A condition that the two agents work at once: a cooperation cue, with the plural noun it
    names ("if both ovens run") as the group it introduces."""
    group, verb = _slot(m, "group"), _BASE_OF.get(m["verb"])  # "run", "work", "are on": any work
    if group is None:
        return Cue(CueKind.COOPERATION, None, verb)
    return Cue(CueKind.COOPERATION, lemma_of(group), verb) if plural_of(group) == group else None


def _cue(kind: CueKind) -> Build:
    return lambda _: Cue(kind)


def _quantity_question(m: re.Match[str]) -> Fact | None:
    agent = _asker(m["agent"])
    unit, stated = _unit(m["noun"]), _slot(m, "du")
    duration = _time(stated)
    if agent is None or unit is None or (stated is not None and duration is None):
        return None
    together = m["together"] is not None or agent.kind is AgentKind.GROUP
    value = None if stated is None else _count(_slot(m, "dn"))
    return Question(Asked.QUANTITY, agent, _BASE_OF[m["verb"]], unit, value, duration, together)


def _passive_question(m: re.Match[str]) -> Fact | None:
    unit, duration = _unit(m["noun"]), _time(m["du"])
    if unit is None or duration is None:
        return None
    verb = _PARTICIPLE_OF[m["participle"]]
    return Question(Asked.QUANTITY, NO_AGENT, verb, unit, _count(m["dn"]), duration, m["together"] is not None)


def _asker(phrase: str | None) -> Agent | None:
    if phrase is None:
        return NO_AGENT
    return agent_of(phrase) or group_of(phrase)


def _contents_question(m: re.Match[str]) -> Fact | None:
    """How much a container holds after a duration: "how many liters are in the tank after 6 minutes"."""
    unit, duration, container = _unit(m["noun"]), _time(m["du"]), _container(m["container"])
    if unit is None or duration is None or container is None:
        return None
    return Question(Asked.QUANTITY, NO_AGENT, None, unit, _count(m["dn"]), duration, False, container)


def _slot(m: re.Match[str], name: str) -> str | None:
    """A slot that this frame may not have: None when absent or unmatched."""
    return m.groupdict().get(name)


def _time_question(m: re.Match[str]) -> Fact | None:
    """How long until a quantity is reached: named in the question ("to print 300 pages", "to fill
    an empty 18 liter tank") or, when it names only a container ("to fill the pool"), stated elsewhere."""
    answer_word, agent_phrase, needer = _slot(m, "tu") or _slot(m, "hint"), _slot(m, "agent"), _slot(m, "needer")
    answer_unit = _time(answer_word)
    if needer is not None:
        agent = agent_of(needer) or group_of(needer)
    else:
        agent = NO_AGENT if agent_phrase is None else _object_agent(agent_phrase)
    verb = _BASE_OF.get(m["verb"])
    count, noun = _slot(m, "n") or _slot(m, "n2"), _slot(m, "noun") or _slot(m, "noun2")
    target = _unit(noun) if noun is not None else None
    if agent is None or verb is None or (answer_word and answer_unit is None) or (noun is not None and target is None):
        return None
    phrase = _slot(m, "container")
    container = None if phrase is None else lemma_of(phrase.rsplit(" ", 1)[-1])
    if phrase is not None and container is None:
        return None
    together = _slot(m, "together") is not None or _slot(m, "together2") is not None or agent.kind is AgentKind.GROUP
    value = None if count is None else int(count)
    return Question(Asked.TIME, agent, verb, target, value, answer_unit, together, container)


def _object_agent(phrase: str) -> Agent | None:
    """The agent as an object: "it take him to", "it take them to"."""
    objects = {"him": "he", "her": "she", "them": "they", "it": "it"}
    if phrase in objects:
        return agent_of(objects[phrase])
    return agent_of(phrase) or group_of(phrase)


def _net_rate_question(m: re.Match[str]) -> Fact | None:
    unit, per = _unit(_slot(m, "noun")), _time(_slot(m, "per"))
    if _slot(m, "noun") is not None and (unit is None or per is None):
        return None
    stated = _slot(m, "container")
    container = _container(stated) if stated is not None else None
    if stated is not None and container is None:
        return None
    return Question(Asked.RATE, Agent(AgentKind.GROUP, "they"), None, unit, None, per, True, container)


def _rate_question(m: re.Match[str]) -> Fact | None:
    agent = _asker(m["agent"])
    unit, per = _unit(m["noun"]), _time(m["per"])
    verb = _BASE_OF.get(m["verb"]) if m["verb"] else None
    if agent is None or unit is None or per is None or (m["verb"] and verb is None):
        return None
    together = m["together"] is not None or agent.kind is AgentKind.GROUP
    return Question(Asked.RATE, agent, verb, unit, None, per, together)


_STATEMENT_AGENT: Final = rf"(?P<agent>{_PHRASE})"
_ASKED: Final = rf"(?P<agent>{_PHRASE}(?: and {_PHRASE})?)"  # a question may name two agents
_OBJECT: Final = (
    rf"(?: (?P<object>(?:(?:{alternation(DETERMINERS + POSSESSIVES)}) )?{_NOT_STOP}{_WORD}(?: {_NOT_STOP}{_WORD})?))?"
)
_PLACE: Final = rf"(?: (?:into|to|from|out of) (?P<place>it|(?:{alternation(DETERMINERS)}) {_WORD}))?"
_FOR: Final = rf"(?: for (?P<dn>{_COUNT}) (?P<du>{_TIME}))?"

FRAMES: Final[tuple[Frame, ...]] = (
    # "A pipe fills a tank at 5 liters per minute", "Kim picks apples at a rate of 15 apples per hour",
    # "A car travels at 60 mph for 3 hours", "One hose pours 6 liters per minute into a pool"
    _frame(
        "rate",
        rf"{_STATEMENT_AGENT} {_MODAL}(?P<verb>{_THIRD}|{_BASE}){_OBJECT}{_AT} (?P<n>\d++) (?P<noun>{_WORD}){_MASS}"
        rf"{_PER}(?P<per>{_TIME})(?P<m>){_PLACE}{_FOR}",
        _rate,
    ),
    # "Bob can shuck 10 oysters in 5 minutes", "A fountain pumps 40 liters every 2 minutes"
    _frame(
        "capacity_rate",
        rf"{_STATEMENT_AGENT} {_MODAL}(?P<verb>{_THIRD}|{_BASE})(?P<object>) (?P<n>\d++) (?P<noun>{_WORD}){_MASS}"
        rf" (?:in|every) (?P<m>{_COUNT}) (?P<per>{_TIME}){_FOR}",
        _rate,
    ),
    # "Working together for 4 hours": the agents' joint work, over a duration
    _frame(
        "working_together_for",
        rf"working together for (?P<dn>{_COUNT}) (?P<du>{_TIME})",
        lambda m: _duration_of(m["dn"], m["du"], Agent(AgentKind.GROUP, "they")),
    ),
    # "He jogs for 2 hours", "They work together for 4 hours", "If both hoses run for 4 minutes"
    _frame(
        "duration",
        rf"(?:if )?(?P<agent>{_PHRASE}) (?P<verb>{_WORD})(?: together| at the same time)? for (?P<dn>{_COUNT}) (?P<du>{_TIME})",
        _duration,
    ),
    # "The pool holds 300 gallons", "A basin can hold 260 gallons", "The order is for 180 muffins"
    _frame(
        "holds",
        rf"(?P<container>(?:{alternation(DETERMINERS)}) {_WORD}) (?:holds|can hold|is for) (?P<n>\d++) (?P<noun>{_WORD})",
        _holds,
    ),
    _frame("cooperation", rf"(?:{alternation(COOPERATION_CLAUSES)})", _cue(CueKind.COOPERATION)),
    # "Two machines work at the same time", "Both valves are open", "Two hoses fill a pool together"
    _frame(
        "working_together",
        rf"(?:the )?(?:2|both)(?: the)? (?P<group>{_WORD})(?: (?:work|run|are open|are on)| fill (?:a|the) {_WORD})"
        rf"(?: together| at the same time| simultaneously| at once)?",
        lambda m: Cue(CueKind.COOPERATION, lemma_of(m["group"])) if plural_of(m["group"]) == m["group"] else None,
    ),
    # "If both print together", "if both ovens run", "if the two machines work at the same time"
    _frame(
        "both_run",
        rf"if (?:both|the 2)(?: (?P<group>{_WORD}))? (?P<verb>{_BASE}|run|work|are on)"
        rf"(?: together| at the same time| simultaneously| at once)?",
        lambda m: _both_run(m),
    ),
    _frame("empty_start", rf"(?:{alternation(EMPTY_START_CLAUSES)})", _cue(CueKind.EMPTY_START)),
    # "How many pages does it print in 5 minutes", "… can they type together in 10 minutes",
    # "In 6 hours, how many rooms will Ana and Leo paint together" (the duration read first, below)
    _frame(
        "quantity_question",
        rf"{_PREFIX}how many (?P<noun>{_WORD}) {_AUX} {_ASKED} (?P<verb>{_BASE})"
        rf"(?: (?P<together>{_TOGETHER}))? (?:in|during|over) (?P<dn>{_COUNT}) (?P<du>{_TIME})",
        _quantity_question,
    ),
    # "How many miles does it travel" (after "A car travels at 60 mph for 3 hours")
    _frame(
        "quantity_question_bare",
        rf"{_PREFIX}how many (?P<noun>{_WORD}) {_AUX} {_ASKED} (?P<verb>{_BASE})(?: (?P<together>{_TOGETHER}))?",
        _quantity_question,
    ),
    _frame(
        "quantity_question_first",
        rf"in (?P<dn>{_COUNT}) (?P<du>{_TIME}), how many (?P<noun>{_WORD}) {_AUX} {_ASKED}"
        rf" (?P<verb>{_BASE})(?: (?P<together>{_TOGETHER}))?",
        _quantity_question,
    ),
    # "How many rooms get painted in 4 hours", "How many pages are printed in 5 minutes"
    _frame(
        "passive_quantity_question",
        rf"{_PREFIX}how many (?P<noun>{_WORD}) (?:get|are|will be|can be) (?P<participle>{alternation(_PARTICIPLE_OF)})"
        rf"(?: (?P<together>{_TOGETHER}))? (?:in|during|over) (?P<dn>{_COUNT}) (?P<du>{_TIME})",
        lambda m: _passive_question(m),
    ),
    # "How many liters are in the tank after 6 minutes", "… will be in the pool after 12 minutes"
    _frame(
        "contents_question",
        rf"how many (?P<noun>{_WORD}) (?:are|will be) in (?P<container>(?:{alternation(DETERMINERS)}) {_WORD})"
        rf" after (?P<dn>{_COUNT}) (?P<du>{_TIME})",
        _contents_question,
    ),
    # "How long will it take to print 300 pages", "How many hours will it take Ken to paint 21 rooms",
    # "How many minutes does it take to fill an empty 18 liter tank", "How long will it take to fill a tub"
    _frame(
        "time_question",
        rf"{_PREFIX}how (?:long|many (?P<tu>{_TIME}))(?:, in (?P<hint>{_TIME}),)? (?:will|does|would) it take"
        rf"(?: (?P<agent>{_PHRASE}))?(?:,? (?P<together>{_TOGETHER}),?)? to (?P<verb>{_BASE})"
        rf" (?:(?P<n>\d++) (?P<noun>{_WORD})|(?P<container>(?:{alternation(DETERMINERS)})(?: empty)?"
        rf"(?: (?P<n2>\d++) (?P<noun2>{_WORD}))? {_WORD}))(?: (?P<together2>{_TOGETHER}))?",
        _time_question,
    ),
    # "How many hours does she need to grade 90 tests"
    _frame(
        "need_question",
        rf"{_PREFIX}how (?:long|many (?P<tu>{_TIME})) (?:does|will|would) (?P<needer>{_PHRASE}) need"
        rf" to (?P<verb>{_BASE}) (?P<n>\d++) (?P<noun>{_WORD})",
        _time_question,
    ),
    # "What is the net rate at which the tank fills, in liters per minute", "What is their combined rate in toys per hour"
    _frame(
        "net_rate_question",
        rf"what is (?:the|their) (?:net|combined|total|joint) rate(?: at which (?P<container>(?:the|a) {_WORD}) (?:fills|empties|drains))?"
        rf"(?:,? in (?P<noun>{_WORD}) per (?P<per>{_TIME}))?",
        lambda m: _net_rate_question(m),
    ),
    # "How many gallons per minute does it move", "How many words does she type per hour",
    # "How many liters per minute do the two hoses pour together"
    _frame(
        "rate_question",
        rf"{_PREFIX}how many (?P<noun>{_WORD}) per (?P<per>{_TIME}) {_AUX} {_ASKED} (?P<verb>{_BASE})"
        rf"(?: (?P<together>{_TOGETHER}))?",
        _rate_question,
    ),
    _frame(
        "rate_question_after",
        rf"{_PREFIX}how many (?P<noun>{_WORD}) {_AUX} {_ASKED} (?P<verb>{_BASE})(?: (?P<together>{_TOGETHER}))?"
        rf" per (?P<per>{_TIME})",
        _rate_question,
    ),
)


# --- reading: every sentence in full, whole or clause by clause -------------------------------


def read_clause(clause: str) -> Fact | str | None:
    """The one fact a clause states, None when no frame reads it, or a string naming an
    ambiguity (two frames reading it differently)."""
    found = {fact for frame in FRAMES if (m := frame.pattern.fullmatch(clause)) and (fact := frame.build(m))}
    if len(found) > 1:
        return f"{clause!r} reads {len(found)} ways"
    return found.pop() if found else None


def read_sentence(sentence: str) -> tuple[Fact, ...] | str | None:
    """The facts of one sentence: as a whole, or split at its joiners in every combination —
    every clause read in full. None when no splitting reads; a string naming an ambiguity."""
    joins = [m for m in _JOINER_RE.finditer(sentence)]
    if len(joins) > MAX_JOINS:
        return None
    readings: set[tuple[Fact, ...]] = set()
    for chosen in itertools.product((False, True), repeat=len(joins)):
        cuts = [join for join, cut in zip(joins, chosen, strict=True) if cut]
        bounds = [0, *itertools.chain.from_iterable(join.span() for join in cuts), len(sentence)]
        clauses = [sentence[bounds[i] : bounds[i + 1]] for i in range(0, len(bounds), 2)]
        facts = [read_clause(clause) for clause in clauses]
        if any(isinstance(fact, str) for fact in facts):
            return next(fact for fact in facts if isinstance(fact, str))
        if all(fact is not None for fact in facts):
            readings.add(tuple(fact for fact in facts if fact is not None and not isinstance(fact, str)))
    if len(readings) > 1:
        return f"{sentence!r} reads {len(readings)} ways"
    return readings.pop() if readings else None


def read_facts(prepared: Prepared) -> Result[tuple[Fact, ...], str]:
    """Every fact the text states, in order; or the first sentence no frame reads (or reads two ways)."""
    facts: list[Fact] = []
    for sentence in prepared.sentences():
        read = read_sentence(sentence.text)
        if read is None or isinstance(read, str):
            return Failure(sentence.text if read is None else read)
        facts.extend(read)
    return Success(tuple(facts))


_JOINER_RE: Final = re.compile(alternation(JOINERS), re.ASCII)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (*(frame.pattern for frame in FRAMES), _JOINER_RE)
