"""The compile draft: what the model returns (structured output) and the page it becomes.

The model returns a :class:`DraftPage`; the page text is rendered here, deterministically:
frontmatter per the contract (``status: draft``, ``trust: llm_summary``, the card's sources),
the body, a ``## 근거 (citations)`` section listing every claim with its ``path#heading``
anchor and verbatim quote, and the ``## 승격 메타`` section recording model, sources,
verdicts and reasoning (promotion gate 1).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from hippocampus.jobs.verdicts import CONTESTED  # a judge verdict whose reasons contradict its decision
from vault_schema.frontmatter import Frontmatter, Status, Trust, render_note
from vault_schema.layout import WIKI

META_HEADING = "## 승격 메타"
CITATIONS_HEADING = "## 근거 (citations)"
_SLUG_DROP = re.compile(r"[^\w가-힣\- ]+", re.UNICODE)


class Claim(BaseModel):
    """One statement of the page and the exact source text that supports it."""

    statement: str = Field(description="The claim as written in the page.")
    anchor: str = Field(description="Where it comes from: `path.md#Heading` of a vault note, or a URL.")
    quote: str = Field(description="Verbatim text from that section (or page) supporting the claim.")


class DraftPage(BaseModel):
    """A canonical wiki page drafted from a staging card and its sources."""

    title: str = Field(description="Page title, one line.")
    type: Literal["concept", "entity", "comparison", "query", "map"]
    sector: str = Field(description="Sector folder under 20-wiki (an existing one when it fits), lowercase slug.")
    tags: list[str] = Field(default_factory=list)
    summary: str = Field(description="One to three sentences: what this page is about.")
    body: str = Field(description="Markdown sections (## headings) with [[wikilinks]] to existing canonical pages.")
    claims: list[Claim] = Field(description="Every factual claim with its citation anchor and verbatim quote.")
    same_topic_as: str | None = Field(default=None, description="Path of an existing canonical page on the same topic, if any.")
    confidence: float = Field(default=0.6, ge=0.0, le=1.0)
    reasoning: str = Field(description="Why the page is written this way (recorded in 승격 메타).")

    @field_validator("title")
    @classmethod
    def _one_line(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value:
            raise ValueError("title is empty")
        return value


class JudgeVerdict(BaseModel):
    """The judge's verdict on a draft."""

    decision: Literal["accept", "revise", "reject"]
    reasons: list[str] = Field(default_factory=list, description="Concrete reasons; for revise, what to change.")


#: A reason that starts with a verdict word followed by ``:`` / ``-`` / ``—`` (or nothing else):
#: ``REJECT: unsupported``, ``revise - cite the source``, ``반려: …``.
_VERDICT_WORD = re.compile(
    r"^\W*(?P<word>accept(?:ed)?|approve[ds]?|reject(?:ed)?|revise[ds]?|revision|반려|승인|수정\s*필요)[\s*_]*(?:[:\-—–]|$)",
    re.IGNORECASE,
)
_WORD_DECISION = {"accept": "accept", "approv": "accept", "승인": "accept", "reject": "reject", "반려": "reject",
                  "revis": "revise", "수정": "revise"}


def reason_decision(reason: str) -> str | None:
    """The decision a reason states at its start (``accept``/``reject``/``revise``), if any."""
    match = _VERDICT_WORD.match(reason or "")
    if match is None:
        return None
    word = match.group("word").casefold()
    return next((d for prefix, d in _WORD_DECISION.items() if word.startswith(prefix)), None)


def contradiction(verdict: JudgeVerdict) -> str | None:
    """The decision the verdict's reasons state against its own ``decision`` (``None`` when none do)."""
    for reason in verdict.reasons:
        said = reason_decision(reason)
        if said is not None and said != verdict.decision:
            return said
    return None


def judge_line(verdict: dict[str, Any]) -> str:
    """The judge's verdict as one line for 승격 메타 and the approval card."""
    reasons = "; ".join(verdict.get("reasons") or []) or "(no reasons)"
    if verdict.get("decision") == CONTESTED:
        return (f"⚠️ {CONTESTED}: the judge answered {verdict.get('said', 'accept')}, but its reasons say "
                f"{verdict.get('against', 'otherwise')} (not an accept; read the draft yourself): {reasons}")
    return f"{verdict.get('decision', '?')}: {reasons}"


def slugify(text: str, fallback: str = "page") -> str:
    cleaned = _SLUG_DROP.sub(" ", text.casefold()).strip()
    slug = re.sub(r"[\s_]+", "-", cleaned).strip("-")
    return slug[:80].strip("-") or fallback


def sector_slug(value: str) -> str:
    """A sector folder name the approvals job accepts (``hippocampus.jobs.wiki.valid_sector``),
    else ``misc``."""
    from hippocampus.jobs.wiki import valid_sector

    slug = slugify(value.strip("/").split("/")[-1], "misc")
    return slug if valid_sector(slug) else "misc"


def target_path(draft: dict[str, Any]) -> str:
    return f"{WIKI}/{sector_slug(draft['sector'])}/{slugify(draft['title'])}.md"


def _anchor_link(anchor: str) -> str:
    """A claim anchor as Obsidian link text: URLs stay bare, vault anchors become heading links."""
    anchor = anchor.strip().strip("[]")
    if anchor.startswith(("http://", "https://")):
        return anchor
    return f"[[{anchor}]]"


def render_body(draft: dict[str, Any]) -> str:
    """Title, summary, body and the citations section (no 승격 메타 yet)."""
    lines = [f"# {draft['title']}", "", draft["summary"].strip(), "", draft["body"].strip(), "", CITATIONS_HEADING, ""]
    for claim in draft.get("claims", []):
        lines.append(f"- {' '.join(claim['statement'].split())} — {_anchor_link(claim['anchor'])}")
        quote = " ".join(claim.get("quote", "").split())
        if quote:
            lines.append(f"  > {quote}")
    return "\n".join(lines).rstrip() + "\n"


def render_meta(info: dict[str, Any]) -> str:
    """The ``## 승격 메타`` section from the run's facts."""
    lines = [META_HEADING, ""]
    order = ("model", "compiled", "thread", "card", "sources", "judge", "citations", "gates", "tokens", "reasoning")
    for key in order:
        value = info.get(key)
        if value in (None, "", []):
            continue
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        lines.append(f"- {key}: {' '.join(str(value).split())}")
    return "\n".join(lines) + "\n"


CONTRACT_KEYS = frozenset(
    {"type", "status", "trust", "title", "created", "updated", "tags", "sources", "confidence", "contested", "sector"}
)


def render_page(
    draft: dict[str, Any],
    *,
    sources: list[str],
    created: date,
    today: date,
    meta_info: dict[str, Any],
    extra: dict[str, Any] | None = None,
) -> str:
    """The full staging page text (frontmatter + body + 승격 메타). ``extra`` carries the card's
    pipeline keys (``card_kind``, ``compile_selected`` …) over unchanged."""
    front = Frontmatter(
        type=draft["type"],
        status=Status.DRAFT,
        trust=Trust.LLM_SUMMARY,
        title=draft["title"],
        created=created,
        updated=today,
        tags=[str(t) for t in draft.get("tags", [])],
        sources=sources,
        confidence=draft.get("confidence"),
        sector=sector_slug(draft["sector"]),
    ).to_yaml_dict()
    for key, value in (extra or {}).items():
        if key not in CONTRACT_KEYS:
            front[key] = value
    body = render_body(draft) + "\n" + render_meta(meta_info)
    return render_note(front, "\n" + body)
