"""`python -m evals.problem_growth`: time `serve`, `contemplate` and `verify` on whole problems
of 1 to 128 sentences, and gate on linear growth.

`regex_growth` times each pattern on one long run of text; this lane times everything a problem
goes through — preparation, sentence splitting, every reader's frames, pronoun resolution, the
problem graph, the solvers, the derivation — on problems that grow as a real one could: more
transfers along a chain of people, more pronouns, more changes of one count, more ambiguous
pronouns, more rates, more people with counts, more people given to. Each family is generated
without randomness: a fixed opening, then n = 1, 2, 4, … 128 sentences that grow, then its
question. 128 sentences of every family stay under the kernel's cap (`organs.core.text.MAX_TEXT_CHARS`,
4,000 characters); 256 go past it, where every path refuses before reading (the `past_cap` rows
record what each path says there, and how fast serve says it).

A time is the median of `ROUNDS` rounds, and a round times every n once, so that a busy moment
falls on every size alike. It is CPU time (`time.process_time`): on a shared machine the wall
clock also counts the time other processes had the core, which lands most on the longest calls
and would read as growth. Gate: t(128) / t(16) <= 12 for every family and path. Linear growth
makes it at most 8 (the fixed cost of a call — preparing, routing, the question — only lowers
it); quadratic growth makes it up to 64. 12 is 8 with half again for noise: with two test runs
sharing the machine's two cores, the worst linear curve measured 7.6. The allowance is tighter
than `regex_growth`'s threefold (30 for 10) because threefold here (24) let through the
quadratic transfer chain this lane was written to catch: before its fix that curve measured 17
to 18. (t(128) − t(1)) / (t(16) − t(1)) would take the fixed cost out and see a quadratic
sooner, but 15 sentences of the cheap paths cost about as much as the noise in t(1): on the
same code it read anywhere from 7 to over 100.

A benchmark records measurements, so its report is not byte-stable and is not committed. Its
cases are the families × paths timed; it grades no answers, so answered, wrong and refused are
0; extra holds how many curves grew superlinearly, how many families were refused past the cap,
and the longest text timed.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Final

import organs
from evals.report import Counts, LaneReport, Row, sha256_of, summary, write
from organs import Contemplation, Served, Verification, Withheld, contemplate, serve, verify
from organs.core import text as kernel

SIZES: Final = (1, 2, 4, 8, 16, 32, 64, 128)
PAST_CAP: Final = 256  # sentences: every family is longer than the cap by then
ROUNDS: Final = 15
MAX_GROWTH: Final = 12.0  # t(128) / t(16); linear is at most 8, quadratic up to 64
CLAIM: Final = "1"  # what `verify` is asked to check; the verdict does not matter, the time does

# Eight people with a census gender, so that "he" and "she" can refer to each of them.
PEOPLE: Final = ("Tom", "Ann", "Omar", "Lena", "Ben", "Eva", "Leo", "Mia")
# 128 women, each name female in the census table and no English noun or adjective, for a
# cast that grows with the text while "he" still fits only Tom.
WOMEN: Final = (
    "Ann", "Amy", "Ada", "Alice", "Alma", "Anna", "Beth", "Bree", "Cara", "Cora", "Dora", "Edna", "Ella",
    "Emma", "Erin", "Eva", "Faye", "Gail", "Gina", "Greta", "Gwen", "Hilda", "Ida", "Inga", "Irma", "Jane",
    "Jill", "Joan", "Kate", "Kay", "Lena", "Lisa", "Lola", "Lucy", "Mary", "Maya", "Mia", "Myra", "Nell",
    "Nina", "Nora", "Olga", "Pam", "Polly", "Rita", "Rosa", "Ruth", "Sara", "Tara", "Tina", "Una", "Vera",
    "Wanda", "Willa", "Yoko", "Zelda", "Zoe", "Abby", "Agnes", "Alba", "Amelia", "Becky", "Bella", "Betty",
    "Carla", "Cindy", "Clara", "Debra", "Diana", "Donna", "Edith", "Elena", "Elsa", "Ethel", "Fiona",
    "Freda", "Gemma", "Helen", "Irene", "Jenny", "Josie", "Judy", "Julia", "Karen", "Kathy", "Laura",
    "Leah", "Linda", "Lora", "Mabel", "Maria", "Marta", "Megan", "Molly", "Nancy", "Naomi", "Norma",
    "Paula", "Peggy", "Petra", "Rhoda", "Sarah", "Selma", "Sheila", "Sonia", "Stella", "Susan", "Tess",
    "Thea", "Tilda", "Vicky", "Wendy", "Yvonne", "Anita", "Berta", "Celia", "Doris", "Elise", "Gloria",
    "Hattie", "Ina", "Janet", "Lilla", "Marge", "Nadia", "Odette", "Queenie", "Rena",
)  # fmt: skip


def _amount(i: int) -> int:
    """2, 3 or 4: every count stays positive, and no sentence says "1 pens"."""
    return 2 + i % 3


def transfers(n: int) -> str:
    """Eight people, each with a count; transfers along the chain Tom → Ann → … → Mia, over and
    over; asked about Mia, whose count rests on everyone before her in the chain."""
    opening = [f"{person} has 90 pens." for person in PEOPLE]
    links = len(PEOPLE) - 1
    body = [f"{PEOPLE[i % links]} gives {_amount(i)} pens to {PEOPLE[i % links + 1]}." for i in range(n)]
    return " ".join([*opening, *body, f"How many pens does {PEOPLE[-1]} have?"])


def pronouns(n: int) -> str:
    """A man and a woman trade back and forth, every trade told with a pronoun only one of them fits."""
    body = [
        f"He gives {_amount(i)} pens to Ann." if i % 2 == 0 else f"She gives {_amount(i)} pens to Tom."
        for i in range(n)
    ]
    return " ".join(["Tom has 90 pens.", "Ann has 90 pens.", *body, "How many pens does Ann have?"])


_CHANGES: Final = ("finds", "loses", "buys", "sells")


def state(n: int) -> str:
    """One person's count, changed n times, gains and losses in turn (R1's story)."""
    body = [f"He {_CHANGES[i % len(_CHANGES)]} {_amount(i)} pens." for i in range(n)]
    return " ".join(["Tom has 90 pens.", *body, "How many pens does Tom have now?"])


def ambiguous(n: int) -> str:
    """Two men trade, every trade told with "he", which fits both: each sentence is ambiguous."""
    body = [f"He gives {_amount(i)} pens to {'Ben' if i % 2 == 0 else 'Tom'}." for i in range(n)]
    return " ".join(["Tom has 90 pens.", "Ben has 90 pens.", *body, "How many pens does Ben have?"])


def rates(n: int) -> str:
    """n rates of work, one a sentence, asked together: R3's one rate, R4's two, then more (R4's
    three-or-more boundary) — every sentence read by the rate frames."""
    body = [f"{PEOPLE[i % len(PEOPLE)]} paints {_amount(i)} rooms per hour." for i in range(n)]
    return " ".join([*body, "Working together, how many rooms do they paint in 4 hours?"])


def crowd(n: int) -> str:
    """n different people, each with a count, asked for all of them together: the cast grows
    with the text. Past 128 the names repeat (only past the cap, where nothing is read)."""
    body = [f"{WOMEN[i % len(WOMEN)]} has {_amount(i)} pens." for i in range(n)]
    return " ".join([*body, "How many pens do they have in total?"])


def gifts(n: int) -> str:
    """Tom gives to n different women, every gift told with "he": each pronoun is resolved
    against a cast that grows with the text, and fits only Tom."""
    body = [f"He gives {_amount(i)} pens to {WOMEN[i % len(WOMEN)]}." for i in range(n)]
    return " ".join(["Tom has 900 pens.", *body, "How many pens does Tom have now?"])


# family: (generator, how many sentences come before the growing ones)
FAMILIES: Final[dict[str, tuple[Callable[[int], str], int]]] = {
    "transfers": (transfers, len(PEOPLE)),
    "pronouns": (pronouns, 2),
    "state": (state, 1),
    "ambiguous": (ambiguous, 2),
    "rates": (rates, 0),
    "crowd": (crowd, 0),
    "gifts": (gifts, 1),
}
PATHS: Final[dict[str, Callable[[str], object]]] = {
    "serve": serve,
    "contemplate": contemplate,
    "verify": lambda text: verify(text, CLAIM),
}


def outcome(result: object) -> str:
    """What a path made of the text, in a few words, for the report."""
    match result:
        case Served(answer=answer):
            return f"served {answer}"
        case Withheld(refusal=refusal):
            return f"withheld {refusal.reason.value}"
        case Contemplation(terminal=terminal, answer=answer, reason=reason):
            said = str(answer.value) if answer is not None else reason
            return terminal.value if said is None else f"{terminal.value} {said}"
        case Verification(verdict=verdict):
            return verdict.value
        case _:
            raise TypeError(f"not a path's result: {type(result).__name__}")


def _curve(run: Callable[[str], object], texts: dict[int, str]) -> dict[int, float]:
    """The median CPU seconds per call at each size; each round times every size once."""
    samples: dict[int, list[float]] = {n: [] for n in texts}
    for _ in range(ROUNDS):
        for n, text in texts.items():
            samples[n].append(_seconds(run, text))
    return {n: statistics.median(times) for n, times in samples.items()}


def _seconds(run: Callable[[str], object], text: str) -> float:
    start = time.process_time()
    run(text)
    return time.process_time() - start


def measure() -> LaneReport:
    for make, _ in FAMILIES.values():  # load the lexicons before any timing
        for run in PATHS.values():
            run(make(SIZES[-1]))
    rows: list[Row] = []
    for family, (make, _) in FAMILIES.items():
        texts = {n: make(n) for n in SIZES}
        longest, beyond = texts[SIZES[-1]], make(PAST_CAP)
        for path, run in PATHS.items():
            curve = _curve(run, texts)
            growth = curve[128] / curve[16]
            row: dict[str, str | int | bool | None] = {"id": f"{family}.{path}", "chars_128": len(longest)}
            row |= {f"ms_{n}": f"{curve[n] * 1000:.3f}" for n in SIZES}
            row["growth_128_over_16"] = f"{growth:.1f}"
            row["outcome_128"] = outcome(run(longest))
            row["linear"] = growth <= MAX_GROWTH and len(longest) <= kernel.MAX_TEXT_CHARS
            rows.append(row)
        rows.append(
            {"id": f"{family}.past_cap", "chars": len(beyond),
             **{f"outcome_{path}": outcome(run(beyond)) for path, run in PATHS.items()},
             "serve_us": f"{statistics.median(_seconds(serve, beyond) for _ in range(ROUNDS)) * 1e6:.1f}"}
        )  # fmt: skip
    timed = [row for row in rows if "linear" in row]
    failing = sum(1 for row in timed if not row["linear"])
    refused = sum(1 for row in rows if row.get("outcome_serve") == f"withheld {kernel.InputReason.TOO_LONG}")
    library = sorted(path for package in (organs,) for path in _folder(package).rglob("*.py"))
    return LaneReport(
        "problem_growth", "1", sha256_of([Path(__file__).resolve(), *library]),
        f"t(128)/t(16) <= {MAX_GROWTH:g} for every family and path; 128 sentences under the cap", failing == 0,
        Counts(len(timed), 0, 0, 0, {"superlinear": failing, "past_cap_refused": refused,
                                     "longest_chars": max(int(str(row["chars_128"])) for row in timed)}), rows,
    )  # fmt: skip


def _folder(package: ModuleType) -> Path:
    return Path(package.__file__ or "").resolve().parent


def main() -> int:
    report = measure()
    print(f"{'family.path':<24}" + "".join(f"{n:>9}" for n in SIZES) + "   ms   t(128)/t(16)   at 128")
    for row in report.rows:
        if "linear" in row:
            times = "".join(f"{row[f'ms_{n}']!s:>9}" for n in SIZES)
            print(f"{row['id']!s:<24}{times}   {row['growth_128_over_16']!s:>12}   {row['outcome_128']}")
        else:
            print(f"{row['id']!s:<24}{row['chars']} characters: serve {row['outcome_serve']} in {row['serve_us']} µs")
    write(report, Path(__file__).parent / "report.json")
    print(summary(report))
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
