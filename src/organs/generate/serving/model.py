"""Every serving stage's closed reasons, in one place, so that later stages and the public
face need not import an earlier stage for its enums.

>>> ServingReasons.__args__[0] is InputReason
True
"""

from __future__ import annotations

import enum

from organs.core.refusal import Refusal
from organs.core.reliability_gate import GateReason
from organs.core.text import InputReason


class ParseReason(enum.StrEnum):
    """Why the candidate parser found no usable reading."""

    EMPTY = "empty"
    NO_SINGLE_QUESTION = "no_single_question"
    UNPARSED_SENTENCE = "unparsed_sentence"
    UNPARSED_QUESTION = "unparsed_question"
    MULTI_STATEMENT_RATE = "multi_statement_rate"
    AMBIGUOUS_READING = "ambiguous_reading"
    TOO_MANY_FACTS = "too_many_facts"  # more than the exact solver may take on in bounded time


class GraphReason(enum.StrEnum):
    """Why a combination of candidates does not make one well-defined problem."""

    NO_INITIAL_STATE = "no_initial_state"
    DUPLICATE_ENTITY = "duplicate_entity"
    UNKNOWN_ENTITY = "unknown_entity"
    AMBIGUOUS_PRONOUN = "ambiguous_pronoun"
    UNIT_MISMATCH = "unit_mismatch"
    ACTOR_MISMATCH = "actor_mismatch"
    VERB_MISMATCH = "verb_mismatch"
    TENSE_MISMATCH = "tense_mismatch"  # "Tom had 5 apples. … How many apples does Tom have?"
    IMPOSSIBLE_SCHEDULE = "impossible_schedule"  # "25 hours a day", "9 days a week"


class SolveReason(enum.StrEnum):
    NEGATIVE_STATE = "negative_state"  # giving away more than one has
    NON_INTEGER_ANSWER = "non_integer_answer"  # "7 boxes in 3 minutes … in 10 minutes"
    INCONSISTENT_FACTS = "inconsistent_facts"  # no world makes every stated fact hold
    UNDETERMINED = "undetermined"  # the facts leave some quantity free
    IMPOSSIBLE_QUANTITY = "impossible_quantity"  # a count below zero, a fraction of a count, an age not above zero
    UNIT_ACROSS_CLOCKS = "unit_across_clocks"  # "10 oysters in 5 minutes … in 2 days": a working day has no fixed hours


# Every reason the serving path can give, from the text's preparation to the gate.
ServingReasons = InputReason | ParseReason | GraphReason | SolveReason | GateReason
ServingRefusal = Refusal[ServingReasons]
