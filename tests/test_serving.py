"""The serving path: every stage typed, the verifier independent, the gate the last word."""

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from organs import Served, Withheld, serve
from organs.core.reliability_gate import Evidence, GateReason, Verdict, admit
from organs.generate.math_candidate_graph import parse_and_solve
from organs.generate.serving.verifier import verify

TRANSFER = "Tom has 12 marbles. Ann has 3 marbles. Tom gives 5 marbles to Ann. How many marbles does Ann have now?"


def test_a_transfer_answers_for_the_asked_entity_only() -> None:
    result = serve(TRANSFER)
    assert isinstance(result, Served) and result.answer == 8


def test_the_verifier_rejects_an_answer_that_does_not_substitute_back() -> None:
    solution = parse_and_solve(TRANSFER).unwrap()
    assert verify(solution.graph, solution.computed) is Verdict.AGREES
    for wrong in (7, 9, 15):
        assert verify(solution.graph, replace(solution.computed, answer=wrong)) is Verdict.DISAGREES


def test_the_verifier_rejects_a_wrong_capacity_answer() -> None:
    solution = parse_and_solve(
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?"
    ).unwrap()
    assert verify(solution.graph, replace(solution.computed, answer=241)) is Verdict.DISAGREES


def test_the_gate_withholds_an_unverified_answer() -> None:
    assert admit(Evidence(Verdict.DISAGREES, (), ())).failure().reason is GateReason.UNVERIFIED


def test_the_gate_withholds_an_answer_that_left_a_stated_number_unused() -> None:
    solution = parse_and_solve("Tom has 12 marbles. Ann has 7 marbles. How many marbles does Tom have?").unwrap()
    assert solution.computed.answer == 12  # the solver alone would answer …
    result = serve("Tom has 12 marbles. Ann has 7 marbles. How many marbles does Tom have?")
    assert isinstance(result, Withheld)  # … the gate does not serve it
    assert result.refusal.reason is GateReason.UNUSED_QUANTITY and "7" in result.refusal.detail


def test_served_json_carries_the_exact_answer_as_a_string_and_the_derivation() -> None:
    served = serve("Tom has 12 marbles. He buys 5 more. How many marbles does Tom have now?")
    assert served.as_json() == {
        "status": "served",
        "answer": "17",
        "unit": "marbles",
        "derivation": ["Tom has 12 marbles", "Tom gains 5: 12 + 5 = 17", "Tom has 17 marbles"],
    }


def test_withheld_json_carries_the_refusal() -> None:
    withheld = serve("")
    assert withheld.as_json() == {
        "status": "withheld",
        "refusal": {"organ": "serving", "stage": "parse", "reason": "empty", "detail": "no sentences"},
    }


@settings(max_examples=300)
@given(st.text(max_size=400))
def test_serve_never_raises(text: str) -> None:
    assert isinstance(serve(text), Served | Withheld)


words = st.sampled_from(
    ["tom", "has", "12", "marbles", "he", "buys", "gives", "5", "more", "to", "ann", "how", "many",
     "does", "have", "now", "?", ".", "can", "shuck", "oysters", "in", "minutes", "hours", "0", "they", "do"]
)  # fmt: skip


@settings(max_examples=500)
@given(st.lists(words, max_size=40).map(" ".join))
def test_any_served_answer_on_vocabulary_soup_is_verified_and_non_negative(text: str) -> None:
    result = serve(text)
    if isinstance(result, Served):
        assert result.answer >= 0
        solution = parse_and_solve(text).unwrap()
        assert verify(solution.graph, solution.computed) is Verdict.AGREES


def test_a_pronoun_is_not_resolved_past_a_person_of_unknown_gender() -> None:
    # Jordan is a name of both sexes: "he" may be Jordan as well as Tom, so nothing is served
    # (it was 9, Tom's, while unknown genders were counted out instead of in).
    text = "Tom has 12 marbles. Jordan has 5 marbles. He gives 3 marbles to Jordan. How many marbles does Tom have?"
    result = serve(text)
    assert isinstance(result, Withheld)
    assert result.refusal.reason.value == "ambiguous_pronoun"
    named = serve("Tom has 12 marbles. Lena has 5 marbles. He gives 3 marbles to Lena. How many marbles does Tom have?")
    assert isinstance(named, Served) and named.answer == 9


def test_a_rate_of_one_thing_counts_the_thing_its_question_asks_in_the_plural() -> None:
    # "a house" and "how many houses" are one noun: a rate of one is no unit mismatch.
    served = serve("Ann can paint a house in 20 minutes. How many houses can Ann paint in 3 hours?")
    assert isinstance(served, Served)
    assert (served.answer, served.unit) == (9, "houses")
    refused = serve("Ann can paint a house in 20 minutes. How many fences can Ann paint in 3 hours?")
    assert isinstance(refused, Withheld) and refused.refusal.reason.value == "unit_mismatch"
