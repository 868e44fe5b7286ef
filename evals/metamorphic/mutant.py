"""A mutant: a seed's text changed by one named transformation, with the outcome it must have.

The expectation is computed from the transformation alone (and, for structured gold seeds, the
lane's canonical arithmetic on the changed fields), never by running the code under test:
MUST_REFUSE, or ANSWER_OR_REFUSE(x), "exactly x, or a refusal".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import assert_never

from evals.metamorphic.seeds import Seed


class Transformation(enum.StrEnum):
    IDENTITY = "identity"  # the seed itself: a path that answers it wrongly is wrong too
    PLURALIZE_SUBJECT = "pluralize_subject"  # "Ana and a friend can each ...": the group's total
    ADD_SITUATION = "add_situation"  # a sentence that changes what happens
    ADD_MEANING_WORD = "add_meaning_word"  # "about 12", "shared unequally", "in turns"
    SCALE_NUMBER = "scale_number"  # a stated number (and its field) times k
    CHANGE_UNIT = "change_unit"  # one time-unit mention ("minutes" -> "hours")
    REMOVE_SENTENCE = "remove_sentence"  # a statement carrying a needed number is deleted
    REPLACE_NUMBER_WITH_SOME = "replace_number_with_some"  # a needed number becomes "some"
    ASK_UNKNOWN_ENTITY = "ask_unknown_entity"  # the question asks about a name never mentioned
    ASK_SUBSET = "ask_subset"  # the question asks about one, or two of three, entities
    NEGATE = "negate"  # a statement's verb is negated
    SWAP_DIRECTION = "swap_direction"  # sells <-> buys, gives <-> gets, drains -> fills
    SWAP_GENDER = "swap_gender"  # the question's he <-> she, in a text with one person
    SWAP_POSSESSIVE = "swap_possessive"  # a statement's his <-> her, in a text with one person
    UNFIXED_VERB = "unfixed_verb"  # a change's verb becomes one whose effect on holdings is unfixed
    ONLY_ZERO = "only_zero"  # a fact that only an empty world satisfies ("twice as many as itself")
    REORDER = "reorder"  # two adjacent timeless facts swapped: the same facts
    ONES = "ones"  # "as green marbles" -> "as green ones": the same noun, by anaphora
    RENAME_THING = "rename_thing"  # the question's container or machine becomes one never set up
    REGROUP = "regroup"  # the question's "the two" becomes "the three"
    CONDITION_PERSON = "condition_person"  # "If Zed helps, how many ...": a condition names a new person
    SECOND_PURCHASE = "second_purchase"  # another item bought before a discount or tax
    CALENDAR_DAYS = "calendar_days"  # a schedule of days a week, and a span asked in calendar days
    RESTATE_KIN = "restate_kin"  # "Her brother ... his sister": a named person restated as kin of kin


@dataclass(frozen=True, slots=True)
class MustRefuse:
    """The mutant has no determinable answer: any answer is wrong."""


@dataclass(frozen=True, slots=True)
class AnswerOrRefuse:
    """The mutant's answer is certainly `value`: that, or a refusal."""

    value: int


Expectation = MustRefuse | AnswerOrRefuse


def describe(expectation: Expectation) -> str:
    match expectation:
        case MustRefuse():
            return "must_refuse"
        case AnswerOrRefuse(value=value):
            return f"answer_or_refuse {value}"
        case _ as unreachable:
            assert_never(unreachable)


def expecting(outcome: int | str | None) -> Expectation | None:
    """The expectation from a canonical outcome: an answer, a refusal the arithmetic implies, or
    None (no claim, so no mutant)."""
    if isinstance(outcome, int):
        return AnswerOrRefuse(outcome)
    return None if outcome is None else MustRefuse()


@dataclass(frozen=True, slots=True)
class Mutant:
    seed: Seed
    transformation: Transformation
    variant: str  # which variant, in words that never quote a GSM8K text
    text: str
    expectation: Expectation

    @property
    def id(self) -> str:
        return f"{self.seed.id}/{self.transformation.value}/{self.variant}"
