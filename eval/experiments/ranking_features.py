"""Research (issue 35 items 1-2): per-question note-level features for offline fusion studies.

    python eval/experiments/ranking_features.py SET --out FILE.json

For every answerable question of SET, the candidate notes of several systems with the raw
values each ranking could be built from, so fusion schemes can be compared (and chosen
leave-one-dataset-out) without running the search again:

- ``hybrid`` / ``lexical``: the search service's order (abstention off), top 30;
- ``vec``: each note's best section cosine to the query (the store's e5 vectors, scope applied);
- ``sec``: each note's best section BM25 (the product's lexical plan and BM25 params, no boost);
- ``note:<w_title>/<w_head>/<w_body>``: note-level BM25F over the store's postings (title,
  headings and body as fields of one note, per-field length normalisation, document-level df);
- ``bm25s``: bm25s over the note's title and body tokenised with the Kiwi/Snowball analyser (the
  issue's "whole-note BM25").

Sets: the bench_search sets under /work/bench35 (golden.jsonl), ``johngrib`` (eval/data
questions), ``obsidian-dev`` (the blind dev set over the Obsidian Help vault), and the
cross-lingual ``xling-en-ko`` / ``xling-ko-en`` (msmarco English queries over the Korean
passages and the reverse, same labels by query id).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

BENCH = Path("/work/bench35")
HELD = Path("/work/heldout-search")
DEPTH = 50


# ---------------------------------------------------------------------------- questions


def questions(name: str) -> tuple[Path, list[dict[str, Any]]]:
    """(work dir with vault/ and home/, [{id, query, relevant, filters}])"""
    from hippocampus.evaluation.golden import load_golden

    if name == "johngrib":
        qs = json.loads((ROOT / "hippocampus/evaluation/data/johngrib_questions.json").read_text())["questions"]
        return BENCH / "johngrib", [{"id": q["id"], "query": q["query"], "relevant": q["relevant"], "filters": {},
                                     "kind": q["kind"]} for q in qs if q["relevant"]]
    if name.startswith("obsidian"):
        split = name.split("-", 1)[1]
        qs = json.loads((HELD / f"obsidian-help-{split}.json").read_text())
        return Path("/work/h35a-work/obsidian"), [{"id": q["id"], "query": q["question"], "relevant": q["expected"],
                                                   "filters": {}, "kind": q["kind"]} for q in qs if q["expected"]]
    if name == "johngrib-xling":
        qs = json.loads((HELD / "johngrib-crosslingual.json").read_text())
        return BENCH / "johngrib", [{"id": q["id"], "query": q["question"],
                                     "relevant": [p.removeprefix("_wiki/") for p in q["expected"]],
                                     "filters": {}, "kind": q["kind"]} for q in qs if q["expected"]]
    if name == "obsidian-korean":
        qs = json.loads((HELD / "obsidian-help-korean.json").read_text())
        return Path("/work/h35a-work/obsidian"), [{"id": q["id"], "query": q["question"], "relevant": q["expected"],
                                                   "filters": {}, "kind": q["kind"]} for q in qs if q["expected"]]
    if name.startswith("xling-"):
        src, dst = ("eng", "kor") if name == "xling-en-ko" else ("kor", "eng")
        qsrc = {q.id.removeprefix(f"ms{src}-"): q for q in load_golden(BENCH / f"msmarco-{src}" / "golden.jsonl") if q.answerable}
        out = []
        for q in load_golden(BENCH / f"msmarco-{dst}" / "golden.jsonl"):
            key = q.id.removeprefix(f"ms{dst}-")
            if q.answerable and key in qsrc:
                out.append({"id": q.id, "query": qsrc[key].query, "relevant": sorted(q.relevant_paths), "filters": q.filters,
                            "kind": "xling"})
        return BENCH / f"msmarco-{dst}", out
    work = BENCH / name
    return work, [{"id": q.id, "query": q.query, "relevant": sorted(q.relevant_paths), "filters": q.filters, "kind": q.category}
                  for q in load_golden(work / "golden.jsonl") if q.answerable]


# ---------------------------------------------------------------------------- note-level BM25F


class NoteIndex:
    """Note-level postings derived from a LexicalIndex: per (term, note) the body tf (sum over
    sections), the title tf (the title field's tf common to every section of the note) and the
    heading tf (the rest of the title fields); note lengths the same way."""

    def __init__(self, li: Any) -> None:
        self.li = li
        n_docs = len(li.doc_ids)
        sec_doc = li.sec_doc
        n_sec = np.bincount(sec_doc[sec_doc >= 0], minlength=n_docs).astype(np.float64)
        self.n_sec = n_sec
        ok = sec_doc >= 0
        self.body_len = np.bincount(sec_doc[ok], weights=li.body_len[ok], minlength=n_docs)
        tl_min = np.full(n_docs, np.inf)
        np.minimum.at(tl_min, sec_doc[ok], li.title_len[ok])
        tl_min[~np.isfinite(tl_min)] = 0
        self.title_len = tl_min
        self.head_len = np.bincount(sec_doc[ok], weights=li.title_len[ok], minlength=n_docs) - n_sec * tl_min
        # postings → (tid, doc)
        T = len(li.terms)
        post_ptr, post_sec, post_tf, post_title = li.flat_postings()
        tid_of_post = np.repeat(np.arange(T), np.diff(post_ptr))
        doc = sec_doc[post_sec]
        keep = doc >= 0
        tid_of_post, doc, tf, title = tid_of_post[keep], doc[keep], post_tf[keep], post_title[keep]
        key = tid_of_post.astype(np.int64) * n_docs + doc
        uk, inv = np.unique(key, return_inverse=True)
        body_tf = np.bincount(inv, weights=np.where(title, 0.0, tf), minlength=len(uk))
        t_sum = np.bincount(inv, weights=np.where(title, tf, 0.0), minlength=len(uk))
        t_cnt = np.bincount(inv, weights=title.astype(np.float64), minlength=len(uk))
        t_min = np.full(len(uk), np.inf)
        np.minimum.at(t_min, inv[title], tf[title])
        t_min[~np.isfinite(t_min)] = 0
        udoc = uk % n_docs
        full = t_cnt >= n_sec[udoc]
        self.title_tf = np.where(full, t_min, 0.0)
        self.head_tf = t_sum - n_sec[udoc] * self.title_tf
        self.body_tf = body_tf
        self.doc = udoc.astype(np.int64)
        utid = uk // n_docs
        self.ptr = np.zeros(T + 1, dtype=np.int64)
        np.cumsum(np.bincount(utid, minlength=T), out=self.ptr[1:])
        self.df = np.diff(self.ptr)
        self.n_docs = int((n_sec > 0).sum())
        have = n_sec > 0
        self.avg = {f: max(float(getattr(self, f"{f}_len")[have].mean()), 1e-9) for f in ("body", "title", "head")}

    def present(self, terms: list[str], docs: list[int]) -> dict[int, set[str]]:
        """doc row → the ``terms`` it holds in any field."""
        want = set(docs)
        out: dict[int, set[str]] = {d: set() for d in docs}
        for t in terms:
            tid = self.li.term_id.get(t)
            if tid is None:
                continue
            for d in self.doc[self.ptr[tid]:self.ptr[tid + 1]].tolist():
                if d in want:
                    out[d].add(t)
        return out

    def doc_mask(self, filters: Any) -> np.ndarray:
        sec_mask = self.li.mask(filters)
        m = np.zeros(len(self.li.doc_ids), dtype=bool)
        m[self.li.sec_doc[sec_mask & (self.li.sec_doc >= 0)]] = True
        return m

    def scores(self, weighted: list[tuple[str, float]], dmask: np.ndarray, w: tuple[float, float, float],
               k1: float = 1.2, b: float = 0.75) -> dict[int, float]:
        wt, wh, wb = w
        acc = np.zeros(len(self.li.doc_ids))
        hit = np.zeros(len(self.li.doc_ids), dtype=bool)
        seen: dict[int, float] = {}
        for t, wq in weighted:
            tid = self.li.term_id.get(t)
            if tid is not None:
                seen[tid] = max(seen.get(tid, 0.0), wq)
        for tid, wq in seen.items():
            lo, hi = self.ptr[tid], self.ptr[tid + 1]
            d = self.doc[lo:hi]
            tf = (wb * self.body_tf[lo:hi] / (1 - b + b * self.body_len[d] / self.avg["body"])
                  + wt * self.title_tf[lo:hi] / (1 - b + b * self.title_len[d] / self.avg["title"])
                  + wh * self.head_tf[lo:hi] / (1 - b + b * np.maximum(self.head_len[d], 1) / self.avg["head"]))
            df = float(self.df[tid])
            idf = math.log(1 + (self.n_docs - df + 0.5) / (df + 0.5))
            acc[d] += wq * idf * tf * (k1 + 1) / (tf + k1)
            hit[d] |= tf > 0
        cand = np.flatnonzero(hit & dmask)
        if not len(cand):
            return {}
        top = cand[np.argsort(-acc[cand], kind="stable")[:DEPTH]]
        return {int(self.li.doc_ids[i]): float(acc[i]) for i in top}


# ---------------------------------------------------------------------------- run


NOTE_WEIGHTS = [(1, 1, 1), (2, 1, 1), (3, 1.5, 1), (5, 2, 1), (3, 0.5, 1), (8, 2, 1)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("set")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=0)
    a = ap.parse_args()

    import bm25s

    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
    from hippocampus.search import legs
    from hippocampus.search.params import load_params
    from hippocampus.search.service import RowCache, _candidates, make_request, search, store_health
    from hippocampus.store.embedders import make_embedder
    from hippocampus.store.queries import BM25Params
    from hippocampus.store.tokenize import analyze
    from vault_schema.note import parse_note

    work, qs = questions(a.set)
    if a.limit:
        qs = qs[: a.limit]
    settings = Settings(vault=work / "vault", home=work / "home")
    emb = MemoEmbedder(make_embedder(settings))
    params = load_params(settings.home, emb.model_id)
    # bm25s over whole notes, per scope
    vault = settings.vault
    paths_all = sorted(p.relative_to(vault).as_posix() for p in vault.rglob("*.md") if ".git" not in p.parts)
    t0 = time.perf_counter()
    bm_by_scope: dict[str, Any] = {}
    out: list[dict[str, Any]] = []
    with throwaway_store(settings.store_dir) as store:
        li = store.lexindex()
        ni = NoteIndex(li)
        path_of = dict(zip(li.doc_ids.tolist(), li.doc_paths, strict=True))
        print(f"[{a.set}] note index {time.perf_counter() - t0:.1f} s, {len(qs)} questions", file=sys.stderr)
        for i, q in enumerate(qs):
            filters = to_store_filters(q["filters"])
            req = make_request(q["query"], "hybrid", 10, filters, params, None, False)
            sys_: dict[str, list[tuple[str, float]]] = {}
            for mode in ("hybrid", "lexical"):
                res = search(store, emb if mode == "hybrid" else None, q["query"], mode=mode, k=30, filters=filters,
                             params=params, abstain=False)
                sys_[mode] = [(h.path, h.score) for h in res.hits]
            qv = emb.embed_query(q["query"])
            # every section in scope: each note's best cosine (the true one, for every candidate)
            sids, mat = store.vectors()
            allowed = store._mask(req.filters, sids)
            cos = mat @ (qv / np.linalg.norm(qv))
            keep = np.flatnonzero(allowed) if allowed is not None else np.arange(len(sids))
            smeta = store.section_meta(sids[keep].tolist())
            vec: dict[str, float] = {}
            for j in keep.tolist():
                m = smeta.get(int(sids[j]))
                if m is not None:
                    p = path_of[m[0]]
                    c = float(cos[j])
                    if c > vec.get(p, -2.0):
                        vec[p] = c
            sys_["vec"] = sorted(vec.items(), key=lambda x: -x[1])[:DEPTH]
            plan = legs.lexical_plan(store, req.terms, params, q["query"])
            bm = BM25Params(k1=params.bm25_k1, b=params.bm25_b, title_weight=params.title_weight)
            sec = store.lexical(list(plan.weighted), req.filters, 400, bm) if plan.weighted else []
            smeta = store.section_meta([s for s, _ in sec])
            secd: dict[str, float] = {}
            secsum: dict[str, float] = defaultdict(float)
            for sid, s in sec:
                p = path_of[smeta[sid][0]]
                secd[p] = max(secd.get(p, 0.0), s)
                secsum[p] += s
            sys_["sec"] = sorted(secd.items(), key=lambda x: -x[1])[:DEPTH]
            sys_["secsum"] = sorted(secsum.items(), key=lambda x: -x[1])[:DEPTH]
            dmask = ni.doc_mask(req.filters)
            for w in NOTE_WEIGHTS:
                sc = ni.scores(list(plan.weighted), dmask, w) if plan.weighted else {}
                sys_["note:{:g}/{:g}/{:g}".format(*w)] = [(path_of[d], s) for d, s in sc.items()]
            scope = q["filters"].get("path_prefix") or ""
            if scope not in bm_by_scope:
                ps = [p for p in paths_all if p.startswith(scope)]
                texts = []
                for p in ps:
                    note = parse_note(p, (vault / p).read_text(encoding="utf-8", errors="replace"))
                    texts.append(analyze(f"{note.title}\n{note.body}") or ["∅"])
                bmi = bm25s.BM25()
                bmi.index(texts, show_progress=False)
                bm_by_scope[scope] = (bmi, ps)
            bmi, ps = bm_by_scope[scope]
            ids, scores = bmi.retrieve([analyze(q["query"]) or ["∅"]], k=min(DEPTH, len(ps)), show_progress=False)
            sys_["bm25s"] = [(ps[j], float(s)) for j, s in zip(ids[0], scores[0], strict=False) if s > 0]
            # coverage: today's (credited coverage of the best boosted section), and per candidate
            # note the idf-weighted share of query terms the whole note holds (fuzzy credit)
            semantic = legs.semantic_leg(store, emb, query=q["query"], mode="hybrid", filters=req.filters, p=params,
                                         degraded=store_health(store))
            lexical = legs.lexical_leg(store, query=q["query"], terms=req.terms, mode="hybrid", filters=req.filters, p=params)
            cands = _candidates(store, req, lexical, semantic, RowCache(store))
            row_of = {int(d): i for i, d in enumerate(li.doc_ids.tolist())}
            doc_id_of = {p: d for d, p in path_of.items()}
            union = sorted({p for v in sys_.values() for p, _ in v[:DEPTH] if p in doc_id_of})
            rows = [row_of[doc_id_of[p]] for p in union]
            vocab = list(plan.terms) + list(plan.fuzzy)
            pres = ni.present(vocab, rows)
            ncov = {}
            for p, r in zip(union, rows, strict=True):
                total = hit = 0.0
                for t in plan.terms:
                    w = plan.idf.get(t, 1.0)
                    if t in pres[r]:
                        total += w
                        hit += w
                        continue
                    parts = plan.compounds.get(t)
                    if parts and all(x in pres[r] for x in parts):
                        continue
                    total += w
                    hit += w * max((sim for v, sim in plan.fuzzy_of.get(t, ()) if v in pres[r]), default=0.0)
                ncov[p] = round(hit / total, 4) if total > 0 else 0.0
            secb: dict[str, float] = {}
            for sid, sc in cands.boosted:
                p = path_of[cands.meta[sid][0]]
                secb[p] = max(secb.get(p, 0.0), sc)
            sys_["secb"] = sorted(secb.items(), key=lambda x: -x[1])[:DEPTH]
            union = sorted(set(union) | {p for p, _ in sys_["secb"]})
            out.append({"id": q["id"], "kind": q.get("kind"), "query": q["query"], "relevant": q["relevant"],
                        "c_top": cands.top_coverage, "ncov": ncov, "cos": {p: round(vec.get(p, 0.0), 5) for p in union},
                        "systems": {k: [[p, round(float(s), 6)] for p, s in v] for k, v in sys_.items()}})
            if i % 100 == 99:
                print(f"[{a.set}] {i + 1}/{len(qs)} {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps({"set": a.set, "params": params.to_dict(), "questions": out}, ensure_ascii=False))
    print(f"[{a.set}] done in {time.perf_counter() - t0:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
