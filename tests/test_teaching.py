"""The review queue: idempotent, content-addressed, safe for concurrent writers, and it
records decisions without mounting or changing anything."""

import json
import multiprocessing
from pathlib import Path

import pytest

from organs.core.comprehension_attempt.proposal import Proposal
from organs.core.refusal import Organ
from organs.teaching import AlreadyDecided, Decision, ReviewQueue, UnknownProposal, default_root


def proposal(n: int) -> Proposal:
    return Proposal(
        f"text {n}", Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture"
    )


def file_many(root: str, start: int) -> list[str]:
    queue = ReviewQueue(Path(root))
    return [queue.put(proposal(n)) for n in range(start, start + 40)]


def decide_once(root: str, prefix: str) -> str:
    try:
        ReviewQueue(Path(root)).decide(prefix, Decision.ACCEPT, "mine")
        return "recorded"
    except AlreadyDecided:
        return "refused"


def test_putting_the_same_proposal_twice_is_idempotent(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    first = queue.put(proposal(1))
    stored = (tmp_path / "proposals" / f"{first}.json").read_bytes()
    assert queue.put(proposal(1)) == first
    assert (tmp_path / "proposals" / f"{first}.json").read_bytes() == stored
    assert [entry.proposal for entry in queue.list().entries] == [proposal(1)]


def test_concurrent_writers_lose_and_corrupt_nothing(tmp_path: Path) -> None:
    # four processes, overlapping ranges: 0-39, 20-59, 40-79, 60-99 -> 100 distinct proposals
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        filed = pool.starmap(file_many, [(str(tmp_path), start) for start in (0, 20, 40, 60)])
    ids = {pid for batch in filed for pid in batch}
    stored = sorted((tmp_path / "proposals").glob("*.json"))
    assert len(ids) == len(stored) == 100
    for path in stored:
        assert json.loads(path.read_text())["id"] == path.stem
    assert not list((tmp_path / "proposals").glob(".tmp-*"))
    assert {entry.proposal for entry in ReviewQueue(tmp_path).list().entries} == {proposal(n) for n in range(100)}


def test_concurrent_reviewers_record_exactly_one_decision(tmp_path: Path) -> None:
    pid = ReviewQueue(tmp_path).put(proposal(7))
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        outcomes = pool.starmap(decide_once, [(str(tmp_path), pid[:12])] * 8)
    assert sorted(outcomes) == ["recorded"] + ["refused"] * 7


def test_a_decision_is_recorded_and_changes_nothing_else(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    pid = queue.put(proposal(3))
    before = (tmp_path / "proposals" / f"{pid}.json").read_bytes()
    entry = queue.decide(pid[:8], Decision.REJECT, "needs a fixture")
    assert (entry.decision, entry.note) == (Decision.REJECT, "needs a fixture")
    assert queue.show(pid).decision is Decision.REJECT
    assert (tmp_path / "proposals" / f"{pid}.json").read_bytes() == before
    assert entry.proposal.mounted is False
    assert sorted(p.name for p in tmp_path.iterdir()) == ["decisions", "proposals"]


def test_unknown_or_ambiguous_ids_are_errors(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    with pytest.raises(UnknownProposal):
        queue.show("abc")
    ids = [queue.put(proposal(n)) for n in range(17)]  # 17 ids, 16 first digits: two share one
    shared = next(pid[0] for pid in ids if sum(other[0] == pid[0] for other in ids) > 1)
    with pytest.raises(UnknownProposal, match="proposals match"):
        queue.show(shared)


def test_a_tampered_proposal_is_refused_on_read(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    pid = queue.put(proposal(1))
    path = tmp_path / "proposals" / f"{pid}.json"
    path.write_text(path.read_text().replace("text 1", "text 2"))
    with pytest.raises(ValueError, match="does not match its address"):
        queue.show(pid)


def test_the_default_location_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("ORGANS_TEACHING_DIR", str(tmp_path / "q"))
    assert default_root() == tmp_path / "q"
    monkeypatch.delenv("ORGANS_TEACHING_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_root() == tmp_path / "organs" / "teaching"
