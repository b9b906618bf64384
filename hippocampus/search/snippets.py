"""A snippet from inside a section around the query terms (pure). Coverage: search/lexical.py."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def _positions(lowered: str, needles: Iterable[str]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for needle in {n.lower() for n in needles if n and n.strip()}:
        start = lowered.find(needle)
        while start != -1:
            spans.append((start, start + len(needle)))
            start = lowered.find(needle, start + 1)
    spans.sort()
    return spans


def snippet(text: str, needles: Sequence[str], length: int = 240) -> str:
    """The window of ``length`` characters of ``text`` holding the most needle occurrences.

    Whitespace is collapsed first; the window is extended to word boundaries and marked with
    ``…`` where it cuts the section. Without any occurrence the section's start is returned.
    """
    flat = " ".join(text.split())  # the same as re.sub(r"\s+", " ", text).strip()
    if len(flat) <= length:
        return flat
    spans = _positions(flat.lower(), needles)
    best_start, best_count = 0, 0
    j = 0
    for i, (s, _e) in enumerate(spans):  # two pointers: spans are sorted by start
        j = max(j, i)
        while j < len(spans) and spans[j][1] <= s + length:
            j += 1
        if j - i > best_count:
            best_start, best_count = s, j - i
    # Put some context before the first match, then snap to a word boundary.
    start = max(0, best_start - length // 5) if best_count else 0
    if start > 0:
        space = flat.rfind(" ", 0, start + 1)
        start = space + 1 if space != -1 and start - space < 20 else start
    end = min(len(flat), start + length)
    if end < len(flat):
        space = flat.rfind(" ", start, end)
        end = space if space > start + length // 2 else end
    return ("…" if start > 0 else "") + flat[start:end].strip() + ("…" if end < len(flat) else "")
