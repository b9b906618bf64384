"""The vault's git repository (GitPython). Every vault-changing run is one commit."""

from __future__ import annotations

from pathlib import Path

import git

AUTHOR_NAME = "Hippocampus"
AUTHOR_EMAIL = "hippocampus@localhost"


def ensure_repo(root: Path) -> git.Repo:
    """Open the vault's repository, creating it (branch ``main``) when absent."""
    try:
        return git.Repo(root)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        repo = git.Repo.init(root, initial_branch="main")
        return repo


def _actor(repo: git.Repo) -> git.Actor:
    reader = repo.config_reader()
    name = reader.get_value("user", "name", AUTHOR_NAME)
    email = reader.get_value("user", "email", AUTHOR_EMAIL)
    return git.Actor(str(name), str(email))


def commit_paths(repo: git.Repo, message: str, paths: list[str] | None = None) -> str | None:
    """Stage ``paths`` (all changes when ``None``) and commit; return the new sha, or ``None``
    when nothing changed (no change, no commit)."""
    if paths is None:
        repo.git.add(A=True)
    else:
        repo.git.add("--all", "--", *paths)
    if repo.head.is_valid() and not repo.index.diff("HEAD"):
        return None
    if not repo.head.is_valid() and not list(repo.index.entries):
        return None
    actor = _actor(repo)
    commit = repo.index.commit(message, author=actor, committer=actor)
    return commit.hexsha
