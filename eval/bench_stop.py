"""How long ``hippo serve`` takes to exit after SIGTERM while its start-up run is under way.

    python eval/bench_stop.py [--repo DIR] [--rounds 4] [--after 1.5] [--busy 0] [--json out.json]

Each round: ``hippo init`` of a fresh sample vault in a temporary folder, ``hippo serve`` on a free
port (the live vault on: its start-up run indexes the sample and embeds it), SIGTERM ``--after``
seconds after ``/health`` first answers, and the wall time until the process has exited.
``--busy N`` runs N busy loops beside it (a loaded box). ``--repo`` is the checkout to run (an
older commit's worktree for a before/after comparison in the same run; default: this one).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from eval.bench_live import free_port, until  # noqa: E402
from eval.machine import loadavg, machine_info  # noqa: E402


def one_round(repo: Path, after: float) -> float:
    tmp = Path(tempfile.mkdtemp(prefix="hippo-stop-"))
    proc: subprocess.Popen[bytes] | None = None
    try:
        env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
        env |= {"HIPPO_HOME": str(tmp / "home"), "HIPPO_VAULT": str(tmp / "vault"), "PYTHONPATH": str(repo)}
        subprocess.run([sys.executable, "-m", "hippocampus.cli", "init", str(tmp / "vault")], cwd=repo, env=env,
                       capture_output=True, check=True)
        port = free_port()
        proc = subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "serve", "--port", str(port)], cwd=repo, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        server = proc

        def answers() -> bool:
            if server.poll() is not None:
                raise SystemExit(f"hippo serve exited ({server.returncode}) before answering /health")
            try:
                httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                return True
            except httpx.HTTPError:
                return False

        until(answers, "hippo serve answering /health", 120)
        time.sleep(after)
        t0 = time.monotonic()
        proc.terminate()
        try:
            proc.wait(120)
        except subprocess.TimeoutExpired:
            return float("inf")
        return time.monotonic() - t0
    finally:
        if proc is not None and proc.poll() is None:  # never leave a gateway behind
            proc.kill()
            proc.wait()
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repo", type=Path, default=REPO)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--after", type=float, default=1.5)
    ap.add_argument("--busy", type=int, default=0)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.busy)]
    try:
        load0 = loadavg()
        seconds = []
        for i in range(args.rounds):
            seconds.append(round(one_round(args.repo.resolve(), args.after), 2))
            print(f"round {i + 1}: exited {seconds[-1]} s after SIGTERM", flush=True)
    finally:
        for p in busy:
            p.kill()
    commit = subprocess.run(["git", "-C", str(args.repo), "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(args.repo), "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True).stdout
    result = {"repo": str(args.repo), "repo_commit": commit + ("+changes" if dirty.strip() else ""), "after_s": args.after, "busy_loops": args.busy, "seconds": seconds,
              "median_s": statistics.median(seconds), "load_before": load0, "load_after": loadavg(),
              "machine": machine_info()}
    print(f"median {result['median_s']} s over {len(seconds)} rounds")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
