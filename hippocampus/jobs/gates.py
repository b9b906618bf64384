"""The five deterministic promotion gates (SPEC §5, seed 000 §5.2). All required, all pure.

An LLM judge's verdict is never trusted as is: at promotion time the card is re-checked by
code. Each gate returns :class:`Pass` or :class:`Fail` (with a reason a human can act on).

1. ``meta``          — a ``## 승격 메타`` (promotion meta) section exists (the card was refined)
2. ``unique-title``  — no canonical page has the same title (no duplicates)
3. ``source-copy``   — a ``10-sources/`` copy it cites exists (real evidence)
4. ``wikilink``      — at least one live ``[[wikilink]]`` in the body to a note other than its own
                       sources and the pipeline's bookkeeping (a graph link: no orphan pages;
                       the citation into its own source does not count)
5. ``citation``      — at least one citation anchor, ``path#heading`` or URL (no unsourced pages)

The gate names are those of the promotion ledger (``90-system/promotions/*.jsonl``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hippocampus.jobs.cards import vault_ref
from vault_schema.layout import SOURCES, is_system_file
from vault_schema.links import LinkResolver
from vault_schema.note import Note

PROMOTION_META = "승격 메타"
GATE_TITLES: dict[str, str] = {
    "meta": "promotion meta section (## 승격 메타)",
    "unique-title": "no canonical page with the same title",
    "source-copy": "its 10-sources/ copy exists",
    "wikilink": "a live `[[wikilink]]` to another note (not its own sources)",
    "citation": "a citation anchor (path#heading or URL)",
}


@dataclass(frozen=True)
class Pass:
    gate: str

    @property
    def ok(self) -> bool:
        return True

    def line(self) -> str:
        return f"✅ {self.gate}: {GATE_TITLES.get(self.gate, self.gate)}"


@dataclass(frozen=True)
class Fail:
    gate: str
    reason: str

    @property
    def ok(self) -> bool:
        return False

    def line(self) -> str:
        return f"❌ {self.gate}: {self.reason}"


GateResult = Pass | Fail


@dataclass(frozen=True)
class GateContext:
    """What the gates need to know about the rest of the vault."""

    canonical_titles: dict[str, str]  # normalised title -> path of the canonical page
    resolver: LinkResolver
    exists: Callable[[str], bool]


def title_key(title: str) -> str:
    """Titles compare case-, width- and whitespace-insensitively (NFKC + casefold)."""
    return " ".join(unicodedata.normalize("NFKC", title).casefold().split())


def gate_meta(card: Note) -> GateResult:
    for section in card.sections:
        if section.level == 2 and section.heading.strip().startswith(PROMOTION_META):
            return Pass("meta")
    return Fail("meta", f"no `## {PROMOTION_META}` section: the card has not been refined (add what was checked, sources and confidence)")


def gate_unique(card: Note, ctx: GateContext) -> GateResult:
    other = ctx.canonical_titles.get(title_key(card.title))
    if other and other != card.path:
        return Fail("unique-title", f"a canonical page with the title {card.title!r} already exists: `{other}` (merge into it instead)")
    return Pass("unique-title")


def gate_source(card: Note, ctx: GateContext) -> GateResult:
    refs = [vault_ref(r) for r in card.meta.sources + tuple(str(x) for x in _listish(card.meta.get("source_refs")))]
    wanted = [r for r in refs if r]
    for ref in wanted:
        path = ctx.resolver.resolve(ref, card.path) or ref
        if path.startswith(SOURCES + "/") and ctx.exists(path):
            return Pass("source-copy")
    if not wanted:
        return Fail("source-copy", "`sources:` lists no 10-sources/ copy")
    return Fail("source-copy", f"none of its sources exists under 10-sources/: {', '.join(wanted)}")


def own_sources(card: Note, ctx: GateContext) -> set[str]:
    """The notes a card is built from: its ``sources:``/``source_refs`` and every note its
    citation anchors point into (resolved to vault paths)."""
    refs = [vault_ref(r) for r in card.meta.sources + tuple(str(x) for x in _listish(card.meta.get("source_refs")))]
    refs += [vault_ref(c) for c in card.citations]
    found: set[str] = set()
    for ref in refs:
        if ref:
            found.add(ctx.resolver.resolve(ref, card.path) or ref)
    return found


def gate_linked(card: Note, ctx: GateContext) -> GateResult:
    own = own_sources(card, ctx)
    dead: list[str] = []
    sources: list[str] = []
    bookkeeping: list[str] = []
    for link in card.wikilinks:
        if link.embed:
            continue
        target = ctx.resolver.resolve(link.target, card.path)
        if not target or not ctx.exists(target):
            dead.append(link.target)
        elif target == card.path:
            continue
        elif target in own:
            # Trigger: the link is the citation into the card's own source. Why: gates 3 and 5
            # already require that link; a page linked only to its source is still an orphan of
            # the wiki. Outcome: it does not count as the graph link.
            sources.append(link.target)
        elif is_system_file(target):
            bookkeeping.append(link.target)  # index.md, log.md, approval cards, 90-system/: not the wiki's graph
        else:
            return Pass("wikilink")
    if sources or bookkeeping:
        named = ", ".join(f"`[[{t}]]`" for t in (sources + bookkeeping)[:5])
        return Fail("wikilink", f"its only live links ({named}) go to its own sources or the pipeline's bookkeeping: "
                                "link the page to another note (no orphan pages; the citation into its source does not count)")
    if dead:
        return Fail("wikilink", f"no live wikilink: {', '.join(f'`[[{d}]]`' for d in dead[:5])} point at no file")
    return Fail("wikilink", "no `[[wikilink]]` in the body: link the page to at least one existing note")


def gate_cited(card: Note) -> GateResult:
    if card.citations:
        return Pass("citation")
    return Fail("citation", "no citation anchor: cite `path.md#heading`, `[[note#heading]]` or a URL")


def run_gates(card: Note, ctx: GateContext) -> list[GateResult]:
    """All five gates, in order (every gate runs, so a verdict lists every problem at once)."""
    return [gate_meta(card), gate_unique(card, ctx), gate_source(card, ctx), gate_linked(card, ctx), gate_cited(card)]


def passed(results: Iterable[GateResult]) -> bool:
    return all(isinstance(r, Pass) for r in results)


def failures(results: Iterable[GateResult]) -> list[Fail]:
    return [r for r in results if isinstance(r, Fail)]


def _listish(value: object) -> list[object]:
    if value is None or value == "":
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]
