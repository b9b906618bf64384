"""The canonical wiki as the jobs see it: pages under ``20-wiki/``, generated hubs, gate context."""

from __future__ import annotations

import re
from dataclasses import dataclass

from hippocampus.jobs.gates import GateContext, title_key
from hippocampus.vault.writer import VaultRun
from vault_schema.layout import WIKI, sector_of
from vault_schema.links import LinkResolver
from vault_schema.note import Note, parse_note
from vault_schema.templates import is_template, template_folders

#: Frontmatter marker of pages the pipeline generates (hubs); such a page may be rewritten.
GENERATED_KEY = "hippo_generated"
HUB = "hub"
SECTOR_NAME = re.compile(r"^[0-9a-z가-힣][0-9a-z가-힣_-]{0,63}$")


@dataclass(frozen=True)
class Page:
    path: str
    note: Note

    @property
    def sector(self) -> str | None:
        return sector_of(self.path)

    @property
    def generated(self) -> bool:
        return self.note.meta.get(GENERATED_KEY) is not None

    @property
    def canonical(self) -> bool:
        return self.note.meta.status == "canonical" and not self.generated


def read_pages(run: VaultRun) -> list[Page]:
    """The wiki's pages as this run sees them; the files of the vault's Obsidian templates folders
    are none (no hub, no index.md or HOME.md entry, no gate title: vault_schema/templates.py)."""
    pages: list[Page] = []
    templates = template_folders(run.root, run.read_text)
    for rel in run.list_files(WIKI):
        if is_template(rel, templates):
            continue
        text = run.read_text(rel)
        if text is not None:
            pages.append(Page(rel, parse_note(rel, text)))
    return pages


def hub_path(sector: str) -> str:
    """``20-wiki/<sector>/<sector>.md``: the sector's hub page (seed 000 §6)."""
    return f"{WIKI}/{sector}/{sector}.md"


def valid_sector(name: str) -> bool:
    """A sector is one folder name: lower-case letters/digits/Korean, ``-``/``_``, no dots or slashes."""
    return bool(SECTOR_NAME.match(name or ""))


def gate_context(run: VaultRun, pages: list[Page] | None = None) -> GateContext:
    pages = read_pages(run) if pages is None else pages
    titles: dict[str, str] = {}
    for page in pages:
        if page.canonical:
            titles.setdefault(title_key(page.note.title), page.path)
    files = run.list_files("", suffix="")
    return GateContext(titles, LinkResolver(files), run.exists)
