"""Slow consolidation (seed 003): from the event log to the current lessons. A pure function.

The lessons are a replay of every event in ``seq`` order under a :class:`Policy`, so the
snapshot is regenerable from the log and the same log always gives the same lessons. The
ratchet, evaluated as each event arrives:

* **dedupe** — a proposal whose rule equals (normalised) or nearly equals (term Jaccard ≥
  ``near_duplicate``) a live lesson of the same scope is merged into it; its later events
  count for the survivor.
* **promotion** — a candidate becomes active when verified *success* was recorded in at
  least ``promote_min_tasks`` distinct tasks in which the lesson was *applied*. Exposure
  alone earns nothing; ``unknown``/``timeout`` earn nothing.
* **conflicts** — a candidate whose rule overlaps an active lesson (term Jaccard ≥
  ``conflict_overlap``) with the opposite polarity ("always X" / "never X") is not promoted
  until one of them is retired, corrected or explicitly superseded.
* **supersede** — when a lesson that ``supersedes`` others is promoted, those are retired.
* **re-verification** — an active lesson whose verified outcomes turn to failure
  (``demote_failures`` in a row) goes back to candidate; one without a success for
  ``reverify_days`` is flagged ``needs-reverification``. A revised rule is a new version and
  earns its evidence again.
* **demotion** — a user correction sends an active lesson back to candidate and resets its
  evidence; a candidate corrected ``retire_after_corrections`` times is retired.
* **fail closed** — when the evidence log could not be read completely, no lesson is
  promoted that was not already active before (``prev_active``).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

from hippocampus.memory.lessons.model import Event, Evidence, Kind, Lesson, RuleVersion, Status, normalize_rule
from hippocampus.memory.lessons.verify import Outcome

NEEDS_REVERIFICATION = "needs-reverification"

_NEGATION = re.compile(
    r"(?i)\b(?:never|don'?t|do not|does not|must not|mustn'?t|should not|shouldn'?t|avoid|no longer|stop|without)\b"
    r"|하지\s*마|하지\s*말|말\s*것|금지|않|피하|말라|안\s*[되돼]"
)


@dataclass(frozen=True)
class Policy:
    promote_min_tasks: int = 2
    demote_failures: int = 2
    retire_after_corrections: int = 2
    reverify_days: int = 90
    near_duplicate: float = 0.85
    conflict_overlap: float = 0.5
    version: int = 1


@dataclass(frozen=True)
class Decision:
    lesson_id: str
    action: str  # promote | demote | retire | merge | supersede | revise | conflict | blocked | flag
    reason: str
    seq: int = 0


@dataclass(frozen=True)
class Consolidation:
    lessons: tuple[Lesson, ...]
    decisions: tuple[Decision, ...]
    event_seq: int
    promotions_blocked: str | None = None


@dataclass
class _Work:
    lesson: Lesson
    terms: frozenset[str]
    success: set[str] = field(default_factory=set)
    failure: set[str] = field(default_factory=set)


def polarity(text: str) -> bool:
    """``True`` for a prohibition ("never", "하지 마"), ``False`` for a prescription."""
    return bool(_NEGATION.search(text))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


class _Replay:
    def __init__(self, policy: Policy, terms_of: Callable[[str], Iterable[str]], prev_active: frozenset[str] | None, blocked: str | None) -> None:
        self.policy = policy
        self.terms_of = terms_of
        self.prev_active = prev_active
        self.blocked = blocked
        self.work: dict[str, _Work] = {}
        self.alias: dict[str, str] = {}
        self.by_rule: dict[tuple[str, str], str] = {}
        self.postings: dict[str, set[str]] = defaultdict(set)
        self.applied: dict[str, dict[str, int]] = defaultdict(dict)  # task -> lesson -> version applied
        self.decisions: list[Decision] = []

    # ---- helpers ---------------------------------------------------------------------

    def resolve(self, lesson_id: str | None) -> _Work | None:
        seen = set()
        while lesson_id in self.alias and lesson_id not in seen:
            seen.add(lesson_id)
            lesson_id = self.alias[lesson_id]
        return self.work.get(lesson_id) if lesson_id else None

    def decide(self, w: _Work, action: str, reason: str, seq: int) -> None:
        self.decisions.append(Decision(w.lesson.lesson_id, action, reason, seq))

    def set_status(self, w: _Work, status: Status, reason: str, at: str) -> None:
        w.lesson = w.lesson.with_(status=status.value, status_reason=reason, updated_at=at)

    def reset_evidence(self, w: _Work) -> None:
        ev = w.lesson.evidence
        w.success.clear()
        w.failure.clear()
        w.lesson = w.lesson.with_(evidence=Evidence(corrections=ev.corrections, exposures=ev.exposures, applications=ev.applications))

    def evidence(self, w: _Work, **changes: Any) -> None:
        w.lesson = w.lesson.with_(evidence=replace(w.lesson.evidence, **changes))

    def near_duplicate(self, project: str, terms: frozenset[str], rule: str) -> _Work | None:
        """The live lesson with (nearly) the same terms *and* the same polarity, if any."""
        if not terms:
            return None
        pol = polarity(rule)
        rare = sorted(terms, key=lambda t: (len(self.postings.get(t, ())), t))[:3]
        candidates = set().union(*(self.postings.get(t, set()) for t in rare))
        best, best_j = None, 0.0
        for lid in sorted(candidates):
            w = self.work[lid]
            if w.lesson.project != project or w.lesson.status == Status.RETIRED or polarity(w.lesson.rule) != pol:
                continue  # "never X" is a contradiction of "X", not a duplicate
            j = jaccard(terms, w.terms)
            if j > best_j:
                best, best_j = w, j
        return best if best is not None and best_j >= self.policy.near_duplicate else None

    def index_terms(self, w: _Work) -> None:
        for t in w.terms:
            self.postings[t].add(w.lesson.lesson_id)

    # ---- events ----------------------------------------------------------------------

    def propose(self, e: Event) -> None:
        d = e.data
        rule, context = str(d.get("rule", "")).strip(), str(d.get("context_sentence", "")).strip()
        lid = e.lesson_id or ""
        existing = self.resolve(lid)
        if existing is not None:
            phrases = tuple(dict.fromkeys(existing.lesson.phrases + tuple(d.get("phrases") or ())))
            existing.lesson = existing.lesson.with_(phrases=phrases)
            return
        project = str(d.get("scope") or e.project)
        terms = frozenset(self.terms_of(f"{rule}\n{context}"))
        same = self.by_rule.get((project, normalize_rule(rule)))
        dup = self.work.get(same) if same else None
        if dup is None or dup.lesson.status == Status.RETIRED:
            dup = self.near_duplicate(project, terms, rule)
        lesson = Lesson(
            lesson_id=lid,
            project=project,
            permission=str(d.get("permission") or "project"),
            status=Status.CANDIDATE.value,
            version=1,
            rule=rule,
            context_sentence=context,
            cues=tuple(d.get("cues") or ()),
            phrases=tuple(d.get("phrases") or ()),
            source=str(d.get("source") or "agent"),
            created_at=e.at,
            updated_at=e.at,
            supersedes=tuple(d.get("supersedes") or ()),
            status_reason="proposed",
        )
        w = _Work(lesson, terms)
        self.work[lid] = w
        if dup is not None:
            # Trigger: same scope, same or nearly the same rule. Why: duplicates split evidence
            # and crowd the top 3. Outcome: merged into the older lesson; its events count there.
            self.alias[lid] = dup.lesson.lesson_id
            merged_phrases = tuple(dict.fromkeys(dup.lesson.phrases + lesson.phrases + (rule,)))
            merged_cues = tuple(dict.fromkeys(dup.lesson.cues + lesson.cues))
            dup.lesson = dup.lesson.with_(phrases=merged_phrases, cues=merged_cues)
            w.lesson = lesson.with_(status=Status.RETIRED.value, merged_into=dup.lesson.lesson_id, status_reason=f"duplicate of {dup.lesson.lesson_id}")
            self.decide(w, "merge", f"duplicate of {dup.lesson.lesson_id}", e.seq)
            return
        self.by_rule[(project, normalize_rule(rule))] = lid
        self.index_terms(w)

    def revise(self, w: _Work, rule: str, context: str, at: str, seq: int, why: str) -> None:
        old = w.lesson
        history = old.history + (RuleVersion(old.version, old.rule, old.context_sentence, old.updated_at or old.created_at),)
        w.lesson = old.with_(rule=rule, context_sentence=context or old.context_sentence, version=old.version + 1, history=history, updated_at=at)
        w.terms = frozenset(self.terms_of(f"{w.lesson.rule}\n{w.lesson.context_sentence}"))
        self.index_terms(w)
        self.reset_evidence(w)
        self.decide(w, "revise", f"v{w.lesson.version}: {why}", seq)
        if old.status == Status.ACTIVE:
            # Trigger: an active rule changed. Why: evidence was earned by the old wording.
            # Outcome: the new version is a candidate until it is verified again.
            self.set_status(w, Status.CANDIDATE, f"v{w.lesson.version} awaits re-verification", at)
            self.decide(w, "demote", "rule revised; the new version must be verified", seq)

    def verification(self, e: Event) -> None:
        outcome = str(e.data.get("outcome", Outcome.UNKNOWN))
        named: set[str] = set()
        for raw in e.data.get("lesson_ids") or ([e.lesson_id] if e.lesson_id else []):
            target = self.resolve(raw)
            named.add(target.lesson.lesson_id if target else raw)
        applied = self.applied.get(e.task_id or "", {})
        for lid, version in sorted(applied.items()):
            w = self.resolve(lid)
            if w is None or (named and w.lesson.lesson_id not in named):
                continue
            if version != w.lesson.version or w.lesson.status == Status.RETIRED:
                continue  # applied an older version: no evidence for the current one
            task = e.task_id or ""
            ev = w.lesson.evidence
            if outcome == Outcome.SUCCESS:
                w.success.add(task)
                self.evidence(w, success_tasks=tuple(sorted(w.success)), consecutive_failures=0, last_success_at=e.at)
                self.try_promote(w, e)
            elif outcome == Outcome.FAILURE:
                w.failure.add(task)
                self.evidence(w, failure_tasks=tuple(sorted(w.failure)), consecutive_failures=ev.consecutive_failures + 1)
                if w.lesson.status == Status.ACTIVE and ev.consecutive_failures + 1 >= self.policy.demote_failures:
                    # Trigger: verified failures in a row after the lesson was applied. Why: the
                    # rule no longer holds (re-verification failed). Outcome: back to candidate.
                    self.set_status(w, Status.CANDIDATE, f"re-verification failed {ev.consecutive_failures + 1}× in a row", e.at)
                    self.reset_evidence(w)
                    self.decide(w, "demote", "verified failures after application", e.seq)
            elif outcome == Outcome.TIMEOUT:
                self.evidence(w, timeouts=ev.timeouts + 1)
            else:
                self.evidence(w, unknown=ev.unknown + 1)

    def conflicting(self, w: _Work) -> _Work | None:
        pol = polarity(w.lesson.rule)
        for other in self.work.values():
            o = other.lesson
            if o.lesson_id == w.lesson.lesson_id or o.status != Status.ACTIVE or o.project != w.lesson.project:
                continue
            if o.lesson_id in w.lesson.supersedes or w.lesson.lesson_id in o.supersedes:
                continue
            if jaccard(w.terms, other.terms) >= self.policy.conflict_overlap and polarity(o.rule) != pol:
                return other
        return None

    def try_promote(self, w: _Work, e: Event) -> None:
        if w.lesson.status != Status.CANDIDATE or len(w.success) < self.policy.promote_min_tasks:
            return
        if self.blocked and (self.prev_active is None or w.lesson.lesson_id not in self.prev_active):
            # Trigger: the evidence log was not fully readable. Why: a promotion must rest on
            # evidence we can see (fail closed). Outcome: stays candidate; reported.
            self.decide(w, "blocked", f"promotion blocked: {self.blocked}", e.seq)
            return
        other = self.conflicting(w)
        if other is not None:
            # Trigger: the rule contradicts an active lesson on the same cues. Why: injecting both
            # would tell the agent two opposite things. Outcome: not promoted; both marked.
            w.lesson = w.lesson.with_(conflicts_with=tuple(dict.fromkeys(w.lesson.conflicts_with + (other.lesson.lesson_id,))))
            other.lesson = other.lesson.with_(conflicts_with=tuple(dict.fromkeys(other.lesson.conflicts_with + (w.lesson.lesson_id,))))
            self.decide(w, "conflict", f"contradicts active {other.lesson.lesson_id}; resolve by correction or supersede", e.seq)
            return
        self.set_status(w, Status.ACTIVE, f"verified success in {len(w.success)} distinct tasks", e.at)
        self.decide(w, "promote", f"verified in tasks {', '.join(sorted(w.success))}", e.seq)
        for old_id in w.lesson.supersedes:
            old = self.resolve(old_id)
            if old is not None and old.lesson.status != Status.RETIRED:
                old.lesson = old.lesson.with_(status=Status.RETIRED.value, superseded_by=w.lesson.lesson_id, status_reason=f"superseded by {w.lesson.lesson_id}", updated_at=e.at)
                self.decide(old, "supersede", f"superseded by {w.lesson.lesson_id}", e.seq)

    def correction(self, w: _Work, e: Event) -> None:
        corrections = w.lesson.evidence.corrections + 1
        self.evidence(w, corrections=corrections)
        replacement = str(e.data.get("replacement_rule") or "").strip()
        if replacement:
            self.revise(w, replacement, str(e.data.get("context_sentence") or ""), e.at, e.seq, "user correction")
        if w.lesson.status == Status.ACTIVE:
            # Trigger: the user corrected the agent about this lesson. Why: a human correction
            # outweighs automated evidence. Outcome: demoted, evidence reset (must re-earn).
            self.set_status(w, Status.CANDIDATE, f"user correction in task {e.task_id}", e.at)
            self.reset_evidence(w)
            self.decide(w, "demote", f"user correction: {e.data.get('note', '')}".strip(), e.seq)
        elif w.lesson.status == Status.CANDIDATE:
            self.reset_evidence(w)
            if corrections >= self.policy.retire_after_corrections and not replacement:
                self.set_status(w, Status.RETIRED, f"corrected {corrections}×", e.at)
                self.decide(w, "retire", f"corrected {corrections} times", e.seq)

    def apply(self, e: Event) -> None:
        kind = e.kind
        if kind == Kind.PROPOSE:
            self.propose(e)
            return
        if kind == Kind.VERIFICATION:
            self.verification(e)
            return
        w = self.resolve(e.lesson_id)
        if w is None:
            return  # an event about a lesson that was never proposed: kept in the log, ignored here
        ev = w.lesson.evidence
        if kind == Kind.EXPOSURE:
            self.evidence(w, exposures=ev.exposures + 1)
        elif kind == Kind.APPLICATION:
            self.applied[e.task_id or ""][w.lesson.lesson_id] = w.lesson.version
            self.evidence(w, applications=ev.applications + 1)
        elif kind == Kind.REVISE:
            self.revise(w, str(e.data.get("rule", "")).strip(), str(e.data.get("context_sentence", "")).strip(), e.at, e.seq, str(e.data.get("reason", "revised")))
        elif kind == Kind.CORRECTION:
            self.correction(w, e)
        elif kind == Kind.RETIRE and w.lesson.status != Status.RETIRED:
            self.set_status(w, Status.RETIRED, str(e.data.get("reason") or "retired by user"), e.at)
            self.decide(w, "retire", str(e.data.get("reason") or "retired by user"), e.seq)

    def finish(self, now: datetime) -> list[Lesson]:
        horizon = now - timedelta(days=self.policy.reverify_days)
        out = []
        for w in self.work.values():
            lesson = w.lesson
            flags = tuple(f for f in lesson.flags if f != NEEDS_REVERIFICATION)
            last = lesson.evidence.last_success_at
            if lesson.status == Status.ACTIVE and last and _parse(last) < horizon:
                flags += (NEEDS_REVERIFICATION,)
                self.decide(w, "flag", f"no verified success since {last}", 0)
            out.append(lesson.with_(flags=flags))
        return sorted(out, key=lambda lesson: lesson.lesson_id)


def _parse(stamp: str) -> datetime:
    moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.astimezone()


def consolidate(
    events: Sequence[Event],
    *,
    now: datetime,
    terms_of: Callable[[str], Iterable[str]],
    policy: Policy = Policy(),
    prev_active: frozenset[str] | None = None,
    evidence_problem: str | None = None,
    terms_many: Callable[[Sequence[str]], list[list[str]]] | None = None,
) -> Consolidation:
    """Replay ``events`` (any order; sorted by seq here) into lessons and the decisions taken.

    ``terms_many`` (optional) analyses all proposal texts in one batch up front (Kiwi is much
    faster on a batch); ``terms_of`` covers the rest. Both must be the same analysis.
    """
    memo: dict[str, list[str]] = {}
    if terms_many is not None:
        texts = list(dict.fromkeys(
            f"{str(e.data.get('rule', '')).strip()}\n{str(e.data.get('context_sentence', '')).strip()}"
            for e in events if e.kind == Kind.PROPOSE
        ))
        memo.update(zip(texts, (list(t) for t in terms_many(texts)), strict=True))

    def cached_terms(text: str) -> list[str]:
        if text not in memo:
            memo[text] = list(terms_of(text))
        return memo[text]

    replay = _Replay(policy, cached_terms, prev_active, evidence_problem)
    last = 0
    for event in sorted(events, key=lambda e: e.seq):
        replay.apply(event)
        last = event.seq
    lessons = replay.finish(now if now.tzinfo else now.astimezone())
    return Consolidation(tuple(lessons), tuple(replay.decisions), last, evidence_problem)
