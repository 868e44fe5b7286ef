"""R1's reading, as data: the frames a sentence must match in full, and the closed sets their
slots read. The reader (`reader.py`) compiles and applies them; nothing here runs.

A frame is a row: a name (stable, used in tests and details), what it reads (a start, a change,
a question), and a template of typed slots. The slots, each defined by `reader.SLOTS`:

    who       the agent: a name ("tom", "mr okafor", "grandma rosa"), a pronoun, "a/the <noun>",
              "his/her <noun>"; `subject` is the same slot, left out in a clause that continues
              a sentence ("Tom had 12 marbles and gave 5 to Ann")
    object    a person a thing goes to: the agent slot, with object pronouns ("him", "her")
    have      how a start is stated: "has", "had", "starts with", "started with"
    verb      a change verb of `organs.core.vocabulary` (gain or loss, present or past); `give`: the
              loss verbs that take a person before the count ("gave Ann 5 marbles")
    count     a whole number (number words are digits by now: `organs.core.text.prepare`)
    more      "more", after the count
    noun      a noun phrase: a noun of `organs.core.nouns` (open class), after at most one singular
              noun as modifier ("toy cars", "baseball cards"); never a closed word
    whose     what a part is taken from: "5 of them", "5 of his marbles"
    away      "away", after a give verb's count ("gave 5 marbles away")
    recipient "to <object>", after a loss verb
    tails     at most two closed phrases that change no count: a place or an occasion
              ("at the beach", "from a tree", "for his birthday", "on monday", "as a gift")
    place     one place phrase after a start ("in his pocket"); `when`: "at first", "initially", …
    opener    a sentence opener that changes no count ("then", "later", "on monday")
    adverb    "then", "also", "later" after the agent
    aux, still, ending, qopener: the question's auxiliary, "still", its closing words ("now",
              "left", "in the end", "in total", …) and an opener ("now", "in the end")

Words outside these sets are not read, so a sentence that has one is refused by name.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from organs.core.units import TIME_UNIT_SPELLINGS
from organs.core.vocabulary import (
    GAIN_VERBS,
    LOSS_VERBS,
    NOT_NAMES,
    NOW_WORDS,
    PRONOUN_WORDS,
    TITLES,
    TOTAL_WORDS,
    Direction,
    Gender,
    Verb,
)


class FrameKind(enum.StrEnum):
    START = "start"  # one person's count before anything changes
    CHANGE = "change"  # that person gains or loses a count
    QUESTION = "question"  # how many that person has after the changes


class FrameName(enum.StrEnum):
    START = "start"
    CHANGE = "change"
    PART = "part"
    GIVE_TO = "give_to"
    HAVE = "have"
    END_UP_WITH = "end_up_with"
    LEFT_WITH = "left_with"
    ARE_LEFT = "are_left"


@dataclass(frozen=True, slots=True)
class Frame:
    name: FrameName
    kind: FrameKind
    template: str  # slots in braces; everything else is read as it stands


START_FRAMES: Final[tuple[Frame, ...]] = (
    # "Tom had 12 marbles", "Ms. Chen has 200 buttons in a jar", "A farmer had 30 eggs at first"
    Frame(FrameName.START, FrameKind.START, "{who} {have} {count} {noun}{place}{when}"),
)
CHANGE_FRAMES: Final[tuple[Frame, ...]] = (
    # "Then he gave 5 marbles to Ann at school", "She finds 11 more seashells at the beach"
    Frame(FrameName.CHANGE, FrameKind.CHANGE, "{opener}{subject}{adverb}{verb} {count}{more}{noun_opt}{away}{recipient}{tails}"),
    # "He ate 3 of them", "She gave 5 of her stickers to Ann"
    Frame(FrameName.PART, FrameKind.CHANGE, "{opener}{subject}{adverb}{verb} {count} of {whose}{noun_opt}{away}{recipient}{tails}"),
    # "He gave Ann 5 marbles", "Then she sold him 3 more"
    Frame(FrameName.GIVE_TO, FrameKind.CHANGE, "{opener}{subject}{adverb}{give} {object} {count}{more}{noun_opt}{tails}"),
)  # fmt: skip
QUESTION_FRAMES: Final[tuple[Frame, ...]] = (
    Frame(FrameName.HAVE, FrameKind.QUESTION, "{qopener}how many{noun_opt} {aux} {who} {still}have{ending}"),
    Frame(FrameName.END_UP_WITH, FrameKind.QUESTION, "{qopener}how many{noun_opt} {aux} {who} end up with"),
    Frame(FrameName.LEFT_WITH, FrameKind.QUESTION, "{qopener}how many{noun_opt} {be} {who} left with"),
    # No agent: what is left is the one count the text tracks.
    Frame(FrameName.ARE_LEFT, FrameKind.QUESTION, "{qopener}how many{noun_opt} {are} left"),
)

FRAMES: Final[tuple[Frame, ...]] = START_FRAMES + CHANGE_FRAMES + QUESTION_FRAMES


class Tense(enum.StrEnum):
    PRESENT = "present"
    PAST = "past"


@dataclass(frozen=True, slots=True)
class ChangeVerb:
    form: str  # as written: "gives away", "found"
    base: str
    direction: Direction
    tense: Tense


def _forms(verbs: tuple[Verb, ...], direction: Direction) -> tuple[ChangeVerb, ...]:
    return tuple(
        form
        for verb in verbs
        for form in (
            ChangeVerb(verb.third, verb.base, direction, Tense.PRESENT),
            ChangeVerb(verb.past, verb.base, direction, Tense.PAST),
        )
    )


# The kernel's change verbs, each statement form with its direction and tense.
CHANGE_VERBS: Final[tuple[ChangeVerb, ...]] = _forms(GAIN_VERBS, Direction.GAIN) + _forms(LOSS_VERBS, Direction.LOSS)
# Loss verbs that name the person before the count ("gave Ann 5"); "give" also ends "gave 5 away".
GIVE_TO_BASES: Final[tuple[str, ...]] = ("give", "sell")
AWAY_BASES: Final[tuple[str, ...]] = ("give",)
# How a start is stated. A story told in the present ("has") reads its changes in the present:
# "Tom has 12 marbles. He gave 5 to Ann." does not say whether the 12 is before or after.
HAVE_FORMS: Final[tuple[tuple[str, Tense], ...]] = (
    ("has", Tense.PRESENT), ("had", Tense.PAST), ("starts with", Tense.PRESENT), ("started with", Tense.PAST),
)  # fmt: skip

# Sentence openers and adverbs that place a change in time without changing it. Never
# "tomorrow", "every day", "if": those are not read, so a sentence with one is refused.
WEEKDAYS: Final[tuple[str, ...]] = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
OPENERS: Final[tuple[str, ...]] = (
    "then", "later", "after that", "afterwards", "next", "in the morning", "in the afternoon", "in the evening",
    *(f"on {day}" for day in WEEKDAYS),
)  # fmt: skip
ADVERBS: Final[tuple[str, ...]] = ("then", "also", "later")
# Where a statement sentence divides into clauses, each read by its own frame.
CONNECTIVES: Final[tuple[str, ...]] = (", and then ", " and then ", ", then ", ", and ", " and ", ", but ", " but ")

# Agents and the people things go to.
DETERMINERS: Final[tuple[str, ...]] = ("a", "an", "the")
POSSESSIVES: Final[tuple[tuple[str, str], ...]] = (("his", "he"), ("her", "she"), ("their", "they"), ("its", "it"))
OBJECT_PRONOUNS: Final[tuple[tuple[str, str], ...]] = (("him", "he"), ("her", "she"), ("them", "they"))
# Titles that say a gender beyond the kernel's ("Grandma Rosa", "Uncle Joe"); no period to drop.
FAMILY_TITLES: Final[tuple[tuple[str, Gender], ...]] = (
    ("grandma", Gender.FEMALE), ("grandpa", Gender.MALE), ("aunt", Gender.FEMALE), ("uncle", Gender.MALE),
    ("miss", Gender.FEMALE),
)  # fmt: skip
ALL_TITLES: Final[tuple[str, ...]] = (*TITLES, *(title for title, _ in FAMILY_TITLES))
# Nouns whose pronoun is fixed: people ("a girl … she", also as a name: "Mom had 12 cookies")
# and places things come from ("from the store … it"). Any other noun takes any pronoun.
GENDERED_NOUNS: Final[tuple[tuple[str, Gender], ...]] = tuple(
    [(word, Gender.FEMALE) for word in (
        "girl", "woman", "lady", "mother", "mom", "mum", "mommy", "sister", "daughter", "aunt", "grandma",
        "grandmother", "granny", "niece", "wife", "queen",
    )]
    + [(word, Gender.MALE) for word in (
        "boy", "man", "gentleman", "father", "dad", "daddy", "brother", "son", "uncle", "grandpa",
        "grandfather", "nephew", "husband", "king",
    )]
    + [(word, Gender.NEUTER) for word in (
        "store", "shop", "market", "supermarket", "mall", "bakery", "library", "school", "park", "beach",
        "garden", "farm", "tree", "field", "river", "lake", "fair",
    )]
)  # fmt: skip

# Closing phrases that change no count. `at`/`in`/`on` + a determiner + a noun phrase is a place
# or an occasion, never a person, and never a stretch of time ("in a week" would make a rate).
PLACE_PREPOSITIONS: Final[tuple[str, ...]] = ("at", "in", "on")
# When a start's count was had; a start says nothing else after its noun but a place.
START_TAILS: Final[tuple[str, ...]] = ("at first", "to begin with", "to start with", "at the start", "initially")
# No possessive: "for her birthday" after "Diego …" is some woman's, whom R1 never resolves.
TAIL_DETERMINERS: Final[tuple[str, ...]] = ("the", "a", "an")
TIME_NOUNS: Final[tuple[str, ...]] = (*TIME_UNIT_SPELLINGS, "time", "times", "month", "months", "year", "years")
# "for his birthday": what a gain may be for without going to someone else.
OCCASIONS: Final[tuple[str, ...]] = (
    "birthday", "christmas", "halloween", "easter", "graduation", "party", "breakfast", "lunch", "dinner",
    "dessert", "snack",
)  # fmt: skip
GIFTS: Final[tuple[str, ...]] = ("gift", "present", "prize", "reward")

# The question's endings: the count after the changes. A past question ("did") must say it.
NOW_ENDINGS: Final[tuple[str, ...]] = (*NOW_WORDS, "remaining", "left over", "after that", "after all that")
QUESTION_ENDINGS: Final[tuple[str, ...]] = (*NOW_ENDINGS, *TOTAL_WORDS)
QUESTION_OPENERS: Final[tuple[str, ...]] = ("now", "in the end", "at the end", "after that", "after all that")

# Words that are never a name or a word of a noun phrase: they belong to the frames. ("Will" and
# "May" stay names: "How many marbles does Will have?")
FUNCTION_WORDS: Final[tuple[str, ...]] = (
    *NOT_NAMES, *PRONOUN_WORDS, "him", "her", "them", "his", "their", "its", "me", "my", "we", "us", "our",
    "you", "your", "i", "someone", "somebody", "everyone", "everybody", "anyone", "anybody", "nobody",
    "none", "no", "one", "all", "both", "some", "any", "few", "many", "much", "several", "more", "most",
    "less", "fewer", "other", "others", "another", "these", "those", "of", "to", "at", "in", "on", "from",
    "for", "with", "by", "into", "than", "as", "and", "or", "but", "if", "so", "not", "never", "away",
    "back", "again", "too", "also", "later", "still", "just", "only", "instead", "today", "yesterday",
    "tomorrow", "about", "almost", "nearly", "approximately", "roughly", "around", "exactly", "precisely",
    "under", "over", "barely", "least", "up", "left", "total", "end", "is", "are", "was", "were", "be",
    "been", "has", "have", "had", "does", "do", "did", "would", "can", "could", "should", "might", "must",
    "started", "starts",
)  # fmt: skip
