"""The seeds: every problem a path answers, each with a reference answer that is never the code's own.

Gold seeds come from every case file under evals/ (found by globbing, so a new `phrasings.jsonl`
joins by itself); their reference is the case's gold "answer". A gold seed keeps its structured
fields and its lane's canonical arithmetic when the lane has one (`STRUCTURES`), so that a
transformation can recompute the answer. GSM8K seeds come from an official file; their reference
is the label after "####" (or a proven erratum); they have no structure, and their text is
never written anywhere: they are named "gsm8k-train:<line>".
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Final

from evals import change_oracle, grouping_oracle, single_rate_oracle
from evals.combined_rate_oracle.gold import GoldError, canonical_outcome
from evals.gsm8k.data import errata, problems
from evals.math_capability_axes.B3_state_aggregate import v1 as b3
from evals.math_capability_axes.G6_rate_capacity import v1 as g6
from evals.metamorphic.text import CAPACITY
from organs import Served, Terminal, contemplate, serve

EVALS: Final = Path(__file__).resolve().parent.parent

Case = Mapping[str, object]
# A lane's canonical arithmetic: the answer a case's fields imply, a refusal reason the
# arithmetic itself implies, or None when the fields make no arithmetic claim.
Canonical = Callable[[Case], int | str | None]


class Shape(enum.StrEnum):
    """What the transformations may take a seed to be."""

    LEDGER = "ledger"  # counts that change in order (R1 change, B3 states and totals)
    GROUPING = "grouping"  # groups of a size, or a share
    RATE = "rate"  # one agent's rate (R3, G6, and GSM8K texts of the capacity form)
    COMBINED_RATE = "combined_rate"  # two rates combined (R4)
    UNSTRUCTURED = "unstructured"


@dataclass(frozen=True, slots=True)
class Seed:
    id: str
    text: str
    answer: int  # the reference: gold, or the GSM8K label; never the output of the code under test
    shape: Shape
    case: Case | None = None  # the gold case, when its lane's canonical arithmetic reads it
    canonical: Canonical | None = None
    public: bool = True  # its text (and its mutants' texts) may be written to the report

    def outcome(self, case: Case) -> int | str | None:
        """The canonical outcome of changed fields; None for a seed without structure."""
        return None if self.canonical is None else self.canonical(case)


def combined_canonical(case: Case) -> int | str | None:
    """R4's canonical arithmetic on a case's "setup". A tank that never gains is left without an
    outcome unless the question asks for a time (then it is a refusal): "0 liters" or "a rate of
    -3" are arguable answers, so no expectation is drawn from them."""
    setup = case.get("setup")
    if not isinstance(setup, dict):
        return None
    fields: dict[str, str | int | None] = {}
    for key, value in setup.items():
        if not isinstance(value, str | int | None):
            return None
        fields[str(key)] = value
    try:
        outcome = canonical_outcome(fields)
    except (GoldError, KeyError):
        return None
    if fields.get("query") != "time" and not (isinstance(outcome, int) and outcome > 0):
        return None
    return outcome


@dataclass(frozen=True, slots=True)
class Structure:
    canonical: Canonical
    shape: Shape


# The gold files whose cases carry structured fields, by path under evals/.
STRUCTURES: Final[Mapping[str, Structure]] = {
    "change_oracle/cases.jsonl": Structure(change_oracle.canonical, Shape.LEDGER),
    "math_capability_axes/B3_state_aggregate/v1/cases.jsonl": Structure(b3.canonical, Shape.LEDGER),
    "grouping_oracle/cases.jsonl": Structure(grouping_oracle.canonical, Shape.GROUPING),
    "single_rate_oracle/cases.jsonl": Structure(single_rate_oracle.canonical, Shape.RATE),
    "math_capability_axes/G6_rate_capacity/v1/cases.jsonl": Structure(g6.canonical, Shape.RATE),
    "combined_rate_oracle/gold.jsonl": Structure(combined_canonical, Shape.COMBINED_RATE),
    "combined_rate_oracle/phrasings.jsonl": Structure(combined_canonical, Shape.COMBINED_RATE),
}


def gold_files(root: Path = EVALS) -> tuple[Path, ...]:
    """Every gold or case file under evals/, in path order."""
    found = {*root.glob("**/cases.jsonl"), *root.glob("**/phrasings.jsonl"), root / "combined_rate_oracle/gold.jsonl"}
    return tuple(sorted(path for path in found if path.is_file()))


def answered(text: str) -> bool:
    """Whether serve or contemplate gives an answer (right or wrong)."""
    return isinstance(serve(text), Served) or contemplate(text).terminal is Terminal.SOLVED_VERIFIED


def gold_seeds(files: tuple[Path, ...], root: Path = EVALS) -> tuple[Seed, ...]:
    """One seed per distinct gold text that has a gold answer and that a path answers.

    A text that some gold file expects refused for a substantive reason (not an organ's
    "not_..._shaped" step-aside) is no seed: its other answer is one organ's reading, not the truth.
    """
    cases = [(path.relative_to(root).as_posix(), case) for path in files for case in _cases(path)]
    disputed = {
        case["text"]
        for _, case in cases
        if not isinstance(case.get("answer"), int) and isinstance(case.get("reason"), str)
        and not str(case["reason"]).endswith("_shaped")
    }  # fmt: skip
    seeds: dict[str, Seed] = {}
    for where, case in cases:
        text, answer = case["text"], case.get("answer")
        if not isinstance(text, str) or not isinstance(answer, int) or isinstance(answer, bool):
            continue
        if text in seeds or text in disputed or not answered(text):
            continue
        seeds[text] = _seed(str(case["id"]), text, answer, case, STRUCTURES.get(where))
    return tuple(seeds.values())


def _seed(seed_id: str, text: str, answer: int, case: Case, structure: Structure | None) -> Seed:
    if structure is not None and structure.canonical(case) == answer:
        return Seed(seed_id, text, answer, structure.shape, case, structure.canonical)
    return Seed(seed_id, text, answer, _text_shape(text))


def _text_shape(text: str) -> Shape:
    return Shape.RATE if CAPACITY.fullmatch(text.strip()) else Shape.UNSTRUCTURED


def _cases(path: Path) -> Iterator[Mapping[str, object]]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            case = json.loads(line)
            if isinstance(case, dict) and isinstance(case.get("id"), str) and isinstance(case.get("text"), str):
                yield case


def gsm8k_texts(path: Path) -> frozenset[str]:
    """Every question of a GSM8K file, spaces normalised: a gold text found here is GSM8K's text."""
    return frozenset(" ".join(problem.question.split()) for problem in problems(path))


def private_if_gsm8k(seed: Seed, texts: frozenset[str]) -> Seed:
    """A gold seed whose text is a GSM8K question verbatim keeps its text out of the report too."""
    return replace(seed, public=False) if " ".join(seed.text.split()) in texts else seed


def gsm8k_seeds(path: Path) -> Iterator[Seed]:
    """The problems of an official GSM8K file that serve or contemplate answers."""
    corrections = errata()
    for problem in problems(path):
        erratum = corrections.get(problem.id)
        label = erratum.corrected if erratum is not None and erratum.label == problem.label else problem.label
        if label.denominator == 1 and answered(problem.question):
            yield Seed(f"gsm8k-{problem.id}", problem.question, int(label), _text_shape(problem.question), public=False)
