"""The R3 organ's closed sets, as data."""

from __future__ import annotations

from typing import Final


# A question is the sentence that asks; it may end in "?" or be an imperative.
# (Rate phrases — per-words, duration words — are shared: `core.comprehension_attempt.rate_phrases`.)
QUESTION_OPENERS: Final[tuple[str, ...]] = ("how many", "how long", "what", "find", "calculate")
