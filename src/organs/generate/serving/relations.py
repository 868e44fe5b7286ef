"""The relational reader: every sentence read in full by clause frames, into a world of facts.

Each statement sentence is one clause, or clauses joined by ",", "and", ", and", "but"; the
question may carry its conditions ("If Reeta has 20 pencils, how many … ?", "How old … if …?").
Every way the frames cover a sentence is enumerated; when two ways say different things the
problem is refused, never decided. People are first names or "he"/"she", a pronoun resolving
to exactly one person the text names; items are compared by their whole phrase ("red apples"
is not "apples"); every frame with a tense ("has", "had") must agree with every other.

>>> graph = read_relations("Tom is 3 years older than Ann. Ann is 9 years old. How old is Tom?").unwrap()
>>> [fact.text for fact in graph.facts], render(graph.target), graph.unit
(["Tom's age = Ann's age + 3", "Ann's age = 9"], "Tom's age", 'years')
"""

from __future__ import annotations

import functools
import itertools
import math
import string
from collections.abc import Callable, Mapping, Sequence, Set
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final, TypeVar

from returns.result import Failure, Result, Success

from organs.core.first_names import could_refer, gender_of, may_refer
from organs.core.nouns import count_noun, is_adjective, lemma_of, plural_of
from organs.core.reading import rejected_by
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.result import as_match
from organs.core.text import Number, Prepared, Sentence, prepare
from organs.core.units import TimeUnit, seconds_in, time_unit, within_a_day
from organs.core.vocabulary import (
    AMONG,
    BY_NATURE,
    CALENDAR_WORDS,
    COIN_CENTS,
    COLOURS,
    DISTANCES,
    HALVES,
    KIN_GENDERS,
    KIN_NAMES,
    KIN_RETURNS,
    KINDS_OF,
    SETTINGS,
    SEXED,
    SIZES,
    SPORTS,
    TREES,
)
from organs.generate.serving.frames import (
    AT_FIRST,
    CONTAINER_HOLDS,
    DEEDS,
    EACH,
    EVENT_VERBS,
    GOAL_OF,
    GROUP_GENDERS,
    HEADS,
    KIN_OF,
    MEAN,
    NEEDED,
    NOTHING,
    ONLY,
    OTHER_KIND,
    OWN_SLOTS,
    PLACES,
    REST,
    SETTING_PATTERNS,
    SLICED,
    SLICES,
    SPENT_ON_ITEMS,
    TIME_PER,
    UNTOLD,
    Frame,
    Match,
    Person,
    Sign,
    Tense,
    match_question,
    match_statement,
    may_ask,
)
from organs.generate.serving.model import GraphReason, ParseReason, ServingRefusal
from organs.generate.serving.names import Names, names_in
from organs.generate.serving.tokens import (
    Mark,
    Quantity,
    QuantityKind,
    Token,
    TokenRefusal,
    Word,
    lex,
    read_tokens,
    tokenize,
    words_of,
)
from organs.generate.serving.world import (
    AGE,
    EARNINGS,
    GOAL,
    HEIGHT,
    IN_DOLLARS,
    MONEY,
    PAY,
    PRICE,
    SCENE,
    SIZE_UNITS,
    SPENDING,
    TENDERED,
    WEIGHT,
    Equation,
    Linear,
    Var,
    done,
    from_zero,
    in_dollars,
    rate_of,
    spent_on,
    time_for,
)

# Readings multiply across sentences, and a clause's span is tried between every pair of
# joints: past these the text is refused as too ambiguous or too long to read, in bounded time.
MAX_READINGS: Final = 64
MAX_SENTENCE_TOKENS: Final = 48
MAX_CLAUSE_TOKENS: Final = 24  # longer than any frame reads but a list of a dozen names
MAX_FACTS: Final = 64  # the exact solver's cost grows with the cube of the facts at worst
MAX_CONDITIONS: Final = 2  # "if …" in one question
_JOINTS: Final = ((",", "and"), (",", "but"), (",", "while"), (",",), ("and",), ("but",), ("while",), ("then",))
_T = TypeVar("_T")
_CENTS: Final = frozenset(("cent", "cents"))
_SCENE: Final = "S."  # the scene's slot in a template: no other slot's name ends in "S"
# What an answer about a measure is counted in.
_UNITS: Final = {
    **dict.fromkeys((*IN_DOLLARS, SPENT_ON_ITEMS), "dollars"), AGE: "years",
    **{measure: measure.removeprefix("VT/") + "s" for measure in TIME_PER},
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Fact:
    """One thing the text states, as an equation, with the words it was read from."""

    equation: Equation
    text: str  # "Anika's pencils = 2 × Reeta's pencils + 4"
    numbers: tuple[Number, ...]


@dataclass(frozen=True, slots=True)
class RelationGraph:
    """Facts about people's counts and ages, and the one quantity the question asks for."""

    facts: tuple[Fact, ...]
    target: Linear
    sign: Sign
    unit: str  # the items' phrase, "years", "dollars", or the unit the text tells a size in ("inches")
    asked: tuple[Number, ...]  # numbers the question states ("in 5 years")
    stated: tuple[Number, ...]  # every number of the text
    ahead: Linear | None = None  # how far ahead the time asked about lies (`Frame.ahead`): above 0
    whole: Linear | None = None  # what the target is asked as a percent of (`Frame.whole`)
    older: tuple[Linear, ...] = ()  # an elder's age less the younger's, of kin told apart by age: above 0
    untold: tuple[Equation, ...] = ()  # changes to quantities nothing states (`_Timeline.untold_changes`)

    def answer_in(self, world: Mapping[Var, Fraction]) -> Fraction | None:
        """The answer in a world of the facts: the target's value, or it as a percent of the
        whole, where the question asks one (None if the whole is nothing)."""
        value = self.target.value(world)
        if self.sign is Sign.MAGNITUDE:
            return abs(value)
        if self.whole is None:
            return value
        whole = self.whole.value(world)
        return None if whole == 0 else 100 * value / whole

    def answered_of(self) -> tuple[Var, ...]:
        """The quantities the answer is of."""
        return (*self.target.variables(), *(self.whole.variables() if self.whole is not None else ()))


@dataclass(frozen=True, slots=True)
class NotRead:
    """A sentence no frame reads in full: the relational reader has nothing to say."""

    sentence: str
    question: bool  # whether it is the question

    def refusal(self) -> ServingRefusal:
        reason = ParseReason.UNPARSED_QUESTION if self.question else ParseReason.UNPARSED_SENTENCE
        return Refusal(Organ.SERVING, Stage.PARSE, reason, f"no reading of {self.sentence!r}")


Reading = tuple[Match, ...]  # one way to read a statement sentence: its clauses' frames, in order


@dataclass(frozen=True, slots=True)
class Asked:
    """One way to read the question sentence: its conditions ("if …") and the question proper."""

    conditions: Reading
    question: Match


def read_relations(text: str) -> Result[RelationGraph, ServingRefusal] | NotRead:
    """The problem as facts and a target, a refusal of a problem read in full, or `NotRead`."""
    prepared = prepare(text, keep_quantity_words=True)
    match as_match(prepared):
        case Failure() as rejected:
            return Failure(rejected_by(Organ.SERVING, Stage.PARSE)(rejected.failure()))
        case Success():
            return read_prepared(prepared.unwrap(), text)


def read_prepared(prepared: Prepared, text: str) -> Result[RelationGraph, ServingRefusal] | NotRead:
    """`read_relations` of `text` already prepared keeping its quantity words."""
    sentences = prepared.sentences()
    if not sentences:
        return _refuse(ParseReason.EMPTY, "no sentences")
    *statements, question = sentences
    if not _asks(question) or any(_asks(s) for s in statements):
        return _refuse(ParseReason.NO_SINGLE_QUESTION, "the text must end in its one question")
    lexed = lex(question)
    if not isinstance(lexed, Success) or not may_ask(*words_of(lexed.unwrap())):
        return NotRead(question.text, question=True)  # most texts stop here, their words too few
    read = _Reader(names_in(text))  # the people its casing names (`organs.generate.serving.names`)
    asked = _tokens(read_tokens(lexed.unwrap()), read.questions)  # the fewest frames, so the quickest "no"
    if not asked:
        return NotRead(question.text, question=True)
    readings: list[list[Reading]] = []
    for sentence in statements:
        found = _tokens(tokenize(sentence), read.statements)
        if not found:
            return NotRead(sentence.text, question=False)
        readings.append(found)
    asked = _rates_told(asked, readings)
    if math.prod(len(found) for found in readings) * len(asked) > MAX_READINGS:
        return _refuse(ParseReason.AMBIGUOUS_READING, "too many readings")
    if sum(len(found[0]) for found in readings) > MAX_FACTS:
        return _refuse(ParseReason.TOO_MANY_FACTS, f"more than {MAX_FACTS} facts")
    graphs: list[RelationGraph] = []
    for chosen in itertools.product(*readings):
        for reading in asked:
            statements_read = [found for sentence in chosen for found in sentence] + list(reading.conditions)
            told_in = [at for at, sentence in enumerate(chosen) for _ in sentence]
            told_in += [len(chosen)] * (len(reading.conditions) + 1)  # and the question's
            built = _graph(statements_read, reading.question, prepared.numbers, told_in)
            if isinstance(built, Failure):
                return built
            graphs.append(built.unwrap())
    meanings = {
        (
            frozenset(f.equation for f in graph.facts),
            graph.target,
            graph.sign,
            graph.unit,
            graph.ahead,
            graph.whole,
            frozenset(graph.older),
        )
        for graph in graphs
    }
    if len(meanings) > 1:
        return _refuse(ParseReason.AMBIGUOUS_READING, f"{len(meanings)} readings say different things")
    if (
        graphs[0].unit == _UNITS[MONEY]
        and "dollars" not in _words(question.text)
        and (_CENTS & _words(prepared.text) or _counts_coins(graphs[0]))
    ):
        # "Tom has 50 cents. Ann has twice as much money": 1 dollar, or 100 cents? The question
        # does not say ("how many dollars" would), and one expecting cents would take "1" for wrong;
        # so too of coins ("6 nickels and 8 quarters … how much money": 3.50, or 350?).
        return _refuse(GraphReason.UNIT_MISMATCH, "the text counts money in cents, the answer would be in dollars")
    return Success(graphs[0])


def _counts_coins(graph: RelationGraph) -> bool:
    """Whether any fact of the graph counts coins (`COIN_CENTS`), held or done."""
    return any(var.measure.rpartition(": ")[2] in COIN_CENTS for f in graph.facts for var in f.equation.variables())


def _rates_told(asked: list[Asked], readings: Sequence[Sequence[Reading]]) -> list[Asked]:
    """The question's readings that ask of a rate the text tells: "how many pages in a week" is
    7 times a rate per day, or one rate per week, whichever the text states (if it states one)."""
    told = {rate for sentence in readings for reading in sentence for f in reading for rate in _rates_in(f)}
    kept = [a for a in asked if _rates_in(a.question) <= told | {r for f in a.conditions for r in _rates_in(f)}]
    return kept or asked


def _rates_in(found: Match) -> set[str]:
    """The rates a frame's template names, by their unit: "7*P.V/day" names "V/day"."""
    return {f.split(".")[1].rstrip("'") for word in found.frame.template.split() for f in word.split("*") if ".V/" in f}


def reads(sentence: Sentence, names: Names) -> bool:
    """Whether some frame reads the sentence in full (a question, with any conditions)."""
    read = _Reader(names)
    if _asks(sentence):
        return bool(_tokens(tokenize(sentence), read.questions))
    return bool(_tokens(tokenize(sentence), read.statements))


# What asks besides a question mark: an order to work it out, alone or after its conditions
# ("Calculate the age of Justin currently.", "If Gladys will be 40 …, calculate Juanico's age.").
_ORDERS: Final = ("calculate", "find", "determine", "compute")


def _asks(sentence: Sentence) -> bool:
    """Whether the sentence asks: a question, or an order to work one out (`_ORDERS`) — opening
    the sentence, or the part after a comma that follows its "if" conditions."""
    words = sentence.text.split()
    ordered = bool(words) and words[0] in _ORDERS
    conditioned = words[:1] == ["if"] and any(
        before.endswith(",") and word in _ORDERS for before, word in itertools.pairwise(words)
    )
    return sentence.asks or ordered or conditioned


def _refuse(reason: ParseReason | GraphReason, detail: str) -> Failure[ServingRefusal]:
    stage = Stage.PARSE if isinstance(reason, ParseReason) else Stage.GRAPH
    return Failure(Refusal(Organ.SERVING, stage, reason, detail))


def _tokens(tokens: Result[tuple[Token, ...], TokenRefusal], reader: Callable[[Sequence[Token]], list[_T]]) -> list[_T]:
    if not isinstance(tokens, Success) or len(tokens.unwrap()) > MAX_SENTENCE_TOKENS:
        return []
    return reader(tokens.unwrap())


class _Reader:
    """Sentences into readings, knowing the people the text's casing names."""

    def __init__(self, names: Names) -> None:
        self._names = names

    def statements(self, tokens: Sequence[Token]) -> list[Reading]:
        """The sentence's readings (`_readings`); where it has none, those of the sentence after
        its setting ("In a quiz, Dalia has 6 more points than Mark": `_SETTINGS`). A condition
        told alone ("If there are 3 red pens in a box, and there are 4 blue pens.") is given."""
        found = self._readings(tokens[1:] if _a_condition_alone(tokens) else tokens)
        setting = _setting(tokens) if not found else None
        if setting is None:
            return found
        # The setting is a place each clause names, so that two ("at the fair", "at the circus")
        # are two scenes (`_scene`), not one.
        place, at, after = setting
        return [
            tuple(clause if clause.place else replace(clause, place=place, place_at=at) for clause in reading)
            for reading in self._readings(after)
        ]

    def _readings(self, tokens: Sequence[Token]) -> list[Reading]:
        """Every way to cut `tokens` into clauses at joints, each clause read in full by a frame:
        the readings from each clause start to the end, found from the last start back. A
        relative clause on a name is a clause about that name: "… than Amy, who is 15" reads
        as "… than Amy, and Amy is 15"."""
        tokens = _gapped(_shared_subjects(_relative_clauses(_without_opener(tokens))))
        words = _literals(tokens)
        joints = {at: [len(j) for j in _JOINTS if words[at : at + len(j)] == j] for at in range(1, len(words))}
        ends = [at for at, lengths in joints.items() if lengths] + [len(tokens)]
        starts = sorted({0} | {at + length for at in ends[:-1] for length in joints[at]}, reverse=True)
        found: dict[int, list[Reading]] = {}
        for start in starts:
            here: list[Reading] = []
            for end in (e for e in ends if start < e <= start + MAX_CLAUSE_TOKENS):
                tails = [()] if end == len(tokens) else [t for n in joints[end] for t in found.get(end + n, [])]
                if not tails:
                    continue  # nothing after the clause is read: reading it would serve nothing
                here += [(first, *tail) for first in match_statement(tokens[start:end], self._names) for tail in tails]
                if len(here) > MAX_READINGS:
                    return []
            found[start] = here
        # A comparison naming nobody compares with the sentence before (`_than_the_clause_before`);
        # within one ("Ann has 12 pens, and Tom has 5 more"), frames of the whole sentence read it.
        return [r for r in found.get(0, []) if not any(c.frame.than_the_clause_before for c in r[1:])]

    def questions(self, tokens: Sequence[Token]) -> list[Asked]:
        """The question alone; "if C, Q"; or "Q if C" — conditions read as statements. Each "if"
        may split the question at every comma, and each part again: past `MAX_CONDITIONS` the
        splits would multiply, so such a question is not read."""
        tokens = _without_opener(tokens)
        words = _literals(tokens)
        if words.count("if") > MAX_CONDITIONS:
            return []
        found = [Asked((), question) for question in match_question(tokens, self._names)]
        for at, word in enumerate(words):
            if word != "if":
                continue
            if at == 0:
                for comma in (i for i, w in enumerate(words) if w == ","):
                    found += self._conditional(tokens[1:comma], tokens[comma + 1 :])
            else:  # "how many … than Ann, if Ann has 12"
                question = tokens[: at - 1] if words[at - 1] == "," else tokens[:at]
                found += self._conditional(tokens[at + 1 :], question)
        return found

    def _conditional(self, condition: Sequence[Token], question: Sequence[Token]) -> list[Asked]:
        """A question under a condition; the question may carry conditions of its own."""
        questions = self.questions(question)
        if not questions:
            return []
        return [
            Asked((*reading, *asked.conditions), asked.question)
            for reading in self.statements(condition)
            for asked in questions
        ]


def _a_condition_alone(tokens: Sequence[Token]) -> bool:
    """Whether a statement is "if" and conditions only, each after the first joined by "and": a
    supposition given, as a question's conditions are. A bare comma may open what follows from
    them ("If Tom gives 3 pens away, he will have 5"), which is no fact of now: not read so."""
    words = _literals(tokens)
    return words[:1] == ("if",) and all(
        words[at + 1 : at + 2] == ("and",) for at, word in enumerate(words) if word == ","
    )


# Words that open a sentence and say nothing of quantities: how it follows the one before.
_OPENERS: Final = ("however", "meanwhile", "additionally", "also", "then", "so", "currently")
# What opens a sentence to say a rate told before still holds ("At this rate, how far could the
# owl fly in 6 hours?"), which every rate the frames read does; said before a comma.
_SAME_RATE: Final = frozenset(
    (*at, *same, *constant, pace, *of_speed)
    for at in (("at",),)
    for same in (("this",), ("that",), ("the", "same"), ("this", "same"))
    for constant in ((), ("constant",))
    for pace in ("rate", "speed", "pace")
    for of_speed in ((), ("of", "speed"))
)
# Words that open a sentence and say it counts a whole ("In total, they sold 180 oranges"), which
# the frames read where English puts them last ("they sold 180 oranges in total").
_WHOLES_FIRST: Final = (("in", "total"), ("in", "all"), ("all", "together"), ("altogether",), ("together",))


def _without_opener(tokens: Sequence[Token]) -> Sequence[Token]:
    """The sentence after its opener ("However, Ilka has 5 more shells than Bram", "At this
    rate, how far could the owl fly"); a whole
    said first, said last ("Altogether, how many apples do they have" as "how many apples do they
    have altogether")."""
    words = _literals(tokens[:3])
    if words[:2] == ("so", "far") and {"has", "have"} & set(_literals(tokens[2:6])):
        # "So far, he has sold 3 rolls": done by now, as "has" says; "so far, he sold" is unread
        return tokens[3:] if words[2:3] == (",",) else tokens[2:]
    if words[:1] and words[0] in _OPENERS:
        return tokens[2:] if words[1:2] == (",",) else tokens[1:]
    comma = next((at for at, word in enumerate(_literals(tokens[:8])) if word == ","), None)
    if comma is not None and _literals(tokens[:comma]) in _SAME_RATE:
        return tokens[comma + 1 :]
    for whole in (w for w in _WHOLES_FIRST if words[: len(w)] == w):
        after = len(whole) + 1 if words[len(whole) : len(whole) + 1] == (",",) else len(whole)
        return [*tokens[after:], *tokens[: len(whole)]]
    return tokens


# Where a story happens, said before it and set off by a comma: "In a quiz, Dalia has 6 more
# points than Mark", "At the museum, Bethany saw …". It is read only where no frame reads the
# sentence with it (a place a frame names, "in the jar, there are 7 marbles", is the scene), and
# only as a thing: a determiner, then up to three nouns and adjectives of the lexicon, the last
# a noun, none of them a time ("on Monday", "in the first week", "in the morning" tell when,
# and what happens when is a different count) or a word that says how ("at this rate").
_SETTINGS: Final = ("in", "at", "on")
# Not "his" or "her": a setting's owner would be a pronoun the reader never resolves ("In his
# garden, Ann has …" names a man the text does not).
_SETTING_DETERMINERS: Final = ("a", "an", "the")
_NOT_SETTINGS: Final = frozenset((
    *CALENDAR_WORDS, "beginning", "end", "morning", "afternoon", "evening", "night", "weekend", "weekday",
    "spring", "summer", "fall", "autumn", "winter", "season", "holiday", "holidays", "meantime", "past",
    "future", "average", "total", "rate", "same", "first", "second", "third", "last", "next", "other",
    "time", "moment", "start", "birthday",
))  # fmt: skip


def _setting(tokens: Sequence[Token]) -> tuple[str, int, Sequence[Token]] | None:
    """A sentence's setting (`_SETTINGS`) as a place ("the school fair"), where the text names
    it, and the sentence after it; None if it opens with none."""
    words = _literals(tokens[:6])
    comma = words.index(",") if "," in words else -1
    if comma < 3 or words[0] not in _SETTINGS or words[1] not in _SETTING_DETERMINERS:
        return None
    setting = words[2:comma]
    if not all(
        word and word not in _NOT_SETTINGS and time_unit(word) is None and (count_noun(word) or is_adjective(word))
        for word in setting
    ) or not count_noun(setting[-1]):
        return None
    return " ".join(words[1:comma]), tokens[1].start, tokens[comma + 1 :]


def _relative_clauses(tokens: Sequence[Token]) -> list[Token]:
    """A relative clause on a word is a clause about that word: "Amy, who is 15" and "Amy who is
    15" read as "Amy, and Amy is 15" (a frame reads it only if the word is a person); a part of
    what was just counted, "30 pens, 5 of which are red", as "30 pens, and 5 of them are red"."""
    words = _literals(tokens)
    if "who" not in words and "which" not in words:
        return list(tokens)
    rewritten: list[Token] = []
    for at, token in enumerate(tokens):
        if (
            at >= 3
            and words[at - 3] == ","
            and words[at - 1 : at + 1] == ("of", "which")
            and isinstance(tokens[at - 2], Quantity)
        ):
            # "…, 5 of which": "and" opens the clause of the part, which counts "them"
            count = tokens[at - 2]
            rewritten[-2:-2] = [Word("and", count.start, count.start)]
            rewritten.append(Word("them", token.start, token.end))
            continue
        comma = at >= 2 and words[at - 1] == ","
        subject = tokens[at - 2] if comma else tokens[at - 1] if at >= 1 else None
        if words[at] != "who" or not isinstance(subject, Word):
            rewritten.append(token)
            continue
        joint: list[Token] = [] if comma else [Mark(",", token.start, token.start)]
        rewritten += [*joint, Word("and", token.start, token.end), subject]
    return rewritten


# Verbs besides events' a clause may open with, sharing the subject before: states, and keeping
# the rest ("… and kept the rest").
_STATE_VERBS: Final = ("has", "had", "is", "was", "kept", "keeps", "turned", "turns", "weighs", "weighed")


_BEFORE_A_VERB: Final = ("currently", "already", "also")  # words a frame reads between its subject and verb


def _shared_subjects(tokens: Sequence[Token]) -> list[Token]:
    """A clause that opens with an event's verb (or "has", "is") after "and" or "," shares the
    subject of the clause before, when that clause is its subject (one word) and a verb: "Tom
    bought 12 apples and ate 3" reads as "Tom bought 12 apples and Tom ate 3"; "and then ate 3" as
    "and then Tom ate 3"; "Emil is 40 and is twice as old as Tess" as "… and Emil is twice as old
    as Tess". A frame reads the clause only if the subject is a person."""
    words = _literals(tokens)
    rewritten: list[Token] = []
    subject: Token | None = None  # the subject of the clause being read, if it opened with one and a verb
    opens, length = True, 0  # whether a clause opens at the next word; the words of the one before
    for at, token in enumerate(tokens):
        then = words[at] == "then" and words[at + 1 : at + 2] and words[at + 1] in EVENT_VERBS
        if words[at] in (",", "and", "but") or (opens and words[at] == "then") or then:
            rewritten.append(token)
            opens = True
            continue
        adverb = (
            words[at] in _BEFORE_A_VERB and words[at + 1 : at + 2] and words[at + 1] in (*EVENT_VERBS, *_STATE_VERBS)
        )
        if opens and (words[at] in (*EVENT_VERBS, *_STATE_VERBS) or adverb):  # "… and currently has 5 hats"
            rewritten += [] if subject is None else [subject]
        elif opens and _opens_a_gap(tokens, words, at):
            pass  # "…, a bag of pears for $3, and paid 10% tax": the gap keeps the subject and verb
        elif opens:  # "Tom and Ann bought 5 apples and ate 2": no one word is the subject
            verb_next = words[at + 1 : at + 2] and words[at + 1] in (*EVENT_VERBS, *_STATE_VERBS)
            subject = token if verb_next and length != 1 else None
            length = 0
        rewritten.append(token)
        opens, length = False, length + 1
    return rewritten


def _gapped(tokens: Sequence[Token]) -> list[Token]:
    """A clause that gaps its subject and verb takes them from the clause before: "he spent $12 on
    limes, $30 on melons and $5 on gum" reads as "he spent $12 on limes, he spent $30 on
    melons and he spent $5 on gum"; "Tom has 5 apples and 3 pears" as "Tom has 5 apples and Tom
    has 3 pears". A gapped clause follows a "," or "and" and opens with a count, a sum of money,
    "a"/"an" or "some"; the clause it takes from opened with its subject and verb (two or three words) and
    then one of those. Where some of such clauses name a price ("for $2", "at $2 each") and others
    do not, the price may be for all of them or one ("buys 3 apples and 4 pears for $10"): none is
    gapped, and the clauses without a subject stay unread; so too for whom a clause gives to
    ("gives 2 red pens and 1 black pen to Wanda": both to her, read whole)."""
    clauses: list[list[Token]] = [[]]
    words = _literals(tokens)
    for at, (token, word) in enumerate(zip(tokens, words, strict=True)):
        if word in _CLAUSE_JOINTS and not _a_price_after(tokens, words, at):
            clauses += [[token], []]
        else:
            clauses[-1].append(token)
    rewritten: list[Token] = []
    prefix: list[Token] = []  # the subject and verb the clauses of the current group may take
    group: set[tuple[bool, bool]] = set()  # whether each clause that took them is priced, gives to
    counts_only = False  # whether only a count may take the prefix: its subject opened with "a"
    for clause in clauses:
        words = _literals(clause)
        if not clause or (len(clause) == 1 and words[0] in _CLAUSE_JOINTS):
            rewritten += clause
            continue
        if (
            prefix
            and 0 in _gap_openings(clause)
            and (isinstance(clause[0], Quantity) or not counts_only)
            and not _COPULAS.intersection(words)  # "… and 10% of his balls are red": its own verb
        ):
            rewritten += prefix + clause
        else:
            # After the subject and verb: "a jar has 9 blue pens, 21 black pens" gaps at "21"; but
            # "a pen costs $1.50 and a pad costs $4" has a subject of its own after "and".
            opening = next((at for at in _gap_openings(clause) if at >= 2), 0)
            prefix = list(clause[:opening]) if 2 <= opening <= 3 else []
            counts_only = words[:1] in (("a",), ("an",))
            group = set()
            rewritten += clause
        group.add((_priced(clause), "to" in words))
        if len(group) > 1:
            return list(tokens)
    return rewritten


def _a_price_after(tokens: Sequence[Token], words: Sequence[str], at: int) -> bool:
    """Whether a "," sets off the price of what the clause bought: "4 pounds of pears, at $3 per
    pound" is one clause."""
    price = tokens[at + 2] if at + 2 < len(tokens) else None
    return (
        words[at] == ","
        and words[at + 1 : at + 2] in (("at",), ("for",))
        and isinstance(price, Quantity)
        and price.kind is QuantityKind.MONEY
    )


def _gap_openings(clause: Sequence[Token]) -> list[int]:
    """Where a gapped clause may open: a count, a sum, "a"/"an"/"some", a share of something ("a third
    of her brown shirts") — or a multiplier whose comparison names both sides ("twice as many
    apples as pears"; "twice as many pears" compares with the clause before, and is read with it)."""
    words = _literals(clause)
    return [at for at in range(len(clause)) if _opens_a_gap(clause, words, at)]


def _opens_a_gap(tokens: Sequence[Token], words: Sequence[str], at: int) -> bool:
    token = tokens[at]
    multiplier = isinstance(token, Quantity) and (
        token.kind is QuantityKind.MULTIPLIER or words[at + 1 : at + 2] == ("times",)  # "3 times", as "twice"
    )
    return (
        (multiplier and words[at:].count("as") >= 2)
        or (not multiplier and isinstance(token, Quantity) and token.kind in (QuantityKind.COUNT, QuantityKind.MONEY))
        or words[at] in ("a", "an", "some")
        or (isinstance(token, Quantity) and token.kind in _SHARES and words[at + 1 : at + 2] == ("of",))
    )


_SHARES: Final = (QuantityKind.FRACTION, QuantityKind.PERCENT)
_CLAUSE_JOINTS: Final = (",", "and", "but")
_COPULAS: Final = frozenset(("is", "are", "was", "were"))


def _priced(clause: Sequence[Token]) -> bool:
    """Whether a clause names a price: "for $2", "at $2", "$2 each"."""
    words = _literals(clause)
    return any(
        isinstance(token, Quantity)
        and token.kind is QuantityKind.MONEY
        and (words[at - 1 : at] in (("for",), ("at",)) or words[at + 1 : at + 2] in (("each",), ("apiece",)))
        for at, token in enumerate(clause)
    )


def _words(text: str) -> set[str]:
    return {word.strip(string.punctuation) for word in text.split()}


def _literals(tokens: Sequence[Token]) -> tuple[str, ...]:
    return tuple(token.text if isinstance(token, Word | Mark) else "" for token in tokens)


def _graph(
    statements: Sequence[Match], question: Match, stated: tuple[Number, ...], told_in: Sequence[int]
) -> Result[RelationGraph, ServingRefusal]:
    """The facts and target of one reading; `told_in`: the sentence each statement is told in,
    then the question's."""
    than_bound = _than_the_clause_before(statements, told_in)
    if isinstance(than_bound, Failure):
        return than_bound
    than_other = _than_the_other(than_bound.unwrap(), question)
    if isinstance(than_other, Failure):
        return than_other
    statements, question = [_own_bound(found) for found in than_bound.unwrap()], _own_bound(than_other.unwrap())
    # Who each pronoun means does not depend on the items (refused below, in its turn, if none)
    resolved = _resolved([*statements, question], told_in)
    referents = resolved.value_or({})
    *statements, question = matches = tuple(_heads_as_their_kind([*statements, question], referents))
    tenses = {found.frame.tense for found in matches} - {Tense.NONE}
    if len(tenses) > 1 and not _told_as_a_story(statements, question):
        return _refuse(GraphReason.TENSE_MISMATCH, "the text mixes what is with what was")
    changes = [i for i, found in enumerate(statements) if found.frame.changes]
    first_count = next((at for at, found in enumerate(statements) if found.frame.template != NOTHING), len(statements))
    if any(found.frame.scene for found in statements[first_count:]):
        # "Tom has 5 fish. Then he went fishing": the deed changed the count told, by how much?
        return _refuse(ParseReason.AMBIGUOUS_READING, "a deed of no count, told after a count it may change")
    if any(found.when for found in matches) and not all(_by_amounts(found) for found in statements):
        # "On Tuesday he ate half of his apples. On Monday he picked 10": a share of what one has
        # then depends on the order of the days, which the text need not tell them in.
        return _refuse(ParseReason.AMBIGUOUS_READING, "a share of what one has, beside slices of time: in what order?")
    if EACH in question.frame.template:
        pooling = [at for at, found in enumerate(statements) if found.frame.shares_equally]
        if len(pooling) != 1 or (changes and changes[-1] > pooling[0]):
            # "How many does each of them get?": only of what all shared equally, last.
            return _refuse(GraphReason.UNKNOWN_ENTITY, "the question asks each one's share, and nothing was shared")
    if question.frame.after_changes and not changes:
        # "Tom has $20. How much money does he have left?": left after what?
        return _refuse(GraphReason.TENSE_MISMATCH, "the question asks what is left, and nothing changed")
    if any(
        f.frame.after_changes and not any(g.frame.changes for g in statements[:at]) for at, f in enumerate(statements)
    ):
        # "Tom has 5 apples left": left after what?
        return _refuse(GraphReason.TENSE_MISMATCH, "what is left is told before any change")
    if tenses == {Tense.PAST} and question.frame.tense is Tense.NONE and question.frame.state and not changes:
        # "Tom had 5 apples. How many does he have now?": nothing says what happened since.
        return _refuse(GraphReason.TENSE_MISMATCH, "the text says what was, and asks what is now")
    if changes and question.frame.tense is Tense.PAST:
        # "Tom had 12 marbles. He lost 5. How many marbles did he have?": before, or after?
        return _refuse(GraphReason.TENSE_MISMATCH, "the question asks what was, before or after the changes")
    if changes and any(f.frame.tense is Tense.PAST and f.frame.state for f in statements[changes[0] :]):
        # "… He ate 3. Ann had twice as many as Tom": as Tom had before he ate, or after?
        return _refuse(GraphReason.TENSE_MISMATCH, "a state told in the past after a change: before it, or after?")
    named = list(dict.fromkeys(p.word for found in matches for p in found.people.values() if not p.pronoun))
    if isinstance(resolved, Failure):
        return resolved
    people = resolved.unwrap()
    named = list(dict.fromkeys(people.get(word, word) for word in named))  # kin as resolved ("hannah's sister")
    named_before = {people.get(p.word, p.word) for found in statements for p in found.people.values()}
    strangers = [p.word for p in question.people.values() if people.get(p.word, p.word) not in named_before]
    counts_everyone = any("ALL." in f.frame.template and not f.frame.anaphoric for f in statements)
    if strangers and not counts_everyone:
        # "A pen costs $2. How much will Quinn pay for 4 pens?": who is Quinn? (But "there are 27
        # guitars altogether" counts everyone the problem names, the question's too.)
        return _refuse(GraphReason.UNKNOWN_ENTITY, f"the question names {strangers[0]!r}, whom the text never names")
    *statements, question = matches = tuple(_of_the_people(matches, set(named)))
    scene = _scene(matches)
    if isinstance(scene, Failure):
        return scene
    introduced = _introduced_again(matches)
    if introduced is not None:
        # "Fred sold 4 kites. Tom's brother Fred sold 2": the same Fred, or another?
        return _refuse(GraphReason.DUPLICATE_ENTITY, f"{introduced!r} is introduced after the text named them")

    def who(found: Match, slot: str = "P") -> str:
        return people.get(found.people[slot].word, found.people[slot].word)

    kin_told = _kin_told(matches, who)
    if any(who(found) in kin_told for found in statements if found.frame.untold_kin):
        # "Harper has 15 bands. His brother has 9. Harper gives his brother 3": the brother's count
        # is told, so the gift changes it too; a frame that takes him to hold none would not.
        return _refuse(ParseReason.AMBIGUOUS_READING, "kin the text counts are given to as if it did not")
    for found, slot in ((f, slot) for f in matches for slot in OWN_SLOTS if slot in f.people):
        if who(found, slot) != who(found):
            # "Tom gave half of her apples to Ann": hers are not his to give.
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"'{found.people[slot].word}' is not {who(found)}")
    for at in (at for at, found in enumerate(statements) if found.frame.of_them):
        told = statements[at - 1] if at > 0 else None
        whose = "P" if "P" in statements[at].people else "S"  # a person's, or the scene's
        if (
            told is None
            or f"{whose}.I" not in told.frame.template.split(" ; ")[0]
            or (whose == "P" and who(told) != who(statements[at]))
            or (whose == "S" and told.frame.changes)  # "3 flew away, and 2 of them …": of those 3?
        ):
            # "Ann had 10 apples. Tom gave half of them to his sister": hers, or his?
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, "'them' are not what the clause before counted of P")
    parted = _with_wholes(statements, who, told_in)
    if isinstance(parted, Failure):
        return parted
    sliced = _slices_before(parted.unwrap(), who, told_in)
    if isinstance(sliced, Failure):
        return sliced
    statements = sliced.unwrap()
    matches = (*statements, question)
    days = {when for found in statements for when in found.when}
    if "days" in question.frame.elements and (
        len(days) != question.values.get("N") or not days <= _DAYS or any(not f.when for f in statements if _did_any(f))
    ):
        # "How many did she sell over the 3 days?" of 2 days told, or of mornings, or of sales told of no day.
        return _refuse(
            GraphReason.UNKNOWN_ENTITY, f"the question counts {question.values.get('N')} days, the text {sorted(days)}"
        )
    if any(f.frame.part for f in statements) and any(f.frame.changes for f in statements):
        # "Tom has 20 marbles. 5 of them are red. He gives away 3": red ones, or others?
        return _refuse(GraphReason.TENSE_MISMATCH, "parts are told of counts that change")
    # The one kind of item a clause that names none counts: "gives 5 to Ann", "how many does Tom have".
    # A container counts as a kind: "3 boxes of 12 pencils … buys 2 more" — boxes, or pencils? A
    # kind only told of what one does, where a kind counted is its noun, is that kind: "Tanika is
    # selling boxes of crackers. She sold 60 boxes … 50% more on Sunday" counts boxes.
    kinds = {
        kind
        for found in matches
        if found.frame.template != NOTHING
        for kind in (found.items, found.other, found.container)
        if kind is not None
    }
    kinds |= {
        kind
        for found in matches
        if found.frame.template == NOTHING
        for kind in (found.items, found.other)
        if kind is not None and _head_of(kind) not in kinds
    }
    # Of a whole and its parts ("40 trees, a quarter of which are oak trees … how many are not
    # oak trees"), a clause naming no items counts the whole, as the parts are kinds of it.
    of_all = [whole for whole in kinds if all(kind == whole or kind.endswith(f" {whole}") for kind in kinds)]
    parts_told = any({"PARTS", "ADJ"} & set(found.frame.elements) for found in matches)
    context = next(iter(kinds)) if len(kinds) == 1 else of_all[0] if parts_told and len(of_all) == 1 else None
    if any(found.items is None and _counts_items(found) for found in matches) and context is None:
        return _refuse(GraphReason.UNIT_MISMATCH, f"a clause names no items; the text counts {sorted(kinds)}")
    if " keep" in question.frame.pattern and _regained(statements, who(question), question.items or context, who):
        # "He gave 5 roses to Ann and kept the rest. Ann gave 2 back. How many did he keep?": 15, or 17?
        return _refuse(ParseReason.AMBIGUOUS_READING, "what one kept, and then got more of")
    shared = _share_of_a_changed(statements, who, context, opening=question.frame.after_changes)
    if shared is not None:
        # "He spent 1/3 of his money on food and 1/2 of his money on toys": half of the $90, or
        # of the $60 left? GSM8K means the first, unless it says "of what was left".
        return _refuse(ParseReason.AMBIGUOUS_READING, f"a share of {shared} after it changed: of it as it was, or is?")
    for at, found in ((at, f) for at, f in enumerate(statements) if f.frame.of_the_money):
        # Whose money the clauses before tell: a person's, or a group's or the scene's ("ALL", "PP")
        moneyed = {
            who(f, holder) if holder in f.people else holder
            for f in statements[:at]
            for holder in _holders_of(f.frame.template, "money")
        }
        if moneyed - {who(found)}:
            # "Tom has $40. Ann has $20. Tom gives half the money to Bob": his, or all of it?
            return _refuse(ParseReason.AMBIGUOUS_READING, "'the money': one's own, or everyone's told?")
    others = {found.frame.measure for found in matches} - {None}
    if others and any(".I" in found.frame.template and found.items is None for found in statements):
        # "Tom has $20 and 3 apples. Ann has 5 more than Tom": 5 more dollars, or apples?
        return _refuse(GraphReason.UNIT_MISMATCH, "a statement names no items, and the text counts more than items")
    if context is not None and " of " in context and any(f.frame.measure == PRICE and not f.items for f in statements):
        # "3 bags of apples. They cost $2 each": each bag, or each apple?
        return _refuse(
            ParseReason.AMBIGUOUS_READING, f"'they' may be the {context.partition(' of ')[0]} or what they hold"
        )
    # The kinds whose price the text states, or the question asks ("How much did each pack
    # cost?" of packs bought at no price told): what buying them spent is their price times.
    priced = {
        kind for found in matches if found.frame.measure == PRICE for kind in (found.items or context, found.other)
    }
    inherited = _prices_of_kinds(statements, priced, context)
    priced |= {kind for kind, _ in inherited}
    # An event opens what it changes at 0 only where the question asks what is left after the
    # events: "John buys 5 apples. How many apples does he have?" may count some he had before.
    timeline = _Timeline(people, priced, opening=question.frame.after_changes)
    if AT_FIRST in question.frame.template:
        # "How much money did Josh have at first?": what he had is a quantity, unknown, from the
        # start, so the changes told to it are facts about it.
        first = _measured(
            question.frame.template.split(".")[1].removesuffix(AT_FIRST), question, question.items or context
        )
        if first is not None:
            timeline.opened(who(question), first)
    facts: list[Fact] = [
        Fact(equation, _render(equation), ())
        for kind, whole in inherited
        for equation in [Equation(Linear.of(Var(kind, PRICE)), Linear.of(Var(whole, PRICE)))]
    ]
    holds = [found for found in statements if found.frame.template == CONTAINER_HOLDS]
    for at, found in enumerate(statements):
        held = (found.container, f"{found.container} of {found.items}")
        if found in holds and any(later.frame.changes and later.items in held for later in statements[at + 1 :]):
            # "Each box had 12 pencils. He bought 2 more boxes": what do the new ones hold?
            return _refuse(
                GraphReason.TENSE_MISMATCH, f"what each of the {found.container} holds is told before some came or went"
            )
    for found in (f for f in statements if f.frame.perfect):
        present = (f for f in statements if f.frame.state and f.frame.tense is Tense.PRESENT and "P" in f.people)
        if any(who(f) == who(found) for f in present):
            # "Tom has 50 cans. He has sold 20 cans": 50 now, after the sales; or 30?
            return _refuse(GraphReason.TENSE_MISMATCH, "what one has now, beside what one has done by now")
    goal_failed = _goals_read(statements, question, who)
    if goal_failed is not None:
        return goal_failed
    # What one did, compared ("Diane bought 20 more apples than Cecile"), is of the totals the
    # text tells, read after every deed; where a person's deeds come both before and after it,
    # the comparison may be of what was done by then, or in all.
    deeds_told = [(at, f) for at, f in enumerate(statements) if not f.frame.state and not f.frame.changes]
    for at, found in ((at, f) for at, f in deeds_told if f.frame.template != REST):
        # Whose deeds it compares or sums: its people's ("they": anyone's of those items).
        everyone_of = "ALL." in found.frame.template
        doers = {(who(found, slot), found.items) for slot in found.people if not slot.endswith(KIN_OF)}
        sides = {
            i > at
            for i, f in enumerate(statements)
            if f.frame.changes and (f.items in (found.items, None) if everyone_of else (who(f), f.items) in doers)
        }
        if len(sides) > 1:
            return _refuse(
                ParseReason.AMBIGUOUS_READING, "a comparison of deeds told between them: by then, or in all?"
            )
    for at, found in ((at, f) for at, f in enumerate(statements) if "Q.earnings" in f.frame.template):
        # "Kayla made twice as much as Vika. Then Vika made $10": as Vika had made by then, or in all?
        if any(".earnings'" in f.frame.template and who(f) == who(found, "Q") for f in statements[at + 1 :]):
            return _refuse(ParseReason.AMBIGUOUS_READING, "earnings compared, and more told after: by then, or in all?")
    compared = [f for _, f in deeds_told if f.frame.template != REST and "ALL." not in f.frame.template]
    for found in (f for f in statements if "ALL." not in f.frame.template and f not in holds):
        if found.frame.template != REST and found not in compared:
            facts += timeline.read(found, found.items or context, ())
    for found in compared:
        facts += timeline.read(found, found.items or context, ())
    for at, found in enumerate(statements):
        if found.frame.template == REST:
            rest = _rest(found, statements[:at], who)
            if isinstance(rest, Failure):
                return rest
            facts.append(rest.unwrap())
    for at, found in enumerate(statements):
        if "ALL." not in found.frame.template:
            continue
        # "They", "their": everyone named before the clause; "there are … altogether": everyone.
        earlier = (p.word for f in statements[:at] for p in f.people.values() if not p.pronoun)
        before = list(dict.fromkeys(people.get(word, word) for word in earlier))
        chosen = before if found.frame.anaphoric else named
        if len(chosen) < 2:
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"'they' needs two or more people, not {chosen}")
        if not _fits_the_group(found, chosen):
            # "Ann has 6 apples. Tom has twice as many as Bob. The boys have 30 together": Ann too?
            return _refuse(GraphReason.UNKNOWN_ENTITY, f"the text calls them {found.group}, not {chosen}")
        facts += timeline.read(found, found.items or context, tuple(chosen))
    asked_kinds = {kind for kind in (question.items or context, question.other) if kind is not None}
    # Only what the question counts, or a kind of it ("white shirts" of "shirts"): "how many
    # boxes" never needs what each box holds.
    asked_holds = [
        f for f in holds if any(_kind_of(kind, f.items) or _kind_of(str(f.items), kind) for kind in asked_kinds)
    ]
    filled = timeline.filled(asked_holds, facts)
    if isinstance(filled, Failure):
        return filled
    facts += filled.unwrap()
    for found in (f for f in matches if f.frame.change):  # the change asked, or told ("gets $11 change")
        payer = who(found)
        spent = {
            told_in[at] for at, f in enumerate(statements) if "P.spending'" in f.frame.template and who(f) == payer
        }
        paid = [told_in[at] for at, f in enumerate(statements) if f.frame.measure == TENDERED and who(f) == payer]
        if len(spent) > 1 or any(at < min(spent, default=at) for at in paid):
            # "He spent $5 on lunch. He bought 3 pens … and paid with a $20 bill": for the pens alone?
            return _refuse(ParseReason.AMBIGUOUS_READING, "the change may be from some of the purchases")
    for at, found in ((at, f) for at, f in enumerate(statements) if "tax" in f.frame.elements):
        payer = who(found)
        purchases = [i for i, f in enumerate(statements) if "P.spending'" in f.frame.template and who(f) == payer]
        taxed = {told_in[i] for i in purchases if i < at}  # the sentences of the purchases before it
        others_bought = any("P.spending'" in f.frame.template and who(f) != payer for f in statements)
        if (
            not taxed
            or max(purchases) > at
            or ("everything" not in found.frame.elements and taxed != {told_in[at]})
            or others_bought
        ):
            # "He bought a hat for $10. He bought a shirt for $20 and paid 10% tax": on the shirt,
            # or on both? A tax is on the purchases told with it, or, "on everything", before it —
            # and where someone else bought too, "everything" may be theirs as well.
            return _refuse(ParseReason.AMBIGUOUS_READING, "a tax on which purchases?")
    for found in (question, *statements):
        paces = ((slot, value) for slot, value in found.values.items() if slot.startswith("D/"))
        if long := next(((s, v) for s, v in paces if not within_a_day(v, TimeUnit(s.removeprefix("D/")))), None):
            # "12 cookies in 30 minutes … in 30 hours": no one works a day or more on end.
            return _refuse(GraphReason.UNIT_MISMATCH, f"{long[1]} {long[0].removeprefix('D/')}s is no stretch of work")
    for found in statements:
        for period, unit in _schedule(found.frame.template):
            span = found.values[f"T/{unit}"] * seconds_in(TimeUnit(unit))
            if span > seconds_in(TimeUnit(period)):
                # "He works 25 hours a day", "9 days a week": no such day or week.
                return _refuse(GraphReason.IMPOSSIBLE_SCHEDULE, f"more than a {period} of {unit}s in a {period}")
    days_counted = "T/day*P.pay/day" in question.frame.template or any(
        "P.earnings + T/day*P.pay/day" in f.frame.template for f in statements
    )
    if days_counted and any("P.pay/week = T/day*P.pay/day" in f.frame.template for f in statements):
        # "He works 4 days a week. How much does he earn in 14 days?" (or "He works for 14 days"):
        # 14 days of the calendar are 2 weeks of 4 working days, or 14 working days.
        return _refuse(GraphReason.UNIT_MISMATCH, "days of the calendar, or working days?")
    for at, found in ((at, f) for at, f in enumerate(statements) if "discount" in f.frame.elements):
        payer = who(found)
        if any("P.spending'" in f.frame.template and who(f) == payer for f in statements[:at]):
            # "She buys a desk for $300 and a chair for $50 and gets a 20% discount": off the
            # chair, or off both? A discount told after other purchases may be on any of them.
            return _refuse(ParseReason.AMBIGUOUS_READING, "a discount on which purchases?")
    if {"this", "week"} <= set(question.frame.elements) and any(
        ".earnings'" in f.frame.template and not any("monday" in e for e in f.frame.elements) for f in statements
    ):
        # "She worked 4 hours. How much did she make this week?": this week, or some other?
        return _refuse(GraphReason.TENSE_MISMATCH, "the question asks of this week; some earnings are told of no day")
    measure = question.frame.measure
    if measure == SPENT_ON_ITEMS:
        question = _bought_as_asked(question, statements)
    if measure == SPENT_ON_ITEMS and any(
        "P.spending" in f.frame.template and "P.spent_on" not in f.frame.template for f in statements
    ):
        # "He spent $5. He bought 3 apples for $6. How much did he spend on apples?": the $5, on what?
        return _refuse(GraphReason.UNKNOWN_ENTITY, "some of the spending names no items")
    if "make" in question.frame.elements and any(
        f.frame.measure == SPENDING or ".spending" in f.frame.template for f in statements
    ):
        # "He bought 5 apples for $10 and sold them for $15. How much did he make?": $15, or $5?
        return _refuse(GraphReason.VERB_MISMATCH, "'make' may be what came in, or the profit")
    items = question.items or context
    if any({"distance", "far"} & set(f.frame.elements) and f.items not in DISTANCES for f in statements):
        # "Tom read 10 pages more than twice the distance Ann read": pages are no distance.
        return _refuse(GraphReason.UNIT_MISMATCH, "a distance compared, in what is no distance")
    if "far" in question.frame.elements and items not in DISTANCES:
        # "Tom reads 20 pages an hour. How far does he read in 3 hours?": pages are no distance.
        return _refuse(GraphReason.UNIT_MISMATCH, f"'how far' asks a distance; the text counts {items}")
    if (
        question.frame.template.startswith("P.I")
        and question.frame.template not in _NOT_A_PART
        and any(f.frame.part and (who(f), f.items) == (who(question), items) for f in statements)
    ):
        # "Tom has 20 marbles. Half of them are missing. How many marbles does Tom have?": 20, or
        # 10? A part told of the whole asked may say some are not there.
        return _refuse(ParseReason.AMBIGUOUS_READING, f"parts of the {items} asked are told: all of them, or some?")
    # What the question's first quantity measures: "ALL.picked" asks of everyone who picked.
    asked = next(f for word in question.frame.template.split() for f in word.split("*") if "." in f).split(".")[1]
    everyone = _holders(facts, _measured(asked, question, items))
    if f"{ONLY}." in question.frame.template and len(everyone) != 1:
        # "Tom gave 3 apples to Ann. How many apples are left?": with Tom, or with Ann?
        return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"left with whom: {list(everyone) or 'nobody'}?")
    if question.frame.everything:
        # Everyone who bought anything, each purchase counted: one at a price the text never
        # gives leaves that buyer's spending unknown, and the question is refused.
        everyone = tuple(dict.fromkeys(who(f) for f in statements if f"P.{SPENDING}'" in f.frame.template))
        if not everyone:
            return _refuse(GraphReason.UNKNOWN_ENTITY, "the text tells no purchase")
    elif "ALL." in question.frame.template:
        if len(everyone) != question.values.get("THEY", len(everyone)):
            return _refuse(
                GraphReason.UNKNOWN_ENTITY, f"the question counts {question.values['THEY']}, the text {len(everyone)}"
            )
        if not _fits_the_group(question, everyone):
            return _refuse(GraphReason.UNKNOWN_ENTITY, f"the question calls them {question.group}")
        if len(everyone) < 2 or set(everyone) != set(named):
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"'they' may not mean {list(everyone)}")
        sharing = next((at for at, found in enumerate(statements) if found.frame.shares_equally), None)
        pooled = {who(f, slot) for f in statements[:sharing] for slot in f.people} if sharing is not None else set()
        if EACH in question.frame.template and pooled != set(everyone):
            # "They shared them equally. Bob has 10": Bob came after; his are not shared.
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"'they' who shared may not mean {list(everyone)}")
    if "ADJ" in question.frame.elements:  # "what percent of the flowers are red": the red flowers
        question = replace(question, other=f"{question.other} {items}")
    if timeline.shares_of_untold:
        holder, measure = timeline.shares_of_untold[0]
        return _refuse(GraphReason.UNKNOWN_ENTITY, f"a share is taken of {holder}'s {measure}, which nothing states")
    target = timeline.target(question, items, everyone)
    whole = timeline.whole(question, items, everyone)
    # A whole's kinds may count it: what one has, or has less what one needs
    wholes = ("P.I", "S.I", "PP.I", "ALL.I", f"{ONLY}.I", *_NOT_A_PART, f"P.{GOAL_OF}{NEEDED} - P.I")
    counted = [target] if question.frame.template in wholes else []
    counted += [whole] if whole is not None else []  # "what percent of the flowers": the flowers

    @functools.cache  # asked once for the sum of kinds, and again for a told whole
    def kinds_told(holder: str) -> frozenset[str]:  # every kind told of a holder, whether or not a fact counts it
        return frozenset(
            kind
            for found in statements
            if holder in _spoken_of(found, who) and not _sets_up_a_place(found)
            for kind in (found.items, found.other)
            if kind is not None
        )

    if items is not None:
        for linear in counted:
            for holder in dict.fromkeys(var.holder for var in linear.variables() if var.measure == items):
                facts += _whole_of_kinds(facts, kinds_told(holder), holder, items)
        for var in (var for var in target.variables() if var.measure.endswith(f": {items}")):
            facts += _whole_of_kinds(facts, kinds_told(var.holder), var.holder, var.measure)
    for holder in dict.fromkeys(var.holder for var in target.variables()):
        facts += _kinds_of_a_told_whole(facts, kinds_told(holder), holder, target)
    for var in target.variables():
        worth = _value_of_coins(facts, var)
        if isinstance(worth, Failure):
            return worth
        facts += worth.unwrap()
    answered_of = target if whole is None else target.add(whole)
    facts += _halves(facts, answered_of)
    facts += _by_nature(facts, answered_of)
    ahead = timeline.ahead(question, items, everyone)
    older = tuple(timeline.older(found, *pair, everyone) for found in matches for pair in found.elder)
    known = {var for fact in facts for var in fact.equation.variables()}
    ordered = (var for difference in older for var in difference.variables())
    unknown = [
        var for var in (*answered_of.variables(), *(ahead.variables() if ahead else ()), *ordered) if var not in known
    ]
    if unknown:
        return _refuse(GraphReason.UNKNOWN_ENTITY, f"nothing states {unknown[0].describe()}")
    unit = "percent" if whole is not None else _UNITS.get(measure or "", items or "")
    if ".J" in question.frame.template and " + " in question.frame.template:  # "how many apples and pears"
        unit = f"{unit} and {question.other}"
    if measure in SIZE_UNITS:
        sized_in = {said for found in matches if (said := _size_unit(found)) is not None}
        if len(sized_in) != 1:
            # "Jess is 6 feet tall. Jana is 5 inches taller": nothing here converts feet to inches.
            return _refuse(GraphReason.UNIT_MISMATCH, f"the text tells {measure} in {sorted(sized_in) or 'no unit'}")
        [unit] = sized_in
    graph = RelationGraph(
        tuple(facts),
        target,
        question.frame.sign,
        unit,
        question.all_numbers,
        stated,
        ahead,
        whole,
        older,
        tuple(timeline.untold_changes),
    )
    return Success(graph)


# A question's template that asks what of a whole is not the part told ("how many cows are not
# black"): told parts are what it counts, no doubt about the whole (`_graph`).
_NOT_A_PART: Final = ("P.I - P.J", "S.I - S.J")


def _size_unit(found: Match) -> str | None:
    """The unit a clause tells a height or weight in ("inches" for "72 inches tall"), if it names one."""
    units = SIZE_UNITS.get(str(found.frame.measure), {})
    return next((unit for e in found.frame.elements for unit in units if unit in e.strip("[]").split("|")), None)


def _scene(matches: Sequence[Match]) -> Result[None, ServingRefusal]:
    """A problem's places are one scene: every place its clauses name is the first one named, as
    its noun and no modifier the first did not say ("in Carrie's desk drawer … in the drawer";
    "in the big room … in the small room" are two), only the first of them "a" one ("there are
    16 cats in a house … in this house"), and whose it is, if any says, is said first ("in the
    drawer … in Ann's drawer" may be another). What the scene holds is told of nobody, so a
    person beside it ("Tom has 5 apples") may hold some of it, or not: refused. Clauses that take
    their subject from the one before ("a jar has 9 blue pens, 21 black pens") name its place once."""
    mentions = dict.fromkeys((found.place_at, found.place) for found in matches if found.place is not None)
    places = [place.split() for _, place in mentions]
    first, later = (places[0], places[1:]) if places else ([""], [])
    if matches[-1].place is not None and not later:
        # "There are 7 pens. How many pens are in the box?": which box?
        return _refuse(
            GraphReason.UNKNOWN_ENTITY, f"the question names {matches[-1].place!r}, which the text never names"
        )
    if any(
        place[-1] != first[-1]
        or not set(place[1:-1]) <= set(first[1:-1])
        or place[0] in ("a", "an")
        or (place[0].endswith("'s") and place[0] != first[0])
        for place in later
    ):
        named = [" ".join(place) for place in places]
        return _refuse(ParseReason.AMBIGUOUS_READING, f"the text may name more than one place: {named}")
    told = [found for found in matches if _SCENE in found.frame.template]
    if any(str(found.place).startswith(("his ", "her ", "their ")) for found in told):
        # "There are 10 apples in his bag": whose bag? What the scene holds is told of nobody.
        return _refuse(GraphReason.AMBIGUOUS_PRONOUN, "a place of the scene is someone's")
    if told and any(found.people and found.frame.pattern not in SETTING_PATTERNS for found in matches):
        return _refuse(GraphReason.UNKNOWN_ENTITY, "what the place holds is told beside what people hold")
    return Success(None)


def _of_the_people(matches: Sequence[Match], holders: set[str]) -> list[Match]:
    """The clauses, where what a place holds is told of nobody but the text names no place, as
    the people's. Of one person, all of it: "Ines has 30 beads. There are twice as many red beads
    as blue" counts Ines's beads, and so does "how many green beads are there" — but only kinds
    of what the person is told to hold ("red balls" of "balls"): "Tom has 5 apples. There are 3
    pears" may be pears of anyone's, and stays the scene's, beside a person (`_scene`: refused).
    Of more, only the question, which asks of everyone: "Abel has 4 times as many frogs as
    Kai … How many frogs are there altogether?". Of nobody, what "there are" in total is the
    scene's."""
    if not holders:  # "there are 90 fish in total", where the text names nobody: the scene's
        return [
            replace(found, frame=replace(found.frame, template=found.frame.template.replace("ALL.", _SCENE)))
            if found.frame.pattern.startswith("there ")
            else found
            for found in matches
        ]
    *statements, question = matches
    told = [found for found in matches if _SCENE in found.frame.template]
    if not told or any(found.place is not None for found in matches):
        return list(matches)
    if len(holders) > 1:
        if told != [question]:
            return list(matches)
        return [*statements, replace(question, frame=_held_by(question.frame, "ALL."))]
    held = {kind for found in statements if found not in told for kind in (found.items, found.other) if kind}
    kinds = {kind for found in told for kind in (found.items, found.other) if kind}
    if not kinds or not all(any(k == h or k.endswith(f" {h}") or h.endswith(f" {k}") for h in held) for k in kinds):
        return list(matches)
    [holder] = holders
    return [
        replace(
            found,
            frame=_held_by(found.frame, "P."),
            people={**found.people, "P": Person(holder)},
        )
        if found in told
        else found
        for found in matches
    ]


def _heads_as_their_kind(matches: Sequence[Match], referents: Mapping[str, str]) -> list[Match]:
    """The clauses, where a bare noun ("crackers") stands for the text's one kind of it named by a
    noun before it ("cheese crackers"), or by what it is of ("pairs" of "pairs of shoes"): "Omar
    has 4 times as many cheese crackers as Lia. Nils has 5 more crackers than Lia. If Omar
    has 24 crackers …". A statement says so only by comparing with someone, or of someone told to
    hold the kind (`referents`: whom each pronoun means): "Tom has 5 baseball cards. Ann has 3
    cards" may be cards of any kind. A change may take what it is of away ("needs to sell 50 packs
    of cookies … sold 12 packs to his uncle"). Never where the kind is a colour's or an adjective's
    ("red apples" … "apples" may be all of them), two kinds share the noun ("baseball cards",
    "hockey cards"), one clause names both ("how many of her cards are not baseball cards"), a
    change brings the bare noun ("he buys 3 packs": of anything) or takes a kind by its noun ("he
    sold 3 cards"), the noun names a whole of kinds ("3 dogs and 5 toy animals … how many
    animals": the dogs are animals, the toys may not be), or parts are told ("2/3 of her dolls are
    …": the dolls are the whole)."""
    if any(found.frame.part or found.frame.template == REST for found in matches):
        return list(matches)
    *statements, _ = matches
    said = {kind for found in matches for kind in (found.items, found.other) if kind is not None}
    changed = {kind for found in matches if found.frame.changes for kind in (found.items, found.other)}
    brought = {kind for found in matches if _brings(found) for kind in (found.items, found.other)}
    kind_of: dict[str, str] = {}
    for head in (kind for kind in said if " " not in kind and kind not in brought and kind not in KINDS_OF):
        kinds = [kind for kind in said if kind != head and _head_of(kind) == head]
        if len(kinds) != 1 or any(
            word in COLOURS or is_adjective(word) for word in kinds[0].partition(" of ")[0].split()[:-1]
        ):
            continue
        if any({f.items, f.other} == {head, kinds[0]} for f in matches):
            continue  # "how many of her cards are not baseball cards": one clause tells them apart
        if head in changed and not kinds[0].startswith(f"{head} of "):
            continue  # "he sold 3 rolls" takes the rolls of wrapping paper told; "3 cards", any cards
        holding = {
            referents.get(p.word, p.word) for f in matches if kinds[0] in (f.items, f.other) for p in f.people.values()
        }
        told_bare = [f for f in statements if head in (f.items, f.other)]
        subjects = (f.people.get("P", Person("")).word for f in told_bare if "Q." not in f.frame.template)
        if all(referents.get(word, word) in holding for word in subjects):
            kind_of[head] = kinds[0]
    if not kind_of:
        return list(matches)
    return [
        replace(
            found,
            items=kind_of.get(str(found.items), found.items),
            other=found.other if "ADJ" in found.frame.elements else kind_of.get(str(found.other), found.other),
        )
        for found in matches
    ]


def _goals_read(
    statements: Sequence[Match], question: Match, who: Callable[[Match, str], str]
) -> Failure[ServingRefusal] | None:
    """A refusal where a goal ("needs to sell 50 packs") may not be what the question measures
    what was done against: told after some was done ("sold 12 … needs to sell 50": in all, or
    still?), or where someone else does the deed too ("his sister sold 10": toward his goal?)."""
    for at, found in enumerate(statements):
        for key in (k for k in DEEDS if f".{GOAL_OF}{k}'" in found.frame.template):
            done_before = (f for f in statements[:at] if f".{key}'" in f.frame.template and "P" in f.people)
            if any(who(f, "P") == who(found, "P") for f in done_before):
                return _refuse(ParseReason.AMBIGUOUS_READING, "a goal told after some was done: in all, or still?")
    if f"P.{GOAL_OF}{NEEDED}" in question.frame.template and any(
        f.frame.changes and f".{GOAL_OF}" not in f.frame.template for f in statements
    ):
        # "He needs 65 plates. He has 22. He uses 10": needs 53 more, or 43 still?
        return _refuse(ParseReason.AMBIGUOUS_READING, "what one needs, and a change told: still, or in all?")
    for key in (k for k in DEEDS if f"P.{GOAL_OF}{k}" in question.frame.template):
        doers = {  # whose deed each clause counts: its slot's person, or a group (None)
            (who(f, slot) if slot in f.people else None)
            for f in statements
            for slot in _holders_of(f.frame.template, key)
        }
        if doers - {who(question, "P")}:
            # "He sold 12 and Ann sold twice as many", "they sold 30 in all": toward his goal?
            return _refuse(ParseReason.AMBIGUOUS_READING, "another does what the goal counts: toward it, or apart?")
    return None


def _brings(found: Match) -> bool:
    """Whether a clause's event brings someone items ("buys 3", "gives Ann 3"), which may be of
    any kind, not only takes them away ("sold 3 rolls to a neighbor")."""
    parts = found.frame.template.split(" ; ")
    return any(part.partition(" = ")[0].endswith((".I'", ".J'")) and " + " in part for part in parts) or any(
        part.startswith("new ") and part.endswith((".I", ".J")) for part in parts
    )


def _head_of(kind: str) -> str:
    """The noun a kind counts: "crackers" of "cheese crackers", "pairs" of "pairs of shoes"."""
    return kind.partition(" of ")[0].rpartition(" ")[2]


def _held_by(frame: Frame, slot: str) -> Frame:
    """The frame with what it says the scene holds said of a slot's holder instead."""
    return replace(frame, template=frame.template.replace(_SCENE, slot), whole=frame.whole.replace(_SCENE, slot))


# The slices (`SLICES`) that are days, which a question may count ("over the 3 days").
_DAYS: Final = frozenset(when for when in SLICES if not when.startswith("in the "))


def _did_any(found: Match) -> bool:
    """Whether the clause adds to what someone has done (`DEEDS`): "P.picked' = …"."""
    return any(f".{key}'" in found.frame.template for key in DEEDS)


def _slices_before(
    statements: Sequence[Match], who: Callable[[Match], str], told_in: Sequence[int]
) -> Result[list[Match], ServingRefusal]:
    """Each clause that compares its slice of time with the one told just before ("on Friday he
    bought 4 times that quantity", "she sold twice as many on Saturday"), with that slice as its
    second (`^2`): the one the clause before told, of the same person, deed and items. Where the
    clause before told no slice ("he gave 2 to Ann. On Tuesday he picked twice that number"), or
    of another, or another deed: twice as many as what? Where its sentence told another slice
    ("5 on Monday and 7 on Tuesday. On Wednesday, twice that number"): of the 7, or the 12? So
    too "5 on Monday, 3 on Tuesday, and twice as many on Wednesday". Refused (`told_in`: each
    statement's sentence)."""
    if not any(found.when for found in statements):
        return Success(list(statements))  # the common case: no slice told, nothing to compare
    sliced: list[Match] = []
    for at, found in enumerate(statements):
        before = sum(len(f.when) for f, sentence in zip(sliced, told_in, strict=False) if sentence == told_in[at])
        if f"{SLICED}2 = " in found.frame.template and before:
            # "5 on Monday, 3 on Tuesday, and twice as many on Wednesday": as the 3, or the 8?
            return _refuse(ParseReason.AMBIGUOUS_READING, "a slice compared with the one before, after others")
        if f"{SLICED}2" in found.frame.template and len(found.when) == 1:
            told = sliced[at - 1] if at > 0 else None
            beside = [f for f, sentence in zip(sliced, told_in, strict=False) if sentence == told_in[at - 1]]
            if (
                told is None
                or len(told.when) != 1
                or sum(len(f.when) for f in beside) != 1
                or who(told) != who(found)
                or _sliced_deed(told) != _sliced_deed(found)
                or found.items not in (None, told.items)  # "twice that number": of the items told
            ):
                return _refuse(GraphReason.UNKNOWN_ENTITY, "a slice of time compared with none told before it")
            [last] = told.when
            if last == found.when[0]:
                return _refuse(ParseReason.AMBIGUOUS_READING, f"{last} compared with itself")
            found = replace(found, when=(found.when[0], last))
        sliced.append(found)
    return Success(sliced)


def _sliced_deed(found: Match) -> str | None:
    """The deed a clause tells a slice of ("picked" of "P.picked^1 = N")."""
    return next((f.partition(".")[2].partition(SLICED)[0] for f in found.frame.template.split() if SLICED in f), None)


def _by_amounts(found: Match) -> bool:
    """Whether every change the clause tells is by an amount, and never by a share or a multiple
    of what it changes ("ate half of them": `P.I' = P.I - F*P.I`), so that changes in any order
    come to the same."""
    for part in found.frame.template.split(" ; "):
        changed, _, amount = part.partition(" = ")
        if changed.endswith("'") and "*" + changed.removesuffix("'") in amount:
            return False
    return True


def _told_as_a_story(statements: Sequence[Match], question: Match) -> bool:
    """Whether present and past are mixed the way a story is told, which leaves no doubt of when
    each holds: what is, told first ("Natalie has $26"), then what happened, all in the past ("she
    bought a jumper for $9"), and a question of what is left after it. A present state told after a
    past event ("… she bought a jumper. She has $20") may be now, and a past one ("she had $26")
    before or after: neither is such a story."""
    changes = [at for at, found in enumerate(statements) if found.frame.changes]
    return (
        question.frame.after_changes
        and bool(changes)
        and all(
            found.frame.state and at < changes[0]
            for at, found in enumerate(statements)
            if found.frame.tense is Tense.PRESENT
        )
        and all(found.frame.changes for found in statements if found.frame.tense is Tense.PAST)
    )


class _Timeline:
    """The quantities as the text tells them, in order: each holder's count, age or money is a new
    quantity after every event that changes it (`Var.step`), and a clause speaks of the quantities
    as they stand where it is told. An event on a quantity nothing has stated yet ("he buys 3
    apples", his apples never counted) leaves it unknown: what he had before is not said — but
    for what a person has spent, which is 0 before the first purchase the text tells. Buying at
    the items' price (`I.price`) when the text states none leaves what it changes unknown."""

    def __init__(self, names: dict[str, str], priced: set[str | None], opening: bool) -> None:
        self._names = names  # pronoun -> person
        self._priced = priced  # the items whose price the text states
        self._opening = opening  # whether events open what they change (`Frame.opens`)
        self._steps: dict[tuple[str, str], int] = {}
        self._stated: set[tuple[str, str]] = set()
        # Shares taken of what nothing stated ("gave half of her flock", her sheep counted): of
        # another kind, the share is unknown and unneeded; of the counted kind by another word,
        # dropping it answers another problem. Which, the words cannot say: the reader refuses.
        self.shares_of_untold: list[tuple[str, str]] = []
        # Changes to quantities nothing stated ("gives 6 stickers to Omar", Omar's never counted):
        # each ties the quantity after it to the unknown one before, which must still be possible.
        self.untold_changes: list[Equation] = []

    def opened(self, holder: str, measure: str) -> None:
        """A quantity that is there from the start, though no fact tells it."""
        self._stated.add((holder, measure))

    def read(self, found: Match, items: str | None, everyone: tuple[str, ...]) -> list[Fact]:
        facts: list[Fact] = []
        changed: set[tuple[str, str]] = set()
        unneeded: tuple[Number, ...] = ()
        for part in found.frame.template.split(" ; "):
            if part == NOTHING:
                continue
            if part.startswith(UNTOLD):
                self._stated.update(self._keys(part.removeprefix(UNTOLD), found, items, everyone))
                continue
            if part.startswith("new "):
                changed.update(self._keys(part[4:], found, items, everyone))
                continue
            left, right = part.split(" = ")
            primed = {key for side in (left, right) for key in self._keys(side, found, items, everyone, primed=True)}
            changed |= primed
            if ("I.price" in part and items not in self._priced) or (
                "J.price" in part and found.other not in self._priced
            ):
                unneeded += found.numbers_of(part)  # bought at a price the text never states
                continue
            opened = self._keys(" ".join(found.frame.opens), found, items, everyone) if self._opening else set()
            for key in primed - self._stated:
                if (from_zero(key[1]) or key in opened) and key not in self._steps:  # before any event it tells
                    start = Equation(Linear.of(Var(*key)), Linear())
                    facts.append(Fact(start, _render(start), ()))
                    self._stated.add(key)
            if primed and not primed <= self._stated:
                # A change to a quantity nothing stated stays unknown; its numbers were read, and
                # are not needed by what the clause says of the rest ("buys 3 apples for $6").
                unneeded += found.numbers_of(part)
                self.untold_changes.append(
                    Equation(self._linear(left, found, items, everyone), self._linear(right, found, items, everyone))
                )
                shared = " ".join(f for f in right.split() if f.startswith("F*"))
                self.shares_of_untold += sorted(self._keys(shared, found, items, everyone) - self._stated)
                continue
            equation = Equation(self._linear(left, found, items, everyone), self._linear(right, found, items, everyone))
            facts.append(Fact(equation, _render(equation), found.numbers_of(part)))
            self._stated.update((var.holder, var.measure) for var in equation.variables())
        for key in changed:
            self._steps[key] = self._steps.get(key, 0) + 1
        if facts and unneeded:
            facts[0] = replace(facts[0], numbers=facts[0].numbers + unneeded)
        return facts

    def filled(self, holds: Sequence[Match], facts: Sequence[Fact]) -> Result[list[Fact], ServingRefusal]:
        """What "each box has 12 pencils" says of everyone the text gives boxes ("boxes", or
        "boxes of pencils", or bought them): their pencils, as they hold the boxes at the end of
        the text; "7 packs of red balls" hold red balls. Containers of kinds apart fill the same
        items together ("each indoor booth has 4 cushions, and each outdoor booth has 2").
        Where the text also counts someone's pencils apart ("3 boxes and 4 pencils"), are those 4
        loose, or all of them? Refused; so are containers that may be the same ("boxes", "red
        boxes"), or told twice."""
        named = {(var.holder, var.measure) for fact in facts for var in fact.equation.variables()}
        held: dict[tuple[str, str], list[tuple[str, Match]]] = {}  # (holder, the items): each container, filled
        for found in holds:
            assert found.items is not None and found.container is not None
            for holder, measure in sorted(named):
                deed, _, kind = measure.rpartition(": ")
                prefix = f"{deed}: " if deed else ""
                if kind in (found.container, f"{found.container} of {found.items}"):
                    held.setdefault((holder, f"{prefix}{found.items}"), []).append((measure, found))
                colour, _, rest = kind.removeprefix(f"{found.container} of ").partition(" ")
                if kind.startswith(f"{found.container} of ") and colour in COLOURS and rest == found.items:
                    held.setdefault((holder, f"{prefix}{colour} {rest}"), []).append((measure, found))
        filled: list[Fact] = []
        for (holder, items), containers in held.items():
            kinds = [str(found.container) for _, found in containers]
            wholes = [kind for kind in kinds if kind in _CATEGORIES] if len(kinds) > 1 else []
            if (holder, items) in named or len(set(kinds)) != len(kinds) or not _apart(kinds) or wholes:
                # "each car has 4 wheels, and each vehicle has 4": the cars may be among the vehicles
                return _refuse(ParseReason.AMBIGUOUS_READING, f"{holder}'s {items}: in the {kinds[0]}, or apart?")
            together = Linear()
            for measure, found in containers:
                last = Var(holder, measure, self._steps.get((holder, measure), 0))
                together = together.add(Linear.of(last).times(found.values["M"]))
            equation = Equation(Linear.of(Var(holder, items)), together)
            numbers = tuple(number for _, found in containers for number in found.numbers_of("M"))
            filled.append(Fact(equation, _render(equation), numbers))
        return Success(filled)

    def target(self, question: Match, items: str | None, everyone: tuple[str, ...]) -> Linear:
        return self._linear(question.frame.template, question, items, everyone)

    def older(self, found: Match, elder: str, younger: str, everyone: tuple[str, ...]) -> Linear:
        """How much older the one in slot `elder` is than the one in `younger` (`Match.elder`)."""
        return self._linear(f"{elder}.{AGE} - {younger}.{AGE}", found, None, everyone)

    def ahead(self, question: Match, items: str | None, everyone: tuple[str, ...]) -> Linear | None:
        """How far ahead of now the question looks (`Frame.ahead`), where it says."""
        return self._linear(question.frame.ahead, question, items, everyone) if question.frame.ahead else None

    def whole(self, question: Match, items: str | None, everyone: tuple[str, ...]) -> Linear | None:
        """What the question asks the target as a percent of (`Frame.whole`), where it asks one."""
        return self._linear(question.frame.whole, question, items, everyone) if question.frame.whole else None

    def _keys(
        self, side: str, found: Match, items: str | None, everyone: tuple[str, ...], *, primed: bool = False
    ) -> set[tuple[str, str]]:
        """The (holder, measure) of every quantity a template side names (only primed ones, if asked)."""
        keys: set[tuple[str, str]] = set()
        for word in side.split():
            for factor in word.split("*"):
                if "." in factor and factor.endswith("'") >= primed:
                    keys.update(
                        (var.holder, var.measure) for var in self._quantity(factor, found, items, everyone).variables()
                    )
        return keys

    def _linear(self, side: str, found: Match, items: str | None, everyone: tuple[str, ...]) -> Linear:
        """A template side (`K*Q.age + K*N`) with the match's slots filled in."""
        total = Linear()
        sign = 1
        for word in side.split():
            if word in ("+", "-"):
                sign = 1 if word == "+" else -1
                continue
            term = Linear.constant_of(sign)
            for factor in word.split("*"):
                if factor in found.values:
                    term = term.times(found.values[factor])
                elif factor in (EACH, MEAN):
                    term = term.times(Fraction(1, len(everyone)))
                elif factor == HEADS:
                    term = term.times(len(everyone))
                elif factor.isdigit():
                    term = term.times(int(factor))
                else:
                    assert not term.terms  # a template term holds one quantity, after the numbers scaling it
                    term = self._quantity(factor, found, items, everyone).times(term.constant)
            total = total.add(term)
        return total

    def _quantity(self, factor: str, found: Match, items: str | None, everyone: tuple[str, ...]) -> Linear:
        """`P.I`, `Q.money'`, `PP.I`, `ALL.age`: the sum of the quantities it names, as they stand
        (primed: after this clause's event)."""
        slot, measure = factor.rstrip("'").removesuffix(AT_FIRST).split(".")
        if slot in ("I", "J"):  # the price of one of the items, or of the other kind
            priced = items if slot == "I" else found.other
            assert priced is not None and measure == PRICE
            return Linear.of(Var(priced, PRICE))
        what = _measured(measure, found, items)
        assert what is not None
        if slot in ("ALL", ONLY):
            holders = everyone
        elif slot == "S":
            holders = (SCENE,)
        elif slot == "PP":
            holders = tuple(person.word for key, person in found.people.items() if key.startswith("PP"))
        else:
            holders = (found.people[slot].word,)
        summed = Linear()
        for holder in holders:
            person = self._names.get(holder, holder)
            step = 0 if factor.endswith(AT_FIRST) else self._steps.get((person, what), 0) + factor.endswith("'")
            summed = summed.add(Linear.of(Var(person, what, step)))
        return summed


def _measured(measure: str, found: Match, items: str | None) -> str | None:
    """What a template's measure (`I`, `J`, `age`, `spent_on`, `picked` …) counts, as a `Var`'s;
    None for a count of items the text does not name."""
    if measure in (AGE, HEIGHT, WEIGHT, MONEY, SPENDING, EARNINGS, TENDERED, GOAL, *PAY):
        return measure
    if measure.startswith(f"{MONEY}:"):  # "money:found": the money one found (`_value_of_coins`)
        return done(DEEDS[measure.partition(":")[2]], MONEY)
    other = measure == "J" or measure.endswith(OTHER_KIND)
    measure = measure.removesuffix(OTHER_KIND)
    what = found.other if other else items  # a count's items: the clause's, or the text's one kind
    if what is None:
        return None
    if measure == SPENT_ON_ITEMS:
        return spent_on(what)  # what a purchase bought
    if measure.startswith(GOAL_OF):  # what one must have ("must_have"), or have done ("must_sold")
        goal = measure.removeprefix(GOAL_OF)
        return done("needs" if goal == NEEDED else f"must have {DEEDS[goal]}", what)
    measure, sliced, nth = measure.partition(SLICED)  # "picked^1": picked in the clause's first slice
    deed, per = (DEEDS[found.deed] if found.deed is not None else None), measure.partition("/")[2]
    if measure in DEEDS or (measure == "V" and deed is not None):
        when = f" {found.when[int(nth) - 1]}" if sliced else ""
        return done(f"{DEEDS.get(measure) or deed}{when}", what)
    if measure.startswith("V/") and deed is not None:
        return rate_of(deed, per, what)
    if measure.startswith("VT/") and deed is not None:
        return time_for(deed, per, what)
    return what


def _kin_told(matches: Sequence[Match], who: Callable[[Match, str], str]) -> set[str]:
    """Whose kin the text names as people it may count: the owner of "his brother" ("harper's
    brother") or of "her friend Nelly"."""
    owners = {who(f, slot) for f in matches for slot in f.people if slot.endswith(KIN_OF)}
    tied = {who(f, slot).partition("'s ")[0] for f in matches for slot in f.people if "'s " in who(f, slot)}
    return owners | tied


def _with_wholes(
    statements: Sequence[Match], who: Callable[[Match], str], told_in: Sequence[int]
) -> Result[list[Match], ServingRefusal]:
    """Each part frame with its holder and whole made explicit ("25% of them are dogs": P is
    Michael, I his pets, J his dogs): the whole is what the clause before counted ("them"), or
    the one holder's "ITEMS" the clause names; "the rest" is of the whole the clauses before took
    parts of ("10 red beads, 5 green beads, and the rest": of his beads). "Them" in a
    sentence of its own, after others' count of the same items, may be everyone's: "Tom has 20
    balls. Ann has 30 balls. Half of them are red" (`told_in`: each statement's sentence)."""
    counted: list[tuple[str, str]] = []  # (holder, items) of each count the text states, in order
    last: tuple[str, str] | None = None  # the holder and items the clause before counted
    last_told = -1  # the sentence of that clause
    parted: tuple[str, str] | None = None  # the whole the clause before took a part of
    two_kinds = False  # whether the clause before counted two kinds: "them" would be either, or both
    read: list[Match] = []
    for found, told in zip(statements, told_in, strict=False):
        if not found.frame.part:
            stated = found.frame.template.split(" ; ")[0]
            holder = _holder(found, who)
            last = (
                (holder, found.items) if found.items is not None and holder and stated[1:].startswith(".I =") else None
            )
            counted += [] if last is None else [last]
            last_told = told
            two_kinds = last is not None and ".J" in found.frame.template
            counted += [(last[0], str(found.other))] if last is not None and two_kinds else []
            parted = None
            read.append(found)
            continue
        named = found.items
        if named is not None and found.place is not None:  # "of the students at school": the scene's
            whole = (SCENE, named)
        elif named is not None and "P" in found.people:  # "of Ivy's dolls", "of her butterflies"
            whole = (who(found), named)
        elif named is not None:  # "of the socks", "the remaining socks"
            holders = {holder for holder, items in counted if items == named}
            if len(holders) != 1:
                return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"whose {named}: {sorted(holders) or 'nobody'}?")
            whole = (holders.pop(), named)
        elif parted is not None:  # "…, 50% are cats": the same whole
            whole = parted
        elif last is not None and found.frame.template == REST:  # "12 white marbles, and the rest": marbles
            wholes = {items for holder, items in counted if holder == last[0] and last[1].endswith(f" {items}")}
            if len(wholes) != 1:
                return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"the rest of what: {sorted(wholes) or 'nothing'}?")
            whole = (last[0], wholes.pop())
        elif last is not None and not two_kinds:  # "them": what the clause before counted
            others = {holder for holder, items in counted if items == last[1]} - {last[0]}
            if others and told != last_told:
                return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"'them': {last[0]}'s {last[1]}, or everyone's?")
            whole = last
        else:
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, "a part of what?")
        holder, items = whole
        kind = f"{found.other} {items}" if "ADJ" in found.frame.elements else found.other
        if kind == items:
            return _refuse(GraphReason.UNIT_MISMATCH, f"the {items} are a part of themselves")
        read.append(replace(found, people={**found.people, "P": Person(holder)}, items=items, other=kind))
        parted, last = whole, None
    return Success(read)


def _rest(found: Match, before: Sequence[Match], who: Callable[[Match], str]) -> Result[Fact, ServingRefusal]:
    """ "The rest are green": the whole less every part the clauses before told of it — parts
    ("25% of them are dogs") and counts of the whole's kind modified ("12 white marbles")."""
    holder, whole, rest = found.people["P"].word, found.items, found.other
    assert whole is not None and rest is not None
    parts: list[str | None] = []
    for told in (told for told in before if _holder(told, who) == holder):
        if told.frame.part:
            parts += [told.other] if told.items == whole else []
        else:  # both kinds a clause counts: "5 red marbles and twice as many blue marbles"
            kinds = (told.items, told.other if ".J" in told.frame.template else None)
            parts += [kind for kind in kinds if str(kind).endswith(f" {whole}")]
    if not parts or rest in parts or len(set(parts)) != len(parts):
        return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"the rest of the {whole}: of which parts {parts}?")
    ways = {_partitioned_by(str(kind), whole) for kind in (*parts, rest)}
    if len(ways) != 1 or None in ways or not _apart([str(kind) for kind in (*parts, rest)]):
        # "8 are big and 5 are red; the rest are blue": some big ones may be red.
        return _refuse(ParseReason.AMBIGUOUS_READING, f"the parts {[*parts, rest]} may overlap")
    others = Linear()
    for part in parts:
        assert part is not None
        others = others.add(Linear.of(Var(holder, part)))
    equation = Equation(Linear.of(Var(holder, rest)), Linear.of(Var(holder, whole)).minus(others))
    return Success(Fact(equation, _render(equation), ()))


def _fits_the_group(found: Match, everyone: Sequence[str]) -> bool:
    """Whether everyone a THEY slot means may be called what it calls them ("these 3 boys", "the
    girls"). A group that counts them may name whom the census does not know ("Sam, Alex and
    Tom … these 3 boys"); one that does not ("the boys") is everyone only if each is known to be
    one ("Pat and Tom … the boys": is Pat?). "Tom, Sally and Ben … these three boys": Sally is no boy."""
    gender = GROUP_GENDERS.get(str(found.group))
    unsure = (None,) if "THEY" in found.values else ()
    return gender is None or all(gender_of(one.name, one.title) in (*unsure, gender) for one in map(Person, everyone))


def _holder(found: Match, who: Callable[[Match], str]) -> str | None:
    """Whose count a clause states first: its person's, the scene's, or nobody's ("they")."""
    stated = found.frame.template.split(" ; ")[0]
    return SCENE if stated.startswith(_SCENE) else who(found) if "P" in found.people else None


def _share_of_a_changed(
    statements: Sequence[Match], who: Callable[[Match, str], str], context: str | None, opening: bool
) -> str | None:
    """The first quantity a share is taken of ("F*P.money") after an event changed it, or None —
    but for a gain that opened the quantity (`Frame.opens`, where the question asks what is left):
    "bought a dozen limes and gave 1/3 of them" leaves no doubt, she had none before; nor does
    one's own after gains alone: "got 9 more daisies, then gave half her daisies" is of all 14
    (where "gave half of them" may be of the 9)."""
    changed: set[tuple[str, str]] = set()
    told: set[tuple[str, str]] = set()  # quantities a clause spoke of before they changed
    opened: set[tuple[str, str]] = set()  # quantities whose one change so far opened them at 0
    lessened: set[tuple[str, str]] = set()  # quantities some change so far took from
    for found in statements:
        parts = found.frame.template.split(" ; ")
        shares = {f.removeprefix("F*") for part in parts for f in part.split() if f.startswith("F*")}
        own = _of_ones_own(found.frame.elements)
        for taken in filter(None, (_key(found, quantity, who, context) for quantity in shares)):
            if found.frame.of_what_is_left:
                break  # "half of what was left": of it as it is
            # A tax is a share of all spent so far ("paid 20% sales tax"), by what it is.
            if taken in changed - opened and not from_zero(taken[1]) and not (own and taken not in lessened):
                return f"{taken[0]}'s {taken[1]}"
        # What the clause changes: a quantity after it ("P.money'"), or one it changes unsaid ("new P.I").
        events = [part.split(" = ")[0] for part in parts if part.split(" = ")[0].endswith("'")]
        events += [part.removeprefix("new ") for part in parts if part.startswith("new ")]
        now = set(filter(None, (_key(found, quantity, who, context) for quantity in events)))
        taken_from = [part.split(" = ")[0] for part in parts if not _gains_only(part)]
        lessened |= now & set(filter(None, (_key(found, quantity, who, context) for quantity in taken_from)))
        unsaid = [part.removeprefix("new ") for part in parts if part.startswith("new ")]
        lessened |= set(filter(None, (_key(found, quantity, who, context) for quantity in unsaid)))
        opens = set(filter(None, (_key(found, quantity, who, context) for quantity in found.frame.opens)))
        opened = (opened - now) | (opens & now - changed - told if opening else set())
        told |= {key for part in parts for q in part.split() if "." in q and (key := _key(found, q, who, context))}
        changed |= now
    return None


def _of_ones_own(elements: Sequence[str]) -> bool:
    """Whether a share is of one's own, by a possessive ("half her daisies", "1/3 of his cards"),
    never by a pronoun ("1/3 of them": maybe of those just bought)."""
    text = " ".join(elements)
    return "F HIS " in text or "F of HIS " in text


def _gains_only(event: str) -> bool:
    """Whether an event's template only adds to what it changes ("P.I' = P.I + N")."""
    changed, _, amount = event.partition(" = ")
    terms = amount.split()
    return terms[:1] == [changed.rstrip("'")] and all(term == "+" for term in terms[1::2]) and "F*" not in amount


def _regained(statements: Sequence[Match], holder: str, items: str | None, who: Callable[[Match, str], str]) -> bool:
    """Whether the holder gains some of the items after losing some: what they kept is then no
    longer all they have."""
    lost = False
    for found in statements:
        for part in found.frame.template.split(" ; "):
            changed, _, amount = part.partition(" = ")
            slot, _, measure = changed.rstrip("'").partition(".")
            if not changed.endswith("'") or measure != "I" or slot not in found.people:
                continue
            if who(found, slot) != holder or (found.items or items) != items:
                continue
            gains = amount.startswith(f"{slot}.I + ")
            if gains and lost:
                return True
            lost = lost or amount.startswith(f"{slot}.I - ")
    return False


def _key(found: Match, quantity: str, who: Callable[[Match, str], str], context: str | None) -> tuple[str, str] | None:
    """Whose, and what, a template's quantity of a person or the scene is ("P.I'": Tom's apples)."""
    slot, _, measure = quantity.rstrip("'").partition(".")
    if slot != "S" and slot not in found.people:
        return None
    return SCENE if slot == "S" else who(found, slot), str(found.items or context) if measure == "I" else measure


def _bought_as_asked(question: Match, statements: Sequence[Match]) -> Match:
    """The question's items as the purchases name them: "how much did he spend on ice cream", of
    "10 cartons of ice cream" he bought, asks of the cartons of ice cream — where they are the one
    purchase of that thing; otherwise the question stays as asked (and what it asks is unknown)."""
    bought = {
        kind for found in statements if "P.spent_on" in found.frame.template for kind in (found.items, found.other)
    }

    def as_bought(asked: str | None) -> str | None:
        if asked is None or asked in bought:
            return asked
        named = [kind for kind in bought if kind is not None and _counted_as(kind.partition(" of ")[2]) == asked]
        return named[0] if len(named) == 1 else asked

    return replace(question, items=as_bought(question.items), other=as_bought(question.other))


def _counted_as(phrase: str) -> str:
    """A phrase as an item slot names it: its head in the plural ("ice cream": "ice creams")."""
    *modifiers, head = phrase.split() or [""]
    return " ".join([*modifiers, count_noun(head) or head])


# `KINDS_OF` as the item slots name its wholes and kinds ("fish": "fishes"); "pieces of fruit" is
# one phrase, as written.
_CATEGORIES: Final = {
    (whole if " of " in whole else _counted_as(whole)): frozenset(_counted_as(kind) for kind in kinds)
    for whole, kinds in KINDS_OF.items()
}


# `BY_NATURE` as the item slots name its parts and kinds.
_BY_NATURE: Final = {
    _counted_as(part): {_counted_as(kind): each for kind, each in kinds.items()} for part, kinds in BY_NATURE.items()
}


def _by_nature(facts: Sequence[Fact], target: Linear) -> list[Fact]:
    """What a holder's kinds have by nature (`BY_NATURE`), where the question asks of it and no
    fact counts it: "5 cats and 3 hens in the yard … how many legs" are 4 × 5 + 2 × 3, as each
    kind stands at the end. Every kind the holder is told to have must be in the table ("3 dogs
    and 2 tables": table legs too?) and apart from the others ("dogs" and "puppies")."""
    counted = {var for fact in facts for var in fact.equation.variables()}
    found: list[Fact] = []
    for asked in (var for var in target.variables() if var not in counted and var.measure in _BY_NATURE):
        each = _BY_NATURE[asked.measure]
        held = [var for var in counted if var.holder == asked.holder and not from_zero(var.measure)]
        kinds = sorted({var.measure for var in held})
        if not kinds or not set(kinds) <= each.keys() or not _apart(kinds):
            continue
        together = Linear()
        for kind in kinds:
            last = max(var.step for var in held if var.measure == kind)
            together = together.add(Linear.of(Var(asked.holder, kind, last)).times(each[kind]))
        equation = Equation(Linear.of(asked), together)
        found.append(Fact(equation, _render(equation), ()))
    return found


def _halves(facts: Sequence[Fact], target: Linear) -> list[Fact]:
    """A whole that two kinds make exactly (`_halves_of`), where the question asks of the whole or
    a kind and the other two are counted (or all three are): "36 pupils … one fourth of them are
    girls. How many boys?" is 36 less the girls; "the ratio of girls to boys is 2:7 … 5 more
    boys than girls. How many students?" the boys and the girls together; "she has 30 cats. 3/5
    are male. How many female cats?" 30 less the male ones. All as they stand at one time: no
    change may have come between the counts. A whole told in two ways ("boys" and "women" among
    the students) is halved in neither."""
    counted = {var for fact in facts for var in fact.equation.variables()}
    asked = set(target.variables())
    found: list[Fact] = []
    for holder in dict.fromkeys(var.holder for var in target.variables()):
        measures = {var.measure for var in counted | asked if var.holder == holder}
        for whole in sorted(measures):
            ways = [halves for halves in _halves_of(whole) if measures & set(halves)]
            if len(ways) != 1:
                continue
            kinds = (whole, *ways[0])
            steps = {var.step for var in counted | asked if var.holder == holder and var.measure in kinds}
            if len(steps) != 1:
                continue
            total, one, other = (Var(holder, measure, *steps) for measure in kinds)
            told = sum(var in counted for var in (total, one, other))
            if told >= 2 and {total, one, other} <= counted | asked and {total, one, other} & asked:
                equation = Equation(Linear.of(total), Linear.of(one).add(Linear.of(other)))
                found.append(Fact(equation, _render(equation), ()))
    return found


def _halves_of(whole: str) -> tuple[tuple[str, str], ...]:
    """The pairs of kinds that make `whole` exactly (`HALVES`); of what is male or female
    (`SEXED`, by the head noun: "worker ants"), its male and its female ones."""
    pairs = _HALVES.get(whole, ())
    if " of " not in whole and whole.rpartition(" ")[2] in _SEXED:
        pairs += ((f"male {whole}", f"female {whole}"),)
    return pairs


# `HALVES` and `SEXED` as the item slots name them ("fish": "fishes").
_HALVES: Final = {_counted_as(whole): halves for whole, halves in HALVES.items()}
_SEXED: Final = frozenset(_counted_as(kind) for kind in SEXED)


def _apart(kinds: Sequence[str]) -> bool:
    """Whether no kind may be among another: kinds of one noun ("apples", "red apples") are apart
    only where all are told apart one way (`_partitioned_by`: "red apples", "green apples";
    "baseball cards", "hockey cards"); "puppies" are among "dogs" (`AMONG`)."""
    nouns = {kind.rpartition(" ")[2] for kind in kinds}
    if any(AMONG.get(noun) in nouns for noun in nouns):
        return False
    by_noun: dict[str, list[str]] = {}
    for kind in kinds:
        by_noun.setdefault(kind.rpartition(" ")[2], []).append(kind)
    ways = (
        ({_partitioned_by(kind, noun) for kind in same}, _each_its_own(same, noun))
        for noun, same in by_noun.items()
        if len(same) > 1
    )
    return all(len(way) == 1 and way <= _APART_BY and own for way, own in ways)


def _is_one_of(kind: str, members: frozenset[str]) -> bool:
    """Whether a kind is of a whole's members, by its head noun under a colour or an adjective
    ("green beans", "ripe apples"), or among one of them (`AMONG`: "puppies" are pets, as dogs
    are); a noun before it makes another thing ("jelly beans" are no beans), and a phrase of
    another ("bags of apples") counts what holds them, no member."""
    *modifiers, head = kind.split()
    return _member(kind, members) or (
        " of " not in kind
        and _member(head, members)
        and all(word in COLOURS or (is_adjective(word) and lemma_of(word) is None) for word in modifiers)
    )


def _member(noun: str, members: frozenset[str]) -> bool:
    """Whether the noun is one of `members`, or among one of them ("puppies" among "dogs")."""
    return noun in members or AMONG.get(noun) in members


def _counts_items(found: Match) -> bool:
    """Whether a frame's template counts items ("P.I", what was bought, a rate of reading) or
    prices them ("I.price"): then the items are the clause's, or the text's one kind."""
    quantities = [f for word in found.frame.template.split() for f in word.split("*") if "." in f]
    measures = (f.split(".")[1].rstrip("'") for f in quantities)
    return any(f.startswith("I.") for f in quantities) or any(
        m.removesuffix(AT_FIRST) in ("I", "J", "V")
        or m.partition(SLICED)[0].removeprefix(GOAL_OF) in (*DEEDS, NEEDED)
        or m.startswith("V")
        for m in measures
    )


def _spoken_of(found: Match, who: Callable[[Match, str], str]) -> set[str]:
    """Every holder a clause speaks of: its people, and the scene."""
    return {who(found, slot) for slot in found.people} | ({SCENE} if _SCENE in found.frame.template else set())


def _sets_up_a_place(found: Match) -> bool:
    """Whether a clause tells only of a place one starts ("John wants to start a zoo"): no kind
    one holds. What one is or likes may be ("Tom is a dog owner"), and stays a kind told."""
    head = (found.items or "").rpartition(" ")[2]
    return found.frame.pattern in SETTING_PATTERNS and (lemma_of(head) or head) in PLACES


def _whole_of_kinds(facts: Sequence[Fact], told: frozenset[str], holder: str, whole: str) -> list[Fact]:
    """What a holder's kinds of one thing make together now, where nothing counts the whole: "8
    blue envelopes … 4 fewer yellow envelopes" are 12 envelopes of two or more colours, which
    exclude one another; "twice as many sharks as stingrays … how many fish" sums kinds that are
    surely of the whole (`KINDS_OF`), where every kind told of the holder is one. After "she gives
    away half of her red scarves", of the red ones left. Any other kind of the whole ("big
    envelopes") may overlap them, and a kind `told` that no fact counts is unknown: no fact. A
    whole done (`done`: "bought: shirts") sums the kinds done alike: "bought 18 white shirts and 8
    blue shirts … how many shirts did he buy" is 26."""
    deed, _, thing = whole.rpartition(": ")

    def measure(kind: str) -> str:
        return done(deed, kind) if deed else kind

    held = [
        var
        for fact in facts
        for var in fact.equation.variables()
        if var.holder == holder and (var.measure.startswith(f"{deed}: ") if deed else not from_zero(var.measure))
    ]
    measures = {var.measure.rpartition(": ")[2] for var in held}
    kinds = _kinds_making(thing, told, measures) if thing not in measures else []
    if not kinds:
        return []
    together = Linear()
    for kind in kinds:  # each as it stands at the end, after every change told to it
        last = max(var.step for var in held if var.measure == measure(kind))
        together = together.add(Linear.of(Var(holder, measure(kind), last)))
    equation = Equation(Linear.of(Var(holder, whole)), together)
    return [Fact(equation, _render(equation), ())]


def _value_of_coins(facts: Sequence[Fact], asked: Var) -> Result[list[Fact], ServingRefusal]:
    """What a holder's coins are worth, where the question asks their money (or the money they
    found) and the text tells it only in coins: "10 quarters and 3 dimes" are $2.80, each kind
    as it stands after every change told to it. Money told beside coins ("$5 and 3 dimes"), or
    paid, earned or changed in dollars ("buys a pen for $1": from the coins, or from other money?)
    may or may not count them: refused; so are coins of a kind ("shiny dimes", "rolls of dimes")
    or all told ("40 coins"), which may count some twice or go unvalued."""
    deed, _, money = asked.measure.rpartition(": ")
    if money != MONEY:
        return Success([])
    coins = {(done(deed, coin) if deed else coin): cents for coin, cents in COIN_CENTS.items()}
    held = [var for fact in facts for var in fact.equation.variables() if var.holder == asked.holder]
    if not any(var.measure in coins for var in held):
        return Success([])
    if asked.step or any(in_dollars(var.measure) for var in held):
        return _refuse(GraphReason.UNIT_MISMATCH, f"{asked.describe()} is told in coins and in dollars")
    kinds = {var.measure.rpartition(": ")[2] for var in held} - set(COIN_CENTS)
    if any({*COIN_CENTS, "coins"} & set(kind.split()) for kind in kinds):
        return _refuse(GraphReason.UNKNOWN_ENTITY, f"what {asked.describe()} is, of coins told of a kind or all")
    worth = Linear()
    for measure, cents in coins.items():
        steps = [var.step for var in held if var.measure == measure]
        if steps:
            worth = worth.add(Linear.of(Var(asked.holder, measure, max(steps))).times(Fraction(cents, 100)))
    equation = Equation(Linear.of(asked), worth)
    return Success([Fact(equation, _render(equation), ())])


def _kinds_of_a_told_whole(facts: Sequence[Fact], told: frozenset[str], holder: str, target: Linear) -> list[Fact]:
    """A whole told with the kinds that make it, where the question asks of a kind: "there are 90
    fish in the tank … 5 times as many sharks as stingrays. How many stingrays?" — the sharks and
    the stingrays are the 90, as the text tells no other fish (the kinds as `_whole_of_kinds`
    sums them). All told at one time: a change to any of them leaves the whole's time in doubt."""
    held = [var for fact in facts for var in fact.equation.variables() if var.holder == holder]
    if len({var.step for var in held}) != 1 or any(from_zero(var.measure) for var in held):
        return []
    measures = {var.measure for var in held}
    asked = {var.measure for var in target.variables() if var.holder == holder}
    found: list[Fact] = []
    for whole in sorted(measures - asked):
        kinds = _kinds_making(whole, told - {whole}, measures - {whole})
        if kinds and asked & set(kinds):
            step = held[0].step
            together = Linear()
            for kind in kinds:
                together = together.add(Linear.of(Var(holder, kind, step)))
            equation = Equation(Linear.of(Var(holder, whole, step)), together)
            found.append(Fact(equation, _render(equation), ()))
    return found


def _kinds_making(whole: str, told: Set[str], held: set[str]) -> list[str]:
    """The kinds a holder's counts tell of a whole, which make it together: two or more, that
    exclude one another (`_apart`, `_partitioned_by`), every kind `told` of the whole among them;
    none where some kind told may overlap another, be no part of the whole, or go uncounted."""
    members = _CATEGORIES.get(whole)
    if members is not None:
        kinds = sorted(held)
        if not all(_is_one_of(kind, members) for kind in {*told, *kinds}):
            return []  # "how many fruits" of apples and carrots: the carrots are no fruit, and unused
        if not _apart(kinds):
            return []  # "5 apples … 2 of the apples are red": the red ones are among the 5
    else:
        # Kinds of the whole ("red balls"); of containers of them ("packs of red balls"), what
        # they hold, which a fact must count (`filled`)
        kinds = sorted(kind for kind in held if kind.endswith(f" {whole}") and " of " not in kind)
        told = {kind.rpartition(" of ")[2] for kind in told if kind.endswith(f" {whole}")}
        ways = {_partitioned_by(kind, whole) for kind in kinds}
        if len(ways) > 1 or not ways <= _APART_BY or not _each_its_own(kinds, whole):
            return []
    if len(kinds) < 2 or not told <= set(kinds):
        return []  # a kind told, but counted by no fact ("buys 4 red shirts", had some?), is not summed
    return kinds


def _kind_of(kind: str, items: str | None) -> bool:
    """Whether `kind` is `items`, or a colour of them ("red balls" of "balls")."""
    colour, _, rest = kind.partition(" ")
    return kind == items or (colour in COLOURS and rest == items)


def _prices_of_kinds(
    statements: Sequence[Match], priced: set[str | None], context: str | None
) -> list[tuple[str, str]]:
    """Kinds bought whose price is their whole's: "each pen costs $2" prices the red pens bought,
    and "each book cost $11" the books about whales — kinds by colour, or by what they are
    about, of a whole whose price the text states, where it states none of the kind."""
    bought = {found.items or context for found in statements if "I.price" in found.frame.template}
    bought |= {found.other for found in statements if "J.price" in found.frame.template}
    wholes = sorted(filter(None, priced))
    found: list[tuple[str, str]] = []
    for kind in sorted(filter(None, bought - priced)):
        whole = next((w for w in wholes if _kind_of(kind, w) or kind.startswith(f"{w} about ")), None)
        if whole is not None:
            found.append((kind, whole))
    return found


def _partitioned_by(kind: str, whole: str) -> str | None:
    """What tells a part from the other parts of a whole: its colour ("red marbles"), its size
    ("small boxes"), indoors or out ("outdoor booths"), a member of a set of things apart ("apple
    pies" and "cherry pies", by fruit; "mango trees" and "pine trees", by species; "baseball cards"
    and "hockey cards", by sport), or its noun
    ("dogs" of pets) — kinds that exclude one another; None for any other part ("big white
    marbles", "fruit trees", "rookie cards", "sea horses"), which may overlap the rest, or be no
    part of it at all."""
    modifier = kind.removesuffix(f" {whole}") if kind.endswith(f" {whole}") else None
    if modifier is None:
        return "noun" if " " not in kind else None
    if modifier in COLOURS:
        return "colour"
    if modifier in SPORTS:
        return "sport"
    if modifier in SIZES:
        return "size"
    if modifier in SETTINGS:
        return "setting"
    fruit = plural_of(modifier) in KINDS_OF["fruits"]
    if whole == "trees" and (fruit or modifier in TREES):
        return "species"  # "mango trees" and "pine trees" are apart alike
    return "fruit" if fruit else None


def _each_its_own(kinds: Sequence[str], whole: str) -> bool:
    """Whether kinds of a whole told apart one way are each told by its own value: "big boxes"
    and "large boxes" are one size (`SIZES`), and may be the same boxes."""
    values = [SIZES.get(modifier, modifier) for modifier in (kind.removesuffix(f" {whole}") for kind in kinds)]
    return len(set(values)) == len(values)


# The ways kinds of one whole are told apart, one way for all of them (`_partitioned_by`).
_APART_BY: Final = frozenset(("colour", "sport", "fruit", "species", "size", "setting"))


def _resolved(matches: Sequence[Match], told_in: Sequence[int]) -> Result[dict[str, str], ServingRefusal]:
    """Each pronoun's one referent (`told_in`: each match's sentence). Within its clause, a
    pronoun the frame binds to its subject ("Oskar gives half of his stamps to his friend Bo")
    means that subject; a sentence's subject pronoun, the one person its earlier clauses name ("If
    Pavel sold 8 of his melons, how many did he have left?"). Any other means the one person
    named before it (in earlier clauses, or earlier in its own: "Emil will be 4 times as old as he
    was") that nothing rules out (`could_refer`); each where the census confirms the gender
    (`may_refer`), or, where the census does not know it, where the text tells it: by a pronoun
    before the question, and by pronouns of one gender throughout ("Yanna bought 60 apples. She
    gave 18 away … How many did she keep?"). A question's pronoun alone tells nothing: "Yanna
    bought 60 apples. How many does he have?" may ask of someone the text never describes."""
    named: list[str] = []
    resolved: dict[str, str] = {}  # a pronoun means one person throughout, or the text is refused
    told_by: dict[str, set[str]] = {}  # the pronouns that mean each person the census does not know
    for at, found in enumerate(matches):
        for slot, person in found.people.items():
            if person.kin is not None:  # "her sister": the sister of whom "her" means, resolved before
                owner, tie = person.kin
                kin = f"{resolved.get(owner, owner)}'s {tie}"
                if (back := _kin_back(resolved.get(owner, owner), tie, named)) is not None:
                    # "Tom … His sister … Her brother": that brother may be Tom, or another.
                    return _refuse(ParseReason.AMBIGUOUS_READING, f"{kin!r} may be {back!r}")
                if resolved.setdefault(person.word, kin) != kin:
                    return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"{person.word!r} means two people")
                named += [] if kin in named else [kin]
                continue
            if not person.pronoun:
                named += [] if person.word in named else [person.word]
                continue
            near = _bound_in(found, slot) if slot != "P" else _sentence_subject(matches[:at], told_in, at, person.word)
            near = resolved.get(near, near) if near is not None else None  # a kin, as resolved ("her mother")
            near = near if near is not None and _refers(could_refer, person.word, near) else None
            referents = (
                [near] if near is not None else [name for name in named if _refers(could_refer, person.word, name)]
            )
            tied = found.people.get(slot.removesuffix(KIN_OF)) if slot.endswith(KIN_OF) else None
            if tied is not None and tied.kin is not None:  # "her sister": never her sister's sister
                referents = [name for name in referents if not name.endswith(f"'s {tied.kin[1]}")]
            if slot == "Q" and "P" in found.people and found.frame.tense is not Tense.NONE:
                # "his brother has 6 fewer than he has", "her aunt is 9 years older than her": at one
                # time, one is never beside oneself (at two, one may be: "4 times as old as he was")
                subject = found.people["P"].word
                referents = [name for name in referents if name != resolved.get(subject, subject)]
            unsure = len(referents) == 1 and not _refers(may_refer, person.word, referents[0])
            if len(referents) != 1 or (unsure and told_in[at] == told_in[-1] and referents[0] not in told_by):
                return _refuse(
                    GraphReason.AMBIGUOUS_PRONOUN, f"{person.word!r} could mean any of {referents or 'nobody'}"
                )
            if unsure:
                told_by.setdefault(referents[0], set()).add(person.word)
            if resolved.setdefault(person.word, referents[0]) != referents[0]:
                return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"{person.word!r} means two people")
    for one, pronouns in told_by.items():
        if len(pronouns) > 1:  # "Yanna … She … How many does he have?"
            return _refuse(GraphReason.AMBIGUOUS_PRONOUN, f"{sorted(pronouns)} all mean {one}")
    return Success(resolved)


def _schedule(template: str) -> list[tuple[str, str]]:
    """A schedule's parts in a template, as (period, unit): "P.pay/day = T/hour*P.pay/hour" tells
    how many hours (T) of a day are worked."""
    parts = (part.partition(" = ") for part in template.split(" ; "))
    return [
        (left.removeprefix("P.pay/"), right.partition("*")[0].removeprefix("T/"))
        for left, _, right in parts
        if left in ("P.pay/day", "P.pay/week") and right.startswith(("T/hour*", "T/day*"))
    ]


def _kin_back(owner: str, tie: str, named: Sequence[str]) -> str | None:
    """Who "owner's tie" may be besides a new person: one the text named already, of the tie's
    sex, whom nothing says is not that kin ("Tom … Ann … her brother": Tom), or the one whose
    kin the owner is, where the tie leads back (`KIN_RETURNS`: "Tom's sister's brother")."""
    sex = KIN_GENDERS.get(KIN_NAMES.get(tie, tie))
    if sex is None:
        return None  # "her friend": friends are many, and never one's own
    whose, _, owners_tie = owner.rpartition("'s ")
    back = [whose] if whose and tie in KIN_RETURNS.get(owners_tie, frozenset()) else []
    others = [name for name in named if name != owner and "'s " not in name]
    for candidate in (*back, *others):
        known = KIN_GENDERS.get(candidate.rpartition("'s ")[2]) if "'s " in candidate else gender_of(candidate)
        if known is None or known is sex:
            return candidate
    return None


def _holders_of(template: str, measure: str) -> list[str]:
    """Whose quantities of `measure` a template names, as written: "P" of "P.money'", "ALL" of
    "K*ALL.money" (a slot of the clause's people, or a group or the scene)."""
    quantities = (q for word in template.split() for q in word.split("*"))
    return [holder for holder, _, named in (q.partition(".") for q in quantities) if named.rstrip("'") == measure]


def _than_the_clause_before(statements: Sequence[Match], told_in: Sequence[int]) -> Result[list[Match], ServingRefusal]:
    """Comparisons that name nobody to compare with ("Ivo has 14 stamps. Pia has 6 fewer", "…
    twice as many"; "Ann is 12. Tom is 3 years older."), each with the one it compares with: the person
    the clause just before counts, the only clause of its sentence so far, which states that
    count and nothing else ("P.I = N", "P.age = N"). Its items, if the comparison names none;
    the same items, if it does. Any other clause before — a second person ("Ann has 12 pens and
    Tom has 3 pens. Bo has 5 more": than which?), a pronoun, a change, money, other items,
    another time, another comparison — leaves "than whom?" open: refused; so does a pronoun
    that compares ("He has 5 more": than before, or than her?)."""
    bound: list[Match] = []
    for at, found in enumerate(statements):
        if not found.frame.than_the_clause_before:
            bound.append(found)
            continue
        told = statements[at - 1] if at else None
        subject = told.people.get("P") if told is not None else None
        compared = found.frame.template.partition(" = ")[0]  # "P.I", "P.age"
        if (
            told is None
            or subject is None
            or subject.pronoun
            or found.people["P"].pronoun
            or set(told.people) != {"P"}
            or told.frame.template != f"{compared} = N"
            or told.frame.tense is not found.frame.tense
            or found.items not in (None, told.items)
            or subject == found.people["P"]
            or [i for i in range(at) if told_in[i] == told_in[at - 1]] != [at - 1]
        ):
            return _refuse(ParseReason.AMBIGUOUS_READING, "compared with whom?")
        bound.append(replace(found, people={**found.people, "Q": subject}, items=told.items))
    return Success(bound)


def _than_the_other(statements: Sequence[Match], question: Match) -> Result[Match, ServingRefusal]:
    """A question that compares with nobody it names ("How many more buttons does Cy have?"),
    with the one other person the text names, where it names just two, each by name, and tells
    no change: then "more" can only be than that one. A third person, a pronoun, or a change
    ("than before?") leaves it open: refused. Asked of a deed ("how many more poems did Ivo
    write"), the deeds are told, each once: one clause each, in no slice of time ("on Monday and
    on Tuesday": more on which?), and no other change."""
    if not question.frame.than_the_clause_before:
        return Success(question)
    subject = question.people["P"]
    named = {person for found in statements for person in found.people.values()}
    others = named - {subject}
    if subject.pronoun or subject not in named or len(others) != 1 or any(p.pronoun or p.kin for p in named):
        return _refuse(ParseReason.AMBIGUOUS_READING, "how many more than whom?")
    deed = question.frame.template.partition(".")[2].partition(" ")[0]  # "P.read - Q.read": read
    changes = [found for found in statements if "'" in found.frame.template]  # told; "new" leaves it unknown
    doers = [found.people["P"] for found in changes if deed in DEEDS and f"P.{deed}' = " in found.frame.template]
    if (
        len(doers) != len(changes)
        or len(doers) != len(set(doers))
        or any(SLICED in f.frame.template for f in statements)
    ):
        return _refuse(ParseReason.AMBIGUOUS_READING, "how many more: than another, or than before?")
    return Success(replace(question, people={**question.people, "Q": others.pop()}))


def _own_bound(found: Match) -> Match:
    """A clause with the pronouns its frame binds to its named subject (`OWN_SLOTS`) made that
    subject: "Kyle drives his car" needs no referent beyond the clause, and the next clause's
    "his" may be another's ("Joseph drives his car …"). Only where nobody else the clause names
    could be meant, and the census confirms the gender; any other stays for `_resolved`."""
    subject = found.people.get("P")
    if subject is None or subject.pronoun:
        return found
    bound = {
        slot: subject
        for slot, person in found.people.items()
        if slot in OWN_SLOTS
        and person.pronoun
        and _bound_in(found, slot) == subject.word
        and _refers(may_refer, person.word, subject.word)
    }
    return replace(found, people={**found.people, **bound}) if bound else found


def _bound_in(found: Match, slot: str) -> str | None:
    """The clause's named subject, for a pronoun its frame binds to it: its own (`OWN_SLOTS`), or
    the one whose kin another person is ("than his brother Fred") — where nobody else the clause
    names could be meant ("Tom gave Ben half of his apples": Tom's, or Ben's?). A person named as
    the pronoun's own kin ("to his friend Mark") is not its referent."""
    subject, pronoun = found.people.get("P"), found.people[slot].word
    binds = slot in OWN_SLOTS or (slot.endswith(KIN_OF) and slot != f"P{KIN_OF}")
    if not binds or subject is None or subject.pronoun:
        return None
    others = [
        person.word
        for other, person in found.people.items()
        if other != "P" and not person.pronoun and found.people.get(f"{other}{KIN_OF}") != found.people[slot]
    ]
    return None if any(_refers(could_refer, pronoun, other) for other in others) else subject.word


def _refers(check: Callable[[str, str, str | None], bool], pronoun: str, named: str) -> bool:
    """`could_refer` or `may_refer` of a person the text names, by a title too ("mrs taylor")."""
    person = Person(named)
    return check(pronoun, person.name, person.title)


def _sentence_subject(before: Sequence[Match], told_in: Sequence[int], at: int, pronoun: str) -> str | None:
    """The one person the clauses before `at` in its sentence name, if they name just one; or the
    pronoun itself, where it is already their subject ("If she gives 3 to Noa, how many does
    she have left?": whom "she" meant then, never Noa), or the subject of every clause of the
    sentence before, which this one goes on telling of ("She gave 18 to Zoe. She gave 6 to Eva.")."""
    mates = [found for found, told in zip(before, told_in, strict=False) if told == told_in[at]]
    if any(found.people.get("P") == Person(pronoun) for found in mates):
        return pronoun
    last = [found for found, told in zip(before, told_in, strict=False) if told == told_in[at] - 1]
    if not mates and last and all(found.people.get("P") == Person(pronoun) for found in last):
        return pronoun
    people = {person for found in mates for slot, person in found.people.items() if slot not in OWN_SLOTS}
    return people.pop().word if len(people) == 1 and not any(person.pronoun for person in people) else None


def _introduced_again(matches: Sequence[Match]) -> str | None:
    """A person the text introduces by their tie to another ("his brother Fred") after it has
    named someone of that name: an introduction may be of someone new."""
    named: set[str] = set()
    for found in matches:
        for slot, person in found.people.items():
            if f"{slot}{KIN_OF}" in found.people and person.kin is None and person.word in named:
                return person.word
        named.update(person.word for slot, person in found.people.items() if not slot.endswith(KIN_OF))
    return None


def _holders(facts: Sequence[Fact], measure: str | None) -> tuple[str, ...]:
    """Everyone a fact gives a count of `measure` (or an age), or of a kind of it ("dogs" of
    "pets", "red balls" of "balls"), in the order the text names them."""
    members = _CATEGORIES.get(str(measure), frozenset())

    def of_it(kind: str) -> bool:
        return kind == measure or _is_one_of(kind, members) or (kind.endswith(f" {measure}") and " of " not in kind)

    return tuple(dict.fromkeys(var.holder for fact in facts for var in fact.equation.variables() if of_it(var.measure)))


def _render(equation: Equation) -> str:
    return f"{render(equation.left)} = {render(equation.right)}"


def render(linear: Linear, known: Mapping[Var, Fraction] | None = None) -> str:
    """An expression as a person writes it: "2 × Reeta's pencils + 4", what is added before what
    is taken away ("40 − 8", never "−8 + 40"); with `known`, each known quantity written as its
    value: "2 × 20 + 4"."""
    values = known or {}
    parts: list[str] = []
    for var, coefficient in sorted(linear.terms, key=lambda term: term[1] < 0):
        said = written(values[var]) if var in values else var.describe()
        scaled = said if coefficient in (1, -1) else f"{_factor(abs(coefficient))} × {said}"
        parts.append(("− " if coefficient < 0 else "+ ") + scaled)
    if linear.constant or not parts:
        parts.append(("− " if linear.constant < 0 else "+ ") + written(abs(linear.constant)))
    rendered = " ".join(parts)
    return rendered[2:] if rendered.startswith("+ ") else "−" + rendered[2:]


def written(value: Fraction) -> str:
    """A quantity: whole, as digits; whole in cents (a sum of money), as a decimal ("1.50")."""
    if value.denominator != 1 and 100 % value.denominator == 0:
        cents = abs(value.numerator) * (100 // value.denominator)
        return f"{'-' if value < 0 else ''}{cents // 100}.{cents % 100:02d}"
    return _factor(value)


def _factor(value: Fraction) -> str:
    """A factor, as a fraction where it is one ("1/4 × Tom's money")."""
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
