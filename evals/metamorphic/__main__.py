"""`python -m evals.metamorphic [--data GSM8K.jsonl | --no-data]`: the metamorphic lane.

GSM8K data: --data, else $GSM8K_JSONL, else ../shared/data/gsm8k/train.jsonl beside the repository
when it exists; without it, gold seeds only. Writes evals/metamorphic/report.json, prints a table
of outcomes per transformation and path, and exits 1 when any path is wrong.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Final

from evals.gsm8k.data import data_path
from evals.metamorphic.evaluation import evaluate
from evals.metamorphic.grading import PathName
from evals.metamorphic.mutant import Transformation
from evals.metamorphic.seeds import EVALS, gold_files
from evals.report import LaneReport, write

HERE: Final = Path(__file__).parent
BESIDE: Final = EVALS.parent.parent / "shared/data/gsm8k/train.jsonl"


def table(report: LaneReport) -> str:
    """Per transformation, per path: right/refused/wrong."""
    c = report.counts
    lines = [f"{'transformation':<26} {'mutants':>7}  " + "  ".join(f"{p.value:>20}" for p in PathName)]
    for scope, name in [(t.value, t.value) for t in Transformation] + [("path", "all")]:
        cells = [
            f"{c[f'{scope}.{p.value}.answered_right']}/{c[f'{scope}.{p.value}.refused']}/{c[f'{scope}.{p.value}.wrong']}"
            for p in PathName
        ]
        mutants = c[f"{scope}.mutants"] if scope != "path" else c["cases"]
        lines.append(f"{name:<26} {mutants:>7}  " + "  ".join(f"{cell:>20}" for cell in cells))
    lines.append("cells: answered_right/refused/wrong")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.metamorphic", description=__doc__)
    parser.add_argument("--data", help="an official GSM8K JSONL file (default: $GSM8K_JSONL, else the shared copy)")
    parser.add_argument("--no-data", action="store_true", help="gold seeds only")
    args = parser.parse_args(argv)
    data = None if args.no_data else data_path(args.data) or (BESIDE if BESIDE.is_file() else None)
    if data is not None and not data.is_file():
        print(f"metamorphic: no GSM8K file at {data}", file=sys.stderr)
        return 2
    report = evaluate(gold_files(), data)
    write(report, HERE / "report.json")
    c = report.counts
    print(table(report))
    print(
        f"metamorphic: {c['cases']} mutants of {c['seeds']} seeds ({c['seeds.gold']} gold, {c['seeds.gsm8k']} GSM8K); "
        f"answered {c['answered']}, refused {c['refused']}, wrong {c['wrong']} ({c['wrong_outcomes']} outcomes) "
        f"— gate {'PASS' if report.passed else 'FAIL'} ({report.gate})"
    )
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
