"""Contemplation: route a text through every organ, solve, verify, and land on one terminal."""
