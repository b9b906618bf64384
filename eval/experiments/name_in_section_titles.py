"""Would the file name help more inside every section's title field? (issue 35, helper rank35c)

    python eval/experiments/name_in_section_titles.py johngrib johngrib-xling [--work /work/bench35r]

The shipped field (``note_w_name``, store/notelex.py) reaches only the whole-note BM25F, 0.3 of a
note's lexical score. This experiment adds each note's file-name words (beyond a section's own
title-field count of them) as title-field postings of *every* section of the note, in memory, on
a throwaway copy of the store (the in-memory postings, ``title_len``, ``df`` and ``avg_title`` of
the LexicalIndex rewritten; its impacts and note index dropped so they are derived again), so the
section BM25 and, through it, the whole note's title field see the name. Prints R@1 / R@5 /
MRR@10 of the default, plain RRF, and the folded-in index with the name field off and on.
Nothing here is product code; the result is in docs/benchmarks/search.md (no gain).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path, PurePosixPath
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def fold(li: Any) -> int:
    """The file names' words into every section's title field of ``li`` (a LexicalIndex), in
    place; the number of postings added."""
    from hippocampus.store.notelex import name_terms
    from hippocampus.store.segments import Segment

    n_terms = len(li.terms)
    post_ptr, post_sec, post_tf, post_title = li.flat_postings()
    tid = np.repeat(np.arange(n_terms, dtype=np.int64), np.diff(post_ptr))
    sec, tf, title = post_sec.astype(np.int64), post_tf.copy(), post_title.copy()
    secs_of: dict[int, list[int]] = defaultdict(list)
    for s, d in enumerate(li.sec_doc.tolist()):
        if d >= 0:
            secs_of[d].append(s)
    want: dict[tuple[int, int], int] = {}
    for d, ws in enumerate(name_terms([PurePosixPath(p).stem for p in li.doc_paths])):
        for w in ws:
            t = li.term_id.get(w)
            if t is not None:
                want[(t, d)] = want.get((t, d), 0) + 1
    sel = np.flatnonzero(np.isin(tid, [t for t, _ in want]))
    any_field = set(zip(tid[sel].tolist(), sec[sel].tolist(), strict=True))
    title_at = {(int(tid[i]), int(sec[i])): int(i) for i in sel.tolist() if title[i]}
    add_t, add_s, add_tf = [], [], []
    for (t, d), c in want.items():
        for s in secs_of.get(d, ()):
            i = title_at.get((t, s))
            r = max(c - (tf[i] if i is not None else 0.0), 0.0)
            if r <= 0:
                continue
            li.title_len[s] += r
            if i is not None:
                tf[i] += r
            else:
                add_t.append(t)
                add_s.append(s)
                add_tf.append(r)
                if (t, s) not in any_field:
                    li.df[t] += 1
    tid = np.concatenate([tid, np.asarray(add_t, dtype=np.int64)])
    sec = np.concatenate([sec, np.asarray(add_s, dtype=np.int64)])
    tf = np.concatenate([tf, np.asarray(add_tf, dtype=np.float64)])
    title = np.concatenate([title, np.ones(len(add_t), dtype=bool)])
    order = np.argsort(tid, kind="stable")
    ptr = np.zeros(n_terms + 1, dtype=np.int64)
    np.cumsum(np.bincount(tid, minlength=n_terms), out=ptr[1:])
    li.segments = (Segment.csr(ptr, sec=sec[order].astype(np.int32), tf=tf[order], title=title[order]),)
    li.avg_title = max(float(li.title_len.mean()), 1e-9)
    li._impacts = {}
    li._notes = None
    return len(add_t)


def _ranked(store: Any, emb: Any, qs: list[dict[str, Any]], params: Any) -> dict[str, list[str]]:
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.search.service import search

    out = {}
    for q in qs:
        res = search(store, emb, q["query"], mode="hybrid", k=30, filters=to_store_filters(q["filters"]), params=params, abstain=False)
        out[q["id"]] = [h.path for h in res.hits]
    return out


def main() -> None:
    from eval.bench_ranking import questions, score
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
    from hippocampus.search.params import load_params
    from hippocampus.store.embedders import make_embedder

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--work", type=Path, default=Path("/work/bench35r"))
    a = ap.parse_args()
    for name in a.sets:
        set_work, qs = questions(name, a.work, a.work / "obsidian-help")
        settings = Settings(vault=set_work / "vault", home=set_work / "home")
        emb = MemoEmbedder(make_embedder(settings))
        p = load_params(settings.home, emb.model_id)
        ranked: dict[str, dict[str, list[str]]] = {}
        with throwaway_store(settings.store_dir) as store:
            ranked["default"] = _ranked(store, emb, qs, p)
            ranked["rrf"] = _ranked(store, emb, qs, p.with_overrides(rrf_lex_cover=0.0, note_w_name=0.0))
            added = fold(store.lexindex())
            ranked["folded, name field off"] = _ranked(store, emb, qs, p.with_overrides(note_w_name=0.0))
            ranked["folded + name field"] = _ranked(store, emb, qs, p)
        print(f"{name}: {len(qs)} questions, {added} title postings added")
        for label, r in ranked.items():
            m = score(qs, r)
            print(f"  {label:24s} {m['r@1']:.3f} / {m['r@5']:.3f} / {m['mrr@10']:.3f}")


if __name__ == "__main__":
    main()
