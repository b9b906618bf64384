"""The vault layout (SPEC §1): folders, lanes, sectors.

Everything here is a pure function of a vault-relative POSIX path string. The path is the
truth: a canonical page's sector is its first folder under ``20-wiki/``, whatever its
frontmatter says.
"""

from __future__ import annotations

import unicodedata
from pathlib import PurePosixPath

INBOX = "00-inbox"
PROCESSED = "00-inbox/.processed"
#: Inbox files holding a key-shaped secret: never committed (git-ignored), shown on HOME.md.
QUARANTINE = "00-inbox/.quarantine"
TODO = "05-todo"
SOURCES = "10-sources"
GRAPH = "15-graph-imports"
WIKI = "20-wiki"
REVIEWS = "30-reviews"
STAGING = "30-reviews/staging"
APPROVALS = "30-reviews/approvals"
GAP_QUEUE = "30-reviews/gap-queue.md"
SKILLS = "40-skills"
INSTRUCTIONS = "45-instructions"
MEMORY = "47-memory"
OPS = "50-ops"
SYSTEM = "90-system"
PROMOTIONS = "90-system/promotions"

HOME = "HOME.md"
INDEX = "index.md"
LOG = "log.md"
AGENTS = "AGENTS.md"
SCHEMA = "SCHEMA.md"
RESEARCH_TOPICS = "05-todo/research-topics.md"

#: Every folder ``hippo init`` creates, in creation order.
FOLDERS: tuple[str, ...] = (
    INBOX,
    PROCESSED,
    TODO,
    SOURCES,
    GRAPH,
    WIKI,
    REVIEWS,
    STAGING,
    APPROVALS,
    SKILLS,
    INSTRUCTIONS,
    MEMORY,
    OPS,
    SYSTEM,
    PROMOTIONS,
    "90-system/reports",
    "90-system/gates",
    "90-system/janitor",
)

#: Generated or hand-written files at the vault root.
ROOT_FILES: tuple[str, ...] = (HOME, INDEX, LOG, AGENTS, SCHEMA)

#: Top folder -> lane (the lifecycle area of a note).
LANES: dict[str, str] = {
    INBOX: "inbox",
    TODO: "todo",
    SOURCES: "sources",
    GRAPH: "graph",
    WIKI: "wiki",
    REVIEWS: "reviews",
    SKILLS: "skills",
    INSTRUCTIONS: "instructions",
    MEMORY: "memory",
    OPS: "ops",
    SYSTEM: "system",
}
LANE_NAMES: tuple[str, ...] = tuple(LANES.values()) + ("root",)

#: Marker files: a folder holding any of these is treated as a Hippocampus vault.
VAULT_MARKERS: tuple[str, ...] = (SCHEMA, AGENTS, WIKI)


def normalize(path: str | PurePosixPath) -> str:
    """Vault-relative POSIX form of ``path`` (no leading ``./``, forward slashes)."""
    text = str(path).replace("\\", "/")
    while text.startswith("./"):
        text = text[2:]
    return str(PurePosixPath(text)) if text else ""


def path_key(path: str) -> str:
    """The comparison form of a vault path: NFC. macOS writes file names decomposed (NFD), a
    user or an agent types them composed, and a vault synced from a Mac mixes both, even within
    one path (``독서록``/NFD, ``공룡책``/NFC); a path filter or lookup compares this form."""
    return unicodedata.normalize("NFC", path) if not path.isascii() else path


def lane_of(path: str) -> str:
    """The lane of a vault-relative path: ``wiki``, ``sources``, ... or ``root``."""
    top = normalize(path).split("/", 1)[0]
    return LANES.get(top, "root")


#: Lanes where a person writes notes by hand in their editor: the wiki, the skills and folders of
#: their own outside the layout (``root``).
HAND_LANES: frozenset[str] = frozenset({"wiki", "skills", "root"})
#: What ``hippo import`` writes on a note that had neither key (jobs/import_.DEFAULTS), and what a
#: note written by hand (:func:`written_by_hand`) is read as.
HAND_STATUS, HAND_TRUST = "canonical", "human_edit"


def written_by_hand(lane: str | None, status: str | None, trust: str | None) -> bool:
    """Whether a note was written by hand in the editor: in a hand lane, with neither
    ``status:`` nor ``trust:``. Every writer of Hippocampus sets both (the importer: canonical,
    human_edit), so such a note was written after the import, in Obsidian or another editor.
    Search ranks it as an imported note (search/governance.py) and ``hippo validate`` does not ask
    it for the keys a generated page needs (lint.check_frontmatter)."""
    return status is None and trust is None and lane in HAND_LANES


#: The pipeline's own bookkeeping (run log, generated hubs, request lists, review queues, system
#: records): never evidence for research or compile, whatever a search or a model cites.
SYSTEM_FILES: frozenset[str] = frozenset({LOG, HOME, INDEX})
SYSTEM_LANES: frozenset[str] = frozenset({LANES[TODO], LANES[REVIEWS], LANES[SYSTEM]})


#: What the pipeline writes *about* the vault rather than knowledge in it: the run log, the
#: generated hubs, the gap queue (the very questions the vault could not answer) and, as a
#: lane, the system lane's reports and records. Never searched: the gap queue would otherwise
#: "answer" each open gap's own question with full coverage.
GENERATED_FILES: frozenset[str] = SYSTEM_FILES | {GAP_QUEUE}
GENERATED_LANE: str = LANES[SYSTEM]


def is_system_file(path: str) -> bool:
    """Whether ``path`` (an anchor's ``#heading`` ignored) is bookkeeping: a root file of
    :data:`SYSTEM_FILES` or anything in the to-do, review or system lanes."""
    rel = normalize(path.split("#", 1)[0])
    return rel in SYSTEM_FILES or lane_of(rel) in SYSTEM_LANES


def sector_of(path: str) -> str | None:
    """The sector of a canonical page: the first folder below ``20-wiki/``.

    ``20-wiki/dev/duckdb.md`` -> ``dev``; a page directly in ``20-wiki/`` has no sector.
    """
    parts = normalize(path).split("/")
    if len(parts) >= 3 and parts[0] == WIKI:
        return parts[1]
    return None


def is_note(path: str) -> bool:
    """Markdown notes are the unit of the vault; other files are attachments."""
    return normalize(path).lower().endswith(".md")


def is_hidden(path: str) -> bool:
    """Hidden paths (``.git``, ``.obsidian``, ``00-inbox/.processed``) are not part of the corpus."""
    return any(part.startswith(".") for part in normalize(path).split("/"))
