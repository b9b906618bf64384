"""DeepAgents plumbing shared by research and curate: read-only vault tools and the agent run.

The agents get the gateway's read-only trio — ``hippo_search``, ``hippo_read``,
``hippo_traverse`` — over the same library the compiler uses, plus an optional pluggable web
search (``HIPPO_RESEARCH_WEB_SEARCH=module:function``, none by default). DeepAgents' own file
tools work on an in-memory scratch space (``StateBackend``), never on the vault: no agent has
a tool that writes the vault. Every anchor and URL a tool returned is recorded in
:class:`Seen`, so the final text's citations can be checked against what was really seen.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool

from hippocampus.compile.library import VaultLibrary
from hippocampus.compile.llm import LLMBadOutput, LLMError, purpose_tag

WebSearch = Callable[[str], list[dict[str, Any]]]
MAX_TOOL_CHARS = 6000


@dataclass
class Seen:
    anchors: set[str] = field(default_factory=set)
    urls: set[str] = field(default_factory=set)
    paths: set[str] = field(default_factory=set)
    calls: list[str] = field(default_factory=list)


def _dump(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= MAX_TOOL_CHARS else text[:MAX_TOOL_CHARS] + " …(truncated)"


def load_web_search(spec: str | None) -> WebSearch | None:
    """``module:function`` -> a callable ``(query) -> [{title, url, snippet}]``; ``None`` when unset."""
    if not spec:
        return None
    module, _, name = spec.partition(":")
    if not module or not name:
        raise LLMError(f"HIPPO_RESEARCH_WEB_SEARCH must look like 'package.module:function', got {spec!r}")
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as exc:
        raise LLMError(f"cannot load the web search tool {spec!r}: {exc}") from exc


def vault_tools(lib: VaultLibrary, seen: Seen, web_search: WebSearch | None = None) -> list[BaseTool]:
    def hippo_search(query: str, k: int = 8, path_prefix: str | None = None) -> str:
        """Search the knowledge vault (read-only). Returns hits with `anchor` (path#heading, citable),
        title and snippet. `path_prefix` narrows the scope, e.g. `20-wiki` (canonical wiki) or
        `10-sources` (raw sources)."""
        seen.calls.append(f"hippo_search({query!r})")
        hits = lib.search(query, k=max(1, min(int(k), 20)), path_prefix=path_prefix)
        for hit in hits:
            seen.anchors.add(hit.anchor)
            seen.paths.add(hit.path)
        return _dump({"hits": [h.to_dict() for h in hits], "degraded": lib.degraded})

    def hippo_read(path: str, section: str | None = None) -> str:
        """Read one vault note (read-only): frontmatter, outline (citable anchors) and text, or
        only the section named by `section` (a heading) for an exact quote."""
        seen.calls.append(f"hippo_read({path!r}, {section!r})")
        note = lib.read(path, section)
        if note is None:
            return _dump({"error": f"no note {path!r}"})
        seen.paths.add(note["path"])
        seen.anchors.update(note["outline"])
        return _dump(note)

    def hippo_traverse(path: str, depth: int = 1) -> str:
        """Follow [[wikilinks]] from a note (read-only): linked and linking notes up to `depth` hops."""
        seen.calls.append(f"hippo_traverse({path!r})")
        result = lib.traverse(path, max(1, min(int(depth), 3)))
        seen.paths.update(link["path"] for link in result["links"])
        return _dump(result)

    tools: list[BaseTool] = [
        StructuredTool.from_function(hippo_search),
        StructuredTool.from_function(hippo_read),
        StructuredTool.from_function(hippo_traverse),
    ]
    if web_search is not None:

        def web_search_tool(query: str) -> str:
            """Search the web. Returns results with title, url and snippet; cite the url."""
            seen.calls.append(f"web_search({query!r})")
            try:
                results = list(web_search(query))[:8]
            except Exception as exc:  # noqa: BLE001 - the agent sees the failure and can go on without the web
                return _dump({"error": f"web search failed: {type(exc).__name__}: {exc}"})
            seen.urls.update(str(r.get("url")) for r in results if r.get("url"))
            return _dump({"results": results})

        tools.append(StructuredTool.from_function(web_search_tool, name="web_search"))
    return tools


def run_agent(llm: Any, tools: list[BaseTool], system: str, user: str, *, purpose: str, steps: int) -> str:
    """Run a DeepAgents agent to its final answer; provider failures become readable LLM errors."""
    from deepagents import create_deep_agent
    from langgraph.errors import GraphRecursionError

    agent = create_deep_agent(model=llm.chat_model(), tools=tools, system_prompt=f"{purpose_tag(purpose)} {system}")
    try:
        with llm.translating():
            result = agent.invoke(
                {"messages": [{"role": "user", "content": user}]},
                config={"recursion_limit": steps, "tags": [f"hippo:{purpose}"]},
            )
    except GraphRecursionError as exc:
        raise LLMBadOutput(f"the {purpose} agent did not finish within {steps} steps (HIPPO_RESEARCH_MAX_STEPS)") from exc
    final = result["messages"][-1]
    content = final.content
    if isinstance(content, list):
        content = "".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content)
    text = str(content or "").strip()
    if not text:
        raise LLMBadOutput(f"the {purpose} agent finished without an answer")
    return text
