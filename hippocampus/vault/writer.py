"""Writing the vault: atomic per file, confined to the vault, one git commit per run.

A :class:`VaultRun` collects every write of one run (a flow run, one gateway capture) and
commits exactly the files it touched, once, at the end: ``hippo: <flow> <run id>``. Human
edits elsewhere in the working tree are never staged by a run. In dry-run mode nothing is
written: the run records what it would have done.
"""

from __future__ import annotations

import os
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from hippocampus.vault.git import commit_paths, ensure_repo
from hippocampus.vault.reader import resolve_inside
from vault_schema.layout import normalize


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write via a temp file in the same folder, fsync, then rename over the target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


@dataclass(frozen=True)
class Change:
    action: str  # write | move | delete
    path: str
    detail: str = ""


@dataclass
class VaultRun:
    """One run's writes. Use as a context manager or call :meth:`commit` explicitly."""

    root: Path
    flow: str
    dry_run: bool = False
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    changes: list[Change] = field(default_factory=list)
    commit_sha: str | None = None

    def __post_init__(self) -> None:
        self.root = Path(self.root).resolve()

    def _target(self, rel: str) -> Path:
        return resolve_inside(self.root, normalize(rel))

    def write(self, rel: str, text: str) -> None:
        target = self._target(rel)
        if target.exists() and target.read_text(encoding="utf-8", errors="replace") == text:
            return  # no change, no write
        self.changes.append(Change("write", normalize(rel)))
        if not self.dry_run:
            atomic_write_text(target, text)

    def move(self, src: str, dst: str) -> None:
        source, dest = self._target(src), self._target(dst)
        self.changes.append(Change("move", normalize(dst), f"from {normalize(src)}"))
        if not self.dry_run:
            dest.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, dest)

    @property
    def touched(self) -> list[str]:
        paths: list[str] = []
        for change in self.changes:
            paths.append(change.path)
            if change.action == "move":
                paths.append(change.detail.removeprefix("from "))
        return sorted(set(paths))

    def commit(self, message: str | None = None) -> str | None:
        """Commit exactly the touched paths; ``None`` when dry-run or nothing changed."""
        if self.dry_run or not self.changes:
            return None
        repo = ensure_repo(self.root)
        self.commit_sha = commit_paths(repo, message or f"hippo: {self.flow} {self.run_id}", self.touched)
        return self.commit_sha
