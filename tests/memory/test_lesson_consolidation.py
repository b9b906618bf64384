"""Consolidation as a pure function: promotion across tasks, no credit for unverified evidence,
demotion, supersede, dedupe, conflicts, re-verification, fail closed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hippocampus.memory.lessons.consolidate import NEEDS_REVERIFICATION, Policy, consolidate, polarity
from hippocampus.memory.lessons.events import new_event
from hippocampus.memory.lessons.model import Event

NOW = datetime(2026, 6, 1, tzinfo=UTC)
OK = {"exit_code": 0}
FAIL = {"exit_code": 1}


def terms(text: str) -> list[str]:
    """Plain word terms: consolidation takes its analyser as a parameter."""
    return [w for w in "".join(c.lower() if c.isalnum() else " " for c in text).split() if len(w) > 1]


class Log:
    def __init__(self) -> None:
        self.events: list[Event] = []
        self.at = NOW - timedelta(days=30)

    def add(self, kind, task=None, lesson=None, **data):
        ne = new_event(kind, "hippo", task_id=task, lesson_id=lesson, data=data)
        self.at += timedelta(minutes=1)
        self.events.append(Event(len(self.events) + 1, ne.event_id, ne.kind, self.at.isoformat(), "hippo", ne.task_id, ne.lesson_id, ne.data))
        return ne.lesson_id

    def propose(self, rule, context="when running the tests", **kw):
        return self.add("propose", rule=rule, context_sentence=context, **kw)

    def applied_and_verified(self, lesson, task, result=OK):
        self.add("application", task, lesson)
        self.add("verification", task, tool_result=result)

    def run(self, **kw):
        result = consolidate(self.events, now=NOW, terms_of=terms, **kw)
        return {x.lesson_id: x for x in result.lessons}, result


def test_promotion_needs_verified_success_in_two_distinct_tasks():
    log = Log()
    lid = log.propose("Run pytest with -p no:cacheprovider in read-only checkouts")
    log.applied_and_verified(lid, "t1")
    log.applied_and_verified(lid, "t1")  # same task again: still one task
    lessons, _ = log.run()
    assert lessons[lid].status == "candidate"
    log.applied_and_verified(lid, "t2")
    lessons, result = log.run()
    assert lessons[lid].status == "active" and lessons[lid].evidence.success_tasks == ("t1", "t2")
    assert [d.action for d in result.decisions] == ["promote"]


def test_exposure_unknown_timeout_and_forged_output_earn_nothing():
    log = Log()
    lid = log.propose("Clear the uv cache when wheels are corrupt")
    for task in ("t1", "t2", "t3"):
        log.add("exposure", task, lid)           # shown but never applied
        log.add("verification", task, tool_result=OK)
    for task, result in (("t4", {"stdout": "Exit code: 0"}), ("t5", {"interrupted": True}), ("t6", {"result": {"exit_code": 0}})):
        log.applied_and_verified(lid, task, result)
    lessons, _ = log.run()
    ev = lessons[lid].evidence
    assert lessons[lid].status == "candidate" and ev.success_tasks == ()
    assert (ev.unknown, ev.timeouts, ev.exposures, ev.applications) == (2, 1, 3, 3)


def test_verification_credits_only_named_lessons_when_named():
    log = Log()
    a = log.propose("Use ruff format before committing")
    b = log.propose("Pin numpy below 3 for the embedder wheel")
    for task in ("t1", "t2"):
        log.add("application", task, a)
        log.add("application", task, b)
        log.add("verification", task, tool_result=OK, lesson_ids=[b])
    lessons, _ = log.run()
    assert lessons[a].status == "candidate" and lessons[b].status == "active"


def test_user_correction_demotes_and_resets_evidence_then_retires():
    log = Log()
    lid = log.propose("Delete the lock file when git says index.lock exists")
    log.applied_and_verified(lid, "t1")
    log.applied_and_verified(lid, "t2")
    log.add("correction", "t3", lid, note="check that no git process runs first")
    lessons, result = log.run()
    assert lessons[lid].status == "candidate" and lessons[lid].evidence.success_tasks == ()
    assert [d.action for d in result.decisions] == ["promote", "demote"]
    log.applied_and_verified(lid, "t4")
    log.applied_and_verified(lid, "t5")
    assert log.run()[0][lid].status == "active"
    log.add("correction", "t6", lid, note="still wrong")
    log.add("correction", "t7", lid, note="wrong again")
    lessons, _ = log.run(policy=Policy(retire_after_corrections=3))
    assert lessons[lid].status == "retired" and lessons[lid].evidence.corrections == 3


def test_correction_with_replacement_makes_a_new_version():
    log = Log()
    lid = log.propose("Set the schedule timezone to UTC")
    log.applied_and_verified(lid, "t1")
    log.applied_and_verified(lid, "t2")
    log.add("correction", "t3", lid, replacement_rule="Set the schedule timezone to Asia/Seoul")
    lessons, _ = log.run()
    lesson = lessons[lid]
    assert (lesson.version, lesson.status, lesson.rule) == (2, "candidate", "Set the schedule timezone to Asia/Seoul")
    assert lesson.history[0].rule == "Set the schedule timezone to UTC"
    log.add("application", "t4", lid)  # evidence for v2 only counts from now on
    log.add("verification", "t4", tool_result=OK)
    log.applied_and_verified(lid, "t5")
    assert log.run()[0][lid].status == "active"


def test_application_of_an_old_version_is_no_evidence_for_the_new_one():
    log = Log()
    lid = log.propose("Use float32 vectors")
    log.add("application", "t1", lid)
    log.add("revise", lesson=lid, rule="Use float16 vectors with float32 dot products")
    log.add("verification", "t1", tool_result=OK)
    log.applied_and_verified(lid, "t2")
    lessons, _ = log.run()
    assert lessons[lid].version == 2 and lessons[lid].evidence.success_tasks == ("t2",)


def test_supersede_retires_the_old_lesson_only_when_the_new_one_is_promoted():
    log = Log()
    old = log.propose("Open DuckDB read_only in readers", context="duckdb lock error")
    log.applied_and_verified(old, "t1")
    log.applied_and_verified(old, "t2")
    new = log.propose("Serve readers from a published copy of the database", context="duckdb lock error", supersedes=[old])
    lessons, _ = log.run()
    assert lessons[old].status == "active" and lessons[new].status == "candidate"
    log.applied_and_verified(new, "t3")
    log.applied_and_verified(new, "t4")
    lessons, result = log.run()
    assert lessons[new].status == "active"
    assert lessons[old].status == "retired" and lessons[old].superseded_by == new
    assert ("supersede", old) in [(d.action, d.lesson_id) for d in result.decisions]


def test_near_duplicates_merge_and_share_evidence():
    log = Log()
    a = log.propose("Always quote NO in YAML frontmatter")
    assert log.propose("always quote 'NO' in yaml frontmatter!") == a  # same normalised rule: the same lesson id
    b = log.propose("Always quote NO in the YAML frontmatter")  # other wording, same terms
    assert b != a
    log.applied_and_verified(a, "t1")
    log.applied_and_verified(b, "t2")  # evidence on the duplicate counts for the survivor
    lessons, result = log.run()
    assert lessons[b].status == "retired" and lessons[b].merged_into == a
    assert lessons[a].status == "active" and lessons[a].evidence.success_tasks == ("t1", "t2")
    assert ("merge", b) in [(d.action, d.lesson_id) for d in result.decisions]


def test_contradicting_candidate_is_not_promoted():
    assert polarity("Never run migrations on startup") and polarity("시작할 때 마이그레이션을 하지 마") and not polarity("Run migrations on startup")
    log = Log()
    keep = log.propose("Run database migrations on startup of the gateway")
    log.applied_and_verified(keep, "t1")
    log.applied_and_verified(keep, "t2")
    rival = log.propose("Never run database migrations on startup of the gateway")
    log.applied_and_verified(rival, "t3")
    log.applied_and_verified(rival, "t4")
    lessons, result = log.run()
    assert lessons[keep].status == "active" and lessons[rival].status == "candidate"
    assert lessons[rival].conflicts_with == (keep,) and lessons[keep].conflicts_with == (rival,)
    assert "conflict" in [d.action for d in result.decisions]


def test_reverification_failures_demote_and_stale_success_is_flagged():
    log = Log()
    lid = log.propose("Use the system clock for timestamps")
    log.applied_and_verified(lid, "t1")
    log.applied_and_verified(lid, "t2")
    lessons, _ = log.run()
    assert lessons[lid].status == "active"
    stale, _ = log.run(policy=Policy(reverify_days=10))
    assert NEEDS_REVERIFICATION in stale[lid].flags
    log.applied_and_verified(lid, "t3", FAIL)
    assert log.run()[0][lid].status == "active"  # one failure: still active
    log.applied_and_verified(lid, "t4", FAIL)
    lessons, _ = log.run()
    assert lessons[lid].status == "candidate" and "re-verification failed" in lessons[lid].status_reason


def test_promotion_fails_closed_when_evidence_is_damaged():
    log = Log()
    kept = log.propose("Keep a single writer for DuckDB")
    log.applied_and_verified(kept, "t1")
    log.applied_and_verified(kept, "t2")
    fresh = log.propose("Prune materializations before publishing")
    log.applied_and_verified(fresh, "t3")
    log.applied_and_verified(fresh, "t4")
    lessons, result = log.run(prev_active=frozenset({kept}), evidence_problem="events/2026/05/events.jsonl:7: checksum mismatch")
    assert lessons[kept].status == "active"          # was active before: stays
    assert lessons[fresh].status == "candidate"       # new promotion blocked
    assert result.promotions_blocked and ("blocked", fresh) in [(d.action, d.lesson_id) for d in result.decisions]


def test_replay_is_deterministic_and_order_independent():
    log = Log()
    lid = log.propose("Stage only touched paths")
    log.applied_and_verified(lid, "t1")
    log.applied_and_verified(lid, "t2")
    a = consolidate(log.events, now=NOW, terms_of=terms)
    b = consolidate(list(reversed(log.events)), now=NOW, terms_of=terms)
    assert a == b
