"""Obsidian Excalidraw drawings: what of them is text a person wrote (pure).

The Excalidraw plugin stores a drawing as a Markdown note (``*.excalidraw.md``, frontmatter
``excalidraw-plugin: parsed``): a warning banner, a ``Text Elements`` section holding the text
typed into the drawing (each line ending in a block id, ``Label ^Xc9a1b2f``), optional
``Element Links`` and ``Embedded Files`` sections, then, inside an Obsidian comment (``%%``), the
``Drawing`` section with the scene as a JSON or compressed-JSON block: strokes, coordinates,
pressures, seeds. Read as prose, that block made a real vault's drawings 9.7 of its 16 MB of
Markdown, 27 times its index and the first hit for "how to lower blood pressure" (the JSON's
``"pressures"``; a new user's vault, issue 35's hidden checks' kind).

:func:`drawing_text` keeps what the drawing *says*: the lines of its ``Text Elements`` section,
without their block ids; every other line becomes empty, so line numbers (anchors, snippets) stay
those of the file. Links are read from the whole file elsewhere (an element may link a note).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

PLUGIN_KEY = "excalidraw-plugin"
SUFFIX = ".excalidraw.md"
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BLOCK_ID = re.compile(r"\s+\^[A-Za-z0-9_-]{6,}\s*$")
_TEXT_HEADING = "text elements"


def is_drawing(path: str, meta: Mapping[str, Any]) -> bool:
    """An Excalidraw note: its file name ends ``.excalidraw.md`` or its frontmatter names the plugin."""
    return path.lower().endswith(SUFFIX) or PLUGIN_KEY in meta


def drawing_title(stem: str) -> str:
    """``Graph 2022-06-21 15.50.30.excalidraw`` → ``Graph 2022-06-21 15.50.30``."""
    return stem[: -len(".excalidraw")] if stem.lower().endswith(".excalidraw") and len(stem) > len(".excalidraw") else stem


def drawing_text(body: str) -> str:
    """``body`` with only the ``Text Elements`` section's lines kept (block ids removed, its heading
    blanked too), every other line empty: the same number of lines."""
    lines = body.split("\n")
    out = [""] * len(lines)
    inside, level = False, 0
    for i, line in enumerate(lines):
        head = _HEADING.match(line)
        if head:
            if head.group(2).strip().lower() == _TEXT_HEADING:
                inside, level = True, len(head.group(1))
                continue
            if inside and len(head.group(1)) <= level:
                inside = False
        if line.strip() == "%%":  # the comment holding the scene begins (or ends): no text beyond it
            inside = False
        if inside:
            out[i] = _BLOCK_ID.sub("", line)
    return "\n".join(out)
