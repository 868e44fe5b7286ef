"""R2 reads by frames, in full: corpora of phrasings that must read to one setup, inputs that
must be refused with one reason, and for every frame the texts it would answer wrongly if it
read loosely (issue #8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from evals import grouping_oracle
from evals.math_capability_axes import runner
from evals.report import render
from organs.core.text import prepare
from organs.generate.grouping_comprehension import ORGAN, lexicon, solve
from organs.generate.grouping_comprehension.frames import question_matches, statement_matches

ROOT = Path(__file__).resolve().parent.parent
LANE_DIR = ROOT / "evals/grouping_oracle"

# --- one setup, many phrasings ------------------------------------------------------------

Setup = tuple[str, int, int, str]

READS: dict[Setup, tuple[str, ...]] = {
    ("total", 7, 9, "buttons"): (
        "There are 7 jars with 9 buttons in each jar. How many buttons are there?",  # issue #8
        "There are 7 jars with 9 buttons in each. How many buttons are there in total?",
        "There are 7 jars. Each jar holds 9 buttons. How many buttons are there?",
        "Each jar has 9 buttons. There are 7 jars. How many buttons are there altogether?",
        "Every jar contains 9 buttons. There are seven jars. How many buttons are there in all?",
        "There are 7 jars, and each jar contains 9 buttons. How many buttons are there?",
        "Each jar has 9 buttons and there are 7 jars. How many buttons are there?",
        "There are 7 jars, each with 9 buttons. How many buttons are there?",
        "There are 7 jars of 9 buttons. How many buttons are there?",
        "There are 7 jars of 9 buttons each. How many buttons are there combined?",
        "7 jars containing 9 buttons each. How many buttons are there?",
        "There are 7 jars that each hold 9 buttons. How many buttons are there?",
        "There are 7 jars that hold 9 buttons each. How many buttons are there?",
        "7 jars each hold 9 buttons. How many buttons are there?",
        "7 jars hold 9 buttons each. How many buttons are there?",
        "Each of the 7 jars holds 9 buttons. How many buttons are there?",
        "There are 9 buttons per jar. There are 7 jars. How many buttons are there?",
        "There are 9 buttons in each jar. There are 7 jars. How many buttons are in the jars?",
        "Each jar holds 9 buttons. How many buttons are in 7 jars?",
        "How many buttons are there in 7 jars if each jar holds 9 buttons?",
        "Ana has 7 jars of 9 buttons. How many buttons does Ana have?",
        "Ana has 7 jars. Each jar holds 9 buttons. How many buttons does she have?",
        "Ana buys 7 jars with 9 buttons in each jar. How many buttons does Ana buy?",
        "Every jar contains 9 buttons. Ana bought 7 jars. How many buttons did Ana buy?",
        "Mr. Lopez bought 7 jars of 9 buttons each. How many buttons did he buy in total?",
        "Grandpa Joe has 7 jars of 9 buttons. How many buttons does he have?",
        "A tailor has 7 jars. Each jar contains 9 buttons. How many buttons does the tailor have?",
        "The shop has 7 jars with 9 buttons in each jar. How many buttons are in the shop?",
        "There are 7 jars on the shelf. Each jar has 9 buttons. How many buttons are on the shelf?",
        "On the shelf, there are 7 jars with 9 buttons in each jar. How many buttons are there on the shelf?",
        "A shop orders 7 jars of glass with 9 buttons in each jar. How many buttons are there?",
        "Seven jars each hold nine buttons. How many buttons are there?",
    ),
    ("total", 3, 50, "paper clips"): (
        "Mrs. Ito has 3 boxes of 50 paper clips. How many paper clips does she have?",
        "There are 3 boxes with 50 paper clips in each box. How many paper clips are there?",
    ),
    ("total", 12, 1500, "bricks"): (
        "A warehouse stores 12 pallets with 1,500 bricks on each pallet. How many bricks are in the warehouse?",
    ),
    ("share", 45, 9, "beads"): (
        "Ms. Park splits 45 beads equally among 9 children. How many beads does each child get?",  # issue #8
        "45 beads are shared equally among 9 children. How many beads does each child get?",
        "45 beads shared equally among 9 children. How many beads does each child get?",
        "45 beads were divided equally between 9 children. How many beads did each child receive?",
        "45 beads are equally shared among 9 children. How many beads will each child get?",
        "45 beads are shared equally by 9 children. How many beads will each child have?",
        "Forty-five beads are dealt evenly to nine children. How many beads does each child get?",
        "9 children share 45 beads equally. How many beads does each child get?",
        "Ms. Park has 45 beads. She shares them equally among 9 children. How many beads does each child get?",
        "Ms. Park has 45 beads. She splits the beads evenly among her 9 children. How many beads does each child get?",
        "Mr. Bell divides 45 beads equally among his 9 children. How many beads does each child get?",
        "If 45 beads are split equally among 9 children, how many beads does each child get?",
        "How many beads does each child get if 45 beads are shared equally among 9 children?",
        "Grandma Rosa hands out 45 beads evenly to 9 children. How many beads does each child get?",
        "A teacher distributes 45 beads equally among 9 children. How many beads does each child receive?",
        "Ms. Park puts 45 beads equally into 9 jars. How many beads are in each jar?",
        "Ms. Park packs 45 beads evenly into 9 bags. How many beads go in each bag?",
        "Ms. Park sorts 45 beads into 9 equal groups. How many beads are in each group?",
        "45 beads are split into 9 equal piles. How many beads are in each pile?",
        "45 beads were put equally on 9 plates. How many beads went on each plate?",
    ),
}
READ_CASES = [(setup, text) for setup, texts in READS.items() for text in texts]


@pytest.mark.parametrize(("setup", "text"), READ_CASES, ids=[t for _, t in READ_CASES])
def test_every_phrasing_reads_its_one_setup(setup: Setup, text: str) -> None:
    read = ORGAN.read_text(text)
    assert isinstance(read, Success), read
    operation, left, right, unit = setup
    assert read.unwrap().as_json() == {"operation": operation, "left": left, "right": right, "unit": unit}


# --- one reason, many inputs ----------------------------------------------------------------

REFUSES: dict[str, tuple[str, ...]] = {
    # A sentence, or a clause, that no frame reads in full: the reading stops there.
    "unread_sentence": (
        "There are 4 boxes with 12 pencils in each box. 5 pencils break. How many pencils are there?",
        "There are 4 boxes with 12 pencils in each box, but 1 box is empty. How many pencils are there?",
        "There are 4 boxes. Each box holds 12 pencils, but 2 of the boxes are empty. How many pencils are there?",
        "Each box can hold up to 12 pencils. There are 4 boxes. How many pencils are there?",
        "There are not 4 boxes of 12 pencils. How many pencils are there?",
        "Each box does not hold 12 pencils. There are 4 boxes. How many pencils are there?",
        "There are 4 boxes of 12 pencils. Tom does not have 2 boxes. How many pencils are there?",
        "There are 6 bags; each bag holds 5 apples and 2 pears. How many fruits are there?",
        "There are 6 bags with 5 apples and 2 pears in each bag. How many apples are there?",
        "There are 4 boxes and each box has 12 pencils and 3 pens. How many pencils are there?",
        "There are 4 bags with 5 apples in each bag, and 3 more apples on the table. How many apples are there?",
        "Tom has 4 boxes with 12 pencils in each. He has 3 more pencils. How many pencils does Tom have?",
        "Tom has 4 boxes of 12 pencils. He gives 1 box to Ann. How many pencils does Tom have?",
        "A farmer has 9 empty baskets. Each basket contains 15 eggs. How many eggs are there?",
        "Tom bought 6 packs of 10 markers for 5 dollars. How many markers did he buy?",
        "Nobody has 4 boxes of 12 pencils. How many pencils does nobody have?",
        "Each student has 4 boxes of 12 pencils. How many pencils does each student have?",
        "The children bought 3 packs of 10 stickers. How many stickers did the children buy?",
        "Tom and Ann bought 3 packs of 10 stickers. How many stickers did they buy?",
        "Tom shares 20 cookies equally among 4 friends and himself. How many cookies does each friend get?",
        "Tom shares 20 cookies equally with 4 friends. How many cookies does each friend get?",
        "Tom shares 20 of his cookies equally among 4 friends. How many cookies does each friend get?",
        "Tom shares 20 cookies equally among her 4 friends. How many cookies does each friend get?",
        "20 cookies are shared among 4 friends. How many cookies does each friend get?",
        "20 cookies are shared unequally among 4 friends. How many cookies does each friend get?",
        "40 students are split into 8 teams. How many students are in each team?",
        "40 students are split into teams of 8. How many students are in each team?",
        "Tom deals 52 cards equally to 4 players and keeps the rest. How many cards does each player get?",
        "8 campers and 2 leaders share 64 marshmallows equally. How many marshmallows does each camper get?",
        "Lena has 20 cookies. He shares them equally among 4 friends. How many cookies does each friend get?",
        "Mr. Hale bought 6 packs of 10 markers. How many markers did she buy?",
        "20 cookies are shared equally among 4 friends. How many cookies does each friend eat?",
        "20 cookies are shared equally among 4 friends. How many cookies did each friend have?",
        "20 cookies are shared equally among 4 friends. How many cookies does each friend have now?",
        "Tom has 4 boxes with 12 pencils in each. How many pencils does Tom have left?",
        "There are 4 boxes of 12 pencils. How many pencils are there now?",
        "There are 4 boxes with 12 pencils in each box. How many pencils are in 3 of the boxes?",
        "There are 4 boxes of 12 pencils. How many pencils does he have?",
        "There are 4 boxes with 12 pencils in each bag. How many pencils are there?",
        "How many pencils are there in 4 boxes if each box holds 12 pencils and 2 boxes are empty?",
    ),
    # Everything is read, and it does not make equal groups with a size or one equal share.
    "not_grouping_shaped": (
        "There are 6 bags. How many apples are there?",
        "Each bag holds 6 apples. How many apples are in the bags?",
        "How many pencils are there if each box holds 12 pencils?",
        "There are 6 bags. Each bag holds 5 apples. Each bag holds 7 apples. How many apples are there?",
        "There are 6 bags. Each bag holds 5 apples. Each bag holds 5 apples. How many apples are there?",
        "Tom buys 3 packs of 10 cards. Tom buys 3 packs of 10 cards. How many cards does Tom buy?",
        "Each box holds 12 pencils. There are 4 boxes. How many pencils are there in 2 boxes?",
        "There are 4 boxes of 12 pencils. If there are 5 boxes, how many pencils are there?",
        "Each box holds 12 pencils. How many pencils are in 3 bags?",
        "Each of the 3 tables has 4 vases, and each vase holds 5 roses. How many roses are there?",
        "Tom has 9 baskets. Each basket contains 15 eggs. Ann has 4 baskets. How many eggs are there?",
        "Tom has 4 boxes with 12 pencils in each. He has 3 pencils. How many pencils does Tom have?",
        "A box has 12 pencils. There are 4 boxes. How many pencils are there?",
        "Tom has 20 cookies. Ann shares them equally among 4 friends. How many cookies does each friend get?",
        "Tom has 20 cookies. He shares the candies equally among 4 friends. How many candies does each friend get?",
        "Tom has 4 bags of 5 cookies. He shares them equally among 4 friends. How many cookies does each friend get?",
        "There are 20 cookies. Tom shares them equally among 4 friends. How many cookies does each friend get?",
        "There are 6 bags. 48 apples are shared equally among 6 children. How many apples does each child get?",
        "There are 4 boxes with 12 pencils in each box. How many pencils are in each box?",
        "Tom has 20 cookies. He shares them equally among 4 friends. How many cookies does Tom have?",
        "45 pencils are shared equally among 9 children. How many children are there?",
        "How many apples are there? There are 6 bags of 5 apples.",
        "There are 6 bags of 5 apples.",
    ),
    # The question names what the text did not define: another noun, sharer, owner, place or verb.
    "unit_mismatch": (
        "4 boxes with 12 pencils in each. How many crayons are there in total?",
        "4 boxes with 12 pencils in each. How many boxes are there?",
        "4 boxes with 12 red pencils in each. How many pencils are there?",
        "4 boxes with 12 pencils in each. How many red pencils are there?",
        "45 pencils are shared equally among 5 children. How many pens does each child get?",
        "20 cookies are shared equally among 4 friends. How many cookies does each person get?",
        "Tom has 4 boxes with 12 pencils in each. How many pencils does Ann have?",
        "Tom had 4 boxes with 12 pencils in each. How many pencils does Tom have?",
        "There are 25 bottles per case. A store orders 16 cases. How many bottles did the store order?",
        "There are 11 bunches on the table. Each bunch has 8 bananas. How many bananas are in the kitchen?",
        "There are 4 boxes with 12 pencils in each box. How many pencils are in the box?",
        "The hall has 12 rows with 20 chairs in each row. How many chairs are in the school?",
        "At a party, there are 6 plates with 7 sandwiches on each plate. How many sandwiches are at the picnic?",
    ),
    "non_integer_solution": (
        "48 pencils are shared equally among 5 children. How many pencils does each child get?",
        "5 friends share 3 pizzas equally. How many pizzas does each friend get?",
        "Ms. Diaz has 85 pencils. She shares them equally among 12 students. How many pencils does each student get?",
    ),
    # The kernel rejects the text before any frame sees it.
    "unsupported_number": (
        "A coach has 60 cones. She gives half of them equally to 5 teams. How many cones does each team get?",
        "There are 7 rows with 10 chairs in each row, and twice as many chairs in the back room. How many chairs are there?",
        "A carton holds a dozen eggs. How many eggs are in 5 cartons?",
    ),
    "non_positive_quantity": ("There are 0 boxes with 12 pencils in each box. How many pencils are there?",),
    "empty": ("", "   "),
}
REFUSE_CASES = [(reason, text) for reason, texts in REFUSES.items() for text in texts]


def outcome(text: str) -> int | str:
    result = ORGAN.read_text(text).bind(solve)
    return result.unwrap().value if isinstance(result, Success) else str(result.failure().reason.value)


@pytest.mark.parametrize(("reason", "text"), REFUSE_CASES, ids=[t or "blank" for _, t in REFUSE_CASES])
def test_every_input_is_refused_with_its_reason(reason: str, text: str) -> None:
    assert outcome(text) == reason


def test_an_unread_sentence_is_named_in_the_refusal() -> None:
    refusal = ORGAN.read_text("There are 6 baskets with 12 eggs in each basket. 5 eggs break. How many eggs are there?")
    assert isinstance(refusal, Failure)
    assert refusal.failure().detail == "'5 eggs break': no frame reads it"


# --- every frame: an example it reads, and texts it would answer wrongly if it read loosely ----

# For each frame, a clause it reads in full (and that READS reads), then attacks on that frame.
FRAME_EXAMPLES: dict[str, str] = {
    "groups_with_in_each": "there are 7 jars with 9 buttons in each jar",
    "groups_holding_each": "there are 7 jars of 9 buttons each",
    "groups_of": "ana has 7 jars of 9 buttons",
    "groups_that_each": "there are 7 jars that each hold 9 buttons",
    "groups_that_hold_each": "there are 7 jars that hold 9 buttons each",
    "groups_comma_each_with": "there are 7 jars, each with 9 buttons",
    "groups_of_material_in_each": "a shop orders 7 jars of glass with 9 buttons in each jar",
    "groups_of_material_each_with": "a school orders 20 boxes of chalk, each with 48 sticks",
    "groups_each_hold": "7 jars each hold 9 buttons",
    "groups_hold_each": "7 jars hold 9 buttons each",
    "each_of_groups": "each of the 7 jars holds 9 buttons",
    "there_are_groups": "there are 7 jars on the shelf",
    "each_holds": "each jar holds 9 buttons",
    "there_are_per": "there are 9 buttons per jar",
    "owner_holds": "ms park has 45 beads",
    "shared_passive": "45 beads are shared equally among 9 children",
    "equally_shared": "45 beads are equally shared among 9 children",
    "shared_into_equal": "45 beads are split into 9 equal piles",
    "shares": "ms park splits 45 beads equally among 9 children",
    "shares_into_equal": "ms park sorts 45 beads into 9 equal groups",
    "shares_them": "she shares them equally among 9 children",
    "sharers_share": "9 children share 45 beads equally",
}
QUESTION_EXAMPLES: dict[str, str] = {
    "are_there": "how many buttons are there in total",
    "are_in_place": "how many buttons are on the shelf",
    "are_in_groups": "how many buttons are in 7 jars",
    "owner_holds": "how many buttons did ana buy",
    "ride": "how many students ride the buses",
    "each_gets": "how many beads does each child get",
    "each_has": "how many beads will each child have",
    "in_each": "how many beads go in each bag",
}

# Attacks: (text, reason). Each would be answered wrongly by a frame that skipped a word.
ATTACKS: dict[str, tuple[tuple[str, str], ...]] = {
    "groups_with_in_each": (
        ("4 boxes with 12 pencils in each, but one box is empty. How many pencils are there?", "unread_sentence"),
        ("There are 4 boxes with 12 pencils in each box. How many pencils are in each box?", "not_grouping_shaped"),
        ("There are 4 boxes with up to 12 pencils in each box. How many pencils are there?", "unread_sentence"),
    ),
    "groups_holding_each": (
        ("There are 5 teams of 4 players each and 2 coaches. How many players are there?", "unread_sentence"),
        ("There are 4 boxes with 12 pencils each, 2 of them broken. How many pencils are there?", "unread_sentence"),
    ),
    "groups_of": (
        (
            "Mom buys 3 bags of apples with 6 apples in each bag, and 2 bags of pears. How many apples does she buy?",
            "unread_sentence",
        ),
        ("Tom has 3 boxes of 4 bags. Each bag has 5 apples. How many apples does Tom have?", "not_grouping_shaped"),
    ),
    "groups_that_each": (
        ("There are 4 boxes that each hold about 12 pencils. How many pencils are there?", "unread_sentence"),
    ),
    "groups_that_hold_each": (
        ("There are 4 boxes that hold 12 pencils each when full. How many pencils are there?", "unread_sentence"),
    ),
    "groups_comma_each_with": (
        ("There are 5 shelves, each with at least 22 jars. How many jars are there?", "unread_sentence"),
    ),
    "groups_of_material_in_each": (
        ("A school orders 20 boxes of chalk with 48 sticks in each bag. How many sticks are there?", "unread_sentence"),
    ),
    "groups_of_material_each_with": (
        (
            "A school orders 20 boxes of chalk, each with 48 sticks and 2 erasers. How many sticks are there?",
            "unread_sentence",
        ),
    ),
    "groups_each_hold": (
        ("9 buses each carry up to 40 students. How many students ride the buses?", "unread_sentence"),
        ("9 buses each carry 40 students. How many students ride the bus?", "unit_mismatch"),
    ),
    "groups_hold_each": (("9 buses hold 40 students. How many students are there?", "unread_sentence"),),
    "each_of_groups": (
        ("Each of 6 students has 3 pencils and 2 erasers. How many pencils do the students have?", "unread_sentence"),
    ),
    "there_are_groups": (
        ("There are 4 full boxes. Each box holds 12 pencils. How many pencils are there?", "unread_sentence"),
        ("There are 12 pairs of socks in a drawer. How many socks are in the drawer?", "unread_sentence"),
    ),
    "each_holds": (
        ("There are 4 boxes. Every box but 1 holds 12 pencils. How many pencils are there?", "unread_sentence"),
        ("There are 4 boxes. Every other box holds 12 pencils. How many pencils are there?", "unread_sentence"),
        ("There are 5 baskets. Each apple weighs 200 grams. How many apples are there?", "unread_sentence"),
    ),
    "there_are_per": (
        (
            "There are 25 bottles per case on average. There are 16 cases. How many bottles are there?",
            "unread_sentence",
        ),
        ("There are 7 days in a week. How many days are in 3 weeks and 2 days?", "unread_sentence"),
    ),
    "owner_holds": (
        (
            "A farmer has 9 baskets. Each basket contains 15 eggs. He sells 20 eggs. How many eggs does he have?",
            "unread_sentence",
        ),
        ("A farmer had 9 baskets. Each basket contains 15 eggs. How many eggs does the farmer have?", "unit_mismatch"),
        (
            "Ms. Diaz has 84 pencils and 10 pens. She shares them equally among 2 students. How many pencils does each student get?",
            "unread_sentence",
        ),
    ),
    "shared_passive": (
        (
            "56 pencils are shared equally among 7 children and their teacher. How many pencils does each person get?",
            "unread_sentence",
        ),
        ("30 stickers are shared equally between Ana and Ben. How many stickers does each get?", "unread_sentence"),
        ("36 plums are shared equally among some bowls. How many plums are in each bowl?", "unread_sentence"),
    ),
    "equally_shared": (
        (
            "48 pencils are equally shared among 6 children. Each child then gives 2 pencils back. How many pencils does each child have?",
            "unread_sentence",
        ),
    ),
    "shared_into_equal": (("72 marbles are split into bags of 8. How many bags are there?", "unread_sentence"),),
    "shares": (
        (
            "Nina has 90 beads. She keeps 10 beads and shares the rest equally among 8 friends. How many beads does each friend get?",
            "unread_sentence",
        ),
        (
            "A teacher has 50 pencils. She gives 4 pencils to each of her 12 students. How many pencils does she have left?",
            "unread_sentence",
        ),
    ),
    "shares_into_equal": (
        (
            "A teacher puts 96 crayons into 8 equal groups. Then she adds 2 crayons to each group. How many crayons are in each group?",
            "unread_sentence",
        ),
    ),
    "shares_them": (
        (
            "Tom has 20 cookies. He eats 2. He shares them equally among 3 friends. How many cookies does each friend get?",
            "unread_sentence",
        ),
    ),
    "sharers_share": (
        ("Tom and his 2 sisters share 27 grapes equally. How many grapes does each of them get?", "unread_sentence"),
    ),
}
ATTACK_CASES = [(frame, text, reason) for frame, attacks in ATTACKS.items() for text, reason in attacks]


def test_every_frame_has_an_example_and_attacks() -> None:
    assert [frame.id for frame in lexicon.FRAMES] == list(FRAME_EXAMPLES) == list(ATTACKS)
    assert [frame.id for frame in lexicon.QUESTIONS] == list(QUESTION_EXAMPLES)


@pytest.mark.parametrize(("frame", "clause"), FRAME_EXAMPLES.items())
def test_each_statement_frame_reads_its_example_in_a_read_phrasing(frame: str, clause: str) -> None:
    assert frame in [match.frame for match in statement_matches(clause)]
    read_texts = [prepare(text).unwrap().text for text in (*(t for _, t in READ_CASES), *ROLE_EXAMPLES)]
    assert any(clause in text for text in read_texts)


@pytest.mark.parametrize(("frame", "clause"), QUESTION_EXAMPLES.items())
def test_each_question_frame_reads_its_example(frame: str, clause: str) -> None:
    assert frame in [match.frame for match in question_matches(clause)]


@pytest.mark.parametrize(("frame", "text", "reason"), ATTACK_CASES, ids=[f"{f}:{t}" for f, t, _ in ATTACK_CASES])
def test_a_frame_never_answers_what_it_would_read_wrongly(frame: str, text: str, reason: str) -> None:
    assert outcome(text) == reason


# Phrasings that read frames the setup corpus above does not: each with its answer.
ROLE_EXAMPLES: dict[str, int] = {
    "A school orders 20 boxes of chalk, each with 48 sticks. How many sticks are there?": 960,
    "Nine buses each carry 40 students. How many students ride the buses?": 360,
}


@pytest.mark.parametrize(("text", "answer"), ROLE_EXAMPLES.items())
def test_role_examples_are_answered(text: str, answer: int) -> None:
    assert outcome(text) == answer


# --- laws ---------------------------------------------------------------------------------

TOTAL_TEMPLATES = (
    "There are {g} bags with {s} apples in each bag. How many apples are there?",
    "Each bag holds {s} apples. There are {g} bags. How many apples are there in total?",
    "Ana buys {g} bags of {s} apples. How many apples does Ana buy?",
)
SHARE_TEMPLATES = (
    "{t} apples are shared equally among {n} children. How many apples does each child get?",
    "Ana has {t} apples. She shares them equally among {n} children. How many apples does each child get?",
)
counts = st.integers(min_value=1, max_value=10**9)


@given(template=st.sampled_from(TOTAL_TEMPLATES), g=counts, s=counts)
def test_equal_groups_total_groups_times_size(template: str, g: int, s: int) -> None:
    assert outcome(template.format(g=g, s=s)) == g * s


@given(template=st.sampled_from(SHARE_TEMPLATES), t=counts, n=counts)
def test_a_share_is_exact_or_refused(template: str, t: int, n: int) -> None:
    assert outcome(template.format(t=t, n=n)) == (t // n if t % n == 0 else "non_integer_solution")


# Sentences that change the situation; inserted before the question, none may be read past.
SITUATIONS = (
    "Some of them are lost.",
    "Then 3 of them break.",
    "One of them is empty.",
    "Ana gives 2 away.",
    "They are not all full.",
    "Later, more arrive.",
)
ANSWERED = [text for _, text in READ_CASES]


@given(text=st.sampled_from(ANSWERED), situation=st.sampled_from(SITUATIONS))
def test_a_sentence_no_frame_reads_stops_every_reading(text: str, situation: str) -> None:
    *statements, question = [s.strip() + mark for s, mark in _sentences(text)]
    mutated = " ".join((*statements, situation, question))
    assert outcome(mutated) == "unread_sentence"


def _sentences(text: str) -> list[tuple[str, str]]:
    """Raw sentences with their marks ("If ..., how many ...?" stays one sentence)."""
    found: list[tuple[str, str]] = []
    rest = text
    while rest:
        ends = [i for i in (rest.find(". "), rest.find("? ")) if i >= 0]
        if not ends:
            found.append((rest[:-1], rest[-1]))
            break
        end = min(ends)
        found.append((rest[:end], rest[end]))
        rest = rest[end + 2 :]
    return found


# --- the lanes ------------------------------------------------------------------------------


def test_the_phrasings_lane_passes_and_its_committed_report_is_current() -> None:
    report = runner.evaluate(
        f"{grouping_oracle.LANE}.phrasings",
        grouping_oracle.VERSION,
        LANE_DIR / "phrasings.jsonl",
        grouping_oracle.canonical,
        runner.organ_subject(ORGAN),
    )
    assert report.passed
    assert (LANE_DIR / "report.phrasings.json").read_text(encoding="utf-8") == render(report)


def test_the_claim_states_the_lanes_numbers() -> None:
    claim = json.loads((ROOT / "contracts/claims/r2_grouping_v1.json").read_text())
    for lane, report in (("grouping_oracle", "report.json"), ("grouping_oracle.phrasings", "report.phrasings.json")):
        rows = json.loads((LANE_DIR / report).read_text())["rows"]
        outcomes = [row["outcome"] for row in rows]
        assert claim["lanes"][lane] == {"correct": outcomes.count("correct"), "refused": outcomes.count("refused")}
