"""`python -m evals.adversary`: serve every adversary case (`evals.adversary`) and gate on none
answered against its label.

A case is answered when served: right when the answer is its label, wrong otherwise — a number
other than the label, or any number for a text labelled null. Rows are the answered cases; the
report holds no times or paths, so it is byte-stable and committed.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from evals.adversary import CORPUS, cases
from evals.report import Counts, LaneReport, Row, sha256_of, summary, write
from organs import Served, Terminal, contemplate, serve

LANE = "adversary"
VERSION = "1"
GATE = (
    "wrong == 0: no served answer, nor any answer the organs solve and verify, differs from its label, "
    "and no text labelled for refusal is answered"
)


def measure() -> LaneReport:
    rows: list[Row] = []
    kinds = (
        "right",
        "answered_a_refusal",
        "refused_answerable",
        "refused_as_labelled",
        "contemplate_right",
        "contemplate_wrong",
    )
    extra: Counter[str] = Counter(dict.fromkeys(kinds, 0))
    total = wrong = 0
    for case in cases():
        total += 1
        contemplated = contemplate(case.text)
        if contemplated.terminal is Terminal.SOLVED_VERIFIED and contemplated.answer is not None:
            # The organs answer too, and `verify` says VERIFIED on what they solve: they keep the law as well.
            organ_right = contemplated.answer.value == case.answer
            extra["contemplate_right" if organ_right else "contemplate_wrong"] += 1
            wrong += not organ_right
            if not organ_right:
                label = None if case.answer is None else str(case.answer)
                rows.append(
                    {"id": case.id, "contemplated": str(contemplated.answer.value), "label": label, "verdict": "wrong"}
                )
        served = serve(case.text)
        if not isinstance(served, Served):
            extra["refused_" + ("answerable" if case.answer is not None else "as_labelled")] += 1
            continue
        right = served.answer == case.answer
        extra["right"] += right
        wrong += not right
        extra["answered_a_refusal"] += case.answer is None
        label = None if case.answer is None else str(case.answer)
        verdict = "right" if right else "wrong"
        rows.append({"id": case.id, "served": str(served.answer), "label": label, "verdict": verdict})
    answered = extra["right"] + wrong - extra["contemplate_wrong"]
    totals = Counts(total, answered, wrong, total - answered, dict(sorted(extra.items())))
    inputs = sha256_of(sorted(CORPUS.glob("*.jsonl")))
    return LaneReport(LANE, VERSION, inputs, GATE, wrong == 0, totals, rows)


def main() -> int:
    report = measure()
    for row in report.rows:
        if row["verdict"] == "wrong":
            print(
                f"WRONG {row['id']}: {'served ' + str(row['served']) if 'served' in row else 'contemplated ' + str(row['contemplated'])}, label {row['label']}"
            )
    write(report, Path(__file__).parent / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
