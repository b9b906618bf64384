"""Many writers, one vault: N real ``hippo serve`` HTTP processes, C MCP clients each, K mixed
write calls per client (worklog, capture, handoff, checkpoint), then a check that every call
that returned success is in the vault or the ledger exactly once.

    python eval/reliability_writers.py --servers 2 --clients 4 --calls 50 --dir /tmp/hippo-writers

Prints one JSON report (``--json FILE`` also writes it). Exit 1 when anything acknowledged is
missing, duplicated or overwritten, or the handoff chain forked. ``tests/integration/
test_vault_writers.py`` runs the same campaign at a small size on every test run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
TOKEN = "writers-campaign-token-0123456789"
PROJECT = "campaign"
KINDS = ("worklog", "capture", "handoff", "checkpoint")


@dataclass
class Campaign:
    acked: list[dict[str, Any]] = field(default_factory=list)
    failed: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_servers(vault: Path, home: Path, n: int) -> tuple[list[subprocess.Popen[str]], list[int]]:
    import httpx

    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
    env |= {"HIPPO_HOME": str(home), "HIPPO_VAULT": str(vault), "HIPPO_MCP_TOKEN": TOKEN, "PYTHONPATH": str(REPO),
            "FASTMCP_LOG_LEVEL": "WARNING"}
    procs, ports = [], []
    for _ in range(n):
        port = _free_port()
        procs.append(subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "serve", "--port", str(port)], cwd=str(REPO),
                                      env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True))
        ports.append(port)
    deadline = time.monotonic() + 180
    for proc, port in zip(procs, ports, strict=True):
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except httpx.HTTPError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    stop_servers(procs)
                    raise RuntimeError(f"hippo serve on port {port} did not start: {proc.stderr.read() if proc.stderr else ''}") from None
                time.sleep(0.2)
    return procs, ports


def stop_servers(procs: list[subprocess.Popen[str]]) -> None:
    for proc in procs:
        if proc.poll() is None:
            proc.terminate()
    for proc in procs:
        try:
            proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()


def _call(kind: str, tag: str) -> tuple[str, dict[str, Any]]:
    if kind == "worklog":
        return "hippo_worklog", {"project": PROJECT, "title": f"entry {tag}", "text": f"worklog body {tag}"}
    if kind == "capture":
        # One title for every capture: each process picks a free name, so collisions are the point.
        return "hippo_capture_session", {"kind": "session", "title": "same title", "summary": f"capture body {tag}"}
    if kind == "handoff":
        return "hippo_handoff", {"project": PROJECT, "title": "handoff", "text": f"handoff body {tag}"}
    return "hippo_checkpoint", {"project": PROJECT, "kind": "work", "session_id": f"s-{tag.rsplit('-', 1)[0]}",
                                "event_id": f"ev-{tag}", "summary": f"checkpoint body {tag}"}


async def _client(port: int, who: str, calls: int, out: Campaign) -> None:
    from fastmcp import Client
    from fastmcp.client.transports import StreamableHttpTransport

    transport = StreamableHttpTransport(f"http://127.0.0.1:{port}/mcp", headers={"Authorization": f"Bearer {TOKEN}"})
    async with Client(transport, timeout=300) as client:
        for i in range(calls):
            kind = KINDS[(i + zlib.crc32(who.encode())) % len(KINDS)]
            tag = f"{who}-{i}"
            name, args = _call(kind, tag)
            result = await client.call_tool(name, args, raise_on_error=False)
            record = {"tag": tag, "kind": kind, "port": port}
            if result.is_error:
                out.failed.append(record | {"error": " ".join(getattr(c, "text", "") for c in result.content)[:300]})
            else:
                data = result.structured_content or {}
                out.acked.append(record | {"result": data.get("result", data)})


async def _campaign(ports: list[int], clients: int, calls: int) -> Campaign:
    out = Campaign()
    start = time.monotonic()
    await asyncio.gather(*(_client(port, f"p{p}c{c}", calls, out) for p, port in enumerate(ports) for c in range(clients)))
    out.seconds = time.monotonic() - start
    return out


def verify(vault: Path, home: Path, campaign: Campaign) -> dict[str, Any]:
    """Every acknowledged write exactly once; handoff chain linear; no capture overwritten."""
    problems: list[str] = []
    by_kind: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    for rec in campaign.acked:
        by_kind[rec["kind"]].append(rec)

    worklog = vault / "50-ops" / PROJECT / "worklog.md"
    text = worklog.read_text(encoding="utf-8") if worklog.exists() else ""
    for rec in by_kind["worklog"]:
        n = len(re.findall(rf"\] entry {re.escape(rec['tag'])}\n", text))
        if n != 1:
            problems.append(f"worklog entry {rec['tag']} present {n} times")

    paths = [rec["result"]["path"] for rec in by_kind["capture"]]
    if len(set(paths)) != len(paths):
        problems.append("two acknowledged captures were given the same path")
    for rec in by_kind["capture"]:
        target = vault / rec["result"]["path"]
        if not target.exists() or f"capture body {rec['tag']}" not in target.read_text(encoding="utf-8"):
            problems.append(f"capture {rec['tag']} missing or overwritten at {rec['result']['path']}")

    problems += _check_handoffs(vault, by_kind["handoff"])

    from hippocampus.ledger.db import Ledger

    with Ledger(home / "ledger.sqlite3") as ledger:
        counts = {row[0]: row[1] for row in ledger.query("SELECT event_id, COUNT(*) FROM checkpoints WHERE project = ? GROUP BY event_id", (PROJECT,))}
    for rec in by_kind["checkpoint"]:
        stored = counts.get(f"ev-{rec['tag']}", 0)
        if stored != 1:
            problems.append(f"checkpoint ev-{rec['tag']} stored {stored} times")

    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=vault, capture_output=True, text=True, check=True).stdout
    if status.strip():
        problems.append(f"git status not clean: {status.strip().splitlines()[:5]}")
    shas = {rec["result"].get("commit") for rec in campaign.acked if rec["kind"] != "checkpoint"}
    history = set(subprocess.run(["git", "log", "--format=%H"], cwd=vault, capture_output=True, text=True, check=True).stdout.split())
    missing = sorted(s for s in shas if s and s not in history)
    if missing:
        problems.append(f"{len(missing)} acknowledged commit(s) not in history")
    return {"acknowledged": {k: len(v) for k, v in by_kind.items()}, "failed_calls": len(campaign.failed),
            "failures": campaign.failed[:5], "problems": problems}


def _check_handoffs(vault: Path, acked: list[dict[str, Any]]) -> list[str]:
    from vault_schema.frontmatter import split_frontmatter

    problems = []
    folder = vault / "50-ops" / PROJECT / "handoffs"
    metas = {p.relative_to(vault).as_posix(): split_frontmatter(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.md"))}
    for rec in acked:
        split = metas.get(rec["result"]["path"])
        if split is None or f"handoff body {rec['tag']}" not in split.body:
            problems.append(f"handoff {rec['tag']} missing or overwritten")
    current = [p for p, s in metas.items() if s.meta.get("status") != "archived"]
    if metas and len(current) != 1:
        problems.append(f"{len(current)} current handoffs (expected 1)")
    successors = [s.meta.get("superseded_by") for s in metas.values() if s.meta.get("status") == "archived"]
    if len(set(successors)) != len(successors):
        problems.append("the handoff chain forked: two archived handoffs name the same successor")
    if any(s not in metas for s in successors):
        problems.append("an archived handoff names a successor that does not exist")
    return problems


def run(servers: int, clients: int, calls: int, workdir: Path) -> dict[str, Any]:
    from hippocampus.vault.init import init_vault

    shutil.rmtree(workdir, ignore_errors=True)
    vault, home = workdir / "vault", workdir / "home"
    init_vault(vault)
    procs, ports = start_servers(vault, home, servers)
    try:
        campaign = asyncio.run(_campaign(ports, clients, calls))
    finally:
        stop_servers(procs)
    report = verify(vault, home, campaign)
    calls_total = servers * clients * calls
    return {"servers": servers, "clients_per_server": clients, "calls_per_client": calls, "calls": calls_total,
            "seconds": round(campaign.seconds, 1), "calls_per_second": round(calls_total / max(campaign.seconds, 1e-9), 1),
            **report, "ok": not report["problems"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--servers", type=int, default=2)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--calls", type=int, default=50)
    parser.add_argument("--dir", type=Path, default=Path(".hippo-bench/writers"))
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    report = run(args.servers, args.clients, args.calls, args.dir)
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
