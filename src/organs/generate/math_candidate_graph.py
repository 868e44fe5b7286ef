"""`parse_and_solve`: text -> candidates -> problem graph -> exact answer, or a refusal.

Two readers. The event reader (this module's own) has two paths, chosen by the question: a
capacity-rate question short-circuits (exactly one statement sentence with exactly one
capacity-rate reading, and the question's one reading, make a `CapacityGraph`); otherwise every
statement sentence must yield at least one state reading, every combination of readings is built
and solved, and an answer is returned only when every combination succeeds with the same answer.
The relational reader (`organs.generate.serving.relations`) reads counts, money and ages related and
changed in text order. Where both read every sentence they must agree; a refusal after a reading
in full stands; otherwise the reader that read the text answers.

>>> parse_and_solve("Reeta has 20 pencils. Anika has twice as many pencils as Reeta. How many pencils does Anika have?").unwrap().computed.answer
40

>>> parse_and_solve("Tom has 12 marbles. He gives 5 to Ann. How many marbles does Tom have now?").unwrap().computed.answer
7
>>> parse_and_solve("Bob can pack 7 boxes in 3 minutes. How many boxes can he pack in 10 minutes?").failure().reason
<SolveReason.NON_INTEGER_ANSWER: 'non_integer_answer'>
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from returns.result import Failure, Result, Success

from organs.core.reading import rejected_by
from organs.core.refusal import Organ, Refusal, Stage
from organs.core.result import as_match
from organs.core.text import InputReason, Number, Prepared, Sentence, prepare
from organs.generate.math_candidate_parser import (
    extract_capacity_candidates,
    extract_capacity_question_candidates,
    extract_question_candidates,
    extract_state_candidates,
)
from organs.generate.serving.model import ParseReason, ServingRefusal
from organs.generate.serving.names import names_in
from organs.generate.serving.problem_graph import (
    ProblemGraph,
    build_capacity_graph,
    build_state_graph,
)
from organs.generate.serving.relations import NotRead, read_prepared, read_relations, reads
from organs.generate.serving.solver import Computed, solve

# Readings multiply across sentences; past this many combinations the text is too
# ambiguous to answer, and refusing is cheaper than enumerating.
MAX_COMBINATIONS = 64


@dataclass(frozen=True, slots=True)
class Solution:
    """A computed answer with what it rests on: the graph, and every number the text stated."""

    graph: ProblemGraph
    computed: Computed
    stated: tuple[Number, ...]


def parse_and_solve(text: str) -> Result[Solution, ServingRefusal]:
    """Both readers; where both read every sentence, they must agree, or nothing is served."""
    strict = prepare(text)
    prepared: Result[Prepared, ServingRefusal] = strict.alt(rejected_by(Organ.SERVING, Stage.PARSE))
    events = prepared.bind(_parse_and_solve)
    # A text the kernel reads has no quantity words, so keeping them would prepare it the same.
    relations = read_prepared(strict.unwrap(), text) if isinstance(strict, Success) else read_relations(text)
    if isinstance(relations, NotRead):
        # Where the kernel rejected a quantity word the relational reader values, the text was
        # prepared after all: what stopped the reading is the sentence it could not read.
        return Failure(relations.refusal()) if isinstance(strict, Failure) else events
    related: Result[Solution, ServingRefusal] = relations.bind(lambda graph: _solved(graph, graph.stated))
    match as_match(events), as_match(related):
        case Success() as first, Success() as second if (
            first.unwrap().computed.answer != second.unwrap().computed.answer
        ):
            return _refuse(ParseReason.AMBIGUOUS_READING, "the event reader and the relational reader disagree")
        case Success(), Failure() as failed if failed.failure().reason not in _GAVE_UP:
            return related  # a reading in full found a reason the other did not
        case Failure() as refused, _ if _read_in_full(refused.failure()):
            return events
        case _:
            return related if isinstance(events, Failure) else events


def _read_in_full(refusal: ServingRefusal) -> bool:
    """Whether the event reader read every sentence before it refused: then its reason stands."""
    return refusal.reason not in _NOT_READ


# The relational reader's refusals that say it stopped before reading in full: bounded work, not
# a reason against what the event reader read ("Tom gives 1 marble to Ann" 128 times is 256 facts).
_GAVE_UP: Final = (ParseReason.TOO_MANY_FACTS,)

# The event reader's refusals that say it did not read the text (or could not prepare it); it
# takes only "?" for asking, so an order ("Calculate …") is a question it did not read.
_NOT_READ: Final = (
    ParseReason.UNPARSED_SENTENCE, ParseReason.UNPARSED_QUESTION, ParseReason.MULTI_STATEMENT_RATE,
    InputReason.UNSUPPORTED_NUMBER, ParseReason.NO_SINGLE_QUESTION,
)  # fmt: skip


def unread_sentences(text: str) -> tuple[str, ...] | None:
    """The sentences of `text` that no frame of the serving path reads (a statement no statement
    frame of either reader matches in full, a question no question frame does); None when the
    text is rejected before any sentence is read. The growth engine ranks these: a problem whose
    only unread sentence is of a common shape says which frame to add next."""
    kept = prepare(text, keep_quantity_words=True)
    if not isinstance(kept, Success):
        return None
    strict = prepare(text)
    events = {s.text for s in strict.unwrap().sentences() if _read(s)} if isinstance(strict, Success) else set()
    names = names_in(text)
    return tuple(s.text for s in kept.unwrap().sentences() if s.text not in events and not reads(s, names))


def _read(sentence: Sentence) -> bool:
    if sentence.asks:
        return bool(extract_question_candidates(sentence) or extract_capacity_question_candidates(sentence))
    return bool(extract_state_candidates(sentence) or extract_capacity_candidates(sentence))


def _refuse(reason: ParseReason, detail: str) -> Failure[ServingRefusal]:
    return Failure(Refusal(Organ.SERVING, Stage.PARSE, reason, detail))


def _parse_and_solve(prepared: Prepared) -> Result[Solution, ServingRefusal]:
    sentences = prepared.sentences()
    if not sentences:
        return _refuse(ParseReason.EMPTY, "no sentences")
    *statements, question = sentences
    if not question.asks or any(s.asks for s in statements):
        return _refuse(ParseReason.NO_SINGLE_QUESTION, "the text must end in its one question")
    if extract_capacity_question_candidates(question):
        return _capacity(statements, question, prepared.numbers)
    return _states(statements, question, prepared.numbers)


def _solved(graph: ProblemGraph, stated: tuple[Number, ...]) -> Result[Solution, ServingRefusal]:
    computed: Result[Computed, ServingRefusal] = solve(graph)
    return computed.map(lambda value: Solution(graph, value, stated))


def _capacity(
    statements: Sequence[Sentence], question: Sentence, stated: tuple[Number, ...]
) -> Result[Solution, ServingRefusal]:
    if len(statements) != 1:
        return _refuse(
            ParseReason.MULTI_STATEMENT_RATE, f"{len(statements)} statements; the rate must be the one statement"
        )
    rates = extract_capacity_candidates(statements[0])
    questions = extract_capacity_question_candidates(question)
    if not rates:
        return _refuse(ParseReason.UNPARSED_SENTENCE, f"not a capacity rate: {statements[0].text!r}")
    if len(rates) != 1 or len(questions) != 1:
        return _refuse(ParseReason.AMBIGUOUS_READING, "more than one capacity reading")
    graph: Result[ProblemGraph, ServingRefusal] = build_capacity_graph(rates[0], questions[0])
    return graph.bind(lambda built: _solved(built, stated))


def _states(
    statements: Sequence[Sentence], question: Sentence, stated: tuple[Number, ...]
) -> Result[Solution, ServingRefusal]:
    readings = [extract_state_candidates(sentence) for sentence in statements]
    for sentence, found in zip(statements, readings, strict=True):
        if not found:
            return _refuse(ParseReason.UNPARSED_SENTENCE, f"no reading of {sentence.text!r}")
    questions = extract_question_candidates(question)
    if not questions:
        return _refuse(ParseReason.UNPARSED_QUESTION, f"no reading of {question.text!r}")
    if math.prod(len(found) for found in readings) * len(questions) > MAX_COMBINATIONS:
        return _refuse(ParseReason.AMBIGUOUS_READING, "too many combinations of readings")
    solutions: list[Solution] = []
    for combination in itertools.product(*readings):
        for asked in questions:
            built: Result[ProblemGraph, ServingRefusal] = build_state_graph(combination, asked)
            match as_match(built.bind(lambda graph: _solved(graph, stated))):
                case Success() as solved:
                    solutions.append(solved.unwrap())
                case Failure() as failed:
                    return Failure(failed.failure())  # every reading must hold, or none is served
    answers = sorted({solution.computed.answer for solution in solutions})
    if len(answers) > 1:
        return _refuse(ParseReason.AMBIGUOUS_READING, f"readings disagree: {answers}")
    return Success(solutions[0])
