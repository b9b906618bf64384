"""``hippo init``: create the full vault layout (optionally with the sample vault) and its git repo."""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from datetime import date
from importlib import resources
from pathlib import Path

from hippocampus import clock
from hippocampus.errors import UsageError
from hippocampus.vault import templates
from hippocampus.vault.git import commit_paths, ensure_repo
from vault_schema.layout import AGENTS, FOLDERS, HOME, INDEX, LOG, RESEARCH_TOPICS, SCHEMA, VAULT_MARKERS


@dataclass
class InitReport:
    vault: str
    created: list[str] = field(default_factory=list)
    existing_vault: bool = False
    sample: bool = False
    commit: str | None = None


def is_vault(path: Path) -> bool:
    return any((path / marker).exists() for marker in VAULT_MARKERS)


def _sample_root() -> Path:
    root = Path(str(resources.files("hippocampus").joinpath("sample_vault")))
    if not root.is_dir():
        raise UsageError("the sample vault is missing from this installation (hippocampus/sample_vault)")
    return root


def _write_new(path: Path, text: str, report: InitReport, root: Path) -> None:
    if path.exists():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    report.created.append(path.relative_to(root).as_posix())


def init_vault(target: Path, *, sample: bool = False, today: date | None = None) -> InitReport:
    """Create the vault at ``target``.

    Trigger: ``target`` is a non-empty folder that is not a vault.
    Why: init must never mix its files into someone else's folder.
    Outcome: :class:`UsageError`, nothing written.
    An existing vault only gets its missing folders and files; ``--sample`` is refused there
    because it would overwrite the owner's notes.
    """
    today = today or clock.today()
    target = target.expanduser()
    if target.exists() and not target.is_dir():
        raise UsageError(f"{target} exists and is not a folder")
    existing = target.exists() and any(target.iterdir())
    if existing and not is_vault(target):
        raise UsageError(
            f"{target} is not empty and is not a Hippocampus vault; refusing to write into it. "
            "Choose an empty folder, or use `hippo import` to bring existing notes in."
        )
    if existing and sample:
        raise UsageError(f"{target} is already a vault; --sample would overwrite notes. Use an empty folder.")

    root = target.resolve() if target.exists() else target
    report = InitReport(str(target), existing_vault=existing, sample=sample)
    root.mkdir(parents=True, exist_ok=True)
    root = root.resolve()
    if sample:
        shutil.copytree(_sample_root(), root, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
        report.created.append("(sample vault)")
    for folder in FOLDERS:
        path = root / folder
        if not path.exists():
            path.mkdir(parents=True)
            report.created.append(folder + "/")
        if not any(path.iterdir()):
            (path / ".gitkeep").touch()  # git keeps no empty folders; the layout must survive a clone
    _write_new(root / AGENTS, templates.agents_md(), report, root)
    _write_new(root / SCHEMA, templates.schema_md(), report, root)
    _write_new(root / HOME, templates.home_md(), report, root)
    _write_new(root / INDEX, templates.index_md(), report, root)
    _write_new(root / LOG, templates.log_md(today), report, root)
    _write_new(root / RESEARCH_TOPICS, templates.research_topics_md(), report, root)
    _write_new(root / ".gitignore", templates.GITIGNORE, report, root)

    repo = ensure_repo(root)
    message = "hippo: init (sample vault)" if sample else "hippo: init"
    report.commit = commit_paths(repo, message)
    return report
