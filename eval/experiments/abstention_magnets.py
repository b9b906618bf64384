"""Do off-topic probes land on the hits an unrelated question lands on? (issue 35, item 4)

    python eval/experiments/abstention_magnets.py --work /tmp/h35b/work --sets johngrib,obsidian

For every question of a LODO set (hippocampus.evaluation.lodo.questions), one hybrid search with
abstention off, and for each of its top three hits: its cosine to the query and the best cosine
any same-language off-topic probe (search/nullfloor.py) reaches *on that section*. A diary note
that every everyday question is close to is close to the probes too; a note about one topic is
not. Writes ``<work>/<set>/magnets.json``. Nothing here decides anything.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def collect(name: str, work: Path, embedder: Any) -> list[dict[str, Any]]:
    import numpy as np

    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.evaluation.lodo import BLIND_SPLIT, questions
    from hippocampus.search.nullfloor import PROBES_EN, is_korean, probe_matrix
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search

    settings = Settings(vault=work / "vault", home=work / "home")
    params = load_params(settings.home, getattr(embedder, "model_id", None))
    probes = probe_matrix(embedder)
    n_en = len(PROBES_EN)
    out = []
    with throwaway_store(settings.store_dir) as store:
        for kind, q in questions(name, work):
            res = search(store, embedder, q.query, k=10, filters=to_store_filters(q.filters), params=params, abstain=False)
            same = probes[n_en:] if is_korean(q.query) else probes[:n_en]
            hits = []
            for h in res.hits[:3]:
                probe_cos = [store.cosines(p, [h.section_id]).get(h.section_id) for p in same]
                known = [c for c in probe_cos if c is not None]
                hits.append({"path": h.path, "cosine": h.cosine, "coverage": h.coverage,
                             "probe_max": max(known) if known else None,
                             "probe_median": float(np.median(known)) if known else None})
            out.append({"id": q.id, "kind": kind, "part": BLIND_SPLIT(q.id) if kind == "everyday" else "", "query": q.query,
                        "relevant": sorted(q.relevant_paths), "ranked": [h.path for h in res.hits],
                        "coverage": res.lexical_coverage, "answer_cosine": res.answer_cosine,
                        "null_level": res.null_level, "null_ceiling": res.null_ceiling, "hits": hits})
    return out


def main(argv: list[str] | None = None) -> None:
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import MemoEmbedder
    from hippocampus.store.embedders import make_embedder

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    a = ap.parse_args(argv)
    embedder = None
    for name in a.sets.split(","):
        w = a.work / name
        embedder = embedder or MemoEmbedder(make_embedder(Settings(vault=w / "vault", home=w / "home")))
        rows = collect(name, w, embedder)
        (w / "magnets.json").write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
        print(f"{name}: {len(rows)} questions", file=sys.stderr)


if __name__ == "__main__":
    main()
