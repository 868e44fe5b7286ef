"""The metamorphic lane: `python -m evals.metamorphic [--data GSM8K.jsonl | --no-data]`.

It checks the law wrong == 0 on perturbations ("mutants") of every problem a path answers. Each
mutant carries an expectation computed from its transformation alone (never from the code under
test): MUST_REFUSE, or ANSWER_OR_REFUSE(x). Every mutant goes to serve, contemplate and verify;
the gate holds only when no path answers, verifies or contradicts wrongly. The report
(evals/metamorphic/report.json) is byte-stable and never holds GSM8K text.
"""

LANE = "metamorphic"
VERSION = "1"
