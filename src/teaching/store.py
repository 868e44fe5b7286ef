"""The review queue: a directory of content-addressed JSON files, no server.

    <root>/proposals/<id>.json   a proposal, named by the SHA-256 of its canonical JSON
    <root>/decisions/<id>.json   the one decision on it: accept or reject, with a note

Why files and not SQLite: a proposal's name is its content, so writing one is a rename of a
finished temporary file — atomic, idempotent, and safe for any number of concurrent writers
without a lock; a decision is created exclusively, so two reviewers cannot both
record one (the record is written whole, then hard-linked into place). The files are plain JSON a reviewer can read, diff and commit.

Deciding records a verdict and nothing more: no organ, lexicon or gold file is touched.

>>> import tempfile
>>> from core.comprehension_attempt.proposal import Proposal
>>> from core.refusal import Organ
>>> queue = ReviewQueue(Path(tempfile.mkdtemp()))
>>> pid = queue.put(Proposal("t", Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture"))
>>> queue.put(Proposal("t", Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture")) == pid
True
>>> queue.decide(pid, Decision.REJECT, "duplicate of an earlier one").decision
<Decision.REJECT: 'reject'>
"""

from __future__ import annotations

import enum
import json
import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from core.comprehension_attempt.proposal import Proposal
from core.refusal import Organ

ENVIRONMENT = "ORGANS_TEACHING_DIR"


def default_root() -> Path:
    """$ORGANS_TEACHING_DIR, else $XDG_DATA_HOME/organs/teaching, else ~/.local/share/organs/teaching."""
    named = os.environ.get(ENVIRONMENT)
    if named:
        return Path(named)
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


_ID_RE: Final = re.compile(r"[0-9a-f]{64}", re.ASCII)
_PREFIX_RE: Final = re.compile(r"[0-9a-f]{1,64}", re.ASCII)
PATTERNS: Final[tuple[re.Pattern[str], ...]] = (_ID_RE, _PREFIX_RE)


class UnknownProposal(LookupError):
    pass


class AlreadyDecided(ValueError):
    pass


class ReviewQueue:
    def __init__(self, root: Path) -> None:
        self.proposals = root / "proposals"
        self.decisions = root / "decisions"

    def put(self, proposal: Proposal) -> str:
        """File `proposal` for review; filing the same proposal again changes nothing."""
        self.proposals.mkdir(parents=True, exist_ok=True)
        target = self.proposals / f"{proposal.id}.json"
        if not target.exists():
            _write_atomically(target, _json(proposal.as_json()))
        return proposal.id

    def list(self) -> list[Entry]:
        if not self.proposals.is_dir():
            return []
        # Only content addresses: a temporary a crash left behind (".tmp-…") is not a proposal.
        addressed = [path for path in sorted(self.proposals.glob("*.json")) if _ID_RE.fullmatch(path.stem)]
        return [self.show(path.stem) for path in addressed]

    def show(self, prefix: str) -> Entry:
        """The proposal whose id starts with `prefix` (unique), with its decision if any."""
        # An id is hex: nothing else reaches a path, so "../elsewhere" or "*" can never name a file.
        if not _PREFIX_RE.fullmatch(prefix):
            raise UnknownProposal(f"not a proposal id: {prefix[:80]!r} (a prefix of 64 hex digits)")
        matches = sorted(self.proposals.glob(f"{prefix}*.json")) if self.proposals.is_dir() else []
        if len(matches) != 1:
            raise UnknownProposal(f"{len(matches)} proposals match {prefix!r}")
        proposal = _load(matches[0])
        decision_file = self.decisions / matches[0].name
        if not decision_file.exists():
            return Entry(proposal, None, None)
        recorded = json.loads(decision_file.read_text(encoding="utf-8"))
        return Entry(proposal, Decision(recorded["decision"]), str(recorded["note"]))

    def decide(self, prefix: str, decision: Decision, note: str) -> Entry:
        """Record the one decision on a proposal. It mounts nothing and changes no organ."""
        entry = self.show(prefix)
        self.decisions.mkdir(parents=True, exist_ok=True)
        record = {"id": entry.proposal.id, "decision": decision.value, "note": note}
        content = _json(record)
        if not _create_exclusively(self.decisions / f"{entry.proposal.id}.json", content):
            raise AlreadyDecided(f"{entry.proposal.id} is already decided")
        return Entry(entry.proposal, decision, note)


def _json(document: Mapping[str, object]) -> str:
    """A stored file: readable UTF-8 JSON, or, when the text holds a lone surrogate that UTF-8
    cannot carry, the same JSON with every non-ASCII character escaped — lossless either way."""
    readable = json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n"
    try:
        readable.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(document, sort_keys=True, indent=2, ensure_ascii=True) + "\n"
    return readable


def _load(path: Path) -> Proposal:
    """Read a stored proposal back, refusing one whose content no longer matches its name."""
    data = json.loads(path.read_text(encoding="utf-8"))
    proposal = Proposal(
        str(data["text"]), Organ(data["organ"]), str(data["reason"]), str(data["family"]), str(data["target"])
    )
    if proposal.id != path.stem:
        raise ValueError(f"{path.name}: content does not match its address")
    return proposal


def _finished_temporary(folder: Path, content: str) -> str:
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
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
