"""The R1 organ's closed sets, as data."""

from __future__ import annotations

from typing import Final

GAIN_VERBS: Final[tuple[str, ...]] = (
    "bought", "buys", "found", "finds", "got", "gets", "received", "receives", "won", "wins",
    "picked", "picks", "collected", "collects",
)  # fmt: skip
LOSS_VERBS: Final[tuple[str, ...]] = (
    "gave away", "gives away", "gave", "gives", "lost", "loses", "ate", "eats", "sold", "sells",
    "used", "uses", "spent", "spends",
)  # fmt: skip
PRONOUNS: Final[tuple[str, ...]] = ("he", "she")
NOW_WORDS: Final[tuple[str, ...]] = ("now", "left", "in the end")
