"""Live vault benchmark (ADR 0030): save → searchable through a real gateway, a burst, idle CPU, RSS.

    python eval/bench_live.py --vault <built vault> --home <its HIPPO_HOME> --work /tmp/live-bench \
        [--edits 15] [--new 5] [--deletes 5] [--burst 1000] [--idle-s 180] [--json out.json]

1. copies ``--vault`` and ``--home`` into ``--work`` (``cp -a``: the originals are never touched);
2. starts ``hippo serve`` (the live vault on: a real watchfiles watcher) as a subprocess on a free
   loopback port with a bearer token, waits until its start-up scan has converged;
3. save → searchable: appends a section with a fresh word to an existing note (saved, not committed),
   writes a new note of 20 sections, deletes a note; each timed from the write until ``hippo_search``
   (a real ``fastmcp.Client`` over HTTP, polled every 100 ms) shows it (or no longer shows it). The
   live run embeds the changed sections before its one publish, so "searchable" includes embedding;
4. a burst of ``--burst`` new files written at once, while a second client searches in a loop:
   total time until the last file is searchable and nothing is pending, publishes during it (from
   ``hippo_status``), failed reads;
5. the gateway's RSS after start-up and after all of the above; its CPU time over ``--idle-s``
   seconds of idleness (utime + stime of the process from /proc, children included);
6. stops the gateway, edits one note and times ``hippo index`` by hand (a fresh process) on it:
   the baseline the live path replaces, in the same run.
Prints and (``--json``) writes the figures with the machine (eval/machine.py).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

#: the checkout whose ``hippo serve`` is measured (HIPPO_BENCH_REPO: another checkout, for an A/B run)
REPO = Path(os.environ.get("HIPPO_BENCH_REPO") or Path(__file__).resolve().parents[1])
sys.path.insert(0, str(REPO))

from eval.machine import loadavg, machine_info  # noqa: E402

POLL_S = 0.1  # a search every 100 ms: faster polling would load the gateway being measured
DEADLINE_S = 300.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def cpu_s(pid: int) -> float:
    """utime + stime (+ waited-for children) of ``pid`` in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(fields[i]) for i in (11, 12, 13, 14))
    return ticks / os.sysconf("SC_CLK_TCK")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def summary(values: list[float]) -> dict[str, Any]:
    return {"n": len(values), "p50_s": round(statistics.median(values), 3), "p95_s": round(pct(values, 0.95), 3),
            "max_s": round(max(values), 3), "all_s": [round(v, 3) for v in values]}


class Gateway:
    """A ``fastmcp.Client`` session on its own event loop thread, callable from plain code."""

    def __init__(self, url: str, token: str) -> None:
        from fastmcp import Client
        from fastmcp.client.transports import StreamableHttpTransport

        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.client = Client(StreamableHttpTransport(url, headers={"Authorization": f"Bearer {token}"}), timeout=120)
        self._run(self.client.__aenter__())

    def _run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result()

    def call(self, tool: str, args: dict[str, Any] | None = None) -> tuple[bool, Any]:
        res = self._run(self.client.call_tool(tool, args or {}, raise_on_error=False))
        if res.is_error:
            return False, res.content[0].text if res.content else "error"
        sc = res.structured_content
        if sc is not None:
            return True, sc.get("result", sc) if isinstance(sc, dict) and set(sc) == {"result"} else sc
        return True, json.loads(res.content[0].text)

    def paths(self, query: str) -> list[str]:
        ok, out = self.call("hippo_search", {"query": query, "k": 10, "mode": "lexical"})
        return [h["path"] for h in out["hits"]] if ok else []

    def live(self) -> dict[str, Any]:
        ok, out = self.call("hippo_status")
        return out["live"] if ok else {}

    def close(self) -> None:
        try:
            self._run(self.client.__aexit__(None, None, None))
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)


def until(what: Any, message: str, deadline: float = DEADLINE_S) -> float:
    start = time.monotonic()
    while time.monotonic() - start < deadline:
        if what():
            return time.monotonic() - start
        time.sleep(POLL_S)
    raise SystemExit(f"not within {deadline:.0f} s: {message}")


def word() -> str:
    return "zq" + uuid.uuid4().hex[:10]


def note(title: str, sections: int, marker: str) -> str:
    body = "\n".join(f"## Part {i} of {title}\n\nSection {i} says {marker} and something about search, 검색 색인 and vectors, "
                     f"paragraph {i} with enough words to be a section of its own.\n" for i in range(sections))
    return f"---\ntitle: {title}\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n# {title}\n\n{body}"


def idle(gw: Gateway, pid: int) -> None:
    until(lambda: not gw.live().get("pending", {}).get("paths") and not gw.live().get("running"), "the live index idle")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--name", default="vault")
    ap.add_argument("--edits", type=int, default=15)
    ap.add_argument("--new", type=int, default=5)
    ap.add_argument("--deletes", type=int, default=5)
    ap.add_argument("--burst", type=int, default=1000)
    ap.add_argument("--idle-s", type=float, default=180.0)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()

    if args.work.exists():
        shutil.rmtree(args.work)
    args.work.mkdir(parents=True)
    vault, home = args.work / "vault", args.work / "home"
    subprocess.run(["cp", "-a", str(args.vault), str(vault)], check=True)
    subprocess.run(["cp", "-a", str(args.home), str(home)], check=True)
    from hippocampus.vault.init import is_vault

    marked = not is_vault(vault)
    if marked:  # a plain Markdown folder (the wiki): an empty 20-wiki/ makes it one `hippo serve` accepts, no note added
        (vault / "20-wiki").mkdir()
    from hippocampus.search.governance import SCAFFOLDING

    # scaffolding (AGENTS.md, SCHEMA.md, …) is left out of search unless a query names it: an edit
    # there would never show (the sample's SCHEMA.md is in the edit rotation)
    notes = sorted(p for p in vault.rglob("*.md") if ".git" not in p.parts and not p.relative_to(vault).parts[0].startswith(("90-", "."))
                   and p.relative_to(vault).as_posix() not in SCAFFOLDING)
    info: dict[str, Any] = {"benchmark": "live", "dataset": args.name, "notes": len(notes), "marked_vault": marked, "search_poll_s": POLL_S,
                            "machine": machine_info(), "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    print(f"{args.name}: {len(notes)} notes", flush=True)

    port, token = free_port(), "bench-" + os.urandom(8).hex()
    env = os.environ | {"HIPPO_VAULT": str(vault), "HIPPO_HOME": str(home), "HIPPO_MCP_TOKEN": token, "FASTMCP_LOG_LEVEL": "WARNING",
                        "HIPPO_WATCH": "events"}
    log = (args.work / "serve.log").open("w")
    t0 = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "hippocampus.cli", "serve", "--port", str(port)], env=env, cwd=str(REPO),
                            stdout=log, stderr=subprocess.STDOUT)
    gw: Gateway | None = None
    try:
        import httpx

        def up() -> bool:
            if proc.poll() is not None:
                raise SystemExit(f"hippo serve exited {proc.returncode}: see {args.work / 'serve.log'}")
            try:
                return bool(httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).json().get("materialization"))
            except httpx.HTTPError:
                return False

        until(up, "hippo serve up")
        gw = Gateway(f"http://127.0.0.1:{port}/mcp", token)
        until(lambda: (gw.live().get("runs") or 0) >= 1 and not gw.live().get("running"), "the start-up scan")
        info["startup_s"] = round(time.monotonic() - t0, 2)
        gw.paths("warm up 검색")
        info["rss_start_mb"] = rss_mb(proc.pid)

        # the first edit after start-up loads what the start-up scan did not need (the embedder
        # when nothing was embedded): reported on its own, not in the percentiles
        first = notes[1]
        w = word()
        with first.open("a", encoding="utf-8") as fh:
            fh.write(f"\n## First live edit\n\nThis paragraph mentions {w} after a save.\n")
        info["first_edit_s"] = round(until(lambda: first.relative_to(vault).as_posix() in gw.paths(w), "the first edit"), 3)
        print("first edit after start-up:", info["first_edit_s"], flush=True)
        edits: list[float] = []
        phases: list[dict[str, float]] = []
        cpu0 = cpu_s(proc.pid)
        for i in range(args.edits):
            target = notes[(i * 37) % len(notes)]
            rel = target.relative_to(vault).as_posix()
            w = word()
            with target.open("a", encoding="utf-8") as fh:
                fh.write(f"\n## Live edit {i}\n\nThis paragraph mentions {w} after a save.\n")
            edits.append(until(lambda: rel in gw.paths(w), f"edit of {rel}"))  # noqa: B023
            last = gw.live().get("last_run") or {}
            phases.append({**(last.get("timings") or {}), "run_s": float(last.get("seconds") or 0.0)})
            time.sleep(0.5)
        info["edit"] = summary(edits)
        info["edit"]["gateway_cpu_s_per_edit"] = round((cpu_s(proc.pid) - cpu0) / max(1, len(edits)), 3)
        # the live run's own phases (its last_run in hippo_status), median per phase over the edits
        names = sorted({k for t in phases for k in t})
        info["edit"]["run_phases_median_s"] = {k: round(statistics.median(t.get(k, 0.0) for t in phases), 3) for k in names}
        print("one-note edit:", {k: v for k, v in info["edit"].items() if k != "all_s"}, flush=True)

        news: list[float] = []
        for i in range(args.new):
            w = word()
            rel = f"20-wiki/live-bench-{i}.md"
            (vault / rel).parent.mkdir(parents=True, exist_ok=True)
            (vault / rel).write_text(note(f"Live bench {i}", 20, w), encoding="utf-8")
            news.append(until(lambda: rel in gw.paths(w), f"new note {rel}"))  # noqa: B023
            time.sleep(0.5)
        info["new_20_sections"] = summary(news)
        print("new note (20 sections):", {k: v for k, v in info["new_20_sections"].items() if k != "all_s"}, flush=True)

        deletes: list[float] = []
        for i in range(args.deletes):
            rel = f"20-wiki/live-bench-{i % max(1, args.new)}.md"
            path = vault / rel
            if not path.exists():
                break
            marker = path.read_text(encoding="utf-8").split("Section 0 says ", 1)[1].split()[0]
            path.unlink()
            deletes.append(until(lambda: rel not in gw.paths(marker), f"deletion of {rel}"))  # noqa: B023
            time.sleep(0.5)
        if deletes:
            info["delete"] = summary(deletes)
            print("deletion:", {k: v for k, v in info["delete"].items() if k != "all_s"}, flush=True)

        if args.burst:
            before = gw.live().get("publishes") or 0
            stop, failed, ok = threading.Event(), [], [0]
            reader = Gateway(f"http://127.0.0.1:{port}/mcp", token)

            def search_loop() -> None:
                while not stop.is_set():
                    good, out = reader.call("hippo_search", {"query": "search index 검색", "k": 5})
                    if good:
                        ok[0] += 1
                    else:
                        failed.append(str(out)[:200])

            thread = threading.Thread(target=search_loop, daemon=True)
            thread.start()
            w = word()
            start = time.monotonic()
            folder = vault / "20-wiki" / "live-burst"
            folder.mkdir(parents=True, exist_ok=True)
            for i in range(args.burst):
                (folder / f"b{i:04d}.md").write_text(note(f"Burst {i}", 2, f"{w} {w}{i}"), encoding="utf-8")
            written = time.monotonic() - start
            last = f"20-wiki/live-burst/b{args.burst - 1:04d}.md"
            until(lambda: last in gw.paths(f"{w}{args.burst - 1}"), "the burst's last file")
            searchable = time.monotonic() - start  # lexically; its vectors may still be coming
            idle(gw, proc.pid)
            total = time.monotonic() - start
            stop.set()
            thread.join(120)
            reader.close()
            after = gw.live().get("publishes") or 0
            info["burst"] = {"files": args.burst, "write_s": round(written, 2), "last_searchable_s": round(searchable, 2), "total_s": round(total, 2), "publishes": after - before,
                             "reads_ok": ok[0], "reads_failed": len(failed), "failed_sample": failed[:3]}
            print("burst:", info["burst"], flush=True)
        info["rss_after_mb"] = rss_mb(proc.pid)
        info["changes_before_rss_after"] = args.edits + args.new + len(deletes) + args.burst

        if args.idle_s > 0:
            idle(gw, proc.pid)
            gw.close()
            gw = None
            time.sleep(5)  # let the last state write and the HTTP session settle
            c0, w0 = cpu_s(proc.pid), time.monotonic()
            time.sleep(args.idle_s)
            c1, w1 = cpu_s(proc.pid), time.monotonic()
            info["idle"] = {"seconds": round(w1 - w0, 1), "cpu_s": round(c1 - c0, 3), "pct_of_core": round(100 * (c1 - c0) / (w1 - w0), 2)}
            print("idle:", info["idle"], flush=True)
        info["rss_end_mb"] = rss_mb(proc.pid)
    finally:
        if gw is not None:
            gw.close()
        proc.terminate()
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()

    # the baseline: `hippo index` by hand (a fresh process) after a one-note edit, same vault, same run
    target = notes[3]
    time.sleep(2)  # hippo serve released the vault
    hand: list[float] = []
    hand_cpu: list[float] = []
    for i in range(3):
        with target.open("a", encoding="utf-8") as fh:
            fh.write(f"\n## By hand {i}\n\nThis paragraph mentions {word()} before hippo index.\n")
        start, before = time.monotonic(), resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-m", "hippocampus.cli", "index"], env=env, cwd=str(REPO), check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        hand.append(time.monotonic() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        hand_cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    info["hippo_index_by_hand"] = summary(hand) | {"cpu_s": [round(c, 2) for c in hand_cpu]}
    print("hippo index by hand (one-note edit):", {k: v for k, v in info["hippo_index_by_hand"].items() if k != "all_s"}, flush=True)
    info["machine"]["loadavg_end"] = loadavg()
    print(json.dumps({k: v for k, v in info.items() if k != "machine"}, ensure_ascii=False), flush=True)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(info, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
