"""``hippo_read``: one note from the vault (the truth) with frontmatter, outline and links.

It is the explicit read path of the trust model (docs/adr/0028-trust-model-for-relayed-text.md):
every result says where the note came from (``provenance``), and a text the injection screen
flags comes with the verdict (``screen``) and a ``warning``, never silently.

The text comes from the vault file itself, so ``section=`` returns the exact current text of
that section and the sections nested under it; outlinks are resolved against the vault's files, backlinks come from the
derived store when one is published (the vault has no reverse index).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.screening.relay import annotate_read
from hippocampus.vault.reader import PathEscape, list_all_files, read_note_file, resolve_inside, vault_root
from vault_schema.layout import is_hidden, is_note, lane_of, normalize, path_key
from vault_schema.links import LinkResolver
from vault_schema.markdown import Section, resolve_heading
from vault_schema.note import parse_note

MAX_TEXT_CHARS = 60_000


def _json_safe(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def _as_stored(root: Path, rel: str) -> str:
    """``rel`` as the file system has it: a path typed composed (NFC) names a file macOS stored
    decomposed (NFD), and back, also when the folders of one path mix both (a vault synced from
    a Mac: ``독서록``/NFD, ``공룡책``/NFC); unchanged when no such file exists."""
    if (root / rel).exists() or rel.isascii():
        return rel
    parts, current = [], root
    for part in rel.split("/"):
        if not (current / part).exists():
            wanted = path_key(part)
            try:
                part = next((entry.name for entry in current.iterdir() if path_key(entry.name) == wanted), part)
            except OSError:
                return rel
        parts.append(part)
        current = current / part
    return "/".join(parts)


def _split_section(root: Path, path: str) -> tuple[str, str | None]:
    """``path#section`` into its two parts at the ``#`` after which the note exists (a ``#`` may
    be part of a file name: "note #1.md", "note #1.md#Two"); the whole string when it is a note;
    else at the first ``#``."""
    whole = (path or "").strip()
    if "#" not in whole:
        return whole, None
    cuts = [i for i, c in enumerate(whole) if c == "#"]
    for cut in [len(whole), *reversed(cuts)]:
        head = whole[:cut]
        if head and (root / _as_stored(root, normalize(head))).is_file():
            return head, (whole[cut + 1:] or None) if cut < len(whole) else None
    head, section = whole.split("#", 1)
    return head, section


_WIKILINK = re.compile(r"^!?\[\[([^\]|]+)(?:\|[^\]]*)?\]\]$")


def _unlinked(path: str) -> str:
    """``[[name#heading|shown]]`` (or ``![[…]]``) as ``name#heading``; any other text as it is."""
    m = _WIKILINK.match((path or "").strip())
    return m.group(1).strip() if m else path


def _inside(root: Path, rel: str) -> str:
    """An absolute path that lies in the vault as the vault path it names (a path copied from a
    file manager or an editor); anything else unchanged (``resolve_inside`` refuses it)."""
    if not rel.startswith("/"):
        return rel
    try:
        return Path(rel).resolve().relative_to(Path(root).resolve()).as_posix()
    except (OSError, ValueError):
        return rel


def _by_link(root: Path, rel: str) -> str | None:
    """Trigger: a path that names no file. Why: notes link by name (``[[21 days myth]]``,
    ``[[Concepts/21 days myth]]``) and a user or an agent reads what a link names; the vault path
    of an imported note (``20-wiki/Concepts/…``) is not what its links say. Outcome: the note the
    link resolves to, as Obsidian resolves it (vault_schema.links), or None."""
    name = rel[:-3] if rel.lower().endswith(".md") else rel
    hit = LinkResolver(list_all_files(root)).resolve(name)
    return hit if hit is not None and is_note(hit) and not is_hidden(hit) else None


def _checked(root: Path, rel: str) -> Path:
    """``rel`` in the vault, or a usage error: every form a path is tried in (as given, with
    ``.md``, as stored, as a link resolves it) passes the same check (a symlink out of the vault
    is refused whichever form reached it)."""
    try:
        return resolve_inside(root, rel)
    except PathEscape as exc:
        raise UsageError(f"path refused: {exc}") from None


def note_path(root: Path, path: str) -> str:
    """Validate a vault path argument: inside the vault, a visible Markdown note; a path in the
    vault given absolute, and a note's link name (``[[name]]``, ``name``, ``folder/name``), name it too."""
    rel = normalize(_inside(root, _split_section(root, _unlinked(path))[0]))
    if not rel:
        raise UsageError("path must not be empty")
    target = _checked(root, rel)
    if not is_note(rel) and target.with_suffix(".md").exists():
        rel = rel + ".md"
        target = _checked(root, rel)
    if not target.is_file() and (stored := _as_stored(root, rel)) != rel:
        rel, target = stored, _checked(root, stored)
    if not target.is_file() and (linked := _by_link(root, rel)) is not None:
        rel, target = linked, _checked(root, linked)
    if not target.exists() and not is_hidden(rel):
        raise UsageError(f"no such note in the vault: {rel!r} (give its vault path, e.g. from `hippo search`, or the name its links use)")
    if not is_note(rel) or is_hidden(rel) or not target.is_file():
        raise UsageError(f"not a note: {rel!r} (only visible .md files can be read)")
    return rel


def _with_subsections(body: str, sections: list[Section], found: Section) -> tuple[str, int]:
    """A section's text with the sections nested under it, as Obsidian shows a heading link
    ("## Regole" followed at once by "### …" was read as its heading line alone), and how many
    there are."""
    end, nested = found.end, 0
    for later in sections[found.index + 1:]:
        if later.level and later.level <= found.level:
            break
        end, nested = later.end, nested + 1
    if not nested:
        return found.text, 0
    return "\n".join(body.split("\n")[found.start:end]).strip("\n"), nested


def read(root: Path, path: str, *, section: str | None = None, backlinks: list[Any] | None = None,
         max_bytes: int = 5_000_000) -> dict[str, Any]:
    root = vault_root(root)  # a missing vault is named as such, not as a missing note
    path = _unlinked(path)
    if path and "#" in path and not section:
        path, section = _split_section(root, path)
    rel = note_path(root, path)
    nf = read_note_file(root, rel, max_bytes)
    if not nf.ok or nf.text is None:
        raise UsageError(f"{rel} cannot be read: {nf.error}: {nf.detail}")
    note = parse_note(rel, nf.text)
    resolver = LinkResolver(list_all_files(root))
    outlinks = []
    for link in note.links:
        target = resolver.resolve(link.target, rel)
        outlinks.append({"target": link.target + (f"#{link.heading}" if link.heading else ""), "resolved": target, "embed": link.embed,
                         **({"markdown": True} if link.markdown else {})})
    result: dict[str, Any] = {
        "path": rel,
        "title": note.title,
        "lane": lane_of(rel),
        "frontmatter": _json_safe(note.meta.raw),
        "frontmatter_error": str(note.frontmatter_error) if note.frontmatter_error else None,
        "outline": [{"level": s.level, "heading": s.heading, "anchor": s.anchor(rel)} for s in note.sections if s.level],
        "outlinks": outlinks,
        "backlinks": backlinks,
        "sha256": nf.sha256,
    }
    if section:
        found = resolve_heading(note.sections, section)
        if found is None:
            headings = ", ".join(s.heading for s in note.sections if s.level) or "(none)"
            raise UsageError(f"{rel} has no section {section!r}; its headings are: {headings}")
        text, nested = _with_subsections(note.body, note.sections, found)
        result["section"] = {"anchor": found.anchor(rel), "heading": found.heading, "level": found.level, "text": text,
                             "subsections": nested}
        annotate_read(result, text, note.meta.raw)
    else:
        body = note.body
        result["text"] = body if len(body) <= MAX_TEXT_CHARS else body[:MAX_TEXT_CHARS]
        result["truncated"] = len(body) > MAX_TEXT_CHARS
        annotate_read(result, result["text"], note.meta.raw)
    return result
