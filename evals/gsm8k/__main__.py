"""`python -m evals.gsm8k --data PATH` (or GSM8K_JSONL=PATH): the safety rail.

Serves every problem, scores each admitted answer against its label (or a proven
erratum), and reports admitted, admitted_correct, admitted_wrong, the refusals by
reason and the admitted ids. Exits 1 when admitted_wrong > 0; says so and exits 0
when no data is given.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from evals.gsm8k.data import DataError, data_path, errata, problems
from evals.report import JsonScalar, LaneReport, Row, sha256_of, summary, write
from organs import Served, serve

LANE = "gsm8k"
VERSION = "1"
HERE = Path(__file__).parent


def evaluate(path: Path) -> LaneReport:
    corrections = errata()
    counts: Counter[str] = Counter()
    rows: list[Row] = []
    for problem in problems(path):
        counts["problems"] += 1
        result = serve(problem.question)
        if not isinstance(result, Served):
            counts[f"refused.{result.refusal.reason.value}"] += 1
            continue
        erratum = corrections.get(problem.id)
        if erratum is not None and erratum.label != problem.label:
            raise DataError(f"erratum {erratum.id} names label {erratum.label}, the data says {problem.label}")
        expected = erratum.corrected if erratum else problem.label
        correct = result.answer == expected
        counts["admitted"] += 1
        counts["admitted_correct" if correct else "admitted_wrong"] += 1
        row: dict[str, JsonScalar] = {"id": problem.id, "answer": result.answer, "label": str(problem.label)}
        if erratum is not None:
            row["erratum"] = str(erratum.corrected)
        row["outcome"] = "correct" if correct else "wrong"
        rows.append(row)
    counts["refused"] = counts["problems"] - counts["admitted"]
    for key in ("admitted", "admitted_correct", "admitted_wrong"):
        counts.setdefault(key, 0)
    return LaneReport(
        LANE, VERSION, sha256_of([path, HERE / "errata.jsonl"]), "admitted_wrong == 0",
        counts["admitted_wrong"] == 0, dict(sorted(counts.items())), rows,
    )  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.gsm8k", description=__doc__)
    parser.add_argument("--data", help="an official GSM8K JSONL file (default: $GSM8K_JSONL)")
    args = parser.parse_args(argv)
    path = data_path(args.data)
    if path is None or not path.is_file():
        print(f"gsm8k: no data at {path or '(none given)'}; the lane is skipped (give --data or $GSM8K_JSONL)")
        return 0
    try:
        report = evaluate(path)
    except DataError as error:
        print(f"gsm8k: {error}", file=sys.stderr)
        return 1
    for row in report.rows:
        print(f"{row['id']!s:<14} {row['outcome']!s:<8} answer={row['answer']} label={row['label']}")
    write(report, HERE / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
