"""Markdown parsing: sections (the retrieval unit), anchors, wikilinks and citations.

Anchors follow Obsidian's heading links: ``path#Heading`` with the heading text as written
(Korean included); characters Obsidian cannot carry in a link (``# | ^ [ ]``) become spaces.
A heading whose text repeats in the note is disambiguated with its parent chain
(``path#Parent#Heading``), which Obsidian resolves as a nested heading link.
Lines inside fenced code blocks are never headings and never hold links; inline code spans and
math (``$…$`` and ``$$…$$``, as Obsidian reads them) hold no links either.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from urllib.parse import unquote

_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$")
_CLOSING_HASHES = re.compile(r"[ \t]+#+$")
_FENCE_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
#: ``[[target#heading|alias]]`` or ``![[embed]]``: group 1 is ``!`` for an embed, group 2 the inside.
WIKILINK = re.compile(r"(!?)\[\[([^\[\]\n]+?)\]\]")
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
#: ``$$ … $$``, across lines; an unpaired ``$$`` is text, and so is an escaped ``\$$``.
_DISPLAY_MATH = re.compile(r"(?<!\\)\$\$.*?(?<!\\)\$\$", re.DOTALL)
#: ``$…$`` on one line: no space just inside either ``$``, no ``\$`` as a delimiter (``$5 and $6`` is text).
_INLINE_MATH = re.compile(r"(?<![\\$])\$(?=[^\s$])(?:\\.|[^$\\\n])*?(?<=[^\s\\])\$(?!\$)")
_URL = re.compile(r"https?://[^\s<>()\[\]]+")
_PATH_ANCHOR = re.compile(r"(?<![\w/.-])((?:[\w\-가-힣.]+/)*[\w\-가-힣.]+\.md#[^\s)\]|,;]+)")
_ANCHOR_UNSAFE = re.compile(r"[#|^\[\]]")
_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


@dataclass(frozen=True)
class Section:
    """One heading and the text under it, down to the next heading of any level.

    ``index`` is the ordinal in the note (0 = the text before the first heading, whose
    heading is empty). ``path`` is the chain of heading texts from the top, this one last.
    ``start``/``end`` are 0-based body line numbers (end exclusive), heading line included.
    """

    index: int
    level: int
    heading: str
    path: tuple[str, ...]
    anchor_fragment: str
    start: int
    end: int
    text: str

    @property
    def body(self) -> str:
        """The section's text without its heading line."""
        if self.level == 0:
            return self.text
        return self.text.split("\n", 1)[1] if "\n" in self.text else ""

    def anchor(self, note_path: str) -> str:
        return f"{note_path}#{self.anchor_fragment}" if self.anchor_fragment else note_path


@dataclass(frozen=True)
class Wikilink:
    """``[[target#heading|alias]]``; ``embed`` for ``![[...]]``; ``line`` is 0-based in the body."""

    target: str
    heading: str | None
    alias: str | None
    embed: bool
    line: int
    block: str | None = None
    markdown: bool = False  # written as a Markdown link, ``[text](path.md#heading)``

    @property
    def raw_target(self) -> str:
        return self.target

    def shown(self) -> str:
        """The link as a finding shows it."""
        heading = "#" + self.heading if self.heading else ""
        bang = "!" if self.embed else ""
        if self.markdown:
            return f"{bang}[{self.alias or ''}]({self.target}{heading})"
        return f"{bang}[[{self.target}{heading}]]"


def clean_heading(text: str) -> str:
    """The visible text of a heading: wikilinks become their alias/target, markdown links their text."""
    text = _CLOSING_HASHES.sub("", text).strip()

    def _link(match: re.Match[str]) -> str:
        inner = match.group(2).replace("\\|", "|")
        target, _, alias = inner.partition("|")
        return alias or target.split("#", 1)[0]

    text = WIKILINK.sub(_link, text)
    text = _MD_LINK.sub(lambda m: m.group(1), text)
    return text.strip()


def anchor_text(heading: str) -> str:
    """Obsidian-compatible link fragment for a heading."""
    return " ".join(_ANCHOR_UNSAFE.sub(" ", clean_heading(heading)).split())


def _code_mask(lines: list[str]) -> list[bool]:
    """True for every line that is inside (or fences) a fenced code block."""
    mask = [False] * len(lines)
    fence: str | None = None
    for i, line in enumerate(lines):
        if fence is None:
            match = _FENCE_OPEN.match(line)
            if match and not (match.group(1)[0] == "`" and "`" in match.group(2)):
                fence = match.group(1)
                mask[i] = True
        else:
            mask[i] = True
            stripped = line.strip()
            if stripped and stripped[0] == fence[0] and set(stripped) == {fence[0]} and len(stripped) >= len(fence):
                fence = None
    return mask


def parse_sections(body: str) -> list[Section]:
    """Split a note body into sections. The preamble (before the first heading) is section 0,
    present only when it has non-blank text or the note has no heading at all."""
    lines = body.split("\n")
    mask = _code_mask(lines)
    heads: list[tuple[int, int, str]] = []  # (line, level, heading)
    for i, line in enumerate(lines):
        if mask[i]:
            continue
        match = _HEADING.match(line)
        if match:
            heads.append((i, len(match.group(1)), clean_heading(match.group(2) or "")))

    raw: list[tuple[int, str, tuple[str, ...], int, int]] = []
    first = heads[0][0] if heads else len(lines)
    preamble = "\n".join(lines[:first])
    if preamble.strip() or not heads:
        raw.append((0, "", (), 0, first))
    stack: list[tuple[int, str]] = []
    for n, (line_no, level, heading) in enumerate(heads):
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, heading))
        end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        raw.append((level, heading, tuple(h for _, h in stack), line_no, end))

    counts = Counter(anchor_text(h) for lvl, h, _, _, _ in raw if lvl)
    sections: list[Section] = []
    for index, (level, heading, chain, start, end) in enumerate(raw):
        fragment = anchor_text(heading) if level else ""
        if level and counts[fragment] > 1 and len(chain) > 1:
            fragment = "#".join(anchor_text(h) for h in chain)
        text = "\n".join(lines[start:end]).strip("\n")
        sections.append(Section(index, level, heading, chain, fragment, start, end, text))
    return sections


def resolve_heading(sections: list[Section], fragment: str) -> Section | None:
    """Find the section a link fragment points at, as Obsidian does.

    ``A#B`` matches the first section whose heading chain contains ``A`` then ``B`` (B last);
    comparison ignores case and the characters Obsidian cannot carry in links.
    """
    wanted = [anchor_text(p).casefold() for p in fragment.split("#") if p.strip()]
    if not wanted:
        return None
    for section in sections:
        if not section.level:
            continue
        chain = [anchor_text(h).casefold() for h in section.path]
        if chain[-1] != wanted[-1]:
            continue
        pos = 0
        for part in chain[:-1]:
            if pos < len(wanted) - 1 and part == wanted[pos]:
                pos += 1
        if pos == len(wanted) - 1:
            return section
    return None


def web_slug(heading: str) -> str:
    """The anchor a web page (GitHub, most static-site generators) gives a heading: lower-cased,
    everything but letters, digits, ``_``, ``-`` and spaces dropped, spaces as ``-``
    (``What is Structured Concurrency?`` → ``what-is-structured-concurrency``)."""
    text = clean_heading(heading).strip().lower()
    kept = (c for c in text if c.isalnum() or c in "_- " or unicodedata.category(c).startswith("M"))  # marks stay, as GitHub keeps them
    return "".join(kept).replace(" ", "-")


#: A fragment shaped like a web page's element id (``fn-1``, ``cpt5``, ``implicit_bit_not_needed``):
#: no space, no capital. An Obsidian heading link carries the heading's text (``#Heading text``).
WEB_ID = re.compile(r"[^\sA-Z]+")


def slug_heading(sections: list[Section], fragment: str) -> Section | None:
    """The first section whose heading's :func:`web_slug` is ``fragment`` (compared lower-cased).
    Obsidian does not follow such links; lint names the heading (vault_schema.lint)."""
    wanted = fragment.strip().lower()
    if not wanted:
        return None
    return next((s for s in sections if s.level and web_slug(s.heading) == wanted), None)


def _blank(line: str, spans: list[tuple[int, int]]) -> str:
    """``line`` with each (start, end) span turned into spaces, so columns keep their place."""
    if not spans:
        return line
    chars = list(line)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _line_spans(text: str, spans: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """Spans of the whole ``text`` cut at its newlines: per line, (start, end) columns."""
    starts = [0, *(i + 1 for i, ch in enumerate(text) if ch == "\n")]
    per_line: list[list[tuple[int, int]]] = [[] for _ in starts]
    for start, end in spans:
        row = bisect_right(starts, start) - 1
        while start < end:
            line_end = starts[row + 1] - 1 if row + 1 < len(starts) else len(text)
            if min(end, line_end) > start:
                per_line[row].append((start - starts[row], min(end, line_end) - starts[row]))
            row, start = row + 1, line_end + 1
    return per_line


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with the overlapping ones joined (math around a code span is one span)."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


def _math_spans(lines: list[str]) -> list[list[tuple[int, int]]]:
    """Per line, the columns of math: ``$$ … $$`` blocks (across lines, inside a blockquote too)
    and inline ``$…$``, as Obsidian reads them.

    Trigger: ``$$ [p_X * p_Y](z) $$`` or ``$[f * g](s)$`` in a note.
    Why: MathJax source is no Markdown; read as Markdown, ``[f * g](s)`` was a link to a file
    ``s`` and ``hippo validate`` reported it as pointing at no file.
    Outcome: math is passed over like code; a lone ``$`` or ``$$`` (a price) stays text.
    """
    text = "\n".join(lines)
    if "$" not in text:
        return [[] for _ in lines]
    display = [m.span() for m in _DISPLAY_MATH.finditer(text)]
    inline = [m.span() for m in _INLINE_MATH.finditer(_blank(text, display))]
    return _line_spans(text, display + inline)


def _opaque_spans(lines: list[str], mask: list[bool]) -> list[list[tuple[int, int]]]:
    """Per line outside fenced code, the sorted columns that are no prose: inline code spans,
    then math outside them."""
    code = [[m.span() for m in _INLINE_CODE.finditer(line)] if "`" in line and not mask[i] else []
            for i, line in enumerate(lines)]
    visible = ["" if mask[i] else _blank(line, code[i]) for i, line in enumerate(lines)]
    math = _math_spans(visible)
    return [_merged(c + m) for c, m in zip(code, math, strict=True)]


def map_prose(text: str, fn: Callable[[str], str]) -> str:
    """``text`` with ``fn`` applied to every stretch of prose: fenced code blocks, inline code
    spans and math are passed through byte for byte (links and paths there are examples, not links)."""
    lines = text.split("\n")
    mask = _code_mask(lines)
    out = []
    for line, code, spans in zip(lines, mask, _opaque_spans(lines, mask), strict=True):
        if code or not line:
            out.append(line)
            continue
        parts, pos = [], 0
        for start, end in spans:
            parts.append(fn(line[pos:start]))
            parts.append(line[start:end])
            pos = end
        parts.append(fn(line[pos:]))
        out.append("".join(parts))
    return "\n".join(out)


def _strip_inline_code(line: str) -> str:
    return _INLINE_CODE.sub(lambda m: " " * len(m.group(0)), line)


def _prose_lines(body: str, marker: str) -> Iterator[tuple[int, str]]:
    """(0-based line number, the line with inline code and math blanked) for each line outside
    fenced code that holds ``marker``."""
    if marker not in body:
        return
    lines = body.split("\n")
    mask = _code_mask(lines)
    for i, (line, spans) in enumerate(zip(lines, _opaque_spans(lines, mask), strict=True)):
        if not mask[i] and marker in line:
            yield i, _blank(line, _outside_wikilinks(line, spans))


def _outside_wikilinks(line: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` (code, math) but those lying inside a wikilink's brackets.

    Trigger: ``[[#Calculate $D$|Calculate $D$]]`` or ``[[#`__str__(self)`]]``, a link to a heading
    that holds math or code. Why: blanked as math or code, the link read as ``[[#Calculate]]``
    and ``hippo validate`` called it broken (helper-70's D5). Outcome: math or code inside the
    brackets is the link's text; a wikilink inside a code span is still an example."""
    if not spans or "[[" not in line:
        return spans
    links = [m.span() for m in WIKILINK.finditer(line)]
    return [(a, b) for a, b in spans if not any(start < a and b < end for start, end in links)]


def _target_parts(text: str) -> tuple[str, str | None, str | None]:
    """``target#heading`` or ``target#^block`` → (target, heading, block)."""
    target, _, heading = text.partition("#")
    block = None
    if heading.startswith("^"):
        block, heading = heading[1:], ""
    return target.strip(), heading.strip() or None, block


def parse_wikilinks(body: str) -> list[Wikilink]:
    """All wikilinks and embeds outside code (fenced blocks and inline code spans)."""
    links: list[Wikilink] = []
    for i, line in _prose_lines(body, "[["):
        for match in WIKILINK.finditer(line):
            inner = match.group(2).replace("\\|", "|")
            target_text, _, alias = inner.partition("|")
            target, heading, block = _target_parts(target_text)
            links.append(Wikilink(target=target, heading=heading, alias=alias.strip() or None, embed=bool(match.group(1)),
                                  line=i, block=block))
    return links


#: ``[text](destination "title")`` / ``![alt](destination)``: group 1 ``!``, 2 the text, 3 the
#: destination (``<…>`` when it holds spaces; parentheses inside it balanced once, as CommonMark).
_MARKDOWN_LINK = re.compile(r"(?<![\]\\])(!?)\[((?:[^\[\]\n]|\[[^\[\]\n]*\])*)\]\(\s*(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)"
                            r"(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^()\n]*\)))?\s*\)")
_SCHEME = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.\-]*:|//)")


def parse_markdown_links(body: str) -> list[Wikilink]:
    """Markdown links and embeds to files of the vault (``[text](folder/note%20name.md#Heading)``,
    ``![](image.png)``), outside code, as :class:`Wikilink` with ``markdown=True``: the destination
    percent-decoded, its ``#heading`` apart (``[x](#Heading)`` is the note itself). A URL, a
    ``mailto:`` or an ``obsidian://`` link is no link to a file and is left out."""
    links: list[Wikilink] = []
    for i, line in _prose_lines(body, "]("):
        prose = WIKILINK.sub(lambda m: " " * len(m.group(0)), line)  # "[[a|A]](b)" is a wikilink and "(b)"
        for match in _MARKDOWN_LINK.finditer(prose):
            dest = match.group(3)
            dest = dest[1:-1] if dest.startswith("<") else dest
            if not dest or _SCHEME.match(dest):
                continue
            target, heading, block = _target_parts(unquote(dest))
            links.append(Wikilink(target=target, heading=heading, alias=match.group(2).strip() or None,
                                  embed=bool(match.group(1)), line=i, block=block, markdown=True))
    return links


def parse_links(body: str) -> list[Wikilink]:
    """Every link to a vault file: wikilinks and Markdown links, in the order of their lines."""
    links = parse_wikilinks(body)
    if "](" in body:
        links = sorted([*links, *parse_markdown_links(body)], key=lambda link: link.line)  # stable: wikilinks first on a line
    return links


def citations(body: str) -> list[str]:
    """Citation anchors in a body: ``path.md#heading`` references, heading wikilinks
    (``[[note#heading]]``) and URLs, outside code."""
    lines = body.split("\n")
    mask = _code_mask(lines)
    found: list[str] = []
    for i, line in enumerate(lines):
        if mask[i]:
            continue
        text = _strip_inline_code(line)
        found.extend(m.group(0).rstrip(".,") for m in _URL.finditer(text))
        without_urls = _URL.sub(" ", text)
        found.extend(m.group(1) for m in _PATH_ANCHOR.finditer(WIKILINK.sub(" ", without_urls)))
    for link in parse_wikilinks(body):
        if link.heading:
            found.append(f"{link.target}#{link.heading}")
    return found


def outline(sections: list[Section]) -> list[tuple[int, str, str]]:
    """(level, heading, fragment) for every heading section."""
    return [(s.level, s.heading, s.anchor_fragment) for s in sections if s.level]
