"""Benchmark lane: how the time of every path grows with whole problems of growing length."""
