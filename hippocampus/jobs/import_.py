"""``hippo import PATH [--sector S]``: adopt an existing Markdown folder or Obsidian vault.

Every note becomes a human-written page under ``20-wiki/<sector>/`` (its folder structure
kept below the sector), in one commit:

- its own frontmatter is kept byte for byte; only missing contract keys are appended
  (``type: concept``, ``status: canonical``, ``trust: human_edit``, ``title``, ``sector``);
  a key it already has is never overwritten (a stated lower trust is never raised);
- bodies, ``[[wikilinks]]`` and attachments (any non-Markdown file) are copied unchanged
  at the same relative paths, so links resolve as they did;
- a note that breaks the contract (unreadable, broken YAML, a value outside the enums, a
  ``sector:`` disagreeing with its folder, a key-shaped secret) is still imported — unchanged where
  it cannot be edited safely — and listed with the reason, in the run report and in
  ``90-system/reports/import-<date>-<run>.md``. Nothing is dropped silently: a file that is
  not imported at all (the target already exists, a symlink leaving the folder) is listed too.

Without ``--sector`` the first folder of each note is its sector (slugified) and notes at the
top level go to a sector named after the imported folder.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import date
from pathlib import Path, PurePosixPath

from hippocampus.errors import UsageError
from hippocampus.jobs.common import Outcome, slugify
from hippocampus.jobs.wiki import valid_sector
from hippocampus.vault.writer import VaultRun
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.frontmatter import ENUMS, NoteMeta, split_frontmatter
from vault_schema.layout import SYSTEM, WIKI
from vault_schema.markdown import parse_sections
from vault_schema.secrets import find_keys

NOTE_SUFFIXES = (".md", ".markdown")
SKIP_DIRS = frozenset({".git", ".obsidian", ".trash", ".hg", ".svn", "node_modules", "__pycache__"})
DEFAULTS = {"type": "concept", "status": "canonical", "trust": "human_edit"}


@dataclass(frozen=True)
class SourceFile:
    path: Path
    rel: str  # relative to the imported folder, POSIX


def walk(src: Path) -> tuple[list[SourceFile], list[tuple[str, str]]]:
    """Files to import, and ``(rel, reason)`` for files that are not."""
    files: list[SourceFile] = []
    refused: list[tuple[str, str]] = []
    root = src.resolve()
    for dirpath, dirnames, filenames in os.walk(src, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS)
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = Path(dirpath) / name
            rel = path.relative_to(src).as_posix()
            if path.is_symlink():
                real = path.resolve()
                if root not in real.parents:
                    refused.append((rel, "symlink pointing outside the imported folder; not followed"))
                    continue
            files.append(SourceFile(path, rel))
    return files, refused


def sector_for(rel: str, sector: str | None, src_name: str) -> tuple[str, str]:
    """``(sector, path below the sector)`` for a file at ``rel`` in the imported folder."""
    if sector:
        return sector, rel
    parts = rel.split("/")
    if len(parts) > 1:
        return slugify(parts[0]), "/".join(parts[1:])
    return slugify(src_name.lstrip("_.") or "imported"), rel


def _title(meta: NoteMeta, body: str, rel: str) -> str:
    if meta.title:
        return meta.title
    for section in parse_sections(body):
        if section.level == 1 and section.heading:
            return section.heading
    return PurePosixPath(rel).stem


def adopt_note(text: str, rel: str, sector: str) -> tuple[str | None, list[str]]:
    """The note with missing contract keys appended, and the contract problems found.
    ``None`` means "import it unchanged" (it cannot be edited safely)."""
    split = split_frontmatter(text)
    if split.error:
        return None, [f"frontmatter unreadable ({split.error}); imported unchanged"]
    meta = NoteMeta(split.meta)
    problems: list[str] = []
    updates: dict[str, object] = {}
    for key, default in DEFAULTS.items():
        value = meta.get(key)
        if value is None or value == "":
            updates[key] = default
        elif str(value) not in ENUMS[key]:
            problems.append(f"`{key}: {value}` is outside the contract ({' | '.join(sorted(ENUMS[key]))}); kept as is")
    if not meta.title:
        updates["title"] = _title(meta, split.body, rel)
    if not meta.sector:
        updates["sector"] = sector
    elif meta.sector != sector:
        problems.append(f"`sector: {meta.sector}` disagrees with its folder `{sector}` (the path wins); kept as is")
    if not updates:
        return text, problems
    try:
        return set_keys(text, updates), problems
    except FrontmatterEditError as exc:
        return None, problems + [f"contract keys could not be added ({exc}); imported unchanged"]


def secret_warnings(text: str) -> list[str]:
    """Key-shaped strings (API keys, tokens, private keys) in a note being adopted: listed,
    never echoed, not removed. Unlike captured text, which is refused, the user's own notes are
    kept as they are; the gateway and the LLM client redact the key in what they send out, but
    search still finds the note and the vault is copied and synced.
    The loose ``password=…`` test of captured text is left out: in the 974 notes of a real
    programming wiki it fired five times, four of them on examples (``PWD: ~/dir``)."""
    return [f"line {line}: looks like {name}; imported as is (the MCP gateway and the LLM client send it redacted), "
            "but move the secret out of the note" for name, line in find_keys(text)]


def import_notes(run: VaultRun, src: Path, *, sector: str | None = None, max_bytes: int = 5_000_000, today: date | None = None) -> Outcome:
    today = today or run.today
    src = Path(src).expanduser()
    if not src.is_dir():
        raise UsageError(f"{src} is not a folder")
    if src.resolve() == run.root or run.root in src.resolve().parents or src.resolve() in run.root.parents:
        raise UsageError(f"{src} overlaps the vault {run.root}; import from a separate folder")
    if sector is not None and not valid_sector(sector):
        raise UsageError(f"invalid sector {sector!r}: one folder name of a-z, 0-9, 한글, '-' or '_'")
    out = Outcome()
    files, refused = walk(src)
    for rel, reason in refused:
        out.skip(rel, reason, action="not-imported")
    notes = attachments = listed = 0
    sectors: set[str] = set()
    for item in files:
        sec, below = sector_for(item.rel, sector, src.name)
        target = f"{WIKI}/{sec}/{below}"
        if run.exists(target):
            out.skip(item.rel, f"`{target}` already exists in the vault; not overwritten", action="not-imported")
            continue
        data = item.path.read_bytes()
        is_note = item.path.suffix.lower() in NOTE_SUFFIXES
        if not is_note:
            run.write_bytes(target, data)
            attachments += 1
            continue
        problems: list[str] = []
        new: str | None = None
        if len(data) > max_bytes:
            problems.append(f"{len(data):,} bytes exceeds the {max_bytes:,}-byte note limit (not indexed); imported unchanged")
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                problems.append(f"not UTF-8 (byte {exc.start}); imported unchanged")
            else:
                new, problems = adopt_note(text, item.rel, sec)
                problems += secret_warnings(text)
        # Trigger: the note breaks the contract. Why: adopting a vault must never lose a
        # note. Outcome: imported (unchanged when it cannot be edited safely) and listed.
        if new is None:
            run.write_bytes(target, data)
        else:
            run.write(target, new)
        notes += 1
        sectors.add(sec)
        if problems:
            listed += 1
            out.skip(item.rel, "; ".join(problems), action="listed")
        out.add("import", target)
    out.counts = {"notes": notes, "attachments": attachments, "listed": listed,
                  "not_imported": sum(1 for i in out.skipped if i.action == "not-imported"), "sectors": len(sectors)}
    if notes or attachments:
        report = f"{SYSTEM}/reports/import-{today.isoformat()}-{run.run_id}.md"
        run.write(report, render_report(src, out, sorted(sectors)))
        run.log("import", f"{notes} notes, {attachments} attachments from {src.name} into {', '.join(f'{WIKI}/{s}/' for s in sorted(sectors))} "
                          f"({listed} listed, see {report})")
    return out


def render_report(src: Path, out: Outcome, sectors: list[str]) -> str:
    lines = [f"# Import of `{src.name}`", "", "Generated by `hippo import`.", ""]
    lines += [f"- {k}: {v}" for k, v in out.counts.items()]
    lines += [f"- sector folders: {', '.join(sectors)}", "", f"## Listed ({len(out.skipped)})", "",
              "Notes that break the vault contract (imported, see the reason) and files that were not imported:", ""]
    lines += [f"- `{i.path}` ({i.action}): {i.detail}" for i in out.skipped] or ["- none"]
    return "\n".join(lines) + "\n"
