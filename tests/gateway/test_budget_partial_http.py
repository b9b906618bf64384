"""Issue 34 item 7: past its deadline a read call answers with what it has, marked partial.

A real gateway over real HTTP whose embedder is a real OpenAI-compatible endpoint on loopback
(what ``HIPPO_EMBED_PROVIDER=openai`` talks to): once the gateway is up and warm, the endpoint
is made slow for queries, as a busy remote embedder is. A search then cannot have its semantic
leg within the budget: it answers with the lexical ranking, marked partial. A write past its
budget and a call with nothing to show still answer with the timeout error. Timings are
asserted only within generous bounds.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from gateway.state import GatewayState
from hippocampus.config import Settings
from hippocampus.ledger import records
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.doubles import HashingEmbedder
from tests.gateway.harness import RunningGateway, data, error_text

BUDGET = 4.0
VECTORS = HashingEmbedder()


class _EmbeddingsHandler(BaseHTTPRequestHandler):
    """``POST /v1/embeddings``: hashed-trigram vectors; a batch of queries (``query: `` inputs)
    waits for ``server.release`` while ``server.slow`` is set (a busy endpoint)."""

    def log_message(self, *args):  # quiet
        pass

    def do_GET(self):
        self._send(200, {"object": "list", "data": [{"id": "test-e5-hash", "object": "model", "owned_by": "tests"}]})

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        if self.server.slow.is_set() and all(str(t).startswith("query: ") for t in inputs):  # type: ignore[attr-defined]
            self.server.waited += 1  # type: ignore[attr-defined]
            self.server.release.wait(60)  # type: ignore[attr-defined]
        rows = [{"object": "embedding", "index": i, "embedding": VECTORS._vec(str(t)).tolist()} for i, t in enumerate(inputs)]
        self._send(200, {"object": "list", "data": rows, "model": body.get("model"), "usage": {"prompt_tokens": 1, "total_tokens": 1}})

    def _send(self, status, payload):
        raw = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)


@pytest.fixture(scope="module")
def endpoint():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _EmbeddingsHandler)
    server.daemon_threads = True
    server.slow, server.release, server.waited = threading.Event(), threading.Event(), 0  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.release.set()  # type: ignore[attr-defined]
    server.shutdown()


@pytest.fixture(scope="module")
def slow_gateway(endpoint, tmp_path_factory):
    """A gateway (budget :data:`BUDGET` s) over the sample vault indexed through ``endpoint``."""
    from hippocampus.store.embedders import make_embedder
    from hippocampus.store.indexer import run_index
    from hippocampus.vault.init import init_vault

    root = tmp_path_factory.mktemp("partial")
    init_vault(root / "vault", sample=True)
    settings = Settings(vault=root / "vault", home=root / "home", embed_provider="openai",
                        embed_base_url=f"http://127.0.0.1:{endpoint.server_port}/v1", embed_model="test-e5-hash",
                        tool_budget_s=BUDGET)
    run_index(settings, embedder=make_embedder(settings))
    with RunningGateway(GatewayState(settings)) as gw:
        for _ in range(3):  # warm: the store, the analyser, the embedder (each may take a budget under load)
            if not gw.call("hippo_search", {"query": "restic backup check"}, raise_on_error=False).is_error:
                break
        yield gw


def _timed(gw, tool, args):
    started = time.monotonic()
    result = gw.call(tool, args, raise_on_error=False)
    return result, time.monotonic() - started


def test_a_search_whose_semantic_leg_misses_the_deadline_answers_lexically_marked_partial(slow_gateway, endpoint):
    whole = data(slow_gateway.call("hippo_search", {"query": "restic backup check"}))
    assert "partial" not in whole and not whole["degraded"]["no_embedder"]  # the endpoint answers: the full pipeline
    endpoint.slow.set()
    try:
        result, elapsed = _timed(slow_gateway, "hippo_search", {"query": "how are restic backups checked"})
        out = data(result)
        assert not result.is_error, error_text(result)
        assert out["partial"]["reason"] == "budget" and out["partial"]["missing"] == ["semantic leg"]
        assert out["partial"]["budget_s"] == BUDGET and "HIPPO_TOOL_BUDGET_S" in out["partial"]["note"]
        assert out["hits"] and out["best_cosine"] is None  # the lexical ranking, without cosines
        assert "OutOfTime" in out["degraded"]["no_embedder"]
        assert endpoint.waited >= 1  # the query embedding really was waiting on the endpoint
        assert elapsed < BUDGET + 10  # answered at the deadline, not when the endpoint came back
        gaps = records.open_gaps(slow_gateway.state.ledger, 100)
        assert "how are restic backups checked" not in {g.query for g in gaps}  # a partial miss is no gap
    finally:
        endpoint.slow.clear()
        endpoint.release.set()


def test_an_evidence_bundle_past_the_deadline_is_marked_partial_and_records_no_gap(slow_gateway, endpoint):
    endpoint.release.clear()
    endpoint.slow.set()
    question = "zebra quokka narwhal migration"  # nothing in the sample vault: a weak verdict, a gap when whole
    try:
        result, elapsed = _timed(slow_gateway, "hippo_evidence_bundle", {"question": question})
        assert not result.is_error, error_text(result)
        out = data(result)
        assert out["partial"]["reason"] == "budget" and "semantic leg" in out["partial"]["missing"]
        assert out["verdict"] in ("weak", "empty")
        assert elapsed < BUDGET + 10
        assert question not in {g.query for g in records.open_gaps(slow_gateway.state.ledger, 100)}
    finally:
        endpoint.slow.clear()
        endpoint.release.set()


def test_a_search_with_nothing_by_its_deadline_and_a_write_past_it_answer_the_timeout_error(indexed_sample, tmp_path_factory):
    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("tight") / "x").model_copy(update={"tool_budget_s": 0.001})
    with RunningGateway(GatewayState(settings, embedder=EMBEDDER)) as tight:
        text = error_text(tight.call("hippo_search", {"query": "restic backup check"}, raise_on_error=False))
        assert "did not finish within its 0.001 s budget (HIPPO_TOOL_BUDGET_S)" in text
        write = tight.call("hippo_checkpoint", {"project": "demo", "kind": "work", "session_id": "s1", "event_id": "e1",
                                                "summary": "Wrote the budget tests."}, raise_on_error=False)
        text = error_text(write)  # a write is never partial: it happened or not, and the error says how to tell
        assert "did not finish within its 0.001 s budget" in text
        assert "check with hippo_sync" in text or "spent before the call could start" in text
        assert tight.health()["status"] in ("ok", "degraded")
