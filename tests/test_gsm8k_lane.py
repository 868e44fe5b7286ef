"""The GSM8K rail: it scores against labels, uses only proven errata, and can fail."""

import json
from pathlib import Path

import pytest

from evals.gsm8k import __main__ as lane
from evals.gsm8k import data
from evals.gsm8k.data import DataError, Erratum, evaluate


def write(path: Path, rows: list[tuple[str, str]]) -> Path:
    path.write_text("".join(json.dumps({"question": q, "answer": f"steps\n#### {a}"}) + "\n" for q, a in rows))
    return path


OYSTERS = "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?"


def test_the_lane_counts_problems_in_the_contract_and_each_path_under_extra(tmp_path: Path) -> None:
    path = write(tmp_path / "mini.jsonl", [(OYSTERS, "240"), ("What is love?", "42"), ("Tom has 10^4 kg.", "1")])
    report = lane.evaluate(path)
    assert report.passed
    counts = report.counts
    assert (counts.cases, counts.answered, counts.wrong, counts.refused) == (3, 1, 0, 2)
    assert counts.extra["admitted"] == counts.extra["admitted_correct"] == 1
    assert counts.extra["refused.unsupported_number"] == 1
    assert counts.extra["contemplate.solved_verified_wrong"] == 0
    assert [row["id"] for row in report.rows] == ["mini:0"]


def test_a_wrong_admitted_answer_fails_the_gate(tmp_path: Path) -> None:
    report = lane.evaluate(write(tmp_path / "mini.jsonl", [(OYSTERS, "1,000")]))
    assert not report.passed and report.counts.extra["admitted_wrong"] == 1
    assert report.counts.wrong == report.counts.answered == 1  # one problem, wrong on either path or both


def test_an_erratum_with_a_proof_corrects_a_label(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    errata = tmp_path / "errata.jsonl"
    errata.write_text(json.dumps({"id": "mini:0", "label": "1000", "corrected": "240", "proof": "10 / 5 * 120"}) + "\n")
    monkeypatch.setattr(lane, "errata", lambda: data.errata(errata))
    report = lane.evaluate(write(tmp_path / "mini.jsonl", [(OYSTERS, "1000")]))
    assert report.passed and report.rows[0]["erratum"] == "240"


def test_an_erratum_whose_proof_does_not_hold_is_an_error(tmp_path: Path) -> None:
    errata = tmp_path / "errata.jsonl"
    errata.write_text(json.dumps({"id": "x:1", "label": "1", "corrected": "240", "proof": "10 / 5 * 121"}) + "\n")
    with pytest.raises(DataError, match="does not give 240"):
        data.errata(errata)


def test_an_erratum_without_a_proof_is_an_error(tmp_path: Path) -> None:
    errata = tmp_path / "errata.jsonl"
    errata.write_text(json.dumps({"id": "x:1", "label": "1", "corrected": "240"}) + "\n")
    with pytest.raises(DataError):
        data.errata(errata)


@pytest.mark.parametrize("expression", ["__import__('os')", "2 ** 10", "len('abc')", "x + 1"])
def test_proofs_are_plain_arithmetic_only(expression: str) -> None:
    with pytest.raises(DataError):
        evaluate(expression)


def test_the_shipped_errata_all_prove_themselves() -> None:
    assert all(isinstance(e, Erratum) for e in data.errata().values())


def test_without_data_the_lane_says_so_and_skips(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(data.ENVIRONMENT, raising=False)
    assert lane.main([]) == 0
    assert "the lane is skipped" in capsys.readouterr().out


def test_the_frontier_abstracts_numbers_and_names_and_ranks_what_stops_problems() -> None:
    from evals.gsm8k import frontier

    text = "Tom has 12 marbles. Tom is 3 feet wider than Ann. How many marbles does Tom have?"
    names = frontier.names_in(text)
    assert names == {"ann", "tom"}  # capitalized where no sentence starts
    assert frontier.names_in("If you buy 3 pens. Will it rain?") == set()  # "If", "Will" start sentences
    assert frontier.shape("tom has $1,200 and 20% of 3.5 kg", frozenset({"tom"})) == "NAME has $N and N% of N kg"
    found = frontier.measure(
        [text, "Ann has 10^4 marbles. How many?", "Tom has 3 marbles. How many marbles does Tom have?"]
    )
    assert (found.problems, found.served) == (3, 1)
    assert found.rejected == {"unsupported_number: 'N^N' is a power": 1}
    assert found.only_unread == {"NAME is N feet wider than NAME": 1}


PLUMS = "Lena picked 12 plums on Monday and twice as many on Tuesday. How many plums did she pick?"


def test_a_project_file_that_quotes_a_problem_fails_the_gate(tmp_path: Path) -> None:
    data = write(tmp_path / "mini.jsonl", [(PLUMS, "36")])
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    (project / "tests" / "quoting.py").write_text(
        'TEXT = "LENA picked 12 plums on Monday,\\nand twice as many on Tuesday."\n'
    )
    (project / "own.md").write_text("Lena picked 12 plums. How many plums did she pick?\n")  # 9 shared words: no quote
    (project / ".venv").mkdir()
    (project / ".venv" / "copy.txt").write_text(PLUMS)  # no part of the project
    report = lane.evaluate(data, project)
    assert not report.passed and report.counts.extra["quoted_in_project"] == 1
    assert lane.quotations([PLUMS], project) == {"tests/quoting.py": "lena picked 12 plums on monday and twice as many"}


def test_the_specification_s_own_examples_may_be_quoted(tmp_path: Path) -> None:
    data = write(tmp_path / "mini.jsonl", [(PLUMS, "36")])
    (tmp_path / "shared" / "spec").mkdir(parents=True)
    (tmp_path / "shared" / "spec" / "brief.md").write_text(f"The brief's example: {PLUMS}\n")
    (tmp_path / "project").mkdir()
    (tmp_path / "project" / "fixture.py").write_text(f'PLUMS = "{PLUMS}"  # the brief\'s example\n')
    report = lane.evaluate(data, tmp_path / "project")
    assert report.passed and report.counts.extra["quoted_in_project"] == 0
