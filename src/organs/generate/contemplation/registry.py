"""The organs contemplation routes between, in a fixed order (attribution ties break by it)."""

from __future__ import annotations

from typing import Final

from organs.core.comprehension_attempt.organ import ComprehensionOrgan
from organs.generate import (
    change_comprehension,
    combined_rate_comprehension,
    grouping_comprehension,
    single_rate_comprehension,
)

ORGANS: Final[tuple[ComprehensionOrgan, ...]] = (
    change_comprehension.ORGAN,
    grouping_comprehension.ORGAN,
    single_rate_comprehension.ORGAN,
    combined_rate_comprehension.ORGAN,
)
