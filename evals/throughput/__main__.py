"""`python -m evals.throughput [--data PATH]`: how fast, how much memory, how it grows.

Over the GSM8K file when given (--data or $GSM8K_JSONL), else over every bundled fixture
text, repeated. Reports, for `serve`, `contemplate` and `verify` on one core: problems per
second of its own CPU time (best of five passes), and of wall time beside it; p50 / p99 latency, traced
peak memory; the process's peak
resident size; how `serve` time grows with text length (1 KB to 1 MB); and batch
throughput with 1 and 2 worker processes; over GSM8K, serve's right answers per second (its
throughput times the share of problems it answers rightly — the figure the serving path's growth
must raise). Gate: serve >= 1,000 and contemplate >= 2,000
problems/s on one core, and length growth no worse than linear. Serve's floor was 5,000 until the
relational reader (issue #11, which sets 1,000): speed spent for coverage, knowingly — every
problem is now read by two readers, the second through every clause frame. The goals (serve
20,000/s, contemplate 5,000/s) are reported beside the measurements.

A benchmark records measurements, so its report is not byte-stable and is not committed. Its
cases are the problems timed; it grades no answers, so answered, wrong and refused are 0; extra
holds the rates (`<entry point>_per_second`).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from pathlib import Path

from evals.gsm8k.data import data_path, problems
from evals.report import Counts, JsonScalar, LaneReport, sha256_of, summary, write
from organs import Served, batch, contemplate, engines, serve, verify

HERE = Path(__file__).parent
EVALS = HERE.parent
# Best of five: this shared machine slows by a third or more for minutes at a time (the same code
# measured contemplate at 5,932/s and 3,489/s within an hour); the best pass is the code's speed.
# Rates are per second of the process's own CPU time, the figure "on one core" means: wall time
# also counts the seconds the core served other work (CI measured serve under its floor at code
# that measures 3,440/s alone on this machine, its two cores then busy with other work). Wall
# rates are reported beside.
PASSES = 5
BUNDLED = (
    sorted(EVALS.glob("*/gold.jsonl"))
    + sorted(EVALS.glob("*/phrasings.jsonl"))
    + sorted(EVALS.glob("*/cases.jsonl"))
    + sorted(EVALS.glob("math_capability_axes/*/v*/cases.jsonl"))
)
Problem = tuple[str, str]  # text, a claimed answer for `verify`
# name: (what to run, the floor it must clear, the goal)
ENTRY_POINTS: dict[str, tuple[Callable[[str, str], object], int, int]] = {
    "serve": (lambda text, _: serve(text), 1_000, 20_000),
    "contemplate": (lambda text, _: contemplate(text), 2_000, 5_000),
    "verify": (verify, 0, 0),
}
LENGTHS = (1_000, 10_000, 100_000, 1_000_000)
MAX_GROWTH = 30.0  # t(1 MB) / t(100 KB); linear is 10


def corpus(path: Path | None) -> tuple[list[Problem], list[Path]]:
    if path is not None and path.is_file():
        return [(p.question, str(p.label)) for p in problems(path)], [path]
    found = [
        (str(row["text"]), "1") for source in BUNDLED for row in map(json.loads, source.read_text().splitlines()) if row
    ]
    return found * max(1, 5_000 // len(found)), list(BUNDLED)


def entry_point(
    name: str, run: Callable[[str, str], object], items: list[Problem], floor: int, goal: int
) -> dict[str, JsonScalar]:
    best, best_wall = float("inf"), float("inf")
    for _ in range(PASSES):
        start, start_wall = time.process_time(), time.perf_counter()
        for text, claim in items:
            run(text, claim)
        best, best_wall = min(best, time.process_time() - start), min(best_wall, time.perf_counter() - start_wall)
    latencies = []
    for text, claim in items:
        start_ns = time.perf_counter_ns()
        run(text, claim)
        latencies.append(time.perf_counter_ns() - start_ns)
    tracemalloc.start()
    for text, claim in items:
        run(text, claim)
    _, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    cuts = statistics.quantiles(latencies, n=100)
    per_second = round(len(items) / best)
    return {
        "id": name, "problems": len(items), "per_second": per_second, "wall_per_second": round(len(items) / best_wall),
        "floor": floor, "goal": goal,
        "p50_us": f"{cuts[49] / 1000:.1f}", "p99_us": f"{cuts[98] / 1000:.1f}", "traced_peak_kib": round(traced_peak / 1024),
    }  # fmt: skip


def right_answers(items: list[Problem], per_second: int) -> int:
    """serve's right answers per second: its throughput times the share it answers rightly (the
    claim of a labelled problem is its label)."""
    right = sum(1 for text, label in items if isinstance(s := serve(text), Served) and s.answer == Fraction(label))
    return round(per_second * right / len(items))


def length_growth() -> dict[str, JsonScalar]:
    """`serve` on one long text per size; past the 4,000-character cap it refuses at once."""
    sentence = "Tom has 12 marbles and a red hat of many colours. "
    row: dict[str, JsonScalar] = {"id": "serve_by_length"}
    times = []
    for size in LENGTHS:
        text = (sentence * (size // len(sentence) + 1))[:size]
        best = min(_timed(partial(serve, text)) for _ in range(20))
        times.append(best)
        row[f"us_{size // 1000}kb"] = f"{best * 1e6:.1f}"
    within = (sentence * 80)[:4_000]
    row["us_4kb_at_cap"] = f"{min(_timed(lambda: serve(within)) for _ in range(20)) * 1e6:.1f}"
    row["growth_1mb_over_100kb"] = f"{times[-1] / max(times[-2], 1e-9):.1f}"
    return row


def _timed(run: Callable[[], object]) -> float:
    start = time.process_time()
    run()
    return time.process_time() - start


def workers(path: Path | None, items: list[Problem]) -> list[dict[str, JsonScalar]]:
    """Batch lines/s with 1 and 2 worker processes (process start-up included)."""
    rows: list[dict[str, JsonScalar]] = []
    with tempfile.TemporaryDirectory() as folder:
        source = path if path is not None and path.is_file() else Path(folder) / "in.jsonl"
        if source.parent == Path(folder):
            source.write_text("".join(json.dumps({"question": text}) + "\n" for text, _ in items))
        for count in (1, 2):
            engine = engines.local(batch.answer_window, count)
            try:
                done = batch.run(
                    source,
                    Path(folder) / "out.jsonl",
                    Path(folder) / "errors.jsonl",
                    engine.answer,
                    window=batch.WINDOW_PER_WORKER * count,
                )
            finally:
                engine.close()
            rows.append(
                {"id": f"batch_workers_{count}", "problems": done.lines, "per_second": round(done.lines / done.seconds)}
            )
    return rows


def measure(path: Path | None) -> LaneReport:
    items, sources = corpus(path)
    rows = [entry_point(name, run, items, floor, goal) for name, (run, floor, goal) in ENTRY_POINTS.items()]
    rows.append(length_growth())
    rows += workers(path, items)
    for row in rows:
        row["max_rss_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    rates = {str(row["id"]): int(str(row["per_second"])) for row in rows if "per_second" in row}
    if path is not None and path.is_file():  # labelled: the figure that must grow
        rows[0]["right_answers_per_second"] = rates["serve_right_answers"] = right_answers(items, rates["serve"])
    growth = float(str(rows[len(ENTRY_POINTS)]["growth_1mb_over_100kb"]))
    passed = all(rates[name] >= floor for name, (_, floor, _) in ENTRY_POINTS.items()) and growth <= MAX_GROWTH
    rule = "serve >= 1000/s and contemplate >= 2000/s on one core; t(1MB)/t(100KB) <= 30"
    counts = Counts(len(items), 0, 0, 0, {f"{name}_per_second": rate for name, rate in rates.items()})
    return LaneReport("throughput", "2", sha256_of(sources), rule, passed, counts, rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.throughput", description=__doc__)
    parser.add_argument("--data", help="an official GSM8K JSONL file (default: $GSM8K_JSONL, else bundled fixtures)")
    args = parser.parse_args(argv)
    report = measure(data_path(args.data))
    for row in report.rows:
        print("  ".join(f"{key}={value}" for key, value in row.items()))
    write(report, HERE / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
