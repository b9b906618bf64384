"""Keys assembled from pieces: where a key may be written in fragments that only make a key once
joined, read in order so :mod:`vault_schema.secrets` can join them and test the join with its key
patterns only (never as prose). ADR 0028 §6, the secrets21 pass:

- the string literals of code, in order (``"AKIA" + "Q3EG…"`` over lines, ``"".join(["AKIA", …])``,
  a list or a JSON array of fragments, Markdown code spans side by side), an f-string's or template
  literal's interpolated literals read in place (``f"ghp_{'Ab3d'}…"``, ``` `AKIA${'Q3EG'}…` ```);
- variables assigned a literal, expanded where they are used (``A=AKIA; B=…; echo "$A$B"``,
  ``f"AKIA{a}{b}"``, ``` `AKIA${a}` ```, ``key = a + b``): :func:`expansions`;
- Markdown table cells, along a row and down a column;
- list items (Markdown or YAML), lines holding a single token, lines giving one value a label
  (``part1: github_pat_…`` / ``part2: …``), each in a run;
- the tokens of a line (for keys written backwards in groups; forward groups are
  :func:`vault_schema.secrets._spaced_keys`' job).

Each :class:`Piece` carries the span of the original it stands for; a chain is a run of pieces
close together. Pure functions, no I/O; bounded (:data:`MAX_PIECES` per chain).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

MAX_PIECES = 400
#: Characters a key fragment is made of.
_KEY = r"A-Za-z0-9_\-/+=.:~"
#: A string literal made of key characters; inside, interpolations (``{…}``, ``${…}``) and shell
#: references (``$A``) are allowed and read by :func:`_resolve`.
_LITERAL = re.compile(
    rf"(?P<q>[\"'`])(?P<v>(?:[{_KEY}]|\$[A-Za-z_]\w*|\$?\{{\s*(?:[A-Za-z_]\w*|(?P<iq>[\"'`])[{_KEY}]*(?P=iq))\s*\}})*)(?P=q)"
)
#: An interpolation or a shell reference inside a literal: ``{'x'}``, ``${"x"}``, ``{a}``, ``${a}``, ``$a``.
_INTERP = re.compile(rf"\$?\{{\s*(?:(?P<q>[\"'`])(?P<lit>[{_KEY}]*)(?P=q)|(?P<name>[A-Za-z_]\w*))\s*\}}|\$(?P<bare>[A-Za-z_]\w*)")
#: ``name = "value"``, ``NAME=value`` (shell, unquoted too), ``const a = 'x', b = 'y'``.
_ASSIGN = re.compile(rf"(?:^|(?<=[;,(\s]))(?:export\s+|const\s+|let\s+|var\s+|set\s+)?(?P<name>[A-Za-z_]\w{{0,40}})[ \t]*:?=[ \t]*"
                     rf"(?P<q>[\"'`]?)(?P<v>[{_KEY}]+)(?P=q)(?![{_KEY}\"'`$])", re.M)
#: References used bare (unquoted): ``$A$B``, ``${A}${B}``, or code variables added: ``a + b + c``.
_BARE_REFS = re.compile(r"(?:\$\{?[A-Za-z_]\w*\}?){2,}|\b[A-Za-z_]\w*(?:[ \t]*\+[ \t]*[A-Za-z_]\w*)+")
_NAME = re.compile(r"[A-Za-z_]\w*")
#: Two literals whose gap is longer than this, or holds more line breaks, are in different chains.
_MAX_GAP, _MAX_GAP_LINES = 200, 4
_TABLE_ROW = re.compile(r"^[ \t]*\|.*\|[ \t]*$", re.M)
_TABLE_RULE = re.compile(r"^[\s|:\-]+$")
_LIST_ITEM = re.compile(rf"^[ \t]*(?:[-*+]|\d{{1,3}}[.)])[ \t]+[`*\"']*(?P<v>[{_KEY}]+?)[`*\"',]*[ \t]*$", re.M)
_TOKEN_LINE = re.compile(rf"^[ \t>]*[`\"']*(?P<v>[{_KEY}]{{2,}}?)[`\"',]*[ \t]*$", re.M)
#: A line giving one value a label (``part1: github_pat_…``, ``B = Q3EG…``, ``- second: …``).
_LABELLED_LINE = re.compile(rf"^[ \t>*-]*[A-Za-z][\w .-]{{0,24}}?[ \t]*[:=][ \t]*[`\"']*(?P<v>[{_KEY}]+?)[`\"',]*[ \t]*$", re.M)
_LINE_TOKEN = re.compile(rf"[{_KEY}]+")


@dataclass(frozen=True)
class Piece:
    """A fragment: ``text`` stands for ``original[start:end]``."""

    start: int
    end: int
    text: str


def assignments(text: str) -> dict[str, tuple[int, str]]:
    """The literal each name is assigned (the last assignment wins), with where it starts."""
    return {m.group("name"): (m.start("name"), m.group("v")) for m in _ASSIGN.finditer(text)}


def _resolve(value: str, names: dict[str, tuple[int, str]]) -> tuple[str, int | None]:
    """``value`` with its interpolations read: a literal in place, a variable by its value (an
    unknown one breaks the value with a NUL, so no key runs across it), and the earliest
    assignment used (None: none was)."""
    first: list[int] = []

    def read(m: re.Match[str]) -> str:
        if m.group("q") is not None:
            return m.group("lit")
        name = m.group("name") or m.group("bare")
        if name in names:
            first.append(names[name][0])
            return names[name][1]
        return "\0"

    out = _INTERP.sub(read, value)
    return out, (min(first) if first else None)


def literal_chains(text: str, names: dict[str, tuple[int, str]]) -> tuple[list[list[Piece]], list[Piece]]:
    """Runs of string literals close together, each literal read with its literal interpolations;
    and apart, the literals that use a variable, expanded (a piece from the variable's assignment
    to the literal's end)."""
    chains: list[list[Piece]] = []
    expanded: list[Piece] = []
    chain: list[Piece] = []
    last_end = -1
    for m in _LITERAL.finditer(text):
        value, first = _resolve(m.group("v"), names) if ("{" in m.group("v") or "$" in m.group("v")) else (m.group("v"), None)
        if first is not None:
            expanded.append(Piece(min(first, m.start()), m.end(), value))
            value = "\0"
        gap = text[last_end:m.start()] if last_end >= 0 else ""
        if chain and (len(gap) > _MAX_GAP or gap.count("\n") > _MAX_GAP_LINES or len(chain) >= MAX_PIECES):
            chains.append(chain)
            chain = []
        chain.append(Piece(m.start("v"), m.end("v"), value))
        last_end = m.end()
    if chain:
        chains.append(chain)
    return chains, expanded


def expansions(text: str, names: dict[str, tuple[int, str]]) -> list[Piece]:
    """References used bare (``$A$B``, ``a + b``), each expanded to the join of the values
    assigned to them (a piece from the earliest assignment to the references' end)."""
    out = []
    for m in _BARE_REFS.finditer(text):
        refs = _NAME.findall(m.group())
        if len(refs) < 2 or not all(r in names for r in refs):
            continue
        start = min(names[r][0] for r in refs)
        out.append(Piece(min(start, m.start()), m.end(), "".join(names[r][1] for r in refs)))
    return out


def table_chains(text: str) -> list[list[Piece]]:
    """The cells of each Markdown table, along each row and down each column."""
    chains: list[list[Piece]] = []
    rows: list[list[Piece]] = []
    last_end = -2
    for m in _TABLE_ROW.finditer(text):
        if m.start() != last_end + 1 and rows:
            chains += _rows_and_columns(rows)
            rows = []
        last_end = m.end()
        if _TABLE_RULE.match(m.group()):
            continue
        cells = []
        line, base = m.group(), m.start()
        bars = [i for i, ch in enumerate(line) if ch == "|" and (i == 0 or line[i - 1] != "\\")]
        for a, b in pairwise(bars):
            cell = line[a + 1:b]
            stripped = cell.strip().strip("`*")
            offset = cell.find(stripped) if stripped else 0
            cells.append(Piece(base + a + 1 + offset, base + a + 1 + offset + len(stripped), stripped))
        rows.append(cells)
    if rows:
        chains += _rows_and_columns(rows)
    return chains


def _rows_and_columns(rows: list[list[Piece]]) -> list[list[Piece]]:
    columns = max(len(r) for r in rows)
    return rows + [[r[c] for r in rows if c < len(r)] for c in range(columns)]


#: One line holding what was several (a search snippet, a one-line checkpoint): cells between bars,
#: items after `` - ``, values after labels (``part1: … part2: …``).
_FLAT_CELLS = re.compile(r"\|[^\n]*\|")
_FLAT_ITEM = re.compile(rf"(?:^|(?<=\s))[-*+][ \t]+(?P<v>[{_KEY}]+)(?=[ \t]+[-*+]{{1,3}}(?:[ \t]|$)|[ \t]*$)", re.M)
_FLAT_LABEL = re.compile(r"(?:^|(?<=\s))[A-Za-z][\w-]{0,24}[:=][ \t]*(?P<v>[A-Za-z0-9_\-/+=.~]+)(?=\s|$)", re.M)


def flat_chains(text: str, start: int, end: int) -> list[list[Piece]]:
    """The chains of one line ``text[start:end]`` that held a table, a list or labelled values
    before its line breaks became spaces."""
    chains: list[list[Piece]] = []
    for m in _FLAT_CELLS.finditer(text, start, end):
        cells = []
        bars = [m.start() + i for i, ch in enumerate(m.group()) if ch == "|" and (i == 0 or m.group()[i - 1] != "\\")]
        for a, b in pairwise(bars):
            stripped = text[a + 1:b].strip().strip("`*")
            if stripped and not _TABLE_RULE.match(stripped):
                at = text.find(stripped, a + 1, b)
                cells.append(Piece(at, at + len(stripped), stripped))
        chains.append(cells[:MAX_PIECES])
    for pattern in (_FLAT_ITEM, _FLAT_LABEL):
        pieces = [Piece(m.start("v"), m.end("v"), m.group("v")) for m in pattern.finditer(text, start, end)]
        if len(pieces) > 1:
            chains.append(pieces[:MAX_PIECES])
    return chains


def line_chains(text: str) -> list[list[Piece]]:
    """Runs of consecutive list items, of lines holding a single token, and of lines giving one
    value a label (``part1: …`` / ``part2: …``)."""
    chains: list[list[Piece]] = []
    for pattern in (_LIST_ITEM, _TOKEN_LINE, _LABELLED_LINE):
        chain: list[Piece] = []
        last_end = -2
        for m in pattern.finditer(text):
            if chain and (m.start() != last_end + 1 or len(chain) >= MAX_PIECES):
                chains.append(chain)
                chain = []
            chain.append(Piece(m.start("v"), m.end("v"), m.group("v")))
            last_end = m.end()
        if chain:
            chains.append(chain)
    return [c for c in chains if len(c) > 1]


def token_chain(text: str, start: int, end: int) -> list[Piece]:
    """The tokens of ``text[start:end]`` (a line), split at everything but key characters."""
    return [Piece(m.start(), m.end(), m.group()) for m in _LINE_TOKEN.finditer(text, start, end)][:MAX_PIECES]
