"""Obsidian Excalidraw drawings are read for the text typed into them, not their scene data
(vault_schema/drawing.py; a new user's vault, session 20: 83 drawings were 9.7 of its 16 MB of
Markdown and a drawing's ``"pressures"`` answered "how to lower blood pressure")."""

from __future__ import annotations

from vault_schema.drawing import drawing_text, drawing_title, is_drawing
from vault_schema.note import parse_note

SCENE = '```json\n{\n\t"type": "excalidraw",\n\t"elements": [{"type": "freedraw", "pressures": [0.34, 0.39], "seed": 1192300560}]\n}\n```'
OLD = ("---\n\nexcalidraw-plugin: parsed\ntags: [excalidraw]\n\n---\n"
       "==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==\n\n\n"
       "# Text Elements\nThree-way handshake ^gnXQcOED\n\nSYN then ACK ^xz182WsJ\n\n"
       "%%\n# Drawing\n" + SCENE + "\n%%")
NEW = ("---\nexcalidraw-plugin: parsed\n---\n==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==\n\n"
       "# Excalidraw Data\n## Text Elements\nPage table walk ^aB3dE5fG\n\n## Element Links\nk2Lm9Q0p: [[Virtual Memory]]\n\n"
       "## Embedded Files\n8d3f0a9c1e2b: [[Pasted Image 20221004.png]]\n\n%%\n## Drawing\n```compressed-json\nN4KAkARALgngDgUwgLgAQQQDwMYEMA2AlgCYBOuA7hADTgQBuCpAzoQPYB2KqATLZMzYBXUtiRoIACyhQ4zZAHoFAc0JRJQgEYA6bGwC2CgF7N6hbEcK4OCtptbErHALRY8RMpWdx8Ra\n```\n%%")


def test_a_drawing_is_known_by_its_file_name_or_its_frontmatter():
    assert is_drawing("Excalidraw/Graph 2022-06-21.excalidraw.md", {})
    assert is_drawing("Drawing 2022.md", {"excalidraw-plugin": "parsed"})
    assert not is_drawing("notes/excalidraw tips.md", {"tags": ["excalidraw"]})
    assert drawing_title("Graph 2022-06-21 15.50.30.excalidraw") == "Graph 2022-06-21 15.50.30"
    assert drawing_title(".excalidraw") == ".excalidraw"


def test_only_the_text_elements_remain_line_for_line():
    for text, kept in ((OLD, ["Three-way handshake", "SYN then ACK"]), (NEW, ["Page table walk"])):
        note = parse_note("20-wiki/net/Handshake 2022.excalidraw.md", text)
        body = drawing_text(note.body)
        assert body.count("\n") == note.body.count("\n")  # line numbers stay the file's
        assert [line for line in body.split("\n") if line.strip()] == kept
        assert "pressures" not in body and "N4KAk" not in body and "Switch to EXCALIDRAW" not in body
        assert "^" not in body and "Pasted Image" not in body and "k2Lm9Q0p" not in body


def test_a_drawing_note_has_its_text_as_sections_and_its_name_as_title():
    note = parse_note("20-wiki/net/Handshake 2022-06-21 17.05.49.excalidraw.md", OLD)
    assert note.drawing
    assert note.title == "Handshake 2022-06-21 17.05.49"  # not "Text Elements", not ".excalidraw"
    text = " ".join(s.body for s in note.sections)
    assert "Three-way handshake" in text and "pressures" not in text and "seed" not in text
    assert not any(s.heading in ("Drawing", "Text Elements") for s in note.sections)
    # links are still read from the whole file: an element may link a note
    assert [w.target for w in parse_note("20-wiki/vm.excalidraw.md", NEW).wikilinks][:1] == ["Virtual Memory"]


def test_an_ordinary_note_is_untouched():
    body = "# Drawing\n```json\n{\"pressures\": [1]}\n```\n"
    note = parse_note("20-wiki/dev/json.md", body)
    assert not note.drawing
    assert any("pressures" in s.body for s in note.sections)
