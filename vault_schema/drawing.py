"""Obsidian Excalidraw drawings: what of them is text a person wrote (pure).

The Excalidraw plugin stores a drawing as a Markdown note (``*.excalidraw.md``, frontmatter
``excalidraw-plugin: parsed``): a warning banner, a ``Text Elements`` section holding the text
typed into the drawing (each line ending in a block id, ``Label ^Xc9a1b2f``), optional
``Element Links`` and ``Embedded Files`` sections, then, inside an Obsidian comment (``%%``), the
``Drawing`` section with the scene as a JSON or compressed-JSON block: strokes, coordinates,
pressures, seeds. Read as prose, that block made a real vault's drawings 9.7 of its 16 MB of
Markdown, 27 times its index and the first hit for "how to lower blood pressure" (the JSON's
``"pressures"``; a new user's vault, issue 35's hidden checks' kind).

:func:`drawing_text` keeps what the drawing *says*: the Markdown a person wrote above its data (the
"back of the card") and the lines of its ``Text Elements`` section without their block ids; every
other line becomes empty, so line numbers (anchors, snippets) stay those of the file. Links are read
from the whole file elsewhere (an element may link a note).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

PLUGIN_KEY = "excalidraw-plugin"
SUFFIX = ".excalidraw.md"
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BLOCK_ID = re.compile(r"[ \t]+\^[A-Za-z0-9_-]{6,}[ \t]*$")
_BANNER = re.compile(r"^==⚠.*EXCALIDRAW VIEW.*⚠==\s*$")
#: the plugin's own section names: the Markdown of the note ends at the first ("Excalidraw Data",
#: "Text Elements"); the typed text ends at any of the others
_DATA, _TEXT = "excalidraw data", "text elements"
_PLUGIN_SECTIONS = frozenset({_DATA, _TEXT, "element links", "embedded files", "drawing"})
#: the scene: an Obsidian comment opening the Drawing section and its JSON block (how a drawing is
#: told by its body when its frontmatter does not parse and its name lacks the suffix)
_SCENE = re.compile(r"^%%[ \t]*\r?\n(?:[ \t]*\r?\n)*#{1,2} Drawing[ \t]*\r?\n(?:[ \t]*\r?\n)*```(?:compressed-)?json", re.M)


def is_drawing(path: str, meta: Mapping[str, Any], body: str = "") -> bool:
    """An Excalidraw note: its file name ends ``.excalidraw.md``, its frontmatter names the plugin,
    or its body holds the plugin's scene (a ``%%``-commented ``Drawing`` section with a JSON block)."""
    return path.lower().endswith(SUFFIX) or PLUGIN_KEY in meta or (bool(body) and _SCENE.search(body) is not None)


def drawing_title(stem: str) -> str:
    """``Graph 2022-06-21 15.50.30.excalidraw`` → ``Graph 2022-06-21 15.50.30``."""
    return stem[: -len(".excalidraw")] if stem.lower().endswith(".excalidraw") and len(stem) > len(".excalidraw") else stem


def _section_name(line: str) -> str | None:
    head = _HEADING.match(line)
    name = head.group(2).strip().lower() if head else None
    return name if name in _PLUGIN_SECTIONS else None


def _scene_starts(lines: list[str], i: int) -> bool:
    """Line ``i`` is the ``%%`` that opens the scene: the next non-blank line is the Drawing heading."""
    if lines[i].strip() != "%%":
        return False
    for line in lines[i + 1:]:
        if line.strip():
            return _section_name(line) == "drawing"
    return True  # a comment opened at the very end holds nothing typed


def drawing_text(body: str) -> str:
    """``body`` with what a person wrote kept and the plugin's data blanked, line for line (the same
    number of lines): the Markdown above the drawing's data (the "back of the card" the plugin
    keeps, without its warning banner) and the ``Text Elements`` section's lines without their block
    ids (a text element may look like a heading or be ``%%``: only the plugin's own section names
    and the comment opening the scene end it); ``Element Links``, ``Embedded Files`` and the scene
    are blanked."""
    lines = body.split("\n")
    out = [""] * len(lines)
    state = "markdown"  # markdown | text | data
    for i, line in enumerate(lines):
        name = _section_name(line)
        if name is not None:
            state = "text" if name == _TEXT else "data"
            continue
        if _scene_starts(lines, i):
            state = "data"
            continue
        if state == "markdown" and not _BANNER.match(line):
            out[i] = line
        elif state == "text":
            out[i] = _BLOCK_ID.sub("", line)
    return "\n".join(out)
