"""How long an MCP client waits for `hippo serve --stdio`: the wall seconds from the process start
to its ``initialize`` reply (what a client's start-up timeout counts: Codex gives 10 s by default)
and to the answer of a first ``hippo_search`` sent right after, medians of ``--runs`` starts.

    python eval/bench_stdio_start.py --vault V --home H [--runs 5] [--checkout DIR] [--json OUT]

``--checkout`` runs another checkout's code (``PYTHONPATH=DIR``) with this venv's Python, for an
A/B against an older commit in the same run (``git worktree add /tmp/old <commit>``). The store
under ``--home`` must be one that code can read (index it first). Each start is a fresh process,
so nothing is warm but the OS page cache (the first start is run once and not counted).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}}
SEARCH = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "hippo_search", "arguments": {"query": "how to form a habit"}}}


def one_start(env: dict[str, str], code: Path) -> tuple[float, float]:
    """(s to the initialize reply, s to the first search's answer), from the process start of
    ``code``'s server (run in that folder: ``python -m`` puts the working directory first on the
    path, before PYTHONPATH)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "serve", "--stdio"], env=env, cwd=str(code), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(json.dumps(INIT) + "\n")
        proc.stdin.flush()
        reply = json.loads(proc.stdout.readline())
        t_init = time.perf_counter() - t0
        if "result" not in reply:
            raise SystemExit(f"initialize failed: {reply}")
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
        proc.stdin.write(json.dumps(SEARCH) + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        t_search = time.perf_counter() - t0
        if answer.get("result", {}).get("isError"):
            raise SystemExit(f"the search failed: {answer}")
        return t_init, t_search
    finally:
        proc.kill()
        proc.wait(30)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--checkout", type=Path, default=None, help="run this checkout's code (PYTHONPATH)")
    ap.add_argument("--json", type=Path, default=None)
    a = ap.parse_args()
    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
    env |= {"HIPPO_VAULT": str(a.vault), "HIPPO_HOME": str(a.home), "FASTMCP_LOG_LEVEL": "WARNING"}
    code = a.checkout or Path(__file__).resolve().parents[1]
    env["PYTHONPATH"] = str(code)
    one_start(env, code)  # the page cache warm, not counted
    runs = [one_start(env, code) for _ in range(a.runs)]
    out = {"checkout": str(code), "runs": a.runs, "initialize_s": [round(r[0], 3) for r in runs],
           "first_search_s": [round(r[1], 3) for r in runs], "median_initialize_s": round(statistics.median(r[0] for r in runs), 3),
           "median_first_search_s": round(statistics.median(r[1] for r in runs), 3),
           "machine": f"{platform.machine()} {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}"}
    print(json.dumps(out, indent=1))
    if a.json:
        a.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
