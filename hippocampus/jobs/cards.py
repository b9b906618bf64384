"""Staging cards (``30-reviews/staging/``): reading them and the keys the pipeline relies on.

Card frontmatter beyond the note contract:

- ``card_kind``: ``inbox`` (inbox scan), ``session`` / ``qa`` (agent captures), ``research``
  (deep research packet), ``daily-proposal`` (agent-os daily proposal), ``retro-prompt``
  (daily retrospective prompt). Absent = ``inbox``.
- ``research_slug``: groups the daily re-runs of one deep-research topic (janitor R5);
  absent = the file name without its date prefix.
- ``compile_selected``: date the compile job selected the card for refinement (janitor R4).
- ``sources`` / ``source_refs``: what the card is built from (janitor R3, gate 3).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from hippocampus.jobs.common import note_date, slugify, stem_of, strip_date_prefix
from hippocampus.vault.writer import VaultRun
from vault_schema.fmedit import set_keys
from vault_schema.frontmatter import NoteMeta, _as_list
from vault_schema.layout import STAGING, normalize
from vault_schema.note import Note, parse_note

#: Keys the pipeline keeps on a staging card for its own work (janitor rules, compile attempts,
#: research grouping). A page that enters the canon carries none of them.
PIPELINE_KEYS: tuple[str, ...] = ("card_kind", "compile_selected", "compile_attempts", "compile_error", "research_slug", "research_topic")

DAILY_PROPOSAL = "daily-proposal"
RETRO_PROMPT = "retro-prompt"
RESEARCH = "research"
DEFAULT_KIND = "inbox"
CLOSED_STATUSES = frozenset({"archived", "canonical"})


@dataclass(frozen=True)
class Card:
    path: str
    text: str
    note: Note

    @property
    def meta(self) -> NoteMeta:
        return self.note.meta

    @property
    def kind(self) -> str:
        return str(self.meta.get("card_kind") or DEFAULT_KIND)

    @property
    def created(self) -> date | None:
        return note_date(self.meta, self.path)

    @property
    def status(self) -> str | None:
        return self.meta.status

    @property
    def active(self) -> bool:
        return self.status not in CLOSED_STATUSES

    @property
    def selected(self) -> bool:
        return self.meta.has("compile_selected")

    @property
    def research_slug(self) -> str:
        slug = self.meta.get("research_slug")
        return str(slug) if slug else slugify(strip_date_prefix(stem_of(self.path)))

    @property
    def source_refs(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.meta.sources + _as_list(self.meta.get("source_refs"))))

    def age(self, today: date) -> int | None:
        return (today - self.created).days if self.created else None


def canonical_text(text: str, updates: dict[str, object]) -> str:
    """A staging card's text as the canonical page it becomes: ``updates`` set (status, sector,
    dates), the pipeline's own keys removed, every other byte unchanged. Raises
    :class:`~vault_schema.fmedit.FrontmatterEditError` for an unreadable frontmatter."""
    return set_keys(text, dict(updates), remove=PIPELINE_KEYS)


def read_cards(run: VaultRun) -> tuple[list[Card], list[tuple[str, str]]]:
    """Every staging card, and ``(path, reason)`` for files that cannot be read as one."""
    cards: list[Card] = []
    bad: list[tuple[str, str]] = []
    for rel in run.list_files(STAGING):
        text = run.read_text(rel)
        if text is None:
            bad.append((rel, "unreadable"))
            continue
        note = parse_note(rel, text)
        if note.frontmatter_error:
            bad.append((rel, f"frontmatter unreadable: {note.frontmatter_error}"))
            continue
        cards.append(Card(normalize(rel), text, note))
    return cards, bad


def vault_ref(ref: str) -> str | None:
    """A ``sources:`` entry as a vault path (``[[x]]`` and ``path#heading`` accepted); ``None`` for URLs."""
    ref = ref.strip()
    if not ref or ref.startswith(("http://", "https://")):
        return None
    if ref.startswith("[[") and ref.endswith("]]"):
        ref = ref[2:-2].split("|", 1)[0]
    ref = normalize(ref.split("#", 1)[0])
    return ref or None
