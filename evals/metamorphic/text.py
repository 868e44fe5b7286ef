"""Reading a seed's text just enough to change it: sentences, numbers, people, the question.

>>> [text[s.start:s.end] for text in ["Ms. Lee has 5 pens.  How many?"] for s in sentences(text)]
['Ms. Lee has 5 pens.', 'How many?']
>>> [(n.value, n.grouped) for n in numbers("Leo has 1,200 stamps and 2.5 kg, 18-liter.")]
[(1200, True), (18, False)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from evals.metamorphic.words import ABBREVIATIONS, ASKING_WORDS, FEMALE, MALE, NEW_NAMES, NOT_NAMES, ROLE_NOUNS

# A whole number written in ASCII digits, optionally with thousands separators; not part of a
# decimal, a word, or a longer number.
_NUMBER: Final = re.compile(r"(?<![\w.,])(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?!\w|[.,][0-9])")
_BOUNDARY: Final = re.compile(r"[.?!]+(?=\s|$)")
_WORD: Final = re.compile(r"[A-Za-z]+")
_NAME: Final = re.compile(r"\b[A-Z][a-z]+\b")
# A name, optionally titled, as the first words of a sentence.
NAME_AT_START: Final = r"(?:(?:Mr|Ms|Mrs|Dr)\. )?[A-Z][a-z]+"
_ASKED: Final = re.compile(rf"\b(?:{'|'.join(ASKING_WORDS)})\s+(?P<who>he|she|him|her|[A-Z][a-z]+)\b")

# "<Agent> can <verb> N <unit> in M <time>. How many <unit> can <he|she|Agent> <verb> in K <time>?":
# one named agent, one capacity rate, the same agent and verb asked about. Every number is needed.
CAPACITY: Final = re.compile(
    rf"(?P<agent>{NAME_AT_START}) (?:can (?P<verb>[a-z]+)|(?P<verbs>[a-z]+s)) (?P<count>[0-9][0-9,]*) "
    r"(?P<unit>[a-z]+) (?P<per>(?:in|per|a|an|each|every) [^.?!]+?)\.\s+"
    r"(?P<lead>(?:At this same rate, )?)(?P<how>[Hh]ow many) (?P=unit) (?P<aux>can|could|will|does) "
    r"(?P<who>he|she|(?P=agent)) (?P<base>[a-z]+) (?P<tail>in [0-9][0-9,]* [a-z]+)\?"
)


@dataclass(frozen=True, slots=True)
class Sentence:
    start: int
    end: int  # just after its final punctuation


@dataclass(frozen=True, slots=True)
class Number:
    start: int
    end: int
    value: int
    grouped: bool  # written with thousands separators
    attached: bool  # glued to a word ("18-liter") or a currency sign: no word may go before it


def sentences(text: str) -> tuple[Sentence, ...]:
    """The sentences in order; "Ms." and "a.m." do not end one."""
    found: list[Sentence] = []
    start = len(text) - len(text.lstrip())
    for boundary in _BOUNDARY.finditer(text):
        if boundary.end() <= start or text[start : boundary.end()].split()[-1] in ABBREVIATIONS:
            continue
        found.append(Sentence(start, boundary.end()))
        start = boundary.end() + len(text[boundary.end() :]) - len(text[boundary.end() :].lstrip())
    if text[start:].strip():
        found.append(Sentence(start, len(text.rstrip())))
    return tuple(found)


def question(text: str) -> Sentence | None:
    """The one question, when the text ends with it and asks nothing else."""
    parts = sentences(text)
    if text.count("?") != 1 or not parts or not text[: parts[-1].end].endswith("?"):
        return None
    return parts[-1]


def numbers(text: str) -> tuple[Number, ...]:
    return tuple(
        Number(
            found.start(),
            found.end(),
            int(found.group().replace(",", "")),
            "," in found.group(),
            text[found.end() : found.end() + 1] == "-" or text[found.start() - 1 : found.start()] == "$",
        )
        for found in _NUMBER.finditer(text)
    )


def spelled(value: int, like: Number) -> str:
    return f"{value:,}" if like.grouped else str(value)


def people(text: str) -> tuple[str, ...]:
    """Capitalised words that name people, in order of first mention."""
    found: list[str] = []
    for name in _NAME.findall(text):
        if name not in NOT_NAMES and name not in found:
            found.append(name)
    return tuple(found)


def words(text: str) -> frozenset[str]:
    return frozenset(word.lower() for word in _WORD.findall(text))


def has_unnamed_people(text: str) -> bool:
    return bool(words(text) & ROLE_NOUNS)


def gender(text: str) -> frozenset[str] | None:
    """MALE or FEMALE when every pronoun of the text has that gender (and there is one)."""
    used = words(text)
    if used & MALE and not used & FEMALE:
        return MALE
    if used & FEMALE and not used & MALE:
        return FEMALE
    return None


def asked(text: str, within: Sentence) -> re.Match[str] | None:
    """Whom the question asks about: a pronoun or a person's name after "does", "can", "take"..."""
    names = people(text)
    for found in _ASKED.finditer(text, within.start, within.end):
        if found["who"] in ("he", "she", "him", "her") or found["who"] in names:
            return found
    return None


def new_names(text: str) -> tuple[str, ...]:
    """The lane's new names that the text never mentions."""
    present = words(text)
    return tuple(name for name in NEW_NAMES if name.lower() not in present)


def replace(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def without(text: str, sentence: Sentence, following: Sentence | None) -> str:
    """The text with `sentence` deleted (up to the next sentence, so spacing stays single)."""
    return text[: sentence.start] + (text[following.start :] if following else "")


def inserted(text: str, before: Sentence, new: str) -> str:
    return text[: before.start] + new + " " + text[before.start :]
