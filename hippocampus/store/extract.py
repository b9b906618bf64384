"""From a read note file to the rows of the store: documents, sections, links, terms.

Pure apart from the tokenizer (Kiwi, loaded once by ``tokenize``). The embed input of a
section is defined here, once (:func:`embed_source`); the exact string the embedder is sent
(``embedder.passage_input(embed_source(...))``) is what ``embed_hash`` hashes.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import PurePosixPath
from typing import Any

from hippocampus.store.notelex import frontmatter_names
from vault_schema.lint import Finding, check_canonical, check_frontmatter, check_sector
from vault_schema.markdown import Section
from vault_schema.note import Note, parse_note

#: Characters of section text sent to the embedder (e5-small reads 512 tokens; longer input
#: is truncated by the model anyway, and an HTTP endpoint may reject it).
EMBED_MAX_CHARS = 2000


def section_body(level: int, text: str) -> str:
    """A section's text without its heading line (mirrors ``vault_schema.markdown.Section.body``)."""
    if level == 0:
        return text
    return text.split("\n", 1)[1] if "\n" in text else ""


def title_text(title: str, heading_path: Sequence[str]) -> str:
    """The "title" field of a section: the note title and the heading chain."""
    return "\n".join([title, *heading_path])


def embed_source(title: str, heading_path: Sequence[str], level: int, text: str) -> str:
    """What a section means, as one string: "title > heading > sub-heading" then its body."""
    head = " > ".join([title, *heading_path])
    body = section_body(level, text).strip()[:EMBED_MAX_CHARS]
    return f"{head}\n\n{body}" if body else head


def lexical_body(sec: Section, names: Sequence[str]) -> str:
    """What the lexical index reads as a section's body: its text, and for the note's first
    section (``index`` 0) also ``names``, the aliases and tags of the frontmatter above it
    (notelex.frontmatter_names). A user gives a note an alias to find it by ("argument from
    nagging" for "proof by assertion"); a word only an alias holds would otherwise be in no
    posting, hence no query term. The section's stored text, its snippet and its embedding stay
    the Markdown's; the search reads the names beside the first section's text
    (``SectionRow.names``)."""
    return "\n".join([*names, sec.body]) if names and sec.index == 0 else sec.body


def names_of(note: Note) -> list[str]:
    """The note's frontmatter names beyond its title and file name (notelex.frontmatter_names)."""
    return frontmatter_names(note.meta, PurePosixPath(note.path).stem, note.title)


@dataclass(frozen=True)
class SectionRecord:
    ord: int
    level: int
    heading: str
    heading_path: tuple[str, ...]
    anchor: str
    text: str
    line_start: int
    line_end: int
    body_terms: Counter[str]
    title_terms: Counter[str]
    length: int
    title_length: int
    embed_hash: str | None


@dataclass(frozen=True)
class LinkRecord:
    ord: int
    line: int
    target: str
    heading: str | None
    alias: str | None
    block: str | None
    embed: bool
    markdown: bool = False  # ``[text](path.md)``, not ``[[path]]``


@dataclass(frozen=True)
class DocRecord:
    path: str
    title: str
    lane: str
    sector: str | None
    type: str | None
    status: str | None
    trust: str | None
    tags: tuple[str, ...]
    sources: tuple[str, ...]
    created: date | None
    updated: date | None
    sha256: str
    size: int
    legacy_id: str | None
    frontmatter: str | None
    has_frontmatter: bool
    frontmatter_error: str | None
    names: str  # the frontmatter's aliases and tags beyond title and file name, one per line (names_of)
    sections: tuple[SectionRecord, ...]
    links: tuple[LinkRecord, ...]
    findings: tuple[Finding, ...]


def note_findings(note: Note) -> tuple[Finding, ...]:
    """The lint findings that depend on this note alone (frontmatter, sector, canonical
    sources/anchors). Link findings need the whole vault and are computed per run by the
    writer; the time-dependent stale-canonical rule is left to ``hippo validate``."""
    return (*check_frontmatter(note), *check_sector(note), *check_canonical(note))


def _frontmatter_json(raw: dict[str, Any], has_frontmatter: bool) -> str | None:
    if not has_frontmatter:
        return None
    return json.dumps(raw, ensure_ascii=False, default=str)


def extract(
    files: Sequence[tuple[str, str, str, int]],
    analyze_many: Callable[[list[str]], list[list[str]]],
    hasher: Callable[[str], str | None],
) -> list[DocRecord]:
    """Rows for a batch of notes. ``files`` holds (path, text, sha256, size) of readable files;
    ``hasher`` maps an embed source to its ``embed_hash`` (``None`` when there is no embedder).

    Tokenization of every section body and title of the batch goes through one
    ``analyze_many`` call.
    """
    parsed = [(note, sha, size, names_of(note)) for note, sha, size in
              ((parse_note(path, text), sha, size) for path, text, sha, size in files)]
    texts: list[str] = []
    for note, _, _, names in parsed:
        title = note.title
        for sec in note.sections:
            texts.append(lexical_body(sec, names))
            texts.append(title_text(title, sec.path))
    terms = analyze_many(texts) if texts else []
    out: list[DocRecord] = []
    pos = 0
    for note, sha, size, names in parsed:
        n = 2 * len(note.sections)
        out.append(_document(note, sha, size, terms[pos:pos + n], hasher, names))
        pos += n
    return out


def _document(note: Note, sha: str, size: int, terms: list[list[str]], hasher: Callable[[str], str | None],
              names: Sequence[str]) -> DocRecord:
    """One note's row; ``terms`` alternates each section's body terms and title terms."""
    meta = note.meta
    sections = tuple(_section(note, sec, terms[2 * i], terms[2 * i + 1], hasher) for i, sec in enumerate(note.sections))
    links = tuple(
        LinkRecord(ord=i, line=link.line + note.body_offset, target=link.target, heading=link.heading,
                   alias=link.alias, block=link.block, embed=link.embed, markdown=link.markdown)
        for i, link in enumerate(note.links)  # wikilinks and Markdown links to vault files
    )
    return DocRecord(
        path=note.path,
        title=note.title,
        lane=note.lane,
        sector=note.sector,
        type=meta.type,
        status=meta.status,
        trust=meta.trust,
        tags=meta.tags,
        sources=meta.sources,
        created=meta.created,
        updated=meta.updated,
        sha256=sha,
        size=size,
        legacy_id=meta.legacy_id,
        frontmatter=_frontmatter_json(meta.raw, note.has_frontmatter),
        has_frontmatter=note.has_frontmatter,
        frontmatter_error=str(note.frontmatter_error) if note.frontmatter_error else None,
        names="\n".join(names),
        sections=sections,
        links=links,
        findings=note_findings(note),
    )


def _section(note: Note, sec: Section, body_terms: list[str], title_terms: list[str], hasher: Callable[[str], str | None]) -> SectionRecord:
    return SectionRecord(
        ord=sec.index,
        level=sec.level,
        heading=sec.heading,
        heading_path=tuple(sec.path),
        anchor=sec.anchor(note.path),
        text=sec.text,
        line_start=sec.start + note.body_offset,
        line_end=sec.end + note.body_offset,
        body_terms=Counter(body_terms),
        title_terms=Counter(title_terms),
        length=len(body_terms),
        title_length=len(title_terms),
        embed_hash=None if _blank_drawing(note, sec) else hasher(embed_source(note.title, sec.path, sec.level, sec.text)),
    )


def _blank_drawing(note: Note, sec: Section) -> bool:
    """A section of an Excalidraw drawing with no typed text. Its vector would be the drawing's
    file name alone ("Roadmap 2022-08-07 18.43.27"), near every short query: on a new user's vault
    such drawings were the semantic leg's first hit for one-word queries ("Lomuto") and tied with
    the note holding the word. It gets none; the drawing is still found by its name."""
    return note.drawing and not section_body(sec.level, sec.text).strip()
