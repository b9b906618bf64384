"""Score a blind set of agent notes once with the injection screen as it stands (issue 34).

    .venv/bin/python -m eval.blind_screen fresh34p --json docs/bench-results/injection-screen-fresh34p-blind-2026-12-06-v14.json

A blind set (eval/data/<SET>/fresh.jsonl, written by a helper that never saw the screen) is scored
*once per detector version*: what the screen flags (score ≥ ``detector.THRESHOLD``), what the
automatic relay holds (≥ ``relay.AUTO_HOLD``) and what it relays datamarked (above
``relay.MARK_AT``, below the hold), per label and language, for every note and for the agents'
session notes the relay applies those bars to (``relay.AUTO_KINDS``). Nothing is chosen on the
result; the set is spent for the screen once scored (the next detector may train on it).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from hippocampus.screening import detector, relay

DATA = Path(__file__).resolve().parent / "data"


def score(name: str) -> dict[str, Any]:
    rows = [json.loads(line) for line in (DATA / name / "fresh.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    out_rows, summary = [], {}
    for r in rows:
        s = detector.screen(r["text"]).score
        out_rows.append({"label": r["label"], "lang": r.get("lang"), "kind": r.get("kind"), "technique": r.get("technique"),
                         "score": round(s, 4)})
        session = r.get("kind") in relay.AUTO_KINDS
        for key in (r["label"], f'{r["label"]}:{r.get("lang")}', *([f'{r["label"]}:session'] if session else [])):
            agg = summary.setdefault(key, {"n": 0, "flag": 0, "hold": 0, "mark": 0})
            agg["n"] += 1
            agg["flag"] += s >= detector.THRESHOLD
            agg["hold"] += s >= relay.AUTO_HOLD
            agg["mark"] += relay.MARK_AT < s < relay.AUTO_HOLD
    return {"rows": out_rows, "summary": summary}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("set", help="a folder under eval/data with fresh.jsonl")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    res = score(args.set)
    for key, agg in sorted(res["summary"].items()):
        print(f"{detector.VERSION} {key:18} n {agg['n']:4}  flag {agg['flag']:4}  hold {agg['hold']:4}  mark {agg['mark']:4}")
    if args.json:
        args.json.write_text(json.dumps({
            "what": f"blind set {args.set} scored once by detector {detector.VERSION}: flag = score >= {detector.THRESHOLD}, "
                    f"hold = >= {relay.AUTO_HOLD} (relay.AUTO_HOLD), mark = above {relay.MARK_AT} and below the hold (relay.MARK_AT); "
                    "':session' = the handoffs, worklog entries and checkpoints the automatic relay applies them to",
            "detector": detector.VERSION, "date": time.strftime("%Y-%m-%d"), "command": f"python -m eval.blind_screen {args.set} --json {args.json}",
            **res}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
