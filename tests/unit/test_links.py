"""Wikilink resolution follows Obsidian (ADR 0023): the linking note's folder, then the vault
path, then the file name anywhere with the shortest path first."""

from __future__ import annotations

from vault_schema.links import LinkResolver

FILES = [
    "index.md",
    "20-wiki/index.md",
    "20-wiki/Obsidian Sync/Plans.md",
    "20-wiki/Obsidian Publish/Plans.md",
    "20-wiki/Obsidian Publish/Intro.md",
    "20-wiki/Plans.md",
    "20-wiki/ko/캔버스/Canvas.md",
    "20-wiki/en/Canvas.md",
    "20-wiki/Attachments/diagram.png",
    "20-wiki/java.md",
    "20-wiki/java/java.md",
    "20-wiki/java/8.md",
    "20-wiki/xObsidian Sync/Other.md",
]
R = LinkResolver(FILES)


def test_same_name_in_two_folders_the_linking_notes_folder_wins():
    assert R.resolve("Plans", "20-wiki/Obsidian Publish/Intro.md") == "20-wiki/Obsidian Publish/Plans.md"
    assert R.resolve("Plans", "20-wiki/Obsidian Sync/x.md") == "20-wiki/Obsidian Sync/Plans.md"
    assert R.resolve("plans", "20-wiki/Obsidian Sync/x.md") == "20-wiki/Obsidian Sync/Plans.md"  # case-insensitive


def test_elsewhere_the_shortest_path_wins_then_the_alphabetically_first():
    assert R.resolve("Plans", "20-wiki/java/8.md") == "20-wiki/Plans.md"
    assert R.resolve("Canvas", "20-wiki/java/8.md") == "20-wiki/en/Canvas.md"  # fewer folders than ko/캔버스/
    assert R.resolve("Canvas", "20-wiki/ko/캔버스/note.md") == "20-wiki/ko/캔버스/Canvas.md"


def test_paths_relative_links_and_the_vault_root():
    assert R.resolve("Obsidian Sync/Plans", "20-wiki/java/8.md") == "20-wiki/Obsidian Sync/Plans.md"
    assert R.resolve("Sync/Plans", "") is None  # a folder suffix matches whole folder names only
    assert R.resolve("Obsidian Sync/Other", "") is None
    assert R.resolve("../Plans", "20-wiki/Obsidian Publish/Intro.md") == "20-wiki/Plans.md"
    assert R.resolve("./Intro", "20-wiki/Obsidian Publish/Plans.md") == "20-wiki/Obsidian Publish/Intro.md"
    assert R.resolve("./Plans", "20-wiki/java/8.md") is None  # ./ and ../ never fall back to the name
    assert R.resolve("index", "HOME.md") == "index.md"
    assert R.resolve("index", "20-wiki/Plans.md") == "20-wiki/index.md"  # its own folder first
    assert R.resolve("index", "20-wiki/java/8.md") == "index.md"  # then the vault path
    assert R.resolve("20-wiki/index", "20-wiki/java/8.md") == "20-wiki/index.md"


def test_rooted_links_of_an_imported_vault_find_the_shallowest_match():
    # `[[/java]]` meant the imported folder's root java.md, not the java/ sector's page
    assert R.resolve("/java", "20-wiki/java/8.md") == "20-wiki/java.md"
    assert R.resolve("java", "20-wiki/java/8.md") == "20-wiki/java/java.md"  # its own folder, as in Obsidian
    assert R.resolve("/index", "20-wiki/java/8.md") == "index.md"


def test_attachments_and_headings():
    assert R.resolve("diagram.png", "20-wiki/java/8.md") == "20-wiki/Attachments/diagram.png"
    assert R.resolve("Attachments/diagram.png", "") == "20-wiki/Attachments/diagram.png"
    assert R.resolve("", "20-wiki/java/8.md") == "20-wiki/java/8.md"
    assert R.candidates("plans") == ["20-wiki/Obsidian Publish/Plans.md", "20-wiki/Obsidian Sync/Plans.md", "20-wiki/Plans.md"]


def test_a_decomposed_file_name_answers_a_composed_link_and_back():
    """macOS stores "café.md" decomposed (NFD); a link typed elsewhere is composed (NFC): it was
    reported broken (a real vault). Korean decomposes too (jamo)."""
    import unicodedata

    nfd, nfc = (unicodedata.normalize(f, "20-wiki/Ricette/café.md") for f in ("NFD", "NFC"))
    ko_nfd = unicodedata.normalize("NFD", "20-wiki/ko/해마.md")
    r = LinkResolver([nfd, ko_nfd])
    assert nfd != nfc
    assert r.resolve("café", "20-wiki/x.md") == nfd  # the file's own (stored) path comes back
    assert r.resolve(unicodedata.normalize("NFD", "Café"), "20-wiki/x.md") == nfd
    assert r.resolve("Ricette/café", "20-wiki/x.md") == nfd
    assert r.resolve("ko/해마", "") == ko_nfd and r.resolve("해마", "20-wiki/x.md") == ko_nfd
    assert LinkResolver([nfc]).resolve(unicodedata.normalize("NFD", "café"), "20-wiki/x.md") == nfc
