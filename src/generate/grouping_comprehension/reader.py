"""The R2 reader: equal groups and equal shares.

    "4 boxes with 12 pencils in each. How many pencils are there in total?"       -> 4 x 12
    "There are 6 bags. Each bag holds 5 apples. How many apples are there?"        -> 6 x 5
    "48 pencils are shared equally among 5 children. How many pencils does each child get?" -> 48 / 5

>>> from core.text import prepare
>>> read(prepare("4 boxes with 12 pencils in each. How many pencils are there in total?").unwrap()).unwrap().as_json()
{'operation': 'total', 'left': 4, 'right': 12, 'unit': 'pencils'}
"""

from __future__ import annotations

import re
from typing import Final

from returns.result import Failure, Result

from core.nouns import plural_of
from core.numbers import PositiveInt
from core.reading import positive, refuse
from core.refusal import Organ, Refusal
from core.text import InputReason, Prepared, alternation
from core.vocabulary import GROUP_CONTAINERS, TOTAL_WORDS
from generate.grouping_comprehension import lexicon
from generate.grouping_comprehension.model import GroupingSetup, Operation, ReaderReason

ReadRefusal = Refusal[ReaderReason | InputReason]
ReadResult = Result[GroupingSetup, ReadRefusal]

_CONTAINER: Final = alternation(plural for _, plural in GROUP_CONTAINERS)
_SINGULAR_CONTAINER: Final = alternation(singular for singular, _ in GROUP_CONTAINERS)

GROUPS_RE: Final = re.compile(
    rf"^(?:there are )?(?P<groups>\d++) (?P<container>{_CONTAINER}) (?:{alternation(lexicon.HOLD_WORDS)})"
    rf" (?P<size>\d++) (?P<noun>[a-z]++)(?: in each| each)?$",
    re.ASCII,
)
GROUP_COUNT_RE: Final = re.compile(rf"^(?:there are )?(?P<groups>\d++) (?P<container>{_CONTAINER})$", re.ASCII)
EACH_RE: Final = re.compile(
    rf"^each (?:{_SINGULAR_CONTAINER}) (?:has|holds|contains) (?P<size>\d++) (?P<noun>[a-z]++)$", re.ASCII
)
SHARE_RE: Final = re.compile(
    rf"^(?P<total>\d++) (?P<noun>[a-z]++) (?:are |were )?(?:{alternation(lexicon.SHARE_WORDS)}) equally"
    rf" (?:among|between) (?P<sharers>\d++) (?:{alternation(lexicon.SHARERS)})$",
    re.ASCII,
)
TOTAL_QUESTION_RE: Final = re.compile(
    rf"^how many (?P<noun>[a-z]++) (?:are there|is that|do they hold|are in the [a-z]++)(?: (?:{alternation(TOTAL_WORDS)}))?$",
    re.ASCII,
)
SHARE_QUESTION_RE: Final = re.compile(
    r"^how many (?P<noun>[a-z]++) (?:does|will|did) each (?:[a-z]++) (?:get|receive|have)$", re.ASCII
)

PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    GROUPS_RE, GROUP_COUNT_RE, EACH_RE, SHARE_RE, TOTAL_QUESTION_RE, SHARE_QUESTION_RE,
)  # fmt: skip


def _refuse(reason: ReaderReason | InputReason, detail: str) -> Failure[ReadRefusal]:
    return refuse(Organ.R2_GROUPING, reason, detail)


def read(prepared: Prepared) -> ReadResult:
    sentences = prepared.sentences()
    if not sentences:
        return _refuse(ReaderReason.EMPTY, "no words")
    *statements, question = [s.text for s in sentences]
    if not sentences[-1].asks:
        return _refuse(ReaderReason.NOT_GROUPING_SHAPED, "the text must end in its question")
    # Every statement sentence is one of the shapes, so every number is accounted for.
    matched = [
        GROUPS_RE.match(s) or GROUP_COUNT_RE.match(s) or EACH_RE.match(s) or SHARE_RE.match(s) for s in statements
    ]
    if not statements or any(m is None for m in matched):
        return _refuse(ReaderReason.NOT_GROUPING_SHAPED, "a statement that is not equal groups or an equal share")
    fields: dict[str, str] = {}
    for match in matched:
        assert match is not None
        for key, value in match.groupdict().items():
            if value is not None and fields.setdefault(key, value) != value:
                return _refuse(ReaderReason.NOT_GROUPING_SHAPED, f"two values for {key}")
    if "total" in fields and "sharers" in fields and len(matched) == 1:
        return _ask(question, SHARE_QUESTION_RE, Operation.SHARE, fields["total"], fields["sharers"], fields["noun"])
    if {"groups", "size", "noun"} <= fields.keys() and "total" not in fields:
        return _ask(question, TOTAL_QUESTION_RE, Operation.TOTAL, fields["groups"], fields["size"], fields["noun"])
    return _refuse(ReaderReason.NOT_GROUPING_SHAPED, "groups without a size, or a size without groups")


def _ask(question: str, pattern: re.Pattern[str], operation: Operation, left: str, right: str, noun: str) -> ReadResult:
    asked = pattern.match(question)
    if asked is None:
        return _refuse(ReaderReason.NOT_GROUPING_SHAPED, f"not a {operation.value} question")
    unit = plural_of(noun)
    if unit is None or plural_of(asked["noun"]) != unit:
        return _refuse(ReaderReason.UNIT_MISMATCH, f"the groups hold {noun}, the question asks for {asked['noun']}")
    return _positive(int(left)).bind(
        lambda a: _positive(int(right)).map(lambda b: GroupingSetup(operation, a, b, unit))
    )


def _positive(value: int) -> Result[PositiveInt, ReadRefusal]:
    return positive(Organ.R2_GROUPING, value)
