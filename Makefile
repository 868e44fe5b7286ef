# Two promises, each true on a fresh machine: `make run` and `make test`.
# Both bootstrap .venv from nothing; the stamp is redone when pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# The GSM8K rail reads this file when it exists (CI has it beside the clone); never shipped.
GSM8K_JSONL ?= ../shared/data/gsm8k/train.jsonl

.PHONY: run test gates lanes clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

# The main job on a built-in default: the R4 organ over its bundled gold, one row per problem.
run: $(STAMP)
	$(BIN)/organs run --steps samples/across_the_axes.jsonl

# Every gate: lint and format, types, architecture, tests, eval lanes.
test: gates lanes

gates: $(STAMP)
	$(BIN)/ruff check src evals tests tools
	$(BIN)/ruff format --check src evals tests tools
	$(BIN)/mypy src evals
	$(BIN)/lint-imports
	$(BIN)/pytest

lanes: $(STAMP)
	$(BIN)/python -m evals all --data $(GSM8K_JSONL)

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .hypothesis .import_linter_cache
