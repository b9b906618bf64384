"""Shared gateway fixtures: the sample vault indexed once per session (copied per module), and a
real OpenAI-compatible chat endpoint on loopback for hippo_route."""

from __future__ import annotations

import json
import re
import shutil
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from hippocampus.config import Settings
from hippocampus.vault.init import init_vault
from tests.gateway.doubles import HashingEmbedder

EMBEDDER = HashingEmbedder()


@pytest.fixture(scope="session")
def indexed_sample(tmp_path_factory) -> Path:
    """``<dir>/vault`` (the sample vault, git) and ``<dir>/home`` (its published store)."""
    from hippocampus.store.indexer import run_index

    root = tmp_path_factory.mktemp("sample-indexed")
    init_vault(root / "vault", sample=True)
    run_index(Settings(vault=root / "vault", home=root / "home"), embedder=EMBEDDER)
    return root


def copy_indexed(indexed_sample: Path, dest: Path) -> Settings:
    shutil.copytree(indexed_sample, dest, symlinks=True)
    return Settings(vault=dest / "vault", home=dest / "home")


class _ChatHandler(BaseHTTPRequestHandler):
    """``POST /v1/chat/completions``: reverses the candidate order (with an extra label the
    gateway must ignore); 'FAIL429' in the request → HTTP 429; 'GARBAGE' → prose, not JSON."""

    def log_message(self, *args):  # quiet
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append(body)  # type: ignore[attr-defined]
        user = body["messages"][-1]["content"]
        if "FAIL429" in user:
            self._send(429, {"error": {"message": "rate limited", "type": "rate_limit"}})
            return
        if "GARBAGE" in user:
            content = "I think the first one is best."
        else:
            ids = [int(x) for x in re.findall(r"^\[(\d+)\]", user, re.M)]
            ranking = [{"id": i, "fit": round(1.0 - n * 0.1, 2)} for n, i in enumerate(reversed(ids))]
            content = json.dumps({"needs_context": True, "ranking": ranking, "effort": "high", "model": "bigger"})
        self._send(200, {"id": "c1", "object": "chat.completion", "created": 0, "model": body.get("model"),
                         "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
                         "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})

    def _send(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture(scope="session")
def chat_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ChatHandler)
    server.requests = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
