"""Keeping links alive when a note moves (sector moves of the approvals job).

``[[name]]`` links resolve by file name anywhere in the vault (Obsidian's "shortest path"),
so they survive a move untouched. Links that spell out folders do not:

* wikilinks with a folder: ``[[20-wiki/dev/x]]``, ``[[dev/x.md#Heading|alias]]``, embeds;
* vault paths written out: citation anchors ``20-wiki/dev/x.md#Heading`` (body or
  ``sources:``) and Markdown links ``[t](20-wiki/dev/x.md)``;
* relative Markdown links: ``[t](../dev/x.md#h)`` — and, inside the moved note itself, every
  relative Markdown link, since its own folder changes.

:func:`relink` rewrites those in one note's text and leaves everything else byte for byte as
it was, including anything inside fenced code blocks and inline code spans.
:func:`relinkable` says which notes are living documents whose links are kept up to date;
sources (immutable captures), reviews (proposals and verdicts are history), the inbox, the
skills projection, system reports and the run log keep the paths they were written with.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable

from vault_schema.layout import LOG, lane_of
from vault_schema.markdown import WIKILINK, map_prose

#: ``](target)`` of a Markdown link or image whose target is a relative or vault path to a note
_MD_LINK = re.compile(r"(\]\()(<?)([^)\s<>]+?\.md)((?:#[^)\s>]*)?)(>?)(\))")

#: lanes whose notes get their links rewritten when a note moves
RELINK_LANES = frozenset({"wiki", "todo", "graph", "memory", "ops", "instructions", "root"})


def relinkable(path: str) -> bool:
    """Whether the note at ``path`` follows moves (the run log at the root is history)."""
    return lane_of(path) in RELINK_LANES and path != LOG


BACKSLASH = "\\"
Resolve = Callable[[str, str], "str | None"]


def relink(text: str, note: str, old: str, new: str, resolve: Resolve, *, note_moved_to: str | None = None) -> str:
    """``text`` (the note at vault path ``note``) with every link to ``old`` pointing at ``new``.

    ``resolve(target, from_path)`` resolves a wikilink target as the vault does *before* the
    move. When the note itself is the one moving, pass ``note_moved_to``: its relative
    Markdown links are re-based on the new folder."""
    base_after = posixpath.dirname(note_moved_to or note)
    base_before = posixpath.dirname(note)
    old_path = re.compile(r"(?<![\w/.\-가-힣])" + re.escape(old) + r"(?=[#)\]\s|,;'\"]|$)")

    def wikilink(m: re.Match[str]) -> str:
        inner = m.group(2)
        cut = min((i for i in (inner.find("#"), inner.find("|")) if i >= 0), default=len(inner))
        target, rest = inner[:cut], inner[cut:]
        escaped = target.endswith("\\")  # [[a/x\|alias]] inside a table
        stripped = (target[:-1] if escaped else target).strip()
        if "/" not in stripped or resolve(stripped, note) != old:
            return m.group(0)
        moved = new if stripped.lower().endswith(".md") else new.removesuffix(".md")
        return f"{m.group(1)}[[{moved}{BACKSLASH if escaped else ''}{rest}]]"

    def md_link(m: re.Match[str]) -> str:
        target = m.group(3)
        if "://" in target:
            return m.group(0)
        if target.startswith("/"):
            resolved, vault_rooted = posixpath.normpath(target.lstrip("/")), True
        else:
            resolved, vault_rooted = posixpath.normpath(posixpath.join(base_before, target)), False
        if resolved == old:
            resolved = new
        elif note_moved_to is None or vault_rooted:
            return m.group(0)
        if vault_rooted:
            rewritten = "/" + resolved
        else:
            rewritten = posixpath.relpath(resolved, base_after or ".")
        if rewritten == target:
            return m.group(0)
        return f"{m.group(1)}{m.group(2)}{rewritten}{m.group(4)}{m.group(5)}{m.group(6)}"

    def plain(segment: str) -> str:
        segment = WIKILINK.sub(wikilink, segment)
        segment = _MD_LINK.sub(md_link, segment)
        return old_path.sub(new, segment)

    return map_prose(text, plain)


Retarget = Callable[[str], "str | None"]


def retarget_wikilinks(body: str, new_target: Retarget) -> tuple[str, list[tuple[str, str]]]:
    """``body`` with every ``[[target…]]`` (and embed) whose ``new_target(target)`` is not
    ``None`` pointing at that new target; heading, block, alias, embed marker and a table's
    ``\\|`` are kept. Code is left alone. Returns the text and the ``(old, new)`` pairs changed."""
    changed: list[tuple[str, str]] = []

    def wikilink(m: re.Match[str]) -> str:
        inner = m.group(2)
        cut = min((i for i in (inner.find("#"), inner.find("|")) if i >= 0), default=len(inner))
        target, rest = inner[:cut], inner[cut:]
        escaped = target.endswith("\\")
        stripped = (target[:-1] if escaped else target).strip()
        replacement = new_target(stripped)
        if replacement is None or replacement == stripped:
            return m.group(0)
        if (stripped, replacement) not in changed:
            changed.append((stripped, replacement))
        return f"{m.group(1)}[[{replacement}{BACKSLASH if escaped else ''}{rest}]]"

    return map_prose(body, lambda segment: WIKILINK.sub(wikilink, segment)), changed
