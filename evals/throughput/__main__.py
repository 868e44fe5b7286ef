"""`python -m evals.throughput [--data PATH]`: serve and contemplate throughput on one core.

Over the GSM8K file when given (--data or $GSM8K_JSONL), else over every bundled
fixture text, repeated. Reports problems per second (best of three passes), p50 / p99
latency, and peak memory (traced allocations during one pass, and the process's peak
resident size). Gate: serve at least 5,000 and contemplate at least 2,000 problems per
second. A benchmark records measurements, so its report is not byte-stable and is not
committed.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
import json
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

from evals.gsm8k.data import data_path, problems
from evals.report import JsonScalar, LaneReport, sha256_of, summary, write
from organs import contemplate, serve

HERE = Path(__file__).parent
EVALS = HERE.parent
# The floor each entry point must clear on one core.
FLOORS: dict[str, tuple[Callable[[str], object], int]] = {"serve": (serve, 5_000), "contemplate": (contemplate, 2_000)}
PASSES = 3
BUNDLED = sorted(EVALS.glob("*/gold.jsonl")) + sorted(EVALS.glob("*/phrasings.jsonl")) + sorted(EVALS.glob("math_capability_axes/*/v*/cases.jsonl"))


def texts(path: Path | None) -> tuple[list[str], list[Path]]:
    if path is not None and path.is_file():
        return [problem.question for problem in problems(path)], [path]
    found = [str(json.loads(line)["text"]) for source in BUNDLED for line in source.read_text().splitlines() if line.strip()]
    return found * max(1, 5_000 // len(found)), list(BUNDLED)


def measure_one(name: str, run: Callable[[str], object], corpus: list[str]) -> dict[str, JsonScalar]:
    best = float("inf")
    for _ in range(PASSES):
        start = time.perf_counter()
        for text in corpus:
            run(text)
        best = min(best, time.perf_counter() - start)
    latencies = []
    for text in corpus:
        start_ns = time.perf_counter_ns()
        run(text)
        latencies.append(time.perf_counter_ns() - start_ns)
    tracemalloc.start()
    for text in corpus:
        run(text)
    _, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    cuts = statistics.quantiles(latencies, n=100)
    return {
        "id": name,
        "problems": len(corpus),
        "per_second": round(len(corpus) / best),
        "p50_us": f"{cuts[49] / 1000:.1f}",
        "p99_us": f"{cuts[98] / 1000:.1f}",
        "traced_peak_kib": round(traced_peak / 1024),
        "max_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


def measure(corpus: list[str], sources: list[Path]) -> LaneReport:
    rows = [measure_one(name, run, corpus) for name, (run, _) in FLOORS.items()]
    rates = {str(row["id"]): int(str(row["per_second"])) for row in rows}
    passed = all(rates[name] >= floor for name, (_, floor) in FLOORS.items())
    rule = " and ".join(f"{name} >= {floor} problems/s" for name, (_, floor) in FLOORS.items()) + " on one core"
    counts = {"problems": len(corpus), **{f"{name}_per_second": rate for name, rate in rates.items()}}
    return LaneReport("throughput", "1", sha256_of(sources), rule, passed, counts, rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.throughput", description=__doc__)
    parser.add_argument("--data", help="an official GSM8K JSONL file (default: $GSM8K_JSONL, else bundled fixtures)")
    args = parser.parse_args(argv)
    corpus, sources = texts(data_path(args.data))
    report = measure(corpus, sources)
    for row in report.rows:
        print("  ".join(f"{key}={value}" for key, value in row.items()))
    write(report, HERE / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
