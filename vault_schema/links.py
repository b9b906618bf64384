"""Wikilink resolution as Obsidian does it: by vault path, else by file name anywhere."""

from __future__ import annotations

from collections import defaultdict
from pathlib import PurePosixPath

from vault_schema.layout import normalize


class LinkResolver:
    """Resolves ``[[target]]`` strings to vault-relative file paths.

    ``[[a]]`` matches ``a.md`` anywhere in the vault (case-insensitive); ``[[dir/a]]`` and
    ``[[dir/a.md]]`` match by path; ``[[image.png]]`` matches an attachment by its full name.
    When several files share a name, the one in the linking note's folder wins, then the
    shortest path (Obsidian's "shortest path when possible").
    """

    def __init__(self, files: list[str]) -> None:
        self._paths: dict[str, str] = {}
        self._names: dict[str, list[str]] = defaultdict(list)
        for raw in files:
            path = normalize(raw)
            lower = path.casefold()
            self._paths[lower] = path
            pure = PurePosixPath(path)
            if pure.suffix.lower() == ".md":
                self._paths.setdefault(lower[:-3], path)
                self._names[pure.stem.casefold()].append(path)
            self._names[pure.name.casefold()].append(path)

    def resolve(self, target: str, from_path: str = "") -> str | None:
        target = normalize(target.strip())
        if not target:
            return normalize(from_path) or None  # [[#heading]] links to the note itself
        key = target.casefold()
        if key in self._paths:
            return self._paths[key]
        name = PurePosixPath(target).name.casefold()
        candidates = self._names.get(name, [])
        if "/" in target:
            suffix = key if key.endswith(".md") else key + ".md"
            candidates = [c for c in candidates if c.casefold().endswith(suffix) or c.casefold().endswith(key)]
        if not candidates:
            return None
        folder = str(PurePosixPath(normalize(from_path)).parent)
        same = [c for c in candidates if str(PurePosixPath(c).parent) == folder]
        return sorted(same or candidates, key=lambda c: (c.count("/"), c))[0]
