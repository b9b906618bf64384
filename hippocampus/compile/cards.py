"""Staging cards as the compiler sees them: the queue, the material, attempts and archiving.

Selection order (seed 000 §4.3): gap ``compile_candidates`` first (staging cards that now
answer a recorded search gap), then oldest-first. A card is eligible while it is a draft or
needs review, has no approval proposal waiting for a human, and was not already tried in
this run. Attempts are recorded in the card's own frontmatter (``compile_attempts``,
``compile_error``) so the count survives a lost state directory and the human sees it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from hippocampus.compile.library import LibHit, VaultLibrary, first_lines, unique
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import Decision, ProposalError, parse_proposal, proposal_title
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.frontmatter import render_note, to_date
from vault_schema.layout import APPROVALS, SOURCES, STAGING, WIKI, normalize
from vault_schema.note import Note

ELIGIBLE_STATUSES = frozenset({"", "draft", "needs-review"})
SOURCE_CHARS = 6000
CARD_CHARS = 8000
RELATED_K = 5


@dataclass(frozen=True)
class QueueItem:
    card: str
    origin: str  # gap | oldest
    query: str | None = None


def _waiting_proposals(lib: VaultLibrary) -> Iterator[tuple[str, Any]]:
    """(approval card path, parsed proposal) for every proposal still waiting for a human."""
    for note in lib.notes(APPROVALS):
        text = lib.text(note.path)
        if text is None:
            continue
        try:
            proposal = parse_proposal(text)
        except ProposalError:
            continue
        if proposal.decision is Decision.PENDING and "## 판정 (verdict)" not in proposal.body:
            yield note.path, proposal


def open_proposal_cards(lib: VaultLibrary) -> dict[str, str]:
    """Staging card -> approval card path, for proposals still waiting for a human."""
    return {normalize(str(p.meta["card"])): path for path, p in _waiting_proposals(lib) if p.meta.get("card")}


def open_proposal_titles(lib: VaultLibrary) -> dict[str, tuple[str, str]]:
    """Title key -> (approval card, staging card) of every proposal still waiting for a human:
    a second card with the same title must wait for the first one's decision."""
    from hippocampus.jobs.gates import title_key

    titles: dict[str, tuple[str, str]] = {}
    for path, proposal in _waiting_proposals(lib):
        card = proposal.meta.get("card")
        if not card:
            continue
        note = lib.note(normalize(str(card)))
        # Titles are read one way everywhere: a proposal without `title:` (hand-written, or the
        # sample vault's) is about its card's title (frontmatter, else first heading).
        title = proposal_title(proposal, note.title if note is not None else None)
        if title:
            titles.setdefault(title_key(title), (path, normalize(str(card))))
    return titles


def eligible(note: Note, waiting: dict[str, str], exclude: set[str]) -> bool:
    return (
        note.path.startswith(STAGING + "/")
        and (note.meta.status or "") in ELIGIBLE_STATUSES
        and note.path not in waiting
        and note.path not in exclude
    )


def compile_queue(lib: VaultLibrary, candidates: list[dict[str, Any]], exclude: set[str]) -> list[QueueItem]:
    """Gap candidates first (in the order given), then the other eligible cards oldest-first."""
    waiting = open_proposal_cards(lib)
    cards = {n.path: n for n in lib.notes(STAGING) if eligible(n, waiting, exclude)}
    queue: list[QueueItem] = []
    for cand in candidates:
        path = normalize(str(cand.get("path", "")))
        if path in cards and all(q.card != path for q in queue):
            queue.append(QueueItem(path, "gap", str(cand.get("query") or "") or None))
    rest = sorted((n for p, n in cards.items() if all(q.card != p for q in queue)), key=_age_key)
    queue += [QueueItem(n.path, "oldest") for n in rest]
    return queue


def _age_key(note: Note) -> tuple[date, str]:
    return (note.meta.created or to_date(note.meta.get("captured")) or date.max, note.path)


def gap_candidates(settings: Any) -> tuple[list[dict[str, Any]], str | None]:
    """``compile_candidates`` from the gap radar; ``([], reason)`` when the librarian is unavailable
    (the seed's rule: librarian failure or no candidates -> plain oldest-first)."""
    try:
        from hippocampus.search.context import embedder_or_reason, open_context
        from hippocampus.search.gaps import probe
    except ImportError:
        return [], "gap radar not installed"
    try:
        ctx = open_context(settings, with_embedder=settings.embed_provider != "none")
    except Exception as exc:  # noqa: BLE001 - no store yet: oldest-first, reported
        return [], f"gap radar unavailable ({type(exc).__name__}: {exc})"
    try:
        report = probe(ctx.store, embedder_or_reason(ctx), ctx.ledger, ctx.params)
        return [{"path": c.path, "query": c.query, "anchor": c.anchor} for c in report.compile_candidates], None
    except Exception as exc:  # noqa: BLE001
        return [], f"gap probe failed ({type(exc).__name__}: {exc})"
    finally:
        ctx.close()


# --------------------------------------------------------------------------- material


@dataclass
class Material:
    card: Note
    sources: list[Note] = field(default_factory=list)
    missing_sources: list[str] = field(default_factory=list)
    related: list[LibHit] = field(default_factory=list)
    search_note: str | None = None


def card_sources(lib: VaultLibrary, card: Note) -> tuple[list[Note], list[str]]:
    """The card's 10-sources copies: frontmatter ``sources``/``source_refs`` and body links."""
    refs = list(card.meta.sources) + [str(r) for r in _as_list(card.meta.get("source_refs"))]
    refs += [link.target for link in card.wikilinks if link.target]
    found: list[Note] = []
    missing: list[str] = []
    for ref in unique(refs):
        path = lib.resolve(ref, card.path)
        if path and path.startswith(SOURCES + "/"):
            note = lib.note(path)
            if note is not None and note not in found:
                found.append(note)
        elif normalize(ref).startswith(SOURCES + "/"):
            missing.append(normalize(ref))
    return found, missing


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def gather(lib: VaultLibrary, card: Note) -> Material:
    sources, missing = card_sources(lib, card)
    query = f"{card.title} {first_lines(card.body, 300)}"
    related = [h for h in lib.search(query, k=RELATED_K, path_prefix=WIKI)]
    return Material(card, sources, missing, related, lib.degraded)


def _outline(note: Note) -> str:
    anchors = [s.anchor(note.path) for s in note.sections if s.level]
    return "\n".join(f"  - {a}" for a in anchors) or "  - (no headings: cite the path alone is not allowed; quote nothing from it)"


def material_text(lib: VaultLibrary, material: Material) -> str:
    """The user prompt body: card, sources (with citable anchors) and related canonical pages."""
    card = material.card
    parts = [f"## Staging card `{card.path}`\n\n{first_lines(card.body, CARD_CHARS)}"]
    for src in material.sources:
        parts.append(
            f"## Source `{src.path}` (trust {src.meta.trust or 'source'})\n"
            f"Citable anchors:\n{_outline(src)}\n\n{first_lines(src.body, SOURCE_CHARS)}"
        )
    if material.missing_sources:
        parts.append("Missing source copies (do not cite): " + ", ".join(material.missing_sources))
    if material.related:
        rows = []
        for hit in material.related:
            page = lib.note(hit.path)
            trust = page.meta.trust if page else hit.trust
            rows.append(f"- [[{hit.path.removesuffix('.md')}]] title: {hit.title} (trust {trust}); best section {hit.anchor}: {hit.snippet}")
        parts.append("## Existing canonical pages (link with [[wikilinks]]; cite their anchors if used)\n" + "\n".join(rows))
    else:
        parts.append("## Existing canonical pages\n(none found)")
    return "\n\n".join(parts)


# --------------------------------------------------------------------------- writes


def rewrite_card(run: VaultRun, lib: VaultLibrary, card: Note, changes: dict[str, Any]) -> None:
    """Set a few frontmatter keys, every other byte of the card unchanged (minimal diff)."""
    text = lib.text(card.path)
    if text is None:
        return
    try:
        new = set_keys(text, changes)
    except FrontmatterEditError:
        new = render_note({**card.meta.raw, **changes}, card.body)  # unreadable block: rewrite it whole
    run.write(card.path, new)


def attempts_of(card: Note) -> int:
    try:
        return int(card.meta.get("compile_attempts") or 0)
    except (TypeError, ValueError):
        return 0


def record_failure(run: VaultRun, lib: VaultLibrary, card_path: str, reason: str, max_attempts: int, today: date) -> tuple[int, bool]:
    """Count one failed refine/gate round; archive the card at ``max_attempts``.

    Returns ``(attempts, archived)``.
    """
    card = lib.note(card_path)
    if card is None:
        return 0, False
    attempts = attempts_of(card) + 1
    changes: dict[str, Any] = {"compile_attempts": attempts, "compile_error": reason[:500], "updated": today}
    archived = attempts >= max_attempts
    if archived:
        # Trigger: the card failed refine/gate ``max_attempts`` times (this run or earlier runs).
        # Why: v2's compile chain livelocked on such cards night after night (seed 000 §10).
        # Outcome: status archived with the reason; never deleted, never selected again.
        changes.update(
            {"status": "archived", "archived": today, "archived_rule": "compile-livelock",
             "archived_reason": f"compile livelock guard: failed {attempts} times; last: {reason[:300]}"}
        )
        run.log("compile archived", f"{card_path} (failed {attempts} times)")
    rewrite_card(run, lib, card, changes)
    return attempts, archived


def archive_card(run: VaultRun, lib: VaultLibrary, card_path: str, reason: str, rule: str, today: date) -> bool:
    card = lib.note(card_path)
    if card is None:
        return False
    rewrite_card(run, lib, card, {"status": "archived", "archived": today, "archived_rule": rule, "archived_reason": reason[:500], "updated": today})
    run.log("compile archived", f"{card_path} ({rule})")
    return True
