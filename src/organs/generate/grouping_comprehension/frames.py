"""The frame table of `lexicon.py`, compiled: each template becomes one anchored pattern whose
named groups are its slots. Matching a clause gives every frame that matches it in full, with
the raw text of each slot; `facts.py` types them.

>>> [(m.frame, m.slots["groups"], m.slots["items"]) for m in statement_matches("there are 7 rows of 8 chairs each")]
[('groups_holding_each', '7', 'chairs'), ('groups_of', '7', 'chairs each')]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from organs.core.text import alternation
from organs.generate.grouping_comprehension import lexicon
from organs.generate.grouping_comprehension.model import Operation

_NUMBER: Final = r"\d++"
_WORD: Final = r"[a-z]++"
_PHRASE: Final = r"(?:[a-z]++ )??[a-z]++"  # a counted noun, with at most one word before it
_AGENT: Final = r"(?:[a-z]++ ){0,2}?[a-z]++"  # "tom", "ms park", "a parking lot"
_PLACE: Final = rf"(?:{alternation(lexicon.DETERMINERS)}) {_PHRASE}"
_THEM: Final = rf"them|the {_PHRASE}"

# What each slot may hold, as text; `facts.py` decides whether the words fit the role.
SLOT_PATTERNS: Final[dict[str, str]] = {
    **dict.fromkeys(("groups", "size", "total", "sharers", "held"), _NUMBER),
    **dict.fromkeys(("containers", "container", "sharer", "material"), _WORD),
    **dict.fromkeys(("items", "held_items"), _PHRASE),
    "agent": _AGENT,
    "place": _PLACE,
    "them": _THEM,
    **{slot: alternation(forms) for slot, forms in lexicon.VERB_SLOTS.items()},
}

_TEMPLATE_TOKEN_RE: Final = re.compile(
    r"\{(?P<slot>[a-z_]++)\}|<(?P<set>[a-z_]++)>|(?P<mark>[\[\]()|])|(?P<text>[^{}<>\[\]()|]++)", re.ASCII
)


def _expand(template: str) -> str:
    for name, body in lexicon.MACROS.items():
        template = template.replace(f"{{{name}}}", body)
    return template


def compile_template(template: str) -> re.Pattern[str]:
    """One anchored pattern for a template; a slot that is not known is a programming error.

    >>> compile_template("there are {groups} [big ]<each>").match("there are 7 every")["groups"]
    '7'
    """
    parts: list[str] = []
    for token in _TEMPLATE_TOKEN_RE.finditer(_expand(template)):
        slot, words, mark, text = token.group("slot", "set", "mark", "text")
        if slot is not None:
            parts.append(f"(?P<{slot}>{SLOT_PATTERNS[slot]})")
        elif words is not None:
            parts.append(f"(?:{alternation(lexicon.WORD_SETS[words])})")
        elif mark is not None:
            parts.append({"[": "(?:", "]": ")?", "(": "(?:", ")": ")", "|": "|"}[mark])
        else:
            parts.append(re.escape(text))
    return re.compile(f"^(?:{''.join(parts)})$", re.ASCII)


@dataclass(frozen=True, slots=True)
class Compiled:
    frame: str
    asks: Operation | None  # None: a statement frame
    pattern: re.Pattern[str]


@dataclass(frozen=True, slots=True)
class Match:
    """One frame that matched a clause in full, and the text of each slot it filled."""

    frame: str
    asks: Operation | None
    slots: Mapping[str, str]


_NAMED_GROUP_RE: Final = re.compile(r"\(\?P<[a-z_]++>", re.ASCII)


@dataclass(frozen=True, slots=True)
class Table:
    """Compiled frames, and one pattern that matches exactly when some frame does: one cheap
    test turns away nearly every sentence of a text that is not R2's."""

    frames: tuple[Compiled, ...]
    screen: re.Pattern[str]

    @classmethod
    def of(cls, frames: tuple[Compiled, ...]) -> Table:
        alternatives = "|".join(_NAMED_GROUP_RE.sub("(?:", c.pattern.pattern) for c in frames)
        return cls(frames, re.compile(alternatives, re.ASCII))

    def matches(self, clause: str) -> list[Match]:
        """Every frame that matches the clause in full, in table order."""
        if self.screen.match(clause) is None:
            return []
        found: list[Match] = []
        for compiled in self.frames:
            match = compiled.pattern.match(clause)
            if match is not None:
                slots = {name: value for name, value in match.groupdict().items() if value is not None}
                found.append(Match(compiled.frame, compiled.asks, slots))
        return found


STATEMENTS: Final = Table.of(tuple(Compiled(f.id, None, compile_template(f.template)) for f in lexicon.FRAMES))
QUESTIONS: Final = Table.of(tuple(Compiled(f.id, f.asks, compile_template(f.template)) for f in lexicon.QUESTIONS))
OPENER: Final = compile_template(lexicon.OPENER)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    _TEMPLATE_TOKEN_RE,
    _NAMED_GROUP_RE,
    OPENER,
    *(table.screen for table in (STATEMENTS, QUESTIONS)),
    *(c.pattern for table in (STATEMENTS, QUESTIONS) for c in table.frames),
)


def statement_matches(clause: str) -> list[Match]:
    return STATEMENTS.matches(clause)


def question_matches(clause: str) -> list[Match]:
    return QUESTIONS.matches(clause)


def opener_place(head: str) -> str | None:
    """The place an opener names ("at a party" -> "a party"), or None when `head` is no opener."""
    match = OPENER.match(head)
    return None if match is None else match.group("place")
