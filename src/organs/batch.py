"""Batch runs: one result line per input line, same order, exact answers as strings.

The input is read in windows of a bounded number of lines, each window is answered in
parallel and written before the next is read, so memory stays constant however long the
input. Engines: the standard library's process pool on this machine (default), or a Dask
distributed cluster (`organs[dask]`), which shards each window across its workers. Both run
the same `answer_window`, so their outputs are byte-identical.

Nothing is lost: a malformed line gets an output line naming its error and a record in the
errors file; a run that was killed resumes with `resume=True`, skipping ids already written
(a torn last line is cut off first).
"""

from __future__ import annotations

import json
import multiprocessing
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Final, Protocol, TextIO

from generate.contemplation.pass_manager import contemplate
from generate.serving.serve import Served, serve
from organs.verification import ClaimError, judge, parse_claim

WINDOW_PER_WORKER: Final = 512


@dataclass(frozen=True, slots=True)
class Line:
    number: int  # 1-based line of the input file
    id: str
    question: str | None
    claimed: str | None
    error: str | None  # why the line could not be read


@dataclass(frozen=True, slots=True)
class Answered:
    id: str
    json: str  # the output line, without its newline
    tags: tuple[str, ...]  # what happened, for the summary
    error: str | None


@dataclass(slots=True)
class Summary:
    lines: int = 0
    skipped: int = 0  # already in the output when resuming
    tags: Counter[str] = field(default_factory=Counter)
    malformed: list[int] = field(default_factory=list)
    seconds: float = 0.0

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
            shown = ", ".join(map(str, self.malformed[:10])) + (" …" if len(self.malformed) > 10 else "")
            lines.append(f"malformed {len(self.malformed):,} (lines {shown}); see the errors file")
        lines.append(f"{self.seconds:.1f} s, {rate:,.0f} lines/s")
        return "\n".join(lines)


def read_lines(source: TextIO) -> Iterator[Line]:
    for number, raw in enumerate(source, start=1):
        if not raw.strip():
            yield Line(number, str(number), None, None, "blank line")
            continue
        try:
            row = json.loads(raw)
        except json.JSONDecodeError as problem:
            yield Line(number, str(number), None, None, f"not JSON: {problem.msg}")
            continue
        if not isinstance(row, dict):
            yield Line(number, str(number), None, None, "not a JSON object")
            continue
        identifier = row.get("id", number)
        question, claimed = row.get("question"), row.get("claimed")
        if not isinstance(question, str):
            error = 'no "question" string'
        elif claimed is not None and not isinstance(claimed, str | int):
            error = '"claimed" must be a string or an integer'
        else:
            error = None
        yield Line(
            number,
            str(identifier),
            question if error is None else None,
            None if claimed is None else str(claimed),
            error,
        )


def answer(line: Line) -> Answered:
    """One output line: the served result, the contemplation, and the verification if claimed."""
    record: dict[str, object] = {"id": line.id, "line": line.number}
    if line.error is not None or line.question is None:
        record["error"] = line.error
        return Answered(line.id, _dumps(record), ("error",), line.error)
    served, contemplated = serve(line.question), contemplate(line.question)
    record |= {"served": served.as_json(), "contemplation": contemplated.as_json()}
    tags = ["served" if isinstance(served, Served) else "withheld", f"contemplate:{contemplated.terminal.value}"]
    error = None
    if line.claimed is not None:
        try:
            verification = judge(parse_claim(line.claimed), served, contemplated)
        except ClaimError as claim_error:
            error = str(claim_error)
            record["error"] = error
            tags.append("error")
        else:
            record["verification"] = verification.as_json()
            tags.append(f"verdict:{verification.verdict.value}")
    return Answered(line.id, _dumps(record), tuple(tags), error)


def answer_window(lines: Sequence[Line]) -> list[Answered]:
    return [answer(line) for line in lines]


def _dumps(record: dict[str, object]) -> str:
    """One output line: UTF-8 JSON, with non-ASCII escaped only where a lone surrogate in the
    input would make the line unwritable — a batch never stops for one line."""
    line = json.dumps(record, ensure_ascii=False, sort_keys=True)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(record, ensure_ascii=True, sort_keys=True)
    return line


# An engine answers a window of lines, in order.
Engine = Callable[[Sequence[Line]], list[Answered]]


def local_engine(workers: int) -> tuple[Engine, Callable[[], None]]:
    """The standard library's process pool; one worker answers in this process."""
    if workers == 1:
        return answer_window, lambda: None
    pool = multiprocessing.get_context("spawn").Pool(workers)

    def run(lines: Sequence[Line]) -> list[Answered]:
        chunk = max(1, len(lines) // (workers * 4))
        return pool.map(answer, lines, chunksize=chunk)

    def close() -> None:
        pool.close()
        pool.join()

    return run, close


class DaskClient(Protocol):
    """The part of `distributed.Client` a batch uses."""

    def map(
        self, func: Callable[[Sequence[Line]], list[Answered]], pieces: list[list[Line]], *, pure: bool
    ) -> Sequence[object]: ...

    def gather(self, futures: Sequence[object]) -> list[list[Answered]]: ...

    def close(self) -> None: ...


def dask_engine(scheduler: str, shards: int) -> tuple[Engine, Callable[[], None]]:
    """A Dask distributed cluster at `scheduler`; each window is split into shards."""
    from distributed import Client  # the optional extra organs[dask]; imported only when asked for

    connect: Callable[[str], DaskClient] = Client
    client = connect(scheduler)

    def run(lines: Sequence[Line]) -> list[Answered]:
        size = max(1, -(-len(lines) // shards))
        pieces = [list(lines[i : i + size]) for i in range(0, len(lines), size)]
        futures = client.map(answer_window, pieces, pure=False)
        return [answered for piece in client.gather(futures) for answered in piece]

    return run, client.close


def _written_ids(out: Path) -> set[str]:
    """Ids already in the output; a torn last line (a killed write) is cut off first."""
    if not out.exists():
        return set()
    data = out.read_bytes()
    if data and not data.endswith(b"\n"):
        data = data[: data.rfind(b"\n") + 1]
        out.write_bytes(data)
    return {str(json.loads(line)["id"]) for line in data.decode("utf-8").splitlines() if line.strip()}


def run(
    source: Path,
    out: Path,
    errors: Path,
    engine: Engine,
    resume: bool = False,
    progress: TextIO | None = None,
    window: int = WINDOW_PER_WORKER,
) -> Summary:
    """Answer every line of `source` into `out`, in order; report malformed lines in `errors`."""
    done = _written_ids(out) if resume else set()
    total = _count_lines(source) if progress is not None else 0
    summary = Summary()
    started = time.perf_counter()
    mode = "a" if resume else "w"
    with (
        source.open(encoding="utf-8") as lines,
        out.open(mode, encoding="utf-8") as results,
        errors.open(mode, encoding="utf-8") as problems,
    ):
        stream = read_lines(lines)
        while batch := list(islice(stream, window)):
            summary.lines += len(batch)
            todo = [line for line in batch if line.id not in done]
            summary.skipped += len(batch) - len(todo)
            for answered, line in zip(engine(todo), todo, strict=True):
                results.write(answered.json + "\n")
                summary.tags.update(answered.tags)
                if answered.error is not None:
                    summary.malformed.append(line.number)
                    problems.write(_dumps({"line": line.number, "id": line.id, "error": answered.error}) + "\n")
            results.flush()
            problems.flush()
            summary.seconds = time.perf_counter() - started
            if progress is not None:
                _show(progress, summary, total)
    summary.seconds = time.perf_counter() - started
    if progress is not None:
        progress.write("\n")
    return summary


def _count_lines(path: Path) -> int:
    with path.open("rb") as data:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: data.read(1 << 20), b""))


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
