"""R1 reads by frames, in full (issue #8): corpora of phrasings that must read to one setup,
inputs that must be refused with one reason, the texts it once answered wrongly, and for every
frame the texts it would answer wrongly if it read loosely."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

import organs
from evals import change_oracle
from evals.math_capability_axes import runner
from organs.core.text import prepare
from organs.core.vocabulary import GAIN_VERBS, LOSS_VERBS, TITLES
from organs.generate.change_comprehension import ORGAN, lexicon, solve
from organs.generate.change_comprehension.lexicon import FrameName
from organs.generate.change_comprehension.reader import frame_of

ROOT = Path(__file__).resolve().parent.parent
LANE_DIR = ROOT / "evals/change_oracle"


def outcome(text: str) -> int | str:
    """The organ alone: its answer, or the bare reason it refuses."""
    result = ORGAN.read_text(text).bind(solve)
    return result.unwrap().value if isinstance(result, Success) else str(result.failure().reason.value)


# --- one setup, many phrasings ------------------------------------------------------------

Setup = tuple[str, int, str, str]  # entity, start, unit, signed changes

READS: dict[Setup, tuple[str, ...]] = {
    ("tom", 12, "marbles", "-5"): (
        "Tom had 12 marbles. He gave 5 to Ann. How many does he have now?",  # issue #4
        "Tom had 12 marbles. He gave 5 marbles to Ann. How many marbles does Tom have now?",
        "Tom had 12 marbles. He gave Ann 5 marbles. How many marbles does Tom have left?",
        "Tom had 12 marbles. He gave Ann 5. How many marbles did Tom have left?",
        "Tom had 12 marbles. He gave away 5. How many marbles does he have left?",
        "Tom had 12 marbles. He gave 5 marbles away. How many marbles are left?",
        "Tom had 12 marbles and gave 5 to Ann. How many marbles does Tom have now?",
        "Tom had 12 marbles, but he lost 5. How many marbles does he have now?",
        "Tom had twelve marbles. He lost five of them. How many marbles does Tom have in the end?",
        "Tom had 12 marbles. He lost 5 of his marbles at the park. How many marbles does he still have?",
        "Tom has 12 marbles. He sells 5 marbles to Ms. Lopez. How many marbles does he have left?",
        "Tom started with 12 marbles. Then he gave 5 to his sister. How many marbles did Tom end up with?",
        "Tom had 12 marbles at first. Later, he lost 5 marbles on the bus. How many marbles was Tom left with?",
        "Tom had 12 marbles in the box. On Monday, he gave 5 marbles to Ann. How many marbles does Tom have remaining?",
        "Tom had 12 marbles. He then gave 5 more to Ann as a gift. Now, how many marbles does Tom have?",
        "Tom had 12 marbles. He spent 5 marbles at the fair. How many marbles does Tom have left over?",
        "Tom had 12 marbles. Tom gave his brother 5 marbles. How many marbles does Tom have in total?",
        "Tom had 12 marbles. He gave 5 to a friend. How many marbles does Tom have left?",
    ),
    ("mr okafor", 120, "stamps", "+35"): (
        "Mr. Okafor had 120 stamps. He got 35 more stamps. How many stamps does Mr. Okafor have now?",
        "Mr. Okafor has 120 stamps. He buys 35 stamps from Ms. Chen. How many stamps does Okafor have now?",
        "Mr. Okafor had 120 stamps. He received 35 stamps as a present. How many stamps does he have?",
        "Mr. Okafor had 120 stamps. Mr. Okafor won 35 stamps in a contest. How many stamps will he have?",
    ),
    ("a farmer", 30, "eggs", "-12 +5"): (
        "A farmer had 30 eggs. He sold 12 eggs at the market. Then he collected 5 more eggs. How many eggs does the farmer have now?",
        "A farmer had 30 eggs. The farmer sold 12 eggs, and then she collected 5 more. How many eggs are left?",
    ),
    ("a store", 50, "apples", "-20"): ("A store had 50 apples. It sold 20 apples. How many apples does it have left?",),
    ("tara", 20, "stickers", "-5 -5"): (
        "Tara had 20 stickers. She gave 5 stickers to Bob. Then she gave him 5 more. How many stickers does Tara have now?",
        "Tara had 20 stickers. She gave Bob 5 stickers, and then she gave him 5 more. How many stickers does she have now?",
    ),
    ("diego", 9, "toy cars", "+4"): (
        "Diego had 9 toy cars. He received 4 more toy cars for Christmas. How many toy cars does Diego have now?",
        "Diego had 9 toy cars. He got 4 toy cars from his uncle. How many toy cars does Diego have now?",
    ),
    ("dan", 9, "apples", "+6 -2"): (
        "Dan has 9 apples. He gets 6 more apples from a tree and eats 2. How many apples does Dan have now?",
        "Dan has 9 apples. He gets 6 more apples, then he eats 2 of them. How many apples does Dan have now?",
    ),
    ("will", 12, "marbles", "-5"): ("Will had 12 marbles. He gave 5 to May. How many marbles does Will have now?",),
    ("grandma rosa", 16, "tomatoes", "+20 -4"): (
        "Grandma Rosa has 16 tomatoes. She gets 20 more tomatoes. She gives 4 to Ana. How many tomatoes does Rosa have now?",
    ),
}
READ_CASES = [(setup, text) for setup, texts in READS.items() for text in texts]


@pytest.mark.parametrize(("setup", "text"), READ_CASES, ids=[text[:60] for _, text in READ_CASES])
def test_every_phrasing_reads_to_its_one_setup(setup: Setup, text: str) -> None:
    entity, start, unit, changes = setup
    read = ORGAN.read_text(text)
    assert isinstance(read, Success), read
    assert read.unwrap().as_json() == {"entity": entity, "start": start, "unit": unit, "changes": changes}


# --- one reason, many inputs --------------------------------------------------------------

REFUSES: dict[str, tuple[str, ...]] = {
    "pronoun_unresolved": (
        "Lena had 9 shells. He found 3 shells. How many shells does Lena have now?",  # issue #8: answered 12
        "Ella had 10 shells. He found 4 more shells. How many shells does Ella have now?",  # issue #8: answered 14
        "Omar has 18 grapes. She eats 5 grapes. How many grapes does Omar have left?",
        "Mr. Brooks has 2,400 bricks. He loses 1,150 bricks. How many bricks does she have left?",
        "Ms. Alvarez had 90 books. He gave away 34 books. How many books does Ms. Alvarez have now?",
        "Grandma Rosa had 12 pies. He ate 2 pies. How many pies does Grandma Rosa have?",
        "Mom had 12 cookies. He ate 3 cookies. How many cookies does Mom have left?",
        "A girl had 12 marbles. He lost 3. How many marbles does the girl have now?",
        # One person cannot be both "she" and "he".
        "Jordan had 20 pens. She sold 5 pens. He bought 3 pens. How many pens does Jordan have now?",
        # A name the census gives to both, or does not know: "he" may be someone never introduced.
        "Sam has 15 cards. He loses 4 cards. How many cards does he have left?",
        "Priya has 6 seashells. She finds 11 more seashells. How many seashells does Priya have now?",
        # A noun takes any pronoun, but not two: "a farmer … she … he" is two people.
        "A farmer had 30 eggs. She sold 12 eggs. He bought 5 eggs. How many eggs does the farmer have now?",
        # Two people "he" may be.
        "Tom had 12 marbles. He gave 5 to Bob. He found 3 more. How many marbles does Tom have now?",
        "Tara had 20 stickers. She gave 5 stickers to Ana. Then she gave her 5 more. How many stickers does Tara have now?",
        # No one else for an object pronoun to be.
        "Tom had 12 marbles. He gave him 5. How many marbles does Tom have now?",
        "Tom had 12 marbles. He gave her 3 marbles. How many marbles does Tom have now?",
        "Tom had 12 marbles. He lost 5 of her marbles. How many marbles does he have now?",
        "Tom had 12 marbles. He gave 5 to his friends. He lost 2 of them. How many marbles does he have now?",
        "Tom had 12 marbles. He lost 3. How many marbles does it have now?",
        "He had 12 marbles. He lost 3. How many marbles does he have now?",
    ),
    "unknown_entity": (
        "Lucas has 35 cards. He gives 12 cards to Mateo. How many cards does Mateo have now?",
        "Sofia had 48 beads. She bought 10 more beads. How many beads does Chloe have now?",
        "Mr. Nguyen has 150 pumpkins. He sells 85 pumpkins. How many pumpkins does his neighbor have now?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles does she have?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles does the boy have?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles was Ann left with?",
        "Mr. Lee had 12 marbles. He gave 5 to Mrs. Lee. How many marbles does Lee have?",
    ),
    "unit_mismatch": (
        "Tom has 12 marbles. He buys 5 stickers. How many marbles does Tom have now?",
        "Irene had 12 cookies. She ate 4 cookies. How many muffins does she have left?",
        "Tom had 12 red marbles. He found 3 more marbles. How many marbles does Tom have?",
        "Tom has 12 toy cars. He loses 3 cars. How many toy cars does Tom have left?",
        "Leo had 10 cups. He lost 3 plates. How many cups does Leo have now?",
    ),
    "not_change_shaped": (
        # Another person's change: R1 tracks one person (issue #8: answered 10; right is 7).
        "Tom had 12 marbles. He gave 5 to Ann. She found 3 more. How many marbles does Tom have now?",
        "Tom has 12 marbles. Ann gives 5 marbles to Tom. How many marbles does Tom have now?",
        "Tom has 12 marbles. He loses 3 marbles and Ann finds 5. How many marbles does Tom have left?",
        "A boy had 12 marbles. A boy lost 3. How many marbles does the boy have now?",
        "Tom had 12 marbles. He gave 5 to Ann. He lost 2 of her marbles. How many marbles does he have now?",
        "Tom had 12 marbles. Tom gave 5 to Tom. How many marbles does Tom have?",
        # A second count, no change, or a question about something else.
        "Tom had 12 marbles. Ann had 5 marbles. He found 3 more. How many does Tom have?",
        "Tom had 12 marbles. He had 5 stickers. He found 3 more. How many does Tom have?",
        "Tom has 12 marbles. How many marbles does Tom have?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles did he have?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles did he have in total?",
        "Tom had 12 marbles. He found 3 more. How many more marbles does Tom have?",
        "Omar had 30 marbles. He gave away 8 marbles. How many marbles did Omar have before he gave any away?",
        "The boys had 12 marbles. They lost 5 of them. How many marbles are left?",
        "He found 3 more. Tom had 12 marbles. How many does Tom have?",
        "4 boxes with 12 pencils in each. How many pencils are there in total?",
    ),
    "unread_sentence": (
        "Maya had 14 stickers. She did not buy the 6 stickers she saw at the store. How many stickers does Maya have now?",
        "Tom had 12 marbles. He didn't lose 3. How many marbles does Tom have now?",
        "Tom had 12 marbles. He never lost 3. How many marbles does Tom have now?",
        "Carlos has 25 marbles. If he wins his next game, he gets 10 more marbles. How many marbles does Carlos have now?",
        "Aisha has 27 tickets. Tomorrow she will win 10 more tickets. How many tickets does Aisha have now?",
        "Owen has 30 strawberries. He wants to eat 8 strawberries. How many strawberries does he have left?",
        "Lucy has 32 crayons. She gives 3 crayons to each of her 6 classmates. How many crayons does Lucy have left?",
        "Zoe has 64 acorns. She collects 5 acorns a day for 4 days. How many acorns does Zoe have now?",
        "Tom had 12 marbles. Every Monday, he finds 3 more. How many does Tom have now?",
        "Tom had 12 marbles. He found 3 more on Mondays. How many does Tom have now?",
        "Tom had 12 marbles. He ate 3 marbles in an hour. How many marbles does he have now?",
        "Tom had 12 marbles. He lost 3 marbles at a time. How many marbles does he have now?",
        "Elena had 24 cupcakes. She ate a few of them. How many cupcakes does she have left?",
        "Felix had 10 cards. He bought 3 packs of 6 cards. How many cards does Felix have now?",
        "Tom had 12 marbles. He found 3 more marbles than Ann. How many does Tom have?",
        "Tom had 12 marbles. He bought 5 marbles for his sister. How many marbles does he have now?",
        "Tom had 12 marbles. He bought Ann 3 marbles. How many does Tom have now?",
        "Tom had 12 marbles. He found 3 new marbles. How many marbles does Tom have?",
        "Leo has 1,200 stamps. He sells about 350 stamps. How many stamps does Leo have left?",
        "Leo has 1,200 stamps. He sells extra 350 stamps. How many stamps does Leo have left?",
        "Priya has 6 shells. Her brother takes 2 of her shells. She finds 4 more shells. How many shells does Priya have now?",
        "Tom loves marbles. Tom had 12 marbles. He found 3 more. How many does Tom have?",
        "Raj has 14 coins in his left pocket and 6 coins in his right pocket. He lost 3. How many coins does Raj have?",
        # A past change after a present count: before it or after it, the text does not say.
        "Tom has 12 marbles. He gave 5 to Ann. How many marbles does he have now?",
    ),
    "unsupported_number": (
        "Jamal had 40 pebbles. He gave half of his pebbles to Eli. How many pebbles does Jamal have left?",
        "Omar had 20 rolls. He sold 2 dozen rolls. How many rolls does he have now?",
    ),
    "negative_result": (
        "Ivy has 14 muffins. She sells 20 muffins. How many muffins does Ivy have left?",
        "Jack had 5 stamps. He sold 8 stamps. Then he bought 10 more stamps. How many stamps does Jack have now?",
    ),
}
REFUSE_CASES = [(reason, text) for reason, texts in REFUSES.items() for text in texts]


@pytest.mark.parametrize(("reason", "text"), REFUSE_CASES, ids=[text[:60] for _, text in REFUSE_CASES])
def test_every_input_is_refused_with_its_one_reason(reason: str, text: str) -> None:
    assert outcome(text) == reason


# --- the texts R1 once answered wrongly ----------------------------------------------------

ONCE_WRONG = {
    "Lena had 9 shells. He found 3 shells. How many shells does Lena have now?": "pronoun_unresolved",
    "Tom had 12 marbles. He gave 5 to Ann. She found 3 more. How many marbles does Tom have now?": "not_change_shaped",
    "Ella had 10 shells. He found 4 more shells. How many shells does Ella have now?": "pronoun_unresolved",
}


@pytest.mark.parametrize("text", list(ONCE_WRONG))
def test_the_texts_once_answered_wrongly_are_refused_by_r1_and_by_the_stack(text: str) -> None:
    assert outcome(text) == ONCE_WRONG[text]
    assert organs.contemplate(text).answer is None


# --- every frame, and what it would answer wrongly if it read loosely ----------------------

# One clause (as text preparation leaves it) that each frame reads in full.
FRAME_EXAMPLES: dict[FrameName, str] = {
    FrameName.START: "grandma rosa has 16 tomatoes in the garden",
    FrameName.CHANGE: "then he gave 5 more marbles to mr lopez at the fair",
    FrameName.PART: "she ate 3 of her cookies",
    FrameName.GIVE_TO: "later, he sold his sister 5 marbles",
    FrameName.HAVE: "how many marbles does tom still have left",
    FrameName.END_UP_WITH: "how many marbles did he end up with",
    FrameName.LEFT_WITH: "how many was she left with",
    FrameName.ARE_LEFT: "in the end, how many cookies are left",
}


def test_every_frame_has_an_example_and_reads_it() -> None:
    assert set(FRAME_EXAMPLES) == {frame.name for frame in lexicon.FRAMES} == set(FrameName)
    for name, clause in FRAME_EXAMPLES.items():
        assert frame_of(clause) is name, clause


# For each frame, texts that a looser reading of it would answer, and wrongly.
LOOSE: dict[FrameName, tuple[str, ...]] = {
    FrameName.START: (
        "Tom had 12 marbles in each bag. He lost 5. How many marbles does he have?",  # 12 per bag
        "Tom had about 12 marbles. He lost 5. How many marbles does he have?",  # no exact count
        "Tom had 12 marbles last week. He lost 5. How many marbles does he have now?",  # and since?
        "Tom had 12 marbles and Ann had 5. He lost 3. How many marbles does he have now?",
        "Tom and Ann had 12 marbles. He lost 3. How many marbles does he have now?",  # whose 12?
    ),
    FrameName.CHANGE: (
        "Tom had 12 marbles. He lost 3 marbles in each game. How many marbles does he have now?",
        "Tom had 12 marbles. He found 3 more marbles again and again. How many does he have now?",
        "Tom had 12 marbles. He gave 3 marbles to Ann and Bob. How many does he have now?",
        "Tom had 12 marbles. He gave 3 marbles to Ann, and Ann gave 2 to him. How many does he have now?",
        "Tom had 12 marbles. He sold 5 marbles for 2 stickers. How many marbles does he have now?",
        "Tom had 12 marbles. He gives 5 marbles to Ann each day. How many marbles does he have now?",
        "Tom had 12 marbles. He almost lost 5 marbles. How many marbles does he have now?",
        "Tom had 12 marbles. He will lose 5 marbles. How many marbles does he have now?",
    ),
    FrameName.PART: (
        "Tom had 12 marbles. He lost 5 of the 12 marbles and found them. How many does he have?",
        "Tom had 12 marbles. He ate 3 of Ann's cookies. How many marbles does he have?",
        "Tom had 12 marbles. He gave 5 to Ann. He lost 2 of her marbles. How many does he have now?",
    ),
    FrameName.GIVE_TO: (
        "Leo has 1,200 stamps. He sells nearly 350 stamps. How many stamps does Leo have left?",
        "Tom had 12 marbles. He lost 3. He sold his last 5 marbles. How many marbles does Tom have now?",  # 9 or 5?
        "Tom had 12 marbles. He bought Ann 5 marbles. How many marbles does Tom have now?",  # hers
        "Tom had 12 marbles. He gave her 5 marbles. How many marbles does Tom have now?",  # who?
    ),
    FrameName.HAVE: (
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles did Tom have?",  # at first?
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles does Ann have now?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles does Tom have than Ann?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles does Tom have to buy to have 20?",
    ),
    FrameName.END_UP_WITH: ("Tom had 12 marbles. He gave 5 to Ann. How many marbles did Ann end up with?",),
    FrameName.LEFT_WITH: ("Tom had 12 marbles. He gave 5 to Ann. How many marbles was she left with?",),
    FrameName.ARE_LEFT: (
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles are left in the bag?",
        "Tom had 12 marbles. He gave 5 to Ann. How many marbles are left for Ann?",
    ),
}
LOOSE_CASES = [(frame, text) for frame, texts in LOOSE.items() for text in texts]


@pytest.mark.parametrize(("frame", "text"), LOOSE_CASES, ids=[f"{f.value}:{t[:50]}" for f, t in LOOSE_CASES])
def test_no_frame_answers_what_it_would_answer_wrongly_if_it_read_loosely(frame: FrameName, text: str) -> None:
    assert frame in set(FrameName)
    assert not isinstance(outcome(text), int), text


# --- pinned refusals: phrasings real people write that R1 refuses today ---------------------

# Strict: when R1 learns one, this test fails until the pin moves to READS.
PINNED: dict[str, str] = {
    # "has" then a past change: GSM8K means the sequence (gsm8k-train:2204 is of this shape), but
    # the present count may be the one after the change; R1 refuses rather than choose.
    "Ben has 20 eggs. He ate 4 eggs. How many eggs does Ben have now?": "unread_sentence",
    # A recipient of either gender is a second candidate for "he".
    "Tom had 12 marbles. He gave 5 to a friend. How many marbles does he have left?": "pronoun_unresolved",
    # Number words the kernel does not read exactly.
    "Tessa has a dozen eggs. She eats 3 eggs. How many eggs does Tessa have left?": "unsupported_number",
    # A common noun as a name before a count ("Poppy" is a flower to the lexicon).
    "Ivy had 20 beads. She gave Poppy 5 beads. How many beads does Ivy have?": "unread_sentence",
    # An adjective on the noun.
    "Sam had 12 crayons. He lost 3 broken crayons. How many crayons does Sam have?": "unread_sentence",
}


@pytest.mark.parametrize("text", list(PINNED))
def test_known_refusals_are_pinned(text: str) -> None:
    assert outcome(text) == PINNED[text]


# --- texts from the adversary corpus (own, written to trap a change reader) -----------------

ADVERSARY: dict[str, int | None] = {  # the right answer, or None when it must be refused
    "Maya had 15 stickers. She gave 4 to her brother. Then her brother gave her 2 back. How many stickers does Maya have now?": 13,
    "Nora had 12 pencils. She didn't give any to Sam. She bought 5 more. How many pencils does Nora have now?": 17,
    "Sam had 14 stamps. She sold 6 stamps. How many stamps does Sam have now?": 8,
    "Ben had 22 balloons. 7 of them popped. How many balloons does Ben have now?": 15,
    "Zoe had 9 ribbons. Her sister had 5 ribbons. Zoe gave 3 ribbons to her sister. How many ribbons does her sister have now?": 8,
    "Max had 35 pencils. He gave 7 pencils to Lily. How many pencils does Lily have now?": None,
    "Lucy had 24 grapes. She ate 6 grapes. Her friend ate 4 of Lucy's grapes. How many grapes does Lucy have now?": 14,
    "Olivia had 21 crayons. She gave 6 crayons to Ben, and Ben gave 6 crayons to Carl. How many crayons does Olivia have now?": 15,
    "Jade had 5 candies. She ate 8 of her candies. How many candies does Jade have now?": None,
    "Yusuf had 27 marbles. He gave 9 marbles to Lea. Lea gave 4 of those marbles back. How many marbles does Yusuf have now?": 22,
    "Zara had 8 oranges. Her mom gave her 6 oranges. She ate 2 oranges. How many oranges does her mom have now?": None,
    "Jordan had 20 pens. He gave 5 pens to Riley. She gave 2 of them back. How many pens does Jordan have now?": 17,
    "Casey had 10 shells. Casey's brother found 4 shells. How many shells does Casey have now?": 10,
    "Ray had 14 pears. He didn't eat 3 of the pears; he sold them. How many pears does Ray have now?": 11,
    "Kit has 9 coins. Lou has 6 coins. Lou takes 2 coins from Kit. How many coins does Kit have now?": 7,
    "Max has 8 shells. Nell has 5 shells. He gives her 2 shells. How many shells does Nell have now?": 7,
    "Rosa has 8 shells. Pia has 5 shells. He gives her 2 shells. How many shells does Pia have now?": None,
}


@pytest.mark.parametrize("text", list(ADVERSARY))
def test_adversary_texts_are_refused_or_answered_right(text: str) -> None:
    got = outcome(text)
    assert not isinstance(got, int) or got == ADVERSARY[text]


# --- the law, over generated stories ---------------------------------------------------------

NAMES = (("tom", "he"), ("ann", "she"), ("mr lopez", "he"), ("ms chen", "she"), ("lena", "she"))
NOUNS = ("marbles", "toy cars", "shells", "fish")
Step = tuple[bool, int, int, bool]  # gain, which verb, amount, names the noun


@given(
    who=st.sampled_from(NAMES),
    noun=st.sampled_from(NOUNS),
    start=st.integers(1, 500),
    steps=st.lists(
        st.tuples(st.booleans(), st.integers(0, 7), st.integers(1, 400), st.booleans()), min_size=1, max_size=5
    ),
    past=st.booleans(),
)
def test_a_generated_story_reads_as_told_and_answers_by_canonical_arithmetic(
    who: tuple[str, str], noun: str, start: int, steps: list[Step], past: bool
) -> None:
    name, pronoun = who
    sentences = [f"{name} {'had' if past else 'has'} {start} {noun}."]
    for gain, which, amount, named in steps:
        verbs = GAIN_VERBS if gain else LOSS_VERBS
        verb = verbs[which % len(verbs)]
        sentences.append(f"{pronoun} {verb.past if past else verb.third} {amount}{' ' + noun if named else ''}.")
    sentences.append(f"How many {noun} does {name} have now?")
    text = " ".join(sentences)
    signed = [amount if gain else -amount for gain, _, amount, _ in steps]
    want = change_oracle.canonical({"start": start, "changes": signed})
    read = ORGAN.read_text(text)
    assert isinstance(read, Success), (text, read)
    assert read.unwrap().as_json()["changes"] == " ".join(f"{d:+d}" for d in signed)
    assert outcome(text) == want


# --- the lexicon, and the lanes ------------------------------------------------------------


def test_the_lexicon_is_closed_and_consistent() -> None:
    assert set(TITLES) <= set(lexicon.ALL_TITLES)
    forms = [verb.form for verb in lexicon.CHANGE_VERBS]
    assert len(forms) == len(set(forms))
    assert all(base in {verb.base for verb in LOSS_VERBS} for base in lexicon.GIVE_TO_BASES)
    assert not set(lexicon.OCCASIONS) & set(lexicon.FUNCTION_WORDS)
    assert {"not", "never", "each", "every", "about", "more"} <= set(lexicon.FUNCTION_WORDS)


@pytest.mark.parametrize("corpus", ["cases", "phrasings"])
def test_the_gold_lanes_pass_with_wrong_zero(corpus: str) -> None:
    report = runner.evaluate(
        change_oracle.LANE,
        change_oracle.VERSION,
        LANE_DIR / f"{corpus}.jsonl",
        change_oracle.canonical,
        runner.organ_subject(ORGAN),
    )
    outcomes = Counter(str(row["outcome"]) for row in report.rows)
    assert report.passed and outcomes["wrong"] == 0
    claim = json.loads((ROOT / "contracts/claims/r1_change_v1.json").read_text())
    lane = change_oracle.LANE if corpus == "cases" else f"{change_oracle.LANE}.phrasings"
    assert dict(outcomes) == claim["lanes"][lane]


def test_r1_steps_aside_on_every_combined_rate_phrasing() -> None:
    for line in (ROOT / "evals/combined_rate_oracle/phrasings.jsonl").read_text().splitlines():
        result = ORGAN.read_text(json.loads(line)["text"])
        assert isinstance(result, Failure)
        assert result.failure().reason.value in ("empty", "not_change_shaped", "unread_sentence", "unsupported_number")


def test_an_unread_sentence_is_named_in_the_detail() -> None:
    refused = ORGAN.read_text("Tom had 12 marbles. He never lost 3. How many marbles does Tom have now?")
    assert refused.failure().detail == "he never lost 3"
    assert prepare("He never lost 3.").unwrap().sentences()[0].text == "he never lost 3"
