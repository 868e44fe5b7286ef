"""Batch runs: order, one line out per line in, nothing lost, and the Dask engine
byte-identical to the local one. Kills, resumes and lost workers: tests/test_faults.py and the
fault lane (`python -m evals.faults`), which SIGKILLs real runs."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from organs.cli import main

PROBLEMS = [
    ("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?", "240"),
    ("Tom had 12 marbles. He gave 5 to Ann. How many does he have now?", "7.0"),
    ("4 boxes with 12 pencils in each. How many pencils are there in total?", "$50"),
    ("A car travels at 60 mph for 3 hours. How many miles does it travel?", None),
    ("What is love?", "42"),
]


def write_input(path: Path, copies: int, extra: list[str] | None = None) -> Path:
    with path.open("w") as out:
        for n in range(copies):
            question, claimed = PROBLEMS[n % len(PROBLEMS)]
            row = {"id": f"p{n}", "question": question} | ({"claimed": claimed} if claimed else {})
            out.write(json.dumps(row) + "\n")
        for line in extra or []:
            out.write(line + "\n")
    return path


def test_one_result_line_per_input_line_in_order(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", 25)
    assert main(["batch", str(source), "--out", str(tmp_path / "out.jsonl"), "--workers", "2", "--quiet"]) == 0
    results = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert [r["id"] for r in results] == [f"p{n}" for n in range(25)]
    assert results[0]["served"]["answer"] == "240" and results[0]["verification"]["verdict"] == "verified"
    assert results[1]["verification"]["verdict"] == "verified"  # "7.0" is exactly 7
    assert results[2]["verification"]["verdict"] == "contradicted" and results[2]["verification"]["ours"] == "48"
    assert "verification" not in results[3] and results[3]["contemplation"]["answer"] == "180"
    assert results[4]["verification"]["verdict"] == "unverifiable"


def test_malformed_lines_are_reported_never_dropped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = [
        "{not json",
        "[1, 2]",
        json.dumps({"id": "q"}),
        "",
        json.dumps({"id": "c", "question": "Hi?", "claimed": "many"}),
    ]
    source = write_input(tmp_path / "in.jsonl", 3, bad)
    assert main(["batch", str(source), "--out", str(tmp_path / "out.jsonl"), "--workers", "1", "--quiet"]) == 1
    results = (tmp_path / "out.jsonl").read_text().splitlines()
    assert len(results) == 8  # one line out per line in, malformed ones included
    errors = [json.loads(line) for line in (tmp_path / "out.jsonl.errors.jsonl").read_text().splitlines()]
    assert [e["line"] for e in errors] == [4, 5, 6, 7, 8]
    assert "malformed 5 (lines 4, 5, 6, 7, 8)" in capsys.readouterr().err


def test_resume_cuts_a_torn_last_line(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", 10)
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(source), "--out", str(out), "--workers", "1", "--quiet"]) == 0
    complete = out.read_bytes()
    out.write_bytes(complete[: complete.index(b"\n", 3000) + 40])  # a write killed mid-line
    assert main(["batch", str(source), "--out", str(out), "--workers", "1", "--resume", "--quiet"]) == 0
    assert out.read_bytes() == complete


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["batch", "missing.jsonl", "--out", "o.jsonl"], "cannot read missing.jsonl"),
        (["batch", "in.jsonl", "--out", "o.jsonl", "--engine", "dask"], "--engine dask needs --scheduler"),
        (["verify", "What?", "--claimed", "forty"], "'forty' states no number in digits"),
        # an option that would do nothing
        (["contemplate", "--dry-run", "--store", "s", "Tom has 3 pens."], "--dry-run files nothing"),
        (["batch", "in.jsonl", "--out", "o.jsonl", "--connect-timeout", "3"], "go with --engine dask"),
        (["batch", "in.jsonl", "--out", "o.jsonl", "--scheduler", "tcp://127.0.0.1:1"], "go with --engine dask"),
        (["run", "--json", "--steps", "in.jsonl"], "--steps is for the table"),
    ],
)
def test_user_errors_exit_2_with_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    arguments: list[str],
    message: str,
) -> None:
    write_input(tmp_path / "in.jsonl", 1)
    monkeypatch.chdir(tmp_path)
    assert main(arguments) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl"]  # nothing written


def test_bad_worker_counts_are_usage_errors() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "organs.cli", "batch", "x", "--out", "y", "--workers", "0"],
        capture_output=True,
        text=True,
    )
    assert (
        done.returncode == 2
        and "from 1 to 256" in done.stderr
        and done.stderr.count("\n") == 1
        and "Traceback" not in done.stderr
    )


def test_the_dask_engine_writes_exactly_what_the_local_engine_writes(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    source = write_input(tmp_path / "in.jsonl", 3_000, ["{broken"])
    local, remote = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    assert main(["batch", str(source), "--out", str(local), "--workers", "2", "--quiet"]) == 1
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        arguments = [
            "batch",
            str(source),
            "--out",
            str(remote),
            "--engine",
            "dask",
            "--scheduler",
            cluster.scheduler_address,
        ]
        assert main([*arguments, "--workers", "2", "--quiet"]) == 1
    assert remote.read_bytes() == local.read_bytes()
    assert (tmp_path / "dask.jsonl.errors.jsonl").read_bytes() == (tmp_path / "local.jsonl.errors.jsonl").read_bytes()
