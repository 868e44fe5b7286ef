"""`python -m evals.gsm8k --data PATH` (or GSM8K_JSONL=PATH): the safety rail.

Serves and contemplates every problem and scores each answer against its label (or a
proven erratum). The lane contract's counts are per problem: cases, answered (by either
path), wrong (answered wrongly by either path) and refused (by both). Under extra, per path:
serve's admitted, admitted_correct, admitted_wrong and its refusals by reason
(`refused.<reason>`); contemplation's terminals (`contemplate.<terminal>`), wrong and right
among its SOLVED_VERIFIED (`contemplate.solved_verified_<verdict>`), and the failure families
(`family.<family>`, the growth signal a reviewer reads); served problems by capability axis
(`served_by_axis.<axis>`, each row naming its axis); and `verify` with the label as the
claim (`verify.<verdict>`), where a VERIFIED of a wrong label or a CONTRADICTED of a right one
is as wrong as a wrong answer (`verify.false_verified`, `verify.false_contradicted`). Rows are
the answered problems. Exits 1 when either path answers a problem wrongly or verify misjudges a
label, or when a file of the project quotes a problem (`excerpts`: `quoted_in_project`, the
files it names printed); says so and exits 0 when no data is given.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import assert_never

from evals.gsm8k import frontier
from evals.gsm8k.data import DataError, data_path, errata, problems
from evals.gsm8k.excerpts import excerpts
from evals.report import Counts, JsonScalar, LaneReport, Row, sha256_of, summary, write
from organs import ClaimVerdict, Served, contemplate, serve
from organs.generate.contemplation.pass_manager import Terminal
from organs.generate.math_candidate_graph import parse_and_solve
from organs.generate.serving.problem_graph import CapacityGraph, StateGraph
from organs.generate.serving.relations import RelationGraph
from organs.generate.serving.world import MONEY, PRICE, Equation, in_dollars
from organs.verification import judge

LANE = "gsm8k"
VERSION = "1"
HERE = Path(__file__).parent
PROJECT = HERE.parent.parent  # the tree whose files must quote no problem


def axis_of(question: str) -> str:
    """The capability axis of a served problem: its lane under `evals/math_capability_axes`."""
    graph = parse_and_solve(question).unwrap().graph
    match graph:
        case CapacityGraph():
            return "G6_rate_capacity"
        case StateGraph():
            return "B3_state_aggregate"
        case RelationGraph() if any(
            in_dollars(var.measure) and var.measure != MONEY for var in graph.target.variables()
        ) or any(var.measure == PRICE for fact in graph.facts for var in fact.equation.variables()):
            return "money"
        case RelationGraph() if any(_shared(fact.equation) for fact in graph.facts):
            return "shares"
        case RelationGraph() if any(var.step for fact in graph.facts for var in fact.equation.variables()):
            return "changes"
        case RelationGraph():
            return "comparisons"
        case _:
            assert_never(graph)


def _shared(fact: Equation) -> bool:
    """Whether a fact takes a share of a quantity: the quantity after it is a fraction of before."""
    after = {(var.holder, var.measure): var.step for var in fact.left.variables()}
    return any(
        after.get((var.holder, var.measure), var.step) > var.step and coefficient not in (1, -1)
        for var, coefficient in fact.right.terms
    )


def evaluate(path: Path, project: Path | None = None) -> LaneReport:
    """The lane's report on the data at `path`; with `project`, also whether any text file of
    that tree quotes a question (`excerpts`), which fails the gate."""
    corrections = errata()
    questions: list[str] = []
    counts: Counter[str] = Counter()
    rows: list[Row] = []
    cases = 0
    for problem in problems(path):
        cases += 1
        questions.append(problem.question)
        erratum = corrections.get(problem.id)
        if erratum is not None and erratum.label != problem.label:
            raise DataError(f"erratum {erratum.id} names label {erratum.label}, the data says {problem.label}")
        expected = erratum.corrected if erratum else problem.label
        row: dict[str, JsonScalar] = {"id": problem.id, "label": str(problem.label)}
        if erratum is not None:
            row["erratum"] = str(erratum.corrected)
        served = serve(problem.question)
        if isinstance(served, Served):
            verdict = "correct" if served.answer == expected else "wrong"
            counts["admitted"] += 1
            counts[f"admitted_{verdict}"] += 1
            axis = axis_of(problem.question)
            counts[f"served_by_axis.{axis}"] += 1
            row |= {"served": served.answer, "serve": verdict, "axis": axis}
        else:
            counts[f"refused.{served.refusal.reason.value}"] += 1
        contemplated = contemplate(problem.question)
        counts[f"contemplate.{contemplated.terminal.value}"] += 1
        if contemplated.family is not None:
            counts[f"family.{contemplated.family}"] += 1
        if contemplated.terminal is Terminal.SOLVED_VERIFIED and contemplated.answer is not None:
            verdict = "correct" if contemplated.answer.value == expected else "wrong"
            counts[f"contemplate.solved_verified_{verdict}"] += 1
            row |= {"contemplated": contemplated.answer.value, "contemplate": verdict}
        judged = judge(Fraction(problem.label), served, contemplated).verdict
        counts[f"verify.{judged.value}"] += 1
        if judged is ClaimVerdict.VERIFIED and problem.label != expected:
            counts["verify.false_verified"] += 1
        if judged is ClaimVerdict.CONTRADICTED and problem.label == expected:
            counts["verify.false_contradicted"] += 1
        if len(row) > 2 + (erratum is not None):
            row["verify"] = judged.value
            rows.append(row)
    for key in (
        "admitted", "admitted_correct", "admitted_wrong", "contemplate.solved_verified_wrong",
        "verify.false_verified", "verify.false_contradicted",
    ):  # fmt: skip
        counts.setdefault(key, 0)
    answered = sum(1 for row in rows if "served" in row or "contemplated" in row)
    wrong = sum(1 for row in rows if "wrong" in (row.get("serve"), row.get("contemplate")))
    misjudged = counts["verify.false_verified"] + counts["verify.false_contradicted"]
    quoted: dict[str, str] = {}
    if project is not None:
        quoted = quotations(questions, project)
        counts["quoted_in_project"] = len(quoted)
    totals = Counts(cases, answered, wrong, cases - answered, dict(sorted(counts.items())))
    return LaneReport(
        LANE, VERSION, sha256_of([path, HERE / "errata.jsonl"]),
        "wrong == 0: no problem answered wrongly, served or contemplated, and no label misjudged by verify;"
        " and no project file quotes a problem",
        wrong == 0 and misjudged == 0 and not quoted, totals, rows,
    )  # fmt: skip


def quotations(questions: list[str], project: Path) -> dict[str, str]:
    """The project's files that quote a question (`excerpts`), but for the specification's own
    examples, read from the shared folder beside the project where it is."""
    spec = project.parent / "shared" / "spec"
    allowed = [text.read_text(encoding="utf-8") for text in sorted(spec.glob("*.md"))] if spec.is_dir() else []
    return excerpts(questions, project, allowed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.gsm8k", description=__doc__)
    parser.add_argument("--data", help="an official GSM8K JSONL file (default: $GSM8K_JSONL)")
    parser.add_argument(
        "--frontier", action="store_true", help="print what stops the most refused problems (writes no report)"
    )
    parser.add_argument("--top", type=int, default=20, help="how many shapes --frontier prints (default: 20)")
    args = parser.parse_args(argv)
    path = data_path(args.data)
    if path is None or not path.is_file():
        print(f"gsm8k: no data at {path or '(none given)'}; the lane is skipped (give --data or $GSM8K_JSONL)")
        return 0
    if args.frontier:
        return frontier.main(path, args.top)
    try:
        report = evaluate(path, PROJECT)
    except DataError as error:
        print(f"gsm8k: {error}", file=sys.stderr)
        return 1
    for row in report.rows:
        print("  ".join(f"{key}={value}" for key, value in row.items()))
    write(report, HERE / "report.json")
    families = sorted(((n, k) for k, n in report.counts.extra.items() if k.startswith("family.")), reverse=True)
    print("top families: " + ", ".join(f"{key.removeprefix('family.')}={n}" for n, key in families[:8]))
    if report.counts.extra.get("quoted_in_project"):
        for file, run in quotations([problem.question for problem in problems(path)], PROJECT).items():
            print(f"gsm8k: {file} quotes a problem: {run!r}", file=sys.stderr)
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
