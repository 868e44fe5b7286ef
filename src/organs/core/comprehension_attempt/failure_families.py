"""The failure-family registry, as data: every namespaced reason in exactly one family,
each family with one disposition. A test proves the partition and names the growth surfaces.

Namespacing (`organs.core.comprehension_attempt.classify`): an organ's substantive reasons carry
its prefix ("cmb_", "r3_", …) so that the same bare string from two organs cannot inherit
one family; the step-asides of every organ, and the kernel's input reasons, stay bare and
share the cross-organ `input_shape` family.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final


class Disposition(enum.StrEnum):
    STEP_ASIDE = "step_aside"  # not this organ's domain: cede, never block
    MUST_REMAIN_REFUSED = "must_remain_refused"  # understood, and outside v1 for good reason
    PROPOSAL_ALLOWED = "proposal_allowed"  # a structural capability gap: a growth surface


@dataclass(frozen=True, slots=True)
class Family:
    name: str
    disposition: Disposition
    reasons: tuple[str, ...]
    target: str | None = None  # the fixture set a proposal would extend


STEP, MUST, GROW = Disposition.STEP_ASIDE, Disposition.MUST_REMAIN_REFUSED, Disposition.PROPOSAL_ALLOWED

FAMILIES: Final[tuple[Family, ...]] = (
    Family(
        "input_shape",
        STEP,
        (
            "empty",
            "not_combined_rate_shaped",
            "not_single_rate_shaped",
            "not_grouping_shaped",
            "not_change_shaped",
            "too_long",
            "unsupported_number",
            "non_positive_quantity",
            "unread_sentence",  # a sentence no frame of the organ reads in full
        ),
    ),
    # R4 combined rate (ledger §3-§5)
    Family("cmb_unit_mismatch", MUST, ("cmb_rate_unit_mismatch",)),
    Family("cmb_combine_ambiguous", MUST, ("cmb_combine_mode_ambiguous",)),
    Family("cmb_underdetermined", MUST, ("cmb_missing_second_rate",)),
    Family("cmb_unsupported_rate_count", GROW, ("cmb_three_or_more_rates",), "cmb_gold_fixture"),
    Family("cmb_unsupported_reciprocal", GROW, ("cmb_reciprocal_work_rate_deferred",), "cmb_gold_fixture"),
    Family("cmb_unsupported_clock_interval", GROW, ("cmb_clock_interval_deferred",), "cmb_gold_fixture"),
    Family("cmb_non_positive_net", MUST, ("cmb_non_positive_net_rate",)),
    Family("cmb_non_integer", MUST, ("cmb_non_integer_solution",)),
    # R3 single rate: a unit it cannot relate yet, and clock time, are its growth surfaces
    Family("r3_unit_mismatch", GROW, ("r3_rate_unit_mismatch",), "r3_gold_fixture"),
    Family("r3_temporal_state", GROW, ("r3_temporal_state",), "r3_gold_fixture"),
    Family("r3_non_integer", MUST, ("r3_non_integer_solution",)),
    Family("r3_across_clocks", MUST, ("r3_across_clocks",)),
    # R2 grouping, R1 change
    Family("r2_unit_mismatch", MUST, ("r2_unit_mismatch",)),
    Family("r2_non_integer", MUST, ("r2_non_integer_solution",)),
    Family("r1_unit_mismatch", MUST, ("r1_unit_mismatch",)),
    Family("r1_negative_result", MUST, ("r1_negative_result",)),
    # Questions and pronouns the text does not settle: an entity never given a count, a
    # pronoun that fits no antecedent, or more than one. No fixture can teach the answer.
    Family("r1_underdetermined", MUST, ("r1_unknown_entity", "r1_pronoun_unresolved")),
    Family("r3_underdetermined", MUST, ("r3_pronoun_unresolved",)),
    # The stack's own boundaries
    Family("router_ambiguous", MUST, ("router_ambiguous",)),
    Family("verification_disagrees", MUST, ("verification_disagrees",)),
)

FAMILY_OF: Final[dict[str, Family]] = {reason: family for family in FAMILIES for reason in family.reasons}
STEP_ASIDE_REASONS: Final[frozenset[str]] = frozenset(
    reason for family in FAMILIES if family.disposition is STEP for reason in family.reasons
)
