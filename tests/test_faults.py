"""Issue #10's faults, in process and fast: JSON Lines input that cannot be read, ids that would
collide, output a resume must refuse, a pool that loses its workers, a store that is corrupt,
unwritable or shared. `python -m evals.faults` replays the same faults through the real CLI
(subprocesses, SIGKILL); these pin the parts each of those replays rests on."""

import io
import json
import os
from collections.abc import Iterable, Iterator, Sequence
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from evals.faults.scenarios import die_on_line_700
from organs import batch, engines, jsonl
from organs.cli import main
from organs.core.comprehension_attempt.proposal import Proposal
from organs.core.refusal import Organ
from organs.teaching import CorruptEntry, Decision, InvalidRequest, ReviewQueue, StoreError

QUESTION = "Tom had 12 marbles. He gave 5 to Ann. How many does he have now?"
IN_PROCESS = engines.InProcess(batch.answer_window).answer


def read(data: bytes) -> list[batch.Line]:
    return list(batch.read_lines(io.BufferedReader(io.BytesIO(data)), "in.jsonl"))


def proposal(n: int) -> Proposal:
    return Proposal(f"text {n}", Organ.R4_COMBINED_RATE, "r", "f", "t")


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        (b"\n", "blank line"),
        (b'{"question": "Caf\xe9?"}\n', "not UTF-8 (byte 0xe9 at column 18)"),
        (b"{nope\n", "not JSON: Expecting property name enclosed in double quotes (column 2)"),
        (b"[" * 100_000 + b"\n", "not JSON: nested too deeply"),
        (b'{"n": ' + b"9" * 5_000 + b"}\n", "not JSON that can be read: an integer of more than 4,300 digits"),
        (b"[1, 2]\n", "not a JSON object"),
    ],
)
def test_a_line_that_is_not_a_json_object_says_why_and_the_next_line_is_read(raw: bytes, why: str) -> None:
    first, second = read(raw + json.dumps({"question": QUESTION}).encode() + b"\n")
    assert first.error is not None and first.error.startswith(why)
    assert (second.number, second.question, second.error) == (2, QUESTION, None)


def test_a_byte_order_mark_opens_the_first_line_and_nothing_else() -> None:
    (line,) = read(b"\xef\xbb\xbf" + json.dumps({"question": QUESTION}).encode())
    assert line.question == QUESTION


@pytest.mark.parametrize(("data", "line"), [(b"\x89PNG\r\n\x1a\n\x00\x00", 3), (b"{}\n" * 5_000 + b"\x00", 5_001)])
def test_a_nul_byte_means_a_binary_file_named_by_its_line(data: bytes, line: int) -> None:
    with pytest.raises(jsonl.BinaryFile, match=f"in.jsonl:{line}: a NUL byte"):
        read(data)


def test_ids_are_echoed_never_invented_and_a_repeated_one_is_malformed() -> None:
    rows = [{"id": "3"}, {}, {}, {"id": 1}, {"id": "1"}, {"id": True}, {"id": 2.5}, {"id": "3"}]
    lines = read(b"".join(json.dumps(row | {"question": QUESTION}).encode() + b"\n" for row in rows))
    assert [line.id for line in lines] == ["3", None, None, 1, "1", None, None, "3"]
    assert [line.error for line in lines] == [
        None,
        None,
        None,
        None,
        "duplicate id '1': line 4 has it",
        '"id" must be a string or an integer',
        '"id" must be a string or an integer',
        "duplicate id '3': line 1 has it",
    ]


@pytest.mark.parametrize("claimed", [True, None, [3], {"x": 3}])
def test_a_claim_that_is_not_text_or_a_number_is_malformed(claimed: object) -> None:
    (line,) = read(json.dumps({"question": QUESTION, "claimed": claimed}).encode())
    assert line.error == ('"claimed" must be a string or a number' if claimed is not None else None)


@pytest.mark.parametrize(("written", "value"), [("12.0", Decimal(12)), ("2.5", Decimal("2.5")), ("7", 7)])
def test_a_json_number_claim_is_read_exactly(written: str, value: object) -> None:
    (line,) = read(f'{{"question": "{QUESTION}", "claimed": {written}}}'.encode())
    assert line.error is None and line.claimed == value and type(line.claimed) is type(value)
    assert json.loads(batch.answer(line).json)["verification"]["claimed"] == str(Fraction(value))


def test_an_output_line_counts_the_same_written_now_or_read_back_on_resume() -> None:
    (line,) = read(json.dumps({"question": QUESTION, "claimed": "7"}).encode())
    answered = batch.answer(line)
    assert answered.tags == batch.tags_of(json.loads(answered.json))
    assert answered.tags == ("served", "contemplate:solved_verified", "verdict:verified")


def test_resume_cuts_only_a_torn_last_line(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_bytes(b'{"line": 1}\n' + b"x" * 200_000)  # a torn line longer than one block
    with out.open("r+b") as data:
        assert batch._complete_lines(data) == 1
    assert out.read_bytes() == b'{"line": 1}\n'
    out.write_bytes(b"no newline at all")
    with out.open("r+b") as data:
        assert batch._complete_lines(data) == 0
    assert out.read_bytes() == b""


def test_a_pool_that_loses_a_worker_twice_stops_with_engine_lost(tmp_path: Path) -> None:
    lines = [batch.Line(n, "", None, QUESTION, None, None) for n in range(695, 705)]
    pool = engines.ProcessPool(die_on_line_700, 2)
    try:
        with pytest.raises(engines.EngineLost, match="died twice on a window of 10 lines"):
            list(pool.answer([lines]))
        # the pool was replaced: a window without the deadly line is answered
        assert [len(answered) for answered in pool.answer([lines[:5]])] == [5]
    finally:
        pool.close()


def test_the_cli_exits_3_when_its_workers_are_lost(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Lost:
        def answer(self, windows: Iterable[Sequence[batch.Line]]) -> Iterator[list[batch.Answered]]:
            raise engines.EngineLost("a worker process died twice on a window of 1 lines")

        def close(self) -> None:
            pass

    monkeypatch.setattr(engines, "local", lambda work, workers: Lost())
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"question": QUESTION}) + "\n")
    assert main(["batch", str(source), "--out", str(tmp_path / "o.jsonl"), "--quiet"]) == 3
    err = capsys.readouterr().err
    assert "died twice" in err and "--resume" in err and err.count("\n") == 1


def test_listing_names_corrupt_entries_and_keeps_the_sound_ones(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    pid = queue.put(proposal(1))
    folder = tmp_path / "proposals"
    (folder / ("a" * 64 + ".json")).write_text("{not json")
    (folder / ("b" * 64 + ".json")).write_text(json.dumps({"text": "t"}))
    (folder / ("c" * 64 + ".json")).write_bytes(b"\xff\xfe")
    (tmp_path / "decisions").mkdir()
    (tmp_path / "decisions" / f"{pid}.json").write_text(json.dumps({"id": pid, "decision": "maybe", "note": ""}))
    listing = queue.list()
    assert listing.entries == []
    assert sorted(corrupt.path.name[0] for corrupt in listing.corrupt) == ["a", "b", "c", pid[0]]
    with pytest.raises(CorruptEntry, match="not a decision"):
        queue.show(pid)


def test_a_store_that_cannot_be_written_is_a_store_error_naming_the_path(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(StoreError, match=r"file is not a store"):
        ReviewQueue(tmp_path / "file").put(proposal(1))


def test_a_note_must_be_text(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    pid = queue.put(proposal(1))
    with pytest.raises(InvalidRequest, match="note must be text"):
        queue.decide(pid, Decision.ACCEPT, "fine \udcff")
    assert not (tmp_path / "decisions").exists()


@pytest.mark.parametrize(("mask", "mode"), [(0o002, 0o664), (0o022, 0o644), (0o077, 0o600)])
def test_stored_files_take_the_mode_the_umask_gives(tmp_path: Path, mask: int, mode: int) -> None:
    previous = os.umask(mask)
    try:
        queue = ReviewQueue(tmp_path)
        pid = queue.put(proposal(1))
        queue.decide(pid, Decision.ACCEPT, "ok")
    finally:
        os.umask(previous)
    for kind in ("proposals", "decisions"):
        assert (tmp_path / kind / f"{pid}.json").stat().st_mode & 0o777 == mode


def test_the_same_file_named_twice_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"question": QUESTION}) + "\n")
    (tmp_path / "alias.jsonl").hardlink_to(source)
    for out, errors in ((source, tmp_path / "e"), (tmp_path / "alias.jsonl", tmp_path / "e"), (tmp_path / "o", source)):
        with pytest.raises(batch.FilesError, match="the same file"):
            batch.run(source, out, errors, IN_PROCESS)
    with pytest.raises(batch.FilesError, match="a folder"):
        batch.run(source, tmp_path, tmp_path / "e", IN_PROCESS)
    assert source.read_text() == json.dumps({"question": QUESTION}) + "\n"


def test_resume_matches_output_to_input_by_the_bytes_of_each_line(tmp_path: Path) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text(json.dumps({"question": QUESTION}) + "\n")
    second.write_text(json.dumps({"question": QUESTION + " "}) + "\n")  # no id either way
    out, errors = tmp_path / "o.jsonl", tmp_path / "e.jsonl"
    batch.run(first, out, errors, IN_PROCESS)
    kept = out.read_bytes()
    with pytest.raises(batch.ResumeError, match=r"o\.jsonl:1: answers line 1 whose bytes differ"):
        batch.run(second, out, errors, IN_PROCESS, resume=True)
    assert out.read_bytes() == kept


def test_an_output_another_batch_is_writing_is_refused(tmp_path: Path) -> None:
    import fcntl

    source, out = tmp_path / "in.jsonl", tmp_path / "o.jsonl"
    source.write_text(json.dumps({"question": QUESTION}) + "\n")
    with out.open("a+b") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(batch.Busy, match="another batch is writing"):
            batch.run(source, out, tmp_path / "e.jsonl", IN_PROCESS)


def test_entries_that_are_not_regular_files_are_corrupt_and_never_waited_on(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    pid = queue.put(proposal(1))
    folder = tmp_path / "proposals"
    os.mkfifo(folder / ("a" * 64 + ".json"))
    (folder / ("b" * 64 + ".json")).mkdir()
    (folder / ("c" * 64 + ".json")).symlink_to(folder / f"{pid}.json")
    listing = queue.list()
    assert [entry.proposal.id for entry in listing.entries] == [pid]
    assert sorted(str(corrupt).rsplit(": ", 1)[1] for corrupt in listing.corrupt) == [
        "a store reads only its own files",
        "not a regular file",
        "not a regular file",
    ]
    assert queue.show(pid.upper()[:10]).proposal.id == pid  # an id in capitals is the same id


def test_a_store_folder_that_is_a_symbolic_link_is_refused(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "store")
    pid = queue.put(proposal(1))
    (tmp_path / "outside").mkdir()
    (tmp_path / "store" / "decisions").symlink_to(tmp_path / "outside")
    with pytest.raises(StoreError, match="symbolic link"):
        queue.decide(pid, Decision.ACCEPT, "ok")
    assert list((tmp_path / "outside").iterdir()) == []
