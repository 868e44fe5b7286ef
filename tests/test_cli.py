"""The `organs` command: what it prints, and its exit codes."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from organs.cli import main

PAINT = "Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. Working together, how many rooms do they paint in 4 hours?"


OYSTERS = "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?"


def test_solve_prints_the_served_answer_with_its_derivation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", OYSTERS]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:4] == [
        "served: 240 oysters",
        "  10 oysters in 5 minutes is 2 oysters per minute",
        "  2 hours is 120 minutes",
        "  2 × 120 = 240 oysters",
    ]


def test_solve_prints_the_contemplation_beside_the_withheld_serve(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", PAINT]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "withheld: unparsed_sentence (parse: no reading of 'alice paints 3 rooms per hour and bob paints 2 rooms per hour')",
        "contemplation: solved_verified",
        "  organ: r4_combined_rate",
        "  setup: mode=sum, rate_a=3, rate_b=2, unit=rooms, time_unit=hour, query=quantity, known=4",
        "  answer: 20 rooms",
    ]


def test_solve_prints_the_reason_of_a_refusal(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "solve",
                "Alice types 40 words per minute. Bob types 30 words per minute. How many words do they type in 5 minutes?",
            ]
        )
        == 0
    )
    assert "  reason: cmb_combine_mode_ambiguous (family cmb_combine_ambiguous)" in capsys.readouterr().out


def test_solve_json_has_exact_answers_as_strings(capsys: pytest.CaptureFixture[str]) -> None:
    main(["solve", "--json", PAINT])
    contemplation = json.loads(capsys.readouterr().out)["contemplation"]
    assert contemplation["answer"] == "20" and contemplation["terminal"] == "solved_verified"
    main(["solve", "--json", OYSTERS])
    served = json.loads(capsys.readouterr().out)["served"]
    assert served["status"] == "served" and served["answer"] == "240"


def test_solve_json_carries_the_refusal(capsys: pytest.CaptureFixture[str]) -> None:
    main(["solve", "--json", ""])
    result = json.loads(capsys.readouterr().out)
    assert result["contemplation"]["terminal"] == "not_recognized"
    assert result["served"] == {
        "status": "withheld",
        "refusal": {"organ": "serving", "stage": "parse", "reason": "empty", "detail": "no sentences"},
    }


def test_run_prints_one_row_per_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    problems = tmp_path / "in.jsonl"
    problems.write_text(json.dumps({"id": "a", "question": PAINT}) + "\n\n" + json.dumps({"question": "hi"}) + "\n")
    assert main(["run", str(problems)]) == 0
    header, *rows = capsys.readouterr().out.splitlines()
    assert header.split() == ["id", "served", "contemplation", "text"]
    assert rows[0].startswith("a ") and "solved_verified 20 rooms" in rows[0]
    assert rows[1].startswith("3 ") and "not_recognized" in rows[1]
    assert len(rows) == 2


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "in.jsonl: No such file or directory"),
        ("{not json\n", "in.jsonl:1: not JSON"),
        ('{"id": 1}\n', 'in.jsonl:1: no "question"'),
        ('{"text": "Tom has 3 pens."}\n', 'in.jsonl:1: no "question"'),  # batch's one schema: no other key
        ('{"id": 1, "question": "a"}\n{"id": "1", "question": "b"}\n', "in.jsonl:2: duplicate id"),
    ],
)
def test_user_errors_print_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, message: str
) -> None:
    path = tmp_path / "in.jsonl"
    if content is not None:
        path.write_text(content)
    assert main(["run", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_the_console_script_runs_without_a_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "organs.cli", "solve", OYSTERS], capture_output=True, text=True)
    assert done.returncode == 0 and "served: 240 oysters" in done.stdout


def test_bad_arguments_exit_2() -> None:
    done = subprocess.run([sys.executable, "-m", "organs.cli", "frobnicate"], capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr


THREE = "Three hoses fill a pool together: the first pours 2 liters per minute, the second pours 3 liters per minute and the third pours 4 liters per minute. How many liters do they pour in 10 minutes?"


def test_contemplate_files_a_proposal_and_the_review_commands_decide_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = ["--store", str(tmp_path)]
    assert main(["contemplate", "--json", *store, THREE]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["terminal"] == "proposal_emitted" and result["filed"] is True
    pid = result["proposal"]["id"]
    assert main(["proposals", "list", *store]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{pid}  cmb_unsupported_rate_count  (awaiting review)",
        f"1 proposals in {tmp_path}",
    ]
    assert main(["proposals", "decide", pid[:10], "--reject", "--note", "needs a fixture", *store]) == 0
    assert "(reject: needs a fixture)" in capsys.readouterr().out
    assert main(["proposals", "decide", pid[:10], "--accept", "--note", "again", *store]) == 1
    assert "already decided" in capsys.readouterr().err
    assert main(["proposals", "show", "ffff", *store]) == 1


def test_the_review_commands_speak_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = ["--store", str(tmp_path)]
    assert main(["contemplate", "--json", *store, THREE]) == 0
    pid = json.loads(capsys.readouterr().out)["proposal"]["id"]
    assert main(["proposals", "list", "--json", *store]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert [entry["proposal"]["id"] for entry in listing["entries"]] == [pid] and listing["corrupt"] == []
    assert main(["proposals", "decide", pid[:10], "--accept", "--note", "fixture", "--json", *store]) == 0
    assert json.loads(capsys.readouterr().out) | {"proposal": None} == {
        "proposal": None,
        "decision": "accept",
        "note": "fixture",
    }
    assert main(["proposals", "show", pid, "--json", *store]) == 0
    assert json.loads(capsys.readouterr().out)["decision"] == "accept"


def test_contemplate_dry_run_files_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ORGANS_TEACHING_DIR", str(tmp_path))
    assert main(["contemplate", "--dry-run", THREE]) == 0
    assert "proposal:" in capsys.readouterr().out
    assert not (tmp_path / "proposals").exists()


def test_contemplate_files_nothing_unless_a_queue_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ORGANS_TEACHING_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert main(["contemplate", "--json", THREE]) == 0
    assert json.loads(capsys.readouterr().out)["filed"] is False
    assert main(["contemplate", THREE]) == 0
    assert "not filed: give --store DIR or set $ORGANS_TEACHING_DIR" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setenv("ORGANS_TEACHING_DIR", str(tmp_path / "queue"))
    assert main(["contemplate", "--json", THREE]) == 0
    assert json.loads(capsys.readouterr().out)["filed"] is True
    assert len(list((tmp_path / "queue" / "proposals").iterdir())) == 1


def test_batch_reads_standard_input_and_writes_standard_output(tmp_path: Path) -> None:
    line = '{"id": "a", "question": "Tom has 12 marbles. He gives 5 to Ann. How many marbles does Tom have?", "claimed": 7}\n'
    command = [sys.executable, "-m", "organs", "batch", "-", "--out", "-", "--errors", "e.jsonl", "--quiet"]
    done = subprocess.run(command, input=line, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    [answered] = [json.loads(out) for out in done.stdout.splitlines()]
    assert answered["id"] == "a" and answered["verification"]["verdict"] == "verified"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["e.jsonl"]  # the spooled streams are gone
    resumed = [*command[:7], "--resume"]
    refused = subprocess.run(resumed, input=line, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert refused.returncode == 2 and "cannot --resume" in refused.stderr


def test_version_is_the_installed_metadata_and_python_dash_m_is_the_command() -> None:
    import organs

    done = subprocess.run([sys.executable, "-m", "organs", "--version"], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout == f"organs {organs.__version__}\n"
    assert organs.__version__.count(".") >= 2


def test_run_with_steps_prints_each_served_answers_derivation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    problems = tmp_path / "p.jsonl"
    problems.write_text(
        '{"id": "a", "question": "Keziah has 15 crayons. Odessa has 3 more than twice as many crayons as Keziah. '
        'How many crayons do the two have together?"}\n{"id": "b", "question": "What is love?"}\n',
        encoding="utf-8",
    )
    assert main(["run", "--steps", str(problems)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("a        48 crayons")
    assert [line.strip() for line in lines[2:5]] == [
        "Keziah's crayons = 15",
        "Odessa's crayons = 2 × 15 + 3 = 33",
        "Keziah's crayons + Odessa's crayons = 15 + 33 = 48 crayons",
    ]
    assert lines[5].startswith("b        — unparsed_question")
