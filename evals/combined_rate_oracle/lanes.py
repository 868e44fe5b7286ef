"""The R4 lanes of ledger §9: the gold ruler, the solver, the reader (and answers).

Each lane returns a `LaneReport` whose gate holds only when every fixture comes out
exactly as its gold says: a widened or narrowed organ fails the lane until the gold is
changed on purpose.

One lane contract, two gold loaders. These lanes report through the one contract of
`evals.report` (cases, answered, wrong, refused; `Outcome`, `tally`, `as_gold`, one writer),
exactly as the organs' and axes' gold lanes of `evals.math_capability_axes.runner` do. They
keep R4's own gold format and loader (`gold.py`), on purpose: an R4 fixture states what each
stage must do (the setup the reader must produce, and whether the reader or the solver
refuses), and the lanes grade each stage apart (the solver on gold setups without the reader;
the reader against the gold setup). The shared case format states only the final answer or
reason, so folding R4 into it would either drop the per-stage grading the R4 ledger freezes
(6 solved / 5 solver / 8 reader refusals; 11 setups as gold) or add R4-only fields to every
lane's format. Neither is cleaner than two loaders that emit the one report.

How each lane fills the contract:

- oracle: cases are the fixtures (each valid, or `load` raises: incoherent gold is an error,
  never a count); answered and refused are what gold expects; wrong is 0. Extra: the
  ledger's solved / solver_refuses / reader_refuses.
- solver: cases are the fixtures with a gold setup; extra `skipped` counts the rest (the
  reader refuses them before any solver runs).
- reader and phrasings: cases are the fixtures, graded on the answer to what was read; the
  reading itself is under extra as setup_correct / setup_wrong / setup_refused, with
  setup_deviation for a refusal gold does not expect.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from returns.result import Failure, Result, Success

from evals.combined_rate_oracle.gold import Expect, GoldRow, SetupJson, load
from evals.report import Counts, JsonScalar, LaneReport, Outcome, Row, as_gold, sha256_of, tally
from organs.core.comprehension_attempt.organ import AnyRefusal
from organs.core.numbers import positive_int
from organs.core.result import as_match
from organs.core.units import TimeUnit
from organs.generate.combined_rate_comprehension import (
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
    expected = Counter(row.expect for row in rows)
    refused = expected[Expect.SOLVER_REFUSES] + expected[Expect.READER_REFUSES]
    counts = Counts(len(rows), expected[Expect.SOLVED], 0, refused, {e.value: expected[e] for e in Expect})
    return _report(
        "combined_rate_oracle", path, "every fixture agrees with canonical arithmetic", True,
        counts, [{"id": r.id, "expect": r.expect.value} for r in rows],
    )  # fmt: skip


def solver(path: Path) -> LaneReport:
    """Solved gold -> the gold integer; solver-refused gold -> the gold reason; the rest skipped."""
    gold = load(path)
    out: list[Row] = []
    outcomes: list[Outcome] = []
    for row in gold:
        if row.setup is None:
            continue
        outcome: Outcome
        got: int | str
        match as_match(solve(setup_from_gold(row.setup))):
            case Success() as answer:
                got = answer.unwrap().value
                outcome = Outcome.CORRECT if row.expect is Expect.SOLVED and got == row.answer else Outcome.WRONG
            case Failure() as refusal:
                got = refusal.failure().reason.value
                as_expected = row.expect is Expect.SOLVER_REFUSES and got == row.reason
                outcome = Outcome.REFUSED if as_expected else Outcome.DEVIATION
        outcomes.append(outcome)
        out.append({"id": row.id, "outcome": outcome.value, "got": got})
    counts = tally(outcomes, {"skipped": len(gold) - len(out)})
    gate = "solver matches gold on every setup"
    return _report("combined_rate_oracle.solver", path, gate, as_gold(counts), counts, out)


def reader(path: Path, lane: str = "combined_rate_oracle.reader") -> LaneReport:
    """Read every text: the gold setup or the gold reason; then answer what was read."""
    graded = [_read_row(row) for row in load(path)]
    out = [row for row, _ in graded]
    readings = Counter(str(row["reading"]) for row in out)
    extra = {
        "setup_correct": readings["setup_correct"],
        "setup_wrong": readings["wrong"],
        "setup_refused": readings["refused"],
        "setup_deviation": sum(1 for row in out if row["reading"] == "refused" and not row["as_gold"]),
    }
    counts = tally((outcome for _, outcome in graded), extra)
    passed = as_gold(counts) and extra["setup_wrong"] == extra["setup_deviation"] == 0
    return _report(lane, path, "every reading and answer exactly as gold; wrong == 0", passed, counts, out)


def _read_row(row: GoldRow) -> tuple[Row, Outcome]:
    result: dict[str, JsonScalar] = {"id": row.id}
    reading: Result[CombinedRateSetup, AnyRefusal] = ORGAN.read_text(row.text)
    match as_match(reading):
        case Success() as setup:
            read_as_gold = row.setup is not None and setup.unwrap().as_json() == dict(row.setup)
            result |= {"reading": "setup_correct" if read_as_gold else "wrong", "as_gold": read_as_gold}
        case Failure() as refusal:
            reason = refusal.failure().reason.value
            # Refusing a fixture whose gold is a setup is safe but is still a deviation.
            refused_as_gold = reason == (row.reason if row.expect is Expect.READER_REFUSES else row.known_refusal)
            result |= {"reading": "refused", "reason": reason, "as_gold": refused_as_gold}
    outcome: Outcome
    match as_match(reading.bind(solve)):
        case Success() as answer:
            value = answer.unwrap().value
            right = row.expect is Expect.SOLVED and value == row.answer
            outcome = Outcome.WRONG if not right else Outcome.UNPINNED if row.known_refusal else Outcome.CORRECT
            result |= {"answer": outcome.value, "got": value}
        case Failure() as refusal:
            reason = refusal.failure().reason.value
            as_expected = reason == row.known_refusal or (row.expect is not Expect.SOLVED and reason == row.reason)
            outcome = Outcome.REFUSED if as_expected else Outcome.DEVIATION
            result |= {"answer": outcome.value, "got": reason}
    return result, outcome


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


def _report(lane: str, path: Path, gate: str, passed: bool, counts: Counts, rows: Sequence[Row]) -> LaneReport:
    return LaneReport(lane, LANE_VERSION, sha256_of([path]), gate, passed, counts, rows)
