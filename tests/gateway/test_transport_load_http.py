"""70 slow sockets against a real gateway (issue 34 item 5): sockets that have not finished their
headers get a small cap of their own (``HIPPO_MCP_PENDING_CONNECTIONS``, the one waiting
longest is cut off with 408) and a short deadline (``HIPPO_MCP_HEADER_TIMEOUT_S``), so /health
and an agent with the token keep answering while the flood lasts."""

from __future__ import annotations

import socket
import time

import httpx
import pytest

from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import TOKEN, RunningGateway

SLOW = 70
PENDING = 16
HEADER_TIMEOUT = 2.0
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}
MCP_HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream", "Authorization": f"Bearer {TOKEN}"}


@pytest.fixture(scope="module")
def gw(indexed_sample, tmp_path_factory):
    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("load") / "x").model_copy(update={
        "mcp_header_timeout_s": HEADER_TIMEOUT, "mcp_pending_connections": PENDING, "mcp_body_timeout_s": 2.0})
    with RunningGateway(GatewayState(settings, embedder=EMBEDDER)) as running:
        yield running


def _slow(port: int) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # the headers never end
    s.setblocking(False)
    return s


def _closed(s: socket.socket) -> bool:
    """The server answered (408) and closed, or reset; False while it still waits."""
    try:
        s.send(b"X-Trickle: 1\r\n")
        s.recv(4096)  # the 408, or b"" once closed: either way the server is done with it
        return True
    except BlockingIOError:
        return False
    except OSError:
        return True


def test_seventy_slow_sockets_neither_block_health_nor_an_agent(gw):
    socks = [_slow(gw.port) for _ in range(SLOW)]
    start = time.monotonic()
    closed: dict[int, float] = {}
    health: list[tuple[int, float]] = []
    agent: list[int] = []
    most_open = 0
    while len(closed) < SLOW and time.monotonic() - start < HEADER_TIMEOUT + 8:
        t0 = time.monotonic()
        health.append((httpx.get(f"{gw.base}/health", timeout=5).status_code, time.monotonic() - t0))
        if len(agent) < 3:
            agent.append(httpx.post(gw.url, json=INIT, headers=MCP_HEADERS, timeout=5).status_code)
        for n, s in enumerate(socks):
            if n not in closed and _closed(s):
                closed[n] = time.monotonic() - start
        most_open = max(most_open, SLOW - len(closed))
        time.sleep(0.05)
    for s in socks:
        s.close()
    assert len(closed) == SLOW, "every slow socket is cut off"
    assert max(closed.values()) < HEADER_TIMEOUT + 3, "the last ones by the header deadline"
    assert sorted(closed.values())[SLOW - PENDING - 1] < HEADER_TIMEOUT, "the ones over the cap at once, not at the deadline"
    assert most_open <= PENDING, "never more slow sockets waiting than the cap"
    assert {code for code, _ in health} == {200} and max(t for _, t in health) < 2.0, health
    assert agent == [200, 200, 200]


def test_a_protocol_error_is_one_json_rpc_line_unless_hippo_debug(gw, monkeypatch):
    """Issue 34 item 8: a malformed message (a number for a method) got the MCP layer's 13-line
    pydantic dump; it is one line, JSON-RPC shaped, without internals. HIPPO_DEBUG=1 keeps the
    original text."""
    bad = b'{"jsonrpc": "2.0", "id": 7, "method": 5}'
    plain = httpx.post(gw.url, content=bad, headers=MCP_HEADERS, timeout=10)
    reply = plain.json()
    message = reply["error"]["message"]
    assert plain.status_code == 400 and reply["jsonrpc"] == "2.0" and isinstance(reply["error"]["code"], int)
    assert "\n" not in message and "pydantic" not in message and "method" in message, message
    monkeypatch.setenv("HIPPO_DEBUG", "1")
    debug = httpx.post(gw.url, content=bad, headers=MCP_HEADERS, timeout=10).json()["error"]["message"]
    assert debug != message and len(debug) > len(message), debug


def _get_health(s: socket.socket) -> bytes:
    s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data or len(data.split(b"\r\n\r\n", 1)[1]) < int(
            data.split(b"content-length: ", 1)[1].split(b"\r\n", 1)[0] if b"content-length: " in data else b"0"):
        chunk = s.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def test_a_kept_alive_connection_outlives_the_header_deadline_and_the_clients_idle_expiry(gw):
    """A kept-alive connection idle between requests is not cut at the new-connection header
    deadline (2 s here) nor before clients retire idle connections themselves (httpx 5 s): at
    5 s on both sides a client under load sent its next call on a connection the server was
    closing, and the call failed (tests/integration/test_vault_writers.py, on a loaded box)."""
    s = socket.create_connection(("127.0.0.1", gw.port), timeout=10)
    try:
        assert _get_health(s).startswith(b"HTTP/1.1 200")
        time.sleep(HEADER_TIMEOUT + 4)  # past the header deadline and past httpx's 5 s expiry
        assert _get_health(s).startswith(b"HTTP/1.1 200"), "the server closed a kept-alive connection a client may still use"
    finally:
        s.close()
