"""Experiment (issue 35 item 3, helper xl35): why the fused default ranks English questions over
Korean passages below the semantic leg alone, and which questions the lexical legs' gate
(``rrf_lex_unheld``) would touch. Kept for the record of ADR 0032's addendum 2026-12-06 c.

    python eval/experiments/crosslingual_misses.py misses SET RUN_JSON      # semantic 1st, fused not
    python eval/experiments/crosslingual_misses.py unheld SET RUN_JSON      # by share of unheld terms

``RUN_JSON``: one set's file from ``eval/bench_ranking.py`` with the ``default`` and ``semantic``
systems (``rrf`` too for ``unheld``). ``misses`` prints, for up to 60 questions the semantic leg
ranks right at 1 and the default does not, the coverage of the best lexical note and the query
terms it holds; ``unheld`` buckets every question by its share of terms no section holds (count
share) with how often each system has the answer first / in the top 5. Stores: ``--work``
(default /work/bench35r), searched through a throwaway copy.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main(argv: list[str]) -> None:
    from eval.bench_ranking import questions
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
    from hippocampus.search import legs as leg
    from hippocampus.search import lexical as lex
    from hippocampus.search import service as svc
    from hippocampus.search import store_api as sapi
    from hippocampus.search.params import load_params
    from hippocampus.search.rows import RowCache
    from hippocampus.store.embedders import make_embedder

    what, setname, run_json = argv[:3]
    work = Path(argv[3]) if len(argv) > 3 else Path("/work/bench35r")
    run = json.loads(Path(run_json).read_text(encoding="utf-8"))
    ranked, rel = run["ranked"], run["relevant"]

    def rank(system: str, qid: str) -> int:
        return next((i + 1 for i, p in enumerate(ranked.get(system, {}).get(qid, [])) if p in rel[qid]), 99)

    set_work, qs = questions(setname, work, work / "obsidian-help", None)
    settings = Settings(vault=set_work / "vault", home=set_work / "home")
    emb = MemoEmbedder(make_embedder(settings)) if what == "misses" else None
    params = load_params(settings.home, emb.model_id if emb is not None else None)
    buckets: dict[int, Counter[str]] = {}
    matched: Counter[str] = Counter()
    with throwaway_store(settings.store_dir) as store:
        for q in qs:
            req = svc.make_request(q["query"], "hybrid", 30, to_store_filters(q["filters"]), params, None, False, sapi.vault_indexes(store))
            if what == "unheld":
                plan = leg.lexical_plan(store, req.terms, params, req.query)
                share = len(plan.absent) / len(plan.terms) if plan.terms else 1.0
                c = buckets.setdefault(min(int(share * 4), 3), Counter())
                c["n"] += 1
                for system in ("default", "semantic", "rrf"):
                    c[f"{system}@1"] += rank(system, q["id"]) == 1
                    c[f"{system}@5"] += rank(system, q["id"]) <= 5
                continue
            if not (rank("semantic", q["id"]) == 1 and rank("default", q["id"]) != 1) or sum(matched.values()) >= 60:
                continue
            assert emb is not None
            lx = leg.lexical_leg(store, query=req.query, terms=req.terms, mode="hybrid", filters=req.filters, p=params)
            sm = leg.semantic_leg(store, emb, query=req.query, mode="hybrid", filters=req.filters, p=params, degraded=svc.store_health(store))
            rows = RowCache(store)
            cands = svc._candidates(store, req, lx, sm, rows)
            scored = cands.note_lexical
            top = max(scored, key=lambda d: (scored[d], -d)) if scored else None
            secs = store.doc_sections([top]).get(top, []) if top is not None else []
            rows.load(secs)
            text = " \n ".join(rows.low[s] for s in secs if s in rows.low)
            held = sorted(lex.present_terms(text, req.terms)) if text else []
            matched.update(held or ["(none)"])
            print(f"{q['id']} coverage={cands.top_coverage:.2f} terms={list(req.terms)} held_by_best_lexical_note={held} | {q['query'][:70]}")
    if what == "unheld":
        for b in sorted(buckets):
            print(setname, f"unheld share [{b / 4:.2f}, {(b + 1) / 4:.2f})", dict(buckets[b]))
    else:
        print("terms held by the best lexical note:", matched.most_common(30))


if __name__ == "__main__":
    main(sys.argv[1:])
