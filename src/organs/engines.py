"""Where a batch's windows are answered: in this process, a local process pool, or a Dask cluster.

Every engine runs the same pure `work` over each window and yields the windows' results in
order, so the output is byte-identical whichever engine ran it. An engine that loses its workers says so with
`EngineLost` (the run stops; everything written so far stays, and `--resume` continues), and
one that cannot start says so with `EngineUnavailable`; neither ever hangs.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Final, Protocol

from organs.batch import Answered, Line

# The work an engine runs: a window's lines in, their answers out, in order. Module-level, so
# that it can be sent to another process (`batch.answer_window`; tests send one that dies).
Work = Callable[[Sequence[Line]], list[Answered]]

PIECES_PER_WORKER: Final = 4
# Windows a pool holds beyond the one being collected: while the parent writes a window, the
# workers are already answering the next ones, so no core waits at a window's end. Measured on
# two workers over GSM8K train: 2,300 lines/s with one ahead, 2,650 with two.
WINDOWS_AHEAD: Final = 2
DASK_CONNECT_SECONDS: Final = 10.0
_PR_SET_PDEATHSIG: Final = 1  # prctl(2)


class EngineLost(RuntimeError):
    """The engine's workers died under a window (twice, for the local pool)."""


class EngineUnavailable(RuntimeError):
    """The engine could not be started: not installed, or its scheduler cannot be reached."""


class Engine(Protocol):
    def answer(self, windows: Iterable[Sequence[Line]]) -> Iterator[list[Answered]]:
        """Each window's answers, in the windows' order; later windows may be started (read
        from `windows`) before an earlier one's answers are taken."""
        ...

    def close(self) -> None: ...


def _pieces(lines: Sequence[Line], count: int) -> list[Sequence[Line]]:
    size = max(1, -(-len(lines) // count))
    return [lines[start : start + size] for start in range(0, len(lines), size)]


class InProcess:
    """One worker: this process."""

    def __init__(self, work: Work) -> None:
        self.work = work

    def answer(self, windows: Iterable[Sequence[Line]]) -> Iterator[list[Answered]]:
        return map(self.work, windows)

    def close(self) -> None:
        pass


class ProcessPool:
    """The standard library's process pool, kept `WINDOWS_AHEAD` windows ahead. A pool whose worker dies is
    detected at once (`BrokenProcessPool`, where `multiprocessing.Pool` would wait forever); the
    window being collected is then retried alone on a fresh pool, and if it breaks that one too
    the run stops. Windows ahead of it are resubmitted after it.

    On Linux the workers are forked from this process, which has already built the reader, so
    a worker starts in milliseconds instead of importing `organs` again (about a second, which
    is a third of a 7,000-line run on two workers). The pool forks every worker before its own
    management thread starts, so no thread is forked."""

    def __init__(self, work: Work, workers: int) -> None:
        self.work, self.workers = work, workers
        self.pool = self._start()

    def _start(self) -> ProcessPoolExecutor:
        context = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
        return ProcessPoolExecutor(self.workers, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),))

    def _submit(self, lines: Sequence[Line]) -> list[Future[list[Answered]]]:
        """The window's pieces; a pool that broke since the last window fails them all, so the
        break is handled where the window is collected."""
        try:
            return [self.pool.submit(self.work, piece) for piece in _pieces(lines, self.workers * PIECES_PER_WORKER)]
        except BrokenProcessPool as error:
            lost: Future[list[Answered]] = Future()
            lost.set_exception(error)
            return [lost]

    def _restart(self) -> None:
        # A broken pool has already ended its workers; waiting for its management thread means
        # the new pool forks from a process without other threads.
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.pool = self._start()

    def answer(self, windows: Iterable[Sequence[Line]]) -> Iterator[list[Answered]]:
        ahead: deque[tuple[Sequence[Line], list[Future[list[Answered]]]]] = deque()
        for lines in windows:
            ahead.append((lines, self._submit(lines)))
            if len(ahead) > WINDOWS_AHEAD:
                yield self._collect(ahead)
        while ahead:
            yield self._collect(ahead)

    def _collect(self, ahead: deque[tuple[Sequence[Line], list[Future[list[Answered]]]]]) -> list[Answered]:
        lines, futures = ahead.popleft()
        try:
            return _gathered(futures)
        except BrokenProcessPool:
            self._restart()
        try:
            answered = _gathered(self._submit(lines))
        except BrokenProcessPool as error:
            self._restart()
            raise EngineLost(f"a worker process died twice on a window of {len(lines)} lines") from error
        for index, (later, _) in enumerate(ahead):  # their futures died with the old pool
            ahead[index] = (later, self._submit(later))
        return answered

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


def _gathered(futures: Sequence[Future[list[Answered]]]) -> list[Answered]:
    return [out for future in futures for out in future.result()]


def _start_worker(parent: int) -> None:
    """Ctrl-C reaches every process of the terminal's group; the parent stops the pool, so a
    worker ignores it rather than print a traceback of its own. A forked worker also inherits
    the parent's handlers for SIGTERM and SIGHUP, which report a stopped batch: a worker the
    pool terminates just ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for stop in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(stop, signal.SIG_DFL)
    if sys.platform == "linux":
        _die_with(parent)


def _die_with(parent: int) -> None:
    """A forked worker holds a copy of each of its parent's descriptors — the output's lock, the
    pool's pipes — so one that outlived a killed parent would keep the output locked and wait on
    its queue forever. The kernel ends it when the parent ends instead."""
    ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the parent ended before the request was made
        os._exit(1)


def local(work: Work, workers: int) -> Engine:
    """This machine: this process for one worker, else a process pool."""
    return InProcess(work) if workers == 1 else ProcessPool(work, workers)


class DaskClient(Protocol):
    """The part of `distributed.Client` a batch uses."""

    def map(self, func: Work, pieces: list[Sequence[Line]], /, *, pure: bool) -> Sequence[object]: ...

    def gather(self, futures: Sequence[object], /) -> list[list[Answered]]: ...

    def close(self) -> None: ...


class Connect(Protocol):
    def __call__(self, address: str, *, timeout: float) -> DaskClient: ...


def _connect(client: Connect, scheduler: str, seconds: float) -> DaskClient:
    """A client of the scheduler, or EngineUnavailable naming it. The client's own timeout does
    not bound a peer that accepts the connection and never answers (an HTTP server, a stalled
    process), so the attempt runs in a daemon thread that is given up on after the same time."""
    outcome: list[DaskClient | Exception] = []

    def attempt() -> None:
        try:
            outcome.append(client(scheduler, timeout=seconds))
        except Exception as error:  # refused, timed out, not an address, or something else answering
            outcome.append(error)

    worker = threading.Thread(target=attempt, name="dask-connect", daemon=True)
    worker.start()
    worker.join(seconds + 1)
    if not outcome:
        raise EngineUnavailable(f"cannot reach the Dask scheduler at {scheduler}: no answer in {seconds:g} s")
    found = outcome[0]
    if isinstance(found, Exception):
        raise EngineUnavailable(f"cannot reach the Dask scheduler at {scheduler}: {found!r:.300}") from found
    return found


class DaskCluster:
    """A Dask distributed cluster at `scheduler`; each window is split into `shards` tasks."""

    def __init__(self, work: Work, scheduler: str, shards: int, connect_seconds: float) -> None:
        try:
            from distributed import Client, KilledWorker  # the optional extra organs[dask], only when asked for
        except ImportError as error:
            raise EngineUnavailable(
                f"the dask engine needs the optional extra: pip install 'organs[dask]' ({error.name})"
            ) from error
        self.work, self.scheduler, self.shards = work, scheduler, shards
        # A task whose workers keep dying ends as KilledWorker; a scheduler that goes away, as OSError.
        self.lost: tuple[type[Exception], ...] = (OSError, KilledWorker)
        self.client = _connect(Client, scheduler, connect_seconds)

    def answer(self, windows: Iterable[Sequence[Line]]) -> Iterator[list[Answered]]:
        for lines in windows:
            try:
                futures = self.client.map(self.work, _pieces(lines, self.shards), pure=False)
                answered = [out for piece in self.client.gather(futures) for out in piece]
            except self.lost as error:
                raise EngineLost(f"the Dask cluster at {self.scheduler} lost the window: {error}") from error
            yield answered

    def close(self) -> None:
        self.client.close()
