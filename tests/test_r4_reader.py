"""The R4 reader as corpora: many phrasings per expected setup, many inputs per reason."""

from pathlib import Path

import pytest

from evals.combined_rate_oracle import lanes
from evals.combined_rate_oracle.gold import GOLD, PHRASINGS, Expect, load
from organs.generate.combined_rate_comprehension import ORGAN, ReaderReason

# One expected setup, many phrasings (names, order, articles, singular/plural, question first).
SAME_SETUP = [
    "Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. Working together, how many rooms do they paint in 4 hours?",
    "In 4 hours, how many rooms will Alice and Bob paint together if Alice paints 3 rooms per hour and Bob paints 2 rooms per hour?",
    "A painter paints 3 rooms an hour. A second painter paints 2 rooms an hour. How many rooms do the two painters paint together in 4 hours?",
    "Working together for 4 hours, Kim paints three rooms each hour and Lu paints two rooms each hour. How many rooms do they paint?",
    "Both painters work at once: one paints 3 rooms every hour and the other paints 2 rooms every hour. How many rooms get painted in 4 hours?",
]
# Total reading: a sentence no frame reads stops the reading, distractor or not (issue #8).
UNREAD = [
    "Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. They are repainting the old school. Working together, how many rooms do they paint in 4 hours?",
    "Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. The drain is closed. Working together, how many rooms do they paint in 4 hours?",
    "Alice paints 3 rooms per hour and Bob does not paint 2 rooms per hour. Working together, how many rooms do they paint in 4 hours?",
]
EXPECTED = {
    "mode": "sum",
    "rate_a": 3,
    "rate_b": 2,
    "unit": "rooms",
    "time_unit": "hour",
    "query": "quantity",
    "known": 4,
}


@pytest.mark.parametrize("text", SAME_SETUP)
def test_phrasings_of_one_problem_read_to_one_setup(text: str) -> None:
    assert ORGAN.read_text(text).unwrap().as_json() == EXPECTED


@pytest.mark.parametrize("text", UNREAD)
def test_a_sentence_the_frames_do_not_read_makes_r4_step_aside(text: str) -> None:
    refusal = ORGAN.read_text(text).failure()
    assert refusal.reason is ReaderReason.NOT_COMBINED_RATE_SHAPED and "unread sentence" in refusal.detail


# One expected reason, many inputs.
STEP_ASIDE = [
    "It is raining today.",
    "Tom has 12 marbles. He gives 5 to Ann. How many marbles does he have now?",
    "4 boxes hold 12 pencils each. How many pencils are there?",
    "A car travels at 60 mph for 3 hours. How many miles does it travel?",
    "Ann earns $12 per hour and Bo earns $10 per hour. Together, how much do they earn in 5 hours?",
]


@pytest.mark.parametrize("text", STEP_ASIDE)
def test_foreign_text_steps_aside(text: str) -> None:
    assert ORGAN.read_text(text).failure().reason is ReaderReason.NOT_COMBINED_RATE_SHAPED


@pytest.mark.parametrize("path", [GOLD, PHRASINGS], ids=["gold", "phrasings"])
def test_every_fixture_reads_exactly_as_its_gold_says(path: Path) -> None:
    report = lanes.reader(path)
    deviations = [row for row in report.rows if not row["as_gold"]]
    assert deviations == []
    assert report.counts.wrong == 0


def test_phrasings_cover_every_reader_reason_and_both_modes_and_all_queries() -> None:
    rows = load(PHRASINGS)
    assert len(rows) >= 40
    reasons = {row.reason for row in rows if row.expect is Expect.READER_REFUSES}
    assert set(ReaderReason) <= reasons
    setups = [row.setup for row in rows if row.setup is not None]
    assert {(s["mode"], s["query"]) for s in setups} == {
        (mode, query) for mode in ("sum", "difference") for query in ("effective_rate", "quantity", "time")
    }
