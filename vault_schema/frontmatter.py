"""Frontmatter: the governance contract of every note (SPEC §1).

Reading is lenient and lossless: :func:`split_frontmatter` never raises on user data, it
returns a :class:`FrontmatterError` describing what is wrong, and :class:`NoteMeta` keeps the
raw mapping (legacy ``okf_*`` keys included) untouched. Writing is strict: :class:`Frontmatter`
validates every enum before a note is created by Hippocampus.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator


class NoteType(StrEnum):
    CONCEPT = "concept"
    ENTITY = "entity"
    COMPARISON = "comparison"
    QUERY = "query"
    MAP = "map"
    SOURCE_SUMMARY = "source-summary"
    GRAPH_IMPORT = "graph-import"


class Status(StrEnum):
    DRAFT = "draft"
    CANONICAL = "canonical"
    NEEDS_REVIEW = "needs-review"
    ARCHIVED = "archived"
    REFERENCE = "reference"
    RAW_SOURCE = "raw-source"


class Trust(StrEnum):
    SOURCE = "source"
    HUMAN_EDIT = "human_edit"
    LLM_SUMMARY = "llm_summary"
    LLM_CONTEXT = "llm_context"
    WEB_STAGING = "web_staging"


#: Enum-valued keys and their allowed values.
ENUMS: dict[str, frozenset[str]] = {
    "type": frozenset(t.value for t in NoteType),
    "status": frozenset(s.value for s in Status),
    "trust": frozenset(t.value for t in Trust),
}

#: Trust from lowest to highest; a file moving between lanes never rises in it.
TRUST_ORDER: tuple[Trust, ...] = (Trust.WEB_STAGING, Trust.LLM_CONTEXT, Trust.LLM_SUMMARY, Trust.SOURCE, Trust.HUMAN_EDIT)
TRUST_RANK: dict[str, int] = {trust: rank for rank, trust in enumerate(TRUST_ORDER)}

LEGACY_PREFIX = "okf_"
LEGACY_ID_PREFIX = "okf:vault:"

#: libyaml's safe loader when available (about 10x faster on large vaults), else PyYAML's.
_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_FENCE = re.compile(r"^---[ \t]*\r?\n")
_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t]*\r?$", re.MULTILINE)


@dataclass(frozen=True)
class FrontmatterError:
    """Why a note's frontmatter could not be read. ``line`` is 1-based within the file."""

    message: str
    line: int | None = None

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


@dataclass(frozen=True)
class Split:
    """A note split into its raw frontmatter mapping and body.

    ``body_offset`` is the 0-based line number of the body's first line in the file, so
    positions found in the body can be reported against the file.
    """

    meta: dict[str, Any]
    body: str
    body_offset: int = 0
    error: FrontmatterError | None = None
    has_frontmatter: bool = False


def split_frontmatter(text: str) -> Split:
    """Split ``text`` into (frontmatter mapping, body). Never raises on user data.

    A file without a leading ``---`` fence has empty frontmatter and the whole text as body.
    Broken YAML, an unclosed fence or a non-mapping block give ``error`` and an empty mapping;
    the body is then everything after the block (or the whole text when unclosed).
    """
    text = text.removeprefix("\ufeff")
    opening = _FENCE.match(text)
    if not opening:
        return Split({}, text)
    closing = _CLOSE.search(text, opening.end())
    if not closing:
        return Split({}, text, 0, FrontmatterError("frontmatter block opened with '---' is never closed", 1), True)
    block = text[opening.end() : closing.start()]
    rest_start = closing.end()  # after the fence line's "\r" when the file has CRLF line ends
    if text.startswith("\n", rest_start):
        rest_start += 1
    body = text[rest_start:]
    body_offset = text[:rest_start].count("\n")
    try:
        loaded = yaml.load(block, Loader=_SafeLoader) if block.strip() else {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 2 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        return Split({}, body, body_offset, FrontmatterError(f"invalid YAML: {problem}", line), True)
    if loaded is None:
        loaded = {}
    if not isinstance(loaded, dict):
        kind = type(loaded).__name__
        return Split({}, body, body_offset, FrontmatterError(f"frontmatter must be a mapping, got {kind}", 2), True)
    return Split({str(k): v for k, v in loaded.items()}, body, body_offset, None, True)


def to_date(value: Any) -> date | None:
    """Best-effort date from a YAML value (date, datetime, ISO string); ``None`` when absent or unreadable."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str) and value.strip():
        text = value.strip()
        try:
            return datetime.fromisoformat(text.replace("Z", "+00:00")).date()
        except ValueError:
            try:
                return date.fromisoformat(text[:10])
            except ValueError:
                return None
    return None


def _as_list(value: Any) -> tuple[str, ...]:
    if value is None or value == "":
        return ()
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value if v is not None and str(v).strip())
    return (str(value),)


#: Keys that say when a note last changed, in the order they are believed: Hippocampus's own,
#: then the names Obsidian plugins and static-site generators write.
UPDATED_KEYS = ("updated", "modified", "last_modified", "lastmod")

#: Keys whose values name a note or label it besides its title and file name: Obsidian's
#: ``aliases`` and ``tags``, then the singular forms older Obsidian vaults and static-site front
#: matter write (``tag: java tip``).
NAME_KEYS = ("aliases", "alias", "tags", "tag")

#: Values that are no line of text (a YAML list or mapping where a title or sector belongs).
NOT_TEXT = (list, tuple, set, dict)


@dataclass(frozen=True)
class NoteMeta:
    """Effective governance values of one note, read from its raw frontmatter.

    Legacy vaults carry ``okf_<key>`` instead of ``<key>``; the legacy value is used only when
    the plain key is absent. ``raw`` is the untouched mapping (never rewritten).
    """

    raw: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str) -> Any:
        if key in self.raw:
            return self.raw[key]
        return self.raw.get(LEGACY_PREFIX + key)

    def _str(self, key: str) -> str | None:
        """One line of text, or None: absent, empty, or a list or mapping (``title: [a, b]`` is no
        title; ``hippo validate`` says so, :func:`vault_schema.lint.check_frontmatter`)."""
        value = self.get(key)
        if value is None or isinstance(value, NOT_TEXT):
            return None
        text = str(value).strip()
        return text or None

    @property
    def type(self) -> str | None:
        return self._str("type")

    @property
    def status(self) -> str | None:
        return self._str("status")

    @property
    def trust(self) -> str | None:
        return self._str("trust")

    @property
    def title(self) -> str | None:
        return self._str("title")

    @property
    def sector(self) -> str | None:
        return self._str("sector")

    @property
    def tags(self) -> tuple[str, ...]:
        return _as_list(self.get("tags"))

    @property
    def names(self) -> tuple[str, ...]:
        """The values of :data:`NAME_KEYS` that are text or numbers, in key order (a ``#`` before a
        tag dropped): what search adds to the note's file name (store/notelex.py)."""
        out: list[str] = []
        for key in NAME_KEYS:
            value = self.get(key)
            for v in value if isinstance(value, (list, tuple)) else (value,):
                if isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v).strip():
                    out.append(str(v).strip().lstrip("#"))
        return tuple(out)

    @property
    def sources(self) -> tuple[str, ...]:
        return _as_list(self.get("sources"))

    @property
    def created(self) -> date | None:
        return to_date(self.get("created"))

    @property
    def updated(self) -> date | None:
        """The first readable date among :data:`UPDATED_KEYS`, else ``created``.

        Trigger: a note from an Obsidian vault dated by ``modified:`` (templates and plugins write
        it; 1,181 notes of a real digital garden), ``last_modified:`` or ``lastmod:`` (static-site
        front matter).
        Why: only ``updated:`` was read, so a note edited in 2024 showed its 2023 ``created`` as
        its last change, in search's ``updated`` and the staleness checks.
        Outcome: ``updated`` wins when the note has it; ``created`` only when none is there.
        """
        for key in UPDATED_KEYS:
            day = to_date(self.get(key))
            if day is not None:
                return day
        return self.created

    @property
    def legacy_id(self) -> str | None:
        value = self._str("id")
        return value if value and value.startswith(LEGACY_ID_PREFIX) else None

    @property
    def is_legacy(self) -> bool:
        return any(k.startswith(LEGACY_PREFIX) for k in self.raw)

    def has(self, key: str) -> bool:
        return self.get(key) not in (None, "", [], ())

    def present(self, key: str) -> bool:
        """Whether the note states ``key`` at all, empty (``type:``) included: such a key is the
        user's (a placeholder a template leaves), never one to fill in for them."""
        return key in self.raw or LEGACY_PREFIX + key in self.raw


class Frontmatter(BaseModel):
    """Strict frontmatter for notes that Hippocampus itself writes (boundary model)."""

    model_config = ConfigDict(extra="allow", use_enum_values=True)

    type: NoteType
    status: Status
    trust: Trust
    title: str = Field(min_length=1)
    created: date
    updated: date
    tags: list[str] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list)
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    contested: bool = False
    sector: str | None = None

    @field_validator("title")
    @classmethod
    def _one_line(cls, value: str) -> str:
        if "\n" in value:
            raise ValueError("title must be a single line")
        return value.strip()

    def to_yaml_dict(self) -> dict[str, Any]:
        """The mapping to write: the contract keys first (the fields are declared in that order),
        then the optional ones, then extra keys; ``None`` values left out."""
        return self.model_dump(mode="json", exclude_none=True)


class _NoAliasDumper(yaml.SafeDumper):
    """Never emit ``&id001`` anchors when one object (a date) appears under two keys."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def render_note(meta: dict[str, Any], body: str) -> str:
    """Serialise a frontmatter mapping and a body into note text (UTF-8, block-style YAML)."""
    dumped = yaml.dump(meta, Dumper=_NoAliasDumper, allow_unicode=True, sort_keys=False, default_flow_style=False).rstrip("\n")
    body = body if body.startswith("\n") else "\n" + body
    return f"---\n{dumped}\n---{body}" if body.endswith("\n") else f"---\n{dumped}\n---{body}\n"
