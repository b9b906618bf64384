"""Per-question evidence features for abstention research (issue 26): what the legs found, term
by term, for every answerable, unrelated and same-domain question of the LODO sets.

    python eval/experiments/abstention_features.py --work /tmp/b26 [--sets autorag-ko,locomo] [--modes hybrid,lexical]

Writes ``<work>/<set>/features-<mode>.json``: per question its kind, ranking, the evidence the
product computes (coverage, answer cosine, background, null level) and, beside it, the raw
material of candidate rules: each query term's document frequency in the whole store and in
the question's scope, whether it occurs in the returned hits, and each returned document's rank
in the lexical and in the semantic leg. Nothing here decides anything; hippocampus/evaluation/lodo.py measures
rules, this file only records.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.evaluation.golden import to_store_filters
from hippocampus.evaluation.lodo import SETS, questions
from hippocampus.search.fusion import document_ranks


def collect(name: str, work: Path, mode: str, embedder: Any | None) -> list[dict[str, Any]]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.search import legs
    from hippocampus.search import lexical as lex
    from hippocampus.search import service as svc
    from hippocampus.search.params import load_params

    settings = Settings(vault=work / "vault", home=work / "home")
    params = load_params(settings.home, getattr(embedder, "model_id", None))
    rows_out = []
    with throwaway_store(settings.store_dir) as store:
        for kind, q in questions(name, work):
            filters = to_store_filters(q.filters)
            emb = embedder if mode == "hybrid" else None
            res = svc.search(store, emb, q.query, mode=mode, k=10, filters=filters, params=params, abstain=False)
            req = svc.make_request(q.query, mode, 10, filters, params, None, False)
            lexleg = legs.lexical_leg(store, query=req.query, terms=req.terms, mode=mode, filters=req.filters, p=req.params)
            semleg = legs.semantic_leg(store, emb, query=req.query, mode=mode, filters=req.filters, p=req.params,
                                       degraded=svc.store_health(store))
            sids = [s for s, _ in lexleg.ranked] + [s for s, _ in semleg.ranked]
            meta = store.section_meta(list(dict.fromkeys(sids)))
            doc_of = {s: m[0] for s, m in meta.items()}
            lex_rank = document_ranks([s for s, _ in lexleg.ranked], doc_of)
            sem_rank = document_ranks([s for s, _ in semleg.ranked], doc_of)
            # scope df: sections of the lexical candidates that hold each term (the candidate list
            # holds every section of a rare term; for frequent terms it is a lower bound)
            cache = svc.RowCache(store)
            cache.load([s for s, _ in lexleg.ranked])
            scope_df = {t: sum(1 for s in cache.low if lex.occurs_in(t, cache.low[s])) for t in lexleg.plan.terms}
            hits = []
            hit_rows = svc.RowCache(store)
            hit_rows.load([h.section_id for h in res.hits[:3]])
            for h in res.hits[:10]:
                doc = next((m[0] for s, m in store.section_meta([h.section_id]).items()), None)
                low = hit_rows.low.get(h.section_id)
                hits.append({
                    "path": h.path, "coverage": h.coverage, "cosine": h.cosine,
                    "lex_rank": lex_rank.get(doc) if doc is not None else None,
                    "sem_rank": sem_rank.get(doc) if doc is not None else None,
                    "present": sorted(t for t in lexleg.plan.terms if low is not None and lex.occurs_in(t, low)),
                })
            rows_out.append({
                "id": q.id, "kind": kind, "query": q.query, "relevant": sorted(q.relevant_paths),
                "ranked": [h.path for h in res.hits], "coverage": res.lexical_coverage,
                "answer_cosine": res.answer_cosine, "best_cosine": res.best_cosine,
                "background": res.background, "null_level": res.null_level,
                "depth": [c for _, c in store.semantic(emb.embed_query(q.query), filters, params.background_depth)] if emb else [],
                "terms": list(lexleg.plan.terms), "idf": dict(lexleg.plan.idf),
                "df": store.doc_freq(list(lexleg.plan.terms)) if lexleg.plan.terms else {},
                "scope_df": scope_df, "compounds": {k: list(v) for k, v in lexleg.plan.compounds.items()},
                "fuzzy_of": {k: [list(x) for x in v] for k, v in lexleg.plan.fuzzy_of.items()},
                "n_lex": len(lexleg.ranked), "hits": hits,
            })
    return rows_out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--modes", default="hybrid,lexical")
    args = ap.parse_args()
    embedder = None
    for mode in args.modes.split(","):
        for s in args.sets.split(","):
            if mode == "hybrid" and embedder is None:
                from hippocampus.config import Settings
                from hippocampus.evaluation.harness import MemoEmbedder
                from hippocampus.store.embedders import make_embedder

                embedder = MemoEmbedder(make_embedder(Settings(vault=args.work / s / "vault", home=args.work / s / "home")))
            rows = collect(s, args.work / s, mode, embedder if mode == "hybrid" else None)
            out = args.work / s / f"features-{mode}.json"
            out.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
            print(f"{s} {mode}: {len(rows)} questions -> {out}", flush=True)


if __name__ == "__main__":
    main()
