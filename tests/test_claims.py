"""read_claim: a corpus of answers as people and models write them, each with the number it
states or a refusal; the Python and JSON numbers; and the laws a claim reader must keep."""

import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from organs import Claimed, ClaimError, read_claim

CORPUS = [json.loads(line) for line in (Path(__file__).parent / "data" / "claims.jsonl").open(encoding="utf-8")]
READ = [row for row in CORPUS if row["value"] is not None]
REFUSED = [row for row in CORPUS if row["value"] is None]


def test_the_corpus_holds_two_hundred_claims_in_both_outcomes() -> None:
    assert len(CORPUS) >= 200 and len(READ) >= 100 and len(REFUSED) >= 50
    assert len({row["claim"] for row in CORPUS}) == len(CORPUS)


@pytest.mark.parametrize("row", READ, ids=[repr(row["claim"])[:40] for row in READ])
def test_each_written_claim_states_its_number(row: dict[str, str]) -> None:
    assert read_claim(row["claim"]) == Fraction(row["value"])


@pytest.mark.parametrize("row", REFUSED, ids=[repr(row["claim"])[:40] for row in REFUSED])
def test_a_claim_of_no_one_exact_number_is_an_error_never_a_guess(row: dict[str, str]) -> None:
    with pytest.raises(ClaimError):
        read_claim(row["claim"])


@pytest.mark.parametrize(
    ("claimed", "value"),
    [
        (12, Fraction(12)), (-3, Fraction(-3)), (Fraction(3, 4), Fraction(3, 4)), (Decimal("12.50"), Fraction(25, 2)),
        (Decimal("1E+2"), Fraction(100)), (12.0, Fraction(12)), (0.1, Fraction(1, 10)), (2.5, Fraction(5, 2)),
    ],
)  # fmt: skip
def test_python_numbers_are_read_exactly_and_a_float_as_written(claimed: Claimed, value: Fraction) -> None:
    assert read_claim(claimed) == value


@pytest.mark.parametrize("claimed", [float("nan"), float("inf"), Decimal("NaN"), Decimal("sNaN"), Decimal("-Infinity")])
def test_a_number_that_is_not_finite_is_a_claim_error(claimed: Claimed) -> None:
    with pytest.raises(ClaimError):
        read_claim(claimed)


@pytest.mark.parametrize("claimed", [None, True, b"12", [12], {"answer": 12}, 12j])
def test_anything_but_a_number_or_text_is_a_type_error_naming_the_argument(claimed: object) -> None:
    with pytest.raises(TypeError, match="claimed must be str, int, Fraction, Decimal or float"):
        read_claim(claimed)


signed = st.integers(-(10**30), 10**30)


@given(signed, st.sampled_from(("{}", "The answer is {}.", "#### {}", "\\boxed{{{}}}", "**{}**", "{} dollars")))
def test_an_integer_in_any_style_is_read_back_exactly(value: int, style: str) -> None:
    assert read_claim(style.format(value)) == value


@given(signed, signed.filter(bool))
def test_two_different_marked_answers_are_never_one_of_them(first: int, offset: int) -> None:
    with pytest.raises(ClaimError, match="different numbers"):
        read_claim(f"The answer is {first}.\n#### {first + offset}")
