"""The deterministic multi-organ machinery: routing attempts, classifying refusals."""
