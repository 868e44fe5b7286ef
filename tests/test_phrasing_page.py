"""The phrasing-classes page is generated from the lanes; a stale page is a failing build."""

import json

from evals import phrasing_page


def test_the_committed_page_is_what_the_lanes_hold() -> None:
    assert phrasing_page.PAGE.read_text(encoding="utf-8") == phrasing_page.render(), (
        "docs/phrasing-classes.md is out of date: run python -m evals.phrasing_page"
    )


def test_every_class_counts_its_texts_once() -> None:
    for corpus in phrasing_page.CORPORA:
        found = phrasing_page.classes(corpus)
        rows = [line for line in corpus.cases.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert sum(held.texts for held in found.values()) == len(rows)
        counts = json.loads(corpus.report.read_text(encoding="utf-8"))["counts"]
        assert sum(held.answered for held in found.values()) == counts["answered"], corpus.lane
        assert all(0 <= held.answered <= held.texts and held.example for held in found.values())
