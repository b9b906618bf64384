"""Wikilink resolution as Obsidian does it (ADR 0023 gives the sources and the cases).

For ``[[T]]`` written in the note at ``N``:

1. ``[[]]`` / ``[[#heading]]`` is ``N`` itself.
2. ``T`` relative to ``N``'s folder, when that file exists (with or without ``.md``): this is
   why a same-named note in the linking note's own folder wins, and how ``./x`` and ``../x``
   resolve. ``./`` and ``../`` links resolve this way only.
3. ``T`` as a vault path (a leading ``/`` means the vault root).
4. Otherwise every file whose link name (note: file name without ``.md``; attachment: the full
   file name) is ``T``'s last part and, when ``T`` names folders, whose path ends with them at
   a folder boundary (``[[Obsidian Sync/Plans]]`` finds ``20-wiki/Obsidian Sync/Plans.md``).
   Several candidates: the shortest path (fewest folders) wins, then the alphabetically first
   path; Obsidian's "shortest path when possible" writes a bare name only while it is unique.

Comparisons ignore case and Unicode normalisation (a macOS file name is stored decomposed,
NFD, while a link typed on another system is composed, NFC: "café" is the same name both
ways). An imported vault's root is a folder of this one (``20-wiki/``), so a
``/``-rooted link that names no file at the vault root falls through to step 4, where the
shallowest candidate is the one nearest the imported root.
"""

from __future__ import annotations

import posixpath
import unicodedata
from collections import defaultdict
from pathlib import PurePosixPath

from vault_schema.layout import normalize


def link_key(text: str) -> str:
    """The comparison form of a path or name: NFC, case-folded."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold())


class LinkResolver:
    """Resolves ``[[target]]`` strings to vault-relative file paths (rules in the module doc)."""

    def __init__(self, files: list[str]) -> None:
        self._paths: dict[str, str] = {}
        self._names: dict[str, list[str]] = defaultdict(list)
        for raw in files:
            path = normalize(raw)
            lower = link_key(path)
            self._paths[lower] = path
            pure = PurePosixPath(path)
            if pure.suffix.lower() == ".md":
                self._paths.setdefault(lower[:-3], path)
                self._names[link_key(pure.stem)].append(path)
            self._names[link_key(pure.name)].append(path)

    def _exact(self, path: str) -> str | None:
        return self._paths.get(link_key(path)) if path and not path.startswith("..") else None

    def resolve(self, target: str, from_path: str = "") -> str | None:
        raw = target.strip().replace("\\", "/")
        if not raw:
            return normalize(from_path) or None  # [[#heading]] links to the note itself
        folder = posixpath.dirname(normalize(from_path))
        relative = raw.startswith(("./", "../"))
        if not raw.startswith("/"):
            hit = self._exact(posixpath.normpath(posixpath.join(folder, raw)))
            if hit or relative:
                return hit
        rooted = raw.lstrip("/")
        hit = self._exact(normalize(rooted))
        if hit:
            return hit
        return self._by_name(normalize(rooted))

    def _by_name(self, target: str) -> str | None:
        key = link_key(target)
        candidates = self._names.get(link_key(PurePosixPath(target).name), [])
        if "/" in target:
            tails = ("/" + key, "/" + key + ".md")
            candidates = [c for c in candidates if link_key(c).endswith(tails)]
        if not candidates:
            return None
        return min(candidates, key=lambda c: (c.count("/"), link_key(c), c))

    def candidates(self, name: str) -> list[str]:
        """Every file a bare ``[[name]]`` could mean (for reports about ambiguous names)."""
        return sorted(self._names.get(link_key(name), []))
