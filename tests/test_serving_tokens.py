"""The serving path's tokenizer: every quantity read exactly, as GSM8K writes them, or refused.

The sentences are our own (source: "own"), written in the phrasing classes GSM8K's training
problems use for quantities — "a dozen", "half as many", "$1.50", "20%", "three-quarters of",
"1 1/2 rolls", "the third day", "4 quarters"; none is copied from the data. A case reads
`sentence -> tokens`, each token shown by `describe`: a word as itself, a quantity in brackets.
"""

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from organs.core.text import InputReason, Sentence, prepare
from organs.generate.serving.tokens import (
    Mark,
    MoneyUnit,
    Quantity,
    QuantityKind,
    Token,
    TokenReason,
    Word,
    describe,
    lex,
    tokenize,
    words_of,
)


def prepared(text: str) -> Sentence:
    [sentence] = prepare(text).unwrap().sentences()
    return sentence


def kernel_form(text: str, start: int = 0) -> Sentence:
    """A sentence as `prepare` writes one (lower case, number words up to 99 as digits), for the
    forms `prepare` still rejects. It states no kernel numbers: `prepare` has none for them."""
    return Sentence(text, start, False, ())


def rendered(sentence: Sentence) -> str:
    return " ".join(describe(token) for token in tokenize(sentence).unwrap())


# Forms `prepare` reads today, so the whole path is exercised: raw text -> prepare -> tokenize.
THROUGH_PREPARE = [
    ("Mia is paid $15 an hour to walk dogs.", "mia is paid [money $15] an hour to walk dogs"),
    ("The farm sold 1,250 eggs in May.", "the farm sold [count 1250] eggs in may"),
    ("Lena picks twenty-five apples.", "lena picks [count 25] apples"),
    ("He saved 300 dollars and 45 cents.", "he saved [money $300] and [money $9/20 from cents]"),
    ("A text message costs seven cents to send.", "a text message costs [money $7/100 from cents] to send"),
    ("Ravi has two twenty-dollar bills.", "ravi has [count 2] [money $20] bills"),
    ("After the 2nd lap, Kim rests.", "after the [ordinal 2] lap , kim rests"),
    ("Omar starts the 14th chapter.", "omar starts the [ordinal 14] chapter"),
    ("On the third day, Jo reads 12 pages.", "on the [ordinal 3] day , jo reads [count 12] pages"),
    ("Her second job pays $9 an hour.", "her [ordinal 2] job pays [money $9] an hour"),
    ("At first, Ali had 4 cards.", "at first , ali had [count 4] cards"),
    # A pair "of" something counts pairs: a pair of shorts is one garment, a pair of socks two.
    ("Dev picks a pair of boots for $60.", "dev picks a pair of boots for [money $60]"),
    ("Tia bought 3 pairs of socks.", "tia bought [count 3] pairs of socks"),
    ("Tia bought 2 pairs.", "tia bought [count 4 pair]"),
    # A hyphenated noun the lexicon lists is one word; other hyphens stay marks.
    ("Ann bought 3 t-shirts.", "ann bought [count 3] t-shirts"),
    ("He is well-known.", "he is well - known"),
    ("Gloves cost $8 a pair.", "gloves cost [money $8] a pair"),
    ("The shop opens at 9:30 a.m.", "the shop opens at [clock 570] am"),
    ("The pool is open from 11:00 to 4:30.", "the pool is open from [clock 660] to [clock 270]"),
    # After "ratio", a pair is one, however it would read as a time: its first term over its second.
    ("The ratio of cats to dogs is 12:35.", "the ratio of cats to dogs is [ratio 12/35]"),
    ("Ned earns $18/hour.", "ned earns [money $18] / hour"),
    ("Darwin has 600$.", "darwin has [money $600]"),
    ("It spins 3 times per second.", "it spins [count 3] times per second"),
    ("A 25-second ad plays 4 times.", "a [count 25] second ad plays [count 4] times"),
]

# Forms `prepare` rejects today (decimals, fractions, percents, "dozen", "half", scale words):
# (raw text, the same sentence in the kernel's form, tokens). When `prepare` learns a form,
# test_prepare_still_rejects_these_forms fails for it: move the case to THROUGH_PREPARE.
KERNEL_FORM = [
    # `prepare` read "$.25" as 25 and let these words through unread; it rejects them now.
    ("A stamp costs $.25 today.", "a stamp costs $.25 today", "a stamp costs [money $1/4] today"),
    ("Later Rosa triples the recipe.", "later rosa triples the recipe", "later rosa [multiplier 3] the recipe"),
    ("He doubled his savings.", "he doubled his savings", "he [multiplier 2] his savings"),
    ("Tax is 8 per cent.", "tax is 8 per cent", "tax is [percent 8]"),
    ("An eighth as many came.", "an eighth as many came", "[multiplier 1/8] as many came"),
    ("A twelfth of the eggs broke.", "a twelfth of the eggs broke", "[fraction 1/12] of the eggs broke"),
    # a pair no time could be ("4:6"): `prepare` keeping quantity words gives its parts
    ("They split it in the ratio 4:6.", "they split it in the ratio 4:6", "they split it in the ratio [ratio 2/3]"),
    ("At 9:30 the ratio was 3:5.", "at 9:30 the ratio was 3:5", "at [clock 570] the ratio was [ratio 3/5]"),
    # dozens and halves of dozens
    ("Pia fries four dozen doughnuts.", "pia fries 4 dozen doughnuts", "pia fries [count 48 dozen] doughnuts"),
    ("Raj buys a dozen roses.", "raj buys a dozen roses", "raj buys [count 12 dozen] roses"),
    ("Eggs sell for $3 a dozen.", "eggs sell for $3 a dozen", "eggs sell for [money $3] a [count 12 dozen]"),
    ("Cal eats half a dozen figs.", "cal eats half a dozen figs", "cal eats [count 6 dozen] figs"),
    ("The bakery packed 3 and a half dozen rolls.", "the bakery packed 3 and a half dozen rolls",
     "the bakery packed [count 42 dozen] rolls"),
    # half, twice, double, triple
    ("On Sunday the stall sold half as many lemons.", "on sunday the stall sold half as many lemons",
     "on sunday the stall sold [multiplier 1/2] as many lemons"),
    ("Ben spent half of his savings.", "ben spent half of his savings", "ben spent [fraction 1/2] of his savings"),
    ("A scarf is half the price of a coat.", "a scarf is half the price of a coat",
     "a scarf is [fraction 1/2] the price of a coat"),
    ("Luis ran twice as far on Friday.", "luis ran twice as far on friday", "luis ran [multiplier 2] as far on friday"),
    ("Leo wants to double his savings.", "leo wants to double his savings", "leo wants to [multiplier 2] his savings"),
    ("The red jar holds thrice as many beads.", "the red jar holds thrice as many beads",
     "the red jar holds [multiplier 3] as many beads"),
    ("The tall tree has one half as many nests.", "the tall tree has 1 half as many nests",
     "the tall tree has [multiplier 1/2] as many nests"),
    # percents
    ("Priya recycled 35% of the bottles.", "priya recycled 35% of the bottles",
     "priya recycled [percent 35] of the bottles"),
    ("Rent went up by thirty percent.", "rent went up by 30 percent", "rent went up by [percent 30]"),
    ("The fee is 12.5% of the price.", "the fee is 12.5% of the price", "the fee is [percent 25/2] of the price"),
    # money with cents, decimals
    ("A bagel costs $2.40 and juice costs $0.75.", "a bagel costs $2.40 and juice costs $0.75",
     "a bagel costs [money $12/5] and juice costs [money $3/4]"),
    ("A tutor charges $22.00 per session.", "a tutor charges $22.00 per session",
     "a tutor charges [money $22] per session"),
    ("The house cost $1,250,000.50.", "the house cost $1,250,000.50", "the house cost [money $2500001/2]"),
    ("The new bike costs 1.5 times the old price.", "the new bike costs 1.5 times the old price",
     "the new bike costs [count 3/2] times the old price"),
    # fractions in digits and in words
    ("Kai answered 3/8 of the questions.", "kai answered 3/8 of the questions",
     "kai answered [fraction 3/8] of the questions"),
    ("Three-quarters of the tickets were sold.", "3 quarters of the tickets were sold",
     "[fraction 3/4] of the tickets were sold"),
    ("Mara kept a third of the stickers.", "mara kept a third of the stickers",
     "mara kept [fraction 1/3] of the stickers"),
    ("He poured one-third of the milk into a cup.", "he poured 1 third of the milk into a cup",
     "he poured [fraction 1/3] of the milk into a cup"),
    ("Two-thirds of the pies are gone.", "2 thirds of the pies are gone", "[fraction 2/3] of the pies are gone"),
    ("Three fourths of the marbles are blue.", "3 fourths of the marbles are blue",
     "[fraction 3/4] of the marbles are blue"),
    ("A quarter of the guests left early.", "a quarter of the guests left early",
     "[fraction 1/4] of the guests left early"),
    # Quarters beside another coin are coins; of something, a share still.
    ("Ravi found 10 quarters and 3 dimes.", "ravi found 10 quarters and 3 dimes",
     "ravi found [count 10] quarters and [count 3] dimes"),
    ("She has two more quarters than nickels.", "she has 2 more quarters than nickels",
     "she has [count 2] more quarters than nickels"),
    ("He gave three quarters of his dimes away.", "he gave 3 quarters of his dimes away",
     "he gave [fraction 3/4] of his dimes away"),
    ("The pond is a third the size of the lake.", "the pond is a third the size of the lake",
     "the pond is [fraction 1/3] the size of the lake"),
    # mixed numbers
    ("Each child drinks 2 1/4 cups of milk.", "each child drinks 2 1/4 cups of milk",
     "each child drinks [count 9/4] cups of milk"),
    ("The truck carried 12 3/4 tons of gravel.", "the truck carried 12 3/4 tons of gravel",
     "the truck carried [count 51/4] tons of gravel"),
    ("The drive took 3 and a half hours.", "the drive took 3 and a half hours", "the drive took [count 7/2] hours"),
    ("Baking needs an hour and a half.", "baking needs an hour and a half", "baking needs an hour and [fraction 1/2]"),
    ("Every camper gets one and a half sandwiches.", "every camper gets 1 and a half sandwiches",
     "every camper gets [count 3/2] sandwiches"),
    # number words to the millions
    ("Seven hundred runners finished.", "7 hundred runners finished", "[count 700] runners finished"),
    ("One hundred and five people came.", "1 hundred and 5 people came", "[count 105] people came"),
    ("The library lent one hundred thirty-two books.", "the library lent 1 hundred 32 books",
     "the library lent [count 132] books"),
    ("A hundred people came.", "a hundred people came", "[count 100] people came"),
    ("The region has 3 million trees.", "the region has 3 million trees", "the region has [count 3000000] trees"),
    ("It has 2 thousand 5 hundred seats.", "it has 2 thousand 5 hundred seats", "it has [count 2500] seats"),
    ("The stadium cost $45 million.", "the stadium cost $45 million", "the stadium cost [money $45000000]"),
    ("The film made $1.5 million.", "the film made $1.5 million", "the film made [money $1500000]"),
    ("The fair raised 8 thousand dollars.", "the fair raised 8 thousand dollars", "the fair raised [money $8000]"),
]  # fmt: skip

# One expected reason, many sentences (in the kernel's form).
REFUSALS = [
    # "a third" is a fraction before "of", "as" or "the", and otherwise may be "another".
    ("he ate a third pie", TokenReason.AMBIGUOUS_ORDINAL),
    ("she had 2 jobs and took a third", TokenReason.AMBIGUOUS_ORDINAL),
    ("she opens a second store", TokenReason.AMBIGUOUS_ORDINAL),
    ("the light blinks 4 times a second", TokenReason.AMBIGUOUS_ORDINAL),
    ("he runs every second day", TokenReason.AMBIGUOUS_ORDINAL),
    ("she came in second place", TokenReason.AMBIGUOUS_ORDINAL),
    # what `prepare` makes of "twenty-second", "twenty-first", "a 40-second clip": a spelled
    # ordinal, or a duration; and "30 third graders"
    ("on the 20 second day", TokenReason.AMBIGUOUS_ORDINAL),
    ("a 40 second clip", TokenReason.AMBIGUOUS_ORDINAL),
    ("the 20 first race", TokenReason.AMBIGUOUS_ORDINAL),
    ("she teaches 30 third graders", TokenReason.AMBIGUOUS_ORDINAL),
    # "quarter": a fraction, a coin (25 cents) or a period, unless another coin is named beside it
    # ("Penny" may be a name).
    ("the jar holds 30 quarters", TokenReason.AMBIGUOUS_FRACTION),
    ("penny holds 30 quarters", TokenReason.AMBIGUOUS_FRACTION),
    ("she finds a quarter and a dime", TokenReason.AMBIGUOUS_FRACTION),
    ("of his coins 3 quarters are dimes", TokenReason.AMBIGUOUS_FRACTION),
    ("she finds a quarter", TokenReason.AMBIGUOUS_FRACTION),
    ("she pays with quarters", TokenReason.AMBIGUOUS_FRACTION),
    ("3 quarters are red", TokenReason.AMBIGUOUS_FRACTION),
    # numbers made one that may be two
    ("he orders 3 1/2 pound roasts", TokenReason.AMBIGUOUS_COMPOSITION),
    ("he orders 3 1/2-pound roasts", TokenReason.AMBIGUOUS_COMPOSITION),
    ("a 2 and a half hour drive", TokenReason.AMBIGUOUS_COMPOSITION),
    ("he has 1 hundred and 20 dollar bills", TokenReason.AMBIGUOUS_COMPOSITION),
    ("he has 2 hundred-dollar bills", TokenReason.AMBIGUOUS_COMPOSITION),
    ("there is 1 third-grade class", TokenReason.AMBIGUOUS_COMPOSITION),
    ("in 2013 1/2 of the pupils passed", TokenReason.AMBIGUOUS_COMPOSITION),
    ("he ate 2 and a third of the pies", TokenReason.AMBIGUOUS_COMPOSITION),
    # a pair with no time word at it, and no "ratio" before it, may be either
    ("the score was 12:35", TokenReason.AMBIGUOUS_CLOCK),
    ("she mixed them 3:5", TokenReason.AMBIGUOUS_CLOCK),
    ("the ratio changed at 3:5", TokenReason.AMBIGUOUS_CLOCK),  # a time word, but no time
    ("the ratio of a to b to c is 2:1:3", TokenReason.LONG_RATIO),
    ("the ratio of cats to dogs is 0:3", TokenReason.MALFORMED_NUMBER),
    ("the ratio of cats to dogs is 3:5th", TokenReason.JOINED_WORD),
    # no number of them
    ("she bought dozens of eggs", TokenReason.VAGUE_QUANTITY),
    ("several hundred people came", TokenReason.VAGUE_QUANTITY),
    ("thousands of fans came", TokenReason.VAGUE_QUANTITY),
    ("he cut the pie into thirds", TokenReason.VAGUE_QUANTITY),
    ("$5 a hundred", TokenReason.VAGUE_QUANTITY),
    # not one exact number
    ("it is 10^40 times bigger", TokenReason.POWER),
    ("it is -5 degrees", TokenReason.SIGNED_NUMBER),
    ("it grew by +5", TokenReason.SIGNED_NUMBER),
    ("it fell (-5) today", TokenReason.SIGNED_NUMBER),
    ("she has 5-10 apples", TokenReason.RANGE),
    ("it costs $5-$10", TokenReason.RANGE),
    ("it costs $5$", TokenReason.MALFORMED_NUMBER),
    ("the car cost $35k", TokenReason.JOINED_WORD),
    ("he spent 3/4ths of it", TokenReason.JOINED_WORD),
    ("she ran a 5k race", TokenReason.JOINED_WORD),
    ("grade5 is full", TokenReason.JOINED_WORD),
    ("it has 1,20 parts", TokenReason.MALFORMED_NUMBER),
    ("it has 1.2.3 parts", TokenReason.MALFORMED_NUMBER),
    ("he ate 3/0 of it", TokenReason.MALFORMED_NUMBER),
    ("he is the 2th", TokenReason.MALFORMED_NUMBER),
    ("it takes 2 3/2 hours", TokenReason.MALFORMED_NUMBER),
    ("she ate 1 thirds of it", TokenReason.MALFORMED_NUMBER),
    ("he ran at 5:75", TokenReason.AMBIGUOUS_CLOCK),  # no time, and no "ratio" before it
    ("it is " + "9" * 61, TokenReason.TOO_MANY_DIGITS),
    # symbols with no reading here
    ("his wage + 1/2 his wage", TokenReason.UNREAD_SYMBOL),
    ("it is 5+3", TokenReason.UNREAD_SYMBOL),
    ("a 5 % tip", TokenReason.UNREAD_SYMBOL),
    ("it costs €5", TokenReason.UNREAD_SYMBOL),
    ("what $ amount is left", TokenReason.UNREAD_SYMBOL),
    ("3 = 3", TokenReason.UNREAD_SYMBOL),
    ("it is 5° warmer", TokenReason.UNREAD_SYMBOL),
]


def quantities(tokens: tuple[Token, ...]) -> list[Quantity]:
    return [token for token in tokens if isinstance(token, Quantity)]


@pytest.mark.parametrize(("raw", "expected"), THROUGH_PREPARE)
def test_prepared_sentences_tokenize_to_exact_quantities(raw: str, expected: str) -> None:
    assert rendered(prepared(raw)) == expected


@pytest.mark.parametrize(("raw", "_expected"), THROUGH_PREPARE)
def test_every_kernel_number_is_inside_exactly_one_quantity(raw: str, _expected: str) -> None:
    sentence = prepared(raw)
    linked = [number for quantity in quantities(tokenize(sentence).unwrap()) for number in quantity.numbers]
    assert linked == list(sentence.numbers)


@pytest.mark.parametrize(("_raw", "form", "expected"), KERNEL_FORM)
def test_sentences_in_the_kernel_form_tokenize_to_exact_quantities(_raw: str, form: str, expected: str) -> None:
    assert rendered(kernel_form(form)) == expected


@pytest.mark.parametrize(("raw", "_form", "_expected"), KERNEL_FORM)
def test_prepare_still_rejects_these_forms(raw: str, _form: str, _expected: str) -> None:
    """The gap between the kernel and the tokenizer, pinned: `prepare` rejects each of these today
    (a decimal, fraction, percent sign or word, scale word, "dozen", "half", "twice"), so no text
    reaches the tokenizer with them yet."""
    assert prepare(raw).failure().reason is InputReason.UNSUPPORTED_NUMBER


@pytest.mark.parametrize(("raw", "form", "expected"), KERNEL_FORM)
def test_prepare_keeping_quantity_words_writes_the_kernel_form(raw: str, form: str, expected: str) -> None:
    """What the serving path asks for: the quantity words, decimals, fractions and percent signs
    kept, in the form the tokenizer reads (thousands separators gone, as for every number), each
    numeral a kernel `Number` inside exactly one quantity, so the gate sees it used or not."""
    [sentence] = prepare(raw, keep_quantity_words=True).unwrap().sentences()
    assert (sentence.text, rendered(sentence)) == (re.sub(r"(?<=\d),(?=\d{3})", "", form), expected)
    linked = [number for quantity in quantities(tokenize(sentence).unwrap()) for number in quantity.numbers]
    assert linked == list(sentence.numbers)


def test_a_spelled_ordinal_past_twenty_is_rejected_even_keeping_quantity_words() -> None:
    # "twenty-second" would become "20 second", a duration.
    kept = prepare("She won the twenty-second race.", keep_quantity_words=True)
    assert kept.failure().reason is InputReason.UNSUPPORTED_NUMBER


@pytest.mark.parametrize(("text", "reason"), REFUSALS)
def test_what_has_no_one_exact_reading_is_refused(text: str, reason: TokenReason) -> None:
    refusal = tokenize(kernel_form(text)).failure()
    assert (refusal.reason, refusal.organ.value, refusal.stage.value) == (reason, "serving", "parse")


def test_money_is_valued_in_dollars_and_remembers_cents() -> None:
    [dollars, cents] = quantities(tokenize(kernel_form("$1.50 and 150 cents")).unwrap())
    assert (dollars.value, dollars.money) == (Fraction(3, 2), MoneyUnit.DOLLAR)
    assert (cents.value, cents.money) == (Fraction(3, 2), MoneyUnit.CENT)


def test_a_whole_value_is_an_int_never_a_fraction() -> None:
    values = [q.value for q in quantities(tokenize(kernel_form("$18.00, 4/2 of it, 2 and a half dozen")).unwrap())]
    assert values == [18, 2, 30] and all(type(value) is int for value in values)


def test_article_a_after_a_price_stays_a_word_it_may_mean_per() -> None:
    tokens = tokenize(kernel_form("eggs cost $3 a dozen and a dozen eggs")).unwrap()
    assert [describe(token) for token in tokens][3:] == ["a", "[count 12 dozen]", "and", "[count 12 dozen]", "eggs"]
    assert (tokens[4].text, tokens[-2].text) == ("dozen", "a dozen")


def test_spans_index_the_prepared_text_like_the_kernels_numbers() -> None:
    text = prepare("Tom has 3 hats. Ann pays $12 for the 2nd hat.").unwrap()
    second = text.sentences()[1]
    tokens = tokenize(second).unwrap()
    for token in tokens:
        assert text.text[token.start : token.end] == token.text
    [price, ordinal] = quantities(tokens)
    assert (price.text, ordinal.text) == ("$12", "2nd")
    assert [n.value for n in price.numbers + ordinal.numbers] == [12, 2]


# -- properties ---------------------------------------------------------------------------------

FRAGMENTS = st.sampled_from(
    [
        "tom", "has", "the", "a", "an", "of", "as", "and", "many", "each", "per", "pie", "eggs", "hours",
        "12", "3", "0", "1", "20", "2013", "1,200", "3.5", ".25", "3/4", "1/2", "9:30", "2nd", "3rd",
        "$5", "$1.50", "$.25", "20%", "12.5%", "cents", "dollars", "percent", "dozen", "dozens", "pair",
        "pairs", "half", "third", "thirds", "quarter", "quarters", "fifth", "first", "second", "twice",
        "double", "tripled", "hundred", "thousand", "million", ",", ";", "(", ")", "-", "'s", "&", "/",
        "$", "%", "cent", "per", "1 1/2", "2 and a half", "a third of", "2 thirds", "3 quarters of",
    ]
)  # fmt: skip


def assert_well_formed(sentence: Sentence, tokens: tuple[Token, ...]) -> None:
    """Every quantity exact; every token a slice of the sentence, in order, apart, and together
    covering every character but the spaces."""
    end = sentence.start
    covered = 0
    for token in tokens:
        assert sentence.start <= end <= token.start < token.end <= sentence.start + len(sentence.text)
        assert sentence.text[token.start - sentence.start : token.end - sentence.start] == token.text
        end = token.end
        covered += len("".join(token.text.split()))
        if isinstance(token, Quantity):
            assert type(token.value) is int or (type(token.value) is Fraction and token.value.denominator != 1)
            assert isinstance(token.kind, QuantityKind)
            assert (token.money is not None) == (token.kind is QuantityKind.MONEY)
            assert all(token.start <= number.start < token.end for number in token.numbers)
        else:
            assert isinstance(token, Word | Mark)
    assert covered == len("".join(sentence.text.split()))


@settings(max_examples=400)
@given(st.lists(FRAGMENTS, max_size=25).map(" ".join), st.integers(min_value=0, max_value=500))
def test_tokens_are_exact_and_lie_in_order_inside_the_sentence(text: str, start: int) -> None:
    sentence = kernel_form(text, start)
    result = tokenize(sentence)
    if isinstance(result.value_or(None), tuple):
        assert_well_formed(sentence, result.unwrap())
    else:
        assert isinstance(result.failure().reason, TokenReason)


@settings(max_examples=400)
@given(st.lists(FRAGMENTS, max_size=25).map(lambda words: " ".join(words) + "."))
def test_through_prepare_every_stated_number_is_inside_exactly_one_quantity(text: str) -> None:
    made = prepare(text)
    if made.value_or(None) is None:
        return
    for sentence in made.unwrap().sentences():
        result = tokenize(sentence)
        if result.value_or(None) is None:
            continue
        tokens = result.unwrap()
        assert_well_formed(sentence, tokens)
        assert [n for q in quantities(tokens) for n in q.numbers] == list(sentence.numbers)


@settings(max_examples=500)
@given(st.text(max_size=200), st.integers(min_value=0, max_value=50))
def test_any_text_gets_tokens_or_a_typed_refusal_never_an_exception(text: str, start: int) -> None:
    sentence = kernel_form(text, start)
    result = tokenize(sentence)
    if result.value_or(None) is None:
        assert isinstance(result.failure().reason, TokenReason)
    else:
        assert_well_formed(sentence, result.unwrap())


def assert_words_cover(sentence: Sentence) -> None:
    """`words_of` is a promise about `tokenize`: every word or mark a token is, is among its words,
    and there are no more tokens than it says. The serving reader skips a question on it."""
    lexed, tokens = lex(sentence), tokenize(sentence)
    if tokens.value_or(None) is None:
        return
    words, most = words_of(lexed.unwrap())
    assert {token.text for token in tokens.unwrap() if isinstance(token, Word | Mark)} <= words
    assert len(tokens.unwrap()) <= most


@given(st.lists(FRAGMENTS, max_size=25).map(" ".join), st.integers(min_value=0, max_value=500))
def test_words_of_covers_every_token_of_fragments(text: str, start: int) -> None:
    assert_words_cover(kernel_form(text, start))


@given(st.text(max_size=200))
def test_words_of_covers_every_token_of_any_text(text: str) -> None:
    assert_words_cover(kernel_form(text))


@pytest.mark.parametrize(
    ("text", "joined"),
    [("Her T-shirts cost $5 each.", "t-shirts"), ("Ann sent 12 e-mails and had 2 x-rays.", "e-mails")],
)
def test_words_of_names_the_hyphenated_words_the_tokenizer_joins(text: str, joined: str) -> None:
    [sentence] = prepare(text, keep_quantity_words=True).unwrap().sentences()
    assert joined in {token.text for token in tokenize(sentence).unwrap()}  # one token, not three
    assert joined in words_of(lex(sentence).unwrap())[0]
    assert_words_cover(sentence)
