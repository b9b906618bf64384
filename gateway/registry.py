"""Every gateway tool, registered in one place.

The tools are top-level functions in the ``tools_*`` modules; each takes the shared
:class:`~gateway.state.GatewayState` as its last parameter through a FastMCP dependency
(``state: GatewayState = Depends(current_state)``), which the input schema never shows.
:data:`TOOLS` lists them with their MCP annotations; :func:`register` adds them to a server.

The schemas a model reads are compacted (ADR 0018 "lean surface"): the ``anyOf [X, null]`` and
``default: null`` of every optional parameter become plain ``X`` (leave it out instead of
sending null); regex patterns go (descriptions say them in words); size and range
limits, empty and numeric defaults, titles and ``additionalProperties: true`` (the default) go
too.
Validation is unchanged: it runs on the functions' own types, so a value the shown schema
would let through is still refused with a one-line error that names the limit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fastmcp import FastMCP
from fastmcp.tools import FunctionTool
from mcp.types import Tool as MCPTool

from gateway import (
    tools_admin,
    tools_agent_memory,
    tools_explore,
    tools_memory,
    tools_search,
)
from gateway.errors import audit_rejections, translate
from gateway.state import STATE_ATTR

JSONSchema = dict[str, Any]

# MCP annotation defaults are readOnly=false, destructive=true, idempotent=false, openWorld=true:
# each tool says only what differs (a read-only tool is never destructive).
# idempotentHint means something only when readOnlyHint is false (MCP spec), so READ omits it.
READ = {"readOnlyHint": True, "openWorldHint": False}
WRITE = {"destructiveHint": False, "openWorldHint": False}
WRITE_IDEMPOTENT = WRITE | {"idempotentHint": True}


@dataclass(frozen=True)
class ToolSpec:
    fn: Callable[..., Any]
    hints: dict[str, bool]
    audit: bool = False  # a refused call leaves a write_rejected audit event


TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(tools_search.hippo_search, WRITE_IDEMPOTENT),  # writes only the gap ledger
    ToolSpec(tools_search.hippo_evidence_bundle, WRITE),
    ToolSpec(tools_search.hippo_probe, WRITE_IDEMPOTENT),
    ToolSpec(tools_search.hippo_route, {"readOnlyHint": True}),
    ToolSpec(tools_search.hippo_suggest, READ),
    ToolSpec(tools_explore.hippo_read, READ),
    ToolSpec(tools_explore.hippo_traverse, READ),
    ToolSpec(tools_explore.hippo_map, READ),
    ToolSpec(tools_admin.hippo_status, READ),
    ToolSpec(tools_admin.hippo_validate, READ),
    ToolSpec(tools_admin.hippo_audit, READ),
    ToolSpec(tools_admin.hippo_reindex, WRITE_IDEMPOTENT),
    ToolSpec(tools_admin.hippo_feedback, WRITE, audit=True),
    ToolSpec(tools_memory.hippo_resume, READ),
    ToolSpec(tools_memory.hippo_sync, READ),
    ToolSpec(tools_memory.hippo_checkpoint, WRITE_IDEMPOTENT, audit=True),
    ToolSpec(tools_memory.hippo_capture_session, WRITE, audit=True),
    ToolSpec(tools_memory.hippo_worklog, WRITE, audit=True),
    ToolSpec(tools_memory.hippo_handoff, WRITE, audit=True),
    ToolSpec(tools_agent_memory.hippo_memory_store, WRITE),
    ToolSpec(tools_agent_memory.hippo_memory_recall, READ),
    ToolSpec(tools_agent_memory.hippo_lesson_record, WRITE_IDEMPOTENT),
    ToolSpec(tools_agent_memory.hippo_lessons, WRITE_IDEMPOTENT),  # logs exposures when given a task_id
)


def register(mcp: FastMCP, state: Any, tools: tuple[ToolSpec, ...] = TOOLS) -> None:
    """Add ``tools`` to ``mcp``, served over ``state`` (anything with the attributes the tools read)."""
    setattr(mcp, STATE_ATTR, state)
    reject = audit_rejections(state)
    for spec in tools:
        tool = LeanTool.from_function(translate(spec.fn, on_reject=reject if spec.audit else None), annotations=spec.hints)  # type: ignore[arg-type]
        tool.parameters = compact(tool.parameters)
        tool.parameters.pop("additionalProperties", None)  # unknown arguments are refused by validation anyway
        if tool.output_schema is not None:
            tool.output_schema = compact(tool.output_schema, output=True)
        mcp.add_tool(tool)


class LeanTool(FunctionTool):
    """A tool listed without the derived title ("Hippo Search" repeats the name) and without
    FastMCP's empty ``_meta`` tags."""

    def to_mcp_tool(self, **overrides: Any) -> MCPTool:
        return super().to_mcp_tool(**({"title": None, "_meta": None} | overrides))


#: Keywords whose value maps names to schemas (a property may well be called "title").
_NAMED = ("properties", "$defs", "patternProperties")


#: Size limits the server enforces with a one-line error; the model does not need them to call right.
_LIMITS = ("minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum")


def compact(schema: JSONSchema, *, output: bool = False) -> JSONSchema:
    """The schema without what a model does not need to call the tool right (see the module doc).
    ``output``: a result schema, where a null branch stays (as ``"type": [t, "null"]``) because
    clients validate results against it."""
    out = _node(schema, output)
    assert isinstance(out, dict)
    return out


def _node(value: Any, output: bool) -> Any:
    if isinstance(value, list):
        return [_node(v, output) for v in value]
    if not isinstance(value, dict):
        return value
    node = _optional(dict(value), output)
    node.pop("pattern", None)  # the server's refusal names the pattern; the description says it in words
    if "enum" in node and node.get("type") == "string":
        node.pop("type")  # an enum of strings says its type
    out: JSONSchema = {}
    for key, sub in node.items():
        if key == "title" or key in _LIMITS or (key == "additionalProperties" and sub is True):
            continue  # additionalProperties defaults to true
        if key == "default" and not output and (sub in (False, [], None) or (isinstance(sub, int | float) and not isinstance(sub, bool))):
            continue  # "leave it out" is the default; a count or budget default is not needed to call right
        if key in _NAMED and isinstance(sub, dict):
            out[key] = {name: _node(s, output) for name, s in sub.items()}
        else:
            out[key] = _node(sub, output)
    if output and out.get("items") == {"type": "object"}:
        out.pop("items")  # a list of objects: the description says what they hold
    return out


def _optional(node: JSONSchema, output: bool) -> JSONSchema:
    """``anyOf [X, null]`` as X (a parameter: leave it out) or X with a nullable type (a result)."""
    options = node.get("anyOf")
    if not (isinstance(options, list) and len(options) == 2 and {"type": "null"} in options):
        return node
    other = next(o for o in options if o != {"type": "null"})
    if output and not isinstance(other.get("type"), str):
        return node  # a nullable object or array reference: keep the exact anyOf
    node.pop("anyOf")
    merged = {**other, **node}
    if output:
        merged["type"] = [other["type"], "null"]
    elif merged.get("default", 0) is None:
        merged.pop("default")
    return merged
