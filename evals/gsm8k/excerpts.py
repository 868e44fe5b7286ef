"""Whether the project quotes GSM8K, which the design forbids ("never commit it or excerpts of
it"): tests and lanes take the data's path, and write their own texts.

An excerpt is a run of `RUN` words that a train question and a project text file share, words
being lower-case letters, digits, "$" and "'" (so case, punctuation and line breaks hide
nothing, nor a line break written "\\n" in a string). Ten words: shorter runs are stock
phrases no problem owns ("how many hours a day …"); ten shared words are a quotation. A run
the specification itself quotes (its oyster problem, which GSM8K also holds) is the project's
own fixture, and allowed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Final

RUN: Final = 10
TEXT_SUFFIXES: Final = frozenset((".py", ".md", ".json", ".jsonl", ".txt", ".toml", ".cfg", ".ini", ".yaml", ".yml"))
_WORD: Final = re.compile(r"[a-z0-9$']+")
# Folders no commit holds: the environment, caches, version control.
_NOT_THE_PROJECT: Final = frozenset(("__pycache__", "node_modules", "build", "dist"))


def runs(text: str) -> list[str]:
    """Every run of `RUN` words in the text, in order, each as one space-joined string."""
    words = _WORD.findall(text.lower().replace("\\n", " ").replace("\\t", " "))  # "Monday,\\nand": two words
    return [" ".join(words[at : at + RUN]) for at in range(len(words) - RUN + 1)]


def project_files(root: Path) -> Iterator[Path]:
    """The project's text files under `root`, in a fixed order: no hidden folder (".venv",
    ".git", caches) and no build output."""
    for path in sorted(root.rglob("*")):
        parts = path.relative_to(root).parts
        if any(part.startswith(".") or part in _NOT_THE_PROJECT for part in parts[:-1]):
            continue
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            yield path


def excerpts(questions: Iterable[str], root: Path, allowed: Iterable[str] = ()) -> dict[str, str]:
    """Each project file that shares a run with a question, with the first such run (by the
    file's path relative to `root`); runs of the `allowed` texts are no excerpt."""
    quoted = {run for question in questions for run in runs(question)}
    quoted -= {run for text in allowed for run in runs(text)}
    found: dict[str, str] = {}
    for path in project_files(root):
        first = next((run for run in runs(path.read_text(encoding="utf-8", errors="replace")) if run in quoted), None)
        if first is not None:
            found[path.relative_to(root).as_posix()] = first
    return found
