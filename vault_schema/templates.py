"""The vault's Obsidian templates folder: files that are not knowledge notes.

Obsidian's core Templates plugin names its folder in ``.obsidian/templates.json`` (``"folder"``)
and Templater in ``.obsidian/plugins/templater-obsidian/data.json`` (``"templates_folder"``).
A template is the skeleton of notes to come: ``{{date}}``, ``<% tp.file.title %>`` and a blank
``type:`` are there to be filled in when a note is made from it. So a file in such a folder is
never edited by Hippocampus (the import copies it byte for byte), never indexed or searched, never
validated (its placeholders are no broken links) and never given a hub page; links to it still
resolve (it is a file of the vault, like an attachment).

The vault's own Obsidian settings are the one record, read by every consumer from the same
files: the indexer's walk (store/scan.py, and the live vault's changed paths through it),
``hippo validate`` (vault/validate.py) and the pages the jobs see (jobs/wiki.read_pages: hubs,
index.md, HOME.md). ``hippo import`` writes the vault's ``.obsidian/templates.json`` naming the
imported templates folder when the vault has none (ADR 0023 addendum, adopt20).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from vault_schema.layout import normalize

#: (settings file, key) pairs naming a templates folder, relative to the vault root.
SETTINGS: tuple[tuple[str, str], ...] = (
    (".obsidian/templates.json", "folder"),
    (".obsidian/plugins/templater-obsidian/data.json", "templates_folder"),
)
CORE_SETTINGS = SETTINGS[0][0]


def folder_value(value: object) -> str | None:
    """A settings value as a vault-relative folder (``"/Templates/"`` → ``Templates``), or None
    (empty, the vault root, not text, or leaving the vault)."""
    if not isinstance(value, str):
        return None
    text = normalize(value.strip().strip("/"))
    if not text or text == "." or any(part in ("..", "") for part in text.split("/")):
        return None
    return text


def read_setting(text: str | None, key: str) -> str | None:
    """The folder a settings file's ``key`` names; None when unreadable or unset."""
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return folder_value(data.get(key)) if isinstance(data, dict) else None


def named_folders(read: Callable[[str], str | None]) -> list[tuple[str, str]]:
    """``(folder, settings file)`` for each setting that names a templates folder; ``read`` gives a
    vault-relative file's text or None."""
    out: list[tuple[str, str]] = []
    for rel, key in SETTINGS:
        folder = read_setting(read(rel), key)
        if folder is not None:
            out.append((folder, rel))
    return out


def _read_file(root: Path) -> Callable[[str], str | None]:
    def read(rel: str) -> str | None:
        try:
            return (root / rel).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None

    return read


def template_folders(root: Path | str, read: Callable[[str], str | None] | None = None) -> tuple[str, ...]:
    """The vault's templates folders (vault-relative, sorted, no duplicates)."""
    found = named_folders(read or _read_file(Path(root)))
    return tuple(sorted({folder for folder, _ in found}))


def is_template(path: str, folders: tuple[str, ...] | list[str]) -> bool:
    """Whether the vault path ``path`` lies in one of ``folders`` (case as written, as on disk)."""
    rel = normalize(path)
    return any(rel.startswith(folder + "/") for folder in folders)
