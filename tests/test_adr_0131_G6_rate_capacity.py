"""ADR-0131.G.6: capacity-rate verbs on the serving path (the brief's test list, and more)."""

from pathlib import Path

import pint
import pytest

from evals import change_oracle, grouping_oracle, single_rate_oracle
from evals.gsm8k.__main__ import evaluate as gsm8k_lane
from evals.gsm8k.data import data_path
from evals.math_capability_axes import runner
from evals.math_capability_axes.B3_state_aggregate import v1 as b3
from evals.math_capability_axes.G6_rate_capacity import v1 as g6
from evals.report import render
from organs import Served, Withheld, serve
from organs.core import vocabulary
from organs.core.text import prepare
from organs.core.units import TIME_UNITS, seconds_in
from organs.generate import change_comprehension, grouping_comprehension, single_rate_comprehension
from organs.generate.math_candidate_parser import CAPACITY_QUESTION_RE, CAPACITY_RE, extract_capacity_candidates

OYSTERS = "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?"
G6_DIR = Path(g6.__file__).parent
B3_DIR = Path(b3.__file__).parent


def sentence(text: str) -> str:
    [only] = prepare(text).unwrap().sentences()
    return only.text


@pytest.mark.parametrize(
    "text",
    [
        "Bob can shuck 10 oysters in 5 minutes.",
        "Ana could pick 12 apples in 4 minutes.",
        "Ben can read 40 pages in one hour.",
        "Kai can bake 24 cookies in an hour.",
        "Ms. Lee can grade 150 papers in 5 hours.",
        "Zoe can pack fifteen boxes in 30 seconds.",
    ],
)
def test_capacity_pattern_matches_canonical_forms(text: str) -> None:
    assert CAPACITY_RE.fullmatch(sentence(text))


@pytest.mark.parametrize(
    ("text", "actor"),
    [
        ("How many oysters can he shuck in 2 hours?", "he"),
        ("How many apples can she pick in 10 minutes?", "she"),
        ("How many words can Leo type in 8 minutes?", "leo"),
        ("At this same rate, how many grapes could he eat in 5 minutes?", "he"),
        ("How many papers can Ms. Lee grade in 2 days?", "lee"),
    ],
)
def test_capacity_question_pattern_matches_pronoun_and_named_actors(text: str, actor: str) -> None:
    match = CAPACITY_QUESTION_RE.fullmatch(sentence(text))
    assert match and match.group("actor") == actor


def test_the_verb_set_is_closed() -> None:
    assert not extract_capacity_candidates(prepare("Bob can juggle 10 balls in 5 minutes.").unwrap().sentences()[0])
    assert (
        serve("Bob can juggle 10 balls in 5 minutes. How many balls can he juggle in 2 hours?").refusal.reason.value
        == "unparsed_sentence"
    )


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Ana can pick 12 apples in 4 minutes. How many apples can she pick in 10 minutes?", 30),
        ("Raul can paint 3 fences in 2 days. How many fences can he paint in 6 days?", 9),
    ],
)
def test_same_unit_round_trip(text: str, answer: int) -> None:
    result = serve(text)
    assert isinstance(result, Served) and result.answer == answer


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Zoe can pack 15 boxes in 30 seconds. How many boxes can she pack in 4 minutes?", 120),
        ("Ken can bake 24 cookies in an hour. How many cookies can he bake in 40 minutes?", 16),
    ],
)
def test_cross_unit_round_trip(text: str, answer: int) -> None:
    result = serve(text)
    assert isinstance(result, Served) and result.answer == answer


@pytest.mark.parametrize(
    "text",
    [
        "Ms. Patel can grade 120 essays in 6 hours. How many essays can she grade in 2 days?",
        "Ken can bake 24 cookies in a day. How many cookies can he bake in 6 hours?",
        "Zoe can pack 70 boxes in a week. How many boxes can she pack in 3 days?",
    ],
)
def test_a_pace_never_carries_across_a_working_day(text: str) -> None:
    result = serve(text)
    assert isinstance(result, Withheld) and result.refusal.reason.value == "unit_across_clocks"


def test_gsm8k_0014_admits_verbatim_with_exactly_240() -> None:
    result = serve(OYSTERS)
    assert isinstance(result, Served)
    assert result.answer == 240 and type(result.answer) is int  # exact, never 240.0
    assert result.as_json()["answer"] == "240"


def test_the_oyster_derivation_shows_each_step() -> None:
    result = serve(OYSTERS)
    assert isinstance(result, Served)
    assert result.derivation == (
        "10 oysters in 5 minutes is 2 oysters per minute",
        "2 hours is 120 minutes",
        "2 × 120 = 240 oysters",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Bob can shuck 10 oysters in 5 minutes. How many books can he shuck in 2 hours?",
        "Ana can pick 12 apples in 4 minutes. How many pears can she pick in 10 minutes?",
        "Leo can type 90 words in 2 minutes. How many pages can he type in 8 minutes?",
        "Mia can fold 20 shirts in 5 minutes. How many towels can she fold in 15 minutes?",
    ],
)
def test_mismatched_units_are_refused(text: str) -> None:
    result = serve(text)
    assert isinstance(result, Withheld) and result.refusal.reason.value == "unit_mismatch"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Bob can pack 7 boxes in 3 minutes. How many boxes can he pack in 10 minutes?", "non_integer_answer"),
        ("Bob can shuck 10 oysters in 5 minutes. How many oysters can Tom shuck in 2 hours?", "actor_mismatch"),
        ("Ana can pick 12 apples in 4 minutes. How many apples can she eat in 10 minutes?", "verb_mismatch"),
        (
            "Ana works hard. She can pick 12 apples in 4 minutes. How many apples can she pick in 10 minutes?",
            "multi_statement_rate",
        ),
    ],
)
def test_every_other_boundary_is_a_typed_refusal(text: str, reason: str) -> None:
    result = serve(text)
    assert isinstance(result, Withheld) and result.refusal.reason.value == reason


def test_wrong_is_zero_on_the_full_axis_lane() -> None:
    report = runner.evaluate(g6.LANE, g6.VERSION, G6_DIR / "cases.jsonl", g6.canonical)
    assert report.passed and report.counts.get("wrong", 0) == 0 and report.counts.get("deviation", 0) == 0
    shapes = [str(row["shape"]) for row in report.rows]
    for shape in ("same_unit", "cross_unit", "pronoun_actor", "unit_mismatch"):
        assert shapes.count(shape) >= 4


AXES = [
    (g6.LANE, g6.VERSION, g6.canonical, G6_DIR, runner.served),
    (b3.LANE, b3.VERSION, b3.canonical, B3_DIR, runner.served),
    (
        change_oracle.LANE,
        change_oracle.VERSION,
        change_oracle.canonical,
        Path(change_oracle.__file__).parent,
        runner.organ_subject(change_comprehension.ORGAN),
    ),
    (
        grouping_oracle.LANE,
        grouping_oracle.VERSION,
        grouping_oracle.canonical,
        Path(grouping_oracle.__file__).parent,
        runner.organ_subject(grouping_comprehension.ORGAN),
    ),
    (
        single_rate_oracle.LANE,
        single_rate_oracle.VERSION,
        single_rate_oracle.canonical,
        Path(single_rate_oracle.__file__).parent,
        runner.organ_subject(single_rate_comprehension.ORGAN),
    ),
]


@pytest.mark.parametrize(("lane", "version", "canonical", "here", "subject"), AXES, ids=["G6", "B3", "R1", "R2", "R3"])
def test_reports_are_byte_equal_across_runs_and_the_committed_one_is_current(
    lane: str, version: str, canonical: runner.Canonical, here: Path, subject: runner.Subject
) -> None:
    first = render(runner.evaluate(lane, version, here / "cases.jsonl", canonical, subject))
    second = render(runner.evaluate(lane, version, here / "cases.jsonl", canonical, subject))
    assert first == second
    # For B3 this is the regression guard: the G6 work must leave the baseline unchanged.
    assert (here / "report.json").read_text(encoding="utf-8") == first


def test_the_axis_ruler_fails_loudly_on_gold_that_contradicts_its_arithmetic(tmp_path: Path) -> None:
    lines = (G6_DIR / "cases.jsonl").read_text().splitlines()
    corrupted = tmp_path / "cases.jsonl"
    corrupted.write_text("\n".join(line.replace('"answer": 240', '"answer": 241') for line in lines) + "\n")
    with pytest.raises(runner.AxisGoldError, match="states 241, canonical arithmetic gives 240"):
        runner.load(corrupted, g6.canonical)


def test_the_time_unit_table_agrees_with_pint() -> None:
    units = pint.UnitRegistry()
    for unit, factor, _ in TIME_UNITS:
        assert units.Quantity(1, unit.value).to("second").magnitude == factor == seconds_in(unit)


def test_closed_sets_are_data() -> None:
    assert ("shuck", "shucks") in vocabulary.CAPACITY_VERBS
    assert all(isinstance(pair, tuple) and len(pair) == 2 for pair in vocabulary.CAPACITY_VERBS)


def test_gsm8k_safety_rail_admits_nothing_wrong() -> None:
    path = data_path(None) or Path(__file__).resolve().parents[2] / "shared/data/gsm8k/train.jsonl"
    if not path.is_file():
        pytest.skip(f"no GSM8K data at {path}")
    report = gsm8k_lane(path)
    assert report.passed and report.counts["admitted_wrong"] == 0
    # train:2020 and :5922; :5408 ("Darma … she") was served at the time of the ADR, and is
    # refused since a pronoun needs a name of known gender (issue #8).
    assert report.counts["admitted"] >= 2
