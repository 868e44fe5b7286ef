"""The machine-readable contracts hold of the code, in both directions."""

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from returns.result import Failure

from core.refusal import Organ, Refusal, Stage
from core.text import InputReason
from evals.combined_rate_oracle.__main__ import HERE, LANES
from generate.combined_rate_comprehension import ORGAN, CombineMode, QueryKind, ReaderReason, SolverReason


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
