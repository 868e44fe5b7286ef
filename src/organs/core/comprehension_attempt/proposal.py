"""A proposal: a review-only request to grow an organ, filed from a growth-surface refusal.

It is content-addressed (its id is the SHA-256 of its canonical JSON), never mounted and
always awaiting review — by type: `mounted` can only be False, `requires_review` only True.

>>> p = Proposal("Three hoses …", Organ.R4_COMBINED_RATE, "cmb_three_or_more_rates", "cmb_unsupported_rate_count", "cmb_gold_fixture")
>>> p.as_json()["mounted"], len(p.id)
(False, 64)
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Literal

from organs.core.refusal import Organ


@dataclass(frozen=True, slots=True)
class Proposal:
    text: str
    organ: Organ
    reason: str  # namespaced
    family: str
    target: str  # the fixture set it would extend
    mounted: Literal[False] = False
    requires_review: Literal[True] = True

    def content(self) -> dict[str, str | bool]:
        return {
            "text": self.text,
            "organ": self.organ.value,
            "reason": self.reason,
            "family": self.family,
            "target": self.target,
            "mounted": self.mounted,
            "requires_review": self.requires_review,
        }

    @property
    def id(self) -> str:
        canonical = json.dumps(self.content(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        # surrogatepass: a text holding a lone surrogate (from a JSON escape or a bad file name)
        # is hashed losslessly rather than crashing the proposal that quotes it.
        return hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()

    def as_json(self) -> dict[str, str | bool]:
        return {"id": self.id, **self.content()}
