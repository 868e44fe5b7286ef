"""`python -m evals`: it lists every lane, and one failing lane fails the whole run."""

import json
from pathlib import Path

import pytest

from evals import __main__ as runner


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


def test_all_prints_one_row_per_lane_as_json(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    quick = tuple(lane for lane in runner.LANES if lane.name in ("change_oracle", "grouping_oracle"))
    monkeypatch.setattr(runner, "LANES", quick)
    assert runner.main(["all", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["lane"], r["gate"], r["wrong"]) for r in rows] == [
        ("change_oracle", "PASS", 0),
        ("grouping_oracle", "PASS", 0),
    ]
    assert rows[0]["cases"] == 17


def test_one_failing_lane_fails_the_run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    broken = runner.Lane("broken", "evals.no_such_lane", (), "no_such_lane/report.json", "", lambda c: (0, 0, 0, 0))
    monkeypatch.setattr(runner, "LANES", (broken,))
    assert runner.main(["all"]) == 1
    assert "FAIL" in capsys.readouterr().out
