"""`PositiveInt` is made only by its smart constructor."""

import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from organs.core.numbers import NotPositive, positive_int


@given(st.integers())
def test_positive_int_succeeds_exactly_for_values_above_zero(value: int) -> None:
    result = positive_int(value)
    if value > 0:
        assert result.unwrap() == value
    else:
        assert result.failure() == NotPositive(value)


def test_only_the_smart_constructor_calls_the_newtype(root: Path) -> None:
    calls = [
        str(path.relative_to(root))
        for path in sorted((root / "src").rglob("*.py"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if re.search(r"\bPositiveInt\(", line)
    ]
    assert calls == ["src/organs/core/numbers.py"]  # once, inside `positive_int`
