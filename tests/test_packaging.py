"""The package as a user installs it: a wheel in a fresh virtualenv, imported from a folder that
holds a `core/` package of its own, and type-checked by the user's `mypy --strict` through the
`py.typed` marker. Slow (it builds and installs), so it runs once, here."""

import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
MYPY = Path(sys.executable).parent / "mypy"

USER_SCRIPT = """\
from fractions import Fraction

import organs

reveal_type(organs.verify)
claimed: Fraction = organs.read_claim("The answer is 7.")
served = organs.serve("Tom has 12 marbles. He gives 5 to Ann. How many marbles does Tom have?")
if isinstance(served, organs.Served):
    answer: int = served.answer
organs.serve(12)
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtualenv with the project's wheel installed; its python."""
    folder = tmp_path_factory.mktemp("packaging")
    wheels = folder / "dist"
    build = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", str(ROOT), "-w", str(wheels)]
    subprocess.run(build, check=True, capture_output=True)
    venv.create(folder / "venv", with_pip=True)
    python = folder / "venv" / "bin" / "python"
    [wheel] = wheels.glob("organs-*.whl")
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True, capture_output=True)
    return python


def test_the_wheel_imports_beside_a_users_own_core_package(installed: Path, tmp_path: Path) -> None:
    (tmp_path / "core").mkdir()
    (tmp_path / "core" / "__init__.py").write_text("SHADOW = True\n")
    code = "import organs, core; print(organs.serve('Tom has 12 marbles. He gives 5 to Ann. How many marbles does Tom have?').answer, core.SHADOW)"
    done = subprocess.run([str(installed), "-c", code], cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "7 True\n"


def test_the_wheel_ships_its_licence_and_type_marker(installed: Path) -> None:
    code = (
        "import importlib.metadata as m, pathlib, organs; d = m.distribution('organs');"
        "print(m.version('organs') == organs.__version__, d.metadata['License-Expression'],"
        " any(p.name == 'LICENSE' for p in d.files), (pathlib.Path(organs.__file__).parent / 'py.typed').exists())"
    )
    done = subprocess.run([str(installed), "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "True MIT True True\n"


def test_a_users_mypy_strict_sees_real_types(installed: Path, tmp_path: Path) -> None:
    script = tmp_path / "user.py"
    script.write_text(USER_SCRIPT)
    check = [str(MYPY), "--strict", "--no-incremental", "--python-executable", str(installed), str(script)]
    done = subprocess.run(check, cwd=tmp_path, capture_output=True, text=True, check=False)
    lines = done.stdout.splitlines()
    assert any(
        'Revealed type is "def (text: builtins.str, claimed: builtins.str | builtins.int | fractions.Fraction |' in line
        or 'Revealed type is "def (text: str, claimed: str | int |' in line
        for line in lines
    ), done.stdout
    # A wrong argument is an error the user sees: the package is typed, not Any.
    assert any('user.py:10: error: Argument 1 to "serve" has incompatible type "int"' in line for line in lines), (
        done.stdout
    )
    assert "Found 1 error" in done.stdout
