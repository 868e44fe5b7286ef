"""The `organs` command.

    organs solve TEXT [--json]          the served answer (or why it is withheld) beside what
                                        the organs' contemplation concludes
    organs contemplate TEXT [--json]    route, solve, verify; a proposal is filed for review
    organs run FILE                     one row per problem of a JSONL file ("question" or "text")
    organs proposals list | show ID | decide ID --accept/--reject --note TEXT

Exit codes: 0 done (a refusal is a normal outcome); 1 a review decision that cannot be
recorded (unknown id, already decided); 2 a usage error or an unreadable input file.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Sequence
from enum import StrEnum
from pathlib import Path

from core.refusal import Refusal
from generate.contemplation.pass_manager import Contemplation, contemplate
from organs.serving import Served, Withheld, serve
from teaching import AlreadyDecided, Decision, Entry, ReviewQueue, UnknownProposal, default_root

_TEXT_COLUMN = 60


class UsageError(Exception):
    """A mistake in how the command was called or in its input file: one line, exit 2."""


def _explain(refusal: Refusal[StrEnum]) -> str:
    return f"{refusal.reason.value} ({refusal.stage.value}: {refusal.detail})"


def _served_lines(served: Served | Withheld) -> list[str]:
    if isinstance(served, Withheld):
        return [f"withheld: {_explain(served.refusal)}"]
    return [f"served: {served.answer} {served.unit}", *(f"  {step}" for step in served.derivation)]


def _contemplation_lines(result: Contemplation) -> list[str]:
    lines = [f"contemplation: {result.terminal.value}"]
    if result.organ is not None:
        lines.append(f"  organ: {result.organ.value}")
    if result.answer is not None:
        lines.append(f"  answer: {result.answer.value} {result.answer.unit}")
    if result.reason is not None:
        lines.append(f"  reason: {result.reason} (family {result.family})")
    if result.proposal is not None:
        lines.append(f"  proposal: {result.proposal.id}")
    return lines


def _solve(args: argparse.Namespace) -> int:
    served, contemplated = serve(args.text), contemplate(args.text)
    if args.json:
        document = {"text": args.text, "served": served.as_json(), "contemplation": contemplated.as_json()}
        print(json.dumps(document, ensure_ascii=False, sort_keys=True))
    else:
        print("\n".join(_served_lines(served) + _contemplation_lines(contemplated)))
    return 0


def _contemplate(args: argparse.Namespace) -> int:
    result = contemplate(args.text)
    filed = result.proposal is not None and not args.dry_run
    if filed and result.proposal is not None:
        ReviewQueue(args.store).put(result.proposal)
    if args.json:
        print(json.dumps({"text": args.text, **result.as_json(), "filed": filed}, ensure_ascii=False, sort_keys=True))
    else:
        print("\n".join(_contemplation_lines(result)))
        if filed:
            print(f"  filed for review in {args.store}")
    return 0


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
    print(f"{'id':<8} {'served':<24} {'contemplation':<48} text")
    for problem_id, text in _problems(args.file):
        served, result = serve(text), contemplate(text)
        shown = f"{served.answer} {served.unit}" if isinstance(served, Served) else f"— {served.refusal.reason.value}"
        concluded = result.terminal.value
        if result.answer is not None:
            concluded += f" {result.answer.value} {result.answer.unit}"
        elif result.reason is not None:
            concluded += f" {result.reason}"
        short = text if len(text) <= _TEXT_COLUMN else text[: _TEXT_COLUMN - 1] + "…"
        print(f"{problem_id:<8} {shown:<24} {concluded:<48} {short}")
    return 0


def _entry_lines(entry: Entry) -> list[str]:
    status = "awaiting review" if entry.decision is None else f"{entry.decision.value}: {entry.note}"
    p = entry.proposal
    return [f"{p.id}  {p.family}  ({status})", f"  organ {p.organ.value}, reason {p.reason}, target {p.target}", f"  {p.text}"]


def _proposals(args: argparse.Namespace) -> int:
    queue = ReviewQueue(args.store)
    action: str = args.action
    try:
        if action == "list":
            entries = queue.list()
            for entry in entries:
                print(_entry_lines(entry)[0])
            print(f"{len(entries)} proposals in {args.store}")
        elif action == "show":
            print("\n".join(_entry_lines(queue.show(args.id))))
        else:
            decision = Decision.ACCEPT if args.accept else Decision.REJECT
            print("\n".join(_entry_lines(queue.decide(args.id, decision, args.note))))
    except (UnknownProposal, AlreadyDecided) as error:
        print(f"organs: {error}", file=sys.stderr)
        return 1
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="organs", description="Exact answers to math word problems, or typed refusals.")
    commands = parser.add_subparsers(dest="command", required=True)
    solve_cmd = commands.add_parser("solve", help="the served answer beside the organs' conclusion")
    solve_cmd.add_argument("text", help="the problem, in English")
    solve_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    solve_cmd.set_defaults(handler=_solve)
    store = argparse.ArgumentParser(add_help=False)
    store.add_argument("--store", type=Path, default=default_root(), help=f"review queue folder (default: ${'{'}ORGANS_TEACHING_DIR{'}'} or {default_root()})")
    contemplate_cmd = commands.add_parser("contemplate", parents=[store], help="route, solve, verify; file any proposal")
    contemplate_cmd.add_argument("text", help="the problem, in English")
    contemplate_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    contemplate_cmd.add_argument("--dry-run", action="store_true", help="do not file a proposal")
    contemplate_cmd.set_defaults(handler=_contemplate)
    run_cmd = commands.add_parser("run", help="one row per problem of a JSONL file")
    run_cmd.add_argument("file", type=Path, help='JSONL with a "question" (or "text") and optional "id" per line')
    run_cmd.set_defaults(handler=_run)
    proposals_cmd = commands.add_parser("proposals", help="the review queue")
    actions = proposals_cmd.add_subparsers(dest="action", required=True)
    actions.add_parser("list", parents=[store], help="every proposal and its status")
    show_cmd = actions.add_parser("show", parents=[store], help="one proposal")
    show_cmd.add_argument("id", help="the id, or a unique prefix of it")
    decide_cmd = actions.add_parser("decide", parents=[store], help="record accept or reject (installs nothing)")
    decide_cmd.add_argument("id", help="the id, or a unique prefix of it")
    verdict = decide_cmd.add_mutually_exclusive_group(required=True)
    verdict.add_argument("--accept", action="store_true")
    verdict.add_argument("--reject", action="store_true")
    decide_cmd.add_argument("--note", required=True, help="why")
    proposals_cmd.set_defaults(handler=_proposals)
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
