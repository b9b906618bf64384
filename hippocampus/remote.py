"""A running gateway for the same ``HIPPO_HOME``, found and called by the one-shot CLI.

``hippo serve`` (HTTP) writes ``$HIPPO_HOME/gateway.json`` once its store is open — the URL,
its pid and the vault it serves — and removes it when it stops. ``hippo search``/``bundle``
read that file: when the gateway is alive and serves the same vault, they call its tool over
MCP streamable HTTP with the bearer token the CLI already has (``HIPPO_MCP_TOKEN`` or
``$HIPPO_HOME/mcp_token``), instead of loading the store, LanceDB and the embedder in a
process that answers one query (ADR 0023 has the timings). Only the standard library is used
here (``httpx`` alone costs ~0.2 s of imports, most of a one-shot call).
"""

from __future__ import annotations

import http.client
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from hippocampus.errors import UsageError

DISCOVERY_FILE = "gateway.json"
TOKEN_FILE = "mcp_token"
PROTOCOL_VERSION = "2025-06-18"


class GatewayUnavailable(Exception):
    """The announced gateway did not answer (the caller falls back to a local search, and says so)."""


class GatewayToolError(UsageError):
    """The gateway answered with a tool error (bad input): shown as the command's error."""


def write_discovery(home: Path, url: str, vault: Path) -> Path:
    """Announce this process's gateway (atomic, mode 0600)."""
    home.mkdir(parents=True, exist_ok=True)
    path = home / DISCOVERY_FILE
    tmp = home / f".{DISCOVERY_FILE}.{os.getpid()}"
    fd = os.open(str(tmp), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"url": url, "pid": os.getpid(), "vault": str(Path(vault).expanduser().resolve())}, fh)
    os.replace(tmp, path)
    return path


def remove_discovery(home: Path) -> None:
    """Withdraw the announcement, if it is still this process's (a newer gateway may own it)."""
    path = home / DISCOVERY_FILE
    try:
        if json.loads(path.read_text(encoding="utf-8")).get("pid") == os.getpid():
            path.unlink()
    except (OSError, ValueError):
        pass


def _alive(pid: object) -> bool:
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _token(home: Path, env_token: str | None) -> str | None:
    if env_token and env_token.strip():
        return env_token.strip()
    try:
        return (home / TOKEN_FILE).read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes


@dataclass(frozen=True)
class Gateway:
    url: str
    token: str
    timeout: float = 30.0

    def call_tool(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """One MCP session over one connection: initialize, ``tools/call``, end the session."""
        parts = urlsplit(self.url)
        conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=self.timeout)
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json, text/event-stream",
                   "Content-Type": "application/json"}
        try:
            init = _post(conn, headers, _rpc(1, "initialize", {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                                                              "clientInfo": {"name": "hippo-cli", "version": "0.1.0"}}))
            version = (_message(init).get("result") or {}).get("protocolVersion", PROTOCOL_VERSION)
            headers |= {"Mcp-Session-Id": init.headers.get("mcp-session-id", ""), "MCP-Protocol-Version": version}
            _post(conn, headers, {"jsonrpc": "2.0", "method": "notifications/initialized"})
            reply = _post(conn, headers, _rpc(2, "tools/call", {"name": name, "arguments": arguments}))
            _request(conn, "DELETE", headers, None)  # end the session: a gateway keeps none per CLI call
        except (OSError, http.client.HTTPException) as exc:
            raise GatewayUnavailable(f"{type(exc).__name__}: {exc}") from exc
        finally:
            conn.close()
        return _tool_result(_message(reply))


def _request(conn: http.client.HTTPConnection, method: str, headers: dict[str, str], payload: dict[str, Any] | None) -> Reply:
    body = None if payload is None else json.dumps(payload).encode("utf-8")
    conn.request(method, "/mcp", body=body, headers=headers)
    response = conn.getresponse()
    return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())


def _post(conn: http.client.HTTPConnection, headers: dict[str, str], payload: dict[str, Any]) -> Reply:
    reply = _request(conn, "POST", headers, payload)
    if reply.status in (401, 403):
        raise GatewayUnavailable(f"the gateway refused the token (HTTP {reply.status})")
    if reply.status >= 400:
        raise GatewayUnavailable(f"HTTP {reply.status}")
    return reply


def _rpc(id_: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id_, "method": method, "params": params}


def _message(reply: Reply) -> dict[str, Any]:
    """The JSON-RPC message of a reply sent as JSON or as server-sent events."""
    text = reply.body.decode("utf-8", errors="replace")
    if "text/event-stream" in reply.headers.get("content-type", ""):
        for line in text.splitlines():
            if line.startswith("data:") and line[5:].strip():
                data = json.loads(line[5:])
                if "id" in data:
                    return data
        raise GatewayUnavailable("no JSON-RPC reply in the event stream")
    return json.loads(text) if text.strip() else {}


def _tool_result(message: dict[str, Any]) -> dict[str, Any]:
    if "error" in message:
        raise GatewayUnavailable(f"JSON-RPC error: {message['error'].get('message')}")
    result = message.get("result") or {}
    if result.get("isError"):
        text = " ".join(c.get("text", "") for c in result.get("content", []) if isinstance(c, dict))
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        raise GatewayToolError("; ".join(lines[:3]) or "the gateway reported an error")  # one line, as every CLI error
    structured = result.get("structuredContent")
    if isinstance(structured, dict):
        return structured.get("result", structured) if set(structured) == {"result"} else structured
    return json.loads(result["content"][0]["text"])


def find_gateway(home: Path, vault: Path, env_token: str | None) -> tuple[Gateway | None, str | None]:
    """``(gateway, None)`` when one for this home and vault is announced and alive; else
    ``(None, why)`` — ``why`` is ``None`` when there simply is none (nothing to report)."""
    path = Path(home).expanduser() / DISCOVERY_FILE
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None, None
    except (OSError, ValueError) as exc:
        return None, f"unreadable {path}: {exc}"
    if not _alive(info.get("pid")):
        return None, f"the gateway announced in {path} is not running (pid {info.get('pid')})"
    if info.get("vault") != str(Path(vault).expanduser().resolve()):
        return None, None  # a gateway for another vault: not ours to use
    token = _token(Path(home).expanduser(), env_token)
    if not token or not isinstance(info.get("url"), str):
        return None, "a gateway is running but no token is available (HIPPO_MCP_TOKEN or the token file)"
    return Gateway(info["url"], token), None
