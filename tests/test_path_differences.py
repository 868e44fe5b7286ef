"""What the serving path and the R1 organ accept differ only where we decided they should.

Both read the same closed sets (`organs.core.vocabulary`); each reads them its own way. Over every
change-shaped text we own, the two must give the same answer or both refuse — except the texts
listed here, each with the deliberate difference that explains it. A new difference fails this
test until it is a decision, written down here; a listed one that disappears fails it too.
"""

import json
from pathlib import Path

from returns.result import Success

from organs import Served, serve
from organs.generate.change_comprehension import ORGAN, solve

CORPORA = (
    "evals/math_capability_axes/B3_state_aggregate/v1/cases.jsonl",
    "evals/change_oracle/cases.jsonl",
    "evals/change_oracle/phrasings.jsonl",
)

SEVERAL_PEOPLE = "serving tracks every person; R1 tracks one"
NO_CHANGE = "serving answers a count with no change; R1 reads a start, changes, then the question"
R1_FRAMES = "R1's frames read compound nouns, openers and closed tails the serving parser does not yet"
EQUAL_GROUPS = "serving reads equal groups in a container ('3 packs of 6 cards' are 18); R1 refuses them"
RATE_OVER_TIME = "serving reads a rate over a duration ('5 acorns a day for 4 days' are 20); R1 refuses it"
QUANTITY_WORDS = "serving values quantity words exactly ('a dozen', 'one hundred'); the kernel rejects them for R1"
SLICES = "serving reads deeds in slices of time ('4 in the morning … in the evening twice that many'); R1 refuses them"

DELIBERATE: dict[str, str] = {
    "b3-04": SEVERAL_PEOPLE, "b3-05": SEVERAL_PEOPLE, "b3-06": SEVERAL_PEOPLE, "b3-11": SEVERAL_PEOPLE,
    "b3-17": SEVERAL_PEOPLE,
    "r1-15": NO_CHANGE,
    "r1-ph-03": R1_FRAMES, "r1-ph-10": R1_FRAMES,
    "r1-ph-39": R1_FRAMES,
    "r1-ph-53": R1_FRAMES, "r1-ph-50": R1_FRAMES, "r1-ph-51": R1_FRAMES,
    "r1-ph-64": EQUAL_GROUPS, "r1-ph-62": RATE_OVER_TIME,
    "r1-ph-38": QUANTITY_WORDS, "r1-ph-45": QUANTITY_WORDS, "r1-ph-59": QUANTITY_WORDS,
    "r1-ph-60": SLICES,
}  # fmt: skip


def _served(text: str) -> int | None:
    result = serve(text)
    return result.answer if isinstance(result, Served) else None


def _r1(text: str) -> int | None:
    result = ORGAN.read_text(text).bind(solve)
    return result.unwrap().value if isinstance(result, Success) else None


def test_the_paths_differ_exactly_where_decided(root: Path) -> None:
    cases = [json.loads(line) for corpus in CORPORA for line in (root / corpus).read_text().splitlines()]
    differing = {case["id"] for case in cases if _served(case["text"]) != _r1(case["text"])}
    assert differing == set(DELIBERATE)


def test_where_both_answer_they_agree(root: Path) -> None:
    cases = [json.loads(line) for corpus in CORPORA for line in (root / corpus).read_text().splitlines()]
    both = [(_served(case["text"]), _r1(case["text"])) for case in cases]
    assert all(served == r1 for served, r1 in both if served is not None and r1 is not None)
