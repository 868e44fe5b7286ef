"""Open findings: adversary corpora in which the library still answers wrongly (issue #34's
closing note names them: pay over impossible or counted-out schedules, kin who may be someone
already named, human paces over 24 hours or more). Each is pinned as a strict xfail, so the day
a reader fixes its class the test passes, fails as XPASS, and the corpus moves into the gated
lane (`evals/adversary/corpus`)."""

from pathlib import Path

import pytest

from evals.adversary import cases
from organs import Served, Terminal, contemplate, serve

OPEN = Path(__file__).parent.parent / "evals" / "adversary" / "open"


def wrong_answers(folder: Path, name: str) -> list[str]:
    found = []
    for case in cases(folder):
        if not case.id.startswith(name):
            continue
        served, contemplated = serve(case.text), contemplate(case.text)
        if isinstance(served, Served) and served.answer != case.answer:
            found.append(f"{case.id}: served {served.answer}")
        solved = contemplated.terminal is Terminal.SOLVED_VERIFIED and contemplated.answer is not None
        if solved and contemplated.answer is not None and contemplated.answer.value != case.answer:
            found.append(f"{case.id}: contemplated {contemplated.answer.value}")
    return found


@pytest.mark.xfail(strict=True, reason="open adversary findings, issue #34")
@pytest.mark.parametrize("name", sorted(path.stem for path in OPEN.glob("*.jsonl")))
def test_an_open_corpus_is_answered_without_a_wrong_answer(name: str) -> None:
    assert wrong_answers(OPEN, name) == []
