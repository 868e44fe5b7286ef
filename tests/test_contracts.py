"""The machine-readable contracts hold of the code, in both directions."""

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from conftest import ROOT, schema_validator
from returns.result import Failure

from evals.combined_rate_oracle.__main__ import HERE, LANES
from evals.report import HEADLINE, Counts, ReportError, read
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import InputReason
from organs.generate.combined_rate_comprehension import ORGAN, CombineMode, QueryKind, ReaderReason, SolverReason


def load(root: Path, name: str) -> Any:
    return json.loads((root / "contracts" / name).read_text(encoding="utf-8"))


def test_schemas_are_valid_draft_2020_12(root: Path) -> None:
    for name in ("refusal.schema.json", "lane_report.schema.json"):
        jsonschema.Draft202012Validator.check_schema(load(root, name))


def test_every_refusal_the_organ_gives_matches_the_refusal_schema(root: Path) -> None:
    schema = load(root, "refusal.schema.json")
    texts = [json.loads(line)["text"] for line in (HERE / "phrasings.jsonl").read_text().splitlines()]
    refusals = [result.failure() for result in map(ORGAN.read_text, texts) if isinstance(result, Failure)]
    assert len(refusals) > 20
    for refusal in refusals:
        jsonschema.validate(refusal.as_json(), schema)


def test_refusal_schema_names_exactly_the_organs_and_stages_in_code(root: Path) -> None:
    properties = load(root, "refusal.schema.json")["properties"]
    assert set(properties["organ"]["enum"]) == {organ.value for organ in Organ}
    assert set(properties["stage"]["enum"]) == {stage.value for stage in Stage}


def test_a_malformed_refusal_is_rejected_by_the_schema(root: Path) -> None:
    bad = Refusal(Organ.R4_COMBINED_RATE, Stage.READ, ReaderReason.EMPTY, "x").as_json() | {"reason": "Not A Reason"}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, load(root, "refusal.schema.json"))


@pytest.mark.parametrize("name", sorted(LANES))
def test_every_lane_report_matches_the_lane_report_schema(root: Path, name: str) -> None:
    run, _ = LANES[name]
    jsonschema.validate(run().as_json(), load(root, "lane_report.schema.json"))


REPORTS = sorted((ROOT / "evals").rglob("report*.json"))


@pytest.mark.parametrize("path", REPORTS, ids=[str(path.relative_to(ROOT / "evals")) for path in REPORTS])
def test_every_report_in_the_tree_keeps_the_lane_contract(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    schema_validator("lane_report.schema.json").validate(raw)
    counts = read(path).counts  # the arithmetic JSON Schema cannot state
    assert counts.answered + counts.refused == counts.cases or counts.answered == counts.wrong == counts.refused == 0
    assert counts.wrong <= counts.answered
    assert list(raw["counts"]) == sorted([*HEADLINE, "extra"])


BROKEN_COUNTS = [
    # (counts as a report states them, what is wrong with them)
    ({"cases": 3, "answered": 1, "wrong": 0, "refused": 2}, "no extra"),
    (
        {"cases": 3, "answered": 1, "wrong": 0, "refused": 2, "extra": {}, "correct": 1},
        "a lane's own count beside the four",
    ),
    (
        {"cases": 3, "answered": 1, "wrong": 0, "refused": 2, "extra": {"wrong": 0}},
        "an extra named like one of the four",
    ),
    ({"cases": 3, "answered": 1, "wrong": 0, "refused": -2, "extra": {}}, "a negative count"),
    ({"cases": 3, "answered": 1, "wrong": 0, "refused": 2, "extra": {"rate": 1.5}}, "a count that is not an integer"),
]


@pytest.mark.parametrize(("counts", "why"), BROKEN_COUNTS, ids=[why for _, why in BROKEN_COUNTS])
def test_the_schema_and_the_reader_both_reject_broken_counts(tmp_path: Path, counts: object, why: str) -> None:
    report = json.loads((HERE / "report.json").read_text(encoding="utf-8")) | {"counts": counts}
    with pytest.raises(jsonschema.ValidationError):
        schema_validator("lane_report.schema.json").validate(report)
    (tmp_path / "report.json").write_text(json.dumps(report))
    with pytest.raises(ReportError):
        read(tmp_path / "report.json")


@pytest.mark.parametrize(
    ("cases", "answered", "wrong", "refused"),
    [(3, 1, 0, 1), (3, 1, 0, 3), (3, 1, 2, 2)],
    ids=["a case neither answered nor refused", "more answered and refused than cases", "wrong but not answered"],
)
def test_counts_that_do_not_add_up_cannot_be_written(cases: int, answered: int, wrong: int, refused: int) -> None:
    with pytest.raises(ReportError):
        Counts(cases, answered, wrong, refused)


def test_a_benchmark_reports_its_cases_and_zeros_and_reads_its_extras_by_name() -> None:
    counts = Counts(16, 0, 0, 0, {"patterns": 50})
    assert counts["cases"] == 16 and counts["patterns"] == 50 and counts.get("deviation") is None
    assert counts.as_json() == {"cases": 16, "answered": 0, "wrong": 0, "refused": 0, "extra": {"patterns": 50}}


def test_the_claimed_reasons_are_exactly_the_enums_in_code(root: Path) -> None:
    reasons = load(root, "claims/r4_combined_rate_v1.json")["reasons"]
    assert set(reasons["read"]) == {reason.value for reason in ReaderReason}
    assert set(reasons["solve"]) == {reason.value for reason in SolverReason}
    assert set(reasons["input"]) == {reason.value for reason in InputReason}


def test_the_claimed_modes_and_queries_are_exactly_those_in_code(root: Path) -> None:
    claim = load(root, "claims/r4_combined_rate_v1.json")
    assert claim["combine_modes"] == [mode.value for mode in CombineMode]
    assert claim["queries"] == [kind.value for kind in QueryKind]


def test_families_partition_the_reasons_and_only_three_are_growth_surfaces(root: Path) -> None:
    claim = load(root, "claims/r4_combined_rate_v1.json")
    entries = [entry for stage in claim["reasons"].values() for entry in stage.values()]
    assert {entry["class"] for entry in entries} <= set(claim["classes"])
    disposition: dict[str, str] = {}
    for entry in entries:  # one family, one disposition
        assert disposition.setdefault(entry["family"], entry["class"]) == entry["class"]
    growth = sorted(family for family, cls in disposition.items() if cls == "proposal_allowed")
    assert growth == ["cmb_unsupported_clock_interval", "cmb_unsupported_rate_count", "cmb_unsupported_reciprocal"]
