"""The R1 reader: one entity, a starting count, then gains and losses, then the question.

>>> from core.text import prepare
>>> read(prepare("Tom had 12 marbles. He gave 5 to Ann. How many does he have now?").unwrap()).unwrap().as_json()
{'entity': 'tom', 'start': 12, 'unit': 'marbles', 'changes': '-5'}
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
from core.vocabulary import GAIN_VERBS, LOSS_VERBS, NOW_WORDS, PRONOUNS, Gender, GrammaticalNumber, statement_forms
from generate.change_comprehension.model import Change, ChangeSetup, ReaderReason

ReadRefusal = Refusal[ReaderReason | InputReason]
ReadResult = Result[ChangeSetup, ReadRefusal]

# R1 tracks one person: a pronoun for them is singular and personal.
_PERSONAL: Final = tuple(
    p.word for p in PRONOUNS if p.number is GrammaticalNumber.SINGULAR and p.gender is not Gender.NEUTER
)
_WHO: Final = rf"(?:then,? )?(?P<who>{alternation(_PERSONAL)}|[a-z]++)"
START_RE: Final = re.compile(r"^(?P<who>[a-z]++) (?:has|had) (?P<n>\d++) (?P<noun>[a-z]++)$", re.ASCII)
CHANGE_RE: Final = re.compile(
    rf"^{_WHO} (?:then )?(?:(?P<gain>{alternation(statement_forms(GAIN_VERBS))})|{alternation(statement_forms(LOSS_VERBS))})"
    r" (?P<n>\d++)(?: more)?(?: (?P<noun>[a-z]++))?(?: (?:to|away to) [a-z]++)?$",
    re.ASCII,
)
QUESTION_RE: Final = re.compile(
    rf"^how many(?: (?P<noun>[a-z]++))? (?:does|did|will) (?P<who>[a-z]++) have(?: (?:{alternation(NOW_WORDS)}))?$",
    re.ASCII,
)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (START_RE, CHANGE_RE, QUESTION_RE)


def _refuse(reason: ReaderReason | InputReason, detail: str) -> Failure[ReadRefusal]:
    return refuse(Organ.R1_CHANGE, reason, detail)


def read(prepared: Prepared) -> ReadResult:
    sentences = prepared.sentences()
    if not sentences:
        return _refuse(ReaderReason.EMPTY, "no words")
    if len(sentences) < 3:
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, "needs a start, a change and a question")
    first, *middle, last = [s.text for s in sentences]
    start, question = START_RE.match(first), QUESTION_RE.match(last)
    unit = plural_of(start["noun"]) if start is not None else None
    if start is None or question is None or not sentences[-1].asks or unit is None:
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, "not: a start, then changes, then the question")
    entity = start["who"]
    changes: list[Change] = []
    for sentence in middle:
        change = CHANGE_RE.match(sentence)
        if change is None or change["who"] not in (entity, *_PERSONAL):
            return _refuse(ReaderReason.NOT_CHANGE_SHAPED, f"not a change of {entity}: {sentence!r}")
        if change["noun"] is not None and plural_of(change["noun"]) != unit:
            return _refuse(ReaderReason.UNIT_MISMATCH, f"{entity} counts {unit}, the change counts {change['noun']}")
        made = _positive(int(change["n"]))
        if isinstance(made, Failure):
            return made
        changes.append(Change(made.unwrap(), change["gain"] is not None))
    if question["who"] not in (entity, *_PERSONAL):
        return _refuse(ReaderReason.NOT_CHANGE_SHAPED, f"the question asks about {question['who']}")
    if question["noun"] is not None and plural_of(question["noun"]) != unit:
        return _refuse(ReaderReason.UNIT_MISMATCH, f"{entity} counts {unit}, the question asks for {question['noun']}")
    return _positive(int(start["n"])).map(lambda count: ChangeSetup(entity, count, unit, tuple(changes)))


def _positive(value: int) -> Result[PositiveInt, ReadRefusal]:
    return positive(Organ.R1_CHANGE, value)
