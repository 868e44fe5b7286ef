"""Eval lanes: one package per lane, each runnable as `python -m evals.<lane>`."""
