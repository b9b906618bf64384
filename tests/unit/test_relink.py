"""vault_schema.relink: links that spell out a moved note's folder follow it; nothing else changes."""

from __future__ import annotations

from vault_schema.links import LinkResolver
from vault_schema.relink import relink, relinkable

FILES = ["20-wiki/dev/x.md", "20-wiki/dev/other.md", "20-wiki/ops/y.md", "10-sources/s.md", "notes/x.md"]
OLD, NEW = "20-wiki/dev/x.md", "20-wiki/tools/x.md"
resolve = LinkResolver(FILES).resolve


def moved(text: str, note: str = "20-wiki/ops/y.md") -> str:
    return relink(text, note, OLD, NEW, resolve)


def test_wikilinks_with_a_folder_follow_the_note():
    assert moved("[[20-wiki/dev/x]]") == "[[20-wiki/tools/x]]"
    assert moved("[[dev/x.md#Setup|the setup]]") == "[[20-wiki/tools/x.md#Setup|the setup]]"
    assert moved("![[20-wiki/dev/x#Setup]]") == "![[20-wiki/tools/x#Setup]]"
    assert moved("| [[20-wiki/dev/x\\|alias]] |") == "| [[20-wiki/tools/x\\|alias]] |"


def test_name_only_and_other_targets_stay():
    assert moved("[[x]] [[other]] [[20-wiki/dev/other]]") == "[[x]] [[other]] [[20-wiki/dev/other]]"
    assert moved("[[notes/x]]") == "[[notes/x]]"  # another note with the same name


def test_written_out_paths_and_markdown_links():
    text = '---\nsources: ["20-wiki/dev/x.md#Setup", "10-sources/s.md#a"]\n---\nCite 20-wiki/dev/x.md#Setup.\n'
    assert moved(text) == text.replace(OLD, NEW)
    assert moved("my20-wiki/dev/x.md 20-wiki/dev/x.mdx") == "my20-wiki/dev/x.md 20-wiki/dev/x.mdx"
    assert moved("[s](../dev/x.md#setup) [a](/20-wiki/dev/x.md) [o](../dev/other.md) [w](https://e.com/dev/x.md)") == (
        "[s](../tools/x.md#setup) [a](/20-wiki/tools/x.md) [o](../dev/other.md) [w](https://e.com/dev/x.md)")


def test_code_is_left_alone():
    text = "`[[20-wiki/dev/x]]` and [[20-wiki/dev/x]]\n```\n[[20-wiki/dev/x]] 20-wiki/dev/x.md\n```\n"
    assert moved(text) == "`[[20-wiki/dev/x]]` and [[20-wiki/tools/x]]\n```\n[[20-wiki/dev/x]] 20-wiki/dev/x.md\n```\n"


def test_the_moved_note_rebases_its_relative_links():
    text = "[o](other.md) [y](../ops/y.md#h) [[20-wiki/dev/x#Top]] [self](x.md) [[other]]\n"
    out = relink(text, OLD, OLD, NEW, resolve, note_moved_to=NEW)
    assert out == "[o](../dev/other.md) [y](../ops/y.md#h) [[20-wiki/tools/x#Top]] [self](x.md) [[other]]\n"


def test_untouched_text_is_byte_identical():
    text = "# T\r\n\r\nNothing to do here: [[x]], 20-wiki/dev/other.md#a\n\n"
    assert moved(text) == text


def test_only_living_notes_follow_moves():
    assert relinkable("20-wiki/ops/y.md") and relinkable("index.md") and relinkable("47-memory/p/t/a.md")
    assert not relinkable("log.md") and not relinkable("10-sources/s.md") and not relinkable("30-reviews/approvals/a.md")
