"""verify: exact claims, three verdicts, and never VERIFIED when our two readers disagree."""

from fractions import Fraction

import pytest

from organs import ClaimError, ClaimVerdict, Served, verification, verify
from organs.claims import MAX_CLAIM_CHARS, read_claim

OYSTERS = "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?"
CAR = "A car travels at 60 mph for 3 hours. How many miles does it travel?"

CLAIMS = [
    ("240", Fraction(240)), ("240.0", Fraction(240)), ("$1,200", Fraction(1200)), ("7/2", Fraction(7, 2)),
    ("3.5", Fraction(7, 2)), (" 42 ", Fraction(42)), ("-5", Fraction(-5)), ("0.125", Fraction(1, 8)),
    ("1" + "0" * 40, Fraction(10**40)), ("12 apples", Fraction(12)), ("3.", Fraction(3)),
]  # fmt: skip


@pytest.mark.parametrize(("text", "value"), CLAIMS)
def test_claims_parse_exactly(text: str, value: Fraction) -> None:
    assert read_claim(text) == value


@pytest.mark.parametrize(
    "text",
    ["forty", "", "1/0", "1e5", "1,20", "--5", "½", "1" * (MAX_CLAIM_CHARS + 1), "$"],
)
def test_text_that_is_not_a_number_is_an_error_not_a_verdict(text: str) -> None:
    with pytest.raises(ClaimError):
        read_claim(text)


def test_a_served_answer_equal_to_the_claim_is_verified_with_its_derivation() -> None:
    result = verify(OYSTERS, "240.0")
    assert result.verdict is ClaimVerdict.VERIFIED and result.ours == 240
    assert result.derivation[-1] == "2 × 120 = 240 oysters"


def test_an_organ_answer_verifies_when_the_serving_path_withholds() -> None:
    result = verify(CAR, "180")
    assert result.verdict is ClaimVerdict.VERIFIED and result.ours == 180


@pytest.mark.parametrize("claimed", ["241", "7/2", "240.5", "-240"])
def test_a_different_claim_is_contradicted_and_ours_is_shown(claimed: str) -> None:
    result = verify(OYSTERS, claimed)
    assert result.verdict is ClaimVerdict.CONTRADICTED and result.ours == 240 and result.derivation


def test_without_a_verified_answer_the_verdict_is_unverifiable_with_typed_reasons() -> None:
    result = verify("What is love?", "42")
    assert result.verdict is ClaimVerdict.UNVERIFIABLE and result.ours is None
    assert result.reasons == ("serve: unparsed_question", "contemplate: not_recognized")


def test_a_known_boundary_is_unverifiable_never_verified() -> None:
    text = "Alice paints 3 rooms per hour. Working together with Bob, how many rooms do they paint in 4 hours?"
    result = verify(text, "12")  # R3 alone would have said 12
    assert result.verdict is ClaimVerdict.UNVERIFIABLE
    assert "contemplate: refused_known_boundary (cmb_missing_second_rate)" in result.reasons


def test_when_our_two_readers_disagree_nothing_is_verified_and_the_conflict_is_reported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(verification, "serve", lambda text: Served(239, "oysters", ("a different derivation",)))
    for claimed in ("239", "240"):
        result = verify(OYSTERS, claimed)
        assert result.verdict is ClaimVerdict.UNVERIFIABLE
        assert result.conflict == (239, 240)
        assert result.as_json()["conflict"] == {"served": "239", "contemplated": "240"}
