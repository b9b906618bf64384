"""Own situations and same-domain probes against a small lesson store (issue 35, item 5).

    python eval/experiments/lesson_situations.py [--work /tmp/lesson-situations] [--half dev|held-out|all]

Builds one real lesson store from eval/data/lessons_own_situations.json (every lesson active, the
default embedder) and recalls every situation and probe, printing per query what recall returned
and the evidence it decided on: the best lesson's cosine, the store's floors (everyday, same-domain,
the lead over the query's background), and the sparse score. Nothing here decides anything.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

DATA = Path(__file__).resolve().parents[1] / "data" / "lessons_own_situations.json"


def build(work: Path, embedder: Any) -> Any:
    from hippocampus.memory.lessons.events import new_event
    from hippocampus.memory.lessons.service import LessonStore

    store = LessonStore(work, "hippo", lock_timeout=10)
    if store.load() is not None:
        return store
    ok = {"exit_code": 0}
    for item in json.loads(DATA.read_text(encoding="utf-8"))["lessons"]:
        prop = new_event("propose", "hippo", data={"rule": item["rule"], "context_sentence": item["context"],
                                                   "cues": item["cues"], "phrases": item["phrases"]})
        evs = [prop]
        for t in ("t1", "t2"):
            evs.append(new_event("application", "hippo", task_id=f"{t}-{prop.lesson_id}", lesson_id=prop.lesson_id))
            evs.append(new_event("verification", "hippo", task_id=f"{t}-{prop.lesson_id}", data={"tool_result": ok}))
        store.record(evs)
    store.consolidate(embedder=embedder)
    return store


def half_of(i: int, half: str) -> bool:
    return half == "all" or (half == "dev") == (i % 2 == 0)


def main(argv: list[str] | None = None) -> None:
    from hippocampus.config import Settings
    from hippocampus.memory.lessons.recall import RecallParams, background_level, store_floor
    from hippocampus.store.embedders import make_embedder

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, default=Path("/tmp/lesson-situations"))
    ap.add_argument("--half", default="all", choices=("dev", "held-out", "all"))
    a = ap.parse_args(argv)
    data = json.loads(DATA.read_text(encoding="utf-8"))
    embedder = make_embedder(Settings())
    store = build(a.work, embedder)
    idx = store.load().indexes
    sem = idx.semantic
    p = RecallParams()
    by_rule = {item["rule"]: item["key"] for item in data["lessons"]}
    keys = {les.lesson_id: by_rule.get(les.rule) for les in idx.lessons}
    print(f"floors: everyday {sem.null_floor(p.null_quantile, p.null_margin):.3f}  same-domain "
          f"{sem.domain_floor(p.domain_quantile, p.domain_margin):.3f}  lead {sem.lead_floor(p.rel_quantile, p.rel_margin):.3f}  "
          f"store floor {store_floor(sem, p):.3f}")
    rows = [("situation", i, key, q) for i, (key, q) in enumerate(data["situations"])]
    rows += [("probe", i, None, q) for i, q in enumerate(data["probes"])]
    import numpy as np

    for kind, i, key, q in rows:
        if not half_of(i, a.half):
            continue
        hits, _, _ = store.recall(q, embedder=embedder)
        old, _, _ = store.recall(q, embedder=embedder, params=RecallParams(same_domain_null=False))
        ords, sims = sem.scores(np.asarray(embedder.embed_query(q), dtype=np.float32), idx.eligible_mask(
            __import__("hippocampus.memory.lessons.recall", fromlist=["RecallContext"]).RecallContext("hippo")))
        order = np.argsort(-sims)
        best = int(ords[order[0]])
        bg = background_level(sims)
        from hippocampus.memory.lessons.recall import RecallContext, _sparse_scores
        from hippocampus.memory.lessons.service import tokenizer
        sp, _ = _sparse_scores(idx, q, tokenizer()[2](q), p, idx.eligible_mask(RecallContext("hippo")))
        best_sparse = round(sp.get(best, [0.0])[0], 2)
        got = [keys.get(h[0].lesson_id) for h in hits]
        was = [keys.get(h[0].lesson_id) for h in old]
        ok = (key in got[:1]) if kind == "situation" else not got
        print(f"{'ok ' if ok else 'BAD'} {kind:9} {i:2} want={key or '-':8} got={got} before={was} best={keys.get(idx.lessons[best].lesson_id)} "
              f"cos={float(sims[order[0]]):.3f} lead={float(sims[order[0]]) - (bg or 0):.3f} "
              f"sparse(best)={best_sparse} | {q[:70]}")


if __name__ == "__main__":
    main()
