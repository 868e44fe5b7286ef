"""The adversary corpora (`evals.adversary`) are well formed: unique ids, a text each, a label
that is an exact number or null — so the lane grades what the helpers wrote, nothing else."""

from __future__ import annotations

import json
from fractions import Fraction

from evals.adversary import CORPUS, cases


def test_every_case_has_a_unique_id_a_text_and_an_exact_label_or_none() -> None:
    read = list(cases())
    assert len(read) == sum(1 for path in CORPUS.glob("*.jsonl") for line in path.open() if line.strip())
    assert len({case.id for case in read}) == len(read)
    assert all(case.text.strip() for case in read)
    assert all(case.answer is None or isinstance(case.answer, Fraction) for case in read)


def test_labels_are_written_as_strings_never_floats() -> None:
    for path in CORPUS.glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            assert json.loads(line)["answer"] is None or isinstance(json.loads(line)["answer"], str), line
