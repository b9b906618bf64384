"""Live vault benchmark (ADR 0030): tick → verdict written, and the idle CPU of the whole `hippo up`.

    python eval/bench_live_tick.py --vault <built sample vault> --home <its HIPPO_HOME> --work /tmp/tick-bench \
        [--proposals 3] [--idle-s 180] [--json out.json]

1. copies ``--vault`` and ``--home`` into ``--work`` (``cp -a``); adds ``--proposals`` - 1 more
   approval cards (staging card + ``propose``, committed) beside the sample's waiting one;
2. starts ``hippo up`` as a subprocess (its own local Prefect server and UI, the schedules, the
   gateway with the live vault), waits until the watcher runs and the approvals deployment's
   event trigger exists;
3. ticks each card in turn (saved, not committed, as Obsidian leaves it) and times the wait until
   the card's verdict section says an outcome (the approvals flow's run, started by the
   deployment trigger on the watcher's Prefect event, wrote and committed it);
4. waits 30 s, then measures the CPU time of the whole process tree (``hippo up``, the Prefect
   server, any child) over ``--idle-s`` seconds with nothing happening;
5. stops it with SIGTERM.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from eval.bench_live import DEADLINE_S, free_port, rss_mb, summary  # noqa: E402
from eval.machine import loadavg, machine_info  # noqa: E402


def tree(pid: int) -> list[int]:
    """``pid`` and its descendants (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def cpu_ticks(pids: list[int]) -> dict[int, int]:
    out = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            out[pid] = int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass
    return out


def until(what: Any, message: str, proc: subprocess.Popen[Any], log: Path, deadline: float = DEADLINE_S) -> float:
    start = time.monotonic()
    while time.monotonic() - start < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"hippo up exited {proc.returncode} while waiting for {message}: see {log}")
        if what():
            return time.monotonic() - start
        time.sleep(0.1)
    raise SystemExit(f"not within {deadline:.0f} s: {message} (see {log})")


def _split(port: int, rel: str, ticked: float) -> dict[str, float | None]:
    """Seconds from the tick to the triggered run's creation (the automation), start (the
    runner picked it up) and end, from the Prefect API."""
    from datetime import datetime

    import httpx

    try:
        runs = httpx.post(f"http://127.0.0.1:{port}/api/flow_runs/filter", json={"limit": 50}, timeout=10).json()
    except (httpx.HTTPError, ValueError):
        return {}
    for run in runs:
        if rel in str((run.get("parameters") or {}).get("trigger") or ""):
            out: dict[str, float | None] = {}
            for key in ("created", "start_time", "end_time"):
                at = run.get(key)
                out[key] = round(datetime.fromisoformat(at).timestamp() - ticked, 2) if at else None
            return out
    return {}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--proposals", type=int, default=3)
    ap.add_argument("--idle-s", type=float, default=180.0)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()

    from hippocampus.jobs.propose import propose
    from hippocampus.jobs.verdicts import verdict_of
    from hippocampus.live.status import read_state
    from hippocampus.vault.writer import VaultRun
    from tests.pipeline_helpers import commit_all, promotable_card

    if args.work.exists():
        shutil.rmtree(args.work)
    args.work.mkdir(parents=True)
    vault, home = args.work / "vault", args.work / "home"
    subprocess.run(["cp", "-a", str(args.vault), str(vault)], check=True)
    subprocess.run(["cp", "-a", str(args.home), str(home)], check=True)
    cards = sorted(f"30-reviews/approvals/{p.name}" for p in (vault / "30-reviews/approvals").glob("*.md")
                   if "- [ ] 승인 (approve)" in p.read_text(encoding="utf-8"))
    for i in range(max(0, args.proposals - len(cards))):
        card = promotable_card(vault, name=f"2026-11-2{i}_live-bench-{i}", title=f"Live bench {i}")
        commit_all(vault, "bench: a staging card")
        with VaultRun(vault, "propose") as run:
            made = propose(run, card)[0].proposal
        if made is None:
            raise SystemExit(f"no proposal for {card}")
        cards.append(made)
    info: dict[str, Any] = {"benchmark": "live-tick", "dataset": "sample vault", "machine": machine_info(), "cards": cards,
                            "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}

    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_API")}
    env |= {"HIPPO_VAULT": str(vault), "HIPPO_HOME": str(home), "HIPPO_MCP_PORT": str(free_port()), "HIPPO_WATCH": "events",
            "PYTHONPATH": str(REPO)}
    env.pop("HIPPO_NOTIFY_URL", None)
    log = args.work / "up.log"
    out = log.open("w")
    t0 = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "up", "--vault", str(vault), "--port", str(port)], env=env,
                            cwd=str(REPO), stdout=out, stderr=subprocess.STDOUT)
    try:
        def ready() -> bool:
            state = read_state(home)
            return bool(state and state.get("alive") and (state.get("watcher") or {}).get("state") == "running" and state.get("runs"))

        until(ready, "the live vault watching", proc, log)

        def deployed() -> bool:
            import httpx

            try:
                r = httpx.post(f"http://127.0.0.1:{port}/api/automations/filter", json={}, timeout=5)
                return r.status_code == 200 and any("approval-ticked" in a.get("name", "") for a in r.json())
            except httpx.HTTPError:
                return False

        until(deployed, "the approvals deployment's trigger", proc, log)
        info["startup_s"] = round(time.monotonic() - t0, 1)
        waits: list[float] = []
        outcomes: list[str | None] = []
        splits: list[dict[str, float | None]] = []
        for rel in cards:
            path = vault / rel
            time.sleep(3)
            path.write_text(path.read_text(encoding="utf-8").replace("- [ ] 승인 (approve)", "- [x] 승인 (approve)"), encoding="utf-8")
            ticked = time.time()
            waits.append(until(lambda: verdict_of(path.read_text(encoding="utf-8")) is not None, f"a verdict in {rel}", proc, log))  # noqa: B023
            outcomes.append(verdict_of(path.read_text(encoding="utf-8")))
            print(f"{rel}: {outcomes[-1]} after {waits[-1]:.2f} s", flush=True)
            splits.append(_split(port, rel, ticked))
        info["tick_to_verdict"] = summary(waits) | {"outcomes": outcomes, "run_times_after_tick_s": splits}
        time.sleep(30)
        pids = tree(proc.pid)
        c0, w0 = cpu_ticks(pids), time.monotonic()
        time.sleep(args.idle_s)
        c1, w1 = cpu_ticks(pids), time.monotonic()
        used = sum(c1[p] - c0[p] for p in c0 if p in c1) / os.sysconf("SC_CLK_TCK")
        info["idle"] = {"seconds": round(w1 - w0, 1), "processes": len(pids), "cpu_s": round(used, 2),
                        "pct_of_core": round(100 * used / (w1 - w0), 2), "rss_mb": {str(p): rss_mb(p) for p in pids}}
        print("idle hippo up:", {k: v for k, v in info["idle"].items() if k != "rss_mb"}, flush=True)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(120)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        out.close()
    info["machine"]["loadavg_end"] = loadavg()
    print(json.dumps({k: v for k, v in info.items() if k != "machine"}, ensure_ascii=False), flush=True)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(info, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
