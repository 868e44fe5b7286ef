"""`python -m evals.faults`: replay every fault scenario and gate on all of them holding.

Each scenario is a case: it is answered when it ran, and wrong when an expectation broke (the
row says which). Outcomes hold no times or paths, so the report is byte-stable and committed.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from evals.faults import scenarios
from evals.report import Counts, LaneReport, Row, sha256_of, summary, write

GATE = "every scenario holds: nothing lost, exit codes as the README says, no traceback"


def measure() -> LaneReport:
    rows: list[Row] = []
    for scenario in scenarios.SCENARIOS:
        check = scenarios.Check()
        started = time.perf_counter()
        with tempfile.TemporaryDirectory() as folder:
            scenario(Path(folder), check)
        print(
            f"{scenario.__name__:<45} {'held' if not check.broken else 'BROKE'}  {time.perf_counter() - started:.1f} s"
        )
        for broken in check.broken:
            print(f"    {broken}")
        rows.append({"id": scenario.__name__, "held": not check.broken, "broken": "; ".join(check.broken) or None})
    wrong = sum(1 for row in rows if not row["held"])
    counts = Counts(len(rows), len(rows), wrong, 0, {})
    return LaneReport("faults", "1", sha256_of([Path(scenarios.__file__)]), GATE, wrong == 0, counts, rows)


def main() -> int:
    report = measure()
    write(report, Path(__file__).parent / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
