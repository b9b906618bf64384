"""A parsed note: path, frontmatter, sections and links. Pure: text in, structure out."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import PurePosixPath

from vault_schema.drawing import drawing_text, drawing_title, is_drawing
from vault_schema.frontmatter import FrontmatterError, NoteMeta, split_frontmatter
from vault_schema.layout import lane_of, normalize, sector_of
from vault_schema.markdown import Section, Wikilink, citations, parse_links, parse_sections, parse_wikilinks

#: File names that say nothing of the note (lower case, without ``.md``): a GitHub TIL's
#: ``2021/202101/20210108/README.md``, a static site's ``post-name/index.md``.
GENERIC_STEMS = frozenset({"readme", "index", "_index"})


def name_title(path: str, sections: list[Section]) -> str:
    """The title a note without a frontmatter title gets from its name: the file name, except a
    generic one (:data:`GENERIC_STEMS`), which gives way to the note's first H1, else to its
    folder's name, as GitHub shows a folder's README (263 notes of one vault were all titled
    "README" in search, newuser21 D3; a first H2 is often a section, "Module", not a title)."""
    posix = PurePosixPath(path)
    if posix.stem.casefold() not in GENERIC_STEMS:
        return posix.stem
    heading = next((s.heading.strip() for s in sections if s.level == 1 and s.heading.strip()), "")
    return heading or posix.parent.name or posix.stem


@dataclass(frozen=True)
class Note:
    path: str
    meta: NoteMeta
    body: str
    body_offset: int
    frontmatter_error: FrontmatterError | None
    has_frontmatter: bool

    @property
    def lane(self) -> str:
        return lane_of(self.path)

    @property
    def sector(self) -> str | None:
        """The path's sector (the truth), not the frontmatter copy."""
        return sector_of(self.path)

    @property
    def stem(self) -> str:
        return PurePosixPath(self.path).stem

    @cached_property
    def drawing(self) -> bool:
        """An Obsidian Excalidraw drawing (vault_schema/drawing.py): its sections are the text typed into it."""
        return is_drawing(self.path, self.meta.raw, self.body)

    @property
    def title(self) -> str:
        """Frontmatter title, else the first H1, else the file name (a drawing's without ``.excalidraw``;
        a generic one such as ``README`` gives way to the first heading or the folder: :func:`name_title`)."""
        if self.meta.title:
            return self.meta.title
        for section in self.sections:
            if section.level == 1:
                return section.heading
        return drawing_title(self.stem) if self.drawing else name_title(self.path, self.sections)

    @cached_property
    def sections(self) -> list[Section]:
        """The body's sections; a drawing's from the text typed into it, not its scene data."""
        return parse_sections(drawing_text(self.body) if self.drawing else self.body)

    @cached_property
    def wikilinks(self) -> list[Wikilink]:
        return parse_wikilinks(self.body)

    @cached_property
    def links(self) -> list[Wikilink]:
        """Wikilinks and Markdown links to vault files (the link graph, broken-link findings, outlinks)."""
        return parse_links(self.body)

    @cached_property
    def citations(self) -> list[str]:
        return citations(self.body)


def parse_note(path: str, text: str) -> Note:
    split = split_frontmatter(text)
    return Note(
        path=normalize(path),
        meta=NoteMeta(split.meta),
        body=split.body,
        body_offset=split.body_offset,
        frontmatter_error=split.error,
        has_frontmatter=split.has_frontmatter,
    )
