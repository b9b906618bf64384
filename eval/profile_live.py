"""Where a live one-note edit's CPU goes in the warm process (issue 36, ADR 0030).

    python eval/profile_live.py --vault <built vault> --home <its HIPPO_HOME> --work /tmp/live-prof \
        [--edits 10] [--profile out.pstats] [--json out.json] [--lexical] [--search 200]

Copies the vault and its home (``cp -a``), builds the gateway's state with the live index on (no
watcher: the edits are notified directly, so nothing else runs), runs the start-up scan, then for
each edit appends a section to a note and runs the live index's job for that path in this thread:
the index run, its publish and the readers' swap (``on_published``: the gateway opens the new
materialization and derives its in-memory parts from the old one). Reports the CPU seconds
(``time.process_time``) and wall seconds per edit, the run's phase timings, and (``--profile``)
the cProfile of the edits only (CPU time of the process, all threads). No search, no HTTP: the
cost of the change itself. ``--lexical``: the same run without embedding, for a store built with
``hippo index --no-embed`` (a 10,000-note vault whose embedding would take hours here).
HIPPO_PROFILE_REPO=<checkout> profiles that checkout's code (A/B in one session). ``--search N``:
after the edits, warm search latency on the derived store (a base and a delta segment, dead
rows) against the same materialization opened afresh (one segment), alternated (ADR 0030 §5).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

#: the checkout whose code is profiled (HIPPO_PROFILE_REPO: another checkout, for an A/B run)
REPO = Path(os.environ.get("HIPPO_PROFILE_REPO") or Path(__file__).resolve().parents[1])
sys.path.insert(0, str(REPO))

from eval.machine import loadavg, machine_info  # noqa: E402


def _rss_mb() -> float | None:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--edits", type=int, default=10)
    ap.add_argument("--profile", type=Path)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--lexical", action="store_true", help="index without embedding (a store built with --no-embed)")
    ap.add_argument("--search", type=int, default=0, metavar="N",
                    help="after the edits: N warm searches per mode on the derived store (base + delta segments, "
                         "dead rows) and on a fresh open of the same materialization, alternated")
    args = ap.parse_args()

    if args.work.exists():
        shutil.rmtree(args.work)
    args.work.mkdir(parents=True)
    vault, home = args.work / "vault", args.work / "home"
    subprocess.run(["cp", "-a", str(args.vault), str(vault)], check=True)
    subprocess.run(["cp", "-a", str(args.home), str(home)], check=True)
    from hippocampus.vault.init import is_vault

    if not is_vault(vault):
        (vault / "20-wiki").mkdir(exist_ok=True)
    os.environ.update({"HIPPO_VAULT": str(vault), "HIPPO_HOME": str(home), "HIPPO_WATCH": "off"})
    from gateway.state import GatewayState
    from hippocampus.config import Settings
    from hippocampus.live.service import Job

    try:  # what a gateway that has answered a search has done (search/store_api.py)
        from hippocampus.search.store_api import fast_duckdb_params

        fast_duckdb_params()
    except ImportError:
        pass
    settings = Settings()
    state = GatewayState(settings, live=True)
    live = state.live
    state.holder.refresh(force=True)
    lexical_timings: dict[str, float] = {}

    def execute(changed: frozenset[str] | None) -> None:
        if not args.lexical:
            live._execute(Job(changed, False, "start" if changed is None else "watch", 0))
            return
        # the live run without embedding (a store built with --no-embed): the same phases and
        # tools (the live index's memo, its swap of the gateway's readers), embed=False
        from dataclasses import replace

        from hippocampus.store.indexer import run

        tools = replace(live._tools(), on_publish=lambda _mid: state.holder.refresh(force=True))
        report = run(tools, embed=False, changed=changed)
        lexical_timings.clear()
        lexical_timings.update(report.timings)

    t0 = time.monotonic()
    execute(None)  # the start-up scan (stat cache)
    startup = time.monotonic() - t0
    live._warmed = True
    emb = state.embedder()
    if emb is not None and hasattr(emb, "warm_up") and not args.lexical:
        emb.warm_up()
    notes = sorted(p for p in vault.rglob("*.md") if ".git" not in p.parts and not p.relative_to(vault).parts[0].startswith(("90-", ".")))

    spare = hasattr(live, "_prepare_spare")  # a checkout whose service makes a spare store copy between runs

    def edit(i: int) -> tuple[float, float, dict[str, float]]:
        target = notes[(i * 37) % len(notes)]
        with target.open("a", encoding="utf-8") as fh:
            fh.write(f"\n## Live edit {i}\n\nThis paragraph mentions zq{uuid.uuid4().hex[:10]} after a save.\n")
        if spare and not args.lexical:
            live._prepare_spare()  # what the service does while idle between two saves (not timed)
        c0, w0 = time.process_time(), time.perf_counter()
        execute(frozenset({target.relative_to(vault).as_posix()}))
        c1, w1 = time.process_time(), time.perf_counter()
        if live.last_error:
            raise SystemExit(f"live run failed: {live.last_error}")
        if args.lexical:
            return c1 - c0, w1 - w0, dict(lexical_timings)
        return c1 - c0, w1 - w0, dict((live.last_run or {}).get("timings") or {})

    edit(10_000)  # the first edit loads what the start-up scan did not need
    rss_before = _rss_mb()
    prof = cProfile.Profile(time.process_time) if args.profile else None  # CPU, all threads
    cpu, wall, timings = [], [], []
    for i in range(args.edits):
        if prof is not None:
            prof.enable()
        c, w, t = edit(i)
        if prof is not None:
            prof.disable()
        cpu.append(c)
        wall.append(w)
        timings.append(t)
    rss_after = _rss_mb()
    searched = _search_latency(state, vault, args.search, emb) if args.search else None
    state.holder.close()
    live.stop()
    keys = sorted({k for t in timings for k in t})
    out: dict[str, Any] = {
        "benchmark": "live-profile", "vault": str(args.vault), "notes": len(notes), "machine": machine_info(),
        "startup_s": round(startup, 2), "edits": args.edits, "lexical_only": args.lexical,
        "cpu_s": {"median": round(statistics.median(cpu), 3), "all": [round(c, 3) for c in cpu]},
        "wall_s": {"median": round(statistics.median(wall), 3), "all": [round(w, 3) for w in wall]},
        "timings_median_s": {k: round(statistics.median(t.get(k, 0.0) for t in timings), 4) for k in keys},
        "commit": subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip(),
        "rss_mb": {"after_first_edit": rss_before, "after_edits": rss_after},
        "store_bytes": sum(p.stat().st_size for p in (home / "store" / "m").glob("*/store.duckdb")) if (home / "store" / "m").is_dir() else None,
    }
    if searched is not None:
        out["search_latency_ms"] = searched
    out["machine"]["loadavg_end"] = loadavg()
    print(json.dumps({k: v for k, v in out.items() if k != "machine"}, indent=1), flush=True)
    if prof is not None:
        prof.dump_stats(str(args.profile))
        pstats.Stats(str(args.profile)).sort_stats("cumulative").print_stats(45)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")


def _search_latency(state: Any, vault: Path, n: int, embedder: Any) -> dict[str, Any]:
    """Warm search latency (eval/bench_latency.py's queries and measure) on the gateway's derived
    store and on the same materialization opened afresh (its index built from the file), in
    rounds alternating the two; per mode the median over rounds of each percentile."""
    from eval.bench_latency import _queries, measure
    from hippocampus.store.reader import Store

    derived = state.holder.current()
    fresh = Store.open(derived.store_dir, derived.id)
    li = derived.lexindex()
    out: dict[str, Any] = {"derived_segments": len(li.segments), "derived_dead_rows": int((li.sec_doc < 0).sum()),
                           "queries": n}
    from hippocampus.errors import UsageError
    from hippocampus.search.types import check_query

    def searchable(q: str) -> bool:
        try:
            check_query(q)
        except UsageError:
            return False
        return True

    queries = [q for q in _queries(vault, n) if searchable(q)]  # a title of only punctuation is refused
    for mode in ("lexical", "hybrid"):
        runs: dict[str, list[dict[str, float]]] = {"derived": [], "fresh": []}
        for _ in range(3):
            for name, store in (("derived", derived), ("fresh", fresh)):
                runs[name].append(measure(store, embedder, queries, mode))
        out[mode] = {name: {k: round(statistics.median(r[k] for r in rs), 2) for k in ("p50", "p95", "cpu_p50", "cpu_p95")}
                     for name, rs in runs.items()}
    fresh.close()
    return out


if __name__ == "__main__":
    main()
