"""approvals: apply the proposals a human ticked in ``30-reviews/approvals/`` (SPEC §5, seed §6).

For each proposal without a final verdict:

- box unticked → waiting (counted; with ``HIPPO_AUTO_APPROVE=1`` treated as approved);
- fingerprint mismatch → ``tampered``: the proposal was edited (only a sector move's ``to:``
  may be); rejected, reason written back into the file, nothing applied;
- reject ticked → ``rejected``;
- approve ticked → a promotion runs the five gates (:mod:`hippocampus.jobs.gates`); on pass
  the staging card is *moved* (git mv) to ``20-wiki/<sector>/`` and becomes canonical (ADR
  0012), the promotion ledger ``90-system/promotions/<yyyy-mm>.jsonl``, ``log.md``,
  ``index.md``, the sector hub and ``HOME.md`` change in the same commit. A failed gate writes a
  readable verdict back (``gate-failed``) and is re-checked on the next run while ticked.
  A sector move checks its own preconditions and moves the page the same way.

The verdict lives in the proposal's unsigned ``## 판정 (verdict)`` section; its ``- outcome:``
line is the proposal's state. Final outcomes are never revisited.
"""

from __future__ import annotations

from datetime import date
from pathlib import PurePosixPath

from hippocampus.jobs import curation
from hippocampus.jobs.cards import canonical_text
from hippocampus.jobs.common import Outcome, strip_date_prefix
from hippocampus.jobs.gates import Fail, GateResult, Pass, failures, run_gates, title_key
from hippocampus.jobs.home import update_home
from hippocampus.jobs.promotions import LedgerEntry, record, record_commits
from hippocampus.jobs.verdicts import (
    APPLIED,
    BLOCKED,
    CONTESTED,
    FINAL_OUTCOMES,
    GATE_FAILED,
    INVALID,
    REJECTED,
    STALE,
    TAMPERED,
    WAITING,
    ApplyContext,
    Readable,
    final,
    gate_failed,
    how,
    read_proposals,
    write_verdict,
)
from hippocampus.jobs.wiki import valid_sector
from hippocampus.vault.writer import DirtyPathError, VaultRun
from vault_schema.approval import Decision, ProposalKind, card_hash
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.layout import STAGING, WIKI, normalize, sector_of
from vault_schema.links import LinkResolver
from vault_schema.note import parse_note
from vault_schema.relink import relink, relinkable


def promotion_target(card_path: str, sector: str) -> str:
    """``20-wiki/<sector>/<card name without its date prefix>.md``."""
    stem = strip_date_prefix(PurePosixPath(card_path).stem) or PurePosixPath(card_path).stem
    return f"{WIKI}/{sector}/{stem}.md"


def apply_approvals(run: VaultRun, *, auto_approve: bool = False, today: date | None = None) -> Outcome:
    today = today or run.today
    out = Outcome()
    ctx = ApplyContext(run)
    waiting: list[str] = []
    curation.reconcile_compile_threads(run, out)
    for pf in read_proposals(run):
        if pf.proposal is None:
            out.skip(pf.path, f"not a readable approval card: {pf.error}")
            continue
        if pf.outcome in FINAL_OUTCOMES:
            continue
        decision = pf.proposal.decision
        auto = False
        if decision is Decision.PENDING:
            if not auto_approve or pf.proposal.meta.get("judge") == CONTESTED:
                # Trigger: no tick, and either no auto-approval or a contested judge verdict.
                # Why: a verdict that contradicts itself is not an accept; only a human decides.
                # Outcome: the proposal waits (and the human is notified).
                waiting.append(pf.path)
                continue
            # Trigger: HIPPO_AUTO_APPROVE=1 and an untouched proposal. Why: SPEC §5 lets the
            # owner skip the human look; fingerprint and gates still apply below.
            # Outcome: handled as if the approve box were ticked, and the verdict says so.
            decision, auto = Decision.APPROVED, True
        try:
            with run.savepoint():
                readable = Readable(pf.path, pf.text, pf.proposal)
                _decide(run, readable, decision, auto, ctx, out, today)
                if pf.proposal.meta.get("compile_thread"):
                    curation.resume_compile_thread(run, readable, out, today)
        except DirtyPathError as exc:
            out.skip(pf.path, f"blocked: {exc}", action=BLOCKED)
    out.counts = {
        "applied": sum(1 for i in out.done if i.action == APPLIED),
        "waiting": len(waiting),
        "gate_failed": sum(1 for i in out.skipped if i.action == GATE_FAILED),
        "rejected": sum(1 for i in out.done if i.action in (REJECTED, TAMPERED, STALE, INVALID)),
    }
    for path in waiting:
        out.skip(path, "waiting for a human to tick approve or reject", action=WAITING)
    if run.changes:
        # Trigger: this run commits anyway. Why: a ledger line cannot name the commit that holds
        # it; earlier lines' commits exist now. Outcome: their sha is recorded in this commit (no
        # commit of its own: a run with nothing else to do leaves them for the next one).
        recorded = record_commits(run)
        if recorded:
            out.notes.append(f"promotion ledger: recorded the commit of {recorded} earlier line(s)")
    if out.counts["applied"]:
        # Trigger: at least one page entered or moved within the canon. Why: SPEC §5 wants
        # index/log updated in the promotion's own commit. Outcome: index.md, the hubs and
        # HOME.md are regenerated inside this run (same commit).
        home = update_home(run, today)
        out.done.extend(home.done)
        out.skipped.extend(home.skipped)
    return out


def _decide(run: VaultRun, pf: Readable, decision: Decision, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    proposal = pf.proposal
    if not proposal.fingerprint_ok:
        # Trigger: the signed part of the proposal changed after it was created.
        # Why: a human must approve exactly what was proposed; edits go to the card itself.
        # Outcome: final rejection, reason written into the file, nothing applied.
        write_verdict(run, pf, TAMPERED, ["rejected: the proposal was edited after it was created (fingerprint mismatch); "
                                          "only a sector move's `to:` may be changed"], today,
                      hint="Edit the card itself and create a new proposal with `hippo propose`.")
        run.log("approval tampered", pf.path)
        out.add(TAMPERED, pf.path, "fingerprint mismatch: edited proposal rejected")
        return
    if decision is Decision.REJECTED:
        write_verdict(run, pf, REJECTED, ["rejected by the reviewer (반려); nothing applied"], today)
        run.log("approval rejected", pf.path)
        out.add(REJECTED, pf.path, "rejected by the reviewer")
        return
    if proposal.kind is ProposalKind.PROMOTION:
        _promote(run, pf, auto, ctx, out, today)
    elif proposal.kind is ProposalKind.SECTOR_MOVE:
        _move_sector(run, pf, auto, ctx, out, today)
    else:  # merge / duplicate / stale, proposed by the LLM compiler and curator
        curation.apply_other(run, pf, auto, ctx, out, today)


def _promote(run: VaultRun, pf: Readable, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    meta = pf.proposal.meta
    card_path = normalize(str(meta.get("card") or ""))
    sector = str(meta.get("sector") or "")
    if not card_path.startswith(STAGING + "/") or not valid_sector(sector):
        final(run, pf, INVALID, f"invalid proposal: card {card_path!r} must be under {STAGING}/ and sector {sector!r} a folder name", out, today)
        return
    text = run.read_text(card_path)
    if text is None:
        final(run, pf, INVALID, f"the card `{card_path}` no longer exists", out, today)
        return
    if meta.get("card_sha256") and card_hash(text) != meta.get("card_sha256"):
        # Trigger: the card changed after it was proposed. Why: the approval is for the
        # content the human saw. Outcome: final; a new `hippo propose` pins the new content.
        final(run, pf, STALE, "the card changed after this proposal was made; nothing applied", out, today,
               hint=f"Run `hippo propose {card_path}` again to propose the current version.")
        return
    note = parse_note(card_path, text)
    if note.meta.status in ("archived", "canonical"):
        final(run, pf, INVALID, f"the card is {note.meta.status}; nothing to promote", out, today)
        return
    target = normalize(str(meta.get("target") or promotion_target(card_path, sector)))
    results = run_gates(note, ctx.gates)
    if sector_of(target) != sector:
        results.append(Fail("target", f"target `{target}` is not in sector {sector!r}"))
    elif run.exists(target):
        results.append(Fail("target", f"`{target}` already exists"))
    if failures(results) and meta.get("compile_thread") and any(f.gate in ("unique-title", "target") for f in failures(results)):
        # Trigger: a compile proposal whose page (title or file) now exists, e.g. a same-title
        # proposal approved first. Why: it can never pass, and its compile thread would wait
        # forever. Outcome: final (stale); the thread ends with this reason and the card is
        # compiled again, as a merge into the page that now exists.
        reasons = "; ".join(f.line() for f in failures(results))
        final(run, pf, STALE, f"superseded: {reasons}; the card will be compiled again as a merge", out, today)
        return
    if failures(results):
        gate_failed(run, pf, results, out, today, card_path)
        return
    try:
        promoted = canonical_text(text, {"status": "canonical", "sector": sector, "updated": today, "promoted": today})
    except FrontmatterEditError as exc:
        final(run, pf, INVALID, f"cannot set the card's frontmatter: {exc}", out, today)
        return
    run.move(card_path, target, consume=True)  # pinned by card_sha256: the human approved this content
    run.write(target, promoted, consume=True)
    write_verdict(run, pf, APPLIED, [f"{how(auto)}; promoted to `{target}`"] + [r.line() for r in results], today)
    record(run, today, LedgerEntry("promotion", target, note.title, sector, card=card_path, proposal=pf.path,
                                   fingerprint=pf.proposal.fingerprint, gates=tuple(r.gate for r in results if isinstance(r, Pass)),
                                   auto_approved=auto, run=run.run_id))
    ctx.gates.canonical_titles[title_key(note.title)] = target
    run.log("promote", f"{card_path} → {target}")
    out.add(APPLIED, pf.path, f"{how(auto)}: `{card_path}` → `{target}`")


def _relink_vault(run: VaultRun, files: list[str], resolver: LinkResolver, old: str, new: str, skip: set[str]) -> tuple[list[str], list[str]]:
    """Point the folder-spelling links of every living note (``relinkable``) among ``files``
    (the vault as it was before the move) from ``old`` to ``new`` in this run
    (vault_schema/relink.py). Returns (rewritten, held back): a note with uncommitted human
    edits is never written; it is listed for the human instead."""
    stem = PurePosixPath(old).stem
    rewired: list[str] = []
    held: list[str] = []
    for rel in files:
        if rel in skip or rel in (old, new) or not rel.lower().endswith(".md") or not relinkable(rel):
            continue
        text = run.read_text(rel)
        if not text or stem not in text:
            continue
        updated = relink(text, rel, old, new, resolver.resolve)
        if updated == text:
            continue
        if run.is_dirty(rel):
            held.append(rel)
            continue
        run.write(rel, updated)
        rewired.append(rel)
    return rewired, held


def _move_sector(run: VaultRun, pf: Readable, auto: bool, ctx: ApplyContext, out: Outcome, today: date) -> None:
    meta = pf.proposal.meta
    page = normalize(str(meta.get("page") or ""))
    src, dst = str(meta.get("from") or ""), str(meta.get("to") or "").strip()
    checks: list[GateResult] = []
    current = sector_of(page)
    # Trigger: `from: ""` and a page directly in 20-wiki/ (sector_migrate). Why: legacy pages
    # have no sector folder yet. Outcome: moved to 20-wiki/<to>/<name>, like any sector move.
    legacy = src == "" and current is None and page.startswith(WIKI + "/") and page.count("/") == 1
    checks.append(Pass("page") if run.exists(page) and (current or legacy) else Fail("page", f"`{page}` is not a page under {WIKI}/<sector>/"))
    checks.append(Pass("from") if current == src or legacy else Fail("from", f"the page is in sector {current!r}, the proposal says {src!r}"))
    checks.append(Pass("to") if valid_sector(dst) and dst != src else Fail("to", f"`to: {dst}` must be a different sector folder name (a-z, 0-9, 한글, - _)"))
    target = (f"{WIKI}/{dst}/" + "/".join(page.split("/")[2:]) if current else f"{WIKI}/{dst}/{page.split('/', 1)[1]}") if (current or legacy) else ""
    if all(isinstance(c, Pass) for c in checks) and run.exists(target):
        checks.append(Fail("target", f"`{target}` already exists"))
    if failures(checks):
        gate_failed(run, pf, checks, out, today, page)
        return
    text = run.read_text(page) or ""
    files = run.list_files("", suffix="")  # one walk: link resolution and the notes to relink
    resolver = LinkResolver(files)  # links resolve as they did before the move
    run.move(page, target)  # not consume: a page with uncommitted human edits blocks the move
    note = parse_note(target, text)
    moved = relink(text, page, page, target, resolver.resolve, note_moved_to=target)
    if note.has_frontmatter and not note.frontmatter_error:
        moved = set_keys(moved, {"sector": dst, "updated": today})
    run.write(target, moved)
    rewired, held = _relink_vault(run, files, resolver, page, target, skip={pf.path})
    links = [f"links rewritten in {len(rewired)} note(s): " + ", ".join(f"`{r}`" for r in rewired)] if rewired else []
    links += [f"⚠️ not rewritten (uncommitted human edits), fix by hand: `{h}`" for h in held]
    write_verdict(run, pf, APPLIED, [f"{how(auto)}; moved to `{target}`", *links] + [c.line() for c in checks], today)
    record(run, today, LedgerEntry("sector-move", target, note.title, dst, proposal=pf.path, fingerprint=pf.proposal.fingerprint,
                                   auto_approved=auto, run=run.run_id, moved={"from_path": page, "from": src, "to": dst}))
    run.log("sector move", f"{page} → {target}")
    out.add(APPLIED, pf.path, f"{how(auto)}: `{page}` → `{target}`")
