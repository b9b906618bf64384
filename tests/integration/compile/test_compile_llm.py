"""The real ChatOpenAI client against the scripted loopback server: usage, budget, retries,
auth failures, timeouts, malformed structured output, ping and the gateway rerank."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from hippocampus.compile import llm as llm_mod
from hippocampus.compile.llm import (
    BudgetExhausted,
    LLMAuthError,
    LLMBadOutput,
    LLMNotConfigured,
    LLMUnavailable,
    from_settings,
    ping,
)
from hippocampus.config import get_settings
from tests.support.llm_server import as_json, error, hang, malformed, text, tool_call


class Verdict(BaseModel):
    """A judge verdict."""

    decision: Literal["accept", "revise", "reject"]
    reasons: list[str]


def test_text_counts_usage_and_sends_key(llm_server):
    llm_server.add(text("hello", usage=(30, 12)))
    llm = from_settings(get_settings())
    reply = llm.text("ping", "Say hello.", "hi")
    assert reply.content == "hello"
    assert llm.usage.total == 42 and llm.usage.calls == 1 and llm.usage.by_purpose == {"ping": 42}
    req = llm_server.requests[0]
    assert req["purpose"] == "ping" and req["auth"] == "Bearer test-key"
    assert req["payload"]["model"] == "test-model"


def test_structured_json_schema(llm_server):
    llm_server.on("judge", as_json({"decision": "revise", "reasons": ["cite more"]}))
    verdict = from_settings(get_settings()).structured("judge", Verdict, "Judge.", "draft")
    assert verdict == Verdict(decision="revise", reasons=["cite more"])
    fmt = llm_server.requests[0]["payload"]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["name"] == "Verdict"


def test_structured_function_calling(llm_server, monkeypatch):
    monkeypatch.setenv("HIPPO_LLM_STRUCTURED", "function_calling")
    get_settings.cache_clear()
    llm_server.on("judge", tool_call("Verdict", {"decision": "reject", "reasons": ["off topic"]}))
    verdict = from_settings(get_settings()).structured("judge", Verdict, "Judge.", "draft")
    assert verdict.decision == "reject"
    assert llm_server.requests[0]["payload"]["tool_choice"]["function"]["name"] == "Verdict"


def test_malformed_json_is_retried_once_then_accepted(llm_server):
    llm_server.on("judge", malformed(), as_json({"decision": "accept", "reasons": []}))
    llm = from_settings(get_settings())
    assert llm.structured("judge", Verdict, "Judge.", "draft").decision == "accept"
    assert len(llm_server.requests) == 2
    # the retry shows the model its own broken answer and the parse error
    retry_messages = llm_server.requests[1]["payload"]["messages"]
    assert "not valid JSON" in retry_messages[-1]["content"]
    assert llm.usage.calls == 2  # the broken answer's tokens are counted too


def test_malformed_json_twice_fails_readably(llm_server):
    llm_server.on("judge", malformed(), as_json({"decision": "maybe", "reasons": []}))
    with pytest.raises(LLMBadOutput, match="not valid Verdict JSON after a retry: decision"):
        from_settings(get_settings()).structured("judge", Verdict, "Judge.", "draft")


def test_401_is_not_retried(llm_server):
    llm_server.add(error(401, "invalid api key"), text("never reached"))
    with pytest.raises(LLMAuthError, match=r"refused the credentials \(401\).*invalid api key.*not retried"):
        from_settings(get_settings()).text("ping", "x", "y")
    assert len(llm_server.requests) == 1


def test_403_is_an_auth_failure(llm_server):
    llm_server.add(error(403, "model not allowed for this key"))
    with pytest.raises(LLMAuthError, match="403"):
        from_settings(get_settings()).text("ping", "x", "y")


def test_429_is_retried_with_backoff_then_succeeds(llm_server):
    llm_server.add(error(429), error(429), text("ok"))
    assert from_settings(get_settings()).text("ping", "x", "y").content == "ok"
    assert len(llm_server.requests) == 3


def test_429_retries_exhausted_is_readable(llm_server):
    llm_server.add(error(429, "slow down"), error(429, "slow down"), error(429, "slow down"), text("late"))
    with pytest.raises(LLMUnavailable, match=r"rate limited \(429\).*after 2 retries: slow down"):
        from_settings(get_settings()).text("ping", "x", "y")
    assert len(llm_server.requests) == 3


def test_5xx_is_retried(llm_server):
    llm_server.add(error(503, "loading model"), text("ok"))
    assert from_settings(get_settings()).text("ping", "x", "y").content == "ok"


def test_timeout_is_retried_then_fails(llm_server, monkeypatch):
    monkeypatch.setenv("HIPPO_LLM_TIMEOUT_S", "0.3")
    monkeypatch.setenv("HIPPO_LLM_MAX_RETRIES", "1")
    get_settings.cache_clear()
    llm_server.add(hang(1.5), hang(1.5))
    with pytest.raises(LLMUnavailable, match=r"timed out \(0.3s\).*after 1 retry"):
        from_settings(get_settings()).text("ping", "x", "y")
    assert len(llm_server.requests) == 2


def test_budget_stops_before_the_next_request(llm_server, monkeypatch):
    monkeypatch.setenv("HIPPO_LLM_BUDGET_TOKENS", "250")
    get_settings.cache_clear()
    llm_server.add(text("a", usage=(100, 50)), text("b", usage=(100, 50)), text("c"))
    llm = from_settings(get_settings())
    llm.text("ping", "x", "1")
    llm.text("ping", "x", "2")  # 150 < 250: allowed, overshoots to 300
    with pytest.raises(BudgetExhausted, match="300 of 250 tokens"):
        llm.text("ping", "x", "3")
    assert len(llm_server.requests) == 2 and llm.remaining() == 0


def test_not_configured(no_llm):
    with pytest.raises(LLMNotConfigured, match="skipped: no LLM configured"):
        from_settings(get_settings())
    assert not ping(get_settings()).ok


def test_ping_checks_the_pin(llm_server):
    llm_server.add(text("OK"))
    result = ping(get_settings())
    assert result.ok and result.reported_model == "test-model"
    llm_server.add(llm_mod_reply_as("other-model"))
    result = ping(get_settings())
    assert not result.ok and "pin mismatch" in result.detail
    llm_server.add(error(401))
    assert "credentials" in ping(get_settings()).detail


def llm_mod_reply_as(model):
    reply = text("OK")
    reply.model = model
    return reply


def test_pin_matching_is_lenient_about_tags_and_paths():
    assert llm_mod.pin_matches("qwen3:8b", "qwen3:8b")
    assert llm_mod.pin_matches("llama3", "llama3:latest")
    assert llm_mod.pin_matches("qwen2.5-7b-instruct", "/models/qwen2.5-7b-instruct.gguf")
    assert not llm_mod.pin_matches("qwen3:8b", "llama3:8b")


CANDIDATES = [
    {"path": "20-wiki/a.md", "anchor": "20-wiki/a.md#A", "title": "DuckDB FTS", "snippet": "full text search"},
    {"path": "20-wiki/b.md", "anchor": "20-wiki/b.md#B", "title": "LanceDB", "snippet": "vector store"},
    {"path": "20-wiki/c.md", "anchor": "20-wiki/c.md#C", "title": "Kiwi", "snippet": "Korean tokenizer"},
]


def _route(query):
    from hippocampus.assist.route import candidates_from_hits, make_chat, route

    chat, why = make_chat(get_settings())
    return route(query, candidates_from_hits(CANDIDATES), chat, unavailable=why)


def test_route_rerank_goes_through_the_compiler_client(llm_server):
    llm_server.add(text('{"needs_context": true, "ranking": [{"id": 3, "fit": 0.9}, {"id": 1, "fit": 0.4}], "effort": "high"}'))
    res = _route("한국어 형태소")
    assert res["status"] == "ok" and [c["search_rank"] for c in res["candidates"]] == [3, 1, 2]
    assert res["execution_policy"] is None and res["needs_context"] is True
    request = llm_server.requests[0]
    assert request["purpose"] == "route" and request["auth"] == "Bearer test-key"


def test_route_degrades_readably_without_retrying(llm_server):
    llm_server.add(error(429, "slow down"), text("never reached"))
    res = _route("q")
    assert res["status"] == "degraded" and "rate limited (429)" in res["reason"]
    assert [c["search_rank"] for c in res["candidates"]] == [1, 2, 3] and len(llm_server.requests) == 1


def test_route_without_llm_is_degraded(no_llm):
    res = _route("q")
    assert res["status"] == "degraded" and "no LLM configured" in res["reason"]


AWS_KEY = "AKIA" + "QWERTYUIOP123456"
PEM = "-----BEGIN " + "RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAzq9Rf\n-----END RSA PRIVATE KEY-----"


def sent_text(request) -> str:
    import json

    return json.dumps(request["payload"]["messages"], ensure_ascii=False)


def test_keys_in_prompts_never_reach_the_provider(llm_server):
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    llm_server.add(text("ok"), text("ok"), text("ok"))
    llm = from_settings(get_settings())
    # the compile path: system + user prompt built from a note
    llm.text("draft", "Summarise.", f"inbox note:\nthe key is {AWS_KEY}\n\n{PEM}\n\nrotate it monthly")
    # the agent path (research/curate): a tool result and content parts, through the chat model
    agent_history = [
        HumanMessage(content=[{"type": "text", "text": f"[hippo:research] look at {AWS_KEY}"}]),
        AIMessage(content="", tool_calls=[{"name": "read_note", "args": {"path": "a.md"}, "id": "c1"}]),
        ToolMessage(content=f"note text: postgres://app:hunter2secret@db.internal/x and {AWS_KEY}", tool_call_id="c1"),
    ]
    llm.chat_model().invoke(agent_history)
    # streamed
    list(llm.chat_model().stream([HumanMessage(content=f"[hippo:research] {AWS_KEY}")]))
    assert len(llm_server.requests) == 3
    for request in llm_server.requests:
        sent = sent_text(request)
        assert AWS_KEY not in sent and "MIIEowIBAAKCAQEAzq9Rf" not in sent and "hunter2secret" not in sent
        assert "[redacted: an AWS access key id (AKIA…/ASIA…)]" in sent
    first = sent_text(llm_server.requests[0])
    assert "[redacted: a private key block]" in first and "rotate it monthly" in first  # the rest is kept
    assert "postgres://app:[redacted: a credential in a URL" in sent_text(llm_server.requests[1])


def test_keys_written_in_forms_found_late_never_reach_the_provider(llm_server):
    """secrets20: a key partly escaped (JSON `\\u0041…`, a Markdown `\\_`), a PGP block's body after its
    blank line and a key in gzip+base64 went to the provider as written."""
    import base64
    import gzip

    token = "ghp_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7c"
    note = ('config: {"key": "\\u0041' + AWS_KEY[1:] + '"}\n'
            "token: ghp\\_" + token[4:] + "\n\n"
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQOYBF4mAbcdEFGHijklMNOPqrstUVWXyz0123\n"
            "-----END PGP PRIVATE KEY BLOCK-----\n\n"
            "blob " + base64.b64encode(gzip.compress(token.encode())).decode() + "\nrotate it monthly")
    llm_server.add(text("ok"))
    from_settings(get_settings()).text("draft", "Summarise.", note)
    sent = sent_text(llm_server.requests[0])
    for part in (AWS_KEY[4:], token[4:16], "lQOYBF4m", base64.b64encode(gzip.compress(token.encode())).decode()[:16]):
        assert part not in sent, part
    assert "rotate it monthly" in sent

def test_prompt_redaction_can_be_turned_off(llm_server, monkeypatch):
    monkeypatch.setenv("HIPPO_REDACT_KEYS", "false")
    get_settings.cache_clear()
    llm_server.add(text("ok"))
    from_settings(get_settings()).text("draft", "Summarise.", f"the key is {AWS_KEY}")
    assert AWS_KEY in sent_text(llm_server.requests[0])
