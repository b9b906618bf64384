"""The vault's git repository. Every vault-changing run is one commit of exactly its own paths.

:func:`commit_paths` builds the commit in a private index file (seeded from ``HEAD``), so a
human's staged or unstaged changes elsewhere in the repository are never swept into a
pipeline commit, and ``overrides`` lets an append-only file (``log.md``) be committed as
"HEAD + the run's lines" while the human's uncommitted edit of it stays in the working tree.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hippocampus.vault.faults import crashpoint

if TYPE_CHECKING:  # GitPython is imported where it is used: ~0.1 s that a hook reading the vault never needs
    import git

AUTHOR_NAME = "Hippocampus"
AUTHOR_EMAIL = "hippocampus@localhost"


def ensure_repo(root: Path) -> git.Repo:
    """Open the vault's repository, creating it (branch ``main``) when absent."""
    import git
    try:
        return git.Repo(root)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        repo = git.Repo.init(root, initial_branch="main")
        return repo


def _actor(repo: git.Repo) -> git.Actor:
    import git
    reader = repo.config_reader()
    name = reader.get_value("user", "name", AUTHOR_NAME)
    email = reader.get_value("user", "email", AUTHOR_EMAIL)
    return git.Actor(str(name), str(email))


def _author_env(repo: git.Repo) -> dict[str, str]:
    actor = _actor(repo)
    return {
        "GIT_AUTHOR_NAME": actor.name or AUTHOR_NAME,
        "GIT_AUTHOR_EMAIL": actor.email or AUTHOR_EMAIL,
        "GIT_COMMITTER_NAME": actor.name or AUTHOR_NAME,
        "GIT_COMMITTER_EMAIL": actor.email or AUTHOR_EMAIL,
    }


def _nul(paths: list[str]) -> str:
    return "".join(p + "\0" for p in paths)


def head_sha(repo: git.Repo) -> str | None:
    return repo.head.commit.hexsha if repo.head.is_valid() else None


def head_text(repo: git.Repo, rel: str) -> str | None:
    """The committed (``HEAD``) text of ``rel``; ``None`` when absent or no commit yet."""
    if not repo.head.is_valid():
        return None
    try:
        blob = repo.head.commit.tree / rel
    except KeyError:
        return None
    return blob.data_stream.read().decode("utf-8", errors="replace")


def _git(repo: git.Repo, args: list[str], data: str = "", env: dict[str, str] | None = None, ok: tuple[int, ...] = (0,)) -> str:
    """Run git in the vault with ``data`` on stdin; raise ``GitCommandError`` on an unexpected exit code."""
    import git
    proc = subprocess.run(
        ["git", *args],
        cwd=repo.working_tree_dir,
        input=data.encode("utf-8"),
        capture_output=True,
        env={**os.environ, **(env or {})},
        check=False,
    )
    if proc.returncode not in ok:
        raise git.GitCommandError(["git", *args], proc.returncode, proc.stderr, proc.stdout)
    return proc.stdout.decode("utf-8")


def tracked_in_head(repo: git.Repo, paths: list[str]) -> set[str]:
    """Which of ``paths`` exist in ``HEAD``."""
    if not paths or not repo.head.is_valid():
        return set()
    found: set[str] = set()
    for i in range(0, len(paths), 500):
        chunk = paths[i : i + 500]
        out = _git(repo, ["ls-tree", "-r", "--name-only", "-z", "HEAD", "--", *chunk])
        found.update(p for p in out.split("\0") if p)
    return found & set(paths)


def ignored(repo: git.Repo, paths: list[str]) -> set[str]:
    """Paths the repository's ``.gitignore`` rules exclude."""
    if not paths:
        return set()
    out = _git(repo, ["check-ignore", "--stdin", "-z"], _nul(paths), ok=(0, 1))
    return {p for p in out.split("\0") if p}


@dataclass(frozen=True)
class DirtyState:
    """Uncommitted state of the working tree: ``XY`` status per path (``??`` = untracked)."""

    entries: dict[str, str]
    merging: bool = False
    unmerged: tuple[str, ...] = ()

    @property
    def paths(self) -> set[str]:
        return set(self.entries)


def dirty_state(repo: git.Repo) -> DirtyState:
    """``git status`` of the working tree, untracked files listed individually."""
    out = repo.git.status("--porcelain=v1", "-z", "--untracked-files=all")
    entries: dict[str, str] = {}
    unmerged: list[str] = []
    items = out.split("\0")
    i = 0
    while i < len(items):
        item = items[i]
        i += 1
        if len(item) < 4:
            continue
        code, path = item[:2], item[3:]
        if code[0] in "RC":  # rename/copy: the next item is the original path
            original = items[i] if i < len(items) else ""
            i += 1
            if original:
                entries[original] = code
        if "U" in code or code in ("AA", "DD"):
            unmerged.append(path)
        entries[path] = code
    git_dir = Path(repo.git_dir)
    merging = any((git_dir / name).exists() for name in ("MERGE_HEAD", "rebase-merge", "rebase-apply", "CHERRY_PICK_HEAD", "REVERT_HEAD"))
    return DirtyState(entries, merging, tuple(unmerged))


def commit_paths(
    repo: git.Repo,
    message: str,
    paths: list[str] | None = None,
    *,
    overrides: dict[str, str] | None = None,
) -> str | None:
    """Commit ``paths`` as they are in the working tree (all changes when ``None``); return the
    new sha, or ``None`` when nothing changed (no change, no commit).

    With ``paths``, the commit is built in a private index seeded from ``HEAD``: other staged
    or unstaged changes are not included and stay as they were. ``overrides`` maps a path to
    the exact text to commit for it (the working-tree file is left alone). A path that is
    neither on disk nor in ``HEAD`` (an untracked file that was moved away) is skipped, as is
    a path the repository ignores.
    """
    if paths is None:
        repo.git.add(A=True)
        if repo.head.is_valid() and not repo.index.diff("HEAD"):
            return None
        if not repo.head.is_valid() and not list(repo.index.entries):
            return None
        actor = _actor(repo)
        return repo.index.commit(message, author=actor, committer=actor).hexsha
    return _commit_only(repo, message, sorted(set(paths)), overrides or {})


@dataclass(frozen=True)
class PreparedCommit:
    """A commit object built from a private index, not yet on any branch."""

    sha: str
    parent: str | None
    paths: tuple[str, ...]  # the paths whose index entries must follow HEAD once it moves
    message: str = ""


def _commit_only(repo: git.Repo, message: str, paths: list[str], overrides: dict[str, str]) -> str | None:
    prepared = prepare_commit(repo, message, paths, overrides)
    if prepared is None:
        return None
    advance_head(repo, prepared)
    sync_index(repo, prepared.paths)
    return prepared.sha


def prepare_commit(repo: git.Repo, message: str, paths: list[str], overrides: dict[str, str] | None = None) -> PreparedCommit | None:
    """Build the commit of exactly ``paths`` (working-tree content, ``overrides`` as given) on
    top of ``HEAD`` in a private index; ``None`` when the tree would not change. Nothing that
    a reader of the repository sees changes here: the objects are unreferenced until
    :func:`advance_head`."""
    overrides = overrides or {}
    paths = sorted(set(paths))
    root = Path(repo.working_tree_dir or ".")
    old = head_sha(repo)
    skip = ignored(repo, paths)
    on_disk = [p for p in paths if p not in skip and p not in overrides and (root / p).exists()]
    in_head = tracked_in_head(repo, [p for p in paths if p not in on_disk and p not in overrides])
    fd, index_file = tempfile.mkstemp(prefix="hippo-index-", dir=repo.git_dir)
    os.close(fd)
    os.unlink(index_file)
    env = {"GIT_INDEX_FILE": index_file}
    try:
        if old:
            _git(repo, ["read-tree", old], env=env)
        if on_disk:
            _git(repo, ["add", "--pathspec-from-file=-", "--pathspec-file-nul"], _nul(on_disk), env)
        if in_head:
            _git(repo, ["rm", "--cached", "-q", "--ignore-unmatch", "--pathspec-from-file=-", "--pathspec-file-nul"], _nul(sorted(in_head)), env)
        for rel, text in sorted(overrides.items()):
            sha = _git(repo, ["hash-object", "-w", "--stdin"], text).strip()
            _git(repo, ["update-index", "--add", "--cacheinfo", f"100644,{sha},{rel}"], env=env)
        tree = _git(repo, ["write-tree"], env=env).strip()
        crashpoint("commit.tree-written")
    finally:
        if os.path.exists(index_file):
            os.unlink(index_file)
    if tree == (_git(repo, ["rev-parse", f"{old}^{{tree}}"]).strip() if old else _EMPTY_TREE):
        return None
    args = ["commit-tree", tree, "-m", message] + (["-p", old] if old else [])
    sha = _git(repo, args, env=_author_env(repo)).strip()
    return PreparedCommit(sha, old, tuple(sorted(set(on_disk) | in_head | set(overrides))), message)


def advance_head(repo: git.Repo, prepared: PreparedCommit) -> None:
    """Point ``HEAD`` at the prepared commit: a compare-and-swap, so if anything else committed
    since :func:`prepare_commit` this raises and nobody's commit is overwritten."""
    _git(repo, ["update-ref", "-m", prepared.message or "hippocampus", "HEAD", prepared.sha, prepared.parent or _ZERO])


def sync_index(repo: git.Repo, paths: tuple[str, ...] | list[str]) -> None:
    """The real index follows ``HEAD`` for exactly ``paths``; every other entry (the human's
    staged work) stays as it was. Needs ``.git/index.lock``, so a concurrent git can make it fail."""
    if paths:
        _git(repo, ["reset", "-q", "HEAD", "--pathspec-from-file=-", "--pathspec-file-nul"], _nul(list(paths)))


def in_history(repo: git.Repo, sha: str) -> bool:
    """Whether commit ``sha`` is ``HEAD`` or one of its ancestors."""
    if not repo.head.is_valid():
        return False
    proc = subprocess.run(["git", "merge-base", "--is-ancestor", sha, "HEAD"], cwd=repo.working_tree_dir, capture_output=True, check=False)
    return proc.returncode == 0


_ZERO = "0" * 40
_EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
