"""Evaluation harness (SPEC §8): golden sets, validate/run/calibrate/sweep, dataset adapters
for ``../shared/bench`` and the search benchmark script."""
