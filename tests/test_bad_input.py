"""Bad input is normal input: a typed refusal or a correct answer, never an exception."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from organs.core.comprehension_attempt.organ import Answer, AnyRefusal
from organs.core.text import InputReason
from organs.generate.combined_rate_comprehension import ORGAN, ReaderReason, solve


def read_and_solve(text: str) -> Result[Answer, AnyRefusal]:
    return ORGAN.read_text(text).bind(solve)


TEMPLATE = "Ann packs {a} boxes per hour and Bo packs {b} boxes per hour. Working together, how many boxes do they pack in {t} hours?"

REFUSED = [
    ("", ReaderReason.EMPTY),
    (" \t\n\r ", ReaderReason.EMPTY),
    ("\x00\x01\x02", ReaderReason.EMPTY),
    ("\u200b\u200b", ReaderReason.EMPTY),
    ("?!.", ReaderReason.EMPTY),
    ("a" * 1_000_000, InputReason.TOO_LONG),
    (" " * 1_000_000, InputReason.TOO_LONG),
    (TEMPLATE.format(a="3.5", b=2, t=4), InputReason.UNSUPPORTED_NUMBER),
    (TEMPLATE.format(a="10^40", b=2, t=4), InputReason.UNSUPPORTED_NUMBER),
    (TEMPLATE.format(a="1e5", b=2, t=4), InputReason.UNSUPPORTED_NUMBER),
    (TEMPLATE.format(a="-3", b=2, t=4), InputReason.UNSUPPORTED_NUMBER),
    (TEMPLATE.format(a="1/2", b=2, t=4), InputReason.UNSUPPORTED_NUMBER),
    (TEMPLATE.format(a=0, b=2, t=4), InputReason.NON_POSITIVE_QUANTITY),
    (TEMPLATE.format(a=3, b=2, t=0), InputReason.NON_POSITIVE_QUANTITY),
    (TEMPLATE.format(a="٣", b=2, t=4), InputReason.UNSUPPORTED_NUMBER),
]


@pytest.mark.parametrize(("text", "reason"), REFUSED, ids=range(len(REFUSED)))
def test_bad_input_gets_its_typed_refusal(text: str, reason: object) -> None:
    assert ORGAN.read_text(text).failure().reason == reason


ANSWERED = [
    (TEMPLATE.format(a="1,200", b="800", t=3), 6000),
    (TEMPLATE.format(a="1" + "0" * 40, b=1, t=1), 10**40 + 1),  # 10^40 written out is exact
    (TEMPLATE.format(a="\uff13", b="\uff12", t="\uff14"), 20),  # full-width digits
    (TEMPLATE.format(a=3, b=2, t=4).replace(" ", "\u00a0"), 20),  # non-breaking spaces
    ("\u201c" + TEMPLATE.format(a=3, b=2, t=4) + "\u201d", 20),  # curly quotes
    (TEMPLATE.format(a=3, b=2, t=4).upper(), 20),
]


@pytest.mark.parametrize(("text", "answer"), ANSWERED, ids=range(len(ANSWERED)))
def test_odd_but_well_formed_input_is_answered_exactly(text: str, answer: int) -> None:
    assert read_and_solve(text).unwrap().value == answer


@settings(max_examples=300)
@given(st.text(max_size=600))
def test_arbitrary_text_never_raises(text: str) -> None:
    assert isinstance(read_and_solve(text), Success | Failure)


words = st.sampled_from(
    ["per", "hour", "liters", "together", "drains", "fills", "how", "many", "long", "in", "for",
     "and", "the", "tank", "minutes", "?", ".", ",", "1", "2", "12", "0", "3.5", "both", "pm", "a"]
)  # fmt: skip


@settings(max_examples=500)
@given(st.lists(words, max_size=60).map(" ".join))
def test_rate_vocabulary_soup_never_raises_and_any_answer_is_not_negative_quantity(text: str) -> None:
    result = read_and_solve(text)
    if isinstance(result, Success) and not result.unwrap().unit.endswith(("per minute", "per hour")):
        assert result.unwrap().value > 0
