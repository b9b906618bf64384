"""Which vault changes call for a flow now (ADR 0030): a ticked approval card → ``approvals``; a
requested research topic or a ticked gap → ``topic_bridge``.

:class:`TriggerWatch` reads the changed files and says, for each, whether there is work the
flow would do — the same tests the flows make (:func:`vault_schema.approval.parse_proposal` and
the verdict's final outcomes; :func:`hippocampus.jobs.topic_bridge.requested_topics` and the gap
queue's ticked, unmarked lines). It decides nothing else: the flow still checks fingerprints,
gates and staleness, and a tick on a stale proposal is refused as on a scheduled run.

No loop: a state is announced once. The key of an approval card is its path, its decision and
the fingerprint of its signed part (the verdict section the flow writes back is not in it), so
the approvals run's own commit — which writes a verdict — is not a new tick; a card whose
verdict is final, or whose box is unticked, is forgotten, so ticking it again is. The key of
the topic list and of the gap queue is the set of lines waiting; the topic_bridge run marks
them queued, which empties the set.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hippocampus.jobs import gap_queue
from hippocampus.jobs.topic_bridge import requested_topics
from hippocampus.jobs.verdicts import FINAL_OUTCOMES, verdict_of
from hippocampus.live.paths import for_triggers
from vault_schema.approval import Decision, ProposalError, compute_fingerprint, parse_proposal
from vault_schema.layout import GAP_QUEUE, RESEARCH_TOPICS

APPROVALS_FLOW = "approvals"
TOPICS_FLOW = "topic_bridge"
#: Largest file a trigger reads (an approval card or the topic list is a few kilobytes).
MAX_BYTES = 1_000_000


@dataclass(frozen=True)
class Trigger:
    """One flow to run now, and why."""

    flow: str
    paths: tuple[str, ...]
    reason: str  # one line for the run's parameters and the log


def _read(root: Path, rel: str) -> str | None:
    path = root / rel
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def approval_state(text: str) -> tuple[str, str] | None:
    """(decision, key) of an approval card waiting for the approvals flow, or None: unreadable,
    not an approval card, unticked, or already decided for good."""
    try:
        proposal = parse_proposal(text)
    except ProposalError:
        return None
    if proposal.decision is Decision.PENDING or verdict_of(text) in FINAL_OUTCOMES:
        return None
    return str(proposal.decision), _digest(str(proposal.decision), compute_fingerprint(proposal.meta, proposal.body))


def topics_state(rel: str, text: str) -> tuple[str, str] | None:
    """(what waits, key) of the topic list or the gap queue, or None when nothing waits."""
    if rel == RESEARCH_TOPICS:
        topics = requested_topics(text)
        return (f"{len(topics)} requested topic(s)", _digest(*sorted(topics))) if topics else None
    lines = [line for line in gap_queue.parse(text).values() if line.ticked and not line.mark]
    return (f"{len(lines)} ticked gap(s)", _digest(*sorted(str(line.gap_id) for line in lines))) if lines else None


class TriggerWatch:
    """Turns changed paths into :class:`Trigger` s, each waiting state once (not thread-safe:
    one caller, the live index's dispatcher thread)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._announced: dict[str, str] = {}  # path -> key of the state last announced

    def check(self, paths: Iterable[str]) -> list[Trigger]:
        approvals: list[str] = []
        topics: list[str] = []
        reasons: dict[str, list[str]] = {APPROVALS_FLOW: [], TOPICS_FLOW: []}
        for rel in sorted(set(paths)):
            if not for_triggers(rel):
                continue
            text = _read(self.root, rel)
            if rel in (RESEARCH_TOPICS, GAP_QUEUE):
                state = topics_state(rel, text) if text is not None else None
                flow, bucket = TOPICS_FLOW, topics
            else:
                state = approval_state(text) if text is not None else None
                flow, bucket = APPROVALS_FLOW, approvals
            if state is None:
                self._announced.pop(rel, None)  # nothing waits: a later tick is news again
                continue
            what, key = state
            if self._announced.get(rel) == key:
                continue  # announced already (e.g. the flow's own commit wrote a verdict)
            self._announced[rel] = key
            bucket.append(rel)
            reasons[flow].append(f"{rel} ({what})")
        out = []
        for flow, bucket in ((APPROVALS_FLOW, approvals), (TOPICS_FLOW, topics)):
            if bucket:
                out.append(Trigger(flow, tuple(bucket), "; ".join(reasons[flow])[:500]))
        return out
