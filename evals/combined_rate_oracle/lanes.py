"""The R4 lanes of ledger §9: the gold ruler, the solver, the reader (and answers).

Each lane returns a `LaneReport` whose gate holds only when every fixture comes out
exactly as its gold says: a widened or narrowed organ fails the lane until the gold is
changed on purpose.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from returns.result import Failure, Result, Success

from core.comprehension_attempt.organ import AnyRefusal
from core.numbers import positive_int
from core.result import as_match
from core.units import TimeUnit
from evals.combined_rate_oracle.gold import Expect, GoldRow, SetupJson, load
from evals.report import JsonScalar, LaneReport, Row, sha256_of
from generate.combined_rate_comprehension import (
    ORGAN,
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    Query,
    TimeQuery,
    solve,
)

LANE_VERSION = "1"


def oracle(path: Path) -> LaneReport:
    """Every fixture is valid under canonical arithmetic (`load` raises otherwise)."""
    rows = load(path)
    counts = Counter(row.expect.value for row in rows)
    return _report(
        "combined_rate_oracle", path, "every fixture agrees with canonical arithmetic", True,
        {"valid": len(rows), **counts}, [{"id": r.id, "expect": r.expect.value} for r in rows],
    )  # fmt: skip


def solver(path: Path) -> LaneReport:
    """Solved gold -> the gold integer; solver-refused gold -> the gold reason; the rest skipped."""
    out: list[Row] = []
    for row in load(path):
        if row.setup is None:
            out.append({"id": row.id, "outcome": "skipped"})
            continue
        match as_match(solve(setup_from_gold(row.setup))):
            case Success() as answer:
                value = answer.unwrap().value
                ok = row.expect is Expect.SOLVED and value == row.answer
                out.append({"id": row.id, "outcome": "solved" if ok else "wrong", "got": value})
            case Failure() as refusal:
                reason = refusal.failure().reason.value
                ok = row.expect is Expect.SOLVER_REFUSES and reason == row.reason
                out.append({"id": row.id, "outcome": "refused" if ok else "wrong", "got": reason})
    counts = Counter(str(row["outcome"]) for row in out)
    passed = counts["wrong"] == 0
    return _report("combined_rate_oracle.solver", path, "solver matches gold on every setup", passed, counts, out)


def reader(path: Path, lane: str = "combined_rate_oracle.reader") -> LaneReport:
    """Read every text: the gold setup or the gold reason; then answer what was read."""
    out = [_read_row(row) for row in load(path)]
    counts = Counter(str(row["reading"]) for row in out)
    counts.update(f"answer_{row['answer']}" for row in out)
    passed = all(row["as_gold"] for row in out) and counts["wrong"] == 0 and counts["answer_wrong"] == 0
    return _report(lane, path, "every reading and answer exactly as gold; wrong == 0", passed, counts, out)


def _read_row(row: GoldRow) -> dict[str, JsonScalar]:
    result: dict[str, JsonScalar] = {"id": row.id}
    reading: Result[CombinedRateSetup, AnyRefusal] = ORGAN.read_text(row.text)
    match as_match(reading):
        case Success() as setup:
            as_gold = row.setup is not None and setup.unwrap().as_json() == dict(row.setup)
            result |= {"reading": "setup_correct" if as_gold else "wrong", "as_gold": as_gold}
        case Failure() as refusal:
            reason = refusal.failure().reason.value
            # Refusing a fixture whose gold is a setup is safe but is still a deviation.
            as_gold = row.expect is Expect.READER_REFUSES and reason == row.reason
            result |= {"reading": "refused", "reason": reason, "as_gold": as_gold}
    match as_match(reading.bind(solve)):
        case Success() as answer:
            value = answer.unwrap().value
            result |= {"answer": "correct" if value == row.answer else "wrong", "got": value}
        case Failure() as refusal:
            result |= {"answer": "refused", "got": refusal.failure().reason.value}
    return result


def setup_from_gold(setup: SetupJson) -> CombinedRateSetup:
    """Build a model setup from gold through the smart constructors (gold is validated first)."""
    known = setup["known"]
    query: Query
    match setup["query"], known:
        case "quantity", int():
            query = QuantityQuery(positive_int(known).unwrap())
        case "time", int():
            query = TimeQuery(positive_int(known).unwrap())
        case _:
            query = EffectiveRateQuery()
    rate_a, rate_b = setup["rate_a"], setup["rate_b"]
    assert isinstance(rate_a, int) and isinstance(rate_b, int)  # checked by gold.check
    return CombinedRateSetup(
        CombineMode(str(setup["mode"])),
        positive_int(rate_a).unwrap(),
        positive_int(rate_b).unwrap(),
        str(setup["unit"]),
        TimeUnit(str(setup["time_unit"])),
        query,
    )


def _report(
    lane: str, path: Path, gate: str, passed: bool, counts: dict[str, int] | Counter[str], rows: Sequence[Row]
) -> LaneReport:
    return LaneReport(lane, LANE_VERSION, sha256_of([path]), gate, passed, dict(sorted(counts.items())), rows)
