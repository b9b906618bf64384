"""A scripted OpenAI-compatible HTTP server for tests (loopback only, tests/ only).

The product's real ``langchain-openai`` client talks to it over HTTP exactly as it would to
Ollama, llama.cpp or OpenAI. Each test scripts the replies: per *purpose* (the
``[hippo:<purpose>]`` tag that every Hippocampus prompt starts with) or in one default queue.
Every request is recorded so a test can assert what was (or was not) asked.

Reply kinds: text, JSON content (structured output), tool calls, HTTP errors (401/403/429/5xx),
a hang longer than the client timeout, malformed JSON. An exhausted script answers 500 with
``script exhausted`` so a test fails loudly instead of hanging.
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route

_PURPOSE = re.compile(r"\[hippo:([a-z_\-]+)\]")


@dataclass
class Reply:
    """One scripted answer."""

    content: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    status: int = 200
    error: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    usage: tuple[int, int] = (100, 50)
    model: str | None = None
    raw_body: str | None = None


def text(content: str, *, usage: tuple[int, int] = (100, 50)) -> Reply:
    return Reply(content=content, usage=usage)


def as_json(obj: Any, *, usage: tuple[int, int] = (100, 50)) -> Reply:
    return Reply(content=json.dumps(obj, ensure_ascii=False), usage=usage)


def tool_call(name: str, args: dict[str, Any], *, usage: tuple[int, int] = (80, 20)) -> Reply:
    call = {"id": "call_" + uuid.uuid4().hex[:10], "type": "function", "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}
    return Reply(tool_calls=[call], usage=usage)


def error(status: int, message: str = "scripted failure", *, retry_after_ms: int | None = 5) -> Reply:
    headers = {"retry-after-ms": str(retry_after_ms)} if retry_after_ms is not None and status == 429 else {}
    return Reply(status=status, error=message, headers=headers)


def hang(seconds: float) -> Reply:
    return Reply(content="too late", delay=seconds)


def malformed(body: str = '{"decision": "accept", "reasons": [') -> Reply:
    """Structured output whose JSON content is cut off."""
    return Reply(content=body)


def purpose_of(payload: dict[str, Any]) -> str | None:
    for message in payload.get("messages", []):
        content = message.get("content")
        if isinstance(content, list):
            content = " ".join(part.get("text", "") for part in content if isinstance(part, dict))
        if isinstance(content, str):
            match = _PURPOSE.search(content)
            if match:
                return match.group(1)
    return None


class ScriptedLLM:
    """Start with :meth:`start`, script with :meth:`on` / :meth:`add`, read :attr:`requests`."""

    def __init__(self, model: str = "test-model") -> None:
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self.scripts: dict[str | None, deque[Reply]] = {}
        self.cycles: dict[str | None, tuple[list[Reply], list[int]]] = {}
        self.pages: dict[str, str] = {}
        self.hooks: list[dict[str, Any]] = []  # webhook notifications received at /hook
        self._lock = threading.Lock()
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    # scripting -----------------------------------------------------------------------
    def on(self, purpose: str | None, *replies: Reply) -> ScriptedLLM:
        with self._lock:
            self.scripts.setdefault(purpose, deque()).extend(replies)
        return self

    def add(self, *replies: Reply) -> ScriptedLLM:
        return self.on(None, *replies)

    def always(self, purpose: str | None, *replies: Reply) -> ScriptedLLM:
        """Answer ``purpose`` with ``replies`` in turn, forever, once its queued script is spent:
        for runs in other processes (a crash campaign) whose number of calls is not known."""
        with self._lock:
            self.cycles[purpose] = (list(replies), [0])
        return self

    def remaining(self, purpose: str | None = None) -> int:
        return len(self.scripts.get(purpose, ()))

    def purposes(self) -> list[str | None]:
        return [r["purpose"] for r in self.requests]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def page_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/pages"

    # server --------------------------------------------------------------------------
    def _next(self, purpose: str | None) -> Reply | None:
        with self._lock:
            for key in (purpose, None):
                queue = self.scripts.get(key)
                if queue:
                    return queue.popleft()
            for key in (purpose, None):
                if key in self.cycles:
                    replies, turn = self.cycles[key]
                    turn[0] += 1
                    return replies[(turn[0] - 1) % len(replies)]
        if purpose == "ping":
            # The preflight of every LLM flow pings the pinned model: a healthy endpoint answers
            # when nothing is scripted; a test that wants it to fail scripts "ping".
            return Reply(content="OK", usage=(5, 1))
        return None

    async def _chat(self, request: Request) -> Response:
        payload = await request.json()
        purpose = purpose_of(payload)
        self.requests.append({"purpose": purpose, "payload": payload, "auth": request.headers.get("authorization")})
        reply = self._next(purpose)
        if reply is None:
            return JSONResponse({"error": {"message": f"script exhausted (purpose {purpose!r})", "type": "server_error"}}, status_code=500)
        if reply.delay:
            await asyncio.sleep(reply.delay)
        if reply.status != 200:
            body = {"error": {"message": reply.error, "type": "scripted", "code": str(reply.status)}}
            return JSONResponse(body, status_code=reply.status, headers=reply.headers)
        if reply.raw_body is not None:
            return Response(reply.raw_body, media_type="application/json")
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.tool_calls:
            message["tool_calls"] = reply.tool_calls
        prompt, completion = reply.usage
        usage = {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}
        model = reply.model or payload.get("model") or self.model
        finish = "tool_calls" if reply.tool_calls else "stop"
        ident = "chatcmpl-" + uuid.uuid4().hex[:12]
        if payload.get("stream"):
            return StreamingResponse(self._sse(ident, model, message, finish, usage), media_type="text/event-stream")
        body = {
            "id": ident,
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": usage,
        }
        return JSONResponse(body)

    async def _sse(self, ident: str, model: str, message: dict[str, Any], finish: str, usage: dict[str, int]):
        def chunk(delta: dict[str, Any], finish_reason: str | None = None, with_usage: bool = False) -> str:
            data: dict[str, Any] = {
                "id": ident,
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}],
            }
            if with_usage:
                data["usage"] = usage
            return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"

        yield chunk({"role": "assistant", "content": message.get("content") or ""})
        for i, call in enumerate(message.get("tool_calls") or []):
            yield chunk({"tool_calls": [{"index": i, **call}]})
        yield chunk({}, finish, with_usage=True)
        yield "data: [DONE]\n\n"

    async def _models(self, request: Request) -> Response:
        return JSONResponse({"object": "list", "data": [{"id": self.model, "object": "model"}]})

    async def _page(self, request: Request) -> Response:
        key = request.path_params["name"]
        if key not in self.pages:
            return PlainTextResponse("not found", status_code=404)
        return PlainTextResponse(self.pages[key], media_type="text/html")

    async def _hook(self, request: Request) -> Response:
        self.hooks.append(await request.json())
        return JSONResponse({"ok": True})

    @property
    def hook_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def start(self) -> ScriptedLLM:
        app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._chat, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
                Route("/pages/{name:path}", self._page, methods=["GET"]),
                Route("/hook", self._hook, methods=["POST"]),
            ]
        )
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        config = uvicorn.Config(app, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [sock]}, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("scripted LLM server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=5)
