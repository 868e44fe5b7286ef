"""Running the lane: seeds, their mutants, every path, and one byte-stable report."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Final, assert_never

from evals.metamorphic import LANE, VERSION
from evals.metamorphic.grading import Graded, Outcome, PathName, grade
from evals.metamorphic.mutant import AnswerOrRefuse, Expectation, MustRefuse, Mutant, Transformation, describe
from evals.metamorphic.seeds import EVALS, Seed, gold_seeds, gsm8k_seeds, gsm8k_texts, private_if_gsm8k
from evals.metamorphic.transformations import mutants
from evals.report import Counts, JsonScalar, LaneReport, Row, sha256_of

# Enough for every seed today many times over; mutants beyond it (last seeds first) are counted, not run.
MAX_MUTANTS: Final = 20_000
RULE: Final = "wrong == 0 on every path: no mutant answered wrongly, falsely VERIFIED or falsely CONTRADICTED"


def evaluate(files: tuple[Path, ...], data: Path | None, root: Path = EVALS) -> LaneReport:
    """Every mutant of every seed through every path. Counts: "cases" mutants; "answered" those
    serve or contemplate answered; "refused" the others; "wrong" those with a wrong outcome on any
    path; under extra, "wrong_outcomes" the (mutant, path) pairs, and per transformation and path."""
    gold = gold_seeds(files, root)
    gsm8k: tuple[Seed, ...] = ()
    if data is not None:
        texts = gsm8k_texts(data)
        gold, gsm8k = tuple(private_if_gsm8k(seed, texts) for seed in gold), tuple(gsm8k_seeds(data))
    made = [mutant for seed in (*gold, *gsm8k) for mutant in mutants(seed)]
    counts: Counter[str] = Counter({key: 0 for key in _keys()})
    rows: list[Row] = []
    for mutant in made[:MAX_MUTANTS]:
        graded = grade(mutant)
        counts["cases"] += 1
        counts[f"{mutant.transformation.value}.mutants"] += 1
        counts[f"expect.{_kind(mutant.expectation)}"] += 1
        for result in graded:
            for scope in (mutant.transformation.value, "path"):
                counts[f"{scope}.{result.path.value}.mutants"] += 1
                counts[f"{scope}.{result.path.value}.{result.outcome.value}"] += 1
            if result.outcome is Outcome.WRONG:
                rows.append(wrong_row(mutant, result))
        readers = [r for r in graded if r.path in (PathName.SERVE, PathName.CONTEMPLATE)]
        counts["answered" if any(r.outcome is not Outcome.REFUSED for r in readers) else "refused"] += 1
        counts["wrong"] += any(r.outcome is Outcome.WRONG for r in graded)
    counts["wrong_outcomes"] = len(rows)
    counts["seeds"] = len(gold) + len(gsm8k)
    counts["seeds.gold"], counts["seeds.gsm8k"] = len(gold), len(gsm8k)
    counts["mutants_over_cap"] = max(0, len(made) - MAX_MUTANTS)
    inputs = [*files, *([data] if data is not None else [])]
    rows.sort(key=lambda row: str(row["id"]))
    cases, answered, wrong, refused = (counts.pop(name) for name in ("cases", "answered", "wrong", "refused"))
    totals = Counts(cases, answered, wrong, refused, dict(sorted(counts.items())))
    return LaneReport(LANE, VERSION, sha256_of(inputs), RULE, wrong == 0, totals, rows)


def _keys() -> list[str]:
    keys = ["cases", "answered", "refused", "wrong", "expect.must_refuse", "expect.answer_or_refuse"]
    for scope in (*(t.value for t in Transformation), "path"):
        keys += [f"{scope}.mutants"] if scope != "path" else []
        keys += [f"{scope}.{p.value}.{o}" for p in PathName for o in ("mutants", *(o.value for o in Outcome))]
    return keys


def _kind(expectation: Expectation) -> str:
    match expectation:
        case MustRefuse():
            return "must_refuse"
        case AnswerOrRefuse():
            return "answer_or_refuse"
        case _ as unreachable:
            assert_never(unreachable)


def wrong_row(mutant: Mutant, result: Graded) -> Row:
    """One report row for a wrong outcome; a GSM8K seed's text never enters it."""
    row: dict[str, JsonScalar] = {
        "id": f"{mutant.id}@{result.path.value}",
        "seed": mutant.seed.id,
        "transformation": mutant.transformation.value,
        "variant": mutant.variant,
        "path": result.path.value,
        "expected": describe(mutant.expectation),
        "got": result.got,
    }
    if result.claim is not None:
        row["claim"] = result.claim
    if mutant.seed.public:
        row["text"] = mutant.text
    return row
