"""The HTTP transport rules, in front of the FastMCP app (docs/mcp.md, Security):

- :class:`TransportGuard` (pure ASGI, outermost): ``Host`` must be an allowed name (loopback by
  default; ``HIPPO_MCP_ALLOWED_HOSTS`` for a reverse proxy or tailnet name) and ``Origin``, when
  sent, an allowed origin (loopback by default; ``HIPPO_MCP_ALLOWED_ORIGINS``), else 403: the MCP
  Streamable HTTP transport says servers MUST validate Origin (DNS rebinding). A request with
  more than one ``Host`` or ``Origin`` header is refused (403): a proxy and the app could each
  read a different one. Admission (:class:`Admission`): ``HIPPO_MCP_MAX_CONNECTIONS`` requests in
  progress at most, of which an eighth is kept for ``/health`` and requests that carry the
  gateway's token, so anonymous load cannot lock either out (503 past it). The request body is
  read within ``HIPPO_MCP_BODY_TIMEOUT_S`` (else 408) and up to ``HIPPO_MCP_MAX_BODY_BYTES`` (else
  413) before the app sees it. A 401 from the token check says what to check (``HIPPO_MCP_TOKEN``
  / ``hippo token``) instead of the framework's OAuth text. A JSON-RPC error the MCP layer answers
  with (a malformed message, a validation dump of many lines) goes out as one line, JSON-RPC
  shaped, without internals (``HIPPO_DEBUG=1`` keeps the original).
- :class:`HeaderDeadlineProtocol` (uvicorn's h11 protocol): a connection that waits for request
  headers — a new one, or a kept-alive one between requests — is *pending*. A pending connection
  gets 408 and is closed ``HIPPO_MCP_HEADER_TIMEOUT_S`` after it started waiting (a kept-alive one
  after :data:`KEEP_ALIVE_S`, longer than clients keep an idle connection), and at most
  ``HIPPO_MCP_PENDING_CONNECTIONS`` may wait at once: one more closes the one waiting longest. So
  sockets that never finish their headers (70 of them in the test) cannot fill the server, and
  ``/health`` keeps answering.
- :func:`uvicorn_config`: the above plus the keep-alive timeout, shared by ``hippo serve``,
  ``hippo up`` and the tests (uvicorn's own ``limit_concurrency`` is off: it counted idle and
  half-open sockets too, which is how slow sockets locked out ``/health``).
"""

from __future__ import annotations

import asyncio
import hmac
import json
import os
import re
import time
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

#: How long a kept-alive connection may sit idle between requests. Longer than the clients' own
#: idle expiry (httpx 5 s, Node's undici 4 s), so a client always retires an idle connection before
#: the server does: at 5 s on both sides, under load a client sent its next request on a connection
#: the server was closing at that moment, and the call failed (a 408 or a reset).
KEEP_ALIVE_S = 15
#: ``scope["state"]`` key of the request's arrival time (monotonic): tool budgets count from it.
ARRIVED_KEY = "hippocampus.arrived"
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


def _headers(scope: Scope, name: bytes) -> list[str]:
    return [value.decode("latin-1") for key, value in scope.get("headers") or () if key.lower() == name]


def _header(scope: Scope, name: bytes) -> str | None:
    found = _headers(scope, name)
    return found[0] if found else None


class Admission:
    """Per server: the connections waiting for request headers (oldest first), and the
    connections open. ``busy`` = open − pending = requests in progress."""

    def __init__(self, pending_cap: int) -> None:
        self.pending_cap = pending_cap
        self.pending: dict[Any, float] = {}  # protocol → when it started waiting (insertion order = age)
        self.open: set[Any] = set()

    @property
    def busy(self) -> int:
        return len(self.open) - len(self.pending)

    def wait(self, protocol: Any, now: float) -> Any | None:
        """``protocol`` waits for headers; returns the pending connection to close when the cap is passed."""
        self.pending.pop(protocol, None)
        self.pending[protocol] = now
        if len(self.pending) > self.pending_cap:
            return next(iter(self.pending))
        return None

    def started(self, protocol: Any) -> None:
        self.pending.pop(protocol, None)

    def closed(self, protocol: Any) -> None:
        self.pending.pop(protocol, None)
        self.open.discard(protocol)


ADMISSION_KEY = "hippocampus.admission"


async def _send_json(send: Callable[[Message], Awaitable[None]], status: int, error: str, description: str,
                     extra: list[tuple[bytes, bytes]] | None = None) -> None:
    body = json.dumps({"error": error, "error_description": description}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers + (extra or [])})
    await send({"type": "http.response.body", "body": body})


class TransportGuard:
    """Host/Origin validation, body deadline and size, readable 401s (see the module doc)."""

    def __init__(self, app: ASGIApp, settings: Settings, token: str | None = None) -> None:
        self.app = app
        # the bind address itself is always a valid Host (an address literal is not a name an
        # attacker's DNS can rebind; preflight and `hippo serve --host` clients use it)
        self.hosts = split_list(settings.mcp_allowed_hosts) + split_list(settings.mcp_host)
        self.origins = split_list(settings.mcp_allowed_origins)
        self.body_timeout = settings.mcp_body_timeout_s
        self.max_body = settings.mcp_max_body_bytes
        self.max_busy = settings.mcp_max_connections
        self.reserve = max(2, settings.mcp_max_connections // 8)
        self.token = f"Bearer {token}".encode() if token else None

    def _trusted(self, scope: Scope) -> bool:
        """``/health``, or a request that carries this gateway's token (compared in constant time)."""
        if scope.get("path") == "/health":
            return True
        auth = _header(scope, b"authorization")
        return bool(self.token and auth and hmac.compare_digest(auth.strip().encode("latin-1"), self.token))

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]], send: Callable[[Message], Awaitable[None]]) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        arrived = time.monotonic()
        admission = (scope.get("state") or {}).get(ADMISSION_KEY)
        if isinstance(admission, Admission):
            # Trigger: too many requests in progress. Why: anonymous load must not lock out
            # /health or the gateway's own clients. Outcome: 503 for the untrusted past
            # max − reserve, for everyone past max.
            limit = self.max_busy if self._trusted(scope) else self.max_busy - self.reserve
            if admission.busy > limit:
                await _send_json(send, 503, "busy", f"{admission.busy - 1} requests in progress (HIPPO_MCP_MAX_CONNECTIONS {self.max_busy}); retry shortly")
                return
        hosts, origins = _headers(scope, b"host"), _headers(scope, b"origin")
        if len(hosts) > 1 or len(origins) > 1:
            await _send_json(send, 403, "forbidden", "more than one Host or Origin header: send each once")
            return
        if not host_allowed(hosts[0] if hosts else None, self.hosts):
            await _send_json(send, 403, "forbidden", "this Host is not served: add the name to HIPPO_MCP_ALLOWED_HOSTS (default: loopback names only)")
            return
        if not origin_allowed(origins[0] if origins else None, self.origins):
            await _send_json(send, 403, "forbidden", "this Origin is not allowed: add it to HIPPO_MCP_ALLOWED_ORIGINS (default: loopback origins only)")
            return
        scope.setdefault("state", {})[ARRIVED_KEY] = arrived  # the tool budget counts from here
        if scope.get("method") in BODY_METHODS:
            body = await self._read_body(receive, send)
            if body is None:
                return
            twice = duplicate_key(body)
            if twice is not None:
                # Trigger: an object names a key twice. Why: parsers disagree on which one counts
                # ({"exit_code": 1, "exit_code": 0}); the request is ambiguous. Outcome: refused.
                await _send_rpc_error(send, 400, -32600, f"invalid request: the key {twice!r} appears twice in one JSON object; send each key once")
                return
            receive = _replay(body, receive)
        send = _readable_401(send, _header(scope, b"authorization") is not None)
        await self.app(scope, receive, send if _debug() else _one_line_errors(send))

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


class _Twice(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise _Twice(key)
        seen[key] = value
    return seen


def duplicate_key(body: bytes) -> str | None:
    """The first key a JSON object in ``body`` gives twice, or None (also for a body that is not
    JSON: the app answers that with its parse error)."""
    if b'"' not in body:
        return None
    try:
        json.loads(body, object_pairs_hook=_no_duplicates)
    except _Twice as exc:
        return str(exc.args[0])
    except ValueError:
        return None
    return None


async def _send_rpc_error(send: Callable[[Message], Awaitable[None]], status: int, code: int, message: str) -> None:
    body = json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": code, "message": message}}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


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
    """uvicorn's h11 protocol with pending connections tracked and timed out (see the module doc)."""

    header_timeout: float = 5.0
    pending_cap: int = 16

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # one tracker per server, shared with the app through the ASGI state it copies per request
        self.admission: Admission = self.app_state.setdefault(ADMISSION_KEY, Admission(self.pending_cap))

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._header_timer: asyncio.TimerHandle | None = None
        self.admission.open.add(self)
        self._wait(self.header_timeout)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._started()  # the headers are in

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._wait(max(self.header_timeout, KEEP_ALIVE_S))  # kept alive: waiting for the next request's headers

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self.admission.closed(self)
        super().connection_lost(exc)

    def _wait(self, timeout: float) -> None:
        self._disarm()
        self._header_timer = self.loop.call_later(timeout, self._headers_too_slow)
        evict = self.admission.wait(self, self.loop.time())
        if evict is not None:
            # Trigger: more connections wait for headers than the cap. Why: slow or idle sockets
            # must not crowd out real requests. Outcome: the one waiting longest gets 408.
            evict._headers_too_slow()

    def _started(self) -> None:
        self._disarm()
        self.admission.started(self)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_too_slow(self) -> None:
        self._disarm()
        self.admission.closed(self)
        if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
            return
        self.transport.write(b"HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-length: 0\r\n\r\n")
        self.transport.close()


def uvicorn_config(app: Any, settings: Settings, host: str, port: int, **kw: Any) -> Any:
    """The uvicorn configuration of the gateway (``hippo serve``, ``hippo up`` and the tests)."""
    import uvicorn

    protocol = type("HippoH11Protocol", (HeaderDeadlineProtocol,), {"header_timeout": settings.mcp_header_timeout_s,
                                                                     "pending_cap": settings.mcp_pending_connections})
    return uvicorn.Config(app, host=host, port=port, http=protocol, limit_concurrency=None, timeout_keep_alive=KEEP_ALIVE_S, **kw)


def _debug() -> bool:
    return os.environ.get("HIPPO_DEBUG", "") not in ("", "0", "false")


_VALIDATION_LOC = re.compile(r"^JSONRPC\w*?(?:\.(?P<loc>[\w.]+))?$")


def one_line(message: str) -> str:
    """A JSON-RPC error message as one line without internals: the MCP layer's pydantic dump
    ("Validation error: 4 validation errors for union[…]" + a dozen lines with documentation
    links) becomes the first problem it names."""
    if "\n" not in message and "errors.pydantic.dev" not in message and len(message) <= 300:
        return message
    lines = [ln.strip() for ln in message.splitlines() if ln.strip() and "errors.pydantic.dev" not in ln]
    if message.startswith("Validation error"):
        for i, line in enumerate(lines[1:-1], start=1):
            m = _VALIDATION_LOC.match(line)
            if m:
                what = re.sub(r" or instance of \w+", "", lines[i + 1].split(" [type=", 1)[0])
                where = f"{m.group('loc')}: " if m.group("loc") else ""
                return f"invalid JSON-RPC message — {where}{what} (send one object with jsonrpc \"2.0\", an id and a string method)"
        return "invalid JSON-RPC message (send one object with jsonrpc \"2.0\", an id and a string method)"
    return (lines[0] if lines else "error")[:300]


def _one_line_json(body: bytes) -> bytes:
    try:
        data = json.loads(body)
    except ValueError:
        return body
    error = data.get("error") if isinstance(data, dict) else None
    if not isinstance(error, dict) or not isinstance(error.get("message"), str):
        return body
    short = one_line(error["message"])
    if short == error["message"]:
        return body
    error["message"] = short
    if isinstance(error.get("data"), str) and len(error["data"]) > 200:
        error.pop("data")
    return json.dumps(data, separators=(",", ":")).encode()


def _one_line_events(chunk: bytes) -> bytes:
    """The ``data:`` lines of server-sent events with their JSON-RPC error messages made one line."""
    if b'"error"' not in chunk:
        return chunk
    lines = chunk.split(b"\n")
    return b"\n".join(b"data: " + _one_line_json(ln[6:]) if ln.startswith(b"data: ") else ln for ln in lines)


def _one_line_errors(send: Callable[[Message], Awaitable[None]]) -> Callable[[Message], Awaitable[None]]:
    """``send`` with JSON-RPC error messages made one line (:func:`one_line`): a JSON error
    response is buffered and rewritten whole (its length changes), an event stream line by line."""
    state: dict[str, Any] = {"kind": None, "start": None, "chunks": []}

    async def wrapped(message: Message) -> None:
        if message["type"] == "http.response.start":
            ctype = next((v for k, v in message.get("headers", []) if k.lower() == b"content-type"), b"")
            if ctype.startswith(b"application/json") and message["status"] >= 400:
                state["kind"], state["start"] = "json", message
                return
            state["kind"] = "events" if ctype.startswith(b"text/event-stream") else None
            await send(message)
            return
        if message["type"] == "http.response.body" and state["kind"] == "json":
            state["chunks"].append(message.get("body", b""))
            if message.get("more_body"):
                return
            body = _one_line_json(b"".join(state["chunks"]))
            start = state["start"]
            headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
            await send({**start, "headers": headers + [(b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
            return
        if message["type"] == "http.response.body" and state["kind"] == "events":
            message = {**message, "body": _one_line_events(message.get("body", b""))}
        await send(message)

    return wrapped
