"""Run ONE system on ONE prepared dataset, in its own process; write one JSON result.

    python eval/peers/worker.py --system qmd-search --dataset-dir D --work W --out R.json

``D`` holds ``vault/`` and ``golden.jsonl`` (written by an adapter of ``hippocampus/evaluation/datasets.py``).
Steps: copy the vault (every system gets a private copy: some write to the notes they index;
whether they did is recorded), build, measure the index size, warm up, run every query of the
golden set (ranked paths + in-system latency), then change one note and time the incremental
update, and check the change is searchable. Peak RSS covers this process and the system's
helper processes.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import shutil
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.peers import SYSTEMS, NotRunnable
from eval.peers.base import Driver, dir_size

MARKER = "zqxjvbenchmarker"
EDIT = f"\n\nBenchmark edit: the token {MARKER} was appended to test incremental indexing.\n"


def _hashes(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*.md")) if p.is_file()}


def load_queries(path: Path, limit: int | None = None) -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    return rows[:limit] if limit else rows


def warmup_queries(queries: list[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    """The first ``n`` queries plus the first Korean and the first non-Korean one: lazy model
    loads (e.g. a tokenizer's first Hangul input) must not land in the measured latencies."""
    if n <= 0:
        return []
    hangul = [q for q in queries if any("\uac00" <= ch <= "\ud7a3" for ch in q["query"])]
    other = [q for q in queries if q not in hangul]
    return queries[:n] + hangul[:1] + other[:1]


def update_target(queries: list[dict[str, Any]], docs: Path) -> tuple[str, str]:
    """The note to change: the first expected note of the first answerable query (else the first note)."""
    for q in queries:
        if q.get("expected"):
            return q["expected"][0]["path"], (q.get("filters") or {}).get("path_prefix", "")
    first = sorted(p for p in docs.rglob("*.md"))[0]
    return first.relative_to(docs).as_posix(), ""


def run(system: str, dataset_dir: Path, work: Path, k: int, warmup: int, limit: int | None) -> dict[str, Any]:
    driver = SYSTEMS[system]()
    out: dict[str, Any] = {"system": system, "status": "ok"}
    try:
        driver.check()
    except NotRunnable as exc:
        return {**out, "status": "not_runnable", "reason": str(exc), "version": _safe(driver.version)}
    out["version"] = _safe(driver.version)
    queries = load_queries(dataset_dir / "golden.jsonl", limit)
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    docs = work / "docs"
    shutil.copytree(dataset_dir / "vault", docs)
    before = _hashes(docs)
    scopes = sorted({(q.get("filters") or {}).get("path_prefix", "") for q in queries}) or [""]
    try:
        t0 = time.perf_counter()
        out["build"] = driver.build(docs, work, scopes)
        out["build"].setdefault("seconds", time.perf_counter() - t0)
        after = _hashes(docs)
        out["files_modified_by_indexing"] = sum(1 for p, h in before.items() if after.get(p) != h)
        out["files"] = len(before)
        out["index_bytes"] = dir_size(driver.index_paths())
        for q in warmup_queries(queries, warmup):
            driver.query(q["query"], k, (q.get("filters") or {}).get("path_prefix", ""))
        c0 = driver.cpu_seconds()
        per_query = []
        for q in queries:
            r = driver.query(q["query"], k, (q.get("filters") or {}).get("path_prefix", ""))
            per_query.append({"id": q["id"], "category": q["category"], "ranked": r.ranked[:k],
                              "latency_ms": round(r.latency_ms, 3), "abstained": r.abstained})
        out["queries"] = per_query
        out["query_cpu_seconds"] = driver.cpu_seconds() - c0
        out["abstains"] = driver.abstains
        target, scope = update_target(queries, docs)
        with (docs / target).open("a", encoding="utf-8") as fh:
            fh.write(EDIT)
        c0 = driver.cpu_seconds()
        out["update"] = driver.update_one(docs / target)
        out["update"]["cpu_seconds"] = driver.cpu_seconds() - c0
        out["update"]["path"] = target
        check = driver.query(MARKER, k, scope)
        out["update"]["visible"] = target in check.ranked[:k]
        out["settings"] = driver.settings()
        out["peak_rss_kb"] = driver.peak_rss_kb()
        in_process = type(driver).peak_rss_kb is Driver.peak_rss_kb
        out["rss_scope"] = "worker process (system runs in-process)" if in_process else "the system's own process(es)"
    except NotRunnable as exc:
        out = {**out, "status": "not_runnable", "reason": str(exc)}
    except Exception as exc:  # noqa: BLE001 - recorded, the runner shows it in the table
        out = {**out, "status": "error", "reason": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()[-4000:]}
    finally:
        with contextlib.suppress(Exception):  # best effort: the result is already recorded
            driver.close()
    return out


def _safe(fn) -> str:
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001
        return f"unknown ({type(exc).__name__})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--system", required=True, choices=sorted(SYSTEMS))
    ap.add_argument("--dataset-dir", type=Path, required=True)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--limit", type=int, default=None, help="first N queries only (debugging)")
    ap.add_argument("--keep-work", action="store_true")
    a = ap.parse_args()
    t0 = time.perf_counter()
    res = run(a.system, a.dataset_dir, a.work, a.k, a.warmup, a.limit)
    res["wall_seconds"] = round(time.perf_counter() - t0, 2)
    if not a.keep_work and a.work.exists():
        shutil.rmtree(a.work, ignore_errors=True)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(res, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
