"""The R3 organ's closed sets, as data."""

from __future__ import annotations

from typing import Final

# Per-words of an explicit rate: "60 miles per / an / each / every hour", "9 liters/minute".
PER_WORDS: Final[tuple[str, ...]] = ("per", "an", "a", "each", "every")
# Prepositions that give the duration a quantity accumulates over: "in 3 hours".
DURATION_WORDS: Final[tuple[str, ...]] = ("in", "for", "after", "over", "within", "during")
# A question is the sentence that asks; it may end in "?" or be an imperative.
QUESTION_OPENERS: Final[tuple[str, ...]] = ("how many", "how long", "what", "find", "calculate")
