"""The texts issue #8 was filed with: each was answered wrongly by `serve`, `contemplate` or
both; each must now be refused or answered right, by every path, and `verify` must never call
a wrong claim VERIFIED or the right one CONTRADICTED."""

import pytest

from organs import ClaimVerdict, Served, Terminal, contemplate, serve, verify

# (text, the right answer or None when a reader must refuse, the wrong answer filed)
FILED: list[tuple[str, int | None, int]] = [
    ("Lena has 9 shells. Omar has 4 shells. Pat has 6 shells. How many shells do Lena and Omar have in total?", 13, 19),
    ("Lena has 9 shells. How many shells do Lena and Omar have in total?", None, 9),
    ("Lena had 9 shells. He found 3 shells. How many shells does Lena have now?", None, 12),
    ("Tom and his sister each read 5 pages a day. How many pages do they read in 7 days?", 70, 35),
    (
        "Ana walked toward the library. Halfway there she went back home for her card, then walked all the way to "
        "the library. The library is 4 miles from her home and she walks 2 miles per hour. How long did the whole "
        "trip take?",
        4,
        2,
    ),
    (
        "A pump moves 30 liters per hour. A second identical pump is switched on. How many liters are moved in 2 hours?",
        120,
        60,
    ),
    (
        "Jo can fold 12 shirts in 4 minutes. How many shirts can she and her brother fold in 1 hour if he folds just as fast?",
        360,
        180,
    ),
    (
        "A pipe fills a tank at 6 liters per minute while a drain removes 2 liters per minute. The drain is closed. "
        "Starting from empty, how many liters are in the tank after 5 minutes?",
        30,
        20,
    ),
    (
        "Max sells lemonade at a rate of 12 cups per hour and his sister buys at a rate of 5 cups per hour. "
        "How many cups do they sell altogether in 2 hours?",
        None,
        34,
    ),
]


@pytest.mark.parametrize(("text", "right", "said"), FILED)
def test_no_path_answers_a_filed_text_wrongly(text: str, right: int | None, said: int) -> None:
    served = serve(text)
    if isinstance(served, Served):
        assert served.answer == right
    thought = contemplate(text)
    if thought.terminal is Terminal.SOLVED_VERIFIED:
        assert thought.answer is not None and thought.answer.value == right


@pytest.mark.parametrize(("text", "right", "said"), FILED)
def test_verify_never_backs_a_wrong_claim_nor_contradicts_the_right_one(
    text: str, right: int | None, said: int
) -> None:
    assert verify(text, str(said)).verdict is not ClaimVerdict.VERIFIED
    if right is not None:
        assert verify(text, str(right)).verdict is not ClaimVerdict.CONTRADICTED


# Found in review: texts the rate frames once read past. Each must be refused by both paths.
READ_PAST = [
    # a modifier on the container says more than the rates do
    "A pipe fills a leaky tank at 5 liters per minute while a drain removes 2 liters per minute. "
    "Starting from empty, how many liters are in the tank after 6 minutes?",
    # the drain empties another container, or the question asks about another one
    "A pipe fills a tank at 5 liters per minute while a drain removes 2 liters per minute from a different tank. "
    "Starting from empty, how many liters are in the tank after 6 minutes?",
    "A pipe fills a tank at 5 liters per minute while a drain removes 2 liters per minute from a pool. "
    "Starting from empty, how many liters are in the tank after 6 minutes?",
    "A pipe fills a tank at 5 liters per minute while a drain removes 2 liters per minute. "
    "Starting from empty, how many liters are in the pool after 6 minutes?",
    "A pipe fills a pool at 6 liters per minute while a drain removes 2 liters per minute. How long, in "
    "minutes, will it take to fill an empty 20 liter tank?",
    "One hose pours 6 liters per minute into a pool and another hose pours 4 liters per minute into a bucket. "
    "How many liters per minute do the two hoses pour together?",
    # "another printer" is not the printer that was introduced
    "A printer prints 12 pages per minute into a bin. How many pages does another printer print in 5 minutes?",
    # the object names another thing than the rate counts
    "Kim picks apples at a rate of 15 apples per hour and her brother picks pears at a rate of 10 apples per hour. "
    "How many apples do they pick altogether in 2 hours?",
]


@pytest.mark.parametrize("text", READ_PAST)
def test_a_word_the_frames_once_read_past_is_refused(text: str) -> None:
    assert not isinstance(serve(text), Served)
    assert contemplate(text).terminal is not Terminal.SOLVED_VERIFIED
