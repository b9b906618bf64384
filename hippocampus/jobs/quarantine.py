"""The inbox quarantine: ``00-inbox/.quarantine/``, where an inbox file holding a key-shaped
secret goes instead of into git (docs/adr/0021-screening.md, docs/pipeline.md).

The folder is ignored by git through the vault's ``.git/info/exclude`` (written here, so a vault
made before this rule existed is covered too, and nothing about it is committed), so neither a run
(which commits only the paths it touched and skips ignored ones) nor a ``git add -A`` by hand or
by an Obsidian git plugin can pick the file up. The move is a plain rename outside the run's
journal: a rolled-back run must not put the file back where the next run would meet it again.
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from hippocampus.jobs.common import unique_name
from hippocampus.vault.writer import VaultRun
from vault_schema.layout import INBOX, QUARANTINE
from vault_schema.secrets import find_keys, redact_keys

EXCLUDE_RULE = f"/{QUARANTINE}/"


def ensure_ignored(git_dir: Path) -> None:
    """Add the quarantine rule to ``<git dir>/info/exclude`` once."""
    exclude = Path(git_dir) / "info" / "exclude"
    current = exclude.read_text(encoding="utf-8") if exclude.exists() else ""
    if EXCLUDE_RULE in current.splitlines():
        return
    exclude.parent.mkdir(parents=True, exist_ok=True)
    with exclude.open("a", encoding="utf-8") as fh:
        fh.write(("" if not current or current.endswith("\n") else "\n") + f"# hippocampus: inbox files holding secrets\n{EXCLUDE_RULE}\n")


def quarantine(run: VaultRun, rel: str) -> str:
    """Move inbox file ``rel`` into the quarantine (same relative name, made unique); return
    where it went. A dry run only says where it would go."""
    name = PurePosixPath(rel).relative_to(INBOX)
    folder = PurePosixPath(QUARANTINE, name).parent.as_posix()
    taken = [p.relative_to(run.root).as_posix() for p in (run.root / folder).glob("*")] if (run.root / folder).is_dir() else []
    target = unique_name(taken, folder, name.stem, name.suffix)
    if run.dry_run:
        return target
    ensure_ignored(Path(run.repo.git_dir))
    dest = run.root / target
    dest.parent.mkdir(parents=True, exist_ok=True)
    os.replace(run.root / rel, dest)
    return target


def quarantined(root: Path) -> list[tuple[str, str]]:
    """``(vault path, what it holds and where)`` for every quarantined file (HOME.md)."""
    base = Path(root) / QUARANTINE
    out: list[tuple[str, str]] = []
    if not base.is_dir():
        return out
    for path in sorted(p for p in base.rglob("*") if p.is_file()):
        text = path.read_bytes().decode("utf-8", errors="replace")
        rel = path.relative_to(root).as_posix()
        found = "; ".join([f"its name: {name}" for name, _ in find_keys(path.name)]
                          + [f"line {line}: {name}" for name, line in find_keys(text)]) or "no secret left: move it back to 00-inbox/"
        out.append((redact_keys(rel)[0], found))  # HOME.md is committed: a key in the name is not written there
    return out
