"""Hostile text (issue #10, first part): a lone surrogate is hashed and stored losslessly and
printed escaped, never a traceback; anything but a str is one documented TypeError."""

import json
from pathlib import Path

import pytest

from organs import ClaimError, Terminal, contemplate, serve, verify
from organs.cli import main
from organs.core.comprehension_attempt.proposal import Proposal
from organs.core.refusal import Organ
from organs.teaching.store import Decision, InvalidRequest, ReviewQueue

THREE = (
    "Three hoses fill a pool together: the first pours 2 liters per minute, the second pours 3 liters per "
    "minute and the third pours 4 liters per minute. How many liters do they pour in 10 minutes?"
)
SURROGATE = THREE + "\ud800"


def test_a_lone_surrogate_is_contemplated_and_its_proposal_has_an_id() -> None:
    thought = contemplate(SURROGATE)
    assert thought.terminal is Terminal.PROPOSAL_EMITTED and thought.proposal is not None
    assert len(thought.proposal.id) == 64


def test_a_proposal_quoting_a_surrogate_round_trips_through_the_store(tmp_path: Path) -> None:
    proposal = Proposal(
        SURROGATE, Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture"
    )
    queue = ReviewQueue(tmp_path)
    pid = queue.put(proposal)
    assert queue.show(pid).proposal.text == SURROGATE
    assert [entry.proposal.id for entry in queue.list().entries] == [pid]


def test_the_cli_prints_a_surrogate_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["contemplate", SURROGATE, "--dry-run", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["terminal"] == "proposal_emitted"


@pytest.mark.parametrize("bad", [None, b"Tom has 3 marbles.", 3, ["text"]])
def test_anything_but_text_is_a_type_error_naming_the_argument(bad: object) -> None:
    for function in (serve, contemplate):
        with pytest.raises(TypeError, match="text must be str"):
            function(bad)
    with pytest.raises(TypeError, match="text must be str"):
        verify(bad, "3")
    if not isinstance(bad, int):  # a number is a claim (`read_claim`)
        with pytest.raises(TypeError, match="claimed must be str"):
            verify("Tom has 3 marbles. How many marbles does Tom have?", bad)


def test_a_claim_that_is_text_but_not_a_number_stays_a_claim_error() -> None:
    with pytest.raises(ClaimError):
        verify("Tom has 3 marbles. How many marbles does Tom have?", "three-ish")


@pytest.mark.parametrize("prefix", ["../../elsewhere/abc", "*", "", "ABG", "a" * 65, "/etc/passwd", "ab/../cd"])
def test_a_proposal_id_that_is_not_hex_never_reaches_a_path(tmp_path: Path, prefix: str) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "abc.json").write_text("{}")
    queue = ReviewQueue(tmp_path / "store")
    queue.put(
        Proposal(
            THREE, Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture"
        )
    )
    with pytest.raises(InvalidRequest, match="not a proposal id"):
        queue.show(prefix)
    with pytest.raises(InvalidRequest, match="not a proposal id"):
        queue.decide(prefix, Decision.ACCEPT, "no")
    assert not (tmp_path / "store" / "decisions").exists() or not any((tmp_path / "store" / "decisions").iterdir())


def test_listing_skips_a_temporary_a_crash_left_behind(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path)
    pid = queue.put(
        Proposal(
            THREE, Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture"
        )
    )
    (tmp_path / "proposals" / ".tmp-x.json").write_text("")
    assert [entry.proposal.id for entry in queue.list().entries] == [pid]


def test_the_length_cap_holds_after_normalization_too() -> None:
    # "\ufdfa" is one character that NFKC spells out in 18: 300 of them pass the cap as given.
    assert serve("\ufdfa" * 300).refusal.reason.value == "too_long"
    assert contemplate("\ufdfa" * 300).terminal is Terminal.NOT_RECOGNIZED
