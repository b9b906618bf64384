"""Warm per-query search cost on a real store with fixed questions (same-run A/B between checkouts).

    cd CHECKOUT && .venv/bin/python /path/to/eval/bench_search_cost.py --home HOME --vault VAULT --mode hybrid

Run it with each checkout's own interpreter (its ``hippocampus`` is what is measured), alternating,
to compare two versions in one run on a noisy machine. Questions: the real wiki's development
questions and the first 60 of each blind everyday set (eval/data/heldout-search), so answerable
and abstaining searches both count. Ten warm-up searches (Kiwi, the embedder, the in-memory index,
the probe levels), then each question once; the query vector is computed before the timer (the
gateway's embedder is warm and a repeated query is cached there too). Prints one JSON line:
wall and CPU milliseconds per search (median, p95, mean).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "heldout-search"
WIKI = Path(__file__).resolve().parents[1] / "hippocampus" / "evaluation" / "data" / "johngrib_questions.json"


def questions() -> list[str]:
    qs = [q["query"] for q in json.loads(WIKI.read_text(encoding="utf-8"))["questions"]]
    for name in ("unrelated-en.json", "unrelated-ko.json"):
        rows = json.loads((DATA / name).read_text(encoding="utf-8"))
        rows = rows["questions"] if isinstance(rows, dict) else rows
        qs += [q["question"] for q in rows][:60]
    return qs


def main() -> None:
    from hippocampus.config import Settings
    from hippocampus.search.service import search
    from hippocampus.store.embedders import make_embedder
    from hippocampus.store.reader import Store

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--mode", default="hybrid", choices=("hybrid", "lexical"))
    a = ap.parse_args()
    settings = Settings(vault=a.vault, home=a.home)
    emb = make_embedder(settings) if a.mode == "hybrid" else None
    store = Store.open_latest(settings.store_dir)
    qs = questions()
    for q in qs[:10]:
        search(store, emb, q, mode=a.mode)
    wall, cpu = [], []
    for q in qs:
        if emb is not None:
            emb.embed_query(q)
        t0, c0 = time.perf_counter(), time.process_time()
        search(store, emb, q, mode=a.mode)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    wall.sort()
    cpu.sort()
    print(json.dumps({"mode": a.mode, "n": len(qs), "wall_p50": round(statistics.median(wall), 1),
                      "wall_p95": round(wall[int(0.95 * len(wall))], 1), "cpu_p50": round(statistics.median(cpu), 1),
                      "cpu_mean": round(statistics.mean(cpu), 1)}))


if __name__ == "__main__":
    main()
