"""Capability-axis lanes of the serving path: one package per axis and version."""
