"""The one runner of gold lanes: give every case to a subject, compare with its gold.

The subject is the serving path (`served`, for the capability axes) or one organ
(`organ_subject`, for the organs' gold lanes). A case either expects an exact answer or a
refusal with a given reason. An answer case the reader refuses today carries `known_refusal`
(the reason it gives): a pinned, strict expected failure — answering it right fails the gate
until the pin is removed, so progress is recorded, never silent.
Before anything is served, each case's gold is checked against canonical arithmetic that
the axis computes from the case's own structured fields (never from its text and never
with the serving path's code), so the ruler fails loudly on incoherent gold.

Each case's outcome is one of `evals.report.Outcome`, and the counts are their `tally`: the
lane contract's cases, answered, wrong and refused, with deviation and unpinned under `extra`.
The R4 lanes (`evals.combined_rate_oracle.lanes`) keep their own gold format and grade it by
stage, but report through the same `Outcome`, `tally` and writer; why, is said there.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from returns.result import Failure, Success

from evals.report import JsonScalar, LaneReport, Outcome, Row, as_gold, sha256_of, summary, tally, write
from organs import Served, serve
from organs.core.comprehension_attempt.organ import ComprehensionOrgan, Reading
from organs.core.result import as_match
from organs.core.text import Prepared, prepare

Case = Mapping[str, object]
# The canonical outcome of a case: an integer answer, a refusal reason the arithmetic
# itself implies ("negative_state", "non_integer_answer"), or None when the case makes no
# arithmetic claim (a parse refusal).
Canonical = Callable[[Case], int | str | None]
# What a subject did with a text: an exact answer, or the reason it refused.
Subject = Callable[[str], int | str]


def served(text: str) -> int | str:
    result = serve(text)
    return result.answer if isinstance(result, Served) else result.refusal.reason.value


def organ_subject(organ: ComprehensionOrgan) -> Subject:
    """The organ alone: attempt, solve, and its own verification (bare reasons, as gold states them)."""

    def outcome(text: str) -> int | str:
        match as_match(prepare(text)):
            case Failure() as rejected:
                return str(rejected.failure().reason.value)
            case Success() as prepared:
                return attempted(prepared.unwrap())

    def attempted(prepared: Prepared) -> int | str:
        match as_match(organ.attempt(prepared)):
            case Failure() as refused:
                return str(refused.failure().reason.value)
            case Success() as read:
                return solved(read.unwrap())

    def solved(reading: Reading) -> int | str:
        match as_match(reading.solve()):
            case Failure() as refused:
                return str(refused.failure().reason.value)
            case Success() as answered:
                answer = answered.unwrap()
                return answer.value if reading.verify(answer) else "verification_disagrees"

    return outcome


class AxisGoldError(ValueError):
    """A case file that is malformed or contradicts canonical arithmetic."""


def load(path: Path, canonical: Canonical) -> list[Case]:
    cases: list[Case] = []
    problems: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        case = json.loads(line)
        if not isinstance(case, dict) or not {"id", "source", "shape", "text", "expect"} <= case.keys():
            raise AxisGoldError(f"{path.name}:{number}: needs id, source, shape, text, expect")
        want = canonical(case)
        if case["expect"] == "answer" and (not isinstance(case.get("answer"), int) or want != case["answer"]):
            problems.append(f"{case['id']}: states {case.get('answer')!r}, canonical arithmetic gives {want!r}")
        if case["expect"] == "refuse" and isinstance(want, int):
            problems.append(f"{case['id']}: expects a refusal, canonical arithmetic gives {want}")
        if "known_refusal" in case and case["expect"] != "answer":
            problems.append(f"{case['id']}: known_refusal pins an answer case the reader refuses today")
        if case["expect"] == "refuse" and isinstance(want, str) and want != case.get("reason"):
            problems.append(f"{case['id']}: expects {case.get('reason')!r}, canonical arithmetic gives {want!r}")
        cases.append(case)
    if len({case["id"] for case in cases}) != len(cases):
        problems.append("duplicate ids")
    if problems:
        raise AxisGoldError("incoherent gold:\n  " + "\n  ".join(problems))
    return cases


def evaluate(lane: str, version: str, path: Path, canonical: Canonical, subject: Subject = served) -> LaneReport:
    rows: list[Row] = []
    outcomes: list[Outcome] = []
    for case in load(path, canonical):
        got = subject(str(case["text"]))
        outcome = graded(case, got)
        outcomes.append(outcome)
        row: dict[str, JsonScalar] = {"id": str(case["id"]), "shape": str(case["shape"])}
        rows.append(row | {"outcome": outcome.value, "got": got})
    counts = tally(outcomes)
    rule = "wrong == 0, and every case answered or refused exactly as its gold says (known refusals pinned)"
    return LaneReport(lane, version, sha256_of([path]), rule, as_gold(counts), counts, rows)


def graded(case: Case, got: int | str) -> Outcome:
    """What `got` (an answer, or a refusal's reason) is against the case's gold."""
    known = case.get("known_refusal")
    if isinstance(got, int):
        if case["expect"] != "answer" or got != case["answer"]:
            return Outcome.WRONG
        # A pinned refusal that is now answered right is progress the gold must record.
        return Outcome.UNPINNED if known is not None else Outcome.CORRECT
    as_expected = got == (case.get("reason") if case["expect"] == "refuse" else known)
    return Outcome.REFUSED if as_expected else Outcome.DEVIATION


def main(lane: str, version: str, here: Path, canonical: Canonical, subject: Subject = served) -> int:
    """Run the lane in `here`: `cases.jsonl` -> `report.json`, or with the argument `phrasings`,
    `phrasings.jsonl` -> `report.phrasings.json`; exit 1 on a failed gate."""
    corpus = sys.argv[1] if len(sys.argv) > 1 else "cases"
    if corpus not in ("cases", "phrasings"):
        print(f"{lane}: unknown corpus {corpus!r}; expected 'phrasings' or nothing", file=sys.stderr)
        return 2
    suffix = "" if corpus == "cases" else ".phrasings"
    lane = f"{lane}{suffix}"
    try:
        report = evaluate(lane, version, here / f"{corpus}.jsonl", canonical, subject)
    except AxisGoldError as error:
        print(f"{lane}: {error}", file=sys.stderr)
        return 1
    for row in report.rows:
        print(f"{row['id']!s:<8} {row['shape']!s:<16} {row['outcome']!s:<10} {row['got']}")
    write(report, here / f"report{suffix}.json")
    print(summary(report))
    return 0 if report.passed else 1
