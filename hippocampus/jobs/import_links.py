"""``hippo import`` keeps links alive: every wikilink that resolved in the imported folder
resolves to the same file in the vault afterwards, and no link already in the vault changes
its target because of the import (ADR 0023).

Folder names are kept as they are, so almost every link survives untouched. What can still
change a link is a name collision with a file already in the vault (``[[index]]`` now finds the
vault's own ``index.md``, ``[[Canvas]]`` finds a shallower ``Canvas.md`` of an earlier import).
Those links, and only those, are rewritten to the target's full vault path in the same
commit, and each rewrite is reported — what Obsidian itself does when a new file makes a
bare name ambiguous (it rewrites the links whose target would change).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath

from vault_schema.frontmatter import split_frontmatter
from vault_schema.links import LinkResolver
from vault_schema.relink import retarget_wikilinks


@dataclass(frozen=True)
class Relink:
    path: str  # vault path of the note whose link was rewritten
    old: str
    new: str
    why: str


def spelled(path: str, original: str) -> str:
    """The link text for vault path ``path``: without ``.md`` unless the original had it."""
    if path.lower().endswith(".md") and not original.lower().endswith(".md"):
        return path[:-3]
    return path


def link_name(path: str) -> str:
    pure = PurePosixPath(path)
    return (pure.stem if pure.suffix.lower() == ".md" else pure.name).casefold()


def _split(text: str) -> tuple[str, str]:
    body = split_frontmatter(text).body
    head = text[: len(text) - len(body)] if text.endswith(body) else ""
    return head, text[len(head):]


class LinkKeeper:
    """Decides, per link, whether the import would change where it points."""

    def __init__(self, source_files: list[str], to_vault: Callable[[str], str | None],
                 vault_before: list[str], imported: list[str]) -> None:
        self.source = LinkResolver(source_files)
        self.before = LinkResolver(vault_before)
        self.after = LinkResolver(vault_before + imported)
        self.to_vault = to_vault
        self.new_names = {link_name(p) for p in imported}

    def _why(self, now: str | None) -> str:
        return "would point at no file" if now is None else f"would resolve to `{now}`, a file of the same name"

    def imported_note(self, text: str, rel: str, target: str) -> tuple[str, list[Relink]]:
        """Links of an imported note (``rel`` in the source, ``target`` in the vault)."""
        whys: dict[str, str] = {}

        def decide(link: str) -> str | None:
            was = self.source.resolve(link, rel)
            want = self.to_vault(was) if was else None
            if want is None:  # broken in the source, or its target was not imported: left as it is
                return None
            now = self.after.resolve(link, target)
            if now == want:
                return None
            whys[link] = self._why(now)
            return spelled(want, link)

        return self._rewrite(text, target, decide, whys)

    def existing_note(self, text: str, path: str) -> tuple[str, list[Relink]]:
        """Links of a note already in the vault that an imported file would capture."""
        whys: dict[str, str] = {}

        def decide(link: str) -> str | None:
            if link_name(link.replace("\\", "/").rstrip("/") or "x") not in self.new_names:
                return None
            was = self.before.resolve(link, path)
            if was is None:
                return None
            now = self.after.resolve(link, path)
            if now == was:
                return None
            whys[link] = f"the import adds `{now}`, which this link would resolve to instead"
            return spelled(was, link)

        return self._rewrite(text, path, decide, whys)

    @staticmethod
    def _rewrite(text: str, path: str, decide: Callable[[str], str | None], whys: dict[str, str]) -> tuple[str, list[Relink]]:
        if "[[" not in text:
            return text, []
        head, body = _split(text)
        new_body, changed = retarget_wikilinks(body, decide)
        if not changed:
            return text, []
        return head + new_body, [Relink(path, old, new, whys.get(old, "")) for old, new in changed]
