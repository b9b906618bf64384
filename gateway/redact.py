"""Key-shaped strings never leave the gateway: every tool result passes through
:class:`RedactKeys`, which replaces API keys, tokens, private keys and URL passwords with
``[redacted: <what it looks like>]`` (the catalogue is :mod:`vault_schema.secrets`).

Why here: a note may hold a key the user pasted long ago (``hippo validate`` reports it as a
``secret`` finding, but until it is moved the note is still searchable), and whatever a tool
returns goes to a coding agent and from there to its model provider. One middleware covers every
tool (search snippets, bundles, ``hippo_read``, memory, checkpoints) without each tool having
to remember. The vault file is untouched; the CLI, which the user runs for themselves, shows the
text as it is. ``HIPPO_REDACT_KEYS=false`` turns it off.

A redacted result carries ``meta["hippocampus/redacted"]``: how many strings were replaced.
"""

from __future__ import annotations

import json
import logging

from fastmcp.server.middleware import Middleware
from mcp.types import TextContent

from vault_schema.secrets import candidate_patterns, hidden_keys, redact_value

log = logging.getLogger("hippocampus.gateway")

META_KEY = "hippocampus/redacted"


def redact_text_block(text: str, found: list[str], patterns: list | None = None) -> str:
    """A text content block: JSON (what FastMCP makes of a structured result) is redacted value by
    value, so that no replacement can break an escape sequence; other text as it is."""
    try:
        parsed = json.loads(text)
    except ValueError:
        return redact_value(text, found, patterns)
    before = len(found)
    redacted = redact_value(parsed, found, patterns)
    return text if len(found) == before else json.dumps(redacted, ensure_ascii=False)


def _strings(structured: object, texts: list[str]) -> list[str]:
    """Every string a result holds (mapping keys too): of its structured content, else of its text
    blocks (parsed when they are JSON)."""
    out: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(k)
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    if structured is not None:
        walk(structured)
        return out
    for text in texts:
        try:
            walk(json.loads(text))
        except ValueError:
            out.append(text)
    return out


class RedactKeys(Middleware):
    async def on_call_tool(self, context, call_next):
        result = await call_next(context)
        # One pass of substring tests over everything the result holds decides which key
        # patterns can occur at all; most results have none and go out untouched.
        # The text blocks of a tool that returns a dict are the JSON of its structured content,
        # so they are enough; the structured content is encoded only when there is no text.
        texts = [block.text for block in result.content if isinstance(block, TextContent)]
        if not texts and result.structured_content is not None:
            texts.append(json.dumps(result.structured_content, ensure_ascii=False, default=str))
        joined = "\n".join(texts)
        patterns = candidate_patterns(joined)
        # a key present only encoded (wrapped base64, spaced hex, split over lines, \u escapes) has no
        # plain hint: the decoders look too, on the strings themselves (a presence test; each string is
        # redacted as itself below). Not on the JSON text: JSON doubles every backslash, so a `\u0041`
        # or `\x41` escape in a note would no longer read as one there.
        if not patterns and not hidden_keys("\n".join(_strings(result.structured_content, texts))):
            return result
        found: list[str] = []  # in the structured result
        in_text: list[str] = []  # in the content blocks (the same values again, as JSON text)
        structured = redact_value(result.structured_content, found, patterns)
        content = [
            block.model_copy(update={"text": redact_text_block(block.text, in_text, patterns)}) if isinstance(block, TextContent) else block
            for block in result.content
        ]
        if not (found or in_text):
            return result
        count = len(found) if result.structured_content is not None else len(in_text)
        log.info("redacted %d key-shaped string(s) from %s", count, getattr(context.message, "name", "?"))
        meta = {**(result.meta or {}), META_KEY: count}
        return result.model_copy(update={"structured_content": structured, "content": content, "meta": meta})
