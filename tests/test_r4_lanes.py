"""The R4 lanes print the ledger's numbers, their ruler cannot be a rubber stamp, and
their reports are byte-stable."""

import json
from pathlib import Path

import pytest
from returns.result import Failure

from evals.combined_rate_oracle import lanes
from evals.combined_rate_oracle.__main__ import HERE, LANES
from evals.combined_rate_oracle.gold import GOLD, GoldError, canonical_outcome, load
from evals.report import render
from organs.core.refusal import Organ, Refusal, Stage
from organs.generate.combined_rate_comprehension import SolverReason


def claim(root: Path) -> dict[str, dict[str, int]]:
    data = json.loads((root / "contracts/claims/r4_combined_rate_v1.json").read_text())
    lanes_claimed: dict[str, dict[str, int]] = data["lanes"]
    return lanes_claimed


# The claim keeps the ledger's words; each names one count of the lane contract.
LEDGER_WORDS = {
    "combined_rate_oracle": {"valid": "cases"},
    "combined_rate_oracle.solver": {"solved": "answered"},
    "combined_rate_oracle.reader": {
        "answer_correct": "answered",
        "answer_refused": "refused",
        "refused": "setup_refused",
    },
}


def test_the_three_lanes_print_the_claimed_numbers(root: Path) -> None:
    claimed = claim(root)
    for report in (lanes.oracle(GOLD), lanes.solver(GOLD), lanes.reader(GOLD)):
        assert report.passed, report.lane
        words = LEDGER_WORDS[report.lane]
        got = {key: report.counts[words.get(key, key)] for key in claimed[report.lane]}
        assert got == claimed[report.lane], report.lane
        assert report.counts.wrong == 0


def test_the_ledger_lanes_print_its_numbers_as_the_lane_contract() -> None:
    reports = {name: run() for name, (run, _) in LANES.items() if name != "phrasings"}  # phrasings grow
    four = {name: (r.counts.cases, r.counts.answered, r.counts.wrong, r.counts.refused) for name, r in reports.items()}
    assert four == {"oracle": (19, 6, 0, 13), "solver": (11, 6, 0, 5), "reader": (19, 6, 0, 13)}
    assert reports["solver"].counts.extra == {"deviation": 0, "skipped": 8, "unpinned": 0}
    assert {key: reports["reader"].counts[key] for key in ("setup_correct", "setup_wrong", "setup_refused")} == {
        "setup_correct": 11,
        "setup_wrong": 0,
        "setup_refused": 8,
    }


def test_a_solver_that_refuses_what_gold_solves_deviates_and_fails_without_a_wrong_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    refusal = Refusal(Organ.R4_COMBINED_RATE, Stage.SOLVE, SolverReason.NON_INTEGER_SOLUTION, "always")
    monkeypatch.setattr(lanes, "solve", lambda _setup: Failure(refusal))
    report = lanes.solver(GOLD)
    assert not report.passed
    assert (report.counts.answered, report.counts.wrong, report.counts.refused) == (0, 0, 11)
    assert report.counts["deviation"] == 6 + 4  # every solved fixture, and the non-positive rates


WRONG_GOLD = [
    # (field to corrupt, new value, what canonical arithmetic says instead)
    ("answer", 21, "states 21, canonical arithmetic gives 20"),
    ("reason", "non_integer_solution", "canonical arithmetic gives 'non_positive_net_rate'"),
]


@pytest.mark.parametrize(("field", "value", "message"), WRONG_GOLD)
def test_the_oracle_fails_loudly_on_gold_that_contradicts_its_arithmetic(
    tmp_path: Path, field: str, value: object, message: str
) -> None:
    rows = [json.loads(line) for line in GOLD.read_text().splitlines()]
    target = next(row for row in rows if field in row and row["expect"] != "reader_refuses")
    target[field] = value
    corrupted = tmp_path / "gold.jsonl"
    corrupted.write_text("".join(json.dumps(row) + "\n" for row in rows))
    with pytest.raises(GoldError, match=message):
        load(corrupted)


def test_gold_with_a_non_positive_rate_is_rejected(tmp_path: Path) -> None:
    rows = [json.loads(line) for line in GOLD.read_text().splitlines()]
    rows[0]["setup"]["rate_b"] = 0
    corrupted = tmp_path / "gold.jsonl"
    corrupted.write_text("".join(json.dumps(row) + "\n" for row in rows))
    with pytest.raises(GoldError, match="rate_b must be a positive integer"):
        load(corrupted)


def test_canonical_outcome_recomputes_each_query() -> None:
    base = {"mode": "difference", "rate_a": 9, "rate_b": 4, "unit": "liters", "time_unit": "minute"}
    assert canonical_outcome(base | {"query": "effective_rate", "known": None}) == 5
    assert canonical_outcome(base | {"query": "quantity", "known": 3}) == 15
    assert canonical_outcome(base | {"query": "time", "known": 15}) == 3
    assert canonical_outcome(base | {"query": "time", "known": 12}) == "non_integer_solution"
    assert canonical_outcome(base | {"rate_b": 9, "query": "time", "known": 12}) == "non_positive_net_rate"


@pytest.mark.parametrize("name", sorted(LANES))
def test_reports_are_byte_equal_across_runs_and_the_committed_one_is_current(name: str) -> None:
    run, filename = LANES[name]
    first, second = render(run()), render(run())
    assert first == second
    assert (HERE / filename).read_text(encoding="utf-8") == first
