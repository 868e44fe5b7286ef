"""Batch runs: one result line per input line, same order, exact answers as strings.

The input is read in windows of a bounded number of lines; each window is answered by an
engine (`organs.engines`) and written in order; an engine reads at most a fixed number of
windows ahead (`engines.WINDOWS_AHEAD`), so memory stays bounded however long the input (the one
thing kept per line is its id, to report a duplicate).

Output line k answers input line k: `{"line": k, "id": <as given, or null>, …}`. Ids are never
invented, so none can collide with one a line gives; two lines giving the same id (`1` and
`"1"` count as the same) make the later one malformed. A malformed line still gets its output
line, naming the error. The output is the record of the job: the errors file and the summary
are derived from it, so a job that was killed and resumed (`resume=True`: a torn last line is
cut, the lines already written are checked against the input and skipped) ends with the same
output, errors file, summary and exit code as one run that was never interrupted.
"""

from __future__ import annotations

import fcntl
import io
import itertools
import json
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from decimal import Decimal
from itertools import islice
from pathlib import Path
from typing import BinaryIO, Final, TextIO

from organs import jsonl
from organs.claims import Claimed, ClaimError, read_claim
from organs.generate.contemplation.pass_manager import contemplate
from organs.generate.serving.serve import serve
from organs.verification import judge

WINDOW_PER_WORKER: Final = 512
_SHOWN_MALFORMED: Final = 10

Identifier = str | int | None


@dataclass(frozen=True, slots=True)
class Line:
    number: int  # 1-based line of the input file
    digest: str  # of its bytes (`jsonl.digest`): resume checks that an output line answers this line
    id: Identifier  # as the line gives it
    question: str | None
    claimed: Claimed | None
    error: str | None  # why the line could not be read


@dataclass(frozen=True, slots=True)
class Answered:
    json: str  # the output line, without its newline
    tags: tuple[str, ...]  # what happened, for the summary
    error: str | None


class ResumeError(ValueError):
    """The output to resume is not a prefix of this input's output: nothing is written."""


class FilesError(ValueError):
    """The input, output and errors files cannot be used together: nothing is written."""


class Busy(RuntimeError):
    """Another batch is writing the same output."""


class WriteFailed(RuntimeError):
    """Writing the output or errors file failed part-way; what was flushed before stands."""


@dataclass(slots=True)
class Summary:
    lines: int = 0
    skipped: int = 0  # already in the output when resuming
    tags: Counter[str] = field(default_factory=Counter)
    malformed: int = 0
    first_malformed: list[int] = field(default_factory=list)  # line numbers, the first few
    seconds: float = 0.0

    def count(self, number: int, tags: Sequence[str]) -> None:
        self.tags.update(tags)
        if "error" in tags:
            self.malformed += 1
            if len(self.first_malformed) < _SHOWN_MALFORMED:
                self.first_malformed.append(number)

    def render(self) -> str:
        done = self.lines - self.skipped
        rate = done / self.seconds if self.seconds else 0.0
        lines = [
            f"lines {self.lines:,}  answered now {done:,}  skipped (already written) {self.skipped:,}",
            f"served {self.tags['served']:,}  withheld {self.tags['withheld']:,}",
            "contemplation "
            + "  ".join(
                f"{k.split(':', 1)[1]} {v:,}" for k, v in sorted(self.tags.items()) if k.startswith("contemplate:")
            ),
        ]
        verdicts = "  ".join(
            f"{k.split(':', 1)[1]} {v:,}" for k, v in sorted(self.tags.items()) if k.startswith("verdict:")
        )
        if verdicts:
            lines.append(f"verification {verdicts}")
        if self.malformed:
            shown = ", ".join(map(str, self.first_malformed)) + (" …" if self.malformed > _SHOWN_MALFORMED else "")
            lines.append(f"malformed {self.malformed:,} (lines {shown}); see the errors file")
        lines.append(f"{self.seconds:.1f} s, {rate:,.0f} lines/s")
        return "\n".join(lines)


def read_lines(source: io.BufferedReader, name: str) -> Iterator[Line]:
    """Every line of the input, read or with the reason it cannot be (`jsonl.BinaryFile` for a
    file that is not text)."""
    first_with: dict[str, int] = {}  # an id, as text, and the line that gave it first
    for row in jsonl.rows(source, name):
        if isinstance(row, jsonl.Unreadable):
            yield Line(row.number, row.digest, None, None, None, row.why)
        else:
            yield _line(row, first_with)


def _line(row: jsonl.Row, first_with: dict[str, int]) -> Line:
    identifier, question, claimed = row.fields.get("id"), row.fields.get("question"), row.fields.get("claimed")
    if identifier is not None and (isinstance(identifier, bool) or not isinstance(identifier, str | int)):
        return Line(row.number, row.digest, None, None, None, '"id" must be a string or an integer')
    error = None
    if identifier is not None and (first := first_with.setdefault(str(identifier), row.number)) != row.number:
        error = f"duplicate id {str(identifier)[:80]!r}: line {first} has it"
    elif not isinstance(question, str):
        error = 'no "question" string'
    elif claimed is not None and (isinstance(claimed, bool) or not isinstance(claimed, str | int | Decimal)):
        error = '"claimed" must be a string or a number'
    if error is not None or not isinstance(question, str):
        return Line(row.number, row.digest, identifier, None, None, error)
    claim = claimed if isinstance(claimed, str | int | Decimal) else None  # checked above; None when absent
    return Line(row.number, row.digest, identifier, question, claim, None)


def answer(line: Line) -> Answered:
    """One output line: the served result, the contemplation, and the verification if claimed."""
    record: dict[str, object] = {"line": line.number, "input": line.digest, "id": line.id}
    if line.error is not None or line.question is None:
        record["error"] = line.error
    else:
        served, contemplated = serve(line.question), contemplate(line.question)
        record |= {"served": served.as_json(), "contemplation": contemplated.as_json()}
        if line.claimed is not None:
            try:
                record["verification"] = judge(read_claim(line.claimed), served, contemplated).as_json()
            except ClaimError as claim_error:
                record["error"] = str(claim_error)
    error = record.get("error")
    return Answered(_dumps(record), tags_of(record), None if error is None else str(error))


def answer_window(lines: Sequence[Line]) -> list[Answered]:
    return [answer(line) for line in lines]


def tags_of(record: Mapping[str, object]) -> tuple[str, ...]:
    """What an output line says happened: read from the line itself, so that lines written by an
    earlier run of a resumed job count exactly as lines written now."""
    served, contemplation, verification = record.get("served"), record.get("contemplation"), record.get("verification")
    tags: list[str] = []
    if isinstance(served, dict):
        tags.append("served" if served.get("status") == "served" else "withheld")
    if isinstance(contemplation, dict):
        tags.append(f"contemplate:{contemplation.get('terminal')}")
    if isinstance(verification, dict):
        tags.append(f"verdict:{verification.get('verdict')}")
    if "error" in record:
        tags.append("error")
    return tuple(tags)


def _dumps(record: Mapping[str, object]) -> str:
    """One output line: UTF-8 JSON, with non-ASCII escaped only where a lone surrogate in the
    input would make the line unwritable — a batch never stops for one line."""
    line = json.dumps(record, ensure_ascii=False, sort_keys=True)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(record, ensure_ascii=True, sort_keys=True)
    return line


def _error_line(number: int, identifier: object, error: object) -> str:
    return _dumps({"line": number, "id": identifier, "error": error}) + "\n"


def _complete_lines(data: BinaryIO) -> int:
    """How many whole lines the output holds, after cutting a torn last line (a write that was
    killed)."""
    size = data.seek(0, 2)
    end = size
    while end > 0:  # back to the last newline, in blocks: never the whole file in memory
        start = max(0, end - (1 << 16))
        data.seek(start)
        block = data.read(end - start)
        newline = block.rfind(b"\n")
        if newline >= 0:
            end = start + newline + 1
            break
        end = start
    if end < size:
        data.truncate(end)
    data.seek(0)
    return sum(chunk.count(b"\n") for chunk in iter(lambda: data.read(1 << 20), b""))


def _earlier(raw: bytes, line: Line, out: Path) -> dict[str, object]:
    """An output line written by an earlier run, checked to be the answer to `line`."""
    where = f"{out}:{line.number}"
    try:
        record = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ResumeError(f"{where}: not UTF-8 (byte 0x{raw[error.start]:02x} at column {error.start + 1})") from error
    except (ValueError, RecursionError) as error:
        raise ResumeError(f"{where}: not JSON: cannot resume from it") from error
    if not isinstance(record, dict) or type(record.get("line")) is not int or "input" not in record:
        raise ResumeError(f'{where}: not an output line (no "line" number and "input")')
    if record["line"] != line.number or record["input"] != line.digest:
        raise ResumeError(
            f"{where}: answers line {record['line']} whose bytes differ from input line {line.number}: "
            "this output is not this input's"
        )
    return record


def run(
    source: Path,
    out: Path,
    errors: Path,
    answer_windows: Callable[[Iterator[list[Line]]], Iterator[list[Answered]]],
    resume: bool = False,
    progress: TextIO | None = None,
    window: int = WINDOW_PER_WORKER,
) -> Summary:
    """Answer every line of `source` into `out`, in order, a window at a time through
    `answer_windows` (an engine's `answer`); report malformed lines in `errors`.

    Everything that can be refused is refused before anything is written: files that are the
    same file, an input that is binary, an output another batch is writing, and — with `resume`
    — an output whose lines do not answer this input's lines byte for byte. Then the lines `out`
    already holds are kept, `errors` is rebuilt from them, and the rest is answered.
    """
    _distinct(source, out, errors)
    total = _scan(source)
    with out.open("a+b") as lock:  # held for the whole run: a second batch on `out` is refused
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as error:
            raise Busy(f"another batch is writing {out}") from error
        written = _complete_lines(lock) if resume else 0
        if written:
            _check_earlier(source, out, written)
        else:
            lock.truncate(0)
        return _answer_all(source, out, errors, answer_windows, written, progress, total, window)


def _answer_all(
    source: Path,
    out: Path,
    errors: Path,
    answer_windows: Callable[[Iterator[list[Line]]], Iterator[list[Answered]]],
    written: int,
    progress: TextIO | None,
    total: int,
    window: int,
) -> Summary:
    summary = Summary()
    started = time.perf_counter()
    with ExitStack() as files:
        lines = files.enter_context(source.open("rb"))
        earlier = files.enter_context(out.open("rb"))  # read up to line `written` only
        results = files.enter_context(out.open("a", encoding="utf-8"))
        problems = files.enter_context(errors.open("w", encoding="utf-8"))
        stream = read_lines(lines, str(source))
        windows = iter(lambda: list(islice(stream, window)), [])
        # The engine may read a window ahead before it yields the answers of the one before, so
        # each window waits here, in order, for its answers.
        waiting: deque[tuple[list[Line], list[Line]]] = deque()  # a window, and its lines to answer

        def unanswered() -> Iterator[list[Line]]:
            for read in windows:
                waiting.append((read, [line for line in read if line.number > written]))
                yield waiting[-1][1]

        for answers in answer_windows(unanswered()):
            batch, todo = waiting.popleft()
            summary.lines += len(batch)
            out_lines: list[str] = []
            error_lines: list[str] = []
            for line in batch:
                if line.number > written:
                    continue
                record = _earlier(earlier.readline(), line, out)
                summary.skipped += 1
                summary.count(line.number, tags_of(record))
                if "error" in record:
                    error_lines.append(_error_line(line.number, line.id, record["error"]))
            for answered, line in zip(answers, todo, strict=True):
                out_lines.append(answered.json + "\n")
                summary.count(line.number, answered.tags)
                if answered.error is not None:
                    error_lines.append(_error_line(line.number, line.id, answered.error))
            _write(results, out, out_lines)
            _write(problems, errors, error_lines)
            summary.seconds = time.perf_counter() - started
            if progress is not None:
                _show(progress, summary, total)
    summary.seconds = time.perf_counter() - started
    if progress is not None:
        progress.write("\n")
    return summary


def _write(file: TextIO, path: Path, lines: Sequence[str]) -> None:
    try:
        file.writelines(lines)
        file.flush()
    except OSError as error:
        raise WriteFailed(f"cannot write {path}: {error.strerror or error}") from error


def errors_beside(out: Path) -> Path:
    """The errors file's default: OUT.errors.jsonl."""
    _a_file(out, "--out")
    return out.with_name(out.name + ".errors.jsonl")


def _a_file(path: Path, what: str) -> None:
    if path.name in ("", ".", "..") or path.is_dir():
        raise FilesError(f"{what} {path} is a folder, not a file")


def _distinct(source: Path, out: Path, errors: Path) -> None:
    """Three different files, the output ones writable paths: `--out` naming the input would
    empty it before its first line is read."""
    _a_file(out, "--out")
    _a_file(errors, "--errors")
    named = {"the input": source, "--out": out, "--errors": errors}
    for (first, one), (second, other) in itertools.combinations(named.items(), 2):
        same = one.resolve() == other.resolve() or (one.exists() and other.exists() and one.samefile(other))
        if same:
            raise FilesError(f"{first} and {second} are the same file ({other}): each needs its own")


def _scan(source: Path) -> int:
    """The input's line count, after making sure no NUL byte anywhere makes it a binary file —
    so that a binary file is refused before anything is written."""
    lines = 0
    with source.open("rb") as data:
        for chunk in iter(lambda: data.read(1 << 20), b""):
            nul = chunk.find(b"\0")
            if nul >= 0:
                line = lines + chunk.count(b"\n", 0, nul) + 1
                raise jsonl.BinaryFile(f"{source}:{line}: a NUL byte: this is a binary file, not JSON Lines")
            lines += chunk.count(b"\n")
    return lines


def _check_earlier(source: Path, out: Path, written: int) -> None:
    """Every line `out` holds answers the input line of its number, byte for byte."""
    with source.open("rb") as lines, out.open("rb") as earlier:
        checked = 0
        for line in islice(read_lines(lines, str(source)), written):
            _earlier(earlier.readline(), line, out)
            checked += 1
    if checked < written:
        raise ResumeError(f"{out} holds {written:,} lines but {source} has {checked:,}: not this input's output")


def _show(stream: TextIO, summary: Summary, total: int) -> None:
    done = summary.lines - summary.skipped
    rate = done / summary.seconds if summary.seconds else 0.0
    left = max(total - summary.lines, 0)
    eta = left / rate if rate else 0.0
    percent = 100 * summary.lines / total if total else 100.0
    stream.write(
        f"\r{summary.lines:,}/{total:,} ({percent:.0f}%)  {rate:,.0f}/s  ETA {int(eta) // 60}:{int(eta) % 60:02d}  "
    )
    stream.flush()


def progress_stream() -> TextIO | None:
    """stderr when a person is watching it, else nothing."""
    return sys.stderr if sys.stderr.isatty() else None
