"""How a feature of the injection detector scans text (:mod:`hippocampus.screening.features`
holds the word lists).

Each pattern runs once over a whole text (:class:`Scanner.scan` → :class:`Hit`\\ s with their
positions), the detector assigns the hits to sentences, and :meth:`Scanner.reduce` turns the hits
of one window into the feature's value. Patterns are compiled one alternative at a time and
without a leading ``\\b`` (:func:`rx`): Python's ``re`` then skips ahead to a possible first
character at C speed, where an alternation of twenty branches would try each at every position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPTIONAL_HEAD = re.compile(r"^\(\?:[^()\[\]]*\)\?")


def _lead(alternative: str) -> str:
    """``alternative`` without what stops Python's ``re`` from skipping ahead to a possible first
    character (ten times slower): a leading ``\\b`` (:func:`starts_word` checks the boundary of
    each match instead) and a leading optional group (``(?:the\\s+)?``: the match then starts a
    few characters later, which changes nothing here)."""
    while True:
        if alternative.startswith("\\b"):
            alternative = alternative[2:]
        elif _OPTIONAL_HEAD.match(alternative):
            alternative = _OPTIONAL_HEAD.sub("", alternative, count=1)
        else:
            return alternative


class Alts:
    """Alternatives compiled one by one: Python's ``re`` skips ahead to a possible first
    character of *one* pattern at C speed, but tries every branch of an alternation at every
    position, so twenty small patterns scan faster than one pattern of twenty branches."""

    def __init__(self, patterns: list[str]) -> None:
        self.sources = patterns
        self.pattern = "|".join(f"(?:{p})" for p in patterns)
        self._compiled: list[re.Pattern[str]] | None = None

    @property
    def patterns(self) -> list[re.Pattern[str]]:
        """Compiled on first use, not at import: the ~800 patterns of the screen cost ~0.1 CPU-s
        to compile, paid by every hook process that imports the screen (post-tool-use runs on
        every tool call) though most never scan a text. Two threads racing here compile the same
        list twice; either result is right."""
        if self._compiled is None:
            self._compiled = [re.compile(p, re.M) for p in self.sources]
        return self._compiled

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> list[re.Match[str]]:
        end = len(text) if endpos is None else endpos
        found = [m for p in self.patterns for m in p.finditer(text, pos, end)]
        return sorted(found, key=lambda m: m.start()) if len(self.patterns) > 1 else found

    def search(self, text: str) -> re.Match[str] | None:
        found = [m for p in self.patterns if (m := p.search(text))]
        return min(found, key=lambda m: m.start()) if found else None


def rx(*parts: str) -> Alts:
    """The top-level alternatives of every part, each as :func:`_lead` leaves it."""
    return Alts([_lead(a) for p in parts for a in alternatives(p)])


def alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of ``(?:a|b|c)`` (or of ``a|b|c``), so :func:`rx` can drop
    their leading ``\\b``."""
    body = pattern[3:-1] if pattern.startswith("(?:") and pattern.endswith(")") and _one_group(pattern) else pattern
    out, depth, start, i, in_class = [], 0, 0, 0, False
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(body[start:i])
            start = i + 1
        i += 1
    return out + [body[start:]]


def _one_group(pattern: str) -> bool:
    """``pattern`` is one group from its first character to its last (not ``(?:a)|(?:b)``)."""
    depth, i, in_class = 0, 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and i < len(pattern) - 1:
                return False
        i += 1
    return True


def in_inline_code(text: str, m: re.Match[str]) -> bool:
    """The match sits between two backticks of its own line (```…``` fences are not inline)."""
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    before = text[line_start:m.start()].replace("```", "")
    after = text[m.end():line_end if line_end >= 0 else len(text)].replace("```", "")
    return before.count("`") % 2 == 1 and "`" in after


def starts_word(text: str, m: re.Match[str]) -> bool:
    """The match does not begin inside an ASCII word (``reignore`` is not ``ignore``; Korean
    patterns match inside words on purpose, as Korean attaches particles)."""
    first = text[m.start():m.start() + 1]
    before = text[m.start() - 1:m.start()] if m.start() else ""
    return not (first.isascii() and first.isalnum() and before.isascii() and (before.isalnum() or before == "_"))


#: Words that turn a command into its prohibition when they come just before it ("don't
#: force-push main") or, in Korean, just after it ("강제 푸시 금지", "지우지 마").
_NEG_BEFORE = re.compile(r"\b(?:do not|don't|dont|never|not|no|cannot|can't|must not|should not|shouldn't|won't|avoid)\s+(?:\S{1,200}+\s+)?$")
#: From .12 also a Korean "don't use / run / turn on" after a flag or a setting ("--dangerously-skip-permissions 쓰지 마세요",
#: "verify=False 쓰지 말고"): 쓰다 is both "write" and "use".
_NEG_AFTER = re.compile(r"^\S{0,3}\s*(?:금지|하지\s*마|하면\s*안|안\s*됨|절대\s*안|지\s*(?:마|말|않)|(?:절대\s*)?(?:쓰|사용하|켜|실행하|돌리)지\s*(?:마|말|않))")


@dataclass(frozen=True)
class Hit:
    """One occurrence: where it starts in the scanned text, what it is (a row's value, a pattern's
    number, or a part of the exfiltration test) and its value."""

    pos: int
    key: str
    value: float = 1.0


class Scanner:
    """A feature measured in two steps, so a long text is scanned once per pattern: ``scan`` finds
    every occurrence in the whole text, ``reduce`` turns the hits of one window into the value."""

    def scan(self, text: str) -> list[Hit]:
        raise NotImplementedError

    def reduce(self, hits: list[Hit]) -> float:
        raise NotImplementedError

    def __call__(self, text: str) -> float:
        return self.reduce(self.scan(text))


def _prohibited(text: str, m: re.Match[str]) -> bool:
    return bool(_NEG_BEFORE.search(text[max(0, m.start() - 30):m.start()]) or _NEG_AFTER.search(text[m.end():m.end() + 12]))


_QUOTES = "'\"“”‘’「」『』«»"  # not the backtick: `code` is a command, not a quotation
#: Words that say a quoted phrase is being talked about, not said: "attackers write '…'",
#: "a phrase like '…'", "'…' 같은 문장"; from .12 also the words a report or a threat model quotes
#: with ("the README contained the line '…'", "text like '…'", "example attacker string: '…'",
#: "kept verbatim", "'…' 같은 형태", "인용").
_MENTION = re.compile(r"\b(?:such as|e\.g\.|for example|phrases?|strings?|patterns?|fixtures?|attacks?|attackers?|injections?|"
                      r"quoted|payloads?|detects?|detector|flags?|flagged|classif\w*|red[- ]team|jailbreaks?|"
                      r"sentences?|verbatim|contain(?:s|ed|ing)?|(?:text|line|lines|wording) like|samples?)\b|(?<![.\w/-])examples?\b(?![./-]\w)|"
                      r"같은\s*(?:문장|문구|말|형태|내용|텍스트|가짜)|라는\s*(?:문장|문구|말)|예시|문구|문장|패턴|공격|인젝션|탐지|레드\s*팀|인용|문자열|샘플|\b류\b")
#: A list item (or a line) that opens with a quotation: its frame may be the header line above it
#: ("Examples we found, kept verbatim:" / "- \"Ignore previous …\"").
_QUOTED_ITEM = re.compile(r"\s*(?:(?:[-*+•]|\d+[.)])\s+)?[\"“‘'「『«]")
_ITEM = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s")


def _quote_in(part: str) -> bool:
    """``part`` has a quotation mark; an apostrophe inside a word ("host's", "don't") is none (.12)."""
    return any(ch in _QUOTES and not (ch in "'’" and 0 < i < len(part) - 1 and part[i - 1].isalnum() and part[i + 1].isalnum())
               for i, ch in enumerate(part))


def mentioned_span(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` sits inside quotes on its line, and the words around say the phrase is
    being talked about (a note about prompt injection), not said to the reader: on the same line,
    or, for a line that opens with a quotation, in the header line that introduces it (the
    nearest line above that is no list item and ends with a colon)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    before, after = text[max(line_start, start - 80):start], text[end:min(line_end, end + 80)]
    if not _quote_in(before) or not _quote_in(after):
        return False
    around = text[max(line_start, start - 160):start] + " " + text[end:min(line_end, end + 160)]
    if _MENTION.search(around) is not None:
        return True
    if not _QUOTED_ITEM.match(text, line_start):
        return False
    prev_end = line_start - 1
    for _ in range(8):  # the header of a short list of quoted examples
        if prev_end <= 0:
            return False
        prev_start = text.rfind("\n", 0, prev_end) + 1
        line = text[prev_start:prev_end]
        if line.strip() and not _ITEM.match(line):
            return line.rstrip().endswith((":", "：")) and _MENTION.search(line) is not None
        prev_end = prev_start - 1
    return False


def mentioned(text: str, m: re.Match[str]) -> bool:
    """:func:`mentioned_span` of a match."""
    return mentioned_span(text, m.start(), m.end())


class table(Scanner):
    """The highest value of a row whose pattern occurs (with ``negatable``, an occurrence that is
    prohibited — "don't …", "… 금지" — does not count; with ``mentions``, one that is quoted and
    talked about does not either)."""

    def __init__(self, *rows: tuple[float, Alts], negatable: bool = False, mentions: bool = True, inline_code: bool = False) -> None:
        self.rows = rows
        self.negatable = negatable
        self.mentions = mentions
        self.inline_code = inline_code  # a match inside `…` on its line is named, not used

    def scan(self, text: str) -> list[Hit]:
        out = []
        for value, pattern in self.rows:
            for m in pattern.finditer(text):
                if (not starts_word(text, m) or (self.negatable and _prohibited(text, m)) or (self.mentions and mentioned(text, m))
                        or (self.inline_code and in_inline_code(text, m))):
                    continue
                out.append(Hit(m.start(), "row", value))
        return out

    def reduce(self, hits: list[Hit]) -> float:
        return max((h.value for h in hits), default=0.0)


class counted(Scanner):
    """1.0 per distinct pattern found (at most ``most``), else ``weak_value`` when only ``weak``
    occurs."""

    def __init__(self, patterns: list[str], weak: Alts | None = None, weak_value: float = 0.4, most: int = 2,
                 negated_after: bool = False) -> None:
        self.patterns = [rx(p) for p in patterns]
        self.weak, self.weak_value, self.most = weak, weak_value, most
        self.negated_after = negated_after  # a Korean prohibition after the verb ("빼지 말고") turns it around

    def scan(self, text: str) -> list[Hit]:
        out = [Hit(m.start(), str(n)) for n, p in enumerate(self.patterns) for m in p.finditer(text)
               if starts_word(text, m) and not mentioned(text, m)
               and not (self.negated_after and _NEG_AFTER.search(text[m.end():m.end() + 12]))]
        if self.weak is not None:
            out += [Hit(m.start(), "weak", self.weak_value) for m in self.weak.finditer(text) if starts_word(text, m)]
        return out

    def reduce(self, hits: list[Hit]) -> float:
        distinct = {h.key for h in hits if h.key != "weak"}
        if distinct:
            return float(min(self.most, len(distinct)))
        return self.weak_value if hits else 0.0
