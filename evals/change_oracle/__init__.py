"""R1 change organ gold lane: `python -m evals.change_oracle`."""

from __future__ import annotations

from evals.math_capability_axes.runner import Case

LANE = "change_oracle"
VERSION = "1"


def canonical(case: Case) -> int | str | None:
    """Replay the signed changes from the start; below zero is the solver's refusal."""
    start, changes = case.get("start"), case.get("changes")
    if not isinstance(start, int) or not isinstance(changes, list):
        return None
    count = start
    for delta in changes:
        count += int(delta)
        if count < 0:
            return "negative_result"
    return count
