"""The R2 organ's own closed sets, as data (containers and total words are shared: `core.vocabulary`)."""

from __future__ import annotations

from typing import Final

# Who shares: "48 pencils shared equally among 5 children".
SHARERS: Final[tuple[str, ...]] = (
    "children", "students", "friends", "kids", "people", "players", "boys", "girls", "workers",
    "guests", "teams", "classes", "groups",
)  # fmt: skip
HOLD_WORDS: Final[tuple[str, ...]] = ("with", "of", "containing", "holding", "that hold", "that each hold")
SHARE_WORDS: Final[tuple[str, ...]] = ("shared", "divided", "split", "distributed")
