"""The R2 organ's reading, as data: its closed word sets and its frame table.

Every statement clause and every question must match one frame of this table in full;
`reader.py` applies the table and `facts.py` types the slots. Nouns are open (`organs.core.nouns`):
a slot takes any count noun where the frame makes its role plain. Verbs, cues, quantifiers,
pronouns and function words are closed, here or in `organs.core.vocabulary`.

A template is words, plus:
    {slot}     a typed slot (numbers, nouns, an agent, a place, a verb from a closed set);
               {subject} is a macro (`MACROS`): "there are", or an owner and a verb of holding
    <set>      one phrase of a closed set in `WORD_SETS`, not captured
    [ ... ]    optional;  ( a | b )  one of; both may hold slots

>>> FRAMES[0].id, FRAMES[0].template
('groups_with_in_each', '[{subject} ]{groups} {containers} with {size} {items} <in_on> each[ {container}]')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from organs.core.vocabulary import GAIN_VERBS, NOT_NAMES, TOTAL_WORDS, Gender, Verb, statement_forms
from organs.generate.grouping_comprehension.model import Operation

# --- verbs ---------------------------------------------------------------------------------

# An owner holds or comes to hold a count: "Ana buys 5 cartons", "The hall has 12 rows".
# A question about the owner asks with the same verb in the same tense ("How many eggs does Ana buy").
HOLD_VERBS: Final[tuple[Verb, ...]] = (
    Verb("have", "has", "had"),
    *GAIN_VERBS,
    Verb("bake", "bakes", "baked"),
    Verb("order", "orders", "ordered"),
    Verb("store", "stores", "stored"),
    Verb("bring", "brings", "brought"),
    Verb("carry", "carries", "carried"),
    Verb("plant", "plants", "planted"),
)
# What each group holds, in the present: "Each crate holds 24 melons", "9 buses each carry 40".
SIZE_VERBS: Final[tuple[str, ...]] = ("has", "holds", "contains", "carries")
SIZE_VERBS_PLURAL: Final[tuple[str, ...]] = ("have", "hold", "contain", "carry")
# A whole handed out in equal parts: "splits 45 beads equally among 9 children",
# "packs 108 rolls equally into 9 bags". Never "with" (the sharer would be one of them).
SHARE_VERBS: Final[tuple[Verb, ...]] = (
    Verb("share", "shares", "shared"),
    Verb("split", "splits", "split"),
    Verb("divide", "divides", "divided"),
    Verb("distribute", "distributes", "distributed"),
    Verb("deal", "deals", "dealt"),
    Verb("hand out", "hands out", "handed out"),
    Verb("give out", "gives out", "gave out"),
    Verb("pass out", "passes out", "passed out"),
    Verb("put", "puts", "put"),
    Verb("pack", "packs", "packed"),
    Verb("place", "places", "placed"),
    Verb("sort", "sorts", "sorted"),
)
SHARE_PARTICIPLES: Final[tuple[str, ...]] = (
    "shared", "split", "divided", "distributed", "dealt", "handed out", "given out", "passed out",
    "put", "packed", "placed", "sorted",
)  # fmt: skip

# --- the owner -----------------------------------------------------------------------------

# Family words used as titles ("Grandpa Joe"), with the gender each says. Titles proper
# ("Mr.", "Ms.") and theirs are `organs.core.vocabulary.TITLES` / `TITLE_GENDERS`.
KIN_TITLES: Final[tuple[tuple[str, Gender], ...]] = (
    ("grandpa", Gender.MALE), ("grandma", Gender.FEMALE), ("grandfather", Gender.MALE),
    ("grandmother", Gender.FEMALE), ("uncle", Gender.MALE), ("aunt", Gender.FEMALE),
)  # fmt: skip
POSSESSIVES: Final[tuple[tuple[str, str], ...]] = (("his", "he"), ("her", "she"), ("their", "they"))
DETERMINERS: Final[tuple[str, ...]] = ("a", "an", "the")

# Words that are never part of a name, an owner, a place or a counted noun phrase: negation,
# quantifiers, comparatives, ordinals, words that pick out part of a set. "Nobody buys",
# "5 more pencils", "the other box", "the second shelf": each changes what is counted.
NOT_CONTENT: Final[tuple[str, ...]] = (
    *NOT_NAMES,
    "no", "not", "none", "nobody", "nothing", "neither", "nor", "never", "without",
    "all", "both", "some", "any", "either", "many", "much", "few", "fewer", "several", "most",
    "more", "less", "least", "other", "others", "another", "extra", "additional", "remaining",
    "rest", "total", "spare", "missing", "empty", "full", "same", "different", "only", "just",
    "also", "still", "again", "later", "first", "second", "third", "last", "next", "whole", "part",
    "everyone", "everybody", "someone", "somebody", "anyone", "anybody", "one", "ones",
    "them", "him", "her", "his", "its", "their", "these", "those", "of", "with", "in", "on",
    "at", "to", "into", "for", "from", "by", "and", "or", "but", "if", "are", "is", "was", "were",
    "per", "up", "about", "around", "over", "under",
)  # fmt: skip

# --- closed phrase sets the templates name as <set> ---------------------------------------

WORD_SETS: Final[dict[str, tuple[str, ...]]] = {
    "each": ("each", "every"),
    "in_on": ("in", "on"),  # "12 pencils in each", "7 sandwiches on each plate"
    "holding": ("with", "of", "containing", "holding", "carrying"),  # "... 15 books each"
    "per": ("per", "in each", "in every", "on each", "on every", "for each", "for every"),
    "size_verb": SIZE_VERBS,
    "size_verb_plural": SIZE_VERBS_PLURAL,
    "where": ("in", "on", "at"),
    "equally": ("equally", "evenly"),
    "share_to": ("among", "between", "to", "into", "onto", "on", "in"),
    "share_by": ("among", "between", "to", "into", "onto", "on", "in", "by"),
    "be": ("are", "were"),
    "total": TOTAL_WORDS,
    "go": ("are", "were", "go", "went", "will go", "will be"),
    "go_into": ("in", "into", "on", "onto"),
    "ride": ("ride", "ride in", "ride on"),
}

# Verb-valued slots: the forms a slot accepts.
VERB_SLOTS: Final[dict[str, tuple[str, ...]]] = {
    "hold_verb": statement_forms(HOLD_VERBS),
    "share_verb": statement_forms(SHARE_VERBS),
    "participle": SHARE_PARTICIPLES,
    "ask_verb": tuple(verb.base for verb in HOLD_VERBS),
    "aux": ("does", "did"),
    "possessive": tuple(word for word, _ in POSSESSIVES),
}

# --- the frame table -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Frame:
    """One way a statement clause states facts. `id` names it in details and tests."""

    id: str
    template: str


@dataclass(frozen=True, slots=True)
class QuestionFrame:
    """One way to ask: for the total the groups hold, or for one sharer's part."""

    id: str
    asks: Operation
    template: str


# Macros a template names as {name}: "there are", or an owner and a verb of holding ("Ana buys").
MACROS: Final[dict[str, str]] = {"subject": "(there are|{agent} {hold_verb})"}

FRAMES: Final[tuple[Frame, ...]] = (
    # Groups and their size in one clause.
    Frame("groups_with_in_each", "[{subject} ]{groups} {containers} with {size} {items} <in_on> each[ {container}]"),
    Frame("groups_holding_each", "[{subject} ]{groups} {containers} <holding> {size} {items} each"),
    Frame("groups_of", "[{subject} ]{groups} {containers} of {size} {items}"),
    Frame("groups_that_each", "[{subject} ]{groups} {containers} that each <size_verb_plural> {size} {items}"),
    Frame("groups_that_hold_each", "[{subject} ]{groups} {containers} that <size_verb_plural> {size} {items} each"),
    Frame("groups_comma_each_with", "[{subject} ]{groups} {containers}, each with {size} {items}"),
    Frame(
        "groups_of_material_in_each",
        "[{subject} ]{groups} {containers} of {material} with {size} {items} <in_on> each {container}",
    ),
    Frame("groups_of_material_each_with", "[{subject} ]{groups} {containers} of {material}, each with {size} {items}"),
    Frame("groups_each_hold", "{groups} {containers} each <size_verb_plural> {size} {items}"),
    Frame("groups_hold_each", "{groups} {containers} <size_verb_plural> {size} {items} each"),
    Frame("each_of_groups", "each of[ the] {groups} {containers} <size_verb> {size} {items}"),
    # Groups alone, and a size alone.
    Frame("there_are_groups", "there are {groups} {containers}[ <where> {place}]"),
    Frame("each_holds", "<each> {container} <size_verb> {size} {items}"),
    Frame("there_are_per", "there are {size} {items} <per> {container}"),
    # An owner holds a count: groups when a size is stated for that noun, a whole when it is shared.
    Frame("owner_holds", "{agent} {hold_verb} {held} {held_items}"),
    # A whole shared equally.
    Frame(
        "shared_passive", "{total} {items}[ <be>] {participle} <equally> <share_by> [{possessive} ]{sharers} {sharer}"
    ),
    Frame(
        "equally_shared", "{total} {items}[ <be>] <equally> {participle} <share_by> [{possessive} ]{sharers} {sharer}"
    ),
    Frame("shared_into_equal", "{total} {items}[ <be>] {participle} into {sharers} equal {sharer}"),
    Frame("shares", "{agent} {share_verb} {total} {items} <equally> <share_to> [{possessive} ]{sharers} {sharer}"),
    Frame("shares_into_equal", "{agent} {share_verb} {total} {items} into {sharers} equal {sharer}"),
    Frame("shares_them", "{agent} {share_verb} {them} <equally> <share_to> [{possessive} ]{sharers} {sharer}"),
    Frame("sharers_share", "{sharers} {sharer} share {total} {items} <equally>"),
)

# A sentence may open with where it happens: "At a party, there are 6 plates ...".
OPENER: Final = "<where> {place}"

QUESTIONS: Final[tuple[QuestionFrame, ...]] = (
    QuestionFrame("are_there", Operation.TOTAL, "how many {items} are there[ <total>]"),
    QuestionFrame("are_in_place", Operation.TOTAL, "how many {items} are[ there] <where> {place}[ <total>]"),
    QuestionFrame(
        "are_in_groups", Operation.TOTAL, "how many {items} are[ there] <in_on> {groups} {containers}[ <total>]"
    ),
    QuestionFrame("owner_holds", Operation.TOTAL, "how many {items} {aux} {agent} {ask_verb}[ <total>]"),
    QuestionFrame("ride", Operation.TOTAL, "how many {items} <ride> {place}"),
    QuestionFrame("each_gets", Operation.SHARE, "how many {items} (does|did|will) each {sharer} (get|receive)"),
    # "have" asks what each holds after the share: never "did ... have" (that may be before it).
    QuestionFrame("each_has", Operation.SHARE, "how many {items} (does|will) each {sharer} have"),
    QuestionFrame("in_each", Operation.SHARE, "how many {items} <go> <go_into> each {sharer}"),
)
