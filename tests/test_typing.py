"""The types carry the proof: misuse of the model fails mypy, line by line."""

import re
from pathlib import Path

from mypy import api


def test_misuse_fails_mypy_exactly_on_the_marked_lines(root: Path) -> None:
    target = root / "tests/typing/misuse.py"
    stdout, _, status = api.run(["--config-file", str(root / "pyproject.toml"), "--no-incremental", str(target)])
    reported = {int(m.group(1)) for m in re.finditer(r"misuse\.py:(\d+): error", stdout)}
    marked = {
        number for number, line in enumerate(target.read_text().splitlines(), start=1) if re.search(r"# E:", line)
    }
    assert status == 1
    assert reported == marked, stdout
