"""From ranked documents to hits: each document's best section, why it matched, and a snippet
from inside it (SPEC §3; pure).

* :func:`attach_sections` — each ranked document with its candidate sections' rows; "fts"
  becomes "fuzzy" when only a trigram neighbour of the query terms occurs in them;
* :func:`make_hit` — per document the candidate section with the best credited query-term
  coverage (ties → a section with text of its own, then the best cosine), its ``path#heading``
  anchor and the match reasons;
* :func:`rerank` — the optional reranker hook (off by default; on failure the fused order is
  kept and the failure reported);
* :func:`with_snippet` — the snippet (search/snippets.py) from the section's body, around the
  query terms and their fuzzy neighbours.

The rows come from the search's row cache (``rows``: section → row, ``low``: section → its
lower-cased title, heading and text); :func:`section_ids` says which to load.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from hippocampus.search import lexical as lex
from hippocampus.search.fusion import Doc
from hippocampus.search.params import RankingParams
from hippocampus.search.snippets import snippet
from hippocampus.search.types import Degraded, Hit
from hippocampus.store.tokenize import surface

if TYPE_CHECKING:
    from hippocampus.store.reader import SectionRow

Reranker = Callable[[str, list[Hit]], list[Hit]]
REASON_ORDER = ("name", "title_all", "fts", "fuzzy", "substring", "title", "semantic")


#: Most sections read for a note whose sections were added whole (none found by a leg).
EXPANDED_POOL = 256


def section_ids(ordered: Sequence[Doc], p: RankingParams, expanded: Collection[int] = ()) -> list[int]:
    """The candidate sections of the ranked documents whose rows the hits read: the first
    ``4 * section_pool`` found by the legs, or up to :data:`EXPANDED_POOL` of a note whose
    sections were added whole (candidates.candidates), so its best section can be chosen."""
    return [sid for d in ordered for sid in d.candidates[: EXPANDED_POOL if d.doc_id in expanded else p.section_pool * 4]]


def attach_sections(
    ordered: Sequence[Doc], plan: lex.LexicalPlan, terms: Sequence[str], rows: Mapping[int, SectionRow], low: Mapping[int, str]
) -> tuple[Doc, ...]:
    """Each document with its loaded candidate sections; "fts" becomes "fuzzy" when only a
    fuzzy neighbour of the query terms occurs in them."""
    out = []
    for d in ordered:
        sections = {sid: rows[sid] for sid in d.candidates if sid in rows}
        reasons = d.reasons
        if plan.fuzzy and "fts" in reasons and fuzzy_only(sections, plan, terms, low):
            reasons = (reasons - {"fts"}) | {"fuzzy"}
        out.append(replace(d, sections=sections, reasons=reasons))
    return tuple(out)


def fuzzy_only(sections: Collection[int], plan: lex.LexicalPlan, terms: Sequence[str], low: Mapping[int, str]) -> bool:
    """Whether only fuzzy neighbours of the query terms, none of the terms, occur in ``sections``."""
    return any(lex.present_terms(low[s], plan.fuzzy) for s in sections) and not any(lex.present_terms(low[s], terms) for s in sections)


def made(
    ordered: Sequence[Doc],
    plan: lex.LexicalPlan,
    low: Mapping[int, str],
    sem_cos: Mapping[int, float],
    keep: Callable[[list[str]], Sequence[int]] | None = None,
) -> list[Hit]:
    """The hits of the ranked documents that have sections (:func:`make_hit`), in order; with
    ``keep`` (ranked paths → the positions returned) only those.

    Trigger: no reranker reorders the hits. Why: a hit's best section is chosen by the coverage of
    every candidate section (all of a note the whole-note leg brought in, up to EXPANDED_POOL), and
    only the first ``k`` of the ``2k`` ranked documents are returned. Outcome: the hits of the
    returned documents only, the same hits (a document's path is that of any of its sections)."""
    docs = [d for d in ordered if d.sections]
    if keep is not None:
        docs = [docs[i] for i in keep([next(iter(d.sections.values())).path for d in docs])]
    return [make_hit(d, plan, low, sem_cos) for d in docs]


def make_hit(d: Doc, plan: lex.LexicalPlan, low: Mapping[int, str], sem_cos: Mapping[int, float]) -> Hit:
    """The hit of a document with sections: its best-covering section, anchor and reasons (no snippet yet)."""
    cov = {sid: lex.credited_coverage(low[sid], plan) for sid in d.sections}
    # Trigger: a heading followed at once by its sub-headings ("## Regole" then "### …") is a
    # section with no text of its own. Why: it shares the note's title words with every section
    # and its short embedding often has the best cosine, so the hit showed "## Regole" and
    # nothing else (a real vault). Outcome: at equal coverage a section with text comes first.
    best_sid = max(d.sections, key=lambda sid: (cov[sid], has_text(d.sections[sid]), sem_cos.get(sid, -1.0), -int(sid)))
    r = d.sections[best_sid]
    anchor = getattr(r, "anchor", None) or (f"{r.path}#{r.heading}" if r.heading else r.path)
    return Hit(
        path=r.path,
        title=r.title,
        anchor=anchor,
        heading=r.heading or "",
        section_id=best_sid,
        snippet="",  # filled for the returned hits only (see with_snippet)
        score=d.score,
        reasons=tuple(x for x in REASON_ORDER if x in d.reasons),
        lane=r.lane,
        type=r.type,
        status=r.status,
        trust=r.trust,
        updated=None if r.updated is None else str(r.updated),
        coverage=cov[best_sid],
        cosine=d.cosine,
    )


def rerank(reranker: Reranker | None, query: str, hits: list[Hit], degraded: Degraded) -> tuple[list[Hit], Degraded]:
    if reranker is None or not hits:
        return hits, degraded
    try:
        return list(reranker(query, list(hits))), degraded
    except Exception as exc:  # noqa: BLE001 - the hook is third-party; fall back losslessly
        return hits, replace(degraded, rerank_failed=f"{type(exc).__name__}: {exc}")


def with_snippet(h: Hit, rows: Mapping[int, SectionRow], plan: lex.LexicalPlan, p: RankingParams) -> Hit:
    r = rows.get(h.section_id)
    if r is None:
        return h
    return replace(h, snippet=snippet(body(r), [surface(t) for t in (*plan.terms, *plan.fuzzy)], p.snippet_chars))


def has_text(r: SectionRow) -> bool:
    """Whether a section holds more than its heading line."""
    text = r.text or ""
    if not text.startswith("#"):
        return bool(text.strip())
    return "\n" in text and bool(text.split("\n", 1)[1].strip())


def body(r: SectionRow) -> str:
    """Section text without its heading line (the snippet must come from inside the section)."""
    text = r.text or ""
    if text.startswith("#") and "\n" in text:
        rest = text.split("\n", 1)[1]
        return rest if rest.strip() else text
    return text
