"""Namespacing reasons, so the failure-family registry stays a partition keyed by string.

>>> from organs.core.text import InputReason
>>> namespaced("cmb", InputReason.TOO_LONG), family_of("cmb_three_or_more_rates").disposition.value
('too_long', 'proposal_allowed')
"""

from __future__ import annotations

import enum

from organs.core.comprehension_attempt.failure_families import FAMILY_OF, STEP_ASIDE_REASONS, Family


def namespaced(namespace: str, reason: enum.StrEnum) -> str:
    """A step-aside stays bare (the cross-organ input_shape family); anything else is prefixed."""
    return reason.value if reason.value in STEP_ASIDE_REASONS else f"{namespace}_{reason.value}"


def cmb_reason(reason: enum.StrEnum) -> str:
    """R4's namespacing, by the name the ledger gives it."""
    return namespaced("cmb", reason)


def family_of(reason: str) -> Family:
    """The family of a namespaced reason; a missing reason is a programming error."""
    return FAMILY_OF[reason]
