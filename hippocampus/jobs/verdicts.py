"""Proposal verdicts: what every approval handler shares (SPEC §5, seed §6).

A proposal in ``30-reviews/approvals/`` carries its state in the unsigned ``## 판정 (verdict)``
section that Hippocampus writes back; its ``- outcome:`` line is the state. This module owns
that section (reading, rendering, writing), the outcome vocabulary, and the per-run context the
handlers share. :mod:`~hippocampus.jobs.approvals` (promotion, sector move) and
:mod:`~hippocampus.jobs.curation` (merge, duplicate, stale) both import it; neither imports the
other's internals.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from hippocampus.jobs.common import Outcome
from hippocampus.jobs.gates import GateContext, GateResult, failures
from hippocampus.jobs.wiki import gate_context
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import VERDICT_HEADING, Proposal, ProposalError, ProposalKind, parse_proposal, with_verdict
from vault_schema.layout import APPROVALS, normalize

APPLIED, REJECTED, TAMPERED, STALE, INVALID, GATE_FAILED, BLOCKED = (
    "applied", "rejected", "tampered", "stale", "invalid", "gate-failed", "blocked")
WAITING = "waiting"
#: a compile proposal whose thread a human closed by hand (``hippo compile resume``) without ticking it
CLOSED = "closed"
FINAL_OUTCOMES = frozenset({APPLIED, REJECTED, TAMPERED, STALE, INVALID, CLOSED})
#: ``judge:`` of a compile proposal whose judge verdict contradicted itself: never auto-approved
CONTESTED = "contested"
_OUTCOME = re.compile(r"^- outcome: (\S+)", re.MULTILINE)


def verdict_of(text: str) -> str | None:
    """The outcome recorded in a proposal's verdict section, if any."""
    index = text.find(VERDICT_HEADING)
    if index < 0:
        return None
    match = _OUTCOME.search(text, index)
    return match.group(1) if match else None


def verdict_reason(text: str) -> str:
    """The verdict's reason lines (outcome and check date left out), joined, at most 400 chars."""
    tail = text[text.find(VERDICT_HEADING):] if VERDICT_HEADING in text else ""
    lines = [line[2:] for line in tail.splitlines() if line.startswith("- ") and not line.startswith(("- outcome:", "- checked:"))]
    return "; ".join(lines)[:400]


def _verdict_core(text: str) -> str:
    index = text.find(VERDICT_HEADING)
    if index < 0:
        return ""
    return "\n".join(line for line in text[index:].splitlines() if not line.startswith("- checked:")).strip()


def render_verdict(outcome: str, lines: list[str], *, today: date, run_id: str, hint: str = "") -> str:
    body = [f"- outcome: {outcome}", f"- checked: {today.isoformat()} (run {run_id})"] + [f"- {line}" for line in lines]
    if hint:
        body += ["", hint]
    return "\n".join(body)


def how(auto: bool) -> str:
    """How a proposal was approved, as the verdict and the run summary say it."""
    return "auto-approved (HIPPO_AUTO_APPROVE=1)" if auto else "approved"


@dataclass(frozen=True)
class ProposalFile:
    path: str
    text: str
    proposal: Proposal | None
    error: str | None = None

    @property
    def outcome(self) -> str | None:
        return verdict_of(self.text)

    @property
    def open(self) -> bool:
        return self.proposal is not None and self.outcome not in FINAL_OUTCOMES


@dataclass(frozen=True)
class Readable:
    """A proposal file that parsed: what a handler receives (``proposal`` is never ``None``)."""

    path: str
    text: str
    proposal: Proposal


def read_proposals(run: VaultRun) -> list[ProposalFile]:
    found: list[ProposalFile] = []
    for rel in run.list_files(APPROVALS, recursive=False):
        text = run.read_text(rel) or ""
        try:
            found.append(ProposalFile(rel, text, parse_proposal(text)))
        except ProposalError as exc:
            found.append(ProposalFile(rel, text, None, str(exc)))
    return found


def open_card_proposals(run: VaultRun) -> dict[str, str]:
    """card path → proposal path, for promotion proposals that are still open."""
    return {normalize(str(p.proposal.meta.get("card"))): p.path for p in read_proposals(run)
            if p.proposal is not None and p.open and p.proposal.kind is ProposalKind.PROMOTION and p.proposal.meta.get("card")}


class ApplyContext:
    """Lazily built, shared across the proposals of one run (a promotion updates it)."""

    def __init__(self, run: VaultRun) -> None:
        self.run = run
        self._gates: GateContext | None = None

    @property
    def gates(self) -> GateContext:
        if self._gates is None:
            self._gates = gate_context(self.run)
        return self._gates


def write_verdict(run: VaultRun, pf: Readable, outcome: str, lines: list[str], today: date, hint: str = "") -> bool:
    """Write the verdict back into the proposal; ``False`` when it already says exactly this."""
    new = with_verdict(pf.text, render_verdict(outcome, lines, today=today, run_id=run.run_id, hint=hint))
    if _verdict_core(new) == _verdict_core(pf.text):
        return False
    return run.write(pf.path, new, consume=True)  # the ticked box is the human's edit being consumed


def final(run: VaultRun, pf: Readable, outcome: str, reason: str, out: Outcome, today: date, hint: str = "") -> None:
    """A final verdict with one reason: written back, logged, counted."""
    write_verdict(run, pf, outcome, [reason], today, hint)
    run.log(f"approval {outcome}", pf.path)
    out.add(outcome, pf.path, reason)


def gate_failed(run: VaultRun, pf: Readable, results: list[GateResult], out: Outcome, today: date, subject: str) -> None:
    # Trigger: a required gate failed. Why: only deterministic checks admit a page to the
    # canon. Outcome: nothing moves; the verdict lists every gate; re-checked next run.
    if write_verdict(run, pf, GATE_FAILED, [r.line() for r in results], today,
                     hint="Fix what failed (the card itself, or the vault), then run `hippo propose` again; "
                          "an unchanged proposal is re-checked on every approvals run while ticked."):
        run.log("approval gate-failed", f"{subject} ({', '.join(f.gate for f in failures(results))})")
    out.skip(pf.path, "; ".join(f.line() for f in failures(results)), action=GATE_FAILED)
