"""The lesson store service: record events, consolidate + publish, recall, status, rollback.

Entry points (CLI, MCP tools, the Prefect flow) call this; it owns the per-project store
under ``$HIPPO_HOME/lessons/<project>/`` and its write lock. Writers (record, consolidate,
rollback) hold the lock; readers (recall, status) read the published manifest and never
take it.
"""

from __future__ import annotations

import io
import json
import re
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.errors import UsageError
from hippocampus.memory.lessons import indexes as ix
from hippocampus.memory.lessons.consolidate import Consolidation, Policy, consolidate
from hippocampus.memory.lessons.eventlog import EventLog, EvidenceUnavailable
from hippocampus.memory.lessons.events import NewEvent
from hippocampus.memory.lessons.lock import WriteLock
from hippocampus.memory.lessons.model import GLOBAL_SCOPE, Event, Kind, Lesson, Snapshot, Status
from hippocampus.memory.lessons.publish import (
    MANIFEST,
    Artifacts,
    CorruptStore,
    Manifest,
    encode_json,
    load_files,
    next_seq,
    npy_bytes,
    publish,
    read_manifest,
    rollback,
)
from hippocampus.memory.lessons.recall import LessonIndexes, RecallContext, RecallOutcome, RecallParams, recall
from hippocampus.memory.lessons.semantic import LessonEmbedder, SemanticIndex, build_semantic_index

LOCK_FILE = ".write-lock"
_PROJECT = re.compile(r"^(?:_global|[a-z0-9][a-z0-9._-]{0,63})$")


def check_project(project: str) -> str:
    if not _PROJECT.match(project or ""):
        raise UsageError(f"project: {project!r} must be lower-case letters, digits, '.', '_' or '-' (or _global)")
    return project


@dataclass(frozen=True)
class RecordResult:
    appended: tuple[Event, ...]
    duplicates: tuple[str, ...]
    repaired: tuple[str, ...] = ()


@dataclass(frozen=True)
class PublishReport:
    project: str
    published: int | None
    event_seq: int
    lessons: int
    status_counts: dict[str, int]
    decisions: list[dict[str, Any]]
    embedded: int
    semantic: str  # "built" | "reused" | "skipped: <why>"
    promotions_blocked: str | None
    unchanged: bool = False
    repaired: str | None = None  # the damage this publish replaced (manifest, snapshot or index file)
    upgraded: str | None = None  # the levels an older semantic index lacked, measured by this publish


@dataclass
class Served:
    """A loaded, verified snapshot ready for recall (cached per manifest checksum)."""

    seq: int
    indexes: LessonIndexes
    degraded: list[str] = field(default_factory=list)


_cache: dict[Path, tuple[str, Served]] = {}
_cache_lock = threading.Lock()


def _now() -> datetime:
    return datetime.now(UTC)


def tokenizer() -> tuple[Any, Any, Any, str]:
    from hippocampus.store.tokenize import TOKENIZER_VERSION, analyze, analyze_many, query_terms

    return analyze, analyze_many, query_terms, TOKENIZER_VERSION


class LessonStore:
    def __init__(self, home: Path, project: str, *, keep: int = 5, lock_timeout: float = 30.0, policy: Policy = Policy()) -> None:
        self.project = check_project(project)
        self.root = Path(home) / "lessons" / project
        self.keep = keep
        self.lock_timeout = lock_timeout
        self.policy = policy
        self.log = EventLog(self.root)

    def lock(self, purpose: str) -> WriteLock:
        return WriteLock(self.root / LOCK_FILE, timeout=self.lock_timeout, purpose=purpose)

    # ---- record ----------------------------------------------------------------------

    def record(self, events: list[NewEvent], *, now: datetime | None = None) -> RecordResult:
        """Append events under the lock; ids already in the log are skipped (idempotent)."""
        moment = now or _now()
        for e in events:
            if e.project != self.project:
                raise UsageError(f"event for project {e.project!r} sent to the {self.project!r} store")
        with self.lock("record"):
            repaired = self.log.repair_tail()
            last = self.log.last_seq()
            self.log.catch_up_ids(last)
            fresh: list[Event] = []
            dups: list[str] = []
            batch_ids: set[str] = set()
            for e in events:
                if e.event_id in batch_ids or self.log.seen(e.event_id):
                    dups.append(e.event_id)
                    continue
                batch_ids.add(e.event_id)
                last += 1
                at = moment.astimezone(UTC).isoformat(timespec="milliseconds")
                fresh.append(Event(last, e.event_id, e.kind, at, e.project, e.task_id, e.lesson_id, e.data))
            self.log.append(fresh, now=moment)
        return RecordResult(tuple(fresh), tuple(dups), tuple(repaired))

    # ---- consolidate + publish ----------------------------------------------------------

    def current_snapshot(self) -> Snapshot | None:
        manifest = read_manifest(self.root)
        if manifest is None:
            return None
        loaded = load_files(self.root, manifest, names=("snapshot",))
        return Snapshot.from_dict(json.loads(loaded.raw["snapshot"]))

    def consolidate(self, *, embedder: LessonEmbedder | None = None, now: datetime | None = None, force: bool = False) -> PublishReport:
        """Replay the log into lessons and publish a new snapshot with its indexes."""
        analyze, analyze_many, _, tok_version = tokenizer()
        moment = now or _now()
        with self.lock("consolidate"):
            damage = self.damage()
            problem: str | None = None
            try:
                report = self.log.read()
                events = report.events
                if not report.clean:
                    problem = "; ".join(report.problems()[:3])
            except EvidenceUnavailable as exc:
                events, problem = [], str(exc)
            try:
                prev = self.current_snapshot()
            except CorruptStore:
                prev = None  # the new snapshot replaces it; the replay does not depend on it
            prev_active = frozenset(x.lesson_id for x in prev.lessons if x.status == Status.ACTIVE) if prev else frozenset()
            if problem and not events and prev is not None:
                # Trigger: no evidence readable at all. Why: replaying nothing would demote every
                # lesson. Outcome: nothing published; the current snapshot keeps serving.
                return PublishReport(self.project, None, prev.event_seq, len(prev.lessons), _counts(prev.lessons), [], 0, "skipped: no evidence", problem, True)
            result = consolidate(events, now=moment, terms_of=analyze, policy=self.policy, prev_active=prev_active,
                                 evidence_problem=problem, terms_many=analyze_many)
            # Trigger: the published semantic index predates a level this version measures at
            # publish (hubness, the everyday or the same-domain level, ADR 0020/0024). Why: recall
            # silently keeps the older, laxer rule until something changes the lessons, and an
            # upgrade changes none. Outcome: the next consolidation with an embedder republishes;
            # the lesson vectors are reused, only the probe questions are embedded.
            same = prev is not None and not damage and _same(prev, result)
            outdated = self._outdated_semantic() if same and embedder is not None and not force else None
            if same and not force and not outdated:
                assert prev is not None
                return PublishReport(self.project, None, prev.event_seq, len(prev.lessons), _counts(prev.lessons), [], 0, "unchanged", problem, True)
            # Trigger: a published file failed verification (or is missing). Why: recall would keep
            # serving a fallback. Outcome: a fresh snapshot and indexes from the log, said so.
            since = prev.event_seq if prev is not None else 0  # report only decisions taken on new events
            seq = next_seq(self.root)
            snapshot = Snapshot(seq, self.project, result.event_seq, moment.isoformat(timespec="seconds"), result.lessons)
            artifacts, embedded, sem_state = self.build_artifacts(snapshot, analyze_many, tok_version, embedder)
            if outdated and "semantic" not in artifacts.files:
                # the upgrade alone was the reason and the embedder failed: publishing now would
                # replace the older index with none; it keeps serving, and the next run retries
                assert prev is not None
                return PublishReport(self.project, None, prev.event_seq, len(prev.lessons), _counts(prev.lessons), [], 0, sem_state, problem, True)
            publish(self.root, artifacts, keep=self.keep, repair=damage is not None and damage.startswith(MANIFEST))
        return PublishReport(
            self.project, seq, result.event_seq, len(result.lessons), _counts(result.lessons),
            [d.__dict__ for d in result.decisions if d.seq == 0 or d.seq > since], embedded, sem_state, result.promotions_blocked,
            repaired=f"{damage}; republished snapshot {seq} from the event log" if damage else None,
            upgraded=f"{outdated}; republished snapshot {seq} with them measured" if outdated else None,
        )

    def damage(self) -> str | None:
        """What is wrong with the published files (manifest, snapshot, indexes), or ``None``."""
        try:
            manifest = read_manifest(self.root)
        except CorruptStore as exc:
            return f"{MANIFEST}: {str(exc).replace(f'{self.root / MANIFEST}: ', '')}"
        if manifest is None:
            return None
        try:
            load_files(self.root, manifest)
        except CorruptStore as exc:
            return str(exc)
        return None

    def build_artifacts(self, snapshot: Snapshot, analyze_many: Any, tok_version: str, embedder: LessonEmbedder | None) -> tuple[Artifacts, int, str]:
        files = {
            "snapshot": encode_json(snapshot.to_dict()),
            "cue": encode_json(ix.build_cue_index(snapshot, analyze_many, tok_version).to_dict()),
            "phrase": encode_json(ix.build_phrase_index(snapshot).to_dict()),
            "metadata": encode_json(ix.build_metadata_index(snapshot).to_dict()),
        }
        embedded, state, model = 0, "skipped: no embedder configured", None
        if embedder is not None:
            previous = self._previous_semantic()
            try:
                sem, embedded = build_semantic_index(snapshot, embedder, previous)
            except Exception as exc:  # noqa: BLE001 - the embedder is external; the sparse indexes still publish
                state = f"skipped: embedder failed ({type(exc).__name__}: {exc})"
            else:
                files["semantic"] = encode_json(sem.header())
                files["semantic_vectors"] = npy_bytes(sem.vectors)
                state, model = ("built" if embedded else "reused"), sem.model_id
        meta = {"tokenizer": tok_version, "semantic_model": model, "lessons": len(snapshot.lessons), "semantic": state}
        return Artifacts(snapshot, files, meta), embedded, state

    def _outdated_semantic(self) -> str | None:
        """Which publish-time levels the current semantic index lacks (it was published by an
        older version), or ``None``; an index that is missing or unreadable is not "outdated"
        (a missing one may be deliberate, ``--no-embed``; a damaged one is repaired anyway).
        Reads the index header only, not its vectors: this runs on every unchanged consolidation."""
        try:
            manifest = read_manifest(self.root)
            if manifest is None or manifest.file("semantic") is None:
                return None
            header = json.loads(load_files(self.root, manifest, names=("semantic",)).raw["semantic"])
        except (CorruptStore, ValueError, KeyError):
            return None
        if not header.get("ordinals"):
            return None
        missing = [name for key, name in (("hub", "hubness"), ("null_top", "everyday level"), ("domain_top", "same-domain level"))
                   if header.get(key) is None]
        return f"semantic index published without its {', '.join(missing)}" if missing else None

    def _previous_semantic(self) -> SemanticIndex | None:
        try:
            manifest = read_manifest(self.root)
            if manifest is None or manifest.file("semantic") is None:
                return None
            loaded = load_files(self.root, manifest, names=("semantic", "semantic_vectors"))
        except CorruptStore:
            return None  # a damaged previous index only costs re-embedding
        return _semantic_from(loaded.raw)

    # ---- load + recall ---------------------------------------------------------------

    def load(self) -> Served | None:
        """The current snapshot's indexes, verified; rebuilt or rolled back (loudly) when damaged."""
        manifest = read_manifest(self.root)
        if manifest is None:
            return None
        key = manifest.data["checksum"]
        with _cache_lock:
            hit = _cache.get(self.root)
            if hit is not None and hit[0] == key:
                return hit[1]
        served = self._load(manifest)
        with _cache_lock:
            _cache[self.root] = (key, served)
        return served

    def _load(self, manifest: Manifest) -> Served:
        try:
            loaded = load_files(self.root, manifest)
            return Served(manifest.seq, _indexes_from_docs(loaded.docs))
        except CorruptStore as exc:
            first = str(exc)
        try:
            snap_only = load_files(self.root, manifest, names=("snapshot",))
        except CorruptStore:
            snap_only = None
        if snap_only is not None:
            # Trigger: an index failed verification but the snapshot is intact. Why: indexes are
            # regenerable. Outcome: rebuilt in memory (no semantic), served, marked degraded.
            snapshot = Snapshot.from_dict(json.loads(snap_only.raw["snapshot"]))
            _, analyze_many, _, tok = tokenizer()
            artifacts, _, _ = self.build_artifacts(snapshot, analyze_many, tok, None)
            return Served(manifest.seq, _indexes_from(artifacts.files), [f"{first}; indexes rebuilt from snapshot {manifest.seq}, cue-only"])
        for seq in manifest.history:
            try:
                loaded = load_files(self.root, manifest, seq)
            except CorruptStore:
                continue
            return Served(seq, _indexes_from_docs(loaded.docs), [f"{first}; serving snapshot {seq} from the rollback window"])
        raise CorruptStore(f"{first}; no intact snapshot in the rollback window")

    def recall(
        self,
        query: str,
        *,
        allowed: frozenset[str] | None = None,
        embedder: LessonEmbedder | None = None,
        params: RecallParams = RecallParams(),
        mode: str = "hybrid",
        include_global: bool = True,
    ) -> tuple[list[tuple[Lesson, Any]], RecallOutcome | None, list[str]]:
        """Top 0-3 lessons for ``query`` from this project's store and ``_global``."""
        _, _, query_terms, _ = tokenizer()
        ctx = RecallContext(self.project, allowed or RecallContext(self.project).allowed)
        stores = [self] + ([LessonStore(self.root.parent.parent, GLOBAL_SCOPE)] if include_global and self.project != GLOBAL_SCOPE else [])
        merged: list[tuple[Lesson, Any]] = []
        notes: list[str] = []
        last: RecallOutcome | None = None
        for store in stores:
            try:
                served = store.load()
            except CorruptStore as exc:
                # Trigger: the manifest (or every snapshot in its window) is damaged. Why: recall
                # must not fail the agent's task. Outcome: this store is skipped, loudly.
                notes.append(f"{store.project}: {exc}; run `{store.fix_command()}` to repair")
                continue
            if served is None:
                continue
            notes += served.degraded
            outcome = recall(served.indexes, query, ctx, query_terms=query_terms, embedder=embedder, params=params, mode=mode)
            if outcome.degraded:
                notes.append(outcome.degraded)
            merged += [(served.indexes.lessons[h.ordinal], h) for h in outcome.hits]
            last = outcome if last is None or outcome.best > last.best else last
        merged.sort(key=lambda lh: -lh[1].score)
        return merged[: params.k], last, notes

    # ---- status + rollback -----------------------------------------------------------

    def fix_command(self) -> str:
        return f"hippo lessons consolidate --project {self.project}"

    def status(self) -> dict[str, Any]:
        report = self.log.read()
        damage = self.damage()
        try:
            manifest = read_manifest(self.root)
        except CorruptStore:
            manifest = None
        out: dict[str, Any] = {"project": self.project, "store": str(self.root), "published": manifest is not None,
                               "damage": damage, "fix": f"run `{self.fix_command()}` to republish from the event log" if damage else None}
        out["events"] = {"count": len(report.events), "files": report.files, "last_seq": report.events[-1].seq if report.events else 0,
                         "problems": report.problems()}
        if manifest is not None:
            out.update({"snapshot": manifest.seq, "event_seq": manifest.event_seq, "published_at": manifest.data.get("published_at"),
                        "rollback_window": manifest.history, "semantic": manifest.data.get("meta", {}).get("semantic"),
                        "pending_events": max(0, out["events"]["last_seq"] - manifest.event_seq)})
            try:
                served = self.load()
            except CorruptStore:
                served = None  # named in "damage" with its fix
            if served is not None:
                out["lessons"] = _counts(served.indexes.lessons)
                out["degraded"] = served.degraded
                out["needs_reverification"] = sum(1 for x in served.indexes.lessons if "needs-reverification" in x.flags)
                out["conflicts"] = sum(1 for x in served.indexes.lessons if x.conflicts_with and x.status != Status.RETIRED)
        return out

    def rollback(self, to_seq: int | None = None) -> Manifest:
        with self.lock("rollback"):
            return rollback(self.root, to_seq)


def _counts(lessons: Any) -> dict[str, int]:
    counts = {s.value: 0 for s in Status}
    for lesson in lessons:
        counts[lesson.status] = counts.get(lesson.status, 0) + 1
    return counts


def _same(prev: Snapshot, result: Consolidation) -> bool:
    return prev.event_seq == result.event_seq and [x.to_dict() for x in prev.lessons] == [x.to_dict() for x in result.lessons]


def _semantic_from(raw: dict[str, bytes]) -> SemanticIndex | None:
    if "semantic" not in raw or "semantic_vectors" not in raw:
        return None
    return SemanticIndex.from_parts(json.loads(raw["semantic"]), np.load(io.BytesIO(raw["semantic_vectors"]), allow_pickle=False))


def _indexes_from(raw: dict[str, bytes]) -> LessonIndexes:
    docs: dict[str, Any] = {name: json.loads(data) for name, data in raw.items() if name != "semantic_vectors"}
    if "semantic_vectors" in raw:
        docs["semantic_vectors"] = np.load(io.BytesIO(raw["semantic_vectors"]), allow_pickle=False)
    return _indexes_from_docs(docs)


def _indexes_from_docs(docs: dict[str, Any]) -> LessonIndexes:
    snapshot = Snapshot.from_dict(docs["snapshot"])
    semantic = None
    if "semantic" in docs and "semantic_vectors" in docs:
        semantic = SemanticIndex.from_parts(docs["semantic"], docs["semantic_vectors"])
    return LessonIndexes(
        lessons=snapshot.lessons,
        cue=ix.CueIndex.from_dict(docs["cue"]),
        phrase=ix.PhraseIndex.from_dict(docs["phrase"]),
        meta=ix.MetadataIndex.from_dict(docs["metadata"]),
        semantic=semantic,
    )


def exposure_events(project: str, task_id: str, lesson_ids: list[str]) -> list[NewEvent]:
    from hippocampus.memory.lessons.events import new_event

    return [new_event(Kind.EXPOSURE.value, project, task_id=task_id, lesson_id=lid) for lid in lesson_ids]
