"""A path filter that matches no note at all: said so, with the folder it most likely meant.

``--path`` (``path_prefix``) is the start of a vault path. A user who types the folder as
Obsidian shows it (``Concepts/``) instead of its vault path (``20-wiki/Concepts/``) filtered out
every note, and the search said "no candidate matched the query" — read as "no notes on it".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from hippocampus.search import store_api as sapi
from hippocampus.store.queries import Filters
from vault_schema.layout import path_key


def meant_folder(prefix: str, paths: Iterable[str]) -> str | None:
    """The shortest start of a path in ``paths`` that ends with ``prefix`` at a folder boundary,
    in any case (``Concepts/`` → ``20-wiki/Concepts/``, ``20-Wiki/`` → ``20-wiki/``); ``None``
    when no path holds it."""
    wanted = path_key(prefix).lstrip("/")
    if not wanted:
        return None
    pattern = re.compile(r"(?:^|/)" + re.escape(wanted), re.IGNORECASE)
    starts = {key[: m.end()] for key in map(path_key, paths) if (m := pattern.search(key))}
    return min(starts, key=lambda s: (len(s), s), default=None)


def empty_scope(store: Any, prefix: str | None) -> str | None:
    """Why a search found nothing when its path filter ``prefix`` holds no note of the store at
    all (archived ones included), with the folder it most likely meant; ``None`` when some note
    is under it (the search's own reason stands), or the store cannot tell.

    Trigger: ``hippo search habit --path Concepts/`` over a vault whose notes are under
    ``20-wiki/Concepts/``.
    Why: "no candidate matched the query" reads as "you have no notes on it".
    Outcome: "no notes under Concepts/ (the path filter is the start of a vault path): did you
    mean 20-wiki/Concepts/?".
    """
    if not prefix or not hasattr(store, "has_notes") or store.has_notes(Filters(path_prefix=prefix, include_archived=True)):
        return None
    why = f"no notes under {prefix} (the path filter is the start of a vault path)"
    folder = meant_folder(prefix, sapi.paths_holding(store, prefix.lstrip("/")))
    return f"{why}: did you mean {folder}?" if folder else why
