"""Approval cards: the one checkbox through which a human decides (SPEC §5).

A proposal lives in ``30-reviews/approvals/`` as a note whose frontmatter says what is
proposed (``hippo_approval: promotion | sector-move``) and carries a ``fingerprint`` of the
proposal. The fingerprint covers the frontmatter and the body, except the checkbox state,
the verdict section that Hippocampus writes back, and, for a sector move, the ``to:`` field
(the one thing a human may edit). An edited proposal therefore no longer matches and is
rejected instead of silently applied.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Any

from vault_schema.frontmatter import render_note, split_frontmatter

APPROVE_LABEL = "승인 (approve)"
REJECT_LABEL = "반려 (reject)"
VERDICT_HEADING = "## 판정 (verdict)"
_BOX = re.compile(r"^- \[( |x|X)\] (승인 \(approve\)|반려 \(reject\))\s*$", re.MULTILINE)
_VERDICT = re.compile(r"^## 판정 \(verdict\)\s*$", re.MULTILINE)
#: Frontmatter keys never covered by the fingerprint.
_UNSIGNED = frozenset({"fingerprint"})


class ProposalKind(StrEnum):
    PROMOTION = "promotion"
    SECTOR_MOVE = "sector-move"
    MERGE = "merge"  # a compiled draft for an existing canonical page (never applied to human_edit)
    DUPLICATE = "duplicate"  # curate: archive one of two pages on the same topic
    STALE = "stale"  # curate: mark a canonical page needs-review


HEADINGS: dict[str, str] = {
    "promotion": "승격 제안",
    "sector-move": "섹터 이동 제안",
    "merge": "병합 제안",
    "duplicate": "중복 정리 제안",
    "stale": "노후 점검 제안",
}


class Decision(StrEnum):
    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"


@dataclass(frozen=True)
class Proposal:
    """A parsed approval card."""

    kind: ProposalKind
    meta: dict[str, Any]
    body: str
    decision: Decision
    fingerprint: str | None

    @property
    def fingerprint_ok(self) -> bool:
        return self.fingerprint is not None and self.fingerprint == compute_fingerprint(self.meta, self.body)


def proposal_title(proposal: Proposal, subject_title: str | None = None) -> str:
    """The title a proposal is about, read one way everywhere: its ``title:``; else the title of
    its card or page as :attr:`vault_schema.note.Note.title` reads it (frontmatter, else the first
    heading), passed as ``subject_title``; else its own heading without the kind's prefix."""
    title = str(proposal.meta.get("title") or "").strip()
    if title:
        return title
    if subject_title and subject_title.strip():
        return subject_title.strip()
    for line in proposal.body.splitlines():
        if line.startswith("# "):
            heading = line[2:].strip()
            prefix = HEADINGS.get(str(proposal.kind), "") + ":"
            return heading.removeprefix(prefix).strip() or heading
    return ""


class ProposalError(ValueError):
    """The file is not a readable approval card."""


def _signed_body(body: str) -> str:
    verdict = _VERDICT.search(body)
    if verdict:
        body = body[: verdict.start()]
    body = _BOX.sub(lambda m: f"- [ ] {m.group(2)}", body)
    return "\n".join(line.rstrip() for line in body.strip().splitlines())


def compute_fingerprint(meta: dict[str, Any], body: str) -> str:
    """``sha256:<hex>`` over the signed part of a proposal."""
    signed = {k: v for k, v in meta.items() if k not in _UNSIGNED}
    if signed.get("hippo_approval") == ProposalKind.SECTOR_MOVE:
        signed.pop("to", None)
    payload = json.dumps({"meta": signed, "body": _signed_body(body)}, ensure_ascii=False, sort_keys=True, default=str)
    return "sha256:" + hashlib.sha256(payload.encode("utf-8")).hexdigest()


def decision_of(body: str) -> Decision:
    """Approved when the approve box is ticked, rejected when only the reject box is.

    Only the box block counts: the first run of consecutive box lines (where
    :func:`render_proposal` puts them, under the heading). A box-shaped line further down — in a
    judge's reason, a quoted diff, any text a model wrote — is never a decision."""
    matches = list(_BOX.finditer(body))
    block = matches[:1]
    for match in matches[1:]:
        if body[block[-1].end():match.start()].strip("\n") != "":
            break
        block.append(match)
    ticked = {m.group(2) for m in block if m.group(1) in "xX"}
    if APPROVE_LABEL in ticked and REJECT_LABEL not in ticked:
        return Decision.APPROVED
    if REJECT_LABEL in ticked:
        return Decision.REJECTED
    return Decision.PENDING


def parse_proposal(text: str) -> Proposal:
    split = split_frontmatter(text)
    if split.error:
        raise ProposalError(f"unreadable approval card frontmatter: {split.error}")
    kind = split.meta.get("hippo_approval")
    try:
        proposal_kind = ProposalKind(str(kind))
    except ValueError:
        raise ProposalError(f"not an approval card: hippo_approval is {kind!r}") from None
    fp = split.meta.get("fingerprint")
    return Proposal(proposal_kind, split.meta, split.body, decision_of(split.body), str(fp) if fp else None)


def render_proposal(kind: ProposalKind, title: str, fields: dict[str, Any], summary: str, created: date) -> str:
    """A new, signed approval card with both boxes unticked."""
    meta: dict[str, Any] = {"hippo_approval": str(kind), **fields, "created": created.isoformat()}
    heading = HEADINGS[str(kind)]
    body = (
        f"\n# {heading}: {title}\n\n"
        f"- [ ] {APPROVE_LABEL}\n- [ ] {REJECT_LABEL}\n\n"
        f"{summary.strip()}\n"
    )
    meta["fingerprint"] = compute_fingerprint(meta, body)
    return render_note(meta, body)


def card_hash(text: str) -> str:
    """The ``card_sha256`` pin of a promotion or merge proposal: the approvals job refuses to apply
    a proposal whose card changed after it was proposed (the human approved that content)."""
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def with_verdict(text: str, verdict: str) -> str:
    """The card with its verdict section replaced by ``verdict`` (fingerprint unaffected)."""
    match = _VERDICT.search(text)
    base = text[: match.start()].rstrip("\n") if match else text.rstrip("\n")
    return f"{base}\n\n{VERDICT_HEADING}\n\n{verdict.strip()}\n"
