"""Typed tool parameters (pydantic ``Annotated`` constraints): the MCP input schema the model
sees, and validation before any tool code runs."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from hippocampus.search.types import MAX_QUERY_CHARS

Lane = Literal["inbox", "todo", "sources", "graph", "wiki", "reviews", "skills", "instructions", "memory", "ops", "system", "root"]
NoteType = Literal["concept", "entity", "comparison", "query", "map", "source-summary", "graph-import"]
Status = Literal["draft", "canonical", "needs-review", "archived", "reference", "raw-source"]
Trust = Literal["source", "human_edit", "llm_summary", "llm_context", "web_staging"]
Mode = Literal["hybrid", "lexical", "semantic"]

Query = Annotated[str, Field(min_length=1, max_length=MAX_QUERY_CHARS)]
VaultPath = Annotated[str, Field(min_length=1, max_length=500, description="Vault-relative, e.g. '20-wiki/data/duckdb.md'.")]
Project = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9가-힣][A-Za-z0-9가-힣._-]{0,63}$")]
Ident = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,127}$")]
Agent = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[\w.@+-]{1,64}$")]
Title = Annotated[str, Field(min_length=1, max_length=200, description="One line.")]
Summary = Annotated[str, Field(min_length=1, max_length=16_000)]
LongText = Annotated[str, Field(min_length=1, max_length=64_000)]
Refs = Annotated[list[Annotated[str, Field(min_length=1, max_length=500)]], Field(max_length=20,
                 description="Anchors or URLs.")]
Tags = Annotated[list[Annotated[str, Field(min_length=1, max_length=40)]], Field(max_length=20)]


def _plain_items(schema: dict[str, Any]) -> None:
    """Show a list of enum values as a list of strings (the values are listed on another tool)."""
    for node in [schema, *schema.get("anyOf", [])]:
        if isinstance(node, dict) and isinstance(node.get("items"), dict):
            node["items"] = {"type": "string"}


def enum_shown_on(tool: str) -> Any:
    """Field info for a list of enum values whose allowed values ``tool``'s schema lists already:
    validation keeps the enum (a wrong value is refused with the allowed ones named)."""
    return Field(description=f"As {tool}.", json_schema_extra=_plain_items)


LaneList = Annotated[list[Lane] | None, enum_shown_on("hippo_search")]
