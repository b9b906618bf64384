"""Live swap over real HTTP: materializations are published while 10
clients search in a loop; zero calls fail and the gateway serves each new one without restart."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import RunningGateway, data

CLIENTS = 10
QUERIES = ["한국어 형태소 분석", "duckdb full text search index", "git bisect regression", "RRF fusion weights", "restic backup"]


@pytest.mark.slow
def test_publish_while_ten_clients_search(indexed_sample, tmp_path):
    from hippocampus.store.indexer import run_index

    settings = copy_indexed(indexed_sample, tmp_path / "x")
    state = GatewayState(settings, embedder=EMBEDDER, check_interval=0.05)
    published: list[str] = []
    done = threading.Event()
    ready = threading.Event()  # every client has finished one search on the first materialization
    first_calls: list[int] = []

    def publisher():
        try:
            ready.wait(120)
            for n in range(2):
                time.sleep(0.3)
                note = settings.vault / "20-wiki" / "data" / f"swapnote{n}.md"
                note.write_text(f"---\ntitle: Swap note {n}\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n"
                                f"# Swap note {n}\n\nfrobnicator{n} appears only here.\n", encoding="utf-8")
                report = run_index(settings, embedder=EMBEDDER)
                published.extend(report.published)
        finally:
            done.set()

    async def searcher(gw: RunningGateway, n: int) -> tuple[int, int, set[str]]:
        ok = failed = 0
        seen: set[str] = set()
        async with gw.client() as client:
            i = after_done = 0
            while not done.is_set() or i < 5 or after_done < 2:
                after_done += done.is_set()
                query = QUERIES[(n + i) % len(QUERIES)]
                res = await client.call_tool("hippo_search", {"query": query, "k": 5}, raise_on_error=False)
                if res.is_error:
                    failed += 1
                else:
                    ok += 1
                    seen.add(data(res)["materialization"])
                i += 1
                if i == 1:
                    first_calls.append(n)
                    if len(first_calls) == CLIENTS:
                        ready.set()
        return ok, failed, seen

    async def run(gw):
        thread = threading.Thread(target=publisher, daemon=True)
        thread.start()
        results = await asyncio.gather(*(searcher(gw, n) for n in range(CLIENTS)))
        thread.join(120)
        return results

    with RunningGateway(state) as gw:
        start_id = data(gw.call("hippo_status"))["index"]["materialization"]["id"]
        results = asyncio.run(run(gw))
        total_ok = sum(r[0] for r in results)
        total_failed = sum(r[1] for r in results)
        seen = set().union(*(r[2] for r in results))
        assert total_failed == 0
        assert total_ok >= CLIENTS * 5
        assert len(published) >= 2
        assert start_id in seen and published[-1] in seen  # served by the old and the new materializations
        time.sleep(0.1)
        final = data(gw.call("hippo_search", {"query": "frobnicator1", "mode": "lexical"}))
        assert final["materialization"] == published[-1]
        assert "20-wiki/data/swapnote1.md" in [h["path"] for h in final["hits"]]
        assert state.holder.swaps >= 2
