"""``python eval/lodo.py --work W [--sets …] [--collect] [--json F]``: the leave-one-dataset-out
report as a script, the same as ``hippo eval lodo W``. The protocol itself ships with the product:
hippocampus/evaluation/lodo.py."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippocampus.evaluation.lodo import main

if __name__ == "__main__":
    main()
