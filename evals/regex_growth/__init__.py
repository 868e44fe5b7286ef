"""Benchmark lane: how the time of every text pattern grows with adversarial input."""
