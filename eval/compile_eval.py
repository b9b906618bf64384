"""``python eval/compile_eval.py --vault V [--since DAY] [--run N] [--json]``: the compile eval as a
script (``hippo compile eval`` reports the same metrics). The code ships with the product:
hippocampus/evaluation/compile_eval.py."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippocampus.evaluation.compile_eval import main

if __name__ == "__main__":
    raise SystemExit(main())
