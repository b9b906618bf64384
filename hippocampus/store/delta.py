"""Incremental runs: what changed between the last published store and the vault on disk.

Pure. A note is identified by its path and its content by the SHA-256 of its bytes; a
removed path whose exact content reappears under a new path is a rename (treated as a
delete plus an add, since the path decides lane, sector, title fallback and anchors).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Delta:
    added: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    renamed: tuple[tuple[str, str], ...] = ()
    unchanged: int = 0

    @property
    def to_delete(self) -> tuple[str, ...]:
        """Paths whose rows leave the store."""
        return tuple(sorted((*self.changed, *self.removed, *(old for old, _ in self.renamed))))

    @property
    def to_add(self) -> tuple[str, ...]:
        """Paths that must be parsed and inserted."""
        return tuple(sorted((*self.added, *self.changed, *(new for _, new in self.renamed))))

    @property
    def empty(self) -> bool:
        return not (self.added or self.changed or self.removed or self.renamed)

    def summary(self) -> dict[str, int]:
        return {
            "added": len(self.added),
            "changed": len(self.changed),
            "removed": len(self.removed),
            "renamed": len(self.renamed),
            "unchanged": self.unchanged,
        }


def compute_delta(previous: Mapping[str, str], current: Mapping[str, str]) -> Delta:
    """Compare ``{path: sha256}`` of the published store with the vault now."""
    # set operations on the dicts' views (C loops: a one-note run at 10,000 notes compares
    # every note's hash; issue 36)
    prev, cur = dict(previous), dict(current)
    differ = cur.items() - prev.items()
    changed = sorted(p for p, _ in differ if p in prev)
    unchanged = len(cur) - len(differ)
    gone = sorted(prev.keys() - cur.keys())
    new = sorted(cur.keys() - prev.keys())

    by_sha: dict[str, list[str]] = defaultdict(list)
    for path in new:
        by_sha[current[path]].append(path)
    renamed: list[tuple[str, str]] = []
    removed: list[str] = []
    for old in gone:
        candidates = by_sha.get(previous[old])
        if candidates:
            renamed.append((old, candidates.pop(0)))
        else:
            removed.append(old)
    taken = {n for _, n in renamed}
    added = [p for p in new if p not in taken]
    return Delta(tuple(added), tuple(changed), tuple(removed), tuple(renamed), unchanged)
