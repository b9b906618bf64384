"""A real gateway on loopback for tests: uvicorn in a background thread, a free port, the real
Starlette app with bearer auth; clients are real ``fastmcp.Client`` over streamable HTTP."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from typing import Any

import httpx
import uvicorn
from fastmcp import Client
from fastmcp.client.transports import StreamableHttpTransport

from gateway.server import http_app
from gateway.state import GatewayState
from gateway.transport import uvicorn_config

TOKEN = "test-token-0123456789abcdef"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RunningGateway:
    def __init__(self, state: GatewayState, token: str = TOKEN) -> None:
        self.state = state
        self.token = token
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.url = f"{self.base}/mcp"
        app = http_app(state, token)
        config = uvicorn_config(app, state.settings, "127.0.0.1", self.port, log_level="warning", lifespan="on", timeout_graceful_shutdown=1)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> RunningGateway:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("gateway did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(10)

    def client(self, token: str | None = "default", timeout: float = 60) -> Client:
        headers = {}
        token = self.token if token == "default" else token
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        return Client(StreamableHttpTransport(self.url, headers=headers), timeout=timeout)

    def health(self) -> dict[str, Any]:
        return httpx.get(f"{self.base}/health", timeout=10).json()

    def call(self, name: str, args: dict[str, Any] | None = None, **kw: Any) -> Any:
        return asyncio.run(call_once(self, name, args or {}, **kw))


async def call_once(gw: RunningGateway, name: str, args: dict[str, Any], raise_on_error: bool = True) -> Any:
    async with gw.client() as client:
        result = await client.call_tool(name, args, raise_on_error=raise_on_error)
    return result


def data(result: Any) -> Any:
    """The structured result of a tool call (dict)."""
    if result.structured_content is not None:
        sc = result.structured_content
        return sc.get("result", sc) if isinstance(sc, dict) and set(sc) == {"result"} else sc
    return json.loads(result.content[0].text)


def error_text(result: Any) -> str:
    assert result.is_error, f"expected an error, got {result.structured_content}"
    return " ".join(getattr(c, "text", "") for c in result.content)
