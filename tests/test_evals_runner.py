"""`python -m evals`: it lists every lane, reads only the lane contract, and one failing lane
fails the whole run."""

import json
from pathlib import Path

import pytest
from conftest import schema_validator

from evals import __main__ as runner
from evals.gsm8k import data
from evals.report import read


def test_every_lane_package_is_listed(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main([]) == 0
    listed = capsys.readouterr().out
    packages = {
        ".".join(path.parent.relative_to(root).parts)
        for path in (root / "evals").rglob("__main__.py")
        if path.parent != root / "evals"
    }
    assert packages == {lane.module for lane in runner.LANES}
    assert all(lane.name in listed for lane in runner.LANES)


def test_every_lane_has_one_name_and_one_report() -> None:
    assert len({lane.name for lane in runner.LANES}) == len(runner.LANES)
    assert len({lane.report for lane in runner.LANES}) == len(runner.LANES)


def test_all_prints_one_row_per_lane_from_the_reports_it_wrote(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    quick = tuple(lane for lane in runner.LANES if lane.name in ("combined_rate_oracle.solver", "change_oracle"))
    monkeypatch.setattr(runner, "LANES", quick)
    runner.main(["all", "--json"])
    rows = json.loads(capsys.readouterr().out)
    assert [row["lane"] for row in rows] == ["combined_rate_oracle.solver", "change_oracle"]
    for lane, row in zip(quick, rows, strict=True):
        path = runner.EVALS / lane.report
        schema_validator("lane_report.schema.json").validate(json.loads(path.read_text(encoding="utf-8")))
        counts = read(path).counts
        assert (row["cases"], row["answered"], row["wrong"], row["refused"]) == (
            counts.cases,
            counts.answered,
            counts.wrong,
            counts.refused,
        )
    assert rows[0] | {"exit": 0} == {
        "lane": "combined_rate_oracle.solver", "exit": 0, "gate": "PASS",
        "cases": 11, "answered": 6, "wrong": 0, "refused": 5,
    }  # fmt: skip


def test_the_table_has_the_four_counts_and_the_gate() -> None:
    rows = [runner.Run("a", 0, "PASS", 19, 6, 0, 13), runner.Run("a.longer.name", 1, "FAIL", why="exit 1")]
    assert runner.table(rows).splitlines() == [
        "lane           cases  answered  wrong  refused  gate",
        "a                 19         6      0       13  PASS",
        "a.longer.name      0         0      0        0  FAIL",
        "a.longer.name: exit 1",
    ]


def test_one_failing_lane_fails_the_run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    broken = runner.Lane("broken", "evals.no_such_lane", (), "no_such_lane/report.json", "")
    monkeypatch.setattr(runner, "LANES", (broken,))
    assert runner.main(["all"]) == 1
    assert "FAIL" in capsys.readouterr().out


def test_a_lane_without_its_data_is_skipped_and_its_old_report_is_not_read(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv(data.ENVIRONMENT, raising=False)
    gsm8k = next(lane for lane in runner.LANES if lane.name == "gsm8k")
    assert (runner.EVALS / gsm8k.report).is_file()  # committed, and left from an earlier run
    monkeypatch.setattr(runner, "LANES", (gsm8k,))
    assert runner.main(["all", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == [
        {"lane": "gsm8k", "exit": 0, "gate": "skipped", "why": "no data"}
        | {"cases": 0, "answered": 0, "wrong": 0, "refused": 0}
    ]


def test_a_lane_that_writes_no_report_fails_even_when_it_exits_0(monkeypatch: pytest.MonkeyPatch) -> None:
    silent = runner.Lane("silent", "evals.gsm8k", (), "gsm8k/report.json", "")  # no data, so it writes nothing
    monkeypatch.delenv(data.ENVIRONMENT, raising=False)
    assert runner.run(silent, None) == runner.Run("silent", 0, "FAIL", why="wrote no gsm8k/report.json")


def test_a_report_of_another_lane_fails() -> None:
    misnamed = runner.Lane("misnamed", "evals.change_oracle", (), "change_oracle/report.json", "")
    assert runner.run(misnamed, None).why == "change_oracle/report.json is the report of change_oracle"
