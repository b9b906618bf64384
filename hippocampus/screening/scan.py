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
_NEG_BEFORE = re.compile(r"\b(?:do not|don't|dont|never|not|no|cannot|can't|must not|should not|shouldn't|won't|avoid)\s+(?:\S+\s+)?$")
_NEG_AFTER = re.compile(r"^\S{0,3}\s*(?:금지|하지\s*마|하면\s*안|안\s*됨|절대\s*안|지\s*(?:마|말|않))")


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
#: "a phrase like '…'", "'…' 같은 문장".
_MENTION = re.compile(r"\b(?:such as|e\.g\.|for example|phrases?|strings?|patterns?|fixtures?|attacks?|attackers?|injections?|"
                      r"quoted|payloads?|detects?|detector|flags?|flagged|classif\w*|red[- ]team|jailbreaks?)\b|같은\s*(?:문장|문구|말)|라는\s*(?:문장|문구|말)|예시|문구|문장|패턴|공격|인젝션|탐지|레드\s*팀")


def mentioned(text: str, m: re.Match[str]) -> bool:
    """The match sits inside quotes on its line, and the words around say the phrase is being
    talked about (a note about prompt injection), not said to the reader."""
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line_end = len(text) if line_end < 0 else line_end
    before, after = text[max(line_start, m.start() - 80):m.start()], text[m.end():min(line_end, m.end() + 80)]
    opened = [i for i, ch in enumerate(before) if ch in _QUOTES]
    if not opened or not any(ch in _QUOTES for ch in after):
        return False
    around = text[max(line_start, m.start() - 160):min(line_end, m.end() + 160)]
    outside = around.replace(m.group(), " ")
    return _MENTION.search(outside) is not None


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
