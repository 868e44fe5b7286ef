"""B3 state/aggregate axis, v1: starting counts, gains and losses, one entity or everyone."""

from __future__ import annotations

from evals.math_capability_axes.runner import Case

LANE = "math_capability_axes.B3_state_aggregate.v1"
VERSION = "1"


def canonical(case: Case) -> int | str | None:
    """Replay the signed changes in order; a count below zero is the refusal."""
    starts, changes, ask = case.get("starts"), case.get("changes"), case.get("ask")
    if not isinstance(starts, dict) or not isinstance(changes, list):
        return None
    counts: dict[str, int] = {str(entity): int(count) for entity, count in starts.items()}
    for entity, delta in changes:
        counts[str(entity)] += int(delta)
        if counts[str(entity)] < 0:
            return "negative_state"
    return sum(counts.values()) if ask == "all" else counts[str(ask)]
