"""Minimal-diff frontmatter edits: change a few keys, leave every other byte alone.

Re-serialising a user's YAML would reformat it (alignment, quoting, ``[[wikilink]]`` flow
sequences, comments) — a peer tool that did this made users hate it. :func:`set_keys`
replaces only the lines of the keys it sets and appends new keys before the closing fence.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from vault_schema.frontmatter import _NoAliasDumper, split_frontmatter

_OPEN = re.compile(r"\A\ufeff?---[ \t]*\r?\n")
_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t]*\r?$", re.MULTILINE)


class FrontmatterEditError(ValueError):
    """The frontmatter cannot be edited safely (broken YAML, or the edit did not round-trip)."""


def render_key(key: str, value: Any) -> str:
    """``key: value`` as block YAML (lists become ``- item`` lines)."""
    return yaml.dump({key: value}, Dumper=_NoAliasDumper, allow_unicode=True, sort_keys=False, default_flow_style=False).rstrip("\n")


def _key_line(key: str) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(key)}[ \t]*:(?:[ \t]|$)")


def _value_extent(lines: list[str], start: int) -> int:
    """Index after the last line belonging to the key on ``lines[start]`` (its indented or
    ``- `` continuation lines)."""
    end = start + 1
    while end < len(lines):
        line = lines[end]
        if line.strip() == "" or line.startswith((" ", "\t", "- ")) or line == "-":
            end += 1
            continue
        break
    while end > start + 1 and lines[end - 1].strip() == "":
        end -= 1
    return end


def _new_block(text: str, updates: dict[str, Any]) -> str:
    """A frontmatter block with ``updates`` in front of ``text``, which has none.

    Trigger: a note saved by a Windows editor, starting with a UTF-8 byte-order mark.
    Why: the mark only means something as a file's first bytes; left after the new block it is
    an invisible character opening the body, and ``<BOM># Windows note`` is no heading
    (``hippo import`` turned an imported note's title heading into a paragraph).
    Outcome: the mark is dropped; the block opens the file and the body starts as it did.
    """
    block = "\n".join(render_key(k, v) for k, v in updates.items())
    body = text.removeprefix("\ufeff")
    return f"---\n{block}\n---\n{body}"


def _block_style(lines: list[str], meta: dict[str, Any]) -> list[str]:
    """The block's lines, a flow mapping (``{}``, ``{tags: [a], x: 1}``) written as block keys.

    Trigger: a frontmatter that is one YAML flow mapping (Obsidian's make-md plugin writes
    ``---\n{}\n---``; 18 notes of a real vault). Why: a key appended after ``{}`` is no YAML
    (``hippo import`` then imported the note without its keys, "edit broke the frontmatter").
    Outcome: the mapping's keys (none for ``{}``) become block lines, comments kept; every other
    block is left as it is."""
    content = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    if not content or not content[0].lstrip().startswith("{"):
        return lines
    comments = [line for line in lines if line.lstrip().startswith("#")]
    return comments + [part for key, value in meta.items() for part in render_key(key, value).split("\n")]


def set_keys(text: str, updates: dict[str, Any], remove: tuple[str, ...] = ()) -> str:
    """``text`` with the frontmatter keys in ``updates`` set and those in ``remove`` dropped.

    A note without frontmatter gets a new block; the body is never touched, but for a leading
    byte-order mark, which is dropped (:func:`_new_block`). Line endings are left as they are
    (a CRLF body under a new block keeps its CRLF). Raises :class:`FrontmatterEditError` when the
    existing block is not readable YAML, or when the edited block does not read back with the
    new values.
    """
    split = split_frontmatter(text)
    if split.error:
        raise FrontmatterEditError(f"frontmatter is not readable: {split.error}")
    opening = _OPEN.match(text)
    if not opening:
        return _new_block(text, updates)
    closing = _CLOSE.search(text, opening.end())
    if closing is None:  # split_frontmatter would have reported it
        raise FrontmatterEditError("frontmatter block is never closed")
    lines = text[opening.end() : closing.start()].split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    lines = _block_style(lines, split.meta)
    for key in list(remove) + [k for k in updates]:
        pattern = _key_line(key)
        for i, line in enumerate(lines):
            if pattern.match(line):
                end = _value_extent(lines, i)
                replacement = render_key(key, updates[key]).split("\n") if key in updates and key not in remove else []
                lines[i:end] = replacement
                break
        else:
            if key in updates and key not in remove:
                lines.extend(render_key(key, updates[key]).split("\n"))
    new = text[: opening.end()] + "\n".join(lines) + "\n" + text[closing.start() :]
    check = split_frontmatter(new)
    if check.error:
        raise FrontmatterEditError(f"edit broke the frontmatter: {check.error}")
    for key, value in updates.items():
        if key in remove:
            continue
        got = check.meta.get(key)
        if got != value and str(got) != str(value):
            raise FrontmatterEditError(f"edit of `{key}` did not round-trip ({got!r} != {value!r})")
    return new
