"""`python -m evals.regex_growth`: time every kernel and reader pattern over pathological
strings of 1 KB, 10 KB, 100 KB and 1 MB, and gate on linear growth.

Linear growth makes t(1 MB) / t(100 KB) about 10; quadratic makes it about 100. The gate
allows 30 for timer noise on a shared machine. A benchmark records measurements, so its
report is not byte-stable and is not committed. Its cases are the input families; it grades
no answers, so answered, wrong and refused are 0; extra holds the patterns timed and how
many families grew superlinearly.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

from evals.report import Counts, LaneReport, Row, sha256_of, summary, write
from organs import claims
from organs.core import text as kernel
from organs.core.comprehension_attempt import rate_frames, rate_phrases
from organs.generate import math_candidate_parser as parser
from organs.generate.change_comprehension import reader as change_reader
from organs.generate.combined_rate_comprehension import reader
from organs.generate.grouping_comprehension import reader as grouping_reader
from organs.generate.serving import names as serving_names
from organs.generate.serving import tokens as serving_tokens
from organs.generate.single_rate_comprehension import reader as single_rate_reader
from organs.teaching import store as review_store

SIZES = (1_000, 10_000, 100_000, 1_000_000)
MAX_RATIO = 30.0
REPEATS = 3


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda size: unit * (size // len(unit) + 1)


# Near-misses of every pattern, repeated: the inputs that make backtracking regexes explode.
PATHOLOGICAL: dict[str, Callable[[int], str]] = {
    "digits": _repeat("9"),
    "digit_punctuation": _repeat("1,.:/^-"),
    "grouped_digits": _repeat("1,000,"),
    "spaces": _repeat(" "),
    "letters": _repeat("a"),
    "words": _repeat("a "),
    "rate_prefix": _repeat("12 liters of water per "),
    "rate_no_unit": _repeat("12 liters per fortnight "),
    "work_prefix": _repeat("the big house in 3 "),
    "how_many": _repeat("how many "),
    "clock_prefix": _repeat("12:3"),
    "subjects": _repeat("does the a and "),
    "number_words": _repeat("twenty-"),
    "capacity_prefix": _repeat("ms bob can shuck 10 oysters in "),
    "state_prefix": _repeat("tom then gives away 5 marbles to "),
    "claim_prefix": _repeat("-$1,000,000.5/"),
    "claim_marks": _repeat("the answer is #### \\boxed{\\frac{1}{"),
    "claim_words": _repeat("answer: 12 apples answer= "),
    "capitalized": _repeat("Aa"),
}


def all_patterns() -> tuple[re.Pattern[str], ...]:
    return (
        kernel.PATTERNS
        + rate_phrases.PATTERNS
        + rate_frames.PATTERNS
        + reader.PATTERNS
        + parser.PATTERNS
        + single_rate_reader.PATTERNS
        + grouping_reader.PATTERNS
        + change_reader.PATTERNS
        + claims.PATTERNS
        + review_store.PATTERNS
        + serving_tokens.PATTERNS
        + serving_names.PATTERNS
    )


def _seconds(subject: str) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        for pattern in all_patterns():
            for _match in pattern.finditer(subject):
                pass
        best = min(best, time.perf_counter() - start)
    return best


def measure() -> LaneReport:
    rows: list[Row] = []
    for name, make in sorted(PATHOLOGICAL.items()):
        times = [_seconds(make(size)[:size]) for size in SIZES]
        ratio = times[-1] / max(times[-2], 1e-9)
        row: dict[str, str | int | bool | None] = {"id": name, "ratio_1mb_over_100kb": f"{ratio:.1f}"}
        row |= {f"ms_{size // 1000}kb": f"{t * 1000:.2f}" for size, t in zip(SIZES, times, strict=True)}
        row["linear"] = ratio <= MAX_RATIO
        rows.append(row)
    failing = sum(1 for row in rows if not row["linear"])
    sources = sorted(
        Path(module.__file__ or "").resolve()
        for module in (
            kernel,
            rate_phrases,
            rate_frames,
            reader,
            parser,
            single_rate_reader,
            grouping_reader,
            change_reader,
            claims,
            review_store,
            serving_tokens,
            serving_names,
        )
    )
    return LaneReport(
        "regex_growth", "1", sha256_of(sources),
        f"t(1MB)/t(100KB) <= {MAX_RATIO:g} for every input family", failing == 0,
        Counts(len(rows), 0, 0, 0, {"patterns": len(all_patterns()), "superlinear": failing}), rows,
    )  # fmt: skip


def main() -> int:
    report = measure()
    print(f"{'input family':<20}" + "".join(f"{f'{s // 1000} KB':>11}" for s in SIZES) + "   ratio")
    for row in report.rows:
        times = "".join(f"{str(row[f'ms_{s // 1000}kb']) + ' ms':>11}" for s in SIZES)
        print(f"{row['id']!s:<20}{times}   {row['ratio_1mb_over_100kb']}")
    write(report, Path(__file__).parent / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
