"""The GSM8K safety rail: serve every problem of an official GSM8K JSONL file; gate on
admitted_wrong == 0. The data is never shipped: the lane takes its path."""
