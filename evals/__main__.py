"""`python -m evals`: list every lane. `python -m evals all [--data PATH] [--json]`: run them all.

Each lane runs as its own process (`python -m evals.<lane>`), exactly as it runs alone; this
runner then reads each lane's report and prints one table. Exits 1 when any gate fails.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from evals.gsm8k.data import data_path

EVALS = Path(__file__).parent
Columns = tuple[int, int, int, int]  # cases, answered, wrong, refused


@dataclass(frozen=True, slots=True)
class Lane:
    name: str
    module: str
    arguments: tuple[str, ...]
    report: str  # path under evals/
    about: str
    columns: Callable[[Mapping[str, int]], Columns]
    needs_data: bool = False


def _graded(c: Mapping[str, int]) -> Columns:
    return (
        sum(c.values()),
        c.get("correct", 0) + c.get("wrong", 0),
        c.get("wrong", 0),
        c.get("refused", 0) + c.get("deviation", 0),
    )


def _r4_reader(c: Mapping[str, int]) -> Columns:
    answered = c.get("answer_correct", 0) + c.get("answer_wrong", 0)
    return (answered + c.get("answer_refused", 0), answered, c.get("answer_wrong", 0), c.get("answer_refused", 0))


LANES: tuple[Lane, ...] = (
    Lane("combined_rate_oracle", "evals.combined_rate_oracle", (), "combined_rate_oracle/report.json",
         "R4 gold ruler: 19 fixtures against canonical arithmetic",
         lambda c: (c.get("valid", 0), c.get("solved", 0), 0, c.get("solver_refuses", 0) + c.get("reader_refuses", 0))),
    Lane("combined_rate_oracle.solver", "evals.combined_rate_oracle", ("solver",), "combined_rate_oracle/report.solver.json",
         "R4 solver on the gold setups",
         lambda c: (sum(c.values()), c.get("solved", 0) + c.get("wrong", 0), c.get("wrong", 0), c.get("refused", 0))),
    Lane("combined_rate_oracle.reader", "evals.combined_rate_oracle", ("reader",), "combined_rate_oracle/report.reader.json",
         "R4 reader and answers on the gold texts", _r4_reader),
    Lane("combined_rate_oracle.phrasings", "evals.combined_rate_oracle", ("phrasings",), "combined_rate_oracle/report.phrasings.json",
         "R4 on its own varied phrasings", _r4_reader),
    Lane("change_oracle", "evals.change_oracle", (), "change_oracle/report.json", "R1 change organ gold", _graded),
    Lane("grouping_oracle", "evals.grouping_oracle", (), "grouping_oracle/report.json", "R2 grouping organ gold", _graded),
    Lane("single_rate_oracle", "evals.single_rate_oracle", (), "single_rate_oracle/report.json", "R3 single-rate organ gold", _graded),
    Lane("G6_rate_capacity.v1", "evals.math_capability_axes.G6_rate_capacity.v1", (),
         "math_capability_axes/G6_rate_capacity/v1/report.json", "serving path: capacity rates", _graded),
    Lane("B3_state_aggregate.v1", "evals.math_capability_axes.B3_state_aggregate.v1", (),
         "math_capability_axes/B3_state_aggregate/v1/report.json", "serving path: states, changes, totals (pinned)", _graded),
    Lane("gsm8k", "evals.gsm8k", (), "gsm8k/report.json", "GSM8K safety rail: serve and contemplate every problem",
         lambda c: (c.get("problems", 0), c.get("answered_by_either", 0),
                    c.get("admitted_wrong", 0) + c.get("contemplate.solved_verified_wrong", 0),
                    c.get("problems", 0) - c.get("answered_by_either", 0)),
         needs_data=True),
    Lane("regex_growth", "evals.regex_growth", (), "regex_growth/report.json",
         "benchmark: every text pattern linear from 1 KB to 1 MB", lambda c: (c.get("families", 0), 0, 0, 0)),
    Lane("throughput", "evals.throughput", (), "throughput/report.json",
         "benchmark: problems/s, latency, memory, growth", lambda c: (c.get("problems", 0), 0, 0, 0), needs_data=True),
)  # fmt: skip


def run_all(data: Path | None) -> list[dict[str, object]]:
    results: list[dict[str, object]] = []
    for lane in LANES:
        arguments = list(lane.arguments) + (["--data", str(data)] if lane.needs_data and data else [])
        done = subprocess.run(
            [sys.executable, "-m", lane.module, *arguments], capture_output=True, text=True, check=False
        )
        report_path = EVALS / lane.report
        skipped = lane.needs_data and lane.name == "gsm8k" and data is None
        row: dict[str, object] = {"lane": lane.name, "exit": done.returncode}
        if skipped or not report_path.exists():
            row |= {"gate": "skipped" if skipped else "no report", "cases": 0, "answered": 0, "wrong": 0, "refused": 0}
        else:
            report = json.loads(report_path.read_text(encoding="utf-8"))
            cases, answered, wrong, refused = lane.columns(report["counts"])
            gate = "PASS" if report["gate"]["passed"] and done.returncode == 0 else "FAIL"
            row |= {"gate": gate, "cases": cases, "answered": answered, "wrong": wrong, "refused": refused}
        if done.returncode != 0:
            row["gate"] = "FAIL"
            row["stderr"] = done.stderr.strip().splitlines()[-1:] or [""]
        results.append(row)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals", description=__doc__)
    parser.add_argument("command", nargs="?", choices=("list", "all"), default="list")
    parser.add_argument(
        "--data", help="an official GSM8K JSONL file for the lanes that read it (default: $GSM8K_JSONL)"
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    if args.command == "list":
        for lane in LANES:
            print(
                f"{lane.name:<32} python -m {lane.module} {' '.join(lane.arguments)}".rstrip()
                + f"\n{'':<32} {lane.about}"
            )
        return 0
    data = data_path(args.data)
    results = run_all(data if data is not None and data.is_file() else None)
    if args.json:
        print(json.dumps(results, indent=2, sort_keys=True))
    else:
        print(f"{'lane':<32} {'cases':>6} {'answered':>9} {'wrong':>6} {'refused':>8}  gate")
        for row in results:
            print(
                f"{row['lane']!s:<32} {row['cases']!s:>6} {row['answered']!s:>9} {row['wrong']!s:>6} {row['refused']!s:>8}  {row['gate']}"
            )
        for row in results:
            if "stderr" in row:
                print(f"{row['lane']}: {' '.join(map(str, row['stderr'] if isinstance(row['stderr'], list) else []))}")
    return 0 if all(row["gate"] in ("PASS", "skipped") for row in results) else 1


if __name__ == "__main__":
    sys.exit(main())
