"""Linear time is gated by the `regex_growth` lane, which times every pattern from 1 KB to
1 MB (timing belongs in a lane, not a unit test). These tests make that gate complete and
the reader's own guard real: every compiled pattern is in the lane, and pathological text of
any size is refused at the length cap before a pattern runs."""

import importlib
import pkgutil
import re

import pytest

import organs
from evals.regex_growth.__main__ import PATHOLOGICAL, all_patterns
from organs.generate.combined_rate_comprehension import ORGAN

SIZE = 1_000_000


def test_the_lane_times_every_text_pattern_in_the_library() -> None:
    """Found by walking the packages, so a new reader cannot escape the lane."""
    modules = [
        importlib.import_module(info.name)
        for package in (organs,)
        for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")
    ]
    compiled = {id(v): f"{m.__name__}.{k}" for m in modules for k, v in vars(m).items() if isinstance(v, re.Pattern)}
    timed = {id(p) for p in all_patterns()}
    assert sorted(name for key, name in compiled.items() if key not in timed) == []


@pytest.mark.parametrize("name", sorted(PATHOLOGICAL))
def test_read_refuses_pathological_text_at_the_cap(name: str) -> None:
    assert ORGAN.read_text(PATHOLOGICAL[name](SIZE)).failure().reason.value == "too_long"
