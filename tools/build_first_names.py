"""Rebuilds `first_names.tsv` from the US Census Bureau's 1990 first-name frequency lists, as
shipped in the MIT-licensed `names` package (a dev dependency). Run it, never hand-edit the
table: `python tools/build_first_names.py > src/organs/core/data/first_names.tsv`.
tests/test_names.py checks that the committed table is exactly what this writes.

A name takes "she" or "he" when at least 95% of its bearers in the census are female or male;
otherwise, or when it is one of today's common unisex names (`UNISEX`), it takes either.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

# Names the 1990 lists call one gender that are commonly given to both today: a pronoun of
# either gender may refer to them, so they never decide between two people.
UNISEX: Final = (
    "alex", "ali", "andy", "avery", "billie", "bobbie", "charlie", "drew", "frankie", "jesse",
    "jessie", "jo", "jules", "kai", "max", "morgan", "quinn", "riley", "rowan", "sam", "sky", "toni",
)  # fmt: skip
THRESHOLD: Final = 0.95
HEADER: Final = (
    "# First names and the pronoun gender they take: female, male or either. Written by\n"
    "# build_first_names.py from the US Census Bureau's 1990 first-name lists; do not hand-edit.\n"
)


def frequencies(path: Path) -> dict[str, float]:
    return {line.split()[0].lower(): float(line.split()[1]) for line in path.read_text().splitlines() if line}


def table(census: Path) -> str:
    female, male = frequencies(census / "dist.female.first"), frequencies(census / "dist.male.first")
    lines = [HEADER]
    for name in sorted(female.keys() | male.keys()):
        share = female.get(name, 0.0) / (female.get(name, 0.0) + male.get(name, 0.0))
        gender = "female" if share >= THRESHOLD else "male" if share <= 1 - THRESHOLD else "either"
        lines.append(f"{name}\t{'either' if name in UNISEX else gender}\n")
    return "".join(lines)


if __name__ == "__main__":
    import names  # the census lists ship inside this package

    sys.stdout.write(table(Path(names.__file__).parent))
