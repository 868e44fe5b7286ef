"""Each import contract fails on a deliberate violation, so the gate cannot be vacuous — also
for code not yet written (a new organ, a new serving module, a new kernel module); and the AST
guard catches what import-linter cannot see: imports by string."""

import ast
import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"
ROOT = Path(__file__).parent.parent

LAYERS = "1. Layers: organs (public face) > teaching | generate > core (kernel)"
EVALS = "2. Nothing in the library imports the eval lanes"
CORE = "3. core: each path's part above the kernel; nothing undeclared"
GENERATE = "4. generate: contemplation above independent organs; nothing undeclared"
SERVING_SEALED = "5. Only the serving path, the public face and lanes import serving"
STACK_SEALED = "6. Only the stack, teaching, the public face and lanes import the stack"

# (contract as printed, file to create or extend, the import that breaks it)
VIOLATIONS = [
    (LAYERS, "src/organs/core/numbers.py", "import organs.generate.math_candidate_parser"),
    (LAYERS, "src/organs/teaching/store.py", "import organs.generate.contemplation"),
    (EVALS, "src/organs/cli.py", "import evals.report"),
    (CORE, "src/organs/core/text.py", "import organs.core.comprehension_attempt.router"),
    (CORE, "src/organs/core/reliability_gate.py", "import organs.core.comprehension_attempt.router"),
    (GENERATE, "src/organs/generate/change_comprehension/reader.py", "import organs.generate.grouping_comprehension"),
    (GENERATE, "src/organs/generate/single_rate_comprehension/reader.py", "import organs.generate.contemplation"),
    (
        SERVING_SEALED,
        "src/organs/generate/combined_rate_comprehension/reader.py",
        "import organs.core.reliability_gate",
    ),
    (SERVING_SEALED, "src/organs/core/comprehension_attempt/router.py", "import organs.generate.serving.solver"),
    (SERVING_SEALED, "src/organs/teaching/store.py", "import organs.generate.derivation"),
    (STACK_SEALED, "src/organs/generate/derivation.py", "import organs.generate.combined_rate_comprehension"),
    (STACK_SEALED, "src/organs/generate/serving/solver.py", "import organs.core.comprehension_attempt.router"),
    # Code not yet written: a new organ, a new serving module, new kernel and generate modules.
    (SERVING_SEALED, "src/organs/generate/fraction_comprehension/__init__.py", "import organs.generate.serving.solver"),
    (GENERATE, "src/organs/generate/fraction_comprehension/__init__.py", "import organs.core.numbers"),
    (STACK_SEALED, "src/organs/generate/serving/fractions.py", "import organs.generate.change_comprehension"),
    (CORE, "src/organs/core/geometry.py", "import organs.core.numbers"),
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
    assert "6 kept, 0 broken" in done.stdout


@pytest.mark.parametrize(("contract", "path", "line"), VIOLATIONS, ids=[f"{v[0][:2]}{v[1]}" for v in VIOLATIONS])
def test_each_contract_breaks_on_a_deliberate_violation(tree: Path, contract: str, path: str, line: str) -> None:
    target = tree / path
    target.parent.mkdir(parents=True, exist_ok=True)
    existing = target.read_text() if target.exists() else ""
    target.write_text(existing + f"\n{line}  # deliberate violation\n")
    done = lint(tree)
    assert done.returncode != 0
    # A violation may break more than its own contract (imports are followed transitively);
    # its own contract must be among the broken.
    assert f"{contract} BROKEN" in " ".join(done.stdout.split())


def _contract(key: str, field: str) -> tuple[str, ...]:
    """The modules a contract names, each once: `pkg` and `pkg.**` both mean the package."""
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    named = (name.removesuffix(".**") for name in config[f"importlinter:contract:{key}"][field].split())
    return tuple(dict.fromkeys(named))


# The spec's AST guard, over the same module lists the contracts name (one copy, read from
# .importlinter): no stack module references a serving module, by an import statement or by
# a string handed to importlib / __import__.
SERVING = _contract("serving-protected", "protected_modules")
STACK = _contract("stack-protected", "protected_modules")


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
        "import organs.core.reliability_gate",
        "from organs.generate.derivation import derive",
        "from organs.generate.serving import solver",
        "import importlib\nimportlib.import_module('organs.generate.serving.verifier')",
        "__import__('organs.generate.math_candidate_graph')",
    ],
)
def test_the_guard_catches_every_way_of_naming_a_serving_module(source: str) -> None:
    assert serving_references(source)


def test_no_stack_module_names_a_serving_module(root: Path) -> None:
    folders = [root / "src" / module.replace(".", "/") for module in (*STACK, "organs.teaching")]
    modules = [path for folder in folders for path in sorted(folder.rglob("*.py"))]
    assert len(modules) > len(folders)
    found = {str(path.relative_to(root)): serving_references(path.read_text()) for path in modules}
    assert {path: refs for path, refs in found.items() if refs} == {}


def test_every_organ_package_is_sealed_and_independent(root: Path) -> None:
    """The contracts name the organs; a new organ package must be added to both lists."""
    organs = {path.name for path in (root / "src" / "organs" / "generate").glob("*_comprehension")}
    assert {f"organs.generate.{name}" for name in organs} <= set(STACK)
    layers = " ".join(_contract("generate", "layers"))
    assert all(name in layers for name in organs)
