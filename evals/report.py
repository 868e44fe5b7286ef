"""The one lane contract: every lane's report has one shape, written and read here only.

A report holds the lane, its version, the SHA-256 of its input files (so a number can be traced
to what produced it), its gate (the rule in words, and whether it held), its counts and its rows.
It holds no times and no absolute paths, so two runs over the same inputs write the same bytes.

The counts are the same four for every lane, and whatever else a lane counts sits under `extra`:

    "counts": {"cases": 19, "answered": 6, "wrong": 0, "refused": 13,
               "extra": {"deviation": 0, "setup_correct": 11, ...}}

A graded lane answers or refuses each case, so answered + refused == cases, and a wrong case is
an answered one (wrong <= answered). A benchmark measures and grades nothing: it reports its cases
and three zeros, its measurements under `extra`. `Counts` refuses anything else when it is built,
so no lane can write a report that breaks the contract; `contracts/lane_report.schema.json` states
the shape, and `read` checks all of it again when `python -m evals all` reads a report back.

>>> counts = tally([Outcome.CORRECT, Outcome.REFUSED, Outcome.DEVIATION], {"skipped": 2})
>>> counts.cases, counts.answered, counts.wrong, counts.refused, dict(counts.extra)
(3, 1, 0, 2, {'deviation': 1, 'skipped': 2, 'unpinned': 0})
>>> counts["skipped"], as_gold(counts)
(2, False)
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

JsonScalar = str | int | bool | None
Row = Mapping[str, JsonScalar]
HEADLINE: Final = ("cases", "answered", "wrong", "refused")
REPORT_KEYS: Final = frozenset({"lane", "lane_version", "inputs_sha256", "gate", "counts", "rows"})


class ReportError(ValueError):
    """Counts or a report that break the lane contract."""


@dataclass(frozen=True, slots=True)
class Counts(Mapping[str, int]):
    """The four counts every lane reports, and the lane's own counts under `extra`.

    Read as a mapping, the four and the extras share one namespace (an extra may not reuse one of
    the four names), so `counts["wrong"]` and `counts["admitted_wrong"]` both find their count.
    """

    cases: int
    answered: int
    wrong: int
    refused: int
    extra: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        values = [*(getattr(self, name) for name in HEADLINE), *self.extra.values()]
        if not all(type(value) is int and value >= 0 for value in values):
            raise ReportError(f"every count is a non-negative integer: {self.as_json()}")
        if clash := {*HEADLINE, "extra"} & set(self.extra):
            raise ReportError(f"an extra count may not be named {sorted(clash)}")
        benchmark = self.answered == self.wrong == self.refused == 0
        if not benchmark and self.answered + self.refused != self.cases:
            raise ReportError(f"answered {self.answered} + refused {self.refused} != cases {self.cases}")
        if self.wrong > self.answered:
            raise ReportError(f"wrong {self.wrong} > answered {self.answered}: a wrong case is an answered one")

    def __getitem__(self, name: str) -> int:
        if name in HEADLINE:
            value: int = getattr(self, name)
            return value
        return self.extra[name]

    def __iter__(self) -> Iterator[str]:
        yield from HEADLINE
        yield from self.extra

    def __len__(self) -> int:
        return len(HEADLINE) + len(self.extra)

    def as_json(self) -> dict[str, int | dict[str, int]]:
        return {
            "cases": self.cases,
            "answered": self.answered,
            "wrong": self.wrong,
            "refused": self.refused,
            "extra": dict(sorted(self.extra.items())),
        }


class Outcome(enum.StrEnum):
    """What became of one case graded against its gold."""

    CORRECT = "correct"  # answered, with gold's answer
    WRONG = "wrong"  # answered, not with gold's answer: the law forbids it
    UNPINNED = "unpinned"  # answered right where gold pins a known refusal: progress gold must record
    REFUSED = "refused"  # refused as gold says
    DEVIATION = "deviation"  # refused, but not as gold says: safe, yet not what gold expects


ANSWERED: Final = frozenset({Outcome.CORRECT, Outcome.WRONG, Outcome.UNPINNED})


def tally(outcomes: Iterable[Outcome], extra: Mapping[str, int] | None = None) -> Counts:
    """The counts of graded cases; `deviation` and `unpinned` always among the extras."""
    seen = Counter(outcomes)
    answered = sum(seen[outcome] for outcome in ANSWERED)
    refused = seen[Outcome.REFUSED] + seen[Outcome.DEVIATION]
    graded = dict(extra or {}) | {"deviation": seen[Outcome.DEVIATION], "unpinned": seen[Outcome.UNPINNED]}
    return Counts(answered + refused, answered, seen[Outcome.WRONG], refused, dict(sorted(graded.items())))


def as_gold(counts: Counts) -> bool:
    """Every case came out exactly as its gold says: nothing wrong, deviating or unpinned."""
    return counts.wrong == counts.get("deviation", 0) == counts.get("unpinned", 0) == 0


@dataclass(frozen=True, slots=True)
class LaneReport:
    lane: str
    lane_version: str
    inputs_sha256: str
    gate: str  # the rule, in words
    passed: bool
    counts: Counts
    rows: Sequence[Row]

    def as_json(self) -> dict[str, object]:
        return {
            "lane": self.lane,
            "lane_version": self.lane_version,
            "inputs_sha256": self.inputs_sha256,
            "gate": {"rule": self.gate, "passed": self.passed},
            "counts": self.counts.as_json(),
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


def read(path: Path) -> LaneReport:
    """The report at `path`, checked against the contract; ReportError when it breaks it."""
    try:
        raw: object = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ReportError(f"{path.name}: {error}") from error
    if not isinstance(raw, dict) or set(raw) != REPORT_KEYS:
        raise ReportError(f"{path.name}: a report has exactly the keys {sorted(REPORT_KEYS)}")
    lane, version, digest, gate = raw["lane"], raw["lane_version"], raw["inputs_sha256"], raw["gate"]
    if not (isinstance(lane, str) and isinstance(version, str) and isinstance(digest, str)):
        raise ReportError(f"{path.name}: lane, lane_version and inputs_sha256 are strings")
    if not isinstance(gate, dict) or set(gate) != {"rule", "passed"}:
        raise ReportError(f"{path.name}: gate has exactly rule and passed")
    rule, passed = gate["rule"], gate["passed"]
    if not isinstance(rule, str) or not isinstance(passed, bool):
        raise ReportError(f"{path.name}: gate.rule is a string and gate.passed a boolean")
    return LaneReport(lane, version, digest, rule, passed, _counts(raw["counts"], path), _rows(raw["rows"], path))


def _counts(raw: object, path: Path) -> Counts:
    if not isinstance(raw, dict) or set(raw) != {*HEADLINE, "extra"}:
        raise ReportError(f"{path.name}: counts has exactly {[*HEADLINE, 'extra']}")
    extra = raw["extra"]
    if not isinstance(extra, dict):
        raise ReportError(f"{path.name}: counts.extra is an object")
    cases, answered, wrong, refused = (raw[name] for name in HEADLINE)
    return Counts(cases, answered, wrong, refused, {str(name): value for name, value in extra.items()})


def _rows(raw: object, path: Path) -> list[Row]:
    if not isinstance(raw, list):
        raise ReportError(f"{path.name}: rows is a list")
    rows: list[Row] = []
    for row in raw:
        if not isinstance(row, dict) or "id" not in row:
            raise ReportError(f"{path.name}: every row is an object with an id")
        if not all(value is None or isinstance(value, str | int) for value in row.values()):
            raise ReportError(f"{path.name}: row {row['id']}: every value is a string, integer, boolean or null")
        rows.append({str(key): value for key, value in row.items()})
    return rows


def summary(report: LaneReport) -> str:
    """One line for people: the lane, its counts, and whether the gate held."""
    counts = report.counts
    extra = " ".join(f"{key}={value}" for key, value in sorted(counts.extra.items()))
    headline = f"cases={counts.cases} answered={counts.answered} wrong={counts.wrong} refused={counts.refused}"
    verdict = "PASS" if report.passed else "FAIL"
    return f"{report.lane}: {headline}" + (f" ({extra})" if extra else "") + f" — gate {verdict} ({report.gate})"
