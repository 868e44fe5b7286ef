"""R4 gold fixtures, and the canonical arithmetic that keeps them honest.

`canonical_outcome` recomputes every fixture's expected outcome from its stated setup
with arithmetic written independently of the organ's solver (exact `Fraction` division
rather than `divmod`, over plain JSON values rather than the model), so gold that
contradicts itself fails loudly instead of grading the solver against its own output.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TypeGuard

from organs.core.text import InputReason
from organs.generate.combined_rate_comprehension import ReaderReason, SolverReason

HERE = Path(__file__).parent
GOLD = HERE / "gold.jsonl"
PHRASINGS = HERE / "phrasings.jsonl"

SetupJson = Mapping[str, str | int | None]


class Expect(enum.StrEnum):
    SOLVED = "solved"
    SOLVER_REFUSES = "solver_refuses"
    READER_REFUSES = "reader_refuses"


@dataclass(frozen=True, slots=True)
class GoldRow:
    id: str
    source: str
    text: str
    expect: Expect
    setup: SetupJson | None
    answer: int | None
    reason: str | None
    # A fixture with a gold setup that the reader refuses today, with the reason it gives: a strict pin, as
    # in the shared runner — answered right, it fails the gate until the pin is removed.
    known_refusal: str | None = None


class GoldError(ValueError):
    """A fixture file that is malformed or contradicts canonical arithmetic."""


def canonical_outcome(setup: SetupJson) -> int | str:
    """The answer a setup must have, or the solver reason it must be refused with."""
    a, b, known = setup["rate_a"], setup["rate_b"], setup["known"]
    if not isinstance(a, int) or not isinstance(b, int):
        raise GoldError(f"rates must be integers: {setup}")
    net = a + b if setup["mode"] == "sum" else a - b
    if setup["query"] == "effective_rate":
        return net
    if not isinstance(known, int):
        raise GoldError(f"a {setup['query']} query needs an integer known value: {setup}")
    if net <= 0:
        return SolverReason.NON_POSITIVE_NET_RATE.value
    if setup["query"] == "quantity":
        return net * known
    time = Fraction(known, net)
    return int(time) if time.denominator == 1 else SolverReason.NON_INTEGER_SOLUTION.value


def check(row: GoldRow) -> list[str]:
    """Every way `row` is incoherent; empty when it is valid."""
    problems: list[str] = []
    match row.expect:
        case Expect.SOLVED | Expect.SOLVER_REFUSES:
            if row.setup is None:
                return [f"{row.id}: {row.expect} needs a setup"]
            problems += _setup_problems(row.id, row.setup)
            if problems:
                return problems
            want = canonical_outcome(row.setup)
            stated = row.answer if row.expect is Expect.SOLVED else row.reason
            if stated != want:
                problems.append(f"{row.id}: states {stated!r}, canonical arithmetic gives {want!r}")
        case Expect.READER_REFUSES:
            if row.setup is not None or row.answer is not None:
                problems.append(f"{row.id}: a reader refusal has no setup and no answer")
            if row.reason not in set(ReaderReason) | set(InputReason):
                problems.append(f"{row.id}: {row.reason!r} is not a reader or input reason")
    return problems


def _setup_problems(row_id: str, setup: SetupJson) -> list[str]:
    problems = []
    for key in ("rate_a", "rate_b"):
        value = setup.get(key)
        if not isinstance(value, int) or value <= 0:
            problems.append(f"{row_id}: {key} must be a positive integer, not {value!r}")
    known = setup.get("known")
    if setup.get("query") == "effective_rate":
        if known is not None:
            problems.append(f"{row_id}: an effective_rate query has no known value")
    elif not isinstance(known, int) or known <= 0:
        problems.append(f"{row_id}: known must be a positive integer, not {known!r}")
    if setup.get("mode") not in ("sum", "difference"):
        problems.append(f"{row_id}: mode {setup.get('mode')!r}")
    if setup.get("query") not in ("effective_rate", "quantity", "time"):
        problems.append(f"{row_id}: query {setup.get('query')!r}")
    return problems


def load(path: Path) -> list[GoldRow]:
    """Parse a fixture file, refusing malformed rows, duplicate ids and incoherent gold."""
    rows: list[GoldRow] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            rows.append(_row(json.loads(line), f"{path.name}:{number}"))
    ids = [row.id for row in rows]
    if len(set(ids)) != len(ids):
        raise GoldError(f"{path.name}: duplicate ids")
    problems = [problem for row in rows for problem in check(row)]
    if problems:
        raise GoldError("incoherent gold:\n  " + "\n  ".join(problems))
    return rows


def _row(raw: object, where: str) -> GoldRow:
    if not isinstance(raw, dict):
        raise GoldError(f"{where}: not a JSON object")
    try:
        expect = Expect(raw["expect"])
        setup = raw.get("setup")
        answer, reason, known = raw.get("answer"), raw.get("reason"), raw.get("known_refusal")
        fields = (raw["id"], raw["source"], raw["text"])
    except (KeyError, ValueError) as error:
        raise GoldError(f"{where}: {error}") from error
    if not all(isinstance(field, str) for field in fields):
        raise GoldError(f"{where}: id, source and text must be strings")
    if setup is not None and not _is_setup(setup):
        raise GoldError(f"{where}: setup must map names to strings, integers or null")
    if answer is not None and not isinstance(answer, int):
        raise GoldError(f"{where}: answer must be an integer")
    if reason is not None and not isinstance(reason, str):
        raise GoldError(f"{where}: reason must be a string")
    if known is not None and (not isinstance(known, str) or expect is Expect.READER_REFUSES):
        raise GoldError(f"{where}: known_refusal pins a fixture gold gives a setup, by a reason string")
    return GoldRow(str(fields[0]), str(fields[1]), str(fields[2]), expect, setup, answer, reason, known)


def _is_setup(value: object) -> TypeGuard[SetupJson]:
    return isinstance(value, dict) and all(isinstance(v, str | int) or v is None for v in value.values())
