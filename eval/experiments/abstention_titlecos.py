"""The query's cosine to the answering section's title and heading (issue 35, abst35c).

    python eval/experiments/abstention_titlecos.py --work WORK --set johngrib [--json OUT]

For every own question of a LODO set (no everyday ones): the hybrid search with abstention off,
the returned hit with the best cosine, and the cosine of the query to that section's
"title heading" embedded as a passage. Asks whether "the vault answers it" (a note whose title is
about the question) separates from "one diary line mentions it" (a dated diary section). Prints
the quantiles per kind and the lowest answerable rows. Nothing here decides anything.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np


def main(argv: list[str] | None = None) -> int:
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
    from hippocampus.evaluation.lodo import questions
    from hippocampus.search.service import search
    from hippocampus.store.embedders import make_embedder

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--set", required=True)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)
    work = args.work / args.set
    st = Settings(vault=work / "vault", home=work / "home")
    emb = MemoEmbedder(make_embedder(st))
    out: dict[str, tuple[str, float, float, str, str]] = {}
    with throwaway_store(st.store_dir) as store:
        for kind, q in questions(args.set, work, everyday=False):
            r = search(store, emb, q.query, filters=to_store_filters(q.filters), abstain=False)
            hs = [h for h in r.hits if h.cosine is not None]
            if not hs:
                continue
            a = max(hs, key=lambda h: h.cosine or 0.0)
            row = store.sections([a.section_id])[0]
            qv = np.asarray(emb.embed_query(q.query), dtype=np.float32).reshape(-1)
            tv = np.asarray(emb.inner.embed_passages(["passage: " + f"{row.title} {row.heading}".strip()]), dtype=np.float32)[0]
            out[q.id] = (kind, float(a.cosine or 0.0), float(qv @ tv / (np.linalg.norm(qv) * np.linalg.norm(tv))), row.title, row.heading)
    for kind in ("answerable", "unrelated", "same-domain"):
        xs = sorted((v[2], v[1], k, v[3][:24], v[4][:24]) for k, v in out.items() if v[0] == kind)
        if not xs:
            continue
        print(kind, len(xs), "title cosine min / 10 % / median:", np.round(np.quantile([x[0] for x in xs], [0, 0.1, 0.5]), 3))
        for x in xs if kind != "answerable" else xs[:8]:
            print(f"   title {x[0]:.3f}  answer cosine {x[1]:.3f}  {x[2]}  {x[3]} | {x[4]}")
    if args.json is not None:
        args.json.write_text(json.dumps(out, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
