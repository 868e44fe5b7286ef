"""The metamorphic lane's machinery: each transformation's expectation on tiny hand-written seeds,
and determinism. Nothing here runs the code under test."""

from evals import change_oracle, grouping_oracle
from evals.math_capability_axes.B3_state_aggregate import v1 as b3
from evals.math_capability_axes.G6_rate_capacity import v1 as g6
from evals.metamorphic.evaluation import wrong_row
from evals.metamorphic.grading import Graded, Outcome, PathName
from evals.metamorphic.mutant import AnswerOrRefuse, Expectation, MustRefuse, Mutant, Transformation
from evals.metamorphic.seeds import Seed, Shape, combined_canonical
from evals.metamorphic.transformations import mutants

T = Transformation

CHANGE = Seed(
    "t-change",
    "Tom has 12 marbles. He buys 5 more. Then he loses 3 marbles. How many marbles does he have now?",
    14,
    Shape.LEDGER,
    {"start": 12, "changes": [5, -3]},
    change_oracle.canonical,
)
CAPACITY = Seed(
    "t-rate",
    "Ana can pick 12 apples in 4 minutes. How many apples can she pick in 2 hours?",
    360,
    Shape.RATE,
    {"rate": {"count": 12, "per": 4, "per_unit": "minute", "duration": 2, "duration_unit": "hour"}},
    g6.canonical,
)
SHARE = Seed(
    "t-share",
    "45 pencils are shared equally among 5 children. How many pencils does each child get?",
    9,
    Shape.GROUPING,
    {"operation": "share", "left": 45, "right": 5},
    grouping_oracle.canonical,
)
TOTAL = Seed(
    "t-total",
    "Tom has 12 marbles. Ann has 7 marbles. How many marbles do they have in total?",
    19,
    Shape.LEDGER,
    {"starts": {"tom": 12, "ann": 7}, "changes": [], "ask": "all"},
    b3.canonical,
)
TANK = Seed(
    "t-tank",
    "A pipe fills a tank at 5 liters per minute while a drain removes 2 liters per minute. How long, in "
    "minutes, will it take to fill an empty 21-liter tank?",
    7,
    Shape.COMBINED_RATE,
    {
        "setup": {
            "mode": "difference",
            "rate_a": 5,
            "rate_b": 2,
            "unit": "liters",
            "time_unit": "minute",
            "query": "time",
            "known": 21,
        }
    },
    combined_canonical,
)
PRIVATE = Seed(
    "gsm8k-train:1",
    "Nadia can type 45 words per minute. How long, in hours, does it take her to write 8,100 words?",
    3,
    Shape.UNSTRUCTURED,
    public=False,
)


def made(seed: Seed) -> dict[tuple[Transformation, str], Mutant]:
    return {(mutant.transformation, mutant.variant): mutant for mutant in mutants(seed)}


def expect(
    seed: Seed, transformation: Transformation, variant: str, text: str | None, expectation: Expectation
) -> None:
    mutant = made(seed)[(transformation, variant)]
    assert mutant.expectation == expectation
    if text is not None:
        assert mutant.text == text


def test_identity_expects_the_reference_answer() -> None:
    for seed in (CHANGE, CAPACITY, SHARE, TOTAL, TANK, PRIVATE):
        expect(seed, T.IDENTITY, "seed", seed.text, AnswerOrRefuse(seed.answer))


def test_a_change_seed_is_recomputed_from_its_ledger() -> None:
    expect(CHANGE, T.SCALE_NUMBER, "startx2", None, AnswerOrRefuse(26))
    expect(CHANGE, T.SCALE_NUMBER, "changes.1x7", None, MustRefuse())  # loses 21 of 17: impossible
    expect(
        CHANGE,
        T.SWAP_DIRECTION,
        "s2",
        "Tom has 12 marbles. He sells 5. Then he loses 3 marbles. How many marbles does he have now?",
        AnswerOrRefuse(4),
    )
    expect(CHANGE, T.SWAP_DIRECTION, "s3", None, AnswerOrRefuse(20))
    expect(
        CHANGE,
        T.NEGATE,
        "s2",
        "Tom has 12 marbles. He does not buy 5 more. Then he loses 3 marbles. How many marbles does he have now?",
        AnswerOrRefuse(9),
    )
    expect(CHANGE, T.NEGATE, "s1", None, MustRefuse())
    expect(
        CHANGE,
        T.REMOVE_SENTENCE,
        "s3",
        "Tom has 12 marbles. He buys 5 more. How many marbles does he have now?",
        AnswerOrRefuse(17),
    )
    expect(CHANGE, T.REMOVE_SENTENCE, "s1", None, MustRefuse())
    expect(CHANGE, T.ADD_SITUATION, "agent.known1", None, AnswerOrRefuse(11))
    expect(CHANGE, T.ADD_SITUATION, "agent.unknown1", None, MustRefuse())


def test_words_that_blur_or_remove_a_number_or_its_owner_must_be_refused() -> None:
    expect(
        CHANGE,
        T.ADD_MEANING_WORD,
        "about@n1",
        "Tom has about 12 marbles. He buys 5 more. Then he loses 3 marbles. How many marbles does he have now?",
        MustRefuse(),
    )
    expect(CHANGE, T.REPLACE_NUMBER_WITH_SOME, "n2", None, MustRefuse())
    expect(CHANGE, T.ASK_UNKNOWN_ENTITY, "name=Zed", None, MustRefuse())
    expect(
        CHANGE,
        T.SWAP_GENDER,
        "he->she",
        "Tom has 12 marbles. He buys 5 more. Then he loses 3 marbles. How many marbles does she have now?",
        MustRefuse(),
    )
    expect(
        SHARE,
        T.ADD_MEANING_WORD,
        "phrase1",
        "45 pencils are shared unequally among 5 children. How many pencils does each child get?",
        MustRefuse(),
    )
    expect(SHARE, T.SCALE_NUMBER, "rightx2", None, MustRefuse())  # 4.5 pencils each


def test_a_capacity_rate_pluralizes_and_changes_units_exactly() -> None:
    expect(
        CAPACITY,
        T.PLURALIZE_SUBJECT,
        "group1x2",
        "Ana and a friend can each pick 12 apples in 4 minutes. How many apples can they pick in 2 hours altogether?",
        AnswerOrRefuse(720),
    )
    expect(CAPACITY, T.PLURALIZE_SUBJECT, "group6x10", None, AnswerOrRefuse(3600))
    expect(
        CAPACITY,
        T.CHANGE_UNIT,
        "u2->minute",
        "Ana can pick 12 apples in 4 minutes. How many apples can she pick in 2 minutes?",
        AnswerOrRefuse(6),
    )
    expect(CAPACITY, T.CHANGE_UNIT, "u2->second", None, MustRefuse())  # 0.2 apples
    expect(
        CAPACITY,
        T.CHANGE_UNIT,
        "u1->hour",
        "Ana can pick 12 apples in 4 hours. How many apples can she pick in 2 hours?",
        AnswerOrRefuse(6),
    )
    expect(
        CAPACITY,
        T.ADD_SITUATION,
        "unknown2",
        "Ana can pick 12 apples in 4 minutes. After a while, Ana speeds up. How many apples can she pick in 2 hours?",
        MustRefuse(),
    )


def test_asking_about_some_of_the_entities_sums_their_counts() -> None:
    expect(
        TOTAL,
        T.ASK_SUBSET,
        "ask=tom",
        "Tom has 12 marbles. Ann has 7 marbles. How many marbles does Tom have now?",
        AnswerOrRefuse(12),
    )
    expect(
        TOTAL,
        T.ASK_SUBSET,
        "ask=ann+zed",
        "Tom has 12 marbles. Ann has 7 marbles. Zed has 4 marbles. How many marbles do Ann and Zed have now?",
        AnswerOrRefuse(11),
    )
    # Without one count, "they" may be the other person alone: no certain expectation, no mutant.
    assert (T.REMOVE_SENTENCE, "s1") not in made(TOTAL) and (T.REMOVE_SENTENCE, "s2") not in made(TOTAL)
    expect(
        TOTAL,
        T.NEGATE,
        "s2",
        "Tom has 12 marbles. Ann does not have 7 marbles. How many marbles do they have in total?",
        MustRefuse(),
    )


def test_turning_a_drain_into_an_inflow_or_the_inflow_into_a_drain() -> None:
    expect(TANK, T.SWAP_DIRECTION, "swap1", None, AnswerOrRefuse(3))  # 5 + 2 a minute fills 21 liters in 3
    expect(TANK, T.SWAP_DIRECTION, "swap3", None, MustRefuse())  # two drains never fill it


def test_an_unstructured_seed_gets_only_the_text_transformations() -> None:
    found = {mutant.transformation for mutant in mutants(PRIVATE)}
    assert found == {T.IDENTITY, T.ASK_UNKNOWN_ENTITY, T.SWAP_GENDER, T.SWAP_POSSESSIVE, T.CONDITION_PERSON}
    expect(PRIVATE, T.SWAP_GENDER, "her->him", None, MustRefuse())


def test_a_gsm8k_row_names_the_seed_and_transformation_never_its_text() -> None:
    mutant = made(PRIVATE)[(T.ASK_UNKNOWN_ENTITY, "name=Zed")]
    row = wrong_row(mutant, Graded(PathName.CONTEMPLATE, Outcome.WRONG, "solved_verified 3"))
    assert "text" not in row and row["id"] == "gsm8k-train:1/ask_unknown_entity/name=Zed@contemplate"
    public = wrong_row(made(CHANGE)[(T.IDENTITY, "seed")], Graded(PathName.SERVE, Outcome.WRONG, "served 15"))
    assert public["text"] == CHANGE.text


def test_mutants_are_deterministic_unique_and_never_the_seed() -> None:
    for seed in (CHANGE, CAPACITY, SHARE, TOTAL, TANK, PRIVATE):
        first, again = mutants(seed), mutants(seed)
        assert first == again
        assert len({mutant.id for mutant in first}) == len(first)
        assert all(m.text != seed.text for m in first if m.transformation is not T.IDENTITY)
        by_text: dict[str, Expectation] = {}
        for mutant in first:  # one text, one expectation
            assert by_text.setdefault(mutant.text, mutant.expectation) == mutant.expectation


def seed_of(text: str, answer: int) -> Seed:
    return Seed("t-own", text, answer, Shape.UNSTRUCTURED)


def test_facts_only_an_empty_world_satisfies_must_be_refused() -> None:
    seed = seed_of("Tom has 12 marbles. Ann has 7 marbles. How many marbles do they have?", 19)
    expect(
        seed,
        T.ONLY_ZERO,
        "Tom:marbles:twice",
        "Tom has 12 marbles. Ann has 7 marbles. Tom has twice as many marbles as Tom. How many marbles do they have?",
        MustRefuse(),
    )
    expect(
        seed,
        T.ONLY_ZERO,
        "Tom<->Ann:marbles",
        "Tom has 12 marbles. Ann has 7 marbles. Tom has twice as many marbles as Ann. Ann has twice as many "
        "marbles as Tom. How many marbles do they have?",
        MustRefuse(),
    )


def test_the_same_facts_in_other_words_keep_the_answer() -> None:
    seed = seed_of("Ann has 4 red pens. There are twice as many blue pens as red pens. How many pens are there?", 12)
    expect(
        seed,
        T.ONES,
        "at61",
        "Ann has 4 red pens. There are twice as many blue pens as red ones. How many pens are there?",
        AnswerOrRefuse(12),
    )
    facts = seed_of("Ann has 4 pens. Bo has 6 pens. How many pens do Ann and Bo have?", 10)
    expect(
        facts,
        T.REORDER,
        "s1<->s2",
        "Bo has 6 pens. Ann has 4 pens. How many pens do Ann and Bo have?",
        AnswerOrRefuse(10),
    )


def test_a_possessive_or_a_verb_that_no_longer_fixes_the_holding_must_be_refused() -> None:
    seed = seed_of("Dina has 20 shells. She sold 4 of her shells. How many shells does Dina have?", 16)
    expect(
        seed,
        T.SWAP_POSSESSIVE,
        "at34",
        "Dina has 20 shells. She sold 4 of his shells. How many shells does Dina have?",
        MustRefuse(),
    )
    expect(
        CHANGE,
        T.UNFIXED_VERB,
        "s3:breaks",
        "Tom has 12 marbles. He buys 5 more. Then he breaks 3 marbles. How many marbles does he have now?",
        MustRefuse(),
    )


def test_a_question_about_what_the_text_never_set_up_must_be_refused() -> None:
    tank = seed_of("A hose fills a tank at 8 liters per minute. How many liters are in the tank after 3 minutes?", 24)
    expect(
        tank,
        T.RENAME_THING,
        "tank->bucket",
        "A hose fills a tank at 8 liters per minute. How many liters are in the bucket after 3 minutes?",
        MustRefuse(),
    )
    pair = seed_of("Two ovens bake 5 pies an hour each. How many pies do the two ovens bake in 2 hours?", 20)
    expect(
        pair,
        T.REGROUP,
        "at53",
        "Two ovens bake 5 pies an hour each. How many pies do the three ovens bake in 2 hours?",
        MustRefuse(),
    )
    expect(
        CHANGE,
        T.CONDITION_PERSON,
        "c1:Zed",
        "Tom has 12 marbles. He buys 5 more. Then he loses 3 marbles. If Zed helps, how many marbles does he have now?",
        MustRefuse(),
    )


def test_a_second_purchase_joins_a_scoped_total_and_makes_an_unscoped_one_two_readings() -> None:
    listed = seed_of("Kim buys a desk for $300 and gets a 20% discount. How much did she pay?", 240)
    expect(
        listed,
        T.SECOND_PURCHASE,
        "listed:lamp",
        "Kim buys a desk for $300 and a lamp for $10 and gets a 20% discount. How much did she pay?",
        AnswerOrRefuse(248),
    )
    apart = seed_of("Gus bought a belt for $15. He bought a cap for $45. He paid 5% tax on everything. How much "
                    "did he pay?", 63)  # fmt: skip
    expect(
        apart,
        T.SECOND_PURCHASE,
        "before_scoped:lamp",
        "Gus bought a belt for $15. He bought a cap for $45. He also bought a lamp for $20. He paid 5% tax on "
        "everything. How much did he pay?",
        AnswerOrRefuse(84),
    )
    expect(
        apart,
        T.SECOND_PURCHASE,
        "before_unscoped:lamp",
        "Gus bought a belt for $15. He bought a cap for $45. He also bought a lamp for $20. He paid 5% tax. How "
        "much did he pay?",
        MustRefuse(),
    )
    wrong_total = seed_of("Kim buys 2 desks for $300 each and gets a 20% discount. How much did she pay?", 480)
    assert not [m for m in mutants(wrong_total) if m.transformation is T.SECOND_PURCHASE]


def test_calendar_days_are_not_working_days() -> None:
    scheduled = seed_of("Sam earns $120 a day. He works 3 days a week. How much does he earn in 4 weeks?", 1440)
    expect(
        scheduled,
        T.CALENDAR_DAYS,
        "weeks_as_days",
        "Sam earns $120 a day. He works 3 days a week. How much does he earn in 28 days?",
        AnswerOrRefuse(1440),
    )
    expect(scheduled, T.CALENDAR_DAYS, "span=10", None, MustRefuse())
    daily = seed_of("Jo reads 20 pages a day. How many pages does she read in 2 weeks?", 280)
    expect(
        daily,
        T.CALENDAR_DAYS,
        "schedule=5",
        "Jo reads 20 pages a day. She does this 5 days a week. How many pages does she read in 2 weeks?",
        AnswerOrRefuse(200),
    )
    expect(
        daily,
        T.CALENDAR_DAYS,
        "schedule=3:span=12",
        "Jo reads 20 pages a day. She does this 3 days a week. How many pages does she read in 12 days?",
        MustRefuse(),
    )


def test_kin_restated_from_the_other_side_is_the_same_person() -> None:
    seed = seed_of("Mia has 10 stickers. Her brother has 4 more stickers than Mia. How many stickers do they have?", 24)
    expect(
        seed,
        T.RESTATE_KIN,
        "at58",
        "Mia has 10 stickers. Her brother has 4 more stickers than his sister. How many stickers do they have?",
        AnswerOrRefuse(24),
    )
    same_gender = seed_of("Mia has 10 stickers. Her sister has 4 more stickers than Mia. How many stickers do "
                          "they have?", 24)  # fmt: skip
    assert not [m for m in mutants(same_gender) if m.transformation is T.RESTATE_KIN]
