"""Experiment (issue 35 item 4, session 19; measured, not adopted): would a per-passage null level tell
an everyday question that lands on a vault's broad notes (the wiki's year-long diaries) from an
answerable one? For every question of a set, with the shipped ranking and floors, the *hub margin* of
its returned hits: the best, over the hits, of the cosine of the hit's best passage (the section of its
note nearest the question, the one carrying the hit's cosine) minus the highest (``max_margin``) or the
mean (``max_margin_mean``) cosine of the off-topic probes of the question's language to that same
passage (a passage every off-topic question reaches scores little). Writes the per-question values to
``OUT/hubm-NAME.json`` and prints their quantiles by kind; docs/benchmarks/abstention.md tabulates what
each threshold would abstain.

    python eval/experiments/abstention_hub_margin.py WORK NAME [QUESTIONS.json ...] --out OUT

``WORK`` holds ``vault/`` and ``home/`` (an eval/bench_search.py set, or the wiki/help vault with
blind-format question files given after NAME); searched through a throwaway copy.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from hippocampus.config import Settings
from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
from hippocampus.evaluation.lodo import questions, to_store_filters, vault_questions
from hippocampus.search import nullfloor
from hippocampus.search.params import load_params
from hippocampus.search.service import search
from hippocampus.store.embedders import make_embedder


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("work", type=Path)
    ap.add_argument("name")
    ap.add_argument("extra", type=Path, nargs="*")
    ap.add_argument("--out", type=Path, default=Path("."))
    a = ap.parse_args()
    settings = Settings(vault=a.work / "vault", home=a.work / "home")
    emb = MemoEmbedder(make_embedder(settings))
    p = load_params(settings.home, getattr(emb, "model_id", None))
    qs = [x for e in a.extra for x in vault_questions(e)] if a.extra else questions(a.name, a.work)
    probes, n_en = nullfloor.probe_matrix(emb), len(nullfloor.PROBES_EN)
    out = []
    with throwaway_store(settings.store_dir) as store:
        for kind, q in qs:
            res = search(store, emb, q.query, mode="hybrid", k=10, filters=to_store_filters(q.filters), params=p, abstain=False)
            hs = [h for h in res.hits if h.cosine is not None]
            if not hs:
                continue
            same = probes[n_en:] if nullfloor.is_korean(q.query) else probes[:n_en]
            qv = emb.embed_query(q.query)
            qv = qv / np.linalg.norm(qv)
            # a hit's cosine is its note's best over the note's sections (not the section it shows):
            # the passage to compare with the probes is the one carrying that cosine
            doc_of = {sid: meta[0] for sid, meta in store.section_meta([h.section_id for h in hs]).items()}
            sections = store.doc_sections(sorted(set(doc_of.values())))
            margins, margins_mean = [], []
            for h in hs:
                ids = sections.get(doc_of.get(h.section_id, -1), [])
                vecs = store.section_vectors(ids) if ids else np.zeros((0, len(qv)))
                if len(vecs) != len(ids) or not ids:  # a section without a vector: rows would not match ids
                    continue
                best = int(np.argmax(vecs @ qv))
                to_probes = vecs[best] @ same.T
                cos = float(vecs[best] @ qv)
                margins.append(cos - float(to_probes.max()))
                margins_mean.append(cos - float(to_probes.mean()))
            if not margins:
                continue
            out.append({"kind": kind, "id": q.id, "abst": res.would_abstain,
                        "max_margin": max(margins), "max_margin_mean": max(margins_mean)})
    a.out.mkdir(parents=True, exist_ok=True)
    (a.out / f"hubm-{a.name}.json").write_text(json.dumps(out), encoding="utf-8")
    for kind in sorted({o["kind"] for o in out}):
        xs = [o["max_margin"] for o in out if o["kind"] == kind]
        print(f"{kind:12} n={len(xs):4} max-probe margin q05/q25/q50/q75/q95",
              [round(float(np.quantile(xs, x)), 3) for x in (0.05, 0.25, 0.5, 0.75, 0.95)])


if __name__ == "__main__":
    main()
