"""``hippo import PATH [--sector S]``: adopt an existing Markdown folder or Obsidian vault.

Every note becomes a human-written page under ``20-wiki/<sector>/`` (its folder structure
kept below the sector), in one commit:

- its own frontmatter is kept byte for byte; only missing contract keys are appended
  (``type: concept``, ``status: canonical``, ``trust: human_edit``, ``title``, ``sector``);
  a key it already has is never overwritten, even with an empty value (a template's ``type:``
  placeholder), and a stated lower trust is never raised; a ``type:`` outside the contract is the
  user's own property (a Dataview field: ``lecture``), kept and summed up once in the report;
- bodies, ``[[wikilinks]]`` and attachments (any non-Markdown file) are copied unchanged
  at the same relative paths, so links resolve as they did;
- a note that breaks the contract (unreadable, broken YAML, a value outside the enums, a
  ``sector:`` disagreeing with its folder, a key-shaped secret) is still imported — unchanged where
  it cannot be edited safely — and listed with the reason, in the run report and in
  ``90-system/reports/import-<date>-<run>.md``. Nothing is dropped silently: a file that is
  not imported at all (the target already exists, a symlink leaving the folder, a symlinked
  folder, which is not followed) is listed too.

Where things go (ADR 0023): the imported folder's tree is laid over ``20-wiki/`` as it is.
Without ``--sector`` a top folder keeps its name (``Obsidian Sync/`` stays ``Obsidian Sync/``:
a sector is a folder and need not be a slug) and becomes a sector when it holds notes; a folder
holding only attachments (``Attachments/``) stays an attachment folder; notes at the top level
go directly under ``20-wiki/`` (no sector; the imported folder's own name is never a sector).
With ``--sector S`` the whole tree goes under ``20-wiki/S/``. Either way relative positions
are kept, so links resolve as they did; :mod:`hippocampus.jobs.import_links` rewrites the few
that a name collision with the vault would capture, and the report lists each.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from hippocampus.errors import UsageError
from hippocampus.jobs.common import Outcome
from hippocampus.jobs.import_links import LinkKeeper, Relink
from hippocampus.jobs.wiki import valid_sector
from hippocampus.vault.writer import VaultRun
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.frontmatter import ENUMS, NOT_TEXT, NoteMeta, split_frontmatter
from vault_schema.layout import SYSTEM, WIKI, is_note
from vault_schema.markdown import parse_sections
from vault_schema.note import name_title
from vault_schema.relink import relinkable
from vault_schema.secrets import find_keys
from vault_schema.templates import CORE_SETTINGS, is_template, named_folders, read_setting
from vault_schema.templates import SETTINGS as TEMPLATE_SETTINGS

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
        for name in [d for d in dirnames if (Path(dirpath) / d).is_symlink()]:  # os.walk does not enter them: say so
            refused.append(((Path(dirpath) / name).relative_to(src).as_posix() + "/", "symlinked folder; not followed"))
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


def sector_for(rel: str, sector: str | None) -> tuple[str | None, str]:
    """``(sector, vault path)`` of the file at ``rel`` in the imported folder: the tree is laid
    over ``20-wiki/`` (or ``20-wiki/<sector>/`` when one is given) with its folder names kept."""
    if sector:
        return sector, f"{WIKI}/{sector}/{rel}"
    parts = rel.split("/")
    return (parts[0] if len(parts) > 1 else None), f"{WIKI}/{rel}"


def _title(meta: NoteMeta, rel: str, body: str) -> str:
    """The frontmatter title, else the file name: what Obsidian shows as the note's title (its
    inline title and tab). An H1 is a heading of the note, often its first section ("의존성.md"
    opening with "# 설계란?", "Redis가 빠른 이유.md" with "# 1. Redis의 특별한 자료구조"), and
    stays searchable as one. A generic file name (``README.md``, ``index.md``: one folder per note)
    gives way to the note's H1, else its folder (``vault_schema.note.name_title``)."""
    if meta.title:
        return meta.title
    return name_title(rel, parse_sections(body))


def adopt_note(text: str, rel: str, sector: str | None) -> tuple[str | None, list[str]]:
    """The note with missing contract keys appended, and the contract problems found.
    ``None`` means "import it unchanged" (it cannot be edited safely)."""
    split = split_frontmatter(text)
    if split.error:
        return None, [f"frontmatter unreadable ({split.error}); imported unchanged"]
    meta = NoteMeta(split.meta)
    problems: list[str] = []
    updates: dict[str, object] = {}
    # Trigger: a key the note states with an empty value (`type:` that a template leaves for the
    # user to fill in). Why: it is the user's; writing `type: concept` over 13 of them changed
    # their Dataview tables (newuser20 D4). Outcome: only keys the note does not state are added.
    for key, default in DEFAULTS.items():
        value = meta.get(key)
        if not meta.present(key):
            updates[key] = default
        elif value is None or value == "" or (key == "type" and not isinstance(value, NOT_TEXT)):
            continue  # empty: the user's placeholder; a type of their own: their property (lint.own_type)
        elif isinstance(value, NOT_TEXT) or str(value) not in ENUMS[key]:
            problems.append(f"`{key}: {value}` is outside the contract ({' | '.join(sorted(ENUMS[key]))}); kept as is")
    if not meta.present("title"):
        updates["title"] = _title(meta, rel, split.body)
    for key in ("title", "sector"):
        if isinstance(meta.get(key), NOT_TEXT):
            problems.append(f"`{key}:` is a list or mapping, not one line of text; kept as is")
    if not meta.present("sector"):
        if sector:
            updates["sector"] = sector
    elif meta.sector and meta.sector != sector:
        problems.append(f"`sector: {meta.sector}` disagrees with its folder `{sector or '20-wiki/ (no sector)'}` (the path wins); kept as is")
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


def _check_args(run: VaultRun, src: Path, sector: str | None) -> None:
    if not src.is_dir():
        raise UsageError(f"{src} is not a folder")
    if src.resolve() == run.root or run.root in src.resolve().parents or src.resolve() in run.root.parents:
        raise UsageError(f"{src} overlaps the vault {run.root}; import from a separate folder")
    if sector is not None and not valid_sector(sector):
        raise UsageError(f"invalid sector {sector!r}: one folder name of a-z, 0-9, 한글, '-' or '_'")


def _read_note(data: bytes, rel: str, sector: str | None, max_bytes: int) -> tuple[str | None, str | None, list[str]]:
    """``(original text, adopted text, problems)``; a ``None`` adopted text means "copy unchanged"."""
    if len(data) > max_bytes:
        return None, None, [f"{len(data):,} bytes exceeds the {max_bytes:,}-byte note limit (not indexed); imported unchanged"]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, None, [f"not UTF-8 (byte {exc.start}); imported unchanged"]
    new, problems = adopt_note(text, rel, sector)
    return text, new, problems + secret_warnings(text)


@dataclass
class _Plan:
    """Which source file goes where; decided before anything is written."""

    items: list[tuple[SourceFile, str | None, str]]  # (file, sector, vault path)
    targets: dict[str, str]  # source rel -> vault path, for the files that are imported

    def to_vault(self, rel: str) -> str | None:
        return self.targets.get(rel)


def _plan(run: VaultRun, files: list[SourceFile], sector: str | None, out: Outcome) -> _Plan:
    items: list[tuple[SourceFile, str | None, str]] = []
    targets: dict[str, str] = {}
    for item in files:
        sec, target = sector_for(item.rel, sector)
        if run.exists(target):
            out.skip(item.rel, f"`{target}` already exists in the vault; not overwritten", action="not-imported")
            continue
        items.append((item, sec, target))
        targets[item.rel] = target
    return _Plan(items, targets)


def _keep_existing_links(run: VaultRun, keeper: LinkKeeper, before: list[str], out: Outcome) -> list[Relink]:
    """Notes already in the vault whose links an imported file would capture."""
    relinks: list[Relink] = []
    for path in before:
        if not is_note(path) or not relinkable(path):
            continue
        text = run.read_text(path)
        if text is None:
            continue
        new, changed = keeper.existing_note(text, path)
        # Trigger: an imported file takes over a name this note links to. Why: the import
        # must not change where an existing link points. Outcome: the link spells out its
        # old target's path, in the import's commit, and is reported.
        if changed:
            run.write(path, new)
            relinks += changed
    return relinks


def import_notes(run: VaultRun, src: Path, *, sector: str | None = None, max_bytes: int = 5_000_000, today: date | None = None) -> Outcome:
    today = today or run.today
    src = Path(src).expanduser()
    _check_args(run, src, sector)
    out = Outcome()
    files, refused = walk(src)
    for rel, reason in refused:
        out.skip(rel, reason, action="not-imported")
    before = run.list_files("", suffix="")
    plan = _plan(run, files, sector, out)
    keeper = LinkKeeper([f.rel for f in files], plan.to_vault, before, list(plan.targets.values()))
    relinks = _keep_existing_links(run, keeper, before, out)
    source_templates = _source_templates(src)
    notes = attachments = listed = templates = 0
    sectors: set[str] = set()
    keys_added: dict[str, int] = {}
    own_types: dict[str, int] = {}
    for item, sec, target in plan.items:
        data = item.path.read_bytes()
        # Trigger: a file of the source's Obsidian templates folder. Why: contract keys stamped
        # into a template are inherited by every note made from it (title "Daily Temp", sector
        # Templates, status canonical; newuser20 D3), and its placeholders are to be filled in,
        # not fixed. Outcome: copied byte for byte; no keys, no relinks, not a note of a sector.
        if is_template(item.rel, [folder for folder, _ in source_templates]):
            run.write_bytes(target, data)
            templates += 1
            continue
        if item.path.suffix.lower() not in NOTE_SUFFIXES:
            run.write_bytes(target, data)
            attachments += 1
            continue
        text, new, problems = _read_note(data, item.rel, sec, max_bytes)
        _count_keys(text, new, keys_added)
        _count_own_type(new or text, own_types)
        if new is not None:
            new, changed = keeper.imported_note(new, item.rel, target)
            relinks += changed
        # Trigger: the note breaks the contract. Why: adopting a vault must never lose a
        # note. Outcome: imported (unchanged when it cannot be edited safely) and listed.
        if new is None:
            run.write_bytes(target, data)
        else:
            run.write(target, new)
        notes += 1
        if sec:
            sectors.add(sec)
        if problems:
            listed += 1
            out.skip(item.rel, "; ".join(problems), action="listed")
        out.add("import", target)
    for r in relinks:
        out.add("relink", r.path, f"[[{r.old}]] → [[{r.new}]]: {r.why}")
    layout = _layout(plan, sector, sectors, [folder for folder, _ in source_templates])
    if source_templates:
        layout += _keep_template_settings(run, src, sector, source_templates, templates)
    out.notes += layout + [f"contract keys added: {', '.join(f'{k} ×{v}' for k, v in sorted(keys_added.items()))}"] * bool(keys_added)
    if own_types:
        out.notes.append("`type:` values of your own, kept as your property (search filters by them; `hippo validate` "
                         f"sums them up as `own-type`, info): {', '.join(f'{k} ×{v}' for k, v in sorted(own_types.items()))}")
    out.counts = {"notes": notes, "attachments": attachments, "templates": templates, "listed": listed,
                  "not_imported": sum(1 for i in out.skipped if i.action == "not-imported"), "sectors": len(sectors),
                  "links_rewritten": len(relinks)}
    if notes or attachments or templates:
        report = f"{SYSTEM}/reports/import-{today.isoformat()}-{run.run_id}.md"
        run.write(report, render_report(src, out, sorted(sectors)))
        where = ", ".join(f"{WIKI}/{s}/" for s in sorted(sectors)) or f"{WIKI}/"
        run.log("import", f"{notes} notes, {attachments} attachments from {src.name} into {where} "
                          f"({listed} listed, {len(relinks)} links rewritten, see {report})")
    return out


def _source_templates(src: Path) -> list[tuple[str, str]]:
    """``(folder, settings file)`` of each templates folder the imported vault's Obsidian settings
    name and the folder holds (vault_schema/templates.py)."""
    found = named_folders(lambda rel: (src / rel).read_text(encoding="utf-8", errors="replace") if (src / rel).is_file() else None)
    return [(folder, where) for folder, where in found if (src / folder).is_dir()]


def _vault_folder(folder: str, sector: str | None) -> str:
    """Where the source folder ``folder`` lands in the vault (``Templates`` → ``20-wiki/Templates``)."""
    return sector_for(folder + "/x", sector)[1][: -len("/x")]


def _keep_template_settings(run: VaultRun, src: Path, sector: str | None, found: list[tuple[str, str]], count: int) -> list[str]:
    """Record the imported templates folder in this vault's own Obsidian settings (the one record
    the indexer, validate and the hub writer read), never replacing a setting the vault has; one
    line each for the report."""
    lines: list[str] = []
    why = " and ".join(f'`{where}` ("{key}")' for _, where in found for rel, key in TEMPLATE_SETTINGS if rel == where)
    folders = sorted({folder for folder, _ in found})
    lines.append(f"templates folder {', '.join(f'`{_vault_folder(f, sector)}/`' for f in folders)} (`{'`, `'.join(f + '/' for f in folders)}` "
                 f"in the source, named by its {why}): its {count} files copied byte for byte and never edited; "
                 "they are templates, not notes: not indexed or searched, not validated, no hub page")
    for folder, where in found:
        key = dict(TEMPLATE_SETTINGS)[where]
        target = _vault_folder(folder, sector)
        current = run.read_text(where)
        if current is None:
            data = _json_dict(src / where) if where == CORE_SETTINGS else {}
            run.write(where, json.dumps(data | {key: target}, ensure_ascii=False, indent=2) + "\n")
            lines.append(f"this vault's `{where}` now names `{target}` (Obsidian's {'Templates' if where == CORE_SETTINGS else 'Templater'} "
                         "setting, so the template picker finds them when you open the vault in Obsidian)")
        elif read_setting(current, key) != target:
            lines.append(f"this vault's `{where}` already names `{read_setting(current, key) or '(nothing)'}`: left as it is; "
                         f"set it to `{target}` so that Hippocampus and Obsidian read `{target}/` as templates")
    return lines


def _json_dict(path: Path) -> dict[str, object]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _count_own_type(text: str | None, own_types: dict[str, int]) -> None:
    """Count the note's ``type:`` when it is a value of the user's own (outside the contract)."""
    if text is None:
        return
    split = split_frontmatter(text)
    value = NoteMeta(split.meta).get("type") if not split.error else None
    if value is not None and not isinstance(value, NOT_TEXT) and str(value).strip() and str(value) not in ENUMS["type"]:
        own_types[str(value)] = own_types.get(str(value), 0) + 1


def _count_keys(text: str | None, new: str | None, keys_added: dict[str, int]) -> None:
    if text is None or new is None or new == text:
        return
    old_keys = set(split_frontmatter(text).meta)
    for key in split_frontmatter(new).meta:
        if key not in old_keys:
            keys_added[key] = keys_added.get(key, 0) + 1


def _layout(plan: _Plan, sector: str | None, sectors: set[str], templates: list[str]) -> list[str]:
    """One line each on where the folders went (for the report and the CLI)."""
    if sector:
        return [f"everything went under `{WIKI}/{sector}/`, folder names and relative paths kept"]
    tops: dict[str, bool] = {}
    root_notes = 0
    for item, _, _ in plan.items:
        if is_template(item.rel, templates):
            continue
        parts = item.rel.split("/")
        is_md = item.path.suffix.lower() in NOTE_SUFFIXES
        if len(parts) == 1:
            root_notes += is_md
        else:
            tops[parts[0]] = tops.get(parts[0], False) or is_md
    lines = ["folder names kept as they are (a sector is a folder), so links and relative paths resolve as in the source"]
    if sectors:
        lines.append(f"sector folders: {', '.join(f'`{WIKI}/{s}/`' for s in sorted(sectors))}")
    attach = sorted(t for t, has_notes in tops.items() if not has_notes)
    if attach:
        lines.append(f"attachment folders (no notes, so no sector): {', '.join(f'`{WIKI}/{t}/`' for t in attach)}")
    if root_notes:
        lines.append(f"{root_notes} notes at the top of the imported folder went directly under `{WIKI}/` (no sector)")
    return lines


def render_report(src: Path, out: Outcome, sectors: list[str]) -> str:
    lines = [f"# Import of `{src.name}`", "", "Generated by `hippo import`.", ""]
    lines += [f"- {k}: {v}" for k, v in out.counts.items()]
    lines += ["", "## What the import changed", ""] + [f"- {n}" for n in out.notes]
    relinks = [i for i in out.done if i.action == "relink"]
    lines += ["", f"## Links rewritten ({len(relinks)})", "",
              "Links whose target would otherwise change (a file of the same name already in the vault); "
              "each now spells out the full vault path of the file it pointed at in the source:", ""]
    lines += [f"- `{i.path}`: {i.detail}" for i in relinks] or ["- none"]
    lines += ["", f"## Listed ({len(out.skipped)})", "",
              "Notes that break the vault contract (imported, see the reason) and files that were not imported:", ""]
    lines += [f"- `{i.path}` ({i.action}): {i.detail}" for i in out.skipped] or ["- none"]
    return "\n".join(lines) + "\n"
