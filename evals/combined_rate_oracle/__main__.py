"""`python -m evals.combined_rate_oracle [oracle|solver|reader|phrasings]`.

Prints one row per fixture and a summary, writes a byte-stable report beside this file,
and exits 1 when the lane's gate fails (including gold that contradicts its arithmetic).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from evals.combined_rate_oracle import lanes
from evals.combined_rate_oracle.gold import GOLD, PHRASINGS, GoldError
from evals.report import LaneReport, summary, write

HERE = Path(__file__).parent
LANES: dict[str, tuple[Callable[[], LaneReport], str]] = {
    "oracle": (lambda: lanes.oracle(GOLD), "report.json"),
    "solver": (lambda: lanes.solver(GOLD), "report.solver.json"),
    "reader": (lambda: lanes.reader(GOLD), "report.reader.json"),
    "phrasings": (
        lambda: lanes.reader(PHRASINGS, "combined_rate_oracle.phrasings"),
        "report.phrasings.json",
    ),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.combined_rate_oracle", description=__doc__)
    parser.add_argument("lane", nargs="?", default="oracle", choices=sorted(LANES))
    args = parser.parse_args(argv)
    run, filename = LANES[args.lane]
    try:
        report = run()
    except GoldError as error:
        print(f"gold is incoherent; the lane fails:\n{error}", file=sys.stderr)
        return 1
    for row in report.rows:
        print("  ".join(f"{key}={row[key]}" for key in sorted(row)))
    write(report, HERE / filename)
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
