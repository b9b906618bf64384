"""The agent-memory type registry (seed 002, SPEC §7): the 14 types of ``47-memory/`` notes.

A memory note lives at ``47-memory/<project>/<type>/YYYY-MM-DD_<slug>.md`` and its
frontmatter ``type:`` is one of these (not one of the wiki note types). Pure data: the
memory service, the lint and the JSON Schemas all read it from here.
"""

from __future__ import annotations

from dataclasses import dataclass

from vault_schema.layout import MEMORY, normalize


@dataclass(frozen=True)
class MemoryType:
    name: str
    description: str
    primary_tags: tuple[str, ...]
    trigger: str


#: name -> type, in the seed's registry order.
MEMORY_TYPES: dict[str, MemoryType] = {
    t.name: t
    for t in (
        MemoryType("architecture-decision", "an architecture decision and its rationale", ("arch", "decision"), "architecture decision (immediate)"),
        MemoryType("root-cause", "the root cause of a bug", ("debug", "root-cause"), "bug root cause found (immediate)"),
        MemoryType("debug-eliminated", "a hypothesis ruled out while debugging", ("debug", "eliminated"), "hypothesis eliminated (immediate)"),
        MemoryType("debug-blocked", "an investigation stopped after three strikes", ("debug", "blocked", "3-strike"), "debug blocked, 3-strike (immediate)"),
        MemoryType("health-event", "a context-health event", ("health", "context"), "health event (on event)"),
        MemoryType("session-handoff", "what the next session needs to continue", ("handoff", "session"), "handoff (on session end)"),
        MemoryType("execution-summary", "the result of executing a plan", ("execution", "summary"), "execution summary (on commit)"),
        MemoryType("deviation", "a deviation from the plan and why", ("deviation", "plan"), "plan deviation (on commit)"),
        MemoryType("pattern-discovery", "a pattern or lesson discovered", ("pattern", "learning"), "pattern discovered (immediate)"),
        MemoryType("bootstrap", "how the project was set up", ("bootstrap", "setup"), "bootstrap complete"),
        MemoryType("session-summary", "a narrative summary at session end", ("session", "auto"), "session end (automatic)"),
        MemoryType("session-snapshot", "a snapshot taken before context compaction", ("session-snapshot", "pre-compact"), "pre-compact (automatic)"),
        MemoryType("security-finding", "a security finding", ("security", "finding"), "security finding (immediate)"),
        MemoryType("general", "anything else", (), "context-dependent"),
    )
}

MEMORY_TYPE_NAMES: frozenset[str] = frozenset(MEMORY_TYPES)


def is_memory_path(path: str) -> bool:
    return normalize(path).startswith(MEMORY + "/")
