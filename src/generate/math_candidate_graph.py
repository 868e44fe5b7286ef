"""`parse_and_solve`: text -> candidates -> problem graph -> exact answer, or a refusal.

Two paths, chosen by the question. A capacity-rate question short-circuits: exactly one
statement sentence with exactly one capacity-rate reading, and the question's one reading,
make a `CapacityGraph` directly. Otherwise every statement sentence must yield at least
one state reading; every combination of readings is built and solved, and an answer is
returned only when every combination succeeds with the same answer.

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

from returns.result import Failure, Result, Success

from core.reading import rejected_by
from core.refusal import Organ, Refusal, Stage
from core.result import as_match
from core.text import Number, Prepared, Sentence, prepare
from generate.math_candidate_parser import (
    extract_capacity_candidates,
    extract_capacity_question_candidates,
    extract_question_candidates,
    extract_state_candidates,
)
from generate.serving.model import ParseReason, ServingRefusal
from generate.serving.problem_graph import (
    ProblemGraph,
    build_capacity_graph,
    build_state_graph,
)
from generate.serving.solver import Computed, solve

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
    prepared: Result[Prepared, ServingRefusal] = prepare(text).alt(rejected_by(Organ.SERVING, Stage.PARSE))
    return prepared.bind(_parse_and_solve)


def unread_sentences(text: str) -> tuple[str, ...] | None:
    """The sentences of `text` that no frame of the serving path reads (a statement no statement
    frame matches in full, a question no question frame does); None when the text is rejected
    before any sentence is read. The growth engine ranks these: a problem whose only unread
    sentence is of a common shape says which frame to add next."""
    prepared = prepare(text)
    if not isinstance(prepared, Success):
        return None
    return tuple(sentence.text for sentence in prepared.unwrap().sentences() if not _read(sentence))


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
