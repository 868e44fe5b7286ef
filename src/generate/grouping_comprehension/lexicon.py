"""The R2 organ's closed sets, as data."""

from __future__ import annotations

from typing import Final

# What equal groups are made of, (singular, plural): "4 boxes with 12 pencils in each".
CONTAINERS: Final[tuple[tuple[str, str], ...]] = (
    ("box", "boxes"), ("bag", "bags"), ("basket", "baskets"), ("pack", "packs"), ("packet", "packets"),
    ("row", "rows"), ("shelf", "shelves"), ("table", "tables"), ("team", "teams"), ("jar", "jars"),
    ("crate", "crates"), ("carton", "cartons"), ("plate", "plates"), ("tray", "trays"),
    ("group", "groups"), ("bundle", "bundles"), ("case", "cases"), ("bowl", "bowls"), ("vase", "vases"),
    ("bus", "buses"),
)  # fmt: skip
# Who shares: "48 pencils shared equally among 5 children".
SHARERS: Final[tuple[str, ...]] = (
    "children", "students", "friends", "kids", "people", "players", "boys", "girls", "workers",
    "guests", "teams", "classes", "groups",
)  # fmt: skip
HOLD_WORDS: Final[tuple[str, ...]] = ("with", "of", "containing", "holding", "that hold", "that each hold")
SHARE_WORDS: Final[tuple[str, ...]] = ("shared", "divided", "split", "distributed")
TOTAL_WORDS: Final[tuple[str, ...]] = ("in total", "altogether", "in all")
