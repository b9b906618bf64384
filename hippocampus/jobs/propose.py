"""``hippo propose``: create an approval card for a staging card (promotion) or a canonical
page (sector move). The LLM compile job will create promotion proposals the same way.

A promotion proposal pins the card's content (``card_sha256``): what the human approves is
exactly what gets promoted. It is only created when the five gates pass now (a proposal
that cannot pass is noise in the human's queue); the gates run again when it is applied.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import PurePosixPath

from hippocampus.errors import UsageError
from hippocampus.jobs.approvals import promotion_target
from hippocampus.jobs.common import Outcome, stem_of, unique_name
from hippocampus.jobs.gates import GateResult, failures, run_gates
from hippocampus.jobs.verdicts import read_proposals
from hippocampus.jobs.wiki import gate_context, valid_sector
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import ProposalKind, card_hash, render_proposal
from vault_schema.layout import APPROVALS, STAGING, WIKI, normalize, sector_of
from vault_schema.note import parse_note


@dataclass
class ProposeResult:
    proposal: str | None
    kind: str
    subject: str
    target: str | None
    gates: list[GateResult] = field(default_factory=list)
    existing: bool = False


def _existing(run: VaultRun, key: str, value: str) -> str | None:
    for pf in read_proposals(run):
        if pf.open and pf.proposal is not None and normalize(str(pf.proposal.meta.get(key) or "")) == value:
            return pf.path
    return None


def propose_promotion(run: VaultRun, card: str, *, sector: str | None = None, today: date | None = None) -> ProposeResult:
    today = today or run.today
    card = normalize(card)
    if not card.startswith(STAGING + "/"):
        raise UsageError(f"{card} is not a staging card (expected a file under {STAGING}/)")
    text = run.read_text(card)
    if text is None:
        raise UsageError(f"no such card: {card}")
    note = parse_note(card, text)
    if note.frontmatter_error:
        raise UsageError(f"{card}: frontmatter unreadable ({note.frontmatter_error})")
    if note.meta.status in ("archived", "canonical"):
        raise UsageError(f"{card} is {note.meta.status}; only active cards can be proposed")
    sector = sector or note.meta.sector
    if not sector:
        raise UsageError(f"{card} names no sector: pass --sector (one of the folders under {WIKI}/, or a new one)")
    if not valid_sector(sector):
        raise UsageError(f"invalid sector {sector!r}: one folder name of a-z, 0-9, 한글, '-' or '_'")
    target = promotion_target(card, sector)
    found = _existing(run, "card", card)
    if found:
        return ProposeResult(found, ProposalKind.PROMOTION.value, card, target, existing=True)
    results = run_gates(note, gate_context(run))
    failed = failures(results)
    if run.exists(target):
        raise UsageError(f"the target {target} already exists; rename the card or pick another sector")
    if failed:
        # Trigger: a gate fails today. Why: a proposal that cannot pass only wastes the
        # reviewer's attention. Outcome: no proposal; the reasons go back to the caller.
        return ProposeResult(None, ProposalKind.PROMOTION.value, card, target, results)
    fields = {"card": card, "card_sha256": card_hash(text), "title": note.title, "sector": sector, "target": target}
    summary = "\n".join([
        f"`{card}` → `{target}`",
        "",
        f"- title: {note.title}",
        f"- type: {note.meta.type} · trust: {note.meta.trust} · sources: {len(note.meta.sources)}",
        "- gates now: " + " · ".join(f"{r.gate} ✅" for r in results),
        "",
        "Tick approve to promote the card as it is now; to change it, edit the card and propose again",
        "(editing this proposal rejects it).",
    ])
    rel = unique_name(run.list_files(APPROVALS, recursive=False), APPROVALS, f"{today.isoformat()}_{stem_of(card).split('_', 1)[-1]}")
    run.write(rel, render_proposal(ProposalKind.PROMOTION, note.title, fields, summary, today))
    run.log("propose", f"{card} → {target} ({rel})")
    return ProposeResult(rel, ProposalKind.PROMOTION.value, card, target, results)


def propose_sector_move(run: VaultRun, page: str, *, to: str, today: date | None = None) -> ProposeResult:
    today = today or run.today
    page = normalize(page)
    current = sector_of(page)
    if not current or run.read_text(page) is None:
        raise UsageError(f"{page} is not a page under {WIKI}/<sector>/")
    if not valid_sector(to) or to == current:
        raise UsageError(f"invalid target sector {to!r} (must differ from {current!r}; a-z, 0-9, 한글, '-' or '_')")
    found = _existing(run, "page", page)
    if found:
        return ProposeResult(found, ProposalKind.SECTOR_MOVE.value, page, None, existing=True)
    note = parse_note(page, run.read_text(page) or "")
    target = f"{WIKI}/{to}/" + "/".join(page.split("/")[2:])
    fields = {"page": page, "title": note.title, "from": current, "to": to}
    summary = f"`{page}` → `{target}`\n\nYou may change `to:` before ticking approve; any other edit rejects the proposal."
    rel = unique_name(run.list_files(APPROVALS, recursive=False), APPROVALS, f"{today.isoformat()}_move_{PurePosixPath(page).stem}")
    run.write(rel, render_proposal(ProposalKind.SECTOR_MOVE, note.title, fields, summary, today))
    run.log("propose sector move", f"{page} → {to} ({rel})")
    return ProposeResult(rel, ProposalKind.SECTOR_MOVE.value, page, target)


def propose(run: VaultRun, path: str, *, sector: str | None = None, today: date | None = None) -> tuple[ProposeResult, Outcome]:
    """A staging card → promotion proposal; a wiki page (with ``sector``) → sector-move proposal."""
    path = normalize(path)
    out = Outcome()
    if path.startswith(WIKI + "/"):
        if not sector:
            raise UsageError("a sector move needs --sector (the sector to move the page to)")
        result = propose_sector_move(run, path, to=sector, today=today)
    else:
        result = propose_promotion(run, path, sector=sector, today=today)
    if result.existing:
        out.skip(path, f"an open proposal already exists: {result.proposal}")
    elif result.proposal:
        out.add("propose", result.proposal, f"{result.kind}: `{path}` → `{result.target}`")
    else:
        out.skip(path, "gates fail now: " + "; ".join(f.line() for f in failures(result.gates)), action="refused")
    return result, out
