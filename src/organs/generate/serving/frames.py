"""Clause frames: a table of token patterns, each read in full, each saying what it states.

A frame is data: a `pattern` over tokens and the linear `facts` (or, for a question, the
`target`) its slots make. The matcher enumerates every way a pattern covers a clause's tokens
exactly, so a clause either is one of the shapes below, word for word, or yields nothing; the
reader refuses wherever two readings of one sentence say different things.

Pattern words: a literal (`has`), alternatives (`older|younger`), an optional literal
(`[now]`), or a slot —

    P, Q     a person: a census first name the text capitalizes, a name its casing coins
             (`names`), or "he"/"she" (resolved by the reader); P's, Q's: the same, possessive;
             P:OBJ: P as an object, a name or "him"/"her" ("will it take her to read")
    O        a third person, as P and Q: the second one given to ("3 cards to Bob and twice as
             many to Mary")
    PP       a list of people: "A and B", "A, B, and C"
    N, M     a whole count (`5`, `a dozen` is 12): a COUNT quantity, positive
    C        a whole count of single items, not stated in groups (`5`, not `2 dozen`)
    $N, $M   a sum of money (`$20`, `20 dollars`, `50 cents`), in dollars: held as N, M
    K        a factor: `twice`, `half`, `a third`, `3 times`
    F        a share of a whole: a fraction below 1 (`half`, `a third`, `3/4`) or a percent below 100
    R        a ratio of two terms, after "ratio" (`3:5`): the first over the second
    HIS      "his" or "her": the frame's own person's (the reader checks it is P's)
    HIM      "him" or "her": the frame's own person, as an object (the reader checks it is P)
    HE       "he" or "she": the frame's own person again ("5 times the number of cats he has")
    T/hour   a duration on a pay clock (`world.PAY_CLOCKS`): "50 minutes" is 5/6 on the hour clock;
             "3 days" only on the day clock, as T/day
    R/day    a duration a rate per day is counted over: "3 weeks" is 21 on it; a unit no whole
             multiple of the rate's (days for a rate per week, a day for one per hour) is not read
    D/minute a duration in that unit as written ("in 20 minutes"): how long some items took
    VERBS    a verb whose deed the text counts (`DEEDS`), third person ("reads"); VERB: its base
             ("read"); `V` in templates, "P.V/day" its rate per day
    G        a container that holds equal groups ("boxes", "a bag"): `CONTAINERS`, one kind a frame
    H        any one thing in the singular that holds what each has ("each flower has 4 petals"), as G
    ITEMS    what is counted: up to two modifiers from the lexicon and a count noun, and perhaps
             "of" a noun phrase ("packs of baseball cards"); a frame without it counts the
             text's one kind of item
    ITEM     the same, its head written in the singular ("a pen", "each pair of shoes")
    OTHERS   a second kind of item ("and 4 chairs"), `J` in templates; OTHER: in the singular
    PARTS    a part of what is counted, its head in the plural ("25% of them are dogs"): `J`
    ADJ      a part named by one adjective ("2 thirds of the socks are white"): `J`, "white socks"
    ONE      the count 1, as a word ("each one of them"), which counts nothing
    THEY     "they", "all of them", "the boys" (all of them boys), or "the two", "all 3 of them",
             "these 3 boys" (then exactly that many): everyone the text names
    PLACE    where the counted are: "in the class", "at a local animal shelter", "in Carrie's desk
             drawer" — up to two modifiers and a noun of `PLACES`; `S` in templates, the scene
    SITE     the same place as a subject, without the preposition ("a zoo has 21 penguins")
    W        when a deed was done, a slice of the time the text tells (`SLICES`): "on Monday", "in
             the morning", "on the first day"; in templates `^1` after a deed's measure is what
             was done in the clause's first slice ("P.picked^1"), `^2` in its second
    FOR      whom or what a purchase is for (`_BENEFITS`): "for his basketball team", "for school";
             it binds nothing

Templates: sides of `=` (questions: one side), terms joined by ` + ` / ` - `, each term a
product of numbers (`N`, `M`, `K`, `R`, a numeral) and at most one quantity: `P.I` (P's count of the
items), `P.J` (of the other kind), `P.age`, `P.height` and `P.weight` (`_sizes`), `P.money`,
`I.price` and `J.price` (the price of one of the items, of the other), what P has done
(`P.picked`, `DEEDS`) and at a rate (`P.V/day`);
`PP.I` sums over a list of people, `ALL.I` over everyone the text names, `S.I` is what the
problem's one place holds ("there are 30 students in the class"), `ONLY.I` what its one holder
of the items holds (a question's: `ONLY`); `HEADS` is how many everyone is, `EACH` one of
everyone and `MEAN` one over their number (these two in questions only); `P.money@0` is the
quantity before any change the text tells. An event's template is several, joined by ` ; `: a
primed quantity (`P.I'`) is the one after the event, and `new P.money` one it changes by an
amount the text does not give.

>>> from organs.core.text import prepare
>>> from organs.generate.serving.tokens import tokenize
>>> [sentence] = prepare("Tom has 5 more apples than Ann.").unwrap().sentences()
>>> [(found.frame.template, found.items) for found in match_statement(tokenize(sentence).unwrap())]
[('P.I = Q.I + N', 'apples')]
"""

from __future__ import annotations

import enum
import functools
import itertools
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Final, NamedTuple

from organs.core import vocabulary
from organs.core.first_names import is_first_name
from organs.core.nouns import count_noun, is_adjective, is_singular, is_verb_form, lemma_of, plural_of
from organs.core.text import Number
from organs.core.units import TimeUnit, time_unit
from organs.generate.serving.names import NO_CASING, Names
from organs.generate.serving.tokens import Mark, Quantity, QuantityKind, Token, Word
from organs.generate.serving.world import (
    AGE,
    EARNINGS,
    GOAL,
    HEIGHT,
    MONEY,
    PAY,
    PAY_CLOCKS,
    PRICE,
    SIZE_UNITS,
    SPENDING,
    TENDERED,
    WEIGHT,
)

SPENT_ON_ITEMS: Final = "spent_on"  # a template's measure: what P paid for the clause's items (`world.spent_on`)
NOTHING: Final = ""  # the template of a clause that tells no quantity ("Mary went to the store")
# A template's mark of a quantity there from the start, its count not told ("Josh has some
# money"): a change to it is a fact about it, and no event opens it at 0.
UNTOLD: Final = "untold "
AT_FIRST: Final = "@0"  # after a quantity: as it was before any change the text tells ("P.money@0")
OTHER_KIND: Final = "_J"  # after a measure, of the other kind of item: "P.bought_J" is what P bought of J
EACH: Final = "EACH"  # in a question's template: one of everyone, where all shared equally ("EACH*ALL.I")
HEADS: Final = "HEADS"  # how many everyone is ("ALL.age + N*HEADS": their ages N years on)
MEAN: Final = "MEAN"  # in a question's template: one over how many everyone is ("MEAN*ALL.age", their average)
# In a question's template, the one holder the text counts of what it asks: "how many apples
# are left" after Tom ate some is Tom's; with two holders, whose? (refused)
ONLY: Final = "ONLY"
REST: Final = "P.J = P.I - the parts"  # "the rest are blue": the whole less its other parts (`relations`)


class Tense(enum.StrEnum):
    """When a frame's state holds, as its verb says; every tensed frame of a problem must agree."""

    PRESENT = "present"  # has, is, does … have
    PAST = "past"  # had, was, did … have
    NONE = "none"  # the clause fixes its own time ("in 3 years", "5 years ago", "have left", "now")


class Sign(enum.StrEnum):
    """What a question's answer must be, beyond a whole number."""

    NON_NEGATIVE = "non_negative"  # a count
    POSITIVE = "positive"  # an age; "how many more" (a negative difference answers "fewer")
    MAGNITUDE = "magnitude"  # a difference asked either way round ("the age difference between"): above 0


@dataclass(frozen=True, slots=True)
class Frame:
    pattern: str
    template: str
    tense: Tense
    sign: Sign = Sign.NON_NEGATIVE  # questions only
    after_changes: bool = False  # questions only: "have left" presumes the text told a change
    # Questions only: how far ahead of now the time asked about lies, which must be above 0 ("how
    # old will P be when Q is M": M - Q.age; "how old was P when Q was M": Q.age - M, behind).
    ahead: str = ""
    # Questions only: the whole the target is asked as a percent of ("what percent of the flowers
    # are roses": the roses, of the flowers).
    whole: str = ""
    # The quantities an event opens the story of: 0 before it, if the text told nothing of them
    # ("Reggie's father gave him $48", "John buys 2 dozen cookies"), where the question asks what
    # is left after the events (`relations`).
    opens: tuple[str, ...] = ()
    # A deed of no count that may change what one holds ("went fishing", "is selling cookies",
    # "collected seashells"): it sets the scene before any count is told, and is read nowhere
    # else, since after a count it changes it by an amount the text does not say (`relations`).
    scene: bool = False
    elements: tuple[str, ...] = field(init=False, repr=False, compare=False)
    # Words every match must contain, and sets of words it must contain one of ("has|owns"): a
    # clause without them is skipped unwalked.
    required: frozenset[str] = field(init=False, repr=False, compare=False)
    choices: tuple[frozenset[str], ...] = field(init=False, repr=False, compare=False)
    # The fewest tokens a match covers: every element one or more, but an optional none and an
    # "of" after a share perhaps none ("half the cows"). A shorter clause is skipped unwalked.
    least: int = field(init=False, repr=False, compare=False)
    # How many counts, sums of money and quantities of any kind a match covers, one for each slot
    # that takes one (`_COUNT_SLOTS` …): a clause with fewer is skipped unwalked.
    quantities: tuple[int, int, int] = field(init=False, repr=False, compare=False)
    # Each element's words when it is a literal ("has|owns": has, owns), else None: what the
    # walker checks a token against without asking which slot the element is.
    words: tuple[frozenset[str] | None, ...] = field(init=False, repr=False, compare=False)
    # Each element's words when it is an optional literal ("[also|then]"), else None.
    optional: tuple[frozenset[str] | None, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # A comma tells no reading from another here: writers leave it out ("In 5 years how old will
        # Pia be"), and a frame that takes one takes its absence too.
        elements = tuple("[,]" if e == "," else e for e in self.pattern.split())
        # An optional is one word: "[in total]" would split into two halves that never match;
        # alternatives are literals: a slot among them ("P|him") would be read as a word.
        assert all(e.startswith("[") == e.endswith("]") for e in elements), self.pattern
        assert not any("|" in e and set(e.strip("[]").split("|")) & _SLOTS for e in elements), self.pattern
        # An own pronoun ("his") is the frame's person's: there must be one.
        assert not set(elements) & {"HIS", "HIM", "HE"} or {"P", "P's", "P:OBJ"} & set(elements), self.pattern
        literal = {e for e in elements if e not in _SLOTS and not e.startswith("[") and "|" not in e}
        object.__setattr__(self, "elements", elements)
        object.__setattr__(self, "required", frozenset(literal))
        choices = (frozenset(e.split("|")) for e in elements if "|" in e and not e.startswith("["))
        object.__setattr__(self, "choices", tuple(choices))
        unsaid = sum(pair == ("F", "of") for pair in itertools.pairwise(elements))
        object.__setattr__(self, "least", sum(not e.startswith("[") for e in elements) - unsaid)
        said = (_literal_words(e) if e not in _SLOTS and not e.startswith("[") else None for e in elements)
        object.__setattr__(self, "words", tuple(said))
        optional = (_literal_words(e[1:-1]) if e.startswith("[") else None for e in elements)
        object.__setattr__(self, "optional", tuple(optional))
        taken = [e for e in elements if not e.startswith("[")]
        slots = (_COUNT_SLOTS, _SUM_SLOTS, _QUANTITY_SLOTS)
        object.__setattr__(self, "quantities", tuple(sum(e in kind for e in taken) for kind in slots))

    def may_read(self, clause: Clause) -> bool:
        """Whether a clause could match: it has every word the pattern requires, tokens enough for
        every element, and quantities enough for every slot that takes one."""
        words = clause.words
        if clause.length < self.least or not self.required <= words:
            return False
        counts, sums, quantities = self.quantities
        if clause.counts < counts or clause.sums < sums or clause.quantities < quantities:
            return False
        return not any(map(words.isdisjoint, self.choices))  # `map` of a set's method: no frame per choice

    @property
    def anaphoric(self) -> bool:
        """Whether the frame's "everyone" is a pronoun ("they", "their"), so means those named before it."""
        return "THEY" in self.elements or "their" in self.elements

    @property
    def everything(self) -> bool:
        """Whether the question asks what all the purchases the text tells cost, whoever paid."""
        return "everything" in self.elements or "purchases" in self.elements

    @property
    def state(self) -> bool:
        """Whether the frame tells what someone has or is, which an event may have changed since
        ("Ann had twice as many"); what was done so far ("bought 20 more than") is no state."""
        measures = {
            f.split(".")[1].rstrip("'").partition(SLICED)[0]
            for word in self.template.split()
            for f in word.split("*")
            if "." in f
        }
        return bool(measures) and not self.changes and not measures & DEEDS.keys()  # a clause of no quantity is none

    @property
    def perfect(self) -> bool:
        """Whether the frame tells what is done by now ("he has sold 12 packs", `_goals`): beside
        what one has now, it may be before that, or after (`relations`)."""
        return self.pattern.startswith("P has|have [already] ")

    @property
    def part(self) -> bool:
        """Whether the frame tells a part of what someone holds ("25% of them are dogs"): its
        holder and whole are those of the clause before, of "the ITEMS" it names, or of "P's ITEMS"."""
        return "P" not in self.elements and self.template.startswith("P.J")

    @property
    def change(self) -> bool:
        """Whether the question asks the change a payment gets back."""
        return "change" in self.elements

    @property
    def shares_equally(self) -> bool:
        """Whether the frame tells everyone pooling what they have and sharing it equally."""
        return "equally|evenly" in self.pattern

    @property
    def of_what_is_left(self) -> bool:
        """Whether the frame's share is of a quantity as it stands, said so ("half of what was
        left", "a third of the remaining money"): no doubt which, after a change."""
        lefts = (*_WHAT_IS_LEFT, "the remaining", "HIS remaining", "the money HE had|has left")
        return any(f"of {left}" in self.pattern for left in lefts)

    @property
    def than_the_clause_before(self) -> bool:
        """Whether the frame compares with someone it does not name ("Pia has 6 fewer"): the one
        whose count the clause just before states; in a question ("how many more buttons does
        Cy have"), the one other person the text names (`relations`)."""
        return "Q." in self.template and not any(element.startswith("Q") for element in self.elements)

    @property
    def of_the_money(self) -> bool:
        """Whether the frame's share is of "the money" (`_THE_MONEY`): the subject's, where the
        text tells nobody else's before it (the reader checks)."""
        return any(of in self.pattern for of in _THE_MONEY)

    @property
    def of_them(self) -> bool:
        """Whether the frame counts "them": the items the clause before counted of the same person,
        or of the scene."""
        return "of them" in self.pattern and not self.part

    @property
    def untold_kin(self) -> bool:
        """Whether the frame names kin by the tie alone and takes them to hold no count the text
        tells: "gives his sister 3 apples" changes only the giver's, "her sister gave her 9
        daisies" only the taker's."""
        return _KIN in self.pattern

    @property
    def changes(self) -> bool:
        """Whether the frame tells an event: a quantity after it (`P.I'`) or one it changes unsaid."""
        return "'" in self.template or "new " in self.template

    @property
    def measure(self) -> str | None:
        """What the frame's quantities measure: `AGE`, `MONEY`, `SPENDING`, `EARNINGS`, `PRICE`, a
        time per item (`TIME_PER`) … or None for a count of items."""
        stated = self.template.split(" ; ")[0]  # what it says first; buying's cost is not it
        measures = (
            AGE,
            HEIGHT,
            WEIGHT,
            MONEY,
            SPENDING,
            EARNINGS,
            PRICE,
            SPENT_ON_ITEMS,
            TENDERED,
            GOAL,
            *PAY,
            *TIME_PER,
        )
        return next((measure for measure in measures if f".{measure}" in stated), None)


_DURATIONS: Final = tuple(f"T/{clock}" for clock in PAY_CLOCKS)
# The time units a rate per unit counts durations in, with how many of the rate's unit each is:
# whole multiples, or a clock's smaller unit ("60 miles per hour for 30 minutes" is half an hour's
# worth); never across a day ("a day" of an hourly rate has no fixed hours), nor a week's days
# (a habit of 5 a week is not spread evenly over its days).
_RATE_UNITS: Final[dict[TimeUnit, tuple[tuple[TimeUnit, int | Fraction], ...]]] = {
    TimeUnit.SECOND: ((TimeUnit.SECOND, 1), (TimeUnit.MINUTE, 60), (TimeUnit.HOUR, 3600)),
    TimeUnit.MINUTE: ((TimeUnit.MINUTE, 1), (TimeUnit.HOUR, 60), (TimeUnit.SECOND, Fraction(1, 60))),
    TimeUnit.HOUR: ((TimeUnit.HOUR, 1), (TimeUnit.MINUTE, Fraction(1, 60))),
    TimeUnit.DAY: ((TimeUnit.DAY, 1), (TimeUnit.WEEK, 7)),
    TimeUnit.WEEK: ((TimeUnit.WEEK, 1),),
}
_RATE_DURATIONS: Final = tuple(f"R/{unit.value}" for unit in _RATE_UNITS)
# The clocks how long one takes per item is counted on, with the seconds in each unit; a day is no
# clock (its working hours are not fixed), as for rates.
_CLOCKS: Final = {TimeUnit.SECOND: 1, TimeUnit.MINUTE: 60, TimeUnit.HOUR: 3600}
_EXACT_DURATIONS: Final = tuple(f"D/{unit.value}" for unit in _CLOCKS)
TIME_PER: Final = tuple(f"VT/{unit.value}" for unit in _CLOCKS)  # a template's measure: time per item
_SLOTS: Final = frozenset(
    (
        "P", "Q", "O", "PP", "P's", "Q's", "O's", "N", "M", "C", "$N", "$M", "K", "F", "R", "HIS", "HIM", "G", "ITEMS", "ITEM",
        "OTHERS", "OTHER", "PARTS", "ADJ", "THEY", "VERBS", "VERB", "PLACE", "HE", "P:OBJ", "ONE", "SITE", "H", "W", "FOR", *_DURATIONS, *_RATE_DURATIONS, *_EXACT_DURATIONS,
    )
)  # fmt: skip


@functools.cache  # one set for each literal, whichever of the ~14,000 frames says it
def _literal_words(element: str) -> frozenset[str]:
    return frozenset(element.split("|"))


# The slots that each take one quantity of a clause, by its kind: a clause with fewer is not walked.
_COUNT_SLOTS: Final = frozenset(("N", "M", "C", "ONE", *_DURATIONS, *_RATE_DURATIONS, *_EXACT_DURATIONS))
_SUM_SLOTS: Final = frozenset(("$N", "$M"))
_QUANTITY_SLOTS: Final = _COUNT_SLOTS | _SUM_SLOTS | {"F", "R"}

# Statements. Possession ("has") in both tenses; ages ("is … old") in the present, and at a
# stated distance in time. "4 more than twice as many pencils as Reeta" is read; "4 more than
# twice Reeta" (twice her what?) and "3 times more" (3 times, or 4?) are not.
_HAS: Final = (("has|owns", Tense.PRESENT), ("had|owned", Tense.PAST))
_HAVE: Final = (("have|own", Tense.PRESENT), ("had|owned", Tense.PAST))
_TOGETHER: Final = "together|altogether|combined|total"  # "how many pens do they have total"
_AUX: Final = ("[does|has]", "[did|had]")  # "than Ann does", in the tense of `_HAS`


# People the text names only by their tie to someone it names ("his father", "her neighbor"):
# they give and receive, and are never counted, so nothing the question asks can be theirs.
_KIN: Final = (
    "mother|father|mom|dad|parents|grandmother|grandfather|grandma|grandpa|aunt|uncle|brother|sister"
    "|cousin|son|daughter|wife|husband|friend|neighbor|teacher|classmate"
)
_KIN_WORDS: Final = tuple(_KIN.split("|"))
# People given to as a group, none of them counted: "to each of her 5 friends".
_GROUP_OF_PEOPLE: Final = (
    "friends|classmates|students|cousins|nephews|nieces|siblings|children|sons|daughters|neighbors|teammates"
    "|teachers|grandchildren|kids"
)
# What tells kin of one tie apart, before the tie: "his best friend Nelly", "his elder brother
# Robert" — not where the frame tells an age, which may break the order the words say; not
# "twin", whose age the text may contradict anywhere.
_KIN_ADJECTIVES: Final = ("elder", "older", "younger", "little", "big", "baby", "best")
# Kin told apart by age, the kin the older ("his elder brother") or the younger ("his little sister").
_ELDER_KIN: Final = frozenset(("elder", "older", "big"))
_YOUNGER_KIN: Final = frozenset(("younger", "little", "baby"))
# Where the untracked receive what is given away: nobody the text counts ("a friend", unnamed).
_CHARITIES: Final = ("charity", "a charity", "an orphanage", "a shelter", "the library", "a food bank", "a friend")
# Why someone has or was given money, which changes nothing the text counts.
_PURPOSES: Final = (
    "",
    " to spare",
    " to go to the store|supermarket|mall|market|bookshop|bookstore",
    " to go shopping",
    " to go shopping at the mall",
    " for HIS birthday",
)


# The words before a G or H slot's noun that tell its kinds apart ("each indoor booth", "every
# red box"), as `relations` tells kinds of a whole apart: by colour, size, or indoors or out.
_KIND_WORDS: Final = vocabulary.COLOURS | vocabulary.SIZES.keys() | vocabulary.SETTINGS
# What holds equal groups of items: "3 boxes of 12 pencils" are 36 pencils. A closed set, since
# "5 friends with 3 apples each" are not 15 apples of one's own.
CONTAINERS: Final = frozenset(
    (
        "bag", "basket", "bin", "book", "bottle", "bouquet", "bowl", "box", "bucket", "bunch", "bundle",
        "can", "carton", "case", "container", "crate", "cup", "jar", "pack", "package", "packet", "pail",
        "plate", "pouch", "roll", "row", "sack", "shelf", "stack", "tin", "tray", "tub",
    )
)  # fmt: skip
# Where a problem's counted things are, with nobody holding them: "there are 30 students in the
# class". A closed set, since "in total" or "in a week" must never be read as a place.
PLACES: Final = frozenset(
    (
        "aquarium", "bag", "bakery", "band", "barn", "basket", "bin", "bowl", "box", "bucket", "building",
        "bus", "cafeteria", "cage", "camp", "choir", "class", "classroom", "closet", "club", "collection",
        "container", "crate", "cupboard", "desk", "display", "drawer", "exhibit", "fair", "farm", "field", "forest",
        "fridge", "garage", "garden", "gym", "hall", "house", "jar", "kitchen", "lake", "library", "lot",
        "mall", "museum", "nursery", "ocean", "office", "orchard", "orchestra", "pantry", "park", "party",
        "pond", "refrigerator", "room", "sanctuary", "school", "shelf", "shelter", "shop", "store",
        "street", "tank", "theater", "town", "van", "village", "zoo",
        "alley", "cafe", "church", "factory", "hospital", "hotel", "pool", "restaurant", "stadium",
        "canteen", "car", "dealership", "island", "locker", "station", "supermarket", "team", "yard",
        "market", "sale", "wardrobe",
        "account", "bank", "wallet", "purse",  # where money is kept ("$200 in her piggy bank")
    )
)  # fmt: skip
# What may open a place's phrase ("the drawer", "her collection"), besides a possessive.
_DETERMINERS: Final = ("the", "a", "an", "this", "that", "his", "her", "their")
# The places said with no determiner: "there are 30 students in class", "at school".
_BARE_PLACES: Final = ("class", "school")
# The ways a clause says how many items N containers hold, in all: "3 boxes of 12 pencils",
# "5 bags with 20 apples in each bag", "a jar of 30 cookies".
_GROUPS: Final = (
    ("N G of M ITEMS [each]", "N*M"),
    ("N G with|containing|holding M ITEMS [each]", "N*M"),
    ("N G with M ITEMS in|on each", "N*M"),
    ("N G with M ITEMS in|on each G", "N*M"),
    ("N G of ITEMS with M ITEMS in|on each G", "N*M"),
    ("N G , each with|containing|holding M ITEMS", "N*M"),
    ("N G each containing|holding|with M ITEMS", "N*M"),
    ("a|an G of|with|containing|holding M ITEMS", "M"),
)


def _compared(verb: str, aux: str) -> Iterator[tuple[str, str]]:
    """What one has by Q's count: a multiple of it ("3 times as many cards as Heike does",
    "twice the number of apples that Ann has", "one fourth the turtles Kristen has"), perhaps
    with "N more than" or "N fewer than" before it ("5 more than 3 times the number of coins
    Nora has"), or as many ("an equal number of cards as Matias") — each with the value it
    gives P's count."""
    multiples = (
        *(f"K as many{items} as Q {aux}" for items in (" ITEMS", "")),
        f"K as much as Q {aux}",  # of the text's one kind of item ("Priya, who has twice as much as Owen")
        f"K as many ITEMS as {aux[1:-1].split('|')[0]} Q",  # "as does Matthews"
        f"K as many ITEMS PLACE as Q {aux}",  # "4 times as many shells in her collection as Dara does"
        f"K the number of ITEMS as Q {aux}",
        f"K the number of ITEMS [that] Q {verb}",
        f"K [of] the ITEMS [that] Q {verb}",
    )
    for multiple in multiples:
        yield multiple, "K*Q.I"
        yield f"N more than {multiple}", "K*Q.I + N"
        yield f"N fewer|less than {multiple}", "K*Q.I - N"
    for same in ("the same number of ITEMS as", "an equal number of ITEMS as", "as many ITEMS as"):
        yield f"{same} Q {aux}", "Q.I"  # "an equal number of toy cars as Ilse"


def _possession() -> tuple[Frame, ...]:
    frames: list[Frame] = []
    for (verb, tense), aux in zip(_HAS, _AUX, strict=True):
        # With the items named, or (the text counting one kind of item, and no money) not.
        for items in (" ITEMS", ""):
            frames += [
                Frame(f"P {verb} N more{items} than Q {aux}", "P.I = Q.I + N", tense),
                Frame(f"P {verb} N fewer|less{items} than Q {aux}", "P.I = Q.I - N", tense),
                # "50% more points than Eric": a share of the other's count more ("a third fewer")
                Frame(f"P {verb} F more{items} than Q {aux}", "P.I = Q.I + F*Q.I", tense),
                Frame(f"P {verb} F fewer|less{items} than Q {aux}", "P.I = Q.I - F*Q.I", tense),
            ]
        frames += [Frame(f"P {verb} {compared}", f"P.I = {value}", tense) for compared, value in _compared(verb, aux)]
        frames += [  # "Rosa has 48 crayons and only half of what Tamsin has"
            Frame(f"P {verb} N ITEMS {joint} [only] K of what Q {verb}", "P.I = N ; P.I = K*Q.I", tense)
            for joint in ("and", ", and", ",", ", which is")
        ]
        frames += [  # the items named before the factor: "six more cousins than twice as many as Ben"
            Frame(f"P {verb} N more ITEMS than K as many as Q {aux}", "P.I = K*Q.I + N", tense),
            Frame(f"P {verb} N fewer|less ITEMS than K as many as Q {aux}", "P.I = K*Q.I - N", tense),
        ]
        frames += [Frame(f"P {verb} {groups}", f"P.I = {count}", tense) for groups, count in _GROUPS]
        # Two people in one sentence, the second by the first's count: "Sue has 48 nuts, and
        # Harry has twice as many", "… and Ann has 5 more"
        frames += [
            Frame(f"P {verb} N ITEMS {joint} Q {verb} {than_p}{items}", f"P.I = N ; Q.I = {value}", tense)
            for joint in ("and", ", and")
            for items in ("", " ITEMS")
            for than_p, value in (("K as many", "K*P.I"), ("M more", "P.I + M"), ("M fewer|less", "P.I - M"))
        ]
        # Than someone the clause does not name: the one the clause just before counts the items
        # of (`relations`): "Ivo has 14 stamps. Pia has 6 fewer."
        frames += [
            *(
                Frame(f"P {verb} N {than}{items}", f"P.I = Q.I {sign} N", tense)
                for than, sign in (("more", "+"), ("fewer|less", "-"))
                for items in ("", " ITEMS")
            ),
            Frame(f"P {verb} K as many", "P.I = K*Q.I", tense),  # "Ivo has 14 stamps. Pia has twice as many."
            Frame(f"P {verb} K as many ITEMS", "P.I = K*Q.I", tense),
        ]
        frames += [
            Frame(f"P [currently|already] {verb} N ITEMS", "P.I = N", tense),
            # Where one keeps them says nothing more of how many ("11 butterflies in her collection");
            # a second place for them is a second count, which contradicts the first.
            Frame(f"P {verb} N ITEMS PLACE", "P.I = N", tense),
            Frame(f"P {verb} a total|collection of N ITEMS", "P.I = N", tense),
            # The whole of one's kinds, said so: "he has 60 total vehicles", "… 60 marbles in total"
            Frame(f"P {verb} N total ITEMS", "P.I = N", tense),
            Frame(f"P {verb} N ITEMS in total|all", "P.I = N", tense),
            Frame(f"P {verb} N ITEMS altogether|total", "P.I = N", tense),  # "she has 45 stamps total"
            Frame(f"P {verb} N", "P.I = N", tense),  # "Dina has 28": the text's one kind of item
            Frame(f"P {verb} N ITEMS more than Q {aux}", "P.I = Q.I + N", tense),
            Frame(f"P {verb} N ITEMS fewer|less than Q {aux}", "P.I = Q.I - N", tense),
            Frame(f"P {verb} N more ITEMS than K the number of ITEMS [that] Q {verb}", "P.I = K*Q.I + N", tense),
            Frame(f"P {verb} N fewer|less ITEMS than K the number of ITEMS [that] Q {verb}", "P.I = K*Q.I - N", tense),
            Frame(f"P {verb} N more ITEMS than K the number of OTHERS [that] HE {verb}", "P.I = K*P.J + N", tense),
            # Of one's own other kind, without "he has": "4 more angelfish than goldfish", "10 more
            # ducks than 4 times the number of chickens", "twice as many dimes as he does nickels"
            Frame(f"P {verb} N more ITEMS than OTHERS", "P.I = P.J + N", tense),
            Frame(f"P {verb} N fewer|less ITEMS than OTHERS", "P.I = P.J - N", tense),
            Frame(f"P [also] {verb} K as many ITEMS as OTHERS", "P.I = K*P.J", tense),
            # Kept somewhere, of one's own other kind: "twice as many shoes in his closet as belts"
            Frame(f"P {verb} K as many ITEMS PLACE as OTHERS", "P.I = K*P.J", tense),
            Frame(f"P [also] {verb} N more than K as many ITEMS as OTHERS", "P.I = K*P.J + N", tense),
            Frame(f"P [also] {verb} N fewer|less than K as many ITEMS as OTHERS", "P.I = K*P.J - N", tense),
            Frame(f"P {verb} N more ITEMS than K the number of OTHERS", "P.I = K*P.J + N", tense),
            Frame(f"P {verb} N fewer|less ITEMS than K the number of OTHERS", "P.I = K*P.J - N", tense),
            Frame(f"P {verb} K as many ITEMS as HE {aux[1:-1]} OTHERS", "P.I = K*P.J", tense),  # "does|has", said
            Frame(f"P {verb} N more ITEMS than HE {aux[1:-1]} OTHERS", "P.I = P.J + N", tense),  # "than he has cats"
            Frame(f"P {verb} N fewer|less ITEMS than HE {aux[1:-1]} OTHERS", "P.I = P.J - N", tense),
            # Of a list of others: "5 times as many plums as Tariq and Nell combined"
            Frame(f"P {verb} K as many ITEMS as PP {_TOGETHER}", "P.I = K*PP.I", tense),
            Frame(f"P {verb} K as many ITEMS as PP have|has|had {_TOGETHER}", "P.I = K*PP.I", tense),
            Frame(f"P {verb} K the number of ITEMS [that] PP have|had {_TOGETHER}", "P.I = K*PP.I", tense),
            Frame(
                f"P {verb} N fewer|less ITEMS than K the number of OTHERS [that] HE {verb}", "P.I = K*P.J - N", tense
            ),
        ]
    # "the number of Ines's cousins is 3 less than twice the number of Paul's cousins"
    for is_, tense in (("is", Tense.PRESENT), ("was", Tense.PAST)):
        counted = f"the number of P's ITEMS {is_}"
        other = "the number of Q's ITEMS"
        frames += [
            Frame(f"{counted} N", "P.I = N", tense),
            Frame(f"{counted} K {other}", "P.I = K*Q.I", tense),
            Frame(f"{counted} N more than K {other}", "P.I = K*Q.I + N", tense),
            Frame(f"{counted} N fewer|less than K {other}", "P.I = K*Q.I - N", tense),
            Frame(f"{counted} N more than {other}", "P.I = Q.I + N", tense),
            Frame(f"{counted} N fewer|less than {other}", "P.I = Q.I - N", tense),
        ]
    frames += _totals("N ITEMS", "I")
    frames += [
        Frame("the [total] number of their ITEMS [combined|together] is|was N", "ALL.I = N", Tense.NONE),
    ]
    # Pooled and shared equally: what each then gets is asked of everyone's together (`EACH`).
    for pool in (
        "decide|decided to combine|pool their ITEMS [together]",
        "decide|decided to combine|pool and share|split|divide the ITEMS",
        "decide|decided to combine|pool and share|split|divide the money",
        "combine|combined|pool|pooled their ITEMS [together]",
        "decide|decided to combine|pool their money [together]",
    ):
        them = "it" if "money" in pool else "them"
        shared = f"THEY {pool} and share|split|divide {them}" if "share" not in pool else f"THEY {pool}"
        frames += [
            Frame(f"{shared} equally|evenly", NOTHING, Tense.NONE),
            Frame(f"{shared} equally|evenly between|among themselves", NOTHING, Tense.NONE),
        ]
    frames += [
        Frame(f"there are N ITEMS {_TOGETHER}", "ALL.I = N", Tense.PRESENT),
        Frame("there are N ITEMS total", "ALL.I = N", Tense.PRESENT),
        Frame("there are N ITEMS in total|all", "ALL.I = N", Tense.PRESENT),
    ]
    return tuple(frames)


def _aged() -> Iterator[tuple[str, str]]:
    """How old one is by Q's age: a multiple of it ("twice as old as Q is now", "half the age of
    Q", "half of Q's age") or N years beside it or a multiple ("4 years older than Q is now", "5
    more than twice as old as Q", "3 years less than half the age of Q") — each with the value
    it gives P's age."""
    multiples = ("K as old as Q [is] [now|today]", "K the age of Q", "K [of] Q's age")
    for multiple in multiples:
        yield multiple, "K*Q.age"
        yield f"N [years] more than {multiple}", "K*Q.age + N"  # "5 more than twice as old as Q"
        yield f"N [years] less than {multiple}", "K*Q.age - N"
    for multiple in multiples[1:]:  # "3 times Mark's age minus 4"
        yield f"{multiple} plus N [years]", "K*Q.age + N"
        yield f"{multiple} minus|less N [years]", "K*Q.age - N"
    for aged, value in (*((m, "K*Q.age") for m in multiples[1:]), ("Q [is] [now|today]", "Q.age")):
        for years, n in (("N years", "N"), ("ONE year", "ONE")):  # "1 year older than Dante"
            yield f"{years} older than {aged}", f"{value} + {n}"
            yield f"{years} younger than {aged}", f"{value} - {n}"
    yield "as old as Q [is] [now|today]", "Q.age"  # the same age: "Tom is as old as Ann"


def _ages() -> tuple[Frame, ...]:
    now, timed = Tense.PRESENT, Tense.NONE
    frames = [
        Frame("P is [now|currently] N years old [now|today]", "P.age = N", now),
        Frame("P is [currently] N years now|today", "P.age = N", now),  # "Ivo is 24 years now"
        Frame("currently|today [,] P is N years old", "P.age = N", now),
        Frame("P is [now|currently] N [now|today]", "P.age = N", now),  # "if Sherry is 25, how old is …"
        *(Frame(f"P is [now|currently] {aged}", f"P.age = {value}", now) for aged, value in _aged()),
        # Than the one whose age the clause before tells (`relations`): "Ann is 12. Tom is 3 years older."
        *(
            Frame(f"P is {years} {older}", f"P.age = Q.age {sign} {n}", now)
            for years, n in (("N years", "N"), ("ONE year", "ONE"))
            for older, sign in (("older", "+"), ("younger", "-"))
        ),
        *(  # "Sarah's age is equal to 3 times Mark's age minus 4": of an age, never "as old as"
            Frame(f"P's age is [equal] [to] {aged}", f"P.age = {value}", now)
            for aged, value in _aged()
            if "old" not in aged and "younger" not in aged
        ),
        # "Twice Angie's age, plus 4, is 20"; "Ryanne's and Hezekiah's ages equal 15 years"
        Frame("K P's age [,] plus N [,] is M", "K*P.age + N = M", now),
        Frame("K P's age [,] minus N [,] is M", "K*P.age - N = M", now),
        Frame("P's and Q's ages equal|total N [years] [together]", "P.age + Q.age = N", now),
        *(  # "the sum of Ivo and Pia's ages now is 9", "of Ada's, Bo's, and Cy's ages"
            Frame(f"the sum of {whose} ages [now] is N [years]", template, now)
            for whose, template in (
                ("P's and Q's", "P.age + Q.age = N"),
                ("P and Q's", "P.age + Q.age = N"),
                ("P's , Q's [,] and O's", "P.age + Q.age + O.age = N"),
            )
        ),
        Frame("P's [current|present] age [now] is [now] N [years] [old]", "P.age = N", now),
        Frame("P turned N [years] [old] this year", "P.age = N", now),
        Frame("the sum of their [present|current] ages is N", "ALL.age = N", now),
        Frame("the sum of the [present|current] ages of PP is N", "PP.age = N", now),
        Frame("PP have a combined|total age of N [years]", "PP.age = N", now),
        Frame("their combined|total age is N [years]", "ALL.age = N", now),
        Frame("the [current|present] total of their ages [right] [now] is N", "ALL.age = N", now),
        *(  # Everyone's ages in some years, each that much older: "the sum of the ages of Al, Bo and Cy in 3 years is 90"
            Frame(pattern, template, timed)
            for whose, template in (
                ("P and Q", "P.age + Q.age + 2*N = M"),
                ("P , Q [,] and O", "P.age + Q.age + O.age + 3*N = M"),
            )
            for pattern in (
                *(f"the sum of the ages of {whose} in N years {be} M [years]" for be in ("is", "will be")),
                f"in N years , the sum of the ages of {whose} will be M [years]",
            )
        ),
        # Everyone's ages then, each that much older: "in 2 years, the sum of their ages will be 64"
        Frame("in N years [,] the sum of their ages will be M [years]", f"ALL.age + N*{HEADS} = M", timed),
        Frame("P will be M years old in N years", "P.age + N = M", timed),
        Frame("P will be M years old N years from now", "P.age + N = M", timed),
        Frame("P turned M [years] [old] N years ago", "P.age - N = M", timed),
        *(Frame(f"P turned M [years] [old] {ago}", "P.age - 1 = M", timed) for ago in ("a year ago", "last year")),
        Frame("P will be M in N years", "P.age + N = M", timed),
        Frame("P was M years old N years ago", "P.age - N = M", timed),
        Frame("P will turn M [years] [old] in|after N years", "P.age + N = M", timed),
    ]
    for comma in ("", " ,"):  # "In 5 years, Tom …" and "In 5 years Tom …"
        frames += [
            Frame(f"in|after N years{comma} P will turn M [years] [old]", "P.age + N = M", timed),
            # Both ages then: "In 4 years, Mirela will be half of Tobias's age"
            Frame(f"in|after N years{comma} P will be [exactly] K [of] Q's age", "P.age + N = K*Q.age + K*N", timed),
            Frame(f"in|after N years{comma} P will be [exactly] K the age of Q", "P.age + N = K*Q.age + K*N", timed),
            Frame(f"in|after N years{comma} P will be K [of] Q's current|present age", "P.age + N = K*Q.age", timed),
            Frame(f"in|after N years{comma} P will be K [of] Q's age now|today", "P.age + N = K*Q.age", timed),
            Frame(f"after N years{comma} P will be K as old as Q", "P.age + N = K*Q.age + K*N", timed),
            Frame(f"in N [more] years{comma} P will be M years old", "P.age + N = M", timed),
            Frame(f"in N years{comma} P will be M", "P.age + N = M", timed),  # "In 5 years, Ann will be 20"
            *(
                Frame(
                    f"in|after N years{comma} P will be {same} Q [is] now|today|currently", "P.age + N = Q.age", timed
                )
                for same in ("as old as", "the same age as")
            ),
            Frame(f"N years from now{comma} P will be M years old", "P.age + N = M", timed),
            Frame(f"N years ago{comma} P was M years old", "P.age - N = M", timed),
            Frame(f"in N years{comma} P will be K as old as Q", "P.age + N = K*Q.age + K*N", timed),
            Frame(
                f"in|after N years{comma} P will be K as old as Q [is] now|today|currently",
                "P.age + N = K*Q.age",
                timed,
            ),
            Frame(f"in N years{comma} P will be K Q's age then", "P.age + N = K*Q.age + K*N", timed),
            Frame(f"in N years{comma} P will be K the age that Q is now|currently", "P.age + N = K*Q.age", timed),
            Frame(
                f"N years from now{comma} P will be K as old as Q was M years ago", "P.age + N = K*Q.age - K*M", timed
            ),
            Frame(f"N years from now{comma} P will be K as old as Q", "P.age + N = K*Q.age + K*N", timed),
            Frame(f"N years ago{comma} P was [only] K as old as Q", "P.age - N = K*Q.age - K*N", timed),
        ]
    return tuple(frames)


def _multiples_of(size: str) -> tuple[str, ...]:
    """A multiple of Q's size, named: "twice Sara's height", "half of Ann's weight", "3 times the
    weight of Mel"."""
    return (f"K Q's {size}", f"K of Q's {size}", f"K the {size} of Q")


def _beside_a_multiple(size: str, units: str, more: str, less: str) -> Iterator[tuple[str, str]]:
    """A size N units beside a multiple of Q's, with the value it gives P's: "6 inches more than
    double Sara's height", "7 less kilograms than twice Rupert's weight", "3 times Kim's height
    less 4 inches" (`more`, `less`: the words each size says it with)."""
    for multiple in _multiples_of(size):
        for said, sign in ((more, "+"), (less, "-")):
            yield f"N {units} {said} than {multiple}", f"K*Q.{size} {sign} N"
            yield f"N {said} {units} than {multiple}", f"K*Q.{size} {sign} N"
        yield f"{multiple} plus N {units}", f"K*Q.{size} + N"
        yield f"{multiple} less|minus N {units}", f"K*Q.{size} - N"


def _sizes() -> tuple[Frame, ...]:
    """Heights and weights, told and compared in one unit the text names ("Jess is 72 inches tall",
    "Jana is 5 inches taller than Kelly", "Rachel weighs 75 pounds"); a factor needs no unit ("Joe
    is twice as tall as Sara", "Joe is twice Sara's height"), and a difference from a multiple
    names one (`_beside_a_multiple`). The reader refuses a text told in two units."""
    now, past = Tense.PRESENT, Tense.PAST
    frames = [
        Frame("P is K as tall as Q [is]", "P.height = K*Q.height", now),
        Frame("P is K that|as tall", "P.height = K*Q.height", now),  # than the clause before (`relations`)
        Frame("P weighs K as much as Q [does]", "P.weight = K*Q.weight", now),
        Frame("P is K as heavy as Q [is]", "P.weight = K*Q.weight", now),
        # As much as another: "Zara is as tall as Brixton", "has the same height as Brixton"
        Frame("P is as tall as Q [is]", "P.height = Q.height", now),
        Frame("P is as heavy as Q [is]", "P.weight = Q.weight", now),
        Frame("P weighs as much as Q [does]", "P.weight = Q.weight", now),
        *(Frame(f"P has|is the same {size} as Q", f"P.{size} = Q.{size}", now) for size in (HEIGHT, WEIGHT)),
    ]
    frames += [
        Frame(f"P is {multiple}", f"P.{size} = K*Q.{size}", now)
        for size in (HEIGHT, WEIGHT)
        for multiple in _multiples_of(size)
    ]
    for unit, one in SIZE_UNITS[HEIGHT].items():
        units = f"{unit}|{one}"
        frames += [
            Frame(f"P is [now|currently] N {units} tall", "P.height = N", now),
            Frame(f"P's height is N {units}", "P.height = N", now),
            Frame(f"P is N {units} taller than Q [is]", "P.height = Q.height + N", now),
            Frame(f"P is N {units} shorter than Q [is]", "P.height = Q.height - N", now),
            Frame(f"PP have a combined|total height of N {units}", "PP.height = N", now),
            # By the height just told: "Bo is 50 inches tall and Al is twice that tall"
            Frame(f"P is N {units} tall [,] and Q is K that|as tall", "P.height = N ; Q.height = K*P.height", now),
        ]
        frames += [
            Frame(f"P is {said}", f"P.height = {value}", now)
            for said, value in _beside_a_multiple(HEIGHT, units, "more|taller", "less|shorter")
        ]
    for unit, one in SIZE_UNITS[WEIGHT].items():
        units = f"{unit}|{one}"
        for weighs, tense in (("weighs", now), ("weighed", past)):
            frames += [
                Frame(f"P {weighs} N {units}", "P.weight = N", tense),
                Frame(f"P {weighs} N {units} more than Q [does|did]", "P.weight = Q.weight + N", tense),
                Frame(f"P {weighs} N {units} less than Q [does|did]", "P.weight = Q.weight - N", tense),
            ]
            frames += [
                Frame(f"P {weighs} {said}", f"P.weight = {value}", tense)
                for said, value in _beside_a_multiple(WEIGHT, units, "more", "less|fewer")
            ]
        frames += [
            Frame(f"P is N {units} heavier than Q [is]", "P.weight = Q.weight + N", now),
            Frame(f"P is N {units} lighter than Q [is]", "P.weight = Q.weight - N", now),
            Frame(f"PP have a combined|total weight of N {units}", "PP.weight = N", now),
            Frame(f"PP weigh N {units} [{_TOGETHER}]", "PP.weight = N", now),
            Frame(f"THEY weigh N {units} [{_TOGETHER}]", "ALL.weight = N", now),  # "together they weigh 98 kilograms"
        ]
        frames += [
            Frame(f"P is {said}", f"P.weight = {value}", now)
            for said, value in _beside_a_multiple(WEIGHT, units, "heavier|more", "lighter|less")
        ]
    return tuple(frames)


def _money() -> tuple[Frame, ...]:
    """Money a person has, in dollars ("$20", "20 dollars", "50 cents"): stated, compared, summed."""
    frames: list[Frame] = []
    for (verb, tense), aux in zip(_HAS, _AUX, strict=True):
        frames += [Frame(f"P [already|only] {verb} $N{purpose}", "P.money = N", tense) for purpose in _PURPOSES]
        frames.append(Frame(f"P [already|only] {verb} $N PLACE", "P.money = N", tense))  # "$50 in her account"
        frames += [
            Frame(f"P {verb} $N more than Q {aux}", "P.money = Q.money + N", tense),
            Frame(f"P {verb} $N less than Q {aux}", "P.money = Q.money - N", tense),
            Frame(f"P {verb} K as much money as Q {aux}", "P.money = K*Q.money", tense),
            Frame(f"P {verb} F more money than Q {aux}", "P.money = Q.money + F*Q.money", tense),
            Frame(f"P {verb} F less money than Q {aux}", "P.money = Q.money - F*Q.money", tense),
            Frame(f"P {verb} $N more than K as much money as Q {aux}", "P.money = K*Q.money + N", tense),
            Frame(f"P {verb} $N less than K as much money as Q {aux}", "P.money = K*Q.money - N", tense),
            Frame(f"P {verb} $N more than K the money Q {aux}", "P.money = K*Q.money + N", tense),
            Frame(f"P {verb} $N less than K the money Q {aux}", "P.money = K*Q.money - N", tense),
            Frame(f"P {verb} $N more money than Q {aux}", "P.money = Q.money + N", tense),
            Frame(f"P {verb} $N more than K as much as Q {aux}", "P.money = K*Q.money + N", tense),
            Frame(f"P {verb} $N less than K as much as Q {aux}", "P.money = K*Q.money - N", tense),
            # "$15 more than twice as much money Elsa has", "$50 more than twice Cecil's money"
            Frame(f"P {verb} $N more than K as much money [as] Q {aux}", "P.money = K*Q.money + N", tense),
            Frame(f"P {verb} $N less than K as much money [as] Q {aux}", "P.money = K*Q.money - N", tense),
            Frame(f"P {verb} $N more than K [of] Q's money", "P.money = K*Q.money + N", tense),
            Frame(f"P {verb} $N less than K [of] Q's money", "P.money = K*Q.money - N", tense),
            Frame(f"P {verb} $N more than K what Q {verb}", "P.money = K*Q.money + N", tense),
            Frame(f"P {verb} $N less than K what Q {verb}", "P.money = K*Q.money - N", tense),
        ]
        frames += [  # "Rosa has $36 and her brother has half as much": the second by the first's
            Frame(f"P {verb} $N {joint} Q {verb} {than_p}", f"P.money = N ; Q.money = {value}", tense)
            for joint in ("and", ", and")
            for than_p, value in (
                ("K as much [money]", "K*P.money"),
                ("$M more", "P.money + M"),
                ("$M less", "P.money - M"),
            )
        ]
    return tuple(frames + _totals("$N", "money"))


def _totals(amount: str, measure: str) -> list[Frame]:
    """A total over a list of people, or over "they" (everyone named before): "Ann and Tom have 30
    apples together", "they have a total of $76", "A, B, and C combined have 83 badges"."""
    frames: list[Frame] = []
    for verb, tense in _HAVE:
        for subject, whose in (("PP", "PP"), ("THEY", "ALL")):
            total = f"{whose}.{measure} = N"
            frames += [
                Frame(f"{subject} {verb} {amount} {_TOGETHER}", total, tense),
                Frame(f"{subject} {verb} {amount} all together", total, tense),
                Frame(f"{subject} {verb} {amount} in total|all", total, tense),
                Frame(f"{subject} {verb} {amount} total", total, tense),
                Frame(f"{subject} {verb} a total of {amount}", total, tense),
                Frame(f"{subject} {verb} a combined total of {amount}", total, tense),
                Frame(f"{subject} {verb} {amount} between them", total, tense),
                Frame(f"{subject} together|combined {verb} {amount}", total, tense),
            ]
    return frames


# Events, in the order the text tells them: a primed quantity (`P.I'`) is the one after the
# event, `new P.money` one the event changes by an amount the text does not give (buying
# without a price). Verbs are `organs.core.vocabulary`'s, each with what it does to money.
_PRICED: Final = ("buy", "sell")  # verbs that change money by an amount the text may not give
# Whom or what a purchase is for (a FOR slot: "for his basketball team", "for her pizza party",
# "for school"): it changes no count the text tells, but leaves in doubt who holds what was bought.
_BENEFITS: Final = frozenset(
    (
        "team", "party", "class", "school", "family", "friends", "children", "kids", "students", "parents",
        "project", "trip", "wedding", "classroom", "office", "business", "shop", "store", "club", "event",
    )
)  # fmt: skip
_FOR_WHOM: Final = ("his", "her", "their", "my", "the", "a", "an")
_NOT_ITEM_CHANGES: Final = ("give", "spend")  # "gives 5 apples" to whom? "spends 5 apples"?
_ITEM_CHANGES: Final = tuple(
    (verb, sign)
    for verbs, sign in ((vocabulary.GAIN_VERBS, "+"), (vocabulary.LOSS_VERBS, "-"))
    for verb in verbs
    if verb.base not in _NOT_ITEM_CHANGES
)
# What "orders" says beside "buys", "bought": a purchase whose items may not have come yet (a verb
# of these frames only, not the organs').
_ORDERED: Final = {"buys": "orders", "bought": "ordered"}
_MONEY_CHANGES: Final = tuple(
    (vocabulary.Verb(*forms), sign)
    for forms, sign in (
        (("earn", "earns", "earned"), "+"), (("find", "finds", "found"), "+"), (("get", "gets", "got"), "+"),
        (("receive", "receives", "received"), "+"), (("win", "wins", "won"), "+"), (("make", "makes", "made"), "+"),
        (("spend", "spends", "spent"), "-"), (("lose", "loses", "lost"), "-"), (("give away", "gives away", "gave away"), "-"),
    )
)  # fmt: skip
_GIVES: Final = (("gives", Tense.PRESENT), ("gave", Tense.PAST))
# What handing items over does to the deeds the text may count by other verbs: how many the giver
# "gave away" and the taker "received" or "got" now include an amount those verbs never told.
_HANDED: Final = " ; new P.gave_away ; new Q.received ; new Q.got"


_EARNED: Final = ("earn", "make")  # money in that is earned, as pay or sales; finding or winning is not
_SOLD_UNSAID: Final = "new P.money ; new P.earnings"  # sold at a price the text does not give


# Verbs whose deed the text may count without a holding to change ("Ann caught 5 fish",
# "read 20 pages", "ran 5 miles"); the verbs of `_ITEM_CHANGES` are counted too ("how many
# apples did she pick").
_DEEDS: Final = (
    vocabulary.Verb("catch", "catches", "caught"), vocabulary.Verb("read", "reads", "read"),
    vocabulary.Verb("bake", "bakes", "baked"), vocabulary.Verb("score", "scores", "scored"),
    vocabulary.Verb("write", "writes", "wrote"), vocabulary.Verb("run", "runs", "ran"),
    vocabulary.Verb("walk", "walks", "walked"), vocabulary.Verb("drive", "drives", "drove"),
    vocabulary.Verb("swim", "swims", "swam"), vocabulary.Verb("jog", "jogs", "jogged"),
    vocabulary.Verb("hike", "hikes", "hiked"), vocabulary.Verb("bike", "bikes", "biked"),
    vocabulary.Verb("type", "types", "typed"), vocabulary.Verb("travel", "travels", "traveled"),
    vocabulary.Verb("fly", "flies", "flew"), vocabulary.Verb("cycle", "cycles", "cycled"),
    vocabulary.Verb("send", "sends", "sent"),
    *vocabulary.UNFIXED_VERBS,
)  # fmt: skip
_DONE: Final = (*(verb for verb, _ in _ITEM_CHANGES), *_DEEDS)
# A template's measure for what P has done so far, by its key ("bought", "gave_away"): `world.done`.
DEEDS: Final = {verb.past.replace(" ", "_"): verb.past for verb in _DONE}
# Past participles that are not the past ("has eaten", "have written").
_PARTICIPLES: Final = {
    "give away": "given away", "eat": "eaten", "break": "broken", "write": "written", "drive": "driven",
    "swim": "swum", "run": "run", "tear": "torn",
}  # fmt: skip
# A deed's verb as a VERBS or VERB slot reads it ("reads", "read"), and the key it holds.
_THIRD: Final = {verb.third: verb.past.replace(" ", "_") for verb in _DONE if " " not in verb.base}
_BASE: Final = {verb.base: verb.past.replace(" ", "_") for verb in _DONE if " " not in verb.base}


def _did(verb: vocabulary.Verb, kind: str = "") -> Callable[[str], str]:
    """The template part by which an event of `verb` adds `amount` to what P has done: "picks 5
    apples" adds 5 to the apples P picked (`world.done`), 0 before the first such event told;
    `kind` `OTHER_KIND`: to what P has done of the other kind of item (J)."""
    key = verb.past.replace(" ", "_") + kind
    return lambda amount: f" ; P.{key}' = P.{key} + {amount}"


def _done_as(said: str, aux: str) -> Iterator[tuple[str, str]]:
    """What one did by what Q did (`_compared`, for a deed): a multiple ("3 times as many votes as
    Barry", "as did Rhonda", "double the number of erasers as Greta did", "half the cans collected
    by Martha", "1/4 of the pears that Dora picked", "half of what Juwan collected"), alone or
    after "N more than" / "N fewer than"; or "N more ITEMS than" a multiple ("4 more kites
    than 3 times the number of kites that Ravi sold")."""
    again = "" if " " in said else f"|{said}"  # an optional is one word: not "gave away"
    multiples = (
        *(f"K as many{items} {as_}" for items in (" ITEMS", "") for as_ in (f"as Q [{aux}{again}]", f"as {aux} Q")),
        f"K as many ITEMS PLACE as Q [{aux}{again}]",  # "3 times as many muffins at the fair as Gwen did"
        f"K the number of ITEMS as Q [{aux}]",
        f"K the number of ITEMS [that] Q {said}",
        f"K [of] the ITEMS [that] Q {said}",
        f"K [of] the ITEMS {said} by Q",
        f"K of what Q {said}",
        "K as many as Q's",  # "twice as many as Blaine's"
    )
    for multiple in multiples:
        yield multiple, "K*Q.I"
        yield f"N more than {multiple}", "K*Q.I + N"
        yield f"N fewer|less than {multiple}", "K*Q.I - N"
    for items_first in (f"K the number of ITEMS [that] Q {said}", f"K as many as Q [{aux}{again}]"):
        yield f"N more ITEMS than {items_first}", "K*Q.I + N"
        yield f"N fewer|less ITEMS than {items_first}", "K*Q.I - N"
    # A distance from a multiple of another's: "8 kilometers less than 3 times the distance that
    # Omar walked", "7 kilometers more than 1 third of Renaldo's distance" (`relations`: the items
    # must be a distance).
    for distance in (f"K the distance [that] Q {said}", "K [of] Q's distance"):
        yield f"N ITEMS more than {distance}", "K*Q.I + N"
        yield f"N ITEMS fewer|less than {distance}", "K*Q.I - N"


def _deeds() -> tuple[Frame, ...]:
    """What one did, compared ("Diane bought 20 more apples than Cecile", "Latch caught 4 less than
    3 times as many necklaces as did Rhonda"), or told of a verb that changes no holding."""
    frames: list[Frame] = []
    for verb in _DONE:
        key, did, past = verb.past.replace(" ", "_"), _did(verb), Tense.PAST
        # What one does, as a habit ("Xavier runs 3 times as many miles as Katie"), is compared
        # alike, for the verbs that change no holding.
        tenses = [(verb.past, "did", past)] + ([(verb.third, "does", Tense.PRESENT)] if verb in _DEEDS else [])
        for said, aux, tense in tenses:
            for than in (f"than Q [{aux}]", f"than {aux} Q"):
                frames += [
                    Frame(f"P {said} N more ITEMS {than}", f"P.{key} = Q.{key} + N", tense),
                    Frame(f"P {said} N ITEMS more {than}", f"P.{key} = Q.{key} + N", tense),
                    Frame(f"P {said} N fewer|less ITEMS {than}", f"P.{key} = Q.{key} - N", tense),
                    Frame(f"P {said} N ITEMS fewer|less {than}", f"P.{key} = Q.{key} - N", tense),
                    Frame(f"P {said} F more ITEMS {than}", f"P.{key} = Q.{key} + F*Q.{key}", tense),
                    Frame(f"P {said} F fewer|less ITEMS {than}", f"P.{key} = Q.{key} - F*Q.{key}", tense),
                ]
            frames += [
                Frame(f"P {said} {compared}", f"P.{key} = {value.replace('.I', f'.{key}')}", tense)
                for compared, value in _done_as(said, aux)
            ]
            # "Lena walked 14 kilometers, which was twice as far as Ivo walked" (`relations`: a distance)
            frames += [
                Frame(
                    f"P {said} N ITEMS [,] which was|is K as far as Q {said}",
                    f"P.{key} = N ; P.{key} = K*Q.{key}",
                    tense,
                )
            ]
            # Of one's own other kind: "12 more jars of jam than twice the number of jars of honey
            # that she bought".
            other = f"P.{key} = K*P.{key}{OTHER_KIND}"
            frames += [
                Frame(f"P {said} N more ITEMS than K the number of OTHERS [that] HE {said}", f"{other} + N", tense),
                Frame(
                    f"P {said} N fewer|less ITEMS than K the number of OTHERS [that] HE {said}", f"{other} - N", tense
                ),
            ]
        # "Stefan, Vail, and Aiguo collected seashells": who, and what; no count.
        frames.append(Frame(f"PP {verb.past} ITEMS", NOTHING, past, scene=True))
        for whole in (" in total|all", " altogether|together|total", " all together"):
            frames += [
                Frame(f"PP {verb.past} N ITEMS{whole}", f"PP.{key} = N", past),
                Frame(f"THEY {verb.past} N ITEMS{whole}", f"ALL.{key} = N", past),
                # One person's total, over every time the text tells: "she sold 35 cookies in total"
                Frame(f"P {verb.past} N ITEMS{whole}", f"P.{key} = N", past),
            ]
        if verb in _DEEDS:
            # "read 20 pages of the newspaper": pages read, of whatever reading (`_OF_A_READING`)
            of = ("", *_OF_A_READING) if verb.base == "read" else ("",)
            for said, tense in ((verb.third, Tense.PRESENT), (verb.past, past)):
                frames += [
                    Frame(f"[then] P [also|then] {said} N ITEMS{reading}", did("N").removeprefix(" ; "), tense)
                    for reading in of
                ]
    return tuple(frames)


_WEEKDAYS: Final = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTHS: Final = "january|february|march|april|may|june|july|august|september|october|november|december"


# Slices of the time a text tells, in which deeds are done (`W`): a weekday, a part of the day, a
# day of a count of days. A closed set: "on the next day" is a slice only after another.
SLICES: Final = (
    *(f"on {day}" for day in _WEEKDAYS.split("|")),
    *(f"in the {part}" for part in ("morning", "afternoon", "evening")),
    *(f"on the {nth} day" for nth in ("first", "second", "third", "fourth", "fifth")),
    *(f"{which} {span}" for which in ("last", "this") for span in ("week", "month", "year")),
    "yesterday",
    "today",
)
SLICED: Final = "^"  # after a deed's measure in a template: "P.picked^1", what P picked in the clause's first slice


def _sliced() -> tuple[Frame, ...]:
    """What one did in a slice of time (`SLICES`), and in all: "Gus baked 12 muffins in the
    morning and 9 more muffins in the afternoon than in the morning", "on Monday, he picked 5
    apples", "Rhea spots 6 herons on Monday and 4 on Tuesday", "on Friday he bought 4 times
    that quantity". Each clause adds its slice to what was done in all, and to what one holds, so
    a question may ask either. Only amounts: a share of what one has ("ate half of them") depends
    on the order of the slices, which the text need not tell them in (`relations`). What is
    bought or sold in a slice compared with another is at a price the text never gives for it:
    the money it makes is unknown. "5 more on Tuesday", with no "than", is 5 besides, as GSM8K
    says it ("then she buys 11 more erasers on Friday")."""
    frames: list[Frame] = []
    for verb, sign in (*_ITEM_CHANGES, *((deed, "+") for deed in _DEEDS)):
        key, holds = verb.past.replace(" ", "_"), verb not in _DEEDS
        opens = ("P.I",) if holds and sign == "+" else ()
        one, other = f"P.{key}{SLICED}1", f"P.{key}{SLICED}2"
        priced = (
            ""
            if verb.base not in _PRICED
            else " ; " + ("new P.money ; new P.spending" if sign == "+" else _SOLD_UNSAID)
        )

        def told(amount: str, *, verb: vocabulary.Verb = verb, holds: bool = holds, sign: str = sign) -> str:
            """What doing `amount` in a slice does: to what one holds and (at its price) pays, and the deed."""
            return _event(verb, sign, amount) if holds else _did(verb)(amount).removeprefix(" ; ")

        def by_slice(
            amount: str, *, key: str = key, holds: bool = holds, sign: str = sign, priced: str = priced
        ) -> str:
            """The same, of an amount a slice's count makes ("N + K*N", "P.picked^1"), at a price
            the text never gives for it (what buying or selling then does to money)."""
            done = f"P.{key}' = P.{key} + {amount}{priced}"
            return f"P.I' = P.I {sign} {amount} ; {done}" if holds else done

        for said, tense in ((verb.third, Tense.PRESENT), (verb.past, Tense.PAST)):
            did = f"did|does|{said}"  # "as he did on Monday", in either tense: the deed is done
            amount = f"{told('N')} ; {one} = N"
            # "… and 5 on Tuesday": the items of the clause before; "18 more pencils on Tuesday": besides
            for items in (" ITEMS", "", " more ITEMS", " more"):
                frames += [
                    Frame(f"[then] P [also|then] {said} N{items} W", amount, tense, opens=opens),
                    Frame(f"W [,] P [also|then] {said} N{items}", amount, tense, opens=opens),
                ]
            # "she sells another 4 in the afternoon": 4 besides, as "4 more" says
            frames += [
                Frame(f"[then] P [also|then] {said} another N{items} W", amount, tense, opens=opens)
                for items in (" ITEMS", "")
            ]
            # One slice by another, said after the count and its own slice ("9 more muffins in the
            # afternoon than in the morning"), or after the clause opens with its own ("on Tuesday,
            # she sold twice as many as she did on Monday").
            for amount_said, than, value in (
                ("N more", "than", f"{other} + N"),
                ("N fewer|less", "than", f"{other} - N"),
                ("F more", "than", f"{other} + F*{other}"),
                ("K as many", "as", f"K*{other}"),
            ):
                template = f"{one} = {value} ; {by_slice(one)}"
                for items in (" ITEMS", ""):
                    for other_said in (f"{than} W", f"{than} HE {did} W"):
                        frames += [
                            Frame(
                                f"[then] P [also|then] {said} {amount_said}{items} W {other_said}",
                                template,
                                tense,
                                opens=opens,
                            ),
                            Frame(
                                f"W [,] P [also|then] {said} {amount_said}{items} {other_said}",
                                template,
                                tense,
                                opens=opens,
                            ),
                        ]
            # By a slice the clause names after a verb ("triple the number of erasers she did on
            # Tuesday", "double the apples she ate on Tuesday"), or by the one told just before
            # (`relations`: "twice that number", "10 fewer than twice that number", "twice as many").
            by_the_one_before = (
                (f"K the number of ITEMS [that] HE {did} W", f"K*{other}"),
                (f"K the ITEMS [that] HE {said} W", f"K*{other}"),
                ("K that number|amount|quantity|many", f"K*{other}"),
                ("K that number|amount|quantity of ITEMS", f"K*{other}"),
                ("K as many [ITEMS]", f"K*{other}"),
                ("N more than K that number|amount|quantity", f"K*{other} + N"),
                ("N fewer|less than K that number|amount|quantity", f"K*{other} - N"),
                ("N more than that [number|amount|quantity]", f"{other} + N"),
                ("N fewer|less than that [number|amount|quantity]", f"{other} - N"),
            )
            frames += [
                Frame(f"W [,] P [also|then] {said} {said_as}", f"{one} = {value} ; {by_slice(one)}", tense, opens=opens)
                for said_as, value in by_the_one_before
            ]
            frames += [  # "she sold twice as many on Saturday": as in the slice told before
                Frame(
                    f"[then] P [also|then] {said} K as many{items} W",
                    f"{one} = K*{other} ; {by_slice(one)}",
                    tense,
                    opens=opens,
                )
                for items in (" ITEMS", "")
            ]
            # "Ben ran 4 miles on Friday and twice as many on Sunday": the second slice by the first
            both = f"{one} = N ; {other} = K*N ; {by_slice('N + K*N')}"
            frames += [
                Frame(f"P {said} N ITEMS W {joint} K as many{items} W", both, tense, opens=opens)
                for joint in ("and", ", and")
                for items in ("", " ITEMS")
            ]
    return tuple(frames)


def _two_kinds() -> tuple[Frame, ...]:
    """One person's count of one kind from another's: "Jennifer has 10 pears and twice as many
    apples", "he has 3 more dogs than cats"; "Omar buys 8 caps and half as many scarves" (at
    their prices, where the text states them)."""
    frames: list[Frame] = []
    for has, tense in _HAS:
        frames += [
            Frame(f"P {has} N ITEMS and K as many OTHERS", "P.I = N ; P.J = K*P.I", tense),
            Frame(f"P {has} K as many OTHERS as ITEMS", "P.J = K*P.I", tense),
            Frame(f"P [also] {has} N more OTHERS than ITEMS", "P.J = P.I + N", tense),
            Frame(f"P [also] {has} N fewer|less OTHERS than ITEMS", "P.J = P.I - N", tense),
        ]
        for own in ("", f" HE {has}", f" that HE {has}"):  # "4 red tiles for every 3 blue tiles (that) she has"
            frames += [
                Frame(f"P {has} N ITEMS for each|every OTHER{own}", "P.I = N*P.J", tense),
                Frame(f"P {has} N ITEMS for every M OTHERS{own}", "M*P.I = N*P.J", tense),
            ]
    for verb, sign in _ITEM_CHANGES:
        if sign != "+":
            continue
        did = _did(verb)
        both = f"P.I' = P.I + N ; P.J' = P.J + K*N{did('N')}{_did(verb, OTHER_KIND)('K*N')}"
        if verb.base in _PRICED:
            both += (
                " ; P.money' = P.money - N*I.price - K*N*J.price ; P.spending' = P.spending + N*I.price + K*N*J.price"
            )
        for said, tense in ((verb.third, Tense.PRESENT), (verb.past, Tense.PAST)):
            frames.append(Frame(f"[then] P [also|then] {said} N ITEMS and K as many OTHERS", both, tense))
    return tuple(frames)


_PER: Final = "a|an|per|each|every"
# What may follow a share without "of" before it: "half the cows", "a third his cards".
_OF_UNSAID: Final = ("the", "his", "her", "their", "its")


_A_DAYS_PART: Final = "every|each morning|afternoon|evening|night"  # once a day


def _rates() -> tuple[Frame, ...]:
    """What one does at a rate: "Janet reads 80 pages a day" (then what she holds of the pages, and
    what she has read, are no longer told: how long has she been at it?); "he eats 3 apples a day
    for 5 days" (15, eaten and gone)."""
    frames: list[Frame] = []
    for unit in _RATE_UNITS:
        rate = f"{_paced(unit) if unit in _CLOCKS else f'P.V/{unit.value} = N'} ; new P.I ; new P.V"
        frames += [
            Frame(f"P VERBS N ITEMS {_PER} {unit.value}", rate, Tense.NONE),
            Frame(f"P VERBS at a speed|rate|pace of N ITEMS {_PER} {unit.value}", rate, Tense.NONE),
            Frame(f"every|each {unit.value} [,] P VERBS N ITEMS", rate, Tense.NONE),
        ]
        if unit is TimeUnit.DAY:  # "eats 3 beignets every morning": one morning a day
            frames += [
                Frame(f"P VERBS N ITEMS {_A_DAYS_PART}", rate, Tense.NONE),
                Frame(f"{_A_DAYS_PART} [,] P VERBS N ITEMS", rate, Tense.NONE),
            ]
    # Hours a day at a pace: "Carl types 50 words per minute … for 4 hours per day" is his day's rate.
    for every in (f"{_PER} day", _A_DAYS_PART):
        frames.append(
            Frame(
                f"P VERBS [continuously] for T/hour {every}",
                "P.V/day = T/hour*P.V/hour ; new P.I ; new P.V",
                Tense.NONE,
            )
        )
    for verb, sign in _ITEM_CHANGES:
        for unit in (TimeUnit.HOUR, TimeUnit.DAY, TimeUnit.WEEK):
            amount = f"N*R/{unit.value}"
            done = _event(verb, sign, amount)
            for said, tense in ((verb.third, Tense.PRESENT), (verb.past, Tense.PAST)):
                frames.append(
                    Frame(f"[then] P [also|then] {said} N ITEMS {_PER} {unit.value} for R/{unit.value}", done, tense)
                )
    for verb in _DEEDS:
        for unit in (TimeUnit.HOUR, TimeUnit.DAY, TimeUnit.WEEK):
            done = _did(verb)(f"N*R/{unit.value}").removeprefix(" ; ")
            rate, lasting = f"N ITEMS {_PER} {unit.value}", f"for R/{unit.value}"
            for said, tense in ((verb.third, Tense.PRESENT), (verb.past, Tense.PAST)):
                frames.append(Frame(f"[then] P [also|then] {said} {rate} {lasting}", done, tense))
                if unit is TimeUnit.HOUR:  # "drives his van at 40 mph for 1.5 hours", "… for 2 hours at 40 mph"
                    frames += [
                        Frame(f"[then] P [also|then] {said} {vehicle}{told}", done, tense)
                        for vehicle in ("", f"HIS {_VEHICLES} ")
                        for at in _AT_A_PACE
                        for told in (f"{at} {rate} {lasting}", f"{lasting} {at} {rate}")
                    ]
    return tuple(frames)


# What one reads pages or chapters of: "8 pages of a book", "4 pages of her book". Told of a pace
# or of pages read only: a question's "18 pages of a novel" would name a reading the frames cannot
# tell from the statement's ("of a comic"), since the items are the pages alone.
_READINGS: Final = "book|novel|textbook|magazine|newspaper|comic|story|journal"
_OF_A_READING: Final = (f" of a|an|the {_READINGS}", f" of HIS {_READINGS}")
# How a pace is told, and what one rides or drives at it: "drives his car at a speed of 50 mph".
_AT_A_PACE: Final = ("at", "at a speed|rate|pace of", "at the speed|rate|pace of")
_VEHICLES: Final = "car|bike|bicycle|truck|motorcycle|boat|scooter|van"


def _paces() -> tuple[Frame, ...]:
    """How fast one does something: "Joy can read 8 pages in 20 minutes", "Emily can type 60 words
    per minute", "Jason eats 3 potatoes in 20 minutes", "it takes Joy 3 minutes to read a page" — a
    rate (`P.V/minute`), and how long each item takes on every clock (`P.VT/hour`), so that "how
    many hours would it take her to read 90 pages" is 90 times one of them. What one holds or has
    done is no longer told."""
    frames: list[Frame] = []
    for unit in _CLOCKS:
        for took, duration in (
            (f"in D/{unit.value}", f"D/{unit.value}"),
            (f"in a|an|one {unit.value}", "1"),
            (f"{_PER} {unit.value}", "1"),
        ):
            read = tuple((f"N ITEMS{of}", "N") for of in _OF_A_READING)
            for done, count in (("N ITEMS", "N"), *read, ("a|an|one ITEM", "1")):
                template = f"{_paced(unit, duration, count)} ; new P.I ; new P.V"
                frames.append(Frame(f"P can VERB {done} {took}", template, Tense.NONE))
                if not took.startswith(_PER):  # "P reads 80 pages per minute" is a rate of `_rates`
                    frames.append(Frame(f"P VERBS {done} {took}", template, Tense.NONE))
                if took.startswith("in "):  # "it takes Nico 12 minutes to paint 3 fences"
                    frames.append(Frame(f"it takes P:OBJ {took[3:]} to VERB {done}", template, Tense.NONE))
    return tuple(frames)


def _paced(unit: TimeUnit, duration: str = "1", count: str = "N") -> str:
    """N items done in `duration` `unit`s, on every clock: the rate (items per the clock's unit,
    `P.V/minute`) and how long each takes (`P.VT/minute`), as linear facts with whole
    coefficients — (seconds in `unit`) × duration × rate = (seconds in the clock's unit) × N."""
    seconds = _CLOCKS[unit]
    return " ; ".join(
        f"{seconds}*{duration}*P.V/{clock.value} = {each}*{count} ; {count}*{each}*P.VT/{clock.value} = {seconds}*{duration}"
        for clock, each in _CLOCKS.items()
    )


def _event(verb: vocabulary.Verb, sign: str, amount: str) -> str:
    """What `verb` does to `amount` of P's items: the count, the money where it is bought or sold
    at a price the clause does not give (the items' price, if the text states it), the deed."""
    unpriced = (
        "" if verb.base not in _PRICED else " ; " + (_paid(sign, f"{amount}*I.price") if sign == "+" else _SOLD_UNSAID)
    )
    return f"P.I' = P.I {sign} {amount}{unpriced}{_did(verb)(amount)}"


def _held_in_doubt(template: str) -> str:
    """A purchase's template, its first part (what the buyer holds now) made untold."""
    held, _, rest = template.partition(" ; ")
    assert held.startswith("P.I' = P.I + "), template
    return f"new P.I ; {rest}"


def _paid(sign: str, amount: str) -> str:
    """What buying (`+`: money out, and spent) or selling (`-`: money in, and earned) at `amount`
    does to money."""
    if sign == "-":
        return f"P.money' = P.money + {amount} ; P.earnings' = P.earnings + {amount}"
    return f"P.money' = P.money - {amount} ; P.spending' = P.spending + {amount} ; P.spent_on' = P.spent_on + {amount}"


def _events() -> tuple[Frame, ...]:
    frames: list[Frame] = []
    for verb, sign in _ITEM_CHANGES:
        # What one gains, if the text told none before, is all one has of it ("Lia buys 3 dozen
        # rolls. She eats 4. How many rolls does she have left?"); "5 more" says there were some.
        opens = ("P.I",) if sign == "+" else ()
        # Bought at no price the clause gives: at the items' price, if the text states it (see
        # `relations`); sold at a price the text does not give: money changes, unsaid.
        unpriced = (
            "" if verb.base not in _PRICED else " ; " + (_paid(sign, "N*I.price") if sign == "+" else _SOLD_UNSAID)
        )
        did = _did(verb)
        forms = [(verb.third, Tense.PRESENT), (verb.past, Tense.PAST)]
        if verb.base == "buy":  # "she used the cash to buy 3 boxes of pens for $4.50 each": what she has
            forms += [("uses the|her|his money to buy", Tense.PRESENT), ("used the|her|his money to buy", Tense.PAST)]
        for said, tense in forms:
            frames += [
                Frame(f"[then] P [also|then] {said} N ITEMS", _event(verb, sign, "N"), tense, opens=opens),
                Frame(f"[then] P [also|then] {said} N", _event(verb, sign, "N"), tense),
            ]
            if sign == "+":  # "buys 5 more apples"
                frames += [
                    Frame(f"[then] P [also|then] {said} N more ITEMS", _event(verb, sign, "N"), tense),
                    Frame(f"[then] P [also|then] {said} N more", _event(verb, sign, "N"), tense),
                ]
            # "Helen found 21 eggs and Hannah found twice as many": the second by the first's count
            both = f"{_event(verb, sign, 'N')} ; {_event(verb, sign, 'K*N').replace('P.', 'Q.')}"
            frames += [
                Frame(
                    f"P {said} N ITEMS {joint} Q {said} K as many{items}",
                    both,
                    tense,
                    opens=("P.I", "Q.I") if opens else (),
                )
                for joint in ("and", ", and")
                for items in ("", " ITEMS")
            ]
            for groups, count in _GROUPS if sign == "+" else ():
                # "buys 3 boxes of 12 pencils": at the pencils' price, if the text states it
                paid = unpriced.replace("N*", f"{count}*")
                grouped = f"P.I' = P.I + {count}{paid}{did(count)}"
                frames.append(Frame(f"[then] P [also|then] {said} {groups}", grouped, tense, opens=opens))
            if verb.base in _PRICED:
                # A price "each" is for one of C single items: "2 dozen eggs for $3 each" is not read.
                paid, each = _paid(sign, "M"), f"P.I' = P.I {sign} C ; " + _paid(sign, "C*M") + did("C")
                priced = [
                    ("N ITEMS for $M", f"P.I' = P.I {sign} N ; {paid}{did('N')}"),
                    ("C ITEMS [,] at|for $M each|apiece", each),
                    # "3 pizzas at $12 a pizza", "5 boxes at $6 each box", "4 pounds of pears, at $3
                    # per pound": the same items twice, so a price per pound is not read
                    ("C ITEMS [,] at|for $M per|a|an|each ITEMS", each),
                    ("C ITEMS that|which cost $M each", each),
                    ("C ITEMS costing $M each", each),
                    ("C ITEMS [,] each costing $M", each),
                    ("C ITEMS [,] each costing HIM $M", each),
                    ("C ITEMS , each of which cost $M", each),
                    ("a|an ITEMS for $M", f"P.I' = P.I {sign} 1 ; {paid}{did('1')}"),
                ]
                if sign == "+":  # bought at a price, and no count: "some cheese for $2.05", "flour that cost $5"
                    priced += [
                        (f"{some}{what} {at}", paid)
                        for some, what in (("[some] ", "ITEM"), ("", "ITEMS"))
                        for at in ("for $M", "that|which cost|costs $M")
                    ]
                # What one sells at a price opens the story of one's money, as a gift of money does
                # ("Ivy sold 40 cookies for $2 each … How much money does she have left?").
                frames += [
                    Frame(f"[then] P [also|then] {said} {bought}", template, tense, opens=opens or ("P.money",))
                    for bought, template in priced
                ]
                if verb.base == "buy" and said in _ORDERED:
                    # Bought and paid, and no more of who holds it: for someone or something ("for
                    # his team", after the items or after their price), or ordered ("orders 3
                    # sandwiches that cost $5 each": come yet, or not?).
                    counted = [("N ITEMS", _event(verb, sign, "N")), *priced]
                    in_doubt = [(b, _held_in_doubt(t)) for b, t in counted if t.startswith("P.I' = P.I + ")]
                    frames += [
                        Frame(f"[then] P [also|then] {said} {told}", template, tense)
                        for bought, template in in_doubt
                        for told in dict.fromkeys((f"{bought} FOR", bought.replace("ITEMS", "ITEMS FOR", 1)))
                    ]
                    frames += [
                        Frame(f"[then] P [also|then] {_ORDERED[said]} {bought}", template, tense)
                        for bought, template in in_doubt
                    ]
    for verb, sign in _MONEY_CHANGES:
        spent = " ; P.spending' = P.spending + N" if verb.base == "spend" else ""
        earned = " ; P.earnings' = P.earnings + N" if verb.base in _EARNED else ""
        for said, tense in ((verb.third, Tense.PRESENT), (verb.past, Tense.PAST)):
            changed = f"P.money' = P.money {sign} N{spent}{earned}"
            frames.append(Frame(f"[then] P [also|then] {said} [another] $N", changed, tense))
    # Earnings told of another's: "Santo earned half of what Salvadore earned", "Kayla made $30
    # less than Vika".
    for earned, tense in (("earns|makes", Tense.PRESENT), ("earned|made", Tense.PAST)):
        share = "P.earnings' = P.earnings + F*Q.earnings ; P.money' = P.money + F*Q.earnings"
        times = "P.earnings' = P.earnings + K*Q.earnings ; P.money' = P.money + K*Q.earnings"
        beside = "P.earnings' = P.earnings + Q.earnings {0} N ; P.money' = P.money + Q.earnings {0} N"
        frames += [
            Frame(f"[then] P [also|then] {earned} F of what Q {earned}", share, tense),
            Frame(f"[then] P [also|then] {earned} K as much as Q [did|does]", times, tense),
            Frame(f"[then] P [also|then] {earned} K as much money as Q [did|does]", times, tense),
            # "Kayla made $30 less than Vika"
            Frame(f"[then] P [also|then] {earned} $N more than Q [did|does]", beside.format("+"), tense),
            Frame(f"[then] P [also|then] {earned} $N less than Q [did|does]", beside.format("-"), tense),
        ]
    # Savings month by month: what the story then tells of ("Rita saved $18 in May, $11 in June").
    for saved, tense in (("saves", Tense.PRESENT), ("saved", Tense.PAST)):
        frames.append(
            Frame(
                f"[then] P [also|then] {saved} $N in|during {_MONTHS}",
                "P.money' = P.money + N",
                tense,
                opens=("P.money",),
            )
        )
    for gives, tense in _GIVES:
        given = f"P.I' = P.I - N ; Q.I' = Q.I + N{_HANDED}"
        both = f"P.I' = P.I - N ; P.J' = P.J - M ; Q.I' = Q.I + N ; Q.J' = Q.J + M{_HANDED}"
        to_two = f"P.I' = P.I - N - K*N ; Q.I' = Q.I + N ; O.I' = O.I + K*N{_HANDED} ; new O.received ; new O.got"
        frames += [
            Frame(f"[then] P [also|then] {gives} [out] N ITEMS to Q", given, tense),
            Frame(f"[then] P [also|then] {gives} N of HIS ITEMS to Q", given, tense),
            Frame(f"[then] P [also|then] {gives} Q N of HIS ITEMS", given, tense),
            Frame(f"[then] P [also|then] {gives} [out] N ITEMS and M OTHERS to Q", both, tense),
            Frame(f"[then] P [also|then] {gives} N more ITEMS to Q", given, tense),  # more: besides those told
            Frame(f"[then] P [also|then] {gives} N to Q", given, tense),
            Frame(f"[then] P [also|then] {gives} Q N ITEMS", given, tense),
            # To two, the second by the first's count: "gives 3 cards to Bob and twice as many to Mary"
            *(
                Frame(f"[then] P [also|then] {gives} {first} {joint} {second}", to_two, tense)
                for first, second in (
                    ("N ITEMS to Q", "K as many to O"),
                    ("N ITEMS to Q", "K as many ITEMS to O"),
                    ("Q N ITEMS", "O K as many"),
                    ("Q N ITEMS", "O K as many ITEMS"),
                )
                for joint in ("and", ", and")
            ),
            Frame(f"[then] P [also|then] {gives} $N to Q", "P.money' = P.money - N ; Q.money' = Q.money + N", tense),
            Frame(f"[then] P [also|then] {gives} Q $N", "P.money' = P.money - N ; Q.money' = Q.money + N", tense),
            # To kin the text does not count: only the giver's money changes ("gave his brother $2").
            Frame(f"[then] P [also|then] {gives} HIS {_KIN} $N", "P.money' = P.money - N", tense),
            Frame(f"[then] P [also|then] {gives} $N to HIS {_KIN}", "P.money' = P.money - N", tense),
        ]
    # The same hand-over told by the taker: "Tom received 5 apples from Ann". What the taker
    # "received" (or "got") counts it; the giver's "gave away" and the taker's other verb cannot.
    for takes, key, other in (("receives|received", "received", "got"), ("gets|got", "got", "received")):
        taken = f"P.I' = P.I + N ; Q.I' = Q.I - N ; P.{key}' = P.{key} + N ; new P.{other} ; new Q.gave_away"
        for said, tense in zip(takes.split("|"), (Tense.PRESENT, Tense.PAST), strict=True):
            frames += [
                Frame(f"[then] P [also|then] {said} N ITEMS from Q", taken, tense),
                Frame(f"[then] P [also|then] {said} another N ITEMS from Q", taken, tense),
                Frame(
                    f"[then] P [also|then] {said} $N from Q", "P.money' = P.money + N ; Q.money' = Q.money - N", tense
                ),
            ]
    for gives, tense in _GIVES:
        # A gift from someone the text does not count: the money the story then tells of.
        frames += [
            Frame(f"P's {_KIN} {gives} HIM $N{purpose}", "P.money' = P.money + N", tense, opens=("P.money",))
            for purpose in _PURPOSES
        ]
        # Things from kin the text does not count: "her sister gave her another 9 daisies".
        frames.append(
            Frame(
                f"[then] P's {_KIN} {gives} HIM [another] N ITEMS", "P.I' = P.I + N ; new P.received ; new P.got", tense
            )
        )
    spent = "P.money' = P.money - N ; P.spending' = P.spending + N ; P.spent_on' = P.spent_on + N"
    for buys, tense in (("buys", Tense.PRESENT), ("bought", Tense.PAST)):  # "buys $50 in pants"
        frames += [
            Frame(f"[then] P [also|then] {buys} $N of|in ITEMS", f"{spent} ; new P.I ; new P.bought", tense),
            Frame(f"[then] P [also|then] {buys} $N worth of ITEMS", f"{spent} ; new P.I ; new P.bought", tense),
        ]
    for spends, tense in (("spends", Tense.PRESENT), ("spent", Tense.PAST)):
        frames += [
            Frame(
                f"[then] P [also|then] {spends} $N on M ITEMS",
                f"{spent} ; P.I' = P.I + M ; P.bought' = P.bought + M",
                tense,
            ),
            Frame(
                f"[then] P [also|then] {spends} [another] $N on [a|an] [new] ITEMS",  # "on a new bike": of a count untold
                f"{spent} ; new P.I ; new P.bought",
                tense,
            ),
            # A meal is no count one holds: "spent $5 for lunch", "spends $12 on dinner"
            Frame(
                f"[then] P [also|then] {spends} [another] $N for|on {_MEALS}",
                "P.money' = P.money - N ; P.spending' = P.spending + N",
                tense,
            ),
        ]
    return (*frames, *_shares())


_MEALS: Final = "breakfast|lunch|dinner|supper|brunch"


# A share of what one holds as it stands, said so ("half of what was left"): after a change, no
# doubt it is of what is left, not of what was (`Frame.of_what_is_left`).
_WHAT_IS_LEFT: Final = (
    "what was|is left", "what's left", "the rest", "the remaining", "what HE had|has left", "what remained",
)  # fmt: skip
# Money said to be "the money": one's own, where the text tells nobody else's before (`relations`);
# "the money he has left" is of it as it stands.
_THE_MONEY: Final = ("[of] the money", "of the money HE had|has left")
# The same of items, named: "half of the remaining sheep", "a third of her remaining cards".
_ITEMS_LEFT: Final = (*_WHAT_IS_LEFT, "the remaining ITEMS", "HIS remaining ITEMS")


def _shares() -> list[Frame]:
    """Events on a share of what one holds: "gives half of his apples to Ann", "spent 20% of her
    money". The share is of the quantity as it stands; it must come out whole (in cents, for money)."""
    frames: list[Frame] = []
    for verb, sign in _ITEM_CHANGES:
        if sign == "-":
            sold = f" ; {_SOLD_UNSAID}" if verb.base in _PRICED else ""  # at a price the text does not give
            did = _did(verb)
            for said, tense in ((verb.third, Tense.PRESENT), (verb.past, Tense.PAST)):
                frames += [
                    Frame(f"[then] P [also|then] {said} F of {of}", f"P.I' = P.I - F*P.I{sold}{did('F*P.I')}", tense)
                    # "what is left", "a third of his": of the text's one kind
                    for of in ("HIS ITEMS", "them", "HIS", *_ITEMS_LEFT)
                ]
                frames += [
                    Frame(f"[then] P [also|then] {said} N of HIS ITEMS", f"P.I' = P.I - N{sold}{did('N')}", tense),
                    Frame(f"[then] P [also|then] {said} N of them", f"P.I' = P.I - N{sold}{did('N')}", tense),
                ]
    for gives, tense in _GIVES:
        # "gave him half of his 30 cards": how many he had, and what he gave of them
        counted = f"P.I = N ; P.I' = P.I - F*P.I ; Q.I' = Q.I + F*P.I{_HANDED}"
        frames += [
            Frame(f"[then] P [also|then] {gives} Q F of HIS N ITEMS", counted, tense),
            Frame(f"[then] P [also|then] {gives} F of HIS N ITEMS to Q", counted, tense),
        ]
    for gives, tense in _GIVES:
        shared = f"P.I' = P.I - F*P.I ; Q.I' = Q.I + F*P.I{_HANDED}"
        frames += [
            Frame(f"[then] P [also|then] {gives} F of HIS ITEMS to Q", shared, tense),
            *(Frame(f"[then] P [also|then] {gives} F of {left} to Q", shared, tense) for left in _ITEMS_LEFT),
            Frame(f"[then] P [also|then] {gives} Q F of HIS ITEMS", shared, tense),
            *(
                Frame(
                    f"[then] P [also|then] {gives} [away] F {of} to Q",
                    "P.money' = P.money - F*P.money ; Q.money' = Q.money + F*P.money",
                    tense,
                )
                for of in ("of HIS money", *_THE_MONEY)
            ),
        ]
    # To someone the text does not count: only the giver's count changes. "Them" are the items
    # the clause before counted of P (the reader checks).
    away = (f"HIS {_KIN}", *_CHARITIES)
    given = (
        ("N ITEMS", "N"),
        ("N of HIS ITEMS", "N"),
        ("F of HIS ITEMS", "F*P.I"),
        ("F of them", "F*P.I"),
        ("N of them", "N"),
        *((f"F of {left}", "F*P.I") for left in _ITEMS_LEFT),
    )
    for gives, tense in (*_GIVES, ("donates", Tense.PRESENT), ("donated", Tense.PAST)):
        frames += [
            Frame(f"[then] P [also|then] {gives} {what} to {to}", f"P.I' = P.I - {n} ; new P.gave_away", tense)
            for what, n in given
            for to in away
        ]
    for gives, tense in _GIVES:
        frames += [
            Frame(f"[then] P [also|then] {gives} HIS {_KIN} {what}", f"P.I' = P.I - {n} ; new P.gave_away", tense)
            for what, n in given
        ]
    # Alike to each of a group the text does not count: "gives 2 stickers to each of her 7 friends".
    for gives, tense in _GIVES:
        frames += [
            Frame(f"[then] P [also|then] {gives} {what} to each of {whose} M {_GROUP_OF_PEOPLE}", template, tense)
            for what, template in (
                ("N ITEMS", "P.I' = P.I - N*M ; new P.gave_away"),
                ("a|an|1 ITEM", "P.I' = P.I - M ; new P.gave_away"),
            )
            for whose in ("HIS", "the")
        ]
    # What one keeps after giving some away is what is left: the question asks it ("how many did he keep").
    frames += [
        Frame(f"[then] P [also|then] {kept} the {rest}", NOTHING, tense)
        for kept, tense in (("keeps", Tense.PRESENT), ("kept", Tense.PAST))
        for rest in ("rest", "remaining ITEMS")
    ]
    for lets, tense in (("lets", Tense.PRESENT), ("let", Tense.PAST)):  # "let 75% of them go"
        frames += [
            Frame(f"[then] P [also|then] {lets} F of them go", "P.I' = P.I - F*P.I", tense),
            Frame(f"[then] P [also|then] {lets} N of them go", "P.I' = P.I - N", tense),
        ]
    for lets, tense in (("lets", Tense.PRESENT), ("let", Tense.PAST)):  # "lets her son have 1/4 of them"
        frames += [
            Frame(
                f"[then] P [also|then] {lets} HIS {_KIN} have|take {what}", f"P.I' = P.I - {n} ; new P.gave_away", tense
            )
            for what, n in given
        ]
    spent = "P.money' = P.money - F*P.money ; P.spending' = P.spending + F*P.money"
    # Of the money as it stands: "it" (what the clause before gave her), or said to be what is left.
    money = (
        *(f"of {of}" for of in ("HIS money", "it", *_WHAT_IS_LEFT, "the remaining money", "HIS remaining money")),
        *_THE_MONEY,
    )
    for spends, tense in (("spends", Tense.PRESENT), ("spent", Tense.PAST)):
        for of in money:
            frames += [
                Frame(f"[then] P [also|then] {spends} F {of}", spent, tense),
                Frame(f"[then] P [also|then] {spends} F {of} going {_PASTIMES}", spent, tense),  # "… going bowling"
                Frame(
                    f"[then] P [also|then] {spends} F {of} on [a|an] [new] ITEMS",
                    f"{spent} ; P.spent_on' = P.spent_on + F*P.money ; new P.I ; new P.bought",
                    tense,
                ),
            ]
    # Only money said to be money: "loses half of what he has left" may be of anything he has.
    for loses, tense in (("loses", Tense.PRESENT), ("lost", Tense.PAST)):
        frames += [
            Frame(f"[then] P [also|then] {loses} F of {of}", "P.money' = P.money - F*P.money", tense)
            for of in ("HIS money", "the remaining money", "HIS remaining money")
        ]
        # Lost at something, which is no purchase: "lost $400 on roulette".
        frames.append(Frame(f"[then] P [also|then] {loses} $N on|at ITEMS", "P.money' = P.money - N", tense))
    return frames


_ONE: Final = "a|an|each|every|one|the"  # before a singular: one of the items ("the pencil" too)
_COSTS: Final = "costs|cost|is|was"


def _prices() -> tuple[Frame, ...]:
    """The price of one of the items, whoever buys them: "each apple costs $2", "pens are $3 each",
    and one price from another: "a mug costs $4 more than a plate", "a notebook costs 3 times as
    much as a pen". A plural without "each" ("the shirts cost $60") may be what all of them
    cost, and is not read."""
    price, timeless = "I.price = N", Tense.NONE
    frames = [
        Frame("each|every ITEMS costs|cost|is|was $N", price, timeless),
        Frame("a|an ITEMS costs|cost $N", price, timeless),
        Frame("[the] ITEMS cost|costs $N each|apiece", price, timeless),
        Frame("[the] ITEMS are|were $N each|apiece", price, timeless),
        Frame("ITEMS sell|sold for $N each|apiece", price, timeless),
        Frame("the price|cost of a|an|each|every ITEMS is|was $N", price, timeless),
        Frame("a|an ITEM is|was $N", price, timeless),
        Frame("a|the store|shop sells|sold ITEMS at|for $N each|apiece", price, timeless),
        # "They" are the text's one kind of item ("Ada buys 4 scarves. They sell for $15 each").
        Frame("they cost|are|were $N each|apiece", price, timeless),
        Frame("they sell|sold for $N each|apiece", price, timeless),
    ]
    for subject in (f"{_ONE} ITEM {_COSTS}", f"the price|cost of {_ONE} ITEM is|was"):
        for other in (f"{_ONE} OTHER", f"the price|cost of {_ONE} OTHER"):
            frames += [
                Frame(f"{subject} $N more than {other}", "I.price = J.price + N", timeless),
                Frame(f"{subject} $N less than {other}", "I.price = J.price - N", timeless),
            ]
        frames += [
            Frame(f"{subject} K the price|cost of {_ONE} OTHER", "I.price = K*J.price", timeless),
            Frame(f"{subject} F of the price|cost of {_ONE} OTHER", "I.price = F*J.price", timeless),
        ]
    frames += [
        Frame(f"{_ONE} ITEM costs|cost the same as N OTHERS", "I.price = N*J.price", timeless),
        Frame(f"{_ONE} ITEM costs|cost the same as a|an|one OTHER", "I.price = J.price", timeless),
        Frame(f"{_ONE} ITEM costs|cost K as much as {_ONE} OTHER [does]", "I.price = K*J.price", timeless),
        Frame(f"{_ONE} ITEM is|was K as expensive as {_ONE} OTHER", "I.price = K*J.price", timeless),
    ]
    return tuple(frames)


# Where a shopper goes: a closed set, so that "went to the store" tells nothing more.
_SHOPS: Final = "store|mall|market|supermarket|shop|bakery|grocery|center"  # "the shopping center"
_SHOP_KINDS: Final = "[grocery|toy|candy|department|book|pet|hardware|clothing|convenience|shopping]"


def _settings() -> tuple[Frame, ...]:
    """What one is, likes or sets out to start, which tells no quantity and nothing one holds:
    "Philip is a painter", "Jacob loves to build things", "Susan loves chairs", "John wants to
    start a zoo" (what it will hold is told after, or not at all)."""
    return (
        Frame("P is|was a|an ITEM", NOTHING, Tense.NONE),
        Frame("PP are|were ITEMS", NOTHING, Tense.NONE),
        Frame("P loves|likes|enjoys ITEMS", NOTHING, Tense.NONE),
        Frame("P loves|likes|enjoys to VERB ITEMS", NOTHING, Tense.NONE),
        Frame(f"P loves|likes|enjoys to {_CRAFTS} ITEMS", NOTHING, Tense.NONE),
        Frame("P wants|wanted|plans|planned|decides|decided to start|open a|an ITEM", NOTHING, Tense.NONE),
    )


def _errands() -> tuple[Frame, ...]:
    """Going shopping, picking or fishing, collecting, raising or selling things, which tell no
    quantity: "Lena went to the shop to buy bread", "Lexie and Tom went apple picking", "Keith
    and Blaine went fishing", "Ariel is collecting fish", "Adam, Andrew and Ahmed all raise
    goats", "Ana and Leo were selling cookies for a club fundraiser", "a club bought cups and plates"."""
    frames: list[Frame] = [
        *(Frame(f"{who} went|go ITEM picking", NOTHING, Tense.NONE, scene=True) for who in ("P", "PP")),
        Frame("P is|was collecting ITEMS", NOTHING, Tense.NONE, scene=True),
        Frame("P collects|raises ITEMS", NOTHING, Tense.NONE, scene=True),
        Frame("PP [all|both] collect|raise ITEMS", NOTHING, Tense.NONE, scene=True),
    ]
    for who, went in (
        *(("P", went) for went in ("went", "goes", "is going", "was going")),
        *(("PP", went) for went in ("went", "go", "are going", "were going")),
    ):
        for why in ("", " to buy [some] ITEMS", " to buy some things"):
            frames += [
                Frame(f"{who} {went} to the|a {_SHOP_KINDS} {_SHOPS}{why} [together]", NOTHING, Tense.NONE, scene=True),
                Frame(f"{who} {went} [food|grocery] shopping{why} [together]", NOTHING, Tense.NONE, scene=True),
            ]
        frames += [  # "went fishing for trout", "went hiking in the park": what for, and where
            Frame(f"{who} {went} {_PASTIMES}{what}{where} [together]", NOTHING, Tense.NONE, scene=True)
            for what in ("", " for ITEMS")
            for where in ("", " PLACE")
        ]
    # What a place bought, of no count, nor a price of its own: "a club bought cups and plates"
    frames.append(Frame("SITE bought|buys ITEMS and OTHERS", NOTHING, Tense.NONE, scene=True))
    frames += [  # "Ana and Leo were selling cookies for a club fundraiser"
        Frame(f"{who} {are} selling ITEMS{where}", NOTHING, Tense.NONE, scene=True)
        for who, are in (("P", "is|was"), ("PP", "are|were"))
        for where in ("", " PLACE", *_CAUSES)
        if who == "P" or "HIS" not in where  # "their troop": not one person's
    ]
    return tuple(frames)


# For what one sells, which the text counts nothing of: "for a school fundraiser", "for her scout
# troop's fund-raiser" (the tokenizer splits "fund-raiser" at its hyphen).
_CAUSES: Final = tuple(
    f" for {whose} {cause}"
    for whose, cause in (
        *(("a|the", f"[school|class|charity] {raiser}") for raiser in ("fundraiser", "fund - raiser")),
        ("HIS", "scout|girl|boy troop"),
        *(("HIS", f"scout|girl|boy troop's {raiser}") for raiser in ("fundraiser", "fund - raiser")),
    )
)
# What one likes to make, beside the deeds a text counts (`DEEDS`): "Jacob loves to build things".
_CRAFTS: Final = "build|make|draw|paint|bake|cook|knit|sew|grow|fix|write"
# What one goes to do, which tells no quantity: "Keith and Blaine went fishing".
_PASTIMES: Final = "fishing|hunting|camping|hiking|swimming|bowling|skiing|skating|sailing|snowboarding|surfing"


# Where one takes money to spend it: "Mitzi brought $75 to the amusement park".
_OUTINGS: Final = f"{_SHOPS}|park|fair|zoo|carnival|circus|movies|cinema|arcade|beach"


def _outings() -> tuple[Frame, ...]:
    return tuple(
        Frame(f"P {brought} $N to the|a [amusement|county|state|theme] {_OUTINGS}", "P.money = N", tense)
        for brought, tense in (("brings|takes", Tense.PRESENT), ("brought|took", Tense.PAST))
    )


# Buyers the text names by no name, and whose counts it never tells: "his grandmother", "a neighbor".
_BUYERS: Final = (f"HIS {_KIN}", "a|another neighbor|friend|customer|classmate")
# Before a deed's key in a template: what one must have done by a goal ("P.must_sold"), read by
# `relations` as `world.done` of "must have sold"; before `NEEDED`, what one must have ("P.must_have").
GOAL_OF: Final = "must_"
NEEDED: Final = "have"
# What one may set out to do by a count ("needs to sell 50 packs", "wants to read 300 pages", "has
# to collect 40 cans"): deeds of `_DONE`, a closed set.
_GOAL_DEEDS: Final = ("sell", "collect", "read", "write", "make", "bake", "pick")


def _goals() -> tuple[Frame, ...]:
    """A goal of deeds ("for a club fundraiser, Pia needs to sell 40 jars of jam", "Ian wants to
    read 300 pages"), which the question measures what was done against, and what is done by
    now ("so far, she has sold 12 boxes", "he has already read 120 pages"); and selling to buyers
    the text does not count ("sold 2 pies to his grandmother, 5 pies to his aunt, and 4 pies to a
    neighbor"). A goal adds to the goals told before, 0 before the first, as wants add to what
    one needs (`_wants`)."""
    signs = dict(_ITEM_CHANGES)
    frames: list[Frame] = []
    for verb in (verb for verb in _DONE if verb.base in _GOAL_DEEDS):
        key = _BASE[verb.base]
        did = _event(verb, signs[verb], "N") if verb in signs else _did(verb)("N").removeprefix(" ; ")
        # "(So far,) he has sold …": done by now, in the present of the goal
        has_done = f"P has|have [already] {_PARTICIPLES.get(verb.base, verb.past)} N"
        frames.append(Frame(f"{has_done} ITEMS", did, Tense.PRESENT))
        if verb.base == "sell":
            sales = (("[then] P [also|then] sells N", Tense.PRESENT), ("[then] P [also|then] sold N", Tense.PAST))
            frames += [
                Frame(f"{sold}{items} to {buyer}", did, tense)
                for sold, tense in (*sales, (has_done, Tense.PRESENT))
                for items in (" ITEMS", "")
                for buyer in _BUYERS
            ]
        goal = f"P.{GOAL_OF}{key}' = P.{GOAL_OF}{key} + N"
        for lead in ("", *(f"{cause.removeprefix(' ')} , " for cause in _CAUSES)):
            frames += [
                Frame(f"{lead}P {needs} to {verb.base} N ITEMS{where}", goal, Tense.NONE)
                for needs in ("needs|aims|wants|plans|hopes", "has")
                for where in ("", " PLACE", *_CAUSES)
                if not (lead and where)  # the cause told once
            ]
    return tuple(frames)


def _needs() -> tuple[Frame, ...]:
    """What one needs to have ("Ida needs 48 paper cups for the picnic"), which the
    question measures what one has against (`relations`: where nothing one has changes). Needs
    add up, as wants do (`_wants`)."""
    need = f"P.{GOAL_OF}{NEEDED}' = P.{GOAL_OF}{NEEDED} + N"
    return tuple(Frame(f"P needs N ITEMS{why}", need, Tense.PRESENT) for why in ("", " FOR"))


def _at_first() -> tuple[Frame, ...]:
    """What one had is not told ("Josh has some money"), then what is left after the changes:
    "he had $6 left". With a question of what was had at first, the changes are solved back."""
    frames: list[Frame] = []
    for has in (verb for verb, _ in _HAS):
        frames += [
            # Neither tells a state that a tense could set against another's: "some" is no
            # count, and what is "left" is after the changes told, whenever they were.
            Frame(f"P {has} some money", f"{UNTOLD}P.money", Tense.NONE),
            Frame(f"P {has} some ITEMS", f"{UNTOLD}P.I", Tense.NONE),
            Frame(f"[now] P [now] {has} $N left", "P.money = N", Tense.NONE, after_changes=True),
            Frame(f"[now] P [now] {has} N ITEMS left", "P.I = N", Tense.NONE, after_changes=True),
            # "Now" after the changes is what "left" is ("he has $15 now", "now she has 8 pens").
            *(
                Frame(pattern, template, Tense.NONE, after_changes=True)
                for said, template in (("$N", "P.money = N"), ("N ITEMS", "P.I = N"))
                for pattern in (f"P {has} {said} now", f"P now {has} {said}", f"now [,] P {has} {said}")
            ),
            # "Still": after the changes told, as "left" is ("she still had $800 in her purse").
            Frame(f"P still {has} $N [left]", "P.money = N", Tense.NONE, after_changes=True),
            Frame(f"P still {has} $N PLACE", "P.money = N", Tense.NONE, after_changes=True),
            Frame(f"P still {has} N ITEMS [left]", "P.I = N", Tense.NONE, after_changes=True),
        ]
    frames += [
        Frame("P is|was left with $N", "P.money = N", Tense.NONE, after_changes=True),
        Frame("P is|was left with N ITEMS", "P.I = N", Tense.NONE, after_changes=True),
    ]
    return tuple(frames)


def _wants() -> tuple[Frame, ...]:
    """What one wants to buy, at its price: "Nina wants a notebook that costs $2.25" states the
    price and adds it to the money he needs (`world.GOAL`), 0 before the first thing wanted."""
    frames: list[Frame] = []
    for wants, tense in (("wants|needs", Tense.PRESENT), ("wanted|needed", Tense.PAST)):
        for to in ("", " to buy"):
            frames += [
                Frame(f"P {wants}{to} a|an ITEM that|which costs|cost $N", "I.price = N ; P.goal' = P.goal + N", tense),
                Frame(f"P {wants}{to} a|an ITEM for $N", "I.price = N ; P.goal' = P.goal + N", tense),
                Frame(f"P {wants}{to} C ITEMS that|which cost $M each", "I.price = M ; P.goal' = P.goal + C*M", tense),
            ]
    return tuple(frames)


def _discounts_and_tax() -> tuple[Frame, ...]:
    """A discount off one purchase ("buys a sofa for $800 and gets a 10% discount"), and a tax
    on what was bought before it ("paid 20% sales tax", "has to pay 10% tax on everything"): the
    reader checks the tax is told with every purchase it is on (`relations`)."""
    less = "M - F*M"  # the price, less the share off it
    bought = (
        f"P.I' = P.I + 1 ; P.money' = P.money - M + F*M ; P.spending' = P.spending + {less}"
        f" ; P.spent_on' = P.spent_on + {less} ; P.bought' = P.bought + 1"
    )
    taxed = "P.money' = P.money - F*P.spending ; P.spending' = P.spending + F*P.spending"
    frames: list[Frame] = []
    for buys, gets, pays, tense in (("buys", "gets", "pays", Tense.PRESENT), ("bought", "got", "paid", Tense.PAST)):
        frames += [
            # "and gets" shares the subject of the clause before (`relations`): "… and Tim gets …"
            Frame(f"[then] P [also|then] {buys} a|an ITEM for $M and P {gets} a|an F discount", bought, tense),
            Frame(f"[then] P [also|then] {buys} a|an ITEM for $M with a|an F discount", bought, tense),
            Frame(f"[then] P [also|then] {pays} F [sales] tax", taxed, tense),
            Frame(f"[then] P [also|then] {pays} F [sales] tax on everything", taxed, tense),
        ]
    # An obligation holds whenever the story is told: "he also has to pay 5% tax on everything".
    frames += [
        Frame("P [also] has to pay F [sales] tax on everything", taxed, Tense.NONE),
        Frame("P [also] had to pay F [sales] tax on everything", taxed, Tense.PAST),
    ]
    return tuple(frames)


def _payments() -> tuple[Frame, ...]:
    """What a shopper hands over to pay ("paid with a $50 bill", "gave the cashier 2 $10 bills"),
    from which the change is counted."""
    bills = (("a|an|one $N bill", "N"), ("N $M bill|bills", "N*M"))
    to = "the cashier|clerk|seller|shopkeeper|store"
    frames: list[Frame] = []
    for pays, gives in (("pays|pay", "gives|give|hands|hand"), ("paid", "gave|handed")):
        for amount, value in (*bills, ("$N", "N")):
            frames += [
                Frame(f"P {pays} with {amount}", f"P.tendered = {value}", Tense.NONE),
                Frame(f"P {gives}|{pays} {to} {amount}", f"P.tendered = {value}", Tense.NONE),
            ]
        # A bill handed over is a payment, whoever takes it ("she gives a $20 bill").
        frames += [Frame(f"P {gives} {amount}", f"P.tendered = {value}", Tense.NONE) for amount, value in bills]
    # One bill held is what pays where change is asked ("If she had one $50 bill, how much change
    # …?"); two may pay with one or both, which the text does not say.
    frames += [
        Frame(f"P {has} {bill}", template, Tense.NONE)
        for has in ("has", "had")
        for bill, template in (("a|an $N bill", "P.tendered = N"), ("ONE $N bill", "P.tendered = ONE*N"))
    ]
    # The change told: what was handed over less what was spent ("pays with a $50 bill and gets $7 change").
    frames += [
        Frame(f"P {gets} $N [in] change [back]", "P.tendered = P.spending + N", Tense.NONE)
        for gets in ("gets|get|receives|receive", "got|received")
    ]
    # A sum handed over is a payment where change comes back for it ("gives $850 and gets $40 in
    # change"); alone, "pays $850" may be the price.
    frames += [
        Frame(
            f"P {pays} $N and P {gets} $M [in] change [back]",
            "P.tendered = N ; P.tendered = P.spending + M",
            Tense.NONE,
        )
        for pays, gets in (("gives|pays", "gets|receives"), ("gave|paid", "got|received"))
    ]
    return tuple(frames)


# The time units each pay clock counts in, with how many of the clock's unit one of them is.
_CLOCK_UNITS: Final[dict[str, tuple[tuple[TimeUnit, Fraction], ...]]] = {
    "hour": ((TimeUnit.HOUR, Fraction(1)), (TimeUnit.MINUTE, Fraction(1, 60)), (TimeUnit.SECOND, Fraction(1, 3600))),
    "day": ((TimeUnit.DAY, Fraction(1)),),
    "week": ((TimeUnit.WEEK, Fraction(1)),),
}


def _pay() -> tuple[Frame, ...]:
    """Pay by the time worked: "Hana earns $12 per hour", "she worked 5 hours on Friday" — what
    she earns, and her money, grow by the time times the pay. A rate holds throughout: no tense."""
    frames: list[Frame] = []
    for clock in PAY_CLOCKS:
        pay = f"P.pay/{clock}"
        for unit, share in _CLOCK_UNITS[clock]:
            per = f"$N per|a|an|each|every {unit.value}"
            stated = f"{share.numerator}*{pay} = {share.denominator}*N"  # "$1 a minute" is $60 an hour
            frames += [
                Frame(f"P earns|makes|gets|receives {per}", stated, Tense.NONE),
                Frame(f"P is|was|gets|got paid {per}", stated, Tense.NONE),
            ]
        worked = f"P.earnings' = P.earnings + T/{clock}*{pay} ; P.money' = P.money + T/{clock}*{pay}"
        for works, tense in (("works", Tense.PRESENT), ("worked", Tense.PAST)):
            frames += [
                Frame(f"[then] P [also|then] {works} [for] T/{clock}", worked, tense),
                Frame(f"[then] P [also|then] {works} [for] T/{clock} on {_WEEKDAYS}", worked, tense),
            ]
    return tuple(frames) + _schedules()


def _schedules() -> tuple[Frame, ...]:
    """How long one works each day or week, which ties the pay clocks together only as told:
    "she works 8 hours a day" makes a day's pay 8 hours' pay, "5 days a week" a week's pay 5
    days' — never a day of 24 hours, nor a week of 7 working days. A schedule is a habit: no
    tense, and no earnings until it is worked for a while ("8 hours a day for 5 days")."""
    day, week = f"{_PER} day", f"{_PER} week"
    hours_a_day, days_a_week = "P.pay/day = T/hour*P.pay/hour", "P.pay/week = T/day*P.pay/day"
    worked = "P.earnings' = P.earnings + T/hour*T/day*P.pay/hour ; P.money' = P.money + T/hour*T/day*P.pay/hour"
    frames: list[Frame] = []
    for works in ("works|worked", "is|was working"):
        frames += [
            Frame(f"P {works} [for] T/hour {day}", hours_a_day, Tense.NONE),
            Frame(f"P {works} [for] T/hour {week}", "P.pay/week = T/hour*P.pay/hour", Tense.NONE),
            Frame(f"P {works} [for] T/day {week}", days_a_week, Tense.NONE),
            *(
                Frame(f"P {works} [for] T/hour {day}{joint}T/day {week}", f"{hours_a_day} ; {days_a_week}", Tense.NONE)
                for joint in (" ", " , ", " for ", " and ")
            ),
            Frame(f"P {works} [for] T/hour {day} for T/day", worked, Tense.NONE),
        ]
    return tuple(frames)


# What each container holds ("each box has 12 pencils"): no fact by itself, but one about every
# person the text gives such containers, which the reader makes (`relations`).
CONTAINER_HOLDS: Final = "G.I = M"


def _containers() -> tuple[Frame, ...]:
    return (
        Frame("each|every G has|had|contains|contained|holds|held M ITEMS", CONTAINER_HOLDS, Tense.NONE),
        # Any one thing the text counts, and what each has: "each flower has 4 petals".
        Frame("each|every H has|had M ITEMS", CONTAINER_HOLDS, Tense.NONE),
        Frame("there are|were M ITEMS in each|every G", CONTAINER_HOLDS, Tense.NONE),
        # What packs of one kind hold: "the blue socks come in packs of 4"
        Frame("the ITEMS come|came in G of M", CONTAINER_HOLDS, Tense.NONE),
    )


def _parts() -> tuple[Frame, ...]:
    """Parts of what someone holds: "20% of them are hens, 30% are cows, and the rest are
    geese"; "2 thirds of the socks are white"; "the rest of her butterflies are black"."""
    frames: list[Frame] = []
    for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST)):
        for part in ("ADJ", "PARTS"):
            # "… at school": the scene's; "of Ivy's dolls", "of her butterflies": that person's
            for of in ("", " of them", " of the ITEMS", " of the ITEMS PLACE", " of P's ITEMS"):
                frames += [
                    Frame(f"F{of} {are} {part}", "P.J = F*P.I", tense),
                    Frame(f"N{of} {are} {part}", "P.J = N", tense),
                    # "4 more than half the pigs are white"
                    Frame(f"N more than F{of} {are} {part}", "P.J = F*P.I + N", tense),
                    Frame(f"N fewer|less than F{of} {are} {part}", "P.J = F*P.I - N", tense),
                ]
            frames.append(Frame(f"N ITEMS {are} {part}", "P.J = N", tense))  # "4 flowers are red"
            for rest in (
                "the rest",
                "the rest of them",
                "the rest of the ITEMS",
                "the rest of P's ITEMS",
                "the remaining ITEMS",
            ):
                frames.append(Frame(f"{rest} {are} {part}", REST, tense))
        # Of the place's things, told as the place's: "one-fourth of the box contains oranges"
        contains = "contains|holds" if tense is Tense.PRESENT else "contained|held"
        frames.append(Frame(f"F of SITE {contains} PARTS", "P.J = F*P.I", tense))
    return tuple(frames)


def _scene() -> tuple[Frame, ...]:
    """What a place holds, told of nobody: "there are 30 students in the class", "in the jar,
    there are 9 red buttons", "there are twice as many otters as seals at the zoo". A
    problem has one such place, its scene (`S`); the reader refuses a second, and people beside it."""
    told = (
        ("N ITEMS", "S.I = N"),
        ("N total ITEMS", "S.I = N"),  # "there are 40 total ducks"
        ("K as many ITEMS as OTHERS", "S.I = K*S.J"),
        ("N more ITEMS than OTHERS", "S.I = S.J + N"),
        ("N fewer|less ITEMS than OTHERS", "S.I = S.J - N"),
        ("N more than K as many ITEMS as OTHERS", "S.I = K*S.J + N"),  # "5 less than 9 times as many hens as roosters"
        ("N fewer|less than K as many ITEMS as OTHERS", "S.I = K*S.J - N"),
        ("N more ITEMS than K the number of OTHERS", "S.I = K*S.J + N"),
        ("N fewer|less ITEMS than K the number of OTHERS", "S.I = K*S.J - N"),
        ("N more ITEMS than K the OTHERS", "S.I = K*S.J + N"),  # "4 less green pens than double the black pens"
        ("N fewer|less ITEMS than K the OTHERS", "S.I = K*S.J - N"),
        ("K as many ITEMS as there are|were OTHERS", "S.I = K*S.J"),
        ("N ITEMS and K as many OTHERS", "S.I = N ; S.J = K*S.I"),
        ("N ITEMS for each|every OTHER", "S.I = N*S.J"),  # "5 kangaroos for each koala"
        ("N ITEMS for every M OTHERS", "M*S.I = N*S.J"),
    )
    frames = [
        Frame(pattern, template, tense)
        for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
        for said, template in told
        for sale in ("", " for sale")  # "there are 5 rabbits and 8 parrots for sale": no fewer of them
        for pattern in (
            f"there {are} [also] {said}{sale}",
            f"there {are} [also] {said}{sale} PLACE",
            f"PLACE [,] there {are} {said}{sale}",
        )
    ]
    frames += [  # the place as the subject: "a park has 14 swans and twice as many ducks"
        Frame(f"SITE [also] {has} {said}", template, tense)
        for has, tense in (("has|contains", Tense.PRESENT), ("had|contained", Tense.PAST))
        for said, template in (*told, ("N ITEMS and M OTHERS", "S.I = N ; S.J = M"))
    ]
    frames += [  # "there are 40 cows at a ranch and twice as many horses"
        Frame(f"there {are} N ITEMS PLACE and K as many OTHERS", "S.I = N ; S.J = K*S.I", tense)
        for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
    ]
    frames += [  # "the total number of pupils in the school is 180", "the number of boys is 300"
        Frame(f"the [total] number of ITEMS {where}{is_} N", "S.I = N", tense)
        for is_, tense in (("is", Tense.PRESENT), ("was", Tense.PAST))
        for where in ("", "PLACE ")
    ]
    frames += [  # "the number of tanks is 5 times the number of trucks", "… 20% more than the number of pines"
        Frame(f"the number of ITEMS {where}{is_} {than} the number of OTHERS{there}", template, tense)
        for is_, tense in (("is", Tense.PRESENT), ("was", Tense.PAST))
        for where, there in (("", ""), ("PLACE ", ""), ("", " PLACE"))
        for than, template in (
            ("K", "S.I = K*S.J"),
            ("K as many as", "S.I = K*S.J"),
            ("N more than", "S.I = S.J + N"),
            ("N fewer|less than", "S.I = S.J - N"),
            ("F more than", "S.I = S.J + F*S.J"),
            ("F fewer|less than", "S.I = S.J - F*S.J"),
        )
    ]
    return tuple(frames)


# What takes things from the scene, told of the things: "5/6 of the nuts were eaten", "3 were
# thrown away". Not "broken" or "damaged" (a broken egg may still be counted among the eggs), nor
# "picked" (into the basket, or out of it?); "taken", "thrown" and "given" only with "away" or
# "out" ("5 photos were taken" made them).
_TAKEN: Final = ("eaten|sold|used|removed|lost|harvested|stolen [away|out]", "taken|thrown|given away|out")
# What things do that takes them from the scene: "a third of them flew away", "if 5 doctors
# quit". Not "burst" or "died": burst tomatoes and dead fish may still be in the basket or the
# tank; nor "left", which may be what remains ("5 students left"). "Quit" is of either time.
_GONE: Final = (
    ("escape", Tense.PRESENT), ("escaped", Tense.PAST), ("fly away", Tense.PRESENT), ("flew away", Tense.PAST),
    ("run away", Tense.PRESENT), ("ran away", Tense.PAST), ("leave", Tense.PRESENT), ("quit", Tense.NONE),
    ("drop out", Tense.PRESENT), ("dropped out", Tense.PAST),
)  # fmt: skip


def _scene_changes() -> tuple[Frame, ...]:
    """Some of what the scene holds is taken, or goes: "if 3/4 of the figs were eaten", "3 birds
    flew away", "40% are harvested", "if 5 doctors and 2 nurses quit". A share is of the count as
    it stands."""
    lost = (
        ("N ITEMS", "S.I' = S.I - N"), ("N of them", "S.I' = S.I - N"), ("N of the ITEMS", "S.I' = S.I - N"),
        ("F of them", "S.I' = S.I - F*S.I"), ("F of the ITEMS", "S.I' = S.I - F*S.I"), ("F", "S.I' = S.I - F*S.I"),
        ("N ITEMS and M OTHERS", "S.I' = S.I - N ; S.J' = S.J - M"),
    )  # fmt: skip
    frames = [
        Frame(f"[then] {what} {are} [then] {taken}", template, tense)
        for what, template in lost
        for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
        for taken in _TAKEN
    ]
    frames += [
        Frame(f"[then] {what} {gone}", template, tense)
        for what, template in lost
        for gone, tense in _GONE
        if what != "F"  # "40% died": of what?
    ]
    return tuple(frames)


def _ratios() -> tuple[Frame, ...]:
    """Two counts in a ratio: of two kinds at the scene ("the ratio of boys to girls in the class
    is 3:5"), of one kind held by two people ("the ratio of Chloe's wins to Max's wins is 8:3"),
    of two kinds one person has ("Odile has hens and ducks in the ratio of 3:7")."""
    frames: list[Frame] = []
    for is_, tense in (("is", Tense.PRESENT), ("was", Tense.PAST)):
        frames += [
            Frame(f"the ratio of ITEMS to OTHERS {is_} R", "S.I = R*S.J", tense),
            Frame(f"the ratio of ITEMS to OTHERS PLACE {is_} R", "S.I = R*S.J", tense),
            Frame(f"the ratio of P's ITEMS to Q's ITEMS {is_} R", "P.I = R*Q.I", tense),
        ]
    for has, tense in _HAS:
        frames.append(Frame(f"P {has} ITEMS and OTHERS in the|a ratio [of] R", "P.I = R*P.J", tense))
    return tuple(frames)


# Frames that tell no quantity, nor anything one holds: a person named only in them holds
# nothing the text counts (`relations._scene`), and a place one starts there is no kind held
# (`relations._sets_up_a_place`).
_SETTINGS: Final = _settings()
SETTING_PATTERNS: Final = frozenset(frame.pattern for frame in _SETTINGS)  # a frame's pattern names it

STATEMENTS: Final[tuple[Frame, ...]] = (
    _possession()
    + _ages()
    + _sizes()
    + _money()
    + _events()
    + _prices()
    + _containers()
    + _pay()
    + _errands()
    + _SETTINGS
    + _payments()
    + _outings()
    + _parts()
    + _deeds()
    + _sliced()
    + _two_kinds()
    + _wants()
    + _rates()
    + _at_first()
    + _scene()
    + _scene_changes()
    + _ratios()
    + _discounts_and_tax()
    + _paces()
    + _goals()
    + _needs()
)
# The verbs an event frame opens with after its subject ("bought", "gives away"): a clause that
# opens with one after "and" or "," shares the subject of the clause before.
EVENT_VERBS: Final = frozenset(
    verb.split("|")[0]
    for frame in STATEMENTS
    if frame.changes and frame.elements[0] in ("P", "[then]") and "P" in frame.elements
    for verb in [next(e for e in frame.elements[frame.elements.index("P") + 1 :] if not e.startswith("["))]
    if verb not in _SLOTS
)


_WHAT_IS: Final = ("what is", "what's", "calculate", "find")  # what a question asks a value with


def _size_questions() -> tuple[Frame, ...]:
    """How tall, or heavy, one is; two compared; everyone's together — in the text's unit, which
    a question naming a unit must name too (a frame per unit: the reader checks them alike)."""
    positive, now = Sign.POSITIVE, Tense.PRESENT
    frames: list[Frame] = []
    for size, units in SIZE_UNITS.items():
        more, less = ("taller", "shorter") if size == HEIGHT else ("heavier", "lighter")
        asked = [
            ("how tall is P" if size == HEIGHT else "how much does P weigh", f"P.{size}"),
            *((f"{what} P's {size}", f"P.{size}") for what in _WHAT_IS),  # "find Carl's weight"
            *((f"{what} the {size} of P", f"P.{size}") for what in _WHAT_IS),
            (f"how much {more} is P than Q", f"P.{size} - Q.{size}"),
            (f"how much {less} is P than Q", f"Q.{size} - P.{size}"),
            *((f"{what} their combined|total {size}", f"ALL.{size}") for what in _WHAT_IS),
            *(
                (f"{what} {average}", f"{MEAN}*ALL.{size}")
                for what in _WHAT_IS
                for average in (f"their average {size}", f"the average {size} of|for THEY")
            ),
        ]
        frames += [Frame(ask, target, now, positive) for ask, target in asked]
        for unit in units:  # "in feet": the text's unit, or refused
            frames += [
                Frame(f"{ask}{comma} in {unit}", target, now, positive) for ask, target in asked for comma in ("", " ,")
            ]
            many = f"how many {unit} tall is P" if size == HEIGHT else f"how many {unit} does P weigh"
            frames.append(Frame(many, f"P.{size}", now, positive))
            if size == WEIGHT:  # "how many pounds do Kofi and Lars weigh together"
                frames.append(Frame(f"how many {unit} do PP weigh [{_TOGETHER}]", "PP.weight", now, positive))
        if size == WEIGHT:
            frames.append(Frame(f"how much do PP weigh [{_TOGETHER}]", "PP.weight", now, positive))
    return tuple(frames)


# How a question asks a count of what was done: of its items, of the text's one kind of item
# ("how many did Eliot get"), or "how far" in the text's one unit of distance
# (`vocabulary.DISTANCES`; the reader checks it is one).
_HOW_MANY: Final = ("how many ITEMS", "how many total ITEMS", "how many", "how far")


def _questions() -> tuple[Frame, ...]:
    """Counts, with the items named or — where the text counts one kind of item — not; ages."""
    positive = Sign.POSITIVE
    frames: list[Frame] = []
    for items in ("ITEMS ", ""):  # "how many apples does Tom have", "how many does Tom have"
        frames += [
            Frame(f"how many {items}does P [currently] have", "P.I", Tense.PRESENT),
            Frame(f"how many {items}does P have PLACE", "P.I", Tense.PRESENT),
            Frame(f"how many {items}does P have in all|total PLACE", "P.I", Tense.PRESENT),
            Frame(f"how many {items}does P have PLACE in all|total", "P.I", Tense.PRESENT),
            Frame(f"how many {items}does P have now", "P.I", Tense.NONE),
            Frame(f"how many {items}does P now have", "P.I", Tense.NONE),
            Frame(f"how many {items}does P have left|remaining", "P.I", Tense.NONE, after_changes=True),
            Frame(f"how many {items}does P still have", "P.I", Tense.NONE, after_changes=True),  # "still": after them
            Frame(f"how many {items}did P have left", "P.I", Tense.NONE, after_changes=True),  # after, said past
            Frame(f"how many {items}did P keep", "P.I", Tense.NONE, after_changes=True),
            # What is left said of who keeps it: "how many pencils are left with Harry", "… remain with Mary";
            # not "left for Neil", which may be what a pool left for him holds, not what he has
            Frame(f"how many {items}are|were left with P", "P.I", Tense.NONE, after_changes=True),
            Frame(f"how many {items}remain|remained with P", "P.I", Tense.NONE, after_changes=True),
            Frame(f"how many {items}does|did P remain with", "P.I", Tense.NONE, after_changes=True),
            Frame(f"how many {items}did P have", "P.I", Tense.PAST),
            Frame(f"how many {items}does P have in total|all", "P.I", Tense.PRESENT),
            Frame(f"how many {items}does P have altogether|total", "P.I", Tense.PRESENT),
            Frame(f"how many total {items}does P have", "P.I", Tense.PRESENT),
            Frame(f"how many {items}do|does PP have [{_TOGETHER}]", "PP.I", Tense.PRESENT),
            Frame(f"how many {items}do|does PP have in total|all", "PP.I", Tense.PRESENT),
            Frame(f"how many {items}do|does THEY have {_TOGETHER}", "ALL.I", Tense.PRESENT),  # "does all of them"
            Frame(f"how many {items}do THEY have", "ALL.I", Tense.PRESENT),
            # The whole asked before its verb: "how many toys in total does Anika have"
            Frame(f"how many {items}in total|all does P have", "P.I", Tense.PRESENT),
            Frame(f"how many {items}in total|all do PP have [together]", "PP.I", Tense.PRESENT),
            Frame(f"how many {items}in total|all do THEY have [together]", "ALL.I", Tense.PRESENT),
            Frame(f"how many {items}in total|all do THEY have left", "ALL.I", Tense.NONE, after_changes=True),
            Frame(f"how many total {items}do PP have|own [together]", "PP.I", Tense.PRESENT),
            Frame(f"how many total {items}do THEY have|own [together]", "ALL.I", Tense.PRESENT),
            Frame(f"how many total {items}do THEY have|own put together", "ALL.I", Tense.PRESENT),
            Frame(f"how many {items}do|does THEY have in total|all", "ALL.I", Tense.PRESENT),
            Frame(f"how many {items}did PP have [{_TOGETHER}]", "PP.I", Tense.PAST),
            Frame(f"how many {items}did THEY have {_TOGETHER}", "ALL.I", Tense.PAST),
            Frame(f"how many {items}did THEY have in total|all", "ALL.I", Tense.PAST),
            Frame(f"how many more {items}does P have [more] than Q [does]", "P.I - Q.I", Tense.PRESENT, positive),
            Frame(f"how many more {items}than Q does P have", "P.I - Q.I", Tense.PRESENT, positive),
            Frame(f"how many more {items}than Q does P have now", "P.I - Q.I", Tense.NONE, positive),
            Frame(f"how many more {items}does P have compared to|with Q", "P.I - Q.I", Tense.PRESENT, positive),
            Frame(f"how many fewer {items}does P have than Q [does]", "Q.I - P.I", Tense.PRESENT, positive),
            # Than the one other person the text counts (`relations`): "how many more buttons does Cy have"
            Frame(f"how many more {items}does P have", "P.I - Q.I", Tense.PRESENT, positive),
            Frame(f"how many fewer {items}does P have", "Q.I - P.I", Tense.PRESENT, positive),
            Frame(f"how many more {items}did P have than Q [did]", "P.I - Q.I", Tense.PAST, positive),
        ]
    frames += [  # the whole less a part: "how many of her cars are not red"
        Frame(f"how many of P's ITEMS {are} not {part}", "P.I - P.J", tense)
        for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
        for part in ("PARTS", "ADJ")
    ]
    frames += [  # after everyone shared equally (`Frame.shares_equally`): a share
        Frame("how many ITEMS will|does|would each of them have|get", f"{EACH}*ALL.I", Tense.NONE),
        Frame("how many ITEMS will|does|would each ONE of them have|get", f"{EACH}*ALL.I", Tense.NONE),
        Frame("how many ITEMS does|will|would P get", f"{EACH}*ALL.I", Tense.NONE),
        Frame("how much money will|does|would each of them have|get", f"{EACH}*ALL.money", Tense.NONE),
        Frame("how much money does|will|would each get", f"{EACH}*ALL.money", Tense.NONE),
        Frame("how much money does|will|would P get", f"{EACH}*ALL.money", Tense.NONE),
    ]
    frames.append(Frame("what is the number of P's ITEMS", "P.I", Tense.PRESENT))
    for what in _WHAT_IS:  # "calculate the total number of stickers that the 3 have"
        for total, measure in (("the [total] number of ITEMS", "I"), ("the total amount of money", "money")):
            frames += [
                Frame(f"{what} {total} [that] P has", f"P.{measure}", Tense.PRESENT),
                Frame(f"{what} {total} [that] PP have [{_TOGETHER}]", f"PP.{measure}", Tense.PRESENT),
                Frame(f"{what} {total} [that] THEY have [{_TOGETHER}]", f"ALL.{measure}", Tense.PRESENT),
            ]
    frames += [  # of one's own two kinds: "how many more apples than oranges does Tom have"
        Frame("how many more ITEMS than OTHERS does P have", "P.I - P.J", Tense.PRESENT, positive),
        Frame("how many more ITEMS than OTHERS does P have now", "P.I - P.J", Tense.NONE, positive),
        Frame("how many more ITEMS does P have than OTHERS", "P.I - P.J", Tense.PRESENT, positive),
        Frame(
            "how many more ITEMS does P still have than OTHERS", "P.I - P.J", Tense.NONE, positive, after_changes=True
        ),
        Frame("how many fewer ITEMS than OTHERS does P have", "P.J - P.I", Tense.PRESENT, positive),
    ]
    frames += [
        Frame("how old is P [now|today|currently]", "P.age", Tense.PRESENT, positive),
        Frame("how old , in years , is P", "P.age", Tense.PRESENT, positive),
        Frame("how many years old is P [now]", "P.age", Tense.PRESENT, positive),
        *(
            Frame(f"{what} {age}", "P.age", Tense.PRESENT, positive)
            for what in _WHAT_IS
            for age in ("P's [current|present] age [now|currently]", "the [current|present] age of P [now|currently]")
        ),
        *(  # "calculate Juanico's age 30 years from now"
            Frame(f"{what} P's age {later}", "P.age + N", Tense.NONE, positive)
            for what in _WHAT_IS
            for later in ("N years from now", "in N years")
        ),
        Frame("how old will P be in|after N years", "P.age + N", Tense.NONE, positive),
        Frame("how old will P be N years from now", "P.age + N", Tense.NONE, positive),
        Frame("in N years , how old will P be", "P.age + N", Tense.NONE, positive),
        Frame("how old will P be next year", "P.age + 1", Tense.NONE, positive),
        Frame("how old was P N years ago", "P.age - N", Tense.NONE, positive),
        Frame("how old was P last year", "P.age - 1", Tense.NONE, positive),
        Frame("how old was P a year ago", "P.age - 1", Tense.NONE, positive),
        Frame("how old will P be in a year", "P.age + 1", Tense.NONE, positive),
        # At the time another reaches an age: as much older as the other will have grown.
        *(
            Frame(pattern, "P.age + M - Q.age", Tense.NONE, positive, ahead="M - Q.age")
            for when in ("when Q is|turns M [years] [old] [himself|herself]",)
            for pattern in (
                f"how old will P be {when}",
                f"how old is P going to be {when}",
                f"{when} , how old will P be [in] [years]",
            )
        ),
        Frame("how old was P when Q was M [years] [old]", "P.age - Q.age + M", Tense.NONE, positive, ahead="Q.age - M"),
        Frame("how old was P when Q was born", "P.age - Q.age", Tense.NONE, positive),
        Frame("how many years older is P than Q", "P.age - Q.age", Tense.PRESENT, positive),
        *(  # "what is the age difference between Jo and her sister"
            Frame(
                f"{what} the [current|present] age difference between P and Q",
                "P.age - Q.age",
                Tense.PRESENT,
                Sign.MAGNITUDE,
            )
            for what in (*_WHAT_IS, "how big is", "how large is")
        ),
        Frame("how many years younger is P than Q", "Q.age - P.age", Tense.PRESENT, positive),
        *(  # Some years on, each is that much older: "in 5 years, how many years older is Ann's uncle than her"
            Frame(pattern, template, Tense.PRESENT, positive)
            for older, template in (("older", "P.age + N - Q.age - N"), ("younger", "Q.age + N - P.age - N"))
            for pattern in (
                f"in N years , how many years {older} is|will P [be] than Q",
                f"how many years {older} will P be than Q in N years",
            )
        ),
        *(
            Frame(f"how much {older} is P than Q{now}", template, Tense.PRESENT, positive)
            for older, template in (("older", "P.age - Q.age"), ("younger", "Q.age - P.age"))
            for now in ("", " [right] now", " , [right] now , in years", " , in years", " in years")
        ),
        *(  # "what is the total of their ages", "what is their combined age"
            Frame(f"{what} {sum_of}", "ALL.age", Tense.PRESENT, positive)
            for what in ("what is", "what's")
            for sum_of in (
                "the sum|total of their [present|current] ages [now]",
                "their total|combined [present|current] age [now]",
                "the sum|total of the ages of THEY [now]",
            )
        ),
        *(  # "what is their average age", "what is the average age of the three of them"
            Frame(f"{what} {average}", f"{MEAN}*ALL.age", Tense.PRESENT, positive)
            for what in _WHAT_IS
            for average in ("their average [present|current] age", "the average [present|current] age of THEY")
        ),
        # Everyone's ages in some years: each is that much older ("what will be their total age in 6 years").
        *(
            Frame(f"{what} {sum_of} {when}", f"ALL.age + N*{HEADS}", Tense.NONE, positive)
            for what in ("what will be", "what is", "what's")
            for sum_of in ("the sum|total of their ages", "their total|combined age")
            for when in ("in N years", "N years from now")
        ),
        *(  # "what will their combined age be in 7 years"
            Frame(pattern, f"ALL.age + N*{HEADS}", Tense.NONE, positive)
            for sum_of in ("the sum|total of their ages", "their total|combined age")
            for pattern in (f"what will {sum_of} be in N years", f"in N years , what will {sum_of} be")
        ),
        # Two people's ages in some years: each is that much older.
        *(
            Frame(pattern, "P.age + Q.age + 2*N", Tense.NONE, positive)
            for be in ("is", "will be")
            for pattern in (
                f"in N years , what {be} the sum of the ages of P and Q",
                f"what {be} the sum of the ages of P and Q in N years",
            )
        ),
        # How many years until an age: each is a year older each year ("in how many years will
        # Ann be 25", "… will their combined age be 44": all of them together grow by their number).
        *(
            Frame(f"in how many years will {who} be M [years] [old]", template, Tense.NONE, positive)
            for who, template in (
                ("P", "M - P.age"),
                ("P's age", "M - P.age"),
                ("their total|combined age", f"{MEAN}*M - {MEAN}*ALL.age"),
                ("the sum|total of their ages", f"{MEAN}*M - {MEAN}*ALL.age"),
            )
        ),
        Frame("in how many years will P turn M [years] [old]", "M - P.age", Tense.NONE, positive),
        *_size_questions(),
        *(
            frame
            for money in ("money", "money , in dollars ,", "money in dollars")
            for frame in (
                Frame(f"how much {money} does P have", "P.money", Tense.PRESENT),
                Frame(f"how much {money} does P have now", "P.money", Tense.NONE),
                Frame(f"how much {money} does|did P have left", "P.money", Tense.NONE, after_changes=True),
                Frame(f"how much {money} did P have", "P.money", Tense.PAST),
            )
        ),
        # "How much" of what one has left: of money, as "how much do they have together" is.
        Frame("how much does|did P have left", "P.money", Tense.NONE, after_changes=True),
        Frame("how much is left of P's money", "P.money", Tense.NONE, after_changes=True),
        *(
            Frame(f"how much of P's money {left}", "P.money", Tense.NONE, after_changes=True)
            for left in ("remains", "is left")
        ),
        Frame("how much [money] is left in P's account", "P.money", Tense.NONE, after_changes=True),
        # "how much do they have together": of money, the one thing "how much" asks that a person has
        Frame(f"how much [money] do PP have [{_TOGETHER}]", "PP.money", Tense.PRESENT),
        Frame("how much [money] do PP have in total|all", "PP.money", Tense.PRESENT),
        Frame(f"how much [money] do THEY have {_TOGETHER}", "ALL.money", Tense.PRESENT),
        Frame("how much [money] do THEY have in total|all", "ALL.money", Tense.PRESENT),
        Frame("how much more money does P have than Q [does]", "P.money - Q.money", Tense.PRESENT, positive),
        Frame("how much less money does P have than Q [does]", "Q.money - P.money", Tense.PRESENT, positive),
    ]
    # Spending and earnings are totals over the purchases and sales the text tells, whenever
    # they were: no tense.
    for asked in ("how much [money] did|does|will", "how many dollars did|does|will"):
        for whole in ("", " in total|all", " altogether|total", " for everything"):
            frames += [
                Frame(f"{asked} P spend|pay{whole}", "P.spending", Tense.NONE),
                Frame(f"{asked} P have to pay{whole}", "P.spending", Tense.NONE),  # what one must pay, paid
                Frame(f"{asked} PP spend|pay{whole}", "PP.spending", Tense.NONE),
                Frame(f"{asked} THEY spend|pay{whole}", "ALL.spending", Tense.NONE),
            ]
            frames += [  # on one kind of item: only where every purchase names its items (`relations`)
                Frame(f"{asked} P spend|pay on|for {which}ITEMS{whole}", "P.spent_on", Tense.NONE)
                for which in ("[the] ", "HIS ")  # "for his guitar"
            ]
        frames += [  # "how much more did Pia spend on books than on magazines"
            Frame(
                f"{asked.replace('much', 'much more').replace('many dollars', 'many more dollars')} P {pay} "
                f"{on} [the] ITEMS than {on} [the] OTHERS",
                f"P.spent_on - P.spent_on{OTHER_KIND}",
                Tense.NONE,
                Sign.POSITIVE,
            )
            for pay, on in (("spend", "on"), ("pay", "for"))
        ]
        # A schedule's pay (`_schedules`): "how much does she earn in a week", "… in 3 weeks"
        for clock in ("day", "week"):
            for earn in ("make", "earn"):
                frames += [
                    Frame(f"{asked} P {earn} {_PER} {clock}", f"P.pay/{clock}", Tense.NONE),
                    Frame(f"{asked} P {earn} in a|one {clock}", f"P.pay/{clock}", Tense.NONE),
                    Frame(f"{asked} P {earn} in T/{clock}", f"T/{clock}*P.pay/{clock}", Tense.NONE),
                ]
        # "this week": the week of the weekdays the text tells; any other time is unread.
        for whole in ("", " in total|all", " altogether|together|total", " this week"):
            frames += [
                Frame(f"{asked} {who} {earn}{whole}", f"{whose}.earnings", Tense.NONE)
                for who, whose in (("P", "P"), ("PP", "PP"), ("THEY", "ALL"))
                for earn in ("make", "earn")  # apart: "make" may be the profit (`relations`)
            ]
    # Against what one needs (`_needs`): "how many more paper cups does she need", "should he buy"
    frames += [
        Frame(f"how many more ITEMS {needs}", f"P.{GOAL_OF}{NEEDED} - P.I", Tense.NONE, Sign.POSITIVE)
        for needs in ("does|will P need", "does|will P need to buy|get", "should|must P buy|get")
    ]
    # Against a goal (`_goals`): "how many more rolls does Tory need to sell"
    frames += [
        Frame(
            f"how many more{items} does|will P need|have to {verb.base}{goal}",
            f"P.{GOAL_OF}{_BASE[verb.base]} - P.{_BASE[verb.base]}",
            Tense.NONE,
            Sign.POSITIVE,
        )
        for verb in _DONE
        if verb.base in _GOAL_DEEDS
        for items in (" ITEMS", "")
        for goal in ("", " to reach|meet|hit HIS goal")
    ]
    for verb in _DONE:
        key, did = verb.past.replace(" ", "_"), verb.base
        done = _PARTICIPLES.get(verb.base, verb.past)
        for whole in ("", " in all|total", " altogether|together|total", " so far"):
            frames += [  # "how many cookies have Remy and Zoe made altogether"
                Frame(f"how many ITEMS has|have P {done}{whole}", f"P.{key}", Tense.NONE),
                Frame(f"how many ITEMS have PP {done}{whole}", f"PP.{key}", Tense.NONE),
                Frame(f"how many ITEMS have THEY {done}{whole}", f"ALL.{key}", Tense.NONE),
                Frame(f"between them , how many ITEMS have THEY {done}{whole}", f"ALL.{key}", Tense.NONE),
            ]
        if verb in _DEEDS:  # "how many miles does Cole run": what he does, as a habit
            frames += [Frame(f"{asked} does P {did}", f"P.{key}", Tense.PRESENT) for asked in _HOW_MANY]
        # "what percentage of the kites did Ulla make": of everyone's
        frames.append(
            Frame(f"what percentage|percent of the ITEMS did P {did}", f"P.{key}", Tense.NONE, whole=f"ALL.{key}")
        )
        for whole in ("", " in all|total", " altogether|together|total"):
            frames += [
                *(Frame(f"{asked} did P {did}{whole}", f"P.{key}", Tense.NONE) for asked in _HOW_MANY),
                Frame(f"how many ITEMS did PP {did}{whole}", f"PP.{key}", Tense.NONE),
                Frame(f"how many ITEMS did THEY {did}{whole}", f"ALL.{key}", Tense.NONE),
                # "what's the total number of eels they caught together"
                *(
                    Frame(f"{what} the total number of ITEMS {who} {verb.past}{whole}", f"{whose}.{key}", Tense.NONE)
                    for what in _WHAT_IS
                    for who, whose in (("P", "P"), ("PP", "PP"), ("THEY", "ALL"))
                ),
            ]
        frames += [  # "how many cupcakes did she bake in the morning", "… more on Tuesday than on Monday"
            *(Frame(f"{asked} did P {did} W", f"P.{key}{SLICED}1", Tense.NONE) for asked in _HOW_MANY),
            # "… over the 3 days", "in total in the 3 days": the days told, and all that was done on them
            *(
                Frame(f"{asked} {did_p} {whole}{over} the|these|those N days", f"P.{key}", Tense.NONE)
                for asked in _HOW_MANY
                for did_p in (f"did P {did}", f"has P {done}")
                for whole in ("", "in total ", "total ", ", in total , ")
                for over in ("over|in|during|across|for", "by the end of")
            ),
            Frame(
                f"how many more ITEMS did P {did} W than W",
                f"P.{key}{SLICED}1 - P.{key}{SLICED}2",
                Tense.NONE,
                positive,
            ),
        ]
        frames += [
            Frame(
                f"how many more ITEMS did|does P {did} than Q [did|does]", f"P.{key} - Q.{key}", Tense.NONE, positive
            ),
            Frame(
                f"how many fewer ITEMS did|does P {did} than Q [did|does]", f"Q.{key} - P.{key}", Tense.NONE, positive
            ),
            # The money found in coins (`relations`): "in dollars, how much money did she find"
            *(
                Frame(f"{asked} did P {did}{whole}", f"P.{MONEY}:{key}", Tense.NONE)
                for asked in ("how much money", "in dollars , how much money", "how much money , in dollars ,")
                for whole in ("", " in total|all", " altogether")
                if did == "find"
            ),
            # Than the one other person the text names (`relations`): "how many more poems did Ivo write"
            Frame(f"how many more ITEMS did|does P {did}", f"P.{key} - Q.{key}", Tense.NONE, positive),
            Frame(f"how many fewer ITEMS did|does P {did}", f"Q.{key} - P.{key}", Tense.NONE, positive),
        ]
        own = f"P.{key} - P.{key}{OTHER_KIND}"  # "how many more red balls than yellow balls did Kate buy"
        frames += [
            Frame(f"how many more ITEMS than OTHERS did|does P {did}", own, Tense.NONE, positive),
            Frame(f"how many more ITEMS did|does P {did} than OTHERS", own, Tense.NONE, positive),
        ]
    for clock in _CLOCKS:  # "how many hours would it take her to read 90 pages"
        took = f"N*P.VT/{clock.value}"
        for it in ("will|does|would it take P:OBJ", "will|does|would it take for P:OBJ", "will|does|would P take"):
            frames += [
                Frame(f"how many {clock.value}s {it} to VERB N ITEMS", took, Tense.NONE, positive),
                Frame(f"how long , in {clock.value}s , {it} to VERB N ITEMS", took, Tense.NONE, positive),
            ]
    return (*frames, *_cost_questions())


# What some items would cost, bought at their prices: "4 notebooks", "a table and 4 chairs".
_BASKETS: Final = (
    ("N ITEMS", "N*I.price"),
    ("a|an|one ITEM", "I.price"),
    ("N ITEMS and M OTHERS", "N*I.price + M*J.price"),
    ("N ITEMS and a|an|one OTHER", "N*I.price + J.price"),
    ("a|an|one ITEM and M OTHERS", "I.price + M*J.price"),
    ("a|an|one ITEM and a|an|one OTHER", "I.price + J.price"),
)


def _cost_questions() -> list[Frame]:
    """Prices, what some items would cost, what everything bought cost, and the change."""
    timeless, wholes = Tense.NONE, ("", " in total", " altogether|together")
    frames = [
        Frame("how much does|did|will|would a|an|one|each ITEM cost", "I.price", timeless),
        Frame("what is|was the price|cost of a|an|one|each ITEM", "I.price", timeless),
        Frame("what was|is the total cost of everything", "ALL.spending", timeless),
    ]
    frames += [Frame(f"how much did|does everything cost{whole}", "ALL.spending", timeless) for whole in wholes]
    for basket, cost in _BASKETS:
        frames += [Frame(f"how much will|would|does|do|did {basket} cost{whole}", cost, timeless) for whole in wholes]
        frames += [
            Frame(f"how much will|would|does|did it cost to buy {basket}", cost, timeless),
            Frame(f"how much will|would|does|did it cost P to buy {basket}", cost, timeless),
            Frame(f"how much will|would|does|did P pay for {basket}", cost, timeless),
            Frame(f"how much would you pay for {basket}", cost, timeless),
            Frame(f"what is|was|would be the total cost of {basket}", cost, timeless),
        ]
    for at in ("at first", "initially|originally", "in|at the beginning", "to begin|start with", "at the start"):
        frames += [
            Frame(f"how much money did P have {at}", f"P.money{AT_FIRST}", timeless),
            Frame(f"how much money , in dollars , did P have {at}", f"P.money{AT_FIRST}", timeless),
            Frame(f"how much did P have {at}", f"P.money{AT_FIRST}", timeless),
            Frame(f"how many ITEMS did P have {at}", f"P.I{AT_FIRST}", timeless),
        ]
    frames += [  # "how much money did Noemi begin with"
        Frame(f"how much money did P {begin} with", f"P.money{AT_FIRST}", timeless) for begin in ("begin", "start")
    ]
    for unit, asked in _RATE_UNITS.items():
        rate = f"P.V/{unit.value}"
        # A rate on a clock is stated on every clock (`_paced`), so a duration there is read in the
        # unit it is written in, once; a day's and a week's are whole multiples of theirs.
        on_a_clock = unit in _CLOCKS
        duration = f"D/{unit.value}" if on_a_clock else f"R/{unit.value}"
        asked = ((unit, 1),) if on_a_clock else asked
        other = f"Q.V/{unit.value}"
        frames += [
            *(
                Frame(f"{how} does|will|can|could|would P VERB in {duration}", f"{duration}*{rate}", timeless)
                for how in _HOW_MANY
            ),
            # Two paces compared: "how many more pages does Ravi read than Tom in 4 hours", "… in 4
            # hours than Tom", and "… in 4 hours", than the one other person the text names (`relations`)
            *(
                Frame(
                    f"how many more ITEMS does|will|can|could|would P VERB {than}",
                    f"{duration}*{rate} - {duration}*{other}",
                    timeless,
                    Sign.POSITIVE,
                )
                for than in (f"than Q in {duration}", f"in {duration} than Q", f"in {duration}")
            ),
        ]
        for per, times in asked:
            frames += [
                *(
                    Frame(f"{how} does|will|can|would P VERB in a|an|one {per.value}", f"{times}*{rate}", timeless)
                    for how in _HOW_MANY
                ),
                *(
                    Frame(
                        f"how many more ITEMS does|will|can|would P VERB {than}",
                        f"{times}*{rate} - {times}*{other}",
                        timeless,
                        Sign.POSITIVE,
                    )
                    for than in (
                        f"than Q in a|an|one {per.value}",
                        f"in a|an|one {per.value} than Q",
                        f"in a|an|one {per.value}",
                    )
                ),
                Frame(f"how many ITEMS does|will|can|would P VERB {_PER} {per.value}", f"{times}*{rate}", timeless),
            ]
    positive = Sign.POSITIVE
    for more in ("how much more money", "how much more"):
        frames += [
            Frame(f"{more} does|will|did P need", "P.goal - P.money", timeless, positive),
            Frame(f"{more} does|will|did P need to buy it|them|everything", "P.goal - P.money", timeless, positive),
            Frame(f"{more} does|will|did P need to buy the|a|an ITEM", "I.price - P.money", timeless, positive),
            Frame(f"{more} does|will|did P need to buy N ITEMS", "N*I.price - P.money", timeless, positive),
        ]
    for gets in (
        "will|would|does|did|should|must P get|receive [back]",
        ", in dollars , will|would|does|did P get|receive [back]",
    ):
        frames += [
            Frame(f"how much change {gets}", "P.tendered - P.spending", timeless),
            Frame(f"how much change {gets} from a|an|one $N bill", "N - P.spending", timeless),
            Frame(f"how much [money] {gets} in change", "P.tendered - P.spending", timeless),
        ]
    return frames


def _scene_questions() -> tuple[Frame, ...]:
    """How many of one kind, or of two, the scene holds: "how many kittens are there", "how many
    highlighters are in the drawer in all", "how many apples and pears are there in total"."""
    asked = (("ITEMS", "S.I"), ("ITEMS and OTHERS", "S.I + S.J"))
    return (
        tuple(
            Frame(f"how many {what} {are} {where}{whole}", template, tense)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for what, template in asked
            for where in ("there", "there PLACE", "PLACE")
            for whole in ("", " in total|all", " altogether|total|together")
        )
        + tuple(  # "how many cars are in the lot now": after what the text tells
            Frame(f"how many {what} are {where}", template, Tense.NONE)
            for what, template in asked
            for where in ("there now", "there PLACE now", "PLACE now", "there now PLACE")
        )
        + tuple(  # "how many animals does the zoo have"
            Frame(f"how many {what} does|did SITE have{whole}", template, tense)
            for what, template in asked
            for whole in ("", " in total|all", " altogether|total|together")
            for tense in (Tense.NONE,)
        )
        + tuple(  # "calculate the total number of owls in the forest", "what is the number of pens there"
            Frame(f"{what} the [total] number of {items} {where}", template, Tense.PRESENT)
            for what in (*_WHAT_IS, "find out")
            for items, template in asked
            for where in ("there", "PLACE", "there are PLACE", "that are|were there")
        )
        + tuple(  # "how many total wheels are there", "… total pens were in the box"
            Frame(f"how many total {what} {are} {where}", template, tense)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for what, template in asked
            for where in ("there", "there PLACE", "PLACE")
        )
        + tuple(  # "how many stamps in all are there in Ida's album", "… in total are on the island", "… total are"
            Frame(f"how many {what} {whole} {are} {where}", template, tense)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for what, template in asked
            for whole in ("in total|all", "total")
            for where in ("there PLACE", "PLACE")
        )
        + tuple(  # "how many nuts were left [in the bowl]", after the changes: the scene's, or its one holder's
            Frame(f"how many {what} {left}{where}", template.replace("S.", holder), Tense.NONE, after_changes=True)
            for what, template in asked
            for left in ("are|were left", "are|were remaining", "remain", "remained")
            for where, holder in (("", f"{ONLY}."), (" PLACE", "S."))
        )
        + tuple(
            Frame(f"how much money {left}", f"{ONLY}.money", Tense.NONE, after_changes=True)
            for left in ("is|was left", "remains", "remained")
        )
        + tuple(  # "how many of the children are girls", "… are not girls"
            Frame(f"how many of the ITEMS {where}{are} {no}PARTS", template, tense)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for where in ("", "PLACE ")
            for no, template in (("", "S.J"), ("not ", "S.I - S.J"))
        )
        + tuple(  # "how many trees are not oak trees", "how many are not oak trees"
            Frame(f"how many {items}{are} not PARTS{where}", "S.I - S.J", tense)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for items in ("ITEMS ", "")
            for where in ("", " PLACE")
        )
        + tuple(  # "how many cows are not black", "how many of the sweets are not red"
            Frame(f"how many {of}ITEMS {are} not ADJ{where}", "S.I - S.J", tense)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for of in ("", "of the ")
            for where in ("", " PLACE")
        )
        + tuple(  # "what percentage of the flowers are roses", "… are not red", "… in the basket would be apples"
            Frame(f"what percentage|percent of [the] ITEMS {where}{are} {no}{part}", template, tense, whole="S.I")
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST), ("would be", Tense.NONE))
            for where in ("", "PLACE ")
            for part in ("PARTS", "ADJ")
            for no, template in (("", "S.J"), ("not ", "S.I - S.J"))
        )
        + tuple(  # "how many more cats than dogs are there"
            Frame(f"how many {more} ITEMS than OTHERS {are} {where}", template, tense, Sign.POSITIVE)
            for are, tense in (("are", Tense.PRESENT), ("were", Tense.PAST))
            for more, template in (("more", "S.I - S.J"), ("fewer|less", "S.J - S.I"))
            for where in ("there", "there PLACE", "PLACE")
        )
    )


QUESTIONS: Final[tuple[Frame, ...]] = _questions() + _scene_questions()

# Slots and the words a slot can never hold: closed-class words that would change a clause's
# meaning if an ITEMS phrase swallowed them ("5 fewer apples", "5 other apples").
PERSON_SLOTS: Final = ("P", "Q", "O")
POSSESSIVE_SLOTS: Final = ("P's", "Q's", "O's")  # "Tom's": the person, held as P, Q or O
NUMBER_SLOTS: Final = ("N", "M")
MONEY_SLOTS: Final = ("$N", "$M")  # a sum of money, held as N or M
_NOT_MODIFIERS: Final = frozenset(
    (
        "more", "fewer", "less", "many", "much", "few", "extra", "additional", "other", "another",
        "same", "total", "remaining", "left", "old", "older", "younger", "times", "each", "every",
        "all", "both", "some", "any", "no", "only", "just", "about", "nearly", "almost", "over",
        "under", "than", "as", "and", "or", "of", "the", "a", "an", "his", "her", "their", "its",
        "my", "your", "our", "new", "whole", "half", "twice", "double", "single", "first", "last",
        "next", "previous", "own", "several", "enough", "most", "least", "per",
        "money",  # a measure of its own (`MONEY`), never a kind of item
    )
)  # fmt: skip
SUBJECT_PRONOUNS: Final = ("he", "she")
OWN_SLOTS: Final = ("HIS", "HIM", "HE")  # a pronoun that must mean the frame's P
KIN_OF: Final = "~"  # "P~": whose kin the person P is ("his brother Fred"), which names no quantity
# Each own slot's words, held as the subject pronoun the reader resolves.
_PRONOUN_OF: Final = {
    "HIS": {"his": "he", "her": "she"},
    "HIM": {"him": "he", "her": "she"},
    "HE": {"he": "he", "she": "she"},
}
# Money, never items ("dollar bills" are); a count of something, never the thing ("the number of
# candies James has").
# "Ones" stands for a noun told before it, never for a kind of its own (`_elided_kind`).
_NOT_HEADS: Final = frozenset(
    ("dollar", "dollars", "cent", "cents", "number", "numbers", "amount", "total", "sum", "one", "ones")
)
MAX_MODIFIERS: Final = 2
_SINGULAR: Final = "singular"  # how an item phrase's head is written, where a slot asks
_PLURAL: Final = "plural"
# "twice", "half as many" (multipliers) and "half the number of" (a fraction): a factor alike.
_FACTORS: Final = (QuantityKind.MULTIPLIER, QuantityKind.FRACTION)


@dataclass(frozen=True, slots=True)
class Person:
    """A person a slot holds: a first name, or a pronoun the reader must resolve."""

    word: str  # "tom", "he", or a title and a surname: "mrs taylor"

    @property
    def pronoun(self) -> bool:
        return self.word in SUBJECT_PRONOUNS

    @property
    def kin(self) -> tuple[str, str] | None:
        """Whose kin, and which, of one named by the tie alone ("she's sister": she, sister)."""
        owner, tie = self.word.split("'s ") if "'s " in self.word else ("", "")
        return (owner, tie) if tie else None

    @property
    def name(self) -> str:
        return self.word.rpartition(" ")[2]

    @property
    def title(self) -> str | None:
        return self.word.partition(" ")[0] if " " in self.word else None


@dataclass(frozen=True, slots=True)
class Match:
    """One way a frame covers a clause: what each slot holds and the numbers it consumed."""

    frame: Frame
    people: Mapping[str, Person]
    values: Mapping[str, int | Fraction]
    items: str | None  # the canonical phrase ("red apples"), or None where the frame names none
    other: str | None  # a second kind of item ("than a pencil"), where the frame names one
    deed: str | None  # the verb a VERBS or VERB slot holds, as a key of `DEEDS`
    container: str | None  # what holds the items, in the plural ("boxes"), where the frame names one
    numbers: Mapping[str, tuple[Number, ...]]  # by slot: the kernel numbers each quantity consumed
    place: str | None = (
        None  # where the scene's things are: its noun after its determiner or owner ("a drawer", "carrie's drawer")
    )
    group: str | None = None  # what a THEY slot calls everyone ("these 3 boys"): `GROUP_GENDERS` says its gender
    # Where the text names the place: a clause that takes its subject from the clause before ("a
    # jar has 9 blue pens, 21 black pens") names it where that one does.
    place_at: int | None = None
    when: tuple[str, ...] = ()  # the slices of time its W slots hold, in order (`SLICES`)
    # Kin told apart by age ("his elder brother Rob", "her younger sister Mia"): (the older's
    # slot, the younger's), an order the ages the text tells must keep (`relations`).
    elder: tuple[tuple[str, str], ...] = ()

    def numbers_of(self, slots: str) -> tuple[Number, ...]:
        """The numbers of the slots named in `slots` (a template, or part of one)."""
        return tuple(n for slot, found in self.numbers.items() if _names_slot(slots, slot) for n in found)

    @property
    def all_numbers(self) -> tuple[Number, ...]:
        return tuple(n for found in self.numbers.values() for n in found)


class Clause(NamedTuple):
    """What a frame needs of a clause before it walks it (`Frame.may_read`): its words and marks,
    and how many tokens, counts, sums of money and quantities of any kind it has."""

    words: frozenset[str]
    length: int
    counts: int
    sums: int
    quantities: int

    @classmethod
    def of(cls, tokens: Sequence[Token]) -> Clause:
        words = frozenset(token.text for token in tokens if isinstance(token, Word | Mark))
        words |= {"of"} if _of_unsaid(tokens) else set()  # "half the cows" may read as "half of the cows"
        quantities = [token.kind for token in tokens if isinstance(token, Quantity)]
        counts, sums = quantities.count(QuantityKind.COUNT), quantities.count(QuantityKind.MONEY)
        return cls(words, len(tokens), counts, sums, len(quantities))


class _Index:
    """Frames by two words each must contain, so that a clause is tried only against frames both
    of whose words it has, in table order. A frame's words are its two rarest conditions — a word
    it requires, or a set of which it requires one ("has|owns"), filed under each — the rarest
    first: "bought" alone leaves some 130 frames, "bought" and "than" a few."""

    def __init__(self, frames: Sequence[Frame]) -> None:
        self._frames = tuple(frames)
        self._anywhere: list[int] = []  # frames that require no word
        self._by_words: dict[str, dict[str | None, list[int]]] = {}  # first word, second (None: none)
        shared = Counter(word for frame in frames for word in frame.required | frozenset().union(*frame.choices))
        for at, frame in enumerate(frames):
            conditions = sorted(
                [frozenset([word]) for word in frame.required] + list(frame.choices),
                key=lambda words: (sum(shared[word] for word in words), sorted(words)),
            )
            if not conditions:
                self._anywhere.append(at)
                continue
            seconds: frozenset[str | None] = conditions[1] if len(conditions) > 1 else frozenset([None])
            for first in conditions[0]:
                by_second = self._by_words.setdefault(first, {})
                for second in seconds:
                    by_second.setdefault(second, []).append(at)

    def _tried(self, words: frozenset[str]) -> list[int]:
        """The frames, by place in the table, whose two words the clause has."""
        tried = set(self._anywhere)
        for first in words & self._by_words.keys():
            by_second = self._by_words[first]
            tried.update(by_second.get(None, ()))
            for second in words & by_second.keys():
                tried.update(by_second[second])
        return sorted(tried)

    def may_read(self, clause: Clause) -> bool:
        """Whether some frame may read the clause."""
        return any(self._frames[at].may_read(clause) for at in self._tried(clause.words))

    def matches(self, tokens: Sequence[Token], names: Names) -> list[Match]:
        """Every reading; one naming someone by a tie alone ("gave her sister 24 legos") only
        where no frame reads the clause without ("… gives HIS KIN N ITEMS": the sister holds no
        count the text tells)."""
        clause = Clause.of(tokens)
        frames = (self._frames[at] for at in self._tried(clause.words))
        phrases: dict[tuple[int, int, str | None], str | None] = {}  # one clause's item phrases, for every frame
        found = [
            found
            for frame in frames
            if frame.may_read(clause)
            for found in _Walk(frame, tokens, names, phrases).matches()
        ]
        known = [each for each in found if not any(person.kin for person in each.people.values())]
        return known or found


def _of_unsaid(tokens: Sequence[Token]) -> bool:
    """Whether a share stands before "the", "his" … with "of" unsaid ("half the cows"): frames
    that say "F of" may read the clause (`_Walk`)."""
    return any(
        isinstance(token, Quantity) and _share(token) is not None and _literal(after, _OF_UNSAID)
        for token, after in itertools.pairwise(tokens)
    )


def match_statement(tokens: Sequence[Token], names: Names = NO_CASING) -> list[Match]:
    """Every frame reading of one clause. `names`: what the text's casing says of who it names
    ("Reeta" is a person, though the census lacks her; "miles", never capitalized, is nobody)."""
    return _STATEMENT_INDEX.matches(tokens, names)


def match_question(tokens: Sequence[Token], names: Names = NO_CASING) -> list[Match]:
    return _QUESTION_INDEX.matches(tokens, names)


def may_ask(words: frozenset[str], most: int) -> bool:
    """Whether some question frame may read a question of at most `most` tokens, each of whose
    words is among `words` (`tokens.words_of`): where none may, neither may one of its parts (a
    question after its conditions, "if …, how many …"). Most questions no frame reads are told
    so here, before they are tokenized."""
    # "of" may be unsaid ("half the cows"); any of the tokens may be a quantity of any kind.
    return _QUESTION_INDEX.may_read(Clause(words | {"of"}, most, most, most, most))


class _Bound(NamedTuple):  # a tuple: the walker copies one at every slot it fills (`_replace`)
    people: tuple[tuple[str, Person], ...] = ()
    values: tuple[tuple[str, int | Fraction], ...] = ()
    items: str | None = None
    numbers: tuple[tuple[str, tuple[Number, ...]], ...] = ()
    container: str | None = None
    other: str | None = None
    deed: str | None = None
    place: str | None = None
    group: str | None = None
    place_at: int | None = None
    when: tuple[str, ...] = ()
    elder: tuple[tuple[str, str], ...] = ()


class _Walk:
    """One frame's pattern over one clause's tokens: every way it covers them exactly."""

    def __init__(
        self,
        frame: Frame,
        tokens: Sequence[Token],
        names: Names,
        phrases: dict[tuple[int, int, str | None], str | None],
    ) -> None:
        self._frame = frame
        self._elements = frame.elements
        self._tokens = tokens
        self._names = names
        self._phrases = phrases  # `_items` of this clause's spans, kept across the frames tried on it

    def matches(self) -> Iterator[Match]:
        for bound in self._walk(0, 0, _Bound()):
            people = dict(bound.people)
            if len(people) != len(set(bound.people)):
                continue  # a slot is one person throughout: "she gave half of his shells to her friend" is two
            others = [p for slot, p in people.items() if slot not in OWN_SLOTS and not slot.endswith(KIN_OF)]
            if len(set(others)) != len(others):
                continue  # "Tom has 3 more apples than Tom": one person on both sides is no comparison
            yield Match(
                self._frame,
                people,
                dict(bound.values),
                bound.items,
                bound.other,
                bound.deed,
                bound.container,
                dict(bound.numbers),
                bound.place,
                bound.group,
                bound.place_at,
                bound.when,
                bound.elder,
            )

    def _walk(self, e: int, t: int, bound: _Bound) -> Iterator[_Bound]:
        """Every binding of `elements[e:]` that covers `tokens[t:]` exactly. Only ITEMS branches
        (one to three words), so a pattern of n slots costs at most 3^2 walks of n steps."""
        elements, tokens = self._elements, self._tokens
        if e == len(elements):
            if t == len(tokens):
                yield bound
            return
        element = elements[e]
        optional = self._frame.optional[e]
        if optional is not None:
            if t < len(tokens) and isinstance(tokens[t], Word | Mark) and tokens[t].text in optional:
                yield from self._walk(e + 1, t + 1, bound)
            yield from self._walk(e + 1, t, bound)
            return
        if t >= len(tokens):
            return
        token = tokens[t]
        literal = self._frame.words[e]
        if literal is not None:
            if isinstance(token, Word | Mark) and token.text in literal:
                yield from self._walk(e + 1, t + 1, bound)
            return
        if element in PERSON_SLOTS:
            for person, end in self._people_at(t):
                if dict(bound.people).get(element, person) == person:  # a slot twice: one person
                    yield from self._walk(e + 1, end, _with_person(bound, element, person))
            yield from self._kin_named(e, t, bound)
            if element == "Q" and _literal(token, tuple(_PRONOUN_OF["HIM"])):  # "9 years older than her"
                yield from self._walk(
                    e + 1, t + 1, _with_person(bound, element, Person(_PRONOUN_OF["HIM"][token.text]))
                )
        elif element == "P:OBJ":
            object_of = _PRONOUN_OF["HIM"].get(token.text) if isinstance(token, Word) else None
            obj = Person(object_of) if object_of is not None else self._person(token)
            if obj is not None and not (obj.pronoun and object_of is None):  # "her", never "she"
                yield from self._walk(e + 1, t + 1, _with_person(bound, "P", obj))
        elif element in POSSESSIVE_SLOTS:
            for owner, end in self._owners_at(t):
                yield from self._walk(e + 1, end, _with_person(bound, element[:-2], owner))
            yield from self._kin_owning(e, t, bound)
        elif element == "PP":
            for people, end in self._people_list(t):
                listed = bound
                for i, person in enumerate(people):
                    listed = _with_person(listed, f"PP{i}", person)
                yield from self._walk(e + 1, end, listed)
        elif element in NUMBER_SLOTS:
            if isinstance(token, Quantity) and _counted(token):
                yield from self._walk(e + 1, t + 1, _with_value(bound, element, token))
        elif element == "ONE":  # "each one of them": the count 1, no quantity of anything
            if isinstance(token, Quantity) and token.kind is QuantityKind.COUNT and token.value == 1:
                yield from self._walk(e + 1, t + 1, _with_value(bound, "ONE", token))
        elif element == "C":
            if isinstance(token, Quantity) and _counted(token) and token.group is None:
                yield from self._walk(e + 1, t + 1, _with_value(bound, element, token))
        elif element in MONEY_SLOTS:
            if isinstance(token, Quantity) and token.kind is QuantityKind.MONEY and token.value > 0:
                yield from self._walk(e + 1, t + 1, _with_value(bound, element[1:], token))
        elif element == "K":
            yield from self._factor(e, t, bound)
        elif element == "F":
            share = _share(token) if isinstance(token, Quantity) else None
            if isinstance(token, Quantity) and share is not None:
                shared = _with_value(bound, "F", replace(token, value=share))
                yield from self._walk(e + 1, t + 1, shared)
                unsaid = e + 1 < len(elements) and elements[e + 1] == "of" and t + 1 < len(tokens)
                if unsaid and _literal(tokens[t + 1], _OF_UNSAID):
                    yield from self._walk(e + 2, t + 1, shared)  # "half the cows": half of them
        elif element == "R":
            if isinstance(token, Quantity) and token.kind is QuantityKind.RATIO:
                yield from self._walk(e + 1, t + 1, _with_value(bound, "R", token))
        elif element in OWN_SLOTS:
            if _literal(token, tuple(_PRONOUN_OF[element])):
                yield from self._walk(
                    e + 1, t + 1, _with_person(bound, element, Person(_PRONOUN_OF[element][token.text]))
                )
        elif element in ("ITEMS", "ITEM"):
            for length in range(1, 2 * MAX_MODIFIERS + 4):  # "[m m] head [of m m noun]"
                number = _SINGULAR if element == "ITEM" else None
                items = self._items_at(t, length, number)
                if items is not None and bound.items in (None, items):
                    yield from self._walk(e + 1, t + length, bound._replace(items=items))
                elif items is not None and bound.items is not None and bound.items.startswith(f"{items} of "):
                    yield from self._walk(e + 1, t + length, bound)  # "4 slices of pie at $2 a slice"
        elif element in ("OTHERS", "OTHER", "PARTS"):
            elided = _elided_kind(token, bound.items)
            if elided is not None:  # "twice as many red balls as blue": blue balls, never "blues"
                yield from self._walk(e + 1, t + 1, bound._replace(other=elided))
                if t + 1 < len(tokens) and _literal(tokens[t + 1], ("ones",)):  # "as blue ones": the same
                    yield from self._walk(e + 1, t + 2, bound._replace(other=elided))
            number = {"OTHER": _SINGULAR, "PARTS": _PLURAL}.get(element)
            for length in range(1 if elided is None else 2, 2 * MAX_MODIFIERS + 4):
                other = self._items_at(t, length, number)
                if other is not None:
                    yield from self._walk(e + 1, t + length, bound._replace(other=other))
        elif element == "ADJ":
            if isinstance(token, Word) and token.text not in _NOT_MODIFIERS and is_adjective(token.text):
                yield from self._walk(e + 1, t + 1, bound._replace(other=token.text))
        elif element in _DURATIONS:
            duration = self._duration(t, dict(_CLOCK_UNITS[element.removeprefix("T/")]))
            if duration is not None:
                yield from self._walk(e + 1, t + 2, _with_value(bound, element, duration))
        elif element in _RATE_DURATIONS:
            units = {unit: Fraction(times) for unit, times in _RATE_UNITS[TimeUnit(element.removeprefix("R/"))]}
            duration = self._duration(t, units)
            if duration is not None:
                yield from self._walk(e + 1, t + 2, _with_value(bound, element, duration))
        elif element in _EXACT_DURATIONS:
            duration = self._duration(t, {TimeUnit(element.removeprefix("D/")): Fraction(1)})
            if duration is not None:
                yield from self._walk(e + 1, t + 2, _with_value(bound, element, duration))
        elif element in ("VERBS", "VERB"):
            forms = _THIRD if element == "VERBS" else _BASE
            if isinstance(token, Word) and token.text in forms and bound.deed in (None, forms[token.text]):
                yield from self._walk(e + 1, t + 1, bound._replace(deed=forms[token.text]))
        elif element in ("G", "H"):
            # "box", "orange"; or of one kind by a word that tells kinds apart: "indoor booth"
            starts = [(t, "")]
            if isinstance(token, Word) and token.text in _KIND_WORDS and t + 1 < len(tokens):
                starts.append((t + 1, f"{token.text} "))
            for at, told in starts:
                noun = _container(tokens[at]) if element == "G" else self._thing(tokens[at])
                container = f"{told}{noun}" if noun is not None else None
                if container is not None and bound.container in (None, container):
                    yield from self._walk(e + 1, at + 1, bound._replace(container=container))
        elif element in ("PLACE", "SITE"):
            # "in class" to "in the big red drawer"; "a zoo" to "carrie's big red drawer"
            read, longest = (self._place, 3 + MAX_MODIFIERS) if element == "PLACE" else (self._site, 2 + MAX_MODIFIERS)
            for length in range(2, longest + 1):
                place = read(tokens[t : t + length]) if t + length <= len(tokens) else None
                if place is not None:
                    # "his wardrobe" is someone's: the possessive is resolved as the clause's own pronoun is.
                    placed = bound._replace(place=place, place_at=token.start)
                    whose = _PRONOUN_OF["HIS"].get(place.split(" ", 1)[0])
                    placed = placed if whose is None else _with_person(placed, "HIS", Person(whose))
                    yield from self._walk(e + 1, t + length, placed)
                    home = self._at_home(t + length, place) if element == "PLACE" else None
                    if home is not None:  # "in the garage at Connor's house": Connor's garage
                        yield from self._walk(e + 1, t + length + 3, bound._replace(place=home, place_at=token.start))
        elif element == "FOR":
            for end in _purpose_ends(tokens, t):
                yield from self._walk(e + 1, end, bound)
        elif element == "W":
            for said, told in _SLICE_WORDS.get(token.text, ()):
                end = t + len(said)
                if _literals_are(tokens[t:end], said) and told not in bound.when:  # two slices, never one
                    yield from self._walk(e + 1, end, bound._replace(when=(*bound.when, told)))
        elif element == "THEY":
            for end, counted, group in _everyone(tokens, t):
                named = bound._replace(group=group)
                yield from self._walk(e + 1, end, named if counted is None else _with_value(named, "THEY", counted))
        elif _literal(token, element.split("|")):
            yield from self._walk(e + 1, t + 1, bound)

    def _duration(self, t: int, units: Mapping[TimeUnit, Fraction]) -> Quantity | None:
        """A positive count and a time unit of `units` at `t` ("50 minutes"), as that many of the
        clock's unit (`units` says how many each is: 5/6 of an hour), or None."""
        tokens = self._tokens
        count, named = tokens[t], tokens[t + 1] if t + 1 < len(tokens) else None
        unit = time_unit(named.text) if isinstance(named, Word) else None
        share = units.get(unit) if unit is not None else None
        if not isinstance(count, Quantity) or count.kind is not QuantityKind.COUNT or count.value <= 0 or share is None:
            return None
        return replace(count, value=count.value * share)

    def _kin_named(self, e: int, t: int, bound: _Bound) -> Iterator[_Bound]:
        """A person named with their tie to another: "his brother Fred", "Zhang's sister Mei", "her
        friend, Nelly," is Fred, Mei, Nelly; or by the tie alone, where one has one such kin
        (`KIN_GENDERS`): "her sister" is the person "she's sister" until the reader resolves
        "she". The other ("his", "Zhang") is held too, under `KIN_OF` of the slot, so a pronoun
        there must resolve like any other."""
        tokens, element = self._tokens, self._elements[e]
        told_apart = t + 1 < len(tokens) and _literal(tokens[t + 1], _KIN_ADJECTIVES)  # "his elder brother"
        if told_apart and self._frame.measure == AGE:
            # "twice the age of her younger sister Mia": an order the solved ages must keep
            said, owner_slot = tokens[t + 1].text, element + KIN_OF
            if said in _ELDER_KIN:
                bound = bound._replace(elder=(*bound.elder, (element, owner_slot)))
            elif said in _YOUNGER_KIN:
                bound = bound._replace(elder=(*bound.elder, (owner_slot, element)))
        kin = t + 2 if told_apart else t + 1
        if kin >= len(tokens) or not _literal(tokens[kin], _KIN_WORDS):
            return
        owner = self._kin_owner(tokens[t])
        if owner is None:
            return
        tie = vocabulary.KIN_NAMES.get(tokens[kin].text, tokens[kin].text)
        if not told_apart and tie in vocabulary.KIN_GENDERS:  # "her little sister" may be another than "her sister"
            unnamed = Person(f"{owner.word}'s {tie}")
            yield from self._walk(
                e + 1, kin + 1, _with_person(_with_person(bound, element + KIN_OF, owner), element, unnamed)
            )
        if kin + 1 >= len(tokens):
            return
        # "her friend Nelly", or set apart: "her friend, Nelly, has …", "… than his daughter, Chiquita"
        apart = _literal(tokens[kin + 1], (",",)) and (
            kin + 3 == len(tokens) or (kin + 3 < len(tokens) and _literal(tokens[kin + 3], (",",)))
        )
        named = self._person(tokens[kin + 2 if apart else kin + 1])
        after = kin + 2 if not apart else min(kin + 4, len(tokens))  # past the name, and its closing comma
        if named is not None and not named.pronoun:
            yield from self._walk(
                e + 1, after, _with_person(_with_person(bound, element + KIN_OF, owner), element, named)
            )

    def _kin_owning(self, e: int, t: int, bound: _Bound) -> Iterator[_Bound]:
        """A possessive of kin named by the tie alone, where one has one such kin
        (`KIN_GENDERS`): "twice his sister's age" is of the person "he's sister", as "twice the
        age of his sister" is (`_kin_named`); "her little sister's" may be another, unread."""
        tokens, slot = self._tokens, self._elements[e][:-2]
        kin = tokens[t + 1] if t + 1 < len(tokens) else None
        if not isinstance(kin, Word) or not kin.text.endswith("'s") or kin.text[:-2] not in _KIN_WORDS:
            return
        tie = vocabulary.KIN_NAMES.get(kin.text[:-2], kin.text[:-2])
        owner = self._kin_owner(tokens[t])
        if owner is None or tie not in vocabulary.KIN_GENDERS:
            return
        unnamed = Person(f"{owner.word}'s {tie}")
        yield from self._walk(e + 1, t + 2, _with_person(_with_person(bound, slot + KIN_OF, owner), slot, unnamed))

    def _factor(self, e: int, t: int, bound: _Bound) -> Iterator[_Bound]:
        """`twice`, `half`, `a third` (a multiplier or fraction), or `3 times` (a number and
        "times": "1.5 times", "3/4 times as old" too, a factor as plain as "3 times")."""
        token, tokens = self._tokens[t], self._tokens
        if not isinstance(token, Quantity) or token.value <= 0:
            return
        if token.kind in _FACTORS:
            yield from self._walk(e + 1, t + 1, _with_value(bound, "K", token))
        if (
            (token.kind is QuantityKind.COUNT or (token.kind is QuantityKind.FRACTION and token.text[0].isdigit()))
            and t + 1 < len(tokens)
            and _literal(tokens[t + 1], ("times",))
        ):  # but not "half times as old": a factor, or "half as old" garbled?
            yield from self._walk(e + 1, t + 2, _with_value(bound, "K", token))

    def _people_list(self, t: int) -> Iterator[tuple[list[Person], int]]:
        """Names joined as "A and B", "A, B and C" or "A, B, and C": the list, and where it ends
        (at the name after "and": one list from any start, so a list is never read two ways)."""
        people: list[Person] = []
        at = t
        joined = False  # whether "and" stands before the name at `at`
        while at < len(self._tokens):
            person = self._person(self._tokens[at])
            if person is None or person.pronoun:
                return
            people.append(person)
            at += 1
            if joined:
                yield people, at
                return
            following = tuple(
                token.text if isinstance(token, Word | Mark) else "" for token in self._tokens[at : at + 2]
            )
            if following == (",", "and"):
                at, joined = at + 2, True
            elif following[:1] in (("and",), ("&",)):  # "Amon & Rhonda"
                at, joined = at + 1, True
            elif following[:1] == (",",):
                at += 1
            else:
                return

    def _person(self, token: Token) -> Person | None:
        if not isinstance(token, Word):
            return None
        word, names = token.text, self._names
        if word in SUBJECT_PRONOUNS or word in names.coined or (is_first_name(word) and word not in names.lowered):
            return Person(word)
        return None

    def _people_at(self, t: int) -> Iterator[tuple[Person, int]]:
        """The person at `t` and where the name ends: a first name or pronoun, or a title and a
        surname ("Mrs. Taylor")."""
        person = self._person(self._tokens[t])
        if person is not None:
            yield person, t + 1
        titled = self._titled(t)
        if titled is not None and not titled.endswith("'s"):
            yield Person(titled), t + 2

    def _owners_at(self, t: int) -> Iterator[tuple[Person, int]]:
        """The same, possessive ("Tom's", "Mrs. Taylor's", "her": the reader resolves it)."""
        tokens = self._tokens
        owner = self._owner(tokens[t])
        if owner is not None:
            yield owner, t + 1
        elif _literal(tokens[t], tuple(_PRONOUN_OF["HIS"])):
            yield Person(_PRONOUN_OF["HIS"][tokens[t].text]), t + 1
        elif t + 1 < len(tokens) and _literal(tokens[t + 1], ("'",)) and tokens[t].text.endswith("s"):
            named = self._person(tokens[t])  # a name's bare possessive ("Louis' age")
            if named is not None and not named.pronoun:
                yield named, t + 2
        titled = self._titled(t)
        if titled is not None and titled.endswith("'s"):
            yield Person(titled.removesuffix("'s")), t + 2

    def _titled(self, t: int) -> str | None:
        """A title and the word after it, which the title makes a surname ("mrs brown"), unless
        the text writes that word in lower case elsewhere, or it is a word no name can be."""
        tokens = self._tokens
        if t + 1 >= len(tokens) or not _literal(tokens[t], vocabulary.TITLES):
            return None
        surname = tokens[t + 1]
        if not isinstance(surname, Word) or not surname.text.removesuffix("'s").isalpha():
            return None
        bare = surname.text.removesuffix("'s")
        if bare in self._names.lowered or bare in vocabulary.NOT_NAMES or bare in vocabulary.TITLES:
            return None
        return f"{tokens[t].text} {surname.text}"

    def _kin_owner(self, token: Token) -> Person | None:
        """Whose kin a tie names: "his" (he, resolved later) or a possessive name ("Zhang's")."""
        if _literal(token, tuple(_PRONOUN_OF["HIS"])):
            return Person(_PRONOUN_OF["HIS"][token.text])
        return self._owner(token)

    def _owner(self, token: Token) -> Person | None:
        """The person of a possessive name ("tom's"); a pronoun has its own possessive, unread."""
        if not isinstance(token, Word) or not token.text.endswith("'s"):
            return None
        person = self._person(Word(token.text[:-2], token.start, token.end - 2))
        return None if person is None or person.pronoun else person

    def _thing(self, token: Token) -> str | None:
        """Any one thing in the singular, no container, as an H slot reads it ("flower")."""
        thing = self._items([token], _SINGULAR) if _container(token) is None else None
        return thing if thing is not None and " " not in thing and thing not in _OWNERS else None

    def _at_home(self, t: int, place: str) -> str | None:
        """The place ("the garage") as its owner's, where "at Connor's house|home" follows at `t`:
        "Connor's garage", which a later "the garage" means (`relations`). None otherwise."""
        tokens = self._tokens
        if t + 3 > len(tokens) or not place.startswith("the ") or not _literal(tokens[t], ("at",)):
            return None
        owner = self._owner(tokens[t + 1])
        if owner is None or not _literal(tokens[t + 2], ("house", "home")):
            return None
        return f"{owner.word}'s {place.removeprefix('the ')}"

    def _place(self, tokens: Sequence[Token]) -> str | None:
        """ "in|at|on|inside" a `_site`: "in the drawer", "at a local animal shelter"; or "in class"."""
        if len(tokens) == 2 and _literal(tokens[0], ("in", "at")) and _literal(tokens[1], _BARE_PLACES):
            return tokens[1].text
        if len(tokens) < 3 or not _literal(tokens[0], ("in", "at", "on", "inside")):
            return None
        return self._site(tokens[1:])

    def _site(self, tokens: Sequence[Token]) -> str | None:
        """A determiner or a possessive, modifiers and a noun of `PLACES` in the singular, as
        written, its owner's possessive a name's ("the drawer", "carrie's desk drawer", "her
        collection", "a zoo"); or by its own name, which takes no determiner ("Rainbow Lake")."""
        if len(tokens) < 2:
            return None
        owner = self._owner(tokens[0])
        own_name = owner is None and all(
            isinstance(word, Word) and word.text in self._names.capitalized for word in tokens
        )
        if owner is None and not own_name and not _literal(tokens[0], _DETERMINERS):
            return None
        *modifiers, head = tokens if own_name else tokens[1:]
        if not isinstance(head, Word) or lemma_of(head.text) not in PLACES or _number_of(head.text) != _SINGULAR:
            return None
        for word in modifiers:
            if not isinstance(word, Word) or word.text in _NOT_MODIFIERS:
                return None
            if word.text in self._names.coined:  # "the Hollis Nursery": a place's own name, no one's
                continue
            known = word.text.removesuffix("'s")  # "the farmer's market": a kind of market, no one's
            if self._person(word) is not None or not (
                is_adjective(known) or lemma_of(known) is not None or _gerund(known)
            ):
                return None
        # A place by its own name is the one so named: "Rainbow Lake" is "the rainbow lake", which a
        # later "the lake" may mean, and "Mirror Lake" may not (`relations._scene`)
        determiner = "the" if own_name else tokens[0].text if owner is None else f"{owner.word}'s"
        return " ".join([determiner, *(word.text for word in modifiers if isinstance(word, Word)), head.text])

    def _items_at(self, t: int, length: int, number: str | None) -> str | None:
        """`_items` of the clause's span at `t`, kept: every frame with an item slot there asks it."""
        if t + length > len(self._tokens):
            return None
        key = (t, length, number)
        if key not in self._phrases:
            self._phrases[key] = self._items(self._tokens[t : t + length], number)
        return self._phrases[key]

    def _items(self, tokens: Sequence[Token], number: str | None = None) -> str | None:
        """A noun phrase (`_phrase`), or one "of" or "about" another: "packs of basketball cards",
        "slices of pizza", "books about whales" — what a container or a measure counts is named by
        the whole phrase, so "3 bags of apples" are bags, never apples. `number`: only if the head is written in that number
        (`_SINGULAR`: "a pen", "a pair of shoes"; `_PLURAL`: "dogs"; "the sheep" is neither)."""
        if not all(isinstance(token, Word) for token in tokens):
            return None
        words = [token.text for token in tokens if isinstance(token, Word)]
        at = next((at for at, word in enumerate(words) if word in ("of", "about")), len(words))
        if number is not None and _number_of(words[at - 1] if at > 0 else "") != number:
            return None
        if at == len(words):
            return self._phrase(tokens, count_noun)
        # What a book is about may be a thing of its own: "books about the solar system"
        the = 1 if words[at] == "about" and words[at + 1 : at + 2] == ["the"] else 0
        counted, of = self._phrase(tokens[:at], count_noun), self._phrase(tokens[at + 1 + the :], _as_written)
        return None if counted is None or of is None else f"{counted} {words[at]} {'the ' * the}{of}"

    def _phrase(self, tokens: Sequence[Token], noun: Callable[[str], str | None]) -> str | None:
        """Up to `MAX_MODIFIERS` modifiers the lexicon knows (noun or adjective, none a closed-class
        word) and a head `noun` accepts, not a person; the phrase with the head as `noun`
        gives it (a count noun in the plural)."""
        words = [token.text for token in tokens if isinstance(token, Word)]
        if not words or len(words) > MAX_MODIFIERS + 1 or self._person(tokens[-1]) is not None:
            return None  # "3 pictures of Ann" (but "candy bars": a name, "Candy", may modify)
        *modifiers, head = words
        said = noun(head)
        if said is None or head in _NOT_MODIFIERS or head in _NOT_HEADS:
            return None
        modifiers = [word for word in modifiers if word != "different"]  # "40 different sweets" are sweets
        for word in modifiers:
            if word in _NOT_MODIFIERS or not (
                is_adjective(word) or lemma_of(word) is not None or _participle(word) or _gerund(word)
            ):
                return None
        return " ".join([*modifiers, said])


def _elided_kind(token: Token, items: str | None) -> str | None:
    """The kind a bare colour names after a kind of that colour ("as many red balls as blue", "6
    more green bowling balls than red"): the same thing in that colour ("blue balls"); None for any
    other word."""
    colour, _, head = (items or "").partition(" ")
    if (
        not isinstance(token, Word)
        or token.text not in vocabulary.COLOURS
        or colour not in vocabulary.COLOURS
        or " of " in f" {head} "
        or not head
    ):
        return None
    return f"{token.text} {head}"


def _participle(word: str) -> bool:
    """Whether the word is a verb's past participle in -ed, which may name a kind of a thing as
    an adjective does: "decorated buttons", "painted rocks" (and a gerund, what it is for:
    "measuring spoons", `_gerund`)."""
    return word.endswith("ed") and is_verb_form(word)


def _gerund(word: str) -> bool:
    """Whether the word is a verb's -ing form, which names what a place is for: "a parking lot",
    "the dining room", "the swimming pool"."""
    return word.endswith("ing") and is_verb_form(word)


def _number_of(head: str) -> str | None:
    """How a noun is written: `_SINGULAR` ("pen"), `_PLURAL` ("pens"), or None ("sheep", "xyz")."""
    plural, singular = plural_of(head), is_singular(head)
    return _SINGULAR if singular and plural != head else _PLURAL if plural == head and not singular else None


def _as_written(word: str) -> str | None:
    """A noun the lexicon knows, count or mass ("cards", "pizza", "flour"), as the text writes it."""
    return word if lemma_of(word) is not None else None


def _container(token: Token) -> str | None:
    """A container's plural ("boxes" for "box"), or None for any other token."""
    if not isinstance(token, Word) or lemma_of(token.text) not in CONTAINERS:
        return None
    return plural_of(token.text)


def _names_slot(template: str, slot: str) -> bool:
    """Whether a template names a number slot: as a whole factor of one of its terms."""
    return any(slot in word.split("*") for word in template.split())


def _share(token: Quantity) -> Fraction | None:
    """A fraction below 1, or a percent below 100 as a fraction: a share of a whole, or None."""
    share = Fraction(token.value) / 100 if token.kind is QuantityKind.PERCENT else Fraction(token.value)
    shared = token.kind in (QuantityKind.FRACTION, QuantityKind.PERCENT)
    return share if shared and 0 < share < 1 else None


# Who "these 3 boys" are: people, counted, of a gender some nouns say; a noun of things ("these 3
# boxes") is not everyone.
GROUP_GENDERS: Final = {
    "boys": vocabulary.Gender.MALE, "men": vocabulary.Gender.MALE, "brothers": vocabulary.Gender.MALE,
    "girls": vocabulary.Gender.FEMALE, "women": vocabulary.Gender.FEMALE, "sisters": vocabulary.Gender.FEMALE,
}  # fmt: skip
_PEOPLE: Final = frozenset((
    "people", "friends", "children", "kids", "siblings", "students", "boys", "girls", "men", "women", "sisters",
    "brothers",
))  # fmt: skip
# What may own what it has, in the plural: people and beasts. "Tom has 5 friends. Each friend
# has 3 apples": the friends' apples are no part of Tom's, as a flower's petals are of his flowers.
_OWNERS: Final = frozenset((
    *_PEOPLE, *_GROUP_OF_PEOPLE.split("|"), *(plural_of(kin) or kin for kin in _KIN.split("|")),
    "players", "workers", "employees", "members", "guests", "customers", "visitors", "passengers", "adults",
    "babies", "persons", "teams", "families", "couples", "parents",
    *(kind for whole in ("animals", "pets", "fish") for kind in vocabulary.KINDS_OF[whole]), *vocabulary.AMONG,
))  # fmt: skip


# A group that says only its sex calls everyone the text names by it, whom the reader checks are
# all of it ("the boys"); "the children" or "the friends" may be others the text never names.
_EVERYONE_BY_SEX: Final = ("boys", "girls", "men", "women")


def _everyone(tokens: Sequence[Token], t: int) -> Iterator[tuple[int, Quantity | None, str | None]]:
    """Where a THEY slot at `t` can end, how many people it counts, if it says, and what it calls
    them: "they", "they all", "all of them", "the boys"; "the 3", "the 3 of them", "all 3 [of them]",
    "the|these|all 3 boys"."""
    words = [token.text if isinstance(token, Word | Mark) else None for token in tokens[t : t + 4]]
    if words[:1] == ["they"]:
        yield t + 1, None, None
        if words[1:2] == ["all"]:
            yield t + 2, None, None
    if words[:3] == ["all", "of", "them"]:
        yield t + 3, None, None
    if words[0] == "the" and words[1:2] and words[1] in _EVERYONE_BY_SEX:  # "the boys": everyone, if all are
        yield t + 2, None, words[1]
    counted = tokens[t + 1] if t + 1 < len(tokens) else None
    if words[0] not in ("the", "all", "these", "those") or not isinstance(counted, Quantity) or not _counted(counted):
        return
    if words[0] in ("the", "all"):  # "the 2": that many people, a number the question states
        yield t + 2, counted, None
        if words[2:4] == ["of", "them"]:
            yield t + 4, counted, None
    if len(words) > 2 and words[2] in _PEOPLE:  # "the 3 children", "these 3 boys", "all 4 people"
        yield t + 3, counted, words[2]


def _counted(token: Quantity) -> bool:
    return token.kind is QuantityKind.COUNT and isinstance(token.value, int) and token.value > 0


def _purpose_ends(tokens: Sequence[Token], t: int) -> Iterator[int]:
    """Where a purpose that opens at `t` may end (`_BENEFITS`): "for", perhaps a determiner or an
    owner, up to `MAX_MODIFIERS` modifiers the lexicon knows, and the head."""
    if not _literal(tokens[t], ("for",)):
        return
    at = t + 2 if t + 1 < len(tokens) and _literal(tokens[t + 1], _FOR_WHOM) else t + 1
    for head in range(at, min(at + MAX_MODIFIERS + 1, len(tokens))):
        modifiers = tokens[at:head]
        if not all(
            isinstance(word, Word)
            and word.text not in _NOT_MODIFIERS
            and (is_adjective(word.text) or lemma_of(word.text) is not None)
            for word in modifiers
        ):
            return
        if _literal(tokens[head], tuple(_BENEFITS)):
            yield head + 1


def _literal(token: Token, words: Sequence[str]) -> bool:
    return isinstance(token, Word | Mark) and token.text in words


def _literals_are(tokens: Sequence[Token], words: Sequence[str]) -> bool:
    """Whether the tokens are these words, each as written: "second" in "on the second day" is a
    number to the tokenizer, and a word here."""
    return len(tokens) == len(words) and all(token.text == word for token, word in zip(tokens, words, strict=True))


def _slices_by_first_word() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Each slice as a W slot reads it, and the slice it is, by its first word: a weekday may be
    said bare ("15 fewer than Saturday", "twice as many as Monday")."""
    said = [(tuple(when.split()), when) for when in SLICES] + [((day,), f"on {day}") for day in _WEEKDAYS.split("|")]
    return {first: tuple(s for s in said if s[0][0] == first) for first in {words[0] for words, _ in said}}


_SLICE_WORDS: Final = _slices_by_first_word()


def _with_person(bound: _Bound, slot: str, person: Person) -> _Bound:
    return bound._replace(people=(*bound.people, (slot, person)))


def _with_value(bound: _Bound, slot: str, quantity: Quantity) -> _Bound:
    values = (*bound.values, (slot, quantity.value))
    return bound._replace(values=values, numbers=(*bound.numbers, (slot, quantity.numbers)))


_STATEMENT_INDEX: Final = _Index(STATEMENTS)
_QUESTION_INDEX: Final = _Index(QUESTIONS)
