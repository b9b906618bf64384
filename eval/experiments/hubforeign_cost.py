"""Experiment (issue 35 item 3, session 19): the warm search CPU of the minor-language hubness
correction (``sem_hub_foreign``, ADR 0032 addendum 2026-12-07 b), with and without it in one
process: the real wiki's 30 English questions (the correction applies to each), seven alternating
rounds, query vectors memoised so only the search itself is timed; prints the median CPU ms per
query of each and their ratio.

    python eval/experiments/hubforeign_cost.py [WIKI_WORK]

``WIKI_WORK`` holds ``vault/`` and ``home/`` of the johngrib wiki as eval/bench_search.py builds
it (default /work/bench35r/johngrib); searched through a throwaway copy.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from hippocampus.config import Settings
from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
from hippocampus.evaluation.lodo import vault_questions
from hippocampus.search.params import load_params
from hippocampus.search.service import search
from hippocampus.store.embedders import make_embedder

QUESTIONS = Path(__file__).resolve().parents[1] / "data" / "heldout-search" / "johngrib-crosslingual.json"
ROUNDS = 7


def main() -> None:
    work = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/bench35r/johngrib")
    settings = Settings(vault=work / "vault", home=work / "home")
    emb = MemoEmbedder(make_embedder(settings))
    p = load_params(settings.home, getattr(emb, "model_id", None))
    queries = [q.query for _, q in vault_questions(QUESTIONS)]
    variants = {"off": p.with_overrides(sem_hub_foreign=0.0), "on": p}
    cpu: dict[str, list[float]] = {k: [] for k in variants}
    with throwaway_store(settings.store_dir) as store:
        for params in variants.values():  # warm: the query vectors, the store's caches
            for q in queries:
                search(store, emb, q, mode="hybrid", k=10, params=params)
        for rnd in range(ROUNDS):
            order = list(variants.items()) if rnd % 2 == 0 else list(reversed(variants.items()))
            for name, params in order:
                t = time.process_time()
                for q in queries:
                    search(store, emb, q, mode="hybrid", k=10, params=params)
                cpu[name].append((time.process_time() - t) / len(queries) * 1000)
    for name, xs in cpu.items():
        print(name, "median CPU ms/query", round(statistics.median(xs), 2), [round(x, 1) for x in xs])
    print("ratio on/off", round(statistics.median(cpu["on"]) / statistics.median(cpu["off"]), 3))


if __name__ == "__main__":
    main()
