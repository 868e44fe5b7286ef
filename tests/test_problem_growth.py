"""The problem_growth lane's generators make what they claim: n growing sentences after a fixed
opening and before one question, under the kernel's cap at 128 and over it at 256, the people
each family names, and pronouns that fit whom the family says. Timing belongs in the lane, not
here: nothing below is timed."""

import pytest

from evals.problem_growth.__main__ import FAMILIES, PAST_CAP, PEOPLE, SIZES, WOMEN, outcome
from organs import serve
from organs.core.first_names import gender_of
from organs.core.nouns import is_adjective, lemma_of
from organs.core.text import MAX_TEXT_CHARS, InputReason, prepare
from organs.core.vocabulary import Gender


@pytest.mark.parametrize("family", sorted(FAMILIES))
@pytest.mark.parametrize("n", SIZES)
def test_a_problem_is_its_opening_then_n_sentences_then_one_question(family: str, n: int) -> None:
    make, opening = FAMILIES[family]
    text = make(n)
    assert text == make(n)  # no randomness
    assert len(text) <= MAX_TEXT_CHARS
    sentences = prepare(text).unwrap().sentences()
    assert len(sentences) == opening + n + 1
    assert [s.asks for s in sentences] == [False] * (opening + n) + [True]


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_past_the_cap_every_family_is_refused_before_reading(family: str) -> None:
    text = FAMILIES[family][0](PAST_CAP)
    assert len(text) > MAX_TEXT_CHARS
    assert prepare(text).failure().reason is InputReason.TOO_LONG
    assert outcome(serve(text)) == "withheld too_long"


def test_the_named_people_are_in_their_problems() -> None:
    transfers, pronouns, ambiguous = (FAMILIES[name][0](128) for name in ("transfers", "pronouns", "ambiguous"))
    assert all(f"{person} has 90 pens." in transfers for person in PEOPLE)
    assert all(f"{giver} gives" in transfers for giver in PEOPLE[:-1])  # along the chain to the last
    assert f"How many pens does {PEOPLE[-1]} have?" in transfers
    assert "He gives" in pronouns and "She gives" in pronouns
    assert " to Ben." in ambiguous and " to Tom." in ambiguous
    for n in SIZES:
        assert all(f"{woman} has" in FAMILIES["crowd"][0](n) for woman in WOMEN[:n])
        assert all(f" to {woman}." in FAMILIES["gifts"][0](n) for woman in WOMEN[:n])


def test_the_pronouns_fit_whom_the_families_say() -> None:
    """A pronoun refers to a named person only when the census gives the name that gender: Tom
    is the only man among the pronoun and gift families' people, Tom and Ben both are men."""
    assert all(gender_of(person.lower()) is not None for person in PEOPLE)
    assert (gender_of("tom"), gender_of("ann"), gender_of("ben")) == (Gender.MALE, Gender.FEMALE, Gender.MALE)
    assert len(set(WOMEN)) == len(WOMEN) == max(SIZES)
    for woman in (name.lower() for name in WOMEN):
        assert gender_of(woman) is Gender.FEMALE, woman
        assert lemma_of(woman) is None and not is_adjective(woman), woman  # a name, not a word
