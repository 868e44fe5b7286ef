"""Text preparation: exact integers or a typed rejection, for every kind of number."""

from fractions import Fraction

import pytest

from organs.core.text import MAX_TEXT_CHARS, InputReason, NumberKind, prepare

# One expected list of integers, many spellings.
READS_AS = [
    ("12 liters", [12]),
    ("1,200 liters", [1200]),
    ("12,345,678 bricks", [12345678]),
    ("twelve liters", [12]),
    ("Twenty-four boxes", [24]),
    ("twenty four boxes", [24]),
    ("ninety-nine pages", [99]),
    ("a 90-liter tank", [90]),
    ("\uff13\uff10 pages", [30]),  # full-width digits
    ("at 10am", [10]),
    ("5, 6 and 7.", [5, 6, 7]),
    ("in 6 minutes.", [6]),
    ("x" * 10 + " 7", [7]),
]


@pytest.mark.parametrize(("text", "values"), READS_AS)
def test_integers_read_exactly(text: str, values: list[int]) -> None:
    prepared = prepare(text).unwrap()
    integers = [n for n in prepared.numbers if n.kind is NumberKind.INTEGER]
    assert [n.value for n in integers] == values
    # Every recorded span points at the canonical digits in the prepared text.
    assert [prepared.text[n.start : n.end] for n in integers] == [str(v) for v in values]


# One expected rejection, many inputs: nothing here may be read as a number.
UNSUPPORTED = [
    "3.5 liters", "$3.50", "1/2 cup", "10^40 widgets", "50% more", "a 2-3 hour job",
    "-5 degrees", "10\u00b2 liters", "\u00bd cup", "\u0663 pipes", "5km", "1,20 boxes",
    "half as many", "twice as fast", "a dozen eggs", "one hundred pages", "one-third of it",
    "two thirds", "a quarter", "1" * 61,
]  # fmt: skip


@pytest.mark.parametrize("text", UNSUPPORTED)
def test_unsupported_numbers_are_rejected_with_a_reason(text: str) -> None:
    rejected = prepare(text).failure()
    assert rejected.reason is InputReason.UNSUPPORTED_NUMBER
    assert rejected.detail


# Kept exact by the serving path's preparation: (text, [(kind, value, as written)]).
EXACT = [
    ("3.5 liters", [(NumberKind.DECIMAL, Fraction(7, 2), "3.5")]),
    ("$3.50 each", [(NumberKind.DECIMAL, Fraction(7, 2), "3.50")]),
    ("$.25 a stamp", [(NumberKind.DECIMAL, Fraction(1, 4), ".25")]),
    ("it cost $1,250,000.50.", [(NumberKind.DECIMAL, Fraction(2500001, 2), "1250000.50")]),
    ("2.0 cups", [(NumberKind.DECIMAL, 2, "2.0")]),
    ("1/2 cup and 6/3 cups", [(NumberKind.FRACTION, Fraction(1, 2), "1/2"), (NumberKind.FRACTION, 2, "6/3")]),
    ("50% more than 12.5 %", [(NumberKind.INTEGER, 50, "50"), (NumberKind.DECIMAL, Fraction(25, 2), "12.5")]),
    # A fraction may wear its denominator's ordinal ending, which adds nothing to its value.
    (
        "3/8th of it and 2/3rds",
        [(NumberKind.FRACTION, Fraction(3, 8), "3/8"), (NumberKind.FRACTION, Fraction(2, 3), "2/3")],
    ),
    ("1/12th, 1/11ths, 1/21st", [(NumberKind.FRACTION, Fraction(1, n), f"1/{n}") for n in (12, 11, 21)]),
]


@pytest.mark.parametrize(("text", "expected"), EXACT)
def test_the_serving_preparation_keeps_decimals_fractions_and_percents_exact(
    text: str, expected: list[tuple[NumberKind, int | Fraction, str]]
) -> None:
    prepared = prepare(text, keep_quantity_words=True).unwrap()
    assert [(n.kind, n.value, prepared.text[n.start : n.end]) for n in prepared.numbers] == expected
    assert all(type(n.value) is int for n in prepared.numbers if n.value.denominator == 1)  # whole is int
    assert prepare(text).failure().reason is InputReason.UNSUPPORTED_NUMBER  # the organs' preparation never


@pytest.mark.parametrize(
    "text",
    ["3/0 cups", "3.5kg", "1.2.3 boxes", "3/4rds", "1/2th", "1/13rd", "1.5th", "1,20.5 boxes", "10^4.5 m", "x.5.5"],
)
def test_the_serving_preparation_still_rejects_what_has_no_one_exact_reading(text: str) -> None:
    rejected = prepare(text, keep_quantity_words=True).failure()
    assert rejected.reason is InputReason.UNSUPPORTED_NUMBER
    assert rejected.detail


def test_clock_times_and_ordinals_are_kept_apart_from_quantities() -> None:
    prepared = prepare("From 2:30 pm on the 3rd day").unwrap()
    assert [(n.kind, n.value) for n in prepared.numbers] == [
        (NumberKind.CLOCK, 150),
        (NumberKind.ORDINAL, 3),
    ]


def test_the_serving_preparation_gives_a_pair_as_its_parts() -> None:
    # Only the words around "3:5" or "2:30" tell a ratio from a time: the tokenizer reads them.
    prepared = prepare("The ratio is 3:5 at 2:30pm; 2:1:3.", keep_quantity_words=True).unwrap()
    assert prepared.text == "the ratio is 3:5 at 2:30 pm; 2:1:3."
    assert [(n.kind, n.value, prepared.text[n.start : n.end]) for n in prepared.numbers] == [
        (NumberKind.INTEGER, value, str(value)) for value in (3, 5, 2, 30, 2, 1, 3)
    ]
    assert prepare("The ratio is 3:5.").failure().reason is InputReason.UNSUPPORTED_NUMBER
    assert prepare("It is 3:5x.", keep_quantity_words=True).failure().reason is InputReason.UNSUPPORTED_NUMBER


def test_bare_ordinal_word_is_not_a_fraction() -> None:
    assert prepare("the third pipe").unwrap().numbers == ()


def test_text_over_the_cap_is_rejected_before_any_other_work() -> None:
    rejected = prepare("9" * (MAX_TEXT_CHARS + 1)).failure()
    assert rejected.reason is InputReason.TOO_LONG


def test_text_at_the_cap_is_read() -> None:
    assert prepare("a" * MAX_TEXT_CHARS).unwrap().numbers == ()


def test_unicode_punctuation_and_controls_become_plain() -> None:
    text = "Mia\u2019s pump\u00a0moves \u201c5\u201d liters\u200b per\u2013minute\x07"
    assert prepare(text).unwrap().text == 'mia\'s pump moves "5" liters per-minute'


def test_rate_abbreviations_are_spelled_out() -> None:
    assert prepare("at 60 mph and 40 wpm").unwrap().text == "at 60 miles per hour and 40 words per minute"


@pytest.mark.parametrize(
    "text",
    [
        "Each stamp costs $.25. How much do 4 stamps cost?",  # was read as 25
        "He ran .5 km.",  # was read as 5
        "Prices rose 5 %.",  # was read as a plain 5
        "She finished twenty-second.",  # was "20 second", a duration
        "It is the twenty-first day.",
        "He doubled his savings.",
        "Tax is 8 per cent.",
        "An eighth of the eggs broke.",
        "A twelfth of the eggs broke.",
    ],
)
def test_quantities_the_kernel_cannot_read_exactly_are_rejected_not_misread(text: str) -> None:
    assert prepare(text).failure().reason is InputReason.UNSUPPORTED_NUMBER
