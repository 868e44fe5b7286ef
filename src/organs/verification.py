"""`verify`: tag another system's answer VERIFIED only when an independent reader agrees.

    VERIFIED       our served answer, or a SOLVED_VERIFIED contemplation, equals the claim exactly
    CONTRADICTED   we have a verified answer and it differs (ours and its derivation are shown)
    UNVERIFIABLE   we have no verified answer (the typed reasons say why), or the serving path
                   and the organs disagree with each other — reported as a conflict, never VERIFIED

>>> verify("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?", "240.0").verdict
<ClaimVerdict.VERIFIED: 'verified'>
>>> verify("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?", "$241").verdict
<ClaimVerdict.CONTRADICTED: 'contradicted'>
>>> verify("Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?", 240).verdict
<ClaimVerdict.VERIFIED: 'verified'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from organs.claims import Claimed, read_claim
from organs.core.text import require_str
from organs.generate.contemplation.pass_manager import Contemplation, Terminal, contemplate
from organs.generate.serving.serve import Served, Withheld, serve


class ClaimVerdict(enum.StrEnum):
    VERIFIED = "verified"
    CONTRADICTED = "contradicted"
    UNVERIFIABLE = "unverifiable"


@dataclass(frozen=True, slots=True)
class Verification:
    verdict: ClaimVerdict
    claimed: Fraction
    ours: int | None  # our verified answer, when we have one
    derivation: tuple[str, ...]  # how we got `ours`
    reasons: tuple[str, ...]  # why we have no verified answer (UNVERIFIABLE)
    conflict: tuple[int, int] | None  # (served, contemplated) when the two paths disagree

    def as_json(self) -> dict[str, object]:
        return {
            "verdict": self.verdict.value,
            "claimed": str(self.claimed),
            "ours": None if self.ours is None else str(self.ours),
            "derivation": list(self.derivation),
            "reasons": list(self.reasons),
            "conflict": None
            if self.conflict is None
            else {"served": str(self.conflict[0]), "contemplated": str(self.conflict[1])},
        }


def verify(text: str, claimed: Claimed) -> Verification:
    """Compare a claimed answer (any form `read_claim` reads) with what both of our readers can
    establish independently; a claim that states no one exact number is a `ClaimError`."""
    require_str(text, "text")  # before the claim: a text that is not a str is the caller's error
    value = read_claim(claimed)
    return judge(value, serve(text), contemplate(text))


def judge(claimed: Fraction, served: Served | Withheld, contemplated: Contemplation) -> Verification:
    """The verdict from results already computed (so a batch can verify without recomputing)."""
    ours_served = served.answer if isinstance(served, Served) else None
    solved = contemplated.terminal is Terminal.SOLVED_VERIFIED and contemplated.answer is not None
    ours_organ = contemplated.answer.value if solved and contemplated.answer is not None else None
    if ours_served is not None and ours_organ is not None and ours_served != ours_organ:
        reasons = (f"the serving path answers {ours_served}, the organs {ours_organ}",)
        return Verification(ClaimVerdict.UNVERIFIABLE, claimed, None, (), reasons, (ours_served, ours_organ))
    ours = ours_served if ours_served is not None else ours_organ
    if ours is None:
        return Verification(ClaimVerdict.UNVERIFIABLE, claimed, None, (), _why_not(served, contemplated), None)
    organ = contemplated.organ.value if contemplated.organ is not None else "an organ"
    derivation = served.derivation if isinstance(served, Served) else (f"{organ} solved it and its own equations hold",)
    verdict = ClaimVerdict.VERIFIED if claimed == ours else ClaimVerdict.CONTRADICTED
    return Verification(verdict, claimed, ours, derivation, (), None)


def _why_not(served: Served | Withheld, contemplated: Contemplation) -> tuple[str, ...]:
    reasons = []
    if isinstance(served, Withheld):
        reasons.append(f"serve: {served.refusal.reason.value}")
    reasons.append(
        f"contemplate: {contemplated.terminal.value}" + (f" ({contemplated.reason})" if contemplated.reason else "")
    )
    return tuple(reasons)
