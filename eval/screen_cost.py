"""CPU cost of the injection screen per note, uncached (issue 34): every note of the named sets
screened once, ``time.process_time`` around the loop, ms per note printed as one JSON line.

    .venv/bin/python -m eval.screen_cost fresh34j fresh34k ... fresh34u

Compare two detectors in the same run by alternating checkouts, e.g. the previous one from a
worktree: ``PYTHONPATH=/path/to/worktree .venv/bin/python -m eval.screen_cost …`` (the worktree's
``hippocampus`` is imported first); quote medians of several alternating runs.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from hippocampus.screening import detector

DATA = Path(__file__).resolve().parent / "data"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="+", help="folders under eval/data with fresh.jsonl")
    args = ap.parse_args()
    texts = [json.loads(line)["text"] for name in args.sets
             for line in (DATA / name / "fresh.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    screen = getattr(detector.screen, "__wrapped__", detector.screen)  # uncached
    started = time.process_time()
    for text in texts:
        screen(text)
    cpu = time.process_time() - started
    print(json.dumps({"detector": detector.VERSION, "module": detector.__file__, "notes": len(texts),
                      "ms_cpu_per_note": round(1000 * cpu / len(texts), 3)}))


if __name__ == "__main__":
    main()
