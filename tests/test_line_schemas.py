"""One input schema for `run` and `batch`, one output schema for the lines they give: checked on
real output, malformed lines and claims in model styles included."""

import json
from pathlib import Path

import pytest
from conftest import ROOT, schema_validator

from organs.cli import main

SAMPLES = ROOT / "samples" / "across_the_axes.jsonl"
CLAIMS = [json.loads(line) for line in (ROOT / "tests" / "data" / "claims.jsonl").read_text().splitlines()]


def _input(tmp_path: Path) -> Path:
    questions = [json.loads(line)["question"] for line in SAMPLES.read_text().splitlines()]
    rows: list[dict[str, object]] = [
        {"id": n, "question": questions[n % len(questions)], "claimed": claim["claim"]}
        for n, claim in enumerate(CLAIMS[:60])
        if isinstance(claim["claim"], str | int | float)
    ]
    rows += [{"id": "no-question"}, {"question": questions[0], "claimed": 12.5}, {"question": questions[1]}]
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows) + "{not json\n")
    return path


def test_every_sample_line_is_an_input_line() -> None:
    validator = schema_validator("input_line.schema.json")
    for line in SAMPLES.read_text().splitlines():
        validator.validate(json.loads(line))


def test_every_line_batch_writes_matches_the_output_schema(tmp_path: Path) -> None:
    source, out = _input(tmp_path), tmp_path / "out.jsonl"
    assert main(["batch", str(source), "--out", str(out), "--quiet"]) == 1  # the malformed lines
    validator = schema_validator("output_line.schema.json")
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(written) == len(source.read_text().splitlines())
    for record in written:
        validator.validate(record)
    assert {"verification" in r for r in written} == {True, False} and any("error" in r for r in written)


def test_run_json_prints_the_lines_batch_writes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(SAMPLES.read_text() + json.dumps({"id": "c", "question": "Tom has 3 pens.", "claimed": 3}) + "\n")
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(source), "--out", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["run", "--json", str(source)]) == 0
    assert capsys.readouterr().out == out.read_text()
