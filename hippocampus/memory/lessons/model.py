"""Records of the lesson store: events (the immutable log), lessons and snapshots.

Words → sentence → lesson (seed 003): the *cues* (words) are keys of the cue index, the
*context_sentence* is the minimal discriminating context kept in the snapshot, and the
*rule* is the reusable lesson, versioned. Events are facts (a proposal, an exposure, an
application, a verification, a user correction); lessons are what consolidation concludes
from them.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum
from typing import Any

SNAPSHOT_FORMAT = 1
GLOBAL_SCOPE = "_global"


class Status(StrEnum):
    CANDIDATE = "candidate"
    ACTIVE = "active"
    RETIRED = "retired"


class Kind(StrEnum):
    PROPOSE = "propose"          # a new lesson (candidate): rule, context_sentence, cues, phrases
    REVISE = "revise"            # a new version of a lesson's rule
    EXPOSURE = "exposure"        # the lesson was shown to an agent in a task
    APPLICATION = "application"  # the agent acted on the lesson in a task
    VERIFICATION = "verification"  # a command's structured outcome in a task
    CORRECTION = "correction"    # the user corrected the agent about a lesson
    RETIRE = "retire"            # the user retired a lesson


PERMISSIONS = ("public", "project", "restricted")
DEFAULT_ALLOWED = frozenset({"public", "project"})


def canonical_json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def normalize_rule(text: str) -> str:
    """Rule text for exact-duplicate detection: NFKC, case-folded, punctuation and spacing dropped."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.findall(r"[^\W_]+", text))


def lesson_id_for(project: str, rule: str) -> str:
    return "les_" + sha256_text(f"{project}\n{normalize_rule(rule)}")[:12]


@dataclass(frozen=True)
class Event:
    """One line of the event log. ``seq`` is global and strictly increasing per project."""

    seq: int
    event_id: str
    kind: str
    at: str
    project: str
    task_id: str | None = None
    lesson_id: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def payload(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_payload(cls, d: dict[str, Any]) -> Event:
        return cls(
            seq=int(d["seq"]),
            event_id=str(d["event_id"]),
            kind=str(d["kind"]),
            at=str(d["at"]),
            project=str(d["project"]),
            task_id=d.get("task_id"),
            lesson_id=d.get("lesson_id"),
            data=dict(d.get("data") or {}),
        )


def derived_event_id(kind: str, project: str, task_id: str | None, lesson_id: str | None, data: dict[str, Any]) -> str:
    """Content-derived id: recording the same fact twice is a no-op (idempotent retries)."""
    return "ev_" + sha256_text(canonical_json([kind, project, task_id, lesson_id, data]))[:24]


@dataclass(frozen=True)
class RuleVersion:
    version: int
    rule: str
    context_sentence: str
    at: str


@dataclass(frozen=True)
class Evidence:
    """Evidence for the lesson's *current* version since its last reset (revision/correction)."""

    success_tasks: tuple[str, ...] = ()
    failure_tasks: tuple[str, ...] = ()
    unknown: int = 0
    timeouts: int = 0
    exposures: int = 0
    applications: int = 0
    corrections: int = 0
    consecutive_failures: int = 0
    last_success_at: str | None = None


@dataclass(frozen=True)
class Lesson:
    lesson_id: str
    project: str
    permission: str
    status: str
    version: int
    rule: str
    context_sentence: str
    cues: tuple[str, ...] = ()
    phrases: tuple[str, ...] = ()
    source: str = "agent"
    created_at: str = ""
    updated_at: str = ""
    supersedes: tuple[str, ...] = ()
    superseded_by: str | None = None
    merged_into: str | None = None
    conflicts_with: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    status_reason: str = ""
    evidence: Evidence = field(default_factory=Evidence)
    history: tuple[RuleVersion, ...] = ()

    def text(self) -> str:
        """What is injected into an agent's context for this lesson."""
        return f"{self.rule} (context: {self.context_sentence})" if self.context_sentence else self.rule

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Lesson:
        d = dict(d)
        raw: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in (d.get("evidence") or {}).items()}
        d["evidence"] = Evidence(**raw)
        d["history"] = tuple(RuleVersion(**h) for h in d.get("history") or ())
        for key in ("cues", "phrases", "supersedes", "conflicts_with", "flags"):
            d[key] = tuple(d.get(key) or ())
        return cls(**d)

    def with_(self, **changes: Any) -> Lesson:
        return replace(self, **changes)


@dataclass(frozen=True)
class Snapshot:
    """The current lessons of one project store, as of event ``event_seq``."""

    seq: int
    project: str
    event_seq: int
    created_at: str
    lessons: tuple[Lesson, ...]
    format: int = SNAPSHOT_FORMAT

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "seq": self.seq,
            "project": self.project,
            "event_seq": self.event_seq,
            "created_at": self.created_at,
            "lessons": [lesson.to_dict() for lesson in self.lessons],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Snapshot:
        return cls(
            seq=int(d["seq"]),
            project=str(d["project"]),
            event_seq=int(d["event_seq"]),
            created_at=str(d["created_at"]),
            lessons=tuple(Lesson.from_dict(x) for x in d["lessons"]),
            format=int(d.get("format", SNAPSHOT_FORMAT)),
        )

    def by_id(self) -> dict[str, Lesson]:
        return {lesson.lesson_id: lesson for lesson in self.lessons}
