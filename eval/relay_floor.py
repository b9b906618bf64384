"""What a floor under strong rule hits would do to the automatic relay (issue 34, detector .21):
every agent's session note whose hand-written rules find a strong action (a feature at 1.0) kept at
least at the hold (``relay.AUTO_HOLD``) whatever the learned model says. Counts, on the development
sets' out-of-fold scores (``eval.relay_bands.scored``, ~10 min), the session notes the floor would
newly hold, hostile and honest (all and plain), per candidate.

    .venv/bin/python -m eval.relay_floor [--scores FILE.json]

``--scores`` reuses a JSON list of ``relay_bands.scored([])`` rows (same order as
``train_injection_model.load()`` with ``--extra --spent``) instead of computing them.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from eval import relay_bands
from eval import train_injection_model as T
from hippocampus.screening import detector, relay

CANDIDATES: dict[str, Callable[[dict[str, float]], bool]] = {
    "destructive at 1.0": lambda v: v.get("destructive", 0) >= 1.0,
    "exfil at 0.85": lambda v: v.get("exfil", 0) >= 0.85,
    "exfil at 1.0": lambda v: v.get("exfil", 0) >= 1.0,
    "override at 1.0": lambda v: v.get("override", 0) >= 1.0,
    "any action at 1.0": lambda v: any(v.get(a, 0) >= 1.0 for a in detector.ACTIONS),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scores", type=Path, default=None)
    args = ap.parse_args()
    T.SETS.update(T.EXTRA_SETS)
    T.SETS.update(T.SPENT_SETS)
    rows = T.load()
    scored: list[dict[str, Any]] = json.loads(args.scores.read_text(encoding="utf-8")) if args.scores else relay_bands.scored([])
    if len(scored) != len(rows) or any(r["label"] != s["label"] for r, s in zip(rows, scored, strict=True)):
        raise SystemExit("the scores do not line up with the development rows")
    values = [detector._score_text(detector._plain(r["text"]))[1] for r in rows]
    for name, strong in CANDIDATES.items():
        newly = {"hostile": 0, "benign": 0, "benign plain": 0}
        for r, s, v in zip(rows, scored, values, strict=True):
            if r.get("kind") in relay.AUTO_KINDS and s["score"] < relay.AUTO_HOLD and strong(v):
                newly[r["label"]] += 1
                newly["benign plain"] += r["label"] == "benign" and "plain" in str(r.get("technique") or "")
        print(f"{name:20} newly held: hostile {newly['hostile']}, honest {newly['benign']} (plain {newly['benign plain']})")


if __name__ == "__main__":
    main()
