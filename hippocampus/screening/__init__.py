"""Screening of text that one agent (or the outside world) writes and another agent reads.

- :mod:`hippocampus.screening.features` — what the injection detector looks for, English and
  Korean, as named features (instructions to the reading agent, claims of prior authorisation,
  role changes, exfiltration, destructive commands with a request to skip confirmation or to
  hide them, hidden and encoded text);
- :mod:`hippocampus.screening.detector` — the scored detector over those features, on the text
  as written and on what :mod:`vault_schema.decode` decodes from it;
- :mod:`hippocampus.screening.learned` — a logistic regression over the note's word and Hangul
  character n-grams that moves the detector's score (issue 34, detector .7; pure Python at run time);
- :mod:`hippocampus.screening.relay` — the trust model: provenance on every relayed item, and the
  rule that a flagged item is held back from everything injected automatically
  (docs/adr/0028-trust-model-for-relayed-text.md).
"""
