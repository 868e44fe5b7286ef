"""The comprehension stack: registry, router precedence (ledger §7), the terminal matrix
over every organ's gold, organ hygiene, and proposals."""

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from conftest import schema_validator
from returns.result import Failure, Success

from organs.core.comprehension_attempt.classify import cmb_reason, family_of, namespaced
from organs.core.comprehension_attempt.failure_families import FAMILIES, FAMILY_OF, STEP_ASIDE_REASONS, Disposition
from organs.core.comprehension_attempt.organ import Answer, ComprehensionOrgan, TypedOrgan
from organs.core.comprehension_attempt.router import route_setup
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.text import InputReason, prepare
from organs.generate import (
    change_comprehension,
    combined_rate_comprehension,
    grouping_comprehension,
    single_rate_comprehension,
)
from organs.generate.contemplation import pass_manager
from organs.generate.contemplation.pass_manager import Terminal, contemplate
from organs.generate.contemplation.registry import ORGANS

ROOT = Path(__file__).resolve().parent.parent
BY_ID = {organ.id: organ for organ in ORGANS}
PACKAGES = {
    Organ.R1_CHANGE: change_comprehension,
    Organ.R2_GROUPING: grouping_comprehension,
    Organ.R3_SINGLE_RATE: single_rate_comprehension,
    Organ.R4_COMBINED_RATE: combined_rate_comprehension,
}
CLAIMS = {
    Organ.R1_CHANGE: "r1_change_v1.json",
    Organ.R2_GROUPING: "r2_grouping_v1.json",
    Organ.R3_SINGLE_RATE: "r3_single_rate_v1.json",
    Organ.R4_COMBINED_RATE: "r4_combined_rate_v1.json",
}
GOLD = {
    Organ.R1_CHANGE: ROOT / "evals/change_oracle/cases.jsonl",
    Organ.R2_GROUPING: ROOT / "evals/grouping_oracle/cases.jsonl",
    Organ.R3_SINGLE_RATE: ROOT / "evals/single_rate_oracle/cases.jsonl",
    Organ.R4_COMBINED_RATE: ROOT / "evals/combined_rate_oracle/gold.jsonl",
}


def rows(organ: Organ) -> list[dict[str, Any]]:
    return [json.loads(line) for line in GOLD[organ].read_text().splitlines() if line.strip()]


def expected_refusal(row: dict[str, Any]) -> str | None:
    """The bare reason a fixture expects (both gold formats), or None for an answer."""
    if row["expect"] in ("answer", "solved"):
        return None
    return str(row["reason"])


def expected_answer(row: dict[str, Any]) -> int | None:
    return row.get("answer") if row["expect"] in ("answer", "solved") else None


# --- registry ------------------------------------------------------------------------


def test_the_registry_is_a_partition() -> None:
    reasons = [reason for family in FAMILIES for reason in family.reasons]
    assert len(reasons) == len(set(reasons)) == len(FAMILY_OF)
    assert len({family.name for family in FAMILIES}) == len(FAMILIES)


def test_every_reason_of_every_organ_has_exactly_one_family() -> None:
    for organ, package in PACKAGES.items():
        namespace = BY_ID[organ].namespace
        for enum in (package.ReaderReason, package.SolverReason, InputReason):
            for reason in enum:
                assert namespaced(namespace, reason) in FAMILY_OF, (organ, reason)


def test_only_the_intended_families_are_growth_surfaces_and_each_names_its_target() -> None:
    growth = {f.name for f in FAMILIES if f.disposition is Disposition.PROPOSAL_ALLOWED}
    assert growth == {
        "cmb_unsupported_rate_count", "cmb_unsupported_reciprocal", "cmb_unsupported_clock_interval",
        "r3_unit_mismatch", "r3_temporal_state",
    }  # fmt: skip
    assert all(f.target for f in FAMILIES if f.disposition is Disposition.PROPOSAL_ALLOWED)
    assert not any(f.target for f in FAMILIES if f.disposition is not Disposition.PROPOSAL_ALLOWED)


@pytest.mark.parametrize("organ", list(CLAIMS), ids=lambda o: o.value)
def test_each_frozen_claim_agrees_with_the_code_and_the_registry_both_ways(organ: Organ) -> None:
    claim = json.loads((ROOT / "contracts/claims" / CLAIMS[organ]).read_text())
    package, namespace = PACKAGES[organ], BY_ID[organ].namespace
    assert set(claim["reasons"]["read"]) == {r.value for r in package.ReaderReason}
    assert set(claim["reasons"]["solve"]) == {r.value for r in package.SolverReason}
    for stage, enum in (("read", package.ReaderReason), ("solve", package.SolverReason)):
        for reason in enum:
            entry = claim["reasons"][stage][reason.value]
            family = family_of(namespaced(namespace, reason))
            assert (entry["family"], entry["class"]) == (family.name, family.disposition.value), reason


def test_r4_reasons_are_namespaced_except_its_step_asides() -> None:
    R = combined_rate_comprehension.ReaderReason
    assert cmb_reason(R.MISSING_SECOND_RATE) == "cmb_missing_second_rate"  # the ledger's name (§6)
    assert cmb_reason(R.NOT_COMBINED_RATE_SHAPED) == "not_combined_rate_shaped"
    assert cmb_reason(R.EMPTY) == "empty"
    assert all(cmb_reason(r) == namespaced("cmb", r) for r in R)
    # the same bare string from two organs lands in two families
    assert family_of(namespaced("cmb", R.RATE_UNIT_MISMATCH)).disposition is Disposition.MUST_REMAIN_REFUSED
    R3 = single_rate_comprehension.ReaderReason
    assert family_of(namespaced("r3", R3.RATE_UNIT_MISMATCH)).disposition is Disposition.PROPOSAL_ALLOWED


# --- router precedence (ledger §7) ---------------------------------------------------

CMB = {row["id"]: row["text"] for row in rows(Organ.R4_COMBINED_RATE)}


def test_cmb_11_r4_vetoes_r3s_wrong_answer() -> None:
    # R3 once over-read the one-rate, cooperation-cued text (12); reading in full, it refuses …
    r3 = single_rate_comprehension.ORGAN.attempt(prepare(CMB["cmb-11"]).unwrap())
    assert r3.failure().reason.value == "unread_sentence"
    # … and the router still sets R3 aside, because R4 positively recognized the combined-rate shape.
    route = route_setup(prepare(CMB["cmb-11"]).unwrap(), ORGANS)
    assert route.vetoed == (Organ.R3_SINGLE_RATE,) and route.selected is None
    result = contemplate(CMB["cmb-11"])
    assert (result.terminal, result.organ, result.family) == (
        Terminal.REFUSED_KNOWN_BOUNDARY, Organ.R4_COMBINED_RATE, "cmb_underdetermined",
    )  # fmt: skip
    assert result.answer is None and result.proposal is None


def test_cmb_15_r4_steps_aside_and_r3_answers_180() -> None:
    route = route_setup(prepare(CMB["cmb-15"]).unwrap(), ORGANS)
    assert route.vetoed == () and route.selected is not None and route.selected.organ is Organ.R3_SINGLE_RATE
    result = contemplate(CMB["cmb-15"])
    assert result.terminal is Terminal.SOLVED_VERIFIED and result.answer == Answer(180, "miles")


@pytest.mark.parametrize("fixture", ["cmb-12", "cmb-13", "cmb-14"])
def test_deferred_combined_rate_text_is_owned_by_r4_and_r3_is_suppressed(fixture: str) -> None:
    route = route_setup(prepare(CMB[fixture]).unwrap(), ORGANS)
    assert Organ.R3_SINGLE_RATE in route.vetoed
    result = contemplate(CMB[fixture])
    assert result.terminal is Terminal.PROPOSAL_EMITTED and result.organ is Organ.R4_COMBINED_RATE
    assert result.proposal is not None and result.proposal.family.startswith("cmb_unsupported_")


def _fake(organ: Organ, answer: int) -> ComprehensionOrgan:
    return TypedOrgan(organ, organ.value, lambda text: Success(text), lambda s: Success(Answer(answer, "x")),
                      lambda s, a: True, lambda s: {"text": s})  # fmt: skip


def test_two_organs_claiming_a_setup_is_a_typed_ambiguity_never_a_pick(monkeypatch: pytest.MonkeyPatch) -> None:
    organs = (_fake(Organ.R1_CHANGE, 1), _fake(Organ.R2_GROUPING, 1))
    route = route_setup(prepare("anything").unwrap(), organs)
    assert route.selected is None and route.colliding == (Organ.R1_CHANGE, Organ.R2_GROUPING)
    monkeypatch.setattr(pass_manager, "ORGANS", organs)
    result = contemplate("anything")
    assert (result.terminal, result.family, result.answer) == (
        Terminal.REFUSED_KNOWN_BOUNDARY,
        "router_ambiguous",
        None,
    )


def test_an_answer_that_fails_its_organs_own_equations_is_not_served(monkeypatch: pytest.MonkeyPatch) -> None:
    liar = TypedOrgan(Organ.R1_CHANGE, "r1", lambda text: Success(text), lambda s: Success(Answer(5, "x")),
                      lambda s, a: False, lambda s: {})  # fmt: skip
    monkeypatch.setattr(pass_manager, "ORGANS", (liar,))
    result = contemplate("anything")
    assert (result.terminal, result.family, result.answer) == (
        Terminal.REFUSED_KNOWN_BOUNDARY,
        "verification_disagrees",
        None,
    )


# --- the terminal matrix over all gold -------------------------------------------------

# Fixtures whose text another organ owns: the stack lands where that organ takes it.
ELSEWHERE = {
    "cmb-15": (Terminal.SOLVED_VERIFIED, Organ.R3_SINGLE_RATE, 180),
    "r1-14": (Terminal.SOLVED_VERIFIED, Organ.R2_GROUPING, 48),
    "r3-14": (Terminal.SOLVED_VERIFIED, Organ.R2_GROUPING, 48),
    "r2-13": (Terminal.SOLVED_VERIFIED, Organ.R1_CHANGE, 7),
    "r3-08": (Terminal.REFUSED_KNOWN_BOUNDARY, Organ.R4_COMBINED_RATE, None),  # the cmb-11 veto
}
MATRIX = [(organ, row) for organ in GOLD for row in rows(organ)]


@pytest.mark.parametrize(("organ", "row"), MATRIX, ids=[row["id"] for _, row in MATRIX])
def test_terminal_matrix(organ: Organ, row: dict[str, Any]) -> None:
    result = contemplate(row["text"])
    schema_validator("contemplation.schema.json").validate(result.as_json())
    if row["id"] in ELSEWHERE:
        terminal, owner, value = ELSEWHERE[row["id"]]
        assert (result.terminal, result.organ) == (terminal, owner)
        assert (result.answer.value if result.answer else None) == value
        return
    reason = expected_refusal(row)
    if reason is None:
        assert result.terminal is Terminal.SOLVED_VERIFIED and result.organ is organ
        assert result.answer is not None and result.answer.value == expected_answer(row)
        return
    disposition = family_of(namespaced(BY_ID[organ].namespace, _reason(organ, reason))).disposition
    expected = {
        Disposition.MUST_REMAIN_REFUSED: Terminal.REFUSED_KNOWN_BOUNDARY,
        Disposition.PROPOSAL_ALLOWED: Terminal.PROPOSAL_EMITTED,
        Disposition.STEP_ASIDE: Terminal.NOT_RECOGNIZED,
    }[disposition]
    assert result.terminal is expected, result
    assert result.answer is None
    assert (result.proposal is not None) == (expected is Terminal.PROPOSAL_EMITTED)
    if expected is not Terminal.NOT_RECOGNIZED:
        assert result.organ is organ and result.reason == namespaced(BY_ID[organ].namespace, _reason(organ, reason))


def _reason(organ: Organ, value: str) -> Any:
    package = PACKAGES[organ]
    for enum in (package.ReaderReason, package.SolverReason, InputReason):
        if value in {r.value for r in enum}:
            return enum(value)
    raise AssertionError(value)


# --- hygiene ---------------------------------------------------------------------------

# The documented asymmetry: combined-rate-shaped text is genuinely co-recognized by R3 and
# R4 (ledger §6, §7); the router's precedence, not hygiene, governs it.
COMBINED_RATE_SHAPED = {f"cmb-{n:02d}" for n in range(1, 15)} | {"cmb-07b", "cmb-07c", "cmb-07d", "r3-08"}


def own_gold(organ: Organ) -> list[dict[str, Any]]:
    """An organ's own problems: its answers and its substantive refusals."""
    namespace = BY_ID[organ].namespace
    return [
        row for row in rows(organ)
        if expected_refusal(row) is None or namespaced(namespace, _reason(organ, str(expected_refusal(row)))) not in STEP_ASIDE_REASONS
    ]  # fmt: skip


HYGIENE = [(other, row) for owner in GOLD for row in own_gold(owner) for other in ORGANS if other.id is not owner]


@pytest.mark.parametrize(("other", "row"), HYGIENE, ids=[f"{o.namespace}-on-{r['id']}" for o, r in HYGIENE])
def test_every_organ_steps_aside_on_every_other_organs_gold(other: ComprehensionOrgan, row: dict[str, Any]) -> None:
    attempt = other.attempt(prepare(row["text"]).unwrap())
    if row["id"] in COMBINED_RATE_SHAPED and other.id in (Organ.R3_SINGLE_RATE, Organ.R4_COMBINED_RATE):
        return
    assert isinstance(attempt, Failure), f"{other.id.value} read a setup from {row['id']}"
    assert namespaced(other.namespace, attempt.failure().reason) in STEP_ASIDE_REASONS


# --- proposals -------------------------------------------------------------------------


def test_a_proposal_is_content_addressed_never_mounted_and_awaits_review() -> None:
    result = contemplate(CMB["cmb-13"])
    proposal = result.proposal
    assert proposal is not None and proposal.mounted is False and proposal.requires_review is True
    content = {k: v for k, v in proposal.as_json().items() if k != "id"}
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert proposal.id == hashlib.sha256(canonical.encode()).hexdigest()
    assert contemplate(CMB["cmb-13"]).proposal == proposal  # deterministic
    schema_validator("proposal.schema.json").validate(proposal.as_json())


def test_must_remain_refused_and_step_aside_families_never_emit_proposals() -> None:
    for text in (CMB["cmb-09"], CMB["cmb-10"], CMB["cmb-11"], CMB["cmb-07"], "What is love?"):
        assert contemplate(text).proposal is None


def test_a_refusal_outside_the_registry_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        family_of("r9_made_up")
    assert Refusal(Organ.R1_CHANGE, Stage.READ, InputReason.TOO_LONG, "").reason.value in STEP_ASIDE_REASONS
