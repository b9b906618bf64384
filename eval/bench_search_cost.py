"""Warm per-query search cost on a real store with fixed questions (same-run A/B between checkouts).

    cd CHECKOUT && .venv/bin/python /path/to/eval/bench_search_cost.py --home HOME --vault VAULT --mode hybrid

Run it with each checkout's own interpreter (its ``hippocampus`` is what is measured), alternating,
to compare two versions in one run on a noisy machine. Questions: the real wiki's development
questions and the first 60 of each blind everyday set (eval/data/heldout-search), so answerable
and abstaining searches both count. Ten warm-up searches (Kiwi, the embedder, the in-memory index,
the probe levels), then each question once; the query vector is computed before the timer, but the
embedder keeps no query cache, so the search encodes it again inside the timer (tens of ms) unless
``--memo-query`` memoises it (then the figure is the search pipeline alone). ``--no-row-memo``
bounds the per-materialization row memo (search/rows.py) to nothing. Prints one JSON line: wall
and CPU milliseconds per search (median, p95, mean).
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
    ap.add_argument("--no-row-memo", action="store_true",
                    help="bound the per-materialization row memo (search/rows.py) to nothing: each search reads its own rows")
    ap.add_argument("--memo-query", action="store_true",
                    help="memoise query vectors (evaluation.harness.MemoEmbedder): the embedder has no query cache of its own, so "
                         "without this the hybrid figure holds one query encode (tens of ms) besides the search pipeline")
    a = ap.parse_args()
    if a.no_row_memo:
        import hippocampus.search.rows as rows

        rows.MEMO_MAX_CHARS = 0
    settings = Settings(vault=a.vault, home=a.home)
    emb = make_embedder(settings) if a.mode == "hybrid" else None
    if emb is not None and a.memo_query:
        from hippocampus.evaluation.harness import MemoEmbedder

        emb = MemoEmbedder(emb)
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
    print(json.dumps({"mode": a.mode + ("+memo-query" if a.memo_query and emb is not None else ""), "n": len(qs), "wall_p50": round(statistics.median(wall), 1),
                      "wall_p95": round(wall[int(0.95 * len(wall))], 1), "cpu_p50": round(statistics.median(cpu), 1),
                      "cpu_mean": round(statistics.mean(cpu), 1)}))


if __name__ == "__main__":
    main()
