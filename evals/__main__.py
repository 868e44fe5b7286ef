"""`python -m evals`: list every lane. `python -m evals all [--data PATH] [--json]`: run them all.

Each lane runs as its own process (`python -m evals.<lane>`), exactly as it runs alone; this
runner then reads the report the lane wrote and prints its cases, answered, wrong and refused
and its gate. Every report has those four counts (`evals.report`), so nothing here knows any
lane's own counts. A row is PASS only when the lane exited 0 and wrote, in this run, a report
that keeps the lane contract, names the lane, and says its gate held; a lane that needs the
GSM8K data and is given none may write nothing, and is shown as skipped. Exits 1 when any lane
is not PASS or skipped.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from evals.gsm8k.data import data_path
from evals.report import ReportError, read

EVALS = Path(__file__).parent


@dataclass(frozen=True, slots=True)
class Lane:
    name: str  # as its report names it
    module: str
    arguments: tuple[str, ...]
    report: str  # path under evals/
    about: str
    needs_data: bool = False  # reads the GSM8K file given by --data, and may skip without one


LANES: tuple[Lane, ...] = (
    Lane("combined_rate_oracle", "evals.combined_rate_oracle", (), "combined_rate_oracle/report.json",
         "R4 gold ruler: every fixture against canonical arithmetic"),
    Lane("combined_rate_oracle.solver", "evals.combined_rate_oracle", ("solver",),
         "combined_rate_oracle/report.solver.json", "R4 solver on the gold setups"),
    Lane("combined_rate_oracle.reader", "evals.combined_rate_oracle", ("reader",),
         "combined_rate_oracle/report.reader.json", "R4 reader and answers on the gold texts"),
    Lane("combined_rate_oracle.phrasings", "evals.combined_rate_oracle", ("phrasings",),
         "combined_rate_oracle/report.phrasings.json", "R4 on its own varied phrasings"),
    Lane("change_oracle", "evals.change_oracle", (), "change_oracle/report.json", "R1 change organ gold"),
    Lane("change_oracle.phrasings", "evals.change_oracle", ("phrasings",), "change_oracle/report.phrasings.json",
         "R1 on its own varied phrasings"),
    Lane("grouping_oracle", "evals.grouping_oracle", (), "grouping_oracle/report.json", "R2 grouping organ gold"),
    Lane("grouping_oracle.phrasings", "evals.grouping_oracle", ("phrasings",),
         "grouping_oracle/report.phrasings.json", "R2 on its own varied phrasings"),
    Lane("single_rate_oracle", "evals.single_rate_oracle", (), "single_rate_oracle/report.json",
         "R3 single-rate organ gold"),
    Lane("single_rate_oracle.phrasings", "evals.single_rate_oracle", ("phrasings",),
         "single_rate_oracle/report.phrasings.json", "R3 on its own varied phrasings"),
    Lane("math_capability_axes.G6_rate_capacity.v1", "evals.math_capability_axes.G6_rate_capacity.v1", (),
         "math_capability_axes/G6_rate_capacity/v1/report.json", "serving path: capacity rates"),
    Lane("math_capability_axes.B3_state_aggregate.v1", "evals.math_capability_axes.B3_state_aggregate.v1", (),
         "math_capability_axes/B3_state_aggregate/v1/report.json", "serving path: states, changes, totals (pinned)"),
    Lane("math_capability_axes.comparisons.v1", "evals.math_capability_axes.comparisons.v1", (),
         "math_capability_axes/comparisons/v1/report.json", "serving path: counts and ages related, unknowns solved"),
    Lane("math_capability_axes.changes.v1", "evals.math_capability_axes.changes.v1", (),
         "math_capability_axes/changes/v1/report.json", "serving path: buying, spending, giving, in text order"),
    Lane("math_capability_axes.money.v1", "evals.math_capability_axes.money.v1", (),
         "math_capability_axes/money/v1/report.json", "serving path: prices, and what was spent or is left"),
    Lane("math_capability_axes.shares.v1", "evals.math_capability_axes.shares.v1", (),
         "math_capability_axes/shares/v1/report.json", "serving path: fractions and percents of what one holds"),
    Lane("math_capability_axes.parts.v1", "evals.math_capability_axes.parts.v1", (),
         "math_capability_axes/parts/v1/report.json", "serving path: parts of a whole, the rest, one kind from another"),
    Lane("math_capability_axes.rates.v1", "evals.math_capability_axes.rates.v1", (),
         "math_capability_axes/rates/v1/report.json", "serving path: rates of what one does, over durations"),
    Lane("math_capability_axes.purchases.v1", "evals.math_capability_axes.purchases.v1", (),
         "math_capability_axes/purchases/v1/report.json", "serving path: prices from prices, baskets, change, money needed"),
    Lane("gsm8k", "evals.gsm8k", (), "gsm8k/report.json",
         "GSM8K safety rail: serve and contemplate every problem", needs_data=True),
    Lane("metamorphic", "evals.metamorphic", (), "metamorphic/report.json",
         "perturbed problems through serve, contemplate and verify", needs_data=True),
    Lane("faults", "evals.faults", (), "faults/report.json",
         "every fault and hostile input of issue #10, replayed through the real CLI"),
    Lane("adversary", "evals.adversary", (), "adversary/report.json",
         "serving path on independent adversaries' texts: never against their labels"),
    Lane("regex_growth", "evals.regex_growth", (), "regex_growth/report.json",
         "benchmark: every text pattern linear from 1 KB to 1 MB"),
    Lane("problem_growth", "evals.problem_growth", (), "problem_growth/report.json",
         "benchmark: serve, contemplate, verify linear in sentences, 1 to 128"),
    Lane("throughput", "evals.throughput", (), "throughput/report.json",
         "benchmark: problems/s, latency, memory, growth", needs_data=True),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Run:
    """One lane's row: its exit code, its gate, its four counts, and why when it is not PASS."""

    lane: str
    exit: int
    gate: str  # PASS, FAIL or skipped
    cases: int = 0
    answered: int = 0
    wrong: int = 0
    refused: int = 0
    why: str = ""

    def as_json(self) -> dict[str, object]:
        row: dict[str, object] = {
            "lane": self.lane, "exit": self.exit, "gate": self.gate,
            "cases": self.cases, "answered": self.answered, "wrong": self.wrong, "refused": self.refused,
        }  # fmt: skip
        return row | ({"why": self.why} if self.why else {})


def run(lane: Lane, data: Path | None) -> Run:
    """Run one lane as its own process and read the report it wrote."""
    arguments = [*lane.arguments, *(["--data", str(data)] if lane.needs_data and data is not None else [])]
    path = EVALS / lane.report
    before = _modified(path)
    done = subprocess.run([sys.executable, "-m", lane.module, *arguments], capture_output=True, text=True, check=False)
    failed = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1] if done.returncode else ""
    if _modified(path) in (None, before):  # a report left from an earlier run is never read
        if done.returncode == 0 and lane.needs_data and data is None:
            return Run(lane.name, 0, "skipped", why="no data")
        return Run(lane.name, done.returncode, "FAIL", why=failed or f"wrote no {lane.report}")
    try:
        report = read(path)
    except ReportError as error:
        return Run(lane.name, done.returncode, "FAIL", why=f"the report breaks the lane contract: {error}")
    if report.lane != lane.name:
        return Run(lane.name, done.returncode, "FAIL", why=f"{lane.report} is the report of {report.lane}")
    counts = report.counts
    gate = "PASS" if report.passed and done.returncode == 0 else "FAIL"
    why = failed if report.passed else f"the gate does not hold: {report.gate}"
    return Run(lane.name, done.returncode, gate, counts.cases, counts.answered, counts.wrong, counts.refused, why)


def _modified(path: Path) -> int | None:
    return path.stat().st_mtime_ns if path.is_file() else None


def table(runs: list[Run]) -> str:
    width = max(len("lane"), *(len(run.lane) for run in runs))
    lines = [f"{'lane':<{width}} {'cases':>6} {'answered':>9} {'wrong':>6} {'refused':>8}  gate"]
    lines += [f"{r.lane:<{width}} {r.cases:>6} {r.answered:>9} {r.wrong:>6} {r.refused:>8}  {r.gate}" for r in runs]
    lines += [f"{run.lane}: {run.why}" for run in runs if run.gate == "FAIL" and run.why]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals", description=__doc__)
    parser.add_argument("command", nargs="?", choices=("list", "all"), default="list")
    parser.add_argument(
        "--data", help="an official GSM8K JSONL file for the lanes that read it (default: $GSM8K_JSONL)"
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    if args.command == "list":
        width = max(len(lane.name) for lane in LANES)
        for lane in LANES:
            print(f"{lane.name:<{width}} python -m {lane.module} {' '.join(lane.arguments)}".rstrip())
            print(f"{'':<{width}} {lane.about}")
        return 0
    data = data_path(args.data)
    runs = [run(lane, data if data is not None and data.is_file() else None) for lane in LANES]
    print(json.dumps([run.as_json() for run in runs], indent=2, sort_keys=True) if args.json else table(runs))
    return 0 if all(run.gate in ("PASS", "skipped") for run in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
