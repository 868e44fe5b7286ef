"""The kernel: refusal types, exact numbers, time units, text preparation.

The kernel imports nothing above it (see `.importlinter`); every other layer builds on it.
"""
