"""The serving path answers the question asked: named totals sum exactly the named, defined
entities; a pronoun refers to exactly one person of its gender and number (issue #8)."""

import pytest

from organs import Served, serve

SHELLS = "Lena has 9 shells. Omar has 4 shells."

ANSWERED = [
    (f"{SHELLS} How many shells do Lena and Omar have in total?", 13),
    (f"{SHELLS} How many shells do they have altogether?", 13),
    ("Tom had 12 marbles. He gave 5 to Ann. How many marbles does Tom have now?", 7),
    ("Lena had 9 shells. She found 3 shells. How many shells does Lena have now?", 12),
    ("Ann can shuck 10 oysters in 5 minutes. How many oysters can she shuck in 2 hours?", 240),
    ("Mr. Hale can paint 2 walls in 1 hour. How many walls can he paint in 6 hours?", 12),  # the title's gender
]

REFUSED = [
    # a total over two of three: the third count is stated and unused, so the gate withholds
    (f"{SHELLS} Pat has 6 shells. How many shells do Lena and Omar have in total?", "unused_quantity"),
    ("Lena has 9 shells. How many shells do Lena and Omar have in total?", "unknown_entity"),
    (f"{SHELLS} How many shells do Lena and Kim have altogether?", "unknown_entity"),
    ("Sal has 5 kites. He gives 2 kites to Tess. How many kites do Sal and Tess have together?", "unknown_entity"),
    ("Lena had 9 shells. He found 3 shells. How many shells does Lena have now?", "ambiguous_pronoun"),
    ("Ella had 10 shells. He found 4 more shells. How many shells does Ella have now?", "ambiguous_pronoun"),
    ("Tom had 12 marbles. He gave 5 to Ann. She found 3 more. How many marbles does Tom have now?", "unknown_entity"),
    ("Bob can shuck 10 oysters in 5 minutes. How many oysters can she shuck in 2 hours?", "ambiguous_pronoun"),
    ("Sam has 15 cards. He loses 4 cards. How many cards does it have now?", "ambiguous_pronoun"),
    ("Lena has 9 shells. How many shells do they have in total?", "ambiguous_pronoun"),
    # a name given to both, or unknown to the census: "he" cannot be told from someone unnamed
    ("Jordan has 8 cards. He loses 3 cards. How many cards does Jordan have now?", "ambiguous_pronoun"),
    ("Priya can bake 3 cakes in 7 days. How many cakes can he bake in 28 days?", "ambiguous_pronoun"),
    ("Ms. Lee can grade 150 papers in 5 hours. How many papers can he grade in 2 days?", "ambiguous_pronoun"),
    ("Tom did not buy 5 marbles. Tom has 3 marbles. How many marbles does Tom have?", "unparsed_sentence"),
    # "did … have" may ask before the changes (12) or after them (7): only "left" / "now" decides.
    # The event reader has no frame for it; the relational reader reads it, and says why it refuses.
    ("Tom had 12 marbles. He lost 5. How many did he have?", "tense_mismatch"),
    ("Tom had 12 marbles. He gave 5 to Ann. How many marbles did Tom have?", "tense_mismatch"),
]


@pytest.mark.parametrize(("text", "answer"), ANSWERED)
def test_the_asked_question_is_answered(text: str, answer: int) -> None:
    served = serve(text)
    assert isinstance(served, Served) and served.answer == answer


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_a_question_the_text_does_not_settle_is_withheld(text: str, reason: str) -> None:
    served = serve(text)
    assert not isinstance(served, Served) and served.refusal.reason.value == reason
