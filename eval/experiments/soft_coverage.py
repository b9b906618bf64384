"""Token-level soft coverage (issue 26 research, nothing ships from it): does every query token
find a counterpart in the returned passage, by late interaction on e5's last hidden states?

    python eval/experiments/soft_coverage.py --work /tmp/b26 --sets locomo,autorag-ko,johngrib [--out rows.json]

Per question of the LODO sets (every same-domain and unrelated one, up to 200 answerable ones
drawn with seed 0): the last-layer token states of the query and of each returned document
(top 3 of the LODO collection ``<work>/<set>/lodo-hybrid.json``, first 4,000 characters, at most
two windows) from the batched engine; for every query content token its best cosine to a
passage token; aggregated as min, mean, weighted mean (weight: minus the SentencePiece
log-probability) and lower quartile, the best over the three documents. ``d_*``: the same minus
what three random documents of the question's scope reach (a per-query background). Prints, per
set and feature, the AUC (answerable above same-domain / unrelated) and what an in-sample
threshold at 2 % false abstention catches. Results: docs/BENCHMARKS.md, "Leave-one-dataset-out
again".
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.evaluation.lodo import WIKI_SET, questions
from hippocampus.store.batched import BatchedE5Embedder
from hippocampus.store.e5file import windows

AGGREGATES = ("min", "mean", "wmean", "q25")


class TokenStates:
    """Last-layer token states of the product's batched e5 engine (private API: research only)."""

    def __init__(self) -> None:
        self.engine = BatchedE5Embedder()._batched()
        self.tok = self.engine.tokenizer
        self.piece = {i: p for p, i in self.tok.ids.items()}

    def __call__(self, text: str, is_query: bool) -> tuple[np.ndarray, list[int]]:
        prefix = "query: " if is_query else "passage: "
        ids = self.tok.content_ids(prefix + text)
        pre = self.tok.content_ids(prefix.strip())
        skip = len(pre) if ids[: len(pre)] == pre else 0
        states, kept = [], []
        eng = self.engine
        for a, b in windows(ids, eng.config.max_positions)[:2]:
            seq = [self.tok.bos, *ids[a:b], self.tok.eos]
            with eng.torch.inference_mode():
                x = eng._embed_tokens([seq])
                for layer in eng.layers:
                    x = eng._block(x, [len(seq)], layer)
            rows = list(range(skip if a == 0 else 0, b - a))
            states.append(x.numpy()[1:-1][rows])
            kept += [ids[a + i] for i in rows]
        h = np.concatenate(states)
        return h / np.linalg.norm(h, axis=1, keepdims=True), kept

    def content(self, ids: list[int]) -> np.ndarray:
        return np.array([bool(re.search(r"\w", self.piece.get(i, "").replace("\u2581", ""))) for i in ids])


def features(states: TokenStates, query: str, docs: list[str]) -> dict[str, float]:
    q, qids = states(query, True)
    mask = states.content(qids)
    if not mask.any():
        mask[:] = True
    weight = np.array([-states.tok.scores[i] for i in qids])[mask]
    best: dict[str, float] = {}
    for doc in docs:
        d, _ = states(doc, False)
        sims = (q[mask] @ d.T).max(axis=1)
        f = {"min": float(sims.min()), "mean": float(sims.mean()), "wmean": float((sims * weight).sum() / weight.sum()),
             "q25": float(np.quantile(sims, 0.25))}
        best = {k: max(best.get(k, -1.0), v) for k, v in f.items()}
    return best


def auc(pos: list[float], neg: list[float]) -> float:
    p, n = np.asarray(pos)[:, None], np.asarray(neg)[None, :]
    return float((p > n).mean() + 0.5 * (p == n).mean())


def run_set(states: TokenStates, work: Path, name: str, rng: random.Random) -> list[dict[str, Any]]:
    vault = (work / name / "vault").resolve()
    cache = {r["id"]: r for r in json.loads((work / name / "lodo-hybrid.json").read_text(encoding="utf-8"))}
    qs = questions(name, work / name)
    answerable = [x for x in qs if x[0] == "answerable"]
    chosen = (rng.sample(answerable, 200) if len(answerable) > 200 else answerable) + [x for x in qs if x[0] != "answerable"]
    files = sorted(str(p.relative_to(vault)) for p in vault.rglob("*.md"))

    def read(path: str) -> str:
        return (vault / path).read_text(encoding="utf-8", errors="replace")[:4000]

    rows = []
    for kind, q in chosen:
        r = cache.get(q.id)
        if not r or not r["ranked"]:
            continue
        docs = [read(p) for p in r["ranked"][:3] if (vault / p).exists()]
        if not docs:
            continue
        scope = "" if name == WIKI_SET else (q.filters or {}).get("path_prefix", "")
        pool = [p for p in files if p.startswith(scope) and p not in r["ranked"][:10]]
        background = [read(p) for p in rng.sample(pool, min(3, len(pool)))]
        f: dict[str, Any] = features(states, q.query, docs)
        g = features(states, q.query, background) if background else {}
        f.update({f"d_{k}": f[k] - g.get(k, 0.0) for k in AGGREGATES})
        f.update(kind=kind, id=q.id, cov=r["coverage"], cos=r["answer_cosine"])
        rows.append(f)
    return rows


def report(name: str, rows: list[dict[str, Any]]) -> None:
    for feat in (*AGGREGATES, *(f"d_{k}" for k in AGGREGATES), "cov"):
        by = {k: [x[feat] for x in rows if x["kind"] == k] for k in ("answerable", "same-domain", "unrelated")}
        thr = float(np.quantile(by["answerable"], 0.02))
        caught = {k: float(np.mean(np.asarray(by[k]) < thr)) for k in ("same-domain", "unrelated")}
        print(f"{name:11s} {feat:7s} thr {thr:.3f}  AUC vs same-domain {auc(by['answerable'], by['same-domain']):.3f}, "
              f"vs unrelated {auc(by['answerable'], by['unrelated']):.3f}  at 2 % false: same-domain {caught['same-domain']:.2f}, "
              f"unrelated {caught['unrelated']:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--work", type=Path, default=Path("/tmp/b26"))
    ap.add_argument("--sets", default="locomo,autorag-ko,johngrib")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    states, rng, out = TokenStates(), random.Random(0), {}
    for name in args.sets.split(","):
        t0 = time.process_time()
        out[name] = run_set(states, args.work, name, rng)
        print(f"{name}: {len(out[name])} questions, {time.process_time() - t0:.0f} CPU-s", flush=True)
        report(name, out[name])
    if args.out:
        args.out.write_text(json.dumps(out), encoding="utf-8")


if __name__ == "__main__":
    main()
