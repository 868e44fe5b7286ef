"""The one writer of lane reports: byte-stable, traceable to its inputs.

A report holds the lane's version and the SHA-256 of its input files, so a number can be
traced to what produced it; it holds no times and no absolute paths, so two runs over the
same inputs write the same bytes. Shape: `contracts/lane_report.schema.json`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

JsonScalar = str | int | bool | None
Row = Mapping[str, JsonScalar]


@dataclass(frozen=True, slots=True)
class LaneReport:
    lane: str
    lane_version: str
    inputs_sha256: str
    gate: str  # the rule, in words
    passed: bool
    counts: Mapping[str, int]
    rows: Sequence[Row]

    def as_json(self) -> dict[str, object]:
        return {
            "lane": self.lane,
            "lane_version": self.lane_version,
            "inputs_sha256": self.inputs_sha256,
            "gate": {"rule": self.gate, "passed": self.passed},
            "counts": dict(self.counts),
            "rows": [dict(row) for row in self.rows],
        }


def sha256_of(paths: Sequence[Path]) -> str:
    """One digest over the bytes of every input file, in the given order."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def render(report: LaneReport) -> str:
    return json.dumps(report.as_json(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def write(report: LaneReport, path: Path) -> None:
    path.write_text(render(report), encoding="utf-8")


def summary(report: LaneReport) -> str:
    """One line for people: the lane, its counts, and whether the gate held."""
    counts = " ".join(f"{key}={value}" for key, value in sorted(report.counts.items()))
    verdict = "PASS" if report.passed else "FAIL"
    return f"{report.lane}: {counts} — gate {verdict} ({report.gate})"
