# Two promises, each true on a fresh machine: `make run` and `make test`.
# Both bootstrap .venv from nothing; the stamp is redone when pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test gates lanes clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

# The main job on a built-in default: the R4 organ over its bundled gold, one row per problem.
run: $(STAMP)
	$(BIN)/organs run evals/combined_rate_oracle/gold.jsonl

# Every gate: types, architecture, tests, eval lanes.
test: gates lanes

gates: $(STAMP)
	$(BIN)/mypy src evals
	$(BIN)/lint-imports
	$(BIN)/pytest

lanes: $(STAMP)
	$(BIN)/python -m evals.combined_rate_oracle
	$(BIN)/python -m evals.combined_rate_oracle solver
	$(BIN)/python -m evals.combined_rate_oracle reader
	$(BIN)/python -m evals.combined_rate_oracle phrasings
	$(BIN)/python -m evals.regex_growth

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .hypothesis .import_linter_cache
