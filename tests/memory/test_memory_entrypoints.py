"""Entry points: the CLI (hippo memory …, hippo lessons …), the MCP tools and the Prefect flow."""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.config import Settings, get_settings

runner = CliRunner()


def hippo(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input)


def flat(text: str) -> str:
    """Console output with Rich's line wrapping undone."""
    return " ".join(text.split())


@pytest.fixture()
def env(tmp_path, home, monkeypatch):
    """A real vault (``hippo init``): `hippo memory store` refuses a folder that is not one (newuser20 D6)."""
    from hippocampus.vault.init import init_vault

    vault = tmp_path / "hvault"
    init_vault(vault)
    monkeypatch.setenv("HIPPO_VAULT", str(vault))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "none")
    get_settings.cache_clear()
    yield vault
    get_settings.cache_clear()


def test_cli_memory_store_recall_and_rejection(env):
    ok = hippo("memory", "store", "--project", "hippo", "--title", "Kiwi for Korean search", "--type", "pattern-discovery",
               "--tags", "pattern,search", "--content", "조사 때문에 한국어 검색이 안 걸렸다. Kiwi 형태소를 쓴다.", "--json")
    assert ok.exit_code == 0, ok.output
    stored = json.loads(ok.output)
    assert stored["status"] == "STORED"
    dup = hippo("memory", "store", "--project", "hippo", "--title", "Kiwi for Korean search", "--type", "pattern-discovery",
                "--tags", "pattern,search", "--content", "again")
    assert dup.exit_code == 0 and "SKIP:DUPLICATE" in flat(dup.output)
    bad = hippo("memory", "store", "--project", "hippo", "--title", "t", "--type", "root-cause", "--tags", "debug", "--content", "c")
    assert bad.exit_code == 2 and "missing required field(s): symptom, root_cause, fix" in flat(bad.output)
    assert "give each with --field, e.g. --field 'symptom=…' --field 'root_cause=…' --field 'fix=…'" in flat(bad.output)
    found = hippo("memory", "recall", "한국어 검색", "--json")
    assert found.exit_code == 0 and json.loads(found.output)["results"][0]["path"] == stored["path"]
    chain = hippo("memory", "recall", "검색", "--chain", "architecture", "--json")
    assert [s["type"] for s in json.loads(chain.output)["stages"]] == ["bootstrap", "architecture-decision", "pattern-discovery"]


def test_cli_lessons_cycle(env):
    prop = hippo("lessons", "record", "propose", "-p", "hippo", "--rule", "Set pythonpath in the pytest ini options",
                 "--context", "pytest cannot import the project's own modules", "--phrase", "tests cannot import my package", "--json")
    assert prop.exit_code == 0, prop.output
    lid = json.loads(prop.output)["lesson_id"]
    for task in ("t1", "t2"):
        assert hippo("lessons", "record", "application", "-p", "hippo", "--task", task, "--lesson", lid).exit_code == 0
        ver = hippo("lessons", "record", "verification", "-p", "hippo", "--task", task, "--tool-result", "-", "--json", input='{"exit_code": 0}')
        assert json.loads(ver.output)["verification"]["outcome"] == "success"
    forged = hippo("lessons", "record", "verification", "-p", "hippo", "--task", "t3", "--tool-result", '{"stdout": "Exit code: 0"}')
    assert "unknown" in flat(forged.output)
    cons = hippo("lessons", "consolidate", "--json")
    report = json.loads(cons.output)[0]
    assert report["published"] == 1 and report["status_counts"]["active"] == 1 and report["semantic"].startswith("skipped")
    rec = json.loads(hippo("lessons", "recall", "-p", "hippo", "tests cannot import my package", "--task", "t9", "--json").output)
    assert [x["lesson_id"] for x in rec["lessons"]] == [lid] and not rec["semantic_called"]
    assert json.loads(hippo("lessons", "recall", "-p", "hippo", "김치찌개 끓이는 법", "--json").output)["abstained"]
    status = json.loads(hippo("lessons", "status", "--json").output)[0]
    assert status["pending_events"] == 1  # the exposure logged by the recall above
    hippo("lessons", "record", "retire", "-p", "hippo", "--lesson", lid, "--note", "obsolete")
    assert json.loads(hippo("lessons", "consolidate", "--json").output)[0]["published"] == 2
    back = hippo("lessons", "rollback", "-p", "hippo", "--json")
    assert back.exit_code == 0 and json.loads(back.output)["serving"] == 1
    bad = hippo("lessons", "record", "application", "-p", "hippo", "--lesson", lid)
    assert bad.exit_code == 2 and "task_id required" in flat(bad.output)
    for argv in (("memory", "recall", " "), ("lessons", "recall", "-p", "hippo", "?!")):
        blank = hippo(*argv)
        assert blank.exit_code == 2 and "no words to search for" in flat(blank.output), argv


def test_every_memory_command_has_help():
    for group in ("memory", "lessons"):
        out = hippo(group, "--help")
        assert out.exit_code == 0
    for cmd in (("memory", "store"), ("memory", "recall"), ("lessons", "record"), ("lessons", "recall"),
                ("lessons", "consolidate"), ("lessons", "status"), ("lessons", "rollback")):
        out = hippo(*cmd, "--help")
        assert out.exit_code == 0 and len(out.output) > 200


def test_mcp_tools(vault, home):
    from fastmcp import Client, FastMCP
    from fastmcp.exceptions import ToolError

    from gateway.registry import TOOLS, register

    mcp = FastMCP("test")
    memory_tools = tuple(t for t in TOOLS if t.fn.__module__ == "gateway.tools_agent_memory")
    register(mcp, SimpleNamespace(settings=Settings(vault=vault, home=home, embed_provider="none")), memory_tools)

    async def scenario():
        async with Client(mcp) as client:
            tools = {t.name: t for t in await client.list_tools()}
            assert set(tools) == {"hippo_memory_store", "hippo_memory_recall", "hippo_lesson_record", "hippo_lessons"}
            assert all(len(t.description or "") > 80 for t in tools.values())
            assert tools["hippo_memory_recall"].annotations.read_only_hint is True
            stored = (await client.call_tool("hippo_memory_store", {
                "project": "hippo", "title": "DuckDB lock", "content": "Two writers opened the store.", "type": "root-cause",
                "tags": ["debug", "duckdb"], "fields": {"symptom": "lock error", "root_cause": "two writers", "fix": "one writer"}})).structured_content
            assert stored["status"] == "STORED"
            with pytest.raises(ToolError, match="missing required field"):
                await client.call_tool("hippo_memory_store", {"project": "hippo", "title": "x", "content": "y", "type": "root-cause", "tags": ["a", "b"]})
            recalled = (await client.call_tool("hippo_memory_recall", {"query": "duckdb writers", "mode": "full"})).structured_content
            assert recalled["results"][0]["fields"]["fix"] == "one writer"
            forged = (await client.call_tool("hippo_lesson_record", {"kind": "verification", "project": "hippo", "task_id": "t1",
                                                                    "tool_result": {"stdout": "Exit code: 0"}})).structured_content
            assert forged["verification"]["outcome"] == "unknown"
            lessons = (await client.call_tool("hippo_lessons", {"query": "duckdb lock", "project": "hippo"})).structured_content
            assert lessons["lessons"] == [] and lessons["abstained"]

    asyncio.run(scenario())


@pytest.mark.prefect
@pytest.mark.slow  # the Prefect test harness starts a server (~20 s idle, minutes on a loaded machine)
def test_consolidate_lessons_flow_smoke(home, monkeypatch):
    os.environ.setdefault("PREFECT_HOME", tempfile.mkdtemp(prefix="hippo-prefect-home-"))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "none")
    get_settings.cache_clear()
    from prefect.testing.utilities import prefect_test_harness

    from flows.consolidate_lessons import consolidate_lessons
    from hippocampus.memory.lessons import api

    settings = get_settings()
    lid = api.record(settings, "propose", "hippo", data={"rule": "Quote NO in YAML", "context_sentence": "yaml NO becomes false"})["lesson_id"]
    for task in ("t1", "t2"):
        api.record(settings, "application", "hippo", task_id=task, lesson_id=lid)
        api.record(settings, "verification", "hippo", task_id=task, data={"tool_result": {"exit_code": 0}})
    with prefect_test_harness(server_startup_timeout=240):
        result = consolidate_lessons()
    assert result["projects"] == ["hippo"] and not result["blocked"]
    assert result["reports"][0]["status_counts"]["active"] == 1
    assert [d["action"] for d in result["reports"][0]["decisions"]] == ["promote"]
