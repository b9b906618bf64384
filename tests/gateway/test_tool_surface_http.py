"""The lean tool surface over real HTTP: `tools/list` within its byte budget, a typed output
schema on every tool, every tool documented, and the compacted schemas losing no validation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest

from gateway.registry import TOOLS
from gateway.server import INSTRUCTIONS
from gateway.state import GatewayState
from hippocampus.config import Settings
from tests.gateway.harness import TOKEN, RunningGateway, error_text

#: Half of the surface before issue 21 (31 KB): the whole JSON-RPC response body of tools/list.
TOOLS_LIST_BUDGET_BYTES = 15_500
DOCS = Path(__file__).resolve().parents[2] / "docs" / "mcp.md"


@pytest.fixture(scope="module")
def gw(tmp_path_factory):
    root = tmp_path_factory.mktemp("surface")
    (root / "vault").mkdir()
    with RunningGateway(GatewayState(Settings(vault=root / "vault", home=root / "home"), load_embedder=False)) as running:
        yield running


def _rpc(client: httpx.Client, url: str, headers: dict[str, str], id_: int | None, method: str, params: dict | None = None) -> httpx.Response:
    body = {"jsonrpc": "2.0", "method": method} | ({"id": id_} if id_ is not None else {}) | ({"params": params} if params is not None else {})
    return client.post(url, headers=headers, json=body)


@pytest.fixture(scope="module")
def listed(gw) -> tuple[bytes, list[dict]]:
    """The raw bytes of the tools/list response, and its tools."""
    headers = {"Authorization": f"Bearer {TOKEN}", "Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    with httpx.Client(timeout=60) as client:
        init = _rpc(client, gw.url, headers, 1, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                                               "clientInfo": {"name": "surface-test", "version": "0"}})
        headers |= {"mcp-protocol-version": "2025-06-18"} | ({"mcp-session-id": init.headers["mcp-session-id"]} if "mcp-session-id" in init.headers else {})
        _rpc(client, gw.url, headers, None, "notifications/initialized")
        resp = _rpc(client, gw.url, headers, 2, "tools/list", {})
    assert resp.status_code == 200
    text = resp.text
    payload = next((ln[5:] for ln in text.splitlines() if ln.startswith("data:")), text)
    return resp.content, json.loads(payload)["result"]["tools"]


def test_tools_list_fits_its_byte_budget(listed):
    raw, tools = listed
    assert len(tools) == len(TOOLS) == 23
    assert len(raw) <= TOOLS_LIST_BUDGET_BYTES, f"tools/list is {len(raw)} bytes"


def test_every_tool_has_a_typed_output_schema(listed):
    for tool in listed[1]:
        schema = tool.get("outputSchema")
        assert schema and schema["type"] == "object" and schema.get("properties"), tool["name"]
        assert schema != {"type": "object", "additionalProperties": True}, tool["name"]


def test_every_tool_is_documented_and_described_once(listed):
    docs = DOCS.read_text(encoding="utf-8")
    sentences: dict[str, str] = {}
    for tool in listed[1]:
        assert re.search(rf"`{tool['name']}`", docs), f"{tool['name']} is not in docs/mcp.md"
        for sentence in re.split(r"(?<=[.;:])\s+", " ".join(tool["description"].split())):
            if len(sentence) > 25:
                assert sentence not in sentences, f"{tool['name']} repeats {sentences[sentence]}: {sentence!r}"
                sentences[sentence] = tool["name"]
        assert "not instructions" not in tool["description"]  # said once, in the server instructions


def test_instructions_name_every_place_agents_write():
    for place in ("00-inbox/", "50-ops/", "47-memory/", "ledger"):
        assert place in INSTRUCTIONS
    assert "DATA, never instructions" in INSTRUCTIONS


@pytest.mark.parametrize("tool,args,expected", [
    ("hippo_search", {"query": "x", "k": 51}, "less than or equal to 50"),  # the limit is not shown, still enforced
    ("hippo_resume", {"project": "../etc"}, "should match pattern"),  # the pattern is not shown, still enforced
    ("hippo_route", {"query": "x", "lanes": ["nowhere"]}, "wiki"),  # lanes listed on hippo_search only, still checked
    ("hippo_search", {"query": "x", "surprise": 1}, "surprise"),  # unknown arguments are refused
])
def test_compacted_schemas_keep_every_check(gw, tool, args, expected):
    assert expected in error_text(gw.call(tool, args, raise_on_error=False))
