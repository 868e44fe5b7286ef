"""Independent adversary corpora: problems written to make the serving path answer wrongly.

Each corpus under `corpus/` was written by a helper given a capability in words, never the
code, and asked for texts a reader of that capability would get wrong, with the answer each
deserves: a number where the text is well posed and unambiguous, or null where a careful reader
must refuse. Every line is `{"id", "text", "answer", "why"}`, the answer an exact decimal or
fraction as a string ("129.6", "7/2") or null; the wording is the helpers' own, no dataset's.

The law, per case: a served answer must equal the label, and a text labelled null must be
refused. Refusing a text that has an answer is never wrong. The labels are the helpers', checked
by them with exact arithmetic; a later reader that answers a null-labelled text is a finding to
review — the label may be the one at fault — never a pin to move quietly.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

CORPUS = Path(__file__).parent / "corpus"


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    text: str
    answer: Fraction | None  # None: a careful reader refuses


def cases(folder: Path = CORPUS) -> Iterator[Case]:
    """Every case of every corpus, in file and line order."""
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                answer = row["answer"]
                yield Case(str(row["id"]), str(row["text"]), None if answer is None else Fraction(str(answer)))
