"""Would a note-level vector of the note's title and heading outline help the semantic leg? (issue 35, item 1)

    python eval/experiments/note_outline.py SET [SET ...] --work /work/bench35r --obsidian-work /work/obs-work \
        --wiki2 /work/wiki2 --wiki3 /work/wiki3 --penalty 0,0.02,0.05 --out DIR

The semantic leg ranks a note by its best section's cosine. A note whose sections are lists
(``Accepted file formats``: ``.avif .bmp …`` under "Image files", "Audio files", "Video files")
is about the question as a whole ("which picture, sound and movie types can I drop into my
vault?") while no one section says so. Here every note also gets one vector, e5 over
``passage_input(title + its headings, one per line)``, embedded in this process (the store has
none: shipping it would be one more passage per note at index time and a rebuild), and the
semantic leg sees, for the note's first section, ``max(its cosine, outline cosine − penalty)``:
a store proxy merges the outline cosines into ``SearchStore.semantic``; nothing else changes.
Ranking only (abstention off), R@1 / R@5 / MRR@10 of default and plain RRF per penalty, the same
questions as eval/bench_ranking.py. Nothing here decides anything.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.bench_ranking import DEPTH, questions, score


class OutlineStore:
    """A SearchStore whose ``semantic`` also reads one outline vector per note."""

    def __init__(self, store: Any, paths: list[str], first: list[int], vecs: np.ndarray, penalty: float):
        self._s, self.paths, self.first, self.vecs, self.penalty = store, paths, np.asarray(first), vecs, penalty

    def __getattr__(self, name: str) -> Any:
        return getattr(self._s, name)

    def semantic(self, qv: np.ndarray, filters: Any, limit: int) -> list[tuple[int, float]]:
        base = dict(self._s.semantic(qv, filters, limit))
        q = np.asarray(qv, dtype=np.float32).reshape(-1)
        q = q / max(float(np.linalg.norm(q)), 1e-12)
        cos = self.vecs @ q
        prefix = getattr(filters, "path_prefix", None)
        for i in np.argsort(-cos)[: limit * 2]:
            if prefix and not self.paths[i].startswith(prefix):
                continue
            sid, val = int(self.first[i]), float(cos[i]) - self.penalty
            if val > base.get(sid, -2.0):
                base[sid] = val
        return sorted(base.items(), key=lambda sc: -sc[1])[:limit]


def outlines(store: Any) -> tuple[list[str], list[int], list[str]]:
    ids = [int(i) for i in store._vecset().ids]
    rows = store.sections(ids)
    by_doc: dict[int, list[Any]] = {}
    for r in rows:
        by_doc.setdefault(r.doc_id, []).append(r)
    paths, first, texts = [], [], []
    for secs in by_doc.values():
        secs.sort(key=lambda r: r.ord)
        heads = list(dict.fromkeys(r.heading for r in secs if r.level > 0 and r.heading))
        paths.append(secs[0].path)
        first.append(secs[0].section_id)
        texts.append("\n".join([secs[0].title, *heads]))
    return paths, first, texts


def run(name: str, a: argparse.Namespace, penalties: list[float]) -> dict[str, Any]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search
    from hippocampus.store.embedders import make_embedder

    wiki_work = {"wiki2": a.wiki2, "wiki3": a.wiki3}
    set_work, qs = questions(name, a.work, a.obsidian_work, wiki_work)
    settings = Settings(vault=set_work / "vault", home=set_work / "home")
    raw = make_embedder(settings)
    embedder = MemoEmbedder(raw)
    params = load_params(settings.home, embedder.model_id)
    t0 = time.perf_counter()
    with throwaway_store(settings.store_dir) as store:
        paths, first, texts = outlines(store)
        vecs = raw.embed_passages([raw.passage_input(t) for t in texts])
        t_embed = time.perf_counter() - t0
        ranked: dict[str, dict[str, list[str]]] = {}
        variants = [("default", store, params), ("rrf", store, params.plain_rrf())]
        variants += [(f"default[outline-{pen}]", OutlineStore(store, paths, first, vecs, pen), params) for pen in penalties]
        variants += [(f"semantic[outline-{pen}]", OutlineStore(store, paths, first, vecs, pen), params) for pen in penalties]
        variants += [("semantic", store, params)]
        for label, st, p in variants:
            mode = "semantic" if label.startswith("semantic") else "hybrid"
            ranked[label] = {q["id"]: [h.path for h in search(st, embedder, q["query"], mode=mode, k=DEPTH,
                                                             filters=to_store_filters(q["filters"]), params=p, abstain=False).hits]
                             for q in qs}
    out = {"set": name, "questions": len(qs), "notes": len(paths), "outline_embed_s": round(t_embed, 1),
           "metrics": {s: score(qs, r) for s, r in ranked.items()}, "ranked": ranked,
           "relevant": {q["id"]: q["relevant"] for q in qs}}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--obsidian-work", type=Path, required=True)
    ap.add_argument("--wiki2", type=Path, default=Path("/work/wiki2"))
    ap.add_argument("--wiki3", type=Path, default=Path("/work/wiki3"))
    ap.add_argument("--penalty", default="0,0.02,0.05")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    pens = [float(x) for x in a.penalty.split(",")]
    for name in a.sets:
        res = run(name, a, pens)
        (a.out / f"{name}.json").write_text(json.dumps(res, ensure_ascii=False, indent=1), encoding="utf-8")
        for s, m in res["metrics"].items():
            print(f"{name:16} {s:26} {m['r@1']:.3f} / {m['r@5']:.3f} / {m['mrr@10']:.3f}", flush=True)


if __name__ == "__main__":
    main()
