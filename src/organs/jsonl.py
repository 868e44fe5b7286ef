"""JSON Lines input, read from bytes so that no line can stop the reading of the next.

A file is read line by line, never whole. Each line is a JSON object (`Row`) or says why it
is not (`Unreadable`: blank, not UTF-8, not JSON, nested too deeply, not an object), with its
1-based number. A NUL byte means the file is not text at all (an image, an archive): that
raises `BinaryFile` — before any line is read when it is in the file's first block, as it is
in almost every binary format — instead of reporting every line of it.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Final

BLANK: Final = "blank line"
_BOM: Final = b"\xef\xbb\xbf"
_SNIFFED: Final = 8192


@dataclass(frozen=True, slots=True)
class Row:
    number: int
    digest: str  # of the line's bytes, so an output can be matched to the very line it answers
    fields: dict[str, object]


@dataclass(frozen=True, slots=True)
class Unreadable:
    number: int
    digest: str
    why: str


def digest(raw: bytes) -> str:
    """A line's fingerprint: SHA-256 of its bytes without the line ending, 16 hex digits (it
    tells lines apart; it guards against mistakes, not against an adversary)."""
    return hashlib.sha256(raw.rstrip(b"\r\n")).hexdigest()[:16]


class BinaryFile(ValueError):
    """The file holds a NUL byte: it is not a text file."""


def rows(source: io.BufferedReader, name: str) -> Iterator[Row | Unreadable]:
    """Every line of `source`, read or with why it is not. Its first block is peeked at, not
    read, so a pipe works as well as a file."""
    head = source.peek(_SNIFFED)[:_SNIFFED]
    if b"\0" in head:
        raise _binary(name, head.count(b"\n", 0, head.index(b"\0")) + 1)
    for number, raw in enumerate(source, start=1):
        if b"\0" in raw:
            raise _binary(name, number)
        yield _row(number, raw.removeprefix(_BOM) if number == 1 else raw)


def _binary(name: str, number: int) -> BinaryFile:
    return BinaryFile(f"{name}:{number}: a NUL byte: this is a binary file, not JSON Lines")


def _row(number: int, raw: bytes) -> Row | Unreadable:
    fingerprint = digest(raw)
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return Unreadable(number, fingerprint, f"not UTF-8 (byte 0x{raw[error.start]:02x} at column {error.start + 1})")
    if not line.strip():
        return Unreadable(number, fingerprint, BLANK)
    try:
        document = json.loads(line, parse_float=Decimal)  # a claimed 12.5 is exactly 25/2
    except RecursionError:
        return Unreadable(number, fingerprint, "not JSON: nested too deeply")
    except json.JSONDecodeError as error:
        return Unreadable(number, fingerprint, f"not JSON: {error.msg} (column {error.colno})")
    except ValueError:  # Python converts at most 4,300 digits to an int
        return Unreadable(number, fingerprint, "not JSON that can be read: an integer of more than 4,300 digits")
    if not isinstance(document, dict):
        return Unreadable(number, fingerprint, "not a JSON object")
    return Row(number, fingerprint, document)
