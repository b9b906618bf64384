"""Running gateways for the same ``HIPPO_HOME``, found and called by the one-shot CLI.

Every long-running HTTP gateway (``hippo serve``, and the one ``hippo up`` starts) announces
itself once its store is open with **one file per instance**,
``$HIPPO_HOME/gateways/<instance>.json`` — its URL, pid, host, the vault and home it serves, what
started it and when — and removes its own file when it stops; two gateways on one home never
share or delete each other's file. ``hippo search``/``bundle``/``read``, the prompt hook and
``hippo status`` pick a gateway with :func:`find_gateway`: newest first, a file whose process is
gone is removed (stale), one for another vault or home is skipped, and a candidate is used only
when its ``/health`` answers with the same instance id (so a port now held by another process is
never trusted). They then call its tool over MCP streamable HTTP with the bearer token the CLI
already has (``HIPPO_MCP_TOKEN`` or ``$HIPPO_HOME/mcp_token``), instead of loading the store,
LanceDB and the embedder in a process that answers one query (ADR 0023 has the timings). A
``gateway.json`` left by an older version is read the same way. Only the standard library is
used here (``httpx`` alone costs ~0.2 s of imports, most of a one-shot call).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from hippocampus.errors import UsageError
from hippocampus.locks import pid_alive

DISCOVERY_DIR = "gateways"
LEGACY_FILE = "gateway.json"
TOKEN_FILE = "mcp_token"
PROTOCOL_VERSION = "2025-06-18"
HEALTH_TIMEOUT_S = 2.0


class GatewayUnavailable(Exception):
    """The announced gateway did not answer (the caller falls back to a local search, and says so)."""


class GatewayToolError(UsageError):
    """The gateway answered with a tool error (bad input): shown as the command's error."""


def write_discovery(home: Path, url: str, vault: Path, instance: str, kind: str = "serve") -> Path:
    """Announce this gateway instance (its own file, written atomically, mode 0600)."""
    folder = Path(home) / DISCOVERY_DIR
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{instance}.json"
    tmp = folder / f".{instance}.{os.getpid()}.tmp"
    info = {"url": url, "pid": os.getpid(), "host": socket.gethostname(), "instance": instance, "kind": kind,
            "vault": str(Path(vault).expanduser().resolve()), "home": str(Path(home).expanduser().resolve()),
            "started": time.time()}
    fd = os.open(str(tmp), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(info, fh)
    os.replace(tmp, path)
    return path


def remove_discovery(home: Path, instance: str) -> None:
    """Withdraw this instance's announcement (never another instance's)."""
    with contextlib.suppress(OSError):
        (Path(home) / DISCOVERY_DIR / f"{instance}.json").unlink()




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


@dataclass(frozen=True)
class Announced:
    """One announcement file and what it says."""

    path: Path
    info: dict[str, Any]

    @property
    def url(self) -> str | None:
        url = self.info.get("url")
        return url if isinstance(url, str) else None

    def describe(self) -> str:
        kind = {"up": "hippo up", "serve": "hippo serve"}.get(str(self.info.get("kind")), "a gateway")
        return f"{self.url} ({kind}, pid {self.info.get('pid')})"


def announced(home: Path) -> list[Announced]:
    """Every announcement under ``home``, newest first (the legacy ``gateway.json`` last)."""
    home = Path(home).expanduser()
    files = sorted((home / DISCOVERY_DIR).glob("*.json")) if (home / DISCOVERY_DIR).is_dir() else []
    out: list[Announced] = []
    for path in [*files, home / LEGACY_FILE]:
        try:
            info = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(info, dict):
            out.append(Announced(path, info))
    return sorted(out, key=lambda a: -float(a.info.get("started") or 0))


def health(url: str, timeout: float = HEALTH_TIMEOUT_S) -> dict[str, Any] | None:
    """``GET /health`` of a gateway (no token needed), or None when it does not answer."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=timeout)
    try:
        conn.request("GET", "/health", headers={"Host": parts.netloc})
        response = conn.getresponse()
        body = response.read()
        if response.status != 200:
            return None
        data = json.loads(body)
        return data if isinstance(data, dict) else None
    except (OSError, http.client.HTTPException, ValueError):
        return None
    finally:
        conn.close()


def live_gateway(home: Path, vault: Path) -> tuple[Announced | None, list[str]]:
    """The newest announced gateway that serves this home and vault and answers ``/health`` as
    the instance it announced, and what was found wrong with the others (stale files of dead
    processes are removed on the way)."""
    notes: list[str] = []
    vault_path = str(Path(vault).expanduser().resolve())
    home_path = str(Path(home).expanduser().resolve())
    here = socket.gethostname()
    for item in announced(home):
        info = item.info
        if info.get("host", here) == here and not pid_alive(info.get("pid")):
            # Trigger: the announcing process is gone (killed, crashed). Why: its file would send
            # every call to a dead URL. Outcome: the file is removed and the next candidate tried.
            with contextlib.suppress(OSError):
                item.path.unlink()
            notes.append(f"the gateway announced in {item.path} is not running (pid {info.get('pid')}); its file was removed")
            continue
        started = info.get("started")
        since = float(started) if isinstance(started, int | float) and not isinstance(started, bool) else None
        if info.get("host", here) == here and not pid_alive(info.get("pid"), since) and item.url and health(item.url) is None:
            # Trigger: the pid is alive but its process started after the announcement, and the
            # URL does not answer. Why: the gateway died and its pid was reused (after a reboot
            # boot-time pids repeat); the file would stay forever. Outcome: removed, as above.
            with contextlib.suppress(OSError):
                item.path.unlink()
            notes.append(f"the gateway announced in {item.path} is not running (pid {info.get('pid')} is now another "
                         "process); its file was removed")
            continue
        if info.get("vault") != vault_path or info.get("home", home_path) != home_path or item.url is None:
            continue  # a gateway for another vault: not ours to use
        answer = health(item.url)
        if answer is None:
            notes.append(f"the gateway at {item.url} (pid {info.get('pid')}) does not answer /health")
            continue
        if info.get("instance") and answer.get("instance") != info.get("instance"):
            notes.append(f"{item.url} is now another process than the one that announced it; {item.path} was removed")
            with contextlib.suppress(OSError):
                item.path.unlink()
            continue
        return item, notes
    return None, notes


def find_gateway(home: Path, vault: Path, env_token: str | None) -> tuple[Gateway | None, str | None]:
    """``(gateway, None)`` when one for this home and vault is announced and alive; else
    ``(None, why)`` — ``why`` is ``None`` when there simply is none (nothing to report)."""
    found, notes = live_gateway(home, vault)
    if found is None or found.url is None:
        return None, "; ".join(notes) or None
    token = _token(Path(home).expanduser(), env_token)
    if not token:
        return None, "a gateway is running but no token is available (HIPPO_MCP_TOKEN or the token file)"
    return Gateway(found.url, token), None
