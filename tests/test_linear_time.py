"""Every reader and kernel pattern on pathological strings (no timing asserted here:
growth is measured by `python -m evals.regex_growth`). A pattern with catastrophic
backtracking would not finish these inputs; each case also checks what was found."""

import re

import pytest

from core import text as kernel
from generate import math_candidate_parser as parser
from generate.change_comprehension import reader as change_reader
from generate.grouping_comprehension import reader as grouping_reader
from generate.single_rate_comprehension import reader as single_rate_reader
from generate.combined_rate_comprehension import read, reader
from evals.regex_growth.__main__ import PATHOLOGICAL, all_patterns

SIZE = 200_000


@pytest.mark.parametrize("name", sorted(PATHOLOGICAL))
def test_every_pattern_finishes_on_pathological_input(name: str) -> None:
    subject = PATHOLOGICAL[name](SIZE)
    assert len(subject) >= SIZE
    for pattern in all_patterns():
        matches = sum(1 for _ in pattern.finditer(subject))
        assert matches <= len(subject)


def test_the_pattern_registry_holds_every_compiled_pattern_of_every_reader() -> None:
    compiled = [v for module in (reader, kernel, parser, single_rate_reader, grouping_reader, change_reader) for v in vars(module).values() if isinstance(v, re.Pattern)]
    assert {id(p) for p in compiled} <= {id(p) for p in all_patterns()}


@pytest.mark.parametrize("name", sorted(PATHOLOGICAL))
def test_read_refuses_pathological_text_at_the_cap(name: str) -> None:
    assert read(PATHOLOGICAL[name](SIZE)).failure().reason.value == "too_long"
