"""The R1 reader: one person's starting count, changed by their gains and losses, then asked for.

Reading is total, by frames (`lexicon.py`): the first clause of the first sentence must be a
start frame, the last sentence a question frame, and every other sentence — split into
clauses at the closed `CONNECTIVES` — must be matched in full by a change frame. Then the
reading is given its meaning: each agent and pronoun resolved against the people named before
it, each noun compared with the start's by canonical plural.

The reasons, in the order they are decided:

- `empty`: no sentence.
- `not_change_shaped` (step aside): the text is not one person's count, changed, then asked for.
  The last sentence is not a question a frame reads; the text does not begin with a start; no
  change follows; or a frame reads a sentence that is someone else's count — a second start, a
  change made by someone other than the person R1 tracks, a part of someone else's things. R1
  tracks one person, so such a story is another reader's, whatever it asks.
- `unread_sentence` (step aside): the text is change-shaped, but a sentence (or a clause of it)
  is matched in full by no frame; the detail is the sentence. A change told in the past after a
  start told in the present is unread too: "Tom has 12 marbles. He gave 5 away." does not say
  whether the 12 is before the gift or after it.
- `pronoun_unresolved`: every sentence was read, and a pronoun (or "his"/"her" before a part)
  has no antecedent of its gender and number among the people named before it, or more than one.
- `unknown_entity`: every sentence was read, and the question asks about someone the text gave
  no count (a person only given things, or never named), or a name that fits two people.
- `unit_mismatch`: every sentence was read, and a change or the question counts another noun.

>>> from organs.core.text import prepare
>>> read(prepare("Tom had 12 marbles. He gave 5 to Ann. How many does he have now?").unwrap()).unwrap().as_json()
{'entity': 'tom', 'start': 12, 'unit': 'marbles', 'changes': '-5'}
>>> read(prepare("Lena had 9 shells. He found 3 shells. How many shells does Lena have now?").unwrap()).failure().reason
<ReaderReason.PRONOUN_UNRESOLVED: 'pronoun_unresolved'>
>>> read(prepare("Tom had 12 marbles. He did not find 3. How many does he have?").unwrap()).failure().detail
'he did not find 3'
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from returns.result import Failure, Result, Success

from organs.core.first_names import gender_of, may_refer
from organs.core.nouns import is_adjective, lemma_of, plural_of
from organs.core.numbers import PositiveInt
from organs.core.reading import positive, refuse
from organs.core.refusal import Organ, Refusal
from organs.core.result import as_match
from organs.core.text import InputReason, Prepared, alternation
from organs.core.vocabulary import PRONOUNS, REFLEXIVE_PRONOUNS, Direction, Gender, GrammaticalNumber, Pronoun
from organs.generate.change_comprehension import lexicon
from organs.generate.change_comprehension.lexicon import ChangeVerb, Frame, FrameKind, FrameName, Tense
from organs.generate.change_comprehension.model import Change, ChangeSetup, ReaderReason

ReadRefusal = Refusal[ReaderReason | InputReason]
ReadResult = Result[ChangeSetup, ReadRefusal]

# --- the slots, as patterns ----------------------------------------------------------------

_VERB_OF: Final[dict[str, ChangeVerb]] = {verb.form: verb for verb in lexicon.CHANGE_VERBS}
_TENSE_OF: Final[dict[str, Tense]] = dict(lexicon.HAVE_FORMS)
_FRAME_WORDS: Final = tuple(
    {word for phrase in (*_VERB_OF, *_TENSE_OF) for word in phrase.split()} | set(lexicon.FUNCTION_WORDS)
)


def _none_of(words: Sequence[str]) -> str:
    """A lookahead that refuses any of `words` as the next whole word."""
    return rf"(?!(?:{alternation(words)})(?![a-z]))"


_NOUN_WORD: Final = rf"{_none_of(lexicon.FUNCTION_WORDS)}[a-z]++"
_NAME_WORD: Final = rf"{_none_of(_FRAME_WORDS)}[a-z]++"
_NOUN_PHRASE: Final = rf"{_NOUN_WORD}(?: {_NOUN_WORD})?"
_POSSESSIVE: Final = alternation(word for word, _ in lexicon.POSSESSIVES)
_DETERMINED: Final = rf"(?:{alternation(lexicon.DETERMINERS)}|{_POSSESSIVE}) {_NOUN_WORD}"
_NAME: Final = rf"(?:(?:{alternation(lexicon.ALL_TITLES)}) )?{_NAME_WORD}"
_AGENT: Final = rf"(?:{alternation(p.word for p in PRONOUNS)})(?![a-z])|{_DETERMINED}|{_NAME}"
_OBJECT: Final = rf"{_DETERMINED}|(?:{alternation(word for word, _ in lexicon.OBJECT_PRONOUNS)})(?![a-z])|{_NAME}"
_PLACE: Final = (
    rf"(?:{alternation(lexicon.PLACE_PREPOSITIONS)}) (?:{alternation(lexicon.TAIL_DETERMINERS)}) {_NOUN_PHRASE}"
)
_TAIL: Final = (
    rf"{_PLACE}|from (?:{_OBJECT})|on (?:{alternation(lexicon.WEEKDAYS)})"
    rf"|for (?:(?:{alternation(lexicon.TAIL_DETERMINERS)}) )?(?:{alternation(lexicon.OCCASIONS)})"
    rf"|as an? (?:{alternation(lexicon.GIFTS)})"
)
_GIVE_TO: Final = alternation(v.form for v in lexicon.CHANGE_VERBS if v.base in lexicon.GIVE_TO_BASES)

SLOTS: Final[dict[str, str]] = {
    "who": rf"(?P<who>{_AGENT})",
    "subject": rf"(?:(?P<who>{_AGENT}) )?",
    "object": rf"(?P<to>{_OBJECT})",
    "recipient": rf"(?: to (?P<to>{_OBJECT}))?",
    "have": rf"(?P<have>{alternation(_TENSE_OF)})",
    "verb": rf"(?P<verb>{alternation(_VERB_OF)})",
    "give": rf"(?P<verb>{_GIVE_TO})",
    "count": r"(?P<n>\d++)",
    "more": r"(?P<more> more)?",
    "noun": rf"(?P<noun>{_NOUN_PHRASE})",
    "noun_opt": rf"(?: (?P<noun>{_NOUN_PHRASE}))?",
    "whose": rf"(?P<whose>them|the|{_POSSESSIVE})",
    "away": r"(?P<away> away)?",
    "tails": rf"(?: (?P<tail1>{_TAIL}))?(?: (?P<tail2>{_TAIL}))?",
    "place": rf"(?: (?P<place>{_PLACE}))?",
    "when": rf"(?: (?P<when>{alternation(lexicon.START_TAILS)}))?",
    "opener": rf"(?:(?P<opener>{alternation(lexicon.OPENERS)}),? )?",
    "adverb": rf"(?:(?P<adverb>{alternation(lexicon.ADVERBS)}) )?",
    "qopener": rf"(?:(?P<qopener>{alternation(lexicon.QUESTION_OPENERS)}),? )?",
    "aux": r"(?P<aux>does|did|will)",
    "be": r"(?P<aux>is|was)",
    "are": r"(?P<aux>are|were)",
    "still": r"(?:still )?",
    "ending": rf"(?: (?P<ending>{alternation(lexicon.QUESTION_ENDINGS)}))?",
}


def _compiled(frames: Sequence[Frame]) -> tuple[tuple[Frame, re.Pattern[str]], ...]:
    return tuple((frame, re.compile(f"^{frame.template.format_map(SLOTS)}$", re.ASCII)) for frame in frames)


_STARTS: Final = _compiled(lexicon.START_FRAMES)
_CHANGES: Final = _compiled(lexicon.CHANGE_FRAMES)
_QUESTIONS: Final = _compiled(lexicon.QUESTION_FRAMES)
# How a start begins: a first sentence that begins so, and is not read, is an unread sentence.
_START_LIKE_RE: Final = re.compile(f"^{SLOTS['who']} {SLOTS['have']} {SLOTS['count']} ", re.ASCII)
_CLAUSE_RE: Final = re.compile(alternation(lexicon.CONNECTIVES), re.ASCII)
_TAIL_RE: Final = re.compile(rf"^(?:(?P<place>{_PLACE})|from (?P<source>{_OBJECT})|(?P<other>{_TAIL}))$", re.ASCII)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    *(pattern for _, pattern in (*_STARTS, *_CHANGES, *_QUESTIONS)), _START_LIKE_RE, _CLAUSE_RE, _TAIL_RE,
)  # fmt: skip


# --- mentions of people --------------------------------------------------------------------


class MentionKind(enum.StrEnum):
    PRONOUN = "pronoun"  # "he", "her": `word` is the subject form
    NAME = "name"  # "tom", "mr okafor"
    NOUN = "noun"  # "a farmer", "the boy": `word` is the noun's lemma
    POSSESSED = "possessed"  # "his sister": someone's, never a count R1 tracks


@dataclass(frozen=True, slots=True)
class Mention:
    kind: MentionKind
    word: str
    determiner: str | None = None  # "a", "the", "his"
    title: str | None = None
    plural: bool = False


_SUBJECT_OF: Final[dict[str, str]] = dict(lexicon.OBJECT_PRONOUNS)
_POSSESSOR_OF: Final[dict[str, str]] = dict(lexicon.POSSESSIVES)


def mention(phrase: str) -> Mention | None:
    """What an agent or object slot names, or None when its noun is not a noun.

    >>> mention("mr okafor"), mention("him").word, mention("the boys").plural
    (Mention(kind=<MentionKind.NAME: 'name'>, word='okafor', determiner=None, title='mr', plural=False), 'he', True)
    """
    words = phrase.split(" ")
    if len(words) == 1:
        [word] = words
        if word in _SUBJECT_OF or any(p.word == word for p in PRONOUNS):
            return Mention(MentionKind.PRONOUN, _SUBJECT_OF.get(word, word))
        return Mention(MentionKind.NAME, word)
    first, last = words
    if first in lexicon.ALL_TITLES:
        return Mention(MentionKind.NAME, last, title=first)
    lemma = lemma_of(last)
    if lemma is None:
        return None
    kind = MentionKind.NOUN if first in lexicon.DETERMINERS else MentionKind.POSSESSED
    return Mention(kind, lemma, first, plural=lemma != last)


@dataclass(frozen=True, slots=True, eq=False)
class Person:
    """Someone (or something, for "it") a pronoun may refer to. Two people are the same only
    when they are one object: "A boy had 12 marbles. A boy lost 3." names two boys."""

    label: str  # as first named: "tom", "mr okafor", "a farmer", "his sister", "the park"
    mention: Mention
    gender: Gender | None  # what a family title, a gendered noun or a place says; None: the kernel decides


_FAMILY_GENDER: Final[dict[str, Gender]] = dict(lexicon.FAMILY_TITLES)
_NOUN_GENDER: Final[dict[str, Gender]] = dict(lexicon.GENDERED_NOUNS)


def person(phrase: str, said: Mention, *, place: bool = False) -> Person:
    """A person (or a place, which takes only "it") as the text first names them."""
    gender = Gender.NEUTER if place else _NOUN_GENDER.get(said.word)
    if said.kind is MentionKind.NAME and said.title is not None:
        gender = _FAMILY_GENDER.get(said.title, gender)
    return Person(phrase, said, gender)


def may_be(pronoun: Pronoun, someone: Person, learned: Gender | None = None) -> bool:
    """Whether `pronoun` may refer to `someone`: its number, and a gender nothing rules out —
    not their title or noun, not the census for a name (`organs.core.first_names.may_refer`: a name of
    unknown gender takes no pronoun), and not a pronoun that already referred to them
    (`learned`: "a farmer … she … he" is two people).

    >>> she, it = PRONOUNS[1], PRONOUNS[2]
    >>> may_be(she, person("lena", Mention(MentionKind.NAME, "lena"))), may_be(she, person("tom", Mention(MentionKind.NAME, "tom")))
    (True, False)
    >>> may_be(it, person("a store", Mention(MentionKind.NOUN, "store", "a"))), may_be(she, person("a farmer", Mention(MentionKind.NOUN, "farmer", "a")))
    (True, True)
    """
    named = someone.mention
    if pronoun.number is GrammaticalNumber.PLURAL or named.plural:
        return pronoun.number is GrammaticalNumber.PLURAL and named.plural
    gender = learned or someone.gender
    if named.kind is MentionKind.NAME:
        if gender is None or pronoun.gender is Gender.NEUTER:
            return may_refer(pronoun.word, named.word, named.title)
        return gender is pronoun.gender
    return gender is None or gender is pronoun.gender


# --- pass 1: every sentence matched in full --------------------------------------------------


@dataclass(frozen=True, slots=True)
class Clause:
    frame: Frame
    slots: Mapping[str, str]  # the slots it filled
    sentence: str  # the whole sentence, for a refusal's detail


def _refuse(reason: ReaderReason | InputReason, detail: str) -> Failure[ReadRefusal]:
    return refuse(Organ.R1_CHANGE, reason, detail)


def read(prepared: Prepared) -> ReadResult:
    """One person's count, every change of it, and the question, or a refusal (see the module)."""
    sentences = prepared.sentences()
    if not sentences:
        return _refuse(ReaderReason.EMPTY, "no words")
    *statements, last = sentences
    question = _frame(last.text, last.text, _QUESTIONS) if last.asks else None
    if question is None:
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, f"not a question of how many someone has: {last.text}")
    split = [(s.text, _CLAUSE_RE.split(s.text)) for s in statements]
    if not split:
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, "nothing before the question")
    first, opening = split[0][0], split[0][1][0]
    start = _frame(opening, first, _STARTS)
    if start is None:
        # A first sentence that begins like a start, or that is read by no frame before a start
        # that comes later, is an unread sentence of a change story; otherwise this is not one.
        later = any(_frame(clauses[0], text, _STARTS) for text, clauses in split[1:])
        if _START_LIKE_RE.match(first) or (later and not _frame(opening, first, _CHANGES)):
            return _refuse(ReaderReason.UNREAD_SENTENCE, first)
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, "the text does not begin with someone's count")
    changes: list[Clause] = []
    for index, (sentence, clauses) in enumerate(split):
        for position, clause in enumerate(clauses):
            if index == 0 and position == 0:
                continue
            change = _frame(clause, sentence, _CHANGES)
            # A clause that continues a sentence may leave its agent out; a sentence may not.
            if change is not None and (position > 0 or "who" in change.slots):
                changes.append(change)
            elif _frame(clause, sentence, _STARTS) is not None:
                return _refuse(ReaderReason.NOT_CHANGE_SHAPED, f"a second count: {sentence}")
            else:
                return _refuse(ReaderReason.UNREAD_SENTENCE, sentence)
    if not changes:
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, "nothing changes the count")
    return _meaning(start, changes, question)


def frame_of(clause: str) -> FrameName | None:
    """The frame that reads a (prepared, lower-case) clause in full, if one does.

    >>> frame_of("then she gave him 5 more"), frame_of("how many are left"), frame_of("she did not buy 6")
    (<FrameName.GIVE_TO: 'give_to'>, <FrameName.ARE_LEFT: 'are_left'>, None)
    """
    for frames in (_STARTS, _CHANGES, _QUESTIONS):
        found = _frame(clause, clause, frames)
        if found is not None:
            return found.frame.name
    return None


def _frame(text: str, sentence: str, frames: Sequence[tuple[Frame, re.Pattern[str]]]) -> Clause | None:
    """The first frame that matches `text` in full and whose slots all hold."""
    for frame, pattern in frames:
        found = pattern.match(text)
        if found is not None:
            slots = {name: value for name, value in found.groupdict().items() if value is not None}
            if _slots_hold(frame, slots):
                return Clause(frame, slots, sentence)
    return None


def _slots_hold(frame: Frame, slots: Mapping[str, str]) -> bool:
    """What a pattern cannot say: nouns are nouns, and each verb takes the words it came with."""
    if "noun" in slots and unit_of(slots["noun"]) is None:
        return False
    if any(mention(slots[name]) is None for name in ("who", "to") if name in slots):
        return False
    if not all(_tail_holds(slots[name]) for name in ("tail1", "tail2", "place") if name in slots):
        return False
    if frame.kind is FrameKind.QUESTION:
        ending, past = slots.get("ending"), slots["aux"] == "did"
        # "How many did he have?" may ask about before the changes; "in total" too, in the past.
        return not past or frame.name is not FrameName.HAVE or ending in lexicon.NOW_ENDINGS
    if "verb" not in slots:
        return True
    verb = _VERB_OF[slots["verb"]]
    if "to" in slots and verb.direction is not Direction.LOSS:
        return False
    if "away" in slots and verb.base not in lexicon.AWAY_BASES:
        return False
    if frame.name is FrameName.GIVE_TO and not _named_before_count(slots["to"]):
        return False
    # "5 of them" names no noun; "5 of his" must.
    return frame.name is not FrameName.PART or (slots["whose"] == "them") == ("noun" not in slots)


def _named_before_count(phrase: str) -> bool:
    """Who is named before a count ("gave Ann 5", "sold his sister 5") is someone: a first name the
    census knows or a word that is no common noun, a titled name, a pronoun, or a noun that is no
    adjective. "sold about 350", "gave extra 5", "sold his last 5" name nobody."""
    said = mention(phrase)
    if said is None or said.kind is MentionKind.PRONOUN or said.title is not None:
        return said is not None
    if said.kind is MentionKind.NAME:
        return gender_of(said.word) is not None or lemma_of(said.word) is None
    return not is_adjective(phrase.split(" ")[-1])


def _tail_holds(tail: str) -> bool:
    """A place is never a stretch of time; a source is someone."""
    found = _TAIL_RE.match(tail)
    if found is None:
        return False
    if found["place"] is not None:
        noun = found["place"].split(" ", 2)[2]
        return unit_of(noun) is not None and not any(word in lexicon.TIME_NOUNS for word in noun.split())
    return found["source"] is None or mention(found["source"]) is not None


def _visit(tail: str | None, cast: _Cast) -> None:
    """A place ("at the park", "in his pocket") joins the cast as a thing: only "it" may refer to it."""
    found = _TAIL_RE.match(tail) if tail is not None else None
    if found is None or found["place"] is None:
        return
    _, determiner, *_, head = found["place"].split(" ")
    lemma = lemma_of(head)
    if lemma is not None:
        kind = MentionKind.NOUN if determiner in lexicon.DETERMINERS else MentionKind.POSSESSED
        said = Mention(kind, lemma, determiner, plural=lemma != head)
        if not cast.find(said):
            cast.meet(person(f"{determiner} {head}", said, place=True))


def _source(tail: str | None) -> str | None:
    """Who a "from …" tail names ("from ann", "from a tree"), if it is one."""
    found = _TAIL_RE.match(tail) if tail is not None else None
    return found["source"] if found is not None else None


def unit_of(phrase: str) -> str | None:
    """The canonical form of a noun phrase: at most one singular noun, then a noun in its plural.

    >>> unit_of("toy car"), unit_of("baseball cards"), unit_of("new marbles"), unit_of("marbles today")
    ('toy cars', 'baseball cards', None, None)
    """
    *modifiers, head = phrase.split(" ")
    plural = plural_of(head)
    if plural is None or any(lemma_of(word) != word for word in modifiers):
        return None
    return " ".join((*modifiers, plural))


# --- pass 2: what was read means one person's count ------------------------------------------


class _Cast:
    """Everyone named so far, in order: each a candidate for every later pronoun.

    Kept indexed — by the word a name or noun names them by, and by the pronouns that may refer
    to them — so a mention costs the same however many people came before it: searching the
    whole cast at every mention would grow with the square of the text."""

    def __init__(self) -> None:
        self.people: list[Person] = []
        self.learned: dict[Person, Gender] = {}  # the gender a pronoun that referred to them had
        self._called: dict[tuple[MentionKind, str], list[Person]] = {}  # by how they were named, in order
        # Whom each pronoun may refer to, in order (a dict keeps the order and deletes by key).
        self._fits: dict[str, dict[Person, None]] = {pronoun.word: {} for pronoun in PRONOUNS}

    def find(self, said: Mention) -> list[Person]:
        """Everyone named so far whom a name or noun mention may name."""
        called = self._called.get((said.kind, said.word), [])
        match said.kind:
            case MentionKind.NAME:
                # "Okafor" may be "Mr. Okafor"; "Mrs. Lee" is not "Mr. Lee".
                return [p for p in called if said.title is None or p.mention.title in (None, said.title)]
            case MentionKind.NOUN:
                if said.determiner != "the":
                    return []  # "a farmer" is someone new
                return list(called)
            case MentionKind.POSSESSED:
                return [p for p in called if p.mention == said]
            case MentionKind.PRONOUN:
                return []

    def referents(self, word: str, besides: Person | None = None) -> list[Person]:
        """Everyone named so far (but `besides`) whom the pronoun `word` may refer to."""
        return [p for p in self._fits[word] if p is not besides]

    def name(self, phrase: str, besides: Person | None = None) -> Person | ReadRefusal:
        """The one person `phrase` names (someone new when a name or noun fits nobody yet), or a
        refusal. A pronoun must fit exactly one person named before it, never `besides` (the
        clause's agent, for an object pronoun: "she gave her 5")."""
        said = mention(phrase)
        assert said is not None  # pass 1 read every mention
        if phrase in REFLEXIVE_PRONOUNS:  # "gives 4 to himself": nobody else
            return _refusal(ReaderReason.NOT_CHANGE_SHAPED, f"{phrase!r} is the agent again, not someone else")
        if said.kind is MentionKind.PRONOUN:
            fits = self.referents(said.word, besides)
            if len(fits) != 1:
                who = ", ".join(p.label for p in fits) or "nobody named before it"
                return _refusal(ReaderReason.PRONOUN_UNRESOLVED, f"{phrase!r} could be: {who}")
            gender = next(p.gender for p in PRONOUNS if p.word == said.word)
            if gender is not None:
                self._learn(fits[0], gender)
            return fits[0]
        if said.kind is MentionKind.POSSESSED and said.determiner in _POSSESSOR_OF:
            # "her sister" is the sister of one person named before, whom "she" may mean.
            owners = self.referents(_POSSESSOR_OF[said.determiner])
            if len(owners) != 1:
                who = ", ".join(p.label for p in owners) or "nobody named before it"
                return _refusal(ReaderReason.PRONOUN_UNRESOLVED, f"{said.determiner!r} of {phrase!r} could be: {who}")
        found = self.find(said)
        if len(found) > 1:
            return _refusal(ReaderReason.UNKNOWN_ENTITY, f"{phrase!r} could be: {', '.join(p.label for p in found)}")
        if found:
            return found[0]
        return self.meet(person(phrase, said))

    def meet(self, someone: Person) -> Person:
        self.people.append(someone)
        self._called.setdefault((someone.mention.kind, someone.mention.word), []).append(someone)
        for pronoun in PRONOUNS:
            if may_be(pronoun, someone):
                self._fits[pronoun.word][someone] = None
        return someone

    def _learn(self, someone: Person, gender: Gender) -> None:
        """A pronoun referred to `someone`: from now on only pronouns of its gender may."""
        self.learned[someone] = gender
        for pronoun in PRONOUNS:
            fits = self._fits[pronoun.word]
            if not may_be(pronoun, someone, gender):
                fits.pop(someone, None)
            elif someone not in fits:
                # Learning only ever narrows (`may_be`); were it to widen, the order is kept.
                self._fits[pronoun.word] = {p: None for p in self.people if may_be(pronoun, p, self.learned.get(p))}

    def lookup(self, phrase: str) -> Person | ReadRefusal:
        """The one person named so far whom `phrase` names; nobody new."""
        said = mention(phrase)
        assert said is not None
        if said.kind is MentionKind.PRONOUN:
            return self.name(phrase)
        found = self.find(said)
        if len(found) > 1:
            return _refusal(ReaderReason.UNKNOWN_ENTITY, f"{phrase!r} could be: {', '.join(p.label for p in found)}")
        if not found:
            return _refusal(ReaderReason.UNKNOWN_ENTITY, f"the text gives no one called {phrase!r} a count")
        return found[0]


def _refusal(reason: ReaderReason, detail: str) -> ReadRefusal:
    return _refuse(reason, detail).failure()


def _meaning(start: Clause, changes: Sequence[Clause], question: Clause) -> ReadResult:
    cast = _Cast()
    first = mention(start.slots["who"])
    assert first is not None
    if first.plural:
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, f"{start.slots['who']!r} are several people")
    if first.kind in (MentionKind.PRONOUN, MentionKind.POSSESSED):
        return _refuse(
            ReaderReason.PRONOUN_UNRESOLVED, f"{start.slots['who']!r} begins the story: nobody is named before it"
        )
    tracked = cast.name(start.slots["who"])
    assert isinstance(tracked, Person)  # the first person named is new
    unit = unit_of(start.slots["noun"])
    assert unit is not None  # pass 1 checked it
    tense = _TENSE_OF[start.slots["have"]]
    _visit(start.slots.get("place"), cast)
    made: list[Change] = []
    for clause in changes:
        change = _change(clause, cast, tracked, unit, tense)
        if isinstance(change, Refusal):
            return Failure(change)
        made.append(change)
    asked = _asked(question, cast, tracked, unit)
    if asked is not None:
        return Failure(asked)
    return _positive(int(start.slots["n"])).map(lambda count: ChangeSetup(tracked.label, count, unit, tuple(made)))


def _change(clause: Clause, cast: _Cast, tracked: Person, unit: str, tense: Tense) -> Change | ReadRefusal:
    slots, sentence = clause.slots, clause.sentence
    agent = cast.name(slots["who"]) if "who" in slots else tracked  # a continuing clause: the same agent
    if isinstance(agent, Refusal):
        return agent
    if agent is not tracked:
        return _refusal(
            ReaderReason.NOT_CHANGE_SHAPED, f"a change of {agent.label}'s count, not {tracked.label}'s: {sentence}"
        )
    verb = _VERB_OF[slots["verb"]]
    if tense is Tense.PRESENT and verb.tense is Tense.PAST:
        return _refusal(ReaderReason.UNREAD_SENTENCE, sentence)
    whose = slots.get("whose")
    if whose in _POSSESSOR_OF:
        owner = cast.name(_POSSESSOR_OF[whose])
        if isinstance(owner, Refusal):
            return owner
        if owner is not tracked:
            return _refusal(
                ReaderReason.NOT_CHANGE_SHAPED, f"{owner.label}'s things, not {tracked.label}'s: {sentence}"
            )
    if whose == "them" and cast.referents("they"):
        return _refusal(ReaderReason.PRONOUN_UNRESOLVED, f"'them' could be the {unit} or people: {sentence}")
    for tail in (slots.get("tail1"), slots.get("tail2")):
        source = _source(tail)
        if source is None:
            _visit(tail, cast)
            continue
        named = cast.name(source, besides=tracked)  # someone things came from: a candidate for a pronoun
        if isinstance(named, Refusal):
            return named
        if named is tracked:
            return _refusal(ReaderReason.NOT_CHANGE_SHAPED, f"{tracked.label} gets from {tracked.label}: {sentence}")
    if "to" in slots:
        recipient = cast.name(slots["to"], besides=tracked)
        if isinstance(recipient, Refusal):
            return recipient
        if recipient is tracked:
            return _refusal(ReaderReason.NOT_CHANGE_SHAPED, f"{tracked.label} gives to {tracked.label}: {sentence}")
    if "noun" in slots and unit_of(slots["noun"]) != unit:
        return _refusal(ReaderReason.UNIT_MISMATCH, f"{tracked.label} counts {unit}; the change counts {slots['noun']}")
    match as_match(_positive(int(slots["n"]))):
        case Failure() as zero:
            refusal: ReadRefusal = zero.failure()
            return refusal
        case Success() as amount:
            return Change(amount.unwrap(), verb.direction is Direction.GAIN)


def _asked(question: Clause, cast: _Cast, tracked: Person, unit: str) -> ReadRefusal | None:
    """Why the question is not about the tracked count in its unit, or None when it is."""
    slots = question.slots
    if "who" in slots:
        asked = cast.lookup(slots["who"])
        if isinstance(asked, Refusal):
            return asked
        if asked is not tracked:
            return _refusal(ReaderReason.UNKNOWN_ENTITY, f"the text gives {asked.label} no count")
    if "noun" in slots and unit_of(slots["noun"]) != unit:
        return _refusal(
            ReaderReason.UNIT_MISMATCH, f"{tracked.label} counts {unit}; the question asks for {slots['noun']}"
        )
    return None


def _positive(value: int) -> Result[PositiveInt, ReadRefusal]:
    return positive(Organ.R1_CHANGE, value)
