"""Each import contract fails on a deliberate violation, so the gate cannot be vacuous;
and the AST guard catches what import-linter cannot see: imports by string."""

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"

# (contract name as printed, file to change, the import that breaks it)
VIOLATIONS = [
    ("1. Layers: organs (public face) > teaching | generate > core (kernel)", "src/core/numbers.py", "import generate.math_lexicon"),
    ("1. Layers: organs (public face) > teaching | generate > core (kernel)", "src/teaching/store.py", "import generate.contemplation"),
    ("2. Nothing in the library imports the eval lanes", "src/organs/cli.py", "import evals.report"),
    ("3. Nothing off the serving path imports a serving module", "src/generate/combined_rate_comprehension/reader.py", "import core.reliability_gate"),
    ("3. Nothing off the serving path imports a serving module", "src/core/comprehension_attempt/router.py", "import generate.math_solver"),
    ("4. The serving path imports nothing of the comprehension stack", "src/generate/derivation.py", "import generate.combined_rate_comprehension"),
    ("4. The serving path imports nothing of the comprehension stack", "src/core/reliability_gate.py", "import core.comprehension_attempt.router"),
]


def lint(tree: Path) -> subprocess.CompletedProcess[str]:
    environment = os.environ | {"PYTHONPATH": f"{tree / 'src'}{os.pathsep}{tree}"}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"], cwd=tree, env=environment, capture_output=True, text=True, check=False
    )


@pytest.fixture
def tree(root: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "tree"
    for part in ("src", "evals"):
        shutil.copytree(root / part, copy / part, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    shutil.copy(root / ".importlinter", copy / ".importlinter")
    return copy


def test_the_untouched_tree_keeps_every_contract(tree: Path) -> None:
    done = lint(tree)
    assert done.returncode == 0, done.stdout
    assert "4 kept, 0 broken" in done.stdout


@pytest.mark.parametrize(("contract", "path", "line"), VIOLATIONS, ids=[f"{v[0][:2]}{v[1]}" for v in VIOLATIONS])
def test_each_contract_breaks_on_a_deliberate_violation(tree: Path, contract: str, path: str, line: str) -> None:
    target = tree / path
    target.write_text(target.read_text() + f"\n{line}  # deliberate violation\n")
    done = lint(tree)
    assert done.returncode != 0
    # A violation may break more than its own contract (imports are followed transitively);
    # its own contract must be among the broken.
    assert f"{contract} BROKEN" in " ".join(done.stdout.split())


# The spec's AST guard: no off-serving module references a serving module, whether by an
# import statement or by a string handed to importlib / __import__.
SERVING = (
    "core.reliability_gate", "generate.derivation", "generate.math_candidate_graph",
    "generate.math_candidate_parser", "generate.math_lexicon", "generate.math_problem_graph",
    "generate.math_solver", "generate.math_verifier", "organs.serving",
)  # fmt: skip
OFF_SERVING = (
    "generate/change_comprehension", "generate/grouping_comprehension", "generate/single_rate_comprehension",
    "generate/combined_rate_comprehension", "core/comprehension_attempt", "generate/contemplation", "teaching",
)  # fmt: skip


def serving_references(source: str) -> list[str]:
    """Every place `source` names a serving module: imports, and any string literal."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names = [node.value]
        found += [f"{node.lineno}:{name}" for name in names if any(name.startswith(m) for m in SERVING)]
    return found


@pytest.mark.parametrize(
    "source",
    [
        "import core.reliability_gate",
        "from generate.derivation import derive",
        "from generate import math_solver",
        "import importlib\nimportlib.import_module('generate.math_verifier')",
        "__import__('organs.serving')",
    ],
)
def test_the_guard_catches_every_way_of_naming_a_serving_module(source: str) -> None:
    assert serving_references(source)


def test_no_off_serving_module_names_a_serving_module(root: Path) -> None:
    modules = [path for folder in OFF_SERVING for path in sorted((root / "src" / folder).rglob("*.py"))]
    assert modules
    found = {str(path.relative_to(root)): serving_references(path.read_text()) for path in modules}
    assert {path: refs for path, refs in found.items() if refs} == {}
