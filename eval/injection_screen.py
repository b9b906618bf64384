"""Measure the injection detector (hippocampus.screening.detector) on a labelled corpus.

    .venv/bin/python -m eval.injection_screen                       # both splits of eval/data/injection_corpus.jsonl
    .venv/bin/python -m eval.injection_screen --split train --misses # what the training split misses / flags wrongly
    .venv/bin/python -m eval.injection_screen --corpus eval/data/redteam/heldout.jsonl --by technique --json out.json
    .venv/bin/python -m eval.injection_screen --pages /work/shared/bench/johngrib-wiki-ko   # honest pages flagged

A corpus is JSON lines with ``text`` and ``label`` (``hostile`` | ``benign``), optionally ``split``,
``lang``, ``family``, ``id``. Reported per split and language: detection rate on hostile notes,
false-positive rate on benign ones, with Wilson 95 % intervals, and the threshold sweep on the
split asked for (the threshold is chosen on ``train`` only; see docs/benchmarks/injection-screen.md).
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hippocampus.screening import detector

CORPUS = Path(__file__).resolve().parent / "data" / "injection_corpus.jsonl"


def load(path: Path) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for row in rows:
        if row.get("label") not in ("hostile", "benign") or not isinstance(row.get("text"), str):
            raise SystemExit(f"{path}: every row needs text and label hostile|benign: {str(row)[:120]}")
    return rows


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (round((c - r) / d, 4), round((c + r) / d, 4))


def rates(rows: list[dict[str, Any]], scores: dict[str, float], threshold: float) -> dict[str, Any]:
    hostile = [r for r in rows if r["label"] == "hostile"]
    benign = [r for r in rows if r["label"] == "benign"]
    tp = sum(1 for r in hostile if scores[r["_key"]] >= threshold)
    fp = sum(1 for r in benign if scores[r["_key"]] >= threshold)
    return {"hostile": len(hostile), "detected": tp, "detection_rate": round(tp / len(hostile), 4) if hostile else None,
            "detection_ci95": wilson(tp, len(hostile)), "benign": len(benign), "false_positives": fp,
            "fp_rate": round(fp / len(benign), 4) if benign else None, "fp_ci95": wilson(fp, len(benign))}


def evaluate(rows: list[dict[str, Any]], threshold: float = detector.THRESHOLD, by: str | None = None) -> dict[str, Any]:
    scores: dict[str, float] = {}
    verdicts: dict[str, detector.Verdict] = {}
    started = time.perf_counter()
    for n, row in enumerate(rows):
        row["_key"] = row.get("id") or f"row-{n}"
        v = detector.screen(row["text"])
        scores[row["_key"]], verdicts[row["_key"]] = v.score, v
    elapsed = time.perf_counter() - started
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        split = row.get("split") or "all"
        groups[split].append(row)
        groups[f"{split}/{row.get('lang') or '?'}"].append(row)
        if by and row.get(by):
            groups[f"{split}:{row['label']}:{row[by]}"].append(row)
    out: dict[str, Any] = {
        "detector": detector.VERSION, "threshold": threshold, "rows": len(rows),
        "ms_per_note": round(elapsed * 1000 / max(1, len(rows)), 3),
        "groups": {name: rates(g, scores, threshold) for name, g in sorted(groups.items())},
    }
    sweep = {}
    for t in (0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8):
        sweep[str(t)] = {name: {k: v for k, v in rates(g, scores, t).items() if k in ("detection_rate", "fp_rate")}
                         for name, g in groups.items() if "/" not in name and ":" not in name}
    out["sweep"] = sweep
    out["_verdicts"] = verdicts
    out["_scores"] = scores
    return out


def pages(root: Path) -> None:
    """Long honest documents (the johngrib wiki, docs/): how many pages the screen flags, and which."""
    files = sorted(root.rglob("*.md"))
    started = time.process_time()
    flagged = []
    for path in files:
        v = detector.screen(path.read_text(encoding="utf-8", errors="replace"))
        if v.flagged:
            flagged.append((path, v))
    cpu = time.process_time() - started
    print(f"{len(flagged)}/{len(files)} pages flagged; detector {detector.VERSION}; {1000 * cpu / max(1, len(files)):.1f} ms CPU per page")
    for path, v in flagged:
        print(f"  {path.relative_to(root)}: {v.score:.2f} {v.why()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--split", default=None, help="only rows of this split (train | heldout)")
    ap.add_argument("--misses", action="store_true", help="print missed hostile notes and flagged benign ones")
    ap.add_argument("--json", type=Path, default=None, help="write the figures here")
    ap.add_argument("--by", default=None, help="also group by this field (technique, family, field)")
    ap.add_argument("--pages", type=Path, default=None, help="instead: screen every .md file under this folder (honest documents) and list the flagged ones")
    args = ap.parse_args()
    if args.pages:
        pages(args.pages)
        return
    rows = load(args.corpus)
    if args.split:
        rows = [r for r in rows if r.get("split") == args.split]
    res = evaluate(rows, by=args.by)
    verdicts, scores = res.pop("_verdicts"), res.pop("_scores")
    for name, g in res["groups"].items():
        if ":" in name:  # one label per group: only its own rate means anything
            rate = f"detection {g['detected']}/{g['hostile']}" if g["hostile"] else f"FP {g['false_positives']}/{g['benign']}"
            print(f"{name:40} {rate}")
            continue
        print(f"{name:16} detection {g['detected']}/{g['hostile']} = {g['detection_rate']}  CI {g['detection_ci95']}   "
              f"FP {g['false_positives']}/{g['benign']} = {g['fp_rate']}  CI {g['fp_ci95']}")
    print(f"{res['ms_per_note']} ms per note; detector {res['detector']}, threshold {res['threshold']}")
    if args.misses:
        for row in rows:
            v = verdicts[row["_key"]]
            if (row["label"] == "hostile") != v.flagged:
                kind = "MISS" if row["label"] == "hostile" else "FP"
                print(f"{kind} {scores[row['_key']]:.2f} {row['_key']}: {row['text'][:160]!r} | {dict(v.features)}")
    if args.json:
        res["corpus"] = str(args.corpus)
        res["machine"] = {"python": platform.python_version(), "platform": platform.platform(), "processor": platform.processor()}
        res["date"] = datetime.now(UTC).isoformat(timespec="seconds")
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(res, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
