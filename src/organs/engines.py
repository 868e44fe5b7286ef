"""Where a batch's windows are answered: in this process, a local process pool, or a Dask cluster.

Every engine runs the same pure `work` over a window and returns its results in order, so the
output is byte-identical whichever engine ran it. An engine that loses its workers says so with
`EngineLost` (the run stops; everything written so far stays, and `--resume` continues), and
one that cannot start says so with `EngineUnavailable`; neither ever hangs.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Final, Protocol

from organs.batch import Answered, Line

# The work an engine runs: a window's lines in, their answers out, in order. Module-level, so
# that it can be sent to another process (`batch.answer_window`; tests send one that dies).
Work = Callable[[Sequence[Line]], list[Answered]]

PIECES_PER_WORKER: Final = 4
DASK_CONNECT_SECONDS: Final = 10.0


class EngineLost(RuntimeError):
    """The engine's workers died under a window (twice, for the local pool)."""


class EngineUnavailable(RuntimeError):
    """The engine could not be started: not installed, or its scheduler cannot be reached."""


class Engine(Protocol):
    def answer(self, lines: Sequence[Line]) -> list[Answered]: ...

    def close(self) -> None: ...


def _pieces(lines: Sequence[Line], count: int) -> list[Sequence[Line]]:
    size = max(1, -(-len(lines) // count))
    return [lines[start : start + size] for start in range(0, len(lines), size)]


class InProcess:
    """One worker: this process."""

    def __init__(self, work: Work) -> None:
        self.work = work

    def answer(self, lines: Sequence[Line]) -> list[Answered]:
        return self.work(lines)

    def close(self) -> None:
        pass


class ProcessPool:
    """The standard library's process pool. A pool whose worker dies is detected at once
    (`BrokenProcessPool`, where `multiprocessing.Pool` would wait forever); the window is
    retried once on a fresh pool, and a second loss stops the run."""

    def __init__(self, work: Work, workers: int) -> None:
        self.work, self.workers = work, workers
        self.pool = self._start()

    def _start(self) -> ProcessPoolExecutor:
        context = multiprocessing.get_context("spawn")
        return ProcessPoolExecutor(self.workers, mp_context=context, initializer=_leave_interrupts_to_the_parent)

    def _once(self, lines: Sequence[Line]) -> list[Answered]:
        futures: list[Future[list[Answered]]] = [
            self.pool.submit(self.work, piece) for piece in _pieces(lines, self.workers * PIECES_PER_WORKER)
        ]
        return [out for future in futures for out in future.result()]

    def answer(self, lines: Sequence[Line]) -> list[Answered]:
        try:
            return self._once(lines)
        except BrokenProcessPool:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = self._start()
        try:
            return self._once(lines)
        except BrokenProcessPool as error:
            raise EngineLost(f"a worker process died twice on a window of {len(lines)} lines") from error

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


def _leave_interrupts_to_the_parent() -> None:
    """Ctrl-C reaches every process of the terminal's group; the parent stops the pool, so a
    worker ignores it rather than print a traceback of its own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


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

    def answer(self, lines: Sequence[Line]) -> list[Answered]:
        try:
            futures = self.client.map(self.work, _pieces(lines, self.shards), pure=False)
            return [out for piece in self.client.gather(futures) for out in piece]
        except self.lost as error:
            raise EngineLost(f"the Dask cluster at {self.scheduler} lost the window: {error}") from error

    def close(self) -> None:
        self.client.close()
