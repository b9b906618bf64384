"""Minimal-diff frontmatter edits keep every other byte of a user's note."""

from __future__ import annotations

from datetime import date

import pytest

from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.frontmatter import split_frontmatter

JOHNGRIB_STYLE = """---
layout  : wiki
title   : ctags 명령어
parent  : [[cmd]]
tag     : bash vim
# a comment the user keeps
---
* TOC

## ctags?
"""


def test_existing_keys_and_formatting_are_kept():
    new = set_keys(JOHNGRIB_STYLE, {"type": "concept", "status": "canonical"})
    assert new.startswith("---\nlayout  : wiki\ntitle   : ctags 명령어\nparent  : [[cmd]]\ntag     : bash vim\n# a comment the user keeps\n")
    assert new.endswith("type: concept\nstatus: canonical\n---\n* TOC\n\n## ctags?\n")


def test_replaces_a_key_with_a_block_value():
    text = "---\ntitle: t\nstatus: draft\ntags:\n  - a\n  - b\nsources:\n- x\n---\nbody\n"
    new = set_keys(text, {"status": "archived", "tags": ["c"], "archived": date(2026, 1, 2)})
    meta = split_frontmatter(new).meta
    assert meta == {"title": "t", "status": "archived", "tags": ["c"], "sources": ["x"], "archived": date(2026, 1, 2)}
    assert new.endswith("---\nbody\n")


def test_note_without_frontmatter_gets_a_block_and_an_unchanged_body():
    body = "# Hello\n\ntext\n"
    new = set_keys(body, {"title": "Hello"})
    split = split_frontmatter(new)
    assert split.meta == {"title": "Hello"} and split.body == body



def test_a_byte_order_mark_goes_before_no_new_block():
    """A Windows note (BOM, CRLF) got its new block in front of the BOM: ``---…---\\n<BOM># Title``,
    and the title heading was a paragraph. The BOM is dropped; CRLF is left as it was; a BOM in
    front of an existing block stays where it is (the reader skips it)."""
    from vault_schema.markdown import parse_sections

    new = set_keys("\ufeff# Windows note\r\nbody\r\n", {"title": "w"})
    assert new == "---\ntitle: w\n---\n# Windows note\r\nbody\r\n"
    assert [s.heading for s in parse_sections(split_frontmatter(new).body)] == ["Windows note"]
    kept = set_keys("\ufeff---\ntitle: t\n---\n# T\n", {"status": "draft"})
    assert kept == "\ufeff---\ntitle: t\nstatus: draft\n---\n# T\n"
    assert split_frontmatter(kept).meta == {"title": "t", "status": "draft"}

def test_remove_and_broken_yaml():
    assert "card_kind" not in set_keys("---\na: 1\ncard_kind: inbox\n---\nx\n", {}, remove=("card_kind",))
    with pytest.raises(FrontmatterEditError):
        set_keys("---\ntitle: [oops\n---\nbody\n", {"status": "x"})


@pytest.mark.parametrize(("text", "kept"), [
    ("---\n{}\n---\n# Title\nbody\n", {}),  # Obsidian's make-md plugin (helper-70's D4: 18 notes of a real vault)
    ("---\n# written by a plugin\n{}\n---\nbody\n", {}),
    ("---\n{tags: [a, b], x: 1}\n---\nbody\n", {"tags": ["a", "b"], "x": 1}),
])
def test_a_flow_mapping_frontmatter_takes_new_keys(text, kept):
    """A key appended after `{}` was no YAML: `hippo import` left such notes without their keys."""
    new = set_keys(text, {"status": "draft", "trust": "human_edit"})
    meta = split_frontmatter(new).meta
    assert meta == {**kept, "status": "draft", "trust": "human_edit"}
    assert new.split("---\n", 2)[2] == text.split("---\n", 2)[2]  # the body untouched
    assert ("# written by a plugin" in new) == ("# written by a plugin" in text)
