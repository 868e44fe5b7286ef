from pathlib import Path

import pytest

# tests/typing holds code that must fail mypy; it is checked by test_typing.py, never run.
collect_ignore = ["typing"]

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def root() -> Path:
    return ROOT
