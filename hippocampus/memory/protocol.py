"""Storing agent memories (seed 002): typed notes in ``47-memory/<project>/<type>/``.

One call writes one note, ``47-memory/<project>/<type>/YYYY-MM-DD_<slug>.md``, as one git
commit (:class:`~hippocampus.vault.writer.VaultRun`). Before anything is written the note
must pass, in order: the duplicate check (same date + slug in the project → ``SKIP:DUPLICATE``
and the existing path, nothing written), the content-safety check (no secrets, no injected
instructions), the ``related`` check (every link names an existing memory) and the JSON
Schema of its type (a clear reason per violation).

Recall lives in :mod:`hippocampus.memory.recall`.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from hippocampus import clock
from hippocampus.errors import UsageError
from hippocampus.memory.schema import Invalid, validate_frontmatter
from hippocampus.vault.reader import vault_root
from hippocampus.vault.safety import check_text
from hippocampus.vault.writer import VaultRun
from vault_schema.frontmatter import render_note
from vault_schema.layout import MEMORY
from vault_schema.memory_types import MEMORY_TYPES

STORED = "STORED"
SKIP_DUPLICATE = "SKIP:DUPLICATE"

DESCRIPTION_MAX = 200
SLUG_MAX = 60
AUTO_KEYWORDS = 8

#: Frontmatter keys the protocol owns; type-specific fields may not reuse them.
BASE_KEYS = ("title", "type", "project", "created", "tags", "contextual_description", "keywords", "related", "trust")
_PROJECT = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")


class MemoryRejected(UsageError):
    """A memory note was not stored; the message says why (``missing``: required fields it lacks)."""

    def __init__(self, message: str, missing: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.missing = missing


@dataclass(frozen=True)
class MemoryDraft:
    """What an agent asks to remember. Optional A-Mem fields are derived when left empty."""

    project: str
    title: str
    content: str
    type: str = "general"
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    contextual_description: str = ""
    related: tuple[str, ...] = ()
    fields: dict[str, Any] = field(default_factory=dict)
    created: datetime | None = None


@dataclass(frozen=True)
class StoreResult:
    status: str  # STORED | SKIP:DUPLICATE
    path: str
    stem: str
    commit: str | None = None
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "path": self.path, "stem": self.stem, "commit": self.commit, "dry_run": self.dry_run}


def slugify(title: str) -> str:
    """File-name slug: NFKC, lower case, letters/digits of any script (Hangul kept), ``-`` between words."""
    text = unicodedata.normalize("NFKC", title).lower()
    words = re.findall(r"[^\W_]+", text)
    slug = "-".join(words)[:SLUG_MAX].strip("-")
    return slug or "memory"


def memory_path(project: str, memory_type: str, stem: str) -> str:
    return f"{MEMORY}/{project}/{memory_type}/{stem}.md"


def find_stem(root: Path, stem: str, project: str | None = None) -> str | None:
    """Vault path of the memory note named ``stem``: same project first, then any project."""
    base = root / MEMORY
    if not base.is_dir():
        return None
    patterns = ([f"{project}/*/{stem}.md"] if project else []) + [f"*/*/{stem}.md"]
    for pattern in patterns:
        for hit in sorted(base.glob(pattern)):
            return hit.relative_to(root).as_posix()
    return None


def describe(content: str) -> str:
    """A one-line contextual description: the first sentence, at most 200 characters."""
    flat = " ".join(content.split())
    match = re.search(r"(?<=[.!?。])\s|(?<=다\.)\s", flat)
    first = flat[: match.start()] if match else flat
    return first if len(first) <= DESCRIPTION_MAX else first[: DESCRIPTION_MAX - 1].rstrip() + "…"


def derive_keywords(title: str, content: str) -> tuple[str, ...]:
    """Deterministic keywords: the most frequent Kiwi/English index terms (title counted twice),
    an English stem written as the first word of the text it came from ("databases", not "databas")."""
    from hippocampus.store.tokenize import analyze, term_words

    text = f"{title}\n{title}\n{content}"
    counts = Counter(t for t in analyze(text) if len(t) > 1 and not t.isdigit())
    words = term_words(text)
    return tuple(words.get(term, term) for term, _ in counts.most_common(AUTO_KEYWORDS))


def _iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.replace(microsecond=0).isoformat()


def build_frontmatter(draft: MemoryDraft, created: datetime) -> dict[str, Any]:
    """The note's frontmatter mapping, base keys first, then the type's own fields."""
    clash = sorted(set(draft.fields) & set(BASE_KEYS))
    if clash:
        raise MemoryRejected(f"type fields may not redefine protocol keys: {', '.join(clash)}")
    meta: dict[str, Any] = {
        "title": " ".join(draft.title.split()),
        "type": draft.type,
        "project": draft.project,
        "created": _iso(created),
        "tags": list(dict.fromkeys(t.strip() for t in draft.tags if t.strip())),
        "contextual_description": draft.contextual_description.strip() or describe(draft.content),
        "keywords": list(draft.keywords) or list(derive_keywords(draft.title, draft.content)),
        "related": list(dict.fromkeys(r.strip().removesuffix(".md") for r in draft.related if r.strip())),
        "trust": "llm_context",
    }
    meta.update(draft.fields)
    return meta


def render_body(title: str, content: str, related: list[str]) -> str:
    body = f"\n## {title}\n\n{content.strip()}\n"
    if related:
        body += "\n## Related\n\n" + "\n".join(f"- [[{stem}]]" for stem in related) + "\n"
    return body


def _check_related(root: Path, project: str, related: list[str]) -> None:
    missing = [stem for stem in related if find_stem(root, stem, project) is None]
    if missing:
        raise MemoryRejected(
            "related: no memory note named " + ", ".join(repr(m) for m in missing)
            + f" under {MEMORY}/ (use file names like 2026-01-15_auth-token-expired)"
        )


def store_memory(vault: Path, draft: MemoryDraft, *, dry_run: bool = False, now: datetime | None = None) -> StoreResult:
    """Validate and write one memory note; one git commit. See the module docstring for the order."""
    root = vault_root(vault)
    if not _PROJECT.match(draft.project or ""):
        raise MemoryRejected(f"project: {draft.project!r} must be lower-case letters, digits, '.', '_' or '-' (≤ 64)")
    if draft.type not in MEMORY_TYPES:
        raise MemoryRejected(f"type: {draft.type!r} is not one of {', '.join(MEMORY_TYPES)}")
    if not draft.content.strip():
        raise MemoryRejected("content: empty; a memory needs its evidence and context")
    created = draft.created or now or clock.now()
    stem = f"{created.date().isoformat()}_{slugify(draft.title)}"
    text_fields = " ".join(str(v) for v in draft.fields.values())
    check_text(f"{draft.title}\n{draft.content}\n{draft.contextual_description}\n{' '.join(draft.keywords)}\n{text_fields}", "memory note")
    meta = build_frontmatter(draft, created)
    result = validate_frontmatter(meta)
    if isinstance(result, Invalid):
        raise MemoryRejected(result.message, result.missing)
    rel = memory_path(draft.project, draft.type, stem)
    # The duplicate and related-note checks read the vault to decide the write, so they run
    # inside the open run (the vault's cross-process lock, ADR 0015).
    with VaultRun(root, flow="memory-store", dry_run=dry_run) as run:
        run.open()
        existing = find_stem(root, stem, draft.project)
        if existing is not None and existing.startswith(f"{MEMORY}/{draft.project}/"):
            # Trigger: same date + slug already stored for this project. Why: Nemori predict-
            # calibrate — a repeat adds noise, not signal. Outcome: nothing written, the existing path.
            return StoreResult(SKIP_DUPLICATE, existing, stem, dry_run=dry_run)
        _check_related(root, draft.project, meta["related"])
        run.write(rel, render_note(meta, render_body(meta["title"], draft.content, meta["related"])))
        sha = run.commit(f"hippo: memory store {draft.project}/{draft.type}/{stem}")
    return StoreResult(STORED, rel, stem, sha, dry_run)
