"""The review queue: a directory of content-addressed JSON files, no server.

    <root>/proposals/<id>.json   a proposal, named by the SHA-256 of its canonical JSON
    <root>/decisions/<id>.json   the one decision on it: accept or reject, with a note

Why files and not SQLite: a proposal's name is its content, so writing one is a rename of a
finished temporary file — atomic, idempotent, and safe for any number of concurrent writers
without a lock; a decision is created exclusively, so two reviewers cannot both
record one (the record is written whole, then hard-linked into place). The files are plain JSON a reviewer can read, diff and commit.

Deciding records a verdict and nothing more: no organ, lexicon or gold file is touched.

>>> import tempfile
>>> from organs.core.comprehension_attempt.proposal import Proposal
>>> from organs.core.refusal import Organ
>>> queue = ReviewQueue(Path(tempfile.mkdtemp()))
>>> pid = queue.put(Proposal("t", Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture"))
>>> queue.put(Proposal("t", Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture")) == pid
True
>>> queue.decide(pid, Decision.REJECT, "duplicate of an earlier one").decision
<Decision.REJECT: 'reject'>
"""

from __future__ import annotations

import enum
import errno
import json
import os
import re
import secrets
import stat
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from organs.core.comprehension_attempt.proposal import Proposal
from organs.core.refusal import Organ
from organs.core.text import require_str

ENVIRONMENT = "ORGANS_TEACHING_DIR"


def named_root() -> Path | None:
    """The queue $ORGANS_TEACHING_DIR names, if it names one."""
    named = os.environ.get(ENVIRONMENT)
    return Path(named) if named else None


def default_root() -> Path:
    """$ORGANS_TEACHING_DIR, else $XDG_DATA_HOME/organs/teaching, else ~/.local/share/organs/teaching."""
    if (named := named_root()) is not None:
        return named
    data_home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data_home) / "organs" / "teaching"


class Decision(enum.StrEnum):
    ACCEPT = "accept"
    REJECT = "reject"


@dataclass(frozen=True, slots=True)
class Entry:
    proposal: Proposal
    decision: Decision | None
    note: str | None

    def as_json(self) -> dict[str, object]:
        decided = None if self.decision is None else self.decision.value
        return {"proposal": self.proposal.as_json(), "decision": decided, "note": self.note}


_ID_RE: Final = re.compile(r"[0-9a-f]{64}", re.ASCII)
_PREFIX_RE: Final = re.compile(r"[0-9a-f]{1,64}", re.ASCII)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (_ID_RE, _PREFIX_RE)


class UnknownProposal(LookupError):
    """No proposal, or more than one, has this id or prefix."""


class AlreadyDecided(ValueError):
    """The proposal has its one decision already."""


class InvalidRequest(ValueError):
    """An id that is not hex, or a note that is not text: refused before the store is touched."""


class CorruptEntry(ValueError):
    """A file in the store that is not what its name says: invalid JSON, missing fields, or content
    that no longer hashes to its name."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"{path}: {why}")
        self.path = path


class StoreError(Exception):
    """The store could not be read or written (permissions, a full disk, a missing mount)."""


@dataclass(frozen=True, slots=True)
class Listing:
    entries: list[Entry]
    corrupt: list[CorruptEntry]  # reported by name; they do not stop the listing


class ReviewQueue:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.proposals = root / "proposals"
        self.decisions = root / "decisions"

    def put(self, proposal: Proposal) -> str:
        """File `proposal` for review; filing the same proposal again changes nothing."""
        target = self.proposals / f"{proposal.id}.json"
        with _store_access("write", target):
            self._folder(self.proposals, create=True)
            if target.is_symlink() or (target.exists() and not target.is_file()):
                raise StoreError(f"cannot write {target}: something that is not a proposal file is in its place")
            if not target.exists():
                _write_atomically(target, _json(proposal.as_json()))
        return proposal.id

    def list(self) -> Listing:
        """Every proposal with its decision; corrupt entries are named, not fatal."""
        with _store_access("read", self.proposals):
            if not self._folder(self.proposals):
                return Listing([], [])
            # Only content addresses: a temporary a crash left behind (".tmp-…") is not a proposal.
            addressed = [path for path in sorted(self.proposals.glob("*.json")) if _ID_RE.fullmatch(path.stem)]
        listing = Listing([], [])
        for path in addressed:
            try:
                listing.entries.append(self._entry(path))
            except CorruptEntry as corrupt:
                listing.corrupt.append(corrupt)
        return listing

    def show(self, prefix: str) -> Entry:
        """The proposal whose id starts with `prefix` (unique, any case), with its decision if any."""
        # An id is hex: nothing else reaches a path, so "../elsewhere" or "*" can never name a file.
        if not _PREFIX_RE.fullmatch(prefix.lower()):
            raise InvalidRequest(f"not a proposal id: {prefix[:80]!r} (a prefix of 64 hex digits)")
        with _store_access("read", self.proposals):
            found = self._folder(self.proposals)
            matches = sorted(self.proposals.glob(f"{prefix.lower()}*.json")) if found else []
        if len(matches) != 1:
            raise UnknownProposal(f"{len(matches)} proposals match {prefix!r}")
        return self._entry(matches[0])

    def _entry(self, path: Path) -> Entry:
        proposal = _load(path)
        decision_file = self.decisions / path.name
        with _store_access("read", decision_file):
            if not self._folder(self.decisions) or not os.path.lexists(decision_file):
                return Entry(proposal, None, None)
        recorded = _document(decision_file, _read_own_file(decision_file))
        if recorded.get("id") != proposal.id:
            raise CorruptEntry(decision_file, "a decision on another proposal")
        try:
            return Entry(proposal, Decision(str(recorded["decision"])), str(recorded["note"]))
        except (KeyError, ValueError) as error:
            raise CorruptEntry(decision_file, f"not a decision ({error})") from error

    def decide(self, prefix: str, decision: Decision, note: str) -> Entry:
        """Record the one decision on a proposal. It mounts nothing and changes no organ."""
        if not _is_text(require_str(note, "note")):
            raise InvalidRequest("the note must be text (it holds bytes that are not UTF-8)")
        entry = self.show(prefix)
        target = self.decisions / f"{entry.proposal.id}.json"
        record = {"id": entry.proposal.id, "decision": decision.value, "note": note}
        with _store_access("write", target):
            self._folder(self.decisions, create=True)
            created = _create_exclusively(target, _json(record))
        if not created:
            raise AlreadyDecided(f"{entry.proposal.id} is already decided")
        return Entry(entry.proposal, decision, note)

    def _folder(self, folder: Path, create: bool = False) -> bool:
        """Whether the store's `folder` is there (made when `create`). It must be a real folder
        inside the store: a symbolic link could lead reads and writes anywhere."""
        if self.root.exists() and not self.root.is_dir():
            raise StoreError(f"{self.root} is not a store: it is a file, not a folder")
        if folder.is_symlink():
            raise StoreError(f"{folder} is a symbolic link: a store reads and writes only inside itself")
        if create:
            folder.mkdir(parents=True, exist_ok=True)
        if folder.exists() and not folder.is_dir():
            raise StoreError(f"{folder} is not a folder")
        return folder.is_dir()


@contextmanager
def _store_access(verb: str, path: Path) -> Iterator[None]:
    """An operating-system failure as one StoreError naming the path and the cause."""
    try:
        yield
    except OSError as error:
        raise StoreError(f"cannot {verb} {error.filename or path}: {error.strerror or error}") from error


def _is_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _json(document: Mapping[str, object]) -> str:
    """A stored file: readable UTF-8 JSON, or, when the text holds a lone surrogate that UTF-8
    cannot carry, the same JSON with every non-ASCII character escaped — lossless either way."""
    readable = json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n"
    if _is_text(readable):
        return readable
    return json.dumps(document, sort_keys=True, indent=2, ensure_ascii=True) + "\n"


def _document(path: Path, raw: bytes) -> dict[str, object]:
    try:
        document = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as error:  # not UTF-8, not JSON, or absurdly nested
        raise CorruptEntry(path, f"not a JSON document ({type(error).__name__})") from error
    if not isinstance(document, dict):
        raise CorruptEntry(path, "not a JSON object")
    return document


def _read_own_file(path: Path) -> bytes:
    """The bytes of a regular file of the store. A symbolic link (which could lead anywhere), a
    FIFO (which would block forever) or a folder in an entry's place is a corrupt entry."""
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise CorruptEntry(path, "a symbolic link: a store reads only its own files") from error
        raise StoreError(f"cannot read {path}: {error.strerror or error}") from error
    if not stat.S_ISREG(os.fstat(handle).st_mode):
        os.close(handle)
        raise CorruptEntry(path, "not a regular file")
    with os.fdopen(handle, "rb") as file:
        return file.read()


def _load(path: Path) -> Proposal:
    """Read a stored proposal back, refusing one whose content no longer matches its name."""
    data = _document(path, _read_own_file(path))
    try:
        proposal = Proposal(
            str(data["text"]), Organ(str(data["organ"])), str(data["reason"]), str(data["family"]), str(data["target"])
        )
    except (KeyError, ValueError) as error:
        raise CorruptEntry(path, f"not a proposal ({error})") from error
    if proposal.id != path.stem:
        raise CorruptEntry(path, "content does not match its address")
    return proposal


def _finished_temporary(folder: Path, content: str) -> Path:
    """A new file holding `content`, created with the mode the umask gives (so a team's group
    can share the store), under a name no other writer can pick."""
    while True:
        temporary = folder / f".tmp-{secrets.token_hex(8)}.json"
        try:
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        break
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(content)
    return temporary


def _write_atomically(target: Path, content: str) -> None:
    """Readers see the old file or the whole new one, never a partial write."""
    os.replace(_finished_temporary(target.parent, content), target)


def _create_exclusively(target: Path, content: str) -> bool:
    """Put a finished file at `target` only if none is there; False when one already is.

    A hard link is atomic and fails on an existing name, so a reader never sees the file
    half-written and two writers can never both succeed.
    """
    temporary = _finished_temporary(target.parent, content)
    try:
        os.link(temporary, target)
    except FileExistsError:
        return False
    finally:
        os.unlink(temporary)
    return True
