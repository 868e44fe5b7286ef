"""R2 grouping organ gold lanes: `python -m evals.grouping_oracle` (cases.jsonl, the gold) and
`python -m evals.grouping_oracle phrasings` (phrasings.jsonl, own phrasings of the envelope)."""

from __future__ import annotations

from fractions import Fraction

from evals.math_capability_axes.runner import Case

LANE = "grouping_oracle"
VERSION = "1"


def canonical(case: Case) -> int | str | None:
    left, right, operation = case.get("left"), case.get("right"), case.get("operation")
    if not isinstance(left, int) or not isinstance(right, int):
        return None
    if operation == "total":
        return left * right
    share = Fraction(left, right)
    return int(share) if share.denominator == 1 else "non_integer_solution"
