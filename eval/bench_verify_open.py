"""What verify-on-open costs (issue 24): opening the current materialization with the integrity
check (manifest self-checksum, size, SHA-256 of ``store.duckdb``) against opening it without.

    .venv/bin/python eval/bench_verify_open.py --home /tmp/growth-base/home [--runs 7]

Each run is a cold check (the per-process verdict cache is cleared; the file is in the page
cache after the first run, as it is for a CLI command run again). Also reports the cached check
(what the gateway pays on every later open of the same materialization) and SHA-256 throughput.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import duckdb

from eval.machine import machine_info
from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store.reader import Store


def _plain_open(store_dir: Path, mid: str) -> None:
    folder = mf.materialization_dir(store_dir, mid)
    mf.read_manifest(folder)
    duckdb.connect(str(folder / mf.STORE_FILE), read_only=True).close()


def _verified_open(store_dir: Path, mid: str) -> None:
    Store.open(store_dir, mid).close()


def _time(fn, runs: int, before=None) -> float:
    samples = []
    for _ in range(runs):
        if before:
            before()
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return round(statistics.median(samples) * 1000, 2)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--home", type=Path, required=True, help="a HIPPO_HOME with a published store")
    p.add_argument("--runs", type=int, default=7)
    args = p.parse_args()
    store_dir = args.home / "store"
    mid = mf.read_current(store_dir)
    size = (mf.materialization_dir(store_dir, mid) / mf.STORE_FILE).stat().st_size
    _plain_open(store_dir, mid)  # page cache warm for both
    plain = _time(lambda: _plain_open(store_dir, mid), args.runs)
    cold = _time(lambda: _verified_open(store_dir, mid), args.runs, before=integrity.forget)
    cached = _time(lambda: _verified_open(store_dir, mid), args.runs)
    sha = _time(lambda: mf.file_sha256(mf.materialization_dir(store_dir, mid) / mf.STORE_FILE), args.runs)
    print(json.dumps({
        "store_bytes": size, "open_without_check_ms": plain, "open_with_check_ms": cold, "check_cost_ms": round(cold - plain, 2),
        "open_with_cached_verdict_ms": cached, "sha256_ms": sha, "sha256_mb_per_s": round(size / 1e6 / (sha / 1000), 1),
        "runs": args.runs, "machine": machine_info(),
    }, indent=2))


if __name__ == "__main__":
    main()
