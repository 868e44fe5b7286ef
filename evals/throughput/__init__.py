"""Benchmark lane: how fast the serving path answers, and how much memory it needs."""
