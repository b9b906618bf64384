"""A small vault shaped like the official Obsidian Help vault: folders with spaces and capitals,
an ``Attachments/`` folder, ``[[Folder/Note]]`` path links, heading and block links, embeds,
aliases, callouts, the same note name in two folders, and one link already broken."""

from __future__ import annotations

from pathlib import Path

from vault_schema.lint import BROKEN_WIKILINK, lint_vault
from vault_schema.note import parse_note

PNG = b"\x89PNG\r\n\x1a\n"

FILES: dict[str, str] = {
    "Home.md": (
        "---\naliases: [Start here]\n---\n# Obsidian Help\n\n"
        "> [!tip] Start\n> Read [[Obsidian Sync/Security and privacy#Encryption|how Sync encrypts]].\n\n"
        "- [[Canvas#Create a canvas]] and [[Internal links#^b15695]]\n"
        "- [[Linking notes and files/Embed files]] · ![[Logo.png]] · ![[Attachments/diagram.png|300]]\n"
        "- [[index]] lists everything; [[Does not exist]] was broken already\n"
    ),
    "index.md": "# Index\n\n[[Home]] · [[Plans]]\n",
    "Obsidian Sync/Security and privacy.md": "# Security and privacy\n\n## Encryption\n\nEnd-to-end. ^enc1\n",
    "Obsidian Sync/Introduction to Obsidian Sync.md": (
        "# Introduction to Obsidian Sync\n\nSee [[Security and privacy#Encryption]] and [[Plans#Sync price]].\n"
    ),
    "Obsidian Sync/Plans.md": "# Plans\n\n## Sync price\n\n4 USD.\n",
    "Obsidian Publish/Plans.md": "# Plans\n\n## Publish price\n\n8 USD.\n",
    "Obsidian Publish/Introduction to Obsidian Publish.md": (
        "# Introduction to Obsidian Publish\n\n[[Plans#Publish price]] · [[Obsidian Sync/Plans#Sync price]] · [[../Home]]\n"
    ),
    "Plugins/Canvas.md": "---\naliases:\n  - Whiteboard\n---\n# Canvas\n\n## Create a canvas\n\nDrag notes in.\n",
    "Linking notes and files/Internal links.md": (
        "# Internal links\n\nLink notes together. ^b15695\n\n## Link to a heading\n\n[[#Link to a heading]] · [[Embed files#Embed an image]]\n"
    ),
    "Linking notes and files/Embed files.md": "# Embed files\n\n## Embed an image\n\n![[diagram.png]] · back to [[index]]\n",
}
ATTACHMENTS = ("Attachments/Logo.png", "Attachments/diagram.png")


def build(root: Path) -> Path:
    for rel, text in FILES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for rel in ATTACHMENTS:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(PNG)
    (root / ".obsidian").mkdir(exist_ok=True)
    (root / ".obsidian" / "app.json").write_text('{"newLinkFormat": "shortest"}')
    return root


def broken_in_source(root: Path) -> set[tuple[str, str]]:
    """``(note, message)`` of every broken wikilink in the folder read as an Obsidian vault."""
    files = [p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() and ".obsidian" not in p.parts]
    notes = [parse_note(f, (root / f).read_text(encoding="utf-8")) for f in files if f.endswith(".md")]
    from datetime import date

    findings = lint_vault(notes, files, today=date(2026, 1, 1))
    return {(f.path, f.message) for f in findings if f.code == BROKEN_WIKILINK}
