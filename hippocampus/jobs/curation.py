"""Approval kinds proposed by the LLM compiler and curator: ``merge``, ``duplicate``, ``stale``;
and the hook that resumes a waiting compile thread once its proposal has a final verdict.

Every handler re-checks its preconditions at apply time (the vault may have changed since the
proposal) and never edits a ``human_edit`` page:

- ``merge`` (compile): ``apply: replace`` writes the card's merged page over the canonical
  page (``created`` kept) after the five gates, then archives the card; ``apply: manual`` or
  a target that is ``human_edit`` *now* writes nothing to the page — the card is archived as
  the human's to-do (rule ``merge-manual``).
- ``duplicate`` (curate): ``page`` is archived (``superseded_by: keep``).
- ``stale`` (curate): ``page`` becomes ``status: needs-review``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from hippocampus.jobs.cards import canonical_text
from hippocampus.jobs.common import Outcome
from hippocampus.jobs.gates import Fail, Pass, failures, run_gates, title_key
from hippocampus.jobs.promotions import LedgerEntry, record
from hippocampus.jobs.verdicts import (
    APPLIED,
    FINAL_OUTCOMES,
    INVALID,
    STALE,
    ApplyContext,
    Readable,
    final,
    gate_failed,
    how,
    verdict_of,
    write_verdict,
)
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import ProposalKind, card_hash
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.layout import STAGING, WIKI, normalize, sector_of
from vault_schema.note import Note, parse_note

HUMAN_EDIT = "human_edit"


def apply_other(run: VaultRun, pf: Readable, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    """Dispatch for the kinds :mod:`hippocampus.jobs.approvals` does not handle itself."""
    kind = pf.proposal.kind
    handlers: dict[ProposalKind, Callable[[VaultRun, Readable, bool, ApplyContext, Outcome, date], None]]
    handlers = {ProposalKind.MERGE: _merge, ProposalKind.DUPLICATE: _duplicate, ProposalKind.STALE: _stale}
    handler = handlers.get(kind)
    if handler is None:
        final(run, pf, INVALID, f"unknown proposal kind {kind!r}", out, today)
        return
    handler(run, pf, auto, ctx, out, today)


def _page(run: VaultRun, path: str) -> tuple[str, Note] | tuple[None, None]:
    text = run.read_text(path) if path.startswith(WIKI + "/") else None
    return (text, parse_note(path, text)) if text is not None else (None, None)


def _merge(run: VaultRun, pf: Readable, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    meta = pf.proposal.meta
    card_path, target = normalize(str(meta.get("card") or "")), normalize(str(meta.get("target") or ""))
    card_text = run.read_text(card_path) if card_path.startswith(STAGING + "/") else None
    _target_text, target_note = _page(run, target)
    if card_text is None or target_note is None:
        final(run, pf, INVALID, f"merge needs the card `{card_path}` and the canonical page `{target}`; one is missing", out, today)
        return
    if meta.get("card_sha256") and card_hash(card_text) != meta.get("card_sha256"):
        final(run, pf, STALE, "the card changed after this proposal was made; nothing applied", out, today)
        return
    if meta.get("target_sha256") and card_hash(_target_text or "") != meta.get("target_sha256"):
        # Trigger: the canonical page changed after the proposal showed its diff (a human edit,
        # another merge). Why: approving replaced what the human saw, not what is there now.
        # Outcome: final (stale), nothing written; the card is compiled again against the page.
        final(run, pf, STALE, f"`{target}` changed after this proposal showed its diff; nothing applied", out, today,
              hint="The card is compiled again against the page as it is now.")
        return
    if str(meta.get("apply")) == "manual" or target_note.meta.trust == HUMAN_EDIT:
        # Trigger: the target is a human_edit page (now, or when proposed: apply manual).
        # Why: AI never edits a human_edit page (SPEC §1); approving only acknowledges.
        # Outcome: the page is untouched; the card is archived as the human's to-do.
        run.write(card_path, set_keys(card_text, {"status": "archived", "archived": today, "archived_rule": "merge-manual",
                                                  "archived_reason": f"merge into human_edit page {target}: apply by hand"}))
        write_verdict(run, pf, APPLIED, [f"{how(auto)}; `{target}` is human_edit and was NOT modified",
                                                 f"the merged draft stays in `{card_path}` (archived) for you to apply by hand"], today)
        run.log("merge acknowledged", f"{card_path} → {target} (human_edit, untouched)")
        out.add(APPLIED, pf.path, f"{how(auto)}: merge into human_edit `{target}` left to the human")
        return
    card = parse_note(card_path, card_text)
    results = [r if not (isinstance(r, Fail) and r.gate.startswith("unique") and ctx.gates.canonical_titles.get(title_key(card.title)) == target)
               else Pass(r.gate) for r in run_gates(card, ctx.gates)]
    if failures(results):
        gate_failed(run, pf, results, out, today, card_path)
        return
    try:
        merged = canonical_text(card_text, {"status": "canonical", "sector": sector_of(target) or "", "created": target_note.meta.created or today,
                                            "updated": today, "promoted": today})
        archived = set_keys(card_text, {"status": "archived", "archived": today, "archived_rule": "merged", "archived_reason": f"merged into {target}"})
    except FrontmatterEditError as exc:
        final(run, pf, INVALID, f"cannot set the card's frontmatter: {exc}", out, today)
        return
    # Trigger: an approved merge into a page that is not human_edit. Why: one canonical page per
    # topic. Outcome: the page is replaced by the merged draft (history in git), card archived.
    run.write(target, merged)
    run.write(card_path, archived, consume=True)
    write_verdict(run, pf, APPLIED, [f"{how(auto)}; merged into `{target}`"] + [r.line() for r in results], today)
    record(run, today, LedgerEntry("merge", target, card.title, sector_of(target) or "", card=card_path, proposal=pf.path,
                                   fingerprint=pf.proposal.fingerprint, gates=tuple(r.gate for r in results if isinstance(r, Pass)),
                                   auto_approved=auto, run=run.run_id))
    run.log("merge", f"{card_path} → {target}")
    out.add(APPLIED, pf.path, f"{how(auto)}: `{card_path}` merged into `{target}`")


def _not_human(run: VaultRun, pf: Readable, path: str, out: Outcome, today: date) -> tuple[str, Note] | None:
    text, note = _page(run, path)
    if text is None or note is None:
        final(run, pf, INVALID, f"`{path}` is not a page under {WIKI}/", out, today)
        return None
    if note.meta.trust == HUMAN_EDIT:
        final(run, pf, INVALID, f"`{path}` is human_edit: AI proposals never change it", out, today)
        return None
    return text, note


def _duplicate(run: VaultRun, pf: Readable, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    page, keep = normalize(str(pf.proposal.meta.get("page") or "")), normalize(str(pf.proposal.meta.get("keep") or ""))
    if not run.exists(keep) or keep == page:
        final(run, pf, INVALID, f"the page to keep `{keep}` does not exist", out, today)
        return
    found = _not_human(run, pf, page, out, today)
    if found is None:
        return
    # Trigger: an approved duplicate. Why: two canonical pages on one topic split knowledge.
    # Outcome: the duplicate is archived (never deleted) and points at the page kept.
    run.write(page, set_keys(found[0], {"status": "archived", "archived": today, "archived_rule": "duplicate",
                                        "archived_reason": f"duplicate of {keep}", "superseded_by": keep}))
    write_verdict(run, pf, APPLIED, [f"{how(auto)}; `{page}` archived as a duplicate of `{keep}`"], today)
    run.log("duplicate archived", f"{page} (kept {keep})")
    out.add(APPLIED, pf.path, f"{how(auto)}: `{page}` archived, `{keep}` kept")


def _stale(run: VaultRun, pf: Readable, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    page = normalize(str(pf.proposal.meta.get("page") or ""))
    found = _not_human(run, pf, page, out, today)
    if found is None:
        return
    # Trigger: an approved stale finding. Why: readers and ranking must see the doubt.
    # Outcome: status needs-review (text unchanged); a later compile/human edit settles it.
    run.write(page, set_keys(found[0], {"status": "needs-review", "stale_since": today}))
    write_verdict(run, pf, APPLIED, [f"{how(auto)}; `{page}` marked needs-review"], today)
    run.log("stale marked", page)
    out.add(APPLIED, pf.path, f"{how(auto)}: `{page}` needs review")


def reconcile_compile_threads(run: VaultRun, out: Outcome) -> None:
    """Trigger: an approvals run starts (under the vault lock). Why: a run killed after resuming
    compile threads but before its commit left their checkpoints ahead of the vault. Outcome:
    the checkpoints follow the vault's HEAD (:mod:`hippocampus.compile.threads`), each change a
    note of this run; a thread that cannot be reconciled is reported, never fatal."""
    try:
        from hippocampus.compile.runner import reconcile_threads
        from hippocampus.config import get_settings

        out.notes.extend(reconcile_threads(get_settings(), run))
    except Exception as exc:  # noqa: BLE001 - the approvals themselves do not depend on it
        out.notes.append(f"compile threads not reconciled ({type(exc).__name__}: {exc})")


def resume_compile_thread(run: VaultRun, pf: Readable, out: Outcome, today: date) -> None:
    """Trigger: a proposal carrying ``compile_thread`` got a final verdict in this run.
    Why: the compile graph waits (interrupt) for the human's decision. Outcome: the thread is
    resumed with ``Command(resume=decision)`` inside this run (same commit); a thread that
    cannot be resumed is reported, never fatal — the approval itself already stands (the next
    run's reconciliation resumes it from the committed verdict)."""
    thread = (pf.proposal.meta or {}).get("compile_thread")
    text = run.read_text(pf.path) or ""
    if not thread or verdict_of(text) not in FINAL_OUTCOMES:
        return
    try:
        from hippocampus.compile.runner import resume
        from hippocampus.compile.threads import decision_for

        result = resume(str(thread), decision_for(text, str(pf.proposal.meta.get("target") or "") or None), run=run, today=today)
    except Exception as exc:  # noqa: BLE001 - the approval stands; the thread is reported
        out.notes.append(f"compile thread {thread} not resumed ({type(exc).__name__}: {exc}); the next approvals run resumes it")
        return
    out.notes.append(f"compile thread {thread}: {result.status} → {result.outcome or result.detail}")
