"""Architecture the import contracts cannot see: no dynamic imports, nothing silenced."""

import ast
from pathlib import Path

SILENCERS = ("type: ignore", "noqa", "pragma: no cover")


def sources(root: Path) -> list[Path]:
    return sorted((root / "src").rglob("*.py"))


def test_no_dynamic_imports_in_the_library(root: Path) -> None:
    found = []
    for path in sources(root):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name) and node.id in ("__import__", "importlib"):
                found.append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [alias.name for alias in node.names] + [getattr(node, "module", None) or ""]
                # importlib.metadata reads the installed version; it imports nothing.
                if any(name.split(".")[0] == "importlib" and name != "importlib.metadata" for name in names):
                    found.append(f"{path.name}:{node.lineno}")
    assert found == []


def test_nothing_is_silenced(root: Path) -> None:
    offenders = [
        f"{path.relative_to(root)}:{number}"
        for path in sources(root)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if any(silencer in line for silencer in SILENCERS)
    ]
    assert offenders == []


def test_no_code_in_the_library_names_any(root: Path) -> None:
    offenders = []
    for path in sources(root):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            named = (
                (isinstance(node, ast.Name) and node.id == "Any")
                or (isinstance(node, ast.Attribute) and node.attr == "Any")
                or (isinstance(node, ast.ImportFrom) and any(alias.name == "Any" for alias in node.names))
            )
            if named:
                offenders.append(f"{path.relative_to(root)}:{getattr(node, 'lineno', 0)}")
    assert offenders == []
