"""The HTTP transport rules, in front of the FastMCP app (docs/mcp.md, Security):

- :class:`TransportGuard` (pure ASGI, outermost): ``Host`` must be an allowed name (loopback by
  default; ``HIPPO_MCP_ALLOWED_HOSTS`` for a reverse proxy or tailnet name) and ``Origin``, when
  sent, an allowed origin (loopback by default; ``HIPPO_MCP_ALLOWED_ORIGINS``), else 403: the MCP
  Streamable HTTP transport says servers MUST validate Origin (DNS rebinding). The request body is
  read within ``HIPPO_MCP_BODY_TIMEOUT_S`` (else 408) and up to ``HIPPO_MCP_MAX_BODY_BYTES``
  (else 413) before the app sees it. A 401 from the token check says what to check
  (``HIPPO_MCP_TOKEN`` / ``hippo token``) instead of the framework's OAuth text.
- :class:`HeaderDeadlineProtocol` (uvicorn's h11 protocol): a connection whose request headers
  are not complete ``HIPPO_MCP_HEADER_TIMEOUT_S`` after it opened (or after the first byte of a
  next keep-alive request) gets 408 and is closed, so trickling clients cannot pile up.
- :func:`uvicorn_config`: the above plus ``limit_concurrency`` (``HIPPO_MCP_MAX_CONNECTIONS``;
  503 past it) and the keep-alive timeout, shared by ``hippo serve`` and the tests.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

import anyio
import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from hippocampus.config import Settings

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Callable[[], Awaitable[Message]], Callable[[Message], Awaitable[None]]], Awaitable[None]]

KEEP_ALIVE_S = 5
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
_AUTH_HELP = {
    True: "the bearer token does not match this gateway's token: check HIPPO_MCP_TOKEN in the client's environment "
          "(`hippo token` prints the server's token; after `hippo token --rotate` restart `hippo serve` and update the client)",
    False: "no bearer token: send `Authorization: Bearer $HIPPO_MCP_TOKEN` (`hippo token` prints the token)",
}


def split_list(value: str) -> tuple[str, ...]:
    return tuple(v.strip().lower().rstrip("/") for v in value.split(",") if v.strip())


def host_allowed(host: str | None, allowed: tuple[str, ...]) -> bool:
    """``host`` (a Host header: ``name``, ``name:port``, ``[v6]:port``) is in ``allowed``; an
    entry without a port matches any port."""
    if "*" in allowed:
        return True
    if not host:
        return False
    host = host.strip().lower()
    name = host.rsplit(":", 1)[0] if host.count(":") == 1 or (host.startswith("[") and "]:" in host) else host
    return host in allowed or name in allowed


def origin_allowed(origin: str | None, allowed: tuple[str, ...]) -> bool:
    """No Origin (a non-browser client) is fine; ``null`` and anything not in ``allowed`` is not."""
    if origin is None:
        return True
    if "*" in allowed:
        return True
    origin = origin.strip().lower().rstrip("/")
    parts = urlsplit(origin)
    if not parts.scheme or not parts.hostname:
        return False  # "null", garbage
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return origin in allowed or f"{parts.scheme}://{host}" in allowed


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers") or ():
        if key.lower() == name:
            return value.decode("latin-1")
    return None


async def _send_json(send: Callable[[Message], Awaitable[None]], status: int, error: str, description: str,
                     extra: list[tuple[bytes, bytes]] | None = None) -> None:
    body = json.dumps({"error": error, "error_description": description}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers + (extra or [])})
    await send({"type": "http.response.body", "body": body})


class TransportGuard:
    """Host/Origin validation, body deadline and size, readable 401s (see the module doc)."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        # the bind address itself is always a valid Host (an address literal is not a name an
        # attacker's DNS can rebind; preflight and `hippo serve --host` clients use it)
        self.hosts = split_list(settings.mcp_allowed_hosts) + split_list(settings.mcp_host)
        self.origins = split_list(settings.mcp_allowed_origins)
        self.body_timeout = settings.mcp_body_timeout_s
        self.max_body = settings.mcp_max_body_bytes

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]], send: Callable[[Message], Awaitable[None]]) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if not host_allowed(_header(scope, b"host"), self.hosts):
            await _send_json(send, 403, "forbidden", "this Host is not served: add the name to HIPPO_MCP_ALLOWED_HOSTS (default: loopback names only)")
            return
        if not origin_allowed(_header(scope, b"origin"), self.origins):
            await _send_json(send, 403, "forbidden", "this Origin is not allowed: add it to HIPPO_MCP_ALLOWED_ORIGINS (default: loopback origins only)")
            return
        if scope.get("method") in BODY_METHODS:
            body = await self._read_body(receive, send)
            if body is None:
                return
            receive = _replay(body, receive)
        await self.app(scope, receive, _readable_401(send, _header(scope, b"authorization") is not None))

    async def _read_body(self, receive: Callable[[], Awaitable[Message]], send: Callable[[Message], Awaitable[None]]) -> bytes | None:
        chunks: list[bytes] = []
        size = 0
        try:
            with anyio.fail_after(self.body_timeout):
                while True:
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        return None
                    chunk = message.get("body", b"")
                    size += len(chunk)
                    if size > self.max_body:
                        await _send_json(send, 413, "payload_too_large", f"request body over {self.max_body:,} bytes (HIPPO_MCP_MAX_BODY_BYTES)")
                        return None
                    chunks.append(chunk)
                    if not message.get("more_body"):
                        return b"".join(chunks)
        except TimeoutError:
            await _send_json(send, 408, "request_timeout", f"the request body did not arrive within {self.body_timeout:g} s (HIPPO_MCP_BODY_TIMEOUT_S)")
            return None


def _replay(body: bytes, receive: Callable[[], Awaitable[Message]]) -> Callable[[], Awaitable[Message]]:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


def _readable_401(send: Callable[[Message], Awaitable[None]], had_token: bool) -> Callable[[Message], Awaitable[None]]:
    """``send`` with the body and ``WWW-Authenticate`` description of a 401 replaced."""
    rewriting = False
    help_text = _AUTH_HELP[had_token]

    async def wrapped(message: Message) -> None:
        nonlocal rewriting
        if message["type"] == "http.response.start" and message["status"] == 401:
            rewriting = True
            body = json.dumps({"error": "invalid_token", "error_description": help_text}).encode()
            headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in (b"content-length", b"www-authenticate")]
            headers += [(b"content-length", str(len(body)).encode()),
                        (b"www-authenticate", f'Bearer error="invalid_token", error_description="{help_text}"'.encode())]
            await send({**message, "headers": headers})
            await send({"type": "http.response.body", "body": body})
            return
        if rewriting:
            return  # the framework's own 401 body is dropped
        await send(message)

    return wrapped


class HeaderDeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline on request headers (see the module doc)."""

    header_timeout: float = 10.0

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._header_timer: asyncio.TimerHandle | None = None
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._header_timer is None and self.conn.their_state is h11.IDLE:
            self._arm()  # first byte of a next keep-alive request
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._disarm()  # the headers are in

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._header_timer = self.loop.call_later(self.header_timeout, self._headers_too_slow)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
            return
        self.transport.write(b"HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-length: 0\r\n\r\n")
        self.transport.close()


def uvicorn_config(app: Any, settings: Settings, host: str, port: int, **kw: Any) -> Any:
    """The uvicorn configuration of the gateway (``hippo serve`` and the tests)."""
    import uvicorn

    protocol = type("HippoH11Protocol", (HeaderDeadlineProtocol,), {"header_timeout": settings.mcp_header_timeout_s})
    return uvicorn.Config(app, host=host, port=port, http=protocol, limit_concurrency=settings.mcp_max_connections,
                          timeout_keep_alive=KEEP_ALIVE_S, **kw)
