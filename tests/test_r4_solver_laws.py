"""The R4 solver's laws (ledger §2, §3), for all positive inputs."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from organs.core.numbers import PositiveInt, positive_int
from organs.core.units import TimeUnit
from organs.generate.combined_rate_comprehension import (
    CombinedRateSetup,
    CombineMode,
    EffectiveRateQuery,
    QuantityQuery,
    Query,
    SolverReason,
    TimeQuery,
    solve,
)

positives = st.integers(min_value=1, max_value=10**12).map(lambda n: positive_int(n).unwrap())
modes = st.sampled_from(CombineMode)


def setup(mode: CombineMode, a: PositiveInt, b: PositiveInt, query: Query) -> CombinedRateSetup:
    return CombinedRateSetup(mode, a, b, "liters", TimeUnit.MINUTE, query)


def net(mode: CombineMode, a: int, b: int) -> int:
    return a + b if mode is CombineMode.SUM else a - b


@given(modes, positives, positives)
def test_effective_rate_is_the_sum_or_the_difference_even_when_not_positive(
    mode: CombineMode, a: PositiveInt, b: PositiveInt
) -> None:
    assert solve(setup(mode, a, b, EffectiveRateQuery())).unwrap().value == net(mode, a, b)


@given(modes, positives, positives, positives)
def test_quantity_is_net_times_duration_and_never_below_one(
    mode: CombineMode, a: PositiveInt, b: PositiveInt, duration: PositiveInt
) -> None:
    result = solve(setup(mode, a, b, QuantityQuery(duration)))
    if net(mode, a, b) > 0:
        assert result.unwrap().value == net(mode, a, b) * duration >= 1
    else:
        assert result.failure().reason is SolverReason.NON_POSITIVE_NET_RATE


@given(modes, positives, positives, positives)
def test_time_is_exact_or_refused_and_satisfies_its_equation(
    mode: CombineMode, a: PositiveInt, b: PositiveInt, quantity: PositiveInt
) -> None:
    result = solve(setup(mode, a, b, TimeQuery(quantity)))
    rate = net(mode, a, b)
    if rate <= 0:
        assert result.failure().reason is SolverReason.NON_POSITIVE_NET_RATE
    elif Fraction(quantity, rate).denominator != 1:
        assert result.failure().reason is SolverReason.NON_INTEGER_SOLUTION
    else:
        time = result.unwrap().value
        assert time >= 1
        assert rate * time == quantity  # substituted back into quantity = rate x time


@given(modes, positives, positives, positives)
def test_a_quantity_answer_substituted_back_gives_its_duration(
    mode: CombineMode, a: PositiveInt, b: PositiveInt, duration: PositiveInt
) -> None:
    rate = net(mode, a, b)
    answer = solve(setup(mode, a, b, QuantityQuery(duration)))
    if rate > 0:
        assert Fraction(answer.unwrap().value, rate) == duration
