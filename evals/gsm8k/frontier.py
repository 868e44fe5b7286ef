"""The growth engine: over the problems the serving path refuses, what stops the most of them.

`python -m evals.gsm8k --frontier [--top N]` prints three lists:

- what stops problems before any sentence is read (the kernel's preparation: a number form it does
  not read exactly, with numbers abstracted), by how many problems each stops;
- the sentence shapes that are the *only* unread sentence of a problem — the frame that, added,
  would let the most problems be read in full — with numbers abstracted to N and first names to
  NAME, by how many problems each stops;
- the shapes of every unread sentence, by how many problems each stops (the frontier to come,
  while most problems have more than one unread sentence);
- how many problems have 0, 1, 2, … unread sentences, and why those with 0 are still refused.

Use it to decide what to build next; never add a frame for one problem. It prints; it grades
nothing and writes no report.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from evals.gsm8k.data import problems
from organs.generate.math_candidate_graph import unread_sentences
from organs.generate.serving.serve import Served, serve

_TOKEN_RE: Final = re.compile(r"\$?\d[\d,.:/]*+%?|[A-Za-z][A-Za-z'-]*+|[^\sA-Za-z\d]", re.ASCII)
_DIGITS_RE: Final = re.compile(r"\d++", re.ASCII)
_NAME_RE: Final = re.compile(r"[^.!?\s]\s++([A-Z][a-z]++)", re.ASCII)  # capitalized, not after a sentence's end


def names_in(original: str) -> frozenset[str]:
    """The proper names of a text, lower-cased: words capitalized where no sentence starts (the
    prepared text is lower-case, and the census lists hold "In" and "Will" as first names)."""
    return frozenset(match.group(1).lower() for match in _NAME_RE.finditer(original))


def shape(sentence: str, names: frozenset[str]) -> str:
    """A sentence with its numbers as N (money $N, percents N%) and its proper names as NAME, so
    that sentences a frame would read alike count as one."""
    words = []
    for token in _TOKEN_RE.findall(sentence):
        if token[0] in "$0123456789":
            words.append(("$" if token[0] == "$" else "") + "N" + ("%" if token.endswith("%") else ""))
        else:
            words.append("NAME" if token in names else token)
    return " ".join(words)


@dataclass(slots=True)
class Frontier:
    problems: int = 0
    served: int = 0
    rejected: Counter[str] = field(default_factory=Counter)  # before reading, by what
    only_unread: Counter[str] = field(default_factory=Counter)  # the one unread sentence's shape
    any_unread: Counter[str] = field(default_factory=Counter)  # every unread sentence's shape
    unread_count: Counter[int] = field(default_factory=Counter)  # problems by unread sentences
    read_but_refused: Counter[str] = field(default_factory=Counter)  # every sentence read: why refused


def measure(questions: Iterable[str]) -> Frontier:
    frontier = Frontier()
    for question in questions:
        frontier.problems += 1
        served = serve(question)
        if isinstance(served, Served):
            frontier.served += 1
            continue
        unread = unread_sentences(question)
        if unread is None:  # the preparation's rejection is serve's refusal
            cause = f"{served.refusal.reason.value}: {served.refusal.detail}"
            frontier.rejected[_DIGITS_RE.sub("N", cause)] += 1
            continue
        frontier.unread_count[len(unread)] += 1
        shapes = {shape(sentence, names_in(question)) for sentence in unread}
        frontier.any_unread.update(shapes)
        if len(unread) == 1:
            frontier.only_unread.update(shapes)
        elif not unread:
            frontier.read_but_refused[served.refusal.reason.value] += 1
    return frontier


def render(frontier: Frontier, top: int) -> str:
    refused = frontier.problems - frontier.served
    lines = [
        f"{frontier.problems:,} problems: {frontier.served:,} served, {refused:,} refused",
        f"\nrejected before reading: {sum(frontier.rejected.values()):,} problems; top {top} causes",
        *(f"{n:6,}  {cause}" for cause, n in frontier.rejected.most_common(top)),
        f"\nthe only unread sentence: {sum(frontier.only_unread.values()):,} problems; top {top} shapes",
        *(f"{n:6,}  {sentence}" for sentence, n in frontier.only_unread.most_common(top)),
        f"\nany unread sentence: {len(frontier.any_unread):,} shapes; top {top}, by the problems each stops",
        *(f"{n:6,}  {sentence}" for sentence, n in frontier.any_unread.most_common(top)),
        "\nproblems by unread sentences: "
        + "  ".join(f"{k}: {n:,}" for k, n in sorted(frontier.unread_count.items())[:12])
        + ("  …" if len(frontier.unread_count) > 12 else ""),
        "every sentence read, still refused: "
        + ("  ".join(f"{reason} {n:,}" for reason, n in frontier.read_but_refused.most_common()) or "none"),
    ]
    return "\n".join(lines)


def main(path: Path, top: int) -> int:
    print(render(measure(problem.question for problem in problems(path)), top))
    return 0
