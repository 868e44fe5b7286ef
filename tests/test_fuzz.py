"""Fuzzing the public face: any text gets a typed outcome, never a crash.

The property, for every `str` TEXT and every `str` claim X the strategies below generate:

- `organs.serve(TEXT)` returns `Served` (an exact `int` answer, never a float) or `Withheld` (a
  typed refusal); `organs.contemplate(TEXT)` returns a `Contemplation` on one `Terminal`;
  `organs.verify(TEXT, X)` returns a `Verification`, or raises `organs.ClaimError` when, and only
  when, X is not a number; `organs.core.text.prepare(TEXT)` returns `Success(Prepared)` or
  `Failure(Rejected)`. Nothing else is ever raised.
- Anything but a `str` (None, bytes, int, list, ...) raises the one documented `TypeError`, and
  its message names the argument (`text must be str`, `claimed must be str`).
- On any input: answers are `int`; serve, contemplate and verify are deterministic (the same
  input twice gives the same `as_json()`); `as_json()` is JSON (`json.dumps(..., ensure_ascii=True)`
  never raises) in the shape of `contracts/`; verify never says VERIFIED when its two readers
  disagree (`conflict` is not None), and a verdict agrees with `ours`.
- `organs.cli.main` in-process, for `solve`, `solve --json`, `contemplate --dry-run --json`,
  `contemplate --store DIR` and `verify --claimed X`: the exit code is 0, or 2 only for a claim
  that is not a number; stdout is produced; no exception escapes; JSON output parses back to the
  text it was given, and a filed proposal is stored losslessly.

What the fuzzing found that broke the property is fixed and pinned by its own regression test
under "Found by fuzzing".

The CLI always gets TEXT after "--" (and the claim as `--claimed=X`), so that a text starting with
"-" is never read by argparse as an option; `test_a_text_like_an_option_needs_the_separator`
pins what happens without it (argparse's usage error, SystemExit 2).

The other half of the law, that time grows linearly with the text, is not asserted here: timed
assertions do not belong in unit tests (the `organs` profile in conftest.py turns hypothesis's
per-example deadline off). It is measured by the benchmark lanes (`regex_growth`, `throughput`) and
by `tests/test_linear_time.py`.
"""

from __future__ import annotations

import enum
import json
import tempfile
import unicodedata
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import schema_validator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from returns.result import Failure, Success

import organs
from organs import (
    ClaimError,
    ClaimVerdict,
    Contemplation,
    Served,
    Terminal,
    Verification,
    Withheld,
    contemplate,
    serve,
    verify,
)
from organs.claims import read_claim
from organs.cli import main
from organs.core.text import MAX_TEXT_CHARS, InputReason, NumberKind, Prepared, Rejected, prepare
from organs.teaching.store import ReviewQueue

CONTEMPLATION_SCHEMA = schema_validator("contemplation.schema.json")
REFUSAL_SCHEMA = schema_validator("refusal.schema.json")

# Modest and derandomized: the whole file runs in well under a minute, on the same examples every
# time, so a gate never fails on a draw it did not make before. To hunt deeper, raise the counts
# locally (8,000 and 3,000 found nothing beyond the two bugs pinned below, since fixed).
FUZZ = settings(max_examples=250, deadline=None, derandomize=True)
CLI_FUZZ = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    # capsys is read (and so emptied) at the start of every example; nothing else carries over.
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

# --- Text strategies -------------------------------------------------------------------------

# Problems the library answers, boundaries it knows and proposals it files (README, gold lanes):
# mutating them reaches the readers' deep paths, which random text never does.
SEEDS = (
    "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
    "Tom has 12 marbles. He buys 5 more. How many marbles does Tom have now?",
    "Tom has 12 marbles. Ann has 7 marbles. How many marbles does Tom have?",
    "A car travels at 60 mph for 3 hours. How many miles does it travel?",
    "There are 6 bags. Each bag holds 5 apples. How many apples are there?",
    "Alice paints 3 rooms per hour and Bob paints 2 rooms per hour. Working together, how many rooms do they paint in 4 hours?",
    "Alice paints 3 rooms per hour. Working together with Bob, how many rooms do they paint in 4 hours?",
    "A pipe fills a tank at 4 liters per minute while a drain removes 6 liters per minute. How many liters are in the tank after 5 minutes?",
    "Three hoses fill a pool together: the first pours 2 liters per minute, the second pours 3 liters per "
    "minute and the third pours 4 liters per minute. How many liters do they pour in 10 minutes?",
    "Ann packs 3 boxes per hour and Bo packs 2 boxes per hour. Working together, how many boxes do they pack in 4 hours?",
    "What is love?",
)
NAMES = ("Tom", "Ann", "Bob", "Alice", "Bo", "Mr. Hale", "Ms. Alice", "Priya", "Sam", "He", "She", "They", "It")
NUMBERS = (
    "0", "1", "3", "12", "007", "1,200", "1,20", "1,000,000", "3.5", ".5", "10^40", "1e5", "-3", "+4", "−3",
    "½", "1/2", "7/0", "٣", "\uff11\uff12", "\uff13", "10²", "twelve", "twenty-four", "twenty four", "zero",
    "half", "a dozen", "one-third", "two thirds", "1" + "0" * 40, "1" + "0" * 61, "2:30", "3rd", "10am",
    "5 p.m.", "5%", "3-4", "3 to 4", "about 5", "ten",
)  # fmt: skip
VERBS = (
    "has", "have", "gives", "gives him", "buys", "loses", "eats", "paints", "fills", "drains", "removes",
    "packs", "can shuck", "travels at", "pours", "holds", "shares", "does not have",
)  # fmt: skip
NOUNS = ("marbles", "apples", "boxes", "rooms", "liters", "oysters", "miles", "dollars", "bags", "marble", "books")
TAILS = (
    "", "per hour", "per minute", "an hour", "in 5 minutes", "mph", "each", "more", "fewer", "every day",
    "together", "for 3 hours", "in 2 hours", "per hour each",
)  # fmt: skip
QUESTIONS = (
    "How many {noun} does {name} have?",
    "How many {noun} does {name} have now?",
    "How many {noun} do they {verb} in {number} hours?",
    "How many {noun} can {name} {verb} in {number} minutes?",
    "How long does it take {name} to {verb} {number} {noun}?",
    "How many {noun} are there?",
    "How many {noun} are left?",
    "How many?",
    "What is {number} plus {number}?",
)
# Characters that break naive text handling: controls, NUL, bidi and zero-width marks, combining
# marks, lone surrogates, odd spaces and digits NFKC rewrites or re.ASCII cannot see.
HOSTILE = (
    "\x00", "\x01", "\x07", "\x1b", "\x7f", "\t", "\n", "\r", "\x0b", "\x0c", "\x85",
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2067", "\u2069", "\ufeff",
    "\u0301", "\u0308", "\u20dd", "\u0489",
    "\ud800", "\udbff", "\udc00", "\udfff", "\udc80",
    "\u00a0", "\u2028", "\u2029", "\u3000", "\u2009",
    "\u00bd", "\u00b2", "\u2075", "\u0663", "\u0966", "\uff10", "\uff19", "\u2160", "\u2212", "\u2044",
    "\u201c", "\u201d", "\u2019", "\u2014", "\U0001f600", "\ufffd", "\\", '"', "'", "-",
)  # fmt: skip

# Lone surrogates and the other categories hypothesis leaves out of st.text() by default.
any_character = st.one_of(
    st.characters(),
    st.characters(categories=["Cs", "Cc", "Cf", "Co", "Cn", "Mn", "Me", "Zs", "Zl", "Zp", "Nd", "Nl", "No"]),
    st.sampled_from(HOSTILE),
)
statements = st.builds(
    lambda name, verb, number, noun, tail: " ".join(part for part in (name, verb, number, noun, tail) if part) + ".",
    st.sampled_from(NAMES),
    st.sampled_from(VERBS),
    st.sampled_from(NUMBERS),
    st.sampled_from(NOUNS),
    st.sampled_from(TAILS),
)
questions = st.builds(
    lambda template, name, verb, number, noun: template.format(name=name, verb=verb, number=number, noun=noun),
    st.sampled_from(QUESTIONS),
    st.sampled_from(NAMES),
    st.sampled_from(VERBS),
    st.sampled_from(NUMBERS),
    st.sampled_from(NOUNS),
)
seed_sentences = st.sampled_from(
    [f"{s}." if not s.endswith(("?", ".")) else s for seed in SEEDS for s in seed.split(". ")]
)
templated = st.builds(
    lambda body, question: " ".join([*body, question]),
    st.lists(st.one_of(statements, seed_sentences), max_size=4),
    st.one_of(questions, seed_sentences),
)


@st.composite
def shuffled_seeds(draw: st.DrawFn) -> str:
    """A known problem with its sentences reordered, and maybe another problem's spliced in."""
    sentences = draw(st.sampled_from(SEEDS)).split(". ")
    sentences += draw(st.lists(seed_sentences, max_size=2))
    return " ".join(draw(st.permutations(sentences)))


# The shapes the readers answer, with their quantities drawn afresh and written in every exact form
# (digits, thousands separators, words, full-width digits, up to sixty digits and past them).
SHAPES = (
    "{a} has {x} {noun}. {he} buys {y} more. How many {noun} does {a} have now?",
    "{a} has {x} {noun}. {b} has {y} {noun}. How many {noun} does {a} have?",
    "{a} has {x} {noun}. {he} gives {y} {noun} to {b}. How many {noun} does {a} have now?",
    "There are {x} bags. Each bag holds {y} {noun}. How many {noun} are there?",
    "{a} can shuck {x} oysters in {y} minutes. How many oysters can {he} shuck in {z} hours?",
    "A car travels at {x} mph for {y} hours. How many miles does it travel?",
    "{a} paints {x} rooms per hour and {b} paints {y} rooms per hour. Working together, how many rooms do they paint in {z} hours?",
    "A pipe fills a tank at {x} liters per minute while a drain removes {y} liters per minute. How many liters are in the tank after {z} minutes?",
)
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
quantities = st.one_of(
    st.integers(0, 12).map(str),
    st.integers(1, 10**6).map(str),
    st.integers(1000, 10**9).map("{:,}".format),
    st.integers(0, 12).map(WORDS.__getitem__),
    st.integers(1, 999).map(lambda n: str(n).translate({ord(d): 0xFF10 + int(d) for d in "0123456789"})),
    st.integers(10**58, 10**62).map(str),
)
# A first name and its pronoun; the last pairs do not agree, or cannot be told.
PEOPLE = (
    ("Tom", "He"),
    ("Ann", "She"),
    ("Bob", "he"),
    ("Alice", "she"),
    ("Mr. Hale", "He"),
    ("Tom", "She"),
    ("Priya", "She"),
)
well_formed = st.builds(
    lambda shape, person, b, noun, x, y, z: shape.format(a=person[0], he=person[1], b=b, noun=noun, x=x, y=y, z=z),
    st.sampled_from(SHAPES),
    st.sampled_from(PEOPLE),
    st.sampled_from(("Ann", "Bob", "Priya")),
    st.sampled_from(("marbles", "apples", "stickers")),
    quantities,
    quantities,
    quantities,
)
problems = st.one_of(st.sampled_from(SEEDS), well_formed, templated, shuffled_seeds())


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A problem put through up to four edits: cut, hostile characters, case, spaces, quotes."""
    text = draw(problems)
    for _ in range(draw(st.integers(0, 4))):
        edit = draw(st.sampled_from(("cut", "insert", "upper", "spaces", "quote", "digits", "double")))
        if edit == "cut":
            text = text[: draw(st.integers(0, len(text)))]
        elif edit == "insert":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(st.text(any_character, min_size=1, max_size=3)) + text[at:]
        elif edit == "upper":
            text = text.upper()
        elif edit == "spaces":
            text = text.replace(" ", draw(st.sampled_from(("\u00a0", "\u200b", "\t", "\u2028", "  ", "\x00", ""))))
        elif edit == "quote":
            text = "\u201c" + text + "\u201d"
        elif edit == "digits":
            text = text.translate({ord(d): 0xFF10 + int(d) for d in "0123456789"})
        else:
            text = text + " " + text
    return text


@st.composite
def long_texts(draw: st.DrawFn) -> str:
    """A piece repeated up to ~10 KB, often to exactly the kernel's cap or one either side of it."""
    piece = draw(st.one_of(problems, st.text(any_character, min_size=1, max_size=20), st.sampled_from(HOSTILE)))
    length = draw(
        st.one_of(st.sampled_from((MAX_TEXT_CHARS - 1, MAX_TEXT_CHARS, MAX_TEXT_CHARS + 1)), st.integers(0, 10_000))
    )
    return (piece * (length // len(piece) + 1))[:length]


texts = st.one_of(
    st.text(max_size=200),
    st.text(any_character, max_size=200),
    st.text(st.sampled_from((*HOSTILE, *"Tom has 3 marbles. How many?")), max_size=120),
    problems,
    well_formed,
    mutated(),
    long_texts(),
    # Texts argparse would take for options, were they not passed after "--".
    st.sampled_from(("-", "--", "-x", "--json", "--claimed=3", "-3", "-3 apples?", "-h")),
)


# Claims: numbers in every form read_claim documents (with the value each one states, worked out
# here from its parts), the near misses, and anything at all.
@st.composite
def stated_numbers(draw: st.DrawFn) -> tuple[str, Fraction]:
    whole = draw(st.one_of(st.integers(0, 10**30), st.integers(0, 10**97)))
    written = draw(st.sampled_from(("{}", "{:,}"))).format(whole)
    value = Fraction(whole)
    tail = draw(st.sampled_from(("", "decimal", "fraction")))
    if tail == "decimal" and len(written) < 90:
        digits = draw(st.text("0123456789", min_size=1, max_size=8))
        written += "." + digits
        value += Fraction(int(digits), 10 ** len(digits))
    elif tail == "fraction" and len(written) < 90:
        denominator = draw(st.integers(1, 10**6))
        written += f"/{denominator}"
        value /= denominator
    dollar = draw(st.sampled_from(("", "$")))
    if draw(st.booleans()):
        return f"-{dollar}{written}", -value
    return f"{dollar}{written}", value


numeric_claims = stated_numbers().map(lambda stated: stated[0])
claims = st.one_of(
    numeric_claims,
    numeric_claims.map(lambda claim: f"  {claim}\n"),
    st.sampled_from(("", "-", "$", "1e5", "½", "\uff13", "1,20", "7/0", "three", "3.", ".5", "1/2/3", "0x10", "--3")),
    st.sampled_from(NUMBERS),
    st.text(any_character, max_size=30),
    st.text(max_size=120),
)

non_strings = st.one_of(
    st.none(),
    st.binary(max_size=20),
    st.integers(),
    st.floats(allow_nan=True),
    st.booleans(),
    st.lists(st.text(max_size=5), max_size=3),
    st.tuples(st.text(max_size=5)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.builds(bytearray, st.binary(max_size=5)),
    st.builds(Fraction, st.integers(), st.integers(1, 9)),
)


# --- Helpers ---------------------------------------------------------------------------------


def as_json_text(document: dict[str, object]) -> str:
    """The document as ASCII JSON: raises if anything in it is not JSON."""
    return json.dumps(document, ensure_ascii=True, sort_keys=True, allow_nan=False)


def joined(text: str) -> str:
    """`text` with each high+low surrogate pair joined into its character, as a JSON reader joins
    "\\ud83d\\ude00"; lone surrogates stay."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def is_number(claim: str) -> bool:
    try:
        read_claim(claim)
    except ClaimError:
        return False
    return True


def check_served(result: Served | Withheld) -> None:
    if isinstance(result, Served):
        assert type(result.answer) is int
        assert isinstance(result.unit, str)
        assert isinstance(result.derivation, tuple) and all(isinstance(step, str) for step in result.derivation)
    else:
        assert isinstance(result, Withheld)
        assert isinstance(result.refusal.reason, enum.Enum)
        REFUSAL_SCHEMA.validate(result.refusal.as_json())
    as_json_text(result.as_json())


def check_contemplation(text: str, result: Contemplation) -> None:
    assert isinstance(result, Contemplation)
    assert isinstance(result.terminal, Terminal)
    assert result.text == text
    solved = result.terminal is Terminal.SOLVED_VERIFIED
    assert (result.answer is not None) == solved
    assert (result.proposal is not None) == (result.terminal is Terminal.PROPOSAL_EMITTED)
    if result.answer is not None:
        assert type(result.answer.value) is int
    if result.setup is not None:
        assert all(type(value) in (str, int, type(None)) for value in result.setup.values())
    CONTEMPLATION_SCHEMA.validate(result.as_json())
    as_json_text(result.as_json())


def check_verification(result: Verification, claimed: str) -> None:
    assert isinstance(result, Verification)
    assert isinstance(result.verdict, ClaimVerdict)
    assert result.claimed == read_claim(claimed)
    assert result.ours is None or type(result.ours) is int
    if result.conflict is not None:
        assert result.verdict is ClaimVerdict.UNVERIFIABLE
        assert result.ours is None
        assert all(type(value) is int for value in result.conflict)
        assert result.conflict[0] != result.conflict[1]
    if result.verdict is ClaimVerdict.VERIFIED:
        assert result.conflict is None and result.ours is not None and result.ours == result.claimed
    elif result.verdict is ClaimVerdict.CONTRADICTED:
        assert result.conflict is None and result.ours is not None and result.ours != result.claimed
    else:
        assert result.ours is None and result.reasons
    as_json_text(result.as_json())


# --- The library -----------------------------------------------------------------------------


@FUZZ
@given(texts)
def test_prepare_returns_a_typed_result(text: str) -> None:
    result = prepare(text)
    assert isinstance(result, Success | Failure)
    if isinstance(result, Failure):
        rejected = result.failure()
        assert isinstance(rejected, Rejected) and isinstance(rejected.reason, InputReason)
        if len(text) > MAX_TEXT_CHARS:
            assert rejected.reason is InputReason.TOO_LONG
        if rejected.reason is InputReason.TOO_LONG:  # over the cap as given, or once NFKC lengthened it
            assert max(len(text), len(unicodedata.normalize("NFKC", text))) > MAX_TEXT_CHARS
        return
    prepared = result.unwrap()
    assert isinstance(prepared, Prepared) and len(text) <= MAX_TEXT_CHARS
    end = 0
    for number in prepared.numbers:
        assert type(number.value) is int and number.value >= 0
        assert end <= number.start < number.end <= len(prepared.text)
        end = number.end
        written = prepared.text[number.start : number.end]
        if number.kind is not NumberKind.CLOCK:
            assert int(written.replace(",", "")) == number.value
    for sentence in prepared.sentences():
        assert all(n in prepared.numbers for n in sentence.numbers)


@FUZZ
@given(texts)
def test_serve_is_served_or_withheld_and_deterministic(text: str) -> None:
    first = serve(text)
    check_served(first)
    assert as_json_text(serve(text).as_json()) == as_json_text(first.as_json())


@FUZZ
@given(texts)
def test_contemplate_lands_on_a_terminal_and_is_deterministic(text: str) -> None:
    first = contemplate(text)
    check_contemplation(text, first)
    assert as_json_text(contemplate(text).as_json()) == as_json_text(first.as_json())


@FUZZ
@given(texts, claims)
def test_verify_gives_a_verdict_or_the_claim_error(text: str, claimed: str) -> None:
    try:
        result = verify(text, claimed)
    except ClaimError:
        assert not is_number(claimed)
        return
    check_verification(result, claimed)
    assert as_json_text(verify(text, claimed).as_json()) == as_json_text(result.as_json())
    served, contemplated = serve(text), contemplate(text)
    ours = {served.answer} if isinstance(served, Served) else set()
    if contemplated.answer is not None:
        ours.add(contemplated.answer.value)
    if result.ours is not None:
        # What we verify against is what one of our readers says, and saying it back is VERIFIED.
        assert result.ours in ours
        assert claimed_back(text, str(result.ours)) is ClaimVerdict.VERIFIED
        assert claimed_back(text, f"{result.ours}.0") is ClaimVerdict.VERIFIED
        assert claimed_back(text, str(result.ours + 1)) is ClaimVerdict.CONTRADICTED
    assert (result.conflict is not None) == (len(ours) == 2)


def claimed_back(text: str, claimed: str) -> ClaimVerdict:
    """The verdict on claiming our own answer (or a neighbour) back: never a ClaimError."""
    return verify(text, claimed).verdict


@FUZZ
@given(texts, stated_numbers())
def test_a_claim_that_is_a_number_is_read_exactly_and_never_a_claim_error(
    text: str, stated: tuple[str, Fraction]
) -> None:
    claimed, value = stated
    assert read_claim(claimed) == value and read_claim(f" {claimed}\n") == value
    result = verify(text, claimed)
    check_verification(result, claimed)
    assert result.claimed == value


@FUZZ
@given(non_strings)
def test_anything_but_a_str_is_the_type_error_naming_the_argument(bad: object) -> None:
    for function in (serve, contemplate, prepare):
        with pytest.raises(TypeError, match=r"^text must be str"):
            function(bad)
    with pytest.raises(TypeError, match=r"^text must be str"):
        verify(bad, "3")
    if isinstance(bad, bool) or not isinstance(bad, int | float | Fraction):  # a number is a claim
        with pytest.raises(TypeError, match=r"^claimed must be str"):
            verify("Tom has 3 marbles. How many marbles does Tom have?", bad)


# --- Found by fuzzing, fixed, and pinned ---------------------------------------------------

# 10^59: sixty digits, inside the kernel's MAX_DIGITS, so the text is read; the answer has 120.
HUGE = "1" + "0" * 59
HUGE_OYSTERS = f"Bob can shuck {HUGE} oysters in 1 minutes. How many oysters can he shuck in {HUGE} hours?"


# A claim was capped at 100 characters, but the readers multiply numbers of up to 60 digits, so an
# answer can have 120: claiming our own served answer back was "not a number" (the CLI exited 2).
def test_our_own_long_answer_claimed_back_is_verified() -> None:
    # Both readers answer 6 * 10^119 (120 digits).
    served, contemplated = serve(HUGE_OYSTERS), contemplate(HUGE_OYSTERS)
    ours = [served.answer] if isinstance(served, Served) else []
    ours += [contemplated.answer.value] if contemplated.answer is not None else []
    for answer in ours:
        assert verify(HUGE_OYSTERS, str(answer)).verdict is ClaimVerdict.VERIFIED


# verify checked the claim before the text, so verify(None, "abc") raised ClaimError, where the
# README says anything but a str raises TypeError naming the argument.
def test_a_text_that_is_not_a_str_is_a_type_error_whatever_the_claim() -> None:
    with pytest.raises(TypeError, match=r"^text must be str"):
        verify(None, "not a number")


# --- The command line ------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    """`organs ARGV` in-process: its exit code, stdout and stderr. Nothing may escape it."""
    capsys.readouterr()
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@CLI_FUZZ
@given(texts)
def test_cli_solve_always_answers_or_withholds(capsys: pytest.CaptureFixture[str], text: str) -> None:
    code, out, _ = run(capsys, ["solve", "--", text])
    assert code == 0 and out.startswith(("served: ", "withheld: "))
    code, out, _ = run(capsys, ["solve", "--json", "--", text])
    assert code == 0
    document = json.loads(out)
    assert joined(document["text"]) == joined(text)
    assert document["served"]["status"] in ("served", "withheld")
    CONTEMPLATION_SCHEMA.validate(document["contemplation"])


@CLI_FUZZ
@given(texts)
def test_cli_contemplate_dry_run_json(capsys: pytest.CaptureFixture[str], text: str) -> None:
    code, out, _ = run(capsys, ["contemplate", "--dry-run", "--json", "--", text])
    assert code == 0
    document = json.loads(out)
    assert joined(document.pop("text")) == joined(text)
    assert document.pop("filed") is False
    CONTEMPLATION_SCHEMA.validate(document)


@CLI_FUZZ
@given(texts)
def test_cli_contemplate_files_a_proposal_losslessly(capsys: pytest.CaptureFixture[str], text: str) -> None:
    expected = contemplate(text)
    with tempfile.TemporaryDirectory() as store:
        code, out, _ = run(capsys, ["contemplate", "--store", store, "--", text])
        assert code == 0 and out.startswith(f"contemplation: {expected.terminal.value}")
        # The store's documented layout: <root>/proposals/<id>.json.
        filed = sorted(path.stem for path in Path(store).glob("proposals/[0-9a-f]*.json"))
        if expected.proposal is None:
            assert filed == [] and "filed for review" not in out
        else:
            assert filed == [expected.proposal.id] and "filed for review" in out
            assert ReviewQueue(Path(store)).show(expected.proposal.id).proposal.text == text


@CLI_FUZZ
@given(texts, claims)
def test_cli_verify_exits_2_only_for_a_claim_that_is_not_a_number(
    capsys: pytest.CaptureFixture[str], text: str, claimed: str
) -> None:
    number = is_number(claimed)
    code, out, err = run(capsys, ["verify", f"--claimed={claimed}", "--", text])
    if number:
        assert code == 0 and out.split(":")[0] in ("VERIFIED", "CONTRADICTED", "UNVERIFIABLE")
    else:
        assert code == 2 and out == "" and err.startswith("organs: ") and err.count("\n") == 1
    code, out, _ = run(capsys, ["verify", "--json", f"--claimed={claimed}", "--", text])
    assert code == (0 if number else 2)
    if number:
        document = json.loads(out)
        assert joined(document["text"]) == joined(text)
        assert document["verdict"] in {verdict.value for verdict in ClaimVerdict}
        assert document["verdict"] != "verified" or document["conflict"] is None


@pytest.mark.parametrize("text", ["-x", "--json", "-3 apples?"])
def test_a_text_like_an_option_needs_the_separator(capsys: pytest.CaptureFixture[str], text: str) -> None:
    """Without "--", argparse reads a text that looks like an option as one; "-3 apples?" (a space)
    it reads as a text. After "--" every text is a text."""
    try:
        code = main(["solve", text])
    except SystemExit as stop:
        assert stop.code == 2 and text != "-3 apples?"
    else:
        assert code == 0 and text == "-3 apples?"
    capsys.readouterr()
    assert main(["solve", "--", text]) == 0
    assert capsys.readouterr().out


def test_public_names_are_the_ones_fuzzed() -> None:
    assert set(organs.__all__) == {
        "ClaimError", "ClaimVerdict", "Claimed", "Contemplation", "Served", "Terminal", "Verification", "Withheld",
        "__version__", "contemplate", "read_claim", "serve", "verify",
    }  # fmt: skip
