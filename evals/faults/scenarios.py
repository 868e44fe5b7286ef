"""The fault scenarios. Each takes an empty folder and a `Check`, drives `organs` there, and
records every expectation that broke; a scenario holds when none did.

The CLI runs as a subprocess (`python -m organs.cli`), so exit codes, stderr and signals are
the ones a user meets. What a subprocess cannot be made to do — a pool worker that dies on
every attempt — is driven in process through the same engine the CLI builds.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Final

from organs import batch, contemplate, engines
from organs.core.comprehension_attempt.proposal import Proposal
from organs.teaching import Decision, ReviewQueue

THREE: Final = (
    "Three hoses fill a pool together: the first pours 2 liters per minute, the second pours 3 liters per "
    "minute and the third pours 4 liters per minute. How many liters do they pour in 10 minutes?"
)
PROBLEMS: Final = (
    "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
    "Tom had 12 marbles. He gave 5 to Ann. How many does he have now?",
    "4 boxes with 12 pencils in each. How many pencils are there in total?",
    "A car travels at 60 mph for 3 hours. How many miles does it travel?",
    THREE,
)
SECONDS: Final = 300  # no scenario's command may take longer: a hang fails, it does not stall the lane


@dataclass(slots=True)
class Check:
    broken: list[str] = field(default_factory=list)

    def expect(self, holds: bool, what: str) -> None:
        if not holds:
            self.broken.append(what)

    def command(self, done: subprocess.CompletedProcess[bytes], code: int, *mentions: str) -> None:
        """An exit code as the README says; an error is one line naming what it should; never a
        traceback."""
        shown = " ".join(str(part) for part in done.args[3:5])
        err = done.stderr.decode("utf-8", "backslashreplace")
        self.expect(done.returncode == code, f"{shown}: exit {done.returncode}, not {code} ({err.strip()[:200]})")
        self.expect("Traceback" not in err, f"{shown}: a traceback on stderr")
        if code == 2:
            self.expect(err.count("\n") == 1, f"{shown}: the error is not one line: {err[:200]!r}")
        for mention in mentions:
            self.expect(mention in err, f"{shown}: stderr does not mention {mention!r}: {err.strip()[:200]}")


def organs(*arguments: str | bytes | Path, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    command = [sys.executable, "-m", "organs.cli", *(str(a) if isinstance(a, Path) else a for a in arguments)]
    return subprocess.run(command, capture_output=True, cwd=cwd, timeout=SECONDS, check=False)


def start(*arguments: str | Path, cwd: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "organs.cli", *map(str, arguments)]
    return subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def problems(count: int, malformed_every: int = 0, ids: bool = True) -> list[str]:
    """`count` input lines; with `malformed_every`, every such line lacks its question."""
    lines = []
    for n in range(1, count + 1):
        row: dict[str, object] = {"id": f"p{n}"} if ids else {}
        if not (malformed_every and n % malformed_every == 0):
            row["question"] = PROBLEMS[n % len(PROBLEMS)]
        lines.append(json.dumps(row))
    return lines


def write_lines(path: Path, lines: Sequence[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def wait_for(condition: Callable[[], bool], seconds: float = SECONDS) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


def size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


def _grown(path: Path, bytes_: float) -> bool:
    return size(path) >= bytes_


# --- the scenarios -------------------------------------------------------------------------


def surrogates_never_stop_anything(folder: Path, check: Check) -> None:
    """A lone surrogate, as a JSON escape or as undecodable bytes in an argument, is input."""
    lines = problems(4)
    lines.insert(2, json.dumps({"id": "s", "question": THREE + "\ud800"}))
    source = write_lines(folder / "in.jsonl", lines)
    check.command(organs("batch", source, "--out", "out.jsonl", "--workers", "1", "--quiet", cwd=folder), 0)
    written = (folder / "out.jsonl").read_text(encoding="utf-8").splitlines()
    check.expect(len(written) == 5, f"batch wrote {len(written)} lines for 5")
    check.expect(json.loads(written[2])["contemplation"]["proposal"]["text"] == THREE + "\ud800", "text not lossless")
    argument = THREE.encode() + b" \xff"
    check.command(organs("solve", argument, cwd=folder), 0)
    check.command(organs("contemplate", argument, "--store", "store", cwd=folder), 0)
    check.expect(len(list((folder / "store" / "proposals").glob("*.json"))) == 1, "the proposal was not filed")
    check.command(organs("run", source, cwd=folder), 0)


def binary_and_undecodable_files(folder: Path, check: Check) -> None:
    """A binary file stops at once (exit 2) naming file and line; a line that is not UTF-8 stops
    `run` (exit 2) and is a malformed line of a batch (exit 1), which goes on."""
    binary = folder / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    for command in (("run", binary), ("batch", binary, "--out", "o.jsonl", "--quiet")):
        check.command(organs(*command, cwd=folder), 2, "image.png:3", "binary")
    latin = folder / "latin.jsonl"
    good = problems(3)
    latin.write_bytes(
        (good[0] + "\n").encode() + '{"question": "Caf\xe9?"}\n'.encode("latin-1") + (good[2] + "\n").encode()
    )
    check.command(organs("run", latin, cwd=folder), 2, "latin.jsonl:2", "not UTF-8")
    check.command(organs("batch", latin, "--out", "l.jsonl", "--quiet", cwd=folder), 1, "malformed 1 (lines 2)")
    errors = [json.loads(line) for line in (folder / "l.jsonl.errors.jsonl").read_text().splitlines()]
    check.expect([e["line"] for e in errors] == [2] and "not UTF-8" in errors[0]["error"], f"errors: {errors}")
    check.expect(size(folder / "l.jsonl") > 0 and (folder / "l.jsonl").read_bytes().count(b"\n") == 3, "lines lost")


def kill_and_resume_keeps_every_record(folder: Path, check: Check) -> None:
    """SIGKILL part-way, then --resume: output, errors file, summary and exit code are exactly
    an uninterrupted run's, at three different points of the run."""
    source = write_lines(folder / "in.jsonl", problems(2_000, malformed_every=10))
    clean = organs("batch", source, "--out", "clean.jsonl", "--workers", "1", "--quiet", cwd=folder)
    check.command(clean, 1, "malformed 200")
    whole = size(folder / "clean.jsonl")
    for trial, fraction in enumerate((0.1, 0.4, 0.7)):  # after windows 1, 2 and 3 of 4
        out = folder / f"killed{trial}.jsonl"
        process = start("batch", source, "--out", out, "--workers", "1", "--quiet", cwd=folder)
        reached = wait_for(partial(_grown, out, whole * fraction))
        process.send_signal(signal.SIGKILL)
        process.wait()
        check.expect(reached and size(out) < whole, f"trial {trial}: not killed part-way")
        resumed = organs("batch", source, "--out", out, "--workers", "1", "--resume", "--quiet", cwd=folder)
        check.command(resumed, 1, "malformed 200")
        check.expect(out.read_bytes() == (folder / "clean.jsonl").read_bytes(), f"trial {trial}: output differs")
        check.expect(
            Path(f"{out}.errors.jsonl").read_bytes() == (folder / "clean.jsonl.errors.jsonl").read_bytes(),
            f"trial {trial}: errors file differs from the uninterrupted run's",
        )


def ids_never_collide(folder: Path, check: Check) -> None:
    """A given "3" before lines without ids, and 1 beside "1": no line is skipped on resume, no id
    is invented, and a repeated id is a malformed line."""
    question = PROBLEMS[0]
    bare: dict[str, object] = {"question": question}
    rows: list[dict[str, object]] = [{"id": "3", "question": question}, bare, bare, bare]
    rows += [{"id": 1, "question": question}, {"id": "1", "question": question}, {"id": "3", "question": question}]
    source = write_lines(folder / "in.jsonl", [json.dumps(row) for row in rows])
    check.command(organs("batch", source, "--out", "full.jsonl", "--workers", "1", "--quiet", cwd=folder), 1)
    full = [json.loads(line) for line in (folder / "full.jsonl").read_text().splitlines()]
    check.expect([r["line"] for r in full] == list(range(1, 8)), "output lines do not follow input lines")
    check.expect([r["id"] for r in full] == ["3", None, None, None, 1, "1", "3"], f"ids: {[r['id'] for r in full]}")
    duplicates = [r["line"] for r in full if "duplicate id" in str(r.get("error"))]
    check.expect(duplicates == [6, 7], f"duplicates reported on lines {duplicates}, not 6 and 7")
    for kept in range(7):
        out = folder / f"part{kept}.jsonl"
        out.write_bytes(b"".join(line + b"\n" for line in (folder / "full.jsonl").read_bytes().splitlines()[:kept]))
        check.command(organs("batch", source, "--out", out, "--workers", "1", "--resume", "--quiet", cwd=folder), 1)
        check.expect(out.read_bytes() == (folder / "full.jsonl").read_bytes(), f"resume after {kept} lines differs")


def resume_describes_the_whole_job(folder: Path, check: Check) -> None:
    """Resuming a finished job with malformed lines exits 1 and counts them, like the run did."""
    source = write_lines(folder / "in.jsonl", problems(40, malformed_every=20))
    check.command(organs("batch", source, "--out", "o.jsonl", "--quiet", cwd=folder), 1, "malformed 2 (lines 20, 40)")
    errors = (folder / "o.jsonl.errors.jsonl").read_bytes()
    again = organs("batch", source, "--out", "o.jsonl", "--resume", "--quiet", cwd=folder)
    check.command(again, 1, "malformed 2 (lines 20, 40)", "skipped (already written) 40")
    check.expect((folder / "o.jsonl.errors.jsonl").read_bytes() == errors, "the errors file changed on resume")


def resume_refuses_output_it_cannot_continue(folder: Path, check: Check) -> None:
    """An output that is not this input's answers is named by file and line; nothing is written."""
    source = write_lines(folder / "in.jsonl", problems(3))
    check.command(organs("batch", source, "--out", "good.jsonl", "--quiet", cwd=folder), 0)
    first, second, _ = (folder / "good.jsonl").read_bytes().splitlines(keepends=True)
    broken = {
        "not_json.jsonl": (first + b"{torn but whole\n", "not_json.jsonl:2", "not JSON"),
        "no_line.jsonl": (b'{"answer": 3}\n', "no_line.jsonl:1", "not an output line"),
        "bytes.jsonl": (b'{"id": "\xff"}\n', "bytes.jsonl:1", "not UTF-8"),
        "other.jsonl": (second, "other.jsonl:1", "not this input's"),
        "longer.jsonl": (first * 5, "longer.jsonl:2", "not this input's"),
    }
    for name, (content, where, what) in broken.items():
        (folder / name).write_bytes(content)
        check.command(organs("batch", source, "--out", name, "--resume", "--quiet", cwd=folder), 2, where, what)
        check.expect((folder / name).read_bytes() == content, f"{name} was changed")


def a_killed_worker_is_replaced(folder: Path, check: Check) -> None:
    """SIGKILL one of two pool workers mid-run: the window is retried and the output is exactly a
    clean run's."""
    source = write_lines(folder / "in.jsonl", problems(4_000))
    check.command(organs("batch", source, "--out", "clean.jsonl", "--workers", "1", "--quiet", cwd=folder), 0)
    process = start("batch", source, "--out", "out.jsonl", "--workers", "2", "--quiet", cwd=folder)
    workers: list[int] = []

    def running() -> bool:  # once the first window is written, every worker has started
        workers[:] = _pool_workers(process.pid) if size(folder / "out.jsonl") else []
        return bool(workers)

    found = wait_for(running)
    if found:
        os.kill(workers[0], signal.SIGKILL)
    _, err = process.communicate(timeout=SECONDS)
    check.expect(found, "no pool worker was found to kill")
    check.expect(process.returncode == 0, f"exit {process.returncode} after a worker was killed: {err[-300:]!r}")
    check.expect(b"Traceback" not in err, "a traceback on stderr")
    check.expect((folder / "out.jsonl").read_bytes() == (folder / "clean.jsonl").read_bytes(), "the output differs")


def a_killed_batch_takes_its_workers(folder: Path, check: Check) -> None:
    """SIGKILL a batch of two workers mid-run: its workers end with it (none is left holding the
    output's lock or waiting on its queue), and --resume finishes exactly."""
    source = write_lines(folder / "in.jsonl", problems(4_000))
    check.command(organs("batch", source, "--out", "clean.jsonl", "--workers", "1", "--quiet", cwd=folder), 0)
    out = folder / "out.jsonl"
    process = start("batch", source, "--out", out, "--workers", "2", "--quiet", cwd=folder)
    check.expect(wait_for(partial(_grown, out, 1)), "nothing written")
    process.send_signal(signal.SIGSTOP)  # held mid-run while its workers are found and it is killed
    workers = _pool_workers(process.pid)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=SECONDS)  # not its stderr: a worker that outlived it would hold that open
    check.expect(bool(workers), "no pool worker was found")
    check.expect(wait_for(partial(_all_gone, workers), 30), "workers outlived their batch")
    resumed = organs("batch", source, "--out", out, "--workers", "2", "--resume", "--quiet", cwd=folder)
    check.command(resumed, 0)
    check.expect(out.read_bytes() == (folder / "clean.jsonl").read_bytes(), "the resumed output differs")


def _pool_workers(pid: int) -> list[int]:
    """The pool workers among a process's children: forked ones run its own command line,
    spawned ones `spawn_main` (its resource tracker runs neither)."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if not children.exists():
        return []
    own = Path(f"/proc/{pid}/cmdline").read_bytes()
    found = []
    for child in children.read_text().split():
        try:
            command = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if command == own or b"spawn_main" in command:
            found.append(int(child))
    return found


def die_on_line_700(lines: Sequence[batch.Line]) -> list[batch.Answered]:
    """A worker that dies whenever its piece holds input line 700, as a crash would, every time."""
    if any(line.number == 700 for line in lines):
        os._exit(9)
    return batch.answer_window(lines)


def a_worker_that_keeps_dying_stops_the_run(folder: Path, check: Check) -> None:
    """A window whose worker dies again on the retry stops the run with EngineLost; everything
    before that window stays written, and a resume finishes the job exactly."""
    source = write_lines(folder / "in.jsonl", problems(1_500))
    out, errors = folder / "out.jsonl", folder / "errors.jsonl"
    pool = engines.ProcessPool(die_on_line_700, 2)
    try:
        batch.run(source, out, errors, pool.answer, window=512)
        check.expect(False, "the run finished although its worker died twice")
    except engines.EngineLost as lost:
        check.expect("died twice" in str(lost), f"the error does not say what happened: {lost}")
    finally:
        pool.close()
    check.expect(out.read_bytes().count(b"\n") == 512, "the windows before the lost one are not all written")
    check.command(organs("batch", source, "--out", out, "--errors", errors, "--resume", "--quiet", cwd=folder), 0)
    check.command(organs("batch", source, "--out", "clean.jsonl", "--quiet", cwd=folder), 0)
    check.expect(out.read_bytes() == (folder / "clean.jsonl").read_bytes(), "the resumed output differs")


def an_unreachable_scheduler_is_named(folder: Path, check: Check) -> None:
    """No Dask scheduler at the address, or a peer that accepts and never answers: exit 2 naming
    the address, within the connect timeout."""
    source = write_lines(folder / "in.jsonl", problems(2))
    with socket.socket() as silent:  # accepts connections (the kernel's backlog) and says nothing
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        for address in ("tcp://127.0.0.1:9", f"tcp://127.0.0.1:{silent.getsockname()[1]}"):
            arguments = ("--engine", "dask", "--scheduler", address, "--connect-timeout", "2", "--quiet")
            done = organs("batch", source, "--out", "o.jsonl", *arguments, cwd=folder)
            check.command(done, 2, address)


def ids_that_are_not_hex_touch_nothing(folder: Path, check: Check) -> None:
    """Path traversal, globs and absolute paths as proposal ids: a usage error; no file outside
    the store is read or written, none inside is decided."""
    check.command(organs("contemplate", THREE, "--store", "store", cwd=folder), 0)
    outside = folder / "elsewhere"
    outside.mkdir()
    (outside / "abc.json").write_text("{}")
    for bad in ("../../elsewhere/abc", "*", str(outside / "abc"), "ab/../cd"):
        check.command(organs("proposals", "show", bad, "--store", "store", cwd=folder), 2, "not a proposal id")
        decided = organs("proposals", "decide", bad, "--accept", "--note", "x", "--store", "store", cwd=folder)
        check.command(decided, 2, "not a proposal id")
    check.expect(not (folder / "store" / "decisions").exists(), "a decision was recorded")
    check.expect((outside / "abc.json").read_text() == "{}", "a file outside the store changed")


def corrupt_entries_are_named(folder: Path, check: Check) -> None:
    """A crash's empty temporary is skipped; invalid JSON and tampered content are reported by
    name (exit 1); the sound entries are still listed."""
    check.command(organs("contemplate", THREE, "--store", "store", cwd=folder), 0)
    proposals = folder / "store" / "proposals"
    (proposals / ".tmp-x.json").write_text("")
    (proposals / ("a" * 64 + ".json")).write_text("{not json")
    tampered = proposals / ("b" * 64 + ".json")
    tampered.write_text(next(p for p in proposals.glob("*.json") if p.stem[0] not in "ab.").read_text())
    listed = organs("proposals", "list", "--store", "store", cwd=folder)
    check.command(listed, 1, "a" * 64, "b" * 64, "does not match its address")
    check.expect(b"1 proposals in store" in listed.stdout, f"the sound entry is not listed: {listed.stdout!r}")
    check.expect(b".tmp-x" not in listed.stdout + listed.stderr, "the temporary was reported")
    check.command(organs("proposals", "show", "a" * 8, "--store", "store", cwd=folder), 1, "a" * 64)


def a_store_that_cannot_be_written(folder: Path, check: Check) -> None:
    """The result is printed first, then the store's failure in one line, exit 1. (A file stands
    where a folder must be: modes alone cannot stop root, and CI may run as root.)"""
    (folder / "blocked").write_text("a file where the store should be")
    done = organs("contemplate", THREE, "--store", "blocked", cwd=folder)
    check.command(done, 1, "not filed", "blocked is not a store")
    check.expect(b"proposal_emitted" in done.stdout, "the result was not printed")
    check.command(organs("contemplate", THREE, "--store", "store", cwd=folder), 0)
    (folder / "store" / "decisions").write_text("in the way")
    decided = organs("proposals", "decide", "", "--accept", "--note", "ok", "--store", "store", cwd=folder)
    check.command(decided, 2, "not a proposal id")
    pid = next((folder / "store" / "proposals").glob("*.json")).stem
    check.command(
        organs("proposals", "decide", pid[:10], "--accept", "--note", "ok", "--store", "store", cwd=folder),
        1,
        "decisions is not a folder",
    )
    if os.geteuid() != 0:  # a read-only folder, where modes can stop the writer
        (folder / "store" / "decisions").unlink()
        (folder / "store").chmod(0o555)
        try:
            done = organs("proposals", "decide", pid, "--accept", "--note", "ok", "--store", "store", cwd=folder)
            check.command(done, 1, "cannot write")
        finally:
            (folder / "store").chmod(0o755)


def files_follow_the_umask(folder: Path, check: Check) -> None:
    """A team sharing a store through a group: files get the mode the umask gives, not 0600."""
    for mask, mode in ((0o002, 0o664), (0o077, 0o600)):
        previous = os.umask(mask)
        try:
            queue = ReviewQueue(folder / f"store{mask:o}")
            thought = _proposal(THREE)
            pid = queue.put(thought)
            queue.decide(pid, Decision.ACCEPT, "ok")
        finally:
            os.umask(previous)
        for kind in ("proposals", "decisions"):
            got = (folder / f"store{mask:o}" / kind / f"{pid}.json").stat().st_mode & 0o777
            check.expect(got == mode, f"umask {mask:03o}: {kind} file mode {got:03o}, not {mode:03o}")


def _proposal(text: str) -> Proposal:
    proposal = contemplate(text).proposal
    if proposal is None:
        raise AssertionError(f"no proposal for {text!r}")
    return proposal


def a_note_that_is_not_text(folder: Path, check: Check) -> None:
    """Undecodable bytes in --note: exit 2 in one line, and nothing is recorded."""
    check.command(organs("contemplate", THREE, "--store", "store", cwd=folder), 0)
    pid = next((folder / "store" / "proposals").glob("*.json")).stem
    done = organs("proposals", "decide", pid, "--accept", "--note", b"fine \xff", "--store", "store", cwd=folder)
    check.command(done, 2, "note")
    check.expect(not (folder / "store" / "decisions" / f"{pid}.json").exists(), "a decision was recorded")


def the_same_file_twice_is_refused(folder: Path, check: Check) -> None:
    """--out or --errors naming the input (or each other, or a folder): exit 2 before anything is
    written, the input untouched."""
    source = write_lines(folder / "in.jsonl", problems(5, malformed_every=2))
    before = source.read_bytes()
    (folder / "link.jsonl").symlink_to(source)
    for arguments in (
        ("--out", "in.jsonl"),
        ("--out", "./in.jsonl"),
        ("--out", "link.jsonl"),
        ("--out", "o.jsonl", "--errors", "in.jsonl"),
        ("--out", "o.jsonl", "--errors", "o.jsonl"),
        ("--out", "."),
    ):
        check.command(organs("batch", source, *arguments, "--quiet", cwd=folder), 2)
        check.expect(source.read_bytes() == before, f"{arguments}: the input changed")


def a_refused_resume_changes_nothing(folder: Path, check: Check) -> None:
    """Resuming another input's output — other ids, or the same ids (none) and other questions —
    is refused before the output or the errors file is touched."""
    first = write_lines(folder / "a.jsonl", problems(3, malformed_every=1))
    other = write_lines(folder / "b.jsonl", [json.dumps({"id": "Q" if n == 2 else f"p{n}"}) for n in (1, 2, 3)])
    check.command(organs("batch", first, "--out", "o.jsonl", "--quiet", cwd=folder), 1)
    out, errors = (folder / "o.jsonl").read_bytes(), (folder / "o.jsonl.errors.jsonl").read_bytes()
    check.command(organs("batch", other, "--out", "o.jsonl", "--resume", "--quiet", cwd=folder), 2, "o.jsonl:2")
    check.expect((folder / "o.jsonl").read_bytes() == out, "the output changed")
    check.expect((folder / "o.jsonl.errors.jsonl").read_bytes() == errors, "the errors file changed")
    marbles = write_lines(folder / "c.jsonl", [json.dumps({"question": PROBLEMS[1]})] * 3)
    apples = write_lines(folder / "d.jsonl", [json.dumps({"question": PROBLEMS[2]})] * 3)
    check.command(organs("batch", marbles, "--out", "cd.jsonl", "--quiet", cwd=folder), 0)
    check.command(organs("batch", apples, "--out", "cd.jsonl", "--resume", "--quiet", cwd=folder), 2, "cd.jsonl:1")


def one_batch_writes_an_output(folder: Path, check: Check) -> None:
    """A second batch on an output another is writing is refused; the first finishes intact.

    The first is suspended (as by Ctrl-Z) while the second runs: on a fast machine it would
    otherwise finish before the second has even imported, and the lane would race."""
    source = write_lines(folder / "in.jsonl", problems(3_000))
    check.command(organs("batch", source, "--out", "clean.jsonl", "--workers", "1", "--quiet", cwd=folder), 0)
    first = start("batch", source, "--out", "out.jsonl", "--workers", "1", "--quiet", cwd=folder)
    check.expect(wait_for(partial(_grown, folder / "out.jsonl", 1)), "the first batch wrote nothing")
    first.send_signal(signal.SIGSTOP)
    second = organs("batch", source, "--out", "out.jsonl", "--resume", "--workers", "1", "--quiet", cwd=folder)
    first.send_signal(signal.SIGCONT)
    check.command(second, 2, "another batch is writing")
    first.communicate(timeout=SECONDS)
    check.expect(first.returncode == 0, f"the first batch exited {first.returncode}")
    check.expect((folder / "out.jsonl").read_bytes() == (folder / "clean.jsonl").read_bytes(), "the output differs")


def stopping_leaves_nothing_behind(folder: Path, check: Check) -> None:
    """SIGTERM, or Ctrl-C to the whole group, mid-run: one line, exit 130, no worker left running,
    and --resume finishes exactly."""
    source = write_lines(folder / "in.jsonl", problems(4_000))
    check.command(organs("batch", source, "--out", "clean.jsonl", "--workers", "1", "--quiet", cwd=folder), 0)
    for name, stop in (("SIGTERM", signal.SIGTERM), ("SIGINT to the group", signal.SIGINT)):
        out = folder / f"out-{stop.value}.jsonl"
        process = subprocess.Popen(
            [sys.executable, "-m", "organs.cli", "batch", str(source), "--out", str(out), "--workers", "2", "--quiet"],
            cwd=folder,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=_interruptible,
        )
        check.expect(wait_for(partial(_grown, out, 1)), f"{name}: nothing written")
        process.send_signal(signal.SIGSTOP)  # held mid-run while signalled: a fast run cannot finish first
        workers = _pool_workers(process.pid)
        if stop is signal.SIGINT:
            os.killpg(process.pid, stop)
        else:
            process.send_signal(stop)
        process.send_signal(signal.SIGCONT)
        _, err = process.communicate(timeout=SECONDS)
        check.expect(process.returncode == 130, f"{name}: exit {process.returncode}, not 130")
        check.expect(b"Traceback" not in err and err.count(b"\n") == 1, f"{name}: stderr {err[-300:]!r}")
        check.expect(wait_for(partial(_all_gone, workers), 30), f"{name}: workers left running")
        resumed = organs("batch", source, "--out", out, "--resume", "--quiet", cwd=folder)
        check.command(resumed, 0)
        check.expect(out.read_bytes() == (folder / "clean.jsonl").read_bytes(), f"{name}: the resumed output differs")


def _interruptible() -> None:
    """Ctrl-C as at a terminal: a lane started from a background job runs with SIGINT ignored,
    which its children inherit, and Python then never raises KeyboardInterrupt at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _all_gone(pids: Sequence[int]) -> bool:
    return not any(_alive(pid) for pid in pids)


def _alive(pid: int) -> bool:
    status = Path(f"/proc/{pid}/stat")
    try:
        return status.read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def entries_that_are_not_files(folder: Path, check: Check) -> None:
    """A FIFO, a folder or a symbolic link where an entry should be is named as corrupt, never
    read through or waited on; a symbolic-link folder is refused; nothing outside is touched."""
    check.command(organs("contemplate", THREE, "--store", "store", cwd=folder), 0)
    proposals = folder / "store" / "proposals"
    outside = folder / "outside"
    outside.mkdir()
    (outside / "secret.json").write_text("{}")
    os.mkfifo(proposals / ("a" * 64 + ".json"))
    (proposals / ("b" * 64 + ".json")).mkdir()
    (proposals / ("c" * 64 + ".json")).symlink_to(outside / "secret.json")
    listed = organs("proposals", "list", "--store", "store", cwd=folder)
    check.command(listed, 1, "a" * 64, "b" * 64, "c" * 64, "symbolic link")
    check.expect(b"1 proposals in store" in listed.stdout, "the sound entry is not listed")
    (folder / "store" / "decisions").symlink_to(outside)
    pid = next(p.stem for p in proposals.glob("*.json") if p.stem[0] not in "abc")
    decided = organs("proposals", "decide", pid, "--accept", "--note", "x", "--store", "store", cwd=folder)
    check.command(decided, 1, "symbolic link")
    check.expect(sorted(p.name for p in outside.iterdir()) == ["secret.json"], "a file was written outside")


def argument_errors_are_one_line(folder: Path, check: Check) -> None:
    """Bad arguments: exit 2, one line, however absurd the value."""
    source = write_lines(folder / "in.jsonl", problems(1))
    batch_run = ("batch", source, "--out", "o.jsonl")
    for arguments in (
        (*batch_run, "--workers", "0"),
        (*batch_run, "--workers", "99999999999999999999"),
        (*batch_run, "--connect-timeout", "-1"),
        ("contemplate", THREE, "--store", ""),
        ("verify", "What?", "--claimed", "--7"),
    ):
        check.command(organs(*arguments, cwd=folder), 2)


SCENARIOS: Final[tuple[Callable[[Path, Check], None], ...]] = (
    surrogates_never_stop_anything,
    binary_and_undecodable_files,
    kill_and_resume_keeps_every_record,
    ids_never_collide,
    resume_describes_the_whole_job,
    resume_refuses_output_it_cannot_continue,
    a_killed_worker_is_replaced,
    a_killed_batch_takes_its_workers,
    a_worker_that_keeps_dying_stops_the_run,
    an_unreachable_scheduler_is_named,
    ids_that_are_not_hex_touch_nothing,
    corrupt_entries_are_named,
    a_store_that_cannot_be_written,
    files_follow_the_umask,
    a_note_that_is_not_text,
    the_same_file_twice_is_refused,
    a_refused_resume_changes_nothing,
    one_batch_writes_an_output,
    stopping_leaves_nothing_behind,
    entries_that_are_not_files,
    argument_errors_are_one_line,
)
