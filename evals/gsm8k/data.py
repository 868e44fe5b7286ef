"""Reading an official GSM8K JSONL file, and the errata that correct its labels.

An erratum replaces a label only with a proof: an arithmetic expression, evaluated
here exactly, that gives the corrected answer. An erratum without a proof that holds
is an error, never a correction.
"""

from __future__ import annotations

import ast
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

ENVIRONMENT = "GSM8K_JSONL"
ERRATA = Path(__file__).parent / "errata.jsonl"


@dataclass(frozen=True, slots=True)
class Problem:
    id: str  # "<file stem>:<0-based line>", e.g. "train:2020"
    question: str
    label: Fraction


@dataclass(frozen=True, slots=True)
class Erratum:
    id: str
    label: Fraction
    corrected: Fraction
    proof: str


class DataError(ValueError):
    """Unreadable data or an erratum that does not prove itself."""


def data_path(given: str | None) -> Path | None:
    """The data file from --data or the environment; None when neither names one."""
    named = given or os.environ.get(ENVIRONMENT)
    return Path(named) if named else None


def problems(path: Path) -> Iterator[Problem]:
    with path.open(encoding="utf-8") as lines:
        for index, line in enumerate(lines):
            row = json.loads(line)
            label = str(row["answer"]).rsplit("####", 1)[-1].strip().replace(",", "")
            yield Problem(f"{path.stem}:{index}", str(row["question"]), Fraction(label))


def errata(path: Path = ERRATA) -> dict[str, Erratum]:
    found: dict[str, Erratum] = {}
    if not path.exists():
        return found
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        erratum = Erratum(row["id"], Fraction(row["label"]), Fraction(row["corrected"]), str(row.get("proof", "")))
        if not erratum.proof or evaluate(erratum.proof) != erratum.corrected:
            raise DataError(f"erratum {erratum.id}: its proof {erratum.proof!r} does not give {erratum.corrected}")
        found[erratum.id] = erratum
    return found


def evaluate(expression: str) -> Fraction:
    """Exact value of an arithmetic expression of numbers, + - * / and parentheses.

    >>> evaluate("2550 / (75 + 10)")
    Fraction(30, 1)
    """
    return _value(ast.parse(expression, mode="eval").body)


def _value(node: ast.expr) -> Fraction:
    match node:
        case ast.Constant(value=int() | float() as number) if not isinstance(number, bool):
            return Fraction(str(number))
        case ast.UnaryOp(op=ast.USub(), operand=operand):
            return -_value(operand)
        case ast.BinOp(left=left, op=ast.Add(), right=right):
            return _value(left) + _value(right)
        case ast.BinOp(left=left, op=ast.Sub(), right=right):
            return _value(left) - _value(right)
        case ast.BinOp(left=left, op=ast.Mult(), right=right):
            return _value(left) * _value(right)
        case ast.BinOp(left=left, op=ast.Div(), right=right):
            return _value(left) / _value(right)
        case _:
            raise DataError(f"not plain arithmetic: {ast.unparse(node)!r}")
