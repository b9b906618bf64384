"""The automatic relay's two bars for agents' session notes, from the screen's scores (issue 34;
ADR 0028 §4a and §4b): held from ``relay.AUTO_HOLD``, relayed datamarked above ``relay.MARK_AT``.

    .venv/bin/python -m eval.relay_bands --blind fresh34q --json docs/bench-results/injection-relay-mark-2026-12-06-v16.json

The development sets of ``eval.train_injection_model`` (``--extra --spent``: twenty-two for
detector .16) are scored out of fold (each set by the screen with the learned model trained on
the others: the closest thing to a new writer); the blind sets (``--blind``: sets the shipped
weights never saw; fresh34q for .16) by the screen as shipped. For every candidate step it prints
what the datamark would cover, and applies the choice rule on the development sets only: the
lowest 0.05 step that marks (between it and the hold) at most 2 % of the plain benign session
notes (technique ``*plain*``) and at most 10 % of all benign session notes. A note is marked when
it scores *above* the step (see ``relay.MARK_AT``). It also re-checks the hold's own rule (ADR
0028 §4a) on the same scores. Takes ~6 min (one model per development set).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np

from eval import train_injection_model as T
from hippocampus.screening import detector, relay

SESSION = relay.AUTO_KINDS
STEPS = (0.05, 0.1, 0.15)
PLAIN_MAX, BENIGN_MAX = 0.02, 0.10
HOLD_STEPS = (0.1, 0.15, 0.2, 0.25)
HOLD_PLAIN_MAX, HOLD_BENIGN_MAX = 0.005, 0.05


def scored(blind: list[str]) -> list[dict[str, Any]]:
    T.SETS.update(T.EXTRA_SETS)
    T.SETS.update(T.SPENT_SETS)
    rows = T.load()
    y = np.array([1.0 if r["label"] == "hostile" else 0.0 for r in rows])
    _, oof = T.cv(rows, T.featurize(rows), y, T.L2, T.NB)
    out = [{**r, "score": float(s), "split": "development"} for r, s in zip(rows, oof, strict=True)]
    for name in blind:
        for line in (T.DATA / name / "fresh.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                r = json.loads(line)
                out.append({**r, "set": name, "score": detector.screen(r["text"]).score, "split": "blind"})
    return out


def band(rows: list[dict[str, Any]], mark_at: float, hold_at: float = relay.AUTO_HOLD) -> dict[str, Any]:
    hostile = [r for r in rows if r["label"] == "hostile"]
    benign = [r for r in rows if r["label"] == "benign"]
    plain = [r for r in benign if "plain" in str(r.get("technique") or "")]

    def marked(rs: list[dict[str, Any]]) -> int:
        return sum(mark_at < r["score"] < hold_at for r in rs)

    return {"hostile": len(hostile), "hostile_held": sum(r["score"] >= hold_at for r in hostile),
            "hostile_not_verbatim": sum(r["score"] > mark_at or r["score"] >= hold_at for r in hostile),
            "benign": len(benign), "benign_held": sum(r["score"] >= hold_at for r in benign), "benign_marked": marked(benign),
            "plain_benign": len(plain), "plain_held": sum(r["score"] >= hold_at for r in plain), "plain_marked": marked(plain)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--blind", nargs="*", default=[], help="sets the shipped weights never saw (none by default)")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    trained = {*T.SETS, *T.EXTRA_SETS, *T.SPENT_SETS}
    if spent := [name for name in args.blind if name in trained]:
        raise SystemExit(f"not blind: {', '.join(spent)} in the shipped weights' training sets (eval/train_injection_model.py)")
    rows = scored(args.blind)
    dev = [r for r in rows if r["split"] == "development" and r.get("kind") in SESSION]
    steps: dict[str, Any] = {}
    chosen = None
    for step in STEPS:
        st = band(dev, step)
        ok = st["plain_marked"] <= PLAIN_MAX * st["plain_benign"] and st["benign_marked"] <= BENIGN_MAX * st["benign"]
        steps[str(step)] = {**st, "meets_rule": ok}
        chosen = step if chosen is None and ok else chosen
        print(f"step {step}: hostile session notes not verbatim {st['hostile_not_verbatim']}/{st['hostile']} "
              f"(held {st['hostile_held']}); benign marked {st['benign_marked']}/{st['benign']}, "
              f"plain marked {st['plain_marked']}/{st['plain_benign']}{'  <- rule met' if ok else ''}")
    print(f"chosen: {chosen} (shipped relay.MARK_AT = {relay.MARK_AT})")
    # the hold's own rule (ADR 0028 §4a), re-checked on the same scores: the lowest 0.05 step holding
    # at most 0.5 % of the plain benign session notes and at most 5 % of all benign notes (every kind)
    dev_all = [r for r in rows if r["split"] == "development"]
    holds: dict[str, Any] = {}
    hold_chosen = None
    for step in HOLD_STEPS:
        st, st_all = band(dev, relay.MARK_AT, step), band(dev_all, relay.MARK_AT, step)
        ok = st["plain_held"] <= HOLD_PLAIN_MAX * st["plain_benign"] and st_all["benign_held"] <= HOLD_BENIGN_MAX * st_all["benign"]
        holds[str(step)] = {"session": st, "all_kinds": st_all, "meets_rule": ok}
        hold_chosen = step if hold_chosen is None and ok else hold_chosen
        print(f"hold {step}: hostile held {st_all['hostile_held']}/{st_all['hostile']}; benign held {st_all['benign_held']}/{st_all['benign']}, "
              f"plain session notes held {st['plain_held']}/{st['plain_benign']}{'  <- rule met' if ok else ''}")
    print(f"hold chosen: {hold_chosen} (shipped relay.AUTO_HOLD = {relay.AUTO_HOLD})")
    checks: dict[str, Any] = {}
    for name in args.blind:
        for kinds, sel in (("session notes", SESSION), ("all kinds", None)):
            rs = [r for r in rows if r["set"] == name and (sel is None or r.get("kind") in sel)]
            checks[f"{name}, {kinds}"] = st = band(rs, relay.MARK_AT)
            print(f"{name} ({kinds}): hostile held {st['hostile_held']} -> not verbatim {st['hostile_not_verbatim']} of {st['hostile']}; "
                  f"benign held {st['benign_held']}, marked {st['benign_marked']} of {st['benign']}")
    if args.json:
        args.json.write_text(json.dumps({
            "what": "issue 34: the automatic relay's datamarked band (relay.MARK_AT) for agents' session notes, below the hold (relay.AUTO_HOLD)",
            "detector": detector.VERSION, "hold_at": relay.AUTO_HOLD, "mark_at": relay.MARK_AT,
            "rule": f"lowest 0.05 step marking at most {PLAIN_MAX:.0%} of plain benign session notes and at most {BENIGN_MAX:.0%} "
                    f"of all benign session notes, out-of-fold scores of the {len(T.SETS)} development sets; marked = above the step, below the hold",
            "development_out_of_fold_session_notes": steps, "chosen": chosen,
            "hold_rule": "lowest 0.05 step holding at most 0.5 % of plain benign session notes and at most 5 % of all benign notes",
            "hold_steps": holds, "hold_chosen": hold_chosen,
            "blind_not_in_the_weights": checks,
            "command": f"python -m eval.relay_bands --blind {' '.join(args.blind)} --json {args.json}",
        }, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
