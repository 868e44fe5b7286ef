"""The organs keep the law where an adversary found them answering: every text here was once
SOLVED_VERIFIED wrongly (so `verify` said VERIFIED), and each is now refused."""

import pytest

from organs import ClaimVerdict, Served, Terminal, contemplate, serve, verify

REFUSED = [
    # A pace on the clock over a day or more is no stretch of work; across clocks, no pace carries.
    "Sara reads 20 pages in a day. How many pages does she read in 6 hours?",
    "Max grades 30 papers in 2 hours. How many papers can Max grade in 2 days?",
    "Ken bakes 12 cookies in 30 minutes. How many cookies does Ken bake in 30 hours?",
    # A tank's contents, with no stated start.
    "A pipe fills a tank at 5 liters per minute. How many liters are in the tank after 6 minutes?",
    "A pipe fills a tank at 5 liters per minute while a drain removes 2 liters per minute. How many liters are "
    "in the tank after 6 minutes?",
    # A container, machine or group the text never set up.
    "A hose fills a pool at 8 liters per minute while a leak loses 3 liters per minute. What is the net rate at "
    "which the tub fills, in liters per minute?",
    "Two printers run at the same time. The first prints 30 pages an hour and the second prints 20 pages an "
    "hour. How many pages do the two copiers print in 3 hours?",
    # One agent told twice, two kinds of work, a question of what the combination does not do.
    "A machine makes 4 toys per hour. The machine makes 4 toys per hour. Working together, how many toys do "
    "they make in 5 hours?",
    "Tom paints 3 fences per hour and Ann builds 2 fences per hour. Working together, how many fences do they "
    "paint in 5 hours?",
    "A pipe fills a tank at 9 liters per minute and a leak drains 2 liters per minute. How many minutes will it "
    "take to drain 35 liters?",
    # A possessive of nobody named, and deeds of unfixed effect.
    "Tom has 12 marbles. He gives 5 to her sister. How many marbles does Tom have now?",
    "Raul has 15 crayons. He breaks 4 crayons. How many crayons does Raul have?",
    # A gift to oneself, or to a pronoun that can mean nobody else: no loss to anyone.
    "Omar has 10 pears. He gives 4 pears to himself. How many pears does Omar have?",
    "Lena has 10 pears. She gives 3 pears to herself. How many pears does Lena have?",
    "Omar has 10 pears. He gives 4 pears to him. How many pears does Omar have?",
]


@pytest.mark.parametrize("text", REFUSED[-3:])
def test_serve_reads_no_gift_to_oneself(text: str) -> None:
    assert not isinstance(serve(text), Served)


@pytest.mark.parametrize("text", REFUSED)
def test_the_organs_refuse_and_verify_says_nothing(text: str) -> None:
    result = contemplate(text)
    assert result.terminal is not Terminal.SOLVED_VERIFIED, result
    assert verify(text, 1).verdict is ClaimVerdict.UNVERIFIABLE
