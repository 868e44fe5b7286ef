"""The `organs` command.

    organs solve TEXT [--json]   the served answer (or why it is withheld), beside what the
                                 R4 combined-rate organ reads
    organs run FILE              one row per problem of a JSONL file ("question" or "text")

Exit codes: 0 done (a refusal is a normal outcome); 2 a usage error or an unreadable file.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from returns.result import Failure, Success

from core.refusal import Organ, Refusal
from core.result import as_match
from generate.combined_rate_comprehension import CombinedRateSetup, R4Refusal, read, solve
from organs.serving import Served, serve

_TEXT_COLUMN = 72


@dataclass(frozen=True, slots=True)
class Outcome:
    """One problem's result: the setup read (if any), then the answer or the refusal."""

    setup: CombinedRateSetup | None
    answer: str | None  # exact, as a string: "240", never a float
    unit: str | None
    refusal: R4Refusal | None

    def as_json(self) -> dict[str, object]:
        return {
            "organ": Organ.R4_COMBINED_RATE.value,
            "setup": None if self.setup is None else self.setup.as_json(),
            "answer": self.answer,
            "unit": self.unit,
            "refusal": None if self.refusal is None else self.refusal.as_json(),
        }


def outcome(text: str) -> Outcome:
    match as_match(read(text)):
        case Failure() as refused:
            return Outcome(None, None, None, refused.failure())
        case Success() as reading:
            return _answered(reading.unwrap())


def _answered(setup: CombinedRateSetup) -> Outcome:
    match as_match(solve(setup)):
        case Success() as solved:
            answer = solved.unwrap()
            return Outcome(setup, str(answer.value), answer.unit, None)
        case Failure() as refused:
            return Outcome(setup, None, None, refused.failure())


def _solve(args: argparse.Namespace) -> int:
    served = serve(args.text)
    result = outcome(args.text)
    if args.json:
        document = {"text": args.text, "served": served.as_json(), "organ": result.as_json()}
        print(json.dumps(document, ensure_ascii=False, sort_keys=True))
        return 0
    if isinstance(served, Served):
        print(f"served: {served.answer} {served.unit}")
        for step in served.derivation:
            print(f"  {step}")
    else:
        print(f"withheld: {_explain(served.refusal)}")
    print("R4 combined-rate organ:")
    if result.setup is not None:
        for key, value in result.setup.as_json().items():
            print(f"{key:>10}: {value}")
    if result.refusal is not None:
        print(f"   refused: {_explain(result.refusal)}")
    else:
        print(f"    answer: {result.answer} {result.unit}")
    return 0


def _explain(refusal: Refusal[StrEnum]) -> str:
    return f"{refusal.reason.value} ({refusal.stage.value}: {refusal.detail})"


def _problems(path: Path) -> Iterator[tuple[str, str]]:
    """(id, text) per line; a line without a question is a user error, named by line number."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as error:
            raise UsageError(f"{path}:{number}: not JSON ({error.msg})") from error
        text = row.get("question", row.get("text")) if isinstance(row, dict) else None
        if not isinstance(text, str):
            raise UsageError(f"{path}:{number}: no \"question\" or \"text\" string")
        yield str(row.get("id", number)), text


def _run(args: argparse.Namespace) -> int:
    print(f"{'id':<8} {'served':<28} {'R4 organ':<40} text")
    for problem_id, text in _problems(args.file):
        served = serve(text)
        shown = f"{served.answer} {served.unit}" if isinstance(served, Served) else f"— {served.refusal.reason.value}"
        result = outcome(text)
        if result.refusal is None:
            organ = f"answered  {result.answer} {result.unit}"
        else:
            organ = f"refused   {result.refusal.reason.value}"
        short = text if len(text) <= _TEXT_COLUMN else text[: _TEXT_COLUMN - 1] + "…"
        print(f"{problem_id:<8} {shown:<28} {organ:<40} {short}")
    return 0


class UsageError(Exception):
    """A mistake in how the command was called or in its input file: one line, exit 2."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="organs", description="Exact answers to math word problems, or typed refusals.")
    commands = parser.add_subparsers(dest="command", required=True)
    solve_cmd = commands.add_parser("solve", help="read and answer one problem")
    solve_cmd.add_argument("text", help="the problem, in English")
    solve_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    solve_cmd.set_defaults(handler=_solve)
    run_cmd = commands.add_parser("run", help="one row per problem of a JSONL file")
    run_cmd.add_argument("file", type=Path, help='JSONL with a "question" (or "text") and optional "id" per line')
    run_cmd.set_defaults(handler=_run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        code: int = args.handler(args)
    except BrokenPipeError:
        # Whoever reads our output stopped (`organs run … | head`): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except UsageError as error:
        print(f"organs: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"organs: cannot read {error.filename}: {error.strerror}", file=sys.stderr)
        return 2
    return code


if __name__ == "__main__":
    sys.exit(main())
