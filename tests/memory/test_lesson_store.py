"""The lesson store on disk: event log, dedupe, publish, verified load, rollback, recall filters,
abstention, degradation, corruption handling."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from hippocampus.errors import UsageError
from hippocampus.memory.lessons.eventlog import EventLog
from hippocampus.memory.lessons.events import new_event
from hippocampus.memory.lessons.publish import CorruptStore, read_manifest
from hippocampus.memory.lessons.recall import RecallParams
from hippocampus.memory.lessons.service import LessonStore

OK = {"exit_code": 0}


def learn(store: LessonStore, rule: str, context: str, *, tasks=("t1", "t2"), **data) -> str:
    """Propose a lesson and give it verified success in ``tasks``."""
    project = store.project
    prop = new_event("propose", project, data={"rule": rule, "context_sentence": context, **data})
    evs = [prop]
    for t in tasks:
        evs.append(new_event("application", project, task_id=f"{t}-{prop.lesson_id}", lesson_id=prop.lesson_id))
        evs.append(new_event("verification", project, task_id=f"{t}-{prop.lesson_id}", data={"tool_result": OK}))
    store.record(evs)
    return prop.lesson_id


def test_record_is_idempotent_and_rotates_by_month(store):
    ev = new_event("propose", "hippo", data={"rule": "Use WAL mode", "context_sentence": "sqlite locked"})
    first = store.record([ev], now=datetime(2026, 1, 31, 23, 0, tzinfo=UTC))
    again = store.record([ev, ev], now=datetime(2026, 2, 1, 1, 0, tzinfo=UTC))
    assert [e.seq for e in first.appended] == [1] and again.appended == () and again.duplicates == (ev.event_id, ev.event_id)
    other = new_event("exposure", "hippo", task_id="t9", lesson_id=ev.lesson_id)
    assert store.record([other], now=datetime(2026, 2, 1, 1, 0, tzinfo=UTC)).appended[0].seq == 2
    files = sorted(p.relative_to(store.root).as_posix() for p in store.root.rglob("events.jsonl"))
    assert files == ["events/2026/01/events.jsonl", "events/2026/02/events.jsonl"]
    assert [e.seq for e in EventLog(store.root).read().events] == [1, 2]
    assert len(list((store.root / "event-ids").glob("*.jsonl"))) >= 1


def test_events_of_another_project_are_refused(store):
    with pytest.raises(UsageError, match="sent to the 'hippo' store"):
        store.record([new_event("retire", "other", lesson_id="les_x")])


def test_crash_between_log_and_shard_still_dedupes(store):
    ev = new_event("propose", "hippo", data={"rule": "Quote NO in YAML", "context_sentence": "yaml boolean"})
    store.record([ev])
    # simulate a writer that died after the log line but before the id shard and HEAD
    for shard in (store.root / "event-ids").glob("*.jsonl"):
        shard.unlink()
    (store.root / "event-ids" / "HEAD").write_text("0")
    assert store.record([ev]).duplicates == (ev.event_id,)


def test_torn_last_line_is_cut_and_reported(store):
    store.record([new_event("propose", "hippo", data={"rule": "Rule A", "context_sentence": "ctx a"})])
    log_file = next(store.root.rglob("events.jsonl"))
    with log_file.open("ab") as fh:
        fh.write(b'{"seq":2,"event_id":"ev_torn","ki')  # a writer killed mid-line
    report = EventLog(store.root).read()
    assert report.partial_tail and [e.seq for e in report.events] == [1]
    result = store.record([new_event("propose", "hippo", data={"rule": "Rule B", "context_sentence": "ctx b"})])
    assert result.repaired and result.appended[0].seq == 2
    assert EventLog(store.root).read().clean


def test_consolidate_publishes_and_recall_serves_active_lessons(store, embedder):
    lid = learn(store, "Set pythonpath in pytest ini options", "pytest ModuleNotFoundError for the project's own modules",
                cues=["pytest", "ModuleNotFoundError"], phrases=["tests cannot import my package"])
    cand = store.record([new_event("propose", "hippo", data={"rule": "Reinstall python", "context_sentence": "pytest import fails"})]).appended[0].lesson_id
    report = store.consolidate(embedder=embedder)
    assert report.published == 1 and report.status_counts == {"candidate": 1, "active": 1, "retired": 0}
    assert report.semantic == "built" and report.embedded == 3  # context+rule of both, plus the registered phrase
    hits, outcome, notes = store.recall("tests cannot import my package", embedder=embedder)
    assert [lesson.lesson_id for lesson, _ in hits] == [lid] and notes == []
    assert "phrase" in hits[0][1].why and not outcome.semantic_called  # certain sparse match: no embedding call
    assert cand not in [lesson.lesson_id for lesson, _ in hits]
    assert store.consolidate(embedder=embedder).unchanged  # nothing new: nothing published


def test_recall_abstains_on_unrelated_queries(store, embedder):
    learn(store, "Set pythonpath in pytest ini options", "pytest ModuleNotFoundError for the project's own modules")
    store.consolidate(embedder=embedder)
    hits, outcome, _ = store.recall("김치찌개 맛있게 끓이는 법", embedder=embedder)
    assert hits == [] and outcome.abstained


def test_recall_filters_scope_permission_and_includes_global(home, embedder):
    alpha, beta, glob = (LessonStore(home, p) for p in ("alpha", "beta", "_global"))
    a = learn(alpha, "Restart the worker after config changes", "celery worker ignores new config")
    learn(beta, "Restart the worker after config changes in beta only", "celery worker ignores new config beta")
    r = learn(alpha, "Use the admin token to restart the celery worker", "celery worker ignores new config on prod", permission="restricted")
    g = learn(glob, "Check the broker URL when a celery worker ignores config", "celery worker ignores new config everywhere")
    for s in (alpha, beta, glob):
        s.consolidate(embedder=embedder)
    ids = [x.lesson_id for x, _ in alpha.recall("celery worker ignores new config", embedder=embedder)[0]]
    assert a in ids and g in ids and r not in ids and all(x.project in ("alpha", "_global") for x, _ in alpha.recall("celery worker", embedder=embedder)[0])
    with_restricted = alpha.recall("celery worker ignores new config on prod", allowed=frozenset({"project", "restricted"}), embedder=embedder)[0]
    assert r in [x.lesson_id for x, _ in with_restricted]


def test_semantic_is_called_only_when_uncertain_and_degrades_to_cue_only(store, embedder):
    from tests.memory.conftest import TrigramEmbedder

    learn(store, "Quote short YAML codes like NO", "yaml frontmatter country code NO becomes false")
    store.consolidate(embedder=embedder)
    params = RecallParams(abstain_below=0.0)
    _, outcome, _ = store.recall("frontmatter country code NO becomes false", embedder=embedder, params=params)
    assert not outcome.semantic_called
    _, outcome, _ = store.recall("norway value turns into a bool", embedder=embedder, params=params)
    assert outcome.semantic_called
    _hits, outcome, notes = store.recall("norway value turns into a bool", embedder=TrigramEmbedder(fail=True), params=params)
    assert not outcome.semantic_called and any("embedder failed" in n for n in notes)
    _, outcome, notes = store.recall("norway value turns into a bool", embedder=None, params=params)
    assert any("no embedder" in n for n in notes)


def test_publish_without_embedder_serves_cue_only_and_says_so(store, embedder):
    learn(store, "Quote short YAML codes like NO", "yaml frontmatter country code NO becomes false")
    report = store.consolidate(embedder=TrigramEmbedderDown())
    assert report.published == 1 and report.semantic.startswith("skipped: embedder failed")
    _, _outcome, notes = store.recall("norway value turns into a bool", embedder=embedder, params=RecallParams(abstain_below=0.0))
    assert any("semantic index unavailable" in n for n in notes)


class TrigramEmbedderDown:
    model_id = "down"

    def embed_passages(self, texts):
        raise TimeoutError("embedding server timed out")

    def embed_query(self, text):
        raise TimeoutError("embedding server timed out")


def test_rollback_window_and_rollback(store, embedder):
    first = learn(store, "Rule number one about caches", "cache stale after edit")
    store.consolidate(embedder=embedder)
    learn(store, "Rule number two about locks", "lock file left behind")
    store.consolidate(embedder=embedder)
    manifest = read_manifest(store.root)
    assert manifest.seq == 2 and manifest.history == [1]
    store.rollback()
    assert read_manifest(store.root).seq == 1
    served = store.load()
    assert [x.lesson_id for x in served.indexes.lessons] == [first]
    learn(store, "Rule number three about disks", "disk full on publish")
    assert store.consolidate(embedder=embedder).published == 3  # never reuses the rolled-back seq


def test_rollback_window_is_bounded(home, embedder):
    store = LessonStore(home, "hippo", keep=2)
    for n in range(5):
        learn(store, f"Rule {n} about topic {n}", f"context {n}")
        store.consolidate(embedder=embedder)
    manifest = read_manifest(store.root)
    assert manifest.seq == 5 and manifest.history == [4, 3]
    assert sorted(p.name for p in (store.root / "snapshots").iterdir()) == ["lessons-000003.json", "lessons-000004.json", "lessons-000005.json"]


def test_damaged_index_is_rebuilt_from_snapshot(store, embedder):
    lid = learn(store, "Set pythonpath in pytest ini options", "pytest ModuleNotFoundError for the project's own modules")
    store.consolidate(embedder=embedder)
    cue = next(store.root.glob("indexes/*/cue-index.json"))
    cue.write_bytes(cue.read_bytes()[:-40])  # truncated
    hits, _, notes = store.recall("pytest ModuleNotFoundError", embedder=embedder)
    assert [x.lesson_id for x, _ in hits] == [lid]
    assert any("cue: SHA-256 mismatch" in n and "rebuilt" in n for n in notes)


def test_damaged_snapshot_falls_back_to_the_rollback_window(store, embedder):
    old = learn(store, "Rule one about caches", "cache stale after edit")
    store.consolidate(embedder=embedder)
    learn(store, "Rule two about locks", "lock file left behind")
    store.consolidate(embedder=embedder)
    snap = store.root / "snapshots" / "lessons-000002.json"
    data = bytearray(snap.read_bytes())
    data[len(data) // 2] ^= 0x04  # one flipped bit
    snap.write_bytes(bytes(data))
    served = store.load()
    assert served.seq == 1 and "serving snapshot 1" in served.degraded[0]
    assert [x.lesson_id for x in served.indexes.lessons] == [old]


def test_damaged_manifest_is_detected(store, embedder):
    learn(store, "Rule one", "ctx one")
    store.consolidate(embedder=embedder)
    path = store.root / "manifest.json"
    doc = json.loads(path.read_text())
    doc["seq"] = 7
    path.write_text(json.dumps(doc))
    with pytest.raises(CorruptStore, match="manifest checksum mismatch"):
        store.load()


def test_corrupt_event_line_blocks_new_promotions_but_keeps_old_ones(store, embedder):
    kept = learn(store, "Keep one writer for DuckDB", "duckdb lock")
    store.consolidate(embedder=embedder)
    fresh = learn(store, "Prune old materializations first", "disk full on publish")
    log_file = next(store.root.rglob("events.jsonl"))
    lines = log_file.read_text().splitlines(keepends=True)
    lines[-1] = lines[-1].replace('"t2-', '"tX-')  # tampered verification line: checksum no longer matches
    log_file.write_text("".join(lines))
    report = store.consolidate(embedder=embedder)
    assert report.promotions_blocked and "checksum mismatch" in report.promotions_blocked
    served = store.load()
    status = {x.lesson_id: x.status for x in served.indexes.lessons}
    assert status[kept] == "active" and status[fresh] == "candidate"
    assert store.status()["events"]["problems"]


def test_status_reports_counts_and_pending(store, embedder):
    learn(store, "Rule one", "ctx one")
    store.consolidate(embedder=embedder)
    store.record([new_event("exposure", "hippo", task_id="t9", lesson_id="les_x")])
    st = store.status()
    assert st["lessons"]["active"] == 1 and st["pending_events"] == 1 and st["snapshot"] == 1


def test_semantic_index_scores_a_lesson_by_its_best_row(store):
    import numpy as np

    from hippocampus.memory.lessons.model import Lesson, Snapshot
    from hippocampus.memory.lessons.semantic import build_semantic_index, lesson_texts
    from tests.memory.conftest import TrigramEmbedder

    a = Lesson("a", "hippo", "project", "active", 1, "Quote NO in YAML", "yaml boolean", phrases=("norway becomes false",))
    b = Lesson("b", "hippo", "project", "active", 1, "Pin the numpy version", "numpy wheel broken")
    gone = Lesson("c", "hippo", "project", "retired", 1, "old", "old")
    assert lesson_texts(a) == ["yaml boolean Quote NO in YAML", "norway becomes false"]
    emb = TrigramEmbedder()
    sem, embedded = build_semantic_index(Snapshot(1, "hippo", 0, "", (a, b, gone)), emb)
    assert embedded == 3 and sem.ordinals.tolist() == [0, 0, 1]  # retired lessons carry no vector
    ords, sims = sem.scores(emb.embed_query("norway becomes false"))
    assert ords.tolist() == [0, 1] and sims[0] > 0.99  # the phrase row wins for lesson a
    again, re_embedded = build_semantic_index(Snapshot(2, "hippo", 0, "", (a, b)), emb, sem)
    assert re_embedded == 0 and np.allclose(again.vectors, sem.vectors, atol=1e-3)  # content-addressed reuse


def test_semantic_admission_uses_the_null_level_and_old_indexes_fall_back_to_z(store, embedder):
    import dataclasses

    from hippocampus.memory.lessons.recall import recall
    from hippocampus.memory.lessons.semantic import NULL_PROBES, SemanticIndex
    from hippocampus.store.tokenize import query_terms

    learn(store, "Quote short YAML codes like NO", "yaml frontmatter country code NO becomes false")
    learn(store, "Pin the numpy version in CI", "numpy wheel build breaks on the CI runner")
    store.consolidate(embedder=embedder)
    idx = store.load().indexes
    sem = idx.semantic
    assert sem.null_top is not None and len(sem.null_top) == len(NULL_PROBES) and sem.hub is not None
    header = sem.header()
    assert SemanticIndex.from_parts(header, sem.vectors).null_floor(1.0, 0.0) == pytest.approx(float(sem.null_top.max()), abs=1e-4)
    from hippocampus.memory.lessons.recall import RecallContext
    ctx = RecallContext("hippo")
    query = "norway value turns into a bool"
    # a floor no cosine reaches: the semantic index is called but admits nothing
    out = recall(idx, query, ctx, query_terms=query_terms, embedder=embedder, params=RecallParams(sem_cos_floor=1.01))
    assert out.semantic_called and out.abstained
    # an index published before hubness and the null level existed: z-score path, no error
    old = SemanticIndex.from_parts({k: v for k, v in header.items() if k not in ("hub", "null_top")}, sem.vectors)
    assert old.hub is None and old.null_floor(1.0, 0.0) is None and old.hub_of([0, 1]).tolist() == [0.0, 0.0]
    out = recall(dataclasses.replace(idx, semantic=old, _eligible_cache={}), query, ctx, query_terms=query_terms, embedder=embedder,
                 params=RecallParams(abstain_below=0.0))
    assert out.semantic_called and out.hits
