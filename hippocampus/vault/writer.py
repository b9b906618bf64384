"""Writing the vault: atomic per file, confined to the vault, one git commit per run.

A :class:`VaultRun` is one run's writes (a flow run, ``hippo propose``, ``hippo import``):

- **one commit**: it commits exactly the paths it touched, once, at the end
  (``hippo: <flow> <run id>``); no change, no commit. The commit is built in a private git
  index, so a human's staged or unstaged changes elsewhere are never swept in.
- **all or nothing**: before a path is first touched its original bytes go to an undo
  journal in ``.git/hippocampus/journal/<run>/``. An exception inside the run restores every
  touched path (the working tree is as it was, human edits included); a run killed outright
  leaves the journal, and the next run replays it before starting (under the vault lock).
- **one writer**: an exclusive lock (``.git/hippocampus/lock``) serialises writing runs. It is
  the one exclusion between vault writers, whatever started them (ADR 0027): the kernel drops
  it when its holder dies, and the next holder says whose lock it reclaimed (:attr:`reclaimed`).
- **human edits** (ADR 0010): a path with uncommitted human changes is written only when the
  action consumes that edit (``consume=True``: the ticked proposal, the approved card, the
  research-topics line, a dropped inbox file); otherwise :class:`DirtyPathError` and the job
  skips that item. Append-only files (``log.md``, ledgers) are appended to; the commit holds
  ``HEAD`` + the run's lines and the human's uncommitted edit stays uncommitted.
- **dry run**: nothing is written, no lock, no journal; reads see the run's own pending
  writes (an overlay), so a dry run reports exactly what a real run would do.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # GitPython is imported where it is used: ~0.1 s that a hook reading the vault never needs
    import git

from hippocampus import clock
from hippocampus.errors import HippoError, UsageError
from hippocampus.locks import LockTimeout, Owner, Reclaimed, WriteLock, current_holder
from hippocampus.vault.faults import crashpoint
from hippocampus.vault.git import (
    DirtyState,
    PreparedCommit,
    advance_head,
    dirty_state,
    head_sha,
    head_text,
    in_history,
    prepare_commit,
    sync_index,
)
from hippocampus.vault.reader import resolve_inside
from vault_schema.layout import INBOX, LOG, PROCESSED, normalize
from vault_schema.logline import format_log_line

log = logging.getLogger("hippocampus.vault")

#: How long a commit keeps trying to refresh the index while another git holds ``.git/index.lock``.
INDEX_RETRY_SECONDS = 10.0
#: How often a commit is rebuilt when another writer moved ``HEAD`` between build and ref update.
HEAD_RACE_RETRIES = 3


#: Bytes of the target's name kept in its temporary file's name: the temporary name adds 14 (a dot,
#: a dot, eight random characters, ``.tmp``), and a file system allows 255 in all.
TEMP_STEM_BYTES = 200


def _temp_stem(name: str) -> str:
    """``name``, cut to at most TEMP_STEM_BYTES of UTF-8 at a character boundary: a note whose
    own name is valid but long (240 characters) must not fail on its temporary file's name."""
    raw = name.encode("utf-8")
    return name if len(raw) <= TEMP_STEM_BYTES else raw[:TEMP_STEM_BYTES].decode("utf-8", "ignore")


def atomic_write_bytes(path: Path, data: bytes, *, fsync: bool = True) -> None:
    """Write via a temp file in the same folder, fsync, then rename over the target.

    Readers never see a half-written file. ``fsync=False`` keeps that guarantee against a
    crashed process but not against power loss (bulk runs sync once before committing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{_temp_stem(path.name)}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if fsync:
                os.fsync(fh.fileno())
        crashpoint("file.half-written")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _remove_temp_files(path: Path) -> None:
    """Remove the temporary files :func:`atomic_write_bytes` left beside ``path`` when its writer
    was killed between writing one and renaming it (a dead run's, found by its recovery: the
    journal names every path before it is written)."""
    prefix = f".{_temp_stem(path.name)}."
    try:
        names = os.listdir(path.parent)
    except OSError:
        return
    for name in names:
        if name.startswith(prefix) and name.endswith(".tmp") and len(name) == len(prefix) + len("XXXXXXXX.tmp"):
            with contextlib.suppress(OSError):
                os.unlink(path.parent / name)


def atomic_write_text(path: Path, text: str, *, fsync: bool = True) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), fsync=fsync)


class DirtyPathError(HippoError):
    """The path has uncommitted human changes that this action must not overwrite."""

    def __init__(self, path: str) -> None:
        super().__init__(f"{path} has uncommitted changes; left untouched (commit or discard them, then re-run)")
        self.path = path


class GitInProgress(HippoError):
    """The vault's git is mid-merge, rebase, cherry-pick or revert: a run's commit would land on
    that operation's HEAD, and aborting it would take the run's acknowledged work away."""


class GitBusy(HippoError):
    """Another git holds the branch's ref lock or keeps moving HEAD: the run's commit could not
    be put on the branch (nothing moved)."""


class VaultBusy(LockTimeout):
    """Another run holds the vault's write lock (the message says which process)."""


@dataclass(frozen=True)
class Change:
    action: str  # write | move | append
    path: str
    detail: str = ""


LOCK_FILE = "hippocampus/lock"
INTENT = "commit.json"


@dataclass(frozen=True)
class Recovery:
    """What a run did with a journal that a crashed run left behind."""

    run_id: str
    action: str  # "finished": its commit is in HEAD, the index was refreshed | "undone": its writes were reverted
    paths: int
    commit: str | None = None

    def describe(self) -> str:
        if self.action == "finished":
            return f"run {self.run_id} had committed {self.commit[:12] if self.commit else ''} before it died; finished it (index refreshed, {self.paths} path(s) kept)"
        return f"run {self.run_id} died before committing; undid its {self.paths} uncommitted write(s)"


@dataclass
class VaultRun:
    """One run's writes. Use as a context manager: commit on success, roll back on error."""

    root: Path
    flow: str
    dry_run: bool = False
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    today: date = field(default_factory=clock.today)
    lock_timeout: float = 120.0
    #: ``False`` for bulk runs (import): no fsync per file, one ``os.sync()`` before the commit.
    durable: bool = True
    changes: list[Change] = field(default_factory=list)
    log_lines: list[str] = field(default_factory=list)
    commit_sha: str | None = None
    recovered: list[Recovery] = field(default_factory=list)
    #: called with a one-line message when the run has to wait for the lock (default: the ``hippocampus.vault`` logger)
    on_wait: Callable[[str], None] | None = None
    #: repeat the waiting message every this many seconds (``None``: say it once)
    say_every: float | None = None
    #: set when the previous holder of the vault lock died holding it (who, since when, reclaimed when)
    reclaimed: Reclaimed | None = None
    #: seconds this run waited for the vault lock
    lock_waited: float = 0.0
    #: ``True`` when the run committed but could not refresh the index (another git held it); the next run does
    index_stale: bool = False
    index_retry_seconds: float = INDEX_RETRY_SECONDS

    def __post_init__(self) -> None:
        self.root = Path(self.root).resolve()
        self._repo: git.Repo | None = None
        self._dirty: DirtyState | None = None
        self._overlay: dict[str, str | None] = {}
        self._journaled: set[str] = set()
        self._journal_entries: list[dict[str, Any]] = []
        self._appended: dict[str, str] = {}
        self._lock: WriteLock | None = None
        self._prepared: PreparedCommit | None = None
        self._logs_flushed = False
        self._finished = False
        self._savepoints: list[dict[str, bytes | str | None]] = []
        self._opened = False

    # -- lifecycle ---------------------------------------------------------------------

    @property
    def repo(self) -> git.Repo:
        import git
        if self._repo is None:
            try:
                self._repo = git.Repo(self.root)
            except (git.InvalidGitRepositoryError, git.NoSuchPathError):
                raise UsageError(f"{self.root} is not a git repository; run `hippo init {self.root}` first") from None
        return self._repo

    @property
    def _state_dir(self) -> Path:
        return Path(self.repo.git_dir) / "hippocampus"

    @property
    def _journal(self) -> Path:
        return self._state_dir / "journal" / self.run_id

    def __enter__(self) -> VaultRun:
        self.open()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        try:
            if exc_type is not None:
                self.rollback()
            elif not self._finished:
                try:
                    self.commit()
                except BaseException:
                    self.rollback()  # a commit that failed before HEAD moved leaves nothing behind
                    raise
        finally:
            self.close()

    def open(self) -> None:
        """Take the write lock and deal with journals that crashed runs left behind.
        Called by ``with``, and by the first read or write of a run used without ``with``:
        whatever the run reads to decide a write is read under the lock (ADR 0015)."""
        if self._opened:
            return
        _ = self.repo
        if not self.dry_run:
            self._state_dir.mkdir(parents=True, exist_ok=True)
            self._acquire_lock()  # VaultBusy leaves the run unopened: a retry waits again
            self._recover_stale()
        dirty = dirty_state(self.repo)  # the human's state, before this run writes anything
        if dirty.merging and not self.dry_run:
            # Trigger: a merge, rebase, cherry-pick or revert is stopped in the vault. Why: our
            # commit would go onto that operation's HEAD (a rebase's is detached) and `git rebase
            # --abort` would reset it and its files away after we reported them stored. Outcome:
            # refused before any write, the lock released; the flows' preflight says the same.
            self.close()
            raise GitInProgress(f"the vault {self.root} has a merge, rebase, cherry-pick or revert in progress; "
                                "finish or abort it first (nothing was written)")
        self._opened = True
        self._dirty = dirty

    def close(self) -> None:
        """Release the write lock (after commit or rollback; idempotent)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _acquire_lock(self) -> None:
        lock = WriteLock(self._state_dir / "lock", timeout=self.lock_timeout, purpose=f"{self.flow} run {self.run_id}",
                         what=f"vault {self.root}", error=VaultBusy, on_wait=self.on_wait or log.warning, say_every=self.say_every)
        lock.acquire()
        self._lock = lock
        self.lock_waited = lock.waited
        self.reclaimed = lock.reclaimed
        if lock.reclaimed is not None:
            log.warning("vault lock: %s", lock.reclaimed.describe(f"the vault {self.root}"))

    def _recover_stale(self) -> None:
        """Trigger: a journal exists while we hold the lock. Why: its run died (SIGKILL, power
        loss) somewhere between its first write and the end of its commit. Outcome, decided by
        the ground truth, never by the journal alone (ADR 0015): if the run's recorded commit is
        in HEAD's history the run is *finished* (the index is refreshed for its paths, its files
        are kept); otherwise its writes are *undone*, so this run starts from the last committed
        state plus the human's own edits. Either way the outcome is in ``recovered``."""
        # A commit killed while building its tree leaves its private index file (prepare_commit);
        # only a holder of this lock builds one, so any found now is a dead run's.
        for debris in Path(self.repo.git_dir).glob("hippo-index-*"):
            debris.unlink(missing_ok=True)
        base = self._state_dir / "journal"
        if not base.is_dir():
            return
        for stale in sorted(p for p in base.iterdir() if p.is_dir() and p.name != self.run_id):
            entries = _read_manifest(stale / "manifest.jsonl")
            intent = _read_intent(stale / INTENT)
            if intent is not None and in_history(self.repo, intent.sha):
                sync_index(self.repo, intent.paths)
                self.recovered.append(Recovery(stale.name, "finished", len(intent.paths), intent.sha))
            else:
                self._restore(stale, entries, replay=True)
                self.recovered.append(Recovery(stale.name, "undone", len(entries)))
            for entry in entries:
                _remove_temp_files(self.root / entry["path"])
            shutil.rmtree(stale, ignore_errors=True)
        for item in self.recovered:
            log.warning("vault recovery: %s", item.describe())

    # -- reading (overlay-aware) -----------------------------------------------------------

    def path(self, rel: str) -> Path:
        return resolve_inside(self.root, normalize(rel))

    def exists(self, rel: str) -> bool:
        self.open()
        rel = normalize(rel)
        if rel in self._overlay:
            return self._overlay[rel] is not None
        return (self.root / rel).exists()

    def read_text(self, rel: str) -> str | None:
        self.open()
        rel = normalize(rel)
        if rel in self._overlay:
            return self._overlay[rel]
        target = self.root / rel
        if not target.is_file():
            return None
        return target.read_text(encoding="utf-8", errors="replace")

    def read_bytes(self, rel: str) -> bytes | None:
        self.open()
        rel = normalize(rel)
        if rel in self._overlay:
            value = self._overlay[rel]
            return None if value is None else value.encode("utf-8")
        target = self.root / rel
        return target.read_bytes() if target.is_file() else None

    def list_files(self, folder: str, *, suffix: str = ".md", recursive: bool = True, hidden: bool = False) -> list[str]:
        """Vault-relative files under ``folder`` (as this run sees them), sorted."""
        self.open()
        folder = normalize(folder)
        base = self.root / folder if folder else self.root
        found: set[str] = set()
        if base.is_dir():
            for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
                rel_dir = Path(dirpath).relative_to(self.root).as_posix()
                dirnames[:] = sorted(d for d in dirnames if hidden or not d.startswith("."))
                if not recursive:
                    dirnames[:] = []
                for name in filenames:
                    if name.startswith(".") and not hidden:
                        continue
                    if suffix and not name.lower().endswith(suffix):
                        continue
                    found.add(f"{rel_dir}/{name}" if rel_dir != "." else name)
        prefix = folder + "/" if folder else ""
        for rel, value in self._overlay.items():
            if not rel.startswith(prefix) or (suffix and not rel.lower().endswith(suffix)):
                continue
            if not recursive and "/" in rel[len(prefix) :]:
                continue
            if value is None:
                found.discard(rel)
            else:
                found.add(rel)
        return sorted(found)

    # -- dirty-state policy ------------------------------------------------------------------

    @property
    def dirty(self) -> DirtyState:
        if self._dirty is None:
            self._dirty = dirty_state(self.repo)
        return self._dirty

    def is_dirty(self, rel: str) -> bool:
        """Uncommitted human change at ``rel``; untracked drops in 00-inbox are the inbox's input, not edits."""
        rel = normalize(rel)
        code = self.dirty.entries.get(rel)
        if code is None:
            return False
        return not (code == "??" and rel.startswith(INBOX + "/") and not rel.startswith(PROCESSED + "/"))

    def _check(self, rel: str, consume: bool) -> None:
        self.open()
        if not consume and rel not in self._journaled and self.is_dirty(rel):
            raise DirtyPathError(rel)

    # -- writing ---------------------------------------------------------------------------

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """Undo only this block's writes if it raises (one inbox file failing must not take
        the others down, nor leave half of itself behind)."""
        marks = (len(self.changes), len(self.log_lines), dict(self._appended), dict(self._overlay))
        self._savepoints.append({})
        try:
            yield
        except BaseException:
            snap = self._savepoints.pop()
            for rel, data in snap.items():
                if self.dry_run:
                    continue
                target = self.root / rel
                if data is None:
                    if target.exists():
                        target.unlink()
                else:
                    atomic_write_bytes(target, data if isinstance(data, bytes) else data.encode("utf-8"))
            del self.changes[marks[0] :]
            del self.log_lines[marks[1] :]
            self._appended, self._overlay = marks[2], marks[3]
            raise
        else:
            snap = self._savepoints.pop()
            if self._savepoints:
                for rel, data in snap.items():
                    self._savepoints[-1].setdefault(rel, data)

    def _sp_remember(self, rel: str) -> None:
        if self._savepoints and rel not in self._savepoints[-1] and not self.dry_run:
            target = self.root / rel
            self._savepoints[-1][rel] = target.read_bytes() if target.is_file() else None

    def _remember(self, rel: str) -> None:
        """Journal the original bytes of ``rel`` before its first change in this run."""
        self._sp_remember(rel)
        if rel in self._journaled or self.dry_run:
            self._journaled.add(rel)
            return
        target = self.root / rel
        entry: dict[str, Any] = {"path": rel, "existed": target.is_file()}
        self._journal.mkdir(parents=True, exist_ok=True)
        if entry["existed"]:
            blob = f"{len(self._journal_entries):06d}"
            atomic_write_bytes(self._journal / blob, target.read_bytes(), fsync=self.durable)
            entry["blob"] = blob
        self._journal_entries.append(entry)
        # One JSON line per path, flushed and fsynced before the path itself is changed.
        with open(self._journal / "manifest.jsonl", "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
            fh.flush()
            if self.durable:
                os.fsync(fh.fileno())
        self._journaled.add(rel)
        crashpoint("journal.saved")

    def write(self, rel: str, text: str, *, consume: bool = False) -> bool:
        """Write ``text`` atomically; ``False`` when the file already has exactly this text."""
        rel = normalize(rel)
        self.path(rel)  # confinement check
        if self.read_text(rel) == text:
            return False
        self._check(rel, consume)
        self._remember(rel)
        self.changes.append(Change("write", rel))
        if self.dry_run:
            self._overlay[rel] = text
        else:
            atomic_write_text(self.path(rel), text, fsync=self.durable)
            crashpoint("file.written")
        return True

    def write_bytes(self, rel: str, data: bytes) -> bool:
        """Write an attachment (binary) atomically; never replaces a human-edited path."""
        rel = normalize(rel)
        target = self.path(rel)
        if target.is_file() and rel not in self._overlay and target.read_bytes() == data:
            return False
        self._check(rel, False)
        self._remember(rel)
        self.changes.append(Change("write", rel))
        if self.dry_run:
            self._overlay[rel] = data.decode("utf-8", errors="replace")
        else:
            atomic_write_bytes(target, data, fsync=self.durable)
            crashpoint("file.written")
        return True

    def move(self, src: str, dst: str, *, consume: bool = False) -> None:
        """Rename ``src`` to ``dst`` (git sees a rename: ``git mv`` semantics)."""
        src, dst = normalize(src), normalize(dst)
        source, dest = self.path(src), self.path(dst)
        if not self.exists(src):
            raise UsageError(f"cannot move {src}: it does not exist")
        if self.exists(dst):
            raise UsageError(f"cannot move {src} to {dst}: the target exists")
        self._check(src, consume)
        self._check(dst, consume)
        self._remember(src)
        self._remember(dst)
        self.changes.append(Change("move", dst, f"from {src}"))
        if self.dry_run:
            self._overlay[dst] = self.read_text(src)
            self._overlay[src] = None
        else:
            dest.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, dest)
            crashpoint("file.written")

    def append(self, rel: str, text: str) -> None:
        """Append to an append-only file (``log.md``, JSONL ledgers)."""
        rel = normalize(rel)
        self.path(rel)
        self.open()
        current = self.read_text(rel)
        if current and not current.endswith("\n"):
            text = "\n" + text
        self._remember(rel)
        self._appended[rel] = self._appended.get(rel, "") + text
        self.changes.append(Change("append", rel))
        new = (current or "") + text
        if self.dry_run:
            self._overlay[rel] = new
        else:
            atomic_write_text(self.path(rel), new)
            crashpoint("file.written")

    def log(self, action: str, subject: str) -> str:
        """Queue one ``log.md`` chronicle line (written at commit, with the run's other changes)."""
        line = format_log_line(self.today, action, subject)
        self.log_lines.append(line)
        return line

    @property
    def touched(self) -> list[str]:
        paths: set[str] = set()
        for change in self.changes:
            paths.add(change.path)
            if change.action == "move":
                paths.add(change.detail.removeprefix("from "))
        return sorted(paths)

    def _flush_log(self) -> None:
        if self._logs_flushed or not self.log_lines:
            return
        if self.read_text(LOG) is None:
            self.write(LOG, "# Log\n\n")
        self.append(LOG, "\n".join(self.log_lines) + "\n")
        self._logs_flushed = True

    def _overrides(self) -> dict[str, str]:
        """Append-only files with an uncommitted human edit: commit HEAD + the run's lines only."""
        out: dict[str, str] = {}
        for rel, added in self._appended.items():
            if self.is_dirty(rel):
                base = head_text(self.repo, rel) or ""
                if base and not base.endswith("\n") and not added.startswith("\n"):
                    added = "\n" + added
                out[rel] = base + added
        return out

    def commit(self, message: str | None = None) -> str | None:
        """Write the queued log lines and commit exactly the touched paths (one commit);
        ``None`` when dry-run or nothing changed.

        Safe to retry, and it knows what already happened: once ``HEAD`` holds the run's commit,
        :attr:`commit_sha` is that commit and this never raises again (a retry only refreshes
        the index). A concurrent commit that moves ``HEAD`` mid-way makes it rebuild on the new
        ``HEAD`` (a few times) instead of failing."""
        import git
        if self.dry_run:
            self._flush_log()
            self._finished = True
            return None
        if self.commit_sha is not None:
            self._finish_commit()
            return self.commit_sha
        if not self.changes and not self.log_lines:
            self._finished = True
            self._drop_journal()
            self.close()
            return None
        self._flush_log()
        if not self.durable:
            os.sync()
        message = message or f"hippo: {self.flow} {self.run_id}"
        for attempt in range(HEAD_RACE_RETRIES):
            prepared = prepare_commit(self.repo, message, self.touched, overrides=self._overrides())
            if prepared is None:
                self._finished = True
                self._drop_journal()
                self.close()
                return None
            self._write_intent(prepared)
            crashpoint("commit.prepared")
            try:
                advance_head(self.repo, prepared)
            except git.GitCommandError as exc:
                # Trigger: the compare-and-swap on HEAD failed. Why: another git (the human, an
                # Obsidian plugin) committed between build and update. Outcome: rebuild on the
                # new HEAD; after the last try the error goes up and the run rolls back.
                if head_sha(self.repo) == prepared.sha:
                    break
                if attempt == HEAD_RACE_RETRIES - 1 or head_sha(self.repo) == prepared.parent:
                    # Trigger: the ref stays locked (another git's commit in progress, or a
                    # `<branch>.lock` a crash left) or HEAD kept moving. Why: not a bug of ours,
                    # and nothing moved. Outcome: one line; the caller rolls the run back (the
                    # flows' commit task retries first).
                    raise GitBusy(f"could not commit to the vault: another git holds or keeps moving its branch "
                                  f"({_first_line(exc)}); nothing was written, run the command again") from exc
                continue
            break
        assert prepared is not None  # the loop runs at least once and leaves only with a prepared commit
        self._prepared = prepared
        self.commit_sha = prepared.sha
        crashpoint("commit.ref-moved")
        self._finish_commit()
        return self.commit_sha

    def _finish_commit(self) -> None:
        """After HEAD moved: refresh the index for the run's paths, then drop the journal.

        Trigger: ``.git/index.lock`` stays held past ``index_retry_seconds``. Why: the
        commit is real and was reported; failing now would invite a duplicate retry.
        Outcome: the journal (with its commit intent) stays, :attr:`index_stale` is set and
        logged, and the next run's recovery refreshes the index."""
        import git
        self._finished = True
        prepared = self._prepared
        assert prepared is not None
        deadline = time.monotonic() + self.index_retry_seconds
        delay = 0.05
        while True:
            try:
                sync_index(self.repo, prepared.paths)
                break
            except git.GitCommandError as exc:
                if time.monotonic() + delay > deadline:
                    self.index_stale = True
                    log.warning("committed %s, but the index could not be refreshed (%s); the next run refreshes it",
                                prepared.sha[:12], _first_line(exc))
                    self.close()
                    return
                time.sleep(delay)
                delay = min(delay * 2, 1.0)
        self.index_stale = False
        crashpoint("commit.index-synced")
        self._drop_journal()
        self.close()

    def _write_intent(self, prepared: PreparedCommit) -> None:
        """Record which commit this run is about to put in HEAD (the recovery's ground truth)."""
        data = {"sha": prepared.sha, "parent": prepared.parent, "paths": list(prepared.paths)}
        atomic_write_text(self._journal / INTENT, json.dumps(data), fsync=self.durable)

    def rollback(self) -> None:
        """Undo every write of this run (the working tree is as it was before the run).
        A run whose commit is already in HEAD is not undone: that work was reported done."""
        if self.commit_sha is not None:
            self._finished = True
            self.close()
            return
        if not self.dry_run and self._journal_entries:
            self._restore(self._journal, self._journal_entries)
        self._drop_journal()
        self.changes.clear()
        self.log_lines.clear()
        self._overlay.clear()
        self._appended.clear()
        self._journaled.clear()
        self._journal_entries = []
        self._finished = True
        self.close()

    def _restore(self, journal: Path, entries: list[dict[str, Any]], *, replay: bool = False) -> None:
        """Put back the journaled bytes, last change first. Idempotent: a replay killed half-way
        is simply replayed again by the next run (the journal is removed only afterwards)."""
        for entry in reversed(entries):
            target = self.root / entry["path"]
            if entry.get("existed"):
                atomic_write_bytes(target, (journal / entry["blob"]).read_bytes())
            elif target.exists():
                target.unlink()
            if replay:
                crashpoint("recover.restored")

    def _drop_journal(self) -> None:
        if not self.dry_run and self._repo is not None:
            shutil.rmtree(self._journal, ignore_errors=True)


def lock_holder(root: Path) -> str | None:
    """Who holds the vault's write lock right now (``None`` when nobody does): for messages.
    The lock is probed, not only its owner record read: a record left by a holder that died is
    not a holder (the next writer reclaims the lock and recovers that run's journal)."""
    import git
    try:
        git_dir = Path(git.Repo(root).git_dir)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        return None
    holder = current_holder(git_dir / LOCK_FILE)
    if isinstance(holder, Owner):
        return holder.describe()
    return "a holder that left no owner record" if holder else None


def _read_manifest(path: Path) -> list[dict[str, Any]]:
    """The journal's entries; a torn last line (killed mid-append) is ignored: its path was not changed yet."""
    if not path.exists():
        return []
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entries.append(json.loads(line))
        except ValueError:
            continue
    return entries


def _read_intent(path: Path) -> PreparedCommit | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return PreparedCommit(str(data["sha"]), data.get("parent"), tuple(data["paths"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _first_line(exc: BaseException) -> str:
    """git's own reason (its ``fatal:``/``error:`` line) out of GitPython's wrapped text
    (``\n  stderr: 'fatal: …\n…\n'``), else the last line that says anything."""
    text = str(getattr(exc, "stderr", "") or exc).strip()
    lines = [line.strip().removeprefix("stderr:").strip().strip("'").strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    if not lines:
        return type(exc).__name__
    said = [line for line in lines if line.startswith(("fatal:", "error:"))]
    return (said or lines)[-1 if not said else 0][:200]
