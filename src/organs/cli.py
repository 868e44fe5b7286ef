"""The `organs` command.

    organs solve TEXT [--json]          the served answer (or why it is withheld) beside what
                                        the organs' contemplation concludes
    organs contemplate TEXT [--json]    route, solve, verify; a proposal is filed for review
    organs verify TEXT --claimed X      VERIFIED, CONTRADICTED or UNVERIFIABLE for a claimed answer
    organs run FILE [--json]            one row per problem of a JSONL file (batch's input lines)
    organs batch IN.jsonl --out OUT.jsonl [--workers N] [--resume] [--engine dask --scheduler ADDR]
    organs proposals list | show ID | decide ID --accept/--reject --note TEXT

Exit codes (the README's table): 0 done — a refusal or any verdict is a normal outcome; 1 done,
but not everything as asked: a batch with malformed lines (its errors file lists them), a claim
in `run`'s file that cannot be read as one number, a review
store that cannot be written or holds corrupt entries, an unknown or already decided proposal;
2 a usage error, found before any work: bad arguments, a claim that is not a number, a missing,
unreadable or binary file, a line of `run`'s file that is not a problem, output that `--resume`
cannot continue, the same file named twice, an output another batch is writing, an engine that
is not installed or cannot be reached; 3 a batch stopped part-way because its workers were lost
or its output could not be written — everything written stands and `--resume` continues it;
130 interrupted (Ctrl-C, SIGTERM, SIGHUP). Every error is one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import signal
import sys
import tempfile
from collections.abc import Sequence
from contextlib import ExitStack
from enum import StrEnum
from pathlib import Path
from typing import NoReturn

from organs import __version__, batch, engines, jsonl
from organs.claims import ClaimError
from organs.core.refusal import Refusal
from organs.generate.contemplation.pass_manager import Contemplation, contemplate
from organs.generate.serving.serve import Served, Withheld, serve
from organs.teaching import (
    ENVIRONMENT,
    AlreadyDecided,
    CorruptEntry,
    Decision,
    Entry,
    InvalidRequest,
    ReviewQueue,
    StoreError,
    UnknownProposal,
    default_root,
    named_root,
)
from organs.verification import verify

_TEXT_COLUMN = 60
MAX_WORKERS = 256


class UsageError(Exception):
    """A mistake in how the command was called or in its input file: one line, exit 2."""


class Unfinished(Exception):
    """Done, but not everything as asked (a store that failed, a corrupt entry): one line, exit 1."""


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
    if result.setup is not None:
        lines.append("  setup: " + ", ".join(f"{key}={value}" for key, value in result.setup.items()))
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
    if args.dry_run and args.store is not None:
        raise UsageError("--dry-run files nothing, so --store would name a queue for nothing")
    result = contemplate(args.text)
    failure: StoreError | None = None
    filed = False
    # A proposal is filed only where the caller named a queue: nothing is written elsewhere unasked.
    store: Path | None = args.store or named_root()
    if result.proposal is not None and store is not None and not args.dry_run:
        try:
            ReviewQueue(store).put(result.proposal)
            filed = True
        except StoreError as error:
            failure = error  # the result is printed first; the store's failure follows
    if args.json:
        print(json.dumps({"text": args.text, **result.as_json(), "filed": filed}, ensure_ascii=False, sort_keys=True))
    else:
        print("\n".join(_contemplation_lines(result)))
        if filed:
            print(f"  filed for review in {store}")
        elif result.proposal is not None and store is None and not args.dry_run:
            print(f"  not filed: give --store DIR or set ${ENVIRONMENT} to file it for review")
    if failure is not None:
        raise Unfinished(f"the proposal was not filed: {failure}")
    return 0


def _verify(args: argparse.Namespace) -> int:
    try:
        result = verify(args.text, args.claimed)
    except ClaimError as error:
        raise UsageError(str(error)) from error
    if args.json:
        print(json.dumps({"text": args.text, **result.as_json()}, ensure_ascii=False, sort_keys=True))
        return 0
    print(
        f"{result.verdict.value.upper()}: claimed {result.claimed}"
        + ("" if result.ours is None else f", ours {result.ours}")
    )
    for step in result.derivation:
        print(f"  {step}")
    for reason in result.reasons:
        print(f"  {reason}")
    if result.conflict is not None:
        print(f"  conflict: served {result.conflict[0]}, contemplated {result.conflict[1]}")
    return 0


def _engine(args: argparse.Namespace) -> engines.Engine:
    if args.engine != "dask" and (args.scheduler or args.connect_timeout is not None):
        raise UsageError("--scheduler and --connect-timeout are for a Dask scheduler: they go with --engine dask")
    if args.engine == "dask":
        if not args.scheduler:
            raise UsageError("--engine dask needs --scheduler ADDRESS")
        seconds = engines.DASK_CONNECT_SECONDS if args.connect_timeout is None else args.connect_timeout
        try:
            return engines.DaskCluster(batch.answer_window, args.scheduler, args.workers, seconds)
        except engines.EngineUnavailable as error:
            raise UsageError(str(error)) from error
    return engines.local(batch.answer_window, args.workers)


def _batch(args: argparse.Namespace) -> int:
    streamed_in, streamed_out = str(args.input) == "-", str(args.out) == "-"
    if streamed_out and (args.resume or args.errors is None):
        raise UsageError("--out - needs --errors FILE, and cannot --resume: standard output keeps nothing to resume")
    if not streamed_in and not args.input.is_file():  # it is read twice (counted, then answered)
        raise UsageError(f"cannot read {args.input}: {'not a file' if args.input.exists() else 'no such file'}")
    with ExitStack() as spooled:
        # A stream is read twice (counted, then answered) and resumed byte for byte, so standard
        # input is kept, and standard output gathered, in files of the working folder until done.
        source = _spooled(spooled, sys.stdin.buffer.read()) if streamed_in else args.input
        out = _spooled(spooled, b"") if streamed_out else args.out
        code = _batch_files(args, source, out)
        if streamed_out and code != 3:
            sys.stdout.buffer.write(out.read_bytes())
        return code


def _spooled(stack: ExitStack, content: bytes) -> Path:
    """A file of the working folder holding `content`, removed when `stack` closes."""
    handle, name = tempfile.mkstemp(dir=Path.cwd(), prefix=".organs-batch-", suffix=".jsonl")
    stack.callback(os.unlink, name)
    with os.fdopen(handle, "wb") as held:
        held.write(content)
    return Path(name)


def _batch_files(args: argparse.Namespace, source: Path, out: Path) -> int:
    progress = None if args.quiet else batch.progress_stream()
    engine = _engine(args)
    try:
        errors = args.errors or batch.errors_beside(out)
        window = batch.WINDOW_PER_WORKER * args.workers
        summary = batch.run(source, out, errors, engine.answer, args.resume, progress, window)
    except (batch.ResumeError, batch.FilesError, batch.Busy, jsonl.BinaryFile) as error:
        raise UsageError(str(error)) from error
    except (engines.EngineLost, batch.WriteFailed) as error:
        _error(f"stopped: {error}; {args.out} holds every line before it: run again with --resume")
        return 3
    finally:
        engine.close()
    print(summary.render(), file=sys.stderr)
    return 1 if summary.malformed else 0


def _lines(path: Path) -> list[batch.Line]:
    """Every problem line, read as `batch` reads it (`contracts/input_line.schema.json`); blank
    lines are skipped, and any other line that is not a problem is a user error, named by file
    and line number, before a row is printed."""
    with path.open("rb") as source:
        try:
            lines = [line for line in batch.read_lines(source, str(path)) if line.error != jsonl.BLANK]
        except jsonl.BinaryFile as error:
            raise UsageError(str(error)) from error
    for line in lines:
        if line.error is not None:
            raise UsageError(f"{path}:{line.number}: {line.error}")
    return lines


def _run(args: argparse.Namespace) -> int:
    """A row per problem; with --json, the line `batch` would write for it."""
    if args.json and args.steps:
        raise UsageError("--steps is for the table: each --json line holds its derivation already")
    lines = _lines(args.file)
    records = [batch.answer(line) for line in lines]
    unread = 1 if any(answered.error is not None for answered in records) else 0  # a claim, as batch counts it
    if args.json:
        for answered in records:
            print(answered.json)
        return unread
    print(f"{'id':<8} {'served':<24} {'contemplation':<48} text")
    for line, answered in zip(lines, records, strict=True):
        record = json.loads(answered.json)
        served, result = record["served"], record["contemplation"]
        ok = served["status"] == "served"
        shown = f"{served['answer']} {served['unit']}" if ok else f"— {served['refusal']['reason']}"
        concluded = result["terminal"]
        if result["answer"] is not None:
            concluded += f" {result['answer']} {result['unit']}"
        elif result["reason"] is not None:
            concluded += f" {result['reason']}"
        text = str(line.question)
        short = text if len(text) <= _TEXT_COLUMN else text[: _TEXT_COLUMN - 1] + "…"
        identifier = str(line.number if line.id is None else line.id)
        print(f"{shown_safely(identifier):<8} {shown:<24} {concluded:<48} {shown_safely(short)}")
        if args.steps and ok:
            print("\n".join(f"{'':<9}{step}" for step in served["derivation"]))
        if "verification" in record or "error" in record:
            print(
                f"{'':<9}claimed {line.claimed}: {record.get('verification', {}).get('verdict', record.get('error'))}"
            )
    return unread


def _entry_lines(entry: Entry) -> list[str]:
    status = "awaiting review" if entry.decision is None else f"{entry.decision.value}: {entry.note}"
    p = entry.proposal
    return [
        f"{p.id}  {p.family}  ({shown_safely(status)})",
        f"  organ {p.organ.value}, reason {p.reason}, target {p.target}",
        f"  {shown_safely(p.text)}",
    ]


def _proposals(args: argparse.Namespace) -> int:
    queue = ReviewQueue(args.store)
    action: str = args.action
    try:
        if action == "list":
            listing = queue.list()
            if args.json:
                broken = [str(bad.path) for bad in listing.corrupt]
                document = {"entries": [e.as_json() for e in listing.entries], "corrupt": broken}
                print(json.dumps(document, ensure_ascii=False, sort_keys=True))
            else:
                for entry in listing.entries:
                    print(_entry_lines(entry)[0])
                print(f"{len(listing.entries)} proposals in {args.store}")
            for corrupt in listing.corrupt:
                print(f"organs: corrupt entry {corrupt}", file=sys.stderr)
            return 1 if listing.corrupt else 0
        if action == "show":
            entry = queue.show(args.id)
        else:
            entry = queue.decide(args.id, Decision.ACCEPT if args.accept else Decision.REJECT, args.note)
        if args.json:
            print(json.dumps(entry.as_json(), ensure_ascii=False, sort_keys=True))
        else:
            print("\n".join(_entry_lines(entry)))
    except InvalidRequest as error:
        raise UsageError(str(error)) from error
    except (UnknownProposal, AlreadyDecided, CorruptEntry, StoreError) as error:
        raise Unfinished(str(error)) from error
    return 0


def shown_safely(text: str) -> str:
    """Text for a terminal: a newline, an escape sequence or any other unprintable character is
    shown escaped, so that no input can split a row or an error line, or drive the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _workers(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 4 and 1 <= int(text) <= MAX_WORKERS):
        raise argparse.ArgumentTypeError(f"a whole number from 1 to {MAX_WORKERS}, not {text[:20]!r}")
    return int(text)


def _folder(text: str) -> Path:
    if not text:
        raise argparse.ArgumentTypeError("an empty path names no folder")
    return Path(text)


class _Parser(argparse.ArgumentParser):
    """argparse with its errors in one line, like every other error of the command."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"organs: {shown_safely(message)} (see {self.prog} --help)\n")


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < 86_400:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"a number of seconds between 0 and a day, not {text!r}")
    return seconds


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="organs", description="Exact answers to math word problems, or typed refusals.")
    parser.add_argument("--version", action="version", version=f"organs {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    solve_cmd = commands.add_parser("solve", help="the served answer beside the organs' conclusion")
    solve_cmd.add_argument("text", help="the problem, in English")
    solve_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    solve_cmd.set_defaults(handler=_solve)
    store = _Parser(add_help=False)
    store.add_argument(
        "--store",
        type=_folder,
        default=default_root(),
        help=f"review queue folder (default: ${'{'}ORGANS_TEACHING_DIR{'}'} or {default_root()})",
    )
    contemplate_cmd = commands.add_parser("contemplate", help="route, solve, verify; file a proposal where asked")
    contemplate_cmd.add_argument(
        "--store", type=_folder, help=f"file any proposal in this review queue folder (default: ${ENVIRONMENT}, if set)"
    )
    contemplate_cmd.add_argument("text", help="the problem, in English")
    contemplate_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    contemplate_cmd.add_argument("--dry-run", action="store_true", help="do not file a proposal")
    contemplate_cmd.set_defaults(handler=_contemplate)
    verify_cmd = commands.add_parser("verify", help="check a claimed answer against both of our readers")
    verify_cmd.add_argument("text", help="the problem, in English")
    verify_cmd.add_argument(
        "--claimed",
        required=True,
        help='the answer to check, as written: "240", "$1,200.00", "7/2", "The answer is 12", "#### 12"',
    )
    verify_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    verify_cmd.set_defaults(handler=_verify)
    batch_cmd = commands.add_parser("batch", help="answer every line of a JSONL file, in order, on every core")
    batch_cmd.add_argument(
        "input", type=Path, help='JSONL: "question", optional "id" and "claimed" per line; - reads standard input'
    )
    batch_cmd.add_argument(
        "--out", type=Path, required=True, help="JSONL out: one result line per input line; - writes standard output"
    )
    batch_cmd.add_argument("--errors", type=Path, help="malformed lines, with line numbers (default: OUT.errors.jsonl)")
    batch_cmd.add_argument(
        "--workers", type=_workers, default=os.cpu_count() or 1, help="processes (default: every core)"
    )
    batch_cmd.add_argument(
        "--resume",
        action="store_true",
        help="keep the lines OUT holds (each checked against its input line) and answer the rest",
    )
    batch_cmd.add_argument("--engine", choices=("local", "dask"), default="local")
    batch_cmd.add_argument("--scheduler", help="Dask scheduler address, with --engine dask")
    batch_cmd.add_argument(
        "--connect-timeout",
        type=_seconds,
        help=f"seconds to wait for the Dask scheduler, with --engine dask (default: {engines.DASK_CONNECT_SECONDS:g})",
    )
    batch_cmd.add_argument("--quiet", action="store_true", help="no progress bar")
    batch_cmd.set_defaults(handler=_batch)
    run_cmd = commands.add_parser("run", help="one row per problem of a JSONL file")
    run_cmd.add_argument("file", type=Path, help='JSONL: a "question", and an optional "id" and "claimed", per line')
    run_cmd.add_argument("--json", action="store_true", help="print the line batch would write for each problem")
    run_cmd.add_argument("--steps", action="store_true", help="each served answer's derivation under its row")
    run_cmd.set_defaults(handler=_run)
    proposals_cmd = commands.add_parser("proposals", help="the review queue")
    actions = proposals_cmd.add_subparsers(dest="action", required=True)
    listed = _Parser(add_help=False)
    listed.add_argument("--json", action="store_true", help="print one JSON object")
    actions.add_parser("list", parents=[store, listed], help="every proposal and its status")
    show_cmd = actions.add_parser("show", parents=[store, listed], help="one proposal")
    show_cmd.add_argument("id", help="the id, or a unique prefix of it")
    decide_cmd = actions.add_parser(
        "decide", parents=[store, listed], help="record accept or reject (installs nothing)"
    )
    decide_cmd.add_argument("id", help="the id, or a unique prefix of it")
    verdict = decide_cmd.add_mutually_exclusive_group(required=True)
    verdict.add_argument("--accept", action="store_true")
    verdict.add_argument("--reject", action="store_true")
    decide_cmd.add_argument("--note", required=True, help="why")
    proposals_cmd.set_defaults(handler=_proposals)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # A text may hold a lone surrogate (a JSON escape, an undecodable argument): show it escaped
    # rather than die printing it.
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    args = _parser().parse_args(argv)
    # A polite stop (kill, a closed terminal) unwinds like Ctrl-C, so a batch closes its pool
    # instead of leaving its workers behind.
    for stop in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(stop, _interrupted)
    try:
        code: int = args.handler(args)
    except BrokenPipeError:
        # Whoever reads our output stopped (`organs run … | head`): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        _error("interrupted" + ("; run again with --resume to continue" if args.command == "batch" else ""))
        return 130
    except Unfinished as error:
        _error(str(error))
        return 1
    except UsageError as error:
        _error(str(error))
        return 2
    except OSError as error:  # a file named on the command line could not be opened, read or written
        _error(f"{error.filename or 'a file'}: {error.strerror or error}")
        return 2
    return code


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _error(message: str) -> None:
    print(f"organs: {shown_safely(message)}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
