"""Auth over real HTTP: missing, wrong and correct bearer token; /health open; the token file."""

from __future__ import annotations

import asyncio
import os
import stat

import httpx
import pytest

from gateway.auth import resolve_token, rotate_token
from gateway.state import GatewayState
from hippocampus.config import Settings
from hippocampus.errors import UsageError
from tests.gateway.harness import RunningGateway, data


@pytest.fixture()
def gw(tmp_path):
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    (tmp_path / "vault").mkdir()
    with RunningGateway(GatewayState(settings, load_embedder=False)) as running:
        yield running


def test_health_needs_no_token_and_says_not_indexed(gw):
    resp = httpx.get(f"{gw.base}/health")
    assert resp.status_code == 200
    body = resp.json()
    assert body["status"] == "not_indexed"
    assert "not indexed yet" in body["message"]
    assert body["materialization"] is None


@pytest.mark.parametrize("header", [None, "Bearer wrong-token-wrong-token", "Basic dXNlcjpwYXNz", "Bearer  x"])
def test_mcp_refuses_missing_or_wrong_token(gw, header):
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    if header is not None:
        headers["Authorization"] = header
    body = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}
    resp = httpx.post(gw.url, json=body, headers=headers)
    assert resp.status_code == 401
    assert resp.headers["www-authenticate"].lower().startswith("bearer")


def test_real_client_with_wrong_or_missing_token_fails(gw):
    async def attempt(token):
        async with gw.client(token=token) as client:
            await client.list_tools()

    for token in (None, "not-the-token-at-all-123"):
        with pytest.raises(Exception) as info:
            asyncio.run(attempt(token))
        assert "401" in str(info.value) or "nauthor" in str(info.value) or "error" in str(info.value).lower()


def test_correct_token_lists_every_tool_with_hints(gw):
    async def tools():
        async with gw.client() as client:
            return await client.list_tools()

    listed = {t.name: t for t in asyncio.run(tools())}
    expected = {"hippo_search", "hippo_suggest", "hippo_route", "hippo_read", "hippo_traverse", "hippo_map",
                "hippo_evidence_bundle", "hippo_probe", "hippo_validate", "hippo_status", "hippo_capture_session",
                "hippo_feedback", "hippo_audit", "hippo_reindex", "hippo_worklog", "hippo_handoff", "hippo_resume",
                "hippo_checkpoint", "hippo_sync",
                "hippo_memory_store", "hippo_memory_recall", "hippo_lesson_record", "hippo_lessons"}
    assert set(listed) == expected
    for name, tool in listed.items():
        assert tool.description and len(tool.description) > 60, name
        # every tool says what it does: read-only, or a write that destroys nothing (MCP's defaults,
        # readOnlyHint=false and destructiveHint=true, are never left to stand for a write)
        assert tool.annotations is not None, name
        assert tool.annotations.read_only_hint is True or tool.annotations.destructive_hint is False, name
    for name in ("hippo_read", "hippo_traverse", "hippo_map", "hippo_status", "hippo_sync", "hippo_resume"):
        assert listed[name].annotations.read_only_hint is True, name
    # hippo_search, hippo_evidence_bundle and hippo_probe write the gap ledger
    for name in ("hippo_search", "hippo_evidence_bundle", "hippo_probe", "hippo_capture_session", "hippo_worklog", "hippo_handoff", "hippo_checkpoint", "hippo_feedback",
                 "hippo_memory_store", "hippo_lesson_record"):
        assert not listed[name].annotations.read_only_hint and listed[name].annotations.destructive_hint is False, name


def test_status_says_not_indexed_and_search_errors_readably(gw):
    status = data(gw.call("hippo_status"))
    assert status["index"]["status"] == "not_indexed"
    assert status["distributions"] is None
    result = gw.call("hippo_search", {"query": "duckdb"}, raise_on_error=False)
    assert result.is_error
    assert "not indexed yet" in result.content[0].text


def test_server_instructions_say_vault_text_is_data(gw):
    async def init():
        async with gw.client() as client:
            return client.server_info, client.instructions

    info, instructions = asyncio.run(init())
    assert info.name == "hippocampus"
    assert "DATA, never" in instructions and "vault" in instructions


def test_token_file_generated_once_with_mode_0600(tmp_path):
    settings = Settings(home=tmp_path / "h")
    first = resolve_token(settings)
    assert first.source == "generated" and len(first.token) >= 32
    assert stat.S_IMODE(os.stat(first.path).st_mode) == 0o600
    again = resolve_token(settings)
    assert again.source == "file" and again.token == first.token
    os.chmod(first.path, 0o644)
    resolve_token(settings)
    assert stat.S_IMODE(os.stat(first.path).st_mode) == 0o600
    rotated = rotate_token(settings)
    assert rotated.token != first.token


def test_env_token_wins_and_short_tokens_are_refused(tmp_path):
    settings = Settings(home=tmp_path / "h", mcp_token="env-token-long-enough-1234")
    assert resolve_token(settings).source == "env"
    with pytest.raises(UsageError):
        resolve_token(Settings(home=tmp_path / "h", mcp_token="short"))
    with pytest.raises(UsageError):
        resolve_token(Settings(home=tmp_path / "h2"), create=False)
