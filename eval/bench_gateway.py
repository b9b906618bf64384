"""Gateway benchmark: hippo_search over real HTTP at 1, 4 and 16 concurrent clients.

    python eval/bench_gateway.py --notes 10000 --dir /tmp/hippo-bench [--seconds 20] [--mode lexical]

1. generates a deterministic synthetic vault of ``--notes`` notes (Korean + English, sectors,
   wikilinks, frontmatter as the contract wants) unless ``<dir>/vault`` already exists;
2. indexes it with ``run_index`` (``--embed`` to also embed with the configured embedder;
   off by default because embedding 10k notes on a laptop CPU takes hours);
3. starts ``hippo serve`` as a subprocess on a free loopback port with a bearer token;
4. for each concurrency level runs that many real ``fastmcp.Client`` sessions, each calling
   ``hippo_search`` in a loop for ``--seconds``; records every latency;
5. prints (and with ``--json`` writes) throughput, p50/p95/p99 latency, errors, and the
   gateway's RSS (``/proc/<pid>/status`` VmRSS/VmHWM) after each level.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import time
from datetime import date, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

SECTORS = ["data", "dev", "ops", "reading", "ml", "infra", "lang", "tools"]
EN = ["index", "search", "query", "vector", "embedding", "cache", "shard", "replica", "backup", "restore", "latency", "throughput", "schema", "migration", "commit", "branch", "merge", "rebase", "kernel", "thread", "process", "socket", "buffer", "parser", "tokenizer", "morpheme", "ranking", "fusion", "threshold", "calibration", "golden", "recall", "precision", "metric", "alert", "probe", "deploy", "container", "volume", "snapshot", "ledger", "cursor", "session", "handoff", "worklog", "checkpoint", "gateway", "token", "bearer", "proxy", "route", "hook", "skill", "agent", "compile", "promote"]
KO = ["검색", "색인", "질의", "벡터", "임베딩", "캐시", "샤드", "복제", "백업", "복원", "지연", "처리량", "스키마", "이전", "커밋", "브랜치", "병합", "커널", "스레드", "프로세스", "소켓", "버퍼", "파서", "형태소", "분석기", "순위", "병합", "임계값", "보정", "골든셋", "재현율", "정밀도", "지표", "경보", "배포", "컨테이너", "스냅샷", "원장", "커서", "세션", "인수인계", "작업로그", "게이트웨이", "토큰", "프록시", "훅", "스킬", "에이전트", "편찬", "승격", "지식", "공백"]
QUERIES = ["vector index 캐시 지연", "형태소 분석기 tokenizer", "backup restore snapshot", "게이트웨이 토큰 proxy",
           "ranking fusion threshold", "커밋 브랜치 병합", "session handoff worklog", "임베딩 재현율 calibration",
           "container deploy probe", "원장 커서 checkpoint", "kernel thread socket", "golden recall precision"]


def _words(rng: random.Random, n: int) -> str:
    out = []
    for _ in range(n):
        out.append(rng.choice(KO) if rng.random() < 0.5 else rng.choice(EN))
    return " ".join(out)


def generate_vault(root: Path, notes: int, seed: int = 7) -> None:
    from hippocampus.vault.init import init_vault

    init_vault(root)
    rng = random.Random(seed)
    names = [f"note-{i:05d}" for i in range(notes)]
    start = date(2024, 1, 1)
    for i, name in enumerate(names):
        sector = SECTORS[i % len(SECTORS)]
        lane = rng.random()
        if lane < 0.70:
            folder, status, trust, ntype = f"20-wiki/{sector}", "canonical", "llm_summary", rng.choice(["concept", "entity", "comparison"])
        elif lane < 0.85:
            folder, status, trust, ntype = "10-sources", "raw-source", "source", "source-summary"
        elif lane < 0.95:
            folder, status, trust, ntype = "30-reviews/staging", "draft", "llm_context", "concept"
        else:
            folder, status, trust, ntype = f"40-skills/skill-{i:05d}", "reference", "human_edit", "concept"
        title = f"{_words(rng, 3)} {i}"
        updated = start + timedelta(days=rng.randint(0, 700))
        links = " ".join(f"[[{rng.choice(names)}]]" for _ in range(rng.randint(1, 4)))
        sections = []
        for s in range(rng.randint(2, 4)):
            sections.append(f"## {_words(rng, 2)} {s}\n\n{_words(rng, rng.randint(20, 60))}\n")
        body = f"# {title}\n\n{_words(rng, 20)} {links}\n\n" + "\n".join(sections)
        fname = "SKILL.md" if folder.startswith("40-skills/") else f"{name}.md"
        path = root / folder / fname
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(
            f"---\ntitle: \"{title}\"\ntype: {ntype}\nstatus: {status}\ntrust: {trust}\n"
            f"created: {start.isoformat()}\nupdated: {updated.isoformat()}\ntags: [bench, {sector}]\n"
            f"sources: [\"10-sources/{rng.choice(names)}.md\"]\n---\n{body}",
            encoding="utf-8",
        )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> dict[str, float]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = round(int(value.split()[0]) / 1024, 1)
    return out


async def _client_loop(url: str, token: str, mode: str, seconds: float, seed: int, lat: list[float], errors: list[str],
                       server: list[float], span: list[float]) -> None:
    from fastmcp import Client
    from fastmcp.client.transports import StreamableHttpTransport

    rng = random.Random(seed)
    async with Client(StreamableHttpTransport(url, headers={"Authorization": f"Bearer {token}"}), timeout=120) as client:
        await client.call_tool("hippo_search", {"query": "형태소 warm up", "mode": mode})
        span.append(time.perf_counter())
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            q = rng.choice(QUERIES)
            t0 = time.perf_counter()
            res = await client.call_tool("hippo_search", {"query": q, "mode": mode, "k": 10}, raise_on_error=False)
            lat.append(time.perf_counter() - t0)
            if res.is_error:
                errors.append(res.content[0].text[:200])
            else:  # the search service's own time inside the gateway (no HTTP, no queueing)
                server.append(float((res.structured_content or {}).get("timings_ms", {}).get("total", 0.0)) / 1000)
        span.append(time.perf_counter())


def run_level(url: str, token: str, clients: int, seconds: float, mode: str) -> dict[str, float]:
    lat: list[float] = []
    errors: list[str] = []
    server: list[float] = []
    span: list[float] = []

    async def main():
        await asyncio.gather(*(_client_loop(url, token, mode, seconds, n, lat, errors, server, span) for n in range(clients)))

    load_before = os.getloadavg()[0]
    asyncio.run(main())
    load_after = os.getloadavg()[0]
    lat.sort()
    server.sort()
    pct = lambda p, xs=lat: round(xs[min(len(xs) - 1, int(p * len(xs)))] * 1000, 1) if xs else None  # noqa: E731
    window = max(span) - min(span)  # first measured call start .. last call end, all clients
    return {"clients": clients, "calls": len(lat), "errors": len(errors), "seconds": round(window, 1),
            "throughput_per_s": round(len(lat) / window, 2), "p50_ms": pct(0.50), "p95_ms": pct(0.95), "p99_ms": pct(0.99),
            "mean_ms": round(statistics.fmean(lat) * 1000, 1) if lat else None,
            "search_service_p50_ms": pct(0.50, server), "search_service_p95_ms": pct(0.95, server),
            "loadavg_1m_before_after": [round(load_before, 2), round(load_after, 2)]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--notes", type=int, default=10_000)
    ap.add_argument("--dir", type=Path, default=Path("/tmp/hippo-bench"))
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--levels", default="1,4,16")
    ap.add_argument("--mode", default="lexical", choices=["lexical", "hybrid", "semantic"])
    ap.add_argument("--embed", action="store_true", help="also embed while indexing (slow on CPU)")
    ap.add_argument("--json", type=Path, help="write the results here")
    args = ap.parse_args(argv)

    from hippocampus.config import Settings
    from hippocampus.store.indexer import run_index

    vault, home = args.dir / "vault", args.dir / "home"
    info: dict[str, object] = {"notes": args.notes, "mode": args.mode, "machine": f"{platform.processor() or platform.machine()}, "
                               f"{os.cpu_count()} CPUs, {platform.system()} {platform.release()}, Python {platform.python_version()}"}
    if not vault.exists():
        t0 = time.perf_counter()
        generate_vault(vault, args.notes)
        info["generate_s"] = round(time.perf_counter() - t0, 1)
        print(f"generated {args.notes} notes in {info['generate_s']} s", flush=True)
    settings = Settings(vault=vault, home=home)
    t0 = time.perf_counter()
    last = [0.0]

    def progress(phase: str, done: int, total: int) -> None:
        if time.perf_counter() - last[0] > 15 or done == total:
            last[0] = time.perf_counter()
            print(f"  {phase} {done}/{total} after {time.perf_counter() - t0:.0f} s (load {os.getloadavg()[0]:.1f})", flush=True)

    report = run_index(settings, embed=args.embed, progress=progress)
    info["index_s"] = round(time.perf_counter() - t0, 1)
    info["counts"] = report.counts
    print(f"indexed in {info['index_s']} s: {report.counts}", flush=True)

    port = free_port()
    token = "bench-token-" + os.urandom(8).hex()
    env = os.environ | {"HIPPO_VAULT": str(vault), "HIPPO_HOME": str(home), "HIPPO_MCP_TOKEN": token, "FASTMCP_LOG_LEVEL": "WARNING"}
    proc = subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "serve", "--port", str(port)], env=env, cwd=str(REPO),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        import httpx

        deadline = time.monotonic() + 300
        while True:
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).json()
                if health.get("materialization"):
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                raise SystemExit(f"gateway did not come up: {proc.stderr.read().decode() if proc.poll() is not None else 'timeout'}")
            time.sleep(0.2)
        info["rss_idle_mb"] = rss_mb(proc.pid)
        url = f"http://127.0.0.1:{port}/mcp"
        levels = []
        for n in (int(x) for x in args.levels.split(",")):
            result = run_level(url, token, n, args.seconds, args.mode)
            result["rss_mb"] = rss_mb(proc.pid)
            levels.append(result)
            print(json.dumps(result), flush=True)
        info["levels"] = levels
    finally:
        proc.terminate()
        proc.wait(10)
    print(json.dumps(info, ensure_ascii=False, indent=2))
    if args.json:
        args.json.write_text(json.dumps(info, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
