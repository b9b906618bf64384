"""The evaluation library that ships with the product (ADR 0026): what ``hippo eval`` and
``hippo compile eval`` run.

* golden.py — golden sets (JSONL): load, validate against a vault, fingerprint;
* metrics.py — hit@k, MRR, recall, nDCG, percentiles, summaries;
* harness.py — run a golden set through the search service, compare runs, calibrate, sweep;
* datasets.py — adapters from the public sets in ``../shared/bench`` to a vault and a golden set;
* lodo.py — leave-one-dataset-out measurement of abstention (its questions in data/);
* compile_eval.py — citation validity, gate pass rate and tokens per promoted page of the
  compile rounds, from the vault's own records.

Benchmark scripts, diagnostics, peer drivers and experiments live in the top-level ``eval/``
folder of the repository, which is not installed and which no product module imports.
"""
