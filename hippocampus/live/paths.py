"""Which changed paths matter to the live vault, and for what. Pure.

A file-system event names an absolute path; :func:`vault_relative` turns it into the
vault-relative POSIX path the indexer speaks (``None`` outside the vault). Then:

* :func:`for_index` — the paths the live index reads again. The same selection as the
  indexer's own walk (``store/scan.py``: hidden files and folders — ``.git/``, ``.obsidian/``,
  ``.trash/``, ``00-inbox/.processed/`` — are never notes), minus editors' temporary files
  and ``90-system/`` (the pipeline's bookkeeping: ledgers, reports and queues that search never
  returns; the periodic rescan and the flows' own re-index pick them up);
* :func:`for_triggers` — the paths whose change may call for a flow: an approval card, the
  research-topic list, the gap queue;
* :func:`for_rescan` — the Obsidian settings files that decide which files are notes (the
  templates folder, ``vault_schema/templates.py``): hidden, so never read as notes, but a change
  to one is answered by a rescan of the whole vault (a folder that just became the templates
  folder leaves search, one that stopped being it comes back).

``HIPPO_HOME`` inside the vault (an unusual but legal setup) is excluded from both: the
service must not react to its own writes.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from vault_schema.layout import APPROVALS, GAP_QUEUE, RESEARCH_TOPICS, SYSTEM
from vault_schema.templates import SETTINGS

#: The settings files whose change calls for a rescan (for_rescan), and the folders holding them (a
#: whole `.obsidian/` moved in or out is reported as the folder alone).
RESCAN_FILES = frozenset(rel for rel, _key in SETTINGS)
RESCAN_FOLDERS = frozenset("/".join(rel.split("/")[:i]) for rel in RESCAN_FILES for i in range(1, rel.count("/") + 1))

#: Name endings of editors' and downloaders' temporary files (vim backups, partial downloads).
TEMP_SUFFIXES = ("~", ".swp", ".swx", ".swo", ".tmp", ".temp", ".part", ".crdownload", ".partial")
#: Whole names of temporary files: vim's write test file, Emacs auto-saves are ``#name#``.
TEMP_NAMES = frozenset({"4913"})
#: Top-level folders whose churn never matters to search.
QUIET_PREFIXES = (SYSTEM + "/",)


def vault_relative(root: str, path: str, exclude: Iterable[str] = ()) -> str | None:
    """``path`` (absolute) as a vault-relative POSIX path; ``None`` for the root itself, a path
    outside the vault, or one under an excluded folder (absolute paths, e.g. ``HIPPO_HOME``)."""
    root = os.path.normpath(root)
    path = os.path.normpath(path)
    for folder in exclude:
        folder = os.path.normpath(folder)
        if path == folder or path.startswith(folder + os.sep):
            return None
    if not path.startswith(root + os.sep):
        return None
    return path[len(root) + 1 :].replace(os.sep, "/")


def is_temporary(name: str) -> bool:
    return name in TEMP_NAMES or name.endswith(TEMP_SUFFIXES) or (name.startswith("#") and name.endswith("#"))


def hidden(rel: str) -> bool:
    """Whether any part of ``rel`` is hidden (the indexer's walk never lists it)."""
    return any(part.startswith(".") for part in rel.split("/"))


def for_index(rel: str) -> bool:
    """Whether a change at ``rel`` is one the live index reads again."""
    if not rel or hidden(rel) or rel.startswith(QUIET_PREFIXES):
        return False
    return not is_temporary(rel.rsplit("/", 1)[-1])


def for_triggers(rel: str) -> bool:
    """Whether a change at ``rel`` may call for a flow (an approval card directly in
    ``30-reviews/approvals/``, the research-topic list, the gap queue)."""
    if rel in (RESEARCH_TOPICS, GAP_QUEUE):
        return True
    folder, _, name = rel.rpartition("/")
    return folder == APPROVALS and name.lower().endswith(".md") and not hidden(name)


def for_rescan(rel: str) -> bool:
    """Whether a change at ``rel`` changes which files are notes (an Obsidian templates setting)."""
    return rel in RESCAN_FILES or rel in RESCAN_FOLDERS
