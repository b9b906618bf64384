"""The LLM client: ``langchain-openai`` ``ChatOpenAI`` against any OpenAI-compatible endpoint.

One :class:`ChatLLM` is made per run. It owns the run's token budget (counted from the usage
every response reports), the retry policy and the translation of provider failures into a
small closed set of readable errors:

* 401/403                         -> :class:`LLMAuthError` (no retry: a bad key stays bad)
* 429, timeouts, 5xx, no connection -> retried by the OpenAI SDK with exponential backoff
  (``Retry-After`` honoured, ``HIPPO_LLM_MAX_RETRIES``), then :class:`LLMUnavailable`
* structured output that is not valid JSON for the schema -> asked once more with the parse
  error, then :class:`LLMBadOutput`
* the budget is spent              -> :class:`BudgetExhausted`, raised *before* the next request

Every prompt starts with a ``[hippo:<purpose>]`` tag so logs, budgets and test servers can
tell the calls apart. Nothing here reads the vault, but what callers send comes from it (inbox
notes, sources, pages, the research agent's tool results): every outgoing message has its
key-shaped strings replaced with ``[redacted: <kind>]`` first (``HIPPO_REDACT_KEYS``, the same
catalogue as lint and the gateway), so a key pasted into a note never reaches the provider and
cannot be copied into a draft.
"""

from __future__ import annotations

import functools
import json
import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeVar, runtime_checkable

import openai
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, ValidationError

from hippocampus.config import Settings
from hippocampus.errors import HippoError
from hippocampus.vault.faults import crashpoint
from vault_schema.secrets import redact_value

log = logging.getLogger("hippocampus.llm")

M = TypeVar("M", bound=BaseModel)

SKIPPED_NO_LLM = "skipped: no LLM configured"
STRUCTURED_METHODS = ("json_schema", "function_calling", "json_mode")
#: Sent when the endpoint needs no key (Ollama, llama.cpp); the SDK refuses an empty key.
NO_KEY = "not-needed"


class LLMError(HippoError):
    """A readable LLM failure. ``state`` is what a flow run reports."""

    state = "failed: LLM error"


class LLMNotConfigured(LLMError):
    state = SKIPPED_NO_LLM


class LLMAuthError(LLMError):
    state = "failed: LLM authentication"


class LLMUnavailable(LLMError):
    state = "failed: LLM unavailable"


class LLMBadOutput(LLMError):
    state = "failed: LLM output unreadable"


class BudgetExhausted(LLMError):
    state = "stopped: token budget exhausted"


def purpose_tag(purpose: str) -> str:
    return f"[hippo:{purpose}]"


@dataclass
class Usage:
    """Tokens counted from the responses of one run."""

    prompt: int = 0
    completion: int = 0
    calls: int = 0
    by_purpose: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return self.prompt + self.completion


class TokenMeter(BaseCallbackHandler):
    """Counts usage from every response and refuses to start a request once the budget is
    spent. Attached to the chat model itself, so agent loops (DeepAgents) are metered too.

    ``raise_error`` makes LangChain propagate the refusal instead of logging it.
    """

    raise_error = True

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.usage = Usage()
        self._lock = threading.Lock()

    def remaining(self) -> int | None:
        return None if not self.budget else max(self.budget - self.usage.total, 0)

    def check(self) -> None:
        if self.budget and self.usage.total >= self.budget:
            raise BudgetExhausted(
                f"token budget exhausted: {self.usage.total:,} of {self.budget:,} tokens used this run "
                f"({self.usage.calls} calls); stopped before the next LLM request"
            )

    def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
        self.check()

    def on_llm_start(self, serialized: Any, prompts: Any, **kwargs: Any) -> None:
        self.check()

    def on_llm_end(self, response: Any, **kwargs: Any) -> None:
        prompt = completion = 0
        for generations in response.generations:
            for gen in generations:
                usage = getattr(getattr(gen, "message", None), "usage_metadata", None) or {}
                prompt += int(usage.get("input_tokens", 0) or 0)
                completion += int(usage.get("output_tokens", 0) or 0)
        if not prompt and not completion and response.llm_output:
            usage = response.llm_output.get("token_usage") or {}
            prompt = int(usage.get("prompt_tokens", 0) or 0)
            completion = int(usage.get("completion_tokens", 0) or 0)
        purpose = _purpose_from_tags(kwargs.get("tags"))
        with self._lock:
            self.usage.prompt += prompt
            self.usage.completion += completion
            self.usage.calls += 1
            self.usage.by_purpose[purpose] = self.usage.by_purpose.get(purpose, 0) + prompt + completion


def _purpose_from_tags(tags: Any) -> str:
    for tag in tags or ():
        if isinstance(tag, str) and tag.startswith("hippo:"):
            return tag.removeprefix("hippo:")
    return "agent"


@runtime_checkable
class LLM(Protocol):
    """What the compile graph, the agents and the gateway rerank need from a model."""

    model: str

    @property
    def usage(self) -> Usage: ...

    def remaining(self) -> int | None: ...

    def text(self, purpose: str, system: str, user: str, *, max_tokens: int | None = None) -> AIMessage: ...

    def structured(self, purpose: str, schema: type[M], system: str, user: str) -> M: ...

    def chat_model(self) -> BaseChatModel: ...


def is_configured(settings: Settings) -> bool:
    return bool(settings.llm_base_url and settings.llm_model)


class ChatLLM:
    """The real client. Build with :func:`from_settings`; one instance per run (one budget)."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        budget_tokens: int = 0,
        timeout_s: float = 120.0,
        max_retries: int = 3,
        structured_method: str = "json_schema",
        temperature: float | None = 0.2,
        redact: bool = True,
    ) -> None:
        from langchain_openai import ChatOpenAI  # heavy import, only when an LLM is configured

        if structured_method not in STRUCTURED_METHODS:
            raise LLMError(f"HIPPO_LLM_STRUCTURED must be one of {', '.join(STRUCTURED_METHODS)}, got {structured_method!r}")
        self.model = model
        self.base_url = base_url
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.structured_method = structured_method
        self.meter = TokenMeter(budget_tokens)
        kwargs: dict[str, Any] = {}
        if temperature is not None:
            kwargs["temperature"] = temperature
        self._chat = (_redacting_chat_class() if redact else ChatOpenAI)(
            model=model,
            base_url=base_url,
            api_key=api_key or NO_KEY,
            timeout=timeout_s,
            max_retries=max_retries,
            callbacks=[self.meter],
            use_responses_api=False,
            stream_usage=True,
            **kwargs,
        )

    # ------------------------------------------------------------------ protocol
    @property
    def usage(self) -> Usage:
        return self.meter.usage

    def remaining(self) -> int | None:
        return self.meter.remaining()

    def chat_model(self) -> BaseChatModel:
        """The metered ``ChatOpenAI`` for agent frameworks (DeepAgents). Budget refusals raise
        :class:`BudgetExhausted` from inside the agent loop; wrap the agent call in
        :meth:`translating` to get the readable errors."""
        return self._chat

    def text(self, purpose: str, system: str, user: str, *, max_tokens: int | None = None) -> AIMessage:
        messages = _messages(purpose, system, user)
        model = self._chat.bind(max_tokens=max_tokens) if max_tokens else self._chat
        with self.translating():
            result = model.invoke(messages, config={"tags": [f"hippo:{purpose}"]})
        return result

    def structured(self, purpose: str, schema: type[M], system: str, user: str) -> M:
        """A validated ``schema`` instance. Malformed output is retried once with the parse
        error shown to the model, then :class:`LLMBadOutput`."""
        runnable = self._chat.with_structured_output(_json_schema(schema), method=self.structured_method, include_raw=True)
        messages = _messages(purpose, system, user)
        problem = ""
        for attempt in (1, 2):
            with self.translating():
                result = runnable.invoke(messages, config={"tags": [f"hippo:{purpose}"]})
            raw: AIMessage = result["raw"]
            try:
                return _parse(schema, raw)
            except (ValueError, ValidationError) as exc:
                problem = _short(exc)
                if attempt == 1:
                    messages = [
                        *messages,
                        raw if not raw.tool_calls else AIMessage(content=_raw_text(raw)),
                        HumanMessage(
                            content=f"{purpose_tag(purpose)} Your last answer was not valid JSON for the schema "
                            f"({problem}). Answer again with only the JSON object."
                        ),
                    ]
        raise LLMBadOutput(f"the model's {purpose} answer is not valid {schema.__name__} JSON after a retry: {problem}")

    # ------------------------------------------------------------------ errors
    def translating(self) -> _Translate:
        return _Translate(self)


class _Translate:
    """Context manager turning provider exceptions into the readable LLM errors."""

    def __init__(self, llm: ChatLLM) -> None:
        self.llm = llm

    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type: Any, exc: BaseException | None, tb: Any) -> Literal[False]:
        if exc is None or isinstance(exc, LLMError):
            return False
        translated = translate_error(exc, self.llm)
        if translated is None:
            return False
        raise translated from exc


def translate_error(exc: BaseException, llm: ChatLLM) -> LLMError | None:
    where = f"{llm.base_url} (model {llm.model})"
    retries = f"after {llm.max_retries} retr{'y' if llm.max_retries == 1 else 'ies'}"
    if isinstance(exc, (openai.AuthenticationError, openai.PermissionDeniedError)):
        return LLMAuthError(
            f"LLM endpoint refused the credentials ({exc.status_code}) at {where}: {_api_message(exc)}; "
            "check HIPPO_LLM_API_KEY (not retried)"
        )
    if isinstance(exc, openai.RateLimitError):
        return LLMUnavailable(f"LLM rate limited (429) at {where} {retries}: {_api_message(exc)}")
    if isinstance(exc, openai.APITimeoutError):
        return LLMUnavailable(f"LLM request timed out ({llm.timeout_s:g}s) at {where} {retries}")
    if isinstance(exc, openai.APIConnectionError):
        return LLMUnavailable(f"cannot reach the LLM endpoint {where} {retries}: {exc}")
    if isinstance(exc, openai.NotFoundError):
        return LLMError(f"LLM endpoint does not know model {llm.model!r} (404) at {llm.base_url}: {_api_message(exc)}")
    if isinstance(exc, openai.APIStatusError):
        if exc.status_code >= 500:
            return LLMUnavailable(f"LLM server error ({exc.status_code}) at {where} {retries}: {_api_message(exc)}")
        return LLMError(f"LLM request rejected ({exc.status_code}) at {where}: {_api_message(exc)}")
    if isinstance(exc, openai.APIError):  # e.g. a response that is not an OpenAI-shaped JSON body
        return LLMError(f"unreadable answer from the LLM endpoint {where}: {type(exc).__name__}: {str(exc)[:200]}")
    if isinstance(exc, (json.JSONDecodeError, TypeError)):
        # Trigger: a 200 reply whose body is not JSON (an HTML error page, a proxy) or JSON
        # without `choices`. Why: the SDK surfaces it raw (JSONDecodeError, TypeError).
        # Outcome: one readable line; not retried (the same endpoint answers the same way).
        return LLMError(f"unreadable answer from the LLM endpoint {where}: not an OpenAI-shaped JSON reply "
                        f"({type(exc).__name__}: {str(exc)[:160]})")
    return None


def _api_message(exc: openai.APIError) -> str:
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])[:300]
    return str(getattr(exc, "message", exc))[:300]


def redact_messages(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """``messages`` with key-shaped strings in their text (a string, or a list of content parts)
    replaced; copies only where anything changed."""
    out: list[BaseMessage] = []
    found: list[str] = []
    for message in messages:
        before = len(found)
        content = redact_value(message.content, found)
        out.append(message.model_copy(update={"content": content}) if len(found) > before else message)
    if found:
        log.info("redacted %d key-shaped string(s) from a prompt before sending it", len(found))
    return out


@functools.lru_cache(maxsize=1)
def _redacting_chat_class() -> type:
    """``ChatOpenAI`` whose every request (plain, structured, streamed, async, agent tool loops)
    goes through :func:`redact_messages` first. Made on first use: the import is heavy."""
    from langchain_openai import ChatOpenAI

    class RedactingChatOpenAI(ChatOpenAI):
        def _generate(self, messages, *args, **kwargs):
            crashpoint("llm.call")
            return super()._generate(redact_messages(messages), *args, **kwargs)

        async def _agenerate(self, messages, *args, **kwargs):
            crashpoint("llm.call")
            return await super()._agenerate(redact_messages(messages), *args, **kwargs)

        def _stream(self, messages, *args, **kwargs):
            crashpoint("llm.call")
            return super()._stream(redact_messages(messages), *args, **kwargs)

        def _astream(self, messages, *args, **kwargs):
            crashpoint("llm.call")
            return super()._astream(redact_messages(messages), *args, **kwargs)

    return RedactingChatOpenAI


def _messages(purpose: str, system: str, user: str) -> list[BaseMessage]:
    return [SystemMessage(content=f"{purpose_tag(purpose)} {system.strip()}"), HumanMessage(content=user)]


def _json_schema(schema: type[BaseModel]) -> dict[str, Any]:
    data = schema.model_json_schema()
    data["title"] = schema.__name__
    data.setdefault("description", (schema.__doc__ or schema.__name__).strip().split("\n")[0])
    return data


def _raw_text(raw: AIMessage) -> str:
    if raw.tool_calls:
        return json.dumps(raw.tool_calls[0].get("args", {}), ensure_ascii=False)
    if raw.invalid_tool_calls:
        return str(raw.invalid_tool_calls[0].get("args") or "")
    content = raw.content
    if isinstance(content, list):
        content = "".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content)
    return str(content or "")


def _strip_fence(text: str) -> str:
    text = text.strip()
    if text.startswith("```"):
        text = text.split("\n", 1)[1] if "\n" in text else ""
        text = text.rsplit("```", 1)[0]
    return text.strip()


def _parse(schema: type[M], raw: AIMessage) -> M:
    """Strict parse: truncated JSON is an error (LangChain's partial-JSON parser would accept it)."""
    if raw.tool_calls:
        return schema.model_validate(raw.tool_calls[0].get("args") or {})
    if raw.invalid_tool_calls:
        raise ValueError(f"invalid tool-call arguments: {raw.invalid_tool_calls[0].get('error') or 'unparseable'}")
    text = _strip_fence(_raw_text(raw))
    if not text:
        raise ValueError("empty answer")
    return schema.model_validate_json(text)


def _short(exc: BaseException) -> str:
    if isinstance(exc, ValidationError):
        errors = exc.errors()
        if not errors:
            return str(exc)[:300]
        loc = ".".join(str(p) for p in errors[0]["loc"]) or "answer"
        return f"{loc}: {errors[0]['msg']}"[:300]
    return str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__


def from_settings(settings: Settings, *, budget_tokens: int | None = None) -> ChatLLM:
    """The configured client, or :class:`LLMNotConfigured` (flows turn it into a skipped run)."""
    if not is_configured(settings):
        raise LLMNotConfigured(f"{SKIPPED_NO_LLM} (set HIPPO_LLM_BASE_URL and HIPPO_LLM_MODEL)")
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    return ChatLLM(
        settings.llm_base_url or "",
        settings.llm_model or "",
        key,
        budget_tokens=settings.llm_budget_tokens if budget_tokens is None else budget_tokens,
        timeout_s=settings.llm_timeout_s,
        max_retries=settings.llm_max_retries,
        structured_method=settings.llm_structured,
        temperature=settings.llm_temperature,
        redact=settings.redact_keys,
    )


def chat_function(settings: Settings, *, timeout_s: float = 20.0, max_retries: int = 0, purpose: str = "route") -> Callable[[str, str], str]:
    """A plain ``(system, user) -> text`` call over this client, for callers with their own
    prompt and parsing (the gateway's ``hippo_route`` relevance rerank). Short timeout and no
    retries by default: routing must answer fast or degrade. Raises :class:`LLMError`
    (readable) on any failure, :class:`LLMNotConfigured` when no LLM is set."""
    if not is_configured(settings):
        raise LLMNotConfigured(f"{SKIPPED_NO_LLM} (set HIPPO_LLM_BASE_URL and HIPPO_LLM_MODEL)")
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    llm = ChatLLM(settings.llm_base_url or "", settings.llm_model or "", key, timeout_s=timeout_s, max_retries=max_retries,
                  structured_method=settings.llm_structured, temperature=0.0, redact=settings.redact_keys)

    def chat(system: str, user: str) -> str:
        return _raw_text(llm.text(purpose, system, user))

    return chat


@dataclass(frozen=True)
class PingResult:
    """Preflight: does the pinned model answer?"""

    ok: bool
    model: str
    reported_model: str | None
    latency_ms: int
    detail: str


def pin_matches(pin: str, reported: str | None) -> bool:
    """Lenient model-pin comparison: servers report ``name:latest`` or a file path for the pin."""
    if not reported:
        return True  # nothing reported, nothing contradicts the pin

    def norm(name: str) -> str:
        name = name.strip().casefold().removesuffix(":latest")
        return name.rsplit("/", 1)[-1].removesuffix(".gguf")

    return norm(pin) == norm(reported)


def ping(settings: Settings) -> PingResult:
    """One tiny request to the pinned model. Never raises: failures are a readable result."""
    model = settings.llm_model or ""
    if not is_configured(settings):
        return PingResult(False, model, None, 0, SKIPPED_NO_LLM)
    started = time.monotonic()
    try:
        llm = from_settings(settings, budget_tokens=0)
        reply = llm.text("ping", "Reply with the single word OK.", "ping", max_tokens=8)
    except Exception as exc:  # noqa: BLE001 - preflight reports every failure, never raises
        detail = str(exc) if isinstance(exc, LLMError) else f"unreadable answer: {type(exc).__name__}: {str(exc)[:200]}"
        return PingResult(False, model, None, int((time.monotonic() - started) * 1000), detail)
    latency = int((time.monotonic() - started) * 1000)
    reported = reply.response_metadata.get("model_name") or reply.response_metadata.get("model")
    if not pin_matches(model, reported):
        return PingResult(False, model, reported, latency, f"model pin mismatch: pinned {model!r}, endpoint answered as {reported!r}")
    return PingResult(True, model, reported, latency, f"{model} answered in {latency} ms")
