"""janitor: keep the staging queue convergent (SPEC §5, seed 000 §5.3).

Inflow (~7 cards/day) exceeds promotion (~0.4/day), so an untended queue grows without end.
Deterministic rules archive cards: ``status: archived`` plus ``archived``,
``archived_rule`` and ``archived_reason`` — never a deletion, so links and (opt-in) search
keep working and ``git revert`` undoes a run. Each archive is also recorded in the janitor
ledger ``90-system/janitor/<yyyy-mm>.jsonl``.

| rule | cards                                   | limit                                          |
|------|-----------------------------------------|------------------------------------------------|
| R1   | ``card_kind: daily-proposal``           | keep the newest 3                              |
| R2   | ``card_kind: retro-prompt``             | older than 7 days                              |
| R3   | any card whose sources all vanished     | older than 14 days                             |
| R4   | any other card never selected by compile| older than 30 days (the source copy stays)     |
| R5   | ``card_kind: research``                 | keep the newest 1 per ``research_slug``        |

Ages are whole days between the card's ``created`` (or its file-name date) and today:
"older than 7 days" means 8 days or more. A card is exempt while a proposal for it is open
(a human is deciding) or while it has uncommitted human edits (someone is working on it).
The first rule that matches wins (R1 … R5 order). The stuck-inbox reconcile runs with the
janitor (:func:`hippocampus.jobs.inbox.reconcile_stuck`).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date

from hippocampus.jobs.cards import DAILY_PROPOSAL, RESEARCH, RETRO_PROMPT, Card, read_cards, vault_ref
from hippocampus.jobs.common import Outcome
from hippocampus.jobs.verdicts import open_card_proposals
from hippocampus.vault.writer import DirtyPathError, VaultRun
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.layout import SYSTEM

R1_KEEP = 3
R2_MAX_AGE_DAYS = 7
R3_MAX_AGE_DAYS = 14
R4_MAX_AGE_DAYS = 30
R5_KEEP = 1
LEDGER = f"{SYSTEM}/janitor"


@dataclass(frozen=True)
class Archive:
    """One decision: archive ``path`` under ``rule`` because ``reason``."""

    path: str
    rule: str
    reason: str


def _newest_first(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.created or date.min, c.path), reverse=True)


def plan(cards: list[Card], *, today: date, exists: Callable[[str], bool], exempt: Iterable[str] = ()) -> list[Archive]:
    """Pure: which active cards to archive, and why. ``exists(path)`` says whether a cited
    vault source is still there. The first rule that matches a card wins (R1 … R5)."""
    skip = set(exempt)
    active = [c for c in cards if c.active and c.path not in skip]
    daily = _newest_first([c for c in active if c.kind == DAILY_PROPOSAL])
    rotated = {c.path for c in daily[R1_KEEP:]}
    by_slug: dict[str, list[Card]] = defaultdict(list)
    for card in active:
        if card.kind == RESEARCH:
            by_slug[card.research_slug].append(card)
    rerun = {c.path: slug for slug, group in by_slug.items() for c in _newest_first(group)[R5_KEEP:]}
    decisions: list[Archive] = []
    for card in active:
        rule = _first_rule(card, today, exists, rotated, len(daily), rerun)
        if rule:
            decisions.append(Archive(card.path, *rule))
    return sorted(decisions, key=lambda a: (a.rule, a.path))


def _first_rule(card: Card, today: date, exists: Callable[[str], bool], rotated: set[str], n_daily: int,
                rerun: dict[str, str]) -> tuple[str, str] | None:
    age = card.age(today)
    # R1 — Trigger: more than 3 daily proposals. Why: only the latest days' proposals are
    # actionable. Outcome: all but the newest 3 archived.
    if card.path in rotated:
        return "R1", f"daily proposal rotation: only the newest {R1_KEEP} of {n_daily} are kept"
    # R2 — Trigger: a retrospective prompt older than 7 days. Why: a stale prompt can no
    # longer be answered. Outcome: archived.
    if card.kind == RETRO_PROMPT and age is not None and age > R2_MAX_AGE_DAYS:
        return "R2", f"retrospective prompt {age} days old (limit {R2_MAX_AGE_DAYS})"
    # R3 — Trigger: every vault source the card cites is gone and it is older than 14 days.
    # Why: a card without evidence can never pass gate 3. Outcome: archived.
    refs = [r for r in (vault_ref(x) for x in card.source_refs) if r]
    if refs and age is not None and age > R3_MAX_AGE_DAYS and not any(exists(r) for r in refs):
        return "R3", f"all {len(refs)} cited sources vanished ({', '.join(refs[:3])}); {age} days old (limit {R3_MAX_AGE_DAYS})"
    # R4 — Trigger: a card older than 30 days that compile never selected. Why: the queue
    # must converge; its source copy in 10-sources/ keeps the knowledge. Outcome: archived.
    if card.kind not in (DAILY_PROPOSAL, RETRO_PROMPT) and not card.selected and age is not None and age > R4_MAX_AGE_DAYS:
        return "R4", f"{age} days old (limit {R4_MAX_AGE_DAYS}) and never selected for refinement"
    # R5 — Trigger: several daily re-runs of one deep-research slug. Why: only the latest
    # run carries the current findings. Outcome: all but the newest per slug archived.
    if card.path in rerun:
        return "R5", f"deep-research re-run: only the newest {R5_KEEP} is kept for slug {rerun[card.path]!r}"
    return None


def run_janitor(run: VaultRun, *, today: date | None = None, exempt: set[str] | None = None) -> Outcome:
    """Archive what :func:`plan` decides; one log line and one ledger record per card."""
    today = today or run.today
    out = Outcome()
    cards, bad = read_cards(run)
    for path, reason in bad:
        out.skip(path, reason)
    waiting = set(open_card_proposals(run))
    busy = {c.path for c in cards if run.is_dirty(c.path)}
    for path in sorted((waiting | busy) & {c.path for c in cards if c.active}):
        why = "a proposal for it is open" if path in waiting else "it has uncommitted human edits"
        out.notes.append(f"exempt: `{path}` ({why})")
    by_path = {c.path: c for c in cards}
    for decision in plan(cards, today=today, exists=run.exists, exempt=waiting | busy | (exempt or set())):
        card = by_path[decision.path]
        try:
            text = set_keys(card.text, {"status": "archived", "archived": today, "archived_rule": decision.rule,
                                        "archived_reason": decision.reason})
            with run.savepoint():
                run.write(card.path, text)
                run.append(f"{LEDGER}/{today:%Y-%m}.jsonl", json.dumps(
                    {"at": today.isoformat(), "path": card.path, "rule": decision.rule, "reason": decision.reason,
                     "kind": card.kind, "run": run.run_id}, ensure_ascii=False, sort_keys=True) + "\n")
                run.log(f"janitor archive {decision.rule}", f"{card.path} ({decision.reason})")
        except (FrontmatterEditError, DirtyPathError) as exc:
            out.skip(card.path, str(exc), rule=decision.rule)
            continue
        out.add("archive", card.path, decision.reason, rule=decision.rule)
    out.counts = {f"archived_{r}": sum(1 for i in out.done if i.rule == r) for r in ("R1", "R2", "R3", "R4", "R5")}
    out.counts["queue_after"] = sum(1 for c in cards if c.active) - len(out.done)
    return out
